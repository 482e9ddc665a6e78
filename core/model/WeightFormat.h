#pragma once

// The bytes of a model's weights in a storage format, tensor by tensor: what each format
// stores per block of weights (scales included), which tensors it leaves in 16-bit, and the
// per-tensor mixes of llama.cpp's GGUF file types.

#include "core/model/ModelSpec.h"
#include "core/model/Precision.h"

#include <cstdint>

namespace gpuplan {

// The ggml tensor types the GGUF file types are made of (ggml-common.h block sizes).
enum class GgmlType { F32, F16, Q8_0, Q6_K, Q5_K, Q5_1, Q5_0, Q4_K, Q4_0, IQ4_NL, IQ4_XS, Q3_K, Q2_K };
double ggmlBitsPerWeight(GgmlType t);
std::uint32_t ggmlBlockSize(GgmlType t); // weights per block along a row: 32 or 256 (1 for F16/F32)

// The type llama.cpp's llama_tensor_get_type() (src/llama-quant.cpp) gives one matrix of a
// block under a GGUF file type, before the fallback for rows not divisible by the block:
// module is the Hugging Face name (v_proj = attn_v, down_proj = ffn_down, o_proj = attn_output),
// `layer` of `layers`. The _M mixes store more bits in attn_v and ffn_down of the layers of
// use_more_bits(); every mix but q8_0 stores output.weight as Q6_K.
GgmlType ggufTensorType(Precision p, const ModelSpec& m, std::string_view module, std::uint32_t layer);
GgmlType ggufOutputType(Precision p);    // output.weight (and token_embd when tied)
GgmlType ggufEmbeddingType(Precision p); // token_embd.weight
bool ggufUseMoreBits(std::uint32_t layer, std::uint32_t layers);

// The base model's weights in a storage format, in bytes, split by tensor kind.
struct WeightBytes {
    double linears = 0;   // every block's linear matrices (experts included), scales included
    double biases = 0;    // biases of those matrices
    double other = 0;     // routers, pooler
    double norms = 0;     // norm weights (and biases)
    double embedding = 0; // token (+ position, token type) embeddings
    double lm_head = 0;   // output projection (0 when tied)
    // The routed experts' matrices, a part of `linears` (MoE): a decoded token reads only the
    // experts its router picks (core/speed/Throughput.h expertsTouched).
    double routed_experts = 0;
    double total() const { return linears + biases + other + norms + embedding + lm_head; }
    // One transformer block: its linears, biases and norms (the average over the layers: the
    // GGUF mixes differ layer by layer) — what llama.cpp's --n-gpu-layers moves per layer.
    double perLayer(std::uint32_t layers) const;
};

// `group_size` matters for GPTQ/AWQ only.
WeightBytes weightBytes(const ModelSpec& m, Precision p, int group_size = 128);
// The same from the model's linears and parameter counts (blockLinears, countParams), computed
// once by a caller that needs them too.
WeightBytes weightBytes(const ModelSpec& m, const BlockLinears& linears, const ParamCounts& pc, Precision p,
                        int group_size = 128);

// countParams(m) and weightBytes(m, p, group_size), equal bit for bit, in one pass over the
// model's linears as they are generated (none listed): what an estimate from a spec computes.
struct ParamsAndWeights {
    ParamCounts params;
    WeightBytes weights;
};
ParamsAndWeights paramsAndWeightBytes(const ModelSpec& m, Precision p, int group_size = 128);

// The weights one forward step reads, of `weights` bytes of which `embedding` are the token
// embedding: all but an untied embedding table, whose rows are looked up rather than read (a tied
// table is read whole, as the output projection).
double weightsReadPerStep(double weights, double embedding, bool tied_embeddings);

// Only the embedding and lm_head terms of weightBytes() (a few operations: the multi-GPU
// terms need them for every layout).
struct EmbeddingAndHeadBytes {
    double embedding = 0;
    double lm_head = 0;
};
EmbeddingAndHeadBytes embeddingAndHeadBytes(const ModelSpec& m, const ParamCounts& pc, Precision p,
                                            int group_size = 128);

} // namespace gpuplan
