#include "core/base/Error.h"
#include "core/cost/CostModel.h"

#include <gtest/gtest.h>

using namespace gpuplan;

namespace {
// The guide's example: an RTX 4090 bought for 1800 EUR vs an A100 rented at 2.5 EUR/h.
BuyCosts rtx4090(double electricity_per_kwh) {
    BuyCosts b;
    b.gpu_price_each = 1800; // the guide
    b.gpu_power_w = 450;     // gpus.csv rtx-4090 TDP
    b.electricity_per_kwh = electricity_per_kwh;
    return b;
}
} // namespace

// The guide: "ROI = 1800 EUR / (2.5 EUR x 100 h/mois) = 7.2 mois" (electricity not counted).
TEST(CostModel, GuideRtx4090VsA100CloudBreaksEvenAt7_2MonthsWithoutPower) {
    const auto be = breakEven(rtx4090(0.0), 2.5, 100, 100, 36);
    ASSERT_TRUE(be.months);
    EXPECT_NEAR(*be.months, 7.2, 1e-9); // the guide: 7.2 months
    EXPECT_NEAR(be.guide_roi_months, 7.2, 1e-9);
    EXPECT_DOUBLE_EQ(be.buy_curve[0], 1800.0);
    EXPECT_DOUBLE_EQ(be.rent_curve[12], 3000.0);
}

// With electricity: 450 W x 84 % (the guide's nvidia-smi: 380 W / 450 W) x 100 h = 38 kWh a month,
// at 0.25 EUR/kWh = 9.50 EUR a month: break-even at 1800 / (250 - 9.50) = 7.48 months (+4 %).
TEST(CostModel, GuideRtx4090VsA100CloudWithPower) {
    const auto b = rtx4090(0.25);
    EXPECT_NEAR(buyMonthlyCost(b, 100), 9.50, 0.01);
    const auto be = breakEven(b, 2.5, 100, 100, 36);
    ASSERT_TRUE(be.months);
    EXPECT_NEAR(*be.months, 7.48, 0.01);
}

// The guide: "Si utilisation > 100h/mois -> Acheter". That threshold holds for a 7.2-month horizon;
// over 3 years buying already wins above 20 h a month (power off), 20.8 h with power.
TEST(CostModel, HoursThresholdDependsOnTheHorizon) {
    auto be = breakEven(rtx4090(0.0), 2.5, 100, 100, 36);
    ASSERT_TRUE(be.hours_per_month_threshold);
    EXPECT_NEAR(*be.hours_per_month_threshold, 20.0, 1e-9);
    const BuyCosts b = rtx4090(0.0);
    EXPECT_NEAR((b.capex() / 7.2) / 2.5, 100.0, 1e-9); // the guide's 100 h at 7.2 months
    be = breakEven(rtx4090(0.25), 2.5, 100, 100, 36);
    EXPECT_NEAR(*be.hours_per_month_threshold, 20.8, 0.05);
}

TEST(CostModel, NoBreakEvenWithinTheHorizon) {
    auto be = breakEven(rtx4090(0.25), 0.30, 100, 100, 36); // a cheap marketplace rate
    EXPECT_FALSE(be.months);
    EXPECT_FALSE(be.buy_wins_at_horizon);
    be = breakEven(rtx4090(0.25), 0.05, 100, 100, 36); // below the electricity cost: never
    EXPECT_FALSE(be.hours_per_month_threshold);
}

// Equal work: a rented GPU twice as fast needs half the hours, so buying pays off later.
TEST(CostModel, EqualWorkShiftsTheBreakEven) {
    const auto same = breakEven(rtx4090(0.0), 2.5, 100, 100, 36);
    const auto faster_cloud = breakEven(rtx4090(0.0), 2.5, 100, 50, 36);
    EXPECT_NEAR(*faster_cloud.months, 2.0 * *same.months, 1e-9);
}

TEST(CostModel, ResaleCountsAtTheHorizon) {
    BuyCosts b = rtx4090(0.0);
    b.resale_fraction = 0.4;
    const auto be = breakEven(b, 2.5, 10, 10, 36);
    EXPECT_NEAR(be.buy_total_at_horizon, 1800 - 720, 1e-9);
    EXPECT_NEAR(be.rent_total_at_horizon, 900, 1e-9);
    EXPECT_FALSE(be.buy_wins_at_horizon);
}

// The guide: "Mixtral 8x7B: 2x H100 (70k EUR) vs 1x MI300X (15k EUR): Économie : 55k EUR (79%)".
// 55/70 = 78.6 %, which the guide rounds to 79.
TEST(CostModel, GuideMixtralH100VsMi300xSaving) {
    BuyCosts h100;
    h100.gpu_price_each = 35'000;
    h100.gpu_count = 2;
    BuyCosts mi300x;
    mi300x.gpu_price_each = 15'000;
    const auto s = saving(h100.capex(), mi300x.capex());
    EXPECT_DOUBLE_EQ(s.amount, 55'000);
    EXPECT_NEAR(s.fraction, 0.786, 0.001);
}

TEST(CostModel, BadInputsAreErrors) {
    EXPECT_THROW(breakEven(rtx4090(0.0), 2.5, 100, 100, 0), InputError);
    EXPECT_THROW(breakEven(rtx4090(0.0), -1, 100, 100, 12), InputError);
    EXPECT_THROW(breakEven(rtx4090(0.0), 2.5, 800, 100, 12), InputError);
}

// The break-even marker sits on the buy curve between two monthly points: half-way
// between months 3 and 4 is the mean of the two.
TEST(CostModel, CumulativeCostIsInterpolatedBetweenMonths) {
    const std::vector<double> curve = {1800, 1810, 1820, 1830, 1840};
    EXPECT_DOUBLE_EQ(cumulativeCostAt(curve, 3.5), 1835);
    EXPECT_DOUBLE_EQ(cumulativeCostAt(curve, 0), 1800);
    EXPECT_DOUBLE_EQ(cumulativeCostAt(curve, 4), 1840);
    EXPECT_DOUBLE_EQ(cumulativeCostAt(curve, 9), 1840); // past the horizon: the last month
    EXPECT_DOUBLE_EQ(cumulativeCostAt(curve, -2), 1800);
    EXPECT_DOUBLE_EQ(cumulativeCostAt({}, 2), 0);
}
