// `gpu-planner report`: the real executable, without a display, read back with poppler.
#include "CliRunner.h"

#include "core/plan/Planner.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioJson.h"
#include "database/CatalogStore.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fmt/format.h>
#include <fstream>
#include <sstream>
#include <string>

namespace {

namespace fs = std::filesystem;
using gpuplan::test::runCli;

std::string scenarioPath(const std::string& name) {
    return std::string(GPUPLAN_SOURCE_DIR) + "/resources/scenarios/" + name + ".gpuplan";
}

// stdout of a shell command.
std::string capture(const std::string& cmd) {
    std::string out;
    FILE* pipe = popen(cmd.c_str(), "r");
    if (!pipe)
        return out;
    char buf[4096];
    while (std::fgets(buf, sizeof buf, pipe))
        out += buf;
    pclose(pipe);
    return out;
}

// pdftotext in reading order, every run of whitespace (no-break spaces included) as one space.
std::string pdfText(const std::string& pdf) {
    std::string raw = capture("pdftotext '" + pdf + "' - 2>&1");
    std::string out;
    bool space = false;
    for (std::size_t i = 0; i < raw.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(raw[i]);
        bool ws = std::isspace(c) != 0;
        if (c == 0xC2 && i + 1 < raw.size() && static_cast<unsigned char>(raw[i + 1]) == 0xA0) { // U+00A0
            ws = true;
            ++i;
        } else if (c == 0xE2 && i + 2 < raw.size() && static_cast<unsigned char>(raw[i + 1]) == 0x80 &&
                   static_cast<unsigned char>(raw[i + 2]) == 0xAF) { // U+202F
            ws = true;
            i += 2;
        }
        if (ws) {
            space = true;
            continue;
        }
        if (space && !out.empty())
            out += ' ';
        space = false;
        out += raw[i];
    }
    return out;
}

std::string pdfInfo(const std::string& pdf) {
    return capture("pdfinfo '" + pdf + "' 2>&1");
}

std::string readFile(const std::string& path) {
    std::ifstream in(path);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

bool has(const std::string& text, const std::string& piece) {
    return text.find(piece) != std::string::npos;
}

// A folder of this test, removed at the end.
struct TempDir {
    fs::path path =
        fs::path(testing::TempDir()) / ("report-cli-" + std::to_string(::getpid()) + "-" +
                                        testing::UnitTest::GetInstance()->current_test_info()->name());
    TempDir() {
        fs::remove_all(path);
        fs::create_directories(path);
    }
    ~TempDir() {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
    std::string file(const std::string& name) const { return (path / name).string(); }
};

} // namespace

TEST(ReportCommand, WritesAnA4ReportWithEverySection) {
    TempDir dir;
    const std::string pdf = dir.file("report.pdf");
    const auto r = runCli("report " + scenarioPath("guide-mistral-7b-qlora") + " -o " + pdf);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r.out, "Wrote " + pdf)) << r.out;
    EXPECT_FALSE(has(r.out, "XDG_RUNTIME_DIR")) << r.out; // no Qt noise on the terminal
    const std::string info = pdfInfo(pdf);
    EXPECT_TRUE(has(info, "595 x 842 pts (A4)")) << info;
    const std::string text = pdfText(pdf);
    for (const char* title :
         {"GPU procurement report", "1. Summary", "2. Feasibility", "3. Multi-GPU layout and interconnect",
          "4. Throughput", "5. Buy vs rent", "6. Assumptions and sources", "Page 1 of "})
        EXPECT_TRUE(has(text, title)) << title;
}

TEST(ReportCommand, LetterPageSize) {
    TempDir dir;
    const std::string pdf = dir.file("letter.pdf");
    const auto r =
        runCli("report " + scenarioPath("guide-7b-fp16-on-12gb") + " --page-size letter -o " + pdf);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(pdfInfo(pdf), "612 x 792 pts (letter)")) << pdfInfo(pdf);
}

