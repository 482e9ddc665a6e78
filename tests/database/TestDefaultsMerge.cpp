// Taking a newer version's built-in rows into an older catalog file without losing the user's
// edits (CatalogStore::newDefaults / addNewDefaults), on real files: a file made by an earlier
// version lacks the rows this version added (here: the MI250X with its price and node, and the DGX
// B300 with its price, which came with defaults 2026.12.16), and holds the user's own edits.
#include "common/TempDir.h"
#include "database/CatalogStore.h"

#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <algorithm>

using namespace gpuplan;
using gpuplan::test::TempDir;
namespace fs = std::filesystem;

namespace {

const GpuPrice* priceOf(const Catalog& c, const std::string& gpu, double amount) {
    for (const auto& p : c.prices)
        if (p.gpu_id == gpu && p.amount == amount)
            return &p;
    return nullptr;
}

// A catalog as an earlier version left it: without this version's MI250X and B300 rows and its
// MI325X and MI210 prices, at an older defaults revision, with a price the user edited and one the user
// added. The user's price takes the id the built-in MI250X price has in this version (43).
fs::path olderFile(const TempDir& dir) {
    const fs::path file = dir / "catalog.sqlite";
    auto store = CatalogStore::open(file);
    store.deleteSystem("dgx-b300", store.findSystem("dgx-b300")->revision);
    for (const auto& p : store.priceRowsOf("b300"))
        store.deletePrice(p.value.id, p.revision);
    for (const auto& p : store.priceRowsOf("mi250x"))
        store.deletePrice(p.value.id, p.revision);
    for (const char* gpu : {"mi325x", "mi210"}) // ids 45 and 46
        for (const auto& p : store.priceRowsOf(gpu))
            store.deletePrice(p.value.id, p.revision);
    store.deleteGpu("mi250x", store.findGpu("mi250x")->revision); // its node goes with it
    auto edited = *store.findPrice(1);                            // the guide's RTX 4090 at 1,800 EUR
    EXPECT_EQ(edited.value.gpu_id, "rtx-4090");
    edited.value.amount = 1650;
    store.update(edited.value, edited.revision);
    GpuPrice mine;
    mine.gpu_id = "rtx-4090";
    mine.amount = 1599;
    mine.currency = "EUR";
    mine.date = "2026-11-20";
    mine.condition = "new";
    mine.source = "our supplier's quote";
    EXPECT_EQ(store.add(mine), 43);
    SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
    db.exec("UPDATE catalog_info SET value = '2026.12.15' WHERE key = 'defaults_revision'");
    return file;
}

} // namespace

TEST(DefaultsMerge, ListsTheBuiltInRowsTheFileLacksAndWritesNothing) {
    TempDir dir;
    const fs::path file = olderFile(dir);
    auto store = CatalogStore::open(file);
    const auto before = store.dataRevision();
    const DefaultsMerge plan = store.newDefaults();
    EXPECT_FALSE(plan.applied);
    EXPECT_EQ(plan.revision, CatalogStore::builtinDefaultsRevision());
    EXPECT_EQ(plan.added(), 7);     // 1 GPU, 4 prices, 2 systems
    EXPECT_EQ(plan.differing(), 1); // the edited RTX 4090 price, kept
    auto listed = [&](const std::string& row) {
        return std::find(plan.added_rows.begin(), plan.added_rows.end(), row) != plan.added_rows.end();
    };
    EXPECT_TRUE(listed("gpus: mi250x"));
    EXPECT_TRUE(listed("systems: dgx-b300"));
    EXPECT_TRUE(listed("systems: mi250x-node-4-estimate"));
    int prices = 0;
    for (const auto& r : plan.added_rows)
        prices += r.rfind("prices: ", 0) == 0 ? 1 : 0;
    EXPECT_EQ(prices, 4) << ::testing::PrintToString(plan.added_rows);
    EXPECT_EQ(store.dataRevision(), before);
    EXPECT_EQ(store.defaultsRevision(), "2026.12.15");
}

