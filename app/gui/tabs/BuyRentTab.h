#pragma once

#include <QList>
#include <QStringList>
#include <QWidget>

class QLabel;
class QSlider;

namespace gpuplan {
struct RentOptionResult;
} // namespace gpuplan

namespace gpuplan::charts {
class CurveChart;
}

namespace gpuplan::gui {

class PlanSession;
class ResultTable;
struct TableCell;

// Buy vs Rent: cumulative cost by month of buying and of each cloud offer for
// the GPU, the break-even month marked, the monthly-hours threshold, and
// sliders (hours per month, horizon, electricity price) that edit the
// scenario so the curves move live.
class BuyRentTab : public QWidget {
    Q_OBJECT
public:
    explicit BuyRentTab(PlanSession* session, QWidget* parent = nullptr);
    void refresh();

private:
    void sliderMoved(QSlider* slider);
    // The steps of refresh(): the sliders and their values, the cumulative costs with the
    // break-even, the sentence above them and the costs item by item.
    void showSliders();
    void fillChart(const RentOptionResult& sel);
    QString summaryText(const RentOptionResult& sel) const;
    void fillCosts(const RentOptionResult& sel);
    // A row for each exchange rate the costs' prices were converted at, with its age.
    void addRateRows(const RentOptionResult& sel, QList<QList<TableCell>>& rows, QStringList& keys) const;

    PlanSession* session_;
    QSlider* hours_;
    QSlider* horizon_;
    QSlider* electricity_;
    QLabel* hours_value_;
    QLabel* horizon_value_;
    QLabel* electricity_value_;
    QLabel* summary_;
    charts::CurveChart* chart_;
    ResultTable* costs_;
    int drag_session_ = 0;
    bool updating_ = false;
};

} // namespace gpuplan::gui
