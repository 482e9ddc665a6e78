#include "charts/BarChart.h"

#include "charts/ChartStyle.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QSet>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gpuplan::charts {

QStringList BarChart::axisLabels(const QStringList& categories) const {
    // Under vertical bars, where a slot is narrow, names wrap onto more lines at the slot's
    // width rather than being cut short ("RTX 4..."). Beside horizontal bars a second line
    // would not fit the bar's height: callers give names short enough for one.
    const double plot = chart()->plotArea().width();
    const bool wrap = orientation_ == Qt::Vertical && category_axis_ && !categories.isEmpty() && plot > 0;
    // Qt Charts keeps a slot less the labels' padding and document margins for each name.
    const double room = wrap ? plot / static_cast<double>(categories.size() + 1) - 10 : 0;
    QStringList labels;
    for (const QString& name : categories)
        labels << (wrap ? wrapToWidth(name, category_axis_->labelsFont(), room) : name);
    return labels;
}

bool BarChart::fitLabels() {
    if (!category_axis_ || categories_.isEmpty())
        return false;
    const QStringList labels = axisLabels(categories_);
    if (labels == category_axis_->categories())
        return false;
    category_axis_->setCategories(labels);
    return true;
}

BarChart::BarChart(Mode mode, Qt::Orientation orientation, QWidget* parent)
    : ChartView(parent), mode_(mode), orientation_(orientation) {
    // Bars are picked by hovering, not by rubber band: zoom would cut bars in half.
    setRubberBand(QChartView::NoRubberBand);
}

void BarChart::setValueAxisTitle(const QString& title) {
    if (title == value_title_)
        return; // a new title lays the chart out again
    value_title_ = title;
    if (value_axis_)
        setAxisTitle(value_axis_, title);
}

void BarChart::rebuild(const QStringList& categories, const QList<BarSetData>& sets,
                       const QString& overlay_name) {
    QChart* c = chart();
    QSet<QString> hidden;
    if (bars_) {
        for (QBarSet* s : bars_->barSets()) {
            if (isBarSetHidden(s))
                hidden.insert(s->label());
        }
    }
    c->removeAllSeries();
    for (QAbstractAxis* a : c->axes()) {
        c->removeAxis(a);
        delete a;
    }
    bars_ = nullptr;
    overlay_ = nullptr;
    overlay_x_ = nullptr;

    const bool vertical = orientation_ == Qt::Vertical;
    if (mode_ == Mode::Stacked)
        bars_ = vertical ? static_cast<QAbstractBarSeries*>(new QStackedBarSeries)
                         : static_cast<QAbstractBarSeries*>(new QHorizontalStackedBarSeries);
    else
        bars_ = vertical ? static_cast<QAbstractBarSeries*>(new QBarSeries)
                         : static_cast<QAbstractBarSeries*>(new QHorizontalBarSeries);
    bars_->setBarWidth(mode_ == Mode::Stacked ? 0.6 : 0.8);
    for (qsizetype i = 0; i < sets.size(); ++i) {
        auto* set = new QBarSet(sets[i].label);
        applyStyle(set, static_cast<int>(i));
        bars_->append(set);
    }
    c->addSeries(bars_);

    category_axis_ = new QBarCategoryAxis;
    category_axis_->append(axisLabels(categories));
    // Bars need no lines between their categories (only the value grid); each line is drawn
    // again, pixel by pixel, on every redraw of the chart.
    category_axis_->setGridLineVisible(false);
    value_axis_ = new QValueAxis;
    value_axis_->setLabelFormat(QString::fromLatin1(kAxisLabelFormat));
    setAxisTitle(value_axis_, value_title_);
    c->addAxis(category_axis_, vertical ? Qt::AlignBottom : Qt::AlignLeft);
    c->addAxis(value_axis_, vertical ? Qt::AlignLeft : Qt::AlignBottom);
    bars_->attachAxis(category_axis_);
    bars_->attachAxis(value_axis_);

    if (vertical && !overlay_name.isEmpty()) {
        overlay_ = new QLineSeries;
        overlay_->setName(overlay_name);
        c->addSeries(overlay_);
        overlay_->setPen(linePen(seriesStyle(kReferenceStyle)));
        overlay_x_ = new QValueAxis;
        overlay_x_->setVisible(false);
        c->addAxis(overlay_x_, Qt::AlignBottom);
        overlay_->attachAxis(overlay_x_);
        overlay_->attachAxis(value_axis_);
    }
    categories_ = categories;
    set_labels_.clear();
    for (const auto& s : sets)
        set_labels_.append(s.label);
    overlay_name_ = overlay_name;
    attachInteractions();
    for (QBarSet* s : bars_->barSets()) {
        if (hidden.contains(s->label()))
            toggleBarSet(s);
    }
}

