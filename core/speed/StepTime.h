#pragma once

// The one step-time model of inference: the time of one forward pass on one replica, from what the
// step holds. `throughput`'s decode step and prefill (core/speed/Throughput.h), the recommender's
// inference jobs, and every step of a serving engine (core/serving/ServingSpeed.h, the scheduler
// simulator) are this function; only how each fills a StepModel differs.
//
//   GEMMs:      a roofline per GPU of the TP group, max(bytes / (eff x bandwidth), FLOPs / (MFU x
//               peak)), decode tokens at the decode MFU and prefill tokens at the prefill MFU of
//               the precision; the bytes are the weights once (an MoE step reads the experts its
//               tokens pick, expertsTouched) and every decoding sequence's KV cache;
//   attention:  a prefill token attends to the positions before it (quadratic in the prompt:
//               a chunk of n tokens after s cached ones attends n (s + n / 2) positions), at the
//               prefill MFU (FlashAttention's share of the peak); a decode token reads its
//               sequence's KV (its context, capped by a sliding window on the layers that slide);
//   all-reduce: at TP >= 2, two per layer: latency + bytes / bus bandwidth (core/speed/Communication);
//   host:       the host's time to launch the step is a floor (eager PyTorch), and a fixed cost per
//               step, the engine's scheduling and launch, is smaller for decode-only steps that
//               replay a CUDA graph than for steps that carry a prefill (eager).

#include <cstdint>

namespace gpuplan {

struct InterconnectSpec;

// Everything a step's time needs, per GPU of one replica.
struct StepModel {
    std::uint32_t tp = 1;
    double weight_bytes_per_step = 0;        // per GPU: its weight shard, the embedding table excluded
    double routed_expert_bytes = 0;          // MoE: the routed experts in it (read as tokens touch them)
    double expert_k_over_e = 1;              // MoE: experts per token / experts
    double kv_bytes_per_token = 0;           // per GPU, per token of context of one sequence
    double flops_per_token = 0;              // per GPU: 2 x active params / tp
    double attention_flops_per_position = 0; // per GPU: 4 x q_dim x layers per cached position
    double memory_bandwidth = 0;             // bytes/s x decode memory efficiency / stack factor
    double decode_flops = 0;                 // peak x decode MFU / stack factor
    double prefill_flops = 0;                // peak x prefill MFU / stack factor
    double allreduce_seconds_per_token = 0;  // two all-reduces per layer, bandwidth part per token
    double allreduce_latency_per_step = 0;   // their latency per step
    double host_seconds_per_step = 0;        // layers x the host's time per layer: a step's floor
    // A fixed cost added to every step (an engine's scheduling and launch): decode-only steps
    // (replayed CUDA graphs) and steps that carry a prefill chunk. 0: none.
    double step_overhead_decode_s = 0;
    double step_overhead_mixed_s = 0;
    // Sliding-window layers: their share of the layers and the window (0: none).
    double sliding_layer_share = 0;
    double sliding_window = 0;
};

// The tensor-parallel group's all-reduces, set on `m` (at m.tp >= 2; nothing at 1): two per layer
// of each token's hidden state (after the attention and after the FFN), over the group's `link` at
// `collective_efficiency` of its per-direction rate, each with the link's latency, else
// `default_latency_s`; without a catalog link (nullptr), that latency alone.
void setTensorParallelAllReduces(StepModel& m, double layers, double hidden_bytes_per_token,
                                 const InterconnectSpec* link, double collective_efficiency,
                                 double default_latency_s);

// What one step holds (per replica).
struct StepBatch {
    double decode_seqs = 0;         // sequences decoding one token each
    double decode_kv_positions = 0; // their cached positions, summed (the KV a step reads)
    double prefill_tokens = 0;      // prompt tokens computed this step (chunks of several requests)
    double prefill_attention = 0;   // positions those tokens attend, summed (quadratic in the prompt)
};

// The cached positions one sequence of `context` tokens holds per layer, on average over the
// layers: full-attention layers hold them all, sliding ones at most the window.
double stepKvPositions(const StepModel& m, double context);

// The positions a chunk of `tokens` prompt tokens after `cached` ones attends, summed over the
// chunk's tokens: tokens x (cached + tokens / 2) on the full layers, capped by the window on the
// sliding ones.
double stepPrefillAttention(const StepModel& m, double cached, double tokens);

// The bytes of weights a step of `tokens` tokens reads (an MoE model: the experts they pick).
double stepWeightBytes(const StepModel& m, double tokens);

// The time of the step, seconds.
double stepSeconds(const StepModel& m, const StepBatch& b);

// Prefilling `tokens` prompt tokens of prompts of `prompt_tokens` each, in steps of at most
// `chunk_tokens` (0: one step) with nothing decoding: each step's tokens attend half a prompt on
// average.
double stepPrefillSeconds(const StepModel& m, double tokens, double prompt_tokens, double chunk_tokens);

} // namespace gpuplan
