// The catalog under pressure: a writer that keeps the file locked,
// read-only files and folders, a WAL that readers keep from restarting, large
// files opened without a full check, hand-typed CSV cells, recovery refusing
// what is not a catalog.
#include "common/TempDir.h"
#include "database/CatalogStore.h"
#include "database/WalCheckpoint.h"

#include <SQLiteCpp/Database.h>
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <functional>
#include <future>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace gpuplan;
using gpuplan::test::readAll;
using gpuplan::test::TempDir;
using gpuplan::test::writeAll;
namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

GpuPrice aPrice(const std::string& source = "shop") {
    GpuPrice p;
    p.gpu_id = "rtx-4090";
    p.amount = 1799;
    p.currency = "EUR";
    p.date = "2025-03-01";
    p.condition = "new";
    p.source = source;
    return p;
}

std::uintmax_t walSize(const fs::path& file) {
    std::error_code ec;
    const auto size = fs::file_size(file.string() + "-wal", ec);
    return ec ? 0 : size;
}

// Runs `body` in a child process as a user who may not write the catalog: the
// unprivileged "nobody" when this test runs as root (who may write anything),
// else this user (the files were made read-only with chmod). The child's exit
// status: 0 when `body` returned true; what went wrong is on stderr.
bool asUnprivilegedUser(const std::function<bool()>& body) {
    std::fflush(nullptr);
    const pid_t pid = ::fork();
    if (pid == 0) {
        if (::geteuid() == 0 && (::setgid(65534) != 0 || ::setuid(65534) != 0))
            ::_exit(3);
        bool ok = false;
        try {
            ok = body();
        } catch (const std::exception& e) {
            std::fprintf(stderr, "unexpected: %s\n", e.what());
        }
        std::fflush(nullptr);
        ::_exit(ok ? 0 : 1);
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

bool fail(const std::string& what) {
    std::fprintf(stderr, "%s\n", what.c_str());
    return false;
}

// Reads, and refuses a write with CatalogReadOnlyError, as the unprivileged user.
bool readsButRefusesWrites(const fs::path& file) {
    auto store = CatalogStore::open(file);
    if (!store.readOnly())
        return fail("not opened read-only");
    const Catalog c = store.load();
    if (c.gpus.size() < 30 || !store.findModel("mistral-7b") || !store.findGpu("rtx-4090"))
        return fail("rows missing");
    store.checkIntegrity();
    try {
        store.add(aPrice());
        return fail("a write was accepted");
    } catch (const CatalogReadOnlyError& e) {
        if (std::string(e.what()).find("is read-only") == std::string::npos ||
            std::string(e.what()).find(file.string()) == std::string::npos)
            return fail(e.what());
    }
    try {
        store.importPath(file.parent_path() / "nothing.csv");
    } catch (const InputError&) {
    }
    return true;
}

} // namespace

TEST(CatalogPressure, AnEditWhileAnotherConnectionWritesIsRetriedThenRefusedClearly) {
    TempDir dir;
    const fs::path file = dir / "c.sqlite";
    CatalogStore::Options o;
    o.busy_timeout_ms = 400;
    auto store = CatalogStore::open(file, o);
    const auto before = store.priceRows().size();
    SQLite::Database importer(file.string(), SQLite::OPEN_READWRITE);
    importer.exec("BEGIN IMMEDIATE"); // a long import holds the write lock
    const auto start = Clock::now();
    try {
        store.add(aPrice());
        FAIL() << "written while locked";
    } catch (const CatalogBusyError& e) {
        const std::string what = e.what();
        EXPECT_NE(what.find("is busy"), std::string::npos) << what;
        EXPECT_NE(what.find("an import"), std::string::npos) << what;
        EXPECT_NE(what.find(file.string()), std::string::npos) << what;
        EXPECT_EQ(e.path(), file);
    }
    const auto waited = Clock::now() - start;
    EXPECT_GE(waited, std::chrono::milliseconds(350));  // it waited for the busy timeout...
    EXPECT_LT(waited, std::chrono::milliseconds(3000)); // ...and not much longer
    importer.exec("ROLLBACK");
    EXPECT_EQ(store.priceRows().size(), before);
    store.add(aPrice()); // usable afterwards
    EXPECT_EQ(store.priceRows().size(), before + 1);
}

TEST(CatalogPressure, AnEditWaitsForAShortLockAndSucceeds) {
    TempDir dir;
    const fs::path file = dir / "c.sqlite";
    auto store = CatalogStore::open(file);
    SQLite::Database importer(file.string(), SQLite::OPEN_READWRITE);
    importer.exec("BEGIN IMMEDIATE");
    auto release = std::async(std::launch::async, [&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        importer.exec("COMMIT");
    });
    const auto id = store.add(aPrice("after the import"));
    release.get();
    EXPECT_EQ(store.findPrice(id)->value.source, "after the import");
}

TEST(CatalogPressure, ACatalogInAReadOnlyFolderIsReadAndNotWritten) {
    TempDir dir;
    const fs::path folder = dir / "shared";
    fs::create_directories(folder);
    const fs::path file = folder / "catalog.sqlite";
    { CatalogStore::open(file); }
    ASSERT_FALSE(fs::exists(file.string() + "-wal")); // closed cleanly
    ::chmod(file.c_str(), 0444);
    ::chmod(folder.c_str(), 0555);
    const std::string bytes = readAll(file);
    EXPECT_TRUE(asUnprivilegedUser([&] { return readsButRefusesWrites(file); }));
    EXPECT_EQ(readAll(file), bytes);
    EXPECT_FALSE(fs::exists(file.string() + "-shm"));
    ::chmod(folder.c_str(), 0755);
}

TEST(CatalogPressure, AReadOnlyCatalogFileInAWritableFolderIsReadAndNotWritten) {
    TempDir dir;
    const fs::path folder = dir / "mine";
    fs::create_directories(folder);
    const fs::path file = folder / "catalog.sqlite";
    { CatalogStore::open(file); }
    ::chmod(file.c_str(), 0444);
    ::chmod(folder.c_str(), 0777); // the unprivileged user may create the -shm beside it
    const std::string bytes = readAll(file);
    EXPECT_TRUE(asUnprivilegedUser([&] { return readsButRefusesWrites(file); }));
    EXPECT_EQ(readAll(file), bytes);
    ::chmod(folder.c_str(), 0755);
}

TEST(CatalogPressure, AnOlderReadOnlyCatalogSaysItCannotBeUpgraded) {
    TempDir dir;
    const fs::path folder = dir / "old";
    fs::create_directories(folder);
    const fs::path file = folder / "catalog.sqlite";
    CatalogStore::Options o;
    o.target_version = 1;
    o.seed_defaults = false;
    { CatalogStore::open(file, o); }
    ::chmod(file.c_str(), 0444);
    ::chmod(folder.c_str(), 0555);
    EXPECT_TRUE(asUnprivilegedUser([&] {
        try {
            CatalogStore::open(file);
            return fail("opened");
        } catch (const CatalogReadOnlyError& e) {
            return std::string(e.what()).find("cannot upgrade") != std::string::npos || fail(e.what());
        }
    }));
    ::chmod(folder.c_str(), 0755);
}

TEST(CatalogPressure, TheWalStaysBoundedWhileReadersOverlapImports) {
    TempDir dir;
    const fs::path file = dir / "c.sqlite";
    auto store = CatalogStore::open(file);
    std::uintmax_t largest = 0;
    for (int round = 0; round < 5; ++round) {
        std::string csv = "gpu_id,amount,currency,date,condition,source\n";
        for (int i = 0; i < 20000; ++i)
            csv += fmt::format("rtx-4090,{},EUR,2025-01-{:02},new,round {} listing {}\n", 1000 + i % 900,
                               1 + i % 28, round, i);
        writeAll(dir / "prices.csv", csv);
        // A reader that started before the import and ends while it is being written.
        std::promise<void> reading;
        auto reader = std::async(std::launch::async, [&] {
            SQLite::Database db(file.string(), SQLite::OPEN_READONLY);
            db.exec("BEGIN");
            db.execAndGet("SELECT count(*) FROM gpu_prices");
            reading.set_value();
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            db.exec("COMMIT");
        });
        reading.get_future().wait();
        store.importPath(dir / "prices.csv");
        reader.get();
        largest = std::max(largest, walSize(file));
    }
    // Without the checkpoints each import appended its pages to the WAL (5 rounds: ~10 MB).
    EXPECT_LT(largest, 512u * 1024) << largest;
    EXPECT_LE(largest, static_cast<std::uintmax_t>(wal::kJournalSizeLimitBytes));
    EXPECT_EQ(store.priceRows().size() >= 100000u, true);
}

TEST(CatalogPressure, ALargeCatalogOpensWithoutTheFullCheckButDamageIsStillFound) {
    TempDir dir;
    const fs::path file = dir / "c.sqlite";
    { CatalogStore::open(file); }
    {
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
        db.exec("WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 149999) "
                "INSERT INTO gpu_prices (gpu_id, amount, currency, date, condition, source, notes) "
                "SELECT 'rtx-4090', 1000 + i % 997, 'EUR', '2025-01-15', 'new', 'listing #' || i, '' FROM n");
        db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    }
    std::string bytes = readAll(file);
    ASSERT_GT(bytes.size(), 9u << 20);
    // Scribble over 64 pages in the middle of the file (price rows).
    const std::size_t middle = bytes.size() / 2 / 4096 * 4096;
    for (std::size_t i = middle; i < middle + 64 * 4096; ++i)
        bytes[i] = static_cast<char>(i * 13);
    writeAll(file, bytes);

    auto store = CatalogStore::open(file); // cheap: header and schema only
    EXPECT_TRUE(store.findModel("mistral-7b"));
    EXPECT_THROW(store.checkIntegrity(), CatalogFileError);
    EXPECT_THROW(store.load(), CatalogFileError); // a read meeting the damage: exit 2, not a crash
    try {
        fs::create_directories(dir / "in");
        writeAll(dir / "in" / "prices.csv",
                 "gpu_id,amount,currency,date,condition,source\nl4,900,EUR,2025-01-01,new,x\n");
        store.importPath(dir / "in" / "prices.csv");
        FAIL() << "imported into a damaged file";
    } catch (const CatalogFileError& e) {
        EXPECT_EQ(e.reason(), CatalogFileError::Reason::IntegrityCheckFailed);
        EXPECT_NE(std::string(e.what()).find("catalog reset"), std::string::npos) << e.what();
    }
    EXPECT_EQ(readAll(file), bytes);
    // A later process that opens it (cheaply, as `catalog add-price` does) and writes one row:
    // the file is checked whole before its first write, and the row is refused (issue 34: a
    // damaged catalog "Added price", exit 0).
    auto later = CatalogStore::open(file);
    EXPECT_THROW(later.add(aPrice("after the damage was found")), CatalogFileError);
    EXPECT_EQ(readAll(file), bytes);
}

TEST(CatalogPressure, AHandTypedApostropheIsKeptAndTheExportStillRoundTrips) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "a.sqlite");
    writeAll(dir / "prices.csv", "gpu_id,amount,currency,date,condition,source,notes\n"
                                 "rtx-4090,1000,EUR,2025-01-01,new,'=typed by hand,''twice\n"
                                 "rtx-4090,1001,EUR,2025-01-02,new,\"'=exported\",\"''=x\"\n");
    store.importPath(dir / "prices.csv");
    std::vector<std::pair<std::string, std::string>> got;
    for (const auto& p : store.priceRows())
        if (p.value.amount == 1000 || p.value.amount == 1001)
            got.emplace_back(p.value.source, p.value.notes);
    ASSERT_EQ(got.size(), 2u);
    EXPECT_EQ(got[0], std::make_pair(std::string("'=typed by hand"), std::string("''twice")));
    EXPECT_EQ(got[1], std::make_pair(std::string("=exported"), std::string("'=x")));

    // Export: a cell starting with an apostrophe is doubled and quoted, a formula quoted.
    store.exportTo(dir / "out", ExportFormat::Csv);
    const std::string text = readAll(dir / "out" / "prices.csv");
    EXPECT_NE(text.find(",\"''=typed by hand\","), std::string::npos) << text;
    EXPECT_NE(text.find(",\"'''twice\""), std::string::npos) << text;
    EXPECT_NE(text.find(",\"'=exported\","), std::string::npos) << text;
    auto b = CatalogStore::open(dir / "b.sqlite");
    b.importPath(dir / "out" / "prices.csv");
    for (const auto& p : store.priceRows()) {
        const auto q = b.findPrice(p.value.id);
        ASSERT_TRUE(q);
        EXPECT_EQ(q->value, p.value);
    }
}

