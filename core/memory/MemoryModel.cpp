#include "core/memory/MemoryModel.h"

#include "core/memory/KvCache.h"

#include "core/base/Error.h"
#include "core/base/Limits.h"
#include "core/model/LinearModules.h"
#include "core/model/WeightFormat.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace gpuplan {

namespace {

double adafactorStateBytes(const ModelSpec& m, const BlockLinears& linears, const Workload& w,
                           LinearSet targets, const ParamCounts& pc) {
    // Adafactor (Shazeer & Stern 2018) factors the second moment of an r x c matrix into
    // r + c fp32 values and keeps no first moment by default; vectors keep a full fp32 moment.
    double bytes = 0.0;
    if (w.isAdapter()) {
        for (const auto& l : linears) {
            if (!(targets & linearBit(l.kind)))
                continue;
            bytes += 4.0 * l.layers * l.copies * ((w.lora_rank + l.d_in) + (l.d_out + w.lora_rank));
        }
        return bytes;
    }
    double matrix_params = 0.0;
    for (const auto& l : linears) {
        bytes += 4.0 * l.layers * l.copies * (l.d_in + l.d_out);
        matrix_params += static_cast<double>(l.layers) * l.copies * l.d_in * l.d_out;
    }
    bytes += 4.0 * (m.vocab + m.hidden) * (m.tied_embeddings ? 1 : 2);
    matrix_params += static_cast<double>(m.vocab) * m.hidden * (m.tied_embeddings ? 1 : 2);
    bytes += 4.0 * std::max(0.0, static_cast<double>(pc.total) - matrix_params); // vectors: full moment
    return bytes;
}

// bitsandbytes' 4-bit layers (and torchao's NF4, torchtune's QLoRA) dequantize each weight to
// a 16-bit copy for its matmul, forward and backward, one layer at a time: the largest matrix
// in bf16 is a working buffer beside the activations. Fused kernels (GGUF, GPTQ/AWQ Marlin)
// read the packed weights directly.
double dequantBufferBytes(const BlockLinears& linears, const Workload& w) {
    if (w.precision != Precision::NF4 && w.precision != Precision::NF4_DQ)
        return 0.0;
    double largest = 0.0;
    for (const auto& l : linears)
        largest = std::max(largest, static_cast<double>(l.d_in) * static_cast<double>(l.d_out));
    return 2.0 * largest;
}

// Inference's batch- and length-free coefficients (EstimateTerms::Inference).
EstimateTerms::Inference inferenceTerms(const ModelSpec& m, const Workload& w) {
    // 16-bit activations: the working set of the widest step of one layer during prefill
    // (activations are freed layer by layer) is the residual stream plus the larger of the
    // attention and FFN stages, per token of the step.
    const double e = 2.0;
    const double k = m.isMoe() ? m.experts_per_token : 1.0;
    EstimateTerms::Inference t;
    t.residual_per_token = e * m.hidden;
    t.attention_per_token = e * (m.qDim() + 2.0 * m.kvDim() + m.qDim());
    t.ffn_per_token = e * k * (m.ffn == FfnKind::Gated3 ? 3.0 : 2.0) * m.intermediate;
    t.scores_per_token_position = w.flash_attention ? 0.0 : e * static_cast<double>(m.heads);
    t.logits_per_sequence = 4.0 * m.vocab;
    t.kv_values_per_layer_position = kvValuesPerLayerPosition(m);
    t.kv_bytes_per_value = kvBytesPerValue(w.kv_precision);
    const std::uint32_t sliding = slidingWindowLayers(m);
    t.full_layers = static_cast<double>(m.layers - sliding);
    t.sliding_layers = static_cast<double>(sliding);
    t.sliding_window = m.sliding_window;
    t.prefill_chunk_tokens = w.prefill_chunk_tokens;
    return t;
}

// The engine prefills `prefill_chunk_tokens` a step (vLLM's max_num_batched_tokens,
// llama.cpp's batch), not the whole batch's prompts at once: sb is the tokens of one step,
// each attending to at most seq positions (without FlashAttention, heads x sb x seq scores).
double inferenceActivations(const EstimateTerms::Inference& t, std::uint32_t batch, std::uint64_t seq) {
    const double all = static_cast<double>(seq) * batch;
    const double chunk = t.prefill_chunk_tokens;
    const double sb = t.prefill_chunk_tokens > 0 && chunk < all ? chunk : all;
    const double attention =
        sb * t.attention_per_token + sb * static_cast<double>(seq) * t.scores_per_token_position;
    return sb * t.residual_per_token + std::max(attention, sb * t.ffn_per_token);
}

// KV cache bytes of `batch` sequences of `seq` positions (core/memory/KvCache.h's kvCacheBytes).
double inferenceKvBytes(const EstimateTerms::Inference& t, std::uint32_t batch, std::uint64_t seq) {
    const double positions = t.full_layers * static_cast<double>(seq) +
                             t.sliding_layers * static_cast<double>(std::min(seq, t.sliding_window));
    return t.kv_values_per_layer_position * positions * static_cast<double>(batch) * t.kv_bytes_per_value;
}

} // namespace

