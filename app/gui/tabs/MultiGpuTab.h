#pragma once

#include <QWidget>

class QLabel;

namespace gpuplan::charts {
class CurveChart;
}

namespace gpuplan::gui {

class PlanSession;
class ResultTable;

// Multi-GPU: the scenario's GPU under each strategy (DDP, ZeRO-1/2/3, offload,
// tensor and pipeline parallel) and count: memory per GPU against capacity,
// communication per step, and the node layout each implies.
class MultiGpuTab : public QWidget {
    Q_OBJECT
public:
    explicit MultiGpuTab(PlanSession* session, QWidget* parent = nullptr);
    void refresh();

private:
    PlanSession* session_;
    QLabel* summary_;
    charts::CurveChart* chart_;
    ResultTable* table_;
};

} // namespace gpuplan::gui
