#include "charts/LiveChart.h"

#include "charts/ChartStyle.h"

#include <QChart>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gpuplan::charts {

LiveChart::LiveChart(QWidget* parent)
    : ChartView(parent), x_axis_(new QValueAxis(this)), y_axis_(new QValueAxis(this)) {
    x_axis_->setLabelFormat(QString::fromLatin1(kAxisLabelFormat));
    y_axis_->setLabelFormat(QString::fromLatin1(kAxisLabelFormat));
    chart()->addAxis(x_axis_, Qt::AlignBottom);
    chart()->addAxis(y_axis_, Qt::AlignLeft);
    updateRanges();
}

void LiveChart::setWindow(double seconds) {
    window_ = std::max(1.0, seconds);
    updateRanges();
}

void LiveChart::setAxisTitles(const QString& x_title, const QString& y_title) {
    setAxisTitle(x_axis_, x_title);
    setAxisTitle(y_axis_, y_title);
}

void LiveChart::setYRange(double lo, double hi) {
    fixed_lo_ = lo;
    fixed_hi_ = hi;
    updateRanges();
}

void LiveChart::setEmptyText(const QString& text) {
    empty_text_ = text;
    updateTitle();
}

void LiveChart::addPoint(const QString& name, double time_s, double value) {
    if (!std::isfinite(time_s) || !std::isfinite(value))
        return;
    QXYSeries* s = seriesNamed(name);
    if (!s) {
        s = new QLineSeries;
        s->setName(name);
        chart()->addSeries(s);
        s->attachAxis(x_axis_);
        s->attachAxis(y_axis_);
        applyStyle(s, static_cast<int>(chart()->series().size()) - 1);
        attachInteractions();
    }
    s->append(time_s, value);
    now_ = std::max(now_, time_s);
    // Drop what left the window, in every series (a device that stopped answering ages out too).
    const double oldest = now_ - window_;
    y_max_seen_ = 0;
    for (QAbstractSeries* a : chart()->series()) {
        auto* xy = static_cast<QXYSeries*>(a);
        int old = 0;
        while (old < xy->count() && xy->at(old).x() < oldest)
            ++old;
        if (old > 0)
            xy->removePoints(0, old);
        for (int i = 0; i < xy->count(); ++i)
            y_max_seen_ = std::max(y_max_seen_, xy->at(i).y());
    }
    updateRanges();
    updateTitle();
}

void LiveChart::clear() {
    chart()->removeAllSeries();
    now_ = 0;
    y_max_seen_ = 0;
    updateRanges();
    updateTitle();
}

QStringList LiveChart::seriesNames() const {
    QStringList names;
    for (QAbstractSeries* s : chart()->series())
        names.append(s->name());
    return names;
}

QXYSeries* LiveChart::seriesNamed(const QString& name) const {
    for (QAbstractSeries* s : chart()->series()) {
        if (s->name() == name)
            return qobject_cast<QXYSeries*>(s);
    }
    return nullptr;
}

void LiveChart::updateRanges() {
    if (chart()->isZoomed())
        return; // the user looks at a part; Home / Esc brings the live view back
    const double right = std::max(now_, window_);
    x_axis_->setRange(right - window_, right);
    if (fixed_hi_ > fixed_lo_) {
        y_axis_->setRange(fixed_lo_, fixed_hi_);
        return;
    }
    // From zero to a little above the highest reading, on round numbers; it only
    // moves when the data needs it (no jitter every second).
    const double top = y_max_seen_ > 0 ? y_max_seen_ * 1.1 : 1.0;
    const double step = std::pow(10.0, std::floor(std::log10(top)));
    double hi = std::ceil(top / step) * step;
    if (hi / step <= 2)
        hi = std::ceil(top / (step / 5)) * (step / 5);
    if (y_axis_->min() != 0 || y_axis_->max() != hi)
        y_axis_->setRange(0, hi);
}

void LiveChart::updateTitle() {
    bool any = false;
    for (QAbstractSeries* s : chart()->series())
        any = any || static_cast<QXYSeries*>(s)->count() > 0;
    const QString title = any ? QString() : empty_text_;
    setChartTitle(title);
}

} // namespace gpuplan::charts
