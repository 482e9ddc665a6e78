#pragma once

#include "charts/ChartView.h"

#include <QList>
#include <QString>
#include <QStringList>

class QAbstractBarSeries;
class QBarCategoryAxis;
class QLineSeries;
class QValueAxis;

namespace gpuplan::charts {

// One bar set: a value per category, in the value axis' unit.
struct BarSetData {
    BarSetData(QString label_ = {}, QList<double> values_ = {})
        : label(std::move(label_)), values(std::move(values_)) {}
    QString label;
    QList<double> values;
};

// Stacked or grouped bars over named categories (GPUs), vertical or
// horizontal, with an optional step line over the categories (a capacity per
// GPU: it runs across each category's slot at that category's value).
// Values update in place when the categories and set labels are unchanged.
class BarChart : public ChartView {
    Q_OBJECT
public:
    enum class Mode { Stacked, Grouped };
    BarChart(Mode mode, Qt::Orientation orientation, QWidget* parent = nullptr);

    void setValueAxisTitle(const QString& title);
    void setEmptyText(const QString& text) { empty_text_ = text; }
    void setTitleText(const QString& title) { title_ = title; }

    // An empty overlay_name draws no line (vertical charts only).
    void setData(const QStringList& categories, const QList<BarSetData>& sets,
                 const QString& overlay_name = {}, const QList<double>& overlay_values = {});

    QAbstractBarSeries* barSeries() const { return bars_; }
    QLineSeries* overlaySeries() const { return overlay_; }
    QStringList categories() const { return categories_; }
    // Bars side by side need width for their categories' names: half a plot height each.
    double plotShape() const override;

protected:
    bool fitLabels() override;

private:
    QStringList axisLabels(const QStringList& categories) const;
    void rebuild(const QStringList& categories, const QList<BarSetData>& sets, const QString& overlay_name);

    Mode mode_;
    Qt::Orientation orientation_;
    QAbstractBarSeries* bars_ = nullptr;
    QLineSeries* overlay_ = nullptr;
    QBarCategoryAxis* category_axis_ = nullptr;
    QValueAxis* value_axis_ = nullptr;
    QValueAxis* overlay_x_ = nullptr; // hidden, aligned on the category slots
    QStringList categories_;
    QStringList set_labels_;
    QString overlay_name_;
    QString value_title_;
    QString empty_text_;
    QString title_;
};

} // namespace gpuplan::charts
