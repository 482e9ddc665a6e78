#include "core/memory/MultiGpu.h"

#include "core/base/Error.h"
#include "core/base/Limits.h"
#include "core/memory/KvCache.h"
#include "core/model/WeightFormat.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace gpuplan {

namespace {

constexpr std::array<std::pair<Strategy, std::string_view>, 9> kStrategies = {{
    {Strategy::Single, "single"},
    {Strategy::DataParallel, "dp"},
    {Strategy::DDP, "ddp"},
    {Strategy::ZeRO1, "zero1"},
    {Strategy::ZeRO2, "zero2"},
    {Strategy::ZeRO3, "zero3"},
    {Strategy::TensorParallel, "tp"},
    {Strategy::PipelineParallel, "pp"},
    {Strategy::Hybrid, "hybrid"},
}};
constexpr std::array<std::pair<Offload, std::string_view>, 3> kOffloads = {
    {{Offload::None, "none"}, {Offload::CPU, "cpu"}, {Offload::NVMe, "nvme"}}};

std::uint32_t ceilDiv(std::uint32_t a, std::uint32_t b) {
    return b == 0 ? a : (a + b - 1) / b;
}

} // namespace

std::string_view strategyId(Strategy s) {
    for (const auto& [e, name] : kStrategies)
        if (e == s)
            return name;
    return "?";
}

Strategy parseStrategy(std::string_view s) {
    for (const auto& [e, name] : kStrategies)
        if (name == s)
            return e;
    std::string valid;
    for (const auto& [e, name] : kStrategies)
        valid += (valid.empty() ? "" : ", ") + std::string(name);
    throw InputError(fmt::format("strategy: unknown value '{}' (valid: {})", s, valid));
}

std::string_view offloadId(Offload o) {
    for (const auto& [e, name] : kOffloads)
        if (e == o)
            return name;
    return "?";
}

Offload parseOffload(std::string_view s) {
    for (const auto& [e, name] : kOffloads)
        if (name == s)
            return e;
    throw InputError(fmt::format("offload: unknown value '{}' (valid: none, cpu, nvme)", s));
}

Message strategyLabel(Strategy st, Offload off, bool params) {
    MessageId base = MessageId::LayoutOneGpu;
    switch (st) {
    case Strategy::Single:
        base = MessageId::LayoutOneGpu;
        break;
    case Strategy::DataParallel:
        base = MessageId::LayoutDataParallel;
        break;
    case Strategy::DDP:
        base = MessageId::LayoutDdp;
        break;
    case Strategy::ZeRO1:
        base = MessageId::LayoutZero1;
        break;
    case Strategy::ZeRO2:
        base = MessageId::LayoutZero2;
        break;
    case Strategy::ZeRO3:
        base = MessageId::LayoutZero3;
        break;
    case Strategy::TensorParallel:
        base = MessageId::LayoutTensorParallel;
        break;
    case Strategy::PipelineParallel:
        base = MessageId::LayoutPipelineParallel;
        break;
    case Strategy::Hybrid:
        base = MessageId::LayoutHybrid;
        break;
    }
    if (off == Offload::None)
        return Message(base);
    const MessageId with = off == Offload::CPU
                               ? (params ? MessageId::LayoutCpuOffloadParams : MessageId::LayoutCpuOffload)
                               : (params ? MessageId::LayoutNvmeOffloadParams : MessageId::LayoutNvmeOffload);
    return Message(with, {Message(base)});
}

std::uint32_t Layout::nodes() const {
    const std::uint32_t g = std::max<std::uint32_t>(1, gpus_per_node);
    return ceilDiv(gpus(), g);
}

namespace {

// The limits of core/base/Limits.h, whichever option set the degree (--tp, or --gpus with strategy tp).
void requireParallelDegrees(std::uint64_t tp, std::uint64_t pp) {
    if (tp > limits::kParallelDegree.max)
        throw InputError("layout",
                         Message(MessageId::TensorParallelAboveLimit, {tp, limits::kParallelDegree.max}));
    if (pp > limits::kParallelDegree.max)
        throw InputError("layout",
                         Message(MessageId::PipelineStagesAboveLimit, {pp, limits::kParallelDegree.max}));
}

} // namespace