TEST(DefaultsMerge, AddsThemAndKeepsTheUsersRows) {
    TempDir dir;
    const fs::path file = olderFile(dir);
    auto store = CatalogStore::open(file);
    const DefaultsMerge done = store.addNewDefaults();
    EXPECT_TRUE(done.applied);
    EXPECT_EQ(done.added(), 7);
    const Catalog c = store.load();
    // The new rows are in.
    ASSERT_NE(c.findGpu("mi250x"), nullptr);
    ASSERT_NE(c.findSystem("dgx-b300"), nullptr);
    ASSERT_NE(c.findSystem("mi250x-node-4-estimate"), nullptr);
    ASSERT_NE(priceOf(c, "mi250x", 14500), nullptr);
    ASSERT_NE(priceOf(c, "b300", 40625), nullptr);
    ASSERT_NE(priceOf(c, "mi325x", 15000), nullptr);
    ASSERT_NE(priceOf(c, "mi210", 16500), nullptr);
    // The user's rows are as the user left them: the edited price and the user's own, under its id.
    EXPECT_EQ(store.findPrice(1)->value.amount, 1650);
    EXPECT_EQ(priceOf(c, "rtx-4090", 1800), nullptr);
    ASSERT_TRUE(store.findPrice(43));
    EXPECT_EQ(store.findPrice(43)->value.source, "our supplier's quote");
    EXPECT_NE(priceOf(c, "mi250x", 14500)->id, 43); // the built-in price took a new id
    // The file now says it has this version's defaults, and there is nothing left to add.
    EXPECT_EQ(store.defaultsRevision(), CatalogStore::builtinDefaultsRevision());
    EXPECT_EQ(store.newDefaults().added(), 0);
    EXPECT_EQ(store.addNewDefaults().added(), 0);
    EXPECT_EQ(store.load().prices.size(), c.prices.size());
}

TEST(DefaultsMerge, AFileWithTheBuiltInRowsHasNothingToAdd) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "fresh.sqlite");
    const DefaultsMerge plan = store.newDefaults();
    EXPECT_EQ(plan.added(), 0);
    EXPECT_EQ(plan.differing(), 0);
    EXPECT_TRUE(plan.added_rows.empty());
}

// A file migrated from an earlier schema has the new columns empty in the built-in rows it holds: a
// row the user never edited (revision 1) gets those cells and nothing else; one the user edited
// keeps what the user left, empty cells too.
TEST(DefaultsMerge, ARowNeverEditedGetsTheNewCellsAndAnEditedOneStaysAsItIs) {
    TempDir dir;
    const fs::path file = dir / "catalog.sqlite";
    {
        auto store = CatalogStore::open(file);
        // Saved once by the user, as it was (revision 2): whatever it says now is the user's.
        auto desktop = store.findSystem("desktop-host-1gpu-2016");
        store.update(desktop->value, desktop->revision);
        // What migrations 0009 and 0010 leave in a file of an earlier version: the new columns empty.
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
        db.exec("UPDATE systems SET network_link = NULL WHERE id = 'dgx-spark'");
        db.exec("UPDATE systems SET psu_w = NULL WHERE id IN ('makemachine-4gpu-host-2026', "
                "'desktop-host-1gpu-2016')");
        // And what migration 0012 leaves: no PCIe generation of the slots.
        db.exec("UPDATE systems SET pcie_gen = NULL WHERE id IN ('makemachine-4gpu-host-2026', "
                "'desktop-host-1gpu-2016')");
        db.exec("UPDATE catalog_info SET value = '2026.12.15' WHERE key = 'defaults_revision'");
    }
    auto store = CatalogStore::open(file);
    ASSERT_EQ(store.findSystem("dgx-spark")->revision, 1);
    const DefaultsMerge plan = store.newDefaults();
    EXPECT_EQ(plan.added(), 0);
    EXPECT_EQ(plan.filled_rows,
              (std::vector<std::string>{"systems: dgx-spark (network_link)",
                                        "systems: makemachine-4gpu-host-2026 (pcie_gen, psu_w)"}));
    EXPECT_EQ(plan.differing(), 1);                                   // the edited desktop
    EXPECT_EQ(store.findSystem("dgx-spark")->value.network_link, ""); // a plan writes nothing

    const DefaultsMerge done = store.addNewDefaults();
    EXPECT_EQ(done.filled(), 2);
    EXPECT_EQ(store.findSystem("dgx-spark")->value.network_link, "cx7-200gbe-gb10");
    EXPECT_EQ(store.findSystem("makemachine-4gpu-host-2026")->value.psu_w, 2000.0);
    EXPECT_EQ(store.findSystem("makemachine-4gpu-host-2026")->value.pcie_gen, 5);
    EXPECT_FALSE(store.findSystem("desktop-host-1gpu-2016")->value.psu_w);    // the user's: left empty
    EXPECT_FALSE(store.findSystem("desktop-host-1gpu-2016")->value.pcie_gen); // the same
    // Only those cells: the rest of the row is the built-in one it was, and there is nothing left.
    const Catalog c = store.load();
    const Catalog fresh = CatalogStore::open(dir / "fresh.sqlite").load();
    EXPECT_EQ(*c.findSystem("dgx-spark"), *fresh.findSystem("dgx-spark"));
    EXPECT_EQ(store.newDefaults().filled(), 0);
    EXPECT_EQ(store.newDefaults().differing(), 1);
}
