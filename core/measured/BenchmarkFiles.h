#pragma once

// Reading the files the serving benchmark tools write into the catalog's BenchmarkRun
// (core/catalog/BenchmarkRun.h), and completing what they do not say.
//
// - `vllm bench serve --save-result` (vllm/benchmarks/serve.py): one JSON object per run (several,
//   one a line, with --append-result). Its keys: model_id, max_concurrency, request_rate ("inf"
//   for none), completed, total_input_tokens, total_output_tokens, output_throughput, and for each
//   of ttft, tpot, itl: mean_X_ms, median_X_ms and pNN_X_ms (the --metric-percentiles, 99 by
//   default); date "YYYYMMDD-HHMMSS".
// - SGLang `python -m sglang.bench_serving --output-file` (python/sglang/bench_serving.py): one
//   JSON object a line, one run each, with the same latency keys (p99 for TTFT and TPOT, p95 and p99
//   for ITL) and server_info (tp_size, dp_size, model_path, kv_cache_dtype, version) when the
//   server answered /get_server_info.
// - GuideLLM's report (`guidellm benchmark --output-path x.json`, GenerativeBenchmarksReport):
//   one run per entry of "benchmarks": config.strategy (synchronous: 1 client, concurrent: `streams`
//   clients, constant / poisson: `rate` requests/s, throughput: as fast as allowed) and
//   metrics.{time_to_first_token_ms, time_per_output_token_ms, inter_token_latency_ms,
//   prompt_token_count, output_token_count, output_tokens_per_second}.successful (mean, median,
//   percentiles.p90/p95/p99).
// - `llama-bench -o json` (or jsonl): one run per test, at batch 1 (concurrency 1). A prompt
//   test ppN (n_prompt N, n_gen 0) is a prompt of N tokens whose first token comes after
//   N / avg_ts seconds: prompt_tokens N, output_tokens 1, TTFT = 1000 N / avg_ts ms. A generation
//   test tgN (n_prompt 0, n_gen N) is N tokens each 1 / avg_ts seconds apart: output_tokens N,
//   prompt_tokens max(n_depth, 1), TPOT = ITL = 1000 / avg_ts ms. A mixed test (-pg) and a prompt
//   test after a filled context (-d) say neither alone: they are skipped, and the file says why.
//   engine llama.cpp, version "b" + build_number, precision from model_type ("Q4_K - Medium":
//   q4_k_m), KV precision from type_k, the GPU from gpu_info, the date from test_time.
//
// What a file does not say (which catalog GPU, how many, the tensor parallelism, the catalog model,
// the precision, the engine) comes from RunHints, or is found in the catalog: a model by its
// Hugging Face repository ("meta-llama/Llama-3.1-8B-Instruct" is the catalog's llama-3.1-8b, whose
// source names meta-llama/Llama-3.1-8B) or GGUF file name, a GPU by its name ("NVIDIA GeForce RTX
// 4090"). Pure C++: no Qt, no SQLite.

#include "core/catalog/BenchmarkRun.h"
#include "core/catalog/Catalog.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplan::measured {

enum class BenchmarkFormat { Vllm, Sglang, GuideLlm, LlamaBench };

std::string_view formatId(BenchmarkFormat f);   // "vllm", "sglang", "guidellm", "llama-bench"
std::string_view formatName(BenchmarkFormat f); // "vllm bench serve", "SGLang bench_serving", ...
// "auto" (or ""): nullopt, to detect it. InputError naming the ids for another.
std::optional<BenchmarkFormat> parseFormat(std::string_view id);
// "auto, vllm, sglang, guidellm, llama-bench" (with `separator`).
std::string formatIds(std::string_view separator = ", ");

// What the user says of runs whose files do not say it: each given field replaces the file's.
struct RunHints {
    std::string gpu_id; // catalog GPU id
    std::optional<std::uint32_t> gpu_count;
    std::optional<std::uint32_t> tensor_parallel;
    std::string model_id; // catalog model id
    std::string precision;
    std::string kv_precision;
    std::string engine; // ServingEngine id
    std::string engine_version;
    std::string date; // YYYY-MM-DD

    bool operator==(const RunHints&) const = default;
};

// One run as its file gives it: `run` holds what the file says (an unknown text "", an unknown count
// 0), the names the file gives for matching in the catalog.
struct FileRun {
    BenchmarkRun run;
    std::string model_name; // "meta-llama/Llama-3.1-8B-Instruct", "Qwen2.5-7B-Instruct-Q4_K_M.gguf"
    std::string gpu_name;   // "NVIDIA GeForce RTX 4080" (llama-bench's gpu_info); "" when unsaid
    std::string label;      // "run 2 of sglang.jsonl", or "vllm.json" for a file of one run
};

struct BenchmarkFile {
    std::string name; // as given
    BenchmarkFormat format = BenchmarkFormat::Vllm;
    std::vector<FileRun> runs;
    std::vector<std::string> skipped; // "test 3 of llama.json (pp512 + tg128): ..." not taken
};

// The format of a file's text. InputError naming `name` when it is none of the four.
BenchmarkFormat detectFormat(std::string_view text, const std::string& name);

// Reads every run of a file (detecting its format when `format` is nullopt). InputError saying what
// and where ("sglang.jsonl line 3: ...", "run 2 of vllm.json: completed must be a number") for a
// malformed file or one without a run.
BenchmarkFile readBenchmarkFile(std::string_view text, const std::string& name,
                                std::optional<BenchmarkFormat> format = std::nullopt);

// A field a run still needs once the hints and the catalog were used.
enum class RunField { Gpu, GpuCount, TensorParallel, Model, Precision, Engine };
// "the GPU", "the number of GPUs", ...: what the message names.
std::string_view fieldName(RunField f);
// "--gpu", "--gpus", "--tp", "--model", "--precision", "--engine": the option of
// `catalog import-runs` that gives it.
std::string_view fieldOption(RunField f);

// The fields `run` lacks after `hints` and the catalog's matches, in RunField's order.
std::vector<RunField> missingFields(const FileRun& run, const Catalog& catalog, const RunHints& hints);

// The runs of a file completed: hints applied, the model and GPU found in the catalog, the date (the
// file's, else the hint's, else `today`) and the source (the file's name) set. InputError for the
// first run that still lacks a field: "run 2 of sglang.jsonl: the GPU is not in the file; give --gpu".
std::vector<BenchmarkRun> completeRuns(const BenchmarkFile& file, const Catalog& catalog,
                                       const RunHints& hints, const std::string& today);

// The catalog model a name from a file stands for: its id, or "" when none or several match.
// "meta-llama/Llama-3.1-8B-Instruct", "Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf", "llama-3.1-8b".
std::string matchModel(const Catalog& catalog, std::string_view name);
// The catalog GPU a name from a file stands for ("NVIDIA GeForce RTX 4090" -> rtx-4090), or "".
std::string matchGpu(const Catalog& catalog, std::string_view name);
// The catalog precision a model name says ("...-FP8" -> fp8, "...-AWQ" -> awq-int4,
// "...-Q4_K_M.gguf" -> q4_k_m), or "".
std::string precisionInName(std::string_view name);

} // namespace gpuplan::measured
