#include "core/serving/ServingMemory.h"

#include "core/base/Error.h"
#include "core/memory/KvCache.h"
#include "core/memory/MemoryModel.h"
#include "core/model/WeightFormat.h"

#include <algorithm>
#include <cmath>

namespace gpuplan {

namespace {

constexpr double kGiB = 1073741824.0;

// Values one layer caches per position on one GPU of a TP group: the KV heads are split over
// the GPUs (replicated when there are fewer heads than GPUs, as vLLM does); the MLA latent is
// not split (every GPU keeps it whole).
double kvValuesPerLayerPositionPerGpu(const ModelSpec& m, std::uint32_t tp) {
    if (m.isMla())
        return kvValuesPerLayerPosition(m);
    const std::uint32_t t = std::max<std::uint32_t>(1, tp);
    const std::uint32_t heads = (std::max<std::uint32_t>(1, m.kv_heads) + t - 1) / t;
    return 2.0 * heads * m.head_dim;
}

std::uint64_t roundUp(std::uint64_t tokens, std::uint32_t block) {
    const std::uint64_t b = std::max<std::uint32_t>(1, block);
    return (tokens + b - 1) / b * b;
}

// One layer's widest working set while `tokens` tokens run forward (activations are freed layer by
// layer): the residual stream and its normalised copy, plus the larger of the attention stage
// (Q, K, V and the output, split by TP) and the FFN stage (gate and up outputs and their product,
// split by TP; MoE: the routed copies of the chunk's tokens). 16-bit activations.
double forwardWorkingSet(const ModelSpec& m, double tokens, std::uint32_t tp) {
    const double e = 2.0;
    const double t = std::max<std::uint32_t>(1, tp);
    const double k = m.isMoe() ? m.experts_per_token : 1.0;
    const double attention = e * tokens * (2.0 * m.qDim() + 2.0 * m.kvDim()) / t;
    const double inner = m.ffn == FfnKind::Gated3 ? 3.0 : 2.0;
    const double ffn = e * tokens * k * inner * m.intermediate / t;
    return 2.0 * e * tokens * m.hidden + std::max(attention, ffn);
}

} // namespace

double servingKvBytesPerSequence(const ModelSpec& m, std::uint64_t tokens, double bytes_per_value,
                                 std::uint32_t tp, std::uint32_t block_size) {
    const std::uint64_t rounded = roundUp(tokens, block_size);
    return kvValuesPerLayerPositionPerGpu(m, tp) * kvCachedPositions(m, rounded) * bytes_per_value;
}

double servingActivationBytes(const ModelSpec& m, const EffectiveServing& e, std::uint32_t tp) {
    const double forward = forwardWorkingSet(m, e.max_num_batched_tokens, tp);
    const double vocab = static_cast<double>(m.vocab);
    if (e.defaults.paged) {
        // vLLM's profiling run: a forward pass of max_num_batched_tokens, then the sampler over
        // max_num_seqs rows of fp32 logits; the peak is the larger (the forward's tensors are freed).
        const double sampler = e.defaults.sampler_logits_copies * e.max_num_seqs * vocab * 4.0;
        return std::max(forward, sampler);
    }
    // llama.cpp's compute buffer holds the ubatch's logits beside the layer's working set;
    // transformers the last position's logits of each sequence.
    const double logit_rows = e.engine == Engine::LlamaCpp ? e.max_num_batched_tokens : e.max_num_seqs;
    return forward + logit_rows * vocab * 4.0;
}

std::uint64_t servingDeviceMemory(const GpuSpec& gpu, const ServingSettings& s) {
    if (s.device_memory_bytes)
        return *s.device_memory_bytes;
    const std::uint64_t reported = gpu.unified_memory_gpu_share ? gpu.usableMemoryBytes()
                                   : gpu.driver_memory_bytes    ? *gpu.driver_memory_bytes
                                                                : gpu.usableMemoryBytes();
    return reported > s.driver_reserved_bytes ? reported - s.driver_reserved_bytes : 0;
}

namespace {

// The engine's default max_model_len leaves the pool below one sequence: the largest length whose
// sequence the pool holds (a search: sliding windows make a sequence's bytes not proportional to
// its length), kept when it still holds one request of the scenario's mean length.
void shortenMaxModelLen(const ModelSpec& m, double bpv, std::uint32_t t, std::uint32_t block, double pool,
                        ServingMemory& r) {
    std::uint64_t lo = 0, hi = r.max_model_len;
    while (lo < hi) {
        const std::uint64_t mid = lo + (hi - lo + 1) / 2;
        if (servingKvBytesPerSequence(m, mid, bpv, t, block) <= pool)
            lo = mid;
        else
            hi = mid - 1;
    }
    lo -= lo % std::max<std::uint32_t>(1, block);
    if (lo == 0 || lo < r.request_tokens_mean)
        return;
    r.max_model_len_default = r.max_model_len;
    r.note = Message(MessageId::ServingMaxModelLenShortened, {r.max_model_len, lo});
    r.max_model_len = lo;
    r.request_tokens_tail = std::min(r.request_tokens_tail, lo);
    r.fits = true;
}

// The weights (the vision tower's too) and activations one GPU of a TP group holds, and the KV
// cache's bytes a token.
void sizeWeights(const ModelSpec& m, Precision weights, const ServingSettings& s, const EffectiveServing& e,
                 std::uint32_t t, double bpv, ServingMemory& r) {
    // In the bytes of the storage format: gpt-oss keeps its experts in MXFP4, the rest 16-bit.
    const WeightBytes wb = weightBytes(m, weights);
    // A multimodal checkpoint: vLLM, SGLang, TensorRT-LLM and transformers load its vision tower
    // and projector beside the language model, 16-bit (quantized checkpoints leave them so);
    // llama.cpp keeps them in a separate mmproj file, loaded only when given. Gemma-3-27B-it on one
    // H100, vLLM 0.19: "Model loading took 51.45 GiB" (tests/core/TestServingMemory.cpp), 50.31 of
    // them the language model's.
    const double vision = s.engine == Engine::LlamaCpp ? 0.0 : 2.0 * static_cast<double>(m.vision_params);
    r.weights_bytes = saturatedBytes((wb.total() + vision) / t);
    r.weights_read_per_step = weightsReadPerStep(wb.total(), wb.embedding, m.tied_embeddings) / t;
    r.routed_expert_bytes = wb.routed_experts / t;
    r.activation_bytes = saturatedBytes(servingActivationBytes(m, e, t));
    r.kv_bytes_per_token = kvValuesPerLayerPositionPerGpu(m, t) * m.layers * bpv;
}

// Request lengths: the mean, and the long tail (the 95th percentile, by default that of an
// exponential distribution of the mean: ln 20 = 3.0 x), both at most max_model_len.
void requestLengths(const ServingSettings& s, ServingMemory& r) {
    const std::uint64_t mean = s.prompt_tokens + s.output_tokens;
    const std::uint64_t tail =
        s.p95_request_tokens.value_or(static_cast<std::uint64_t>(std::ceil(3.0 * mean)));
    r.request_tokens_mean = std::min(mean, r.max_model_len);
    r.request_tokens_tail = std::min(std::max(tail, mean), r.max_model_len);
}

// The bytes the engine leaves the KV cache (0 or less: no room), its budget and its own
// overhead noted in r, as each engine sizes them.
double kvPool(const ModelSpec& m, const ServingSettings& s, const EffectiveServing& e, double bpv,
              std::uint32_t t, ServingMemory& r) {
    const EngineDefaults& d = e.defaults;
    const double dev = static_cast<double>(r.device_memory_bytes);
    const double w = static_cast<double>(r.weights_bytes);
    const double act = static_cast<double>(r.activation_bytes);
    double pool = 0.0;
    switch (s.engine) {
    case Engine::VLLM:
        r.non_torch_bytes = t >= 2 ? d.non_torch_bytes_tp : d.non_torch_bytes;
        r.budget_bytes = saturatedBytes(e.gpu_memory_utilization * dev);
        pool = static_cast<double>(r.budget_bytes) - w - act - static_cast<double>(r.non_torch_bytes);
        break;
    case Engine::SGLang:
        // mem_fraction_static covers the weights and the pool; activations and CUDA graphs use the rest.
        r.budget_bytes = saturatedBytes(e.gpu_memory_utilization * dev);
        pool = static_cast<double>(r.budget_bytes) - w;
        if (act > dev - static_cast<double>(r.budget_bytes))
            pool -= act - (dev - static_cast<double>(r.budget_bytes));
        break;
    case Engine::TensorRtLlm:
        // free_gpu_memory_fraction of what the weights and the activation buffers leave.
        r.budget_bytes = r.device_memory_bytes;
        pool = e.gpu_memory_utilization * (dev - w - act);
        break;
    case Engine::LlamaCpp:
    case Engine::Transformers: {
        // The whole device; the CUDA context (RuntimeOverhead's default) and the slots' caches.
        const RuntimeOverhead rt;
        r.non_torch_bytes = rt.cuda_context_bytes;
        r.budget_bytes = r.device_memory_bytes;
        const double slot = servingKvBytesPerSequence(m, r.max_model_len, bpv, t, 1);
        const double needed = e.max_num_seqs * slot;
        const double left = dev - w - act - static_cast<double>(r.non_torch_bytes);
        pool = left >= needed ? needed : -1.0;
        break;
    }
    }
    return pool;
}

// A paged pool: its tokens in whole blocks, the sequences it holds at once (of the mean and the
// tail lengths), and whether it holds one of max_model_len (shortened when the engine chose it).
void pagedPool(const ModelSpec& m, const ServingSettings& s, const EngineDefaults& d, double bpv,
               std::uint32_t t, double pool, ServingMemory& r) {
    const double seq_max = servingKvBytesPerSequence(m, r.max_model_len, bpv, t, d.block_size);
    const double block_bytes = r.kv_bytes_per_token * std::max<std::uint32_t>(1, d.block_size);
    const double blocks = std::floor(pool / block_bytes);
    r.kv_cache_tokens = static_cast<std::uint64_t>(blocks) * std::max<std::uint32_t>(1, d.block_size);
    // Sequences at once: the shared prefix held once when prefix caching is on.
    const bool share = s.prefix_cache && s.shared_prefix_tokens > 0;
    const double prefix =
        share ? servingKvBytesPerSequence(m, s.shared_prefix_tokens, bpv, t, d.block_size) : 0.0;
    const std::uint64_t own = share ? s.shared_prefix_tokens : 0;
    auto sequences = [&](std::uint64_t len) {
        const std::uint64_t mine = len > own ? len - own : 1;
        return std::max(0.0, pool - prefix) / servingKvBytesPerSequence(m, mine, bpv, t, d.block_size);
    };
    r.fits = pool >= seq_max;
    if (!r.fits && !s.max_model_len)
        shortenMaxModelLen(m, bpv, t, d.block_size, pool, r);
    r.max_concurrent_sequences = sequences(r.request_tokens_mean);
    r.max_concurrent_sequences_tail = sequences(r.request_tokens_tail);
    if (!r.fits)
        r.reason = Message(MessageId::ServingPoolBelowOneSequence, {r.kv_cache_tokens, r.max_model_len});
}

} // namespace

ServingMemory servingMemory(const ModelSpec& m, const GpuSpec& gpu, Precision weights, Precision kv,
                            const ServingSettings& s, std::uint32_t tp) {
    s.validate();
    const std::uint32_t t = std::max<std::uint32_t>(1, tp);
    const EffectiveServing e = effectiveServing(s, gpu, m.max_context);
    const EngineDefaults& d = e.defaults;
    const double bpv = kvBytesPerValue(kv);

    ServingMemory r;
    r.engine = s.engine;
    r.paged = d.paged;
    r.tp = t;
    r.device_memory_bytes = servingDeviceMemory(gpu, s);
    r.gpu_memory_utilization = e.gpu_memory_utilization;
    r.max_model_len = e.max_model_len;
    sizeWeights(m, weights, s, e, t, bpv, r);
    requestLengths(s, r);
    const double pool = kvPool(m, s, e, bpv, t, r);
    if (pool <= 0.0) {
        const double act = static_cast<double>(r.activation_bytes);
        r.fits = false;
        r.reason = Message(MessageId::ServingNoRoomForKv,
                           {static_cast<double>(r.weights_bytes) / kGiB,
                            (act + static_cast<double>(r.non_torch_bytes)) / kGiB,
                            static_cast<double>(d.paged ? r.budget_bytes : r.device_memory_bytes) / kGiB});
        return r;
    }
    r.kv_cache_bytes = saturatedBytes(pool);
    if (d.paged) {
        pagedPool(m, s, d, bpv, t, pool, r);
    } else {
        r.kv_cache_tokens = static_cast<std::uint64_t>(e.max_num_seqs) * r.max_model_len;
        r.max_concurrent_sequences = e.max_num_seqs;
        r.max_concurrent_sequences_tail = e.max_num_seqs;
        r.fits = true;
    }
    return r;
}

} // namespace gpuplan
