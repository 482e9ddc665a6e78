#pragma once

#include <QBrush>
#include <QColor>
#include <QPen>

class QAbstractSeries;
class QBarSet;
class QChart;

namespace gpuplan::charts {

// A series style that survives grey-scale printing: each index differs in
// colour *and* in lightness, dash pattern and marker, so two series stay
// apart on a black-and-white copy.
struct SeriesStyle {
    QColor color;
    Qt::PenStyle dash = Qt::SolidLine;
    Qt::BrushStyle fill_pattern = Qt::SolidPattern; // for bars and areas
    double width = 2.0;
};

// Series that are not data get styles of their own, outside the palette, so that no data
// series ever shares their colour (issue 37: "Pipeline parallel" and "Capacity" were both black):
// a reference the data is read against (a capacity, a target): dark grey, dotted;
inline constexpr int kReferenceStyle = -2;
// one point marked on the data (a break-even, the selected option): a black star.
inline constexpr int kMarkStyle = -3;

// How many data series get colours of their own before the palette cycles (with other dashes).
int paletteSize();

// The style of the n-th series (cycles after the palette), or of kReferenceStyle / kMarkStyle.
SeriesStyle seriesStyle(int index);

// The pen of a line in that style.
QPen linePen(const SeriesStyle& style);

// Applies the n-th style to a line/scatter series or a bar set.
void applyStyle(QAbstractSeries* series, int index);
void applyStyle(QBarSet* set, int index);

// The label format of a value axis: localized labels need an explicit precision ("%g" gives
// none, and Qt Charts then prints every digit).
inline constexpr const char* kAxisLabelFormat = "%.6g";

// Common look: white background, no animation (so values are exact when
// read back in tests), legend at the bottom, readable fonts, numbers in the
// application's locale.
void applyChartTheme(QChart* chart);

} // namespace gpuplan::charts
