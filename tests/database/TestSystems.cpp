// The systems table (schema 5) on real files: the migration from a schema-4 file, the
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

// A workstation sold without GPUs, with a price range (its middle is the amount).
System workstation() {
    System x;
    x.id = "test-workstation";
    x.name = "Workstation, \"4 slots\", ünïcödé";
    x.vendor = "test";
    x.kind = "workstation";
    x.gpu_slots = 4;
    x.gpu_form_factor = "pcie";
    x.amount = 3000;
    x.amount_low = 2500;
    x.amount_high = 3500;
    x.currency = "USD";
    x.date = "2026-11-30";
    x.source = "a test quote";
    x.estimate = true;
    x.power_w = 350;
    x.psu_w = 1600; // schema 9
    x.pcie_gen = 5; // schema 12
    x.host_ram_bytes = 256ull << 30;
    x.fabric = "PCIe 5.0";
    x.network_link = "eth-400gbe"; // schema 10: an interconnect of the catalog
    x.notes = "line one\nline two, with a comma";
    return x;
}

} // namespace

// A schema-4 file (before the systems table) opens at schema 5 with its rows, and an empty
// systems table that takes rows at once.
TEST(Systems, MigrationFromASchema4FileKeepsItsData) {
    TempDir dir;
    const fs::path file = dir / "catalog.sqlite";
    {
        CatalogStore::Options o;
        o.target_version = 4;
        o.seed_defaults = false;
        CatalogStore::open(file, o);
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
        db.exec("INSERT INTO currencies (code, name) VALUES ('EUR', 'Euro')");
        db.exec("INSERT INTO gpus (id, vendor, name, vram_bytes, memory_bandwidth_bytes_per_s, source, "
                "sold_only_in_systems, not_applicable) VALUES ('old-gpu', 'NVIDIA', 'Old GPU', 1000, 2000, "
                "'v4 file', 1, 'price: not published: test')");
        db.exec("INSERT INTO gpu_prices (gpu_id, amount, currency, condition, source, amount_low, "
                "amount_high) VALUES ('old-gpu', 99, 'EUR', 'used', 'v4 file', 98, 100)");
        EXPECT_EQ(db.execAndGet("PRAGMA user_version").getInt(), 4);
    }
    auto store = CatalogStore::open(file);
    EXPECT_EQ(store.schemaVersion(), CatalogStore::latestSchemaVersion()); // 5 (systems), then 6 to 10
    ASSERT_TRUE(store.migrationBackup());
    EXPECT_NE(store.migrationBackup()->filename().string().find("bak-v4-"), std::string::npos);
    const Catalog c = store.load();
    ASSERT_EQ(c.gpus.size(), 1u);
    EXPECT_TRUE(c.gpus[0].sold_only_in_systems);
    EXPECT_EQ(c.gpus[0].reasonFor("price"), "not published: test");
    ASSERT_EQ(c.prices.size(), 1u);
    EXPECT_DOUBLE_EQ(*c.prices[0].amount_high, 100);
    EXPECT_TRUE(c.systems.empty());
    // The new table works on the migrated file: a system sold with the old GPU.
    System x;
    x.id = "old-box";
    x.name = "Old box";
    x.vendor = "test";
    x.kind = "server";
    x.gpu_slots = 8;
    x.gpu_form_factor = "sxm";
    x.included_gpu = "old-gpu";
    x.included_gpu_count = 8;
    x.amount = 100000;
    x.currency = "EUR";
    x.date = "2026-01-02";
    x.source = "test";
    store.add(x);
    EXPECT_EQ(store.load().systems, std::vector<System>{x});
    EXPECT_EQ(store.findSystem("old-box")->revision, 1);
    // Schema 9: its power supply is empty until given.
    EXPECT_FALSE(store.findSystem("old-box")->value.psu_w);
    x.psu_w = 3300;
    store.update(x, 1);
    EXPECT_EQ(store.findSystem("old-box")->value.psu_w, 3300.0);
    // Schema 10: nor does it name a network until given, and then only an interconnect the file has.
    EXPECT_EQ(store.findSystem("old-box")->value.network_link, "");
    x.network_link = "eth-400gbe";
    EXPECT_THROW(store.update(x, 2), InputError); // the v4 file has no interconnects
}

