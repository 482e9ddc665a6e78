#pragma once

#include <QWidget>

class QLabel;

namespace gpuplan::charts {
class BarChart;
}

namespace gpuplan::gui {

class PlanSession;
class ResultTable;

// Throughput: tokens/s, step time and time per job for every catalog GPU
// (the scenario's layout, or the smallest that fits), and a bar chart of the
// fastest GPUs that fit (or of the selected rows).
class ThroughputTab : public QWidget {
    Q_OBJECT
public:
    explicit ThroughputTab(PlanSession* session, QWidget* parent = nullptr);
    void refresh();

private:
    void refreshChart();

    PlanSession* session_;
    QLabel* summary_;
    ResultTable* table_;
    charts::BarChart* chart_;
};

} // namespace gpuplan::gui