void BarChart::setData(const QStringList& categories, const QList<BarSetData>& sets,
                       const QString& overlay_name, const QList<double>& overlay_values) {
    QStringList labels;
    for (const auto& s : sets)
        labels.append(s.label);
    if (!bars_ || labels != set_labels_ || overlay_name != overlay_name_) {
        rebuild(categories, sets, overlay_name); // another legend: new series
    } else if (categories != categories_) {
        // Other GPUs (or another order): the same series and axes, new category names.
        const QStringList axis = axisLabels(categories);
        if (category_axis_->categories() != axis)
            category_axis_->setCategories(axis);
        categories_ = categories;
    }

    double top = 0;
    QList<double> stack(categories.size(), 0.0);
    const QList<QBarSet*> bar_sets = bars_->barSets();
    for (qsizetype i = 0; i < sets.size(); ++i) {
        QBarSet* set = bar_sets[i];
        for (qsizetype k = 0; k < categories.size() && k < sets[i].values.size(); ++k) {
            if (mode_ == Mode::Stacked)
                stack[k] += sets[i].values[k];
            else
                top = std::max(top, sets[i].values[k]);
        }
        const QList<double>& values = sets[i].values;
        QList<qreal> wanted(categories.size(), 0.0);
        for (qsizetype k = 0; k < categories.size() && k < values.size(); ++k)
            wanted[k] = values[k];
        bool same = set->count() == wanted.size();
        for (qsizetype k = 0; same && k < wanted.size(); ++k)
            same = set->at(k) == wanted[k];
        if (same)
            continue;
        // Each change lays the bars out again: one value is replaced in place, more are
        // replaced as a whole (two changes).
        qsizetype changed = 0;
        qsizetype at = -1;
        for (qsizetype k = 0; set->count() == wanted.size() && k < wanted.size(); ++k) {
            if (set->at(k) != wanted[k]) {
                ++changed;
                at = k;
            }
        }
        if (set->count() == wanted.size() && changed == 1) {
            set->replace(at, wanted[at]);
        } else {
            set->remove(0, set->count());
            set->append(wanted);
        }
    }
    for (double v : stack)
        top = std::max(top, v);
    if (overlay_) {
        QList<QPointF> points;
        for (qsizetype k = 0; k < categories.size() && k < overlay_values.size(); ++k) {
            const double x = static_cast<double>(k);
            points.append({x - 0.5, overlay_values[k]});
            points.append({x + 0.5, overlay_values[k]});
            top = std::max(top, overlay_values[k]);
        }
        if (overlay_->points() != points)
            overlay_->replace(points);
        overlay_x_->setRange(-0.5, static_cast<double>(categories.size()) - 0.5);
    }
    const double hi = top > 0 ? top * 1.08 : 1.0;
    if (hi > value_axis_->max() || hi < value_axis_->max() * 0.6)
        setNiceRange(value_axis_, 0, hi);
    const QString title = categories.isEmpty() ? empty_text_ : title_;
    setChartTitle(title);
    layOutNow();
}

double BarChart::plotShape() const {
    if (orientation_ == Qt::Horizontal)
        return ChartView::plotShape(); // the names stand one under the other
    return std::max(ChartView::plotShape(), 0.5 * static_cast<double>(categories_.size()));
}

} // namespace gpuplan::charts
