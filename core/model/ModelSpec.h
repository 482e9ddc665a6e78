#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
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

// Norms on the queries and keys of each layer (their weights only).
enum class QkNorm {
    None,
    PerHead,       // RMSNorm(head_dim) on q and on k: Qwen3, Gemma 3
    PerProjection, // RMSNorm(heads x head_dim) on q, RMSNorm(kv_heads x head_dim) on k: OLMo 2
};

struct ParamCounts {
    std::uint64_t total = 0;     // every parameter, tied weights once
    std::uint64_t embedding = 0; // token (+ position, token type) embeddings
    std::uint64_t lm_head = 0;   // 0 when tied to the embeddings
    std::uint64_t per_layer = 0; // one transformer block, all experts (an MoE block when there are both)
    std::uint64_t per_layer_linear = 0; // weights + biases of that block's linear layers
    std::uint64_t norms = 0;            // all norm parameters (layers + final + embedding, q/k and MLA norms)
    std::uint64_t other = 0;            // pooler, routers, shared-expert gates, attention sinks
    std::uint64_t active = 0;           // parameters used per token (MoE: experts_per_token routed experts
                                        // + the shared expert + everything dense, embeddings included)
    std::uint64_t mtp = 0;              // multi-token-prediction modules, not in total (their embedding and
                                        // head are the model's, not counted again)
    std::uint64_t vision = 0;           // vision tower and projector, not in total
};

// What a model's shape alone decides, kept with the spec by ModelSpec::prepare(): that the shape is
// valid (validateShape) and its parameter counts (countParams), which every estimate from the spec
// would otherwise derive again. With them, a copy of the fields they were derived from: a spec whose
// fields changed since is validated and counted afresh (ModelSpec::preparedCounts). Not part of a
// spec's value: two specs of the same fields are equal whether prepared or not.
struct PreparedShape {
    static constexpr std::size_t kFields = 42; // core/model/ModelSpecFields.h: a number, or a text's size
    std::array<std::uint64_t, kFields> fields{};
    ParamCounts counts;
    // The linears' weights and biases, each module's layers x copies x d_in x d_out (d_out for a
    // bias) summed in the modules' order, as the weight bytes sum them (core/model/WeightFormat.cpp):
    // a format of 2^k bytes a weight scales these sums exactly, so its bytes need no pass.
    struct LinearElements {
        double weights = 0, routed = 0, biases = 0;
    } linears;
    bool ready = false;
    bool operator==(const PreparedShape&) const { return true; }
};

// Architecture of a transformer, as the frameworks build it. Every parameter
// count is computed from these fields, exactly as PyTorch counts
// `model.parameters()` (tied weights counted once).
struct ModelSpec {
    std::string id;     // catalog id or file stem, e.g. "llama-2-7b"
    std::string name;   // display name
    std::string family; // Hugging Face model_type (core/model/HfConfig.h lists them); "llama" for an estimate

    std::uint32_t layers = 0;
    std::uint32_t hidden = 0;       // d_model
    std::uint32_t heads = 0;        // query heads
    std::uint32_t kv_heads = 0;     // key/value heads (GQA / MQA); == heads for MHA
    std::uint32_t head_dim = 0;     // usually hidden / heads; Gemma sets it explicitly. MLA: the query/key
                                    // head (qk_nope_head_dim + qk_rope_head_dim)
    std::uint32_t intermediate = 0; // FFN inner size (per routed expert for MoE)
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
    bool router_bias =
        false; // a bias per expert on the router (gpt-oss) or DeepSeek-V3's e_score_correction_bias
    std::uint32_t dense_layers = 0; // MoE models: layers whose FFN is dense (DeepSeek first_k_dense_replace,
                                    // Llama 4 Maverick's interleaved dense layers)
    std::uint32_t dense_intermediate = 0; // FFN inner size of those dense layers (0: intermediate)
    std::uint32_t shared_expert_intermediate =
        0;                             // inner size of the shared expert(s) of every MoE layer (0: none)
    bool shared_expert_gate = false;   // Qwen2-MoE: a sigmoid gate Linear(hidden, 1) on the shared expert
    std::string expert_weights_format; // how the checkpoint stores the routed experts ("mxfp4"), or empty

