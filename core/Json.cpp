#include "core/Json.h"

#include "core/BoundedRead.h"
#include "core/Error.h"

#include <fmt/format.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <set>
#include <type_traits>

namespace gpuplan {

using nlohmann::json;

json parseJsonText(std::string_view text, std::string_view where) {
    std::string key; // the last object key read: the field a bad number belongs to
    const json::parser_callback_t track = [&key](int, json::parse_event_t event, json& parsed) {
        if (event == json::parse_event_t::key && parsed.is_string())
            key = parsed.get<std::string>();
        return true;
    };
    try {
        return json::parse(text, track);
    } catch (const json::out_of_range&) {
        throw InputError(fmt::format("{}: field '{}' holds a number too large to use (beyond 1.8e308)", where,
                                     shortText(key)));
    }
}

json toJson(const ModelSpec& m) {
    return json{
        {"id", m.id},
        {"name", m.name},
        {"family", m.family},
        {"layers", m.layers},
        {"hidden", m.hidden},
        {"heads", m.heads},
        {"kv_heads", m.kv_heads},
        {"head_dim", m.head_dim},
        {"intermediate", m.intermediate},
        {"ffn", m.ffn == FfnKind::Gated3 ? "gated3" : "mlp2"},
        {"vocab", m.vocab},
        {"tied_embeddings", m.tied_embeddings},
        {"max_context", m.max_context},
        {"learned_positions", m.learned_positions},
        {"token_types", m.token_types},
        {"qkv_bias", m.qkv_bias},
        {"attn_out_bias", m.attn_out_bias},
        {"mlp_bias", m.mlp_bias},
        {"norm", m.norm == NormKind::LayerNorm ? "layernorm" : "rmsnorm"},
        {"norms_per_layer", m.norms_per_layer},
        {"final_norm", m.final_norm},
        {"embedding_norm", m.embedding_norm},
        {"pooler", m.pooler},
        {"experts", m.experts},
        {"experts_per_token", m.experts_per_token},
        {"router_bias", m.router_bias},
        {"dropout", m.dropout},
    };
}

namespace {

template <typename T> void read(const json& j, const char* key, T& out, std::string_view where) {
    if (!j.contains(key))
        return; // keep the default
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
        // get<T>() would wrap a negative or too large number around: refuse it instead.
        const json& v = j.at(key);
        constexpr auto kMax = static_cast<std::uint64_t>(std::numeric_limits<T>::max());
        bool ok = true;
        if (v.is_number_unsigned())
            ok = v.get<std::uint64_t>() <= kMax;
        else if (v.is_number_integer())
            ok = v.get<std::int64_t>() >= 0 && static_cast<std::uint64_t>(v.get<std::int64_t>()) <= kMax;
        else if (v.is_number_float()) // 4096.0: a whole number written as a decimal
            ok = v.get<double>() >= 0.0 && v.get<double>() <= static_cast<double>(kMax) &&
                 std::floor(v.get<double>()) == v.get<double>();
        if (v.is_number() && !ok)
            throw InputError(fmt::format("{}: field '{}' must be a whole number between 0 and {}, got {}",
                                         where, key, kMax, v.dump()));
    }
    try {
        out = j.at(key).get<T>();
    } catch (const json::exception&) {
        throw InputError(
            fmt::format("{}: field '{}' has the wrong type ({})", where, key, shortJson(j.at(key))));
    }
}

} // namespace