namespace {

// The inputs kept when LoRA targets the set `t` of modules.
SavedLinearInputs savedLinearInputs(const ModelSpec& m, LinearSet t) {
    SavedLinearInputs s;
    auto targeted = [&](LinearName n) { return (t & linearBit(n)) != 0; };
    s.qkv = targeted(LinearName::QProj) || targeted(LinearName::KProj) || targeted(LinearName::VProj);
    s.o_proj = targeted(LinearName::OProj);
    s.ffn_in = targeted(LinearName::UpProj) || (m.ffn == FfnKind::Gated3 && targeted(LinearName::GateProj));
    s.down_proj = targeted(LinearName::DownProj);
    return s;
}

} // namespace

SavedLinearInputs savedLinearInputs(const ModelSpec& m, const Workload& w) {
    if (!w.isAdapter())
        return {};
    return savedLinearInputs(m, linearSet(w.lora_targets)); // every module for "all-linear"
}

namespace {

// torchtitan's per-op policy (parallelize_llama.py, _save_list): a matmul output is saved when
// it is the 1st, 3rd, 5th... matmul of the layer, and so is the attention kernel's output. In
// forward order: q, k, v, o, then gate, up, down (SwiGLU) or fc1, fc2: saved are q, v, then
// gate and down (SwiGLU) or fc1. The layer's input is the checkpoint's own input. Without
// FlashAttention the attention probabilities stay as well.
void opSelectiveSaved(const ModelSpec& m, double sb, double e, bool flash_attention, LayerActivations& a) {
    const double k = m.isMoe() ? m.experts_per_token : 1.0;
    const double ffn = m.ffn == FfnKind::Gated3 ? m.intermediate + m.hidden : m.intermediate;
    a.op_saved_replicated = e * sb * m.hidden;
    a.op_saved_split = e * sb * (m.qDim() + m.kvDim() + k * ffn + m.qDim());
    // The down projection's output feeds only the residual add, whose backward reads no input.
    a.op_unread_split = m.ffn == FfnKind::Gated3 ? e * sb * k * m.hidden : 0.0;
    if (flash_attention)
        a.op_saved_split += 4.0 * static_cast<double>(m.heads) * sb;
    a.op_saved_split += a.quadratic;
}

} // namespace

LayerActivations layerActivations(const ModelSpec& m, std::uint32_t batch, std::uint64_t seq, double e,
                                  bool flash_attention, const SavedLinearInputs& saved) {
    const double sb = static_cast<double>(seq) * batch;
    const double h = m.hidden;
    const double qd = m.qDim();
    const double kvd = m.kvDim();
    const double f = m.intermediate;
    const double k = m.isMoe() ? m.experts_per_token : 1.0;
    const double mask = m.dropout ? 1.0 : 0.0; // dropout masks are 1 byte per element

    LayerActivations a;
    // Norm inputs: Korthikanti's 4sbh for two LayerNorms (2sbh each, 16-bit).
    a.replicated += m.norms_per_layer * e * sb * h;
    // Attention: QKV input (2sbh), Q and K (4sbh with MHA), V (2sbh), output-projection
    // input (2sbh), dropout mask after the projection (sbh) -> 11sbh. The linear inputs are
    // kept only for a trainable weight (see SavedLinearInputs).
    a.replicated += (saved.qkv ? e * sb * h : 0.0) + mask * sb * h;
    a.split += e * sb * (qd + kvd) + e * sb * kvd + (saved.o_proj ? e * sb * qd : 0.0);
    if (flash_attention) {
        a.split += 4.0 * static_cast<double>(m.heads) * sb; // fp32 log-sum-exp per head and token
    } else {
        // softmax output (2as^2b), dropout mask (as^2b) and dropout output (2as^2b) -> 5as^2b.
        const double as2b =
            static_cast<double>(m.heads) * static_cast<double>(seq) * static_cast<double>(seq) * batch;
        a.quadratic += e * as2b + (m.dropout ? (1.0 + e) * as2b : 0.0);
    }
    // FFN: input (2sbh, kept once per routed expert with MoE), dropout mask (sbh) and
    // the inner activations: GELU input + second linear input (2 x 2sbf = 16sbh at f = 4h),
    // or gate output, up output and down input for gated FFNs (3 x 2sbf). The activation's own
    // inputs (GELU input; gate and up outputs) are kept whatever is trainable.
    a.replicated += (saved.ffn_in ? e * sb * h * k : 0.0) + mask * sb * h;
    const double inner = m.ffn == FfnKind::Gated3 ? 2.0 : 1.0;
    a.split += e * sb * f * k * (inner + (saved.down_proj ? 1.0 : 0.0));
    opSelectiveSaved(m, sb, e, flash_attention, a);
    return a;
}

