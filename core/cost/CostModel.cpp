#include "core/cost/CostModel.h"

#include "core/base/Error.h"
#include "core/base/Limits.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace gpuplan {

namespace {

void checkHorizon(int horizon_months) {
    if (horizon_months < 1 || horizon_months > 600)
        throw InputError(fmt::format("horizon must be between 1 and 600 months, got {}", horizon_months));
}

void checkHours(double h, const char* what) {
    if (!limits::kHoursPerMonth.contains(h))
        throw InputError(fmt::format("{} must be between 0 and 744 hours a month, got {:g}", what, h));
}

// Every figure finite and in its range (limits.h), so that no cost is inf, NaN or negative.
void checkCosts(const BuyCosts& b, double rate) {
    using limits::requireInRange;
    requireInRange("GPU price", b.gpu_price_each, limits::kGpuPrice);
    requireInRange("GPU count", std::uint64_t{b.gpu_count}, limits::kGpus);
    requireInRange("host cost", b.host_cost, limits::kAmount);
    requireInRange("GPU power (W)", b.gpu_power_w, limits::kPowerW);
    requireInRange("host power (W)", b.host_power_w,
                   {0.0, limits::kPowerW.max * static_cast<double>(limits::kGpus.max)});
    requireInRange("power fraction", b.power_fraction, limits::kPowerFraction);
    requireInRange("electricity price per kWh", b.electricity_per_kwh, limits::kElectricityPerKwh);
    requireInRange("PUE", b.pue, limits::kPue);
    requireInRange("maintenance fraction per year", b.maintenance_fraction_per_year, limits::kFraction);
    requireInRange("resale fraction", b.resale_fraction, limits::kFraction);
    requireInRange("cloud rate per hour", rate,
                   {0.0, limits::kRatePerGpuHour.max * static_cast<double>(limits::kGpus.max)});
}

} // namespace

double powerCostPerHour(const BuyCosts& b) {
    return (b.gpu_count * b.gpu_power_w + b.host_power_w) * b.power_fraction / 1000.0 *
           b.electricity_per_kwh * b.pue;
}

double buyMonthlyCost(const BuyCosts& b, double hours_per_month) {
    return powerCostPerHour(b) * hours_per_month + b.capex() * b.maintenance_fraction_per_year / 12.0;
}

std::vector<double> buyCurve(const BuyCosts& b, double hours_per_month, int horizon_months) {
    checkHorizon(horizon_months);
    std::vector<double> c(static_cast<std::size_t>(horizon_months) + 1);
    const double monthly = buyMonthlyCost(b, hours_per_month);
    for (std::size_t m = 0; m < c.size(); ++m)
        c[m] = b.capex() + monthly * static_cast<double>(m);
    return c;
}

std::vector<double> rentCurve(double rate_per_hour, double hours_per_month, int horizon_months) {
    checkHorizon(horizon_months);
    std::vector<double> c(static_cast<std::size_t>(horizon_months) + 1);
    for (std::size_t m = 0; m < c.size(); ++m)
        c[m] = rate_per_hour * hours_per_month * static_cast<double>(m);
    return c;
}

BreakEven breakEven(const BuyCosts& b, double rate, double buy_hours, double rent_hours, int horizon) {
    checkHorizon(horizon);
    checkHours(buy_hours, "hours per month (buy)");
    checkHours(rent_hours, "hours per month (rent)");
    if (rate < 0.0)
        throw InputError(fmt::format("cloud rate must not be negative, got {:g}", rate));
    if (b.gpu_price_each < 0.0 || b.host_cost < 0.0)
        throw InputError("purchase prices must not be negative");
    checkCosts(b, rate);
    BreakEven r;
    r.buy_curve = buyCurve(b, buy_hours, horizon);
    r.rent_curve = rentCurve(rate, rent_hours, horizon);
    const double rent_monthly = rate * rent_hours;
    const double buy_monthly = buyMonthlyCost(b, buy_hours);
    const double capex = b.capex();
    if (rent_monthly > buy_monthly) {
        const double m = capex / (rent_monthly - buy_monthly);
        if (m <= horizon)
            r.months = m;
    } else if (capex <= 0.0) {
        r.months = 0.0;
    }
    r.guide_roi_months = rate * buy_hours > 0.0 ? b.gpu_price_each * b.gpu_count / (rate * buy_hours) : 0.0;

    // Threshold: rent hours scale with buy hours by the equal-work ratio.
    const double ratio = buy_hours > 0.0 ? rent_hours / buy_hours : 1.0;
    const double per_hour_gain = rate * ratio - powerCostPerHour(b);
    if (per_hour_gain > 0.0) {
        const double maint = capex * b.maintenance_fraction_per_year / 12.0;
        r.hours_per_month_threshold = (capex / horizon + maint) / per_hour_gain;
    }
    r.buy_total_at_horizon = r.buy_curve.back() - b.gpu_price_each * b.gpu_count * b.resale_fraction;
    r.rent_total_at_horizon = r.rent_curve.back();
    r.buy_wins_at_horizon = r.buy_total_at_horizon <= r.rent_total_at_horizon;
    return r;
}

bool BreakEven::paysOffWithinAMonth() const {
    return hours_per_month_threshold && *hours_per_month_threshold <= limits::kHoursPerMonth.max;
}

Saving saving(double reference, double alternative) {
    Saving s;
    s.amount = reference - alternative;
    s.fraction = reference != 0.0 ? s.amount / reference : 0.0;
    return s;
}

double cumulativeCostAt(const std::vector<double>& curve, double month) {
    if (curve.empty())
        return 0;
    const double m = std::clamp(month, 0.0, static_cast<double>(curve.size() - 1));
    const auto i = static_cast<std::size_t>(std::floor(m));
    if (i + 1 >= curve.size())
        return curve.back();
    return curve[i] + (curve[i + 1] - curve[i]) * (m - static_cast<double>(i));
}

} // namespace gpuplan
