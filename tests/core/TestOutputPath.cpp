// Output files that cannot destroy inputs.
#include "core/base/Error.h"
#include "core/base/FileKind.h"
#include "core/base/OutputPath.h"

#include "common/TempDir.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

using namespace gpuplan;
using gpuplan::test::TempDir;

namespace {

namespace fs = std::filesystem;

std::string refusal(const fs::path& target, OutputKind kind, const ProtectedInputs& p = {}) {
    try {
        checkOutputPath(target, kind, p);
    } catch (const InputError& e) {
        EXPECT_NE(e.message(), nullptr); // a sentence the app translates
        return e.what();
    }
    return "";
}

const std::string kSqlite = std::string("SQLite format 3") + '\0' + "\x10\x00\x01\x01";

} // namespace

TEST(OutputPath, RefusesTheOpenCatalogThroughAnyPath) {
    TempDir t;
    const auto catalog = t.write("c.sqlite", kSqlite);
    const ProtectedInputs p{catalog, {}};
    EXPECT_EQ(refusal(catalog, OutputKind::Pdf, p),
              "will not write " + catalog.string() + ": it is the open catalog");
    const fs::path other_spelling = t.path() / "." / "c.sqlite";
    EXPECT_NE(refusal(other_spelling, OutputKind::Pdf, p).find("open catalog"), std::string::npos);
    // Its companions too (a PDF written over the WAL would lose the last edits).
    const auto wal = t.write("c.sqlite-wal", std::string("\x37\x7f\x06\x82", 4));
    EXPECT_NE(refusal(wal, OutputKind::Csv, p).find("open catalog"), std::string::npos);
}

// Issue 34: `report -o CATALOG-wal` printed "Wrote ..." when no -wal existed at that moment
// (SQLite deletes it when the last connection closes), and a dangling link to it passed too;
// the PDF was then renamed over the live WAL of a window.
TEST(OutputPath, RefusesTheCatalogsCompanionsPresentOrNotAndLinksToThem) {
    TempDir t;
    const auto catalog = t.write("c.sqlite", kSqlite);
    const ProtectedInputs p{catalog, {}};
    for (const char* suffix : {"-wal", "-shm", "-journal"}) {
        const fs::path companion = catalog.string() + suffix;
        ASSERT_FALSE(fs::exists(companion));
        EXPECT_NE(refusal(companion, OutputKind::Pdf, p).find("open catalog"), std::string::npos) << suffix;
        const fs::path link = t.path() / (std::string("report") + suffix + ".pdf");
        fs::create_symlink(companion, link); // dangling
        EXPECT_NE(refusal(link, OutputKind::Pdf, p).find("open catalog"), std::string::npos) << suffix;
    }
    // A relative link from another folder, and a link to a link.
    fs::create_directories(t.path() / "out");
    fs::create_symlink("../c.sqlite-wal", t.path() / "out" / "r.pdf");
    fs::create_symlink(t.path() / "out" / "r.pdf", t.path() / "chain.pdf");
    EXPECT_NE(refusal(t.path() / "out" / "r.pdf", OutputKind::Pdf, p).find("open catalog"),
              std::string::npos);
    EXPECT_NE(refusal(t.path() / "chain.pdf", OutputKind::Pdf, p).find("open catalog"), std::string::npos);
    // A name that only starts like the catalog's is not one of its files.
    EXPECT_EQ(refusal(t.path() / "c.sqlite-wal.pdf", OutputKind::Pdf, p), "");
}

TEST(OutputPath, RefusesAnInputFile) {
    TempDir t;
    const auto scenario = t.write("s.gpuplan", "{\"version\": 1}");
    EXPECT_EQ(refusal(scenario, OutputKind::Pdf, {{}, {scenario}}),
              "will not write " + scenario.string() + ": it is the file being read");
}

