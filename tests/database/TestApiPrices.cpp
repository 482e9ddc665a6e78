// The API prices table (schema 7) on real files: the migration from a schema-6 file, the
// store's checks, CSV and JSON round trips, bad rows named by row and column.
#include "EmptyStore.h"
#include "common/TempDir.h"
#include "database/CatalogStore.h"

#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

using namespace gpuplan;
using gpuplan::test::emptyStore;
using gpuplan::test::problemsOf;
using gpuplan::test::TempDir;
using gpuplan::test::writeAll;
namespace fs = std::filesystem;

namespace {

// A hosted open-weight model with every field set, text that CSV files get wrong included.
ApiPrice hosted() {
    ApiPrice a;
    a.id = "test-host-llama-3.3-70b";
    a.provider = "Test \"Host\", Inc.";
    a.model = "meta-llama/Llama-3.3-70B-Instruct-Turbo";
    a.model_id = "llama-3.3-70b";
    a.input_per_million = 0.88;
    a.output_per_million = 0.8800000000000001; // read back exactly
    a.cached_input_per_million = 0.44;
    a.currency = "USD";
    a.date = "2026-11-30";
    a.source = "a test price page, https://example.invalid/pricing";
    a.notes = "line one\nline two, with a comma; ünïcödé";
    return a;
}

std::string joined(const std::vector<std::string>& v) {
    std::string all;
    for (const auto& s : v)
        all += s + "\n";
    return all;
}

} // namespace

// A schema-6 file (before the API prices) opens at schema 7 with its rows and an empty table
// that takes rows at once; the file was backed up first.
TEST(ApiPrices, MigrationFromASchema6FileKeepsItsData) {
    TempDir dir;
    const fs::path file = dir / "catalog.sqlite";
    {
        CatalogStore::Options o;
        o.target_version = 6;
        o.seed_defaults = false;
        CatalogStore::open(file, o);
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
        db.exec("INSERT INTO currencies (code, name) VALUES ('EUR', 'Euro'), ('USD', 'US dollar')");
        db.exec("INSERT INTO gpus (id, vendor, name, vram_bytes, memory_bandwidth_bytes_per_s, source) "
                "VALUES ('old-gpu', 'NVIDIA', 'Old GPU', 1000, 2000, 'v6 file')");
        db.exec("INSERT INTO cloud_offers (id, provider, gpu_id, gpu_count, price_per_hour, currency, "
                "pricing, source, split) VALUES ('old-offer', 'test', 'old-gpu', 1, 2.5, 'EUR', 'on-demand', "
                "'v6 file', 1)");
        db.exec("INSERT INTO systems (id, name, vendor, kind, gpu_slots, gpu_form_factor, amount, currency, "
                "date, source) VALUES ('old-box', 'Old box', 'test', 'desktop', 1, 'pcie', 900, 'USD', "
                "'2026-01-02', 'v6 file')");
        EXPECT_EQ(db.execAndGet("PRAGMA user_version").getInt(), 6);
        EXPECT_EQ(db.execAndGet("SELECT count(*) FROM sqlite_master WHERE name = 'api_prices'").getInt(), 0);
    }
    auto store = CatalogStore::open(file);
    // 7: api_prices, 8: gpus.derived, 9: systems.psu_w, 10: systems.network_link, 11: billing,
    // 12: systems.pcie_gen, 13: benchmark_runs
    EXPECT_EQ(store.schemaVersion(), 13);
    EXPECT_EQ(store.schemaVersion(), CatalogStore::latestSchemaVersion());
    ASSERT_TRUE(store.migrationBackup());
    EXPECT_NE(store.migrationBackup()->filename().string().find("bak-v6-"), std::string::npos);
    const Catalog c = store.load();
    ASSERT_EQ(c.gpus.size(), 1u);
    ASSERT_EQ(c.offers.size(), 1u);
    EXPECT_TRUE(c.offers[0].split);
    EXPECT_DOUBLE_EQ(c.offers[0].price_per_hour, 2.5);
    ASSERT_EQ(c.systems.size(), 1u);
    EXPECT_DOUBLE_EQ(c.systems[0].amount, 900);
    EXPECT_TRUE(c.api_prices.empty());
    // The new table works on the migrated file: a closed model's price, no catalog model.
    ApiPrice a;
    a.id = "closed-model";
    a.provider = "test";
    a.model = "closed-1";
    a.input_per_million = 2;
    a.output_per_million = 8;
    a.currency = "USD";
    a.date = "2026-01-02";
    a.source = "test";
    store.add(a);
    EXPECT_EQ(store.load().api_prices, std::vector<ApiPrice>{a});
    EXPECT_EQ(store.findApiPrice("closed-model")->revision, 1);
    // The backup is the schema-6 file, untouched.
    SQLite::Database backup(store.migrationBackup()->string(), SQLite::OPEN_READONLY);
    EXPECT_EQ(backup.execAndGet("PRAGMA user_version").getInt(), 6);
    EXPECT_EQ(backup.execAndGet("SELECT count(*) FROM systems").getInt(), 1);
}