std::int64_t headroomBytes(std::uint64_t capacity, std::uint64_t total) {
    constexpr auto kMax = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
    const auto c = static_cast<std::int64_t>(std::min(capacity, kMax));
    const auto t = static_cast<std::int64_t>(std::min(total, kMax));
    return c - t; // both in [0, 2^63): no overflow
}

void requireRepresentable(const MemoryBreakdown& m) {
    if (beyondLimit(m.total_bytes))
        throw InputError("", Message(MessageId::MemoryBeyondLimit, {limits::kMaxBytes}));
}

RuleOfThumb ruleOfThumb(double params, Precision precision, Task task, std::uint32_t batch) {
    RuleOfThumb r;
    r.params = params;
    r.bytes_per_param = guideBytesPerParam(precision);
    switch (task) {
    case Task::Inference:
        r.overhead = 1.2;
        break;
    case Task::LoRA:
    case Task::QLoRA:
        // The guide's 13B LoRA example: Base = P x 2 x 1.2, LoRA = P x 0.015 x 2 x 4,
        // Batch = 4 GB for batch 4.
        r.overhead = 1.2;
        r.extra_bytes = params * 0.015 * 2.0 * 4.0 + batch * 1e9;
        break;
    case Task::FullFineTune:
    case Task::Pretrain:
        r.overhead = 4.0;
        break;
    }
    r.bytes = saturatedBytes(params * r.bytes_per_param * r.overhead + r.extra_bytes);
    if (r.extra_bytes > 0)
        r.formula = Message(MessageId::RuleOfThumbLora,
                            {params / 1e9, r.bytes_per_param, r.overhead, params / 1e9, batch});
    else
        r.formula = Message(MessageId::RuleOfThumb, {params / 1e9, r.bytes_per_param, r.overhead});
    return r;
}

