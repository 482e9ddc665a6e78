// The catalog under pressure, through the real executable (issue 20): a busy
// catalog, a read-only catalog, recovery refusing a folder, `catalog check`.
#include "CliRunner.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sqlite3.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <sys/stat.h>

namespace fs = std::filesystem;
using gpuplan::test::runCli;

namespace {

class CatalogPressureCli : public ::testing::Test {
protected:
    void SetUp() override {
        std::random_device rd;
        dir_ = fs::temp_directory_path() / ("gpuplan-cli-p-" + std::to_string(rd()) + std::to_string(rd()));
        fs::create_directories(dir_);
        ::chmod(dir_.c_str(), 0755);
    }
    void TearDown() override {
        std::error_code ec;
        for (const auto& e : fs::recursive_directory_iterator(dir_, ec))
            ::chmod(e.path().c_str(), e.is_directory() ? 0755 : 0644);
        fs::remove_all(dir_, ec);
    }
    fs::path dir_;
};

std::size_t entriesIn(const fs::path& dir) {
    std::size_t n = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir))
        ++n;
    return n;
}

} // namespace

TEST_F(CatalogPressureCli, ResetAndRestoreRefuseAFolderAndRenameNothing) {
    const fs::path folder = dir_ / "data";
    fs::create_directories(folder);
    std::ofstream(folder / "thesis.tex") << "mine";
    for (const char* command : {"catalog reset", "catalog restore-backup"}) {
        const auto r = runCli("--db " + folder.string() + " " + command);
        EXPECT_EQ(r.code, 2) << r.out;
        EXPECT_NE(r.out.find("is a folder, not a GPU Planner catalog"), std::string::npos) << r.out;
        EXPECT_NE(r.out.find("nothing was moved"), std::string::npos) << r.out;
        EXPECT_TRUE(fs::exists(folder / "thesis.tex"));
        EXPECT_EQ(entriesIn(dir_), 1u); // no data.damaged-<time>
    }
    std::ofstream(dir_ / "report.pdf") << "%PDF-1.7\n";
    const auto pdf = runCli("--db " + (dir_ / "report.pdf").string() + " catalog reset");
    EXPECT_EQ(pdf.code, 2) << pdf.out;
    EXPECT_NE(pdf.out.find("a PDF document"), std::string::npos) << pdf.out;
    EXPECT_EQ(entriesIn(dir_), 2u);
    const auto list = runCli("--db " + folder.string() + " catalog list gpus");
    EXPECT_EQ(list.code, 2) << list.out;
}

TEST_F(CatalogPressureCli, AnEditDuringALongImportSaysTheCatalogIsBusy) {
    const fs::path file = dir_ / "catalog.sqlite";
    ASSERT_EQ(runCli("--db " + file.string() + " catalog list gpus").code, 0);
    sqlite3* importer = nullptr;
    ASSERT_EQ(sqlite3_open(file.c_str(), &importer), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(importer, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr), SQLITE_OK);
    const auto r = runCli("--db " + file.string() + " catalog add-price rtx-4090 1700 EUR");
    EXPECT_EQ(r.code, 2) << r.out; // not an "internal error", exit 1
    EXPECT_NE(r.out.find("is busy"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(file.string()), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("internal error"), std::string::npos) << r.out;
    // Reading is not blocked by a writer.
    EXPECT_EQ(runCli("--db " + file.string() + " fit --model mistral-7b --vram 24GB").code, 0);
    sqlite3_exec(importer, "ROLLBACK", nullptr, nullptr, nullptr);
    sqlite3_close(importer);
    EXPECT_EQ(runCli("--db " + file.string() + " catalog add-price rtx-4090 1700 EUR").code, 0);
}

TEST_F(CatalogPressureCli, AReadOnlyCatalogAnswersEveryReadingCommandAndRefusesEdits) {
    const fs::path folder = dir_ / "shared";
    fs::create_directories(folder);
    const fs::path file = folder / "catalog.sqlite";
    ASSERT_EQ(runCli("--db " + file.string() + " catalog list gpus").code, 0);
    fs::create_directories(dir_ / "out");
    ::chmod((dir_ / "out").c_str(), 0777);
    ::chmod(file.c_str(), 0444);
    ::chmod(folder.c_str(), 0555);
    // As root (who may write anything), run as the unprivileged "nobody".
    const std::string as_user = ::geteuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups" : "";
    auto run = [&](const std::string& args) { return runCli("--db " + file.string() + " " + args, as_user); };
    for (const char* command :
         {"catalog list gpus", "catalog list prices --json", "catalog show rtx-4090", "catalog check",
          "fit --model mistral-7b --vram 24GB", "fit --model mistral-7b --gpu rtx-4090 --gpus 2",
          "recommend --model mistral-7b --task qlora --max-gpus 2 --top 3",
          "breakeven --gpu rtx-4090 --cloud-rate 2.5 --hours-per-month 100"}) {
        const auto r = run(command);
        EXPECT_EQ(r.code, 0) << command << "\n" << r.out;
    }
    const auto exported = run("catalog export " + (dir_ / "out").string());
    EXPECT_EQ(exported.code, 0) << exported.out;
    const auto edit = run("catalog add-price rtx-4090 1700 EUR");
    EXPECT_EQ(edit.code, 2) << edit.out;
    EXPECT_NE(edit.out.find("is read-only"), std::string::npos) << edit.out;
    const auto import = run("catalog import " + (dir_ / "out").string());
    EXPECT_EQ(import.code, 2) << import.out;
    EXPECT_FALSE(fs::exists(file.string() + "-shm"));
}
