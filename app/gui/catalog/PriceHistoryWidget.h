#pragma once

#include "core/catalog/Catalog.h"

#include <QWidget>

class QComboBox;
class QListWidget;

namespace gpuplan::charts {
class ChartView;
}

namespace gpuplan::gui {

// Price history of one GPU: its prices over time by condition and original
// currency, converted to the display currency (Catalog::convert), and the
// sources of those prices listed under the chart. The display currency is the
// preference "display/currency" (QSettings, default EUR) until the combo on
// the chart picks another one.
class PriceHistoryWidget : public QWidget {
    Q_OBJECT
public:
    explicit PriceHistoryWidget(QWidget* parent = nullptr);

    void setCatalog(const Catalog& catalog);
    void showGpu(const QString& gpu_id);
    void setDisplayCurrency(const QString& currency);
    QString displayCurrency() const;
    // The preference "display/currency" (default EUR).
    static QString preferredCurrency();

    charts::ChartView* chartView() const { return view_; }

protected:
    void showEvent(QShowEvent* event) override;

private:
    void rebuild();

    Catalog catalog_;
    QComboBox* gpu_ = nullptr;
    QComboBox* currency_ = nullptr;
    charts::ChartView* view_ = nullptr;
    QListWidget* sources_ = nullptr;
    QString wanted_currency_; // what the user or the preference asked for
    bool user_chose_ = false;
};

} // namespace gpuplan::gui
