#pragma once

// "What fits on my GPU": every catalog model on one GPU (or N of them) for a task, with the
// best precision that fits, its longest context, largest batch and decode speed; and, for
// llama.cpp-style partial offload, how many layers fit on the GPU when the rest stays in
// system RAM, and what that costs in decode speed.

#include "core/catalog/Catalog.h"
#include "core/memory/MemoryModel.h"
#include "core/model/Workload.h"
#include "core/speed/Throughput.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gpuplan {

// Host memory bandwidth for layers left in system RAM: dual-channel DDR5-5600 = 2 channels x
// 64 bits x 5600 MT/s = 89.6 GB/s (JEDEC JESD79-5 data rate x bus width). Editable.
inline constexpr double kDefaultHostBandwidthBytesPerS = 89.6e9;

struct ModelsOnGpuOptions {
    Workload workload; // task, batch, sequence length, KV precision... (its precision is not used)
    std::uint32_t gpus = 1;
    RuntimeOverhead runtime;
    Efficiencies efficiencies;
    // Precisions to try, highest quality first; empty: defaultPrecisionPreference(task).
    std::vector<Precision> preference;
    // Inference only: llama.cpp's --n-gpu-layers. nullopt: all when the model fits whole,
    // else as many as fit (in offloadPrecision).
    std::optional<std::uint32_t> gpu_layers;
    Precision offload_precision = Precision::Q4_K_M; // the GGUF most people download
    double host_bandwidth_bytes_per_s = kDefaultHostBandwidthBytesPerS;
};

// bf16, fp8, q8_0, q6_k, q5_k_m, q4_k_m, q3_k_m, q2_k for inference; int8, nf4, nf4-dq for
// QLoRA; bf16 for LoRA and full training.
std::vector<Precision> defaultPrecisionPreference(Task task);

// Layers split between the GPU and system RAM (llama.cpp --n-gpu-layers).
struct PartialOffload {
    Precision precision = Precision::Q4_K_M;
    std::uint32_t gpu_layers = 0; // repeating layers on the GPU
    std::uint32_t layers = 0;     // all of them
    std::uint64_t gpu_bytes = 0;  // device memory with gpu_layers on the GPU (context included)
    std::uint64_t host_bytes = 0; // weights and KV cache of the layers in RAM, and the token embeddings
    bool fits = false;            // gpu_bytes within the GPU
    double decode_tokens_per_s = 0;
};

struct ModelOnGpu {
    std::string model; // catalog id
    std::string name;
    std::uint64_t params = 0;
    std::optional<Precision> precision; // the best of the preference that fits whole; none: none fits
    MemoryBreakdown memory;             // at that precision (or the last tried), per GPU
    std::uint32_t max_batch = 0;        // at the workload's sequence length
    std::uint64_t max_seq = 0;          // at the workload's batch
    bool max_seq_limited_by_model = false;
    std::optional<double> decode_tokens_per_s; // inference, whole batch
    std::optional<PartialOffload> offload;     // inference: when it does not fit whole, or gpu_layers is set
    std::optional<Message> error;              // a catalog model the planner cannot size
};

// Fitting models first, the largest first; then the others, the smallest first.
std::vector<ModelOnGpu> modelsOnGpu(const Catalog& catalog, const GpuSpec& gpu, const ModelsOnGpuOptions& o);

// The partial offload of one model at a precision (inference): layers on the GPU (`gpu_layers`
// or as many as fit), memory on each side, decode speed with the layers in RAM read at the host
// bandwidth.
PartialOffload partialOffload(const ModelSpec& m, const GpuSpec& gpu, const ModelsOnGpuOptions& o,
                              Precision precision);

} // namespace gpuplan
