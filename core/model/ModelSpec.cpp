#include "core/model/ModelSpec.h"

#include "core/model/LinearModules.h"

#include "core/base/Error.h"
#include "core/base/InertText.h"
#include "core/base/Limits.h"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace gpuplan {

namespace {

// "model 'llama-2-7b'", or "model" for a spec without an id: where a refusal points.
std::string modelWhere(const ModelSpec& m) {
    return m.id.empty() ? std::string("model") : fmt::format("model '{}'", inertText(m.id));
}

// "<model>: field must be between 1 and max, got v".
[[noreturn, gnu::cold]] void refuseAbove(const ModelSpec& m, const char* field, std::uint64_t v,
                                         std::uint64_t max) {
    throw InputError(modelWhere(m), Message(MessageId::ValueBetween, {field, 1, max, v}));
}

// Throws "<model>: <field> <why>" unless `ok`; the text is built only then (a valid model,
// which every estimate validates, costs no allocation).
template <typename... A>
[[noreturn, gnu::cold, gnu::noinline]] void refuseField(const ModelSpec& m, const char* field,
                                                        fmt::format_string<A...> why, A&&... args) {
    throw InputError(
        fmt::format("{}: {} {}", modelWhere(m), field, fmt::format(why, std::forward<A>(args)...)));
}
bool printableAscii(const std::string& s) {
    for (const char c : s)
        if (c < 0x20 || c > 0x7e)
            return false;
    return true;
}

// textProblem's refusal of a text field ("holds the control character U+001B at byte 3").
[[gnu::cold, gnu::noinline]] void checkText(const ModelSpec& m, const char* field, const std::string& text) {
    if (const std::string problem = textProblem(text); !problem.empty())
        refuseField(m, field, "{}", problem);
}

template <typename... A>
void requireField(const ModelSpec& m, bool ok, const char* field, fmt::format_string<A...> why, A&&... args) {
    if (!ok) [[unlikely]]
        refuseField(m, field, why, std::forward<A>(args)...);
}

} // namespace

void ModelSpec::validate() const {
    // Its words are shown and kept in the catalog: printable text only (a config.json's
    // model_type becomes the family). Printable ASCII, the usual case, is checked in place.
    for (const auto& [field, text] : {std::pair{"id", &id}, {"name", &name}, {"family", &family}}) {
        if (!printableAscii(*text)) [[unlikely]]
            checkText(*this, field, *text);
    }
    validateShape();
}

namespace {

// Every check of validateShape() at once, folded into one test (a range [1, max] is one unsigned
// comparison of v - 1, the conditions are and-ed without a branch): what each estimate from a spec
// pays. False sends validateShape() through the checks one by one, which name the first field
// refused; so this may never be true where one of them refuses.
bool shapeWithinLimits(const ModelSpec& m) {
    using U = std::uint64_t;
    auto positiveAtMost = [](U v, U max) { return v - 1 < max; }; // 1 <= v <= max (0 wraps around)
    const bool moe = m.isMoe();
    const bool mla = m.isMla();
    const std::uint32_t kv = m.kv_heads == 0 ? 1 : m.kv_heads; // 0 is refused below, never divided by
    bool ok = positiveAtMost(m.layers, limits::kMaxLayers);
    ok &= positiveAtMost(m.hidden, limits::kMaxHidden);
    ok &= positiveAtMost(m.heads, limits::kMaxHeads);
    ok &= m.kv_heads > 0 && m.kv_heads <= m.heads;
    ok &= m.heads % kv == 0;
    ok &= positiveAtMost(m.head_dim, limits::kMaxHeads);
    ok &= U{m.heads} * m.head_dim <= limits::kMaxHidden;
    ok &= positiveAtMost(m.intermediate, limits::kMaxIntermediate);
    ok &= positiveAtMost(m.vocab, limits::kMaxVocab);
    ok &= m.max_context <= limits::kMaxContext;
    ok &= m.learned_positions <= limits::kMaxContext;
    ok &= m.token_types <= limits::kMaxVocab;
    ok &= m.experts <= limits::kMaxExperts;
    ok &= m.norms_per_layer <= 8;
    ok &= !moe || (m.experts_per_token >= 1 && m.experts_per_token <= m.experts && m.dense_layers < m.layers);
    ok &= moe || (m.dense_layers | m.dense_intermediate | m.shared_expert_intermediate) == 0;
    ok &= moe || m.expert_weights_format.empty();
    ok &= !m.shared_expert_gate || m.shared_expert_intermediate > 0;
    ok &= m.expert_weights_format.size() <= limits::kMaxNameLength;
    ok &= m.dense_intermediate <= limits::kMaxIntermediate;
    ok &= m.shared_expert_intermediate <= limits::kMaxIntermediate;
    ok &= mla || (m.q_lora_rank | m.qk_rope_head_dim | m.v_head_dim) == 0;
    ok &= m.q_lora_rank <= limits::kMaxHidden;
    ok &= m.kv_lora_rank <= limits::kMaxHidden;
    ok &= m.v_head_dim <= limits::kMaxHeads;
    ok &= !mla || (m.v_head_dim > 0 && m.qk_rope_head_dim <= m.head_dim);
    ok &= m.sliding_window <= limits::kMaxContext;
    ok &= m.sliding_layers <= m.layers;
    ok &= m.sliding_layers == 0 || m.sliding_window > 0;
    ok &= m.sliding_window == 0 || m.max_context == 0 || m.sliding_window <= m.max_context;
    ok &= m.mtp_layers <= limits::kMaxLayers;
    ok &= static_cast<double>(m.vision_params) <= limits::kMaxParams;
    return ok;
}

} // namespace

