#include "core/HfConfig.h"

#include "core/BoundedRead.h"
#include "core/Error.h"
#include "core/Limits.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace gpuplan {

namespace {

using nlohmann::json;

class Reader {
public:
    Reader(const json& j, std::string_view source) : j_(j), source_(source) {}

    std::uint64_t uint(std::initializer_list<const char*> names) const {
        for (const char* n : names)
            if (j_.contains(n) && !j_.at(n).is_null())
                return checkedUint(n);
        throw InputError(fmt::format("{}: field '{}' is missing", source_, *names.begin()));
    }
    std::uint64_t uintOr(std::initializer_list<const char*> names, std::uint64_t fallback) const {
        for (const char* n : names)
            if (j_.contains(n) && !j_.at(n).is_null())
                return checkedUint(n);
        return fallback;
    }
    bool boolOr(const char* name, bool fallback) const {
        if (!j_.contains(name) || j_.at(name).is_null())
            return fallback;
        const auto& v = j_.at(name);
        if (!v.is_boolean())
            throw InputError(
                fmt::format("{}: field '{}' must be true or false, got {}", source_, name, shortJson(v)));
        return v.get<bool>();
    }
    std::string stringOr(const char* name, const std::string& fallback) const {
        if (!j_.contains(name) || j_.at(name).is_null())
            return fallback;
        const auto& v = j_.at(name);
        if (!v.is_string())
            throw InputError(
                fmt::format("{}: field '{}' must be a string, got {}", source_, name, shortJson(v)));
        return v.get<std::string>();
    }
    bool has(const char* name) const { return j_.contains(name) && !j_.at(name).is_null(); }
    std::string_view source() const { return source_; }

private:
    std::uint64_t checkedUint(const char* n) const {
        const auto& v = j_.at(n);
        if (v.is_number_unsigned())
            return v.get<std::uint64_t>();
        if (v.is_number_integer()) {
            const auto i = v.get<std::int64_t>();
            if (i < 0)
                throw InputError(fmt::format("{}: field '{}' must not be negative, got {}", source_, n, i));
            return static_cast<std::uint64_t>(i);
        }
        throw InputError(
            fmt::format("{}: field '{}' must be a whole number, got {}", source_, n, shortJson(v)));
    }

