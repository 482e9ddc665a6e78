#pragma once

#include "Catalog.h"

#include <QWidget>

class QComboBox;
class QListWidget;

namespace gpuplan::charts {
class ChartView;
}

namespace gpuplan::gui {

// Price history of one GPU: its prices over time by condition and original
// currency, converted to the display currency (Catalog::convert), and the
// sources of those prices listed under the chart.
class PriceHistoryWidget : public QWidget {
    Q_OBJECT
public:
    explicit PriceHistoryWidget(QWidget* parent = nullptr);

    void setCatalog(const Catalog& catalog);
    void showGpu(const QString& gpu_id);
    void setDisplayCurrency(const QString& currency);

    charts::ChartView* chartView() const { return view_; }

private:
    void rebuild();

    Catalog catalog_;
    QComboBox* gpu_ = nullptr;
    QComboBox* currency_ = nullptr;
    charts::ChartView* view_ = nullptr;
    QListWidget* sources_ = nullptr;
};

} // namespace gpuplan::gui
