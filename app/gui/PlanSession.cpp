#include "gui/PlanSession.h"

#include "gui/ScenarioEditCommand.h"
#include "text/CoreText.h"

#include "core/Error.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QMetaObject>
#include <QUndoStack>

#include <algorithm>
#include <exception>

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
    pool_.setMaxThreadCount(1);
    connect(undo_, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
    recompute();
}

PlanSession::~PlanSession() {
    pool_.clear();
    pool_.waitForDone();
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
    recommendation_current_ = false;
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
    recommendation_wanted_ = wanted;
    startRecommendation();
}

void PlanSession::startRecommendation() {
    if (!recommendation_wanted_ || !has_results_ || !error_.isEmpty() || recommendation_current_ ||
        started_generation_ == generation_)
        return;
    started_generation_ = generation_;
    pool_.clear(); // a sweep for an older scenario that has not started is no longer wanted
    const std::uint64_t generation = generation_;
    auto catalog = catalog_;
    auto task = [this, generation, catalog, scenario = plannedScenario(), model = results_.model,
                 usage = recommendationUsage(plannedScenario(), results_)] {
        std::optional<Recommendation> result;
        try {
            // As plan() recommends (recommendFor): the command line gives the same ranking.
            result = recommend(*catalog, model, scenario, usage.jobs_per_month, usage.hours_per_month);
        } catch (const std::exception&) {
            result = Recommendation{}; // shown as "nothing fits"; the plan reports the cause
        }
        QMetaObject::invokeMethod(
            this,
            [this, generation, r = std::move(result)]() mutable {
                if (generation != generation_)
                    return; // the scenario changed meanwhile
                recommendation_ = std::move(r);
                recommendation_current_ = true;
                Q_EMIT recommendationChanged();
            },
            Qt::QueuedConnection);
    };
    pool_.start(std::move(task));
}

bool PlanSession::waitForRecommendation(int timeout_ms) {
    QDeadlineTimer deadline(timeout_ms);
    while (!recommendation_current_ && started_generation_ == generation_ && !deadline.hasExpired()) {
        pool_.waitForDone(static_cast<int>(deadline.remainingTime()));
        QCoreApplication::sendPostedEvents(this);
    }
    return recommendation_current_;
}

} // namespace gpuplan::gui
