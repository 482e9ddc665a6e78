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

// The style of the n-th series (cycles after the palette).
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
