// CSV and JSON import / export on real files.
#include "EmptyStore.h"
#include "common/TempDir.h"
#include "database/CatalogStore.h"

#include <gtest/gtest.h>

using namespace gpuplan;
using gpuplan::test::emptyStore;
using gpuplan::test::readAll;
using gpuplan::test::TempDir;
using gpuplan::test::writeAll;
namespace fs = std::filesystem;

namespace {

void expectSame(const Catalog& a, const Catalog& b) {
    EXPECT_EQ(a.currencies, b.currencies);
    EXPECT_EQ(a.rates, b.rates);
    EXPECT_EQ(a.gpus, b.gpus);
    EXPECT_EQ(a.interconnects, b.interconnects);
    EXPECT_EQ(a.models, b.models);
    EXPECT_EQ(a.prices, b.prices);
    EXPECT_EQ(a.offers, b.offers);
    EXPECT_EQ(a.systems, b.systems);
    EXPECT_EQ(a.api_prices, b.api_prices);
    EXPECT_EQ(a.benchmark_runs, b.benchmark_runs);
}

// Text that spreadsheets and CSV readers get wrong.
void addAwkwardRows(CatalogStore& store) {
    GpuPrice p;
    p.gpu_id = "rtx-4090";
    p.amount = 1234.5678901234567;
    p.currency = "USD";
    p.date = "2024-02-29";
    p.condition = "used";
    p.estimate = true;
    p.source = "=HYPERLINK(\"http://evil.example\",\"click\")";
    p.notes = "line one\r\nline \"two\", with a comma\n'=already escaped? @me +1 -x";
    store.add(p);
    auto g = store.findGpu("l4");
    g->value.notes = "-2+3+cmd|' /C calc'!A0";
    g->value.architecture = "Ada Lovelace (AD104) — ünïcödé";
    store.update(g->value, g->revision);
}

} // namespace

TEST(ImportExport, CsvExportImportRoundTripsExactly) {
    TempDir dir;
    auto a = CatalogStore::open(dir / "a.sqlite");
    addAwkwardRows(a);
    const auto files = a.exportTo(dir / "export", ExportFormat::Csv);
    EXPECT_EQ(files.size(), 11u); // every table, benchmark_runs (schema 13) included
    EXPECT_TRUE(fs::exists(dir / "export" / "prices.csv"));
    EXPECT_TRUE(fs::exists(dir / "export" / "api_prices.csv"));
    auto b = emptyStore(dir / "b.sqlite");
    const auto report = b.importPath(dir / "export");
    EXPECT_TRUE(report.applied);
    expectSame(a.load(), b.load());
    // Importing the same files again changes nothing.
    const auto again = a.importPath(dir / "export");
    for (const auto& t : again.tables) {
        EXPECT_EQ(t.added, 0) << t.table;
        EXPECT_EQ(t.updated, 0) << t.table;
    }
}

TEST(ImportExport, JsonExportImportRoundTripsExactly) {
    TempDir dir;
    auto a = CatalogStore::open(dir / "a.sqlite");
    addAwkwardRows(a);
    const auto files = a.exportTo(dir / "export", ExportFormat::Json);
    ASSERT_EQ(files.size(), 1u);
    EXPECT_EQ(files[0].filename(), "catalog.json");
    auto b = emptyStore(dir / "b.sqlite");
    b.importPath(files[0]);
    expectSame(a.load(), b.load());
}

TEST(ImportExport, ExportedCsvIsSafeInASpreadsheet) {
    TempDir dir;
    auto a = CatalogStore::open(dir / "a.sqlite");
    addAwkwardRows(a);
    a.exportTo(dir / "export", ExportFormat::Csv);
    const std::string prices = readAll(dir / "export" / "prices.csv");
    EXPECT_NE(prices.find(",\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"click\"\")\","), std::string::npos)
        << prices;
    EXPECT_EQ(prices.find(",=HYPERLINK"), std::string::npos);
    EXPECT_EQ(prices.find(",\"=HYPERLINK"), std::string::npos);
    const std::string gpus = readAll(dir / "export" / "gpus.csv");
    // Escaped cells are quoted: the importer unescapes only quoted cells (a hand-typed '=x stays).
    EXPECT_NE(gpus.find(",\"'-2+3+cmd|' /C calc'!A0\","), std::string::npos) << gpus;
}

