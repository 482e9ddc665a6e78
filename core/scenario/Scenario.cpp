#include "core/scenario/Scenario.h"

#include "core/base/Error.h"
#include "core/base/Limits.h"

#include <fmt/format.h>

#include <utility>

namespace gpuplan {

std::string_view usageModeId(UsageMode m) {
    return m == UsageMode::HoursPerMonth ? "hours" : "jobs";
}

std::string_view purchaseModeId(PurchaseMode m) {
    switch (m) {
    case PurchaseMode::Buy:
        return "buy";
    case PurchaseMode::Rent:
        return "rent";
    case PurchaseMode::Both:
        return "both";
    }
    return "?";
}

PurchaseMode parsePurchaseMode(std::string_view s) {
    if (s == "buy")
        return PurchaseMode::Buy;
    if (s == "rent")
        return PurchaseMode::Rent;
    if (s == "both")
        return PurchaseMode::Both;
    throw InputError(fmt::format("mode: unknown value '{}' (valid: buy, rent, both)", s));
}

std::string_view objectiveId(Objective o) {
    switch (o) {
    case Objective::Cheapest:
        return "cheapest";
    case Objective::Fastest:
        return "fastest";
    case Objective::Value:
        return "value";
    case Objective::Serving:
        return "serving";
    }
    return "?";
}

std::optional<Objective> parseObjective(std::string_view s) {
    for (Objective o : {Objective::Cheapest, Objective::Fastest, Objective::Value, Objective::Serving})
        if (s == objectiveId(o))
            return o;
    return std::nullopt;
}

std::string_view objectiveNames() {
    return "cheapest, fastest, value, serving";
}

Objective Scenario::effectiveObjective() const {
    if (constraints.objective)
        return *constraints.objective;
    if (!workload.isTraining() && (serving.users || serving.requests_per_s))
        return Objective::Serving;
    return constraints.effectiveObjective();
}

Objective Constraints::effectiveObjective() const {
    if (objective)
        return *objective;
    return budget ? Objective::Fastest : Objective::Cheapest;
}

namespace {
// The smallest efficiency a scenario may hold (the file reader, ScenarioJson.cpp, agrees).
constexpr double kMinEfficiency = limits::kEfficiency.min;
} // namespace

void Scenario::validate() const {
    auto bad = [](std::string_view path, Message what) {
        throw InputError(fmt::format("scenario: {}", path), std::move(what), " ");
    };
    auto between = [&](std::string_view path, double min, double max, double v) {
        if (!(v >= min && v <= max))
            bad(path, Message(MessageId::MustBeBetween, {min, max, v}));
    };
    auto in = [&](std::string_view path, auto range, double v) {
        between(path, static_cast<double>(range.min), static_cast<double>(range.max), v);
    };
    in("/hardware/gpu_count", limits::kGpus, gpu_count);
    in("/hardware/gpus_per_node", limits::kGpusPerNode, gpus_per_node);
    if (tp < 1 || pp < 1)
        bad("/hardware/tp", Message(MessageId::ParallelDegreesAtLeastOne));
    in("/hardware/tp", limits::kParallelDegree, tp);
    in("/hardware/pp", limits::kParallelDegree, pp);
    in("/usage/horizon_months", limits::kHorizonMonths, horizon_months);
    in("/usage/hours_per_month", limits::kHoursPerMonth, hours_per_month);
    in("/usage/jobs_per_month", limits::kJobsPerMonth, jobs_per_month);
    in("/job/epochs", limits::kEpochs, job.epochs);
    in("/runtime/fragmentation", limits::kFragmentation, runtime.fragmentation);
    in("/costs/power_fraction", limits::kPowerFraction, power_fraction);
    in("/costs/resale_fraction", limits::kFraction, resale_fraction);
    in("/costs/maintenance_fraction_per_year", limits::kFraction, maintenance_fraction_per_year);
    in("/costs/pue", limits::kPue, pue);
    in("/costs/electricity_per_kwh", limits::kElectricityPerKwh, electricity_per_kwh);
    if (host_cost)
        in("/costs/system", limits::kAmount, *host_cost);
    if (gpu_price)
        in("/costs/gpu_price", limits::kGpuPrice, *gpu_price);
    if (cloud_rate_per_gpu_hour)
        in("/costs/cloud_rate_per_gpu_hour", limits::kRatePerGpuHour, *cloud_rate_per_gpu_hour);
    for (const auto& x : exchange_rates)
        in("/costs/exchange_rates_per_eur/" + x.currency, limits::kExchangeRate, x.per_eur);
    if (constraints.budget)
        in("/constraints/budget", limits::kAmount, *constraints.budget);
    if (constraints.deadline_hours)
        in("/constraints/deadline_hours", limits::kDeadlineHours, *constraints.deadline_hours);
    const auto& e = efficiencies;
    for (const auto& [path, v] : {std::pair{"/efficiencies/train_mfu", e.train_mfu},
                                  {"/efficiencies/prefill_mfu", e.prefill_mfu},
                                  {"/efficiencies/decode_mfu", e.decode_mfu},
                                  {"/efficiencies/decode_memory", e.decode_memory},
                                  {"/efficiencies/gemm", e.gemm},
                                  {"/efficiencies/collective", e.comm.collective_efficiency}})
        if (!(v >= kMinEfficiency && v <= 1.0)) // as the file reader: what validates also reopens
            bad(path, Message(MessageId::MustBeBetween, {kMinEfficiency, 1.0, v}));
    between("/efficiencies/overlap", 0, 1, e.comm.overlap);
    in("/efficiencies/rocm_factor", limits::kStackFactor, e.rocm_factor);
    in("/efficiencies/other_stack_factor", limits::kStackFactor, e.other_stack_factor);
    in("/efficiencies/default_latency_s", limits::kLatencySeconds, e.comm.default_latency_s);
    in("/efficiencies/nvme_bytes_per_s", limits::kNvmeBytesPerSecond, e.comm.nvme_bytes_per_s);
    checkEnumerationLimits(constraints); // max_gpus, every_count, top_k
    try {
        workload.validate();
    } catch (const InputError& ex) {
        if (ex.message())
            throw InputError("scenario: /workload", *ex.message()); // "scenario: /workload: batch must..."
        throw InputError(fmt::format("scenario: /workload: {}", ex.what()));
    }
    serving.validate();
}

void checkEnumerationLimits(const Constraints& c) {
    auto bad = [](std::string_view path, Message what) {
        throw InputError(fmt::format("scenario: {}", path), std::move(what), " ");
    };
    if (c.max_gpus < 1 || c.max_gpus > limits::kMaxGpus)
        bad("/constraints/max_gpus", Message(MessageId::MustBeBetween, {1, limits::kMaxGpus, c.max_gpus}));
    if (c.every_count && c.max_gpus > limits::kMaxGpusEveryCount)
        bad("/constraints/max_gpus",
            Message(MessageId::EveryCountTooMany, {c.max_gpus, limits::kMaxGpusEveryCount, c.max_gpus}));
    if (c.top_k < 1 || c.top_k > limits::kMaxTopK)
        bad("/constraints/top_k", Message(MessageId::MustBeBetween, {1, limits::kMaxTopK, c.top_k}));
}

bool hasServingTraffic(const Scenario& s) {
    return !s.workload.isTraining() && (s.serving.users.has_value() || s.serving.requests_per_s.has_value());
}

} // namespace gpuplan
