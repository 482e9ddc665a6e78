#pragma once

// The engine that serves a model to many users, and the knobs a team sets on it.
//
// Paged engines (vLLM, SGLang, TensorRT-LLM) reserve a share of the device memory
// (gpu_memory_utilization) and fill what weights, the activation peak of one scheduler step and
// the memory outside PyTorch leave with a KV pool of fixed-size blocks shared by every sequence
// (core/serving/ServingMemory.h). Non-paged engines (llama.cpp's server, Hugging Face transformers)
// reserve the KV cache of max_model_len tokens for each slot up front. Each engine's defaults,
// and the efficiencies its decode and prefill reach, are calibrated on cited public measurements
// (ServingEngine.cpp names each one).

#include "core/catalog/Catalog.h"
#include "core/model/Precision.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplan {

enum class Engine { VLLM, SGLang, TensorRtLlm, LlamaCpp, Transformers };

std::string_view engineId(Engine e);   // "vllm", "sglang", "trtllm", "llama.cpp", "transformers"
std::string_view engineName(Engine e); // "vLLM", "SGLang", "TensorRT-LLM", "llama.cpp", "Transformers"
// Throws InputError naming `what` ("" : none) and listing the valid ids ("engine: unknown engine 'x' (valid:
// vllm, sglang, trtllm, llama.cpp, transformers)").
Engine parseEngine(std::string_view id, std::string_view what = "engine");
// Every engine, in the registry's order (ServingEngine.cpp, kEngines): the form's list, the
// command line's --engine and the scenario file all read it.
std::span<const Engine> engines();
// Their ids joined: "vllm, sglang, trtllm, llama.cpp, transformers"; engineIds(" | ") for a help.
std::string engineIds(std::string_view separator = ", ");

// What an engine does when the user sets nothing. Sizes are per GPU.
struct EngineDefaults {
    bool paged = true;                           // a shared block pool (false: a KV cache per slot, reserved)
    double gpu_memory_utilization = 0.9;         // paged: the share of the device memory the engine takes
    std::uint32_t max_num_batched_tokens = 8192; // tokens one scheduler step runs (the prefill chunk)
    std::uint32_t max_num_seqs = 1024;           // sequences one step may hold (sampler warm-up size)
    std::uint32_t block_size = 16;               // tokens of one KV block (paged), the rounding unit
    // The profiling run's sampler: fp32 logits of max_num_seqs rows x vocab, and what sampling
    // keeps beside them, in multiples of max_num_seqs x vocab x 4 bytes.
    double sampler_logits_copies = 0;
    // Memory outside PyTorch's allocator that grows during the profiling forward pass, per GPU:
    // one GPU, and at tensor parallel >= 2 (NCCL's buffers, the custom all-reduce's IPC buffers).
    std::uint64_t non_torch_bytes = 0;
    std::uint64_t non_torch_bytes_tp = 0;
    // Efficiencies: the share of the memory bandwidth a decode step reaches, and the MFU of
    // prefill and of the compute side of batched decode.
    double decode_memory_efficiency = 0.75;
    double prefill_mfu = 0.5;
    double decode_mfu = 0.4;
    // The host's time to launch one layer of a forward pass. Eager PyTorch launches every kernel
    // from Python, so a decode step takes at least layers x this however little it reads; 0 where
    // CUDA graphs or a C++ loop launch the step (vLLM, SGLang, TensorRT-LLM, llama.cpp).
    double host_seconds_per_layer = 0;
    // Prefill MFU of FP8 compute against its own, doubled peak, where it was measured apart;
    // nullopt: prefill_mfu.
    std::optional<double> prefill_mfu_fp8;
    // Whether its matmuls accumulate in FP16 (llama.cpp's cuBLAS path): its peak is the GPU's
    // FP16-accumulate figure where the GPU has one (inferencePeak), on which its MFU is calibrated.
    bool fp16_accumulate = false;
    // Whether the two efficiencies above were calibrated on a published measurement of this
    // engine (ServingEngine.cpp cites it) or are the planner's generic assumptions.
    bool decode_calibrated = false;
    bool prefill_calibrated = false;

    // The prefill MFU of steps computed in FP8 (its own where measured apart) or not.
    double prefillMfuFor(bool fp8) const { return fp8 ? prefill_mfu_fp8.value_or(prefill_mfu) : prefill_mfu; }
};

// The defaults of an engine on a GPU (vLLM sizes its scheduler by the device memory).
EngineDefaults engineDefaults(Engine e, const GpuSpec* gpu = nullptr);

// Memory the CUDA driver keeps on the device for itself, outside what CUDA reports as total:
// nvidia-smi's total (GpuSpec::driver_memory_bytes) minus torch.cuda.mem_get_info()'s total,
// the basis vLLM multiplies by gpu_memory_utilization. Measured on an H100 80GB: 81559 MiB
// against 79.19 GiB, 468.4 MiB (ServingEngine.cpp cites both); an assumption on other GPUs.
inline constexpr std::uint64_t kDefaultDriverReservedBytes = 491'194'941; // 81559 MiB - 79.19 GiB