Layout makeLayout(Strategy s, std::uint32_t gpus, std::uint32_t gpus_per_node, std::uint32_t tp,
                  std::uint32_t pp, std::uint32_t micro_batches, Offload offload_optimizer,
                  Offload offload_params) {
    if (gpus == 0)
        throw InputError("GPU count must be at least 1, got 0");
    if (gpus_per_node == 0)
        throw InputError("GPUs per node must be at least 1, got 0");
    if (micro_batches == 0)
        throw InputError("micro-batches must be at least 1, got 0");
    Layout l;
    l.strategy = s;
    l.gpus_per_node = gpus_per_node;
    l.micro_batches = micro_batches;
    switch (s) {
    case Strategy::Single:
        if (gpus != 1)
            throw InputError(fmt::format("strategy 'single' uses one GPU, got {}", gpus));
        break;
    case Strategy::DataParallel:
        l.dp = gpus;
        l.gpu0_gathers = gpus > 1;
        break;
    case Strategy::DDP:
        l.dp = gpus;
        break;
    case Strategy::ZeRO1:
    case Strategy::ZeRO2:
    case Strategy::ZeRO3:
        l.dp = gpus;
        l.zero_stage = s == Strategy::ZeRO1 ? 1 : s == Strategy::ZeRO2 ? 2 : 3;
        break;
    case Strategy::TensorParallel:
        l.tp = gpus;
        break;
    case Strategy::PipelineParallel:
        l.pp = gpus;
        break;
    case Strategy::Hybrid: {
        if (tp == 0 || pp == 0)
            throw InputError("tensor- and pipeline-parallel degrees must be at least 1");
        requireParallelDegrees(tp, pp);
        const std::uint64_t tp_pp = std::uint64_t{tp} * pp; // 64 bits: no wrap-around
        if (gpus % tp_pp != 0)
            throw InputError(fmt::format("{} GPUs cannot be split into TP {} x PP {} (not a multiple of {})",
                                         gpus, tp, pp, tp_pp));
        l.tp = tp;
        l.pp = pp;
        l.dp = static_cast<std::uint32_t>(gpus / tp_pp);
        l.zero_stage = l.dp > 1 ? 1 : 0; // Megatron's distributed optimizer
        l.fp32_grad_accumulation = true; // Megatron's main_grad buffer
        break;
    }
    }
    requireParallelDegrees(l.tp, l.pp); // strategy tp or pp on every GPU too
    if (offload_optimizer != Offload::None && l.zero_stage == 0)
        throw InputError(
            fmt::format("offload needs a ZeRO strategy (zero1, zero2, zero3), not '{}'", strategyId(s)));
    if (offload_params != Offload::None && l.zero_stage != 3)
        throw InputError("parameter offload needs ZeRO stage 3 (strategy zero3)");
    l.offload_optimizer = offload_optimizer;
    l.offload_params = offload_params;
    return l;
}

