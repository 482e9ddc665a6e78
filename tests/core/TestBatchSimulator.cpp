// The scheduler-level simulator of continuous batching (core/serving/BatchSimulator.h) on cases
// computed by hand: a step model where a step reads 1 GB at 1 TB/s (1 ms, the decode step) and
// a prompt token costs 1 GFLOP at 100 TFLOPS (10 us: 1,000 tokens take 10 ms), no attention term.
#include "HandStepModel.h"
#include "core/serving/BatchSimulator.h"
#include "core/speed/StepTime.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

using namespace gpuplan;

namespace {

ServingSpeedModel handModel() {
    return test::handStepModel();
}

SchedulerPolicy v1Policy(std::uint32_t budget = 8192, std::uint64_t kv_blocks = 0) {
    SchedulerPolicy p;
    p.packing = StepPacking::DecodesThenChunks;
    p.max_num_batched_tokens = budget;
    p.block_size = 16;
    p.kv_blocks = kv_blocks;
    return p;
}

SimulationSettings fixedLengths(double prompt, double output, std::uint32_t users, std::uint32_t requests) {
    SimulationSettings s;
    s.prompt = {prompt, 0, 1, 0};
    s.output = {output, 0, 1, 0};
    s.users = users;
    s.requests = requests;
    return s;
}

} // namespace

// One request alone: TTFT is its prefill step (1,000 tokens: 10 ms, compute-bound), TPOT the decode
// step (1 ms, the weights read), E2E 10 + 10 x 1 ms.
TEST(BatchSimulator, OneRequestAloneIsOnePrefillThenDecodeSteps) {
    const SimulationResult r = simulateServing(handModel(), v1Policy(), fixedLengths(1000, 11, 1, 1));
    ASSERT_EQ(r.measured, 1u);
    EXPECT_NEAR(r.ttft.p50, 0.010, 1e-9);
    EXPECT_NEAR(r.tpot.mean, 0.001, 1e-9);
    EXPECT_NEAR(r.e2e.p50, 0.020, 1e-9);
    EXPECT_NEAR(r.itl.p99, 0.001, 1e-9);
    EXPECT_EQ(r.steps, 11u);
    EXPECT_EQ(r.preemptions, 0u);
}

// Two users released together, a budget that holds both prompts: one step prefills both
// (2,000 tokens: 20 ms), then they decode together at 1 ms a step.
TEST(BatchSimulator, TwoUsersReleasedTogetherShareThePrefillStep) {
    const SimulationResult r = simulateServing(handModel(), v1Policy(), fixedLengths(1000, 11, 2, 2));
    ASSERT_EQ(r.measured, 2u);
    EXPECT_NEAR(r.ttft.p50, 0.020, 1e-9);
    EXPECT_NEAR(r.ttft.p99, 0.020, 1e-9);
    EXPECT_NEAR(r.tpot.mean, 0.001, 1e-9);
    EXPECT_EQ(r.steps, 11u);
}

// The same two with a budget of 1,000 tokens a step (chunked prefill, decodes first): step 1
// prefills A (10 ms); step 2 decodes A and takes the 999 tokens left of the budget from B's prompt
// (compute 999 x 10 us + the decode: 9.9901 ms); step 3 decodes A and ends B's prompt (1 ms): B's
// first token at 20.9901 ms. A's first gap is the mixed step; then 1 ms steps.
TEST(BatchSimulator, ChunkedPrefillSharesAStepWithTheDecodes) {
    const SimulationResult r = simulateServing(handModel(), v1Policy(1000), fixedLengths(1000, 11, 2, 2));
    ASSERT_EQ(r.measured, 2u);
    EXPECT_NEAR(r.ttft.mean, (0.010 + 0.0209901) / 2.0, 1e-12);
    EXPECT_NEAR(r.ttft.p99, 0.010 + 0.99 * 0.0109901, 1e-12); // linear between the two ranks
    // A: 10 gaps, one of 9.9901 ms and nine of 1 ms; B: 10 gaps of 1 ms.
    EXPECT_NEAR(r.tpot.mean, ((0.0099901 + 9 * 0.001) / 10 + 0.001) / 2.0, 1e-12);
    EXPECT_NEAR(r.itl.p50, 0.001, 1e-12);
    EXPECT_NEAR(r.itl.p99, 0.0099901, 1e-12);
}