// The schema refuses what the store would refuse, even written past the store.
TEST(ApiPrices, TheSchemaChecksAmountsCurrencyAndDate) {
    TempDir dir;
    const fs::path file = dir / "c.sqlite";
    emptyStore(file);
    SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
    db.exec("PRAGMA foreign_keys = ON");
    db.exec("INSERT INTO currencies (code, name) VALUES ('USD', 'US dollar')");
    const auto insert = [&](const std::string& values) {
        return "INSERT INTO api_prices (id, provider, model, input_per_million, output_per_million, "
               "cached_input_per_million, currency, date, source) VALUES (" +
               values + ")";
    };
    EXPECT_NO_THROW(db.exec(insert("'ok', 'p', 'm', 0, 0, NULL, 'USD', '2026-01-02', 's'")));
    EXPECT_THROW(db.exec(insert("'neg-in', 'p', 'm', -1, 1, NULL, 'USD', '2026-01-02', 's'")),
                 SQLite::Exception);
    EXPECT_THROW(db.exec(insert("'neg-out', 'p', 'm', 1, -1, NULL, 'USD', '2026-01-02', 's'")),
                 SQLite::Exception);
    EXPECT_THROW(db.exec(insert("'neg-cached', 'p', 'm', 1, 1, -0.5, 'USD', '2026-01-02', 's'")),
                 SQLite::Exception);
    EXPECT_THROW(db.exec(insert("'gbp', 'p', 'm', 1, 1, NULL, 'GBP', '2026-01-02', 's'")), SQLite::Exception);
    EXPECT_THROW(db.exec(insert("'bad-date', 'p', 'm', 1, 1, NULL, 'USD', '2/1/2026', 's'")),
                 SQLite::Exception);
    EXPECT_THROW(db.exec(insert("'Bad Id', 'p', 'm', 1, 1, NULL, 'USD', '2026-01-02', 's'")),
                 SQLite::Exception);
    EXPECT_EQ(db.execAndGet("SELECT count(*) FROM api_prices").getInt(), 1);
}

// The store refuses what the table's checks refuse, naming the field, and nothing is written.
TEST(ApiPrices, TheStoreRefusesABadPriceAndSaysWhy) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    const auto before = store.load().api_prices;
    ApiPrice a = hosted();
    a.input_per_million = -0.5;
    a.cached_input_per_million = -1;
    a.currency = "XYZ";
    a.date = "2026-13-01";
    const std::string all = joined(store.problemsToAdd(a));
    EXPECT_NE(all.find("input_per_million must not be negative, got -0.5"), std::string::npos) << all;
    EXPECT_NE(all.find("cached_input_per_million must not be negative, got -1"), std::string::npos) << all;
    EXPECT_NE(all.find("date must be a date YYYY-MM-DD, got '2026-13-01'"), std::string::npos) << all;
    EXPECT_THROW(store.add(a), InputError);
    a = hosted();
    a.currency = "XYZ"; // a code, but not one of the catalog
    try {
        store.add(a);
        FAIL() << "a price in an unknown currency was added";
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find("currency must name a currency of the catalog, got 'XYZ'"),
                  std::string::npos)
            << e.what();
    }
    a = hosted();
    a.model_id = "no-such-model";
    try {
        store.add(a);
        FAIL() << "a price of an unknown model was added";
    } catch (const InputError& e) {
        EXPECT_NE(
            std::string(e.what()).find("model_id must name a model of the catalog, got 'no-such-model'"),
            std::string::npos)
            << e.what();
    }
    a = hosted();
    a.provider.clear();
    a.source.clear();
    const std::string empty = joined(store.problemsToAdd(a));
    EXPECT_NE(empty.find("provider must not be empty"), std::string::npos) << empty;
    EXPECT_NE(empty.find("source must not be empty"), std::string::npos) << empty;
    EXPECT_EQ(store.load().api_prices, before);
    // A free price (0) is a price; the model may be left empty (a closed model).
    a = hosted();
    a.id = "free-tier";
    a.model_id.clear();
    a.input_per_million = 0;
    a.output_per_million = 0;
    a.cached_input_per_million.reset();
    EXPECT_TRUE(store.problemsToAdd(a).empty()) << joined(store.problemsToAdd(a));
    store.add(a);
    EXPECT_EQ(store.findApiPrice("free-tier")->value, a);
}

