#pragma once

#include "charts/ChartView.h"

#include <QLocale>
#include <QRectF>
#include <QSizeF>

class QPainter;

namespace gpuplan::charts {

// Charts on paper. A report builds its charts with the same classes as the
// tabs (CurveChart, BarChart), never shows them, and draws them into the page
// as vectors (ChartView::renderChart on a QPdfWriter or QPrinter painter).

// Width, in logical pixels, at which a printed chart is laid out: the page
// scales it to the text width, so its fonts come out at about 8 pt on A4.
inline constexpr double kPrintLayoutWidth = 800.0;

// Fonts sized for paper, numbers in `locale` (decimal comma in French), no
// drop shadow or frame, the legend where `legend` says (on the right, long
// series names are not cut short). Call after the chart's series and axes exist.
void prepareForPrint(ChartView* view, const QLocale& locale, Qt::Alignment legend = Qt::AlignBottom);

// Draws the chart into `target` laid out at kPrintLayoutWidth with the
// target's aspect ratio (vector output on a PDF painter).
void drawForPrint(ChartView* view, QPainter* painter, const QRectF& target);

} // namespace gpuplan::charts