namespace {

// The optimizer's states, plus fp32 master weights in mixed precision, of `trainable`
// parameters (into r.master_weights_bytes and r.optimizer_bytes).
void optimizerTerms(const ModelSpec& m, const BlockLinears& linears, const Workload& w, LinearSet targets,
                    double trainable, double weight_dtype, MemoryBreakdown& r) {
    const bool pure16 = w.regime == TrainRegime::PureBF16;
    const double state_elem = pure16 ? 2.0 : 4.0;
    double states = 0.0;
    switch (w.optimizer) {
    case Optimizer::AdamW:
        states = trainable * 2.0 * state_elem; // exp_avg + exp_avg_sq
        break;
    case Optimizer::AdamW8bit:
        states = trainable * 2.0; // two 8-bit states (bitsandbytes, block-wise scales negligible)
        break;
    case Optimizer::SGD:
        states = 0.0;
        break;
    case Optimizer::SGDMomentum:
        states = trainable * state_elem;
        break;
    case Optimizer::Adafactor:
        states = adafactorStateBytes(m, linears, w, targets, r.params);
        break;
    }
    // Mixed precision keeps an fp32 master copy of 16-bit trainable weights
    // (ZeRO paper: 2 + 2 + K=12 bytes per parameter with Adam).
    const bool master = (w.regime == TrainRegime::Mixed || w.regime == TrainRegime::FP8) && !w.isAdapter() &&
                        weight_dtype == 2.0;
    const double master_bytes = master ? trainable * 4.0 : 0.0;
    r.master_weights_bytes = saturatedBytes(master_bytes);
    r.optimizer_bytes = saturatedBytes(states + master_bytes);
}

// modelTerms() but the copies of the model and the workload: what one estimate from a spec
// computes, without an allocation.
// The batch- and length-free terms into t, the breakdown's among them (ModelTerms::fixed) into
// r: a ModelTerms' fixed, or the breakdown an estimate from a spec completes in place.
void computeTerms(const ModelSpec& m, const Workload& w, const RuntimeOverhead& rt, EstimateTerms& t,
                  MemoryBreakdown& r) {
    w.validate();
    if (!limits::kFragmentation.contains(rt.fragmentation))
        throw InputError("", Message(MessageId::FragmentationRange, {rt.fragmentation * 100.0}));
    // The parameter counts and the base model's weights in the chosen storage format
    // (core/model/WeightFormat.h), in one pass over the linears, which are listed only where
    // they are read again: Adafactor's factored states and NF4's dequantization buffer (LoRA's
    // targets and parameters are passes of their own over the modules as they are generated).
    const ParamsAndWeights pw = paramsAndWeightBytes(m, w.precision, w.group_size);
    const bool nf4 = w.precision == Precision::NF4 || w.precision == Precision::NF4_DQ;
    const bool adafactor = w.isTraining() && w.optimizer == Optimizer::Adafactor;
    const BlockLinears linears = adafactor || nf4 ? blockLinears(m) : BlockLinears();
    r.params = pw.params;
    const double weight_dtype = denseBytesPerElement(w.precision);
    const WeightBytes& wb = pw.weights;
    r.weights_bytes = saturatedBytes(wb.total());
    t.routed_expert_bytes = wb.routed_experts;
    t.expert_k_over_e = m.expertKOverE();

    double trainable = 0.0;
    double grad_bytes = 0.0;
    LinearSet targets = 0; // LoRA's modules
    if (w.isAdapter()) {
        targets = loraTargetSet(m, linearsHeld(m), w.lora_targets); // names checked once
        trainable = static_cast<double>(loraParamsOf(m, w.lora_rank, targets));
        grad_bytes = denseBytesPerElement(w.adapter_precision);
        r.adapters_bytes = saturatedBytes(trainable * grad_bytes);
    } else if (w.isTraining()) {
        trainable = static_cast<double>(r.params.total);
        grad_bytes = weight_dtype;
    }
    r.params_trainable = static_cast<std::uint64_t>(trainable);

    if (w.isTraining()) {
        r.gradients_bytes = saturatedBytes(trainable * grad_bytes);
        optimizerTerms(m, linears, w, targets, trainable, weight_dtype, r);
        t.saved = w.isAdapter() ? savedLinearInputs(m, targets) : SavedLinearInputs{};
    } else {
        t.inference = inferenceTerms(m, w);
    }
    t.dequant_buffer = dequantBufferBytes(linears, w);
    t.runtime = rt;
}

// A batch or sequence length the terms' workload would refuse: throws what
// Workload::validate() throws for it.
[[noreturn]] void refuseBatchOrSeq(const Workload& w, std::uint32_t batch, std::uint64_t seq) {
    Workload x = w;
    x.batch = batch;
    x.seq = seq;
    x.validate();
    throw std::logic_error("refuseBatchOrSeq: the batch and the sequence length are valid");
}

// Completes the estimate r, which holds the terms' fixed part (ModelTerms::fixed), at `batch`
// sequences of `seq` tokens from the terms of model m and workload w.
void completeEstimate(const EstimateTerms& t, const ModelSpec& m, const Workload& w, std::uint32_t batch,
                      std::uint64_t seq, MemoryBreakdown& r) {
    if (!limits::kBatch.contains(batch) || !limits::kSeq.contains(seq)) [[unlikely]]
        refuseBatchOrSeq(w, batch, seq);
    if (w.isTraining()) {
        const double act_bytes = w.regime == TrainRegime::FP32 ? 4.0 : 2.0;
        const LayerActivations layer = layerActivations(m, batch, seq, act_bytes, w.flash_attention, t.saved);
        const double full_layer = layer.bytes();
        const double logits = logitBytesPerElement(w.loss) * static_cast<double>(batch) * seq * m.vocab;
        // The layer recomputed in backward and the loss's peak are never alive together: the loss's
        // backward ends, and frees its logit-sized buffers, before the last layer is recomputed.
        const double recomputed = std::max(0.0, full_layer - logits);
        double act = 0.0;
        switch (w.checkpointing) {
        case Checkpointing::None:
            act = m.layers * full_layer;
            break;
        case Checkpointing::Selective:
            act = m.layers * (layer.replicated + layer.split);
            break;
        case Checkpointing::Full:
            act = m.layers * act_bytes * static_cast<double>(seq) * batch * m.hidden + recomputed;
            break;
        case Checkpointing::SelectiveOp: // one layer recomputed at a time in backward
        case Checkpointing::SelectiveOpCompiled:
            act = m.layers *
                      layer.opSavedBytes(1, false, w.checkpointing == Checkpointing::SelectiveOpCompiled) +
                  recomputed;
            break;
        }
        r.activations_bytes = saturatedBytes(act + t.dequant_buffer);
        r.logits_bytes = saturatedBytes(logits);
    } else {
        const EstimateTerms::Inference& in = t.inference;
        r.activations_bytes = saturatedBytes(inferenceActivations(in, batch, seq) + t.dequant_buffer);
        r.logits_bytes = saturatedBytes(static_cast<double>(batch) * in.logits_per_sequence);
        r.kv_cache_bytes = saturatedBytes(inferenceKvBytes(in, batch, seq));
    }
    addOverheadAndTotal(r, t.runtime.cuda_context_bytes, t.runtime.fragmentation);
}

} // namespace

