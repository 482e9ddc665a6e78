#include "gui/scenario/PlanSession.h"

#include "gui/scenario/ScenarioEditCommand.h"
#include "text/CoreText.h"

#include "core/base/Error.h"
#include "core/plan/ServingScenario.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QMetaObject>
#include <QUndoStack>

#include <algorithm>
#include <exception>
#include <memory>

namespace gpuplan::gui {

Scenario withExchangeRates(Scenario scenario, const std::vector<ExchangeRate>& rates) {
    for (const ExchangeRate& r : rates) {
        const bool has_own = std::any_of(scenario.exchange_rates.begin(), scenario.exchange_rates.end(),
                                         [&](const ExchangeRate& own) { return own.currency == r.currency; });
        if (!has_own)
            scenario.exchange_rates.push_back(r);
    }
    return scenario;
}

PlanSession::PlanSession(Catalog catalog, QString catalog_path, QObject* parent)
    : QObject(parent), catalog_(std::make_shared<const Catalog>(std::move(catalog))),
      catalog_path_(std::move(catalog_path)), undo_(new QUndoStack(this)) {
    calibration_pool_.setMaxThreadCount(1);
    connect(undo_, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
    recompute();
}

PlanSession::~PlanSession() {
    calibration_pool_.waitForDone(); // its result, posted to this session, is dropped with it
}

void PlanSession::setCatalog(Catalog catalog, QString catalog_path) {
    catalog_ = std::make_shared<const Catalog>(std::move(catalog));
    catalog_path_ = std::move(catalog_path);
    recompute();
    Q_EMIT catalogChanged();
    Q_EMIT scenarioChanged();
}

void PlanSession::setRateOverrides(std::vector<ExchangeRate> rates) {
    if (rates == rate_overrides_)
        return;
    rate_overrides_ = std::move(rates);
    recompute();
}

Scenario PlanSession::plannedScenario() const {
    return withExchangeRates(scenario_, rate_overrides_);
}

void PlanSession::edit(const Scenario& next, const QString& description, const QString& merge_key) {
    if (next == scenario_)
        return;
    undo_->push(new ScenarioEditCommand([this](const Scenario& applied) { applyScenario(applied); },
                                        scenario_, next, description, merge_key));
}

void PlanSession::reset(const Scenario& scenario) {
    undo_->clear();
    applyScenario(scenario);
    undo_->setClean();
    Q_EMIT modifiedChanged(false);
}

bool PlanSession::isModified() const {
    return !undo_->isClean();
}

void PlanSession::markSaved() {
    undo_->setClean();
}

void PlanSession::applyScenario(const Scenario& scenario) {
    scenario_ = scenario;
    recompute();
    Q_EMIT scenarioChanged();
}

void PlanSession::recompute() {
    ++generation_;
    recommendation_.invalidate(generation_);
    serving_.invalidate(generation_);
    try {
        const Scenario planned = plannedScenario();
        planned.validate();
        planned.workload.validate();
        PlanOptions options;
        options.recommend = false;
        results_ = plan(*catalog_, planned, options);
        has_results_ = true;
        error_.clear();
    } catch (const std::exception& e) {
        // The form refuses invalid values; what reaches here is a scenario the
        // catalog cannot serve (a model or GPU id it lacks). The last results stay.
        error_ = text::errorText(e);
    }
    Q_EMIT resultsChanged();
    startRecommendation();
    startServingSizing();
}

const std::vector<ModelOnGpu>& PlanSession::modelsOnGpu() {
    if (models_on_gpu_generation_ == generation_)
        return models_on_gpu_;
    models_on_gpu_generation_ = generation_;
    models_on_gpu_.clear();
    const GpuSpec* gpu = catalog_->findGpu(scenario_.gpu_id);
    if (!has_results_ || !error_.isEmpty() || !gpu)
        return models_on_gpu_;
    ModelsOnGpuOptions o;
    o.workload = results_.workload;
    o.gpus = scenario_.gpu_count;
    o.runtime = scenario_.runtime;
    o.efficiencies = scenario_.efficiencies;
    try {
        models_on_gpu_ = gpuplan::modelsOnGpu(*catalog_, *gpu, o);
    } catch (const std::exception&) {
        models_on_gpu_.clear(); // each model's own error is in its row; this is a GPU without figures
    }
    return models_on_gpu_;
}

void PlanSession::setRecommendationWanted(bool wanted) {
    recommendation_.setWanted(wanted);
    startRecommendation();
}

void PlanSession::startRecommendation() {
    if (!has_results_ || !error_.isEmpty())
        return;
    recommendation_.start(
        [catalog = catalog_, scenario = plannedScenario(), model = results_.model,
         usage = recommendationUsage(plannedScenario(), results_)]() -> Recommendation {
            try {
                // As plan() recommends (recommendFor): the command line gives the same ranking.
                return recommend(*catalog, model, scenario, usage.jobs_per_month, usage.hours_per_month);
            } catch (const std::exception&) {
                return Recommendation{}; // shown as "nothing fits"; the plan reports the cause
            }
        },
        [this] { Q_EMIT recommendationChanged(); });
}

bool PlanSession::waitForRecommendation(int timeout_ms) {
    return recommendation_.wait(timeout_ms);
}

void PlanSession::setServingWanted(bool wanted) {
    serving_.setWanted(wanted);
    startServingSizing();
}

void PlanSession::startServingSizing() {
    if (!has_results_ || !error_.isEmpty())
        return;
    serving_.start(
        [catalog = catalog_, scenario = plannedScenario(), model = results_.model]() -> ServingSizing {
            try {
                // As the command line's `serve` sizes it (gpu-planner serve without --gpu).
                return sizeServing(*catalog, model, scenario);
            } catch (const std::exception&) {
                ServingSizing none; // shown as "nothing serves it"; the tab's own option names the cause
                none.currency = scenario.currency;
                return none;
            }
        },
        [this] { Q_EMIT servingChanged(); });
}

bool PlanSession::waitForServingSizing(int timeout_ms) {
    return serving_.wait(timeout_ms);
}

// What a calibration on the worker gives back: values only (the fit's runs point into the
// catalog the worker held).
struct PlanSession::CalibrationOutcome {
    bool ok = false;
    std::optional<Message> refusal; // the fit's reason
    std::exception_ptr error;       // what the worker threw, said on the GUI thread
    ServingCalibration calibration;
};

bool PlanSession::startCalibration(const QString& description) {
    if (calibrating_ || !has_results_ || !error_.isEmpty())
        return false;
    calibrating_ = true;
    Q_EMIT calibrationChanged();
    // Copies: the worker reads nothing the GUI thread may change (the catalog is shared, const,
    // and kept alive by the pointer it holds).
    calibration_pool_.start([this, generation = generation_, description, catalog = catalog_,
                             scenario = plannedScenario(), model = results_.model,
                             workload = results_.workload] {
        auto outcome = std::make_shared<CalibrationOutcome>();
        try {
            const GpuSpec* gpu = catalog->findGpu(scenario.gpu_id);
            if (!gpu) // not planned without it: results_ would say so
                throw InputError("scenario", Message(MessageId::GpuNotInCatalog, {scenario.gpu_id}));
            const MatchingRuns runs = matchingRunsOfScenario(*catalog, model, scenario, workload);
            const CalibrationResult fit = calibrateToRuns(*catalog, model, scenario, *gpu, runs);
            outcome->ok = fit.ok;
            outcome->calibration = fit.calibration;
            if (!fit.ok)
                outcome->refusal = fit.refusal;
        } catch (const std::exception&) {
            outcome->error = std::current_exception();
        }
        QMetaObject::invokeMethod(
            this,
            [this, generation, description, outcome] {
                finishCalibration(generation, description, *outcome);
            },
            Qt::QueuedConnection);
    });
    return true;
}

void PlanSession::finishCalibration(std::uint64_t generation, const QString& description,
                                    const CalibrationOutcome& o) {
    calibrating_ = false;
    if (generation == generation_) { // else the scenario changed meanwhile: the fit is for another one
        if (o.ok) {
            Scenario next = scenario_;
            next.serving.calibration = o.calibration;
            edit(next, description);
        } else if (o.refusal) {
            Q_EMIT calibrationRefused(text::coreText(*o.refusal));
        } else if (o.error) {
            try {
                std::rethrow_exception(o.error);
            } catch (const std::exception& e) {
                Q_EMIT calibrationRefused(text::errorText(e));
            }
        }
    }
    Q_EMIT calibrationChanged();
}

bool PlanSession::waitForCalibration(int timeout_ms) {
    QDeadlineTimer deadline(timeout_ms);
    while (calibrating_ && !deadline.hasExpired()) {
        calibration_pool_.waitForDone(static_cast<int>(deadline.remainingTime()));
        QCoreApplication::sendPostedEvents(this);
    }
    return !calibrating_;
}

} // namespace gpuplan::gui
