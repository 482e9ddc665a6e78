// Issue 20, "What breaks" 1 and 5, command by command: a clear error (exit 2)
// or a correct answer, never a wrapped-around "fits", inf or NaN.
#include "CliRunner.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace {

using gpuplan::test::CliResult;

CliResult run(const std::string& args) {
    return gpuplan::test::runCli(args);
}

std::string writeTemp(const std::string& name, const std::string& text) {
    const std::string path = testing::TempDir() + "/" + name;
    std::ofstream(path) << text;
    return path;
}

bool has(const CliResult& r, const std::string& text) {
    return r.out.find(text) != std::string::npos;
}

// Exit 2 with `text` in the message, and no sign of a result.
void expectRefused(const std::string& args, const std::string& text) {
    const auto r = run(args);
    EXPECT_EQ(r.code, 2) << args << "\n" << r.out;
    EXPECT_TRUE(has(r, text)) << args << "\n" << r.out;
    EXPECT_FALSE(has(r, "fits")) << args << "\n" << r.out;
    EXPECT_FALSE(has(r, "internal error")) << args << "\n" << r.out;
}

const char* const kBeyond = "beyond what can be planned";

} // namespace

// It printed "fits, headroom +70.08 GB".
TEST(CliBounds, FitOfAWorkloadBeyondAnExabyteIsAnError) {
    expectRefused("fit --model mistral-7b --task lora --batch 1000000 --seq 100000000 --gpu h100-sxm",
                  kBeyond);
    expectRefused("fit --model mistral-7b --task lora --batch 1000000 --seq 100000000 --vram 80GB", kBeyond);
}

// It printed "5.3 GB ... fits".
TEST(CliBounds, ScenarioRunOfTheSameWorkloadIsAnError) {
    const std::string path = writeTemp("huge.gpuplan", R"({"version": 1, "workload": {"model": "mistral-7b",
        "task": "lora", "batch": 1000000, "seq": 100000000}, "hardware": {"gpu": "h100-sxm"}})");
    expectRefused("scenario run " + path, kBeyond);
}

// It ranked gaudi3 at 15.8 GB/GPU.
TEST(CliBounds, RecommendOfTheSameWorkloadIsAnError) {
    expectRefused("recommend --model mistral-7b --task lora --batch 1000000 --seq 100000000", kBeyond);
}

// It printed 8,684,396,064,089,937,536 parameters.
TEST(CliBounds, AConfigWithEverySizeTenToTheSevenIsAnError) {
    const std::string path = writeTemp("every-1e7.json", R"({"model_type": "llama", "hidden_size": 10000000,
        "num_hidden_layers": 10000000, "num_attention_heads": 10000000, "num_key_value_heads": 10000000,
        "intermediate_size": 10000000, "vocab_size": 10000000})");
    expectRefused("fit --model " + path + " --vram 80GB", "must be between 1 and");
}

// About 7.4e19 parameters within every field's range printed "67.11 M parameters ... fits".
TEST(CliBounds, AConfigBeyondTheParameterLimitIsAnError) {
    const std::string path = writeTemp("huge-params.json", R"({"model_type": "llama", "hidden_size": 1000000,
        "num_hidden_layers": 10000, "num_attention_heads": 1000, "num_key_value_heads": 1000,
        "intermediate_size": 10000000, "vocab_size": 100000})");
    expectRefused("fit --model " + path + " --vram 80GB", "parameters, beyond what can be planned");
}

TEST(CliBounds, NumbersBeyondADoubleInFilesNameTheField) {
    const std::string scenario =
        writeTemp("big.gpuplan", R"({"version": 1, "workload": {"model": "mistral-7b", "batch": 1e400}})");
    expectRefused("scenario run " + scenario, "big.gpuplan: field 'batch' holds a number too large to use");
    const std::string config = writeTemp("big-config.json", R"({"model_type": "llama", "hidden_size": 4096,
        "num_hidden_layers": 32, "num_attention_heads": 32, "intermediate_size": 11008, "vocab_size": 32000,
        "rope_theta": 1e400})");
    expectRefused("fit --model " + config + " --vram 80GB",
                  "field 'rope_theta' holds a number too large to use");
}

