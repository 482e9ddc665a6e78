// Issue 34 through the real executable: every example of "text valid and inert", "values exactly
// as given, or refused", "no impossible plan answered" and the two file system failures gets a
// clear refusal (exit 2, what and where) or a correct answer; nothing writes and then fails.
#include "CliRunner.h"
#include "common/TempDir.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sqlite3.h>

#include <filesystem>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

namespace fs = std::filesystem;
using gpuplan::test::CliResult;
using gpuplan::test::TempDir;

namespace {

class Refusals : public ::testing::Test {
protected:
    void SetUp() override { ::chmod(dir_.path().c_str(), 0755); }
    // A command on this test's own catalog (created from the defaults by the first command).
    CliResult run(const std::string& args, bool with_stderr = true) const {
        return gpuplan::test::runCli(args, "GPU_PLANNER_DB=" + db().string(), with_stderr);
    }
    fs::path db() const { return dir_ / "catalog.sqlite"; }
    // The command is refused, exit 2 (not an internal error), with `part` in what it says.
    void expectRefused(const std::string& args, const std::string& part) const {
        const CliResult r = run(args);
        EXPECT_EQ(r.code, 2) << args << "\n" << r.out;
        EXPECT_NE(r.out.find(part), std::string::npos) << args << "\n" << r.out;
    }
    std::size_t prices() const {
        const auto r = run("catalog list prices --json", false);
        return nlohmann::json::parse(r.out).size();
    }
    // Text put into the file as a former version let it in (past the store's checks).
    void storeRaw(const std::string& sql) const {
        sqlite3* db_handle = nullptr;
        ASSERT_EQ(sqlite3_open(db().c_str(), &db_handle), SQLITE_OK);
        EXPECT_EQ(sqlite3_exec(db_handle, sql.c_str(), nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(db_handle);
    }
    TempDir dir_;
};

bool has(const CliResult& r, const std::string& part) {
    return r.out.find(part) != std::string::npos;
}

// As root (who may write anything), the command runs as the unprivileged "nobody".
std::string unprivileged() {
    return ::geteuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups" : "";
}

// One word for the shell, its bytes as they are (single quotes pass every byte but a quote).
std::string quoted(const std::string& bytes) {
    return "'" + bytes + "'";
}

} // namespace

TEST_F(Refusals, InvalidUtf8IsRefusedByEveryAddAndNothingIsWritten) {
    const std::size_t before = prices();
    // `catalog add-price rtx-4090 100 USD --source $'bad\xffutf8'` was stored, and poisoned every --json.
    expectRefused("catalog add-price rtx-4090 100 USD --source " + quoted("bad\xffutf8") + " --json",
                  "source is not valid UTF-8 (byte 0xFF at byte 3), got 'bad\\xffutf8'");
    EXPECT_EQ(prices(), before);
    expectRefused("catalog add-api-price x-model Provider " + quoted("M\xff") + " 1 2 USD --source s",
                  "model is not valid UTF-8");
    // --json of a good row: the row, once, exit 0.
    const auto r = run("catalog add-price rtx-4090 100 USD --source shop --date 2025-01-02 --json", false);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_EQ(nlohmann::json::parse(r.out)["source"], "shop");
    EXPECT_EQ(prices(), before + 1);
}

TEST_F(Refusals, ControlCharactersAreRefusedAtTheFlagAndFromACsv) {
    const std::string escapes = "\x1b[31mred\x1b]0;pwned\x07";
    expectRefused("catalog add-price rtx-4090 100 USD --source " + quoted(escapes),
                  "source holds the control character U+001B at byte 0");
    fs::create_directories(dir_ / "in");
    dir_.write("in/prices.csv", "gpu_id,amount,currency,date,condition,source\n"
                                "rtx-4090,1500,EUR,2025-01-02,new,\"" +
                                    escapes + "\"\n");
    const auto r = run("catalog import " + (dir_ / "in").string());
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_TRUE(has(r, "prices.csv line 2: source holds the control character U+001B at byte 0")) << r.out;
    EXPECT_EQ(r.out.find('\x1b'), std::string::npos); // the refusal itself is inert
}

TEST_F(Refusals, ACatalogAFormerVersionPoisonedStillListsAndPrintsInert) {
    ASSERT_EQ(run("catalog add-price rtx-4090 100 USD --source clean --date 2025-01-02").code, 0);
    storeRaw("UPDATE gpu_prices SET source = 'bad' || char(27) || ']0;pwned' || char(7) || "
             "CAST(x'ff' AS TEXT) WHERE source = 'clean'");
    // --json: no type_error 316, the byte as U+FFFD; the ESC escaped by JSON itself.
    for (const char* command : {"catalog list prices --json", "catalog show rtx-4090 --json"}) {
        const auto r = run(command, false);
        EXPECT_EQ(r.code, 0) << command << "\n" << r.out;
        EXPECT_TRUE(nlohmann::json::accept(r.out)) << command;
        EXPECT_TRUE(has(r, "bad\\u001b]0;pwned\\u0007\xef\xbf\xbd")) << command << "\n" << r.out;
    }
    // Tables: what a terminal would obey, escaped.
    for (const char* command : {"catalog list prices", "catalog show rtx-4090"}) {
        const auto r = run(command);
        EXPECT_EQ(r.code, 0) << command;
        EXPECT_EQ(r.out.find('\x1b'), std::string::npos) << command;
        EXPECT_EQ(r.out.find('\x07'), std::string::npos) << command;
        EXPECT_TRUE(has(r, "\\u001b]0;pwned")) << command << "\n" << r.out;
    }
    auto r = run("catalog export " + (dir_ / "out").string() + " --format json");
    EXPECT_EQ(r.code, 0) << r.out;
    r = run("catalog export " + (dir_ / "csv").string());
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_EQ(gpuplan::test::readAll(dir_ / "csv" / "prices.csv").find('\x1b'), std::string::npos);
}

TEST_F(Refusals, ResetInAFolderThisUserCannotWriteSaysSoAndKeepsTheCatalog) {
    const fs::path folder = dir_ / "shared";
    fs::create_directories(folder);
    const fs::path file = folder / "catalog.sqlite";
    ASSERT_EQ(gpuplan::test::runCli("--db " + file.string() + " catalog list gpus").code, 0);
    ::chmod(file.c_str(), 0644);
    ::chmod(folder.c_str(), 0555);
    const auto r = gpuplan::test::runCli("--db " + file.string() + " catalog reset", unprivileged());
    ::chmod(folder.c_str(), 0755);
    EXPECT_EQ(r.code, 2) << r.out; // was "internal error", exit 1
    EXPECT_TRUE(has(r, "cannot reset the catalog " + file.string() + ": its folder " + folder.string() +
                           " is not writable by this user (Permission denied); nothing was changed"))
        << r.out;
    EXPECT_FALSE(has(r, "damaged")) << r.out; // the healthy file is not called damaged
    EXPECT_FALSE(has(r, "internal error")) << r.out;
    std::size_t entries = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(folder))
        ++entries;
    EXPECT_EQ(entries, 1u); // the catalog alone, not moved aside
}

TEST_F(Refusals, ImportOfAFolderThisUserCannotReadSaysSo) {
    const fs::path folder = dir_ / "unreadable";
    fs::create_directories(folder);
    dir_.write("unreadable/prices.csv", "gpu_id,amount,currency,source\nrtx-4090,1,EUR,s\n");
    ::chmod(folder.c_str(), 0000);
    ::chmod(dir_.path().c_str(), 0777);
    const auto r = gpuplan::test::runCli(
        "--db " + (dir_ / "nobody.sqlite").string() + " catalog import " + folder.string(), unprivileged());
    ::chmod(folder.c_str(), 0755);
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_TRUE(has(r, folder.string() + ": cannot read this folder: Permission denied")) << r.out;
    EXPECT_FALSE(has(r, "internal error")) << r.out;
}

TEST_F(Refusals, NumbersAreDecimalAsWrittenOrRefused) {
    // 0x1p4, 0x2 and 0x64 were read as 16, 2 and 100.
    const std::string breakeven = "breakeven --gpu rtx-4090 ";
    expectRefused(breakeven + "--price 0x1p4 --cloud-rate 2 --hours-per-month 100",
                  "--price: must be a decimal number, got '0x1p4'");
    expectRefused(breakeven + "--price 1800 --cloud-rate 0x2 --hours-per-month 100",
                  "--cloud-rate: must be a decimal number, got '0x2'");
    expectRefused(breakeven + "--price 1800 --cloud-rate 2 --hours-per-month 0x64",
                  "--hours-per-month: must be a decimal number, got '0x64'");
    // An empty string meant "not given".
    expectRefused(breakeven + "--price '' --cloud-rate 2 --hours-per-month 100",
                  "--price: must be a decimal number, got ''");
    expectRefused("fit --model mistral-7b --batch 0x10 --vram 24GB",
                  "--batch: must be a whole decimal number, got '0x10'");
    // A leading zero is not octal: --batch 010 is ten sequences.
    const auto r = run("fit --model mistral-7b --batch 010 --vram 80GB --json", false);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_EQ(nlohmann::json::parse(r.out)["batch"], 10);
}

TEST_F(Refusals, ErrorsQuoteTheValueTheUserWrote) {
    expectRefused("fit --model mistral-7b --vram 1e30GB",
                  "--vram: size must be at most 18 EB (1.8e19 bytes), got '1e30GB'");
    dir_.write("config.json", R"({"model_type":"llama","hidden_size":4096,"num_hidden_layers":32,
        "num_attention_heads":32,"num_key_value_heads":8,"intermediate_size":14336,
        "vocab_size":18446744073709551615,"max_position_embeddings":8192})");
    expectRefused("fit --model " + (dir_ / "config.json").string() + " --vram 24GB",
                  "vocab_size must be between 1 and 100000000, got 18446744073709551615");
    // A NUL in model_type: refused, not printed.
    dir_.write("nul.json", "{\"model_type\":\"lla\\u0000ma\",\"hidden_size\":4096,\"num_hidden_layers\":32,"
                           "\"num_attention_heads\":32,\"num_key_value_heads\":8,\"intermediate_size\":14336,"
                           "\"vocab_size\":32000,\"max_position_embeddings\":8192}");
    expectRefused("fit --model " + (dir_ / "nul.json").string() + " --vram 24GB",
                  "nul.json: field 'model_type' holds the control character U+0000 at byte 3");
}

