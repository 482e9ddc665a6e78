// Edits through the store: validation, transactions, two connections at once.
#include "EmptyStore.h"
#include "common/TempDir.h"
#include "database/CatalogStore.h"
#include "database/CatalogTables.h"

#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <thread>

using namespace gpuplan;
using gpuplan::test::messageOf;
using gpuplan::test::TempDir;

namespace {

GpuPrice price(const std::string& gpu, double amount, const std::string& currency = "EUR") {
    GpuPrice p;
    p.gpu_id = gpu;
    p.amount = amount;
    p.currency = currency;
    p.date = "2025-06-01";
    p.condition = "new";
    p.source = "test";
    return p;
}

} // namespace

TEST(CatalogStore, OpensWithWalForeignKeysAndTheLatestSchema) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "sub" / "catalog.sqlite");
    EXPECT_TRUE(std::filesystem::exists(dir / "sub" / "catalog.sqlite"));
    EXPECT_EQ(store.schemaVersion(), CatalogStore::latestSchemaVersion());
    // 5: systems, 6: cloud_offers.split, 7: api_prices, 8: gpus.derived, 9: systems.psu_w,
    // 10: systems.network_link, 11: cloud_offers' billing terms, 12: systems.pcie_gen,
    // 13: benchmark_runs
    EXPECT_EQ(store.schemaVersion(), 13);
    SQLite::Database raw((dir / "sub" / "catalog.sqlite").string());
    EXPECT_EQ(raw.execAndGet("PRAGMA journal_mode").getString(), "wal");
    EXPECT_FALSE(store.migrationBackup()); // a new file needs no backup
}

TEST(CatalogStore, ValidationErrorsNameTheFieldAndTheValue) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    EXPECT_EQ(messageOf([&] { store.add(price("rtx-4090", -3)); }),
              "price of 'rtx-4090': amount must be positive, got -3");
    EXPECT_EQ(messageOf([&] { store.add(price("rtx-4090", 10, "GBP")); }),
              "price of 'rtx-4090': currency must name a currency of the catalog, got 'GBP'");
    EXPECT_EQ(messageOf([&] { store.add(price("rtx-9999", 10)); }),
              "price of 'rtx-9999': gpu_id must name a GPU of the catalog, got 'rtx-9999'");
    auto future = price("rtx-4090", 10);
    future.date = "2999-01-01";
    EXPECT_NE(messageOf([&] { store.add(future); }).find("date must not be in the future"),
              std::string::npos);
    auto bad_date = price("rtx-4090", 10);
    bad_date.date = "2025-02-30";
    EXPECT_NE(
        messageOf([&] { store.add(bad_date); }).find("date must be a date YYYY-MM-DD, got '2025-02-30'"),
        std::string::npos);

    GpuSpec g = store.findGpu("rtx-4090")->value;
    g.id = "my-gpu";
    g.vram_bytes = 0;
    EXPECT_EQ(messageOf([&] { store.add(g); }), "GPU 'my-gpu': vram_bytes must be positive, got 0");
    g.vram_bytes = 1;
    g.id = "My GPU";
    EXPECT_NE(messageOf([&] { store.add(g); }).find("id must use only lower-case letters"),
              std::string::npos);
    g.id = "rtx-4090";
    EXPECT_EQ(messageOf([&] { store.add(g); }), "GPU 'rtx-4090' already exists");
}

TEST(CatalogStore, AddUpdateDeleteBumpRevisionsAndTheDataRevision) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    EXPECT_EQ(store.dataRevision(), 0);
    const auto id = store.add(price("rtx-4090", 1700));
    EXPECT_EQ(store.dataRevision(), 1);
    auto p = store.findPrice(id);
    ASSERT_TRUE(p);
    EXPECT_EQ(p->revision, 1);
    p->value.amount = 1650;
    store.update(p->value, p->revision);
    const auto after = store.findPrice(id);
    EXPECT_DOUBLE_EQ(after->value.amount, 1650);
    EXPECT_EQ(after->revision, 2);
    store.deletePrice(id, after->revision);
    EXPECT_FALSE(store.findPrice(id));
    EXPECT_EQ(store.dataRevision(), 3);
}

