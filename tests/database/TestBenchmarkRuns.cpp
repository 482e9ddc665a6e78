// A team's measured serving runs (schema 13, benchmark_runs) on real files: the migration from a
// schema-12 file, the schema's and the store's checks, edits with their revisions, what a run names
// kept from deletion, CSV and JSON round trips, bad rows named, a second process seeing a run, and
// the built-in defaults (which hold no runs) merged without touching the team's.
#include "EmptyStore.h"
#include "common/TempDir.h"
#include "database/CatalogStore.h"

#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

using namespace gpuplan;
using gpuplan::test::messageOf;
using gpuplan::test::problemsOf;
using gpuplan::test::TempDir;
using gpuplan::test::writeAll;
namespace fs = std::filesystem;

namespace {

// A vLLM run of Llama-3.1-8B on one H100 with every figure set, text CSV files get wrong included.
BenchmarkRun measured() {
    BenchmarkRun r;
    r.engine = "vllm";
    r.engine_version = "0.11.0";
    r.model_id = "llama-3.1-8b";
    r.gpu_id = "h100-sxm";
    r.gpu_count = 2;
    r.tensor_parallel = 2;
    r.precision = "bf16";
    r.kv_precision = "fp8";
    r.prompt_tokens = 1024;
    r.output_tokens = 128.5;
    r.concurrency = 16;
    r.request_rate = 4.5;
    r.requests = 200;
    r.ttft = {31.25, 30.0, 40.0, 45.5, 60.125};
    r.tpot = {8.4, 8.3, std::nullopt, std::nullopt, 9.9};
    r.itl = {8.5, 8.2, std::nullopt, 9.0, 12.0000000000001}; // read back exactly
    r.output_tokens_per_s = 1712.75;
    r.date = "2026-11-30";
    r.source = "vllm-run.json, \"our\" cluster";
    r.notes = "line one\nline two; ünïcödé";
    return r;
}

std::string joined(const std::vector<std::string>& v) {
    std::string all;
    for (const auto& s : v)
        all += s + "\n";
    return all;
}

} // namespace

// A schema-12 file (before the runs) opens at schema 13 with its rows and an empty table that takes
// runs at once.
TEST(BenchmarkRuns, MigrationFromASchema12FileKeepsItsData) {
    TempDir dir;
    const fs::path file = dir / "catalog.sqlite";
    {
        CatalogStore::Options o;
        o.target_version = 12;
        o.seed_defaults = false;
        CatalogStore::open(file, o);
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
        db.exec("INSERT INTO currencies (code, name) VALUES ('EUR', 'Euro')");
        db.exec("INSERT INTO gpus (id, vendor, name, vram_bytes, memory_bandwidth_bytes_per_s, source) "
                "VALUES ('old-gpu', 'NVIDIA', 'Old GPU', 1000, 2000, 'v12 file')");
        EXPECT_EQ(db.execAndGet("PRAGMA user_version").getInt(), 12);
        EXPECT_EQ(db.execAndGet("SELECT count(*) FROM sqlite_master WHERE name = 'benchmark_runs'").getInt(),
                  0);
    }
    auto store = CatalogStore::open(file);
    EXPECT_EQ(store.schemaVersion(), 13);
    EXPECT_EQ(store.schemaVersion(), CatalogStore::latestSchemaVersion());
    ASSERT_TRUE(store.migrationBackup());
    EXPECT_NE(store.migrationBackup()->filename().string().find("bak-v12-"), std::string::npos);
    ASSERT_EQ(store.load().gpus.size(), 1u);
    EXPECT_TRUE(store.load().benchmark_runs.empty());
    store.addNewDefaults(); // the built-in models and GPUs the run names
    EXPECT_TRUE(store.findGpu("old-gpu"));
    const std::int64_t id = store.add(measured());
    EXPECT_GT(id, 0);
    BenchmarkRun want = measured();
    want.id = id;
    EXPECT_EQ(store.load().benchmark_runs, std::vector<BenchmarkRun>{want});
    EXPECT_EQ(store.findBenchmarkRun(id)->revision, 1);
}

// The built-in catalog ships no runs: they are a team's own.
TEST(BenchmarkRuns, TheDefaultCatalogHoldsNone) {
    TempDir dir;
    EXPECT_TRUE(CatalogStore::open(dir / "c.sqlite").load().benchmark_runs.empty());
}