// Without --lang the report speaks the language of the environment, like every other
// command, and says what it wrote in that language.
TEST(ReportCommand, FollowsTheEnvironmentsLanguage) {
    TempDir dir;
    const std::string pdf = dir.file("rapport.pdf");
    const auto r =
        runCli("report " + scenarioPath("guide-rtx4090-buy-vs-a100-rent") + " -o " + pdf, "LANG=fr_FR.UTF-8");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(r.out, "Écrit " + pdf)) << r.out;
    EXPECT_TRUE(has(r.out, "pages, A4)")) << r.out;
    const std::string text = pdfText(pdf);
    EXPECT_TRUE(has(text, "1. Synthèse")) << text.substr(0, 500);
    EXPECT_FALSE(has(text, "1. Summary"));

    const std::string english = dir.file("report.pdf");
    const auto en =
        runCli("--lang en report " + scenarioPath("guide-rtx4090-buy-vs-a100-rent") + " -o " + english,
               "LANG=fr_FR.UTF-8");
    ASSERT_EQ(en.code, 0) << en.out;
    EXPECT_TRUE(has(en.out, "Wrote " + english)) << en.out;
    EXPECT_TRUE(has(pdfText(english), "1. Summary"));
}

// The French report of the guide's ROI case: French titles, and the engine's break-even and
// totals written the French way (decimal comma, space between thousands, "€" after).
TEST(ReportCommand, FrenchReportWithFrenchNumbers) {
    TempDir dir;
    const std::string pdf = dir.file("rapport.pdf");
    const auto r =
        runCli("report " + scenarioPath("guide-rtx4090-buy-vs-a100-rent") + " --lang fr -o " + pdf);
    ASSERT_EQ(r.code, 0) << r.out;
    const std::string text = pdfText(pdf);
    for (const char* title : {"Rapport d’achat de GPU", "1. Synthèse", "2. Faisabilité",
                              "3. Répartition multi-GPU et interconnexion", "4. Débit", "5. Acheter ou louer",
                              "6. Hypothèses et sources", "Page 1 sur "})
        EXPECT_TRUE(has(text, title)) << title;
    EXPECT_FALSE(has(text, "1. Summary"));
    EXPECT_TRUE(has(text, "1 800,00 €")) << text.substr(0, 2000); // the guide's RTX 4090 price
    // The catalog's version in French too (its schema, defaults and edits).
    EXPECT_TRUE(has(text, "schéma ")) << text.substr(0, 2000);
    EXPECT_FALSE(has(text, "defaults "));

    // The engine, on the same catalog file the command used.
    const auto catalog = gpuplan::CatalogStore::open(fs::path(gpuplan::test::scratchDataHome()) /
                                                     "gpu-planner" / "catalog.sqlite")
                             .load();
    const auto s = gpuplan::parseScenario(readFile(scenarioPath("guide-rtx4090-buy-vs-a100-rent")), "guide");
    const auto results = gpuplan::plan(catalog, s);
    const auto& be = results.buy_rent.selected->breakeven;
    auto french = [](std::string number) {
        for (char& c : number)
            if (c == '.')
                c = ',';
        return number;
    };
    EXPECT_TRUE(has(text, "après " + french(fmt::format("{:.1f}", *be.months)) + " mois")) << *be.months;
    // Totals under 10,000: no group separator to guess.
    ASSERT_LT(be.buy_total_at_horizon, 10000);
    EXPECT_TRUE(has(text, french(fmt::format("{:.2f}", be.buy_total_at_horizon)).insert(1, " ") + " €"))
        << be.buy_total_at_horizon;
}

