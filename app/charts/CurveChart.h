#pragma once

#include "charts/ChartStyle.h"
#include "charts/ChartView.h"

#include <QHash>
#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <functional>
#include <utility>
#include <vector>

class QAbstractAxis;
class QXYSeries;

namespace gpuplan::charts {

// One series of an CurveChart: points in the chart's units (the axis titles say
// which), drawn as a line or as scatter markers.
struct XYSeriesData {
    enum class Kind { Line, Scatter };
    XYSeriesData(QString name_ = {}, QList<QPointF> points_ = {}, Kind kind_ = Kind::Line, int style_ = -1,
                 bool emphasized_ = false, bool in_legend_ = true)
        : name(std::move(name_)), points(std::move(points_)), kind(kind_), style(style_),
          emphasized(emphasized_), in_legend(in_legend_) {}
    QString name;
    QList<QPointF> points;
    Kind kind = Kind::Line;
    int style = -1; // palette index, kReferenceStyle or kMarkStyle (ChartStyle); -1: the series' position
    bool emphasized = false; // thicker line / bigger markers (the Pareto front, the break-even point)
    bool in_legend = true;
    bool hollow = false; // scatter markers drawn as an outline only (a modelled figure beside a measured one)
    // One tool tip per point, in the order of `points` (empty: the chart's formatter writes them).
    QStringList tips;
};

// The points of a monthly curve (x = month 0, 1, 2...; y = the value).
QList<QPointF> monthlyPoints(const std::vector<double>& values);

// A line / scatter chart with explicit value axes (linear or logarithmic).
// setSeries() updates the existing series in place when their number,
// kinds and styles are unchanged, so that a slider drag redraws without rebuilding the
// chart; legend toggles survive updates (matched by series name).
class CurveChart : public ChartView {
    Q_OBJECT
public:
    explicit CurveChart(QWidget* parent = nullptr);

    void setAxisTitles(const QString& x_title, const QString& y_title);
    // Curves read best about 1.6 times as wide as tall: a taller plot shows their slopes.
    double plotShape() const override { return 1.6; }
    // Switching scale rebuilds the axes. Log axes ignore points <= 0.
    void setLogScale(bool log_x, bool log_y, double x_base = 10.0);
    // Shown in the plot title when there is nothing to draw (and as the chart
    // title otherwise when `title` is set).
    void setTitleText(const QString& title) { title_ = title; }
    void setEmptyText(const QString& text) { empty_text_ = text; }
    // The y axis always starts at zero on a linear scale (costs, memory).
    void setYFromZero(bool from_zero) { y_from_zero_ = from_zero; }
    // Sticky ranges: an axis keeps its range while the data still fills it well (see
    // keeps() in CurveChart.cpp), so that live edits do not make the axes jump.
    void setStickyRanges(bool sticky) { sticky_ = sticky; }
    // The y axis' labels written by `label` in human units ("€4M" where Qt Charts wrote
    // "4E+06"), at round values: each power of ten on a log scale (with 2 and 5 times it
    // over two decades or less), about five steps on a linear one. Rebuilds the axes.
    using ValueLabel = std::function<QString(double)>;
    void setYLabels(ValueLabel label);

    void setSeries(const QList<XYSeriesData>& series);

    // Tests and tabs: the series of that name, or nullptr. Its points are drawn ones: with
    // setYLabels on a log scale, y is log10 of the data's (dataPoints() gives the data's).
    QXYSeries* seriesNamed(const QString& name) const;
    QList<QPointF> dataPoints(const QString& name) const;
    // The labels the y axis shows, bottom to top (setYLabels).
    QStringList yLabels() const;
    QAbstractAxis* xAxis() const { return x_axis_; }
    QAbstractAxis* yAxis() const { return y_axis_; }

protected:
    QPointF toData(QPointF drawn) const override;
    // A log x axis too narrow for a label at each power of its base: one every second power.
    bool fitLabels() override;
    // The tool tip of the point of `series` nearest to `drawn` on screen, when its data gave tips.
    QString pointTip(const QXYSeries* series, QPointF drawn) const override;

private:
    // With its own labels, a log y axis is a category axis over log10 of the values.
    bool yInLogSpace() const { return y_labels_ && log_y_; }
    void rebuildAxes();
    // setSeries()'s steps: a series' points as drawn (log axes leave out those <= 0), the tool
    // tips kept at them, the points of unchanged series replaced in place, or every series
    // made again (a series hidden from the legend stays hidden).
    QList<QPointF> drawnPoints(const XYSeriesData& d) const;
    void keepTips(const QList<XYSeriesData>& series);
    void replacePoints(const QList<XYSeriesData>& series);
    void rebuildSeries(const QList<XYSeriesData>& series);
    void updateRanges(const QList<XYSeriesData>& series, bool sticky);

    QAbstractAxis* x_axis_ = nullptr;
    QAbstractAxis* y_axis_ = nullptr;
    bool log_x_ = false;
    bool log_y_ = false;
    double log_base_x_ = 10.0; // as set: the axis' own is a power of it in a narrow plot (fitLabels)
    double x_lo_ = 0;          // the data's x range (not the axis', rounded to powers of its base)
    double x_hi_ = 0;
    bool y_from_zero_ = true;
    bool sticky_ = false;
    QString x_title_;
    QString y_title_;
    QString title_;
    QString empty_text_;
    QList<QString> kinds_; // each series' kind and style, as setSeries() last built them
    ValueLabel y_labels_;
    // Per series name: its points (drawn coordinates) and their tool tips (XYSeriesData::tips).
    QHash<QString, QList<std::pair<QPointF, QString>>> tips_;
};

} // namespace gpuplan::charts
