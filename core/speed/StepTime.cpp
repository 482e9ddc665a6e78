#include "core/speed/StepTime.h"

#include "core/catalog/Catalog.h"
#include "core/speed/Communication.h"
#include "core/speed/StepSeconds.h"
#include "core/speed/Throughput.h"

#include <algorithm>
#include <cmath>

namespace gpuplan {

double stepKvPositions(const StepModel& m, double context) {
    const double c = std::max(0.0, context);
    if (!(m.sliding_window > 0.0) || m.sliding_layer_share <= 0.0)
        return c;
    return (1.0 - m.sliding_layer_share) * c + m.sliding_layer_share * std::min(c, m.sliding_window);
}

double stepPrefillAttention(const StepModel& m, double cached, double tokens) {
    const double n = std::max(0.0, tokens);
    const double full = n * (std::max(0.0, cached) + 0.5 * n);
    if (!(m.sliding_window > 0.0) || m.sliding_layer_share <= 0.0)
        return full;
    // A sliding layer attends at most the window: the chunk's tokens see min(position, window).
    const double windowed = n * std::min(std::max(0.0, cached) + 0.5 * n, m.sliding_window);
    return (1.0 - m.sliding_layer_share) * full + m.sliding_layer_share * windowed;
}

double stepWeightBytes(const StepModel& m, double tokens) {
    return m.weight_bytes_per_step - unreadExpertBytes(m.routed_expert_bytes, m.expert_k_over_e, tokens);
}

void setTensorParallelAllReduces(StepModel& m, double layers, double hidden_bytes_per_token,
                                 const InterconnectSpec* link, double collective_efficiency,
                                 double default_latency_s) {
    if (m.tp <= 1)
        return;
    double latency = default_latency_s;
    if (link) {
        const double busbw = collective_efficiency * link->per_direction_bytes_per_s;
        latency = link->latency_s.value_or(default_latency_s);
        m.allreduce_seconds_per_token = busbw > 0.0
                                            ? 2.0 * layers * busBandwidthFactor(Collective::AllReduce, m.tp) *
                                                  hidden_bytes_per_token / busbw
                                            : 0.0;
    }
    m.allreduce_latency_per_step = 2.0 * layers * latency;
}

double stepSeconds(const StepModel& m, const StepBatch& b) {
    return inlineStepSeconds(m, b);
}

double stepPrefillSeconds(const StepModel& m, double tokens, double prompt_tokens, double chunk_tokens) {
    auto step = [&](double n) {
        StepBatch b;
        b.prefill_tokens = std::max(0.0, n);
        b.prefill_attention = b.prefill_tokens * 0.5 * prompt_tokens; // half a prompt on average
        return stepSeconds(m, b);
    };
    if (!(chunk_tokens > 0.0))
        return step(tokens);
    const double full = std::floor(tokens / chunk_tokens);
    const double rest = tokens - full * chunk_tokens;
    return full * step(chunk_tokens) + (rest > 0.0 ? step(rest) : 0.0);
}

} // namespace gpuplan