TEST(CatalogStore, AGpuWithPricesCannotBeDeleted) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    const auto g = store.findGpu("rtx-4090");
    EXPECT_NE(messageOf([&] { store.deleteGpu("rtx-4090", g->revision); })
                  .find("still has 2 price(s) and 2 cloud "
                        "offer(s)"),
              std::string::npos);
    EXPECT_TRUE(store.findGpu("rtx-4090"));
}

TEST(CatalogStore, AStaleUpdateFromASecondConnectionIsRefused) {
    TempDir dir;
    auto alice = CatalogStore::open(dir / "c.sqlite");
    auto bob = CatalogStore::open(dir / "c.sqlite");
    auto a = alice.findGpu("rtx-4090");
    auto b = bob.findGpu("rtx-4090");
    ASSERT_EQ(a->revision, b->revision);
    b->value.notes = "Bob's note";
    bob.update(b->value, b->revision);
    a->value.notes = "Alice's note";
    try {
        alice.update(a->value, a->revision);
        FAIL() << "the stale update went through";
    } catch (const ConflictError& e) {
        EXPECT_NE(std::string(e.what()).find("GPU 'rtx-4090' was changed by someone else since you read it"),
                  std::string::npos)
            << e.what();
    }
    EXPECT_EQ(alice.findGpu("rtx-4090")->value.notes, "Bob's note"); // Bob's edit kept
    // Deleting what someone else changed is refused too.
    const auto id = alice.add(price("rtx-4090", 1500));
    const auto seen = bob.findPrice(id);
    auto changed = alice.findPrice(id)->value;
    changed.amount = 1400;
    alice.update(changed, seen->revision);
    EXPECT_THROW(bob.deletePrice(id, seen->revision), ConflictError);
    EXPECT_TRUE(alice.findPrice(id));
}

TEST(CatalogStore, TwoConnectionsWritingAtOnceBothSucceed) {
    TempDir dir;
    std::size_t defaults = 0;
    { defaults = CatalogStore::open(dir / "c.sqlite").load().prices.size(); }
    auto writer = [&](const std::string& gpu) {
        auto store = CatalogStore::open(dir / "c.sqlite");
        for (int i = 0; i < 20; ++i)
            store.add(price(gpu, 1000 + i));
    };
    std::thread t1(writer, "rtx-4090");
    std::thread t2(writer, "rtx-3090");
    t1.join();
    t2.join();
    auto store = CatalogStore::open(dir / "c.sqlite");
    EXPECT_EQ(store.load().prices.size(), defaults + 40u);
    EXPECT_EQ(store.dataRevision(), 40);
}

TEST(CatalogStore, SparseRowsAreLoadedAsDense) {
    TempDir dir;
    { CatalogStore::open(dir / "c.sqlite"); }
    {
        SQLite::Database raw((dir / "c.sqlite").string(), SQLite::OPEN_READWRITE);
        raw.exec(
            "UPDATE gpus SET bf16_tensor_flops = 1979e12, tensor_basis = 'sparse' WHERE id = 'h100-sxm'");
    }
    auto store = CatalogStore::open(dir / "c.sqlite");
    EXPECT_DOUBLE_EQ(*store.load().findGpu("h100-sxm")->bf16_tensor_flops, 989.5e12); // 2:4 sparsity doubles
}

TEST(CatalogStore, SettingsAndRates) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    EXPECT_EQ(store.setting("default_currency"), "EUR");
    store.setSetting("electricity_price_eur_per_kwh", "0.25");
    EXPECT_EQ(store.setting("electricity_price_eur_per_kwh"), "0.25");
    EXPECT_FALSE(store.setting("nope"));
    store.setRate({"USD", 1.1, "2025-01-02", "test"});
    EXPECT_DOUBLE_EQ(store.load().findRate("USD")->per_eur, 1.1);
    EXPECT_NE(messageOf([&] {
                  store.setRate({"USD", 0, "2025-01-02", "test"});
              }).find("per_eur must be positive"),
              std::string::npos);
    EXPECT_NE(messageOf([&] {
                  store.setRate({"GBP", 0.85, "2025-01-02", "test"});
              }).find("currency must name"),
              std::string::npos);
    store.add(Currency{"GBP", "Pound sterling"});
    store.setRate({"GBP", 0.85, "2025-01-02", "test"});
    EXPECT_NEAR(store.load().convert(85, "GBP", "EUR"), 100, 1e-9);
}

