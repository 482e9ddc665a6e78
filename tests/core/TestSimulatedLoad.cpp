// The serving figures a plan shows, from the scheduler simulator (core/serving/SimulatedLoad.h), on
// the hand-computed step model of TestBatchSimulator: a decode step reads 1 GB at 1 TB/s (1 ms), a
// prompt token costs 1 GFLOP at 100 TFLOPS (1,000 tokens: 10 ms).
#include "HandStepModel.h"
#include "core/serving/SimulatedLoad.h"

#include <gtest/gtest.h>

using namespace gpuplan;

namespace {

ServingSpeedModel handModel(std::uint32_t replicas = 1) {
    ServingSpeedModel m = test::handStepModel();
    m.prompt_tokens = 1000;
    m.output_tokens = 100;
    m.replicas = replicas;
    return m;
}

SchedulerPolicy v1(std::uint64_t kv_blocks = 0) {
    SchedulerPolicy p;
    p.kv_blocks = kv_blocks;
    return p;
}

ServingTraffic users(std::uint32_t n) {
    ServingTraffic t;
    t.users = n;
    return t;
}

ServingTraffic rate(double r) {
    ServingTraffic t;
    t.requests_per_s = r;
    return t;
}

} // namespace

// One user alone: TTFT is the 10 ms prefill, TPOT the 1 ms decode step, E2E 10 + 99 x 1 ms; a
// request every 109 ms; the prefill is 10 ms of every 109.
TEST(SimulatedLoad, OneUserByHand) {
    const ServingLoad l = simulatedLoad(handModel(), v1(), users(1));
    EXPECT_TRUE(l.simulated);
    EXPECT_TRUE(l.stable);
    EXPECT_NEAR(l.ttft_p50_s, 0.010, 1e-9);
    EXPECT_NEAR(l.ttft_p95_s, 0.010, 1e-9);
    EXPECT_NEAR(l.tpot_p50_s, 0.001, 1e-9);
    EXPECT_NEAR(l.e2e_p50_s, 0.109, 1e-9);
    EXPECT_NEAR(l.requests_per_s, 1.0 / 0.109, 0.01);
    EXPECT_NEAR(l.tokens_per_s, 100.0 / 0.109, 1.0);
    EXPECT_NEAR(l.prefill_share, 10.0 / 109.0, 1e-3);
    EXPECT_EQ(l.queued_users, 0.0);
}

// Replicas split the users: 2 replicas of 8 users each serve as one replica of 8, twice over.
TEST(SimulatedLoad, ReplicasShareTheUsers) {
    const ServingLoad one = simulatedLoad(handModel(1), v1(), users(8));
    const ServingLoad two = simulatedLoad(handModel(2), v1(), users(16));
    EXPECT_NEAR(two.tpot_p50_s, one.tpot_p50_s, 1e-12);
    EXPECT_NEAR(two.ttft_p95_s, one.ttft_p95_s, 1e-12);
    EXPECT_NEAR(two.requests_per_s, 2.0 * one.requests_per_s, 1e-9);
    EXPECT_NEAR(two.tokens_per_s, 2.0 * one.tokens_per_s, 1e-6);
    // And an open loop: 2 replicas at 2 r as one at r.
    const ServingLoad r1 = simulatedLoad(handModel(1), v1(), rate(4));
    const ServingLoad r2 = simulatedLoad(handModel(2), v1(), rate(8));
    EXPECT_NEAR(r2.ttft_p50_s, r1.ttft_p50_s, 1e-12);
    EXPECT_NEAR(r2.tokens_per_s, 2.0 * r1.tokens_per_s, 1e-6);
}

// A replica's capacity on this model: each request takes 10 ms of prefill, and its 100 tokens share
// decode steps; far above it the backlog grows: unstable. Well below it, stable, and the rate served
// is the rate asked.
TEST(SimulatedLoad, AnOpenLoopAboveCapacityIsUnstable) {
    const ServingLoad calm = simulatedLoad(handModel(), v1(), rate(5));
    EXPECT_TRUE(calm.stable);
    EXPECT_NEAR(calm.requests_per_s, 5.0, 0.5);
    const ServingLoad flood = simulatedLoad(handModel(), v1(), rate(500));
    EXPECT_FALSE(flood.stable);
    EXPECT_GT(flood.ttft_p95_s, 10 * calm.ttft_p95_s);
}

// A closed loop stays stable whatever its users; those the KV pool cannot hold wait in the queue (a
// pool of 200 blocks of 16 tokens holds 3,200 tokens: two whole requests of 1,100 and a third's
// prompt; the others wait, and a request that runs out of blocks is preempted, never refused).
TEST(SimulatedLoad, AClosedLoopIsStableAndQueuesWhatThePoolCannotHold) {
    const ServingLoad many = simulatedLoad(handModel(), v1(), users(400));
    EXPECT_TRUE(many.stable);
    const ServingLoad tight = simulatedLoad(handModel(), v1(200), users(16));
    EXPECT_TRUE(tight.stable);
    EXPECT_GT(tight.queued_users, 10.0);
    EXPECT_GT(tight.kv_use_peak, 0.9);
    EXPECT_TRUE(tight.kv_limited);
}