// An engine's speed parameters on one GPU fitted to a team's measured runs (core/measured/
// Calibration.h): held by the scenario (/serving/calibration), applied where the scenario serves
// with that engine on that GPU (effectiveServing), and named in the report.
struct ServingCalibration {
    Engine engine = Engine::VLLM;
    std::string gpu_id;   // the catalog GPU the runs ran on
    std::string model_id; // the model they served
    // The fitted values, within physical bounds (efficiencies in (0, 1], overheads >= 0).
    double decode_memory_efficiency = 0.75;
    double prefill_mfu = 0.5; // for the precision the runs computed in
    double decode_mfu = 0.4;
    double step_overhead_decode_ms = 0; // a fixed cost of each decode-only step
    double step_overhead_mixed_ms = 0;  // of each step that carries a prefill chunk
    std::vector<std::string> runs;      // the runs fitted, each named "source, date"
    // Median |predicted / measured - 1| over the runs, before and after the fit (nullopt: no run
    // measured that figure).
    std::optional<double> ttft_error_before, ttft_error_after;
    std::optional<double> tpot_error_before, tpot_error_after;

    bool appliesTo(Engine e, const std::string& gpu) const { return e == engine && gpu == gpu_id; }
    bool operator==(const ServingCalibration&) const = default;
};

// The serving block of a scenario (/serving): the engine, its knobs, the traffic and the
// targets. Unset optionals take the engine's defaults (EngineDefaults) or the model's figures.
struct ServingSettings {
    Engine engine = Engine::VLLM;
    std::optional<double> gpu_memory_utilization; // (0, 1]
    std::optional<std::uint32_t> max_num_batched_tokens;
    std::optional<std::uint32_t> max_num_seqs;
    std::optional<std::uint64_t> max_model_len; // nullopt: the model's max context

    // Traffic: a request is prompt_tokens in and output_tokens out (means). The long tail is the
    // 95th percentile of a request's length (prompt + output); nullopt: 3 x the mean, the 95th
    // percentile of an exponential distribution (ln 20 = 3.0), held at max_model_len.
    std::uint64_t prompt_tokens = 1000;
    std::uint64_t output_tokens = 250;
    std::optional<std::uint64_t> p95_request_tokens;
    // Either concurrent users (each waits for its answer, then asks again at once) or an arrival
    // rate (Poisson). Neither: one user.
    std::optional<std::uint32_t> users;
    std::optional<double> requests_per_s;

    // Targets: the time to first token at the 95th percentile, and the time per output token
    // (or, the same thing inverted, the tokens per second each user sees).
    std::optional<double> ttft_p95_ms;
    std::optional<double> tpot_ms;
    std::optional<double> tokens_per_s_per_user;

    std::uint32_t tp = 1; // tensor-parallel degree of one replica; gpu_count / tp replicas
    std::string api_id;   // catalog ApiPrice id to compare with; "": every API price of the model

    // Prefix caching: the first shared_prefix_tokens of every prompt (a system prompt) are cached
    // once and reused: no prefill, one copy in the KV pool.
    bool prefix_cache = true;
    std::uint64_t shared_prefix_tokens = 0;

    // The memory basis: the device memory an engine multiplies by gpu_memory_utilization;
    // nullopt: the catalog's driver_memory_bytes (else vram_bytes) minus driver_reserved_bytes.
    std::optional<std::uint64_t> device_memory_bytes;
    std::uint64_t driver_reserved_bytes = kDefaultDriverReservedBytes;

    // Efficiencies overriding the engine's.
    std::optional<double> decode_memory_efficiency;
    std::optional<double> prefill_mfu;
    // Fitted to measured runs; applies only to its engine on its GPU, and there wins over the two
    // efficiencies above (effectiveServing).
    std::optional<ServingCalibration> calibration;

    // Throws InputError naming the field ("/serving/gpu_memory_utilization must be between ...").
    void validate() const;

    bool operator==(const ServingSettings&) const = default;
};

// The settings with every engine default filled in, for one GPU.
struct EffectiveServing {
    Engine engine = Engine::VLLM;
    EngineDefaults defaults;
    double gpu_memory_utilization = 0.9;
    std::uint32_t max_num_batched_tokens = 8192;
    std::uint32_t max_num_seqs = 1024;
    std::uint64_t max_model_len = 0;
    double decode_memory_efficiency = 0.75;
    double prefill_mfu = 0.5;
    double prefill_mfu_fp8 = 0.5; // FP8 compute (= prefill_mfu unless the engine measured it apart)
    double decode_mfu = 0.4;
    double host_seconds_per_layer = 0; // EngineDefaults::host_seconds_per_layer
    // A fixed cost of each decode-only step and of each mixed step: 0 but from a calibration.
    double step_overhead_decode_s = 0;
    double step_overhead_mixed_s = 0;
    // Whether a calibration to measured runs (ServingSettings::calibration) set the figures.
    bool run_calibrated = false;
    // Whether the two efficiencies are the engine's calibrated defaults (false: the scenario set
    // them, or the engine's default is a generic assumption).
    bool decode_calibrated = false;
    bool prefill_calibrated = false;

    // The prefill MFU for steps computed in `compute` (FP8 has its own).
    double prefillMfu(Precision compute) const {
        return compute == Precision::FP8 ? prefill_mfu_fp8 : prefill_mfu;
    }
};
EffectiveServing effectiveServing(const ServingSettings& s, const GpuSpec& gpu,
                                  std::uint64_t model_max_context);

} // namespace gpuplan
