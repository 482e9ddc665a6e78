#pragma once

#include <QDate>
#include <QList>
#include <QString>

class QChart;

namespace gpuplan::charts {

// One price of a GPU, already converted to the display currency.
struct PricePoint {
    QDate date;
    double amount = 0;
};

// The prices of one kind ("new, EUR"), oldest first.
struct PriceHistorySeries {
    QString name;
    QList<PricePoint> points;
};

// Price over time of one GPU: one line (with its points marked) per condition
// and original currency, dates on X, the display currency on Y (from 0).
class PriceHistoryChart {
public:
    // A new chart (owned by the caller, usually handed to a ChartView).
    // `y_title` names the unit: "Price per GPU (EUR)".
    static QChart* build(const QList<PriceHistorySeries>& series, const QString& title,
                         const QString& y_title);
};

} // namespace gpuplan::charts
