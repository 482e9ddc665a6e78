#pragma once

#include "core/model/Precision.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplan {

enum class Task { Inference, LoRA, QLoRA, FullFineTune, Pretrain };
enum class Optimizer { AdamW, AdamW8bit, SGD, SGDMomentum, Adafactor };
// How a training run stores weights, gradients and optimizer states.
enum class TrainRegime {
    FP32,     // everything fp32: 4 + 4 + 8 bytes/param with AdamW
    Mixed,    // 16-bit weights and gradients, fp32 master weights and states: 2 + 2 + 12 (ZeRO paper, K = 12)
    PureBF16, // bf16 weights, gradients and optimizer states, no master copy: 2 + 2 + 4
    // FP8 matmuls (torchao Float8, Transformer Engine) on top of mixed precision: bf16 weights and
    // gradients, fp32 master weights and optimizer states as Mixed. Activations are counted as in
    // Mixed: torchao's Float8Linear saves its bf16 input for backward and casts it again there
    // (float8_linear.py, matmul_with_hp_or_float8_args), so nothing is saved in fp8.
    FP8,
};
enum class Checkpointing {
    None,      // every activation stored (Korthikanti et al. 2022, eq. 1)
    Selective, // attention core recomputed: the a*s^2 terms disappear
    Full,      // only each layer's input kept; one layer recomputed at a time (also Hugging Face's
               // gradient_checkpointing, torchtune's enable_activation_checkpointing)
    // PyTorch per-op selective checkpointing (torchtitan's selective_ac_option "op"): each layer
    // keeps its input, the output of every other matmul and the attention output; the rest of
    // the layer is recomputed in backward.
    SelectiveOp,
    // The same policy under torch.compile: the compiled block's partitioner keeps only what
    // backward reads, so a saved output nothing in backward needs (SwiGLU's down projection,
    // which feeds only the residual add) is not kept (torch/_functorch/partitioners.py).
    SelectiveOpCompiled,
};
// How the loss is computed from the logits, which decides their bytes at the peak.
enum class LossKind {
    Fp32Logits, // one fp32 copy of the logits (the planner's historic term)
    Upcast,     // F.cross_entropy(logits.float()) (Hugging Face, torchtitan): peaks in backward, with
                // log-softmax's fp32 output, nll_loss's and log-softmax's fp32 gradients
    Chunked,    // 16-bit logits and one chunk's fp32 work at a time (torchtune's
                // CEWithChunkedOutputLoss, 8 chunks)
    Fused,      // a compiled loss (torch.compile of the upcast and cross-entropy, torchtitan from
                // 2025): the 16-bit logits and their 16-bit gradient, no fp32 copy
};

// What the user wants to run, on one GPU (multi-GPU layouts build on it).
struct Workload {
    Task task = Task::Inference;
    Precision precision = Precision::FP16; // storage of the base model's weights
    int group_size = 128;                  // GPTQ/AWQ quantization group
    std::uint32_t batch = 1;               // micro-batch per GPU (sequences)
    std::uint64_t seq = 2048;              // tokens per sequence (inference: prompt + generated)
    std::uint32_t grad_accum = 1;          // gradient accumulation steps (no memory cost)
    Precision kv_precision = Precision::FP16;
    Optimizer optimizer = Optimizer::AdamW;
    TrainRegime regime = TrainRegime::Mixed;
    Checkpointing checkpointing = Checkpointing::None;
    bool flash_attention = false;
    LossKind loss = LossKind::Fp32Logits;
    std::uint32_t lora_rank = 16;
    std::vector<std::string> lora_targets = {"q_proj", "v_proj"};
    Precision adapter_precision = Precision::FP32; // PEFT keeps adapters in fp32 by default
    // Inference: tokens one prefill step runs, the serving engine's chunk (vLLM's
    // max_num_batched_tokens: 2048 by default on GPUs under 70 GiB, llama.cpp's -b 2048); the
    // activation peak is that chunk's, not the whole batch's prompts at once. 0: all at once.
    std::uint32_t prefill_chunk_tokens = 2048;

    bool isTraining() const { return task != Task::Inference; }
    bool isAdapter() const { return task == Task::LoRA || task == Task::QLoRA; }

    // Throws InputError when options contradict each other (full fine-tuning of
    // 4-bit weights, a zero batch...). Names the option.
    void validate() const;

    bool operator==(const Workload&) const = default;
};

// Runtime costs outside the model: what the CUDA context takes and how much
// the caching allocator wastes.
struct RuntimeOverhead {
    std::uint64_t cuda_context_bytes = 500'000'000; // PyTorch measures 287-667 MB (PR #86509)
    double fragmentation = 0.05;                    // share of the model's memory lost to fragmentation
    bool operator==(const RuntimeOverhead&) const = default;
};

std::string_view taskId(Task t);
std::string_view optimizerId(Optimizer o);
std::string_view regimeId(TrainRegime r);
std::string_view checkpointingId(Checkpointing c);
std::string_view lossId(LossKind l);
// Bytes per logit (batch x seq x vocab) at the peak for a loss computation.
double logitBytesPerElement(LossKind l);

// Parsers throw InputError listing the valid names.
Task parseTask(std::string_view s);
Optimizer parseOptimizer(std::string_view s);
TrainRegime parseRegime(std::string_view s);
Checkpointing parseCheckpointing(std::string_view s);
LossKind parseLoss(std::string_view s);

// Splits "q_proj,v_proj" (spaces allowed).
std::vector<std::string> splitList(std::string_view s);

} // namespace gpuplan
