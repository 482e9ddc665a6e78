#pragma once

#include "charts/ChartView.h"

#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

class QValueAxis;
class QXYSeries;

namespace gpuplan::charts {

// A rolling time chart for live readings (the probe's utilisation, memory,
// power and temperature refreshed every second): one line per named series,
// points appended as they come, and only the last window() seconds kept and
// shown. The x axis is the time in seconds; the y axis starts at zero and grows
// with the data, or stays on a fixed range (percentages).
class LiveChart : public ChartView {
    Q_OBJECT
public:
    explicit LiveChart(QWidget* parent = nullptr);

    // How many seconds are kept and shown (default 120).
    void setWindow(double seconds);
    double window() const { return window_; }
    void setAxisTitles(const QString& x_title, const QString& y_title);
    // A fixed y range (0-100 for percentages); hi <= lo: follow the data (from zero).
    void setYRange(double lo, double hi);
    // Shown as the title while there is no point.
    void setEmptyText(const QString& text);

    // Appends one reading; the series is created (styled by its order) on first use.
    void addPoint(const QString& series, double time_s, double value);
    // Removes every series and point (another quantity, another set of devices).
    void clear();

    // The latest time seen (the right edge of the x axis).
    double now() const { return now_; }
    QStringList seriesNames() const;
    QXYSeries* seriesNamed(const QString& name) const;
    QValueAxis* xAxis() const { return x_axis_; }
    QValueAxis* yAxis() const { return y_axis_; }

private:
    void updateRanges();
    void updateTitle();

    QValueAxis* x_axis_;
    QValueAxis* y_axis_;
    double window_ = 120;
    double now_ = 0;
    double fixed_lo_ = 0;
    double fixed_hi_ = 0;
    double y_max_seen_ = 0;
    QString empty_text_;
};

} // namespace gpuplan::charts
