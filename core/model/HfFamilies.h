#pragma once

// Internal to core/model/HfConfig.cpp and core/model/HfFamilies.cpp: how a config.json is read, and
// the families of 2025-26 (Qwen3, DeepSeek-V2/V3, Gemma 3, Llama 4, Mistral 3, gpt-oss,
// OLMo 2, Granite, Cohere 2) with their implicit defaults.

#include "core/base/Message.h"
#include "core/model/ModelSpec.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplan::hf {

// Reads the fields of one JSON object of a config (the file, or its text_config), naming
// the file and the field in every error.
class Reader {
public:
    Reader(const nlohmann::json& j, std::string source) : j_(j), source_(std::move(source)) {}

    bool has(const char* name) const;
    // The first of `names` present (not null), as a whole number >= 0; missing: InputError.
    std::uint64_t uint(std::initializer_list<const char*> names) const;
    std::uint64_t uintOr(std::initializer_list<const char*> names, std::uint64_t fallback) const;
    // A size in [1, max]: "<file>: num_hidden_layers must be between 1 and 10000, got 0".
    std::uint32_t size(std::initializer_list<const char*> names, std::uint64_t max) const;
    std::uint32_t sizeOr(std::initializer_list<const char*> names, std::uint64_t fallback,
                         std::uint64_t max) const;
    bool boolOr(const char* name, bool fallback) const;
    std::string stringOr(const char* name, const std::string& fallback) const;
    // An object field, to read nested configs (text_config, vision_config); nullopt when absent.
    std::optional<Reader> object(const char* name) const;
    // A list of strings (layer_types) or of whole numbers (mlp_only_layers, moe_layers,
    // no_rope_layers); empty when absent.
    std::vector<std::string> strings(const char* name) const;
    std::vector<std::uint64_t> uints(const char* name) const;

    const nlohmann::json& json() const { return j_; }
    const std::string& source() const { return source_; }

private:
    std::uint64_t checkedUint(const char* n) const;

    const nlohmann::json& j_;
    std::string source_;
};

// What an import says besides the ModelSpec (core/model/HfConfig.h: HfImport).
using Warnings = std::vector<Message>;

// Llama's fields and defaults: hidden_size, num_hidden_layers, num_attention_heads,
// num_key_value_heads (default: MHA), head_dim (default hidden / heads), intermediate_size,
// vocab_size, max_position_embeddings, tie_word_embeddings, attention_bias, mlp_bias.
void llamaLike(const Reader& r, ModelSpec& m);

// head_dim must be hidden / heads in families that do not let a config set it.
void requireDerivedHeadDim(const Reader& r, const ModelSpec& m);
// An MoE field in a config whose family has no experts: InputError naming the field.
void refuseMoeFields(const Reader& r, const std::string& family);
// sliding_window applied to every layer when set (Mistral v0.1, Phi-3).
void slidingEverywhere(const Reader& r, ModelSpec& m);
// Layers that slide, from layer_types ("sliding_attention") when present, else from
// `is_sliding(i)`; sliding_window (or `default_window`) is their window.
template <typename F>
void slidingLayers(const Reader& r, ModelSpec& m, std::uint64_t default_window, F is_sliding);
std::uint32_t slidingFromLayerTypes(const Reader& r, const ModelSpec& m, bool& present);

// The 2025-26 families (core/model/HfFamilies.cpp). `type` is the config's model_type; the
// returned spec's family is the language model's.
bool isNewFamily(std::string_view type);
ModelSpec newFamily(const std::string& type, const Reader& r, Warnings& warnings);

// Any other model_type with Llama's fields: estimated as a Llama-like decoder, each
// assumption in `warnings`.
ModelSpec estimatedLlamaLike(const std::string& type, const Reader& r, Warnings& warnings);

template <typename F>
void slidingLayers(const Reader& r, ModelSpec& m, std::uint64_t default_window, F is_sliding) {
    bool present = false;
    std::uint32_t sliding = slidingFromLayerTypes(r, m, present);
    if (!present) {
        sliding = 0;
        for (std::uint32_t i = 0; i < m.layers; ++i)
            sliding += is_sliding(i) ? 1u : 0u;
    }
    if (sliding == 0)
        return;
    m.sliding_window = r.uintOr({"sliding_window"}, default_window);
    m.sliding_layers = m.sliding_window > 0 ? sliding : 0;
}

} // namespace gpuplan::hf