// A pool of 6 blocks of 16 tokens for two requests of 16 + 40 tokens (4 blocks each), every
// step 1 ms: step 1 prefills both; at step 34 A needs its 4th block (49 tokens) and none is free:
// the newest, B (33 tokens out), is preempted and its blocks freed. Its recompute (49 tokens, 4
// blocks) waits for A's end (step 40), runs at step 41 and decodes the last 6 tokens: B ends at
// 47 ms, A at 40 ms.
TEST(BatchSimulator, AFullKvPoolPreemptsTheNewestRequest) {
    const SimulationResult r = simulateServing(handModel(), v1Policy(8192, 6), fixedLengths(16, 40, 2, 2));
    EXPECT_EQ(r.preemptions, 1u);
    ASSERT_EQ(r.measured, 2u);
    EXPECT_EQ(r.steps, 47u);
    EXPECT_NEAR(r.e2e.mean, (0.040 + 0.047) / 2.0, 1e-12);
    EXPECT_NEAR(r.ttft.p99, 0.001, 1e-12); // B's first token came before its preemption
    EXPECT_NEAR(r.kv_use_peak, 1.0, 1e-12);
    // A request larger than the whole pool is refused, not waited for forever.
    const SimulationResult big = simulateServing(handModel(), v1Policy(8192, 2), fixedLengths(64, 4, 1, 1));
    EXPECT_EQ(big.rejected, 1u);
    EXPECT_EQ(big.measured, 0u);
}

// A closed loop of N users cannot overflow: more users than the scheduler runs at once wait, the
// cycle stretches, every figure stays finite; an open loop past capacity grows its queue instead.
TEST(BatchSimulator, AClosedLoopStretchesAnOpenLoopQueues) {
    SchedulerPolicy p = v1Policy();
    p.max_num_seqs = 4;
    const SimulationResult closed = simulateServing(handModel(), p, fixedLengths(1000, 50, 64, 640));
    EXPECT_EQ(closed.measured, 640u);
    EXPECT_TRUE(std::isfinite(closed.ttft.p99));
    // 4 run at once: 16 rounds of the queue ahead of each user, each about 50 decode steps.
    EXPECT_GT(closed.ttft.mean, 0.5);
    EXPECT_LT(closed.ttft.mean, 2.0);
    SimulationSettings open = fixedLengths(1000, 50, 1, 400);
    open.arrivals = ArrivalKind::Open;
    open.rate = 20; // 4 slots of about 60 ms each serve about 60 requests/s: stable
    const SimulationResult ok = simulateServing(handModel(), p, open);
    open.rate = 200; // far above: the queue grows with the run
    const SimulationResult over = simulateServing(handModel(), p, open);
    EXPECT_LT(ok.ttft.p50, 0.05);
    EXPECT_GT(over.ttft.p99, 10.0 * ok.ttft.p99);
}

// The same seed gives the same run; another seed another draw of the log-normal lengths.
TEST(BatchSimulator, TheSeedMakesRunsRepeatable) {
    SimulationSettings s = fixedLengths(500, 200, 8, 200);
    s.prompt.sigma = 1.0;
    s.output.sigma = 0.6;
    s.output.max = 512;
    const SimulationResult a = simulateServing(handModel(), v1Policy(), s);
    const SimulationResult b = simulateServing(handModel(), v1Policy(), s);
    EXPECT_EQ(a.ttft.mean, b.ttft.mean);
    EXPECT_EQ(a.e2e.p99, b.e2e.p99);
    s.seed = 2;
    const SimulationResult c = simulateServing(handModel(), v1Policy(), s);
    EXPECT_NE(a.e2e.mean, c.e2e.mean);
}

