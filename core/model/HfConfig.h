#pragma once

#include "core/base/Message.h"
#include "core/model/ModelSpec.h"

#include <nlohmann/json_fwd.hpp>

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplan {

// A config.json imported: the model, and what the import assumed or counted apart
// (an unknown family estimated as a Llama-like decoder, a family default, the vision
// tower or the multi-token-prediction layers left out of the total...).
struct HfImport {
    ModelSpec spec;
    std::vector<Message> warnings;
};

// Imports a Hugging Face `config.json` into a ModelSpec, applying each
// family's implicit defaults (qwen2's q/k/v biases, gemma's head_dim and tied
// embeddings, gpt2's n_embd/n_layer names, falcon's multi-query, gemma3's vocabulary,
// sliding windows, DeepSeek's latent attention and dense first layers...). The
// families are those supportedHfFamilies() lists; multimodal checkpoints (gemma3,
// llama4, mistral3) are read from their text_config. Any other model_type with
// hidden_size, num_hidden_layers, num_attention_heads, intermediate_size and vocab_size
// is estimated as a Llama-like decoder, with a warning for each assumption.
//
// `source` names the file in error messages: a missing or invalid field gives
// an InputError such as "config.json: field 'hidden_size' is missing"; so does a
// config that contradicts its family (MoE fields without experts, a head_dim the
// family does not allow, a sliding window beyond max_position_embeddings).
HfImport importHfConfig(const nlohmann::json& config, std::string_view source, std::string_view id = {});
ModelSpec modelSpecFromHfConfig(const nlohmann::json& config, std::string_view source,
                                std::string_view id = {});

// Reads and parses the file; a missing file or malformed JSON is an InputError
// naming the path (and the byte offset for a JSON syntax error).
HfImport importHfConfigFile(const std::filesystem::path& path, std::string_view id = {});
ModelSpec loadHfConfig(const std::filesystem::path& path, std::string_view id = {});

// What `m` says otherwise than the config.json it was read from: one sentence per field of its
// architecture (layers, hidden, heads, kv_heads, head_dim, intermediate, vocab, experts,
// experts_per_token) that differs, "layers 40 contradicts the 32 of its hf_config". A catalog
// model keeps its config: the two must agree. Empty when they do, or when `config` is not a
// configuration GPU Planner reads (there is nothing to compare with then).
std::vector<std::string> contradictionsWithConfig(const ModelSpec& m, const nlohmann::json& config);

// The model types modelSpecFromHfConfig understands, for messages.
std::string supportedHfFamilies();

} // namespace gpuplan
