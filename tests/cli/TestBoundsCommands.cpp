// The issue's reproductions, run on the real executable: deeply nested and
// oversized inputs, requests that would enumerate without end, and outputs that
// would destroy an input. Each is a clear error (exit 2) with nothing written.
#include "CliRunner.h"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>

namespace fs = std::filesystem;

namespace {

using gpuplan::test::CliResult;
using gpuplan::test::runCli;

std::string nested(std::size_t depth) {
    return std::string(depth, '[') + std::string(depth, ']');
}

class Bounds : public ::testing::Test {
protected:
    void SetUp() override {
        std::random_device rd;
        dir_ = fs::temp_directory_path() / ("gpuplan-bounds-" + std::to_string(rd()) + std::to_string(rd()));
        fs::create_directories(dir_);
    }
    void TearDown() override {
        std::error_code ec;
        fs::remove_all(dir_, ec);
    }
    std::string db() const { return "--db " + (dir_ / "c.sqlite").string(); }
    fs::path path(const std::string& name) const { return dir_ / name; }
    fs::path write(const std::string& name, const std::string& text) const {
        std::ofstream(dir_ / name, std::ios::binary) << text;
        return dir_ / name;
    }
    static std::string read(const fs::path& p) {
        std::ifstream in(p, std::ios::binary);
        std::stringstream ss;
        ss << in.rdbuf();
        return ss.str();
    }
    fs::path dir_;
};

// python3 -c "N=80000;print('{\"version\":1,\"workload\":{\"batch\":'+'['*N+']'*N+'}}')" > d.gpuplan
std::string deepScenario() {
    return "{\"version\":1,\"workload\":{\"batch\":" + nested(80'000) + "}}\n";
}

const char* kGuide = R"({"version": 1, "name": "s", "workload": {"model": "mistral-7b", "task": "inference"},
  "hardware": {"gpu": "h100-sxm"}})";

} // namespace

// gpu-planner scenario run d.gpuplan: was SIGSEGV (exit 139).
TEST_F(Bounds, DeeplyNestedScenarioRun) {
    const auto d = write("d.gpuplan", deepScenario());
    const CliResult r = runCli(db() + " scenario run " + d.string());
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("d.gpuplan: lists and objects are nested more than 64 levels deep"),
              std::string::npos)
        << r.out;
}

// gpu-planner report d.gpuplan -o out.pdf: was SIGSEGV; no PDF is written.
TEST_F(Bounds, DeeplyNestedScenarioReport) {
    const auto d = write("d.gpuplan", deepScenario());
    const CliResult r = runCli(db() + " report " + d.string() + " -o " + path("out.pdf").string());
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("nested more than 64 levels deep"), std::string::npos) << r.out;
    EXPECT_FALSE(fs::exists(path("out.pdf")));
}