// Edits keep their revision checks; a model or a currency an API price names is not deleted.
TEST(ApiPrices, EditsAreCheckedAndWhatAPriceNamesStays) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    store.add(hosted());
    auto row = store.findApiPrice("test-host-llama-3.3-70b");
    ASSERT_TRUE(row);
    row->value.output_per_million = 0.99;
    store.update(row->value, row->revision);
    EXPECT_DOUBLE_EQ(store.findApiPrice("test-host-llama-3.3-70b")->value.output_per_million, 0.99);
    EXPECT_THROW(store.update(row->value, row->revision), ConflictError); // revision 1 is gone
    row->value.input_per_million = -1;
    EXPECT_THROW(store.update(row->value, store.findApiPrice(row->value.id)->revision), InputError);
    EXPECT_DOUBLE_EQ(store.findApiPrice(row->value.id)->value.input_per_million, 0.88);

    const auto model = store.findModel("llama-3.3-70b");
    ASSERT_TRUE(model);
    try {
        store.deleteModel("llama-3.3-70b", model->revision);
        FAIL() << "a model an API price names was deleted";
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find("API price(s)"), std::string::npos) << e.what();
    }
    EXPECT_TRUE(store.findModel("llama-3.3-70b"));

    // A currency only API prices use (a catalog of nothing else).
    auto empty = emptyStore(dir / "e.sqlite");
    empty.add(Currency{"USD", "US dollar"}, ExchangeRate{"USD", 1.1, "2026-01-01", "test"});
    ApiPrice closed = hosted();
    closed.model_id.clear();
    empty.add(closed);
    try {
        empty.deleteCurrency("USD", empty.findRate("USD")->revision);
        FAIL() << "a currency an API price uses was deleted";
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find("API price(s)"), std::string::npos) << e.what();
    }
    EXPECT_TRUE(empty.findCurrency("USD"));
    EXPECT_TRUE(empty.findRate("USD"));

    store.deleteApiPrice("test-host-llama-3.3-70b", store.findApiPrice("test-host-llama-3.3-70b")->revision);
    EXPECT_FALSE(store.findApiPrice("test-host-llama-3.3-70b"));
}

TEST(ApiPrices, CsvAndJsonRoundTripThePrices) {
    TempDir dir;
    auto a = CatalogStore::open(dir / "a.sqlite");
    a.add(hosted());
    const auto prices = a.load().api_prices;
    ASSERT_GE(prices.size(), 2u); // the built-in ones and the test's
    a.exportTo(dir / "csv", ExportFormat::Csv);
    EXPECT_TRUE(fs::exists(dir / "csv" / "api_prices.csv"));
    auto b = emptyStore(dir / "b.sqlite");
    b.importPath(dir / "csv");
    EXPECT_EQ(b.load().api_prices, prices);
    const auto json = a.exportTo(dir / "json", ExportFormat::Json);
    auto c = emptyStore(dir / "c.sqlite");
    c.importPath(json.at(0));
    EXPECT_EQ(c.load().api_prices, prices);
    // Importing the same file again changes nothing.
    for (const auto& t : a.importPath(dir / "csv" / "api_prices.csv").tables) {
        EXPECT_EQ(t.added, 0) << t.table;
        EXPECT_EQ(t.updated, 0) << t.table;
    }
    // A changed price is an update of its row, by id.
    writeAll(dir / "api_prices.csv", "id,provider,model,input_per_million,output_per_million,currency,date,"
                                     "source\n"
                                     "test-host-llama-3.3-70b,Test,llama,0.5,0.7,USD,2026-12-01,page\n");
    const auto report = a.importPath(dir / "api_prices.csv");
    ASSERT_EQ(report.tables.size(), 1u);
    EXPECT_EQ(report.tables[0].updated, 1);
    EXPECT_DOUBLE_EQ(a.findApiPrice("test-host-llama-3.3-70b")->value.output_per_million, 0.7);
}

