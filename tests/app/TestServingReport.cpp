// The report's serving section (7), read back from the PDF with pdftotext: the question
// at a 2 x H100 scale ("how many GPUs to serve Llama-3.3-70B to 50 people at 20 tokens/s each,
// and is that cheaper than an API"), each figure the one core computes, written the report's way.
#include "MeasuredRunsFixture.h"
#include "PdfTools.h"
#include "ReportScenarios.h"
#include "report/PlanReport.h"

#include "common/UntimedGpu.h"
#include "core/plan/Planner.h"
#include "core/plan/ServingScenario.h"
#include "core/plan/ServingSizing.h"
#include "core/scenario/Scenario.h"
#include "text/ServingText.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace gpuplan;
using gpuplan::report::PlanReport;
using gpuplan::report::PlanReportOptions;
using gpuplan::test::catalog;
using gpuplan::test::exampleScenario;
using gpuplan::test::kUntimedGpuId;
using gpuplan::test::kUntimedGpuName;
using gpuplan::test::loadScenario;
using gpuplan::test::pdfRawText;
using gpuplan::test::withUntimedGpu;

namespace {

PlanReportOptions englishA4() {
    PlanReportOptions o;
    o.date = QDate(2026, 12, 2);
    return o;
}

// pdftotext reads no-break spaces as spaces, and breaks lines where the page does.
QString plain(QString s) {
    return s.replace(QChar(0x00A0), QLatin1Char(' ')).replace(QChar(0x202F), QLatin1Char(' ')).simplified();
}

} // namespace

TEST(ServingReport, SectionGivesTheKvCacheTheCheapestOptionAndTheApis) {
    const Scenario s = loadScenario(exampleScenario("serve-llama-3.3-70b-50-users.gpuplan"));
    ASSERT_TRUE(hasServingTraffic(s));
    const PlanResults r = plan(catalog(), s);
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("serving.pdf"));
    const auto result = report::writePlanReport(catalog(), s, englishA4(), pdf);
    ASSERT_TRUE(result.ok) << result.error.toStdString();
    gpuplan::test::keepCopy(pdf);
    const QString text = plain(pdfRawText(pdf));
    EXPECT_TRUE(text.contains(PlanReport::servingSectionTitle()));
    EXPECT_TRUE(text.contains(QStringLiteral("50 concurrent users"))) << text.toStdString();

    const PlanReport report(catalog(), s, r, englishA4());
    const text::Format& f = report.format();
    const ServingOption own = servingOfScenario(catalog(), r.model, s, r.workload);
    ASSERT_TRUE(own.memory.fits);
    EXPECT_TRUE(text.contains(plain(f.grouped(own.memory.kv_cache_tokens))));
    EXPECT_TRUE(text.contains(plain(f.number(own.load.tokens_per_s_per_user))));
    EXPECT_TRUE(text.contains(QStringLiteral("vLLM")));

    const ServingSizing sizing = sizeServing(catalog(), r.model, s);
    ASSERT_TRUE(sizing.best) << "some option of the catalog serves 50 users at 20 tokens/s";
    EXPECT_TRUE(text.contains(plain(f.money(sizing.best->per_million.blended, s.currency))));
    // database/seed/api_prices.csv prices Llama-3.3-70B at Together AI and at Groq.
    ASSERT_FALSE(sizing.apis.empty());
    for (const ApiComparison& a : sizing.apis) {
        EXPECT_TRUE(text.contains(QString::fromStdString(a.provider))) << a.provider;
        EXPECT_TRUE(text.contains(plain(f.money(a.per_million.input, s.currency)))) << a.id;
        if (a.breakeven_tokens_per_month) {
            // In words ("7.97 billion tokens a month"), not "7.97e+09" (issue 37).
            EXPECT_TRUE(text.contains(
                plain(f.largeNumber(*a.breakeven_tokens_per_month) + QStringLiteral(" tokens a month"))))
                << a.id;
        }
    }
}

