// The procurement report of every example scenario, written to a real PDF and read back
// with poppler (pdftotext, pdfinfo, pdftoppm): the figures in it are the engine's, formatted
// the way the report formats them (its text::Format).
#include "PdfTools.h"
#include "ReportScenarios.h"
#include "report/PlanReport.h"

#include "common/Arithmetic.h"
#include "common/UntimedGpu.h"
#include "core/plan/Planner.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioJson.h"
#include "database/CatalogStore.h"
#include "text/CoreText.h"
#include "text/CostText.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTranslator>

#include <gtest/gtest.h>

#include <cmath>
#include <utility>

using namespace gpuplan;
using gpuplan::report::PlanReport;
using gpuplan::report::PlanReportOptions;
using gpuplan::test::catalog;
using gpuplan::test::kUntimedGpuId;
using gpuplan::test::loadScenario;
using gpuplan::test::pdfInfo;
using gpuplan::test::pdfPages;
using gpuplan::test::pdfRawText;
using gpuplan::test::pdfText;
using gpuplan::test::runTool;
using gpuplan::test::withUntimedGpu;

namespace {

QStringList exampleScenarios() {
    const QDir dir(QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/scenarios"));
    QStringList paths;
    for (const QString& name : dir.entryList({QStringLiteral("*.gpuplan")}, QDir::Files, QDir::Name))
        paths.append(dir.filePath(name));
    return paths;
}

// pdftotext reads no-break spaces as spaces; so does the expected text.
QString plain(QString s) {
    return s.replace(QChar(0x00A0), QLatin1Char(' ')).replace(QChar(0x202F), QLatin1Char(' ')).simplified();
}

// A line of the -layout text (one table row) that holds every piece.
bool lineWithAll(const QString& layout_text, const QStringList& pieces) {
    for (QString line : layout_text.split(QLatin1Char('\n'))) {
        line.replace(QChar(0x00A0), QLatin1Char(' ')).replace(QChar(0x202F), QLatin1Char(' '));
        bool all = true;
        for (const QString& p : pieces)
            all = all && line.contains(plain(p));
        if (all)
            return true;
    }
    return false;
}

// `second` comes soon after `first` (the next cells of a table row, in reading order).
bool followedBy(const QString& text, const QString& first, const QString& second) {
    for (qsizetype at = text.indexOf(first); at >= 0; at = text.indexOf(first, at + 1)) {
        const qsizetype end = at + first.size();
        if (text.mid(end, 100).contains(second))
            return true;
    }
    return false;
}

PlanReportOptions englishA4() {
    PlanReportOptions o;
    o.date = QDate(2026, 3, 2);
    return o;
}

// Every page renders to an image without error.
void expectEveryPageRenders(const QString& pdf, int pages) {
    QTemporaryDir out;
    const auto ppm =
        runTool(QStringLiteral(PDFTOPPM), {QStringLiteral("-r"), QStringLiteral("20"), QStringLiteral("-png"),
                                           pdf, out.filePath(QStringLiteral("p"))});
    EXPECT_EQ(ppm.exit_code, 0) << ppm.text.toStdString();
    EXPECT_EQ(QDir(out.path()).entryList({QStringLiteral("p-*.png")}).size(), pages) << pdf.toStdString();
}

} // namespace

TEST(PlanReport, EveryExampleScenarioReportsTheEnginesFigures) {
    const QStringList scenarios = exampleScenarios();
    ASSERT_GE(scenarios.size(), 7);
    int with_fp8 = 0; // examples whose GPU has an FP8 peak
    for (const QString& path : scenarios) {
        SCOPED_TRACE(path.toStdString());
        const Scenario s = loadScenario(path);
        const PlanResults r = plan(catalog(), s);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QFileInfo(path).completeBaseName() + QStringLiteral(".pdf"));
        const auto result = report::writePlanReport(catalog(), s, englishA4(), pdf);
        ASSERT_TRUE(result.ok) << result.error.toStdString();
        gpuplan::test::keepCopy(pdf);

        const PlanReport report(catalog(), s, r, englishA4());
        const text::Format& f = report.format();
        const QString text = pdfRawText(pdf);
        const QString layout = pdfText(pdf);
        for (const QString& title : PlanReport::sectionTitles())
            EXPECT_TRUE(text.contains(title)) << title.toStdString();
        EXPECT_TRUE(text.contains(QStringLiteral("GPU procurement report")));
        EXPECT_TRUE(text.contains(plain(QString::fromStdString(s.name))));
        EXPECT_TRUE(text.contains(QStringLiteral("Page 1 of %1").arg(result.pages)));
        EXPECT_TRUE(
            text.contains(QStringLiteral("catalog %1").arg(QString::fromStdString(catalog().version))));

        // The recommended option: its row holds its name and the engine's total over the horizon.
        ASSERT_FALSE(r.recommendation.ranked.empty());
        const Candidate& best = r.recommendation.ranked.front();
        // The summary says which objective ranked the list (no budget in the examples: cheapest; the
        // serving example serves users: serving, with each option's speed per user in the table).
        const bool serving = s.effectiveObjective() == Objective::Serving;
        EXPECT_TRUE(text.contains(serving ? QStringLiteral("(objective: serving)")
                                          : QStringLiteral("(objective: cheapest)")));
        EXPECT_TRUE(followedBy(text, plain(PlanReport::optionName(best)),
                               plain(f.money(best.total_cost, s.currency))))
            << PlanReport::optionName(best).toStdString() << " "
            << f.money(best.total_cost, s.currency).toStdString();
        EXPECT_TRUE(text.contains(plain(QString::fromStdString(best.gpu_name)))) << best.gpu_name;
        if (serving) {
            ASSERT_TRUE(best.serving.has_value());
            EXPECT_TRUE(text.contains(plain(f.number(best.serving->tokens_per_s_per_user))));
        } else {
            EXPECT_TRUE(text.contains(plain(f.hours(best.job_hours))));
        }

        // Buy vs rent: the break-even month and both totals at the horizon, as the engine has them.
        const BuyRentResults& b = r.buy_rent;
        if (b.available && b.selected) {
            const BreakEven& be = b.selected->breakeven;
            if (be.months) {
                EXPECT_TRUE(text.contains(QStringLiteral("after %1 months (month %2)")
                                              .arg(f.decimal(*be.months, 1))
                                              .arg(static_cast<int>(std::ceil(*be.months - 1e-9)))));
            } else {
                EXPECT_TRUE(text.contains(
                    QStringLiteral("buying does not pay off within %1 months").arg(s.horizon_months)));
            }
            EXPECT_TRUE(text.contains(plain(f.money(be.buy_total_at_horizon, s.currency))))
                << f.money(be.buy_total_at_horizon, s.currency).toStdString();
            EXPECT_TRUE(text.contains(plain(f.money(be.rent_total_at_horizon, s.currency))));
            // The electricity a month with the arithmetic that gives it, the host's power included
            // (issue 37), read back from the PDF.
            const QString electricity =
                text::electricityArithmetic(b.buy, b.buy_hours_per_month, s.currency, f);
            EXPECT_TRUE(text.simplified().contains(plain(electricity))) << electricity.toStdString();
            EXPECT_TRUE(gpuplan::test::arithmeticErrors(plain(electricity).toStdString()).empty())
                << electricity.toStdString();
            if (b.buy.host_power_w > 0) {
                EXPECT_TRUE(electricity.contains(QStringLiteral(" W host)"))) << electricity.toStdString();
            }
            if (be.paysOffWithinAMonth()) {
                EXPECT_TRUE(text.contains(QStringLiteral("above %1 h of work a month")
                                              .arg(plain(f.decimal(*be.hours_per_month_threshold, 0)))));
            } else if (be.hours_per_month_threshold) { // more hours than a month has
                EXPECT_TRUE(text.contains(QStringLiteral("a month has only 744 hours")));
            }
        } else {
            EXPECT_TRUE(text.contains(QStringLiteral("not computed: no ")));
        }
        // The scenario's own memory per GPU and time per job.
        EXPECT_TRUE(text.contains(plain(f.memoryText(static_cast<double>(r.memory.per_gpu.total_bytes)))));
        if (r.throughput_selected && r.throughput_selected->job_hours) {
            EXPECT_TRUE(text.contains(plain(f.hours(*r.throughput_selected->job_hours))));
        }
        // Every GPU of the catalog is in the feasibility table, none cut short.
        for (const GpuFitRow& row : r.fit)
            EXPECT_TRUE(text.contains(plain(QString::fromStdString(row.name)))) << row.name;
        // The sources table gives the scenario's GPU the peaks it is timed on: BF16 and, where
        // the catalog has one, FP8 (FP8 serving and FP8 training run on it; issue 36).
        if (const GpuSpec* g = catalog().findGpu(r.gpu); g && g->fp8_tensor_flops) {
            const QString fp8 =
                QStringLiteral("%1 TFLOPS FP8 dense").arg(plain(f.decimal(*g->fp8_tensor_flops / 1e12, 0)));
            EXPECT_TRUE(text.simplified().contains(fp8)) << fp8.toStdString();
            ++with_fp8;
        }

        // A4, every page numbered and rendered.
        EXPECT_TRUE(pdfInfo(pdf).contains(QStringLiteral("595 x 842 pts (A4)")))
            << pdfInfo(pdf).toStdString();
        EXPECT_EQ(pdfPages(pdf), result.pages);
        EXPECT_GE(result.pages, 6);
        EXPECT_LE(result.pages, 16);
        EXPECT_TRUE(text.contains(QStringLiteral("Page %1 of %1").arg(result.pages)));
        expectEveryPageRenders(pdf, result.pages);
    }
    EXPECT_GE(with_fp8, 1);
}

