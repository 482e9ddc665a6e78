#pragma once

#include <optional>
#include <vector>

namespace gpuplan {

// Buying: what is paid up front and what running the GPUs costs each month.
// Amounts are in one currency (the scenario's); convert before filling.
struct BuyCosts {
    double gpu_price_each = 0; // one GPU
    unsigned gpu_count = 1;
    double host_cost = 0;    // the machine(s) around the GPUs, up front
    double gpu_power_w = 0;  // TDP of one GPU
    double host_power_w = 0; // the system(s) around the GPUs, without the GPUs, all of them
    // Share of the TDP drawn while working: the guide's nvidia-smi shows an RTX 4090
    // at 380 W / 450 W under load (84 %).
    double power_fraction = 380.0 / 450.0;
    double electricity_per_kwh = 0;           // price of one kWh
    double pue = 1.0;                         // data-centre overhead on power (1.0 at home / in an office)
    double maintenance_fraction_per_year = 0; // of the purchase price
    double resale_fraction = 0;               // of the GPUs' price, recovered at the horizon

    double capex() const { return gpu_price_each * gpu_count + host_cost; }
};

// Electricity cost of one hour of work of all the GPUs.
double powerCostPerHour(const BuyCosts& b);
// Monthly running cost of the bought GPUs at `hours_per_month` of work.
double buyMonthlyCost(const BuyCosts& b, double hours_per_month);

// Cumulative cost by month, months 0..horizon (index = month).
std::vector<double> buyCurve(const BuyCosts& b, double hours_per_month, int horizon_months);
std::vector<double> rentCurve(double rate_per_hour, double hours_per_month, int horizon_months);

// A cumulative cost curve (one value per month, from month 0) read at a fractional
// month by linear interpolation; clamped to the curve's ends.
double cumulativeCostAt(const std::vector<double>& curve, double month);

// Buy vs rent. `buy_hours_per_month` and `rent_hours_per_month` differ when the
// options do the same work at different speeds (equal-work comparison).
struct BreakEven {
    // First month (fractional) at which renting has cost as much as buying
    // (resale not counted: it is the price of keeping the GPUs); nullopt when it
    // does not happen within the horizon.
    std::optional<double> months;
    // Hours of work per month above which buying pays off within the horizon
    // (same rule); nullopt when renting is cheaper at any use (rent rate below the
    // electricity cost). It may exceed the 744 hours of the longest month: then
    // buying does not pay off within the horizon even in use every hour
    // (paysOffWithinAMonth() is false).
    std::optional<double> hours_per_month_threshold;
    // The guide's ROI formula: GPU price / (cloud rate x hours per month).
    double guide_roi_months = 0;
    double buy_total_at_horizon = 0; // with resale deducted
    double rent_total_at_horizon = 0;
    bool buy_wins_at_horizon = false; // buy_total_at_horizon <= rent_total_at_horizon
    // The threshold exists and is at most the hours of a month (744).
    bool paysOffWithinAMonth() const;
    std::vector<double> buy_curve; // cumulative, months 0..horizon (no resale)
    std::vector<double> rent_curve;
};

BreakEven breakEven(const BuyCosts& b, double rent_rate_per_hour, double buy_hours_per_month,
                    double rent_hours_per_month, int horizon_months);

// What choosing `alternative` instead of `reference` saves (the guide's
// "Économie : 55k€ (79%)").
struct Saving {
    double amount = 0;
    double fraction = 0; // of the reference
};
Saving saving(double reference, double alternative);

} // namespace gpuplan
