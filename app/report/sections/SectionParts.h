#pragma once

// What the sections of the procurement report build with besides words: a table's
// column alignment and a chart as a drawing of the document.

#include "charts/ChartView.h"
#include "report/ReportDocument.h"

#include <memory>

namespace gpuplan::report {

// Column alignment from a spec: 'L' left, 'R' right (numbers), 'C' centre.
void align(ReportTable& t, const char* spec);
// A chart of the document: the widget lives as long as the drawing that paints it.
DrawFunction chartDrawing(std::shared_ptr<charts::ChartView> chart);

} // namespace gpuplan::report
