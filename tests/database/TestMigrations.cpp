// Schema lifecycle on real files: upgrades, backups, rollback, damaged files, recovery.
#include "common/TempDir.h"
#include "database/CatalogStore.h"
#include "database/Migrations.h"

#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

using namespace gpuplan;
using gpuplan::test::readAll;
using gpuplan::test::TempDir;
using gpuplan::test::writeAll;
namespace fs = std::filesystem;

namespace {

// A file at schema `version` (no default rows) holding one GPU and one price,
// written with the SQL that version knows.
void makeFileAtVersion(const fs::path& path, int version) {
    CatalogStore::Options o;
    o.target_version = version;
    o.seed_defaults = false;
    if (version == 0) {
        SQLite::Database db(path.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        return;
    }
    { CatalogStore::open(path, o); }
    SQLite::Database db(path.string(), SQLite::OPEN_READWRITE);
    db.exec("INSERT INTO currencies (code, name) VALUES ('EUR', 'Euro')");
    db.exec("INSERT INTO gpus (id, vendor, name, vram_bytes, memory_bandwidth_bytes_per_s, source) "
            "VALUES ('old-gpu', 'NVIDIA', 'Old GPU', 1000, 2000, 'v1 file')");
    db.exec("INSERT INTO gpu_prices (gpu_id, amount, currency, condition, source) "
            "VALUES ('old-gpu', 99, 'EUR', 'used', 'v1 file')");
}

int userVersion(const fs::path& path) {
    SQLite::Database db(path.string(), SQLite::OPEN_READONLY);
    return db.execAndGet("PRAGMA user_version").getInt();
}

bool hasColumn(const fs::path& path, const std::string& table, const std::string& column) {
    SQLite::Database db(path.string(), SQLite::OPEN_READONLY);
    SQLite::Statement st(db, "SELECT 1 FROM pragma_table_info(?) WHERE name = ?");
    st.bind(1, table);
    st.bind(2, column);
    return st.executeStep();
}

} // namespace

TEST(Migrations, TheSchemaFilesAreNumberedFromOne) {
    const auto& m = builtinMigrations();
    ASSERT_GE(m.size(), 3u);
    for (std::size_t i = 0; i < m.size(); ++i)
        EXPECT_EQ(m[i].version, static_cast<int>(i) + 1) << m[i].name;
    EXPECT_EQ(m[1].name, "0002_revisions.sql");
}

TEST(Migrations, UpgradesFromEveryEarlierVersionAfterABackup) {
    for (int v = 1; v < CatalogStore::latestSchemaVersion(); ++v) {
        SCOPED_TRACE(v);
        TempDir dir;
        const fs::path file = dir / "catalog.sqlite";
        makeFileAtVersion(file, v);
        ASSERT_EQ(userVersion(file), v);
        auto store = CatalogStore::open(file);
        EXPECT_EQ(store.schemaVersion(), CatalogStore::latestSchemaVersion());
        const Catalog c = store.load();
        ASSERT_EQ(c.gpus.size(), 1u); // the user's rows survive, no defaults are mixed in
        EXPECT_EQ(c.gpus[0].id, "old-gpu");
        EXPECT_EQ(c.gpus[0].derived, ""); // 0008: an old row's figures are the ones it had
        if (v == 1) {
            EXPECT_EQ(c.gpus[0].pci_vendor_id, 0x10deu); // filled in by 0002 from the vendor
        }
        ASSERT_EQ(c.prices.size(), 1u);
        EXPECT_DOUBLE_EQ(c.prices[0].amount, 99);
        EXPECT_EQ(store.findGpu("old-gpu")->revision, 1);
        // The backup is the file as it was, named after its version.
        ASSERT_TRUE(store.migrationBackup());
        const fs::path backup = *store.migrationBackup();
        EXPECT_EQ(backup.filename().string().rfind("catalog.sqlite.bak-v" + std::to_string(v) + "-", 0), 0u)
            << backup;
        EXPECT_EQ(userVersion(backup), v);
        EXPECT_EQ(CatalogStore::backups(file), std::vector<fs::path>{backup});
    }
}

TEST(Migrations, AnEmptyDatabaseBecomesTheDefaultCatalog) {
    TempDir dir;
    makeFileAtVersion(dir / "c.sqlite", 0);
    auto store = CatalogStore::open(dir / "c.sqlite");
    EXPECT_GT(store.load().gpus.size(), 30u);
    EXPECT_FALSE(store.migrationBackup());
}

TEST(Migrations, AFailedMigrationRollsBackEveryStep) {
    TempDir dir;
    const fs::path file = dir / "c.sqlite";
    makeFileAtVersion(file, 1);
    auto broken = builtinMigrations();
    broken.push_back({static_cast<int>(broken.size()) + 1, "0004_broken.sql",
                      "CREATE TABLE half_done (x INTEGER); INSERT INTO no_such_table VALUES (1);"});
    CatalogStore::Options o;
    o.migrations = &broken;
    try {
        CatalogStore::open(file, o);
        FAIL() << "the broken migration went through";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("0004_broken.sql failed"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("left at schema version 1"), std::string::npos) << e.what();
    }
    EXPECT_EQ(userVersion(file), 1);
    EXPECT_FALSE(hasColumn(file, "gpus", "revision")); // 0002 rolled back with 0004
    EXPECT_FALSE(hasColumn(file, "half_done", "x"));
    EXPECT_EQ(CatalogStore::backups(file).size(), 1u); // the backup was made first
    // The file still opens (and upgrades) with the real migrations.
    EXPECT_EQ(CatalogStore::open(file).load().gpus.size(), 1u);
}

TEST(Migrations, ANewerSchemaIsRefusedAndLeftUntouched) {
    TempDir dir;
    const fs::path file = dir / "c.sqlite";
    { CatalogStore::open(file); }
    {
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
        db.exec("PRAGMA user_version = 99");
    }
    const std::string before = readAll(file);
    try {
        CatalogStore::open(file);
        FAIL();
    } catch (const CatalogFileError& e) {
        EXPECT_EQ(e.reason(), CatalogFileError::Reason::NewerSchema);
        EXPECT_NE(std::string(e.what()).find("schema version 99"), std::string::npos) << e.what();
    }
    EXPECT_EQ(readAll(file), before);
}

TEST(Migrations, AFileThatIsNotADatabaseIsRefusedAndLeftUntouched) {
    TempDir dir;
    const fs::path file = dir / "c.sqlite";
    const std::string junk = "this is a spreadsheet, not a database\n" + std::string(5000, 'x');
    writeAll(file, junk);
    try {
        CatalogStore::open(file);
        FAIL();
    } catch (const CatalogFileError& e) {
        EXPECT_EQ(e.reason(), CatalogFileError::Reason::NotADatabase);
        EXPECT_NE(std::string(e.what()).find("catalog reset"), std::string::npos) << e.what();
    }
    EXPECT_EQ(readAll(file), junk);
    EXPECT_FALSE(fs::exists(file.string() + "-wal"));
}

TEST(Migrations, ACorruptFileIsRefusedAndLeftUntouched) {
    TempDir dir;
    const fs::path file = dir / "c.sqlite";
    {
        auto store = CatalogStore::open(file);
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
        db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    }
    std::string bytes = readAll(file);
    ASSERT_GT(bytes.size(), 40000u);
    // Scribble over pages 3..8 (4096-byte pages), keeping the header page intact.
    for (std::size_t i = 2 * 4096; i < 8 * 4096; ++i)
        bytes[i] = static_cast<char>(i * 7);
    writeAll(file, bytes);
    try {
        CatalogStore::open(file);
        FAIL();
    } catch (const CatalogFileError& e) {
        EXPECT_TRUE(e.reason() == CatalogFileError::Reason::IntegrityCheckFailed ||
                    e.reason() == CatalogFileError::Reason::NotADatabase)
            << e.what();
    }
    EXPECT_EQ(readAll(file), bytes);
}

TEST(Migrations, AnotherApplicationsDatabaseIsNotTakenOver) {
    TempDir dir;
    const fs::path file = dir / "other.sqlite";
    {
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        db.exec("CREATE TABLE invoices (id INTEGER)");
    }
    try {
        CatalogStore::open(file);
        FAIL();
    } catch (const CatalogFileError& e) {
        EXPECT_EQ(e.reason(), CatalogFileError::Reason::NotACatalog);
    }
    EXPECT_FALSE(hasColumn(file, "gpus", "id"));
}

TEST(Recovery, ResetMovesTheDamagedFileAsideAndStartsFromTheDefaults) {
    TempDir dir;
    const fs::path file = dir / "c.sqlite";
    writeAll(file, "garbage");
    const auto result = CatalogStore::resetToDefaults(file);
    EXPECT_NE(result.moved_aside.filename().string().find("c.sqlite.damaged-"), std::string::npos);
    EXPECT_EQ(readAll(result.moved_aside), "garbage");
    EXPECT_GT(CatalogStore::open(file).load().gpus.size(), 30u);
    EXPECT_TRUE(CatalogStore::backups(file).empty()); // a damaged file is not offered as a backup
}

TEST(Recovery, ResetKeepsAHealthyFileAsABackup) {
    TempDir dir;
    const fs::path file = dir / "c.sqlite";
    {
        auto store = CatalogStore::open(file);
        store.setSetting("mine", "1");
    }
    const auto result = CatalogStore::resetToDefaults(file);
    EXPECT_NE(result.moved_aside.filename().string().find(".bak-replaced-"), std::string::npos);
    EXPECT_FALSE(CatalogStore::open(file).setting("mine"));
    EXPECT_EQ(CatalogStore::open(result.moved_aside).setting("mine"), "1");
}

TEST(Recovery, RestoreLatestBackupBringsBackTheFileBeforeTheMigration) {
    TempDir dir;
    const fs::path file = dir / "c.sqlite";
    makeFileAtVersion(file, 1);
    { CatalogStore::open(file); } // migrates, with a backup
    writeAll(file, "damaged later");
    fs::remove(file.string() + "-wal");
    fs::remove(file.string() + "-shm");
    EXPECT_THROW(CatalogStore::open(file), CatalogFileError);
    const auto result = CatalogStore::restoreLatestBackup(file);
    EXPECT_NE(result.restored_from.filename().string().find(".bak-v1-"), std::string::npos);
    EXPECT_EQ(readAll(result.moved_aside), "damaged later");
    auto store = CatalogStore::open(file);
    EXPECT_EQ(store.load().gpus.at(0).id, "old-gpu");
}

TEST(Recovery, RestoreWithoutABackupSaysSo) {
    TempDir dir;
    writeAll(dir / "c.sqlite", "garbage");
    EXPECT_THROW(CatalogStore::restoreLatestBackup(dir / "c.sqlite"), InputError);
    EXPECT_EQ(readAll(dir / "c.sqlite"), "garbage");
}
