#pragma once

// The scenario's own GPUs serving its model: gpu_count GPUs of gpu_id in replicas of serving.tp
// (capped at gpu_count), the workload's weight and KV precisions, bought unless the scenario
// only rents. What the Serving tab and the report's serving section show first.

#include "core/catalog/Catalog.h"
#include "core/measured/Calibration.h"
#include "core/measured/RunMatching.h"
#include "core/model/ModelSpec.h"
#include "core/model/Workload.h"
#include "core/plan/ServingSizing.h"
#include "core/scenario/Scenario.h"

namespace gpuplan {

// Throws InputError when the scenario's GPU is not in the catalog or its figures are missing.
ServingOption servingOfScenario(const Catalog& c, const ModelSpec& m, const Scenario& s, const Workload& w);

// The catalog's measured runs (Catalog::benchmark_runs) that answer the question of one option:
// `gpu_count` GPUs of `gpu` in replicas of s.serving.tp, the weights and KV precisions, the traffic
// of the scenario (core/measured/RunMatching.h).
struct MatchingRuns {
    ServingQuestion question;
    std::vector<const BenchmarkRun*> same_load; // at the scenario's load: shown beside the model
    std::vector<const BenchmarkRun*> any_load;  // at every load: the chart's points, a calibration's runs
};
MatchingRuns matchingRunsOf(const Catalog& c, const ModelSpec& m, const ServingSettings& s,
                            const std::string& gpu_id, std::uint32_t gpu_count, Precision weights,
                            Precision kv);
// The scenario's own option (its GPU, gpu_count, the workload's precisions).
MatchingRuns matchingRunsOfScenario(const Catalog& c, const ModelSpec& m, const Scenario& s,
                                    const Workload& w);

// Each run of `runs.any_load` with the planner's prediction of it as the scenario plans (its
// calibration, if any, applied): nullopt where the run cannot be modelled.
struct RunBesideModel {
    const BenchmarkRun* run = nullptr;
    std::optional<RunPrediction> modelled;
};
std::vector<RunBesideModel> runsBesideModel(const Catalog& c, const ModelSpec& m, const Scenario& s,
                                            const GpuSpec& gpu, const MatchingRuns& runs);

// The scenario's engine on `gpu` fitted to `runs.any_load` (core/measured/Calibration.h); the
// tensor-parallel group all-reduces over the scenario's intra-node link.
CalibrationResult calibrateToRuns(const Catalog& c, const ModelSpec& m, const Scenario& s, const GpuSpec& gpu,
                                  const MatchingRuns& runs);

} // namespace gpuplan
