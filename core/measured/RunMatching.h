#pragma once

// Which of a team's measured runs (Catalog::benchmark_runs) answer a serving question, and what
// the planner's own model predicts for a run: the scheduler simulator (core/serving/
// BatchSimulator.h) with the run's configuration and load, on the run's basis (the median where
// the run gives it, else the mean; TPOT as the tool defines it, the inter-token latency where the
// run gives only that).
//
// A run answers the question when it ran the same engine, model and GPU, the same tensor-parallel
// degree and replicas (GPUs / TP), the same weight and KV precision (a run that does not name its
// KV cache ran the engine's default, 16 bits), with prompt and output lengths within
// RunTolerance::lengths of the question's; and, for the figures shown beside the modelled ones,
// the same load: as many concurrent users (closed loop), or a request rate within
// RunTolerance::rate. The chart draws every load.

#include "core/catalog/BenchmarkRun.h"
#include "core/catalog/Catalog.h"
#include "core/model/ModelSpec.h"
#include "core/model/Precision.h"
#include "core/serving/BatchSimulator.h"
#include "core/serving/SchedulerPolicy.h"
#include "core/serving/ServingEngine.h"
#include "core/serving/ServingSpeed.h"
#include "core/speed/Communication.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gpuplan {

// What a serving plan asks: one option (engine, model, GPU, parallelism, precisions) and its traffic.
struct ServingQuestion {
    Engine engine = Engine::VLLM;
    std::string model_id, gpu_id;
    std::uint32_t tp = 1, replicas = 1;
    Precision weights = Precision::BF16;
    Precision kv = Precision::FP16;
    double prompt_tokens = 1000, output_tokens = 250;
    std::optional<std::uint32_t> users;   // closed loop, all replicas
    std::optional<double> requests_per_s; // open loop, all replicas
};
ServingQuestion servingQuestion(const ServingSettings& s, const std::string& model_id,
                                const std::string& gpu_id, std::uint32_t gpu_count, Precision weights,
                                Precision kv);

// Relative tolerances: |run / question - 1| at most this.
struct RunTolerance {
    double lengths = 0.2; // prompt and output tokens
    double rate = 0.1;    // request rate (concurrency must be equal)
};

enum class LoadMatch {
    Same, // the question's load: its users, or its request rate
    Any,  // any load (the chart's points, a calibration's runs)
};

// The same configuration: engine, model, GPU, TP, replicas, precisions and lengths.
bool sameConfiguration(const BenchmarkRun& r, const ServingQuestion& q, const RunTolerance& t = {});
// The same load (one user when the question names neither users nor a rate).
bool sameLoad(const BenchmarkRun& r, const ServingQuestion& q, const RunTolerance& t = {});
// The runs that match, in the catalog's order.
std::vector<const BenchmarkRun*> matchingRuns(const std::vector<BenchmarkRun>& runs, const ServingQuestion& q,
                                              LoadMatch load, const RunTolerance& t = {});

// A measured run in the planner's terms: the engine's settings it ran with, its precisions, the
// traffic the simulator replays, and what it measured.
struct RunSetup {
    ServingSettings serving; // engine, tp, lengths, scheduler limits (max_model_len: nullopt if unknown)
    Precision weights = Precision::BF16;
    Precision kv = Precision::FP16;
    std::string engine_version;
    SimulationSettings traffic;
    std::optional<double> ttft_ms, tpot_ms; // the figures compared
    bool ttft_median = false, tpot_median = false;
    bool tpot_is_itl = false; // the run gives only the inter-token latency
    double output_tokens = 0;
    std::uint32_t replicas = 1; // the run's GPUs / TP: its throughput is every replica's
};
// A catalog run's setup; `base`: the scenario's serving settings (its engine knobs; its
// calibration and efficiency overrides are left out: set serving.calibration again to predict the
// run as a calibrated scenario plans). nullopt when its engine or precision is unknown.
std::optional<RunSetup> runSetup(const BenchmarkRun& r, const ServingSettings& base,
                                 std::uint32_t max_requests = 500);

// A run ready to simulate: its step model (the engine's defaults), scheduler and traffic.
struct PreparedRun {
    RunSetup setup;
    ServingSpeedModel model;
    SchedulerPolicy policy;
};
// nullopt when the model does not fit on the GPU at any context the engine could have run with:
// the run's max_model_len, the model's context up to 32,768, 4,096. `path`: the tensor-parallel
// group's link (nullptr: the all-reduces' latency alone).
std::optional<PreparedRun> prepareRun(const RunSetup& setup, const ModelSpec& m, const GpuSpec& gpu,
                                      const LinkPath* path);

// The free parameters of the step model fitted per engine (core/measured/Calibration.h):
// multipliers of the decode bandwidth and of the MFUs, and the fixed cost of a decode-only and of
// a mixed step (seconds, added to the step model's own).
struct StepKnobs {
    double bandwidth = 1, compute = 1, overhead_decode_s = 0, overhead_mixed_s = 0;
    bool operator==(const StepKnobs&) const = default;
};

// The simulated TTFT and TPOT (ms) of a prepared run with `knobs`, on the run's basis, and the
// simulated output throughput (all of its requests' tokens over the measured window).
struct RunPrediction {
    double ttft_ms = 0, tpot_ms = 0, tokens_per_s = 0;
};
RunPrediction predictRun(const PreparedRun& p, const StepKnobs& knobs = {});

// The relative errors of a prediction, predicted / measured - 1 (nullopt: not measured, or a TPOT
// of fewer than 16 tokens, which says little of decoding).
struct RunErrors {
    std::optional<double> ttft, tpot;
};
RunErrors runErrors(const PreparedRun& p, const RunPrediction& predicted);

// "source, date" naming a run in a report.
std::string runLabel(const BenchmarkRun& r);

} // namespace gpuplan