// The schema refuses what the store would refuse, even written past the store.
TEST(BenchmarkRuns, TheSchemaChecksCountsLengthsLatenciesAndDate) {
    TempDir dir;
    const fs::path file = dir / "c.sqlite";
    CatalogStore::open(file);
    SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
    db.exec("PRAGMA foreign_keys = ON");
    const auto insert = [&](const std::string& values) {
        return "INSERT INTO benchmark_runs (engine, model_id, gpu_id, gpu_count, tensor_parallel, precision, "
               "prompt_tokens, output_tokens, concurrency, ttft_p50_ms, date, source) VALUES (" +
               values + ")";
    };
    EXPECT_NO_THROW(db.exec(insert("'vllm', 'llama-3.1-8b', 'h100-sxm', 8, 4, 'fp8', 1024, 128, 16, 30, "
                                   "'2026-01-02', 's'")));
    const char* bad[] = {
        "'vllm', 'llama-3.1-8b', 'h100-sxm', 0, 1, 'fp8', 1024, 128, 16, 30, '2026-01-02', 's'", // no GPU
        "'vllm', 'llama-3.1-8b', 'h100-sxm', 2, 4, 'fp8', 1024, 128, 16, 30, '2026-01-02', 's'", // TP > GPUs
        "'vllm', 'llama-3.1-8b', 'h100-sxm', 2, 0, 'fp8', 1024, 128, 16, 30, '2026-01-02', 's'", // TP 0
        "'vllm', 'llama-3.1-8b', 'h100-sxm', 1, 1, 'fp8', 0, 128, 16, 30, '2026-01-02', 's'",    // no prompt
        "'vllm', 'llama-3.1-8b', 'h100-sxm', 1, 1, 'fp8', 1024, -1, 16, 30, '2026-01-02', 's'",  // output
        "'vllm', 'llama-3.1-8b', 'h100-sxm', 1, 1, 'fp8', 1024, 128, 0, 30, '2026-01-02', 's'",  // clients
        "'vllm', 'llama-3.1-8b', 'h100-sxm', 1, 1, 'fp8', 1024, 128, 16, -3, '2026-01-02', 's'", // TTFT
        "'vllm', 'llama-3.1-8b', 'h100-sxm', 1, 1, 'fp8', 1024, 128, 16, 30, '2/1/2026', 's'",   // date
        "'vllm', 'no-model', 'h100-sxm', 1, 1, 'fp8', 1024, 128, 16, 30, '2026-01-02', 's'",     // model
        "'vllm', 'llama-3.1-8b', 'no-gpu', 1, 1, 'fp8', 1024, 128, 16, 30, '2026-01-02', 's'",   // GPU
        "'vllm', 'llama-3.1-8b', 'h100-sxm', 1, 1, 'fp8', 1024, 128, 16, 30, '2026-01-02', ''",  // source
    };
    for (const char* values : bad)
        EXPECT_THROW(db.exec(insert(values)), SQLite::Exception) << values;
    EXPECT_EQ(db.execAndGet("SELECT count(*) FROM benchmark_runs").getInt(), 1);
}

