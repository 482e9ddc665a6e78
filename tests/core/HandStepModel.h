#pragma once

// The step model the scheduler simulator's tests compute by hand: a step reads 1 GB at 1 TB/s
// (1 ms, the decode step) and a prompt token costs 1 GFLOP at 100 TFLOPS (10 us: 1,000 tokens take
// 10 ms); no KV bytes and no attention term.
#include "core/serving/ServingSpeed.h"

namespace gpuplan::test {

inline ServingSpeedModel handStepModel() {
    ServingSpeedModel m;
    m.weight_bytes_per_step = 1e9;
    m.memory_bandwidth = 1e12;
    m.flops_per_token = 1e9;
    m.prefill_flops = 1e14;
    m.decode_flops = 1e16;
    m.kv_bytes_per_token = 0;
    m.attention_flops_per_position = 0;
    return m;
}

} // namespace gpuplan::test
