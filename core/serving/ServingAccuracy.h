#pragma once

// How close the serving simulator's latencies come to measurement, said wherever they are shown
// (`serve`, the Serving tab, the report): a buyer sizing GPUs for a latency target should know
// how far the figure may be off before spending on it.
//
// The figures are those of the step model the planner runs (the engines' own efficiencies, no
// knob fitted to the runs) against the published runs of tests/data/serving_runs.csv: the median
// of |predicted / measured - 1| over the runs (docs/DESIGN.md, "Serving validation"; the row "all,
// uncalibrated step model"). TestServingValidation recomputes them and fails when they drift.
#include "core/serving/ServingEngine.h"

#include <cstdint>

namespace gpuplan {

struct ServingAccuracy {
    std::uint32_t runs = 0;    // published runs compared (TTFT)
    std::uint32_t sources = 0; // independent publications
    double ttft_median_error = 0;
    double tpot_median_error = 0;
};

inline constexpr ServingAccuracy kServingAccuracy{316, 4, 0.620, 0.387};

// The engines the published runs measured (vLLM, SGLang, TensorRT-LLM): the figures above speak
// for them; llama.cpp's and Transformers' simulations have no published runs under load to meet.
constexpr bool validatedUnderLoad(Engine e) {
    return e == Engine::VLLM || e == Engine::SGLang || e == Engine::TensorRtLlm;
}

} // namespace gpuplan
