#include "charts/CurveChart.h"

#include "charts/ChartStyle.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QSet>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpuplan::charts {

QList<QPointF> monthlyPoints(const std::vector<double>& values) {
    QList<QPointF> p;
    p.reserve(static_cast<qsizetype>(values.size()));
    for (std::size_t m = 0; m < values.size(); ++m)
        p.append({static_cast<double>(m), values[m]});
    return p;
}

namespace {

struct Range {
    double lo = std::numeric_limits<double>::infinity();
    double hi = -std::numeric_limits<double>::infinity();
    void add(double v) {
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }
    bool empty() const { return !(lo <= hi); }
};

// Sticky ranges: whether data `r` fills a range `outer` well enough to keep showing
// `outer` (it fits and leaves at most one decade, on a log axis, or half the axis
// unused). Re-ranging an axis re-lays its labels out, and axes that jump at every key
// press are hard to read.
bool fills(const Range& outer, const Range& r, bool log, double base) {
    if (r.empty() || outer.empty() || r.lo < outer.lo || r.hi > outer.hi)
        return false;
    if (log) {
        if (!(r.lo > 0))
            return false;
        auto decades = [base](const Range& x) {
            return std::ceil(std::log(x.hi) / std::log(base) - 1e-9) -
                   std::floor(std::log(x.lo) / std::log(base) + 1e-9);
        };
        return decades(outer) - std::max(decades(r), 1.0) <= 1.0 + 1e-9;
    }
    const double span = outer.hi - outer.lo;
    return span > 0 && (r.hi - r.lo) >= 0.5 * span;
}

void setRange(QAbstractAxis* axis, Range r, bool log, bool from_zero) {
    if (log) {
        auto* a = static_cast<QLogValueAxis*>(axis);
        const double base = a->base();
        if (r.empty()) {
            r.lo = 1;
            r.hi = base;
        }
        const double lo = std::pow(base, std::floor(std::log(r.lo) / std::log(base) + 1e-9));
        double hi = std::pow(base, std::ceil(std::log(r.hi) / std::log(base) - 1e-9));
        if (hi <= lo)
            hi = lo * base;
        if (a->min() != lo || a->max() != hi) // an unchanged log axis still re-lays its labels out
            a->setRange(lo, hi);
        return;
    }
    if (r.empty()) {
        r.lo = 0;
        r.hi = 1;
    }
    if (from_zero)
        r.lo = std::min(0.0, r.lo);
    if (r.hi > r.lo)
        r.hi += (r.hi - r.lo) * 0.05;
    setNiceRange(static_cast<QValueAxis*>(axis), r.lo, r.hi);
}

QXYSeries* makeSeries(XYSeriesData::Kind kind) {
    if (kind == XYSeriesData::Kind::Scatter)
        return new QScatterSeries;
    return new QLineSeries;
}

void styleSeries(QXYSeries* s, const XYSeriesData& d, int position) {
    const int style = d.style >= 0 ? d.style : position;
    applyStyle(s, style);
    if (auto* scatter = qobject_cast<QScatterSeries*>(s)) {
        scatter->setMarkerSize(d.emphasized ? 13.0 : 8.0);
        if (d.emphasized)
            scatter->setBorderColor(Qt::black);
    } else if (d.emphasized) {
        QPen pen = s->pen();
        pen.setWidthF(3.5);
        s->setPen(pen);
    }
}

} // namespace

CurveChart::CurveChart(QWidget* parent) : ChartView(parent) {
    rebuildAxes();
}

void CurveChart::setAxisTitles(const QString& x_title, const QString& y_title) {
    if (x_title == x_title_ && y_title == y_title_)
        return; // a new title lays the chart out again
    x_title_ = x_title;
    y_title_ = y_title;
    setAxisTitle(x_axis_, x_title);
    setAxisTitle(y_axis_, y_title);
}

void CurveChart::setLogScale(bool log_x, bool log_y, double x_base) {
    if (log_x == log_x_ && log_y == log_y_ && x_base == log_base_x_)
        return;
    log_base_x_ = x_base;
    log_x_ = log_x;
    log_y_ = log_y;
    rebuildAxes();
}

void CurveChart::rebuildAxes() {
    QChart* c = chart();
    for (QAbstractSeries* s : c->series()) {
        for (QAbstractAxis* a : s->attachedAxes())
            s->detachAxis(a);
    }
    if (x_axis_) {
        c->removeAxis(x_axis_);
        delete x_axis_;
    }
    if (y_axis_) {
        c->removeAxis(y_axis_);
        delete y_axis_;
    }
    auto make = [](bool log, double base) -> QAbstractAxis* {
        if (log) {
            auto* a = new QLogValueAxis;
            a->setBase(base);
            a->setLabelFormat(QString::fromLatin1(kAxisLabelFormat));
            a->setMinorTickCount(0);
            return a;
        }
        auto* a = new QValueAxis;
        a->setLabelFormat(QString::fromLatin1(kAxisLabelFormat));
        return a;
    };
    x_axis_ = make(log_x_, log_base_x_);
    y_axis_ = make(log_y_, 10.0);
    setAxisTitle(x_axis_, x_title_);
    setAxisTitle(y_axis_, y_title_);
    c->addAxis(x_axis_, Qt::AlignBottom);
    c->addAxis(y_axis_, Qt::AlignLeft);
    for (QAbstractSeries* s : c->series()) {
        s->attachAxis(x_axis_);
        s->attachAxis(y_axis_);
    }
}