void ModelSpec::validateShape() const {
    if (shapeWithinLimits(*this)) [[likely]]
        return;
    refuseShape();
}

void ModelSpec::refuseShape() const {
    auto require = [&]<typename... A>(bool ok, const char* field, fmt::format_string<A...> why, A&&... args) {
        requireField(*this, ok, field, why, std::forward<A>(args)...);
    };
    require(layers > 0, "layers", "must be positive");
    require(hidden > 0, "hidden", "must be positive");
    require(heads > 0, "heads", "must be positive");
    require(kv_heads > 0, "kv_heads", "must be positive");
    require(kv_heads <= heads && heads % kv_heads == 0, "kv_heads", "({}) must divide heads ({})", kv_heads,
            heads);
    require(head_dim > 0, "head_dim", "must be positive");
    require(intermediate > 0, "intermediate", "must be positive");
    require(vocab > 0, "vocab", "must be positive");
    auto atMost = [&](const char* field, std::uint64_t v, std::uint64_t max) {
        if (v > max) [[unlikely]]
            refuseAbove(*this, field, v, max);
    };
    atMost("layers", layers, limits::kMaxLayers);
    atMost("hidden", hidden, limits::kMaxHidden);
    atMost("heads", heads, limits::kMaxHeads);
    atMost("head_dim", head_dim, limits::kMaxHeads);
    atMost("heads x head_dim", std::uint64_t{heads} * head_dim, limits::kMaxHidden);
    atMost("intermediate", intermediate, limits::kMaxIntermediate);
    atMost("vocab", vocab, limits::kMaxVocab);
    atMost("max_context", max_context, limits::kMaxContext);
    atMost("learned_positions", learned_positions, limits::kMaxContext);
    atMost("token_types", token_types, limits::kMaxVocab);
    atMost("experts", experts, limits::kMaxExperts);
    require(norms_per_layer <= 8, "norms_per_layer", "is implausible ({})", norms_per_layer);
    if (experts > 1)
        require(experts_per_token >= 1 && experts_per_token <= experts, "experts_per_token",
                "({}) must be between 1 and experts ({})", experts_per_token, experts);
    // MoE fields on a dense model, latent-attention fields without latent attention: refused
    // rather than ignored, so that nothing is estimated from a contradictory description.
    auto onlyWith = [&](bool set, const char* field, bool allowed, const char* needs) {
        require(!set || allowed, field, "is set, but {}", needs);
    };
    const char* no_experts = "the model has no experts (experts <= 1)";
    onlyWith(dense_layers > 0, "dense_layers", isMoe(), no_experts);
    onlyWith(dense_intermediate > 0, "dense_intermediate", isMoe(), no_experts);
    onlyWith(shared_expert_intermediate > 0, "shared_expert_intermediate", isMoe(), no_experts);
    onlyWith(shared_expert_gate, "shared_expert_gate", shared_expert_intermediate > 0,
             "the model has no shared expert (shared_expert_intermediate is 0)");
    onlyWith(!expert_weights_format.empty(), "expert_weights_format", isMoe(), no_experts);
    require(expert_weights_format.size() <= limits::kMaxNameLength, "expert_weights_format",
            "has more than {} characters", limits::kMaxNameLength);
    if (isMoe())
        require(dense_layers < layers, "dense_layers",
                "({}) must be fewer than layers ({}): an MoE model needs one MoE layer", dense_layers,
                layers);
    atMost("dense_intermediate", dense_intermediate, limits::kMaxIntermediate);
    atMost("shared_expert_intermediate", shared_expert_intermediate, limits::kMaxIntermediate);
    const char* no_mla = "the model has no latent attention (kv_lora_rank is 0)";
    onlyWith(q_lora_rank > 0, "q_lora_rank", isMla(), no_mla);
    onlyWith(qk_rope_head_dim > 0, "qk_rope_head_dim", isMla(), no_mla);
    onlyWith(v_head_dim > 0, "v_head_dim", isMla(), no_mla);
    atMost("q_lora_rank", q_lora_rank, limits::kMaxHidden);
    atMost("kv_lora_rank", kv_lora_rank, limits::kMaxHidden);
    atMost("v_head_dim", v_head_dim, limits::kMaxHeads);
    if (isMla()) {
        require(v_head_dim > 0, "v_head_dim", "must be positive with latent attention");
        require(qk_rope_head_dim <= head_dim, "qk_rope_head_dim",
                "({}) must not exceed head_dim ({}), the query/key head", qk_rope_head_dim, head_dim);
    }
    atMost("sliding_window", sliding_window, limits::kMaxContext);
    require(sliding_layers <= layers, "sliding_layers", "({}) must not exceed layers ({})", sliding_layers,
            layers);
    onlyWith(sliding_layers > 0, "sliding_layers", sliding_window > 0, "sliding_window is 0");
    if (sliding_window > 0 && max_context > 0)
        require(sliding_window <= max_context, "sliding_window", "({}) is larger than max_context ({})",
                sliding_window, max_context);
    atMost("mtp_layers", mtp_layers, limits::kMaxLayers);
    require(static_cast<double>(vision_params) <= limits::kMaxParams, "vision_params", "is implausible ({})",
            vision_params);
}