// gpu-planner catalog import catalog.json with a nested "amount": was SIGSEGV; nothing imported.
TEST_F(Bounds, DeeplyNestedCatalogImport) {
    ASSERT_EQ(runCli(db() + " catalog list prices --json").code, 0);
    const auto before = runCli(db() + " catalog list prices --json").out;
    const auto f =
        write("catalog.json", R"({"format": "gpu-planner-catalog", "prices": [{"gpu_id": "rtx-4090", )"
                              R"("amount": )" +
                                  nested(80'000) + R"(, "currency": "EUR"}]})");
    const CliResult r = runCli(db() + " catalog import " + f.string());
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("catalog.json: lists and objects are nested more than 64 levels deep"),
              std::string::npos)
        << r.out;
    EXPECT_EQ(runCli(db() + " catalog list prices --json").out, before);
}

// gpu-planner fit --model config.json with a nested "hidden_size": was SIGSEGV.
TEST_F(Bounds, DeeplyNestedHfConfig) {
    const auto f = write("config.json", R"({"model_type": "llama", "hidden_size": )" + nested(80'000) + "}");
    const CliResult r = runCli(db() + " fit --model " + f.string() + " --gpu h100-sxm");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("nested more than 64 levels deep"), std::string::npos) << r.out;
}

// A scenario or config.json over 16 MB is refused before it is read.
TEST_F(Bounds, OversizedScenarioAndConfig) {
    const std::string padding(17 * 1024 * 1024, ' ');
    const auto s = write("big.gpuplan", "{\"version\": 1" + padding + "}");
    const CliResult r = runCli(db() + " scenario run " + s.string());
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("big.gpuplan: the file is 17.0 MB, more than the 16 MB allowed"), std::string::npos)
        << r.out;
    const auto c = write("config.json", "{\"model_type\": \"llama\"" + padding + "}");
    const CliResult f = runCli(db() + " fit --model " + c.string() + " --gpu h100-sxm");
    EXPECT_EQ(f.code, 2) << f.out;
    EXPECT_NE(f.out.find("more than the 16 MB allowed"), std::string::npos) << f.out;
}

// The 544-byte scenario (max_gpus 100000, every_count, top_k 1000000): was 20 s / 2.1 GB in
// `scenario run` and 5 min / a 38,472-page PDF in `report`.
TEST_F(Bounds, GreedyScenarioIsRefusedAtOnce) {
    const auto s = write("greedy.gpuplan", R"({"version": 1, "name": "greedy",
  "workload": {"model": "mistral-7b", "task": "inference"}, "hardware": {"gpu": "h100-sxm"},
  "constraints": {"max_gpus": 100000, "every_count": true, "top_k": 1000000}})");
    const auto start = std::chrono::steady_clock::now();
    const CliResult r = runCli(db() + " scenario run " + s.string());
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("greedy.gpuplan: /constraints/top_k must be <= 1000, got 1000000"),
              std::string::npos)
        << r.out;
    const CliResult p = runCli(db() + " report " + s.string() + " -o " + path("r.pdf").string());
    EXPECT_EQ(p.code, 2) << p.out;
    EXPECT_NE(p.out.find("/constraints/top_k must be <= 1000"), std::string::npos) << p.out;
    EXPECT_FALSE(fs::exists(path("r.pdf")));
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(20));
    // every_count up to 100000 alone.
    const auto e =
        write("every.gpuplan", R"({"version": 1, "constraints": {"max_gpus": 100000, "every_count": true}})");
    const CliResult q = runCli(db() + " scenario run " + e.string());
    EXPECT_EQ(q.code, 2) << q.out;
    EXPECT_NE(q.out.find("at most 1024 with every count"), std::string::npos) << q.out;
}

TEST_F(Bounds, RecommendFlagsHonourTheCaps) {
    const CliResult top = runCli(db() + " recommend --model mistral-7b --task inference --top 1000000");
    EXPECT_EQ(top.code, 2) << top.out;
    EXPECT_NE(top.out.find("--top: must be between 1 and 1000, got 1000000"), std::string::npos) << top.out;
    const CliResult every =
        runCli(db() + " recommend --model mistral-7b --task inference --max-gpus 100000 --every-count");
    EXPECT_EQ(every.code, 2) << every.out;
    EXPECT_NE(every.out.find("--max-gpus: trying every GPU count up to 100000 is too much"),
              std::string::npos)
        << every.out;
    const CliResult many = runCli(db() + " recommend --model mistral-7b --task inference --max-gpus 200000");
    EXPECT_EQ(many.code, 2) << many.out;
    EXPECT_NE(many.out.find("--max-gpus: must be between 1 and 100000, got 200000"), std::string::npos)
        << many.out;
}

// A lora_targets list of a million names (the issue's was 200 MB: 37 s, 3 GB).
TEST_F(Bounds, HugeLoraTargetList) {
    std::string list = "[";
    for (int i = 0; i < 1'000'000; ++i)
        list += i ? ",\"q\"" : "\"q\"";
    list += "]";
    const auto s = write("lora.gpuplan",
                         R"({"version": 1, "workload": {"task": "lora", "lora_targets": )" + list + "}}");
    const auto start = std::chrono::steady_clock::now();
    const CliResult r = runCli(db() + " scenario run " + s.string());
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("/workload/lora_targets at most 64 LoRA target modules, got 1000000"),
              std::string::npos)
        << r.out;
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(10));
}

