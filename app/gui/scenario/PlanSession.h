#pragma once

#include "core/catalog/Catalog.h"
#include "core/plan/ModelsOnGpu.h"
#include "core/plan/Planner.h"
#include "core/plan/Recommender.h"
#include "core/plan/ServingSizing.h"
#include "core/scenario/Scenario.h"
#include "gui/parts/BackgroundResult.h"

#include <QObject>
#include <QString>
#include <QThreadPool>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

class QUndoStack;

namespace gpuplan::gui {

// `scenario` with `rates` added to its exchange rates, for the currencies it has
// no rate of its own for.
Scenario withExchangeRates(Scenario scenario, const std::vector<ExchangeRate>& rates);

// The document behind the main window: the catalog, the scenario being
// edited, and the planner's results for it. Every scenario change goes
// through here: edit() pushes an undoable command, undo/redo and reset()
// replace the scenario, and each change recomputes the plan at once (the
// recommendation sweep excepted: it runs on a worker thread while someone
// wants it, and its result is kept only if the scenario has not changed
// meanwhile). The GUI never computes; it reads results().
class PlanSession : public QObject {
    Q_OBJECT
public:
    PlanSession(Catalog catalog, QString catalog_path, QObject* parent = nullptr);
    ~PlanSession() override;

    const Catalog& catalog() const { return *catalog_; }
    const QString& catalogPath() const { return catalog_path_; }
    // A new catalog (the catalog editor saved, another file was opened): recomputes.
    void setCatalog(Catalog catalog, QString catalog_path);

    const Scenario& scenario() const { return scenario_; }
    // The exchange rates of the preferences (units for one euro): added to the
    // scenario's own at plan time for the currencies it has no rate for, so that
    // they replace the catalog's estimates in every plan. Recomputes.
    void setRateOverrides(std::vector<ExchangeRate> rates);
    const std::vector<ExchangeRate>& rateOverrides() const { return rate_overrides_; }
    // The scenario as planned: scenario() with the rate overrides added.
    Scenario plannedScenario() const;
    // The results of the last scenario the planner accepted.
    const PlanResults& results() const { return results_; }
    bool hasResults() const { return has_results_; }
    // Every catalog model on the scenario's GPU (gpu_count of them) for its task, batch and
    // sequence length: computed the first time it is asked for after a change (only the view
    // that shows it asks), empty when the scenario has no results.
    const std::vector<ModelOnGpu>& modelsOnGpu();
    // Counts the plans made: a new one at each change of the scenario, the catalog or the rates
    // (what a view may cache a figure of the current plan by).
    std::uint64_t generation() const { return generation_; }
    // Why the current scenario has no results of its own ("" when it has).
    const QString& error() const { return error_; }

    // The latest recommendation, and whether it belongs to the current scenario.
    const std::optional<Recommendation>& recommendation() const { return recommendation_.value(); }
    bool recommendationIsCurrent() const { return recommendation_.isCurrent(); }
    // The recommendation runs only while someone shows it (the Recommend tab).
    void setRecommendationWanted(bool wanted);

    // The serving search over the catalog (core/plan/ServingSizing.h) for the scenario's model,
    // traffic and targets, and whether it belongs to the current scenario. It runs on a worker
    // while someone wants it (the Serving tab); servingChanged() says when it is in.
    const std::optional<ServingSizing>& servingSizing() const { return serving_.value(); }
    bool servingSizingIsCurrent() const { return serving_.isCurrent(); }
    void setServingWanted(bool wanted);
    bool waitForServingSizing(int timeout_ms);
    // Blocks until the pending recommendation (if any) is delivered (tests, benchmarks).
    bool waitForRecommendation(int timeout_ms);

    // Fits the scenario's engine on its GPU to the catalog's measured runs that match its own
    // option (core/plan/ServingScenario.h: calibrateToRuns) on a worker thread, from copies of
    // the scenario and the model and the catalog it shares. When the fit is in and nothing was
    // planned anew meanwhile (no edit, undo, catalog or rate change), it becomes one undoable
    // edit named `description`; a result for an older scenario is dropped. False when it cannot
    // start: no results, or a calibration already running. calibrationChanged() says when it
    // starts and ends; calibrationRefused() why a fit was refused (too few runs it could model).
    bool startCalibration(const QString& description);
    bool isCalibrating() const { return calibrating_; }
    // Waits for the running calibration to end (tests, the screenshot tool); false on timeout.
    bool waitForCalibration(int timeout_ms);

    QUndoStack* undoStack() const { return undo_; }
    // An undoable scenario change. Edits with the same non-empty merge_key in a
    // row (typing in one field, dragging one slider) make one undo step.
    void edit(const Scenario& next, const QString& description, const QString& merge_key = {});
    // Replaces the scenario outside the undo history (New, Open) and marks it unmodified.
    void reset(const Scenario& scenario);
    bool isModified() const;
    void markSaved();

    // Used by the undo command.
    void applyScenario(const Scenario& scenario);

Q_SIGNALS:
    void catalogChanged();
    void scenarioChanged();
    void resultsChanged();
    void recommendationChanged();
    void servingChanged();
    void modifiedChanged(bool modified);
    void calibrationChanged();
    void calibrationRefused(const QString& reason);

private:
    void recompute();
    void startRecommendation();
    void startServingSizing();
    struct CalibrationOutcome;
    void finishCalibration(std::uint64_t generation, const QString& description, const CalibrationOutcome& o);

    std::shared_ptr<const Catalog> catalog_;
    QString catalog_path_;
    Scenario scenario_;
    std::vector<ExchangeRate> rate_overrides_;
    PlanResults results_;
    bool has_results_ = false;
    QString error_;
    std::vector<ModelOnGpu> models_on_gpu_;
    std::uint64_t models_on_gpu_generation_ = 0; // generation_ they belong to (0: none)
    std::uint64_t generation_ = 0;
    QUndoStack* undo_ = nullptr;
    bool calibrating_ = false;
    // Last: destroyed first, each waiting for its worker.
    BackgroundResult<Recommendation> recommendation_{this};
    BackgroundResult<ServingSizing> serving_{this};
    QThreadPool calibration_pool_; // one thread: the calibration the user asked for
};

} // namespace gpuplan::gui
