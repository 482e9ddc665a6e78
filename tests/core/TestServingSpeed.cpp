// Serving speed against concurrency: the batched-decode roofline, chunked prefill, tensor parallel,
// the queue under Poisson arrivals, and the engines' calibrations.
#include "Measurements.h"
#include "TestCatalog.h"
#include "TestData.h"
#include "core/ServingMemory.h"
#include "core/ServingSpeed.h"

#include <gtest/gtest.h>

using namespace gpuplan;
using namespace gpuplan::test;

namespace {

struct Bench {
    Catalog c = servingCatalog();
    ModelSpec m = config("llama-3.1-8b");
    ServingSettings s;
    ServingSpeedModel model(const char* gpu, Precision p = Precision::BF16, std::uint32_t tp = 1,
                            std::uint32_t replicas = 1) {
        const GpuSpec& g = *c.findGpu(gpu);
        ServingSettings ss = s;
        ss.tp = tp;
        const ServingMemory mem = servingMemory(m, g, p, Precision::FP16, ss, tp);
        EXPECT_TRUE(mem.fits) << gpu;
        std::optional<LinkPath> path;
        if (tp > 1)
            path = linkPathFor(c, g, "", "", 8);
        return servingSpeedModel(m, g, p, mem, effectiveServing(ss, g, m.max_context), ss, replicas,
                                 path ? &*path : nullptr);
    }
};

} // namespace