    // Attention
    QkNorm qk_norm = QkNorm::None;
    bool attention_sinks = false; // gpt-oss: one learned sink logit per head per layer
    // Multi-head latent attention (DeepSeek-V2/V3): kv_lora_rank > 0. Keys and values are
    // projected down to kv_lora_rank (+ a shared qk_rope_head_dim RoPE key), which is what
    // the KV cache keeps; queries through q_lora_rank (0: a plain q_proj).
    std::uint32_t q_lora_rank = 0;
    std::uint32_t kv_lora_rank = 0;
    std::uint32_t qk_rope_head_dim = 0;
    std::uint32_t v_head_dim = 0;
    // Sliding-window attention: sliding_layers of the layers attend to (and cache) only the
    // last sliding_window positions; the others attend to the whole context.
    std::uint64_t sliding_window = 0;
    std::uint32_t sliding_layers = 0;

    // Counted apart from `countParams().total`, as the model cards count:
    std::uint32_t mtp_layers = 0;    // DeepSeek-V3 multi-token-prediction modules (num_nextn_predict_layers)
    std::uint64_t vision_params = 0; // the vision tower and projector of a multimodal checkpoint

    bool dropout = false; // attention/hidden dropout active during training (GPT-2, BERT); modern LLMs: off

    PreparedShape prepared; // set by prepare()

    bool isMoe() const { return experts > 1; }
    bool isMla() const { return kv_lora_rank > 0; }
    std::uint32_t moeLayers() const { return isMoe() ? layers - dense_layers : 0; }
    // MoE: the share of the routed experts one token uses (experts per token / routed experts), 1 for a
    // dense model.
    double expertKOverE() const {
        return isMoe() && experts_per_token < experts ? static_cast<double>(experts_per_token) / experts
                                                      : 1.0;
    }
    std::uint32_t denseIntermediate() const { return dense_intermediate ? dense_intermediate : intermediate; }
    std::uint32_t qDim() const { return heads * head_dim; }
    std::uint32_t kvDim() const { return kv_heads * head_dim; }

    // Structural checks (zero sizes, heads not dividing, experts_per_token > experts, MoE or
    // MLA fields on a model without experts or latent attention, a window beyond the context).
    // Throws InputError naming the field. validate() also refuses words that are not printable
    // text (id, name, family): where a model enters (config.json, JSON, the catalog's rows).
    // validateShape() is the numbers alone, which bound every estimate's arithmetic: what each
    // estimate from a spec checks, without reading the words again.
    void validate() const;
    void validateShape() const;

    // Keeps what the shape decides (PreparedShape) when it is valid; leaves the spec unprepared
    // otherwise (its estimates then refuse it, naming the field). Where a model enters: config.json,
    // JSON, the catalog's rows, the planner's model.
    void prepare();
    // The parameter counts kept by prepare(), or nullptr when the spec is not prepared or a field
    // changed since (checked here, field by field).
    const ParamCounts* preparedCounts() const;

    bool operator==(const ModelSpec&) const = default;

private:
    // validateShape's checks one by one, where the folded test found one false: throws for the
    // first that fails.
    [[gnu::cold, gnu::noinline]] void refuseShape() const;
};

// The linear modules a transformer block may hold, by their Hugging Face names (linearName).
enum class LinearName : std::uint8_t {
    QProj,
    KProj,
    VProj,
    OProj,
    GateProj,
    UpProj,
    DownProj,
    QAProj, // latent attention (MLA): the query's down- and up-projections
    QBProj,
    KvAProjWithMqa, // MLA: the keys' and values' down-projection (with the shared RoPE key)
    KvBProj,        // MLA: their up-projection
};
inline constexpr std::array<std::string_view, 11> kLinearNames = {
    "q_proj",   "k_proj",    "v_proj",   "o_proj",   "gate_proj",
    "up_proj",  "down_proj", "q_a_proj", "q_b_proj", "kv_a_proj_with_mqa",
    "kv_b_proj"};
constexpr std::string_view linearName(LinearName n) {
    return kLinearNames[static_cast<std::size_t>(n)];
}
// The module of that name; nullopt for any other name ("all-linear" included).
std::optional<LinearName> linearNamed(std::string_view name);

// One linear layer type inside a transformer block (32 bytes: the estimates copy them often).
struct LinearModule {
    std::uint64_t d_in = 0;
    std::uint64_t d_out = 0;
    std::uint32_t copies = 1;            // per layer (number of experts for MoE FFN matrices)
    std::uint32_t layers = 0;            // the layers that hold it: all of them, or the MoE or the dense ones
    LinearName kind = LinearName::QProj; // q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj, down_proj...
    enum class Part : std::uint8_t {
        Attention,
        Ffn,          // the dense FFN, or the routed experts of an MoE layer
        SharedExpert, // of every MoE layer
        DenseFfn,     // the dense layers of an MoE model
    } part = Part::Attention;
    bool bias = false;
    bool expert = false; // an MoE expert matrix (only experts_per_token of them are active per token)