ModelTerms modelTerms(const ModelSpec& m, const Workload& w, const RuntimeOverhead& rt) {
    ModelTerms t;
    computeTerms(m, w, rt, t, t.fixed);
    t.model = m;
    t.workload = w;
    return t;
}

MemoryBreakdown estimateMemorySaturated(const ModelTerms& t, std::uint32_t batch, std::uint64_t seq) {
    MemoryBreakdown r = t.fixed;
    completeEstimate(t, t.model, t.workload, batch, seq, r);
    return r;
}

MemoryBreakdown estimateMemory(const ModelTerms& t, std::uint32_t batch, std::uint64_t seq) {
    MemoryBreakdown r = estimateMemorySaturated(t, batch, seq);
    requireRepresentable(r);
    return r;
}

MemoryBreakdown estimateMemorySaturated(const ModelSpec& m, const Workload& w, const RuntimeOverhead& rt) {
    // The fixed terms straight into the breakdown returned, completed there (not copied).
    EstimateTerms t;
    MemoryBreakdown r;
    computeTerms(m, w, rt, t, r);
    completeEstimate(t, m, w, w.batch, w.seq, r);
    return r;
}

MemoryBreakdown estimateMemory(const ModelSpec& m, const Workload& w, const RuntimeOverhead& rt) {
    MemoryBreakdown r = estimateMemorySaturated(m, w, rt);
    requireRepresentable(r);
    return r;
}

double quadraticLimit(double t1, double t2, double t3, double capacity, double unbounded) {
    // T(s) = A + B s + C s^2 through s = 1, 2, 3 (exact up to rounding), then T(s) = capacity.
    const double c = (t3 - 2.0 * t2 + t1) / 2.0;
    const double b = (t2 - t1) - 3.0 * c;
    const double a = t1 - b - c;
    if (c > 1e-9)
        return (-b + std::sqrt(std::max(0.0, b * b - 4.0 * c * (a - capacity)))) / (2.0 * c);
    if (b > 1e-9)
        return (capacity - a) / b;
    return unbounded;
}