namespace {

// The terms of a workload at `batch` sequences of `seq` tokens, from its single-GPU
// breakdown `b` (model terms only are read) and the runtime overhead `rt`.
WorkloadTerms termsOf(const ModelTerms& mt, const MemoryBreakdown& b, std::uint32_t batch, std::uint64_t seq,
                      const RuntimeOverhead& rt) {
    const ModelSpec& m = mt.model;
    const Workload& w = mt.workload;
    const ParamCounts& pc = b.params;
    WorkloadTerms t;
    t.training = w.isTraining();
    t.adapter = w.isAdapter();
    t.params_total = static_cast<double>(pc.total);
    t.params_active = static_cast<double>(pc.active);
    t.params_trainable = static_cast<double>(b.params_trainable);
    t.layers = std::max<std::uint32_t>(1, m.layers);
    t.batch = batch;
    t.seq = seq;

    double largest = static_cast<double>(m.vocab) * m.hidden;
    for (const auto& l : blockLinears(m))
        largest = std::max(largest, static_cast<double>(l.d_in) * l.d_out + (l.bias ? l.d_out : 0.0));
    t.largest_layer_params = largest;

    t.weights = static_cast<double>(b.weights_bytes);
    // Embedding and head bytes in their storage format (bitsandbytes/GPTQ keep them 16-bit).
    const EmbeddingAndHeadBytes wb = embeddingAndHeadBytes(m, pc, w.precision, w.group_size);
    const double emb_bytes = wb.embedding;
    const double head_bytes = m.tied_embeddings ? 0.0 : wb.lm_head;
    if (t.weights > 0) {
        t.embedding_fraction = std::min(1.0, emb_bytes / t.weights);
        // Tied embeddings: Megatron keeps a copy of the embedding on the last stage.
        t.head_fraction = std::min(1.0, (m.tied_embeddings ? emb_bytes : head_bytes) / t.weights);
        t.block_fraction = std::max(0.0, 1.0 - emb_bytes / t.weights - head_bytes / t.weights);
    }
    t.decode_weight_bytes = weightsReadPerStep(t.weights, emb_bytes, m.tied_embeddings);
    const double root_params = static_cast<double>(m.vocab) * m.hidden * (m.tied_embeddings ? 1.0 : 2.0);
    const double block_params = std::max(0.0, t.params_total - root_params) / t.layers;
    t.largest_unit_bytes = std::max(emb_bytes + head_bytes, (t.weights - emb_bytes - head_bytes) / t.layers);
    // Adapters sit in the blocks; full fine-tuning trains the root too.
    t.largest_unit_trainable = t.adapter ? t.params_trainable / t.layers
                                         : std::min(t.params_trainable, std::max(root_params, block_params));
    t.routed_expert_bytes = mt.routed_expert_bytes;
    t.expert_k_over_e = mt.expert_k_over_e;

    t.adapters = static_cast<double>(b.adapters_bytes);
    t.gradients = static_cast<double>(b.gradients_bytes);
    t.optimizer = static_cast<double>(b.optimizer_bytes);
    t.master = static_cast<double>(b.master_weights_bytes);
    t.logits = static_cast<double>(b.logits_bytes);
    t.kv_cache = static_cast<double>(b.kv_cache_bytes);
    t.checkpointing = w.checkpointing;
    const double act_bytes = w.regime == TrainRegime::FP32 ? 4.0 : 2.0;
    t.hidden_bytes_per_token = act_bytes * m.hidden;
    t.attention_width = static_cast<double>(m.layers) * m.qDim();
    // Averaged over the scenario's context: sliding-window layers cache at most their window.
    t.kv_bytes_per_position =
        kvCacheBytes(m, std::max<std::uint64_t>(seq, 1), 1, kvBytesPerValue(w.kv_precision)) /
        static_cast<double>(std::max<std::uint64_t>(seq, 1));
    if (t.training) {
        t.layer = layerActivations(m, batch, seq, act_bytes, w.flash_attention, mt.saved);
        t.checkpoint_per_layer = act_bytes * static_cast<double>(seq) * batch * m.hidden;
    } else {
        t.inference_activations = static_cast<double>(b.activations_bytes);
    }
    t.cuda_context = static_cast<double>(rt.cuda_context_bytes);
    t.fragmentation = rt.fragmentation;
    t.params = pc;
    return t;
}

} // namespace

WorkloadTerms workloadTerms(const ModelTerms& mt, std::uint32_t batch, std::uint64_t seq) {
    MemoryBreakdown b = estimateMemorySaturated(mt, batch, seq);
    addOverheadAndTotal(b, 0, 0.0); // the model's own memory must be representable, overhead aside
    requireRepresentable(b);
    return termsOf(mt, b, batch, seq, mt.runtime);
}

WorkloadTerms workloadTerms(const ModelSpec& m, const Workload& w, const RuntimeOverhead& rt) {
    RuntimeOverhead bare;
    bare.cuda_context_bytes = 0;
    bare.fragmentation = 0.0;
    const ModelTerms mt = modelTerms(m, w, bare);                 // validates the model and the workload
    const MemoryBreakdown b = estimateMemory(mt, w.batch, w.seq); // the model's own memory
    if (!limits::kFragmentation.contains(rt.fragmentation))       // also NaN
        throw InputError(fmt::format("fragmentation margin must be between 0 and 100 %, got {:g} %",
                                     rt.fragmentation * 100.0));
    return termsOf(mt, b, w.batch, w.seq, rt);
}

double pipelineBubble(std::uint32_t p, std::uint32_t m) {
    if (p <= 1)
        return 0.0;
    const double pm1 = static_cast<double>(p) - 1.0;
    return pm1 / (static_cast<double>(std::max<std::uint32_t>(1, m)) + pm1);
}