// A system's network must be an interconnect of the catalog, and that interconnect cannot be
// deleted while a system names it: the store says which and how many, and nothing changes.
TEST(Systems, ANetworkLinkNamesAnInterconnectThatStaysWhileNamed) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    System x = workstation();
    x.network_link = "no-such-link";
    try {
        store.add(x);
        FAIL() << "a system linked by an unknown interconnect was added";
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find(
                      "network_link must name an interconnect of the catalog, got 'no-such-link'"),
                  std::string::npos)
            << e.what();
    }
    EXPECT_FALSE(store.findSystem("test-workstation"));
    x.network_link = "eth-400gbe";
    store.add(x);
    const auto link = store.findInterconnect("eth-400gbe");
    ASSERT_TRUE(link);
    try {
        store.deleteInterconnect("eth-400gbe", link->revision);
        FAIL() << "an interconnect a system names was deleted";
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find("is still named by 1 system(s); delete them or change their "
                                             "network_link first"),
                  std::string::npos)
            << e.what();
    }
    EXPECT_TRUE(store.findInterconnect("eth-400gbe"));
    EXPECT_EQ(store.findSystem("test-workstation")->value.network_link, "eth-400gbe");
    // Once no system names it, it goes.
    x.network_link.clear();
    store.update(x, store.findSystem("test-workstation")->revision);
    store.deleteInterconnect("eth-400gbe", store.findInterconnect("eth-400gbe")->revision);
    EXPECT_FALSE(store.findInterconnect("eth-400gbe"));
}

// The store refuses what the table's checks refuse, naming the column, and nothing is written.
TEST(Systems, TheStoreRefusesABadSystemAndSaysWhy) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    const auto before = store.load().systems;
    System x = workstation();
    x.amount = -5;
    x.amount_low.reset();
    x.amount_high.reset();
    x.gpu_slots = 0;
    x.psu_w = 0;
    const auto problems = store.problemsToAdd(x);
    std::string all;
    for (const auto& p : problems)
        all += p + "\n";
    EXPECT_NE(all.find("amount must be positive, got -5"), std::string::npos) << all;
    EXPECT_NE(all.find("gpu_slots must be between 1 and 1024, got 0"), std::string::npos) << all;
    EXPECT_NE(all.find("psu_w must be positive, got 0"), std::string::npos) << all;
    EXPECT_THROW(store.add(x), InputError);
    x = workstation();
    x.included_gpu_count = 2; // without included_gpu
    EXPECT_THROW(store.add(x), InputError);
    x.included_gpu = "no-such-gpu";
    try {
        store.add(x);
        FAIL() << "a system of an unknown GPU was added";
    } catch (const InputError& e) {
        EXPECT_NE(
            std::string(e.what()).find("included_gpu must name a GPU of the catalog, got 'no-such-gpu'"),
            std::string::npos)
            << e.what();
    }
    x.included_gpu = "rtx-4090";
    x.included_gpu_count = 5; // more than its 4 slots
    EXPECT_THROW(store.add(x), InputError);
    EXPECT_EQ(store.load().systems, before);
}

