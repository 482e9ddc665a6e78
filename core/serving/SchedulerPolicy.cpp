#include "core/serving/SchedulerPolicy.h"

#include <algorithm>
#include <charconv>

namespace gpuplan {

namespace {

// vLLM before 0.8 ran the V0 engine by default (V1 became the default in 0.8.0, vLLM release
// notes of 2025-03).
bool isVllmV0(std::string_view version) {
    if (version.empty())
        return false;
    int major = 0, minor = 0;
    const char* p = version.data();
    const char* end = p + version.size();
    auto r = std::from_chars(p, end, major);
    if (r.ec != std::errc() || r.ptr == end || *r.ptr != '.')
        return false;
    std::from_chars(r.ptr + 1, end, minor);
    return major == 0 && minor < 8;
}

} // namespace

SchedulerPolicy schedulerPolicy(const EffectiveServing& e, std::uint64_t kv_tokens,
                                std::string_view version) {
    SchedulerPolicy p;
    p.max_num_batched_tokens = std::max<std::uint32_t>(1, e.max_num_batched_tokens);
    p.max_num_seqs = std::max<std::uint32_t>(1, e.max_num_seqs);
    p.block_size = std::max<std::uint32_t>(1, e.defaults.block_size);
    switch (e.engine) {
    case Engine::VLLM:
        if (isVllmV0(version)) {
            // V0's defaults without chunked prefill: max_num_seqs 256 and a step budget of
            // max(max_model_len, 2048) tokens (vllm/config.py SchedulerConfig, 0.7).
            p.packing = StepPacking::PrefillFirst;
            p.max_num_seqs = std::min<std::uint32_t>(p.max_num_seqs, 256);
            p.max_num_batched_tokens =
                static_cast<std::uint32_t>(std::max<std::uint64_t>(e.max_model_len, 2048));
        }
        break;
    case Engine::SGLang:
        p.packing = StepPacking::PrefillFirst;
        break;
    case Engine::TensorRtLlm:
        p.packing = StepPacking::WholePrompts;
        p.reserve_whole_request = true;
        break;
    case Engine::LlamaCpp:
        // The server's slots share a batch of n_batch (2048) tokens; the context of each slot is
        // reserved, so a slot never waits for the cache.
        p.packing = StepPacking::DecodesThenChunks;
        p.max_num_batched_tokens = 2048;
        break;
    case Engine::Transformers:
        p.packing = StepPacking::StaticBatch;
        break;
    }
    if (kv_tokens > 0)
        p.kv_blocks = std::max<std::uint64_t>(1, kv_tokens / p.block_size);
    return p;
}

} // namespace gpuplan
