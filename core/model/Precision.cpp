#include "core/model/Precision.h"

#include "core/model/PrecisionTable.h"

#include "core/base/Error.h"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

namespace gpuplan {

namespace {

namespace table = precision_table;

// What allPrecisions() lists: the table's rows.
const std::vector<PrecisionInfo> kPrecisions(table::kInfo.begin(), table::kInfo.end());

const std::vector<Precision> kKvPrecisions = {Precision::FP16, Precision::BF16, Precision::FP8,
                                              Precision::INT8, Precision::Q8_0, Precision::Q5_0,
                                              Precision::Q4_0, Precision::FP32};

} // namespace

const std::vector<PrecisionInfo>& allPrecisions() {
    return kPrecisions;
}

const PrecisionInfo& precisionInfo(Precision p) {
    if (const PrecisionInfo* info = table::find(p)) [[likely]]
        return *info;
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
    return table::gguf(p);
}

bool isKvPrecision(Precision p) {
    return std::find(kKvPrecisions.begin(), kKvPrecisions.end(), p) != kKvPrecisions.end();
}

double kvBytesPerValue(Precision p) {
    return table::kvBytes(p);
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
