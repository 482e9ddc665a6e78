#include "charts/CurveChart.h"

#include "charts/ChartLegend.h"
#include "charts/ChartStyle.h"

#include <QCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
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

// 1, 2 or 5 times a power of ten, at or above x.
double roundStep(double x) {
    const double z = std::pow(10.0, std::floor(std::log10(x)));
    const double q = x / z;
    return (q <= 1.0 ? 1 : q <= 2.0 ? 2 : q <= 5.0 ? 5 : 10) * z;
}

// A y axis with labels of its own (setYLabels): its range around `r` (data values) and a label
// at each round value in it. On a log scale the axis runs over log10 of the values.
void setLabelledRange(QCategoryAxis* axis, Range r, bool log, bool from_zero,
                      const CurveChart::ValueLabel& label) {
    std::vector<double> ticks;
    double lo = 0, hi = 1;
    if (log) {
        if (r.empty()) {
            r.lo = 1;
            r.hi = 10;
        }
        const int a = static_cast<int>(std::floor(std::log10(r.lo) + 1e-9));
        int b = static_cast<int>(std::ceil(std::log10(r.hi) - 1e-9));
        b = std::max(b, a + 1);
        for (int k = a; k <= b; ++k) {
            const double decade = std::pow(10.0, k);
            ticks.push_back(decade);
            if (b - a <= 2 && k < b) {
                ticks.push_back(2 * decade);
                ticks.push_back(5 * decade);
            }
        }
        lo = a;
        hi = b;
    } else {
        if (r.empty()) {
            r.lo = 0;
            r.hi = 1;
        }
        if (from_zero)
            r.lo = std::min(0.0, r.lo);
        if (!(r.hi > r.lo))
            r.hi = r.lo + (r.lo == 0 ? 1.0 : std::abs(r.lo) * 0.1);
        r.hi += (r.hi - r.lo) * 0.05;
        const double step = roundStep((r.hi - r.lo) / 5.0);
        lo = std::floor(r.lo / step) * step;
        hi = std::ceil(r.hi / step) * step;
        for (double t = lo; t <= hi + step * 1e-6; t += step)
            ticks.push_back(std::abs(t) < step * 1e-9 ? 0.0 : t);
    }
    QStringList labels;
    for (double t : ticks)
        labels.append(label(t));
    if (axis->categoriesLabels() == labels && axis->min() == lo && axis->max() == hi)
        return; // unchanged: no new layout
    for (const QString& old : axis->categoriesLabels())
        axis->remove(old);
    axis->setStartValue(lo);
    for (std::size_t i = 0; i < ticks.size(); ++i)
        axis->append(labels[static_cast<qsizetype>(i)], log ? std::log10(ticks[i]) : ticks[i]);
    axis->setRange(lo, hi);
}

// An axis' range in data values.
Range dataRange(const QAbstractAxis* axis, bool log) {
    Range r;
    if (const auto* c = qobject_cast<const QCategoryAxis*>(axis)) {
        r.add(log ? std::pow(10.0, c->min()) : c->min());
        r.add(log ? std::pow(10.0, c->max()) : c->max() / 1.05); // a 5 % margin on top
    } else if (const auto* l = qobject_cast<const QLogValueAxis*>(axis)) {
        r.add(l->min());
        r.add(l->max());
    } else if (const auto* v = qobject_cast<const QValueAxis*>(axis)) {
        r.add(v->min());
        r.add(v->max() / 1.05); // setRange adds a 5 % margin on top
    }
    return r;
}

QXYSeries* makeSeries(XYSeriesData::Kind kind) {
    if (kind == XYSeriesData::Kind::Scatter)
        return new QScatterSeries;
    return new QLineSeries;
}

