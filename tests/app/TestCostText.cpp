// The arithmetic behind a running cost (text/CostText.h) adds up to the figure the cost model
// computes, whatever the terms: one GPU or several, with a host's power or not, a PUE, a price of
// a kWh with more than two decimals, maintenance. Issue 37: `breakeven --gpu rtx-4090
// --hours-per-month 100` printed "11.42 EUR (450 W x 84 % x 100 h at 0.25)", which gives 9.45:
// the host's 91 W were in the figure and not in its explanation.
#include "common/Arithmetic.h"
#include "core/cost/CostModel.h"
#include "text/CostText.h"
#include "text/Format.h"

#include <QLocale>

#include <gtest/gtest.h>

#include <string>

using gpuplan::BuyCosts;
using gpuplan::test::arithmeticErrors;

namespace {

const gpuplan::text::Format kEnglish(QLocale(QLocale::English, QLocale::UnitedStates));

std::string electricity(const BuyCosts& b, double hours) {
    return gpuplan::text::electricityArithmetic(b, hours, "EUR", kEnglish).toStdString();
}

// The RTX 4090 of the guide (450 W TDP, 380 W drawn under load: 84.4 %) in the 2016 single-GPU
// desktop of the default catalog (91 W without its GPU), 100 hours a month at 0.25 EUR a kWh.
BuyCosts rtx4090InADesktop() {
    BuyCosts b;
    b.gpu_price_each = 1800;
    b.gpu_power_w = 450;
    b.host_power_w = 91;
    b.host_cost = 863.20;
    b.electricity_per_kwh = 0.25;
    return b;
}

} // namespace

TEST(CostText, TheElectricityOfTheIssueAddsUpWithTheHostsPower) {
    const BuyCosts b = rtx4090InADesktop();
    const std::string text = electricity(b, 100);
    EXPECT_EQ(text, "(450 W GPU + 91 W host) × 84.4% load × 100 h = 45.68 kWh × PUE 1 × €0.25/kWh = €11.42");
    EXPECT_TRUE(arithmeticErrors(text).empty()) << text;
    // The figure it ends on is the one the cost model counts.
    EXPECT_NEAR(gpuplan::powerCostPerHour(b) * 100, 11.42, 0.005);
}

TEST(CostText, EveryTermIsInTheExplanation) {
    BuyCosts b = rtx4090InADesktop();
    b.gpu_count = 8;
    b.gpu_power_w = 700; // H100 SXM
    b.host_power_w = 1500;
    b.pue = 1.35;
    b.power_fraction = 0.9;
    b.electricity_per_kwh = 0.1234;
    for (double hours : {1.0, 37.5, 300.0, 744.0}) {
        const std::string text = electricity(b, hours);
        const auto errors = arithmeticErrors(text);
        EXPECT_TRUE(errors.empty()) << text << "\n" << (errors.empty() ? "" : errors.front());
        EXPECT_NE(text.find("8 × 700 W GPUs + 1,500 W host"), std::string::npos) << text;
        EXPECT_NE(text.find("€0.1234/kWh"), std::string::npos) << text;
    }
    // A figure that leaves out the host is caught: the arithmetic without its 1,500 W.
    EXPECT_FALSE(arithmeticErrors("8 × 700 W × 90% load × 100 h = 639 kWh × PUE 1.35 × €0.1234/kWh = €106.45")
                     .empty());
}

TEST(CostText, MaintenanceAddsUpAndIsLeftOutWhenNone) {
    BuyCosts b = rtx4090InADesktop();
    EXPECT_TRUE(gpuplan::text::maintenanceArithmetic(b, "EUR", kEnglish).isEmpty());
    EXPECT_EQ(gpuplan::text::monthlyCostArithmetic(b, 100, "EUR", kEnglish).toStdString(),
              "electricity " + electricity(b, 100));
    b.maintenance_fraction_per_year = 0.05;
    const std::string text = gpuplan::text::maintenanceArithmetic(b, "EUR", kEnglish).toStdString();
    EXPECT_EQ(text, "5% a year × €2,663.20 ÷ 12 = €11.10");
    EXPECT_TRUE(arithmeticErrors(text).empty()) << text;
    const std::string monthly = gpuplan::text::monthlyCostArithmetic(b, 100, "EUR", kEnglish).toStdString();
    EXPECT_NE(monthly.find("; maintenance " + text), std::string::npos) << monthly;
}

TEST(CostText, TheCommandLineWritesItsAmountsWithTheirCode) {
    const std::string text = gpuplan::text::electricityArithmetic(rtx4090InADesktop(), 100, "EUR",
                                                                  gpuplan::text::Format::commandLine())
                                 .toStdString();
    EXPECT_EQ(text,
              "(450 W GPU + 91 W host) × 84.4% load × 100 h = 45.68 kWh × PUE 1 × 0.25 EUR/kWh = 11.42 EUR");
    EXPECT_TRUE(arithmeticErrors(text).empty()) << text;
}

// One rule for a rented option's billed time, in the window's Recommend tab, the report's summary
// and its appendix (text::billedBeyondJobTime): shown when the option is billed longer than its
// job, whatever made it so; not for a rented option billed exactly its time (per-second billing
// without start-up), nor for a bought one.
TEST(CostText, TheBilledTimeIsShownWhereItDiffersFromTheJobs) {
    using gpuplan::Candidate;
    using gpuplan::PurchaseMode;
    Candidate rented;
    rented.mode = PurchaseMode::Rent;
    rented.job_hours = 0.5;
    rented.billed_hours = 0.55;
    EXPECT_TRUE(gpuplan::text::billedBeyondJobTime(rented));
    EXPECT_EQ(gpuplan::text::jobTimeText(rented, kEnglish),
              kEnglish.hours(0.5) + QStringLiteral(" (billed ") + kEnglish.hours(0.55) + QStringLiteral(")"));

    Candidate exact = rented; // billed as used
    exact.billed_hours = exact.job_hours;
    exact.billing = gpuplan::BilledJob{};
    EXPECT_FALSE(gpuplan::text::billedBeyondJobTime(exact));
    EXPECT_EQ(gpuplan::text::jobTimeText(exact, kEnglish), kEnglish.hours(0.5));

    Candidate bought = rented;
    bought.mode = PurchaseMode::Buy;
    EXPECT_FALSE(gpuplan::text::billedBeyondJobTime(bought));
    EXPECT_EQ(gpuplan::text::jobTimeText(bought, kEnglish), kEnglish.hours(0.5));
}

// Hours of use rented from an offer with billing terms are billed as one run a month, and the
// text says so (core/plan/Planner.h, RentOptionResult::month_in_one_run).
TEST(CostText, HoursOfUseSayTheyAreBilledAsOneRun) {
    gpuplan::RentOptionResult rent;
    rent.rent_hours_per_month = 6002.0 / 60.0;
    gpuplan::BillingTerms terms;
    terms.increment_s = 60.0;
    terms.startup_s = 90.0;
    rent.billing = gpuplan::billedJob(terms, 100.0);
    rent.month_in_one_run = true;
    EXPECT_EQ(gpuplan::text::rentedHoursText(rent, kEnglish).toStdString(),
              "100.0 h a month billed (billed 100.03 h a month, rented in one run: start-up 1.50 min + "
              "100.00 h = 100.03 h, rounded up to whole 60 s, at least 60 s)");
}