    std::string_view name() const { return linearName(kind); } // Hugging Face module name
};

// The linear modules of one model, held in place (no allocation, nothing written beyond the
// modules listed: the estimates list them on every call). At most 14: latent attention's 5
// and three FFNs of 3 (routed experts, shared expert, dense layers).
class BlockLinears {
public:
    static constexpr std::size_t kCapacity = 14;
    BlockLinears() {}
    void push_back(const LinearModule& l) {
        if (size_ == kCapacity) [[unlikely]]
            tooMany();
        items_.at[size_++] = l;
    }
    const LinearModule* begin() const { return items_.at; }
    const LinearModule* end() const { return items_.at + size_; }
    std::size_t size() const { return size_; }
    const LinearModule& operator[](std::size_t i) const { return items_.at[i]; }

private:
    [[noreturn]] static void tooMany();
    union Storage { // left uninitialised: only the first size_ are ever read
        Storage() {}
        LinearModule at[kCapacity];
    } items_;
    std::size_t size_ = 0;
};

// The linear modules of the transformer blocks (HF names, even where the
// framework fuses them — GPT-2's c_attn is reported as q/k/v), each with the
// number of layers that hold it (an MoE model with dense layers lists both FFNs;
// a shared expert is listed under the same names as the routed ones).
BlockLinears blockLinears(const ModelSpec& m);

// A set of module names as bits (1 << LinearName): LoRA's targets, "all-linear" for every
// module; names of no module are left out (loraParams refuses them).
using LinearSet = std::uint32_t;
constexpr LinearSet linearBit(LinearName n) {
    return LinearSet{1} << static_cast<unsigned>(n);
}
inline constexpr LinearSet kAllLinears = (LinearSet{1} << kLinearNames.size()) - 1;
LinearSet linearSet(const std::vector<std::string>& names);

ParamCounts countParams(const ModelSpec& m);
// The same from the model's linears (blockLinears(m), listed once by a caller that needs them
// again).
ParamCounts countParams(const ModelSpec& m, const BlockLinears& linears);

// The parameters of a model's linears, summed module by module in the order blockLinears lists
// them (exact doubles: see countParams): every layer's, the routed experts' a token does not use,
// one block's (an MoE block when the model has both kinds).
struct LinearParams {
    double all = 0;
    double inactive = 0;
    double block = 0;
};
// Adds one module of a model whose shape is validated (validateShape): inline, so that a pass
// over the linears for another sum (the weight bytes) counts the parameters alongside.
inline void addLinearParams(const ModelSpec& m, const LinearModule& l, double d_in, double d_out,
                            LinearParams& r) {
    const double one = d_in * d_out + (l.bias ? d_out : 0.0); // one copy
    const double p = l.copies * one;
    r.all += l.layers * p;
    if (l.expert) // copies >= experts_per_token (validateShape)
        r.inactive += l.layers * ((l.copies - m.experts_per_token) * one);
    if (l.part != LinearModule::Part::DenseFfn)
        r.block += p;
}
// countParams of a model whose shape is validated, from its linears' sums: throws InputError
// (MessageId::ParamsBeyondLimit) beyond limits::kMaxParams.
ParamCounts countParams(const ModelSpec& m, const LinearParams& linear);

// Parameters of LoRA adapters of rank r on the named modules of every block:
// r * (d_in + d_out) per targeted module. Unknown module names throw InputError.
std::uint64_t loraParams(const ModelSpec& m, std::uint32_t rank, const std::vector<std::string>& targets);
// The targets as a set of the model's modules (its linears: blockLinears(m)); InputError for a
// name of none of them, as loraParams.
LinearSet loraTargetSet(const ModelSpec& m, const BlockLinears& linears,
                        const std::vector<std::string>& targets);
// loraParams over a set of targets of the model, its rank checked by the caller.
std::uint64_t loraParams(const ModelSpec& m, const BlockLinears& linears, std::uint32_t rank,
                         LinearSet targets);

// Module names that LoRA can target on this model (including "all-linear").
std::vector<std::string> loraTargetNames(const ModelSpec& m);

} // namespace gpuplan