TEST(CatalogStore, ProblemsToAddListEverythingAddWouldRefuseAndWriteNothing) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    const auto revision = store.dataRevision();
    GpuPrice p = price("rtx-4090", 0);
    p.source.clear();
    const auto problems = store.problemsToAdd(p);
    ASSERT_EQ(problems.size(), 2u);
    EXPECT_EQ(problems[0], "amount must be positive, got 0");
    EXPECT_EQ(problems[1], "source must not be empty, got nothing");
    EXPECT_TRUE(store.problemsToAdd(price("rtx-4090", 1700)).empty());
    // The same words as add() (which prefixes the row).
    EXPECT_EQ(messageOf([&] { store.add(p); }),
              "price of 'rtx-4090': amount must be positive, got 0; source must not be empty, got nothing");

    GpuSpec g = *store.load().findGpu("rtx-4090");
    EXPECT_EQ(store.problemsToAdd(g), std::vector<std::string>{"id 'rtx-4090' already exists"});
    g.id = "rtx-4090-b";
    g.vendor.clear();
    EXPECT_EQ(store.problemsToAdd(g), std::vector<std::string>{"vendor must not be empty, got nothing"});
    EXPECT_TRUE(store.problemsToAdd(CatalogModel{}).size() >= 3); // id, name, source, the sizes...
    EXPECT_EQ(store.dataRevision(), revision);
    EXPECT_FALSE(store.findGpu("rtx-4090-b"));
}

TEST(CatalogStore, RowListsCarryTheirRevisions) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    auto g = store.findGpu("rtx-4090");
    g->value.notes = "edited";
    store.update(g->value, g->revision);
    const auto rows = store.gpuRows();
    ASSERT_EQ(rows.size(), store.load().gpus.size());
    for (const auto& r : rows)
        EXPECT_EQ(r.revision, r.value.id == "rtx-4090" ? 2 : 1) << r.value.id;
    EXPECT_EQ(store.priceRows().size(), store.load().prices.size());
    EXPECT_EQ(store.offerRows().size(), store.load().offers.size());
    EXPECT_EQ(store.modelRows().size(), store.load().models.size());
    EXPECT_EQ(store.interconnectRows().size(), store.load().interconnects.size());
    EXPECT_EQ(store.rateRows().size(), store.load().rates.size());
}

// The values a column takes when it takes one of a fixed list, from the description.
template <typename T>
std::vector<std::string> allowedValues(const tables::Table<T>& table, const std::string& column) {
    return table.ioColumn(column).allowed;
}

TEST(CatalogStore, AllowedValuesAreTheStoresLists) {
    EXPECT_EQ(allowedValues(tables::priceTable(), "condition"), (std::vector<std::string>{"new", "used"}));
    EXPECT_EQ(allowedValues(tables::offerTable(), "pricing"),
              (std::vector<std::string>{"on-demand", "spot", "reserved"}));
    const auto forms = allowedValues(tables::gpuTable(), "form_factor");
    ASSERT_FALSE(forms.empty());
    EXPECT_EQ(forms.front(), ""); // may be empty
    EXPECT_NE(std::find(forms.begin(), forms.end(), "sxm"), forms.end());
    EXPECT_EQ(allowedValues(tables::modelTable(), "ffn"), (std::vector<std::string>{"gated3", "mlp2"}));
    EXPECT_EQ(allowedValues(tables::interconnectTable(), "kind").size(), 6u);
    EXPECT_TRUE(allowedValues(tables::gpuTable(), "vendor").empty());
    // The list is what the store enforces.
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    auto refurbished = price("rtx-4090", 10);
    refurbished.condition = "refurbished";
    EXPECT_NE(messageOf([&] { store.add(refurbished); }).find("condition must be one of new, used"),
              std::string::npos);
}

