#include "ServingRuns.h"

#include "Measurements.h"

#include "core/serving/ServingEngine.h"
#include "core/serving/ServingMemory.h"
#include "core/serving/ServingSpeed.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <regex>
#include <sstream>

namespace gpuplan::test {

namespace {

std::optional<double> number(const std::map<std::string, std::string>& row, const char* key) {
    const auto it = row.find(key);
    if (it == row.end() || it->second.empty())
        return std::nullopt;
    return std::stod(it->second);
}

// A number of the dataset's description ("input p50 280" -> 280 for "input p50").
double described(const std::string& text, const std::string& key) {
    const std::regex re(key + " ([0-9.]+)");
    std::smatch m;
    return std::regex_search(text, m, re) ? std::stod(m[1].str()) : 0.0;
}

Precision weightPrecision(const std::string& id) {
    if (id == "fp8")
        return Precision::FP8;
    if (id == "mxfp4")
        return Precision::MXFP4;
    return Precision::BF16;
}

LinkPath linkPathOf(const GpuSpec& g) {
    LinkPath p;
    if (g.fabric_bandwidth_bytes_per_s_both && *g.fabric_bandwidth_bytes_per_s_both > 0.0) {
        p.intra.id = g.id + "-fabric";
        p.intra.per_direction_bytes_per_s = *g.fabric_bandwidth_bytes_per_s_both / 2.0;
        p.intra.efficiency = 0.8;
    } else { // PCIe x16 of the GPU's generation (database/seed/interconnects.csv), 0.825
        p.intra.id = "pcie";
        p.intra.per_direction_bytes_per_s = g.pcie_gen.value_or(4) >= 5 ? 63e9 : 31.5e9;
        p.intra.efficiency = 0.825;
    }
    p.host = p.intra;
    return p;
}

// The traffic of a run: lengths on the run's basis, the load, the published request count.
SimulationSettings trafficOf(const ServingRun& r) {
    SimulationSettings s;
    s.prompt = {r.prompt, 0, 1, 0};
    s.output = {r.output, 0, 1, 0};
    if (r.basis == "median") { // AccelMark: the suite's published quantiles, log-normal
        s.prompt.sigma = std::log(described(r.dataset, "p75") / r.prompt) / 0.6745;
        s.output.sigma = std::log(described(r.dataset, "output p50 [0-9.]+ p99") / r.output) / 2.3263;
        s.output.max = static_cast<std::uint64_t>(described(r.dataset, "output max"));
        if (r.output_requested > 0.0) // SGLang's streaming path asks 224 at most (serving_runs.md)
            s.output.max = std::min(s.output.max, static_cast<std::uint64_t>(r.output_requested));
        const double len = described(r.dataset, "max_model_len");
        s.prompt.max = static_cast<std::uint64_t>(std::max(1.0, len - static_cast<double>(s.output.max)));
    } else if (r.ignore_eos == "no" && r.output_requested > r.output && r.dataset != "sharegpt") {
        // Random prompts asking for N tokens, EOS not ignored: the published mean generated
        // (total / requests) gives the chance a token ends its request; the rest run to N.
        s.output = {r.output_requested, 0, 1, 0};
        s.output.stop_probability =
            stopProbabilityForMean(static_cast<std::uint64_t>(r.output_requested), r.output);
    } else if (r.basis == "mean" && r.dataset == "sharegpt") {
        // ShareGPT with only its mean known: log-normal of spread 1.0 (prompts) and 0.8 (answers),
        // an assumption, the median set to give the published mean.
        s.prompt.sigma = 1.0;
        s.output.sigma = 0.8;
        s.prompt.median = r.prompt / std::exp(0.5);
        s.output.median = r.output / std::exp(0.32);
    }
    s.arrivals = r.load == "open" ? ArrivalKind::Open : ArrivalKind::Closed;
    s.rate = r.rate;
    s.users = r.load == "burst" ? r.requests : std::max<std::uint32_t>(1, r.concurrency);
    std::uint32_t n = r.requests ? r.requests : std::clamp<std::uint32_t>(10 * s.users, 100, 1000);
    s.requests = std::min<std::uint32_t>(n, 1000);
    return s;
}

} // namespace

std::vector<std::map<std::string, std::string>> readCsv(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    const std::vector<std::vector<std::string>> cells = parseCsvRows(text.str());
    std::vector<std::map<std::string, std::string>> rows;
    for (std::size_t r = 1; r < cells.size(); ++r) {
        std::map<std::string, std::string> row;
        for (std::size_t i = 0; i < cells[0].size() && i < cells[r].size(); ++i)
            row[cells[0][i]] = cells[r][i];
        rows.push_back(std::move(row));
    }
    return rows;
}

std::vector<ServingRun> servingRuns() {
    std::vector<ServingRun> runs;
    for (const auto& row : readCsv(dataPath("serving_runs.csv"))) {
        ServingRun r;
        r.id = row.at("id");
        r.source = row.at("source");
        r.engine = row.at("engine");
        r.engine_version = row.at("engine_version");
        r.model = row.at("model");
        r.gpu = row.at("gpu");
        r.weights = row.at("weights");
        r.kv = row.at("kv");
        r.basis = row.at("length_basis");
        r.load = row.at("load");
        r.dataset = row.at("dataset");
        r.tp = static_cast<std::uint32_t>(number(row, "tp").value_or(1));
        r.concurrency = static_cast<std::uint32_t>(number(row, "concurrency").value_or(0));
        r.requests = static_cast<std::uint32_t>(number(row, "requests").value_or(0));
        r.prompt = number(row, "prompt_tokens").value_or(1);
        r.output = number(row, "output_tokens").value_or(1);
        r.output_requested = number(row, "output_tokens_requested").value_or(0);
        r.ignore_eos = row.at("ignore_eos");
        r.rate = number(row, "request_rate").value_or(0);
        r.ttft_median = number(row, "ttft_p50_ms").has_value();
        r.ttft_ms = r.ttft_median ? number(row, "ttft_p50_ms") : number(row, "ttft_mean_ms");
        r.tpot_median = number(row, "tpot_p50_ms").has_value();
        r.tpot_ms = r.tpot_median ? number(row, "tpot_p50_ms") : number(row, "tpot_mean_ms");
        if (!r.tpot_ms) // AIPerf's inter-token latency: (E2E - TTFT) / (output - 1), averaged
            r.tpot_ms = number(row, "itl_mean_ms");
        if (auto v = number(row, "max_num_batched_tokens"))
            r.max_num_batched_tokens = static_cast<std::uint32_t>(*v);
        if (auto v = number(row, "max_num_seqs"))
            r.max_num_seqs = static_cast<std::uint32_t>(*v);
        if (auto v = number(row, "max_model_len"))
            r.max_model_len = static_cast<std::uint64_t>(*v);
        runs.push_back(std::move(r));
    }
    return runs;
}

std::map<std::string, GpuSpec> seedGpus() {
    std::map<std::string, GpuSpec> out;
    for (const auto& row : readCsv(dataPath("../../database/seed/gpus.csv"))) {
        GpuSpec g;
        g.id = row.at("id");
        g.architecture = row.at("architecture");
        g.vram_bytes = static_cast<std::uint64_t>(number(row, "vram_bytes").value_or(0));
        g.memory_bandwidth_bytes_per_s = number(row, "memory_bandwidth_bytes_per_s").value_or(0);
        g.fp32_flops = number(row, "fp32_flops");
        g.fp16_tensor_flops = number(row, "fp16_tensor_flops");
        g.fp16_fp32acc_tensor_flops = number(row, "fp16_fp32acc_tensor_flops");
        g.bf16_tensor_flops = number(row, "bf16_tensor_flops");
        g.fp8_tensor_flops = number(row, "fp8_tensor_flops");
        g.fabric = row.at("fabric");
        g.fabric_bandwidth_bytes_per_s_both = number(row, "fabric_bandwidth_bytes_per_s_both");
        g.software_stack = row.at("software_stack");
        if (auto v = number(row, "pcie_gen"))
            g.pcie_gen = static_cast<int>(*v);
        if (auto v = number(row, "driver_memory_bytes"))
            g.driver_memory_bytes = static_cast<std::uint64_t>(*v);
        out[g.id] = g;
    }
    return out;
}

std::optional<ValidationRun> prepareRun(const ServingRun& r, const std::map<std::string, GpuSpec>& gpus) {
    const auto g = gpus.find(r.gpu);
    if (g == gpus.end())
        return std::nullopt;
    const ModelSpec m = config(r.model);
    RunSetup u;
    ServingSettings& s = u.serving;
    s.engine = parseEngine(r.engine);
    s.tp = r.tp;
    s.prompt_tokens = static_cast<std::uint64_t>(std::llround(std::max(1.0, r.prompt)));
    s.output_tokens = static_cast<std::uint64_t>(std::llround(std::max(1.0, r.output)));
    s.max_num_batched_tokens = r.max_num_batched_tokens;
    s.max_num_seqs = r.max_num_seqs;
    s.max_model_len = r.max_model_len;
    s.prefix_cache = false;
    u.weights = weightPrecision(r.weights);
    u.kv = r.kv == "fp8" ? Precision::FP8 : Precision::FP16;
    u.engine_version = r.engine_version;
    u.traffic = trafficOf(r);
    u.ttft_ms = r.ttft_ms;
    u.tpot_ms = r.tpot_ms;
    u.ttft_median = r.ttft_median;
    u.tpot_median = r.tpot_median; // an AIPerf inter-token latency compared with the simulated TPOT
    u.output_tokens = r.output;
    const LinkPath path = linkPathOf(g->second);
    auto p = gpuplan::prepareRun(u, m, g->second, &path);
    if (!p)
        return std::nullopt;
    return ValidationRun{r, std::move(*p)};
}

} // namespace gpuplan::test
