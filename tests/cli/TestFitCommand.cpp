// Runs the real gpu-planner executable and checks its exit codes and output.
#include "CliRunner.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <array>
#include <cstdio>
#include <string>
#include <sys/wait.h>

namespace {

using Result = gpuplan::test::CliResult;

Result run(const std::string& args) {
    return gpuplan::test::runCli(args);
}

std::string config(const std::string& name) {
    return std::string(GPUPLAN_TEST_DATA) + "/configs/" + name + ".json";
}

} // namespace

TEST(FitCommand, JsonHasEveryDocumentedKey) {
    const auto r = run("fit --model " + config("llama-2-7b") + " --vram 24GB --json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = nlohmann::json::parse(r.out);
    for (const char* key : {"params_total", "params_active", "params_trainable", "weights_bytes",
                            "adapters_bytes", "gradients_bytes", "optimizer_bytes", "activations_bytes",
                            "logits_bytes", "kv_cache_bytes", "overhead_bytes", "total_bytes",
                            "rule_of_thumb_bytes", "fits", "headroom_bytes", "max_batch", "max_seq"})
        EXPECT_TRUE(j.contains(key)) << key;
    EXPECT_EQ(j["params_total"], 6'738'415'616ull); // meta-llama/Llama-2-7b-hf
    EXPECT_EQ(j["weights_bytes"], 13'476'831'232ull);
    EXPECT_TRUE(j["fits"].get<bool>());
    EXPECT_GT(j["max_batch"].get<int>(), 1);
}

TEST(FitCommand, QloraDefaultsToNf4AndReportsPeftTrainableCount) {
    const auto r = run("fit --model " + config("mistral-7b") + " --task qlora --lora-rank 16 --json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["precision"], "nf4");
    EXPECT_EQ(j["params_trainable"], 6'815'744); // PEFT print_trainable_parameters
    EXPECT_FALSE(j.contains("fits"));            // no capacity given
}

TEST(FitCommand, HumanOutputIsATableWithTheRuleOfThumb) {
    const auto r = run("fit --model " + config("llama-2-13b") + " --vram 24GB");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("weights"), std::string::npos);
    EXPECT_NE(r.out.find("Guide's rule of thumb"), std::string::npos);
    EXPECT_NE(r.out.find("DOES NOT FIT"), std::string::npos);
}

TEST(FitCommand, TruncatedConfigIsExitCode2WithThePath) {
    const auto r = run(std::string("fit --model ") + GPUPLAN_TEST_DATA + "/broken/truncated-config.json");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out.find("truncated-config.json: not valid JSON"), std::string::npos) << r.out;
}

TEST(FitCommand, NegativeBatchIsExitCode2) {
    const auto r = run("fit --model " + config("llama-2-7b") + " --batch -4");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out.find("--batch must be a positive whole number, got -4"), std::string::npos) << r.out;
}

TEST(FitCommand, UnknownPrecisionIsExitCode2WithTheValidList) {
    const auto r = run("fit --model " + config("llama-2-7b") + " --precision int3");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out.find("unknown precision 'int3'"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("q4_k_m"), std::string::npos) << r.out;
}

TEST(FitCommand, MissingModelFileIsExitCode2) {
    const auto r = run("fit --model /nonexistent/config.json");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out.find("/nonexistent/config.json"), std::string::npos) << r.out;
}

TEST(FitCommand, UnknownOptionIsExitCode2) {
    const auto r = run("fit --model " + config("llama-2-7b") + " --turbo");
    EXPECT_EQ(r.code, 2) << r.out;
}

TEST(FitCommand, NoSubcommandPrintsHelp) {
    const auto r = run("--help");
    EXPECT_EQ(r.code, 0);
    EXPECT_NE(r.out.find("fit"), std::string::npos);
}

TEST(FitCommand, VersionFlag) {
    const auto r = run("--version");
    EXPECT_EQ(r.code, 0);
    EXPECT_NE(r.out.find("gpu-planner 0."), std::string::npos) << r.out;
}