namespace {

// The busiest GPU's activations, logits and KV cache under a layout (bytes): its pipeline stage's
// layers (stage_layers of pp stages), split by tensor parallelism (tp).
struct StageActivations {
    double activations = 0.0, logits = 0.0, kv = 0.0;
};
StageActivations stageActivations(const WorkloadTerms& t, const Layout& l, double tp, std::uint32_t pp,
                                  std::uint32_t stage_layers) {
    StageActivations a;
    if (t.training) {
        const bool sp = l.sequence_parallel;
        const double rep = sp ? t.layer.replicated / tp : t.layer.replicated;
        const double full_layer = rep + (t.layer.split + t.layer.quadratic) / tp;
        const double in_flight = pp > 1 ? std::min<double>(l.micro_batches, pp) : 1.0;
        a.logits = t.logits / tp;
        // The layer recomputed in backward and the loss's peak are never alive together
        // (MemoryModel.cpp, estimateFrom).
        const double recomputed = std::max(0.0, full_layer - a.logits);
        switch (t.checkpointing) {
        case Checkpointing::None:
            a.activations = in_flight * stage_layers * full_layer;
            break;
        case Checkpointing::Selective:
            a.activations = in_flight * stage_layers * (rep + t.layer.split / tp);
            break;
        case Checkpointing::Full:
            a.activations =
                in_flight * stage_layers * (sp ? t.checkpoint_per_layer / tp : t.checkpoint_per_layer) +
                recomputed;
            break;
        case Checkpointing::SelectiveOp:
        case Checkpointing::SelectiveOpCompiled:
            a.activations =
                in_flight * stage_layers *
                    t.layer.opSavedBytes(l.tp, sp, t.checkpointing == Checkpointing::SelectiveOpCompiled) +
                recomputed;
            break;
        }
    } else {
        a.activations = t.inference_activations / tp;
        a.kv = t.kv_cache * (static_cast<double>(stage_layers) / t.layers) / tp;
        a.logits = t.logits;
    }
    return a;
}

// What FSDP / ZeRO-3 keeps reserved for its collectives' streams (bytes, before tensor parallelism).
// FSDP2 allocates the all-gather output on its copy-in stream (`foreach_all_gather`) and the
// reduce-scatter input, in the reduce dtype, on its reduce-scatter stream (`foreach_reduce_scatter`);
// PyTorch's caching allocator keeps a pool per stream and does not hand a block freed in one to
// another, so each pool's peak, the largest unit gathered and the largest unit's gradients being
// reduced, stays reserved beside the default stream's. The gathered copy is in the weights' own
// storage bytes; gradients are reduced in fp32 when the regime keeps fp32 master weights
// (torchtitan's `mixed_precision_reduce`), in their own dtype otherwise.
double collectivePools(const WorkloadTerms& t) {
    const double reduced =
        t.master > 0 ? 4.0 : (t.params_trainable > 0 ? t.gradients / t.params_trainable : 0.0);
    return t.largest_unit_bytes + reduced * t.largest_unit_trainable;
}

// perGpuMemory on the GPUs alone: all but the host's RAM and NVMe.
MultiGpuMemory deviceMemory(const WorkloadTerms& t, const Layout& l) {
    MultiGpuMemory r;
    const double dp = std::max<std::uint32_t>(1, l.dp);
    const double tp = std::max<std::uint32_t>(1, l.tp);
    const std::uint32_t pp = std::max<std::uint32_t>(1, l.pp);
    const std::uint32_t stage_layers = ceilDiv(t.layers, pp);
    r.gpus = l.gpus();
    r.nodes = l.nodes();
    r.pipeline_bubble = pipelineBubble(pp, l.micro_batches);

    // Share of the model held by the busiest pipeline stage (stage 0 with the
    // embedding, or the last one with the head), before tensor parallelism.
    double share = 1.0;
    if (pp > 1)
        share = t.block_fraction * stage_layers / t.layers + std::max(t.embedding_fraction, t.head_fraction);
    share = std::min(share, 1.0) / tp;

    double weights = t.weights * share;
    double adapters = t.adapters * share;
    double grads = t.gradients * share;
    if (l.fp32_grad_accumulation && t.training && !t.adapter && t.params_trainable > 0 &&
        t.gradients < 3.0 * t.params_trainable)
        grads = 4.0 * t.params_trainable * share; // 16-bit gradients kept in an fp32 buffer
    double optimizer = t.optimizer * share;
    double master = t.master * share;
    double buffer = 0.0;

    if (l.zero_stage >= 1) {
        optimizer /= dp;
        master /= dp;
    }
    if (l.zero_stage >= 2)
        grads /= dp;
    if (l.zero_stage >= 3) {
        weights /= dp;
        adapters /= dp;
        // Parameters gathered for the layer being computed: 16-bit parameters and
        // gradients of the largest layer (DeepSpeed's estimator: 4 x largest layer).
        buffer = dp > 1 ? 4.0 * t.largest_layer_params / tp : 0.0;
    }
    if (l.offload_optimizer != Offload::None) {
        // ZeRO-Offload keeps fp32 gradients, master weights and states on the host;
        // the GPU keeps its 16-bit parameters (DeepSpeed: GPU = 2 x params with stage 2).
        optimizer = 0.0;
        master = 0.0;
        grads = 0.0;
    }
    if (l.offload_params != Offload::None)
        weights = 0.0;
    weights += buffer;

    const auto [activations, logits, kv] = stageActivations(t, l, tp, pp, stage_layers);
    if (l.gpu0_gathers && dp > 1) {
        // torch.nn.DataParallel gathers every replica's outputs on GPU 0 for the loss.
        r.gpu0_extra_bytes = saturatedBytes(t.logits * (dp - 1.0));
    }

    MemoryBreakdown& b = r.per_gpu;
    if (t.training && l.zero_stage >= 3 && dp > 1)
        b.collective_pools_bytes = saturatedBytes(collectivePools(t) / tp);
    b.params = t.params;
    b.params_trainable = static_cast<std::uint64_t>(t.params_trainable);
    b.weights_bytes = saturatedBytes(weights);
    b.adapters_bytes = saturatedBytes(adapters);
    b.gradients_bytes = saturatedBytes(grads);
    b.optimizer_bytes = saturatedBytes(optimizer);
    b.master_weights_bytes = saturatedBytes(master);
    b.activations_bytes = saturatedBytes(activations);
    b.logits_bytes = addBytes(saturatedBytes(logits), r.gpu0_extra_bytes);
    b.kv_cache_bytes = saturatedBytes(kv);
    // Sizes beyond limits::kMaxBytes are held there: such a layout never fits.
    addOverheadAndTotal(b, saturatedBytes(t.cuda_context), t.fragmentation);
    r.gathered_buffer_bytes = saturatedBytes(buffer);
    return r;
}

} // namespace