TEST(PlanReport, LetterPagesAre612By792Points) {
    const Scenario s = loadScenario(
        QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/scenarios/guide-mistral-7b-qlora.gpuplan"));
    QTemporaryDir dir;
    PlanReportOptions o = englishA4();
    o.page_size = QPageSize::Letter;
    const QString pdf = dir.filePath(QStringLiteral("letter.pdf"));
    const auto result = report::writePlanReport(catalog(), s, o, pdf);
    ASSERT_TRUE(result.ok) << result.error.toStdString();
    EXPECT_TRUE(pdfInfo(pdf).contains(QStringLiteral("612 x 792 pts (letter)")))
        << pdfInfo(pdf).toStdString();
    EXPECT_EQ(pdfPages(pdf), result.pages);
    expectEveryPageRenders(pdf, result.pages);
}

// The guide's ROI case in French: section titles translated, amounts written the French way.
TEST(PlanReport, FrenchReportHasFrenchTitlesAndAmounts) {
    QTranslator translator;
    ASSERT_TRUE(translator.load(QStringLiteral(GPUPLAN_QM_FR)));
    QCoreApplication::installTranslator(&translator);
    const Scenario s = loadScenario(
        QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/scenarios/guide-rtx4090-buy-vs-a100-rent.gpuplan"));
    const PlanResults r = plan(catalog(), s);
    PlanReportOptions o = englishA4();
    o.locale = QLocale(QLocale::French, QLocale::France);
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("rapport.pdf"));
    const auto result = report::writePlanReport(catalog(), s, o, pdf);
    const PlanReport report(catalog(), s, r, o);
    QCoreApplication::removeTranslator(&translator);
    ASSERT_TRUE(result.ok) << result.error.toStdString();
    gpuplan::test::keepCopy(pdf);
    const QString text = pdfRawText(pdf);
    for (const char* title :
         {"1. Synthèse", "2. Faisabilité", "3. Répartition multi-GPU et interconnexion", "4. Débit",
          "5. Acheter ou louer", "6. Hypothèses et sources", "Rapport d’achat de GPU"})
        EXPECT_TRUE(text.contains(QString::fromUtf8(title))) << title;
    EXPECT_TRUE(text.contains(QStringLiteral("Page 1 sur %1").arg(result.pages)));
    // The scenario's own price, 1800 EUR (the guide's RTX 4090), with a French group separator.
    EXPECT_TRUE(text.contains(QStringLiteral("1 800,00 €"))) << text.left(3000).toStdString();
    const BreakEven& be = r.buy_rent.selected->breakeven;
    const text::Format& f = report.format();
    EXPECT_TRUE(text.contains(plain(f.money(be.buy_total_at_horizon, s.currency))));
    EXPECT_TRUE(text.contains(plain(f.money(be.rent_total_at_horizon, s.currency))));
    EXPECT_TRUE(text.contains(
        QStringLiteral("après %1 mois")
            .arg(QString::number(*be.months, 'f', 1).replace(QLatin1Char('.'), QLatin1Char(',')))));
    EXPECT_FALSE(text.contains(QStringLiteral("1. Summary")));
    // The catalog's dollar rate, the ECB's of 2026-01-27, in French words and numbers (issue 37, item
    // 11); its source is a citation and stays as published.
    EXPECT_TRUE(text.contains(QStringLiteral("1 € = 1,1929 USD taux du 2026-01-27"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("rate of")));
}

// --currency: the scenario's own amounts are converted too (1800 EUR at the catalog's 1.1929 USD
// per EUR, database/seed/exchange_rates.csv), and every amount is in dollars.
TEST(PlanReport, AnotherCurrencyConvertsTheScenariosAmounts) {
    Scenario s = loadScenario(
        QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/scenarios/guide-rtx4090-buy-vs-a100-rent.gpuplan"));
    s = report::scenarioInCurrency(catalog(), s, "USD");
    EXPECT_EQ(s.currency, "USD");
    EXPECT_NEAR(*s.gpu_price, 1800 * 1.1929, 1e-9);
    EXPECT_NEAR(*s.cloud_rate_per_gpu_hour, 2.5 * 1.1929, 1e-9);
    const PlanResults r = plan(catalog(), s);
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("usd.pdf"));
    ASSERT_TRUE(report::writePlanReport(catalog(), s, englishA4(), pdf).ok);
    const QString text = pdfRawText(pdf);
    const text::Format f(englishA4().locale);
    const std::string currency = "USD";
    EXPECT_TRUE(text.contains(QStringLiteral("$2,147.22"))); // 1800 x 1.1929 = 2,147.22
    EXPECT_TRUE(text.contains(f.money(r.buy_rent.selected->breakeven.buy_total_at_horizon, currency)));
    EXPECT_TRUE(text.contains(f.money(r.recommendation.pareto.front().total_cost, currency)));
    EXPECT_TRUE(text.contains(QStringLiteral("Table: costs in USD")));
    EXPECT_THROW(report::scenarioInCurrency(catalog(), s, "XYZ"), InputError);
}

// A ranked table of 150 options runs over several pages; its header row is on each of them.
TEST(PlanReport, LongTableRepeatsItsHeaderOnEveryPage) {
    Scenario s = loadScenario(
        QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/scenarios/guide-mistral-7b-qlora.gpuplan"));
    s.constraints.top_k = 150;
    s.constraints.every_count = true;
    const PlanResults r = plan(catalog(), s);
    ASSERT_GE(r.recommendation.ranked.size(), 150u);
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("long.pdf"));
    const auto result = report::writePlanReport(catalog(), s, englishA4(), pdf);
    ASSERT_TRUE(result.ok);
    gpuplan::test::keepCopy(pdf);
    const QStringList pages = pdfText(pdf).split(QLatin1Char('\f'));
    const qsizetype first = [&] {
        for (qsizetype i = 0; i < pages.size(); ++i)
            if (pages[i].contains(QStringLiteral("Appendix: every option, cheapest first")))
                return i;
        return qsizetype(-1);
    }();
    ASSERT_GE(first, 0);
    const text::Format f(englishA4().locale);
    const std::string& currency = s.currency;
    int appendix_pages = 0;
    for (qsizetype i = first; i < result.pages; ++i) {
        ++appendix_pages;
        // The header row (its wider cells wrap: "Layout and / precision").
        EXPECT_TRUE(pages[i].contains(QStringLiteral("Time per job"))) << "page " << i + 1;
        EXPECT_TRUE(pages[i].contains(QStringLiteral("Layout and"))) << "page " << i + 1;
    }
    EXPECT_GE(appendix_pages, 3);
    // The last option is there, whole: its rank and its total.
    const Candidate& last = r.recommendation.ranked.back();
    EXPECT_TRUE(
        lineWithAll(pages[result.pages - 1], {QStringLiteral("150"), f.money(last.total_cost, currency)}));
    expectEveryPageRenders(pdf, result.pages);
}

TEST(PlanReport, UnwritablePathIsAnErrorNamingIt) {
    const Scenario s = loadScenario(
        QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/scenarios/guide-mistral-7b-qlora.gpuplan"));
    const auto result =
        report::writePlanReport(catalog(), s, englishA4(), QStringLiteral("/proc/report.pdf"));
    EXPECT_FALSE(result.ok);
    EXPECT_TRUE(result.error.contains(QStringLiteral("/proc/report.pdf"))) << result.error.toStdString();
}

namespace {

// What the probe could report on the machine of the guide's RTX 4090 (figures made up, of
// the right kind): the card in an x8 slot, and its micro-benchmarks.
probe::ProbeReport probedRtx4090() {
    probe::ProbeReport r;
    probe::ProbedDevice d;
    probe::DeviceReadings& x = d.readings;
    x.pci_bus_id = "0000:01:00.0";
    x.pci_vendor_id = 0x10de;
    x.pci_device_id = 0x2684;
    x.vendor = "NVIDIA";
    x.name = "NVIDIA GeForce RTX 4090";
    x.driver = "550.54.15";
    x.vram_total_bytes = 25'757'220'864ull;
    x.pcie_gen_current = 1;
    x.pcie_gen_max = 4;
    x.pcie_width_current = 8;
    x.pcie_width_max = 8;
    x.nvlinks = std::vector<probe::NvLink>{};
    x.power_limit_w = 450;
    x.sources = {"nvml", "pci-sysfs"};
    d.match = probe::CatalogMatch{"rtx-4090", "GeForce RTX 4090", "pci-device-id"};
    d.match_message = probe::verbatim("PCI device id 10de:2684");
    d.differences = {{"pcie_width", probe::verbatim("x16"), probe::verbatim("x8"),
                      probe::verbatim("The link runs at x8: half the catalog's host bandwidth.")}};
    auto measure = [](const char* name, const char* unit, double value, double peak, const char* source) {
        probe::Measurement m;
        m.name = name;
        m.unit = unit;
        m.value = value;
        m.runs = {value};
        m.catalog_peak = peak;
        m.peak_source = probe::verbatim(source);
        m.fraction_of_peak = value / peak;
        return m;
    };
    d.benchmark = probe::DeviceBenchmark{
        x.pci_bus_id,
        x.name,
        {measure("h2d_pinned", "bytes/s", 12.9e9, 31.5e9, "PCIe 4.0 x16 per direction"),
         measure("device_memory", "bytes/s", 0.917e12, 1.008e12, "catalog memory bandwidth"),
         measure("gemm_fp16", "FLOP/s", 150.3e12, 165.2e12, "FP16 tensor, FP32 accumulate (dense)")}};
    r.devices.push_back(d);
    r.backends = {{"nvml", probe::BackendStatus::State::Ok, probe::verbatim("NVML 12.550"), 1},
                  {"pci-sysfs", probe::BackendStatus::State::Ok, {}, 1}};
    probe::BenchmarkReport bench;
    bench.status = "ok";
    bench.devices = {*d.benchmark};
    r.benchmark = bench;
    return r;
}

} // namespace

// Section 7: the detected hardware against the catalog, when the scenario carries a probe.
TEST(PlanReport, AttachedProbeResultIsSection7) {
    Scenario s = loadScenario(
        QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/scenarios/guide-rtx4090-buy-vs-a100-rent.gpuplan"));
    QTemporaryDir dir;
    const QString without = dir.filePath(QStringLiteral("without.pdf"));
    ASSERT_TRUE(report::writePlanReport(catalog(), s, englishA4(), without).ok);
    EXPECT_FALSE(pdfRawText(without).contains(PlanReport::probeSectionTitle()));

    s.probe = probedRtx4090();
    // Through the file format, as a saved scenario carries it.
    s = parseScenario(serializeScenario(s), "probed.gpuplan");
    ASSERT_TRUE(s.probe);
    const QString pdf = dir.filePath(QStringLiteral("probed.pdf"));
    const auto result = report::writePlanReport(catalog(), s, englishA4(), pdf);
    ASSERT_TRUE(result.ok) << result.error.toStdString();
    gpuplan::test::keepCopy(pdf);
    const QString text = pdfRawText(pdf);
    EXPECT_TRUE(text.contains(QStringLiteral("7. Detected hardware vs catalog")));
    EXPECT_TRUE(text.contains(QStringLiteral("GPUs found by the probe attached to the scenario: 1.")));
    EXPECT_TRUE(text.contains(QStringLiteral("NVLink none")));
    EXPECT_TRUE(text.contains(QStringLiteral("NVIDIA GeForce RTX 4090 (0000:01:00.0)")));
    EXPECT_TRUE(text.contains(QStringLiteral("GeForce RTX 4090 (matched by PCI device id)")));
    EXPECT_TRUE(text.contains(QStringLiteral("10de:2684")));
    EXPECT_TRUE(text.contains(QStringLiteral("Gen 4 × 8 at most (Gen 1 × 8 when read)")));
    EXPECT_TRUE(text.contains(QStringLiteral("The link runs at x8: half the catalog's host bandwidth.")));
    // Benchmark figures against the catalog's peak: 917 of 1008 GB/s = 91 %, 150.3 of 165.2 TFLOPS.
    const QString layout = pdfText(pdf);
    EXPECT_TRUE(lineWithAll(layout, {QStringLiteral("GPU memory bandwidth"), QStringLiteral("917.0 GB/s"),
                                     QStringLiteral("1,008.0 GB/s"), QStringLiteral("91%")}));
    EXPECT_TRUE(lineWithAll(layout, {QStringLiteral("FP16 matrix product"), QStringLiteral("150.3 TFLOPS"),
                                     QStringLiteral("165.2 TFLOPS"), QStringLiteral("91%")}));
    EXPECT_TRUE(lineWithAll(
        layout, {QStringLiteral("12.9 GB/s"), QStringLiteral("31.5 GB/s"), QStringLiteral("41%")}));
    EXPECT_EQ(pdfPages(pdf), result.pages);
    expectEveryPageRenders(pdf, result.pages);
}

// Issue 17: the summary names the objective that ranked it and flags options that need more
// hours of work a month than a month has; every price in the tables carries its date, flagged
// when it is over 12 months older than the report (here dated 2027-06-01).
TEST(PlanReport, SummaryNamesTheObjectiveCapacityAndPriceDates) {
    Scenario s = loadScenario(
        QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/scenarios/guide-rtx4090-buy-vs-a100-rent.gpuplan"));
    s.constraints.budget = 20000;
    s.constraints.mode = PurchaseMode::Buy;
    // As many jobs a month as one RTX 4090 could do in 1.5 months.
    const PlanResults once = plan(catalog(), s);
    ASSERT_TRUE(once.throughput_selected && once.throughput_selected->job_hours);
    s.usage_mode = UsageMode::JobsPerMonth;
    s.jobs_per_month = 1.5 * 744.0 / *once.throughput_selected->job_hours;
    s.constraints.top_k = 1000;
    const PlanResults r = plan(catalog(), s);
    ASSERT_FALSE(r.recommendation.ranked.empty());
    EXPECT_EQ(r.recommendation.objective, Objective::Fastest);
    bool over = false;
    for (const Candidate& c : r.recommendation.ranked)
        over |= c.over_capacity;
    ASSERT_TRUE(over);
    PlanReportOptions o = englishA4();
    o.date = QDate(2027, 6, 1);
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("objective.pdf"));
    const auto result = report::writePlanReport(catalog(), s, o, pdf);
    ASSERT_TRUE(result.ok) << result.error.toStdString();
    const QString text = pdfRawText(pdf).simplified();
    EXPECT_TRUE(text.contains(QStringLiteral("(objective: fastest within a budget of")))
        << text.left(4000).toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("more than the 744 h a month has")));
    // The fastest options within 20,000 EUR are RTX 5090s, priced at their launch MSRP of
    // 2025-01-30 (database/seed/prices.csv): over 12 months old on 2027-06-01. The RTX 4090
    // bought at the scenario's own 1,800 EUR carries no catalog date: it is the scenario's price.
    EXPECT_TRUE(text.contains(QStringLiteral("price of 2025-01-30, over 12 months old")))
        << text.left(5000).toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("the scenario's price")));
    // The US-dollar price is converted at the catalog's rate of 2026-01-27 (database/seed/
    // exchange_rates.csv): its age is flagged as a price's.
    EXPECT_TRUE(text.contains(QStringLiteral("rate of 2026-01-27, over 12 months old")))
        << text.left(5000).toStdString();
    // On a report of 2025-06-01 the same price is not flagged.
    PlanReportOptions early = englishA4();
    early.date = QDate(2025, 6, 1);
    const QString fresh = dir.filePath(QStringLiteral("fresh.pdf"));
    ASSERT_TRUE(report::writePlanReport(catalog(), s, early, fresh).ok);
    const QString fresh_text = pdfRawText(fresh).simplified();
    EXPECT_TRUE(fresh_text.contains(QStringLiteral("price of 2025-01-30")));
    EXPECT_FALSE(fresh_text.contains(QStringLiteral("price of 2025-01-30, over 12 months old")));
    EXPECT_TRUE(fresh_text.contains(QStringLiteral("rate of 2026-01-27")));
    EXPECT_FALSE(fresh_text.contains(QStringLiteral("rate of 2026-01-27, over")));
    // Issue 37 item 6: the threshold is the user's (the window's preference, --stale-after-months):
    // 2025-01-30 is over 3 months old on 2025-06-01, and the flag names the threshold used.
    PlanReportOptions strict = early;
    strict.stale_after_months = 3;
    const QString strict_pdf = dir.filePath(QStringLiteral("strict.pdf"));
    ASSERT_TRUE(report::writePlanReport(catalog(), s, strict, strict_pdf).ok);
    EXPECT_TRUE(pdfRawText(strict_pdf)
                    .simplified()
                    .contains(QStringLiteral("price of 2025-01-30, over 3 months old")));
    // And 36 months leave it unflagged on 2027-06-01.
    PlanReportOptions loose = o;
    loose.stale_after_months = 36;
    const QString loose_pdf = dir.filePath(QStringLiteral("loose.pdf"));
    ASSERT_TRUE(report::writePlanReport(catalog(), s, loose, loose_pdf).ok);
    EXPECT_FALSE(pdfRawText(loose_pdf).simplified().contains(QStringLiteral("months old")));
}

