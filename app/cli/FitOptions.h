#pragma once

// What `fit` shares between its files: its options, the workload they describe, and the answers
// on several GPUs and for every catalog model (FitLayouts.cpp).
#include "cli/Command.h"

#include "core/catalog/Catalog.h"
#include "core/memory/MemoryModel.h"
#include "core/model/ModelSpec.h"
#include "core/model/Workload.h"
#include "core/plan/ModelsOnGpu.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>

namespace gpuplan::cli::fit {

struct FitOptions {
    std::string model; // a config.json, a folder holding one, or a catalog model id
    std::string gpu;   // a catalog GPU id: the capacity comes from the catalog
    std::int64_t gpus = 1;
    std::string strategy;                // "" = single GPU, or auto with --gpus > 1
    std::int64_t tp = 1;                 // hybrid / tensor parallel degree
    std::int64_t pp = 1;                 // hybrid / pipeline stages
    std::string offload = "none";        // optimizer states
    std::string offload_params = "none"; // parameters (ZeRO-3)
    std::int64_t gpus_per_node = 8;
    std::string task = "inference";
    std::string precision; // default depends on the task
    std::int64_t batch = 1;
    std::int64_t seq = 2048;
    std::int64_t grad_accum = 1;
    std::string kv_precision = "fp16";
    std::string optimizer = "adamw";
    std::string regime = "mixed";
    std::string checkpointing = "none";
    std::string loss = "fp32-logits";
    bool flash_attention = false;
    std::int64_t lora_rank = 16;
    std::string lora_targets = "q_proj,v_proj";
    std::string adapter_precision = "fp32";
    std::int64_t group_size = 128;
    std::string vram;
    std::int64_t vram_bytes = 0;
    std::string cuda_context = "0.5GB";
    double fragmentation_percent = 5.0;
    bool json = false;
    bool all_models = false;      // every catalog model on --gpu
    std::int64_t gpu_layers = -1; // llama.cpp --n-gpu-layers (-1: as many as fit)
    double host_bandwidth_gbs = kDefaultHostBandwidthBytesPerS / 1e9;
};

// The workload of the options, validated.
Workload buildWorkload(const FitOptions& o);

// The keys every `fit --json` object has (the breakdown is per GPU with a layout).
nlohmann::json fitJson(const ModelSpec& model, const Workload& w, const MemoryBreakdown& mem,
                       const RuleOfThumb& rot);

// The text answer on one GPU or a capacity.
void printHuman(std::ostream& out, const ModelSpec& m, const Workload& w, const MemoryBreakdown& mem,
                const RuleOfThumb& rot, const std::optional<std::uint64_t>& capacity, const FitAnswer* fit);

// Several GPUs: the planner's layout on the catalog GPU (per-GPU breakdown of the busiest GPU).
int runMultiGpu(CommandContext& ctx, const FitOptions& o, const ModelSpec& model, const Workload& w,
                const RuntimeOverhead& rt, const GpuSpec& gpu, const nlohmann::json& warnings);

// --all-models: every catalog model on the GPU (or --gpus of them) for the task.
int runAllModels(CommandContext& ctx, const FitOptions& o);

} // namespace gpuplan::cli::fit
