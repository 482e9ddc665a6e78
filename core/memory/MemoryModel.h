#pragma once

#include "core/base/Limits.h"
#include "core/base/Message.h"
#include "core/model/ModelSpec.h"
#include "core/model/Workload.h"

#include <cstdint>
#include <string>

namespace gpuplan {

// Activation memory of one transformer layer for one micro-batch, split the
// way tensor and sequence parallelism split it (Korthikanti et al. 2022,
// "Reducing Activation Recomputation in Large Transformer Models", sec. 4):
// `replicated` stays whole on every tensor-parallel rank unless sequence
// parallelism is on, `split` is divided by the tensor-parallel degree t.
struct LayerActivations {
    double replicated =
        0;                // bytes: layer-norm inputs, inputs of the first linear of each block, dropout masks
    double split = 0;     // bytes: Q, K, V, attention output, FFN inner activations
    double quadratic = 0; // bytes: attention scores, softmax, dropout over a*s^2 (split by t as well)
    // What per-op selective checkpointing (Checkpointing::SelectiveOp) keeps: the layer's input
    // (replicated) and the outputs of every other matmul in forward order plus the attention
    // output and its log-sum-exp (split).
    double op_saved_replicated = 0;
    double op_saved_split = 0;
    // The part of op_saved_split that backward never reads (SwiGLU's down-projection output):
    // eager checkpointing keeps it, a compiled block does not (Checkpointing::SelectiveOpCompiled).
    double op_unread_split = 0;

    double bytes(std::uint32_t tp = 1, bool sequence_parallel = false) const {
        const double t = tp == 0 ? 1.0 : static_cast<double>(tp);
        return (sequence_parallel ? replicated / t : replicated) + split / t + quadratic / t;
    }
    double opSavedBytes(std::uint32_t tp = 1, bool sequence_parallel = false, bool compiled = false) const {
        const double t = tp == 0 ? 1.0 : static_cast<double>(tp);
        const double kept = compiled ? op_saved_split - op_unread_split : op_saved_split;
        return (sequence_parallel ? op_saved_replicated / t : op_saved_replicated) + kept / t;
    }
};

// Activations one layer stores for backward with no recomputation, for a
// micro-batch of `batch` sequences of `seq` tokens. With MHA, a GELU FFN of
// 4h, dropout and 16-bit activations this is Korthikanti's
// s*b*h*(34 + 5*a*s/h) bytes; SwiGLU FFNs, GQA, MoE and the absence of
// dropout change the terms (see MemoryModel.cpp). FlashAttention replaces the
// a*s^2 terms by a fp32 log-sum-exp of a*s per sequence.
// Which linear inputs autograd keeps for backward. The input of a linear layer is needed
// only for its weight's gradient (the input's gradient needs the weight, not the input), so
// under LoRA a frozen module that carries no adapter keeps no input; a targeted one keeps it
// (lora_A reads the same tensor). Full training keeps every input.
struct SavedLinearInputs {
    bool qkv = true;       // the attention block's input (q_proj, k_proj, v_proj share it)
    bool o_proj = true;    // the attention output, input of o_proj
    bool ffn_in = true;    // the FFN input (gate_proj / up_proj, and each routed expert's copy)
    bool down_proj = true; // the FFN inner activation, input of down_proj
    bool operator==(const SavedLinearInputs&) const = default;
};
SavedLinearInputs savedLinearInputs(const ModelSpec& m, const Workload& w);

LayerActivations layerActivations(const ModelSpec& m, std::uint32_t batch, std::uint64_t seq,
                                  double bytes_per_element, bool flash_attention,
                                  const SavedLinearInputs& saved = {});

// Memory of one GPU running the workload alone, every term separate (bytes,
// decimal; show GB = 1e9).
struct MemoryBreakdown {
    ParamCounts params;
    std::uint64_t params_trainable = 0;

    std::uint64_t weights_bytes =
        0; // base model weights in their storage format (quantization overhead included)
    std::uint64_t adapters_bytes = 0;       // LoRA A and B matrices
    std::uint64_t gradients_bytes = 0;      // one gradient per trainable parameter
    std::uint64_t optimizer_bytes = 0;      // optimizer states, plus fp32 master weights in mixed precision
    std::uint64_t master_weights_bytes = 0; // the part of optimizer_bytes that is fp32 master weights
    std::uint64_t activations_bytes = 0; // training: stored for backward; inference: one layer's working set
    std::uint64_t logits_bytes = 0;   // fp32 logits for the loss (training) or of the last token (inference)
    std::uint64_t kv_cache_bytes = 0; // inference only
    std::uint64_t cuda_context_bytes = 0;
    std::uint64_t fragmentation_bytes = 0;
    // FSDP / ZeRO-3: what the caching allocator keeps for the collectives' own CUDA streams (the
    // all-gathered parameters and the gradients being reduced of the largest unit); reserved, so
    // in device_used_bytes, but never in the default stream's peak (allocator_peak_bytes).
    std::uint64_t collective_pools_bytes = 0;
    std::uint64_t total_bytes = 0; // = device_used_bytes: the figure that decides whether it fits

