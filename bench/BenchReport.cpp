// The PDF report (docs/DESIGN.md: a 10-page report with its charts in < 2 s), on the offscreen
// platform against the default catalog: the guide's RTX 4090 buy-vs-rent scenario, whose
// report has 11 A4 pages and 4 charts (the `pages` counter says how many). Timed: plan()
// with the recommendation sweep, the document with its Qt Charts, and both layout passes
// into a PDF file (page count, then the file). Also the `gpu-planner report` command end
// to end, process start included.
#include "core/plan/Planner.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioJson.h"
#include "database/CatalogStore.h"
#include "report/PlanReport.h"

#include <QApplication>
#include <QFile>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdlib>
#include <string>

namespace {

const char* const kScenario =
    GPUPLAN_SOURCE_DIR "/resources/scenarios/guide-rtx4090-buy-vs-a100-rent.gpuplan";

gpuplan::Scenario scenario() {
    QFile f(QString::fromUtf8(kScenario));
    if (!f.open(QIODevice::ReadOnly))
        std::abort();
    return gpuplan::parseScenario(f.readAll().toStdString(), "guide-rtx4090-buy-vs-a100-rent.gpuplan");
}

void BM_ReportElevenPagesWithCharts(benchmark::State& state) {
    QTemporaryDir dir;
    const auto catalog =
        gpuplan::CatalogStore::open(QString(dir.path() + QStringLiteral("/catalog.sqlite")).toStdString())
            .load();
    const gpuplan::Scenario s = scenario();
    const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
    int pages = 0;
    for (auto _ : state) {
        const auto result = gpuplan::report::writePlanReport(catalog, s, {}, pdf);
        if (!result.ok)
            state.SkipWithError(result.error.toStdString().c_str());
        pages = result.pages;
    }
    state.counters["pages"] = pages;
    state.counters["pdf_kB"] = static_cast<double>(QFile(pdf).size()) / 1024.0;
}
BENCHMARK(BM_ReportElevenPagesWithCharts)
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

// The command a user runs: process start, catalog, Qt offscreen, plan, report, exit.
void BM_ReportCommandEndToEnd(benchmark::State& state) {
    QTemporaryDir dir;
    const std::string cmd = "env XDG_DATA_HOME=" + dir.path().toStdString() + " " GPUPLAN_EXE " report " +
                            std::string(kScenario) + " -o " +
                            dir.filePath(QStringLiteral("r.pdf")).toStdString() + " >/dev/null 2>&1";
    if (std::system(cmd.c_str()) != 0) // creates the catalog first
        state.SkipWithError("gpu-planner report failed");
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        if (std::system(cmd.c_str()) != 0)
            state.SkipWithError("gpu-planner report failed");
        state.SetIterationTime(
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
}
BENCHMARK(BM_ReportCommandEndToEnd)->UseManualTime()->Iterations(5)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    if (!std::getenv("QT_QPA_PLATFORM"))
        setenv("QT_QPA_PLATFORM", "offscreen", 1);
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