// Edits keep their revision checks; a system sold with a GPU goes with that GPU.
TEST(Systems, EditsAreCheckedAndASystemGoesWithItsGpu) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    store.add(workstation());
    auto row = store.findSystem("test-workstation");
    ASSERT_TRUE(row);
    row->value.amount = 3200;
    store.update(row->value, row->revision);
    EXPECT_DOUBLE_EQ(store.findSystem("test-workstation")->value.amount, 3200);
    EXPECT_THROW(store.update(row->value, row->revision), ConflictError); // revision 1 is gone
    store.deleteSystem("test-workstation", store.findSystem("test-workstation")->revision);
    EXPECT_FALSE(store.findSystem("test-workstation"));

    GpuSpec g = store.findGpu("rtx-4090")->value;
    g.id = "test-gpu";
    g.pci_device_id.reset();
    store.add(g);
    System box = workstation();
    box.id = "test-box";
    box.included_gpu = "test-gpu";
    box.included_gpu_count = 4;
    store.add(box);
    store.deleteGpu("test-gpu", store.findGpu("test-gpu")->revision);
    EXPECT_FALSE(store.findSystem("test-box"));
}

TEST(Systems, CsvAndJsonRoundTripTheSystems) {
    TempDir dir;
    auto a = CatalogStore::open(dir / "a.sqlite");
    a.add(workstation());
    const auto systems = a.load().systems;
    ASSERT_GE(systems.size(), 9u); // the built-in ones and the test's
    const auto files = a.exportTo(dir / "csv", ExportFormat::Csv);
    EXPECT_TRUE(fs::exists(dir / "csv" / "systems.csv"));
    EXPECT_EQ(files.size(), 11u); // every table, api_prices (schema 7) and benchmark_runs (13) included
    auto b = emptyStore(dir / "b.sqlite");
    b.importPath(dir / "csv");
    EXPECT_EQ(b.load().systems, systems);
    const auto json = a.exportTo(dir / "json", ExportFormat::Json);
    auto c = emptyStore(dir / "c.sqlite");
    c.importPath(json.at(0));
    EXPECT_EQ(c.load().systems, systems);
    // Importing the same file again changes nothing.
    for (const auto& t : a.importPath(dir / "csv" / "systems.csv").tables) {
        EXPECT_EQ(t.added, 0) << t.table;
        EXPECT_EQ(t.updated, 0) << t.table;
    }
}

// Every bad row of a systems.csv is listed with its line and column; nothing is imported.
TEST(Systems, BadRowsAreListedWithTheirRowAndColumn) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    const auto before = store.load().systems;
    const std::string header = "id,name,vendor,kind,gpu_slots,gpu_form_factor,included_gpu,"
                               "included_gpu_count,amount,currency,date,source\n";
    writeAll(dir / "systems.csv", header + "good-box,Good,test,desktop,1,pcie,,,900,USD,2026-01-05,quote\n"
                                           "cheap-box,Cheap,test,desktop,1,pcie,,,-900,USD,2026-01-05,quote\n"
                                           "no-slots,None,test,server,0,pcie,,,900,USD,2026-01-05,quote\n"
                                           "odd-box,Odd,test,server,8,nvlink,,,900,USD,2026-01-05,quote\n"
                                           "half-box,Half,test,server,8,sxm,,8,900,USD,2026-01-05,quote\n"
                                           "undated,Undated,test,server,8,sxm,,,900,USD,,quote\n");
    const auto errors = problemsOf([&] { store.importPath(dir / "systems.csv"); });
    ASSERT_EQ(errors.size(), 5u);
    EXPECT_EQ(errors[0], "systems.csv line 3: amount must be positive, got -900");
    EXPECT_EQ(errors[1], "systems.csv line 4: gpu_slots must be between 1 and 1024, got 0");
    EXPECT_EQ(errors[2], "systems.csv line 5: gpu_form_factor must be one of pcie, sxm, oam, module, any, "
                         "got 'nvlink'");
    EXPECT_EQ(
        errors[3],
        "systems.csv line 6: a system sold with its GPUs needs both included_gpu and included_gpu_count");
    EXPECT_EQ(errors[4], "systems.csv line 7: date must not be empty (a date YYYY-MM-DD), got nothing");
    EXPECT_EQ(store.load().systems, before);
}

