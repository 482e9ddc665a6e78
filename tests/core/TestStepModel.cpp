// One step model (core/speed/StepTime.h) behind `throughput` and `serve`: the same model, GPU,
// precision and engine give the same decode step and the same prefill, whichever command asks
// (issue 35: a llama.cpp prefill of 512 tokens on an RTX 4090 was 0.070 s in one and 0.047 s in
// the other).
#include "fixtures/TestCatalog.h"

#include "core/plan/Planner.h"
#include "core/serving/ServingMemory.h"
#include "core/serving/ServingSpeed.h"
#include "core/speed/StepTime.h"

#include <gtest/gtest.h>

using namespace gpuplan;
using gpuplan::test::servingCatalog;

namespace {

struct Case {
    const char* model;
    const char* gpu;
    Precision weights;
    Engine engine;
    std::uint32_t tp;
    std::uint64_t prompt, output;
};

// What `throughput --engine` computes: plan()'s throughput row of the scenario.
ThroughputRow throughputOf(const Catalog& c, const Case& k) {
    Scenario s;
    s.model_id = k.model;
    s.gpu_id = k.gpu;
    s.gpu_count = k.tp;
    if (k.tp > 1)
        s.strategy = Strategy::TensorParallel;
    s.workload.task = Task::Inference;
    s.workload.precision = k.weights;
    s.workload.batch = 1;
    s.workload.seq = k.prompt + k.output;
    s.job.generated_tokens = k.output;
    s.serving.engine = k.engine;
    useEngineSpeed(k.engine, c.findGpu(k.gpu), s.efficiencies, s.workload);
    PlanOptions po;
    po.recommend = false;
    po.suggestions = false;
    const PlanResults r = plan(c, s, po);
    EXPECT_TRUE(r.throughput_selected.has_value()) << k.model << " on " << k.gpu;
    return r.throughput_selected.value_or(ThroughputRow{});
}

// What `serve` computes: the engine's step model of one replica.
ServingSpeedModel servingOf(const Catalog& c, const Case& k) {
    const ModelSpec m = c.findModel(k.model)->spec;
    const GpuSpec& g = *c.findGpu(k.gpu);
    ServingSettings ss;
    ss.engine = k.engine;
    ss.tp = k.tp;
    ss.prompt_tokens = k.prompt;
    ss.output_tokens = k.output;
    const ServingMemory mem = servingMemory(m, g, k.weights, Precision::FP16, ss, k.tp);
    EXPECT_TRUE(mem.fits) << k.model << " on " << k.gpu;
    std::optional<LinkPath> path;
    if (k.tp > 1)
        path = linkPathFor(c, g, "", "", 8);
    return servingSpeedModel(m, g, k.weights, mem, effectiveServing(ss, g, m.max_context), ss, 1,
                             path ? &*path : nullptr);
}

const Case kCases[] = {
    // The example: llama.cpp, Q4_K_M, one prompt of 512 tokens.
    {"llama-3.1-8b", "rtx-4090", Precision::Q4_K_M, Engine::LlamaCpp, 1, 512, 128},
    {"llama-3.1-8b", "h100-sxm", Precision::BF16, Engine::VLLM, 1, 3000, 200},
    // Prompts longer than one chunk, FP8 compute (its own prefill MFU), tensor parallel.
    {"llama-3.3-70b", "h100-sxm", Precision::FP8, Engine::VLLM, 2, 20000, 100},
    {"llama-3.1-8b", "h100-sxm", Precision::BF16, Engine::SGLang, 1, 9000, 500},
    // Eager PyTorch: the host's launch time per layer is the decode step's floor.
    {"qwen2.5-7b", "h100-sxm", Precision::BF16, Engine::Transformers, 1, 1000, 250},
};

} // namespace

TEST(StepModel, ThroughputAndServeTimeTheSameSteps) {
    const Catalog c = servingCatalog();
    for (const Case& k : kCases) {
        SCOPED_TRACE(std::string(k.model) + " on " + k.gpu + ", " + std::string(engineId(k.engine)));
        const ThroughputRow t = throughputOf(c, k);
        const ServingSpeedModel sm = servingOf(c, k);
        ASSERT_TRUE(t.prefill_seconds.has_value());
        const double serve_prefill = servingPrefillSeconds(sm, static_cast<double>(k.prompt));
        EXPECT_NEAR(*t.prefill_seconds, serve_prefill, 1e-9 * serve_prefill);
        // One sequence decoding at the throughput's context (the prompt and the whole output).
        StepBatch one;
        one.decode_seqs = 1;
        one.decode_kv_positions = stepKvPositions(sm, static_cast<double>(k.prompt + k.output));
        const double serve_step = stepSeconds(sm, one);
        ASSERT_TRUE(t.decode_tokens_per_s_per_sequence.has_value());
        EXPECT_NEAR(1.0 / *t.decode_tokens_per_s_per_sequence, serve_step, 1e-9 * serve_step);
    }
}

// Both give llama.cpp's measured prefill on an RTX 4090: llama-bench pp512 of llama 7B F16, 11,048
// tokens/s (tests/data/measurements.csv, llamacpp-llama7b-f16-rtx4090-pp512: ggml-org/llama.cpp
// PR #4766, 2024-01-10). That run calibrates llama.cpp's prefill MFU, so this checks that both
// commands apply the calibration on its basis (the FP16-accumulate peak), not the model's error.
TEST(StepModel, BothGiveLlamaCppsMeasuredPrefillOnItsBasis) {
    const Catalog c = servingCatalog();
    const Case k{"llama-2-7b", "rtx-4090", Precision::FP16, Engine::LlamaCpp, 1, 512, 1};
    const double measured = 512.0 / 11048.0;
    EXPECT_NEAR(*throughputOf(c, k).prefill_seconds, measured, 0.05 * measured);
    EXPECT_NEAR(servingPrefillSeconds(servingOf(c, k), 512.0), measured, 0.05 * measured);
}
