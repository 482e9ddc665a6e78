#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace gpuplan {

// A measured serving benchmark a team ran (or read): the configuration it ran and the latencies
// and throughput it measured, as `vllm bench serve --save-result`, SGLang's bench_serving,
// GuideLLM and `llama-bench -o json` report them. The catalog keeps them (schema 13,
// benchmark_runs) so that `serve`, the Serving tab and the report show a measured figure beside
// the modelled one, and so that an engine's speed parameters can be fitted to them.
// Times in milliseconds as the tools print them; an unmeasured figure is std::nullopt, never 0.

// One latency as a benchmark tool summarises it over the run's requests.
struct LatencySummary {
    std::optional<double> mean_ms;
    std::optional<double> p50_ms;
    std::optional<double> p90_ms;
    std::optional<double> p95_ms;
    std::optional<double> p99_ms;

    bool empty() const { return !mean_ms && !p50_ms && !p90_ms && !p95_ms && !p99_ms; }
    // The median where the tool gave it, else the mean: the figure compared with a model.
    std::optional<double> central() const { return p50_ms ? p50_ms : mean_ms; }
    bool operator==(const LatencySummary&) const = default;
};

struct BenchmarkRun {
    std::int64_t id = 0;        // database row id; 0 before insertion
    std::string engine;         // ServingEngine id: vllm, sglang, tensorrt-llm, llama.cpp, transformers
    std::string engine_version; // "0.11.0"; "" when the file does not say
    std::string model_id;       // the catalog model it served ("llama-3.1-8b")
    std::string gpu_id;         // the catalog GPU it ran on ("h100-sxm")
    std::uint32_t gpu_count = 1;
    std::uint32_t tensor_parallel = 1;
    std::string precision;    // the weights, as Precision names them: bf16, fp16, fp8, q4_k_m
    std::string kv_precision; // "" (as the engine's default, "auto"), fp16, fp8
    double prompt_tokens = 0; // input tokens per request (mean over the run)
    double output_tokens = 0; // output tokens per request (mean over the run)
    // The load: a closed loop of `concurrency` clients (at most that many requests in flight),
    // and/or an open loop at `request_rate` requests/s (nullopt: sent as fast as allowed).
    std::optional<std::uint32_t> concurrency;
    std::optional<double> request_rate;
    std::optional<std::uint32_t> requests;     // completed requests measured
    LatencySummary ttft;                       // time to first token
    LatencySummary tpot;                       // time per output token after the first
    LatencySummary itl;                        // inter-token latency
    std::optional<double> output_tokens_per_s; // the whole run's output throughput
    std::string date;   // YYYY-MM-DD the run was made (or imported, when the file does not say)
    std::string source; // the file or address it came from
    std::string notes;

    bool operator==(const BenchmarkRun&) const = default;
};

} // namespace gpuplan