// Issue 37: the appendix showed a rented option's time per job, while its cost is of the time
// billed (start-up, the provider's minimum and increment): both are in its row now.
TEST(PlanReport, AppendixShowsTheTimeBilledForRentedOptions) {
    Scenario s = loadScenario(
        QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/scenarios/guide-rtx4090-buy-vs-a100-rent.gpuplan"));
    s.constraints.mode = PurchaseMode::Rent;
    const PlanResults r = plan(catalog(), s);
    const PlanReport report(catalog(), s, r, englishA4());
    const text::Format& f = report.format();
    const report::ReportDocument doc = report.document();
    const report::ReportTable* appendix = nullptr;
    for (const auto& block : doc.blocks())
        if (block.kind == report::ReportDocument::Kind::Table &&
            block.table.header.value(5) == QStringLiteral("Time per job"))
            appendix = &block.table;
    ASSERT_NE(appendix, nullptr);
    EXPECT_TRUE(appendix->caption.contains(QStringLiteral("time billed a job")));
    int billed_rows = 0;
    for (std::size_t i = 0; i < r.recommendation.ranked.size(); ++i) {
        const Candidate& c = r.recommendation.ranked[i];
        ASSERT_EQ(c.mode, PurchaseMode::Rent);
        const QString cell = appendix->rows.at(static_cast<qsizetype>(i)).value(5);
        if (c.billed_hours > c.job_hours * 1.001) {
            ++billed_rows;
            EXPECT_EQ(cell,
                      QStringLiteral("%1 (billed %2)").arg(f.hours(c.job_hours), f.hours(c.billed_hours)));
        } else {
            EXPECT_EQ(cell, f.hours(c.job_hours));
        }
    }
    EXPECT_GT(billed_rows, 0); // the catalog's offers bill a start-up or a minimum
}

// Issue 37: the appendix said "every option, cheapest first / the 10 cheapest of 540" above a
// list ranked fastest first, and the prices table promised amounts "converted into EUR in
// brackets" that were not there for the cloud offers (USD on Vast.ai, RunPod...).
TEST(PlanReport, AppendixSaysTheOrderItListsAndPricesAreConverted) {
    Scenario s = loadScenario(
        QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/scenarios/guide-rtx4090-buy-vs-a100-rent.gpuplan"));
    s.constraints.budget = 20000; // a budget ranks the fastest within it first
    const PlanResults r = plan(catalog(), s);
    const Recommendation& rec = r.recommendation;
    ASSERT_EQ(rec.objective, Objective::Fastest);
    ASSERT_GE(rec.ranked.size(), 3u);
    ASSERT_LT(rec.ranked.size(), rec.fitting);
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("appendix.pdf"));
    ASSERT_TRUE(report::writePlanReport(catalog(), s, englishA4(), pdf).ok);
    const PlanReport report(catalog(), s, r, englishA4());
    const text::Format& f = report.format();
    const QString text = pdfRawText(pdf);
    EXPECT_FALSE(text.contains(QStringLiteral("cheapest first")));
    const qsizetype at = text.indexOf(QStringLiteral("Appendix: every option, fastest first"));
    ASSERT_GE(at, 0) << text.right(3000).toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Table: the %1 fastest of %2 fitting options")
                                  .arg(rec.ranked.size())
                                  .arg(plain(f.grouped(rec.fitting)))))
        << text.mid(at, 3000).toStdString();
    // The rows in that order: each one's time per job, from the fastest, one after the other. The
    // first row is highlighted (bold), which the PDF draws after the others: it is looked for
    // anywhere in the appendix.
    qsizetype from = at;
    double previous = 0;
    bool first_row = true;
    for (const Candidate& c : rec.ranked) {
        if (c.over_capacity)
            continue; // ranked after every option that can do the work
        EXPECT_GE(c.job_hours, previous);
        previous = c.job_hours;
        const bool billed = c.mode == PurchaseMode::Rent && c.billed_hours > c.job_hours * 1.001;
        const QString cell = billed ? QStringLiteral("%1 (billed %2)")
                                          .arg(plain(f.hours(c.job_hours)), plain(f.hours(c.billed_hours)))
                                    : plain(f.hours(c.job_hours));
        if (std::exchange(first_row, false)) {
            EXPECT_GE(text.indexOf(cell, at), 0) << cell.toStdString();
            continue;
        }
        from = text.indexOf(cell, from);
        ASSERT_GE(from, 0) << cell.toStdString() << " not after the previous row";
        from += cell.size();
    }

    // Every price in another currency than the scenario's is followed by its conversion, in the
    // table and in the PDF (where the narrow column wraps it after "/").
    const report::ReportTable* prices = nullptr;
    const report::ReportDocument doc = report.document();
    for (const auto& block : doc.blocks())
        if (block.kind == report::ReportDocument::Kind::Table &&
            block.table.caption.startsWith(QStringLiteral("Table: prices used")))
            prices = &block.table;
    ASSERT_NE(prices, nullptr);
    static const QRegularExpression converted(QStringLiteral("^\\$[0-9,.]+(/h)? \\((€[0-9,.]+)(/h)?\\)$"));
    int in_dollars = 0;
    for (const QStringList& row : prices->rows) {
        if (!row.value(1).startsWith(QLatin1Char('$')))
            continue;
        ++in_dollars;
        const auto match = converted.match(row.value(1));
        ASSERT_TRUE(match.hasMatch()) << row.join(QStringLiteral(" | ")).toStdString();
        EXPECT_TRUE(text.contains(QStringLiteral("(") + match.captured(2)))
            << match.captured(2).toStdString();
    }
    EXPECT_GE(in_dollars, 2) << "the rented options' offers are in US dollars";
}

