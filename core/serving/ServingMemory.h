#pragma once

// The memory of a served model on one GPU of a replica, as a serving engine lays it out.
//
// Paged engines (vLLM's memory profiler, docs.vllm.ai "Conserving memory" / gpu_worker.py):
//   budget    = gpu_memory_utilization x the device memory CUDA reports (torch.cuda.mem_get_info's
//               total: the driver's figure less what the driver keeps, ServingEngine.h)
//   KV pool   = budget - weights (this GPU's shard) - the activation peak of one profiling step
//               (max_num_batched_tokens tokens forward, max_num_seqs rows sampled)
//             - the memory outside PyTorch that grows during that step (NCCL buffers at TP >= 2)
//   the pool is cut into blocks of block_size tokens; each token's keys and values are split over
//   the tensor-parallel GPUs (KV heads, or for MLA replicated: each GPU keeps the whole latent).
// Non-paged engines (llama.cpp's server, transformers) reserve max_model_len tokens per slot.

#include "core/base/Message.h"
#include "core/catalog/Catalog.h"
#include "core/model/ModelSpec.h"
#include "core/model/Precision.h"
#include "core/serving/ServingEngine.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace gpuplan {

struct ServingMemory {
    Engine engine = Engine::VLLM;
    bool paged = true;
    std::uint32_t tp = 1;
    // Per GPU of the replica, bytes.
    std::uint64_t device_memory_bytes = 0; // the basis: what CUDA reports as total
    double gpu_memory_utilization = 0.9;
    std::uint64_t budget_bytes = 0;     // utilization x device memory (paged), the whole device otherwise
    std::uint64_t weights_bytes = 0;    // this GPU's shard of the weights
    double weights_read_per_step = 0;   // of that shard, what a step reads (weightsReadPerStep)
    double routed_expert_bytes = 0;     // MoE: of that shard, the routed experts' matrices
    std::uint64_t activation_bytes = 0; // peak of one scheduler step
    std::uint64_t non_torch_bytes = 0;  // outside PyTorch's allocator (CUDA graphs, NCCL buffers)
    std::uint64_t kv_cache_bytes = 0;   // the KV pool (0 when nothing is left)
    // KV bytes one more token of context adds to one sequence on this GPU (all layers caching it).
    double kv_bytes_per_token = 0;
    // The pool in tokens: blocks x block_size, each block sized at kv_bytes_per_token (vLLM's
    // "GPU KV cache size: N tokens"). Non-paged: slots x max_model_len.
    std::uint64_t kv_cache_tokens = 0;
    std::uint64_t max_model_len = 0;
    // Sequences the pool holds at once: at the mean request length (prompt + output) and at the
    // long-tail length (the 95th percentile), the shared prefix counted once with prefix caching.
    std::uint64_t request_tokens_mean = 0;
    std::uint64_t request_tokens_tail = 0;
    double max_concurrent_sequences = 0;
    double max_concurrent_sequences_tail = 0;
    // Whether it serves at all: the weights and the step's working memory fit and the pool holds
    // one sequence of max_model_len tokens (vLLM refuses to start otherwise).
    bool fits = false;
    Message reason; // why not, when !fits
    // When the engine's default max_model_len (the model's context) would leave the pool below one
    // sequence, the plan uses the largest max_model_len the pool holds (vLLM's own advice: "the
    // estimated maximum model length is N ... decreasing max_model_len"), and says so here.
    std::uint64_t max_model_len_default = 0; // the length the engine would have taken; 0: unchanged
    std::optional<Message> note;
};

// Bytes one sequence of `tokens` tokens holds in the cache of one GPU of a TP group, by the
// attention of each layer (full, sliding window, latent: core/memory/KvCache.h), rounded up to whole
// blocks of `block_size` tokens (1: no rounding).
double servingKvBytesPerSequence(const ModelSpec& m, std::uint64_t tokens, double bytes_per_value,
                                 std::uint32_t tp, std::uint32_t block_size = 1);

// The activation peak of one profiling step: max of the forward pass over
// max_num_batched_tokens tokens (one layer's widest working set, split by TP) and the sampler over
// max_num_seqs rows (EngineDefaults::sampler_logits_copies x rows x vocab x 4 bytes, not split:
// the logits are gathered on every GPU).
double servingActivationBytes(const ModelSpec& m, const EffectiveServing& e, std::uint32_t tp);

// The memory of one GPU of a replica of `tp` GPUs serving `m` with `weights` and `kv` precisions.
// Throws InputError when the settings are invalid (ServingSettings::validate).
ServingMemory servingMemory(const ModelSpec& m, const GpuSpec& gpu, Precision weights, Precision kv,
                            const ServingSettings& s, std::uint32_t tp);

// The device memory basis of a GPU for serving (ServingSettings::device_memory_bytes, else the
// driver's figure less driver_reserved_bytes, else vram_bytes less it).
std::uint64_t servingDeviceMemory(const GpuSpec& gpu, const ServingSettings& s);

} // namespace gpuplan