TEST_F(Refusals, ANonFiniteSpeedNamesTheCatalogFigure) {
    fs::create_directories(dir_ / "slow");
    dir_.write("slow/gpus.csv",
               "id,vendor,name,vram_bytes,memory_bandwidth_bytes_per_s,bf16_tensor_flops,source\n"
               "slow-gpu,X,Slow,24000000000,1e-300,1e14,test\n");
    ASSERT_EQ(run("catalog import " + (dir_ / "slow").string()).code, 0);
    // It printed "-nan" tokens/s and 0.000 per million, exit 0; throughput "inf" hours a job.
    const std::string said =
        "catalog: GPU 'slow-gpu': the speed of mistral-7b on Slow is not a finite number: "
        "check the GPU's figures in the catalog (memory bandwidth 1e-300 B/s";
    expectRefused("serve --model mistral-7b --gpu slow-gpu --users 4", said);
    expectRefused("throughput --model mistral-7b --gpu slow-gpu", said);
}

TEST_F(Refusals, ImportFilesAreCheckedAsAWhole) {
    dir_.write("catalog.json", R"({"format":"gpu-planner-catalog","format_version":999,"prices":[]})");
    expectRefused("catalog import " + (dir_ / "catalog.json").string(),
                  "catalog.json: format_version 999 is not one this version of GPU Planner reads");
    fs::create_directories(dir_ / "dup");
    dir_.write("dup/prices.csv",
               "id,gpu_id,amount,currency,date,condition,source\n"
               "9001,rtx-4090,1500,EUR,2025-01-02,new,a\n9001,rtx-4090,1600,EUR,2025-01-02,new,b\n");
    expectRefused("catalog import " + (dir_ / "dup").string(),
                  "prices.csv line 3: id 9001 appears twice in this file (first at prices.csv line 2)");
    fs::create_directories(dir_ / "cur");
    dir_.write("cur/currencies.csv", "code,name\nXXX,No currency\n");
    expectRefused("catalog import " + (dir_ / "cur").string(),
                  "currencies.csv line 2: code must be the ISO 4217 code of a currency, got 'XXX'");
    // A model whose layers contradict its own config.json: the export of mistral-7b, edited.
    ASSERT_EQ(run("catalog export " + (dir_ / "ex").string()).code, 0);
    const std::string models = gpuplan::test::readAll(dir_ / "ex" / "models.csv");
    const auto row = models.find("\r\nmistral-7b,");
    ASSERT_NE(row, std::string::npos);
    const auto layers = models.find(",32,", row); // the row's layers, the first 32 after its family
    ASSERT_NE(layers, std::string::npos);
    fs::create_directories(dir_ / "model");
    dir_.write("model/models.csv",
               models.substr(0, models.find("\r\n") + 2) + models.substr(row + 2, layers - row - 2) + ",40," +
                   models.substr(layers + 4, models.find("\r\n", row + 2) - layers - 4) + "\r\n");
    expectRefused("catalog import " + (dir_ / "model").string(),
                  "layers 40 contradicts the 32 of its hf_config");
}