    // The two figures a measurement is published on (DESIGN.md, "Two memory figures"):
    // the tensors alone, weights to KV cache — what torch.cuda.max_memory_allocated() reports and
    // most papers and READMEs publish; and what nvidia-smi shows: that plus the CUDA context and
    // the caching allocator's reserve / fragmentation.
    std::uint64_t allocator_peak_bytes = 0;
    std::uint64_t device_used_bytes = 0;

    std::uint64_t overheadBytes() const {
        return cuda_context_bytes + fragmentation_bytes + collective_pools_bytes;
    }
    std::uint64_t modelStatesBytes() const {
        return weights_bytes + adapters_bytes + gradients_bytes + optimizer_bytes;
    }
};

// The guide's rule of thumb, VRAM = params x bytes_per_param x overhead
// (1.2 for inference, 4 for full fine-tuning; its LoRA variant adds the
// adapters at 1.5 % of the parameters x 2 bytes x 4 and 1 GB per sequence of
// the batch). Shown beside every detailed estimate.
struct RuleOfThumb {
    double params = 0;
    double bytes_per_param = 0;
    double overhead = 0;
    double extra_bytes = 0; // LoRA: adapters + batch
    std::uint64_t bytes = 0;
    Message formula; // the arithmetic in words, e.g. "7.00B x 2 B x 1.2" in English
};

RuleOfThumb ruleOfThumb(double params, Precision precision, Task task, std::uint32_t batch = 4);

// Every size is at most limits::kMaxBytes: a term computed beyond it (or not a
// number) is held at kMaxBytes, sums stop there, and a total that reached it is
// beyond what can be planned. It never fits, and it is never shown as a figure.
// Inline: every estimate and every layout of a sweep calls them a dozen times.
// Rounded (halves away from zero), 0 below 0.
inline std::uint64_t saturatedBytes(double b) {
    if (!(b < limits::kMaxBytes)) // also NaN
        return static_cast<std::uint64_t>(limits::kMaxBytes);
    if (b <= 0.0)
        return 0;
    // std::llround without its library call: 0 < b < 2^63, so the truncation and its difference
    // to b are exact.
    const std::uint64_t whole = limits::exactCount(b);
    return b - limits::exactDouble(whole) >= 0.5 ? whole + 1 : whole;
}
// a + b, at most kMaxBytes.
inline std::uint64_t addBytes(std::uint64_t a, std::uint64_t b) {
    constexpr auto kMax = static_cast<std::uint64_t>(limits::kMaxBytes);
    return a >= kMax || b >= kMax - a ? kMax : a + b;
}
// bytes >= kMaxBytes.
inline bool beyondLimit(std::uint64_t bytes) {
    return bytes >= static_cast<std::uint64_t>(limits::kMaxBytes);
}
std::int64_t headroomBytes(std::uint64_t capacity, std::uint64_t total); // capacity - total, clamped
// Throws InputError (MessageId::MemoryBeyondLimit) when a breakdown's total is beyond the limit.
void requireRepresentable(const MemoryBreakdown& m);
// Completes a breakdown whose model terms (weights to KV cache) are set: the CUDA
// context, the fragmentation margin (a share of the model terms) and the total, every
// sum held at kMaxBytes. The single-GPU estimate and the per-GPU layouts both end here.
inline void addOverheadAndTotal(MemoryBreakdown& b, std::uint64_t cuda_context_bytes, double fragmentation) {
    // The seven terms added one by one with addBytes, each sum held at kMaxBytes: the same as their
    // sum held once, each term held first (seven of at most 1e18 stay below 2^64), added as a tree
    // rather than a chain.
    constexpr auto kMax = static_cast<std::uint64_t>(limits::kMaxBytes);
    auto held = [](std::uint64_t v) { return v < kMax ? v : kMax; };
    const std::uint64_t sum = (held(b.weights_bytes) + held(b.adapters_bytes)) +
                              (held(b.gradients_bytes) + held(b.optimizer_bytes)) +
                              ((held(b.activations_bytes) + held(b.logits_bytes)) + held(b.kv_cache_bytes));
    const std::uint64_t model = held(sum);
    b.cuda_context_bytes = cuda_context_bytes;
    b.fragmentation_bytes = saturatedBytes(limits::exactDouble(model) * fragmentation);
    b.total_bytes = addBytes(addBytes(addBytes(model, b.cuda_context_bytes), b.fragmentation_bytes),
                             b.collective_pools_bytes);
    b.allocator_peak_bytes = model;
    b.device_used_bytes = b.total_bytes;
}

// What the single-GPU estimate takes from the model and the workload's storage choices
// (task, precisions, optimizer, LoRA) but not from the batch or the sequence length:
// the parameter counts and the bytes of weights, adapters, gradients and optimizer
// states. Computed once by modelTerms(), it makes each estimate at a batch and a length
// a few arithmetic operations (the planner's limits, a sweep over context lengths).
struct EstimateTerms {
    RuntimeOverhead runtime;
    double routed_expert_bytes = 0; // MoE: the routed experts' part of the weights (WeightBytes)
    double expert_k_over_e = 1;     // MoE: experts per token / routed experts
    SavedLinearInputs saved;        // training: the linear inputs autograd keeps
    double dequant_buffer = 0;      // NF4: the 16-bit copy of the largest matrix (dequantBufferBytes)