TEST(CatalogStore, ACurrencyWithItsRateIsAddedUpdatedAndDeletedInOneTransaction) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    const auto revision = store.dataRevision();
    // Refused as a whole: no currency without its rate.
    EXPECT_NE(messageOf([&] {
                  store.add(Currency{"GBP", "Pound"}, ExchangeRate{"GBP", 0, "2025-01-02", "t"});
              }).find("per_eur must be positive, got 0"),
              std::string::npos);
    EXPECT_FALSE(store.findCurrency("GBP"));
    EXPECT_EQ(store.dataRevision(), revision);
    EXPECT_EQ(store.problemsToAdd(Currency{"gbp", ""}, ExchangeRate{"gbp", 1, "2025-01-02", "t"}).front(),
              "code must be a three-letter ISO 4217 code in capitals (EUR, USD), got 'gbp'");

    store.add(Currency{"GBP", "Pound"}, ExchangeRate{"GBP", 0.85, "2025-01-02", "ECB"});
    EXPECT_EQ(store.dataRevision(), revision + 1);
    ASSERT_TRUE(store.findRate("GBP"));
    EXPECT_EQ(store.findCurrency("GBP")->name, "Pound");
    const auto seen = store.findRate("GBP")->revision;
    store.update(Currency{"GBP", "Pound sterling"}, ExchangeRate{"GBP", 0.86, "2025-02-01", "ECB"}, seen);
    EXPECT_EQ(store.findCurrency("GBP")->name, "Pound sterling");
    EXPECT_DOUBLE_EQ(store.findRate("GBP")->value.per_eur, 0.86);
    // A stale rate revision is a conflict, and nothing of it is written (the name neither).
    EXPECT_THROW(store.update(Currency{"GBP", "Quid"}, ExchangeRate{"GBP", 0.9, "2025-02-01", "x"}, seen),
                 ConflictError);
    EXPECT_EQ(store.findCurrency("GBP")->name, "Pound sterling");

    // Used by a price: refused. EUR: refused.
    const auto id = store.add(price("rtx-4090", 1500, "GBP"));
    const auto now = store.findRate("GBP")->revision;
    EXPECT_NE(messageOf([&] {
                  store.deleteCurrency("GBP", now);
              }).find("still has 1 price(s) and 0 cloud offer(s)"),
              std::string::npos);
    EXPECT_NE(messageOf([&] { store.deleteCurrency("EUR", 0); }).find("reference currency"),
              std::string::npos);
    store.deletePrice(id, store.findPrice(id)->revision);
    EXPECT_THROW(store.deleteCurrency("GBP", seen), ConflictError);
    store.deleteCurrency("GBP", now);
    EXPECT_FALSE(store.findCurrency("GBP"));
    EXPECT_FALSE(store.findRate("GBP"));
}

TEST(CatalogStore, TwoProcessesCreatingTheCatalogAtOnceShareOneFile) {
    TempDir dir;
    const auto file = dir / "new" / "c.sqlite";
    std::vector<std::thread> threads;
    std::atomic<int> ok{0};
    for (int i = 0; i < 4; ++i)
        threads.emplace_back([&] {
            auto store = CatalogStore::open(file);
            store.setSetting("opened", "yes");
            if (store.load().gpus.size() > 30)
                ++ok;
        });
    for (auto& t : threads)
        t.join();
    EXPECT_EQ(ok.load(), 4);
    int leftovers = 0;
    for (const auto& e : std::filesystem::directory_iterator(dir / "new"))
        leftovers += e.path().filename().string().find(".creating-") != std::string::npos;
    EXPECT_EQ(leftovers, 0);
    EXPECT_EQ(CatalogStore::open(file).dataRevision(), 4);
}