std::uint64_t perGpuTotalBytes(const WorkloadTerms& t, const Layout& l) {
    return deviceMemory(t, l).per_gpu.total_bytes;
}

MultiGpuMemory perGpuMemory(const WorkloadTerms& t, const Layout& l) {
    MultiGpuMemory r = deviceMemory(t, l);
    const double tp = std::max<std::uint32_t>(1, l.tp);
    const std::uint32_t pp = std::max<std::uint32_t>(1, l.pp);
    // Host RAM and NVMe (per node), from DeepSpeed's estimators.
    const std::uint32_t gpn = std::min(r.gpus, std::max<std::uint32_t>(1, l.gpus_per_node));
    const std::uint32_t nodes = r.nodes;
    if (t.training && l.zero_stage >= 1) {
        const bool cpu_opt = l.offload_optimizer == Offload::CPU;
        const bool cpu_par = l.offload_params == Offload::CPU;
        const double model_params = t.params_total / (tp * pp);
        DeepSpeedEstimate e;
        if (l.zero_stage <= 2)
            e = deepspeedZero2Estimate(model_params, gpn, nodes, cpu_opt);
        else
            e = deepspeedZero3Estimate(model_params, t.largest_layer_params / tp, gpn, nodes, cpu_opt,
                                       cpu_opt && cpu_par);
        r.host_ram_bytes_per_node = saturatedBytes(e.cpu_bytes);
        double nvme = 0.0;
        if (l.offload_optimizer == Offload::NVMe)
            nvme += (t.optimizer + t.gradients) / (tp * pp);
        if (l.offload_params == Offload::NVMe)
            nvme += t.weights / (tp * pp);
        r.nvme_bytes_per_node = saturatedBytes(nvme / nodes);
    }
    return r;
}

