#include "core/plan/ServingScenario.h"

#include "core/base/Error.h"
#include "core/scenario/PlanChecks.h"

#include <algorithm>

namespace gpuplan {

ServingOption servingOfScenario(const Catalog& c, const ModelSpec& m, const Scenario& s, const Workload& w) {
    const GpuSpec* gpu = c.findGpu(s.gpu_id);
    if (!gpu)
        throw InputError("/gpu_id: '" + s.gpu_id + "' is not in the catalog");
    const std::uint32_t count = std::max<std::uint32_t>(1, s.gpu_count);
    const std::uint32_t tp = std::clamp<std::uint32_t>(s.serving.tp, 1, count);
    const std::uint32_t replicas = std::max<std::uint32_t>(1, count / tp);
    checkServingForModel(s.serving, m); // refused with the reason, not answered
    requireTensorParallel(m, tp, "scenario: /serving/tp");
    const PurchaseMode mode =
        s.constraints.mode == PurchaseMode::Rent ? PurchaseMode::Rent : PurchaseMode::Buy;
    return evaluateServing(c, m, s, *gpu, w.precision, w.kv_precision, tp, replicas, mode);
}

MatchingRuns matchingRunsOf(const Catalog& c, const ModelSpec& m, const ServingSettings& s,
                            const std::string& gpu_id, std::uint32_t gpu_count, Precision weights,
                            Precision kv) {
    MatchingRuns r;
    r.question = servingQuestion(s, m.id, gpu_id, std::max<std::uint32_t>(1, gpu_count), weights, kv);
    r.same_load = matchingRuns(c.benchmark_runs, r.question, LoadMatch::Same);
    r.any_load = matchingRuns(c.benchmark_runs, r.question, LoadMatch::Any);
    return r;
}

MatchingRuns matchingRunsOfScenario(const Catalog& c, const ModelSpec& m, const Scenario& s,
                                    const Workload& w) {
    const std::uint32_t count = std::max<std::uint32_t>(1, s.gpu_count);
    ServingSettings v = s.serving;
    v.tp = std::clamp<std::uint32_t>(v.tp, 1, count);
    return matchingRunsOf(c, m, v, s.gpu_id, count, w.precision, w.kv_precision);
}

namespace {

std::optional<LinkPath> groupPath(const Catalog& c, const Scenario& s, const GpuSpec& gpu, std::uint32_t tp) {
    if (tp <= 1)
        return std::nullopt;
    try {
        return linkPathFor(c, gpu, s.intra_node_link, "", std::max(s.gpus_per_node, tp));
    } catch (const InputError&) {
        return std::nullopt; // no catalog link: the all-reduces' latency alone
    }
}

} // namespace

std::vector<RunBesideModel> runsBesideModel(const Catalog& c, const ModelSpec& m, const Scenario& s,
                                            const GpuSpec& gpu, const MatchingRuns& runs) {
    std::vector<RunBesideModel> out;
    for (const BenchmarkRun* r : runs.any_load) {
        RunBesideModel x{r, std::nullopt};
        if (auto setup = runSetup(*r, s.serving)) {
            setup->serving.calibration = s.serving.calibration; // as the scenario plans
            const auto path = groupPath(c, s, gpu, setup->serving.tp);
            if (auto p = prepareRun(*setup, m, gpu, path ? &*path : nullptr))
                x.modelled = predictRun(*p);
        }
        out.push_back(x);
    }
    return out;
}

CalibrationResult calibrateToRuns(const Catalog& c, const ModelSpec& m, const Scenario& s, const GpuSpec& gpu,
                                  const MatchingRuns& runs) {
    const std::uint32_t tp = std::max<std::uint32_t>(1, runs.question.tp);
    const std::optional<LinkPath> path = groupPath(c, s, gpu, tp);
    ServingSettings v = s.serving;
    v.tp = tp;
    return calibrate(runs.any_load, v, m, gpu, path ? &*path : nullptr);
}

} // namespace gpuplan
