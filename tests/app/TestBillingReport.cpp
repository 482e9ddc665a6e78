// The procurement report of a rented recommendation shows each job's billed time and the
// arithmetic of the rented cost (issue 37 item 3), and a baseboard kit its host (item 1); read
// back with pdftotext.
#include "PdfTools.h"
#include "ReportScenarios.h"
#include "report/PlanReport.h"

#include "core/plan/Planner.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace gpuplan;
using gpuplan::test::catalog;
using gpuplan::test::loadScenario;
using gpuplan::test::pdfRawText;

namespace {

report::PlanReportOptions englishA4() {
    report::PlanReportOptions o;
    o.date = QDate(2026, 12, 6);
    return o;
}

} // namespace

// The guide's scenario rented only: the summary's first option is rented, its time per job shows
// the billed time, and the summary gives the billed time's arithmetic and the cost's.
TEST(BillingReport, ARentedOptionShowsItsBilledTimeAndArithmetic) {
    Scenario s = loadScenario(
        QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/scenarios/guide-rtx4090-buy-vs-a100-rent.gpuplan"));
    s.constraints.mode = PurchaseMode::Rent;
    s.constraints.objective = Objective::Cheapest;
    const PlanResults r = plan(catalog(), s);
    ASSERT_FALSE(r.recommendation.ranked.empty());
    const Candidate& best = r.recommendation.ranked.front();
    ASSERT_EQ(best.mode, PurchaseMode::Rent);
    ASSERT_TRUE(best.billing);
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("rented.pdf"));
    const auto result = report::writePlanReport(catalog(), s, englishA4(), pdf);
    ASSERT_TRUE(result.ok) << result.error.toStdString();
    const QString text = pdfRawText(pdf);
    EXPECT_TRUE(text.contains(QStringLiteral("(billed "))) << text.left(4000).toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Renting "))) << text.left(6000).toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("rounded up to whole"))) << text.left(6000).toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("h billed x"))) << text.left(6000).toStdString();
}

// A baseboard kit bought in the report's options names the host priced around it.
TEST(BillingReport, ABaseboardKitNamesItsHost) {
    Scenario s = loadScenario(
        QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/scenarios/guide-rtx4090-buy-vs-a100-rent.gpuplan"));
    s.constraints.mode = PurchaseMode::Buy;
    s.gpu_id = "gaudi2";
    s.gpu_count = 8;
    s.gpu_price.reset();
    s.host_cost.reset(); // the guide's scenario says its RTX 4090 needs no system: the kit's host is priced
    const PlanResults r = plan(catalog(), s);
    ASSERT_TRUE(r.buy_rent.available);
    ASSERT_EQ(r.buy_rent.price.system_id, "gaudi2-kit-8");
    EXPECT_EQ(r.buy_rent.price.host_id, "oam-host-8gpu-estimate");
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("kit.pdf"));
    ASSERT_TRUE(report::writePlanReport(catalog(), s, englishA4(), pdf).ok);
    const QString text = pdfRawText(pdf);
    EXPECT_TRUE(text.contains(QStringLiteral("Host server for an 8-GPU OAM baseboard (estimate)")))
        << text.left(8000).toStdString();
}
