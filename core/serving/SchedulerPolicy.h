#pragma once

// How an engine's scheduler fills a step, as data (core/serving/SchedulerPolicy.cpp cites each).
//
//   vLLM V1 (0.8 on): chunked prefill always on; a step first gives each running request its next
//     token (decodes), then chunks of the partial and waiting prompts, within max_num_batched_tokens
//     tokens and max_num_seqs sequences; KV in blocks of 16; when a running request needs a block
//     and none is free, the newest running request is preempted and later recomputed.
//   vLLM V0 (0.7 and before, max_model_len <= 32K): no chunked prefill; a step is either a prefill
//     of whole waiting prompts (first, when any waits) or a decode of every running sequence.
//   SGLang: a prefill ("extend") batch of waiting prompts in chunks of chunked_prefill_size runs
//     apart from the decode batch, prefills first; a token-level KV pool.
//   TensorRT-LLM (PyTorch backend): in-flight batching of whole prompts (no chunking by default)
//     with the decodes in one step; the capacity scheduler admits a request only when its blocks
//     for the whole request are free (GUARANTEED_NO_EVICT): no preemption.
//   llama.cpp server: n_parallel slots each with its own reserved context; prompts and decodes of
//     the slots share a batch of n_batch tokens.
//   transformers (generate): a static batch: new requests wait until the whole batch is done.
#include "core/serving/ServingEngine.h"

#include <cstdint>
#include <string_view>

namespace gpuplan {

enum class StepPacking {
    DecodesThenChunks, // vLLM V1: mixed steps, chunked prefill
    PrefillFirst,      // vLLM V0, SGLang: a prefill step when a prompt waits, else a decode step
    WholePrompts,      // TensorRT-LLM: mixed steps, prompts whole
    StaticBatch,       // transformers: the batch runs to its end before the next is admitted
};

struct SchedulerPolicy {
    StepPacking packing = StepPacking::DecodesThenChunks;
    std::uint32_t max_num_batched_tokens = 8192; // tokens of one step
    std::uint32_t max_num_seqs = 1024;           // sequences running at once
    std::uint32_t block_size = 16;               // KV tokens per block
    std::uint64_t kv_blocks = 0;                 // the pool (0: unlimited)
    bool reserve_whole_request = false;          // admit only with blocks for prompt + output
    bool operator==(const SchedulerPolicy&) const = default;
};

// An engine's scheduler as its defaults set it, for a KV pool of `kv_tokens` tokens (0:
// unlimited). `engine_version` distinguishes vLLM's V0 ("0.7.3") from V1 (empty: the current).
SchedulerPolicy schedulerPolicy(const EffectiveServing& e, std::uint64_t kv_tokens,
                                std::string_view engine_version = {});

} // namespace gpuplan