namespace {

// The searches over precomputed terms: the largest batch at `seq` tokens, the longest
// sequence at `batch` sequences.
std::uint32_t maxBatchOf(const ModelTerms& t, std::uint64_t seq, std::uint64_t capacity) {
    auto total = [&](std::uint64_t b) {
        return estimateMemorySaturated(t, static_cast<std::uint32_t>(b), seq).total_bytes;
    };
    const std::uint64_t t1 = total(1);
    if (t1 > capacity)
        return 0;
    const std::uint64_t t2 = total(2);
    constexpr std::uint64_t kLimit = 1'000'000;
    if (t2 <= t1)
        return static_cast<std::uint32_t>(kLimit);
    // Memory is affine in the batch: T(b) = T(1) + (b - 1) * slope.
    const double slope = static_cast<double>(t2 - t1);
    std::uint64_t b = 1 + static_cast<std::uint64_t>(std::floor(static_cast<double>(capacity - t1) / slope));
    b = std::min(b, kLimit);
    while (b > 1 && total(b) > capacity) // rounding of each term may cost a byte here and there
        --b;
    if (b >= kLimit || total(b + 1) > capacity)
        return static_cast<std::uint32_t>(b);
    // Inference prefills in chunks (Workload::prefill_chunk_tokens): past the chunk the activations
    // stop growing and memory grows slower than the first two batches said. Memory still grows
    // with the batch: gallop up, then bisect.
    std::uint64_t lo = b + 1; // fits
    std::uint64_t hi = lo;
    while (hi < kLimit && total(hi) <= capacity) {
        lo = hi;
        hi = std::min(kLimit, hi * 2);
    }
    if (total(hi) <= capacity)
        return static_cast<std::uint32_t>(hi);
    while (hi - lo > 1) {
        const std::uint64_t mid = lo + (hi - lo) / 2;
        (total(mid) <= capacity ? lo : hi) = mid;
    }
    return static_cast<std::uint32_t>(lo);
}

std::uint64_t maxSeqOf(const ModelTerms& t, std::uint32_t batch, std::uint64_t capacity) {
    auto total = [&](std::uint64_t s) {
        return static_cast<double>(estimateMemorySaturated(t, batch, s).total_bytes);
    };
    const double t1 = total(1);
    if (t1 > static_cast<double>(capacity))
        return 0;
    const double cap = static_cast<double>(capacity);
    const double s = quadraticLimit(t1, total(2), total(3), cap, 1e9);
    constexpr std::uint64_t kLimit = 100'000'000;
    std::uint64_t n = static_cast<std::uint64_t>(std::clamp(std::floor(s), 1.0, static_cast<double>(kLimit)));
    // Check against the exact model; search around the closed-form answer if rounding moved it.
    if (total(n) > cap) {
        std::uint64_t lo = 1, hi = n; // T(lo) <= cap < T(hi)
        while (hi - lo > 1) {
            const std::uint64_t mid = lo + (hi - lo) / 2;
            (total(mid) <= cap ? lo : hi) = mid;
        }
        n = lo;
    } else if (n < kLimit && total(n + 1) <= cap) {
        std::uint64_t lo = n, step = 1;
        while (lo + step <= kLimit && total(lo + step) <= cap) {
            lo += step;
            step *= 2;
        }
        std::uint64_t hi = std::min(lo + step, kLimit + 1);
        while (hi - lo > 1) {
            const std::uint64_t mid = lo + (hi - lo) / 2;
            (total(mid) <= cap ? lo : hi) = mid;
        }
        n = lo;
    }
    return n;
}

} // namespace

std::uint32_t maxBatch(const ModelSpec& m, const Workload& w, const RuntimeOverhead& rt,
                       std::uint64_t capacity) {
    Workload probe = w; // the search starts at batch 1: the workload's own batch is not checked
    probe.batch = 1;
    return maxBatchOf(modelTerms(m, probe, rt), w.seq, capacity);
}

std::uint64_t maxSeq(const ModelSpec& m, const Workload& w, const RuntimeOverhead& rt,
                     std::uint64_t capacity) {
    Workload probe = w; // the search starts at one token: the workload's own length is not checked
    probe.seq = 1;
    return maxSeqOf(modelTerms(m, probe, rt), w.batch, capacity);
}

FitAnswer fitOn(const ModelSpec& m, const Workload& w, const RuntimeOverhead& rt, std::uint64_t capacity) {
    FitAnswer f;
    const ModelTerms t = modelTerms(m, w, rt);
    const auto mem = estimateMemory(t, w.batch, w.seq);
    f.fits = mem.total_bytes <= capacity;
    f.headroom_bytes = headroomBytes(capacity, mem.total_bytes);
    f.max_batch = maxBatchOf(t, w.seq, capacity);
    f.max_seq = maxSeqOf(t, w.batch, capacity);
    if (m.max_context > 0 && f.max_seq > m.max_context) {
        f.max_seq = m.max_context;
        f.max_seq_limited_by_model = true;
    }
    return f;
}

} // namespace gpuplan
