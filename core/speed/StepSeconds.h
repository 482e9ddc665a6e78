#pragma once

// The body of stepSeconds (core/speed/StepTime.h), inline for the loops that time hundreds of
// thousands of steps in a serving search: the scheduler simulator (core/serving/BatchSimulator)
// and the load model's fixed point (core/serving/ServingSpeed), two steps an iteration, sixteen
// fixed points an option for its capacity. stepSeconds() is this function: the same figures to
// the bit. A dense model's weights are read whole without the call to stepWeightBytes (which
// subtracts nothing from them).
#include "core/speed/StepTime.h"

#include <algorithm>

namespace gpuplan {

inline double inlineStepSeconds(const StepModel& m, const StepBatch& b) {
    const double c = std::max(0.0, b.decode_seqs);
    const double p = std::max(0.0, b.prefill_tokens);
    const double tokens = c + p;
    const double weights = m.routed_expert_bytes > 0.0 ? stepWeightBytes(m, tokens) : m.weight_bytes_per_step;
    const double bytes = weights + m.kv_bytes_per_token * std::max(0.0, b.decode_kv_positions);
    const double t_mem = bytes / m.memory_bandwidth;
    const double t_cmp =
        (c * m.flops_per_token + m.attention_flops_per_position * b.decode_kv_positions) / m.decode_flops +
        (p * m.flops_per_token + m.attention_flops_per_position * b.prefill_attention) / m.prefill_flops;
    const double comm =
        m.tp > 1 ? m.allreduce_latency_per_step + tokens * m.allreduce_seconds_per_token : 0.0;
    // The GPU waits for the host to launch the step when that takes longer (eager PyTorch); a
    // fixed scheduling and launch cost adds to every step (CUDA graphs make decode-only steps
    // cheaper).
    const double overhead = p > 0.0 ? m.step_overhead_mixed_s : m.step_overhead_decode_s;
    return std::max({t_mem, t_cmp, m.host_seconds_per_step}) + comm + overhead;
}

} // namespace gpuplan
