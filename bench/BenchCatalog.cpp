// Catalog performance budgets (docs/DESIGN.md): open + migrate + load the default
// catalog < 20 ms; a catalog with 100k price rows loads < 0.3 s; `fit` on a
// catalog of a million prices opens it and answers < 100 ms.
#include "cli/CliApp.h"
#include "database/CatalogStore.h"

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>
#include <benchmark/benchmark.h>

#include <cstdio>
#include <filesystem>
#include <random>
#include <sstream>

namespace fs = std::filesystem;
using gpuplan::CatalogStore;

namespace {

fs::path scratch(const std::string& name) {
    std::random_device rd;
    const fs::path dir = fs::temp_directory_path() / ("gpuplan-bench-" + std::to_string(rd()));
    fs::create_directories(dir);
    return dir / name;
}

void removeDir(const fs::path& file) {
    std::error_code ec;
    fs::remove_all(file.parent_path(), ec);
}

// Every start of the application: open the existing default catalog (integrity
// check, pragmas, migration check) and load it all.
void BM_OpenMigrateLoadDefault(benchmark::State& state) {
    const fs::path file = scratch("catalog.sqlite");
    { CatalogStore::open(file); }
    for (auto _ : state) {
        auto store = CatalogStore::open(file);
        benchmark::DoNotOptimize(store.load());
    }
    removeDir(file);
}
BENCHMARK(BM_OpenMigrateLoadDefault)->Unit(benchmark::kMillisecond);

// The first run: create the file, apply every migration, write the built-in defaults, load.
void BM_FirstRunCreateMigrateSeedLoad(benchmark::State& state) {
    const fs::path file = scratch("catalog.sqlite");
    for (auto _ : state) {
        state.PauseTiming();
        std::error_code ec;
        for (const char* suffix : {"", "-wal", "-shm"})
            fs::remove(file.string() + suffix, ec);
        state.ResumeTiming();
        auto store = CatalogStore::open(file);
        benchmark::DoNotOptimize(store.load());
    }
    removeDir(file);
}
BENCHMARK(BM_FirstRunCreateMigrateSeedLoad)->Unit(benchmark::kMillisecond);

// Opening a file one schema version behind: backup copy + migration + load.
void BM_OpenOlderSchemaMigrateLoad(benchmark::State& state) {
    const fs::path file = scratch("catalog.sqlite");
    for (auto _ : state) {
        state.PauseTiming();
        for (const auto& e : fs::directory_iterator(file.parent_path()))
            fs::remove(e.path());
        CatalogStore::Options o;
        o.target_version = CatalogStore::latestSchemaVersion() - 1;
        o.seed_defaults = false;
        { CatalogStore::open(file, o); }
        state.ResumeTiming();
        auto store = CatalogStore::open(file);
        benchmark::DoNotOptimize(store.load());
    }
    removeDir(file);
}
BENCHMARK(BM_OpenOlderSchemaMigrateLoad)->Unit(benchmark::kMillisecond);

void BM_Load100kPrices(benchmark::State& state) {
    const fs::path file = scratch("catalog.sqlite");
    { CatalogStore::open(file); }
    {
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
        db.exec("BEGIN");
        SQLite::Statement insert(db,
                                 "INSERT INTO gpu_prices (gpu_id, amount, currency, date, condition, source, "
                                 "notes) VALUES (?, ?, ?, ?, ?, ?, ?)");
        const char* gpus[] = {"rtx-4090", "h100-sxm", "mi300x", "a100-sxm4-80gb", "l40s"};
        for (int i = 0; i < 100'000; ++i) {
            insert.bind(1, gpus[i % 5]);
            insert.bind(2, 1000.0 + i % 997);
            insert.bind(3, i % 2 ? "EUR" : "USD");
            char date[16];
            std::snprintf(date, sizeof date, "2025-%02d-15", 1 + i % 12);
            insert.bind(4, date);
            insert.bind(5, i % 3 ? "new" : "used");
            insert.bind(6, "benchmark shop listing #" + std::to_string(i));
            insert.bind(7, "");
            insert.exec();
            insert.reset();
        }
        db.exec("COMMIT");
    }
    auto store = CatalogStore::open(file);
    std::size_t rows = 0;
    for (auto _ : state) {
        const auto catalog = store.load();
        rows = catalog.prices.size();
        benchmark::DoNotOptimize(rows);
    }
    state.counters["prices"] = static_cast<double>(rows);
    removeDir(file);
}
BENCHMARK(BM_Load100kPrices)->Unit(benchmark::kMillisecond);

// `gpu-planner --db C fit --model mistral-7b --vram 24GB` in-process, on a catalog of
// a million prices (~100 MB): the command opens the file (no full integrity check of
// a large file) and reads the one model row it needs, never the prices.
void BM_FitOnMillionPriceCatalog(benchmark::State& state) {
    const fs::path file = scratch("catalog.sqlite");
    { CatalogStore::open(file); }
    {
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
        db.exec("WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 999999) "
                "INSERT INTO gpu_prices (gpu_id, amount, currency, date, condition, source, notes) "
                "SELECT CASE i % 5 WHEN 0 THEN 'rtx-4090' WHEN 1 THEN 'h100-sxm' WHEN 2 THEN 'mi300x' "
                "WHEN 3 THEN 'a100-sxm4-80gb' ELSE 'l40s' END, 1000.0 + i % 997, "
                "CASE i % 2 WHEN 0 THEN 'USD' ELSE 'EUR' END, printf('2025-%02d-15', 1 + i % 12), "
                "CASE i % 3 WHEN 0 THEN 'used' ELSE 'new' END, 'benchmark shop listing #' || i, '' FROM n");
        db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    }
    const std::string db_path = file.string();
    const char* argv[] = {"gpu-planner", "--db",       db_path.c_str(), "fit",
                          "--model",     "mistral-7b", "--vram",        "24GB"};
    int code = 0;
    for (auto _ : state) {
        std::ostringstream out;
        std::ostringstream err;
        code = gpuplan::cli::runCli(static_cast<int>(std::size(argv)), argv, out, err);
        benchmark::DoNotOptimize(out);
    }
    if (code != 0)
        state.SkipWithError("fit failed");
    state.counters["file_MB"] = static_cast<double>(fs::file_size(file)) / 1e6;
    removeDir(file);
}
BENCHMARK(BM_FitOnMillionPriceCatalog)->Unit(benchmark::kMillisecond);

} // namespace
