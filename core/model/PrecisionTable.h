#pragma once

// The facts of every precision as one constant table, in the enum's order: what
// precisionInfo() returns (core/model/Precision.h) and what the weight bytes' per-format facts
// (core/model/WeightFormat.cpp) are derived from at compile time, so that an estimate looks a
// format up by indexing rather than by searching and switching. Internal to core/model.

#include "core/model/Precision.h"

#include <array>
#include <cstddef>

namespace gpuplan::precision_table {

// NF4 (QLoRA paper, Dettmers et al. 2023, section 3): blocks of 64 weights,
// one fp32 absmax per block -> 4 + 32/64 = 4.5 bits. Double quantization
// stores absmax as 8-bit with one fp32 constant per 256 blocks:
// 4 + 8/64 + 32/(64*256) = 4.127 bits.
inline constexpr double kNf4Bits = 4.0 + 32.0 / 64.0;
inline constexpr double kNf4DqBits = 4.0 + 8.0 / 64.0 + 32.0 / (64.0 * 256.0);
// GGUF block sizes (llama.cpp ggml-common.h): Q8_0 = 34 bytes / 32 weights,
// Q4_K = 144 bytes / 256 weights, Q6_K = 210 bytes / 256 weights.
inline constexpr double kQ8_0Bits = 34.0 * 8.0 / 32.0;
inline constexpr double kQ4KBits = 144.0 * 8.0 / 256.0;
// More ggml blocks (ggml-common.h, https://github.com/ggml-org/llama.cpp/blob/master/ggml/src/ggml-common.h):
// block_q6_K 210 B / 256, block_q5_K 176 B / 256, block_q3_K 110 B / 256, block_q2_K 84 B / 256,
// block_iq4_xs 136 B / 256, block_q4_0 18 B / 32, block_q5_0 22 B / 32.
inline constexpr double kQ6KBits = 210.0 * 8.0 / 256.0;
inline constexpr double kQ5KBits = 176.0 * 8.0 / 256.0;
inline constexpr double kQ3KBits = 110.0 * 8.0 / 256.0;
inline constexpr double kQ2KBits = 84.0 * 8.0 / 256.0;
inline constexpr double kIq4XsBits = 136.0 * 8.0 / 256.0;
inline constexpr double kQ4_0Bits = 18.0 * 8.0 / 32.0;
inline constexpr double kQ5_0Bits = 22.0 * 8.0 / 32.0;
// FP8 block-scaled (DeepSeek-V3 config.json quantization_config: fmt e4m3, weight_block_size
// [128, 128]): one fp32 scale_inv per 128x128 block.
inline constexpr double kFp8BlockBits = 8.0 + 32.0 / (128.0 * 128.0);
// OCP Microscaling Formats (MX) v1.0 (2023-09): MXFP4 = 32 E2M1 values + one E8M0 scale.
inline constexpr double kMxfp4Bits = 4.0 + 8.0 / 32.0;
// NVFP4 (NVIDIA, "Introducing NVFP4", 2025-06): 16 E2M1 values + one E4M3 scale, and one fp32
// scale per tensor (counted per tensor in core/model/WeightFormat.cpp).
inline constexpr double kNvfp4Bits = 4.0 + 8.0 / 16.0;

inline constexpr std::array<PrecisionInfo, 21> kInfo = {{
    {Precision::FP32, "fp32", "FP32", 32.0, false, {false, false, true}},
    {Precision::FP16, "fp16", "FP16", 16.0, false, {false, false, true}},
    {Precision::BF16, "bf16", "BF16", 16.0, false, {false, false, true}},
    {Precision::FP8, "fp8", "FP8 (E4M3)", 8.0, true, {true, true, true}},
    {Precision::INT8, "int8", "INT8 (LLM.int8)", 8.0, true, {true, true, true}},
    {Precision::NF4, "nf4", "NF4 (bitsandbytes 4-bit)", kNf4Bits, true, {true, true, true}},
    {Precision::NF4_DQ, "nf4-dq", "NF4 + double quantization", kNf4DqBits, true, {true, true, true}},
    {Precision::GPTQ_INT4, "gptq-int4", "GPTQ INT4", 4.25, true, {true, true, true}},
    {Precision::AWQ_INT4, "awq-int4", "AWQ INT4", 4.25, true, {true, true, true}},
    {Precision::Q8_0, "q8_0", "GGUF Q8_0", kQ8_0Bits, true, {false, false, true}},
    {Precision::Q4_K_M, "q4_k_m", "GGUF Q4_K_M", kQ4KBits, true, {false, false, true}},
    {Precision::FP8_BLOCK,
     "fp8-block",
     "FP8 block-scaled (128x128)",
     kFp8BlockBits,
     true,
     {true, true, true}},
    {Precision::MXFP4, "mxfp4", "MXFP4", kMxfp4Bits, true, {true, true, true, true}},
    {Precision::NVFP4, "nvfp4", "NVFP4", kNvfp4Bits, true, {true, true, true}},
    {Precision::Q6_K, "q6_k", "GGUF Q6_K", kQ6KBits, true, {false, false, true}},
    {Precision::Q5_K_M, "q5_k_m", "GGUF Q5_K_M", kQ5KBits, true, {false, false, true}},
    {Precision::Q4_0, "q4_0", "GGUF Q4_0", kQ4_0Bits, true, {false, false, true}},
    {Precision::Q5_0, "q5_0", "GGUF Q5_0", kQ5_0Bits, true, {false, false, true}},
    {Precision::IQ4_XS, "iq4_xs", "GGUF IQ4_XS", kIq4XsBits, true, {false, false, true}},
    {Precision::Q3_K_M, "q3_k_m", "GGUF Q3_K_M", kQ3KBits, true, {false, false, true}},
    {Precision::Q2_K, "q2_k", "GGUF Q2_K", kQ2KBits, true, {false, false, true}},
}};

// Row i holds precision i: a precision's row is found by its value.
constexpr bool inEnumOrder() {
    for (std::size_t i = 0; i < kInfo.size(); ++i)
        if (static_cast<std::size_t>(kInfo[i].precision) != i)
            return false;
    return true;
}
static_assert(inEnumOrder(), "kInfo lists the precisions in the enum's order");

// The row of p, or nullptr for a value beyond the enum's.
constexpr const PrecisionInfo* find(Precision p) {
    const auto i = static_cast<std::size_t>(p);
    return i < kInfo.size() ? &kInfo[i] : nullptr;
}

// A GGUF file type (q8_0, q4_k_m...): llama.cpp's per-tensor mixes apply (isGguf).
constexpr bool gguf(Precision p) {
    switch (p) {
    case Precision::Q8_0:
    case Precision::Q6_K:
    case Precision::Q5_K_M:
    case Precision::Q4_K_M:
    case Precision::Q4_0:
    case Precision::Q5_0:
    case Precision::IQ4_XS:
    case Precision::Q3_K_M:
    case Precision::Q2_K:
        return true;
    default:
        return false;
    }
}

// Bytes of one value of a KV cache stored in p (kvBytesPerValue).
constexpr double kvBytes(Precision p) {
    switch (p) {
    case Precision::FP32:
        return 4.0;
    case Precision::FP8:  // vLLM / TensorRT-LLM fp8 e4m3 cache (scales per tensor: negligible)
    case Precision::INT8: // int8 cache
        return 1.0;
    case Precision::Q8_0: // llama.cpp --cache-type-k q8_0: block_q8_0, 34 B / 32 values
    case Precision::Q5_0: // block_q5_0, 22 B / 32
    case Precision::Q4_0: // block_q4_0, 18 B / 32
        return kInfo[static_cast<std::size_t>(p)].bits_per_weight / 8.0;
    default:
        return 2.0;
    }
}

} // namespace gpuplan::precision_table