TEST(CliBounds, WholeNumberFlagsAreRangeCheckedNotNarrowed) {
    // It became 4294967295.
    expectRefused("fit --model mistral-7b --batch 99999999999999999999 --vram 80GB",
                  "--batch: must be between 1 and 1000000, got 99999999999999999999");
    // It was reported as "got 0".
    expectRefused("fit --model mistral-7b --gpu h100-sxm --gpus 4294967296",
                  "--gpus: must be between 1 and 100000, got 4294967296");
    // It was "not a multiple of 1410065408".
    expectRefused("fit --model mistral-7b --gpu h100-sxm --gpus 8 --strategy hybrid --tp 100000 --pp 100000",
                  "--tp: must be between 1 and 1024, got 100000");
    expectRefused("recommend --model mistral-7b --seq 100000001", "--seq: must be between 1 and 100000000");
}

TEST(CliBounds, NonFiniteAndNegativeCostsAreRefused) {
    const std::string base = "breakeven --price 1800 --cloud-rate 2.5 --hours-per-month 100";
    // "inf EUR up front, -nan EUR a month"
    expectRefused("breakeven --price inf --cloud-rate 2.5 --hours-per-month 100",
                  "--price: must be between 0 and 1000000000, got inf");
    expectRefused(base + " --pue -1", "--pue: must be between 1 and 3, got -1");
    expectRefused(base + " --pue nan", "--pue: must be between 1 and 3, got nan");
    expectRefused(base + " --electricity-price -0.25", "--electricity-price: must be between 0 and 100");
    expectRefused(base + " --power-fraction -0.5", "--power-fraction: must be between 0 and 1");
    expectRefused(base + " --power-w -450", "--power-w: must be between 0 and 100000");
    // "buy -4000 EUR"
    expectRefused(base + " --resale 5", "--resale: must be between 0 and 1, got 5");
    expectRefused(base + " --cloud-rate 1e400", "--cloud-rate: must be between 0 and 10000000, got 1e400");
}

// "above 2777777.8 hours a month": a month has at most 744.
TEST(CliBounds, BreakEvenBeyondAMonthsHoursSaysBuyingNeverPaysOff) {
    const auto r = run("breakeven --price 1000000 --cloud-rate 2.5 --hours-per-month 100");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r, "Buying does not pay off within 36 months, even in use all 744 hours of a month"))
        << r.out;
    EXPECT_FALSE(has(r, "above 11111")) << r.out;
}

TEST(CliBounds, FragmentationNanAndEpochsBeyondTheRangeAreRefused) {
    // It was accepted with a 2^63-byte margin.
    expectRefused("fit --model mistral-7b --vram 80GB --fragmentation nan",
                  "--fragmentation: must be between 0 and 100, got nan");
    // "inf EUR"
    expectRefused("recommend --model mistral-7b --task lora --epochs 1e308",
                  "--epochs: must be between 0 and 1000000, got 1e308");
    expectRefused("throughput --model mistral-7b --gpu h100-sxm --task lora --epochs 1e308",
                  "--epochs: must be between 0 and 1000000");
}

// A price of 1e308 was stored; breakeven then printed inf, -nan and JSON nulls.
TEST(CliBounds, AnAbsurdCatalogPriceIsRefused) {
    const std::filesystem::path dir = std::filesystem::path(testing::TempDir()) / "bounds-catalog";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string db = "--db " + (dir / "catalog.sqlite").string();
    expectRefused(db + " catalog add-price rtx-4090 1e308 EUR", "must be at most 1000000000");
    expectRefused(db + " catalog add-price rtx-4090 inf EUR", "must be positive");
    const auto ok = run(db + " catalog add-price rtx-4090 1650 EUR --source test");
    EXPECT_EQ(ok.code, 0) << ok.out;
}