namespace {

// a == b, compared in place: module names are a few characters, which a call to memcmp costs more
// than (every estimate of a LoRA reads its targets' names).
bool sameName(std::string_view a, std::string_view b) {
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i] != b[i])
            return false;
    return true;
}

} // namespace

std::optional<LinearName> linearNamed(std::string_view name) {
    for (std::size_t i = 0; i < kLinearNames.size(); ++i)
        if (sameName(kLinearNames[i], name))
            return static_cast<LinearName>(i);
    return std::nullopt;
}

LinearSet linearSet(const std::vector<std::string>& names) {
    LinearSet set = 0;
    for (const std::string& n : names) {
        if (n == "all-linear")
            return kAllLinears;
        if (const auto l = linearNamed(n))
            set |= linearBit(*l);
    }
    return set;
}

void BlockLinears::tooMany() {
    throw std::logic_error("BlockLinears: more linear modules than a transformer block has");
}

BlockLinears blockLinears(const ModelSpec& m) {
    BlockLinears out;
    forEachLinear(m, [&](const LinearModule& l) { out.push_back(l); });
    return out;
}

namespace {

// Parameter counts are computed in doubles, exactly: validate() bounds every field, each count is
// a part of the total (the MTP module's apart, checked on its own), and a total within
// limits::kMaxParams (1e15 < 2^53) makes every sum and product on the way an integer doubles hold
// exactly. A total beyond the limit is refused, never wrapped around. (Checked 128- or 64-bit
// integers cost a fifth of an estimate from a spec: three multiplications, or a flag per step.)
double normParams(const ModelSpec& m) {
    return m.norm == NormKind::LayerNorm ? 2.0 * m.hidden : static_cast<double>(m.hidden);
}

[[noreturn, gnu::cold]] void refuseParams(const ModelSpec& m) {
    throw InputError(modelWhere(m), Message(MessageId::ParamsBeyondLimit, {limits::kMaxParams}));
}

std::uint64_t count(double exact) { // 0 <= exact <= kMaxParams
    return limits::exactCount(exact);
}

} // namespace

ParamCounts countParams(const ModelSpec& m) {
    return countParams(m, blockLinears(m));
}

ParamCounts countParams(const ModelSpec& m, const BlockLinears& linears) {
    m.validateShape();
    LinearParams linear;
    for (const auto& l : linears) // validated dimensions
        addLinearParams(m, l, limits::exactDouble(l.d_in), limits::exactDouble(l.d_out), linear);
    return countParams(m, linear);
}

