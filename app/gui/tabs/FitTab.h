#pragma once

#include <QStringList>
#include <QWidget>

class QLabel;
class QTabWidget;

namespace gpuplan {
struct PlanResults;
} // namespace gpuplan

namespace gpuplan::charts {
class BarChart;
}

namespace gpuplan::gui {

class ModelsOnGpuTab;
class PlanSession;
class ResultTable;

// Fit: every catalog GPU with the per-GPU need of the scenario's workload,
// its capacity and headroom, the GPUs needed, the largest batch and context;
// the memory breakdown of the selected GPUs against their capacity; the
// guide's rule of thumb beside the detailed estimate.
class FitTab : public QWidget {
    Q_OBJECT
public:
    explicit FitTab(PlanSession* session, QWidget* parent = nullptr);
    void refresh();

    // The GPUs (catalog ids) the chart shows: the table's selection, else the
    // scenario's GPU and one GPU of each capacity.
    QStringList chartedGpus() const;

    // The tabs beside each other: the GPUs for this model, the models on this GPU.
    QTabWidget* views() const { return views_; }
    ModelsOnGpuTab* modelsOnGpu() const { return models_; }

private:
    void refreshChart();
    // The suggestions under the summary (hidden when none fits).
    void showSuggestions(const PlanResults& r);

    PlanSession* session_;
    QLabel* summary_;
    QLabel* suggestions_;
    ResultTable* table_;
    charts::BarChart* chart_;
    QTabWidget* views_;
    ModelsOnGpuTab* models_;
};

} // namespace gpuplan::gui
