#pragma once

#include "core/base/Message.h"
#include "core/catalog/Catalog.h"
#include "core/model/ModelSpec.h"
#include "core/scenario/Scenario.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gpuplan {

// When the workload does not fit its GPU: the changes that would make it fit (a
// quantization, QLoRA, checkpointing, a ZeRO stage, offload, more GPUs...), each with
// the memory per GPU it reaches and what it costs in time, quality or money.

// One change and what it reaches.
struct FitSuggestion {
    std::string id; // "int8", "qlora", "checkpointing-full", "zero3", "gpus-4"...
    Message change; // what to do, in words
    std::uint64_t per_gpu_bytes = 0;
    bool fits = false;
    std::uint32_t gpus = 1;
    Message time_cost;                   // "+33 % compute (8N instead of 6N FLOPs per token)"
    std::optional<Message> quality_cost; // none when the change costs no quality
    std::optional<double> extra_cost;    // scenario currency, for more GPUs (purchase)
};

// Changes tried one at a time on the scenario's workload and layout, each with the
// per-GPU memory it reaches on `gpu`: those that fit first, then by memory.
std::vector<FitSuggestion> suggestFits(const Catalog& c, const ModelSpec& m, const Scenario& s,
                                       const GpuSpec& gpu);

} // namespace gpuplan