TEST(ReportCommand, CurrencyOptionConvertsEveryAmount) {
    TempDir dir;
    const std::string pdf = dir.file("usd.pdf");
    const auto r =
        runCli("report " + scenarioPath("guide-rtx4090-buy-vs-a100-rent") + " --currency usd -o " + pdf);
    ASSERT_EQ(r.code, 0) << r.out;
    const std::string text = pdfText(pdf);
    // 1800 EUR at the default catalog's 1.1929 USD per EUR (database/seed/exchange_rates.csv).
    EXPECT_TRUE(has(text, "$2,147.22")) << text.substr(0, 2000);
    EXPECT_TRUE(has(text, "costs in USD"));

    const auto bad = runCli("report " + scenarioPath("guide-rtx4090-buy-vs-a100-rent") +
                            " --currency XYZ -o " + dir.file("xyz.pdf"));
    EXPECT_EQ(bad.code, 2) << bad.out;
    EXPECT_TRUE(has(bad.out, "XYZ")) << bad.out;
    EXPECT_FALSE(fs::exists(dir.file("xyz.pdf")));
}

// Without a display the command starts Qt offscreen by itself, whatever the environment says.
TEST(ReportCommand, NeedsNoDisplay) {
    TempDir dir;
    const std::string pdf = dir.file("headless.pdf");
    const auto r = runCli("report " + scenarioPath("guide-mistral-7b-qlora") + " -o " + pdf,
                          "DISPLAY= WAYLAND_DISPLAY= QT_QPA_PLATFORM=xcb");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(has(pdfInfo(pdf), "Pages:"));
}

TEST(ReportCommand, MissingScenarioIsExit2NamingTheFile) {
    TempDir dir;
    const auto r = runCli("report /nonexistent/plan.gpuplan -o " + dir.file("x.pdf"));
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(has(r.out, "/nonexistent/plan.gpuplan: cannot open the scenario file")) << r.out;
    EXPECT_FALSE(fs::exists(dir.file("x.pdf")));
}

// Issue 34: a report aimed at the catalog's -wal (absent between two commands) or at a dangling
// link to it was written and renamed over the live WAL of a window on the same file.
TEST(ReportCommand, RefusesTheCatalogsWalPresentOrNotAndLinksToIt) {
    TempDir dir;
    const std::string db = dir.file("catalog.sqlite");
    ASSERT_EQ(runCli("catalog list gpus", "GPU_PLANNER_DB=" + db).code, 0); // created
    const std::string link = dir.file("latest.pdf");
    std::filesystem::create_symlink(db + "-wal", link);
    for (const std::string& out : {db + "-wal", db + "-shm", link}) {
        const auto r =
            runCli("report " + scenarioPath("guide-mistral-7b-qlora") + " -o " + out, "GPU_PLANNER_DB=" + db);
        EXPECT_EQ(r.code, 2) << out << ": " << r.out;
        EXPECT_NE(r.out.find("open catalog"), std::string::npos) << r.out;
        EXPECT_FALSE(std::filesystem::exists(out)) << out;
    }
    EXPECT_EQ(runCli("catalog check", "GPU_PLANNER_DB=" + db).code, 0);
}

TEST(ReportCommand, MalformedScenarioIsExit2AndLeavesTheOutputAlone) {
    TempDir dir;
    const std::string bad = dir.file("bad.gpuplan");
    std::ofstream(bad) << R"({"version": 1, "hardware": {"gpu_count": 0}})";
    // A PDF (by its first bytes): only a PDF may be replaced.
    const std::string pdf = dir.file("existing.pdf");
    std::ofstream(pdf) << "%PDF-1.4 the previous report";
    const auto r = runCli("report " + bad + " -o " + pdf);
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(has(r.out, "bad.gpuplan: /hardware/gpu_count must be >= 1, got 0")) << r.out;
    EXPECT_EQ(readFile(pdf), "%PDF-1.4 the previous report");
}