// Every bad row of an api_prices.csv is listed with its line and field; nothing is imported.
TEST(ApiPrices, BadRowsAreListedWithTheirRowAndField) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    const auto before = store.load().api_prices;
    const std::string header = "id,provider,model,model_id,input_per_million,output_per_million,"
                               "cached_input_per_million,currency,date,source\n";
    writeAll(dir / "api_prices.csv",
             header + "good,Host,m,,0.1,0.2,,USD,2026-01-05,page\n"      // line 2
                      "negative,Host,m,,-0.1,0.2,,USD,2026-01-05,page\n" // 3
                      "pounds,Host,m,,0.1,0.2,,GBP,2026-01-05,page\n"    // 4
                      "short,Host,m,,0.1\n"                              // 5
                      "wrong-date,Host,m,,0.1,0.2,,USD,05/01/2026,page\n"
                      "text,Host,m,,cheap,0.2,,USD,2026-01-05,page\n"
                      "cached,Host,m,,0.1,0.2,-1,USD,2026-01-05,page\n"
                      "model,Host,m,gpt-9,0.1,0.2,,USD,2026-01-05,page\n");
    const auto errors = problemsOf([&] { store.importPath(dir / "api_prices.csv"); });
    ASSERT_EQ(errors.size(), 7u) << joined(errors);
    // A row of the wrong shape is found while reading the file, the values after.
    EXPECT_EQ(errors[0], "api_prices.csv line 5: 5 field(s), the header has 10");
    EXPECT_EQ(errors[1], "api_prices.csv line 3: input_per_million must not be negative, got -0.1");
    EXPECT_EQ(errors[2], "api_prices.csv line 4: currency must name a currency of the catalog, got 'GBP'");
    EXPECT_EQ(errors[3], "api_prices.csv line 6: date must be a date YYYY-MM-DD, got '05/01/2026'");
    EXPECT_NE(errors[4].find("api_prices.csv line 7: input_per_million"), std::string::npos) << errors[4];
    EXPECT_NE(errors[4].find("'cheap'"), std::string::npos) << errors[4];
    EXPECT_EQ(errors[5], "api_prices.csv line 8: cached_input_per_million must not be negative, got -1");
    EXPECT_EQ(errors[6], "api_prices.csv line 9: model_id must name a model of the catalog, got 'gpt-9'");
    EXPECT_EQ(store.load().api_prices, before); // the good row was not imported either
}

// A catalog.json with a bad API price names the row by its index and the field.
TEST(ApiPrices, BadJsonRowsAreNamedByIndexAndField) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    const auto before = store.load().api_prices;
    writeAll(dir / "catalog.json",
             R"({"format": "gpu-planner-catalog", "api_prices": [
                  {"id": "ok", "provider": "p", "model": "m", "input_per_million": 1,
                   "output_per_million": 2, "currency": "USD", "date": "2026-01-05", "source": "s"},
                  {"id": "neg", "provider": "p", "model": "m", "input_per_million": 1,
                   "output_per_million": -2, "currency": "USD", "date": "2026-01-05", "source": "s"}]})");
    const auto errors = problemsOf([&] { store.importPath(dir / "catalog.json"); });
    ASSERT_EQ(errors.size(), 1u) << joined(errors);
    EXPECT_EQ(errors[0], "catalog.json api_prices[1]: output_per_million must not be negative, got -2");
    EXPECT_EQ(store.load().api_prices, before);
}