// A GPU without a compute figure (one a user added with its memory and bandwidth only): its decode is
// timed from the bandwidth, and the report says why no job time follows instead of "0 job(s) a month".
TEST(PlanReport, AGpuWithoutComputeFigureSaysItsJobsCannotBeTimed) {
    Scenario s = loadScenario(
        QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/scenarios/guide-rtx4090-buy-vs-a100-rent.gpuplan"));
    s.model_id = "qwen3-30b-a3b";
    s.workload.precision = Precision::Q8_0;
    s.gpu_id = kUntimedGpuId;
    const Catalog untimed = withUntimedGpu(catalog());
    const PlanResults r = plan(untimed, s);
    ASSERT_TRUE(r.throughput_selected);
    ASSERT_TRUE(r.throughput_selected->decode_tokens_per_s);
    EXPECT_FALSE(r.throughput_selected->job_hours);
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("untimed.pdf"));
    ASSERT_TRUE(report::writePlanReport(untimed, s, englishA4(), pdf).ok);
    const QString text = pdfRawText(pdf).simplified();
    EXPECT_TRUE(text.contains(QStringLiteral("a job cannot be timed: no compute figure in the catalog: "
                                             "decode from memory bandwidth only")))
        << text.left(6000).toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("i.e. 0 job(s) a month")));
}