TEST(OutputPath, APdfReplacesOnlyAPdf) {
    TempDir t;
    const auto pdf = t.write("old.pdf", "%PDF-1.4\n...");
    EXPECT_EQ(refusal(pdf, OutputKind::Pdf), "");
    const auto sqlite = t.write("c.sqlite", kSqlite);
    EXPECT_EQ(refusal(sqlite, OutputKind::Pdf),
              "will not replace " + sqlite.string() +
                  ": it is not a PDF file (only a PDF file may be replaced)");
    const auto scenario = t.write("s.gpuplan", "{\"version\": 1}");
    EXPECT_NE(refusal(scenario, OutputKind::Pdf).find("not a PDF file"), std::string::npos);
    // A new file, or an empty one, may be written.
    EXPECT_EQ(refusal(t.path() / "new.pdf", OutputKind::Pdf), "");
    EXPECT_EQ(refusal(t.write("empty.pdf", ""), OutputKind::Pdf), "");
}

TEST(OutputPath, KindsJudgedByTheirFirstBytes) {
    TempDir t;
    const auto csv = t.write("gpus.csv", "id,name\nrtx-4090,RTX 4090\n");
    const auto json = t.write("catalog.json", "\xEF\xBB\xBF\n  {\"format\": \"x\"}");
    const auto pdf = t.write("r.pdf", "%PDF-1.7");
    const auto sqlite = t.write("c.sqlite", kSqlite);
    EXPECT_TRUE(fileLooksLike(csv, OutputKind::Csv));
    EXPECT_FALSE(fileLooksLike(pdf, OutputKind::Csv));
    EXPECT_FALSE(fileLooksLike(sqlite, OutputKind::Csv));
    EXPECT_TRUE(fileLooksLike(json, OutputKind::Json));
    EXPECT_TRUE(fileLooksLike(json, OutputKind::Scenario));
    EXPECT_FALSE(fileLooksLike(csv, OutputKind::Json));
    EXPECT_FALSE(fileLooksLike(pdf, OutputKind::Scenario));
    EXPECT_FALSE(fileLooksLike(sqlite, OutputKind::Scenario));
}

// An empty file says nothing about its kind: any export may replace it.
TEST(OutputPath, AnEmptyFileIsEveryKind) {
    TempDir t;
    const auto empty = t.write("empty", "");
    for (const auto kind : {OutputKind::Pdf, OutputKind::Csv, OutputKind::Json, OutputKind::Scenario}) {
        EXPECT_TRUE(fileLooksLike(empty, kind)) << outputKindName(kind);
        EXPECT_EQ(refusal(empty, kind), "") << outputKindName(kind);
    }
}

TEST(OutputPath, FileKindsFromTheFirstBytes) {
    using namespace std::string_view_literals;
    EXPECT_EQ(fileKindOf(""), FileKind::Empty);
    EXPECT_EQ(fileKindOf(" \r\n\t"), FileKind::Blank);
    EXPECT_EQ(fileKindOf("\xEF\xBB\xBF\n"), FileKind::Blank);
    EXPECT_EQ(fileKindOf("%PDF-1.7\n"), FileKind::Pdf);
    EXPECT_EQ(fileKindOf("PK\x03\x04\x14\0\0"sv), FileKind::Zip);
    EXPECT_EQ(fileKindOf(kSqlite), FileKind::Sqlite);
    EXPECT_EQ(fileKindOf("\xEF\xBB\xBF  {\"version\": 1}"), FileKind::JsonObject);
    EXPECT_EQ(fileKindOf("\n[1, 2]"), FileKind::JsonArray);
    EXPECT_EQ(fileKindOf("id,name\n"), FileKind::Text);
    EXPECT_EQ(fileKindOf("{\0}"sv), FileKind::Binary); // a NUL byte: not text
}

TEST(OutputPath, RefusesAFolder) {
    TempDir t;
    EXPECT_EQ(refusal(t.path(), OutputKind::Pdf), "will not write " + t.path().string() + ": it is a folder");
}
