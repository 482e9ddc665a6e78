#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace gpuplan {

enum class FfnKind {
    Mlp2,   // up -> activation (GELU/ReLU) -> down: two matrices (GPT-2, Falcon, BERT)
    Gated3, // gate, up -> SwiGLU/GeGLU -> down: three matrices (Llama, Mistral, Qwen2, Gemma, Phi-3)
};

enum class NormKind {
    RmsNorm,   // weight only
    LayerNorm, // weight and bias
};

// Architecture of a transformer, as the frameworks build it. Every parameter
// count is computed from these fields, exactly as PyTorch counts
// `model.parameters()` (tied weights counted once).
struct ModelSpec {
    std::string id;     // catalog id or file stem, e.g. "llama-2-7b"
    std::string name;   // display name
    std::string family; // Hugging Face model_type: llama, mistral, mixtral, qwen2, gemma, gemma2, phi3, gpt2,
                        // falcon, bert

    std::uint32_t layers = 0;
    std::uint32_t hidden = 0;       // d_model
    std::uint32_t heads = 0;        // query heads
    std::uint32_t kv_heads = 0;     // key/value heads (GQA / MQA); == heads for MHA
    std::uint32_t head_dim = 0;     // usually hidden / heads; Gemma sets it explicitly
    std::uint32_t intermediate = 0; // FFN inner size (per expert for MoE)
    FfnKind ffn = FfnKind::Gated3;
    std::uint64_t vocab = 0;
    bool tied_embeddings = false;
    std::uint64_t max_context = 0;       // max_position_embeddings
    std::uint64_t learned_positions = 0; // rows of a learned position table (GPT-2, BERT); 0 for RoPE/ALiBi
    std::uint64_t token_types = 0;       // BERT token_type embeddings

    // Biases
    bool qkv_bias = false;      // q/k/v projections (Qwen2: true, GPT-2: true)
    bool attn_out_bias = false; // attention output projection
    bool mlp_bias = false;      // FFN projections

    // Norms
    NormKind norm = NormKind::RmsNorm;
    std::uint32_t norms_per_layer = 2; // pre-attn + pre-FFN; Gemma-2 has 4, Falcon-7B (parallel attention) 1
    bool final_norm = true;            // BERT has an embedding LayerNorm instead (see embedding_norm)
    bool embedding_norm = false;
    bool pooler = false; // BERT pooler dense layer (hidden x hidden + bias)

    // Mixture of experts: experts == 0 means a dense FFN.
    std::uint32_t experts = 0;
    std::uint32_t experts_per_token = 0;
    bool router_bias = false;

    bool dropout = false; // attention/hidden dropout active during training (GPT-2, BERT); modern LLMs: off

    bool isMoe() const { return experts > 1; }
    std::uint32_t qDim() const { return heads * head_dim; }
    std::uint32_t kvDim() const { return kv_heads * head_dim; }

    // Structural checks (zero sizes, heads not dividing, experts_per_token > experts).
    // Throws InputError naming the field.
    void validate() const;

    bool operator==(const ModelSpec&) const = default;
};

// One linear layer type inside a transformer block.
struct LinearModule {
    std::string
        name; // Hugging Face module name: q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj, down_proj
    std::uint64_t d_in = 0;
    std::uint64_t d_out = 0;
    bool bias = false;
    std::uint32_t copies = 1; // per layer (number of experts for MoE FFN matrices)
    bool expert = false;      // an MoE expert matrix (only experts_per_token of them are active per token)
};

// The linear modules of one transformer block (HF names, even where the
// framework fuses them — GPT-2's c_attn is reported as q/k/v).
std::vector<LinearModule> blockLinears(const ModelSpec& m);

struct ParamCounts {
    std::uint64_t total = 0;            // every parameter, tied weights once
    std::uint64_t embedding = 0;        // token (+ position, token type) embeddings
    std::uint64_t lm_head = 0;          // 0 when tied to the embeddings
    std::uint64_t per_layer = 0;        // one transformer block, all experts
    std::uint64_t per_layer_linear = 0; // weights + biases of the block's linear layers
    std::uint64_t norms = 0;            // all norm parameters (layers + final + embedding)
    std::uint64_t other = 0;            // pooler, routers
    std::uint64_t active = 0;           // parameters used per token (MoE: experts_per_token experts)
};

ParamCounts countParams(const ModelSpec& m);

// Parameters of LoRA adapters of rank r on the named modules of every block:
// r * (d_in + d_out) per targeted module. Unknown module names throw InputError.
std::uint64_t loraParams(const ModelSpec& m, std::uint32_t rank, const std::vector<std::string>& targets);

// Module names that LoRA can target on this model (including "all-linear").
std::vector<std::string> loraTargetNames(const ModelSpec& m);

} // namespace gpuplan
