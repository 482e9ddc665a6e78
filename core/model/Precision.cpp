#include "core/model/Precision.h"

#include "core/base/Error.h"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

namespace gpuplan {

namespace {

// NF4 (QLoRA paper, Dettmers et al. 2023, section 3): blocks of 64 weights,
// one fp32 absmax per block -> 4 + 32/64 = 4.5 bits. Double quantization
// stores absmax as 8-bit with one fp32 constant per 256 blocks:
// 4 + 8/64 + 32/(64*256) = 4.127 bits.
constexpr double kNf4Bits = 4.0 + 32.0 / 64.0;
constexpr double kNf4DqBits = 4.0 + 8.0 / 64.0 + 32.0 / (64.0 * 256.0);
// GGUF block sizes (llama.cpp ggml-common.h): Q8_0 = 34 bytes / 32 weights,
// Q4_K = 144 bytes / 256 weights, Q6_K = 210 bytes / 256 weights.
constexpr double kQ8_0Bits = 34.0 * 8.0 / 32.0;
constexpr double kQ4KBits = 144.0 * 8.0 / 256.0;
// More ggml blocks (ggml-common.h, https://github.com/ggml-org/llama.cpp/blob/master/ggml/src/ggml-common.h):
// block_q6_K 210 B / 256, block_q5_K 176 B / 256, block_q3_K 110 B / 256, block_q2_K 84 B / 256,
// block_iq4_xs 136 B / 256, block_q4_0 18 B / 32, block_q5_0 22 B / 32.
constexpr double kQ6KBits = 210.0 * 8.0 / 256.0;
constexpr double kQ5KBits = 176.0 * 8.0 / 256.0;
constexpr double kQ3KBits = 110.0 * 8.0 / 256.0;
constexpr double kQ2KBits = 84.0 * 8.0 / 256.0;
constexpr double kIq4XsBits = 136.0 * 8.0 / 256.0;
constexpr double kQ4_0Bits = 18.0 * 8.0 / 32.0;
constexpr double kQ5_0Bits = 22.0 * 8.0 / 32.0;
// FP8 block-scaled (DeepSeek-V3 config.json quantization_config: fmt e4m3, weight_block_size
// [128, 128]): one fp32 scale_inv per 128x128 block.
constexpr double kFp8BlockBits = 8.0 + 32.0 / (128.0 * 128.0);
// OCP Microscaling Formats (MX) v1.0 (2023-09): MXFP4 = 32 E2M1 values + one E8M0 scale.
constexpr double kMxfp4Bits = 4.0 + 8.0 / 32.0;
// NVFP4 (NVIDIA, "Introducing NVFP4", 2025-06): 16 E2M1 values + one E4M3 scale, and one fp32
// scale per tensor (counted per tensor in core/model/WeightFormat.cpp).
constexpr double kNvfp4Bits = 4.0 + 8.0 / 16.0;

const std::vector<PrecisionInfo> kPrecisions = {
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
};

const std::vector<Precision> kKvPrecisions = {Precision::FP16, Precision::BF16, Precision::FP8,
                                              Precision::INT8, Precision::Q8_0, Precision::Q5_0,
                                              Precision::Q4_0, Precision::FP32};

} // namespace

const std::vector<PrecisionInfo>& allPrecisions() {
    return kPrecisions;
}

const PrecisionInfo& precisionInfo(Precision p) {
    // The table lists the precisions in the enum's order: one look, then a search should it not.
    if (const auto i = static_cast<std::size_t>(p); i < kPrecisions.size() && kPrecisions[i].precision == p)
        return kPrecisions[i];
    for (const auto& info : kPrecisions)
        if (info.precision == p)
            return info;
    throw std::logic_error("precisionInfo: unknown precision");
}

double linearBitsPerWeight(Precision p, int group_size) {
    if (p == Precision::GPTQ_INT4 || p == Precision::AWQ_INT4) {
        if (group_size <= 0)
            throw InputError(fmt::format("group size must be positive, got {}", group_size));
        // fp16 scale + zero point stored (packed, upcast) per group: 32 bits per group.
        return 4.0 + 32.0 / group_size;
    }
    return precisionInfo(p).bits_per_weight;
}

bool isGguf(Precision p) {
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

bool isKvPrecision(Precision p) {
    return std::find(kKvPrecisions.begin(), kKvPrecisions.end(), p) != kKvPrecisions.end();
}

double kvBytesPerValue(Precision p) {
    switch (p) {
    case Precision::FP32:
        return 4.0;
    case Precision::FP8:  // vLLM / TensorRT-LLM fp8 e4m3 cache (scales per tensor: negligible)
    case Precision::INT8: // int8 cache
        return 1.0;
    case Precision::Q8_0: // llama.cpp --cache-type-k q8_0: block_q8_0, 34 B / 32 values
    case Precision::Q5_0: // block_q5_0, 22 B / 32
    case Precision::Q4_0: // block_q4_0, 18 B / 32
        return precisionInfo(p).bits_per_weight / 8.0;
    default:
        return 2.0;
    }
}

const std::vector<Precision>& kvPrecisions() {
    return kKvPrecisions;
}

std::string kvPrecisionNames() {
    std::string out;
    for (Precision p : kKvPrecisions)
        out += (out.empty() ? "" : ", ") + std::string(precisionInfo(p).id);
    return out;
}

std::optional<Precision> parsePrecision(std::string_view id) {
    for (const auto& info : kPrecisions)
        if (info.id == id)
            return info.precision;
    if (id == "int4" || id == "gptq")
        return Precision::GPTQ_INT4;
    if (id == "awq")
        return Precision::AWQ_INT4;
    if (id == "q4_k" || id == "q4km")
        return Precision::Q4_K_M;
    if (id == "q5_k")
        return Precision::Q5_K_M;
    if (id == "q3_k")
        return Precision::Q3_K_M;
    if (id == "fp8-block-128" || id == "fp8_block")
        return Precision::FP8_BLOCK;
    return std::nullopt;
}

std::string precisionNames() {
    std::string out;
    for (const auto& info : kPrecisions) {
        if (!out.empty())
            out += ", ";
        out += info.id;
    }
    return out;
}

Precision parsePrecisionOrThrow(std::string_view id, std::string_view what) {
    if (auto p = parsePrecision(id))
        return *p;
    throw InputError(fmt::format("{}: unknown precision '{}' (valid: {})", what, id, precisionNames()));
}

double guideBytesPerParam(Precision p) {
    switch (p) {
    case Precision::FP32:
        return 4.0;
    case Precision::FP16:
    case Precision::BF16:
        return 2.0;
    case Precision::FP8:
    case Precision::FP8_BLOCK:
    case Precision::INT8:
    case Precision::Q8_0:
        return 1.0;
    case Precision::Q6_K:
    case Precision::Q5_K_M:
    case Precision::Q5_0:
    case Precision::Q3_K_M:
    case Precision::Q2_K:
        return precisionInfo(p).bits_per_weight / 8.0; // the guide has no 2-, 3-, 5- or 6-bit row
    default:
        return 0.5;
    }
}

} // namespace gpuplan
