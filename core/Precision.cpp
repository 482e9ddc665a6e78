#include "core/Precision.h"

#include "core/Error.h"

#include <fmt/format.h>

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
};

} // namespace

const std::vector<PrecisionInfo>& allPrecisions() {
    return kPrecisions;
}

const PrecisionInfo& precisionInfo(Precision p) {
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
    case Precision::INT8:
    case Precision::Q8_0:
        return 1.0;
    default:
        return 0.5;
    }
}

} // namespace gpuplan
