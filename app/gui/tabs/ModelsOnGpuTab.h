#pragma once

#include <QWidget>

class QLabel;

namespace gpuplan::gui {

class PlanSession;
class ResultTable;

// Models on this GPU: every catalog model on the scenario's GPU (and count) for its task, with
// the best precision that fits, its longest context, largest batch and decode speed; for
// inference, the layers that fit on the GPU when the model does not fit whole (llama.cpp
// partial offload, the rest in system RAM). Follows the scenario live; shown beside the Fit
// table.
class ModelsOnGpuTab : public QWidget {
    Q_OBJECT
public:
    explicit ModelsOnGpuTab(PlanSession* session, QWidget* parent = nullptr);
    void refresh();
    ResultTable* table() const { return table_; }

private:
    PlanSession* session_;
    QLabel* summary_;
    ResultTable* table_;
};

} // namespace gpuplan::gui