// One sequence decoding on an H100 SXM: memory-bound. By hand: the weights without the embedding
// table, 16,060,522,496 - 128,256 x 4,096 x 2 = 15,009,849,344 B, plus the KV of the mean context
// (1,000 + 250 / 2 = 1,125 tokens x 131,072 B = 147,456,000 B) = 15,157,305,344 B, at 0.75 x
// 3.35 TB/s: 6.0328 ms per token, 165.8 tokens/s.
TEST(ServingSpeed, OneSequenceIsTheMemoryRoofline) {
    Bench x;
    const ServingSpeedModel sm = x.model("h100-sxm");
    const ServingPoint p = servingPoint(sm, 1);
    EXPECT_TRUE(p.memory_bound);
    EXPECT_NEAR(p.step_seconds, 15'157'305'344.0 / (0.75 * 3.35e12), 1e-7);
    EXPECT_NEAR(p.tokens_per_s, 165.76, 0.05);
}

// Throughput rises almost linearly while the weights dominate the bytes read, then saturates when
// the step turns compute-bound (past the ridge point) and each sequence's KV adds up; per user it
// only falls.
TEST(ServingSpeed, ThroughputRisesThenSaturatesWithConcurrency) {
    Bench x;
    const ServingSpeedModel sm = x.model("h100-sxm");
    const auto curve = servingCurve(sm, 1024);
    ASSERT_EQ(curve.size(), 11u); // 1, 2, 4, ... 1024
    for (std::size_t i = 1; i < curve.size(); ++i) {
        EXPECT_GT(curve[i].tokens_per_s, curve[i - 1].tokens_per_s) << curve[i].concurrency;
        EXPECT_LT(curve[i].tokens_per_s_per_user, curve[i - 1].tokens_per_s_per_user);
    }
    EXPECT_GT(curve[1].tokens_per_s / curve[0].tokens_per_s, 1.95); // 1 -> 2: nearly doubles
    EXPECT_LT(curve[10].tokens_per_s / curve[9].tokens_per_s, 1.2); // 512 -> 1024: saturated
    EXPECT_TRUE(curve[0].memory_bound);
    // At 1,024 sequences of 1,125 tokens of context the KV read (151 GB) outweighs the weights
    // (15 GB): still memory-bound, by the cache. With short requests (110 tokens of context) the
    // step turns compute-bound: 1,024 x 2 x 8.03e9 FLOPs at 0.4 x 989 TFLOPS = 41 ms against
    // 29.8 GB / 2.51 TB/s = 11.9 ms.
    EXPECT_TRUE(curve[10].memory_bound);
    x.s.prompt_tokens = 100;
    x.s.output_tokens = 20;
    const ServingSpeedModel short_requests = x.model("h100-sxm");
    EXPECT_TRUE(servingPoint(short_requests, 1).memory_bound);
    EXPECT_FALSE(servingPoint(short_requests, 1024).memory_bound);
    EXPECT_LT(servingPoint(short_requests, 1024).tokens_per_s /
                  servingPoint(short_requests, 512).tokens_per_s,
              1.1);
    // Beyond what the KV pool holds at the mean length it no longer fits.
    EXPECT_FALSE(servingPoint(sm, sm.max_concurrency + 1).fits);
}

// llama.cpp's calibration, reproduced: llama-bench on an RTX 4090, llama 7B F16: tg 128 = 61.03 t/s,
// pp 512 = 11,048 t/s (ggml-org/llama.cpp PR #4766, https://github.com/ggml-org/llama.cpp/pull/4766,
// 2024-01-10). tg: 13,214,810,112 B of weights without the 32,000 x 4,096 x 2 B embedding, at 0.80
// x 1,008 GB/s = 16.39 ms (61.0 t/s); pp: 2 x 6.74e9 x 512 FLOPs at 0.45 x 330.3 TFLOPS = 46.4 ms.
TEST(ServingSpeed, LlamaCppReproducesLlamaBenchOnAnRtx4090) {
    Bench x;
    x.m = config("llama-2-7b");
    x.s.engine = Engine::LlamaCpp;
    x.s.prompt_tokens = 1;
    x.s.output_tokens = 1;
    x.s.max_model_len = 4096;
    const ServingSpeedModel sm = x.model("rtx-4090", Precision::FP16);
    const auto& tg = measurement("llamacpp-llama7b-f16-rtx4090-tg128"); // 61.03 t/s
    EXPECT_NEAR(servingPoint(sm, 1).tokens_per_s, tg.value, *tg.tolerance * tg.value);
    const auto& pp = measurement("llamacpp-llama7b-f16-rtx4090-pp512"); // 11,048 t/s
    EXPECT_NEAR(512.0 / servingPrefillSeconds(sm, 512), pp.value, *pp.tolerance * pp.value);
}

// Tensor parallel halves the bytes each GPU reads but adds two all-reduces per layer: faster than
// one GPU, slower than twice as fast.
TEST(ServingSpeed, TensorParallelPaysItsAllReduces) {
    Bench x;
    const double one = servingPoint(x.model("h100-sxm", Precision::BF16, 1), 1).step_seconds;
    const ServingSpeedModel two = x.model("h100-sxm", Precision::BF16, 2);
    EXPECT_GT(two.allreduce_latency_per_step, 0.0);
    const double t2 = servingPoint(two, 1).step_seconds;
    EXPECT_LT(t2, one);
    EXPECT_GT(t2, one / 2.0);
    // Replicas multiply the throughput, not the speed one user sees.
    const ServingSpeedModel four = x.model("h100-sxm", Precision::BF16, 1, 4);
    EXPECT_NEAR(servingPoint(four, 8).tokens_per_s, 4 * servingPoint(x.model("h100-sxm"), 8).tokens_per_s,
                1e-6);
}

// Chunked prefill: a 20,000-token prompt in chunks of 8,192 is three steps (8,192 + 8,192 + 3,616).
TEST(ServingSpeed, ChunkedPrefillRunsThePromptInChunks) {
    Bench x;
    const ServingSpeedModel sm = x.model("h100-sxm");
    EXPECT_EQ(sm.chunk_tokens, 8192u);
    const double expected = 2 * servingStepSeconds(sm, 0, 8192) + servingStepSeconds(sm, 0, 20000 - 2 * 8192);
    EXPECT_DOUBLE_EQ(servingPrefillSeconds(sm, 20000), expected);
    // A decode step carrying a chunk takes longer than one without.
    EXPECT_GT(servingStepSeconds(sm, 64, 8192), servingStepSeconds(sm, 64, 0));
}

// Under Poisson arrivals: at a trickle the first token comes after the prompt's prefill alone; as
// the rate grows, the queue and the running batch lengthen TTFT and TPOT; past the capacity the
// replica cannot keep up.
TEST(ServingSpeed, LatencyGrowsWithTheRateUntilSaturation) {
    Bench x;
    const ServingSpeedModel sm = x.model("h100-sxm");
    const ServingLoad trickle = servingUnderRate(sm, 0.01);
    ASSERT_TRUE(trickle.stable);
    EXPECT_NEAR(trickle.ttft_p50_s, servingStepSeconds(sm, 1, 1000), 0.02 * trickle.ttft_p50_s);
    EXPECT_LE(trickle.ttft_p50_s, trickle.ttft_p95_s);
    const double capacity = servingCapacityRps(sm);
    ASSERT_GT(capacity, 1.0);
    ServingLoad previous = trickle;
    for (double share : {0.2, 0.5, 0.8, 0.95}) {
        const ServingLoad l = servingUnderRate(sm, share * capacity);
        EXPECT_TRUE(l.stable) << share;
        EXPECT_GE(l.ttft_p95_s, previous.ttft_p95_s) << share;
        EXPECT_GE(l.tpot_p50_s, previous.tpot_p50_s) << share;
        EXPECT_GE(l.ttft_p95_s, l.ttft_p50_s);
        EXPECT_GE(l.tpot_p95_s, l.tpot_p50_s * 0.999);
        // Little's law: running sequences = rate x time decoding.
        EXPECT_NEAR(l.concurrency, share * capacity * 250 * l.tpot_p50_s, 0.01 * l.concurrency);
        previous = l;
    }
    EXPECT_FALSE(servingUnderRate(sm, 1.2 * capacity).stable);
    // Output tokens per second follow the rate while it is stable.
    EXPECT_NEAR(servingUnderRate(sm, 0.5 * capacity).tokens_per_s, 0.5 * capacity * 250, 1e-6 * capacity);
}

TEST(ServingSpeed, ConcurrentUsersInAClosedLoop) {
    Bench x;
    const ServingSpeedModel sm = x.model("h100-sxm");
    const ServingLoad few = servingForUsers(sm, 10);
    const ServingLoad many = servingForUsers(sm, 200);
    EXPECT_TRUE(few.stable);
    EXPECT_DOUBLE_EQ(few.concurrency, 10.0);
    EXPECT_GT(many.tokens_per_s, few.tokens_per_s);
    EXPECT_LT(many.tokens_per_s_per_user, few.tokens_per_s_per_user);
    // Each user's cycle is its TTFT plus 250 tokens: the rate is users / cycle.
    EXPECT_NEAR(few.requests_per_s, 10.0 / (few.ttft_p50_s + 250 * few.tpot_p50_s),
                0.01 * few.requests_per_s);
}