TEST(ImportExport, ABadCsvChangesNothingAndReportsEveryBadRow) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    const Catalog before = store.load();
    const auto revision = store.dataRevision();
    writeAll(dir / "prices.csv", "gpu_id,amount,currency,date,condition,source\r\n"
                                 "rtx-4090,1700,EUR,2025-01-10,new,shop A\r\n"
                                 "rtx-4090,-3,EUR,2025-01-11,new,shop B\r\n"
                                 "rtx-3090,800,EUR,2025-01-12,used,shop C\r\n"
                                 "rtx-3090,800,XYZ,2025-01-12,used,shop D\r\n");
    try {
        store.importPath(dir / "prices.csv");
        FAIL() << "the bad file was imported";
    } catch (const ImportError& e) {
        ASSERT_EQ(e.errors().size(), 2u) << e.what();
        EXPECT_EQ(e.errors()[0], "prices.csv line 3: amount must be positive, got -3");
        EXPECT_EQ(e.errors()[1],
                  "prices.csv line 5: currency must name a currency of the catalog, got 'XYZ'");
    }
    EXPECT_EQ(store.load().prices, before.prices); // not even the good rows
    EXPECT_EQ(store.dataRevision(), revision);
}

TEST(ImportExport, AGoodCsvAddsItsRows) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    const auto n = store.load().prices.size();
    writeAll(dir / "prices.csv", "gpu_id,amount,currency,date,condition,source\n"
                                 "rtx-4090,1700,EUR,2025-01-10,new,shop A\n"
                                 "rtx-3090,'-800-,EUR,2025-01-12,used,shop C\n");
    EXPECT_THROW(store.importPath(dir / "prices.csv"), ImportError); // "-800-" is not a number
    writeAll(dir / "prices.csv", "gpu_id,amount,currency,date,condition,source\n"
                                 "rtx-4090,1700,EUR,2025-01-10,new,shop A\n"
                                 "rtx-3090,800,EUR,2025-01-12,used,\"'=shop C\"\n");
    const auto report = store.importPath(dir / "prices.csv");
    ASSERT_EQ(report.tables.size(), 1u);
    EXPECT_EQ(report.tables[0].added, 2);
    const auto prices = store.load().prices;
    ASSERT_EQ(prices.size(), n + 2);
    EXPECT_EQ(prices.back().source, "=shop C"); // the export's quoted escape, un-escaped on import
}

TEST(ImportExport, ADryRunWritesNothing) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    const auto n = store.load().prices.size();
    writeAll(dir / "prices.csv", "gpu_id,amount,currency,condition,source\nrtx-4090,1700,EUR,new,shop A\n");
    const auto report = store.importPath(dir / "prices.csv", true);
    EXPECT_FALSE(report.applied);
    EXPECT_EQ(report.tables.at(0).added, 1);
    EXPECT_EQ(store.load().prices.size(), n);
}

TEST(ImportExport, HeaderAndStructureProblemsAreReported) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    writeAll(dir / "gpus.csv", "id,name,colour\nx,y,red\n");
    try {
        store.importPath(dir / "gpus.csv");
        FAIL();
    } catch (const ImportError& e) {
        EXPECT_NE(e.errors().at(0).find("gpus.csv line 1: unknown column 'colour'"), std::string::npos);
    }
    writeAll(dir / "interconnects.csv", "id,name\nx,y,z\n");
    try {
        store.importPath(dir / "interconnects.csv");
        FAIL();
    } catch (const ImportError& e) {
        EXPECT_EQ(e.errors().at(0), "interconnects.csv line 2: 3 field(s), the header has 2");
    }
    writeAll(dir / "notes.csv", "a\n1\n");
    EXPECT_THROW(store.importPath(dir / "notes.csv"), ImportError);
}

TEST(ImportExport, SparseFiguresAreHalvedOnImport) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    writeAll(dir / "gpus.csv",
             "id,vendor,name,vram_bytes,memory_bandwidth_bytes_per_s,bf16_tensor_flops,"
             "tensor_basis,source\n"
             "h100-test,NVIDIA,H100 test,85899345920,3.35e12,1979e12,sparse,datasheet headline\n");
    store.importPath(dir / "gpus.csv");
    EXPECT_DOUBLE_EQ(*store.load().findGpu("h100-test")->bf16_tensor_flops, 989.5e12);
}

TEST(ImportExport, ModelsImportFromCsvWithTheirArchitecture) {
    TempDir dir;
    auto a = CatalogStore::open(dir / "a.sqlite");
    a.exportTo(dir / "export", ExportFormat::Csv);
    const std::string models = readAll(dir / "export" / "models.csv");
    EXPECT_EQ(models.rfind("id,name,family,layers,hidden,heads,kv_heads,head_dim,intermediate,ffn,", 0), 0u);
    fs::create_directories(dir / "bad");
    writeAll(dir / "bad" / "models.csv",
             "id,name,family,layers,hidden,heads,kv_heads,head_dim,intermediate,vocab,"
             "source\n"
             "tiny,Tiny,llama,2,64,4,4,16,128,1000,made up\n"
             "broken,Broken,llama,2,64,4,3,16,128,1000,made up\n");
    try {
        a.importPath(dir / "bad");
        FAIL();
    } catch (const ImportError& e) {
        ASSERT_EQ(e.errors().size(), 1u) << e.what();
        EXPECT_NE(e.errors()[0].find("models.csv line 3"), std::string::npos) << e.what();
    }
    EXPECT_FALSE(a.findModel("tiny"));
}
