// Plans no engine or framework would run are refused with the reason (issue 34): tensor-parallel
// degrees beyond the limit or splitting no heads, requests longer than max_model_len or the
// model's context. The model figures are the shipped config.json files (tests/data/configs).
#include "fixtures/TestData.h"

#include "core/base/Error.h"
#include "core/base/Limits.h"
#include "core/memory/MultiGpu.h"
#include "core/scenario/PlanChecks.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioJson.h"

#include <gtest/gtest.h>

#include <string>

using namespace gpuplan;
using gpuplan::test::config;
using gpuplan::test::errorOf;

namespace {

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

} // namespace

TEST(PlanChecks, TensorParallelMustSplitTheHeads) {
    // Llama 3.1 8B: 32 attention heads, 8 key-value heads (its config.json).
    const ModelSpec m = config("llama-3.1-8b");
    ASSERT_EQ(m.heads, 32u);
    ASSERT_EQ(m.kv_heads, 8u);
    for (std::uint64_t tp : {1, 2, 4, 8, 16, 32})
        EXPECT_FALSE(tensorParallelProblem(m, tp)) << tp; // 16 and 32: the 8 KV heads replicated
    const auto seven = tensorParallelProblem(m, 7);
    ASSERT_TRUE(seven);
    EXPECT_EQ(
        seven->english(),
        "a tensor-parallel degree of 7 does not divide the 32 attention heads of llama-3.1-8b: each GPU "
        "needs whole heads");
    EXPECT_EQ(errorOf([&] { requireTensorParallel(m, 64, "--tp"); }),
              "--tp: a tensor-parallel degree of 64 does not divide the 32 attention heads of llama-3.1-8b: "
              "each GPU needs whole heads");
    // Falcon 7B: 71 heads, one KV head: only 71 splits them.
    EXPECT_TRUE(tensorParallelProblem(config("falcon-7b"), 2));
}

TEST(PlanChecks, TensorParallelDegreesAboveTheLimitAreRefusedWhicheverOptionSetsThem) {
    // `fit --gpus 100000 --strategy tp`: every GPU in one tensor-parallel group.
    EXPECT_EQ(errorOf([] { makeLayout(Strategy::TensorParallel, 100'000); }),
              "layout: a tensor-parallel degree of 100000 is above the limit of 1024");
    EXPECT_EQ(errorOf([] { makeLayout(Strategy::PipelineParallel, 2048); }),
              "layout: 2048 pipeline stages are above the limit of 1024");
    EXPECT_EQ(errorOf([] { makeLayout(Strategy::TensorParallel, 1024); }), "(no error)");
    Scenario s;
    s.serving.tp = 2048; // /serving/tp: the same limit as /hardware/tp
    EXPECT_TRUE(has(errorOf([&] { s.validate(); }), "/serving/tp must be between 1 and 1024, got 2048"));
}

TEST(PlanChecks, ARequestLongerThanMaxModelLenIsRefused) {
    Scenario s;
    s.serving.max_model_len = 512;
    s.serving.prompt_tokens = 1000;
    EXPECT_EQ(errorOf([&] { s.validate(); }),
              "scenario: /serving/prompt_tokens a request of 1250 tokens (1000 in, 250 out) is longer than "
              "max_model_len 512: the engine would refuse it");
    s.serving.prompt_tokens = 200;
    s.serving.output_tokens = 100;
    EXPECT_EQ(errorOf([&] { s.validate(); }), "(no error)");
}

TEST(PlanChecks, ARequestLongerThanTheModelsContextIsRefused) {
    // Llama 3.1 8B: max_position_embeddings 131072.
    const ModelSpec m = config("llama-3.1-8b");
    ASSERT_EQ(m.max_context, 131'072u);
    ServingSettings v;
    v.prompt_tokens = 200'000;
    EXPECT_EQ(errorOf([&] { checkServingForModel(v, m); }),
              "scenario: /serving/prompt_tokens: a request of 200250 tokens (200000 in, 250 out) is longer "
              "than the 131072 tokens of llama-3.1-8b's context");
    v.prompt_tokens = 1000;
    v.max_model_len = 262'144;
    EXPECT_TRUE(has(errorOf([&] { checkServingForModel(v, m); }),
                    "max_model_len 262144 is longer than the 131072 tokens of llama-3.1-8b's context"));
    v.max_model_len.reset();
    v.tp = 7;
    EXPECT_TRUE(
        has(errorOf([&] { checkServingForModel(v, m); }), "/serving/tp: a tensor-parallel degree of 7"));
}

TEST(PlanChecks, TheScenarioLayoutsTensorParallelDegreeIsChecked) {
    const ModelSpec m = config("llama-3.1-8b");
    Scenario s;
    s.workload.task = Task::Inference;
    s.gpu_count = 7; // inference on 7 GPUs without a strategy: tensor parallel over all 7
    EXPECT_EQ(scenarioTensorParallel(s), 7u);
    EXPECT_TRUE(has(errorOf([&] { checkScenarioForModel(s, m); }),
                    "scenario: /hardware/gpu_count: a tensor-parallel degree of 7 does not divide"));
    s.gpu_count = 8;
    EXPECT_EQ(errorOf([&] { checkScenarioForModel(s, m); }), "(no error)");
    s.strategy = Strategy::Hybrid;
    s.tp = 3;
    s.gpu_count = 6;
    EXPECT_TRUE(has(errorOf([&] { checkScenarioForModel(s, m); }), "scenario: /hardware/tp:"));
    s.strategy = Strategy::DDP; // every GPU holds the whole model
    EXPECT_EQ(errorOf([&] { checkScenarioForModel(s, m); }), "(no error)");
}

TEST(PlanChecks, TheScenarioReaderRefusesWhatNoEngineWouldRun) {
    Scenario s;
    s.model_spec = config("llama-3.1-8b");
    s.serving.users = 10;
    s.serving.prompt_tokens = 1000;
    std::string text = serializeScenario(s);
    EXPECT_EQ(errorOf([&] { parseScenario(text, "a.gpuplan"); }), "(no error)");
    // Its own model: a request beyond the model's context, found on reading.
    s.serving.prompt_tokens = 200'000;
    text = serializeScenario(s);
    EXPECT_TRUE(has(errorOf([&] { parseScenario(text, "a.gpuplan"); }),
                    "a.gpuplan: /serving/prompt_tokens: a request of 200250 tokens"));
    s.serving.prompt_tokens = 1000;
    s.serving.max_model_len = 512;
    text = serializeScenario(s);
    EXPECT_TRUE(has(errorOf([&] { parseScenario(text, "a.gpuplan"); }), "longer than max_model_len 512"));
}
