#pragma once

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace gpuplan::gui {

class PlanSession;

// The Serving tab's inputs, the scenario's serving block (core/serving/ServingEngine.h): the engine and
// its GPU memory utilization, the tensor-parallel degree, the traffic (concurrent users or
// requests per second, prompt and output tokens), the longest request the engine admits (vLLM's
// --max-model-len, the model's context by default) and the targets (time to first token at the
// 95th percentile, tokens per second each user sees). Each change is an undoable scenario edit;
// one no engine would run (core/scenario/PlanChecks.h) is not applied, and the reason is shown below.
class ServingInputs : public QWidget {
    Q_OBJECT
public:
    explicit ServingInputs(PlanSession* session, QWidget* parent = nullptr);
    // Shows the scenario's values (without editing it).
    void refresh();

private:
    // The constructor's steps: each group of fields set up, the grid, then what follows a change.
    void setUpEngineFields();
    void setUpTrafficFields();
    void setUpTargetFields();
    void layOutFields();
    void connectFields();
    void changed(QWidget* field);

    PlanSession* session_;
    QComboBox* engine_;
    QDoubleSpinBox* utilization_;
    QSpinBox* tp_;
    QComboBox* traffic_kind_;
    QDoubleSpinBox* traffic_;
    QSpinBox* prompt_;
    QSpinBox* output_;
    QSpinBox* max_model_len_;
    QSpinBox* ttft_target_;
    QDoubleSpinBox* speed_target_;
    QLabel* error_; // why the last change was not applied; hidden otherwise
    bool updating_ = false;
};

} // namespace gpuplan::gui
