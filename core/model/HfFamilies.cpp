#include "core/model/HfFamilies.h"

#include "core/base/BoundedRead.h"
#include "core/base/Error.h"
#include "core/base/Limits.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>

namespace gpuplan::hf {

namespace {

constexpr std::array<std::string_view, 14> kNewFamilies = {
    "qwen3",  "qwen3_moe",   "qwen2_moe", "deepseek_v2", "deepseek_v3", "gemma3",  "gemma3_text",
    "llama4", "llama4_text", "mistral3",  "gpt_oss",     "olmo2",       "granite", "cohere2"};

// A family default applied to an absent field, said in a warning.
std::uint64_t familyDefault(const Reader& r, const char* field, std::uint64_t value, const char* family,
                            Warnings& warnings) {
    if (r.has(field))
        return r.uint({field});
    warnings.push_back(Message(MessageId::HfFamilyDefault, {field, family, value}));
    return value;
}

// The routed experts of an MoE config: at least two, at most experts_per_token used per token.
void experts(const Reader& r, ModelSpec& m, std::initializer_list<const char*> count,
             std::initializer_list<const char*> per_token) {
    m.experts = r.size(count, limits::kMaxExperts);
    if (m.experts < 2)
        throw InputError(fmt::format("{}: field '{}' must be at least 2 for an MoE model, got {}", r.source(),
                                     *count.begin(), m.experts));
    m.experts_per_token = r.size(per_token, limits::kMaxExperts);
    if (m.experts_per_token > m.experts)
        throw InputError(fmt::format("{}: field '{}' ({}) is more than the {} experts", r.source(),
                                     *per_token.begin(), m.experts_per_token, m.experts));
}

// Qwen2-MoE / Qwen3-MoE: the expert FFN is moe_intermediate_size, the dense layers
// (mlp_only_layers, and those decoder_sparse_step skips) keep intermediate_size.
void qwenMoe(const Reader& r, ModelSpec& m) {
    experts(r, m, {"num_experts"}, {"num_experts_per_tok"});
    m.dense_intermediate = m.intermediate;
    m.intermediate = r.size({"moe_intermediate_size"}, limits::kMaxIntermediate);
    const std::uint64_t step = r.uintOr({"decoder_sparse_step"}, 1);
    if (step == 0)
        throw InputError(
            fmt::format("{}: field 'decoder_sparse_step' must be at least 1, got 0", r.source()));
    const auto only_mlp = r.uints("mlp_only_layers");
    std::uint32_t dense = 0;
    for (std::uint32_t i = 0; i < m.layers; ++i) {
        const bool listed = std::find(only_mlp.begin(), only_mlp.end(), i) != only_mlp.end();
        if (listed || (i + 1) % step != 0)
            ++dense;
    }
    m.dense_layers = dense;
    if (dense == m.layers)
        throw InputError(fmt::format("{}: every layer is dense (mlp_only_layers, decoder_sparse_step): the "
                                     "config describes experts no layer uses",
                                     r.source()));
    if (dense == 0)
        m.dense_intermediate = 0;
}

void qwenSliding(const Reader& r, ModelSpec& m) {
    if (r.boolOr("use_sliding_window", false)) {
        const std::uint64_t first = r.uintOr({"max_window_layers"}, m.layers);
        slidingLayers(r, m, 4096, [&](std::uint32_t i) { return i >= first; });
    }
}

// DeepSeek-V2/V3: multi-head latent attention, routed + shared experts, dense first layers.
ModelSpec deepseek(const std::string& type, const Reader& r, Warnings& warnings) {
    ModelSpec m;
    m.family = type;
    m.hidden = r.size({"hidden_size"}, limits::kMaxHidden);
    m.layers = r.size({"num_hidden_layers"}, limits::kMaxLayers);
    m.heads = r.size({"num_attention_heads"}, limits::kMaxHeads);
    m.kv_heads = m.heads; // latent attention: every head has its keys and values (rebuilt from the latent)
    m.kv_lora_rank = r.size({"kv_lora_rank"}, limits::kMaxHidden);
    m.q_lora_rank = r.has("q_lora_rank") ? r.size({"q_lora_rank"}, limits::kMaxHidden) : 0; // null: q_proj
    const std::uint32_t nope = r.size({"qk_nope_head_dim"}, limits::kMaxHeads);
    m.qk_rope_head_dim = r.size({"qk_rope_head_dim"}, limits::kMaxHeads);
    m.head_dim = nope + m.qk_rope_head_dim;
    m.v_head_dim = r.size({"v_head_dim"}, limits::kMaxHeads);
    m.vocab = r.size({"vocab_size"}, limits::kMaxVocab);
    m.max_context = r.uintOr({"max_position_embeddings"}, 0);
    m.tied_embeddings = r.boolOr("tie_word_embeddings", false);
    m.qkv_bias = m.attn_out_bias = r.boolOr("attention_bias", false);
    const std::uint32_t dense_ffn = r.size({"intermediate_size"}, limits::kMaxIntermediate);
    if (!r.has("n_routed_experts") && !r.has("num_routed_experts")) {
        refuseMoeFields(r, type + " without n_routed_experts");
        m.intermediate = dense_ffn;
    } else {
        experts(r, m, {"n_routed_experts", "num_routed_experts"}, {"num_experts_per_tok"});
        m.intermediate = r.size({"moe_intermediate_size"}, limits::kMaxIntermediate);
        const std::uint64_t shared = r.uintOr({"n_shared_experts", "num_shared_experts"}, 0);
        if (shared > 1024)
            throw InputError(
                fmt::format("{}: field 'n_shared_experts' is implausible ({})", r.source(), shared));
        if (shared * m.intermediate > limits::kMaxIntermediate)
            throw InputError(
                fmt::format("{}: n_shared_experts ({}) x moe_intermediate_size ({}) is more than {}",
                            r.source(), shared, m.intermediate, limits::kMaxIntermediate));
        m.shared_expert_intermediate = static_cast<std::uint32_t>(shared * m.intermediate);
        // A layer is MoE when layer >= first_k_dense_replace and layer % moe_layer_freq == 0.
        const std::uint64_t first_dense = r.uintOr({"first_k_dense_replace"}, 0);
        const std::uint64_t freq = r.uintOr({"moe_layer_freq"}, 1);
        if (freq == 0)
            throw InputError(fmt::format("{}: field 'moe_layer_freq' must be at least 1, got 0", r.source()));
        std::uint32_t dense = 0;
        for (std::uint32_t i = 0; i < m.layers; ++i)
            if (i < first_dense || i % freq != 0)
                ++dense;
        if (dense >= m.layers)
            throw InputError(
                fmt::format("{}: field 'first_k_dense_replace' ({}) leaves no MoE layer of the {}",
                            r.source(), first_dense, m.layers));
        m.dense_layers = dense;
        m.dense_intermediate = dense > 0 ? dense_ffn : 0;
        // Group-limited routing chooses topk_group of n_group groups of experts.
        const std::uint64_t groups = r.uintOr({"n_group"}, 1);
        const std::uint64_t topk_group = r.uintOr({"topk_group"}, groups);
        if (groups == 0 || m.experts % groups != 0)
            throw InputError(fmt::format("{}: field 'n_group' ({}) must divide the {} routed experts",
                                         r.source(), groups, m.experts));
        if (topk_group == 0 || topk_group > groups)
            throw InputError(fmt::format("{}: field 'topk_group' ({}) must be between 1 and n_group ({})",
                                         r.source(), topk_group, groups));
        // DeepSeek-V3 (noaux_tc routing) learns an e_score_correction_bias per expert.
        m.router_bias =
            r.stringOr("topk_method", type == "deepseek_v3" ? "noaux_tc" : "greedy") == "noaux_tc";
    }
    m.mtp_layers = static_cast<std::uint32_t>(std::min<std::uint64_t>(
        r.uintOr({"num_nextn_predict_layers"}, 0), limits::kMaxLayers + 1)); // validate() refuses beyond
    (void)warnings;
    return m;
}

// The sizes of a ViT-style vision tower (vision_config), its patches per image from image_size.
struct VitShape {
    std::uint64_t h, f, layers, patch, patches, channels;
};
VitShape vitShape(const Reader& v, std::uint64_t patch_default, std::uint64_t image_default) {
    VitShape t{};
    t.h = v.size({"hidden_size"}, limits::kMaxHidden);
    t.f = v.size({"intermediate_size"}, limits::kMaxIntermediate);
    t.layers = v.size({"num_hidden_layers"}, limits::kMaxLayers);
    t.patch = v.sizeOr({"patch_size"}, patch_default, 1024);
    const std::uint64_t image = v.sizeOr({"image_size"}, image_default, 100'000);
    t.patches = (image / t.patch) * (image / t.patch);
    t.channels = v.sizeOr({"num_channels"}, 3, 64);
    return t;
}

// One pre-norm block with biased attention, a biased two-matrix MLP and two LayerNorms (SigLIP's
// and Llama 4's towers).
std::uint64_t biasedVitBlock(const VitShape& t) {
    return 4 * (t.h * t.h + t.h) + (t.h * t.f + t.f) + (t.f * t.h + t.h) + 2 * 2 * t.h;
}

// The vision tower of a multimodal config, counted apart (ModelSpec::vision_params) when it is the
// family's own kind with its sizes, else named in a warning as not counted.
template <typename Count>
void visionTower(const Reader& top, const char* own_kind, ModelSpec& m, Warnings& warnings, Count count) {
    const auto vision = top.object("vision_config");
    if (!vision)
        return;
    const std::string kind = vision->stringOr("model_type", own_kind);
    if (kind == own_kind && vision->has("hidden_size")) {
        m.vision_params = count(*vision);
        warnings.push_back(Message(MessageId::HfVisionCounted, {m.vision_params}));
    } else {
        warnings.push_back(Message(MessageId::HfVisionNotCounted, {shortText(kind)}));
    }
}

// SigLIP (Gemma 3's vision tower): patch embedding, learned positions, pre-norm blocks with
// biases and a GELU MLP, a post-layernorm; Gemma 3's projector adds a matrix and an RMSNorm.
std::uint64_t siglipParams(const Reader& v, std::uint64_t text_hidden) {
    const VitShape t = vitShape(v, 16, 224);
    const std::uint64_t tower =
        t.channels * t.patch * t.patch * t.h + t.h + t.patches * t.h + t.layers * biasedVitBlock(t) + 2 * t.h;
    return tower + t.h * text_hidden + t.h;
}

ModelSpec gemma3(const std::string& type, const Reader& top, Warnings& warnings) {
    std::optional<Reader> text = type == "gemma3" ? top.object("text_config") : std::nullopt;
    if (type == "gemma3" && !text)
        throw InputError(fmt::format(
            "{}: field 'text_config' is missing (gemma3 keeps its language model there)", top.source()));
    const Reader& r = text ? *text : top;
    ModelSpec m;
    m.family = "gemma3_text";
    // Gemma3TextConfig's defaults: the released configs leave vocab_size (and often more) out.
    const std::uint64_t vocab = familyDefault(r, "vocab_size", 262'208, "Gemma3TextConfig", warnings);
    nlohmann::json with_defaults = r.json();
    with_defaults["vocab_size"] = vocab;
    if (!r.has("head_dim"))
        with_defaults["head_dim"] = 256;
    if (!r.has("max_position_embeddings"))
        with_defaults["max_position_embeddings"] =
            familyDefault(r, "max_position_embeddings", 131'072, "Gemma3TextConfig", warnings);
    const Reader d(with_defaults, r.source());
    llamaLike(d, m);
    refuseMoeFields(d, "gemma3");
    m.tied_embeddings = d.boolOr("tie_word_embeddings", true);
    m.norms_per_layer = 4; // input, post_attention, pre_feedforward, post_feedforward
    m.qk_norm = QkNorm::PerHead;
    // Every sliding_window_pattern-th layer is global, the others slide (Gemma 3: 5 local : 1 global).
    const std::uint64_t pattern = d.uintOr({"sliding_window_pattern"}, 6);
    if (pattern == 0)
        throw InputError(
            fmt::format("{}: field 'sliding_window_pattern' must be at least 1, got 0", d.source()));
    slidingLayers(d, m, 4096, [&](std::uint32_t i) { return (i + 1) % pattern != 0; });
    visionTower(top, "siglip_vision_model", m, warnings,
                [&](const Reader& v) { return siglipParams(v, m.hidden); });
    return m;
}

// Llama 4's vision tower (Llama4VisionModel): an unfolded patch projection without bias, a class
// token, a learned position per patch and for the class token, layer norms before and after,
// blocks with biased attention and a biased GELU MLP; the pixel-shuffle adapter (intermediate_size
// -> projector_input_dim -> projector_output_dim, no bias) and the projector to the text width.
std::uint64_t llama4VisionParams(const Reader& v, std::uint64_t text_hidden) {
    const VitShape t = vitShape(v, 14, 336);
    const std::uint64_t p_in = v.sizeOr({"projector_input_dim"}, 4096, limits::kMaxHidden);
    const std::uint64_t p_out = v.sizeOr({"projector_output_dim"}, 4096, limits::kMaxHidden);
    const std::uint64_t out = v.sizeOr({"vision_output_dim"}, 4096, limits::kMaxHidden);
    const std::uint64_t bias = v.boolOr("multi_modal_projector_bias", false) ? text_hidden : 0;
    const std::uint64_t tower = t.channels * t.patch * t.patch * t.h + t.h + (t.patches + 1) * t.h +
                                2 * 2 * t.h + t.layers * biasedVitBlock(t);
    return tower + t.f * p_in + p_out * p_out + out * text_hidden + bias;
}

ModelSpec llama4(const std::string& type, const Reader& top, Warnings& warnings) {
    std::optional<Reader> text = type == "llama4" ? top.object("text_config") : std::nullopt;
    if (type == "llama4" && !text)
        throw InputError(fmt::format(
            "{}: field 'text_config' is missing (llama4 keeps its language model there)", top.source()));
    const Reader& r = text ? *text : top;
    ModelSpec m;
    m.family = "llama4_text";
    nlohmann::json with_defaults = r.json();
    if (!r.has("head_dim"))
        with_defaults["head_dim"] = 128; // Llama4TextConfig default
    const Reader d(with_defaults, r.source());
    llamaLike(d, m);
    experts(d, m, {"num_local_experts"}, {"num_experts_per_tok"});
    // Llama4TextMoe: routed experts and one shared expert of intermediate_size; the dense
    // layers' MLP is intermediate_size_mlp.
    m.shared_expert_intermediate = m.intermediate;
    const std::uint32_t dense_ffn = d.sizeOr({"intermediate_size_mlp"}, 16'384, limits::kMaxIntermediate);
    std::vector<std::uint64_t> moe = d.uints("moe_layers");
    if (moe.empty()) {
        const std::uint64_t step = d.uintOr({"interleave_moe_layer_step"}, 1);
        if (step == 0)
            throw InputError(
                fmt::format("{}: field 'interleave_moe_layer_step' must be at least 1, got 0", d.source()));
        for (std::uint64_t i = step - 1; i < m.layers; i += step)
            moe.push_back(i);
    }
    std::sort(moe.begin(), moe.end());
    moe.erase(std::unique(moe.begin(), moe.end()), moe.end());
    if (moe.empty() || moe.back() >= m.layers)
        throw InputError(fmt::format("{}: field 'moe_layers' must list layers below num_hidden_layers ({})",
                                     d.source(), m.layers));
    m.dense_layers = m.layers - static_cast<std::uint32_t>(moe.size());
    m.dense_intermediate = m.dense_layers > 0 ? dense_ffn : 0;
    // Chunked local attention (attention_chunk_size) on the RoPE layers; every
    // no_rope_layer_interval-th layer (NoPE) attends globally. A chunk caches at most its size.
    const auto rope_layers = d.uints("no_rope_layers");
    const std::uint64_t interval = d.uintOr({"no_rope_layer_interval"}, 4);
    if (rope_layers.empty() && interval == 0)
        throw InputError(
            fmt::format("{}: field 'no_rope_layer_interval' must be at least 1, got 0", d.source()));
    if (!rope_layers.empty() && rope_layers.size() != m.layers)
        throw InputError(
            fmt::format("{}: field 'no_rope_layers' lists {} layers, but num_hidden_layers is {}", d.source(),
                        rope_layers.size(), m.layers));
    const std::uint64_t chunk = d.uintOr({"attention_chunk_size"}, 0);
    if (chunk > 0) {
        std::uint32_t chunked = 0;
        for (std::uint32_t i = 0; i < m.layers; ++i)
            chunked += (rope_layers.empty() ? (i + 1) % interval != 0 : rope_layers[i] != 0) ? 1u : 0u;
        m.sliding_window = chunked > 0 ? chunk : 0;
        m.sliding_layers = chunked;
    }
    visionTower(top, "llama4_vision_model", m, warnings,
                [&](const Reader& v) { return llama4VisionParams(v, m.hidden); });
    return m;
}

// Pixtral (Mistral 3's vision tower): a patch convolution without bias, an RMSNorm, pre-norm blocks
// without biases (2-D RoPE, so no position table) and a SwiGLU MLP. Mistral 3's projector: an
// RMSNorm, the patch merger (spatial_merge_size^2 patches into one: a matrix of merge^2 h x h) and two
// matrices to the text width, with biases only when multimodal_projector_bias is set.
std::uint64_t pixtralParams(const Reader& top, const Reader& v, std::uint64_t text_hidden) {
    const VitShape t = vitShape(v, 16, 1024);
    const std::uint64_t merge = top.sizeOr({"spatial_merge_size"}, 2, 64);
    const std::uint64_t bias = top.boolOr("multimodal_projector_bias", false) ? text_hidden : 0;
    const std::uint64_t block = 4 * t.h * t.h + 3 * t.h * t.f + 2 * t.h;
    const std::uint64_t tower = t.channels * t.patch * t.patch * t.h + t.h + t.layers * block;
    const std::uint64_t projector =
        t.h + merge * merge * t.h * t.h + (t.h * text_hidden + bias) + (text_hidden * text_hidden + bias);
    return tower + projector;
}

ModelSpec mistral3(const Reader& top, Warnings& warnings) {
    const auto text = top.object("text_config");
    if (!text)
        throw InputError(fmt::format(
            "{}: field 'text_config' is missing (mistral3 keeps its language model there)", top.source()));
    ModelSpec m;
    m.family = "mistral";
    llamaLike(*text, m);
    refuseMoeFields(*text, "mistral3");
    slidingEverywhere(*text, m);
    visionTower(top, "pixtral", m, warnings,
                [&](const Reader& v) { return pixtralParams(top, v, m.hidden); });
    return m;
}

ModelSpec gptOss(const Reader& r, Warnings& warnings) {
    ModelSpec m;
    m.family = "gpt_oss";
    nlohmann::json with_defaults = r.json();
    if (!r.has("head_dim"))
        with_defaults["head_dim"] = 64; // GptOssConfig default
    if (!r.has("attention_bias"))
        with_defaults["attention_bias"] = true;
    const Reader d(with_defaults, r.source());
    llamaLike(d, m);
    experts(d, m, {"num_local_experts"}, {"num_experts_per_tok", "experts_per_token"});
    m.mlp_bias = true;    // gate_up_proj_bias, down_proj_bias per expert
    m.router_bias = true; // GptOssTopKRouter: weight and bias
    m.attention_sinks = true;
    // GptOssConfig: layers alternate sliding (window 128) and full attention, sliding first.
    slidingLayers(d, m, 128, [](std::uint32_t i) { return i % 2 == 0; });
    if (const auto q = d.object("quantization_config")) {
        const std::string method = q->stringOr("quant_method", "");
        if (method == "mxfp4") {
            m.expert_weights_format = "mxfp4"; // modules_to_not_convert: attention, router, embeddings, head
            warnings.push_back(Message(MessageId::HfExpertsFormat, {"MXFP4"}));
        }
    }
    return m;
}

} // namespace

bool isNewFamily(std::string_view type) {
    return std::find(kNewFamilies.begin(), kNewFamilies.end(), type) != kNewFamilies.end();
}

ModelSpec newFamily(const std::string& type, const Reader& r, Warnings& warnings) {
    if (type == "deepseek_v2" || type == "deepseek_v3")
        return deepseek(type, r, warnings); // the MTP layers' warning: importHfConfig, once validated
    if (type == "gemma3" || type == "gemma3_text")
        return gemma3(type, r, warnings);
    if (type == "llama4" || type == "llama4_text")
        return llama4(type, r, warnings);
    if (type == "mistral3")
        return mistral3(r, warnings);
    if (type == "gpt_oss")
        return gptOss(r, warnings);

    ModelSpec m;
    m.family = type;
    llamaLike(r, m);
    if (type == "qwen3" || type == "qwen3_moe") {
        m.qk_norm = QkNorm::PerHead; // q_norm, k_norm: RMSNorm(head_dim)
        if (type == "qwen3")
            refuseMoeFields(r, type);
        else
            qwenMoe(r, m);
        qwenSliding(r, m);
    } else if (type == "qwen2_moe") {
        m.qkv_bias = true; // as Qwen2
        m.attn_out_bias = false;
        qwenMoe(r, m);
        m.shared_expert_intermediate =
            r.sizeOr({"shared_expert_intermediate_size"}, 0, limits::kMaxIntermediate);
        m.shared_expert_gate = m.shared_expert_intermediate > 0; // sigmoid(Linear(hidden, 1)) on its output
        qwenSliding(r, m);
    } else if (type == "olmo2") {
        refuseMoeFields(r, type);
        requireDerivedHeadDim(r, m);
        m.qk_norm = QkNorm::PerProjection; // q_norm(heads x head_dim), k_norm(kv_heads x head_dim)
        m.norms_per_layer = 2;             // post_attention_layernorm, post_feedforward_layernorm
    } else if (type == "granite") {
        refuseMoeFields(r, type);
        requireDerivedHeadDim(r, m); // embedding/residual/attention/logits multipliers change no count
    } else if (type == "cohere2") {
        refuseMoeFields(r, type);
        requireDerivedHeadDim(r, m);
        m.tied_embeddings = r.boolOr("tie_word_embeddings", true);
        m.norms_per_layer = 1; // one input_layernorm: attention and FFN in parallel (a weight-only LayerNorm)
        if (!r.has("max_position_embeddings"))
            m.max_context = 8192;
        const std::uint64_t pattern = r.uintOr({"sliding_window_pattern"}, 4);
        if (pattern == 0)
            throw InputError(
                fmt::format("{}: field 'sliding_window_pattern' must be at least 1, got 0", r.source()));
        slidingLayers(r, m, 4096, [&](std::uint32_t i) { return (i + 1) % pattern != 0; });
    }
    return m;
}

} // namespace gpuplan::hf
