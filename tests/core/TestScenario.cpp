#include "TestData.h"

#include "core/Error.h"
#include "core/Scenario.h"
#include "core/ScenarioJson.h"

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
    EXPECT_EQ(errorOf(R"({"version": 3})"),
              "scenario.gpuplan: /version 3 is not supported (this build reads versions 1 to 2)");
    EXPECT_EQ(errorOf(R"({"version": 0})"),
              "scenario.gpuplan: /version 0 is not supported (this build reads versions 1 to 2)");
    EXPECT_NE(errorOf(R"({"name": "x"})").find("/version is missing"), std::string::npos);
    EXPECT_NE(errorOf("{\"version\": 1,").find("not valid JSON"), std::string::npos);
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
    EXPECT_NE(text.find("\"version\": 2"), std::string::npos);
    EXPECT_NE(text.find("\"objective\": \"value\""), std::string::npos);
    EXPECT_EQ(parseScenario(text, "x").constraints.objective, Objective::Value);
    EXPECT_EQ(errorOf(R"({"version": 2, "constraints": {"objective": "quickest"}})"),
              "scenario.gpuplan: /constraints/objective unknown objective 'quickest' (valid: cheapest, "
              "fastest, value)");
}
