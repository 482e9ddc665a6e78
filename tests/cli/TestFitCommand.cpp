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

// stdout alone (a --json object), stderr discarded.
Result runStdout(const std::string& args) {
    return gpuplan::test::runCli(args, "", false);
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

// --loss (issue 36): the logits' bytes at the peak follow the loss the framework computes,
// batch x seq x vocab elements (2 x 4,096 x 32,000 = 262,144,000 for Llama-2-7B): an fp32 copy
// 4 bytes each, F.cross_entropy(logits.float()) 2 + 4 + 4, torchtune's 8 chunks 2 + 8/8.
TEST(FitCommand, TheLossOptionSetsTheLogitsBytes) {
    const std::string base = "fit --model " + config("llama-2-7b") + " --task full --batch 2 --seq 4096";
    auto logits = [&](const std::string& loss) {
        const auto r = runStdout(base + " --loss " + loss + " --json");
        EXPECT_EQ(r.code, 0) << r.out;
        return nlohmann::json::parse(r.out)["logits_bytes"].get<std::uint64_t>();
    };
    EXPECT_EQ(logits("fp32-logits"), 1'048'576'000ull);
    // 262,144,000 logits; F.cross_entropy(logits.float()) peaks in backward at three fp32 copies.
    EXPECT_EQ(logits("upcast"), 3'145'728'000ull);
    EXPECT_EQ(logits("chunked"), 786'432'000ull);
    const auto text = run(base + " --loss chunked");
    EXPECT_NE(text.out.find("checkpointing none, loss chunked"), std::string::npos) << text.out;
    const auto bad = run(base + " --loss sparse");
    EXPECT_EQ(bad.code, 2);
    EXPECT_NE(bad.out.find("fp32-logits, upcast, chunked, fused"), std::string::npos) << bad.out;
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

TEST(FitCommand, ModelsOf2025AreInTheCatalog) {
    // gpt-oss-20b from the default catalog: 20.91B parameters (the gpt-oss model card), its
    // sliding-window layers capping the KV cache: 12 full layers x 2048 B x 8192 positions plus
    // 12 sliding layers x 2048 B x 128 positions, in fp16.
    const auto r = runStdout("fit --model gpt-oss-20b --seq 8192 --json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["params_total"], 20'914'757'184ull);
    EXPECT_EQ(j["kv_cache_bytes"], 12ull * 2048 * 8192 + 12ull * 2048 * 128);
    EXPECT_TRUE(j["warnings"].empty()); // a catalog model: nothing was assumed
    // DeepSeek-V3's latent cache: 61 x (512 + 64) x 2 B per token.
    const auto v3 = runStdout("fit --model deepseek-v3 --seq 4096 --json");
    ASSERT_EQ(v3.code, 0) << v3.out;
    EXPECT_EQ(nlohmann::json::parse(v3.out)["kv_cache_bytes"], 70'272ull * 4096);
}

TEST(FitCommand, ConfigImportSaysWhatItAssumed) {
    // An unknown model_type is estimated as a Llama-like decoder; each assumption is a warning,
    // on stderr and in --json.
    const std::string path = std::string(GPUPLAN_TEST_DATA) + "/broken/unsupported-family.json";
    const auto r = runStdout("fit --model " + path + " --json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["params_total"], 6'738'415'616ull); // Llama-2-7B's shapes under model_type 'mamba'
    ASSERT_GE(j["warnings"].size(), 4u);
    EXPECT_EQ(j["warnings"][0],
              "model_type 'mamba' is not a family GPU Planner knows: estimated as a Llama-like decoder");
    const auto human = run("fit --model " + path);
    EXPECT_NE(human.out.find("warning: model_type 'mamba' is not a family"), std::string::npos) << human.out;
    // The vision tower of Gemma 3, counted apart.
    const auto gemma = runStdout("fit --model " + config("gemma-3-27b") + " --json");
    ASSERT_EQ(gemma.code, 0) << gemma.out;
    const auto g = nlohmann::json::parse(gemma.out);
    EXPECT_EQ(g["params_total"], 27'009'346'304ull);
    bool vision = false;
    for (const auto& w : g["warnings"])
        vision = vision || w.get<std::string>().find("vision tower") != std::string::npos;
    EXPECT_TRUE(vision) << g["warnings"].dump();
}

TEST(FitCommand, ConfigThatContradictsItsFamilyIsExitCode2NamingTheField) {
    const auto r =
        run(std::string("fit --model ") + GPUPLAN_TEST_DATA + "/broken/unknown-family-no-fields.json");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out.find("field 'num_attention_heads' is missing"), std::string::npos) << r.out;
}
