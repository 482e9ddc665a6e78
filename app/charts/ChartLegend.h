#pragma once

#include <QMarginsF>

#include <vector>

class QGraphicsItem;
class QLegendMarker;

namespace gpuplan::charts {

class ChartView;

// The legend under a chart, on as many rows as its names need: Qt Charts' own legend is one
// row and cuts the names to fit it ("ZeRO-…", "Capaci…" at 1024 px, issue 37). It shows each
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
    // the chart's bottom margin; true when that room changed (lay the chart out again).
    bool layOut();
    // The rows the entries take (tests).
    int rows() const { return rows_; }
    // Leaves a marker out of the legend (a series drawn for its own sake: the Pareto front's
    // points). Qt's marker->isVisible() cannot tell: it is false for every marker while Qt's
    // legend is hidden, and this one shows them.
    static void leaveOut(QLegendMarker* marker);
    static bool isLeftOut(const QLegendMarker* marker);

private:
    void clear();

    ChartView* view_;
    std::vector<QGraphicsItem*> items_;
    int rows_ = 0;
    bool hid_ = false; // Qt's legend, hidden while this one shows its markers
    double height_ = 0;
    QMarginsF base_margins_{-1, -1, -1, -1}; // the chart's own, without the legend's room
    QMarginsF set_margins_{-1, -1, -1, -1};  // what layOut() last set
};

} // namespace gpuplan::charts
