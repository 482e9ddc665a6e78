// A team's measured runs beside the model (core/measured): which runs answer a serving question,
// the prediction of a run by the scheduler simulator, and the calibration of an engine's speed on a
// GPU to the runs (issue 35, item 4), held by the scenario and saved in its file.
#include "ServingRuns.h"
#include "fixtures/MeasuredRuns.h"

#include "core/base/Error.h"
#include "core/measured/Calibration.h"
#include "core/measured/RunMatching.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioJson.h"

#include <gtest/gtest.h>

using namespace gpuplan;
using namespace gpuplan::test;

namespace {

ServingQuestion question8b(std::optional<std::uint32_t> users) {
    ServingSettings s;
    s.prompt_tokens = 1000;
    s.output_tokens = 250;
    s.users = users;
    return servingQuestion(s, "llama-3.1-8b", "h100-sxm", 1, Precision::BF16, Precision::FP16);
}

const GpuSpec& h100() {
    static const GpuSpec g = seedGpus().at("h100-sxm");
    return g;
}

const ModelSpec& llama8b() {
    static const ModelSpec m = config("llama-3.1-8b");
    return m;
}

// Runs "measured" as the simulator predicts them with `truth`: a calibration should find it again.
std::vector<BenchmarkRun> measuredWith(const StepKnobs& truth, const std::vector<std::uint32_t>& loads) {
    std::vector<BenchmarkRun> runs;
    for (std::uint32_t c : loads) {
        BenchmarkRun r = run8b(c);
        r.ttft.p50_ms = r.tpot.p50_ms = 1; // medians: the basis predicted
        const auto p = prepareRun(*runSetup(r, {}), llama8b(), h100(), nullptr);
        EXPECT_TRUE(p.has_value());
        const RunPrediction x = predictRun(*p, truth);
        r.ttft.p50_ms = x.ttft_ms;
        r.tpot.p50_ms = x.tpot_ms;
        runs.push_back(r);
    }
    return runs;
}

std::vector<const BenchmarkRun*> pointers(const std::vector<BenchmarkRun>& runs) {
    std::vector<const BenchmarkRun*> out;
    for (const auto& r : runs)
        out.push_back(&r);
    return out;
}

} // namespace

TEST(MeasuredRuns, MatchSameConfigurationWithinTheLengthTolerance) {
    const ServingQuestion q = question8b(32);
    BenchmarkRun r = run8b(32);
    EXPECT_TRUE(sameConfiguration(r, q));
    r.kv_precision = "fp16"; // "" is the engine's default, 16 bits: the same cache
    EXPECT_TRUE(sameConfiguration(r, q));
    r.prompt_tokens = 1190; // 19 % longer: within the 20 % tolerance
    EXPECT_TRUE(sameConfiguration(r, q));
    r.prompt_tokens = 1300;
    EXPECT_FALSE(sameConfiguration(r, q));
    r = run8b(32);
    r.output_tokens = 180;
    EXPECT_FALSE(sameConfiguration(r, q));

    auto differs = [&](auto change) {
        BenchmarkRun x = run8b(32);
        change(x);
        return !sameConfiguration(x, q);
    };
    EXPECT_TRUE(differs([](BenchmarkRun& x) { x.engine = "sglang"; }));
    EXPECT_TRUE(differs([](BenchmarkRun& x) { x.model_id = "llama-3.3-70b"; }));
    EXPECT_TRUE(differs([](BenchmarkRun& x) { x.gpu_id = "h200"; }));
    EXPECT_TRUE(differs([](BenchmarkRun& x) { x.precision = "fp8"; }));
    EXPECT_TRUE(differs([](BenchmarkRun& x) { x.kv_precision = "fp8"; }));
    EXPECT_TRUE(differs([](BenchmarkRun& x) {
        x.gpu_count = 2; // two replicas of TP 1: not the one GPU asked about
    }));
    EXPECT_TRUE(differs([](BenchmarkRun& x) {
        x.gpu_count = 2;
        x.tensor_parallel = 2;
    }));
    // The tools' names of TensorRT-LLM match the planner's engine.
    ServingSettings trt;
    trt.engine = Engine::TensorRtLlm;
    trt.prompt_tokens = 1000;
    trt.output_tokens = 250;
    BenchmarkRun t = run8b(32);
    t.engine = "tensorrt-llm";
    EXPECT_TRUE(sameConfiguration(
        t, servingQuestion(trt, "llama-3.1-8b", "h100-sxm", 1, Precision::BF16, Precision::FP16)));
}

