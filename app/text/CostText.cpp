#include "text/CostText.h"

#include "core/cost/Pricing.h"
#include "text/CoreText.h"

#include <cmath>

namespace gpuplan::text {

namespace {

constexpr const char* kContext = "gpuplan::text::CostText";

QString words(const Format& f, const char* source) {
    return f.translated(kContext, source);
}

// The fewest decimals (at least `least`, at most `most`) that write `v` exactly: 0.25 -> 2,
// 0.1234 -> 4, 84.444 -> 1 of at most 1.
int decimalsOf(double v, int least, int most) {
    for (int d = least; d < most; ++d) {
        const double scaled = v * std::pow(10.0, d);
        if (std::abs(scaled - std::round(scaled)) < 1e-6)
            return d;
    }
    return most;
}

} // namespace

QString powerTerms(const BuyCosts& b, const Format& f) {
    const QString watts = f.decimal(b.gpu_power_w, decimalsOf(b.gpu_power_w, 0, 1));
    const QString gpus = b.gpu_count == 1
                             ? words(f, QT_TRANSLATE_NOOP("gpuplan::text::CostText", "%1 W GPU")).arg(watts)
                             : words(f, QT_TRANSLATE_NOOP("gpuplan::text::CostText", "%1 × %2 W GPUs"))
                                   .arg(b.gpu_count)
                                   .arg(watts);
    if (b.host_power_w <= 0)
        return gpus;
    return words(f, QT_TRANSLATE_NOOP("gpuplan::text::CostText", "(%1 + %2 W host)"))
        .arg(gpus, f.decimal(b.host_power_w, decimalsOf(b.host_power_w, 0, 1)));
}

QString electricityArithmetic(const BuyCosts& b, double hours, const std::string& currency, const Format& f) {
    const double watts = b.gpu_count * b.gpu_power_w + b.host_power_w;
    const double kwh = watts * b.power_fraction * hours / 1000.0;
    const QString per_kwh =
        words(f, QT_TRANSLATE_NOOP("gpuplan::text::CostText", "%1/kWh"))
            .arg(f.money(b.electricity_per_kwh, currency, decimalsOf(b.electricity_per_kwh, 2, 4)));
    return words(f, QT_TRANSLATE_NOOP("gpuplan::text::CostText",
                                      "%1 × %2 load × %3 h = %4 kWh × PUE %5 × %6 = %7"))
        .arg(powerTerms(b, f), f.percent(b.power_fraction, decimalsOf(b.power_fraction * 100.0, 0, 1)),
             f.decimal(hours, decimalsOf(hours, 0, 2)), f.number(kwh, 4), f.number(b.pue, 3), per_kwh,
             f.money(powerCostPerHour(b) * hours, currency, 2));
}

QString maintenanceArithmetic(const BuyCosts& b, const std::string& currency, const Format& f) {
    if (b.maintenance_fraction_per_year <= 0)
        return {};
    const double fraction = b.maintenance_fraction_per_year;
    return words(f, QT_TRANSLATE_NOOP("gpuplan::text::CostText", "%1 a year × %2 ÷ 12 = %3"))
        .arg(f.percent(fraction, decimalsOf(fraction * 100.0, 0, 2)), f.money(b.capex(), currency, 2),
             f.money(b.capex() * fraction / 12.0, currency, 2));
}

QString monthlyCostArithmetic(const BuyCosts& b, double hours, const std::string& currency, const Format& f) {
    const QString electricity = words(f, QT_TRANSLATE_NOOP("gpuplan::text::CostText", "electricity %1"))
                                    .arg(electricityArithmetic(b, hours, currency, f));
    const QString maintenance = maintenanceArithmetic(b, currency, f);
    if (maintenance.isEmpty())
        return electricity;
    return words(f, QT_TRANSLATE_NOOP("gpuplan::text::CostText", "%1; maintenance %2"))
        .arg(electricity, maintenance);
}

QString rentedHoursText(const RentOptionResult& rent, const Format& f) {
    if (rent.billing)
        return words(f, QT_TRANSLATE_NOOP("gpuplan::text::CostText", "%1 h a month billed (%2)"))
            .arg(f.decimal(rent.rent_hours_per_month, 1),
                 coreText(rent.month_in_one_run ? billedMonthMessage(*rent.billing)
                                                : billedJobMessage(*rent.billing),
                          f.locale()));
    return words(f, QT_TRANSLATE_NOOP("gpuplan::text::CostText", "%1 h a month"))
        .arg(f.decimal(rent.rent_hours_per_month, 0));
}

bool billedBeyondJobTime(const Candidate& c) {
    return c.mode == PurchaseMode::Rent && c.billed_hours > c.job_hours * (1.0 + 1e-9);
}

QString jobTimeText(const Candidate& c, const Format& f) {
    const QString time = f.hours(c.job_hours);
    if (!billedBeyondJobTime(c))
        return time;
    return words(f, QT_TRANSLATE_NOOP("gpuplan::text::CostText", "%1 (billed %2)"))
        .arg(time, f.hours(c.billed_hours));
}

} // namespace gpuplan::text
