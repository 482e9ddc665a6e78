#include "core/serving/ServingEngine.h"

#include "core/base/Error.h"
#include "core/base/Limits.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>

namespace gpuplan {

namespace {

constexpr double kGiB = 1073741824.0;

struct EngineRow {
    Engine engine;
    std::string_view id;
    std::string_view name;
};
constexpr std::array<EngineRow, 5> kEngines{{
    {Engine::VLLM, "vllm", "vLLM"},
    {Engine::SGLang, "sglang", "SGLang"},
    {Engine::TensorRtLlm, "trtllm", "TensorRT-LLM"},
    {Engine::LlamaCpp, "llama.cpp", "llama.cpp"},
    {Engine::Transformers, "transformers", "Transformers"},
}};

// The device memory as CUDA counts it, in MB of 10^6 / GiB (what vLLM and SGLang compare).
double deviceGiB(const GpuSpec* gpu) {
    if (!gpu)
        return 80.0;
    const double bytes = gpu->driver_memory_bytes ? static_cast<double>(*gpu->driver_memory_bytes)
                                                  : static_cast<double>(gpu->usableMemoryBytes());
    return bytes / kGiB;
}

bool isA100(const GpuSpec* gpu) {
    return gpu && gpu->id.find("a100") != std::string::npos;
}

// The dual-die datacenter Blackwells (B200, B300, GB200): not the single-die GeForce and RTX PRO
// cards (GB202, GB203) nor GB10.
bool isDualDieBlackwell(const GpuSpec* gpu) {
    return gpu && gpu->architecture.rfind("Blackwell", 0) == 0 &&
           gpu->architecture.find("dual-die") != std::string::npos;
}

} // namespace

std::string_view engineId(Engine e) {
    for (const auto& r : kEngines)
        if (r.engine == e)
            return r.id;
    return "?";
}

std::string_view engineName(Engine e) {
    for (const auto& r : kEngines)
        if (r.engine == e)
            return r.name;
    return "?";
}

std::span<const Engine> engines() {
    static constexpr auto kAll = [] {
        std::array<Engine, kEngines.size()> all{};
        for (std::size_t i = 0; i < kEngines.size(); ++i)
            all[i] = kEngines[i].engine;
        return all;
    }();
    return kAll;
}

std::string engineIds(std::string_view separator) {
    std::string ids;
    for (const auto& r : kEngines) {
        if (!ids.empty())
            ids += separator;
        ids += r.id;
    }
    return ids;
}

Engine parseEngine(std::string_view id, std::string_view what) {
    for (const auto& r : kEngines)
        if (r.id == id)
            return r.engine;
    if (id == "llamacpp" || id == "llama-cpp")
        return Engine::LlamaCpp;
    if (id == "tensorrt-llm")
        return Engine::TensorRtLlm;
    const std::string sentence = fmt::format("unknown engine '{}' (valid: {})", id, engineIds());
    throw InputError(what.empty() ? sentence : fmt::format("{}: {}", what, sentence));
}

namespace {

// vLLM.
EngineDefaults vllmDefaults(const GpuSpec* gpu) {
    EngineDefaults d;
    // gpu_memory_utilization 0.9: vLLM's EngineArgs default (docs.vllm.ai, "Engine arguments").
    d.gpu_memory_utilization = 0.9;
    // The OpenAI server's scheduler: 8192 tokens and 1024 sequences a step on GPUs of 70 GiB or
    // more that are not A100s, else 2048 and 256 (vllm/engine/arg_utils.py,
    // EngineArgs._set_default_args, vLLM 0.10 to 0.19; the A100 exception after PR #17885). The
    // llm-d-planner v0.19.0 log of Llama-3.1-8B on an H100 prints "Defaulting
    // max_num_batched_tokens to 8192 ... max_num_seqs to 1024".
    const bool large = deviceGiB(gpu) >= 70.0 && !isA100(gpu);
    d.max_num_batched_tokens = large ? 8192 : 2048;
    d.max_num_seqs = large ? 1024 : 256;
    d.block_size = 16;
    // Sampler warm-up of the memory profiler: 3.81 x max_num_seqs x vocab x 4 B, calibrated on
    // Qwen2.5-7B-Instruct (vocab 152064): 2.21 GiB of activation peak at TP 1, 2 and 4 alike
    // (the logits are gathered on every rank), vLLM 0.19.0 on an H100, max_num_seqs 1024:
    // 2.21 GiB / (1024 x 152064 x 4 B = 0.5801 GiB) = 3.81. llm-d-planner, "Capacity Planner
    // Accuracy Report - vLLM v0.19.0 / H100-80GB",
    // https://github.com/llm-d-incubation/llm-d-planner/blob/6417620b546c621155b3f2814b994f7abd6d18e8/accuracy/results/v0.19.0/accuracy_report.md
    // (2026-04-22). Llama-3.1-8B's 1.89 GiB is predicted from it (tests/core/TestServingMemory).
    d.sampler_logits_copies = 2.21 * kGiB / (1024.0 * 152064.0 * 4.0);
    // Non-torch memory that grows during profiling, same report: 0.25 GiB on one H100
    // (Llama-3.1-8B), 2.07 GiB per GPU at TP 2 (NCCL and custom all-reduce buffers).
    d.non_torch_bytes = static_cast<std::uint64_t>(0.25 * kGiB);
    d.non_torch_bytes_tp = static_cast<std::uint64_t>(2.07 * kGiB);
    // Decode, calibrated on one request at a time: Llama-3.1-8B-Instruct BF16 on an A100 40GB,
    // vLLM 0.23.0, 1,024 tokens in and 128 out: "about 75 tokens/sec" (J. Musgrave, "vLLM
    // throughput-latency sweep on NVIDIA A100",
    // https://johnmusgrave.com/p/vllm-throughput-latency-sweep-on). Each step reads the weights without
    // the embedding table (15,009,849,344 B) and the KV of 1,088 tokens (142,606,336 B): 75 x 15.152 GB =
    // 1,136 GB/s of 1,555 GB/s = 0.73. Checked on an H100 SXM, vLLM 0.21.0: TPOT p50 6.48 ms at
    // concurrency 1 (InferenceBench, "Recipe: concurrency sweep",
    // https://yobitelcomm.github.io/bench/recipes/concurrency-sweep/, 2026-05-16) against 6.20 ms here
    // (tests/core/TestServingSpeed.cpp).
    // Prefill, calibrated on one request at a time with a long prompt: Llama-3.1-8B-Instruct BF16 on an
    // A100-SXM4-80GB, vLLM 0.20.1 (V1 engine, chunked prefill at 2,048 tokens), AccelMark suite D
    // (prompts of 28,650 tokens at the median), TTFT p50 3,178.55 ms (FreedomIntelligence/AccelMark,
    // results/verified/nvidia_a100_sxm4_80gbx1_suite_D_nvidia_vllm020_0f6c56e4_43e96189/interactive/
    // result.json @ 5797fc4, run of 2026-05-18). Each prompt token costs 2 x 8.03e9 FLOPs plus
    // 4 x 4,096 x 32 x 14,325 of attention = 2.357e10: 6.753e14 FLOPs in 3.179 s = 212 TFLOPS of 312 =
    // 0.68. Checked on an H100 SXM with vLLM 0.7.3 (same suite, TTFT p50 1,076.72 ms, run of
    // 2026-04-18): the model gives 1,004 ms (-6.8 %).
    // On the dual-die Blackwells the same prompts reach a smaller share of the doubled peak:
    // vLLM 0.20.1 on a B200, same model and suite D, TTFT p50 599.84 ms (AccelMark, branch B200 @
    // a2ec8f6, results/community/nvidia_b200x1_suite_D_nvidia_vllm020_0f6c56e4_c35cf907/result.json,
    // run of 2026-05-22): 6.753e14 FLOPs in 0.5998 s = 1,126 TFLOPS of 2,250 = 0.50. With 0.68 the model
    // would give 441 ms, 26 % too fast. Checked on an H200 with vLLM 0.7.3 (TTFT p50 1,165.86 ms, run of
    // 2026-04-15): the model gives 1,004 ms (-13.9 %).
    d.decode_memory_efficiency = 0.73;
    d.prefill_mfu = isDualDieBlackwell(gpu) ? 0.50 : 0.68;
    d.decode_calibrated = true;
    d.prefill_calibrated = true;
    return d;
}

// SGLang.
EngineDefaults sglangDefaults(const GpuSpec* gpu) {
    EngineDefaults d;
    // mem_fraction_static: 0.88 at TP 1, 0.87 at 2, 0.85 at 4, 0.81 at 8 (sglang/srt/server_args.py,
    // ServerArgs.__post_init__, SGLang 0.4); it covers the weights and the KV pool, activations
    // and CUDA graphs live in the rest (effectiveServing reads it per TP). chunked_prefill_size
    // 2048 below 25,000 MB of device memory, else 8192 (same place).
    d.gpu_memory_utilization = 0.88;
    d.max_num_batched_tokens = deviceGiB(gpu) * kGiB / 1e6 < 25'000 ? 2048 : 8192;
    d.max_num_seqs = 1024;
    d.block_size = 1; // SGLang's token-level pool (page size 1)
    // Calibrated on SGLang 0.5.6 with its defaults (CUDA graphs, FlashInfer), one request at a
    // time on an A100-SXM4-40GB, BF16: AccelMark's community runs (FreedomIntelligence/AccelMark
    // @ 5797fc4, results/community/nvidia_a100_sxm4_40gbx1_suite_{A,D}_nvidia_sglang_c43a8309_*/
    // result.json, runs of 2026-05-06 and 2026-05-07; issues #37 and #41). Decode: Meta-Llama-3-8B-
    // Instruct, ShareGPT prompts (280 tokens at the median, about 310 out), TPOT p50 12.93 ms. A step
    // reads 15,009,849,344 B of weights without the embedding and the KV of 435 tokens (57 MB):
    // 15.067 GB x 77.34 tokens/s = 1,165 GB/s of 1,555 = 0.75. Prefill: Llama-3.1-8B-Instruct, prompts
    // of 28,650 tokens at the median (suite D), TTFT p50 2,987.93 ms: 6.753e14 FLOPs (2.357e10 a token,
    // as for vLLM) in 2.988 s = 226 TFLOPS of 312 = 0.72. The long-context decode of the same run
    // (TPOT p50 15.65 ms) is a check: the model gives 16.1 ms (+2.9 %). An older release on an H100
    // (SGLang main of 2024-08-13, torch.compile and the Triton backend instead of FlashInfer,
    // sgl-project/sglang PR #1060) reached 0.48 (tests/core/TestServingSpeed.cpp).
    d.decode_memory_efficiency = 0.75;
    d.prefill_mfu = 0.72;
    d.decode_calibrated = true;
    d.prefill_calibrated = true;
    return d;
}

// TensorRT-LLM.
EngineDefaults tensorRtLlmDefaults(const GpuSpec* /*gpu*/) {
    EngineDefaults d;
    // KvCacheConfig.free_gpu_memory_fraction 0.9 of the memory free after the weights and the
    // activation buffers; max_num_tokens 8192 (TensorRT-LLM docs, "Tuning Max Batch Size and Max
    // Num Tokens", https://nvidia.github.io/TensorRT-LLM/performance/performance-tuning-guide/).
    d.gpu_memory_utilization = 0.9;
    d.max_num_batched_tokens = 8192;
    d.max_num_seqs = 2048;
    d.block_size = 32; // tokens_per_block default
    // Calibrated on NVIDIA's published tables ("Performance of TensorRT-LLM", the performance
    // page of the TensorRT-LLM v0.6.1 docs, December 2023,
    // https://github.com/NVIDIA/TensorRT-LLM/blob/138f96d45f90b9667426f7c47297d8c06bafac73/docs/source/performance.md).
    // Decode: LLaMA 7B FP16 on an A100 SXM4 80GB, batch 60, 128 in and 2,048 out: 1,928 output
    // tokens/s. A step reads the weights without the embedding (13,214,687,232 B) and 60
    // sequences' KV at the mean context of 1,152 tokens (524,288 B a token): 49.45 GB in
    // 60 / 1,928 s = 1,589 GB/s of 2,039 = 0.78. Prefill: batch 1, 2,048 tokens in, first token
    // in 133 ms on the same A100: 2,048 x (2 x 6.74e9 + 4 x 4,096 x 32 x 1,024) = 2.870e13
    // FLOPs in 133 ms = 216 TFLOPS of 312 = 0.69. FP8 on an H100 SXM (TensorRT-LLM v0.5, same
    // table): first token in 36 ms = 797 TFLOPS of 1,979 = 0.40, measured apart because FP8
    // kernels reach a smaller share of their doubled peak. The H100 FP8 decode row (batch 112,
    // 128/2048: 6,818 tokens/s) is a check (tests/core/TestServingSpeed.cpp).
    d.decode_memory_efficiency = 0.78;
    d.prefill_mfu = 0.69;
    d.prefill_mfu_fp8 = 0.40;
    d.decode_calibrated = true;
    d.prefill_calibrated = true;
    return d;
}

// llama.cpp's server.
EngineDefaults llamaCppDefaults(const GpuSpec* /*gpu*/) {
    EngineDefaults d;
    // llama-server: one slot (-np 1), the context reserved whole, batches of -b 2048 logical /
    // -ub 512 physical tokens (tools/server README, common/arg.cpp defaults).
    d.paged = false;
    d.gpu_memory_utilization = 1.0;
    d.max_num_batched_tokens = 512;
    d.max_num_seqs = 1;
    d.block_size = 1;
    // Calibrated on llama-bench, RTX 4090, llama 7B F16 (12.55 GiB, 6.74 B): tg 128 = 61.03 t/s,
    // pp 512 = 11048 t/s (ggml-org/llama.cpp PR #4766 "llama : ggml-backend integration",
    // https://github.com/ggml-org/llama.cpp/pull/4766, comment of 2024-01-10). Decode reads the
    // weights less the token embedding (13.475 GB - 0.262 GB = 13.21 GB) per token:
    // 61.03 x 13.21 GB = 806 GB/s of 1008 GB/s = 0.80. Prefill: 11048 t/s x 2 x 6.74e9 =
    // 148.9 TFLOPS of the 330.3 TFLOPS FP16-accumulate headline its cuBLAS path uses
    // (GpuSpec::fp16_tensor_flops, the peak ServingSpeed takes for llama.cpp): 0.45.
    d.decode_memory_efficiency = 0.80;
    d.prefill_mfu = 0.45;
    d.fp16_accumulate = true;
    d.decode_calibrated = true;
    d.prefill_calibrated = true;
    return d;
}

// Hugging Face transformers.
EngineDefaults transformersDefaults(const GpuSpec* /*gpu*/) {
    EngineDefaults d;
    // Hugging Face transformers' generate() with a static cache: no paging, one batch of slots
    // reserved at max_model_len.
    d.paged = false;
    d.gpu_memory_utilization = 1.0;
    d.max_num_batched_tokens = 2048;
    d.max_num_seqs = 1;
    d.block_size = 1;
    // Decode, calibrated on the transformers nightly benchmark (optimum-benchmark, PyTorch eager,
    // cache_implementation=static, no torch.compile): google/gemma-2b FP16 on the CI's A10 (600
    // GB/s), batch 1, 7 tokens in, 128 out: 47.48 tokens/s, 21.06 ms a token
    // (hf-internal-testing/benchmark_results, 2024-09-04/summary.json, transformers commit
    // ecd61c6). Gemma ties its embedding, so a step reads all 2,506,172,416 parameters (5.012
    // GB); the same run with torch.compile reaches 81.12 tokens/s, 5.012 GB in 12.33 ms: 0.68 of
    // 600 GB/s, what the kernels themselves reach. Eager, the step is the host's: Python launches
    // each of Gemma's 18 layers in 21.06 / 18 = 1.17 ms, whatever it reads. Checked on Llama-3.1-8B
    // on an A100 80G (Hugging Face's recipe, "~ 5.0 seconds" for 121 tokens: 41 ms a token, 32 x
    // 1.17 = 37.4 ms, -9 %). Prefill: the benchmark's 7-token prompt says nothing of it; the
    // generic 0.5 stays.
    d.decode_memory_efficiency = 0.68;
    d.host_seconds_per_layer = 21.06e-3 / 18;
    d.decode_calibrated = true;
    return d;
}

} // namespace

EngineDefaults engineDefaults(Engine e, const GpuSpec* gpu) {
    switch (e) {
    case Engine::VLLM:
        return vllmDefaults(gpu);
    case Engine::SGLang:
        return sglangDefaults(gpu);
    case Engine::TensorRtLlm:
        return tensorRtLlmDefaults(gpu);
    case Engine::LlamaCpp:
        return llamaCppDefaults(gpu);
    case Engine::Transformers:
        return transformersDefaults(gpu);
    }
    return EngineDefaults{};
}

void ServingSettings::validate() const {
    auto fail = [](std::string_view field, Message m) {
        throw InputError(fmt::format("scenario: /serving/{}", field), std::move(m), " ");
    };
    if (gpu_memory_utilization && !(*gpu_memory_utilization > 0.0 && *gpu_memory_utilization <= 1.0))
        fail("gpu_memory_utilization", Message(MessageId::MustBeBetween, {0.01, 1, *gpu_memory_utilization}));
    if (max_num_batched_tokens && (*max_num_batched_tokens < 1 || *max_num_batched_tokens > 1'048'576))
        fail("max_num_batched_tokens",
             Message(MessageId::MustBeBetween, {1, 1048576, *max_num_batched_tokens}));
    if (max_num_seqs && (*max_num_seqs < 1 || *max_num_seqs > 65'536))
        fail("max_num_seqs", Message(MessageId::MustBeBetween, {1, 65536, *max_num_seqs}));
    if (max_model_len && (*max_model_len < 1 || !limits::kSeq.contains(*max_model_len)))
        fail("max_model_len", Message(MessageId::MustBeBetween, {1, limits::kSeq.max, *max_model_len}));
    if (prompt_tokens < 1 || !limits::kSeq.contains(prompt_tokens))
        fail("prompt_tokens", Message(MessageId::MustBeBetween, {1, limits::kSeq.max, prompt_tokens}));
    if (output_tokens < 1 || !limits::kSeq.contains(output_tokens))
        fail("output_tokens", Message(MessageId::MustBeBetween, {1, limits::kSeq.max, output_tokens}));
    if (p95_request_tokens &&
        (*p95_request_tokens < prompt_tokens + output_tokens || !limits::kSeq.contains(*p95_request_tokens)))
        fail("p95_request_tokens",
             Message(MessageId::MustBeBetween,
                     {prompt_tokens + output_tokens, limits::kSeq.max, *p95_request_tokens}));
    if (users && (*users < 1 || *users > 10'000'000))
        fail("users", Message(MessageId::MustBeBetween, {1, 10000000, *users}));
    if (requests_per_s && !(*requests_per_s > 0.0 && *requests_per_s <= 1e6))
        fail("requests_per_s", Message(MessageId::MustBeBetween, {0.000001, 1000000, *requests_per_s}));
    if (users && requests_per_s)
        fail("users", Message(MessageId::ServingUsersOrRate));
    if (ttft_p95_ms && !(*ttft_p95_ms > 0.0 && *ttft_p95_ms <= 3.6e6))
        fail("ttft_p95_ms", Message(MessageId::MustBeBetween, {0.001, 3600000, *ttft_p95_ms}));
    if (tpot_ms && !(*tpot_ms > 0.0 && *tpot_ms <= 3.6e6))
        fail("tpot_ms", Message(MessageId::MustBeBetween, {0.001, 3600000, *tpot_ms}));
    if (tokens_per_s_per_user && !(*tokens_per_s_per_user > 0.0 && *tokens_per_s_per_user <= 1e6))
        fail("tokens_per_s_per_user",
             Message(MessageId::MustBeBetween, {0.000001, 1000000, *tokens_per_s_per_user}));
    if (tp < 1 || tp > limits::kParallelDegree.max)
        fail("tp", Message(MessageId::MustBeBetween, {1, limits::kParallelDegree.max, tp}));
    // A request the engine would refuse (vLLM: "longer than the maximum model length").
    if (max_model_len && prompt_tokens + output_tokens > *max_model_len)
        fail("prompt_tokens",
             Message(MessageId::ServingRequestBeyondMaxModelLen,
                     {prompt_tokens + output_tokens, prompt_tokens, output_tokens, *max_model_len}));
    if (max_model_len && p95_request_tokens && *p95_request_tokens > *max_model_len)
        fail("p95_request_tokens",
             Message(MessageId::ServingP95BeyondMaxModelLen, {*p95_request_tokens, *max_model_len}));
    if (shared_prefix_tokens >= prompt_tokens && shared_prefix_tokens > 0)
        fail("shared_prefix_tokens",
             Message(MessageId::MustBeBetween, {0, prompt_tokens - 1, shared_prefix_tokens}));
    if (device_memory_bytes && (*device_memory_bytes < 1 || *device_memory_bytes > limits::kMaxBytes))
        fail("device_memory_bytes",
             Message(MessageId::MustBeBetween, {1, limits::kMaxBytes, *device_memory_bytes}));
    if (driver_reserved_bytes > 64ull << 30)
        fail("driver_reserved_bytes",
             Message(MessageId::MustBeBetween, {0, 64ull << 30, driver_reserved_bytes}));
    if (decode_memory_efficiency && !(*decode_memory_efficiency > 0.0 && *decode_memory_efficiency <= 1.0))
        fail("decode_memory_efficiency",
             Message(MessageId::MustBeBetween, {0.01, 1, *decode_memory_efficiency}));
    if (prefill_mfu && !(*prefill_mfu > 0.0 && *prefill_mfu <= 1.0))
        fail("prefill_mfu", Message(MessageId::MustBeBetween, {0.01, 1, *prefill_mfu}));
    if (calibration) {
        const ServingCalibration& c = *calibration;
        for (const auto& [field, v] :
             {std::pair{"calibration/decode_memory_efficiency", c.decode_memory_efficiency},
              std::pair{"calibration/prefill_mfu", c.prefill_mfu},
              std::pair{"calibration/decode_mfu", c.decode_mfu}})
            if (!(v > 0.0 && v <= 1.0))
                fail(field, Message(MessageId::MustBeBetween, {0.01, 1, v}));
        for (const auto& [field, v] :
             {std::pair{"calibration/step_overhead_decode_ms", c.step_overhead_decode_ms},
              std::pair{"calibration/step_overhead_mixed_ms", c.step_overhead_mixed_ms}})
            if (!(v >= 0.0 && v <= 1000.0))
                fail(field, Message(MessageId::MustBeBetween, {0, 1000, v}));
    }
}

EffectiveServing effectiveServing(const ServingSettings& s, const GpuSpec& gpu,
                                  std::uint64_t model_max_context) {
    EffectiveServing e;
    e.engine = s.engine;
    e.defaults = engineDefaults(s.engine, &gpu);
    double util = e.defaults.gpu_memory_utilization;
    if (s.engine == Engine::SGLang) // mem_fraction_static falls with the TP degree
        util = s.tp >= 16 ? 0.79 : s.tp >= 8 ? 0.81 : s.tp >= 4 ? 0.85 : s.tp >= 2 ? 0.87 : 0.88;
    e.gpu_memory_utilization = s.gpu_memory_utilization.value_or(util);
    e.max_num_batched_tokens = s.max_num_batched_tokens.value_or(e.defaults.max_num_batched_tokens);
    e.max_num_seqs = s.max_num_seqs.value_or(e.defaults.max_num_seqs);
    const std::uint64_t model_len = model_max_context > 0 ? model_max_context : 4096;
    e.max_model_len = s.max_model_len.value_or(model_len);
    e.decode_memory_efficiency = s.decode_memory_efficiency.value_or(e.defaults.decode_memory_efficiency);
    e.prefill_mfu = s.prefill_mfu.value_or(e.defaults.prefill_mfu);
    e.prefill_mfu_fp8 = s.prefill_mfu.value_or(e.defaults.prefillMfuFor(true));
    e.decode_calibrated = !s.decode_memory_efficiency && e.defaults.decode_calibrated;
    e.prefill_calibrated = !s.prefill_mfu && e.defaults.prefill_calibrated;
    e.decode_mfu = e.defaults.decode_mfu;
    e.host_seconds_per_layer = e.defaults.host_seconds_per_layer;
    if (s.calibration && s.calibration->appliesTo(s.engine, gpu.id)) {
        const ServingCalibration& c = *s.calibration;
        e.decode_memory_efficiency = c.decode_memory_efficiency;
        e.prefill_mfu = c.prefill_mfu;
        e.prefill_mfu_fp8 = c.prefill_mfu;
        e.decode_mfu = c.decode_mfu;
        e.step_overhead_decode_s = c.step_overhead_decode_ms / 1e3;
        e.step_overhead_mixed_s = c.step_overhead_mixed_ms / 1e3;
        e.decode_calibrated = e.prefill_calibrated = e.run_calibrated = true;
    }
    return e;
}

} // namespace gpuplan
