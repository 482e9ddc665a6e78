#pragma once

// The published serving runs of tests/data/serving_runs.csv (sources in serving_runs.md) and the
// GPUs of database/seed/gpus.csv they ran on, read for the simulator's validation
// (TestServingValidation.cpp), and each run turned into a step model and a simulation.
#include "core/catalog/Catalog.h"
#include "core/measured/RunMatching.h"
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
    // The tokens a request asked for (max_tokens; 0: each its own, or not published) and whether
    // the client asked the engine to ignore the end-of-sequence token ("yes", "no", "").
    double output_requested = 0;
    std::string ignore_eos;
    std::optional<double> ttft_ms, tpot_ms; // the published figure compared (median, else mean)
    bool ttft_median = false, tpot_median = false;
    std::optional<std::uint32_t> max_num_batched_tokens, max_num_seqs;
    std::optional<std::uint64_t> max_model_len;
};

std::vector<ServingRun> servingRuns();

// The GPUs of database/seed/gpus.csv by id.
std::map<std::string, GpuSpec> seedGpus();

// A run ready to simulate (core/measured/RunMatching.h's PreparedRun, the step model the product
// uses for a team's runs) with the published row it came from.
struct ValidationRun {
    ServingRun run;
    PreparedRun prepared;
};
std::optional<ValidationRun> prepareRun(const ServingRun& r, const std::map<std::string, GpuSpec>& gpus);

} // namespace gpuplan::test