ModelSpec modelSpecFromJson(const json& j, std::string_view where) {
    if (!j.is_object())
        throw InputError(fmt::format("{}: a model must be a JSON object", where));
    static const std::set<std::string> known = {"id",
                                                "name",
                                                "family",
                                                "layers",
                                                "hidden",
                                                "heads",
                                                "kv_heads",
                                                "head_dim",
                                                "intermediate",
                                                "ffn",
                                                "vocab",
                                                "tied_embeddings",
                                                "max_context",
                                                "learned_positions",
                                                "token_types",
                                                "qkv_bias",
                                                "attn_out_bias",
                                                "mlp_bias",
                                                "norm",
                                                "norms_per_layer",
                                                "final_norm",
                                                "embedding_norm",
                                                "pooler",
                                                "experts",
                                                "experts_per_token",
                                                "router_bias",
                                                "dropout"};
    for (const auto& [key, value] : j.items())
        if (!known.count(key))
            throw InputError(fmt::format("{}: unknown model field '{}'", where, key));
    ModelSpec m;
    read(j, "id", m.id, where);
    read(j, "name", m.name, where);
    read(j, "family", m.family, where);
    read(j, "layers", m.layers, where);
    read(j, "hidden", m.hidden, where);
    read(j, "heads", m.heads, where);
    read(j, "kv_heads", m.kv_heads, where);
    read(j, "head_dim", m.head_dim, where);
    read(j, "intermediate", m.intermediate, where);
    std::string ffn = "gated3";
    read(j, "ffn", ffn, where);
    if (ffn != "gated3" && ffn != "mlp2")
        throw InputError(fmt::format("{}: field 'ffn' must be gated3 or mlp2, got '{}'", where, ffn));
    m.ffn = ffn == "gated3" ? FfnKind::Gated3 : FfnKind::Mlp2;
    read(j, "vocab", m.vocab, where);
    read(j, "tied_embeddings", m.tied_embeddings, where);
    read(j, "max_context", m.max_context, where);
    read(j, "learned_positions", m.learned_positions, where);
    read(j, "token_types", m.token_types, where);
    read(j, "qkv_bias", m.qkv_bias, where);
    read(j, "attn_out_bias", m.attn_out_bias, where);
    read(j, "mlp_bias", m.mlp_bias, where);
    std::string norm = "rmsnorm";
    read(j, "norm", norm, where);
    if (norm != "rmsnorm" && norm != "layernorm")
        throw InputError(fmt::format("{}: field 'norm' must be rmsnorm or layernorm, got '{}'", where, norm));
    m.norm = norm == "layernorm" ? NormKind::LayerNorm : NormKind::RmsNorm;
    read(j, "norms_per_layer", m.norms_per_layer, where);
    read(j, "final_norm", m.final_norm, where);
    read(j, "embedding_norm", m.embedding_norm, where);
    read(j, "pooler", m.pooler, where);
    read(j, "experts", m.experts, where);
    read(j, "experts_per_token", m.experts_per_token, where);
    read(j, "router_bias", m.router_bias, where);
    read(j, "dropout", m.dropout, where);
    if (m.head_dim == 0 && m.heads > 0)
        m.head_dim = m.hidden / m.heads;
    if (m.kv_heads == 0)
        m.kv_heads = m.heads;
    try {
        m.validate();
    } catch (const InputError& e) {
        throw InputError(fmt::format("{}: {}", where, e.what()));
    }
    return m;
}

json toJson(const ParamCounts& p) {
    return json{{"total", p.total},         {"embedding", p.embedding}, {"lm_head", p.lm_head},
                {"per_layer", p.per_layer}, {"norms", p.norms},         {"active", p.active}};
}

json toJson(const MemoryBreakdown& m) {
    return json{
        {"params_total", m.params.total},
        {"params_active", m.params.active},
        {"params_trainable", m.params_trainable},
        {"weights_bytes", m.weights_bytes},
        {"adapters_bytes", m.adapters_bytes},
        {"gradients_bytes", m.gradients_bytes},
        {"optimizer_bytes", m.optimizer_bytes},
        {"master_weights_bytes", m.master_weights_bytes},
        {"activations_bytes", m.activations_bytes},
        {"logits_bytes", m.logits_bytes},
        {"kv_cache_bytes", m.kv_cache_bytes},
        {"cuda_context_bytes", m.cuda_context_bytes},
        {"fragmentation_bytes", m.fragmentation_bytes},
        {"overhead_bytes", m.overheadBytes()},
        {"total_bytes", m.total_bytes},
    };
}

json toJson(const RuleOfThumb& r) {
    return json{{"params", r.params},
                {"bytes_per_param", r.bytes_per_param},
                {"overhead", r.overhead},
                {"bytes", r.bytes},
                {"formula", r.formula.english()}};
}

json toJson(const FitAnswer& f) {
    return json{{"fits", f.fits},
                {"headroom_bytes", f.headroom_bytes},
                {"max_batch", f.max_batch},
                {"max_seq", f.max_seq},
                {"max_seq_limited_by_model", f.max_seq_limited_by_model}};
}

} // namespace gpuplan