    const json& j_;
    std::string source_;
};

std::uint32_t u32(std::uint64_t v, const char* field, std::string_view source) {
    if (v == 0 || v > 10'000'000)
        throw InputError(fmt::format("{}: field '{}' must be a positive size, got {}", source, field, v));
    return static_cast<std::uint32_t>(v);
}

void llamaLike(const Reader& r, ModelSpec& m) {
    m.hidden = u32(r.uint({"hidden_size"}), "hidden_size", r.source());
    m.layers = u32(r.uint({"num_hidden_layers"}), "num_hidden_layers", r.source());
    m.heads = u32(r.uint({"num_attention_heads"}), "num_attention_heads", r.source());
    m.kv_heads = u32(r.uintOr({"num_key_value_heads"}, m.heads), "num_key_value_heads", r.source());
    if (m.hidden % m.heads != 0 && !r.has("head_dim"))
        throw InputError(fmt::format("{}: hidden_size ({}) is not a multiple of num_attention_heads ({}) and "
                                     "head_dim is missing",
                                     r.source(), m.hidden, m.heads));
    m.head_dim = u32(r.uintOr({"head_dim"}, m.hidden / m.heads), "head_dim", r.source());
    m.intermediate = u32(r.uint({"intermediate_size"}), "intermediate_size", r.source());
    m.vocab = u32(r.uint({"vocab_size"}), "vocab_size", r.source());
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

ModelSpec fromFamily(const std::string& type, const Reader& r) {
    ModelSpec m;
    m.family = type;
    if (type == "llama" || type == "mistral") {
        llamaLike(r, m);
    } else if (type == "mixtral") {
        llamaLike(r, m);
        m.experts = u32(r.uint({"num_local_experts"}), "num_local_experts", r.source());
        m.experts_per_token = u32(r.uint({"num_experts_per_tok"}), "num_experts_per_tok", r.source());
    } else if (type == "qwen2") {
        llamaLike(r, m);
        m.qkv_bias = true; // Qwen2Attention: q/k/v with bias, o_proj without
        m.attn_out_bias = false;
    } else if (type == "gemma" || type == "gemma2") {
        llamaLike(r, m);
        m.tied_embeddings = r.boolOr("tie_word_embeddings", true);
        if (!r.has("head_dim"))
            m.head_dim = 256; // GemmaConfig default
        if (type == "gemma2")
            m.norms_per_layer = 4; // input, post_attention, pre_feedforward, post_feedforward
    } else if (type == "phi3") {
        llamaLike(r, m); // qkv_proj and gate_up_proj are fused but hold the same weights
    } else if (type == "gpt2") {
        m.hidden = u32(r.uint({"n_embd", "hidden_size"}), "n_embd", r.source());
        m.layers = u32(r.uint({"n_layer", "num_hidden_layers"}), "n_layer", r.source());
        m.heads = u32(r.uint({"n_head", "num_attention_heads"}), "n_head", r.source());
        m.kv_heads = m.heads;
        if (m.hidden % m.heads != 0)
            throw InputError(fmt::format("{}: n_embd ({}) is not a multiple of n_head ({})", r.source(),
                                         m.hidden, m.heads));
        m.head_dim = m.hidden / m.heads;
        m.intermediate = u32(r.uintOr({"n_inner"}, 4ull * m.hidden), "n_inner", r.source());
        m.vocab = u32(r.uint({"vocab_size"}), "vocab_size", r.source());
        m.max_context = r.uintOr({"n_positions", "n_ctx"}, 1024);
        m.learned_positions = m.max_context;
        m.ffn = FfnKind::Mlp2;
        m.norm = NormKind::LayerNorm;
        m.norms_per_layer = 2;
        m.tied_embeddings = r.boolOr("tie_word_embeddings", true);
        m.qkv_bias = m.attn_out_bias = m.mlp_bias = true;
        m.dropout = true;
    } else if (type == "falcon" || type == "RefinedWeb" || type == "RefinedWebModel") {
        m.family = "falcon";
        m.hidden = u32(r.uint({"hidden_size", "n_embd"}), "hidden_size", r.source());
        m.layers = u32(r.uint({"num_hidden_layers", "n_layer"}), "num_hidden_layers", r.source());
        m.heads = u32(r.uint({"num_attention_heads", "n_head"}), "num_attention_heads", r.source());
        if (m.hidden % m.heads != 0)
            throw InputError(fmt::format("{}: hidden_size ({}) is not a multiple of num_attention_heads ({})",
                                         r.source(), m.hidden, m.heads));
        m.head_dim = m.hidden / m.heads;
        const bool new_arch = r.boolOr("new_decoder_architecture", type == "RefinedWeb");
        const bool multi_query = r.boolOr("multi_query", true);
        if (new_arch)
            m.kv_heads = u32(r.uintOr({"num_kv_heads", "n_head_kv"}, m.heads), "num_kv_heads", r.source());
        else
            m.kv_heads = multi_query ? 1 : m.heads;
        m.intermediate = u32(r.uintOr({"ffn_hidden_size"}, 4ull * m.hidden), "ffn_hidden_size", r.source());
        m.vocab = u32(r.uint({"vocab_size"}), "vocab_size", r.source());
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
    } else if (type == "bert") {
        m.hidden = u32(r.uint({"hidden_size"}), "hidden_size", r.source());
        m.layers = u32(r.uint({"num_hidden_layers"}), "num_hidden_layers", r.source());
        m.heads = u32(r.uint({"num_attention_heads"}), "num_attention_heads", r.source());
        m.kv_heads = m.heads;
        m.head_dim = m.hidden / m.heads;
        m.intermediate = u32(r.uint({"intermediate_size"}), "intermediate_size", r.source());
        m.vocab = u32(r.uint({"vocab_size"}), "vocab_size", r.source());
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
    } else {
        throw InputError(fmt::format("{}: model_type '{}' is not supported (supported: {})", r.source(), type,
                                     supportedHfFamilies()));
    }
    return m;
}

} // namespace

std::string supportedHfFamilies() {
    return "llama, mistral, mixtral, qwen2, gemma, gemma2, phi3, gpt2, falcon, bert";
}

ModelSpec modelSpecFromHfConfig(const nlohmann::json& config, std::string_view source, std::string_view id) {
    if (!config.is_object())
        throw InputError(fmt::format("{}: expected a JSON object at the top level", source));
    const Reader r(config, source);
    if (!r.has("model_type"))
        throw InputError(fmt::format("{}: field 'model_type' is missing", source));
    const std::string type = r.stringOr("model_type", "");
    ModelSpec m = fromFamily(type, r);
    m.id = std::string(id);
    m.name = m.id.empty() ? r.stringOr("_name_or_path", type) : m.id;
    try {
        m.validate();
    } catch (const InputError& e) {
        throw InputError(fmt::format("{}: {}", source, e.what()));
    }
    return m;
}

ModelSpec loadHfConfig(const std::filesystem::path& path, std::string_view id) {
    const std::string where = path.string();
    const nlohmann::json j = parseBoundedJson(readBoundedFile(path, limits::kMaxHfConfigBytes, where), where,
                                              limits::kMaxHfConfigBytes);
    // "models/mistral-7b/config.json" -> "mistral-7b"; "llama-2-7b.json" -> "llama-2-7b".
    std::string name(id);
    if (name.empty())
        name =
            path.filename() == "config.json" ? path.parent_path().filename().string() : path.stem().string();
    return modelSpecFromHfConfig(j, path.string(), name);
}

} // namespace gpuplan
