#pragma once

// The one step-time model of a serving engine: the time of one forward pass of a scheduler step
// on one replica, from what the step holds (core/serving/ServingSpeed.h's ServingSpeedModel carries the
// per-GPU figures of the model, the GPU and the engine).
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
//   host:       a fixed cost per step, the engine's scheduling and launch: smaller for decode-only
//               steps that replay a CUDA graph than for steps that carry a prefill (eager).
#include "core/serving/ServingSpeed.h"

namespace gpuplan {

// What one scheduler step holds (per replica).
struct StepBatch {
    double decode_seqs = 0;         // sequences decoding one token each
    double decode_kv_positions = 0; // their cached positions, summed (the KV a step reads)
    double prefill_tokens = 0;      // prompt tokens computed this step (chunks of several requests)
    double prefill_attention = 0;   // positions those tokens attend, summed (quadratic in the prompt)
};

// The cached positions one sequence of `context` tokens holds per layer, on average over the
// layers: full-attention layers hold them all, sliding ones at most the window.
double stepKvPositions(const ServingSpeedModel& m, double context);

// The positions a chunk of `tokens` prompt tokens after `cached` ones attends, summed over the
// chunk's tokens: tokens x (cached + tokens / 2) on the full layers, capped by the window on the
// sliding ones.
double stepPrefillAttention(const ServingSpeedModel& m, double cached, double tokens);

// The time of the step, seconds.
double stepSeconds(const ServingSpeedModel& m, const StepBatch& b);

} // namespace gpuplan
