#pragma once

#include "core/ModelSpec.h"

#include <nlohmann/json_fwd.hpp>

#include <filesystem>
#include <string>
#include <string_view>

namespace gpuplan {

// Imports a Hugging Face `config.json` into a ModelSpec, applying each
// family's implicit defaults (qwen2's q/k/v biases, gemma's head_dim and tied
// embeddings, gpt2's n_embd/n_layer names, falcon's multi-query...).
// Supported model_type values: llama, mistral, mixtral, qwen2, gemma, gemma2,
// phi3, gpt2, falcon (and RefinedWeb/RefinedWebModel), bert.
//
// `source` names the file in error messages: a missing or invalid field gives
// an InputError such as "config.json: field 'hidden_size' is missing".
ModelSpec modelSpecFromHfConfig(const nlohmann::json& config, std::string_view source,
                                std::string_view id = {});

// Reads and parses the file; a missing file or malformed JSON is an InputError
// naming the path (and the byte offset for a JSON syntax error).
ModelSpec loadHfConfig(const std::filesystem::path& path, std::string_view id = {});

// The model types modelSpecFromHfConfig understands, for messages.
std::string supportedHfFamilies();

} // namespace gpuplan