// The store refuses what the table's checks refuse, naming the field, and nothing is written.
TEST(BenchmarkRuns, TheStoreRefusesABadRunAndSaysWhy) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    BenchmarkRun r = measured();
    r.engine = "ollama";
    r.precision = "fp7";
    r.prompt_tokens = 0;
    r.ttft.p50_ms = -1;
    r.date = "2026-13-01";
    const std::string all = joined(store.problemsToAdd(r));
    EXPECT_NE(all.find("engine must be one of vllm, sglang, trtllm, llama.cpp, transformers"),
              std::string::npos)
        << all;
    EXPECT_NE(all.find("precision must be one of"), std::string::npos) << all;
    EXPECT_NE(all.find("prompt_tokens must be positive"), std::string::npos) << all;
    EXPECT_NE(all.find("ttft_p50_ms must not be negative, got -1"), std::string::npos) << all;
    EXPECT_NE(all.find("date must be a date YYYY-MM-DD, got '2026-13-01'"), std::string::npos) << all;
    EXPECT_THROW(store.add(r), InputError);
    r = measured(); // once every cell is good, what the cells say together
    r.gpu_count = 4;
    r.tensor_parallel = 3;
    EXPECT_NE(joined(store.problemsToAdd(r)).find("tensor_parallel 3 must divide gpu_count 4"),
              std::string::npos);
    r.tensor_parallel = 8;
    EXPECT_NE(joined(store.problemsToAdd(r)).find("tensor_parallel 8 must divide gpu_count 4"),
              std::string::npos);
    r = measured();
    r.gpu_id = "no-such-gpu";
    EXPECT_NE(
        messageOf([&] { store.add(r); }).find("gpu_id must name a GPU of the catalog, got 'no-such-gpu'"),
        std::string::npos);
    r = measured();
    r.concurrency.reset();
    r.request_rate.reset();
    r.ttft = {};
    r.tpot = {};
    r.itl = {};
    r.output_tokens_per_s.reset();
    const std::string unmeasured = joined(store.problemsToAdd(r));
    EXPECT_NE(unmeasured.find("a run needs its load"), std::string::npos) << unmeasured;
    EXPECT_NE(unmeasured.find("a run needs a measured figure"), std::string::npos) << unmeasured;
    // Several runs are all or nothing: the second's problem names it, and the first is not written.
    r = measured();
    r.tensor_parallel = 4;
    const std::string msg = messageOf([&] { store.addAll({measured(), r}); });
    EXPECT_NE(msg.find("benchmark run 2 of 2: tensor_parallel 4 must divide gpu_count 2"), std::string::npos)
        << msg;
    EXPECT_TRUE(store.load().benchmark_runs.empty());
    EXPECT_EQ(store.addAll({measured(), measured()}).size(), 2u);
    EXPECT_EQ(store.load().benchmark_runs.size(), 2u);
}

// Edits keep their revision checks and count as edits; a GPU or model a run names is not deleted; a
// second process sees the run.
TEST(BenchmarkRuns, EditsAreCheckedAndWhatARunNamesStays) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    const std::int64_t before = store.dataRevision();
    const std::int64_t id = store.add(measured());
    EXPECT_EQ(store.dataRevision(), before + 1);
    auto other = CatalogStore::open(dir / "c.sqlite"); // another process's view of the file
    ASSERT_TRUE(other.findBenchmarkRun(id));
    EXPECT_EQ(other.findBenchmarkRun(id)->value.engine_version, "0.11.0");

    auto row = store.findBenchmarkRun(id);
    row->value.tpot.p50_ms = 9.1;
    store.update(row->value, row->revision);
    EXPECT_EQ(store.findBenchmarkRun(id)->value.tpot.p50_ms, 9.1);
    EXPECT_EQ(other.findBenchmarkRun(id)->revision, 2);
    EXPECT_THROW(store.update(row->value, row->revision), ConflictError); // revision 1 is gone
    row->value.gpu_count = 0;
    EXPECT_THROW(store.update(row->value, store.findBenchmarkRun(id)->revision), InputError);

    // Gaudi 2 and Qwen2.5-7B: a GPU without prices or offers, a model without API prices.
    BenchmarkRun gaudi = measured();
    gaudi.gpu_id = "gaudi2";
    gaudi.model_id = "qwen2.5-7b";
    const std::int64_t gaudi_id = store.add(gaudi);
    const std::string gpu = messageOf([&] { store.deleteGpu("gaudi2", store.findGpu("gaudi2")->revision); });
    EXPECT_EQ(gpu,
              "GPU 'gaudi2' is still named by 1 benchmark run(s); delete them or change their gpu_id first");
    EXPECT_TRUE(store.findGpu("gaudi2"));
    const std::string model =
        messageOf([&] { store.deleteModel("qwen2.5-7b", store.findModel("qwen2.5-7b")->revision); });
    EXPECT_EQ(model, "model 'qwen2.5-7b' is still named by 1 benchmark run(s); delete them or change their "
                     "model_id first");
    EXPECT_TRUE(store.findModel("qwen2.5-7b"));
    store.deleteBenchmarkRun(gaudi_id, 1);

    EXPECT_THROW(store.deleteBenchmarkRun(id, 1), ConflictError);
    store.deleteBenchmarkRun(id, store.findBenchmarkRun(id)->revision);
    EXPECT_FALSE(store.findBenchmarkRun(id));
    EXPECT_FALSE(other.findBenchmarkRun(id));
}