// The GPUs timed on a derived peak (the catalog's `derived` column) are named under the table,
// in English and in French; a GPU timed on its vendor's figure is not.
TEST(PlanReport, GpusTimedOnADerivedPeakAreNamedUnderTheTable) {
    const Scenario s = loadScenario(
        QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/scenarios/guide-rtx4090-buy-vs-a100-rent.gpuplan"));
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("derived.pdf"));
    ASSERT_TRUE(report::writePlanReport(catalog(), s, englishA4(), pdf).ok);
    const QString text = pdfRawText(pdf).simplified();
    const qsizetype at = text.indexOf(QStringLiteral("Timed on a derived compute figure"));
    ASSERT_GE(at, 0) << text.left(3000).toStdString();
    const QString said = text.mid(at, text.indexOf(QStringLiteral("5. Buy vs rent"), at) - at);
    for (const char* name :
         {"DGX Spark", "Ryzen AI Max+ 395", "Apple M3 Ultra", "Apple M4 Max", "Radeon PRO W7900"})
        EXPECT_TRUE(said.contains(QString::fromUtf8(name))) << name << ": " << said.toStdString();
    EXPECT_FALSE(said.contains(QStringLiteral("RTX 4090"))) << said.toStdString();

    QTranslator translator;
    ASSERT_TRUE(translator.load(QStringLiteral(GPUPLAN_QM_FR)));
    QCoreApplication::installTranslator(&translator);
    PlanReportOptions fr = englishA4();
    fr.locale = QLocale(QLocale::French, QLocale::France);
    const QString pdf_fr = dir.filePath(QStringLiteral("derived-fr.pdf"));
    const auto written = report::writePlanReport(catalog(), s, fr, pdf_fr);
    QCoreApplication::removeTranslator(&translator);
    ASSERT_TRUE(written.ok) << written.error.toStdString();
    const QString text_fr = pdfRawText(pdf_fr).simplified();
    EXPECT_TRUE(text_fr.contains(QStringLiteral("Temps calculés sur un chiffre de calcul dérivé")));
    // The embedded catalog's GPU names in French (issue 37, item 11): their product words kept,
    // their English words translated, here and in every table of the report.
    for (const char* name : {"DGX Spark (GB10, 128 GB unifiés)", "Apple M3 Ultra (GPU 60 cœurs, 96 GB)"})
        EXPECT_TRUE(text_fr.contains(QString::fromUtf8(name))) << name;
    for (const char* english : {"128 GB unified", "60-core GPU", "40-core GPU", "per GPU of an NVL72 rack"})
        EXPECT_FALSE(text_fr.contains(QString::fromUtf8(english))) << english;
}