void styleSeries(QXYSeries* s, const XYSeriesData& d, int position) {
    const int style = d.style != -1 ? d.style : position;
    applyStyle(s, style);
    if (auto* scatter = qobject_cast<QScatterSeries*>(s)) {
        scatter->setMarkerSize(style == kMarkStyle ? 18.0 : d.emphasized ? 13.0 : 8.0);
        if (d.hollow) { // a circle's outline in the style's colour, the data behind it showing
            scatter->setMarkerShape(QScatterSeries::MarkerShapeCircle);
            scatter->setMarkerSize(style == kMarkStyle ? 15.0 : 10.0);
            scatter->setBrush(Qt::NoBrush);
            scatter->setPen(QPen(seriesStyle(style).color, 2.0));
        } else if (style == kMarkStyle)
            scatter->setBorderColor(Qt::white);
        else if (d.emphasized)
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
    if (y_labels_) {
        auto* a = new QCategoryAxis;
        a->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        y_axis_ = a;
    } else {
        y_axis_ = make(log_y_, 10.0);
    }
    setAxisTitle(x_axis_, x_title_);
    setAxisTitle(y_axis_, y_title_);
    c->addAxis(x_axis_, Qt::AlignBottom);
    c->addAxis(y_axis_, Qt::AlignLeft);
    for (QAbstractSeries* s : c->series()) {
        s->attachAxis(x_axis_);
        s->attachAxis(y_axis_);
    }
}

void CurveChart::setYLabels(ValueLabel label) {
    y_labels_ = std::move(label);
    rebuildAxes();
}

QPointF CurveChart::toData(QPointF drawn) const {
    return yInLogSpace() ? QPointF(drawn.x(), std::pow(10.0, drawn.y())) : drawn;
}

QString CurveChart::pointTip(const QXYSeries* series, QPointF drawn) const {
    const auto it = series ? tips_.constFind(series->name()) : tips_.constEnd();
    if (it == tips_.constEnd() || it->isEmpty())
        return {};
    auto* s = const_cast<QXYSeries*>(series); // mapToPosition takes a non-const series
    const QPointF at = chart()->mapToPosition(drawn, s);
    const QString* nearest = nullptr;
    double best = std::numeric_limits<double>::infinity();
    for (const auto& [p, tip] : *it) {
        const QPointF d = chart()->mapToPosition(p, s) - at;
        if (const double dist = QPointF::dotProduct(d, d); dist < best) {
            best = dist;
            nearest = &tip;
        }
    }
    return nearest ? *nearest : QString();
}

QList<QPointF> CurveChart::dataPoints(const QString& name) const {
    QList<QPointF> out;
    if (const QXYSeries* s = seriesNamed(name))
        for (const QPointF& p : s->points())
            out.append(toData(p));
    return out;
}

QStringList CurveChart::yLabels() const {
    auto* a = qobject_cast<QCategoryAxis*>(y_axis_);
    return a ? a->categoriesLabels() : QStringList();
}

namespace {

// What styleSeries() draws each series with: the series are updated in place only when unchanged.
QList<QString> seriesKinds(const QList<XYSeriesData>& series) {
    QList<QString> kinds;
    for (const auto& d : series)
        kinds.append(QStringLiteral("%1/%2/%3/%4/%5")
                         .arg(int(d.kind))
                         .arg(d.style)
                         .arg(int(d.emphasized))
                         .arg(int(d.in_legend))
                         .arg(int(d.hollow)));
    return kinds;
}

} // namespace

QList<QPointF> CurveChart::drawnPoints(const XYSeriesData& d) const {
    if (!log_x_ && !log_y_)
        return d.points;
    QList<QPointF> out;
    out.reserve(d.points.size());
    for (const QPointF& p : d.points) {
        if ((!log_x_ || p.x() > 0) && (!log_y_ || p.y() > 0))
            out.append(yInLogSpace() ? QPointF(p.x(), std::log10(p.y())) : p);
    }
    return out;
}

void CurveChart::keepTips(const QList<XYSeriesData>& series) {
    tips_.clear();
    for (const XYSeriesData& d : series) {
        if (d.tips.size() != d.points.size())
            continue;
        QList<std::pair<QPointF, QString>>& tips = tips_[d.name];
        for (qsizetype i = 0; i < d.points.size(); ++i) {
            const QPointF& p = d.points[i];
            if ((!log_x_ || p.x() > 0) && (!log_y_ || p.y() > 0))
                tips.append({yInLogSpace() ? QPointF(p.x(), std::log10(p.y())) : p, d.tips[i]});
        }
    }
}

void CurveChart::replacePoints(const QList<XYSeriesData>& series) {
    const QList<QAbstractSeries*> existing = chart()->series();
    for (qsizetype i = 0; i < series.size(); ++i) {
        auto* s = static_cast<QXYSeries*>(existing[i]);
        if (s->name() != series[i].name)
            s->setName(series[i].name);
        QList<QPointF> points = drawnPoints(series[i]);
        if (s->points() != points)
            s->replace(std::move(points));
    }
}

void CurveChart::rebuildSeries(const QList<XYSeriesData>& series) {
    QChart* c = chart();
    QSet<QString> hidden;
    for (QAbstractSeries* s : c->series()) {
        if (!s->isVisible())
            hidden.insert(s->name());
    }
    c->removeAllSeries();
    for (qsizetype i = 0; i < series.size(); ++i) {
        const XYSeriesData& d = series[i];
        QXYSeries* s = makeSeries(d.kind);
        s->setName(d.name);
        s->replace(drawnPoints(d));
        c->addSeries(s);
        s->attachAxis(x_axis_);
        s->attachAxis(y_axis_);
        styleSeries(s, d, static_cast<int>(i));
        if (!d.in_legend) {
            for (QLegendMarker* m : c->legend()->markers(s))
                ChartLegend::leaveOut(m);
        }
        if (hidden.contains(d.name))
            toggleSeries(s);
    }
    attachInteractions();
}

void CurveChart::setSeries(const QList<XYSeriesData>& series) {
    const QList<QString> kinds = seriesKinds(series);
    keepTips(series);
    // New series take their data's range (Qt Charts fits a newly attached axis to it).
    bool rebuilt = false;
    if (kinds == kinds_ && chart()->series().size() == series.size()) {
        replacePoints(series);
    } else {
        rebuildSeries(series);
        kinds_ = kinds;
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
    auto apply = [this](QAbstractAxis* axis, const Range& r, bool log, bool from_zero) {
        if (auto* labelled = qobject_cast<QCategoryAxis*>(axis))
            setLabelledRange(labelled, r, log, from_zero, y_labels_);
        else
            setRange(axis, r, log, from_zero);
    };
    auto update = [this, sticky, &apply](QAbstractAxis* axis, const Range& r, bool log, bool from_zero) {
        if (sticky_ && sticky && !r.empty()) {
            Range wanted = r;
            if (from_zero && !log)
                wanted.lo = std::min(0.0, wanted.lo);
            const auto* log_axis = qobject_cast<const QLogValueAxis*>(axis);
            const double base = log_axis ? log_axis->base() : 10.0;
            const Range current = dataRange(axis, log);
            if (fills(current, wanted, log, base))
                return;
            // Data that moved out of the range: the range grows to take it in when the
            // grown range is still well filled.
            Range grown = current;
            grown.add(wanted.lo);
            grown.add(wanted.hi);
            if (fills(grown, wanted, log, base)) {
                apply(axis, grown, log, from_zero);
                return;
            }
        }
        apply(axis, r, log, from_zero);
    };
    update(x_axis_, rx, log_x_, false);
    update(y_axis_, ry, log_y_, y_from_zero_);
    x_lo_ = rx.empty() ? 0 : rx.lo;
    x_hi_ = rx.empty() ? 0 : rx.hi;
}

bool CurveChart::fitLabels() {
    // A log x axis over many powers in a narrow plot cut its labels to "1…", "2…" (the Serving
    // tab's 1 to 512 in base 2, its legend beside the plot at 1024 x 700): a label every second
    // power then (base 4), or every third, so that each has room.
    auto* a = qobject_cast<QLogValueAxis*>(x_axis_);
    const double width = chart()->plotArea().width();
    if (!a || !isVisible() || !(x_lo_ > 0) || !(x_hi_ >= x_lo_) || !(width > 0))
        return false; // a chart never shown has no plot to fit yet
    const QFontMetricsF fm(a->labelsFont());
    // As the axis writes it (kAxisLabelFormat, "%.6g").
    const auto label = [](double v) { return QString::number(v, 'g', 6); };
    double base = log_base_x_;
    for (int i = 0; i < 4; ++i) {
        const double top = std::ceil(std::log(x_hi_) / std::log(base) - 1e-9);
        const double bottom = std::floor(std::log(x_lo_) / std::log(base) + 1e-9);
        const double steps = top - bottom;
        // The widest label is at either end: "1000" at the top, "0.001" at the bottom.
        const double widest = std::max(fm.horizontalAdvance(label(std::pow(base, top))),
                                       fm.horizontalAdvance(label(std::pow(base, bottom))));
        if (steps <= 1 || width / steps >= widest + 12)
            break;
        base *= log_base_x_;
    }
    if (base == a->base())
        return false;
    a->setBase(base);
    Range r;
    r.add(x_lo_);
    r.add(x_hi_);
    setRange(a, r, true, false);
    return true;
}

QXYSeries* CurveChart::seriesNamed(const QString& name) const {
    for (QAbstractSeries* s : chart()->series()) {
        if (s->name() == name)
            return qobject_cast<QXYSeries*>(s);
    }
    return nullptr;
}

} // namespace gpuplan::charts