// A schema-11 file with the user's own host, written with the SQL that version knows, opens at
// schema 12 after a backup: the host as it was, the PCIe generation of its slots empty until given.
TEST(Systems, MigrationFromASchema11FileKeepsTheUsersHosts) {
    TempDir dir;
    const fs::path file = dir / "catalog.sqlite";
    {
        CatalogStore::Options o;
        o.target_version = 11;
        o.seed_defaults = false;
        CatalogStore::open(file, o);
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
        db.exec("INSERT INTO currencies (code, name) VALUES ('USD', 'US dollar')");
        db.exec(
            "INSERT INTO systems (id, name, vendor, kind, gpu_slots, gpu_form_factor, amount, currency, "
            "date, source, power_w, psu_w, notes) VALUES ('my-host', 'My host', 'test', 'workstation', 2, "
            "'pcie', 2500, 'USD', '2026-11-02', 'my quote', 280, 1300, 'kept')");
        EXPECT_EQ(db.execAndGet("PRAGMA user_version").getInt(), 11);
    }
    auto store = CatalogStore::open(file);
    EXPECT_EQ(store.schemaVersion(), 13); // 12: pcie_gen, 13: benchmark_runs
    ASSERT_TRUE(store.migrationBackup());
    EXPECT_NE(store.migrationBackup()->filename().string().find("bak-v11-"), std::string::npos);
    const Catalog c = store.load();
    ASSERT_EQ(c.systems.size(), 1u); // the user's row, no default mixed in
    System x = c.systems[0];
    EXPECT_EQ(x.id, "my-host");
    EXPECT_EQ(x.gpu_slots, 2u);
    EXPECT_DOUBLE_EQ(x.amount, 2500);
    EXPECT_EQ(x.power_w, 280.0);
    EXPECT_EQ(x.psu_w, 1300.0);
    EXPECT_EQ(x.notes, "kept");
    EXPECT_FALSE(x.pcie_gen);
    EXPECT_EQ(store.findSystem("my-host")->revision, 1);
    x.pcie_gen = 4;
    store.update(x, 1);
    EXPECT_EQ(store.findSystem("my-host")->value.pcie_gen, 4);
}

// A PCIe generation that is not one (0, 8, a word) is refused with its row and column; nothing is
// imported. PCI-SIG has published generations 1 to 7.
TEST(Systems, ABadPcieGenerationIsRefusedWithItsRowAndColumn) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    const auto before = store.load().systems;
    const std::string header = "id,name,vendor,kind,gpu_slots,gpu_form_factor,included_gpu,"
                               "included_gpu_count,amount,currency,date,source,pcie_gen\n";
    writeAll(dir / "systems.csv", header +
                                      "gen5-box,Gen 5,test,desktop,1,pcie,,,900,USD,2026-01-05,quote,5\n"
                                      "gen0-box,Gen 0,test,desktop,1,pcie,,,900,USD,2026-01-05,quote,0\n"
                                      "gen8-box,Gen 8,test,desktop,1,pcie,,,900,USD,2026-01-05,quote,8\n"
                                      "word-box,Word,test,desktop,1,pcie,,,900,USD,2026-01-05,quote,five\n");
    const auto errors = problemsOf([&] { store.importPath(dir / "systems.csv"); });
    ASSERT_EQ(errors.size(), 3u);
    EXPECT_EQ(errors[0], "systems.csv line 3: pcie_gen must be between 1 and 7, got 0");
    EXPECT_EQ(errors[1], "systems.csv line 4: pcie_gen must be between 1 and 7, got 8");
    EXPECT_NE(errors[2].find("systems.csv line 5: pcie_gen"), std::string::npos) << errors[2];
    EXPECT_EQ(store.load().systems, before);
    // A good file imports, the generation with it.
    writeAll(dir / "systems.csv",
             header + "gen5-box,Gen 5,test,desktop,1,pcie,,,900,USD,2026-01-05,quote,5\n");
    store.importPath(dir / "systems.csv");
    EXPECT_EQ(store.findSystem("gen5-box")->value.pcie_gen, 5);
}
