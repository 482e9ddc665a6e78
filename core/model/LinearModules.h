#pragma once

// The linear modules of a model's transformer blocks, generated one by one for a pass over them:
// blockLinears() lists them (core/model/ModelSpec.h), and an estimate from a spec sums their
// parameters and bytes as they are generated, without listing them (each module's constant
// fields, its copies and its part, folded into the sums by the compiler).

#include "core/model/ModelSpec.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gpuplan {

// Calls visit(const LinearModule&) for each linear module of m, in blockLinears' order. Every
// call is inlined, with its module's constant fields: a visitor that sums (inline itself) folds
// them into its arithmetic.
template <typename Visit> inline void forEachLinear(const ModelSpec& m, Visit&& visit) {
    using Part = LinearModule::Part;
    using N = LinearName;
    const std::uint64_t h = m.hidden;
    const std::uint64_t q = m.qDim();
    const std::uint32_t all = m.layers;
    auto add = [&](N kind, std::uint64_t d_in, std::uint64_t d_out, bool bias, std::uint32_t copies = 1,
                   bool expert = false, std::uint32_t layers = 0, Part part = Part::Attention)
        __attribute__((always_inline)) {
        visit(LinearModule{d_in, d_out, copies, layers == 0 ? all : layers, kind, part, bias, expert});
    };
    if (m.isMla()) {
        // DeepseekV3Attention: attention_bias applies to q_a_proj, kv_a_proj_with_mqa and o_proj.
        const std::uint64_t nope = m.head_dim - m.qk_rope_head_dim;
        if (m.q_lora_rank > 0) {
            add(N::QAProj, h, m.q_lora_rank, m.qkv_bias);
            add(N::QBProj, m.q_lora_rank, q, false);
        } else {
            add(N::QProj, h, q, false);
        }
        add(N::KvAProjWithMqa, h, std::uint64_t{m.kv_lora_rank} + m.qk_rope_head_dim, m.qkv_bias);
        add(N::KvBProj, m.kv_lora_rank, std::uint64_t{m.heads} * (nope + m.v_head_dim), false);
        add(N::OProj, std::uint64_t{m.heads} * m.v_head_dim, h, m.attn_out_bias);
    } else {
        const std::uint64_t kv = m.kvDim();
        add(N::QProj, h, q, m.qkv_bias);
        add(N::KProj, h, kv, m.qkv_bias);
        add(N::VProj, h, kv, m.qkv_bias);
        add(N::OProj, q, h, m.attn_out_bias);
    }
    auto ffn = [&](std::uint64_t f, std::uint32_t copies, bool expert, std::uint32_t layers, Part part)
        __attribute__((always_inline)) {
        if (layers == 0 || f == 0)
            return;
        if (m.ffn == FfnKind::Gated3)
            add(N::GateProj, h, f, m.mlp_bias, copies, expert, layers, part);
        add(N::UpProj, h, f, m.mlp_bias, copies, expert, layers, part);
        add(N::DownProj, f, h, m.mlp_bias, copies, expert, layers, part);
    };
    if (m.isMoe()) {
        ffn(m.intermediate, m.experts, true, m.moeLayers(), Part::Ffn);
        ffn(m.shared_expert_intermediate, 1, false, m.moeLayers(), Part::SharedExpert);
        ffn(m.denseIntermediate(), 1, false, m.dense_layers, Part::DenseFfn);
    } else {
        ffn(m.intermediate, 1, false, all, Part::Ffn);
    }
}

// The modules m holds, as a set (folded by the compiler to a few tests of m's fields).
inline LinearSet linearsHeld(const ModelSpec& m) {
    LinearSet held = 0;
    forEachLinear(
        m, [&](const LinearModule& l) __attribute__((always_inline)) { held |= linearBit(l.kind); });
    return held;
}

// loraTargetSet() of a model that holds the modules `held` (linearsHeld), without listing them.
LinearSet loraTargetSet(const ModelSpec& m, LinearSet held, const std::vector<std::string>& targets);

// Adds one module's LoRA parameters at rank r when `targets` holds it (loraParams' sum, in its order).
inline void addLoraParams(const LinearModule& l, std::uint32_t rank, LinearSet targets, double& params) {
    if (targets & linearBit(l.kind))
        params += static_cast<double>(l.layers) * l.copies * rank * (static_cast<double>(l.d_in) + l.d_out);
}

// loraParams(m, blockLinears(m), rank, targets) in one pass over the modules as they are generated.
std::uint64_t loraParamsOf(const ModelSpec& m, std::uint32_t rank, LinearSet targets);

} // namespace gpuplan
