// `gpu-planner catalog import-runs` on the benchmark tools' files (tests/data/benchmark_files, sources in
// its README): the runs added with what the options say, listed and shown; a missing field named with
// its option and nothing written; a dry run that writes nothing.
#include "CliRunner.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <random>
#include <string>

namespace fs = std::filesystem;

namespace {

using Result = gpuplan::test::CliResult;

Result run(const std::string& args) {
    return gpuplan::test::runCli(args, "");
}

std::string file(const std::string& name) {
    return (fs::path(GPUPLAN_SOURCE_DIR) / "tests" / "data" / "benchmark_files" / name).string();
}

class ImportRuns : public ::testing::Test {
protected:
    void SetUp() override {
        std::random_device rd;
        dir_ = fs::temp_directory_path() / ("gpuplan-runs-" + std::to_string(rd()) + std::to_string(rd()));
        fs::create_directories(dir_);
    }
    void TearDown() override {
        std::error_code ec;
        fs::remove_all(dir_, ec);
    }
    std::string db() const { return "--db " + (dir_ / "catalog.sqlite").string(); }
    nlohmann::json runs() const {
        const auto r = run(db() + " catalog list benchmark-runs --json");
        EXPECT_EQ(r.code, 0) << r.out;
        return nlohmann::json::parse(r.out);
    }
    fs::path dir_;
};

} // namespace

TEST_F(ImportRuns, TheRunsOfSeveralFilesAreAddedListedAndShown) {
    EXPECT_TRUE(runs().empty()); // the built-in catalog holds none
    const auto r = run(db() + " catalog import-runs " + file("llama-bench-rtx4080.json") + " " +
                       file("vllm-llama-3.1-8b-c16.json") + " --gpu rtx-4090 --tp 1 --precision q4_k_m");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("Added 3 benchmark run(s)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("llama.cpp qwen2.5-7b on 1 x rtx-4090 (TP 1, q4_k_m)"), std::string::npos) << r.out;
    const auto rows = runs();
    ASSERT_EQ(rows.size(), 3u);
    EXPECT_EQ(rows[0]["engine_version"], "b5163");
    EXPECT_DOUBLE_EQ(rows[0]["ttft_mean_ms"].get<double>(), 1000.0 * 512 / 7100.002165); // pp512 at 7100 t/s
    EXPECT_DOUBLE_EQ(rows[1]["tpot_mean_ms"].get<double>(), 1000.0 / 118.881588);        // tg128
    EXPECT_EQ(rows[2]["model_id"], "llama-3.1-8b"); // meta-llama/Llama-3.1-8B-Instruct
    EXPECT_EQ(rows[2]["concurrency"], 16);
    EXPECT_DOUBLE_EQ(rows[2]["tpot_p50_ms"].get<double>(), 8.912740156263052);
    EXPECT_EQ(rows[2]["source"], "vllm-llama-3.1-8b-c16.json");
    EXPECT_EQ(rows[2]["date"], "2025-11-18");

    const auto human = run(db() + " catalog list benchmark-runs");
    EXPECT_EQ(human.code, 0);
    EXPECT_NE(human.out.find("16 users"), std::string::npos) << human.out;
    const std::string id = std::to_string(rows[2]["id"].get<int>());
    const auto shown = run(db() + " catalog show benchmark-run " + id + " --json");
    ASSERT_EQ(shown.code, 0) << shown.out;
    EXPECT_EQ(nlohmann::json::parse(shown.out)["kind"], "benchmark_run");
    EXPECT_EQ(run(db() + " catalog show benchmark-run 999").code, 2);
}

TEST_F(ImportRuns, AMissingFieldIsNamedWithItsOptionAndNothingIsWritten) {
    const auto r = run(db() + " catalog import-runs " + file("vllm-llama-3.1-8b-c16.json") + " " +
                       file("sglang-llama-3.1-70b.jsonl") + " --gpu h100-sxm --tp 1 --precision bf16");
    EXPECT_EQ(r.code, 2);
    // Run 1 names its model (the catalog's llama-3.1-70b, by its Hugging Face repo); run 2 does not.
    EXPECT_NE(r.out.find("run 2 of sglang-llama-3.1-70b.jsonl: the model is not in the file; give --model"),
              std::string::npos)
        << r.out;
    EXPECT_TRUE(runs().empty()); // the vLLM run was not written either
    // The store's own checks, before anything is written: TP 2 does not divide 3 GPUs.
    const auto bad = run(db() + " catalog import-runs " + file("vllm-llama-3.1-8b-c16.json") +
                         " --gpu h100-sxm --gpus 3 --tp 2 --precision bf16");
    EXPECT_EQ(bad.code, 2);
    EXPECT_NE(bad.out.find("tensor_parallel 2 must divide gpu_count 3"), std::string::npos) << bad.out;
    EXPECT_TRUE(runs().empty());
    const auto malformed = run(db() + " catalog import-runs " + file("README.md"));
    EXPECT_EQ(malformed.code, 2);
    EXPECT_NE(malformed.out.find("README.md line 1: not JSON"), std::string::npos) << malformed.out;
}

TEST_F(ImportRuns, ADryRunWritesNothingAndTheFormatMayBeGiven) {
    const auto dry = run(db() + " catalog import-runs " + file("guidellm-llama-3.1-8b.json") +
                         " --format guidellm --engine vllm --gpu h100-sxm --gpus 1 --tp 1 --precision bf16 "
                         "--dry-run --json");
    ASSERT_EQ(dry.code, 0) << dry.out;
    const auto j = nlohmann::json::parse(dry.out);
    EXPECT_FALSE(j["applied"]);
    ASSERT_EQ(j["runs"].size(), 2u);
    EXPECT_EQ(j["runs"][1]["concurrency"], 8);
    EXPECT_TRUE(runs().empty());
    const auto wrong = run(db() + " catalog import-runs " + file("guidellm-llama-3.1-8b.json") +
                           " --format llama-bench --gpu h100-sxm");
    EXPECT_EQ(wrong.code, 2);
    EXPECT_NE(wrong.out.find("guidellm-llama-3.1-8b.json: avg_ts"), std::string::npos) << wrong.out;
}

// A published SGLang file (SGLang 0.5.9, Llama 3.1 70B on 8 x H100 SXM, TP 8; its sources in the
// README): the run is stored with the TP and version its server_info gives, beside what the options
// say, and its figures as the file writes them.
TEST_F(ImportRuns, APublishedSglangFileIsStored) {
    const auto r = run(db() + " catalog import-runs " + file("sglang-published-llama-3.1-70b-8x-h100.jsonl") +
                       " --gpu h100-sxm --gpus 8 --model llama-3.1-70b");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto list = runs();
    ASSERT_EQ(list.size(), 1u) << list.dump();
    const auto& a = list[0];
    EXPECT_EQ(a["engine"], "sglang");
    EXPECT_EQ(a["engine_version"], "0.5.9");
    EXPECT_EQ(a["tensor_parallel"], 8);
    EXPECT_EQ(a["concurrency"], 100);
    EXPECT_EQ(a["precision"], "bf16");
    EXPECT_DOUBLE_EQ(a["ttft_mean_ms"].get<double>(), 1494.0877327811904); // the README's 1,494 ms
    EXPECT_DOUBLE_EQ(a["tpot_p50_ms"].get<double>(), 26.882141415315033);
}
