// What one request may enumerate: GPU counts, candidates listed, LoRA targets.
#include "fixtures/TestCatalog.h"

#include "core/base/Error.h"
#include "core/base/Limits.h"
#include "core/plan/Planner.h"
#include "core/plan/Recommender.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioJson.h"

#include <gtest/gtest.h>

#include <chrono>
#include <string>

using namespace gpuplan;
using gpuplan::test::errorOf;
using gpuplan::test::referenceCatalog;

namespace {

// A 544-byte scenario that once took 20 s and 2.1 GB in `scenario run`, and a 38,472-page report.
const char* kGreedy = R"({"version": 1, "workload": {"model": "mistral-7b", "task": "inference"},
  "hardware": {"gpu": "h100-sxm"},
  "constraints": {"max_gpus": 100000, "every_count": true, "top_k": 1000000}})";

} // namespace

TEST(EnumerationLimits, ScenarioFileRefusesTopKAboveTheCap) {
    EXPECT_EQ(errorOf([] { parseScenario(kGreedy, "greedy.gpuplan"); }),
              "greedy.gpuplan: /constraints/top_k must be <= 1000, got 1000000");
}

TEST(EnumerationLimits, EveryCountUpToAHundredThousandIsRefused) {
    const std::string text = R"({"version": 1, "constraints": {"max_gpus": 100000, "every_count": true}})";
    EXPECT_EQ(
        errorOf([&] { parseScenario(text, "s.gpuplan"); }),
        "s.gpuplan: /constraints/max_gpus trying every GPU count up to 100000 is too much: at most 1024 with "
        "every count (without it, 1, 2, 4, 8... up to 100000)");
    // Without every_count, a hundred thousand GPUs is 17 counts: accepted.
    EXPECT_NO_THROW(parseScenario(R"({"version": 1, "constraints": {"max_gpus": 100000}})", "s.gpuplan"));
    EXPECT_NO_THROW(parseScenario(R"({"version": 1, "constraints": {"max_gpus": 1024, "every_count": true}})",
                                  "s.gpuplan"));
}

TEST(EnumerationLimits, ValidateCatchesWhatAnEditSets) {
    Scenario s;
    s.constraints.top_k = limits::kMaxTopK + 1;
    EXPECT_EQ(errorOf([&] { s.validate(); }),
              "scenario: /constraints/top_k must be between 1 and 1000, got 1001");
    s.constraints.top_k = 5;
    s.constraints.max_gpus = limits::kMaxGpus + 1;
    EXPECT_NE(errorOf([&] { s.validate(); }).find("/constraints/max_gpus must be between 1 and 100000"),
              std::string::npos);
    s.constraints.max_gpus = 2000;
    s.constraints.every_count = true;
    EXPECT_NE(errorOf([&] { s.validate(); }).find("at most 1024 with every count"), std::string::npos);
}

TEST(EnumerationLimits, RecommendHonoursTheCapsWithoutAScenarioFile) {
    const Catalog c = referenceCatalog();
    Scenario s;
    s.model_id = "mistral-7b";
    s.workload.task = Task::Inference;
    s.constraints.max_gpus = 100'000;
    s.constraints.every_count = true;
    s.constraints.top_k = 1'000'000;
    const ModelSpec m = c.findModel("mistral-7b")->spec;
    const auto start = std::chrono::steady_clock::now();
    EXPECT_NE(errorOf([&] { recommend(c, m, s, 1.0); }).find("/constraints/max_gpus"), std::string::npos);
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(1));
    // At the caps, the sweep answers, and lists at most top_k.
    s.constraints.max_gpus = limits::kMaxGpusEveryCount;
    s.constraints.top_k = limits::kMaxTopK;
    const auto r = recommend(c, m, s, 1.0);
    EXPECT_LE(r.ranked.size(), limits::kMaxTopK);
    EXPECT_GT(r.ranked.size(), 0u);
}

TEST(EnumerationLimits, RepeatedPrecisionsAreTriedOnce) {
    const Catalog c = referenceCatalog();
    Scenario s;
    s.model_id = "mistral-7b";
    s.workload.task = Task::Inference;
    const ModelSpec m = c.findModel("mistral-7b")->spec;
    s.constraints.precisions = {Precision::FP16};
    const auto once = recommend(c, m, s, 1.0);
    s.constraints.precisions.assign(100'000, Precision::FP16);
    const auto many = recommend(c, m, s, 1.0);
    EXPECT_EQ(many.evaluated, once.evaluated);
}

TEST(EnumerationLimits, LoraTargetsAreBounded) {
    std::string list = "[";
    for (std::size_t i = 0; i <= limits::kMaxLoraTargets; ++i)
        list += (i ? ",\"m" : "\"m") + std::to_string(i) + "\"";
    list += "]";
    const std::string text = R"({"version": 1, "workload": {"task": "lora", "lora_targets": )" + list + "}}";
    EXPECT_EQ(errorOf([&] { parseScenario(text, "s.gpuplan"); }),
              "s.gpuplan: /workload/lora_targets at most 64 LoRA target modules, got 65");
    Workload w;
    w.task = Task::LoRA;
    w.lora_targets.assign(limits::kMaxLoraTargets + 1, "q_proj");
    EXPECT_EQ(errorOf([&] { w.validate(); }), "at most 64 LoRA target modules, got 65");
    w.lora_targets = {std::string(limits::kMaxNameLength + 1, 'q')};
    EXPECT_EQ(errorOf([&] { w.validate(); }),
              "a LoRA target module name has at most 256 characters, got 257");
}