TEST(ReportCommand, UnwritableOutputIsExit2NamingThePath) {
    TempDir dir;
    for (const std::string& out : {std::string("/proc/report.pdf"), dir.file("no-such-folder/report.pdf")}) {
        const auto r = runCli("report " + scenarioPath("guide-mistral-7b-qlora") + " -o " + out);
        EXPECT_EQ(r.code, 2) << out;
        EXPECT_TRUE(has(r.out, "Cannot write the report to " + out)) << r.out;
        EXPECT_FALSE(fs::exists(out));
    }
}

// A write that fails half-way (here the file size limit, as a full disk would) leaves the
// previous report whole: the PDF is written aside and renamed only when complete.
TEST(ReportCommand, FailedWriteKeepsThePreviousReport) {
    TempDir dir;
    ASSERT_EQ(runCli("catalog list gpus").code, 0); // the catalog exists before the limit applies
    const std::string pdf = dir.file("kept.pdf");
    std::ofstream(pdf) << "%PDF-1.4 the previous report";
    const std::string out =
        capture("env -u GPU_PLANNER_DB XDG_DATA_HOME=" + gpuplan::test::scratchDataHome() +
                " sh -c 'trap \"\" XFSZ; ulimit -f 80; " + std::string(GPUPLAN_CLI_EXE) + " report " +
                scenarioPath("guide-mistral-7b-qlora") + " -o " + pdf + " 2>&1; echo exit=$?'");
    EXPECT_TRUE(has(out, "exit=2")) << out;
    EXPECT_TRUE(has(out, "Cannot write the report to " + pdf)) << out;
    EXPECT_EQ(readFile(pdf), "%PDF-1.4 the previous report");
    int files = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir.path))
        ++files;
    EXPECT_EQ(files, 1); // no temporary file left behind
}

TEST(ReportCommand, BadOptionsAreExit2) {
    const auto lang = runCli("report " + scenarioPath("guide-mistral-7b-qlora") + " --lang de -o /tmp/x.pdf");
    EXPECT_EQ(lang.code, 2) << lang.out;
    const auto no_output = runCli("report " + scenarioPath("guide-mistral-7b-qlora"));
    EXPECT_EQ(no_output.code, 2) << no_output.out;
    EXPECT_TRUE(has(no_output.out, "--output")) << no_output.out;
}

// A .gpuplan carrying a probe result (the Probe tab's "Attach to scenario") gets section 7.
TEST(ReportCommand, ScenarioWithAProbeResultHasSection7) {
    TempDir dir;
    auto s = gpuplan::parseScenario(readFile(scenarioPath("guide-rtx4090-buy-vs-a100-rent")), "guide");
    gpuplan::probe::ProbedDevice d;
    d.readings.pci_bus_id = "0000:01:00.0";
    d.readings.name = "NVIDIA GeForce RTX 4090";
    d.readings.vram_total_bytes = 25'757'220'864ull;
    d.match = gpuplan::probe::CatalogMatch{"rtx-4090", "GeForce RTX 4090", "name"};
    s.probe = gpuplan::probe::ProbeReport{};
    s.probe->devices.push_back(d);
    const std::string file = dir.file("probed.gpuplan");
    std::ofstream(file) << gpuplan::serializeScenario(s);
    const std::string pdf = dir.file("probed.pdf");
    const auto r = runCli("report " + file + " -o " + pdf);
    ASSERT_EQ(r.code, 0) << r.out;
    const std::string text = pdfText(pdf);
    EXPECT_TRUE(has(text, "7. Detected hardware vs catalog"));
    EXPECT_TRUE(has(text, "NVIDIA GeForce RTX 4090 (0000:01:00.0)"));
    EXPECT_TRUE(has(text, "GeForce RTX 4090 (matched by name)"));
    // Without one, no section 7.
    const auto plain = runCli("report " + scenarioPath("guide-rtx4090-buy-vs-a100-rent") + " -o " + pdf);
    ASSERT_EQ(plain.code, 0) << plain.out;
    EXPECT_FALSE(has(pdfText(pdf), "7. Detected hardware"));
}
