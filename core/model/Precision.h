#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplan {

// How the weights of the model's linear layers are stored. Quantized formats
// carry their real overhead (scales, zero points, mixed block types), and each
// format says which tensors it leaves in 16-bit.
enum class Precision {
    FP32,
    FP16,
    BF16,
    FP8,
    INT8,      // bitsandbytes LLM.int8(): int8 weights + one fp32 scale per output row
    NF4,       // bitsandbytes NF4: 4 bits + one fp32 absmax per 64 weights = 4.5 bits
    NF4_DQ,    // NF4 with double quantization: absmax as fp8 per 64, fp32 per 256 blocks = 4.127 bits
    GPTQ_INT4, // 4 bits + fp16 scale + fp16-equivalent zero per group (group 128 -> 4.25 bits)
    AWQ_INT4,  // same storage layout as GPTQ
    Q8_0,      // GGUF: blocks of 32 int8 + one fp16 scale = 8.5 bits
    Q4_K_M,    // GGUF mix: Q4_K (4.5 bits) with Q6_K (6.5625 bits) for output, half of attn_v and ffn_down
    // Appended (issue 15); the ids are what scenario files store, the order is free.
    FP8_BLOCK, // fp8 e4m3 + one fp32 scale per 128x128 block (DeepSeek-V3, Qwen3-FP8: weight_block_size)
    MXFP4,     // OCP MX: 4-bit E2M1 + one E8M0 scale per 32 = 4.25 bits; on MoE models experts only (gpt-oss)
    NVFP4,     // 4-bit E2M1 + one FP8 E4M3 scale per 16 = 4.5 bits, + one fp32 scale per tensor
    Q6_K,      // GGUF: 210 bytes / 256 weights = 6.5625 bits
    Q5_K_M,    // GGUF mix: Q5_K (5.5 bits), Q6_K for output and half of attn_v / ffn_down
    Q4_0,      // GGUF: 18 bytes / 32 weights = 4.5 bits; output Q6_K
    Q5_0,      // GGUF: 22 bytes / 32 weights = 5.5 bits (llama.cpp's KV cache type q5_0)
    IQ4_XS, // GGUF: 136 bytes / 256 weights = 4.25 bits; attn_v Q5_K with GQA >= 4, first 1/8 ffn_down Q5_K
    Q3_K_M, // GGUF mix: Q3_K (3.4375 bits), attn_v / attn_output / ffn_down at Q4_K-Q5_K, output Q6_K
    Q2_K,   // GGUF mix: Q2_K (2.625 bits), attn_v Q3_K-Q4_K, attn_output / ffn_down Q3_K, output Q6_K
};

// Which tensors a precision leaves in a 16-bit dtype.
// GGUF keeps no tensor in 16-bit but 1-D ones (norms, biases: f32); it stores some at higher
// precision instead (output.weight at Q6_K, attn_v / ffn_down bumps of the _M mixes: see
// core/model/WeightFormat.h).
struct KeepsSixteenBit {
    bool embeddings = false; // token (and position) embeddings
    bool lm_head = false;    // output projection
    bool norms = true;       // layer norm weights (always 16-bit or fp32 in every format)
    // MoE models: the attention, the router, shared experts and dense FFNs stay 16-bit, only the
    // routed experts are quantized (MXFP4 as gpt-oss ships it, llama.cpp's MXFP4_MOE).
    bool non_expert_linears_on_moe = false;
};

struct PrecisionInfo {
    Precision precision;
    std::string_view id;    // CLI / JSON name: "fp16", "nf4-dq", "q4_k_m"
    std::string_view label; // human name
    double bits_per_weight; // for the linear layers, overhead included (GPTQ/AWQ at group 128)
    bool quantized;         // weights are not in a native floating-point compute dtype
    KeepsSixteenBit keeps;
};

const PrecisionInfo& precisionInfo(Precision p);
const std::vector<PrecisionInfo>& allPrecisions();

// Bits per weight of the linear layers; `group_size` matters for GPTQ/AWQ only.
double linearBitsPerWeight(Precision p, int group_size = 128);

// Bytes per element of an unquantized tensor stored in this precision:
// 4 for fp32, 2 for fp16/bf16, 1 for fp8; 16-bit formats otherwise.
constexpr double denseBytesPerElement(Precision p) {
    switch (p) {
    case Precision::FP32:
        return 4.0;
    case Precision::FP8:
        return 1.0;
    default:
        return 2.0;
    }
}

// A GGUF file type (q8_0, q4_k_m...): llama.cpp's per-tensor mixes apply.
bool isGguf(Precision p);

// The KV cache's storage: fp32, fp16, bf16, fp8 (e4m3), int8, and llama.cpp's cache types
// q8_0 / q5_0 / q4_0 (blocks of 32 values with one fp16 scale: 34, 22 and 18 bytes).
bool isKvPrecision(Precision p);
double kvBytesPerValue(Precision p); // 4, 2, 2, 1, 1, 1.0625, 0.6875, 0.5625; 2 for any other
const std::vector<Precision>& kvPrecisions();
std::string kvPrecisionNames(); // "fp16, bf16, fp8, int8, q8_0, q5_0, q4_0, fp32"

std::optional<Precision> parsePrecision(std::string_view id);
// Throws InputError with the list of valid names.
Precision parsePrecisionOrThrow(std::string_view id, std::string_view what = "precision");
std::string precisionNames(); // "fp32, fp16, ..." for messages and help

// The guide's bytes per parameter (4 / 2 / 1 / 0.5) for its rule of thumb.
double guideBytesPerParam(Precision p);

} // namespace gpuplan