void CurveChart::setSeries(const QList<XYSeriesData>& series) {
    QChart* c = chart();
    QList<XYSeriesData::Kind> kinds;
    for (const auto& d : series)
        kinds.append(d.kind);
    const QList<QAbstractSeries*> existing = c->series();

    auto filtered = [this](const XYSeriesData& d) {
        if (!log_x_ && !log_y_)
            return d.points;
        QList<QPointF> out;
        out.reserve(d.points.size());
        for (const QPointF& p : d.points) {
            if ((!log_x_ || p.x() > 0) && (!log_y_ || p.y() > 0))
                out.append(p);
        }
        return out;
    };

    // New series take their data's range (Qt Charts fits a newly attached axis to it).
    bool rebuilt = false;
    if (kinds == kinds_ && existing.size() == series.size()) {
        for (qsizetype i = 0; i < series.size(); ++i) {
            auto* s = static_cast<QXYSeries*>(existing[i]);
            if (s->name() != series[i].name)
                s->setName(series[i].name);
            QList<QPointF> points = filtered(series[i]);
            if (s->points() != points)
                s->replace(std::move(points));
        }
    } else {
        QSet<QString> hidden;
        for (QAbstractSeries* s : existing) {
            if (!s->isVisible())
                hidden.insert(s->name());
        }
        c->removeAllSeries();
        for (qsizetype i = 0; i < series.size(); ++i) {
            const XYSeriesData& d = series[i];
            QXYSeries* s = makeSeries(d.kind);
            s->setName(d.name);
            s->replace(filtered(d));
            c->addSeries(s);
            s->attachAxis(x_axis_);
            s->attachAxis(y_axis_);
            styleSeries(s, d, static_cast<int>(i));
            if (!d.in_legend) {
                for (QLegendMarker* m : c->legend()->markers(s))
                    m->setVisible(false);
            }
            if (hidden.contains(d.name))
                toggleSeries(s);
        }
        kinds_ = kinds;
        attachInteractions();
        rebuilt = true;
    }
    updateRanges(series, !rebuilt);
    bool any = false;
    for (const auto& d : series)
        any = any || !d.points.isEmpty();
    setChartTitle(any ? title_ : empty_text_);
    layOutNow();
}

void CurveChart::updateRanges(const QList<XYSeriesData>& series, bool sticky) {
    Range rx, ry;
    for (const auto& d : series) {
        for (const QPointF& p : d.points) {
            if ((log_x_ && p.x() <= 0) || (log_y_ && p.y() <= 0) || !std::isfinite(p.x()) ||
                !std::isfinite(p.y()))
                continue;
            rx.add(p.x());
            ry.add(p.y());
        }
    }
    auto update = [this, sticky](QAbstractAxis* axis, const Range& r, bool log, bool from_zero) {
        if (sticky_ && sticky && !r.empty()) {
            Range wanted = r;
            if (from_zero && !log)
                wanted.lo = std::min(0.0, wanted.lo);
            Range current;
            double base = 10.0;
            if (log) {
                const auto* a = static_cast<QLogValueAxis*>(axis);
                base = a->base();
                current.add(a->min());
                current.add(a->max());
            } else {
                const auto* a = static_cast<QValueAxis*>(axis);
                current.add(a->min());
                current.add(a->max() / 1.05); // setRange adds a 5 % margin on top
            }
            if (fills(current, wanted, log, base))
                return;
            // Data that moved out of the range: the range grows to take it in when the
            // grown range is still well filled.
            Range grown = current;
            grown.add(wanted.lo);
            grown.add(wanted.hi);
            if (fills(grown, wanted, log, base)) {
                setRange(axis, grown, log, from_zero);
                return;
            }
        }
        setRange(axis, r, log, from_zero);
    };
    update(x_axis_, rx, log_x_, false);
    update(y_axis_, ry, log_y_, y_from_zero_);
}

QXYSeries* CurveChart::seriesNamed(const QString& name) const {
    for (QAbstractSeries* s : chart()->series()) {
        if (s->name() == name)
            return qobject_cast<QXYSeries*>(s);
    }
    return nullptr;
}

} // namespace gpuplan::charts