// Warm-up: the first requests issued are left out of the figures.
TEST(BatchSimulator, WarmupRequestsAreLeftOut) {
    SimulationSettings s = fixedLengths(1000, 11, 2, 2);
    s.warmup = 1;
    const SimulationResult r = simulateServing(handModel(), v1Policy(1000), s);
    ASSERT_EQ(r.measured, 1u);
    EXPECT_NEAR(r.ttft.p50, 0.0209901, 1e-12); // B alone
}

// Prefill-first packing (vLLM V0, SGLang): a waiting prompt gets a step of its own and the
// decodes pause for it.
TEST(BatchSimulator, PrefillFirstPausesTheDecodes) {
    SchedulerPolicy p = v1Policy(1000);
    p.packing = StepPacking::PrefillFirst;
    const SimulationResult r = simulateServing(handModel(), p, fixedLengths(1000, 11, 2, 2));
    // Step 1: A's prompt (10 ms); step 2: B's prompt alone (10 ms); step 3 decodes both (1 ms):
    // A's first gap is 11 ms.
    EXPECT_NEAR(r.ttft.mean, (0.010 + 0.020) / 2.0, 1e-12);
    EXPECT_NEAR(r.itl.p99, 0.011, 1e-12);
}

namespace {

void expectSameFigures(const LatencyFigures& a, const LatencyFigures& b, const std::string& what) {
    EXPECT_EQ(a.mean, b.mean) << what;
    EXPECT_EQ(a.p50, b.p50) << what;
    EXPECT_EQ(a.p90, b.p90) << what;
    EXPECT_EQ(a.p95, b.p95) << what;
    EXPECT_EQ(a.p99, b.p99) << what;
}

} // namespace

// Runs of decode steps computed together (SimulationSettings::batch_decode_steps) give every
// figure to the bit of the steps run one by one: every scheduler, closed and open loops, log-normal
// lengths, a pool small enough to preempt, inter-token gaps, warm-up, and a step time that grows
// with the context read (100 kB of KV a token) so that each step of a run differs. Without the
// gaps (a plan's simulations), a step in which every running request decodes (the one that admits
// an arrival) is also run with one visit of the requests instead of two: the same figures.
TEST(BatchSimulator, RunsOfDecodeStepsTogetherGiveTheSameFiguresToTheBit) {
    ServingSpeedModel m = handModel();
    m.kv_bytes_per_token = 1e5;
    m.attention_flops_per_position = 1e6;
    int preempting_cases = 0;
    for (StepPacking packing : {StepPacking::DecodesThenChunks, StepPacking::PrefillFirst,
                                StepPacking::WholePrompts, StepPacking::StaticBatch})
        for (std::uint64_t kv_blocks : {std::uint64_t{0}, std::uint64_t{400}, std::uint64_t{60}})
            for (int loop = 0; loop < 4; ++loop) {
                const bool open = loop % 2 == 1;
                const bool gaps = loop < 2;
                SchedulerPolicy p = v1Policy(2048, kv_blocks);
                p.packing = packing;
                p.reserve_whole_request = packing == StepPacking::WholePrompts;
                p.max_num_seqs = 64;
                SimulationSettings s = fixedLengths(300, 120, 24, 300);
                s.prompt.sigma = 0.8;
                s.output.sigma = 0.6;
                s.output.max = 600;
                s.arrivals = open ? ArrivalKind::Open : ArrivalKind::Closed;
                s.think_seconds =
                    kv_blocks == 400 ? 0.05 : 0.0; // runs go on past a finish until its next question
                s.rate = 40;
                s.warmup = 24;
                s.inter_token_latency = gaps;
                SimulationSettings one_by_one = s;
                one_by_one.batch_decode_steps = false;
                const SimulationResult a = simulateServing(m, p, s);
                const SimulationResult b = simulateServing(m, p, one_by_one);
                const std::string what = "packing " + std::to_string(static_cast<int>(packing)) + ", pool " +
                                         std::to_string(kv_blocks) + (open ? ", open" : ", closed") +
                                         (gaps ? "" : ", no gaps");
                expectSameFigures(a.ttft, b.ttft, what + ": TTFT");
                expectSameFigures(a.tpot, b.tpot, what + ": TPOT");
                expectSameFigures(a.itl, b.itl, what + ": ITL");
                expectSameFigures(a.e2e, b.e2e, what + ": E2E");
                EXPECT_EQ(a.output_tokens_per_s, b.output_tokens_per_s) << what;
                EXPECT_EQ(a.duration_s, b.duration_s) << what;
                EXPECT_EQ(a.kv_use_mean, b.kv_use_mean) << what;
                EXPECT_EQ(a.kv_use_peak, b.kv_use_peak) << what;
                EXPECT_EQ(a.running_mean, b.running_mean) << what;
                EXPECT_EQ(a.preemptions, b.preemptions) << what;
                EXPECT_EQ(a.steps, b.steps) << what;
                EXPECT_EQ(a.measured, b.measured) << what;
                EXPECT_EQ(a.rejected, b.rejected) << what;
                EXPECT_EQ(a.prefill_time_share, b.prefill_time_share) << what;
                EXPECT_EQ(a.backlog_at_last_arrival, b.backlog_at_last_arrival) << what;
                EXPECT_EQ(b.steps_run_together, 0u) << what;
                if (!open) { // most steps of a closed loop decode with nothing else to do
                    EXPECT_GT(a.steps_run_together, a.steps / 2) << what;
                }
                preempting_cases += a.preemptions > 0 ? 1 : 0;
            }
    EXPECT_GT(preempting_cases, 0) << "no case preempted: the small pool is not small enough";
}

