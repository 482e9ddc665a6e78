#include "core/model/QuantizationConfig.h"

#include "core/base/Error.h"
#include "core/base/Limits.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <string>

namespace gpuplan {

namespace {

using nlohmann::json;

[[noreturn]] void wrongType(std::string_view where, std::string_view field, std::string_view expected) {
    throw InputError(fmt::format("{}: quantization_config.{} must be {}", where, field, expected));
}

std::string text(const json& qc, std::string_view where, const char* field,
                 const std::string& fallback = {}) {
    const auto it = qc.find(field);
    if (it == qc.end() || it->is_null())
        return fallback;
    if (!it->is_string())
        wrongType(where, field, "a string");
    return it->get<std::string>();
}

bool flag(const json& qc, std::string_view where, const char* field) {
    const auto it = qc.find(field);
    if (it == qc.end() || it->is_null())
        return false;
    if (!it->is_boolean())
        wrongType(where, field, "true or false");
    return it->get<bool>();
}

std::optional<long long> integer(const json& qc, std::string_view where, const char* field) {
    const auto it = qc.find(field);
    if (it == qc.end() || it->is_null())
        return std::nullopt;
    if (!it->is_number_integer())
        wrongType(where, field, "a whole number");
    return it->get<long long>();
}

std::string lower(std::string s) {
    for (char& c : s)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return s;
}

void read(QuantizationDefault& d, const std::string& what, Precision p) {
    d.precision = p;
    d.notes.push_back(Message(MessageId::QuantConfigRead, {what, precisionInfo(p).id}));
}

void notModelled(QuantizationDefault& d, const std::string& what) {
    d.precision.reset();
    d.notes.push_back(Message(MessageId::QuantConfigNotModelled, {what}));
}

// GPTQ / AWQ: bits and group_size (-1: one group per row, counted as the largest group).
void grouped(QuantizationDefault& d, const json& qc, std::string_view where, const std::string& method,
             Precision four_bit) {
    const long long bits = integer(qc, where, "bits").value_or(4);
    long long group =
        integer(qc, where, "group_size").value_or(integer(qc, where, "q_group_size").value_or(128));
    if (group == -1 || group == 0)
        group = static_cast<long long>(limits::kGroupSize.max);
    if (group < 0 || group > static_cast<long long>(limits::kGroupSize.max))
        throw InputError(
            fmt::format("{}: quantization_config.group_size must be -1 or between 1 and {}, got {}", where,
                        limits::kGroupSize.max, group));
    const std::string what = fmt::format("quant_method {}, bits {}, group_size {}", method, bits, group);
    if (bits == 4) {
        d.group_size = static_cast<int>(group);
        read(d, what, four_bit);
    } else if (bits == 8) {
        read(d, what, Precision::INT8);
    } else {
        notModelled(d, what);
    }
}

// compressed-tensors (llm-compressor): the weights of the first config group.
void compressedTensors(QuantizationDefault& d, const json& qc, std::string_view where) {
    const json* groups = qc.contains("config_groups") ? &qc.at("config_groups") : nullptr;
    if (!groups || !groups->is_object() || groups->empty())
        return notModelled(d, "quant_method compressed-tensors without config_groups");
    const json& g = groups->get_ref<const json::object_t&>().begin()->second;
    const auto wt = g.is_object() ? g.find("weights") : g.end();
    if (!g.is_object() || wt == g.end() || !wt->is_object())
        return notModelled(d, "quant_method compressed-tensors without weights");
    const json& w = *wt;
    const long long bits = integer(w, where, "num_bits").value_or(0);
    const std::string type = lower(text(w, where, "type", "int"));
    const std::string strategy = lower(text(w, where, "strategy"));
    const long long group = integer(w, where, "group_size").value_or(0);
    const std::string what =
        fmt::format("quant_method compressed-tensors, {} {}-bit, strategy {}", type, bits, strategy);
    if (type == "float" && bits == 4 && group == 16)
        return read(d, what, Precision::NVFP4);
    if (type == "float" && bits == 8)
        return read(d, what, strategy == "block" ? Precision::FP8_BLOCK : Precision::FP8);
    if (type == "int" && bits == 4 && group > 0) {
        d.group_size = static_cast<int>(group);
        return read(d, what, Precision::GPTQ_INT4);
    }
    if (type == "int" && bits == 8)
        return read(d, what, Precision::INT8);
    notModelled(d, what);
}

} // namespace

QuantizationDefault precisionFromQuantizationConfig(const json& qc, std::string_view where) {
    if (!qc.is_object())
        throw InputError(fmt::format("{}: quantization_config must be an object", where));
    QuantizationDefault d;
    const std::string method = lower(text(qc, where, "quant_method"));
    if (method.empty())
        throw InputError(fmt::format("{}: quantization_config.quant_method is missing", where));
    if (method == "fp8") {
        const auto block = qc.find("weight_block_size");
        if (block != qc.end() && !block->is_null()) {
            if (!block->is_array() || block->size() != 2 || !(*block)[0].is_number_integer() ||
                !(*block)[1].is_number_integer() || (*block)[0].get<long long>() <= 0 ||
                (*block)[1].get<long long>() <= 0)
                wrongType(where, "weight_block_size", "two positive whole numbers, e.g. [128, 128]");
            const long long r = (*block)[0].get<long long>(), c = (*block)[1].get<long long>();
            read(d, fmt::format("quant_method fp8, weight_block_size [{}, {}]", r, c), Precision::FP8_BLOCK);
            if (r != 128 || c != 128)
                d.notes.push_back(Message(MessageId::QuantConfigBlockAs128, {r, c}));
        } else {
            read(d, "quant_method fp8", Precision::FP8);
        }
    } else if (method == "mxfp4") {
        read(d, "quant_method mxfp4", Precision::MXFP4);
    } else if (method == "bitsandbytes") {
        if (flag(qc, where, "load_in_4bit")) {
            const std::string type = lower(text(qc, where, "bnb_4bit_quant_type", "fp4"));
            const bool dq = flag(qc, where, "bnb_4bit_use_double_quant");
            // fp4 and nf4 store the same: 4 bits + one absmax per 64 weights.
            read(d, fmt::format("quant_method bitsandbytes, 4-bit {}{}", type, dq ? ", double quant" : ""),
                 dq ? Precision::NF4_DQ : Precision::NF4);
        } else if (flag(qc, where, "load_in_8bit")) {
            read(d, "quant_method bitsandbytes, 8-bit", Precision::INT8);
        } else {
            notModelled(d, "quant_method bitsandbytes without load_in_4bit or load_in_8bit");
        }
    } else if (method == "gptq") {
        grouped(d, qc, where, "gptq", Precision::GPTQ_INT4);
    } else if (method == "awq") {
        grouped(d, qc, where, "awq", Precision::AWQ_INT4);
    } else if (method == "compressed-tensors") {
        compressedTensors(d, qc, where);
    } else if (method == "modelopt") {
        const std::string algo = lower(text(qc, where, "quant_algo"));
        if (algo == "nvfp4")
            read(d, "quant_method modelopt, quant_algo NVFP4", Precision::NVFP4);
        else if (algo == "fp8")
            read(d, "quant_method modelopt, quant_algo FP8", Precision::FP8);
        else
            notModelled(d, fmt::format("quant_method modelopt, quant_algo {}", algo));
    } else {
        notModelled(d, fmt::format("quant_method {}", method));
    }
    // What the file keeps unquantized (gpt-oss: the attention, the router, embeddings, lm_head).
    const auto keep = qc.find("modules_to_not_convert");
    if (d.precision && keep != qc.end() && keep->is_array() && !keep->empty()) {
        std::string names;
        std::size_t shown = 0;
        for (const auto& k : *keep) {
            if (!k.is_string())
                continue;
            if (shown == 4) {
                names += ", ...";
                break;
            }
            names += (names.empty() ? "" : ", ") + k.get<std::string>();
            ++shown;
        }
        if (!names.empty())
            d.notes.push_back(Message(MessageId::QuantConfigKeeps16Bit, {names}));
    }
    return d;
}

std::optional<QuantizationDefault> quantizationDefaultOfConfig(const json& config, std::string_view where) {
    if (!config.is_object())
        return std::nullopt;
    const auto it = config.find("quantization_config");
    if (it == config.end() || it->is_null())
        return std::nullopt;
    return precisionFromQuantizationConfig(*it, where);
}

} // namespace gpuplan
