#include "core/ModelSpec.h"

#include "core/Error.h"
#include "core/Limits.h"

#include <fmt/format.h>

#include <algorithm>

namespace gpuplan {

void ModelSpec::validate() const {
    const std::string where = id.empty() ? std::string("model") : fmt::format("model '{}'", id);
    auto require = [&](bool ok, const char* field, const std::string& why) {
        if (!ok)
            throw InputError(fmt::format("{}: {} {}", where, field, why));
    };
    require(layers > 0, "layers", "must be positive");
    require(hidden > 0, "hidden", "must be positive");
    require(heads > 0, "heads", "must be positive");
    require(kv_heads > 0, "kv_heads", "must be positive");
    require(kv_heads <= heads && heads % kv_heads == 0, "kv_heads",
            fmt::format("({}) must divide heads ({})", kv_heads, heads));
    require(head_dim > 0, "head_dim", "must be positive");
    require(intermediate > 0, "intermediate", "must be positive");
    require(vocab > 0, "vocab", "must be positive");
    auto atMost = [&](const char* field, std::uint64_t v, std::uint64_t max) {
        if (v > max)
            throw InputError(where, Message(MessageId::ValueBetween, {field, 1, max, v}));
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
    require(norms_per_layer <= 8, "norms_per_layer", fmt::format("is implausible ({})", norms_per_layer));
    if (experts > 1)
        require(experts_per_token >= 1 && experts_per_token <= experts, "experts_per_token",
                fmt::format("({}) must be between 1 and experts ({})", experts_per_token, experts));
}

std::vector<LinearModule> blockLinears(const ModelSpec& m) {
    const std::uint64_t h = m.hidden;
    const std::uint64_t q = m.qDim();
    const std::uint64_t kv = m.kvDim();
    const std::uint64_t f = m.intermediate;
    const std::uint32_t e = m.isMoe() ? m.experts : 1;
    const bool ex = m.isMoe();
    std::vector<LinearModule> out = {
        {"q_proj", h, q, m.qkv_bias, 1, false},
        {"k_proj", h, kv, m.qkv_bias, 1, false},
        {"v_proj", h, kv, m.qkv_bias, 1, false},
        {"o_proj", q, h, m.attn_out_bias, 1, false},
    };
    if (m.ffn == FfnKind::Gated3) {
        out.push_back({"gate_proj", h, f, m.mlp_bias, e, ex});
        out.push_back({"up_proj", h, f, m.mlp_bias, e, ex});
        out.push_back({"down_proj", f, h, m.mlp_bias, e, ex});
    } else {
        out.push_back({"up_proj", h, f, m.mlp_bias, e, ex});
        out.push_back({"down_proj", f, h, m.mlp_bias, e, ex});
    }
    return out;
}

namespace {

// Parameter counts are computed exactly in 128 bits (validate() bounds every
// field, so no product of them comes near 2^127), then refused beyond
// limits::kMaxParams rather than wrapped around in 64 bits.
__extension__ typedef unsigned __int128 Wide; // __extension__: not ISO C++ (-Wpedantic)

Wide linearParams(const LinearModule& l) {
    return Wide{l.copies} * (Wide{l.d_in} * l.d_out + (l.bias ? l.d_out : 0));
}

Wide normParams(const ModelSpec& m) {
    return m.norm == NormKind::LayerNorm ? Wide{2} * m.hidden : Wide{m.hidden};
}

std::uint64_t narrow(const ModelSpec& m, Wide n) {
    if (n > static_cast<Wide>(limits::kMaxParams))
        throw InputError(m.id.empty() ? std::string("model") : fmt::format("model '{}'", m.id),
                         Message(MessageId::ParamsBeyondLimit, {limits::kMaxParams}));
    return static_cast<std::uint64_t>(n);
}

} // namespace

ParamCounts countParams(const ModelSpec& m) {
    m.validate();
    const Wide h = m.hidden;
    const Wide layers = m.layers;
    const Wide embedding = Wide{m.vocab} * h + Wide{m.learned_positions} * h + Wide{m.token_types} * h;
    const Wide lm_head = m.tied_embeddings ? 0 : Wide{m.vocab} * h;

    Wide linear = 0;
    Wide linear_active = 0;
    for (const auto& l : blockLinears(m)) {
        const Wide p = linearParams(l);
        linear += p;
        linear_active += l.expert ? p / l.copies * m.experts_per_token : p;
    }
    const Wide router = m.isMoe() ? h * m.experts + (m.router_bias ? m.experts : 0) : 0;
    const Wide layer_norms = Wide{m.norms_per_layer} * normParams(m);
    const Wide end_norms = (m.final_norm ? normParams(m) : 0) + (m.embedding_norm ? normParams(m) : 0);
    const Wide pooler = m.pooler ? h * h + h : 0;
    const Wide per_layer = linear + router + layer_norms;
    const Wide total = embedding + lm_head + layers * per_layer + end_norms + pooler;

    ParamCounts c;
    c.total = narrow(m, total); // first: every other count is at most the total
    c.embedding = narrow(m, embedding);
    c.lm_head = narrow(m, lm_head);
    c.per_layer_linear = narrow(m, linear);
    c.per_layer = narrow(m, per_layer);
    c.norms = narrow(m, layers * layer_norms + end_norms);
    c.other = narrow(m, layers * router + pooler);
    c.active = narrow(m, total - layers * (linear - linear_active));
    return c;
}

std::vector<std::string> loraTargetNames(const ModelSpec& m) {
    std::vector<std::string> names;
    for (const auto& l : blockLinears(m))
        names.push_back(l.name);
    names.emplace_back("all-linear");
    return names;
}

std::uint64_t loraParams(const ModelSpec& m, std::uint32_t rank, const std::vector<std::string>& targets) {
    if (rank == 0)
        throw InputError("LoRA rank must be positive, got 0");
    if (targets.empty())
        throw InputError("LoRA needs at least one target module (e.g. q_proj,v_proj)");
    const auto linears = blockLinears(m);
    const bool all = std::find(targets.begin(), targets.end(), "all-linear") != targets.end();
    Wide per_layer = 0;
    for (const auto& t : targets) {
        if (t == "all-linear")
            continue;
        const auto it =
            std::find_if(linears.begin(), linears.end(), [&](const LinearModule& l) { return l.name == t; });
        if (it == linears.end()) {
            std::string valid;
            for (const auto& n : loraTargetNames(m))
                valid += (valid.empty() ? "" : ", ") + n;
            throw InputError(fmt::format("LoRA target '{}' is not a module of {} (valid: {})", t,
                                         m.id.empty() ? m.family : m.id, valid));
        }
    }
    for (const auto& l : linears) {
        const bool targeted = all || std::find(targets.begin(), targets.end(), l.name) != targets.end();
        if (targeted)
            per_layer += Wide{l.copies} * rank * (Wide{l.d_in} + l.d_out);
    }
    return narrow(m, per_layer * m.layers);
}

} // namespace gpuplan
