#include "fixtures/TestData.h"

#include "core/base/Error.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioJson.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace gpuplan;

namespace {
std::string errorOf(const std::string& text) {
    try {
        parseScenario(text, "scenario.gpuplan");
    } catch (const InputError& e) {
        return e.what();
    }
    return "";
}
} // namespace

TEST(Scenario, RoundTripsThroughJson) {
    Scenario s;
    s.name = "round trip";
    s.model_id = "mixtral-8x7b";
    s.workload.task = Task::QLoRA;
    s.workload.precision = Precision::NF4_DQ;
    s.workload.lora_targets = {"q_proj", "k_proj"};
    s.gpu_id = "a100-sxm4-80gb";
    s.gpu_count = 8;
    s.strategy = Strategy::ZeRO3;
    s.offload_optimizer = Offload::CPU;
    s.usage_mode = UsageMode::JobsPerMonth;
    s.jobs_per_month = 3.5;
    s.gpu_price = 15'000;
    s.cloud_rate_per_gpu_hour = 2.5;
    s.exchange_rates = {{
        "USD",
        1.08,
        "",
        "scenario",
    }};
    s.efficiencies.train_mfu = 0.33;
    s.power_fraction = 380.0 / 450.0;
    s.constraints.budget = 1e5;
    s.constraints.precisions = {Precision::FP16, Precision::INT8};
    const Scenario back = parseScenario(serializeScenario(s), "x.gpuplan");
    EXPECT_EQ(back, s);
}

TEST(Scenario, EmbeddedModelSpecRoundTrips) {
    Scenario s;
    s.model_spec = test::config("mistral-7b");
    EXPECT_EQ(parseScenario(serializeScenario(s), "x.gpuplan"), s);
}

TEST(Scenario, BadFieldNamesItsJsonPath) {
    EXPECT_EQ(errorOf(R"({"version": 1, "hardware": {"gpu_count": 0}})"),
              "scenario.gpuplan: /hardware/gpu_count must be >= 1, got 0");
    EXPECT_EQ(errorOf(R"({"version": 1, "usage": {"hours_per_month": 900}})"),
              "scenario.gpuplan: /usage/hours_per_month must be <= 744, got 900");
    EXPECT_EQ(errorOf(R"({"version": 1, "workload": {"batch": "four"}})"),
              "scenario.gpuplan: /workload/batch must be a whole number, got \"four\"");
    EXPECT_EQ(errorOf(R"({"version": 1, "hardware": {"turbo": true}})"),
              "scenario.gpuplan: /hardware/turbo is not a known field");
    EXPECT_NE(errorOf(R"({"version": 1, "workload": {"precision": "int3"}})").find("/workload/precision"),
              std::string::npos);
    EXPECT_NE(errorOf(R"({"version": 1, "hardware": {"strategy": "zero4"}})").find("/hardware/strategy"),
              std::string::npos);
    EXPECT_NE(errorOf(R"({"version": 1, "constraints": {"precisions": ["fp16", "fp5"]}})")
                  .find("/constraints/precisions/1"),
              std::string::npos);
}

TEST(Scenario, UnknownVersionIsAnError) {
    EXPECT_EQ(errorOf(R"({"version": 6})"),
              "scenario.gpuplan: /version 6 is not supported (this build reads versions 1 to 5)");
    EXPECT_EQ(errorOf(R"({"version": 0})"),
              "scenario.gpuplan: /version 0 is not supported (this build reads versions 1 to 5)");
    EXPECT_NE(errorOf(R"({"name": "x"})").find("/version is missing"), std::string::npos);
    EXPECT_NE(errorOf("{\"version\": 1,").find("not valid JSON"), std::string::npos);
}

// Version 4: how the loss holds the logits is saved and reopened (issue 36); a file without it
// (versions 1-3) keeps the historic fp32 copy; a wrong name says where it is and what is allowed.
TEST(Scenario, TheLossIsSavedAndReopened) {
    Scenario s;
    s.workload.task = Task::FullFineTune;
    s.workload.loss = LossKind::Chunked;
    const std::string text = serializeScenario(s);
    EXPECT_NE(text.find("\"loss\": \"chunked\""), std::string::npos) << text;
    EXPECT_NE(text.find("\"version\": 5"), std::string::npos);
    EXPECT_EQ(parseScenario(text, "s.gpuplan").workload.loss, LossKind::Chunked);
    EXPECT_EQ(parseScenario(R"({"version": 3, "workload": {"task": "full"}})", "s.gpuplan").workload.loss,
              LossKind::Fp32Logits);
    const std::string e = errorOf(R"({"version": 4, "workload": {"loss": "sparse"}})");
    EXPECT_NE(e.find("/workload/loss"), std::string::npos) << e;
    EXPECT_NE(e.find("fused"), std::string::npos) << e;
}

