#include "charts/PriceHistoryChart.h"

#include "charts/ChartStyle.h"

#include <QChart>
#include <QDateTimeAxis>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>

namespace gpuplan::charts {

QChart* PriceHistoryChart::build(const QList<PriceHistorySeries>& series, const QString& title,
                                 const QString& y_title) {
    auto* chart = new QChart;
    applyChartTheme(chart);
    chart->setTitle(title);

    auto* x = new QDateTimeAxis;
    x->setFormat(QStringLiteral("yyyy-MM"));
    x->setTickCount(5);
    auto* y = new QValueAxis;
    y->setTitleText(y_title);
    y->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);

    QDate first;
    QDate last;
    double top = 0;
    int index = 0;
    for (const auto& s : series) {
        auto* line = new QLineSeries;
        line->setName(s.name);
        line->setPointsVisible(true);
        for (const auto& p : s.points) {
            line->append(static_cast<double>(p.date.startOfDay(Qt::UTC).toMSecsSinceEpoch()), p.amount);
            first = first.isValid() ? std::min(first, p.date) : p.date;
            last = last.isValid() ? std::max(last, p.date) : p.date;
            top = std::max(top, p.amount);
        }
        chart->addSeries(line);
        applyStyle(line, index++);
        line->setMarkerSize(9);
        line->attachAxis(x);
        line->attachAxis(y);
    }
    if (!first.isValid())
        first = last = QDate::currentDate();
    // A month either side, so that a single price is not drawn on the frame.
    x->setRange(first.addMonths(-1).startOfDay(Qt::UTC), last.addMonths(1).startOfDay(Qt::UTC));
    y->setRange(0, top > 0 ? top * 1.15 : 1.0);
    y->applyNiceNumbers();
    return chart;
}

} // namespace gpuplan::charts