ParamCounts countParams(const ModelSpec& m, const LinearParams& linear) {
    const double h = m.hidden;
    const double layers = m.layers;
    const double embedding = (static_cast<double>(m.vocab) + m.learned_positions + m.token_types) * h;
    const double lm_head = m.tied_embeddings ? 0.0 : m.vocab * h;
    // Per MoE layer: the router (and its bias, or DeepSeek-V3's e_score_correction_bias),
    // Qwen2-MoE's shared-expert gate.
    const double router = m.isMoe() ? h * m.experts + (m.router_bias ? m.experts : 0) : 0.0;
    const double shared_gate = m.shared_expert_gate ? h : 0.0;
    const double sinks = m.attention_sinks ? m.heads : 0.0;
    double qk_norms = 0;
    if (m.qk_norm == QkNorm::PerHead)
        qk_norms = 2.0 * m.head_dim;
    else if (m.qk_norm == QkNorm::PerProjection)
        qk_norms = static_cast<double>(m.qDim()) + static_cast<double>(m.kvDim());
    const double mla_norms =
        m.isMla() ? static_cast<double>(m.q_lora_rank) + m.kv_lora_rank : 0.0; // q_a_, kv_a_
    const double layer_norms = m.norms_per_layer * normParams(m) + qk_norms + mla_norms;
    const double end_norms = (m.final_norm ? normParams(m) : 0.0) + (m.embedding_norm ? normParams(m) : 0.0);
    const double pooler = m.pooler ? h * h + h : 0.0;
    const double per_layer = linear.block + router + shared_gate + sinks + layer_norms;
    const double norms = layers * layer_norms + end_norms;
    const double other = m.moeLayers() * (router + shared_gate) + layers * sinks + pooler;
    const double total = embedding + lm_head + linear.all + norms + other;
    // A DeepSeek-V3 multi-token-prediction module: enorm, hnorm, eh_proj (2h -> h), one
    // (MoE) block and the shared head's norm; its embedding and head are the model's.
    const double mtp = m.mtp_layers * (per_layer + 2.0 * h * h + 3.0 * normParams(m));
    if (!(total <= limits::kMaxParams && mtp <= limits::kMaxParams)) [[unlikely]]
        refuseParams(m);
    ParamCounts c;
    c.total = count(total);
    c.embedding = count(embedding);
    c.lm_head = count(lm_head);
    c.per_layer_linear = count(linear.block);
    c.per_layer = count(per_layer);
    c.norms = count(norms);
    c.other = count(other);
    c.active = count(total - linear.inactive);
    c.mtp = count(mtp);
    c.vision = m.vision_params;
    return c;
}

std::vector<std::string> loraTargetNames(const ModelSpec& m) {
    std::vector<std::string> names;
    for (const auto& l : blockLinears(m))
        if (std::find(names.begin(), names.end(), l.name()) == names.end())
            names.emplace_back(l.name());
    names.emplace_back("all-linear");
    return names;
}

std::uint64_t loraParams(const ModelSpec& m, std::uint32_t rank, const std::vector<std::string>& targets) {
    if (rank == 0)
        throw InputError("LoRA rank must be positive, got 0");
    if (targets.empty())
        throw InputError("LoRA needs at least one target module (e.g. q_proj,v_proj)");
    const BlockLinears linears = blockLinears(m);
    return loraParams(m, linears, rank, loraTargetSet(m, linears, targets));
}

LinearSet loraTargetSet(const ModelSpec& m, const BlockLinears& linears,
                        const std::vector<std::string>& targets) {
    LinearSet held = 0; // the modules of this model
    for (const auto& l : linears)
        held |= linearBit(l.kind);
    LinearSet set = 0;
    for (const auto& t : targets) {
        if (sameName(t, "all-linear")) {
            set = kAllLinears;
            continue;
        }
        const auto l = linearNamed(t);
        if (!l || !(held & linearBit(*l))) [[unlikely]] {
            std::string valid;
            for (const auto& n : loraTargetNames(m))
                valid += (valid.empty() ? "" : ", ") + n;
            throw InputError(fmt::format("LoRA target '{}' is not a module of {} (valid: {})", t,
                                         m.id.empty() ? m.family : m.id, valid));
        }
        set |= linearBit(*l);
    }
    return set;
}

std::uint64_t loraParams(const ModelSpec& m, const BlockLinears& linears, std::uint32_t rank,
                         LinearSet targets) {
    double params = 0; // exact below the limit, as countParams
    for (const auto& l : linears)
        if (targets & linearBit(l.kind))
            params +=
                static_cast<double>(l.layers) * l.copies * rank * (static_cast<double>(l.d_in) + l.d_out);
    if (!(params <= limits::kMaxParams)) [[unlikely]]
        refuseParams(m);
    return count(params);
}

} // namespace gpuplan
