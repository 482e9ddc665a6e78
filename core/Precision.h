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
};

// Which tensors a precision leaves in a 16-bit dtype.
struct KeepsSixteenBit {
    bool embeddings = false; // token (and position) embeddings
    bool lm_head = false;    // output projection
    bool norms = true;       // layer norm weights (always 16-bit or fp32 in every format)
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

std::optional<Precision> parsePrecision(std::string_view id);
// Throws InputError with the list of valid names.
Precision parsePrecisionOrThrow(std::string_view id, std::string_view what = "precision");
std::string precisionNames(); // "fp32, fp16, ..." for messages and help

// The guide's bytes per parameter (4 / 2 / 1 / 0.5) for its rule of thumb.
double guideBytesPerParam(Precision p);

} // namespace gpuplan
