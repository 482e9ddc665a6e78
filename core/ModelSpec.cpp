#include "ModelSpec.h"

#include "Error.h"

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

std::uint64_t linearParams(const LinearModule& l) {
    return l.copies * (l.d_in * l.d_out + (l.bias ? l.d_out : 0));
}

std::uint64_t normParams(const ModelSpec& m) {
    return m.norm == NormKind::LayerNorm ? 2ull * m.hidden : m.hidden;
}

} // namespace

ParamCounts countParams(const ModelSpec& m) {
    m.validate();
    ParamCounts c;
    const std::uint64_t h = m.hidden;
    c.embedding = m.vocab * h + m.learned_positions * h + m.token_types * h;
    c.lm_head = m.tied_embeddings ? 0 : m.vocab * h;

    std::uint64_t linear = 0;
    std::uint64_t linear_active = 0;
    for (const auto& l : blockLinears(m)) {
        const std::uint64_t p = linearParams(l);
        linear += p;
        linear_active += l.expert ? p / l.copies * m.experts_per_token : p;
    }
    const std::uint64_t router = m.isMoe() ? h * m.experts + (m.router_bias ? m.experts : 0) : 0;
    const std::uint64_t layer_norms = m.norms_per_layer * normParams(m);

    c.per_layer_linear = linear;
    c.per_layer = linear + router + layer_norms;
    c.norms =
        m.layers * layer_norms + (m.final_norm ? normParams(m) : 0) + (m.embedding_norm ? normParams(m) : 0);
    const std::uint64_t pooler = m.pooler ? h * h + h : 0;
    c.other = m.layers * router + pooler;
    c.total = c.embedding + c.lm_head + m.layers * c.per_layer + (m.final_norm ? normParams(m) : 0) +
              (m.embedding_norm ? normParams(m) : 0) + pooler;
    c.active = c.total - m.layers * (linear - linear_active);
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
    std::uint64_t per_layer = 0;
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
            per_layer += static_cast<std::uint64_t>(l.copies) * rank * (l.d_in + l.d_out);
    }
    return per_layer * m.layers;
}

} // namespace gpuplan