TEST_F(Refusals, ServingRequestsLongerThanTheEngineOrTheModelAdmitsAreRefused) {
    // It reported 429 sequences at once and 62 ms TTFT.
    expectRefused(
        "serve --model llama-3.1-8b --gpu h100-sxm --max-model-len 512 --prompt-tokens 1000 --users 10",
        "a request of 1250 tokens (1000 in, 250 out) is longer than max_model_len 512");
    // Llama 3.1 8B's context is 131,072 tokens (its config.json); it said fits: true.
    expectRefused("serve --model llama-3.1-8b --gpu h100-sxm --prompt-tokens 200000 --json",
                  "a request of 200250 tokens (200000 in, 250 out) is longer than the 131072 tokens of "
                  "llama-3.1-8b's context");
}

TEST_F(Refusals, TensorParallelDegreesBeyondTheLimitOrSplittingNoHeadsAreRefused) {
    // It planned TP 100,000 over 12,500 nodes.
    expectRefused("fit --model mistral-7b --gpu h100-sxm --gpus 100000 --strategy tp",
                  "a tensor-parallel degree of 100000 is above the limit of 1024");
    // Mistral 7B has 32 attention heads (its config.json): 7 GPUs cannot split them.
    expectRefused("fit --model mistral-7b --gpu h100-sxm --gpus 7 --strategy tp",
                  "a tensor-parallel degree of 7 does not divide the 32 attention heads of mistral-7b");
    expectRefused("serve --model mistral-7b --gpu h100-sxm --gpus 7 --tp 7",
                  "--tp: a tensor-parallel degree of 7 does not divide the 32 attention heads");
    expectRefused("serve --model mistral-7b --gpu h100-sxm --tp 2048",
                  "--tp: must be between 1 and 1024, got 2048");
    EXPECT_EQ(run("fit --model mistral-7b --gpu h100-sxm --gpus 8 --strategy tp").code, 0);
}