// The chance a token ends a request, from the mean a run generated: (1 - (1 - p)^n) / p = mean.
// Two tokens asked, 1.5 generated on average: 2 - p = 1.5, p = 0.5.
TEST(BatchSimulator, TheStopProbabilityGivesThePublishedMeanLength) {
    EXPECT_NEAR(stopProbabilityForMean(2, 1.5), 0.5, 1e-12);
    // mushfiqrahman.dev's Mistral-7B runs: 128 asked, 100.2 generated (serving_runs.md).
    const double p = stopProbabilityForMean(128, 100.2);
    EXPECT_NEAR((1.0 - std::pow(1.0 - p, 128)) / p, 100.2, 1e-9);
    EXPECT_GT(p, 0.003);
    EXPECT_LT(p, 0.005);
    EXPECT_EQ(stopProbabilityForMean(128, 128), 0.0); // every request runs to its length
    EXPECT_EQ(stopProbabilityForMean(128, 0.5), 1.0);
    EXPECT_EQ(stopProbabilityForMean(0, 10), 1.0);
}

// One user asking 128 tokens at a time: a request's E2E less its TTFT is its decode steps, one
// 1 ms step a token after the first. At the probability of a 100-token mean the requests
// generate 100 tokens on average (99 ms of decode), without it all 128 (127 ms).
TEST(BatchSimulator, RequestsThatStopAtEndOfSequenceGenerateTheMeanAsked) {
    SimulationSettings s = fixedLengths(100, 128, 1, 4000);
    const SimulationResult full = simulateServing(handModel(), v1Policy(), s);
    EXPECT_NEAR(full.e2e.mean - full.ttft.mean, 0.127, 1e-9);
    s.output.stop_probability = stopProbabilityForMean(128, 100);
    const SimulationResult stopped = simulateServing(handModel(), v1Policy(), s);
    EXPECT_NEAR(stopped.e2e.mean - stopped.ttft.mean, 0.099, 0.0025);
}

// Eight users asking the same lengths stay in step: each round their eight prompts share one
// prefill step (8 x 1,000 tokens: 80 ms). When requests end at different lengths the users
// drift apart and a prompt mostly arrives alone, beside the others' decodes.
TEST(BatchSimulator, RequestsEndingEarlyDesynchroniseAClosedLoop) {
    SimulationSettings s = fixedLengths(1000, 128, 8, 800);
    const SimulationResult in_step = simulateServing(handModel(), v1Policy(), s);
    EXPECT_NEAR(in_step.ttft.p50, 0.080, 1e-6);
    s.output.stop_probability = stopProbabilityForMean(128, 100);
    const SimulationResult apart = simulateServing(handModel(), v1Policy(), s);
    EXPECT_LT(apart.ttft.p50, 0.5 * in_step.ttft.p50);
}