TEST(CatalogPressure, ResetAndRestoreRefuseAFolderOrAnotherKindOfFile) {
    TempDir dir;
    const fs::path folder = dir / "data";
    fs::create_directories(folder);
    writeAll(folder / "keep.txt", "mine");
    for (auto* recover : {&CatalogStore::resetToDefaults, &CatalogStore::restoreLatestBackup}) {
        try {
            recover(folder);
            FAIL() << "a folder was moved aside";
        } catch (const InputError& e) {
            EXPECT_NE(std::string(e.what()).find("is a folder, not a GPU Planner catalog"), std::string::npos)
                << e.what();
        }
        EXPECT_EQ(readAll(folder / "keep.txt"), "mine");
    }
    const fs::path other = dir / "invoices.sqlite";
    {
        SQLite::Database db(other.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        db.exec("CREATE TABLE invoices (id INTEGER)");
    }
    writeAll(dir / "report.pdf", "%PDF-1.7\n...");
    writeAll(dir / "s.gpuplan", "{\"version\": 1}\n");
    for (const fs::path& f : {other, dir / "report.pdf", dir / "s.gpuplan"}) {
        const std::string bytes = readAll(f);
        EXPECT_THROW(CatalogStore::resetToDefaults(f), InputError) << f;
        EXPECT_THROW(CatalogStore::restoreLatestBackup(f), InputError) << f;
        EXPECT_EQ(readAll(f), bytes) << f;
    }
    std::size_t entries = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir.path()))
        ++entries;
    EXPECT_EQ(entries, 4u); // nothing renamed, nothing created
    EXPECT_THROW(CatalogStore::open(folder), CatalogFileError);
}

