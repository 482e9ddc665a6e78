#pragma once

#include <QChartView>
#include <QPointF>
#include <QString>

#include <functional>
#include <memory>

class QAbstractAxis;
class QAbstractBarSeries;
class QBarSet;
class QXYSeries;
class QLegendMarker;
class QValueAxis;

namespace gpuplan::charts {

class ChartLegend;

// Sets a linear axis to a range with round ticks around [lo, hi] (about five ticks),
// in one change: QValueAxis::applyNiceNumbers() after setRange() lays the axis out
// twice and drifts with the axis' previous tick count.
void setNiceRange(QValueAxis* axis, double lo, double hi);

// The one chart widget of GPU Planner: rubber-band zoom (left drag), wheel
// and keyboard zoom (+, -, arrows to pan, Home or Esc to reset), hover
// tooltips with exact values (through a formatter that knows the units),
// legend markers that toggle their series, and a context menu to reset the
// zoom, copy the chart as an image or save it as PNG/SVG.
class ChartView : public QChartView {
    Q_OBJECT
public:
    using XYFormatter = std::function<QString(const QXYSeries* series, QPointF point)>;
    using BarFormatter = std::function<QString(const QBarSet* set, int index)>;

    explicit ChartView(QWidget* parent = nullptr);
    ~ChartView() override;

    // Tooltip texts. Without a formatter the tooltip shows "series: x, y".
    void setXYTooltipFormatter(XYFormatter f) { xy_formatter_ = std::move(f); }
    void setBarTooltipFormatter(BarFormatter f) { bar_formatter_ = std::move(f); }

    // Connects hover tooltips and legend toggling for the chart's current
    // series. Call after (re)building the series; calling it again is safe.
    void attachInteractions();

    void resetZoom();
    // The chart rendered at `scale` x its widget size (for the clipboard and files).
    QImage renderImage(double scale = 2.0);
    void copyToClipboard();
    // Draws the chart laid out at `logical_size` into `target` of any painter
    // (vector on QPdfWriter / QSvgGenerator).
    void renderChart(QPainter* painter, const QRectF& target, const QSizeF& logical_size);
    // Writes PNG or SVG depending on the suffix; returns false with `error` set on failure.
    bool saveTo(const QString& path, QString* error = nullptr);

    // The rows the legend under the chart takes (0: none, or Qt's legend placed elsewhere).
    int legendRows() const;
    // Whether the legend stands in a column at the right of the plot (a wide, short chart).
    bool legendOnRight() const;
    // The plot's shape (width over height) past which a wider plot shows the data no better: the
    // legend stands beside the plot or under it where the plot reads better, a plot wider than
    // this read by its height, a narrower one by its width over this. Curves read best about
    // 1.6 times as wide as tall; bars over named categories need width for their names.
    virtual double plotShape() const { return 2.5; }
    // The text of the last tooltip shown (tests read it; empty when hidden).
    QString lastTooltip() const { return last_tooltip_; }
    // Toggles a series through its legend marker as a click would.
    void toggleSeries(QAbstractSeries* series);
    // Hides or shows one bar set (its legend marker click).
    void toggleBarSet(QBarSet* set);
    static bool isBarSetHidden(const QBarSet* set);

Q_SIGNALS:
    void pointClicked(QAbstractSeries* series, QPointF point);
    void barClicked(QBarSet* set, int index);

protected:
    // The chart's title and an axis' title: they wrap onto more lines when the chart is too
    // narrow (or short) for them, where Qt Charts would cut them to "Cost over the ho...".
    void setChartTitle(const QString& title);
    void setAxisTitle(QAbstractAxis* axis, const QString& title);
    static QString plainTitle(const QObject* chart_or_axis);
    // `plain` as rich text on as few lines as needed, none wider than `width` (words stay
    // whole); unchanged when it fits or when the chart has no size yet.
    static QString wrapToWidth(const QString& plain, const QFont& font, double width);
    // Fits the texts a subclass draws to the room they have after a layout; true when one
    // changed (the chart is laid out again).
    virtual bool fitLabels() { return false; }

    // Lays the chart out now, after its data changed, so that the scene is drawn once
    // per change rather than once before and once after the layout.
    void layOutNow();
    // A point as the data has it, from one drawn (a subclass that draws a transform of its
    // data gives it back): what tool tips and pointClicked receive.
    virtual QPointF toData(QPointF drawn) const { return drawn; }
    // A tool tip of a point's own (a subclass whose data names each point); "": the formatter's.
    virtual QString pointTip(const QXYSeries* /*series*/, QPointF /*drawn*/) const { return {}; }

    // Keeps the value shown on hover: when the pointer rests, Qt sends the view a tool-tip
    // event, and the scene, which has no item with a tool tip, hid ours (issue 37: values on
    // hover never appeared under a window manager, where that event comes).
    bool viewportEvent(QEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // Lays the chart out with the legend's room: the chart, then the legend (its rows under the
    // plot or its column beside it), and when that room changed the chart again and the legend on
    // the plot's new place.
    void layOutWithLegend();
    // Wraps the titles set through setChartTitle/setAxisTitle to the room they have now;
    // true when one changed.
    bool fitTitles();

    void showTooltip(const QString& text);
    void onMarkerClicked(QLegendMarker* marker);
    static void setMarkerFaded(QLegendMarker* marker, bool faded);

    std::unique_ptr<ChartLegend> legend_; // the legend under the plot, on several rows
    XYFormatter xy_formatter_;
    BarFormatter bar_formatter_;
    QString last_tooltip_;
};

} // namespace gpuplan::charts