TEST(BenchmarkRuns, CsvAndJsonRoundTripTheRuns) {
    TempDir dir;
    auto a = CatalogStore::open(dir / "a.sqlite");
    a.add(measured());
    BenchmarkRun sparse = measured(); // what a file often leaves out
    sparse.engine = "llama.cpp";
    sparse.engine_version.clear();
    sparse.kv_precision.clear();
    sparse.gpu_count = 1;
    sparse.tensor_parallel = 1;
    sparse.request_rate.reset();
    sparse.requests.reset();
    sparse.ttft = {std::nullopt, 46.3, std::nullopt, std::nullopt, std::nullopt};
    sparse.tpot = {};
    sparse.itl = {};
    sparse.output_tokens_per_s.reset();
    a.add(sparse);
    const auto runs = a.load().benchmark_runs;
    ASSERT_EQ(runs.size(), 2u);
    a.exportTo(dir / "csv", ExportFormat::Csv);
    EXPECT_TRUE(fs::exists(dir / "csv" / "benchmark_runs.csv"));
    auto b = CatalogStore::open(dir / "b.sqlite");
    b.importPath(dir / "csv" / "benchmark_runs.csv");
    EXPECT_EQ(b.load().benchmark_runs, runs);
    const auto json = a.exportTo(dir / "json", ExportFormat::Json);
    auto c = CatalogStore::open(dir / "c.sqlite");
    c.importPath(json.at(0));
    EXPECT_EQ(c.load().benchmark_runs, runs);
    // Importing the same file again adds nothing: the runs keep their ids.
    for (const auto& t : a.importPath(dir / "csv" / "benchmark_runs.csv").tables) {
        EXPECT_EQ(t.added, 0) << t.table;
        EXPECT_EQ(t.updated, 0) << t.table;
    }
    EXPECT_EQ(a.load().benchmark_runs, runs);
}

// Every bad row of a benchmark_runs.csv is listed with its line and field; nothing is imported.
TEST(BenchmarkRuns, BadRowsAreListedWithTheirRowAndField) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    const std::string header = "engine,model_id,gpu_id,gpu_count,tensor_parallel,precision,prompt_tokens,"
                               "output_tokens,concurrency,tpot_p50_ms,date,source\n";
    writeAll(dir / "benchmark_runs.csv",
             header + "vllm,llama-3.1-8b,h100-sxm,1,1,bf16,1024,128,8,7.5,2026-01-05,run.json\n"  // line 2
                      "vllm,llama-3.1-8b,h100-sxm,2,4,bf16,1024,128,8,7.5,2026-01-05,run.json\n"  // 3
                      "vllm,llama-3.1-8b,h100-sxm,1,1,bf16,1024,128,8,-7.5,2026-01-05,run.json\n" // 4
                      "vllm,llama-9,h100-sxm,1,1,bf16,1024,128,8,7.5,2026-01-05,run.json\n"       // 5
                      "vllm,llama-3.1-8b,h100-sxm,1,1,bf16,1024,128,8,7.5,tomorrow,run.json\n");  // 6
    const auto errors = problemsOf([&] { store.importPath(dir / "benchmark_runs.csv"); });
    ASSERT_EQ(errors.size(), 4u) << joined(errors);
    EXPECT_EQ(errors[0], "benchmark_runs.csv line 3: tensor_parallel 4 must divide gpu_count 2");
    EXPECT_EQ(errors[1], "benchmark_runs.csv line 4: tpot_p50_ms must not be negative, got -7.5");
    EXPECT_EQ(errors[2],
              "benchmark_runs.csv line 5: model_id must name a model of the catalog, got 'llama-9'");
    EXPECT_EQ(errors[3], "benchmark_runs.csv line 6: date must be a date YYYY-MM-DD, got 'tomorrow'");
    EXPECT_TRUE(store.load().benchmark_runs.empty()); // the good row was not imported either
}

// The built-in rows merged into a file keep the team's runs as they are.
TEST(BenchmarkRuns, MergingTheDefaultsKeepsTheTeamsRuns) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    store.add(measured());
    const auto runs = store.load().benchmark_runs;
    const auto merge = store.addNewDefaults();
    for (const auto& t : merge.tables)
        if (t.table == "benchmark_runs") {
            EXPECT_EQ(t.added, 0);
            EXPECT_EQ(t.updated, 0);
        }
    EXPECT_EQ(store.load().benchmark_runs, runs);
}