TEST(MeasuredRuns, TheSameLoadIsTheSameUsersOrARateWithinTenPercent) {
    const std::vector<BenchmarkRun> runs{run8b(1), run8b(32), run8b(64)};
    const auto same = matchingRuns(runs, question8b(32), LoadMatch::Same);
    ASSERT_EQ(same.size(), 1u);
    EXPECT_EQ(*same.front()->concurrency, 32u);
    EXPECT_EQ(matchingRuns(runs, question8b(32), LoadMatch::Any).size(), 3u);
    // No users nor rate: one user.
    ASSERT_EQ(matchingRuns(runs, question8b(std::nullopt), LoadMatch::Same).size(), 1u);
    EXPECT_EQ(*matchingRuns(runs, question8b(std::nullopt), LoadMatch::Same).front()->concurrency, 1u);

    BenchmarkRun open = run8b(1);
    open.concurrency.reset();
    open.request_rate = 4.3;
    ServingQuestion q = question8b(std::nullopt);
    q.requests_per_s = 4.0;
    EXPECT_TRUE(sameLoad(open, q)); // 7.5 % above
    q.requests_per_s = 3.8;
    EXPECT_FALSE(sameLoad(open, q)); // 13 % above
    EXPECT_FALSE(sameLoad(run8b(4), q));
}

// A run predicted on its own basis: the median where the tool gave it, else the mean; the
// inter-token latency where the tool gave no TPOT; throughput of every replica.
TEST(MeasuredRuns, APredictionIsOnTheRunsBasis) {
    BenchmarkRun r = run8b(32);
    r.ttft.mean_ms = 100;
    r.tpot.mean_ms = 10;
    auto u = runSetup(r, {});
    ASSERT_TRUE(u);
    EXPECT_FALSE(u->ttft_median);
    EXPECT_FALSE(u->tpot_median);
    EXPECT_EQ(u->traffic.users, 32u);
    EXPECT_EQ(u->traffic.requests, 200u);
    r.ttft.p50_ms = 90;
    r.tpot = {};
    r.itl.p50_ms = 9;
    u = runSetup(r, {});
    EXPECT_TRUE(u->ttft_median);
    EXPECT_EQ(*u->ttft_ms, 90);
    EXPECT_TRUE(u->tpot_is_itl);
    EXPECT_EQ(*u->tpot_ms, 9);
    const auto p = prepareRun(*u, llama8b(), h100(), nullptr);
    ASSERT_TRUE(p);
    const RunPrediction x = predictRun(*p);
    // 32 users of an 8B model on an H100: a TPOT of a few ms to a few tens, TTFT above one prefill.
    EXPECT_GT(x.tpot_ms, 3.0);
    EXPECT_LT(x.tpot_ms, 40.0);
    EXPECT_GT(x.ttft_ms, 10.0);
    EXPECT_GT(x.tokens_per_s, 32 * 1000.0 / 40.0);
    // A faster decode predicts a shorter TPOT.
    EXPECT_LT(predictRun(*p, {2.0, 1.0, 0, 0}).tpot_ms, x.tpot_ms);
    // Unknown precision: no setup.
    r.precision = "fp7";
    EXPECT_FALSE(runSetup(r, {}));
}

// Runs measured as a known engine would run them (decode at 0.833 x the default bandwidth share,
// 1.2 x the MFUs, 2 ms a decode step): the fit finds an engine that predicts them within a few
// per cent, where the defaults were off by more than 10 %.
TEST(MeasuredRuns, CalibrationFitsTheRunsAndSaysTheErrorsBeforeAndAfter) {
    const StepKnobs truth{1.0 / 1.2, 1.2, 2e-3, 0.5e-3};
    const std::vector<BenchmarkRun> runs = measuredWith(truth, {1, 8, 32, 64});
    ServingSettings s;
    const CalibrationResult c = calibrate(pointers(runs), s, llama8b(), h100(), nullptr);
    ASSERT_TRUE(c.ok) << c.refusal.english();
    EXPECT_EQ(c.runs.size(), 4u);
    const ServingCalibration& k = c.calibration;
    EXPECT_EQ(k.engine, Engine::VLLM);
    EXPECT_EQ(k.gpu_id, "h100-sxm");
    EXPECT_EQ(k.model_id, "llama-3.1-8b");
    ASSERT_EQ(k.runs.size(), 4u);
    EXPECT_EQ(k.runs[0], "team-bench/c1.json, 2026-11-02");
    ASSERT_TRUE(k.tpot_error_before && k.tpot_error_after && k.ttft_error_before && k.ttft_error_after);
    EXPECT_GT(*k.tpot_error_before, 0.10);
    EXPECT_LT(*k.tpot_error_after, 0.03);
    EXPECT_LT(*k.ttft_error_after, 0.05);
    EXPECT_LT(*k.tpot_error_after, *k.tpot_error_before);
    const EngineDefaults d = engineDefaults(Engine::VLLM, &h100());
    EXPECT_NEAR(k.decode_memory_efficiency, d.decode_memory_efficiency / 1.2, 0.05);
    EXPECT_NEAR(k.step_overhead_decode_ms, 2.0, 0.6);

    // Held by the scenario: the engine on that GPU plans with the fit, any other GPU or engine not.
    s.calibration = k;
    const EffectiveServing e = effectiveServing(s, h100(), llama8b().max_context);
    EXPECT_TRUE(e.run_calibrated);
    EXPECT_DOUBLE_EQ(e.decode_memory_efficiency, k.decode_memory_efficiency);
    EXPECT_DOUBLE_EQ(e.step_overhead_decode_s, k.step_overhead_decode_ms / 1e3);
    EXPECT_FALSE(effectiveServing(s, seedGpus().at("h200"), llama8b().max_context).run_calibrated);
    ServingSettings sg = s;
    sg.engine = Engine::SGLang;
    EXPECT_FALSE(effectiveServing(sg, h100(), llama8b().max_context).run_calibrated);
}