TEST(Scenario, ContradictoryWorkloadIsAnError) {
    // Full fine-tuning of 4-bit weights.
    const auto e = errorOf(R"({"version": 1, "workload": {"task": "full", "precision": "nf4"}})");
    EXPECT_NE(e.find("scenario.gpuplan: /workload"), std::string::npos) << e;
}

// What validate() accepts, the file reader reopens: an efficiency of 1e-6 saves and
// reopens; below, both refuse it (the scenario form shows validate()'s message).
TEST(Scenario, WhatValidatesAlsoReopens) {
    Scenario s;
    s.efficiencies.train_mfu = 1e-6;
    s.efficiencies.rocm_factor = 100;
    EXPECT_NO_THROW(s.validate());
    EXPECT_EQ(parseScenario(serializeScenario(s), "s.gpuplan"), s);
    s.efficiencies.train_mfu = 1e-7;
    EXPECT_THROW(s.validate(), InputError);
    EXPECT_THROW(parseScenario(serializeScenario(s), "s.gpuplan"), InputError);
    s.efficiencies.train_mfu = 0.4;
    s.efficiencies.rocm_factor = 101;
    EXPECT_THROW(s.validate(), InputError);
    EXPECT_THROW(parseScenario(serializeScenario(s), "s.gpuplan"), InputError);
}

// Version 3 adds /serving: a version-2 file (before it) opens with the serving defaults; a file
// that sets it keeps every field; bad fields are named.
TEST(Scenario, ServingIsVersionedAndRoundTrips) {
    const Scenario old =
        parseScenario(R"({"version": 2, "constraints": {"objective": "value"}})", "old.gpuplan");
    EXPECT_EQ(old.serving, ServingSettings{});
    Scenario s;
    s.serving.engine = Engine::SGLang;
    s.serving.gpu_memory_utilization = 0.85;
    s.serving.max_num_batched_tokens = 4096;
    s.serving.max_model_len = 32768;
    s.serving.prompt_tokens = 2000;
    s.serving.output_tokens = 400;
    s.serving.requests_per_s = 12.5;
    s.serving.ttft_p95_ms = 1500;
    s.serving.tokens_per_s_per_user = 20;
    s.serving.tp = 2;
    s.serving.api_id = "together-llama-3.3-70b";
    s.serving.shared_prefix_tokens = 300;
    s.serving.device_memory_bytes = 80ull << 30;
    const std::string text = serializeScenario(s);
    EXPECT_NE(text.find("\"engine\": \"sglang\""), std::string::npos);
    EXPECT_EQ(parseScenario(text, "x"), s);
    EXPECT_EQ(errorOf(R"({"version": 3, "serving": {"engine": "tgi"}})"),
              "scenario.gpuplan: /serving/engine unknown engine 'tgi' (valid: vllm, sglang, trtllm, "
              "llama.cpp, transformers)");
    EXPECT_EQ(errorOf(R"({"version": 3, "serving": {"gpu_memory_utilization": 1.2}})"),
              "scenario.gpuplan: /serving/gpu_memory_utilization must be <= 1, got 1.2");
    EXPECT_EQ(errorOf(R"({"version": 3, "serving": {"users": 10, "requests_per_s": 2}})"),
              "scenario.gpuplan: /serving/users give either the concurrent users or the requests per second, "
              "not both");
    EXPECT_EQ(errorOf(R"({"version": 3, "serving": {"turbo": 1}})"),
              "scenario.gpuplan: /serving/turbo is not a known field");
}

// Version 2 adds /constraints/objective; a version-1 file (written before it) still opens,
// with no objective chosen, and a file that names one keeps it.
TEST(Scenario, ObjectiveIsVersionedAndRoundTrips) {
    const Scenario old = parseScenario(R"({"version": 1, "constraints": {"budget": 20000}})", "old.gpuplan");
    EXPECT_FALSE(old.constraints.objective.has_value());
    EXPECT_EQ(old.constraints.effectiveObjective(), Objective::Fastest); // a budget: fastest within it
    Scenario none;
    EXPECT_EQ(none.constraints.effectiveObjective(), Objective::Cheapest);
    Scenario s;
    s.constraints.objective = Objective::Value;
    const std::string text = serializeScenario(s);
    EXPECT_NE(text.find("\"version\": 5"), std::string::npos); // 3: /serving (below); 4: /workload/loss
    EXPECT_NE(text.find("\"objective\": \"value\""), std::string::npos);
    EXPECT_EQ(parseScenario(text, "x").constraints.objective, Objective::Value);
    EXPECT_EQ(errorOf(R"({"version": 2, "constraints": {"objective": "quickest"}})"),
              "scenario.gpuplan: /constraints/objective unknown objective 'quickest' (valid: cheapest, "
              "fastest, value, serving)");
}