// gpu-planner --db c.sqlite report s.gpuplan -o c.sqlite: replaced the catalog with a PDF (exit 0).
TEST_F(Bounds, ReportRefusesToOverwriteTheCatalog) {
    ASSERT_EQ(runCli(db() + " catalog list gpus").code, 0);
    const auto s = write("s.gpuplan", kGuide);
    const std::string before = read(path("c.sqlite"));
    const CliResult r = runCli(db() + " report " + s.string() + " -o " + path("c.sqlite").string());
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("will not write " + path("c.sqlite").string() + ": it is the open catalog"),
              std::string::npos)
        << r.out;
    EXPECT_EQ(read(path("c.sqlite")), before);
    EXPECT_EQ(runCli(db() + " catalog list gpus").code, 0);
}

// ... -o s.gpuplan: overwrote the input scenario.
TEST_F(Bounds, ReportRefusesToOverwriteTheScenario) {
    const auto s = write("s.gpuplan", kGuide);
    const CliResult r = runCli(db() + " report " + s.string() + " -o " + s.string());
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("will not write " + s.string() + ": it is the file being read"), std::string::npos)
        << r.out;
    EXPECT_EQ(read(s), kGuide);
}

// Any other existing file that is not a PDF is kept; a PDF is replaced.
TEST_F(Bounds, ReportReplacesOnlyAPdf) {
    const auto s = write("s.gpuplan", kGuide);
    const auto notes = write("notes.txt", "keep me\n");
    const CliResult r = runCli(db() + " report " + s.string() + " -o " + notes.string());
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("it is not a PDF file (only a PDF file may be replaced)"), std::string::npos)
        << r.out;
    EXPECT_EQ(read(notes), "keep me\n");
    const auto pdf = write("old.pdf", "%PDF-1.4 an old report");
    const CliResult ok = runCli(db() + " report " + s.string() + " -o " + pdf.string());
    EXPECT_EQ(ok.code, 0) << ok.out;
    EXPECT_EQ(read(pdf).rfind("%PDF-", 0), 0u);
    EXPECT_NE(read(pdf), "%PDF-1.4 an old report");
}

// catalog export onto the catalog (its folder holds c.sqlite: the CSV names differ), or over
// files that are not CSV / JSON, writes nothing.
TEST_F(Bounds, ExportRefusesFilesOfAnotherKind) {
    ASSERT_EQ(runCli(db() + " catalog list gpus").code, 0);
    const auto out = dir_ / "out";
    fs::create_directories(out);
    const std::string pdf = "%PDF-1.4 not a table";
    std::ofstream(out / "prices.csv", std::ios::binary) << pdf;
    const CliResult r = runCli(db() + " catalog export " + out.string());
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("prices.csv: it is not a CSV file"), std::string::npos) << r.out;
    EXPECT_EQ(read(out / "prices.csv"), pdf);
    EXPECT_FALSE(fs::exists(out / "gpus.csv")); // checked before the first file is written
    std::ofstream(out / "catalog.json", std::ios::binary) << "id,name\n";
    const CliResult j = runCli(db() + " catalog export " + out.string() + " --format json");
    EXPECT_EQ(j.code, 2) << j.out;
    EXPECT_NE(j.out.find("catalog.json: it is not a JSON file"), std::string::npos) << j.out;
    // Its own earlier export is replaced.
    fs::remove(out / "prices.csv");
    fs::remove(out / "catalog.json");
    EXPECT_EQ(runCli(db() + " catalog export " + out.string()).code, 0);
    EXPECT_EQ(runCli(db() + " catalog export " + out.string()).code, 0);
}
