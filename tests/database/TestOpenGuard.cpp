// The open guard (tests/guard/OpenGuard.cpp), preloaded into every test process, stops a
// process that opens a live catalog file outside SQLite: a planted std::ifstream of the
// catalog (a file-kind sniff), of its -wal, a copy, or a report renamed onto the -wal.
// Such an open-and-close drops the POSIX locks SQLite holds for the whole process
// (SQLite's "How To Corrupt An SQLite Database File", 2.2), which is how a window's
// edits once went into a -wal that the command line had deleted.
#include "common/Shell.h"
#include "common/TempDir.h"

#include "database/CatalogStore.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

namespace {

namespace fs = std::filesystem;

using ProbeRun = gpuplan::test::ShellResult;

// guard_probe CATALOG WHAT under the guard, as ctest runs every test.
ProbeRun probe(const fs::path& catalog, const std::string& what) {
    return gpuplan::test::runShell("env LD_PRELOAD=" + std::string(GPUPLAN_OPEN_GUARD) + " " +
                                   std::string(GPUPLAN_GUARD_PROBE) + " '" + catalog.string() + "' " + what +
                                   " 2>&1");
}

struct OpenGuard : ::testing::Test {
    gpuplan::test::TempDir dir;
    fs::path catalog;
    void SetUp() override {
        catalog = dir.path() / "catalog.sqlite";
        gpuplan::CatalogStore::open(catalog); // created from the defaults
    }
};

TEST_F(OpenGuard, LetsTheStoreWorkAndAReleasedFileBeRead) {
    const ProbeRun plain = probe(catalog, "nothing");
    EXPECT_EQ(plain.code, 0) << plain.out;
    EXPECT_NE(plain.out.find("edit 0"), std::string::npos) << plain.out;
    const ProbeRun released = probe(catalog, "released");
    EXPECT_EQ(released.code, 0) << released.out;
}

TEST_F(OpenGuard, StopsAPlantedIfstreamOfTheLiveCatalog) {
    const ProbeRun r = probe(catalog, "ifstream");
    EXPECT_NE(r.code, 0);
    EXPECT_NE(r.out.find("open guard: fopen"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("catalog.sqlite"), std::string::npos) << r.out;
}

TEST_F(OpenGuard, StopsAnOpenOfTheWalACopyAndARenameOntoTheWal) {
    for (const char* what : {"ifstream-wal", "copy", "rename-onto-wal"}) {
        const ProbeRun r = probe(catalog, what);
        EXPECT_NE(r.code, 0) << what;
        EXPECT_NE(r.out.find("open guard:"), std::string::npos) << what << ": " << r.out;
    }
    // The catalog is still whole: nothing was written over it.
    EXPECT_NO_THROW(gpuplan::CatalogStore::open(catalog).checkIntegrity());
}

} // namespace
