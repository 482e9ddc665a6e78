#include "report/sections/SectionParts.h"

#include "charts/ReportCharts.h"

#include <QPainter>

namespace gpuplan::report {

void align(ReportTable& t, const char* spec) {
    t.alignment.clear();
    for (const char* c = spec; *c; ++c)
        t.alignment.append(*c == 'R' ? Qt::AlignRight : *c == 'C' ? Qt::AlignHCenter : Qt::AlignLeft);
}

DrawFunction chartDrawing(std::shared_ptr<charts::ChartView> chart) {
    return [chart](QPainter* painter, const QRectF& target) {
        charts::drawForPrint(chart.get(), painter, target);
    };
}

} // namespace gpuplan::report