// A chart's title is wrapped to the width the chart is drawn at, not to the few pixels of the
// never-shown view it was set on: each title of the sample scenario's report is one line.
TEST(PlanReport, ChartTitlesAreWrappedToThePrintedWidth) {
    const Scenario s = loadScenario(gpuplan::test::exampleScenario("guide-rtx4090-buy-vs-a100-rent.gpuplan"));
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("titles.pdf"));
    ASSERT_TRUE(report::writePlanReport(catalog(), s, englishA4(), pdf).ok);
    const QString layout = pdfText(pdf);
    for (const char* title :
         {"Memory per GPU by component, against capacity", "One-way transfer time by link (log-log)",
          "Cumulative cost: buy vs rent", "The ten fastest GPUs that fit"})
        EXPECT_TRUE(layout.contains(QLatin1String(title))) << title << "\n"
                                                           << layout.left(3000).toStdString();
}

// Issue 37, item 12: the window showed GiB and the report it exported GB. The report writes
// memory in the unit it is given (the window's when the window exports it); the command line's
// stays GB.
TEST(PlanReport, MemoryInTheUnitItIsGiven) {
    const Scenario s =
        loadScenario(QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/scenarios/guide-7b-fp16-on-12gb.gpuplan"));
    QTemporaryDir dir;
    PlanReportOptions gb = englishA4();
    PlanReportOptions gib = englishA4();
    gib.memory_unit = SizeUnit::GiB;
    const QString gb_pdf = dir.filePath(QStringLiteral("gb.pdf"));
    const QString gib_pdf = dir.filePath(QStringLiteral("gib.pdf"));
    ASSERT_TRUE(report::writePlanReport(catalog(), s, gb, gb_pdf).ok);
    ASSERT_TRUE(report::writePlanReport(catalog(), s, gib, gib_pdf).ok);
    const QString in_gb = pdfRawText(gb_pdf);
    const QString in_gib = pdfRawText(gib_pdf);
    EXPECT_EQ(in_gb.count(QStringLiteral("GiB")), 0);
    EXPECT_GE(in_gib.count(QStringLiteral("GiB")), 5);
    // The RTX 3060 12GB's 12 GiB (12.9 GB) against the 16.1 GB (15.0 GiB) the model needs; the
    // suggestions' figures too. (GB stays in names: "RTX 3060 12GB", "Apple M3 Ultra (…, 96 GB)".)
    EXPECT_TRUE(plain(in_gb).contains(QStringLiteral("16.1 GB per GPU for 12.9 GB")))
        << in_gb.left(3000).toStdString();
    EXPECT_TRUE(plain(in_gib).contains(QStringLiteral("15.0 GiB per GPU for 12.0 GiB")))
        << in_gib.left(3000).toStdString();
    static const QRegularExpression suggestion_in_gb(QStringLiteral("\\d GB per GPU"));
    EXPECT_TRUE(suggestion_in_gb.match(plain(in_gb)).hasMatch());
    EXPECT_FALSE(suggestion_in_gb.match(in_gib).hasMatch())
        << suggestion_in_gb.match(in_gib).captured().toStdString();
}

// Issue 37 item 5: the window and the report name the form's field where core's message names
// the scenario file's (the command line keeps the pointer, which `scenario run` reads); a
// longer field of the same prefix (/hardware/gpu_count) is left alone.
TEST(PlanReport, MessagesNameTheFormsFieldsNotTheFilesPointers) {
    const Message offer(MessageId::NoCloudOffer, {"h100-sxm"});
    EXPECT_EQ(text::coreText(offer),
              QStringLiteral("no cloud offer for h100-sxm (set “Costs › Cloud rate per GPU-hour”)"));
    EXPECT_EQ(text::cliText(offer), "no cloud offer for h100-sxm (set /costs/cloud_rate_per_gpu_hour)");
    EXPECT_EQ(text::coreText(Message(MessageId::NoPurchasePrice, {"rtx-4090"})),
              QStringLiteral("no purchase price for rtx-4090 (set “Costs › Price of one GPU”)"));
    EXPECT_EQ(text::coreText(Message(MessageId::Verbatim, {"/hardware/gpu_count must be >= 1"})),
              QStringLiteral("/hardware/gpu_count must be >= 1"));

    QTranslator translator;
    ASSERT_TRUE(translator.load(QStringLiteral(GPUPLAN_QM_FR)));
    QCoreApplication::installTranslator(&translator);
    const QString french = text::coreText(offer);
    QCoreApplication::removeTranslator(&translator);
    EXPECT_TRUE(french.contains(QStringLiteral("«\u00a0Coûts › Tarif cloud par GPU-heure\u00a0»")))
        << french.toStdString();
    EXPECT_FALSE(french.contains(QLatin1Char('/'))) << french.toStdString();
}
