#include "core/model/HfConfig.h"

#include "core/base/BoundedRead.h"
#include "core/base/Error.h"
#include "core/base/InertText.h"
#include "core/base/Limits.h"
#include "core/model/HfFamilies.h"
#include "core/model/ModelJson.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <cmath>

namespace gpuplan {

namespace hf {

using nlohmann::json;

bool Reader::has(const char* name) const {
    return j_.contains(name) && !j_.at(name).is_null();
}

std::uint64_t Reader::uint(std::initializer_list<const char*> names) const {
    for (const char* n : names)
        if (has(n))
            return checkedUint(n);
    throw InputError(fmt::format("{}: field '{}' is missing", source_, *names.begin()));
}

std::uint64_t Reader::uintOr(std::initializer_list<const char*> names, std::uint64_t fallback) const {
    for (const char* n : names)
        if (has(n))
            return checkedUint(n);
    return fallback;
}

std::uint32_t Reader::size(std::initializer_list<const char*> names, std::uint64_t max) const {
    const char* found = *names.begin();
    for (const char* n : names)
        if (has(n)) {
            found = n;
            break;
        }
    const std::uint64_t v = uint(names);
    if (v == 0 || v > max)
        throw InputError(source_, Message(MessageId::ValueBetween, {found, 1, max, v}));
    return static_cast<std::uint32_t>(v);
}

std::uint32_t Reader::sizeOr(std::initializer_list<const char*> names, std::uint64_t fallback,
                             std::uint64_t max) const {
    for (const char* n : names)
        if (has(n))
            return size(names, max);
    return static_cast<std::uint32_t>(fallback);
}

bool Reader::boolOr(const char* name, bool fallback) const {
    if (!has(name))
        return fallback;
    const auto& v = j_.at(name);
    if (!v.is_boolean())
        throw InputError(
            fmt::format("{}: field '{}' must be true or false, got {}", source_, name, shortJson(v)));
    return v.get<bool>();
}

std::string Reader::stringOr(const char* name, const std::string& fallback) const {
    if (!has(name))
        return fallback;
    const auto& v = j_.at(name);
    if (!v.is_string())
        throw InputError(fmt::format("{}: field '{}' must be a string, got {}", source_, name, shortJson(v)));
    // Its words are shown and kept (model_type becomes the family): printable text only.
    if (const std::string problem = textProblem(v.get_ref<const std::string&>()); !problem.empty())
        throw InputError(fmt::format("{}: field '{}' {}", source_, name, problem));
    return v.get<std::string>();
}

std::optional<Reader> Reader::object(const char* name) const {
    if (!has(name))
        return std::nullopt;
    const auto& v = j_.at(name);
    if (!v.is_object())
        throw InputError(
            fmt::format("{}: field '{}' must be an object, got {}", source_, name, shortJson(v)));
    return Reader(v, fmt::format("{}: {}", source_, name));
}

namespace {

// A list field's elements, each checked by `ok` and converted by `get`; `kind` names what the
// elements must be in the message ("names", "whole numbers").
template <class T, class Ok, class Get>
std::vector<T> listOf(const json& list, const std::string& source, const char* name, const char* kind, Ok ok,
                      Get get) {
    if (!list.is_array())
        throw InputError(fmt::format("{}: field '{}' must be a list, got {}", source, name, shortJson(list)));
    std::vector<T> out;
    out.reserve(list.size());
    for (const auto& e : list) {
        if (!ok(e))
            throw InputError(
                fmt::format("{}: field '{}' must be a list of {}, got {}", source, name, kind, shortJson(e)));
        out.push_back(get(e));
    }
    return out;
}

} // namespace

std::vector<std::string> Reader::strings(const char* name) const {
    if (!has(name))
        return {};
    return listOf<std::string>(
        j_.at(name), source_, name, "names", [](const nlohmann::json& e) { return e.is_string(); },
        [](const nlohmann::json& e) { return e.get<std::string>(); });
}

std::vector<std::uint64_t> Reader::uints(const char* name) const {
    if (!has(name))
        return {};
    return listOf<std::uint64_t>(
        j_.at(name), source_, name, "whole numbers",
        [](const nlohmann::json& e) {
            return e.is_number_unsigned() || (e.is_number_integer() && e.get<std::int64_t>() >= 0);
        },
        [](const nlohmann::json& e) { return e.get<std::uint64_t>(); });
}

std::uint64_t Reader::checkedUint(const char* n) const {
    const auto& v = j_.at(n);
    if (v.is_number_unsigned())
        return v.get<std::uint64_t>();
    if (v.is_number_integer()) {
        const auto i = v.get<std::int64_t>();
        if (i < 0)
            throw InputError(fmt::format("{}: field '{}' must not be negative, got {}", source_, n, i));
        return static_cast<std::uint64_t>(i);
    }
    if (v.is_number_float()) { // 4096.0 or 1e9: a whole number written as a decimal
        const double d = v.get<double>();
        if (d < 0)
            throw InputError(
                fmt::format("{}: field '{}' must not be negative, got {}", source_, n, shortJson(v)));
        if (std::floor(d) == d && d < 1.8e19)
            return static_cast<std::uint64_t>(d);
    }
    throw InputError(fmt::format("{}: field '{}' must be a whole number, got {}", source_, n, shortJson(v)));
}

void llamaLike(const Reader& r, ModelSpec& m) {
    m.hidden = r.size({"hidden_size"}, limits::kMaxHidden);
    m.layers = r.size({"num_hidden_layers"}, limits::kMaxLayers);
    m.heads = r.size({"num_attention_heads"}, limits::kMaxHeads);
    m.kv_heads = r.sizeOr({"num_key_value_heads"}, m.heads, limits::kMaxHeads);
    if (m.hidden % m.heads != 0 && !r.has("head_dim"))
        throw InputError(fmt::format("{}: hidden_size ({}) is not a multiple of num_attention_heads ({}) and "
                                     "head_dim is missing",
                                     r.source(), m.hidden, m.heads));
    m.head_dim = r.sizeOr({"head_dim"}, m.hidden / m.heads, limits::kMaxHeads);
    m.intermediate = r.size({"intermediate_size"}, limits::kMaxIntermediate);
    m.vocab = r.size({"vocab_size"}, limits::kMaxVocab);
    m.max_context = r.uintOr({"max_position_embeddings"}, 0);
    m.ffn = FfnKind::Gated3;
    m.norm = NormKind::RmsNorm;
    m.norms_per_layer = 2;
    m.tied_embeddings = r.boolOr("tie_word_embeddings", false);
    const bool attention_bias = r.boolOr("attention_bias", false);
    m.qkv_bias = attention_bias;
    m.attn_out_bias = attention_bias;
    m.mlp_bias = r.boolOr("mlp_bias", false);
}

void requireDerivedHeadDim(const Reader& r, const ModelSpec& m) {
    if (m.hidden % m.heads != 0)
        throw InputError(
            fmt::format("{}: hidden_size ({}) is not a multiple of num_attention_heads ({}), which {} "
                        "requires (its head_dim is hidden_size / num_attention_heads)",
                        r.source(), m.hidden, m.heads, m.family));
    if (r.has("head_dim") && std::uint64_t{m.head_dim} * m.heads != m.hidden)
        throw InputError(fmt::format("{}: field 'head_dim' ({}) x num_attention_heads ({}) = {} is not "
                                     "hidden_size ({}), as {} requires",
                                     r.source(), m.head_dim, m.heads, std::uint64_t{m.head_dim} * m.heads,
                                     m.hidden, m.family));
}

void refuseMoeFields(const Reader& r, const std::string& family) {
    for (const char* f : {"num_local_experts", "num_experts", "n_routed_experts", "num_experts_per_tok",
                          "moe_intermediate_size", "n_shared_experts", "shared_expert_intermediate_size"})
        if (r.has(f) && !(r.json().at(f).is_number() && r.json().at(f).get<double>() == 0.0))
            throw InputError(
                fmt::format("{}: field '{}' describes experts, but model_type '{}' has none (an MoE "
                            "config names its MoE family: mixtral, qwen2_moe, qwen3_moe, deepseek_v3, "
                            "gpt_oss, llama4...)",
                            r.source(), f, family));
}

void slidingEverywhere(const Reader& r, ModelSpec& m) {
    const std::uint64_t window = r.uintOr({"sliding_window"}, 0);
    if (window > 0) {
        m.sliding_window = window;
        m.sliding_layers = m.layers;
    }
}

std::uint32_t slidingFromLayerTypes(const Reader& r, const ModelSpec& m, bool& present) {
    const auto types = r.strings("layer_types");
    present = !types.empty();
    if (!present)
        return 0;
    if (types.size() != m.layers)
        throw InputError(fmt::format("{}: field 'layer_types' lists {} layers, but num_hidden_layers is {}",
                                     r.source(), types.size(), m.layers));
    std::uint32_t sliding = 0;
    for (const auto& t : types) {
        if (t == "sliding_attention" || t == "chunked_attention")
            ++sliding;
        else if (t != "full_attention")
            throw InputError(fmt::format("{}: field 'layer_types' holds '{}': expected sliding_attention or "
                                         "full_attention",
                                         r.source(), shortText(t)));
    }
    return sliding;
}

ModelSpec estimatedLlamaLike(const std::string& type, const Reader& r, Warnings& warnings) {
    for (const char* f :
         {"hidden_size", "num_hidden_layers", "num_attention_heads", "intermediate_size", "vocab_size"})
        if (!r.has(f))
            throw InputError(
                fmt::format("{}: model_type '{}' is not a known family and field '{}' is missing, so it "
                            "cannot be estimated as a Llama-like decoder (known families: {})",
                            r.source(), shortText(type), f, supportedHfFamilies()));
    ModelSpec m;
    llamaLike(r, m);
    m.family = "llama";
    warnings.push_back(Message(MessageId::HfEstimated, {shortText(type)}));
    if (!r.has("num_key_value_heads"))
        warnings.push_back(Message(MessageId::HfAssumedKvHeads, {m.kv_heads}));
    if (!r.has("head_dim"))
        warnings.push_back(Message(MessageId::HfAssumedHeadDim, {m.head_dim}));
    warnings.push_back(Message(MessageId::HfAssumedGatedFfn));
    warnings.push_back(Message(MessageId::HfAssumedNorms));
    const std::uint64_t experts = r.uintOr({"num_local_experts", "num_experts", "n_routed_experts"}, 0);
    if (experts > 1) {
        m.experts = r.size({"num_local_experts", "num_experts", "n_routed_experts"}, limits::kMaxExperts);
        m.experts_per_token = r.size({"num_experts_per_tok", "experts_per_token"}, limits::kMaxExperts);
        if (r.has("moe_intermediate_size")) {
            m.dense_intermediate = m.intermediate;
            m.intermediate = r.size({"moe_intermediate_size"}, limits::kMaxIntermediate);
        } else {
            warnings.push_back(Message(MessageId::HfAssumedExpertSize, {m.intermediate}));
        }
    } else if (r.has("num_experts_per_tok") || r.has("moe_intermediate_size")) {
        throw InputError(fmt::format(
            "{}: field '{}' describes experts, but the config gives no number of experts "
            "(num_local_experts or num_experts)",
            r.source(), r.has("num_experts_per_tok") ? "num_experts_per_tok" : "moe_intermediate_size"));
    }
    warnings.push_back(Message(MessageId::HfAssumedFullAttention));
    return m;
}

} // namespace hf

namespace {

using hf::Reader;
using nlohmann::json;

// GPT-2: learned positions, a two-matrix MLP with GELU, LayerNorm, biases everywhere.
void gpt2(const Reader& r, ModelSpec& m) {
    m.hidden = r.size({"n_embd", "hidden_size"}, limits::kMaxHidden);
    m.layers = r.size({"n_layer", "num_hidden_layers"}, limits::kMaxLayers);
    m.heads = r.size({"n_head", "num_attention_heads"}, limits::kMaxHeads);
    m.kv_heads = m.heads;
    if (m.hidden % m.heads != 0)
        throw InputError(
            fmt::format("{}: n_embd ({}) is not a multiple of n_head ({})", r.source(), m.hidden, m.heads));
    m.head_dim = m.hidden / m.heads;
    m.intermediate = r.sizeOr({"n_inner"}, 4ull * m.hidden, limits::kMaxIntermediate);
    m.vocab = r.size({"vocab_size"}, limits::kMaxVocab);
    m.max_context = r.uintOr({"n_positions", "n_ctx"}, 1024);
    m.learned_positions = m.max_context;
    m.ffn = FfnKind::Mlp2;
    m.norm = NormKind::LayerNorm;
    m.norms_per_layer = 2;
    m.tied_embeddings = r.boolOr("tie_word_embeddings", true);
    m.qkv_bias = m.attn_out_bias = m.mlp_bias = true;
    m.dropout = true;
}

// Falcon (and its RefinedWeb names): multi-query or grouped KV heads, parallel attention.
void falcon(const std::string& type, const Reader& r, ModelSpec& m) {
    m.family = "falcon";
    m.hidden = r.size({"hidden_size", "n_embd"}, limits::kMaxHidden);
    m.layers = r.size({"num_hidden_layers", "n_layer"}, limits::kMaxLayers);
    m.heads = r.size({"num_attention_heads", "n_head"}, limits::kMaxHeads);
    if (m.hidden % m.heads != 0)
        throw InputError(fmt::format("{}: hidden_size ({}) is not a multiple of num_attention_heads ({})",
                                     r.source(), m.hidden, m.heads));
    m.head_dim = m.hidden / m.heads;
    const bool new_arch = r.boolOr("new_decoder_architecture", type == "RefinedWeb");
    const bool multi_query = r.boolOr("multi_query", true);
    if (new_arch)
        m.kv_heads = r.sizeOr({"num_kv_heads", "n_head_kv"}, m.heads, limits::kMaxHeads);
    else
        m.kv_heads = multi_query ? 1 : m.heads;
    m.intermediate = r.sizeOr({"ffn_hidden_size"}, 4ull * m.hidden, limits::kMaxIntermediate);
    m.vocab = r.size({"vocab_size"}, limits::kMaxVocab);
    m.max_context = r.uintOr({"max_position_embeddings"}, 2048);
    m.ffn = FfnKind::Mlp2;
    m.norm = NormKind::LayerNorm;
    const bool parallel = r.boolOr("parallel_attn", true);
    // FalconDecoderLayer: one input_layernorm when parallel_attn and not the new architecture,
    // ln_attn + ln_mlp with the new architecture, input + post_attention otherwise.
    m.norms_per_layer = (parallel && !new_arch) ? 1 : 2;
    const bool bias = r.boolOr("bias", false);
    m.qkv_bias = m.attn_out_bias = m.mlp_bias = bias;
    m.tied_embeddings = r.boolOr("tie_word_embeddings", true);
}

// BERT: an encoder with learned positions, token types, an embedding norm and a pooler.
void bert(const Reader& r, ModelSpec& m) {
    m.hidden = r.size({"hidden_size"}, limits::kMaxHidden);
    m.layers = r.size({"num_hidden_layers"}, limits::kMaxLayers);
    m.heads = r.size({"num_attention_heads"}, limits::kMaxHeads);
    m.kv_heads = m.heads;
    m.head_dim = m.hidden / m.heads;
    if (m.head_dim == 0)
        throw InputError(fmt::format("{}: hidden_size ({}) is smaller than num_attention_heads ({})",
                                     r.source(), m.hidden, m.heads));
    m.intermediate = r.size({"intermediate_size"}, limits::kMaxIntermediate);
    m.vocab = r.size({"vocab_size"}, limits::kMaxVocab);
    m.max_context = r.uintOr({"max_position_embeddings"}, 512);
    m.learned_positions = m.max_context;
    m.token_types = r.uintOr({"type_vocab_size"}, 2);
    m.ffn = FfnKind::Mlp2;
    m.norm = NormKind::LayerNorm;
    m.norms_per_layer = 2;
    m.final_norm = false;
    m.embedding_norm = true;
    m.pooler = true;
    m.tied_embeddings = true; // BertModel has no separate output head
    m.qkv_bias = m.attn_out_bias = m.mlp_bias = true;
    m.dropout = true;
}

// The older Llama-like families: Llama, Mistral, Mixtral, Qwen2, Gemma, Gemma 2, Phi-3.
// False for a type that is none of them.
bool olderLlamaLike(const std::string& type, const Reader& r, ModelSpec& m) {
    if (type == "llama" || type == "mistral") {
        hf::llamaLike(r, m);
        hf::refuseMoeFields(r, type);
        if (type == "mistral")
            hf::slidingEverywhere(r, m); // Mistral-7B-v0.1: 4096 on every layer; later versions: null
    } else if (type == "mixtral") {
        hf::llamaLike(r, m);
        m.experts = r.size({"num_local_experts"}, limits::kMaxExperts);
        m.experts_per_token = r.size({"num_experts_per_tok"}, limits::kMaxExperts);
        hf::slidingEverywhere(r, m);
    } else if (type == "qwen2") {
        hf::llamaLike(r, m);
        hf::refuseMoeFields(r, type);
        m.qkv_bias = true; // Qwen2Attention: q/k/v with bias, o_proj without
        m.attn_out_bias = false;
        // Qwen2: layers from max_window_layers on slide, only with use_sliding_window.
        if (r.boolOr("use_sliding_window", false)) {
            const std::uint64_t first = r.uintOr({"max_window_layers"}, m.layers);
            hf::slidingLayers(r, m, 4096, [&](std::uint32_t i) { return i >= first; });
        }
    } else if (type == "gemma" || type == "gemma2") {
        hf::llamaLike(r, m);
        hf::refuseMoeFields(r, type);
        m.tied_embeddings = r.boolOr("tie_word_embeddings", true);
        if (!r.has("head_dim"))
            m.head_dim = 256; // GemmaConfig default
        if (type == "gemma2") {
            m.norms_per_layer = 4; // input, post_attention, pre_feedforward, post_feedforward
            // Gemma2Attention: even layers slide (window 4096), odd ones attend globally.
            hf::slidingLayers(r, m, 4096, [](std::uint32_t i) { return i % 2 == 0; });
        }
    } else if (type == "phi3") {
        hf::llamaLike(r, m); // qkv_proj and gate_up_proj are fused but hold the same weights
        hf::refuseMoeFields(r, type);
        hf::requireDerivedHeadDim(r, m);
        hf::slidingEverywhere(r, m); // Phi-3-mini-4k: 2047; Phi-4: null
    } else {
        return false;
    }
    return true;
}

ModelSpec fromFamily(const std::string& type, const Reader& r, hf::Warnings& warnings) {
    if (hf::isNewFamily(type))
        return hf::newFamily(type, r, warnings);
    ModelSpec m;
    m.family = type;
    if (olderLlamaLike(type, r, m))
        return m;
    if (type == "gpt2")
        gpt2(r, m);
    else if (type == "falcon" || type == "RefinedWeb" || type == "RefinedWebModel")
        falcon(type, r, m);
    else if (type == "bert")
        bert(r, m);
    else
        return hf::estimatedLlamaLike(type, r, warnings);
    return m;
}
} // namespace

std::string supportedHfFamilies() {
    return "llama, mistral, mixtral, qwen2, qwen2_moe, qwen3, qwen3_moe, deepseek_v2, deepseek_v3, gemma, "
           "gemma2, "
           "gemma3, gemma3_text, llama4, llama4_text, mistral3, gpt_oss, olmo2, granite, phi3, cohere2, "
           "gpt2, falcon, "
           "bert";
}

HfImport importHfConfig(const nlohmann::json& config, std::string_view source, std::string_view id) {
    if (!config.is_object())
        throw InputError(fmt::format("{}: expected a JSON object at the top level", source));
    const Reader r(config, std::string(source));
    if (!r.has("model_type"))
        throw InputError(fmt::format("{}: field 'model_type' is missing", source));
    const std::string type = r.stringOr("model_type", "");
    HfImport out;
    ModelSpec m = fromFamily(type, r, out.warnings);
    m.id = std::string(id);
    m.name = m.id.empty() ? r.stringOr("_name_or_path", type) : m.id;
    try {
        m.validate();
        if (m.mtp_layers > 0) // DeepSeek-V3: counted apart, as its model card counts
            out.warnings.push_back(Message(MessageId::HfMtpSeparate, {m.mtp_layers, countParams(m).mtp}));
    } catch (const InputError& e) {
        throw InputError(fmt::format("{}: {}", source, e.what()));
    }
    m.prepare();
    out.spec = std::move(m);
    return out;
}

ModelSpec modelSpecFromHfConfig(const nlohmann::json& config, std::string_view source, std::string_view id) {
    return importHfConfig(config, source, id).spec;
}

HfImport importHfConfigFile(const std::filesystem::path& path, std::string_view id) {
    const std::string where = path.string();
    const nlohmann::json j = parseBoundedJson(readBoundedFile(path, limits::kMaxHfConfigBytes, where), where,
                                              limits::kMaxHfConfigBytes);
    // "models/mistral-7b/config.json" -> "mistral-7b"; "llama-2-7b.json" -> "llama-2-7b".
    std::string name(id);
    if (name.empty())
        name =
            path.filename() == "config.json" ? path.parent_path().filename().string() : path.stem().string();
    return importHfConfig(j, path.string(), name);
}

std::vector<std::string> contradictionsWithConfig(const ModelSpec& m, const nlohmann::json& config) {
    std::vector<std::string> out;
    nlohmann::json read;
    try {
        read = toJson(importHfConfig(config, "hf_config", m.id).spec);
    } catch (const InputError&) {
        return out; // not a configuration it reads: nothing to compare
    }
    const nlohmann::json given = toJson(m);
    for (const char* field : {"layers", "hidden", "heads", "kv_heads", "head_dim", "intermediate", "vocab",
                              "experts", "experts_per_token"})
        if (given.value(field, nlohmann::json()) != read.value(field, nlohmann::json()))
            out.push_back(fmt::format("{} {} contradicts the {} of its hf_config (change one of them, or "
                                      "clear hf_config)",
                                      field, given.value(field, nlohmann::json()).dump(),
                                      read.value(field, nlohmann::json()).dump()));
    return out;
}

ModelSpec loadHfConfig(const std::filesystem::path& path, std::string_view id) {
    return importHfConfigFile(path, id).spec;
}

} // namespace gpuplan