std::optional<std::uint32_t> gpusNeeded(const WorkloadTerms& t, Strategy s, std::uint64_t capacity,
                                        std::uint32_t max_gpus, const Layout& base) {
    auto fitsWith = [&](const Layout& l) { return perGpuTotalBytes(t, l) <= capacity; };
    auto layoutFor = [&](std::uint32_t n) {
        Layout l = base;
        l.strategy = s;
        l.dp = n;
        l.tp = 1;
        l.pp = 1;
        switch (s) {
        case Strategy::Single:
        case Strategy::DataParallel:
        case Strategy::DDP:
            l.zero_stage = 0;
            l.gpu0_gathers = s == Strategy::DataParallel && n > 1;
            break;
        case Strategy::ZeRO1:
            l.zero_stage = 1;
            break;
        case Strategy::ZeRO2:
            l.zero_stage = 2;
            break;
        case Strategy::ZeRO3:
            l.zero_stage = 3;
            break;
        case Strategy::TensorParallel:
            l.dp = 1;
            l.tp = n;
            l.zero_stage = 0;
            break;
        case Strategy::PipelineParallel:
            l.dp = 1;
            l.pp = n;
            l.zero_stage = 0;
            break;
        case Strategy::Hybrid:
            l.tp = std::max<std::uint32_t>(1, base.tp);
            l.pp = std::max<std::uint32_t>(1, base.pp);
            l.dp = n / (l.tp * l.pp);
            l.zero_stage = l.dp > 1 ? std::max(1, base.zero_stage) : 0;
            break;
        }
        return l;
    };
    if (s == Strategy::Single || s == Strategy::DataParallel || s == Strategy::DDP) {
        // Every GPU holds the whole model: more GPUs never make it fit.
        return fitsWith(layoutFor(1)) ? std::optional<std::uint32_t>(1) : std::nullopt;
    }
    const std::uint32_t step =
        s == Strategy::Hybrid ? std::max<std::uint32_t>(1, base.tp) * std::max<std::uint32_t>(1, base.pp) : 1;
    if (s == Strategy::TensorParallel) {
        // Tensor-parallel degrees must divide the attention heads: powers of two in practice.
        for (std::uint32_t n = 1; n <= max_gpus; n *= 2)
            if (fitsWith(layoutFor(n)))
                return n;
        return std::nullopt;
    }
    // Per-GPU memory falls as the count grows: double until it fits, then bisect.
    const std::uint32_t kmax = max_gpus / step;
    if (kmax == 0)
        return std::nullopt;
    std::uint32_t hi = 1;
    while (hi < kmax && !fitsWith(layoutFor(hi * step)))
        hi = std::min(kmax, hi * 2);
    if (!fitsWith(layoutFor(hi * step)))
        return std::nullopt;
    std::uint32_t lo = hi / 2; // does not fit (or 0)
    while (hi - lo > 1) {
        const std::uint32_t mid = lo + (hi - lo) / 2;
        (fitsWith(layoutFor(mid * step)) ? hi : lo) = mid;
    }
    return hi * step;
}

DeepSpeedEstimate deepspeedZero2Estimate(double total_params, std::uint32_t gpus_per_node,
                                         std::uint32_t nodes, bool cpu_offload, double buffer_factor) {
    const double total_gpus = static_cast<double>(gpus_per_node) * nodes;
    DeepSpeedEstimate e;
    if (cpu_offload) {
        e.gpu_bytes = 2.0 * total_params;
        e.cpu_bytes = total_params * std::max(4.0 * total_gpus, 16.0) * buffer_factor;
    } else {
        e.gpu_bytes = 4.0 * total_params + std::floor(16.0 * total_params / total_gpus);
        e.cpu_bytes = total_params * 4.0 * gpus_per_node * buffer_factor;
    }
    return e;
}

DeepSpeedEstimate deepspeedZero3Estimate(double total_params, double largest_layer_params,
                                         std::uint32_t gpus_per_node, std::uint32_t nodes, bool cpu_offload,
                                         bool cpu_offload_params, bool zero_init, double buffer_factor) {
    const double total_gpus = static_cast<double>(gpus_per_node) * nodes;
    const double gpus_factor = 1.0 / nodes;
    const double largest_layer_memory = 4.0 * largest_layer_params;
    DeepSpeedEstimate e;
    if (cpu_offload) {
        if (cpu_offload_params) {
            e.gpu_bytes = largest_layer_memory;
            e.cpu_bytes =
                zero_init ? total_params * 18.0 * gpus_factor * buffer_factor
                          : total_params * std::max(4.0 * gpus_per_node, 18.0 * gpus_factor) * buffer_factor;
        } else {
            e.gpu_bytes = largest_layer_memory + std::floor(2.0 * total_params / total_gpus);
            e.cpu_bytes =
                zero_init ? total_params * 16.0 * gpus_factor * buffer_factor
                          : total_params * std::max(4.0 * gpus_per_node, 16.0 * gpus_factor) * buffer_factor;
        }
    } else {
        e.gpu_bytes = largest_layer_memory + std::floor(18.0 * total_params / total_gpus);
        e.cpu_bytes = zero_init ? largest_layer_params * 4.0 * gpus_per_node * buffer_factor
                                : total_params * 4.0 * gpus_per_node * buffer_factor;
    }
    return e;
}

} // namespace gpuplan