// A scenario without serving traffic (the guide's buy-vs-rent case) has no serving section, and
// its probe section, when it has one, stays number 7.
TEST(ServingReport, NoTrafficNoSection) {
    const Scenario s = loadScenario(exampleScenario("guide-rtx4090-buy-vs-a100-rent.gpuplan"));
    EXPECT_FALSE(hasServingTraffic(s));
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("guide.pdf"));
    ASSERT_TRUE(report::writePlanReport(catalog(), s, englishA4(), pdf).ok);
    EXPECT_FALSE(pdfRawText(pdf).contains(PlanReport::servingSectionTitle()));
    EXPECT_EQ(PlanReport::probeSectionTitle(), QStringLiteral("7. Detected hardware vs catalog"));
    EXPECT_EQ(PlanReport::probeSectionTitle(8), QStringLiteral("8. Detected hardware vs catalog"));
}

// The serving example on a GPU without a compute figure (one a user added) with Qwen3-30B-A3B: the
// section sizes its KV cache and says its speed cannot be estimated, instead of printing zero
// tokens/s and 0 µs.
TEST(ServingReport, AGpuWithoutComputeFigureGetsItsKvCacheAndTheReasonNoSpeed) {
    Scenario s = loadScenario(exampleScenario("serve-llama-3.3-70b-50-users.gpuplan"));
    s.model_id = "qwen3-30b-a3b";
    s.model_spec.reset();
    s.workload.precision = Precision::Q8_0;
    s.gpu_id = kUntimedGpuId;
    s.gpu_count = 1;
    s.tp = 1;
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("untimed-serving.pdf"));
    ASSERT_TRUE(report::writePlanReport(withUntimedGpu(catalog()), s, englishA4(), pdf).ok);
    const QString text = plain(pdfRawText(pdf));
    EXPECT_TRUE(text.contains(QStringLiteral("Its speed cannot be estimated: %1 has no compute figure in the "
                                             "catalog")
                                  .arg(QLatin1String(kUntimedGpuName))))
        << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("first token in 0.0")));
}

// A team's measured runs of the scenario's option and the calibration to them (issue 35, item 4):
// the report names the calibration (engine, GPU, runs, fitted values, errors before and after) and
// tables the runs beside the planner's prediction of each.
TEST(ServingReport, NamesTheCalibrationAndListsTheMeasuredRuns) {
    Scenario s;
    s.model_id = "llama-3.1-8b";
    s.workload.task = Task::Inference;
    s.workload.precision = Precision::BF16;
    s.gpu_id = "h100-sxm";
    s.gpu_count = 1;
    s.serving.users = 50;
    s.serving.prompt_tokens = 1000;
    s.serving.output_tokens = 250;
    const PlanResults r = plan(catalog(), s);
    const Catalog c = gpuplan::test::withMeasuredRuns(catalog(), r.model, {8, 16, 50});
    const MatchingRuns runs = matchingRunsOfScenario(c, r.model, s, r.workload);
    ASSERT_EQ(runs.any_load.size(), 3u);
    const CalibrationResult fit = calibrateToRuns(c, r.model, s, *c.findGpu("h100-sxm"), runs);
    ASSERT_TRUE(fit.ok);
    s.serving.calibration = fit.calibration;

    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("measured.pdf"));
    const auto result = report::writePlanReport(c, s, englishA4(), pdf);
    ASSERT_TRUE(result.ok) << result.error.toStdString();
    gpuplan::test::keepCopy(pdf);
    const QString text = plain(pdfRawText(pdf));
    const PlanReport report(c, s, r, englishA4());
    const text::Format& f = report.format();
    EXPECT_TRUE(text.contains(QStringLiteral("Calibrated to the team's measured runs: vLLM's speed on")))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("team-bench/c16.json, 2026-11-02"))) << text.toStdString();
    EXPECT_TRUE(text.contains(plain(f.percent(fit.calibration.decode_memory_efficiency))))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Median error against the runs: TTFT ") +
                              plain(f.percent(*fit.calibration.ttft_error_before)) +
                              QStringLiteral(" before")))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("fitted to the team's measured runs, below")))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("TTFT measured"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("50 users"))) << text.toStdString();
    EXPECT_TRUE(text.contains(plain(f.seconds(*c.benchmark_runs[2].tpot.p50_ms / 1000.0))))
        << text.toStdString();
}
