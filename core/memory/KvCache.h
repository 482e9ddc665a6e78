#pragma once

// The KV cache of a model, by the kind of attention of each layer:
//   - full attention (MHA, GQA, MQA): keys and values of kv_heads x head_dim for every position;
//   - sliding-window layers (Mistral v0.1, Gemma 2/3, gpt-oss, Cohere 2, Llama 4's chunked
//     layers): the same, for the last min(context, sliding_window) positions only;
//   - multi-head latent attention (DeepSeek-V2/V3): the compressed latent of kv_lora_rank values
//     plus the shared RoPE key of qk_rope_head_dim values per position, as vLLM and SGLang keep it
//     (the per-head keys and values are rebuilt from it, never cached);
// and any mix of the first two (ModelSpec::sliding_layers of the layers slide).

#include "core/model/ModelSpec.h"

#include <cstdint>

namespace gpuplan {

// Values one layer caches per position: 2 x kv_heads x head_dim, or kv_lora_rank +
// qk_rope_head_dim with latent attention.
double kvValuesPerLayerPosition(const ModelSpec& m);

// Bytes one more position of context adds to the cache of one sequence while every layer
// still caches it (a context within the sliding window), at `bytes_per_value`.
double kvBytesPerToken(const ModelSpec& m, double bytes_per_value);

// Layers that cache at most sliding_window positions (0 without a window).
std::uint32_t slidingWindowLayers(const ModelSpec& m);

// Positions cached over all layers for one sequence of `context` tokens: full layers cache
// `context`, sliding ones min(context, sliding_window).
double kvCachedPositions(const ModelSpec& m, std::uint64_t context);

// Bytes of the cache of `batch` sequences of `context` tokens at `bytes_per_value`.
double kvCacheBytes(const ModelSpec& m, std::uint64_t context, std::uint64_t batch, double bytes_per_value);

} // namespace gpuplan
