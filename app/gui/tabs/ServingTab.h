#pragma once

#include "core/plan/ServingScenario.h"

#include <QWidget>

#include <cstdint>
#include <vector>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QStackedWidget;

namespace gpuplan::charts {
class CurveChart;
}

namespace gpuplan::gui {

class PlanSession;
class ResultTable;
class ServingInputs;

// Serving: how many users the scenario's GPUs serve at what latency, and what a million tokens
// costs against an API. The inputs (engine, traffic, targets) edit the scenario's serving block;
// the summary evaluates the scenario's own GPUs at once; the search over the catalog (the
// options table, the charts' other options, the cheapest that meets the targets) runs on a
// worker while the tab is shown (PlanSession::servingSizing). Two charts, one at a time (each
// gets the tab's width on a small screen): the speed each user sees (or the time per output
// token) against the sequences decoding together, per option, with the target drawn; and the
// monthly cost against the monthly tokens, self-hosted and at each API's price, the break-even
// volumes marked. A team's measured runs that match the scenario's option (Catalog::benchmark_runs)
// show beside the modelled figures and on the speed chart; "Calibrate to these runs" fits the
// engine's speed on the GPU to them (core/measured/Calibration.h) on a worker thread
// (PlanSession::startCalibration), the button busy meanwhile, then one undo step.
class ServingTab : public QWidget {
    Q_OBJECT
public:
    explicit ServingTab(PlanSession* session, QWidget* parent = nullptr);
    // The scenario changed: its own option and the inputs now, the search when it is in.
    void refresh();
    // The search is in (PlanSession::servingChanged).
    void refreshSizing();

private:
    // The constructor's steps.
    void setUpCharts();
    void setUpCalibration();
    void layOutTab();
    void connectSignals();
    // "Calibrate to these runs" and "Remove the calibration": each one undo step.
    void calibrate();
    void removeCalibration();
    void refreshCalibrationButtons(const MatchingRuns& runs);
    void drawSpeedChart();
    // The matching runs each with the model's prediction at its load, as the scenario plans
    // (core/plan/ServingScenario.h), computed once for each plan of the session.
    const std::vector<RunBesideModel>& runsBesideModel(const MatchingRuns& runs);
    void drawCostChart();

    PlanSession* session_;
    ServingInputs* inputs_;
    QLabel* summary_;
    QPushButton* calibrate_;
    QPushButton* uncalibrate_;
    QProgressBar* calibrating_; // busy while a calibration runs
    QComboBox* chart_choice_;
    QStackedWidget* charts_;
    charts::CurveChart* speed_chart_;
    charts::CurveChart* cost_chart_;
    ResultTable* options_;
    std::vector<RunBesideModel> beside_; // runsBesideModel() of the plan `beside_generation_`
    std::uint64_t beside_generation_ = 0;
};

} // namespace gpuplan::gui