// Runs faster than the GPU could go: the fit stops at physical bounds (an efficiency of 1, no
// negative step cost) rather than following them.
TEST(MeasuredRuns, CalibrationStaysWithinPhysicalBounds) {
    std::vector<BenchmarkRun> runs = measuredWith({}, {1, 16, 64});
    for (auto& r : runs) {
        *r.tpot.p50_ms /= 3.0;
        *r.ttft.p50_ms /= 4.0;
    }
    const CalibrationResult c = calibrate(pointers(runs), {}, llama8b(), h100(), nullptr);
    ASSERT_TRUE(c.ok);
    EXPECT_LE(c.calibration.decode_memory_efficiency, 1.0);
    EXPECT_LE(c.calibration.prefill_mfu, 1.0);
    EXPECT_LE(c.calibration.decode_mfu, 1.0);
    EXPECT_GE(c.calibration.step_overhead_decode_ms, 0.0);
    EXPECT_GE(c.calibration.step_overhead_mixed_ms, 0.0);
    EXPECT_GT(c.calibration.decode_memory_efficiency, 0.9); // it went as far as it could
    ServingSettings with_fit;
    with_fit.calibration = c.calibration;
    EXPECT_NO_THROW(with_fit.validate());
}

TEST(MeasuredRuns, CalibrationRefusesFewerThanTwoRuns) {
    const std::vector<BenchmarkRun> one = measuredWith({}, {8});
    const CalibrationResult c = calibrate(pointers(one), {}, llama8b(), h100(), nullptr);
    EXPECT_FALSE(c.ok);
    EXPECT_EQ(c.refusal.id, MessageId::CalibrationTooFewRuns);
    EXPECT_EQ(c.refusal.english(),
              "calibrating needs at least 2 measured runs that match and that the planner can model, got 1");
    // A run that measured nothing does not count.
    std::vector<BenchmarkRun> two = measuredWith({}, {8, 16});
    two[1].ttft = {};
    two[1].tpot = {};
    EXPECT_FALSE(calibrate(pointers(two), {}, llama8b(), h100(), nullptr).ok);
}

// Version 5 of the scenario file holds the calibration; a value beyond its bounds is refused.
TEST(MeasuredRuns, TheScenarioFileKeepsTheCalibration) {
    Scenario s;
    ServingCalibration k;
    k.gpu_id = "h100-sxm";
    k.model_id = "llama-3.1-8b";
    k.decode_memory_efficiency = 0.62;
    k.prefill_mfu = 0.55;
    k.decode_mfu = 0.35;
    k.step_overhead_decode_ms = 2.0;
    k.step_overhead_mixed_ms = 0.5;
    k.runs = {"team-bench/c1.json, 2026-11-02", "team-bench/c8.json, 2026-11-02"};
    k.ttft_error_before = 0.4;
    k.ttft_error_after = 0.05;
    k.tpot_error_before = 0.3;
    s.serving.calibration = k;
    const std::string text = serializeScenario(s);
    EXPECT_NE(text.find("\"version\": 5"), std::string::npos);
    const Scenario back = parseScenario(text, "s.gpuplan");
    ASSERT_TRUE(back.serving.calibration);
    EXPECT_EQ(*back.serving.calibration, k);
    EXPECT_FALSE(parseScenario(serializeScenario(Scenario{}), "s.gpuplan").serving.calibration);
    try {
        parseScenario(
            R"({"version": 5, "serving": {"calibration": {"gpu": "h100-sxm", "decode_memory_efficiency": 1.4}}})",
            "s.gpuplan");
        FAIL() << "an efficiency above 1 was read";
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find("/serving/calibration/decode_memory_efficiency"),
                  std::string::npos)
            << e.what();
    }
}
