#pragma once

// The fields of a ModelSpec by name, in the order of its JSON form: the one list
// behind a model's JSON (core/Json.cpp: scenario files, the catalog's spec_json)
// and the catalog's model columns (database/CatalogTables.cpp), so that a field
// added to ModelSpec is added here once.

#include "core/model/ModelSpec.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace gpuplan {

// A value of an architecture choice and its name in files.
template <typename E> struct ChoiceName {
    E value;
    std::string_view name;
};

// The names of each choice, in the order messages list them ("gated3 or mlp2").
inline constexpr std::array<ChoiceName<FfnKind>, 2> kFfnNames = {{
    {FfnKind::Gated3, "gated3"},
    {FfnKind::Mlp2, "mlp2"},
}};
inline constexpr std::array<ChoiceName<NormKind>, 2> kNormNames = {{
    {NormKind::RmsNorm, "rmsnorm"},
    {NormKind::LayerNorm, "layernorm"},
}};
inline constexpr std::array<ChoiceName<QkNorm>, 3> kQkNormNames = {{
    {QkNorm::None, "none"},
    {QkNorm::PerHead, "head"},
    {QkNorm::PerProjection, "projection"},
}};
constexpr const auto& choiceNames(QkNorm) {
    return kQkNormNames;
}
constexpr const auto& choiceNames(FfnKind) {
    return kFfnNames;
}
constexpr const auto& choiceNames(NormKind) {
    return kNormNames;
}

// "gated3" for FfnKind::Gated3.
template <typename E> constexpr std::string_view choiceName(E value) {
    for (const auto& c : choiceNames(value))
        if (c.value == value)
            return c.name;
    return {};
}

// The value named `name`; nullopt for any other name.
template <typename E> constexpr std::optional<E> choiceNamed(std::string_view name) {
    for (const auto& c : choiceNames(E{}))
        if (c.name == name)
            return c.value;
    return std::nullopt;
}

struct ModelSpecField {
    std::string_view name; // in JSON and in the catalog's files
    std::variant<std::string ModelSpec::*, std::uint32_t ModelSpec::*, std::uint64_t ModelSpec::*,
                 bool ModelSpec::*, FfnKind ModelSpec::*, NormKind ModelSpec::*, QkNorm ModelSpec::*>
        member;
};

inline constexpr std::array<ModelSpecField, 42> kModelSpecFields = {{
    {"id", &ModelSpec::id},
    {"name", &ModelSpec::name},
    {"family", &ModelSpec::family},
    {"layers", &ModelSpec::layers},
    {"hidden", &ModelSpec::hidden},
    {"heads", &ModelSpec::heads},
    {"kv_heads", &ModelSpec::kv_heads},
    {"head_dim", &ModelSpec::head_dim},
    {"intermediate", &ModelSpec::intermediate},
    {"ffn", &ModelSpec::ffn},
    {"vocab", &ModelSpec::vocab},
    {"tied_embeddings", &ModelSpec::tied_embeddings},
    {"max_context", &ModelSpec::max_context},
    {"learned_positions", &ModelSpec::learned_positions},
    {"token_types", &ModelSpec::token_types},
    {"qkv_bias", &ModelSpec::qkv_bias},
    {"attn_out_bias", &ModelSpec::attn_out_bias},
    {"mlp_bias", &ModelSpec::mlp_bias},
    {"norm", &ModelSpec::norm},
    {"norms_per_layer", &ModelSpec::norms_per_layer},
    {"final_norm", &ModelSpec::final_norm},
    {"embedding_norm", &ModelSpec::embedding_norm},
    {"pooler", &ModelSpec::pooler},
    {"experts", &ModelSpec::experts},
    {"experts_per_token", &ModelSpec::experts_per_token},
    {"router_bias", &ModelSpec::router_bias},
    {"dense_layers", &ModelSpec::dense_layers},
    {"dense_intermediate", &ModelSpec::dense_intermediate},
    {"shared_expert_intermediate", &ModelSpec::shared_expert_intermediate},
    {"shared_expert_gate", &ModelSpec::shared_expert_gate},
    {"expert_weights_format", &ModelSpec::expert_weights_format},
    {"qk_norm", &ModelSpec::qk_norm},
    {"attention_sinks", &ModelSpec::attention_sinks},
    {"q_lora_rank", &ModelSpec::q_lora_rank},
    {"kv_lora_rank", &ModelSpec::kv_lora_rank},
    {"qk_rope_head_dim", &ModelSpec::qk_rope_head_dim},
    {"v_head_dim", &ModelSpec::v_head_dim},
    {"sliding_window", &ModelSpec::sliding_window},
    {"sliding_layers", &ModelSpec::sliding_layers},
    {"mtp_layers", &ModelSpec::mtp_layers},
    {"vision_params", &ModelSpec::vision_params},
    {"dropout", &ModelSpec::dropout},
}};

} // namespace gpuplan
