#pragma once

// The published serving runs of tests/data/serving_runs.csv (sources in serving_runs.md) and the
// GPUs of database/seed/gpus.csv they ran on, read for the simulator's validation
// (TestServingValidation.cpp), and each run turned into a step model and a simulation.
#include "core/catalog/Catalog.h"
#include "core/serving/BatchSimulator.h"
#include "core/speed/Communication.h"
#include "fixtures/TestData.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gpuplan::test {

// Rows of a CSV file with a header, quoted fields allowed ("a, b", "say ""x""").
std::vector<std::map<std::string, std::string>> readCsv(const std::string& path);

struct ServingRun {
    std::string id, source, engine, engine_version, model, gpu, weights, kv, basis, load, dataset;
    std::uint32_t tp = 1, concurrency = 0, requests = 0;
    double prompt = 0, output = 0, rate = 0;
    std::optional<double> ttft_ms, tpot_ms; // the published figure compared (median, else mean)
    bool ttft_median = false, tpot_median = false;
    std::optional<std::uint32_t> max_num_batched_tokens, max_num_seqs;
    std::optional<std::uint64_t> max_model_len;
};

std::vector<ServingRun> servingRuns();

// The GPUs of database/seed/gpus.csv by id.
std::map<std::string, GpuSpec> seedGpus();

// The free parameters of the step model fitted per engine: multipliers of the engine's decode
// memory efficiency and of its MFUs, and the fixed cost of a decode-only and of a mixed step.
struct StepKnobs {
    double bandwidth = 1, compute = 1, overhead_decode_s = 0, overhead_mixed_s = 0;
};

// A run ready to simulate: its step model (knobs not applied), scheduler and traffic.
struct PreparedRun {
    ServingRun run;
    ServingSpeedModel model;
    SchedulerPolicy policy;
    SimulationSettings settings;
};
std::optional<PreparedRun> prepareRun(const ServingRun& r, const std::map<std::string, GpuSpec>& gpus);

// The simulated TTFT and TPOT (ms) of a prepared run with `knobs`, on the run's basis.
struct Predicted {
    double ttft_ms = 0, tpot_ms = 0;
};
Predicted predictRun(const PreparedRun& p, const StepKnobs& knobs);

} // namespace gpuplan::test
