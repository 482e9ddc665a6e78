#pragma once

#include <QMarginsF>
#include <QRectF>
#include <QSizeF>

#include <vector>

class QGraphicsItem;
class QLegendMarker;

namespace gpuplan::charts {

class ChartView;

// The legend under a chart, on as many rows as its names need: Qt Charts' own legend is one
// row and cuts the names to fit it ("ZeRO-…", "Capaci…" at 1024 px, issue 37). Where those rows
// would take much of a wide, short chart's height, the entries stand in a column at the right
// of the plot instead, each name whole (wrapped when longer than the column). It shows each
// visible marker of the chart's legend (its colour and name, faded when its series is hidden)
// and a click on an entry is a click on that marker. It takes over while Qt's legend is set at
// the bottom; a legend placed elsewhere on purpose (the report's, on the right) stays Qt's.
class ChartLegend {
public:
    explicit ChartLegend(ChartView* view) : view_(view) {}
    ~ChartLegend();
    ChartLegend(const ChartLegend&) = delete;
    ChartLegend& operator=(const ChartLegend&) = delete;

    // Lays the entries out under the plot, within the chart's width, reserving their room in
    // the chart's bottom margin (or at its right, in the right margin); true when that room
    // changed (lay the chart out again, then this again to centre a column on the new plot).
    // With `keep_place`, the entries stay where they are (under the plot or beside it): the
    // second pass, once the chart took the first one's room.
    bool layOut(bool keep_place = false);
    // The rows the entries take (tests); in a column at the right, one an entry.
    int rows() const { return rows_; }
    // The entries in a column at the right of the plot (a wide, short chart), not under it.
    bool onRight() const { return right_; }
    // Leaves a marker out of the legend (a series drawn for its own sake: the Pareto front's
    // points). Qt's marker->isVisible() cannot tell: it is false for every marker while Qt's
    // legend is hidden, and this one shows them.
    static void leaveOut(QLegendMarker* marker);
    static bool isLeftOut(const QLegendMarker* marker);

private:
    // The room the chart's title and the axes' labels and titles take around the plot.
    struct Measured {
        QSizeF chart{-1, -1}; // the chart's size when measured
        QSizeF axes;
    };
    void clear();
    // Measures the axes' room as the chart was last laid out (`inner`: its geometry less its own
    // margins), for the legend's place then.
    void measureAxes(const QRectF& inner);
    // The axes' room with the legend under the plot or at its `right`: as measured so at this
    // size, else as last measured, else a guess.
    QSizeF axesRoom(bool right) const;
    // Reserves the legend's `room` under the plot or at its `right`; true when it changed.
    bool setRoom(double room, bool right);

    ChartView* view_;
    std::vector<QGraphicsItem*> items_;
    int rows_ = 0;
    bool hid_ = false;   // Qt's legend, hidden while this one shows its markers
    double room_ = 0;    // the rows' height under the plot, or the column's width at its right
    bool right_ = false; // the entries in a column at the right of the plot
    QMarginsF base_margins_{-1, -1, -1, -1}; // the chart's own, without the legend's room
    QMarginsF set_margins_{-1, -1, -1, -1};  // what layOut() last set
    Measured measured_[2];                   // with the rows under the plot [0], the column [1]
    int last_ = -1;                          // the one measured last
};

} // namespace gpuplan::charts