    // Inference's per-token coefficients, so that one estimate is a handful of multiplications:
    // bytes per prefilled token of the residual stream, of the attention stage, of the FFN
    // stage (routed experts included), and per token and attended position of the attention
    // scores without FlashAttention; fp32 logits per sequence; and the KV cache's values per
    // layer and position, their bytes, and the layers that cache every position or at most a
    // sliding window.
    struct Inference {
        double residual_per_token = 0;
        double attention_per_token = 0;
        double ffn_per_token = 0;
        double scores_per_token_position = 0; // 0 with FlashAttention
        double logits_per_sequence = 0;
        double kv_values_per_layer_position = 0;
        double kv_bytes_per_value = 0;
        double full_layers = 0;
        double sliding_layers = 0;
        std::uint64_t sliding_window = 0;
        std::uint32_t prefill_chunk_tokens = 0; // 0: the whole batch's prompts in one step
    } inference;
};

// The terms with the breakdown's batch- and length-free part, and the model and the workload they
// were computed from. (An estimate from a spec computes its terms into the breakdown it returns.)
struct ModelTerms : EstimateTerms {
    MemoryBreakdown fixed; // params, params_trainable, weights, adapters, gradients, optimizer, master
    ModelSpec model;
    Workload workload; // as validated by modelTerms(); the estimate takes its own batch and seq
};

// Validates the workload (batch and seq included), the fragmentation margin and the model
// as estimateMemory() does, and computes their batch- and length-free terms.
ModelTerms modelTerms(const ModelSpec& m, const Workload& w, const RuntimeOverhead& rt = {});

// The breakdown with sizes held at limits::kMaxBytes (the searches of maxBatch
// and maxSeq probe workloads far too large); estimateMemory() refuses them.
MemoryBreakdown estimateMemorySaturated(const ModelSpec& m, const Workload& w,
                                        const RuntimeOverhead& rt = {});
// Throws InputError when the workload is invalid or needs more than limits::kMaxBytes.
MemoryBreakdown estimateMemory(const ModelSpec& m, const Workload& w, const RuntimeOverhead& rt = {});

// The same estimates from precomputed terms, at `batch` sequences of `seq` tokens: equal,
// bit for bit, to the estimates of the terms' workload with that batch and seq (the two
// above are these over modelTerms()). A batch or seq out of range throws as
// Workload::validate() does.
MemoryBreakdown estimateMemorySaturated(const ModelTerms& t, std::uint32_t batch, std::uint64_t seq);
MemoryBreakdown estimateMemory(const ModelTerms& t, std::uint32_t batch, std::uint64_t seq);

// Answers for one GPU of `capacity_bytes`.
struct FitAnswer {
    bool fits = false;
    std::int64_t headroom_bytes = 0; // capacity - total (negative when it does not fit)
    std::uint32_t max_batch = 0;     // largest micro-batch that fits at the workload's seq (0: not even 1)
    std::uint64_t max_seq = 0; // longest sequence that fits at the workload's batch (0: not even 1 token)
    bool max_seq_limited_by_model = false; // max_seq was capped at the model's max_position_embeddings
};

FitAnswer fitOn(const ModelSpec& m, const Workload& w, const RuntimeOverhead& rt,
                std::uint64_t capacity_bytes);

// Largest batch (at w.seq) / longest sequence (at w.batch) whose total fits.
// Memory is affine in the batch and quadratic in the sequence length (the
// a*s^2 attention terms), so both are solved in closed form and then checked.
// The x at which a quadratic memory curve reaches `capacity`, from its values at
// x = 1, 2, 3 (the sequence-length solve of maxSeq and of the planner's layouts);
// `unbounded` when memory does not grow with x.
double quadraticLimit(double t1, double t2, double t3, double capacity, double unbounded);

std::uint32_t maxBatch(const ModelSpec& m, const Workload& w, const RuntimeOverhead& rt,
                       std::uint64_t capacity_bytes);
std::uint64_t maxSeq(const ModelSpec& m, const Workload& w, const RuntimeOverhead& rt,
                     std::uint64_t capacity_bytes);

} // namespace gpuplan