// An empty file says nothing about its kind: it may be a catalog cut short, so it is
// moved aside (not refused like a PDF or a JSON document) and replaced by the defaults.
TEST(CatalogPressure, ResetMovesAnEmptyFileAside) {
    TempDir dir;
    const fs::path path = dir.write("c.sqlite", "");
    const RecoveryResult result = CatalogStore::resetToDefaults(path);
    ASSERT_FALSE(result.moved_aside.empty());
    EXPECT_EQ(readAll(result.moved_aside), "");
    EXPECT_FALSE(CatalogStore::open(path).gpuRows().empty());
}

TEST(CatalogPressure, OneGpusPricesAndOffersAreReadWithoutTheOthers) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    store.add(aPrice("one more"));
    for (const std::string gpu : {"rtx-4090", "h100-sxm", "no-such-gpu"}) {
        std::vector<GpuPrice> expected;
        for (const auto& p : store.priceRows())
            if (p.value.gpu_id == gpu)
                expected.push_back(p.value);
        std::vector<GpuPrice> got;
        for (const auto& p : store.priceRowsOf(gpu))
            got.push_back(p.value);
        EXPECT_EQ(got, expected) << gpu;
        std::vector<std::string> offers;
        for (const auto& o : store.offerRows())
            if (o.value.gpu_id == gpu)
                offers.push_back(o.value.id);
        std::vector<std::string> got_offers;
        for (const auto& o : store.offerRowsOf(gpu))
            got_offers.push_back(o.value.id);
        EXPECT_EQ(got_offers, offers) << gpu;
    }
    EXPECT_FALSE(store.priceRowsOf("rtx-4090").empty());
    EXPECT_FALSE(store.offerRowsOf("h100-sxm").empty());
}
