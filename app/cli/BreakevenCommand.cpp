#include "cli/PlanCommands.h"
#include "cli/PriceAge.h"

#include "cli/CliApp.h"
#include "cli/CliText.h"
#include "cli/JsonOutput.h"
#include "cli/Ranges.h"
#include "text/CatalogWords.h"
#include "text/CoreText.h"
#include "text/CostText.h"
#include "text/Format.h"

#include "core/base/Error.h"
#include "core/base/Limits.h"
#include "core/cost/CostModel.h"
#include "core/cost/Pricing.h"
#include "core/cost/SystemPricing.h"
#include "core/plan/PlanJson.h"
#include "core/scenario/Scenario.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <map>
#include <memory>
#include <optional>
#include <ostream>
#include <set>
#include <string>
#include <vector>

// `breakeven`: buy or rent one GPU kind, when buying pays off, with the arithmetic of each figure.
namespace gpuplan::cli {

namespace {

std::string money(double v, const std::string& cur) {
    return text::Format::commandLine().amount(v, cur, 0).toStdString();
}

struct BreakevenOptions {
    std::string gpu;
    std::int64_t count = 1;
    std::optional<double> price;
    std::optional<double> cloud_rate;
    std::string offer;
    std::string rent_gpu;
    double hours = 0;
    std::optional<double> rent_hours;
    std::int64_t horizon = 36;
    double electricity = 0.25;
    std::optional<double> power_w;
    double power_fraction = 380.0 / 450.0;
    double pue = 1.0;
    std::optional<double> host_cost;
    double resale = 0;
    std::string currency = "EUR";
    bool json = false;
};

// What the break-even's prices rest on: the dates of the catalog prices (nullopt: given on the
// command line), and the whole system bought for a GPU sold only in one.
struct PriceBasis {
    std::optional<std::string> buy;
    std::optional<std::string> rent;
    // The currencies of the catalog rows priced (a price, a system, an offer), and the date of the
    // catalog's rate of each currency but the euro that converting them into the command's took.
    std::set<std::string> currencies;
    std::map<std::string, ExchangeRate> rates;
    // A GPU sold only inside a system (an SXM module): the whole system bought, what the "up
    // front" line's per-GPU figure is a share of.
    std::optional<BuyPrice> system;
};

// "  bought as 1 × NVIDIA DGX A100 (sold with its 8 GPUs) at 137,398 EUR: 1 of its GPUs used"
void printWholeSystem(std::ostream& out, const BuyPrice& bp, const std::string& currency) {
    const text::Format f = text::Format::commandLine();
    out << formatLocal(translate("Plan",
                                 "  bought as {} × {} (sold with its {} GPUs) at {} each: {} of its GPUs "
                                 "used\n"),
                       bp.systems, bp.system_name, bp.gpus_per_system,
                       f.money(bp.system_price_each, currency, 2).toStdString(), bp.gpus);
}

// "Price dates: GPU price of 2024-06-04, over 12 months old; cloud rate price of 2026-01-10", for
// the prices that come from the catalog (flagged past --stale-after-months, 12 by default, as the
// window and report do).
void printPriceDates(std::ostream& out, const PriceBasis& basis, const GlobalOptions& global) {
    std::vector<std::string> parts;
    if (basis.buy)
        parts.push_back(formatLocal(translate("Plan", "GPU: {}"), priceAgeText(*basis.buy, global)));
    if (basis.rent)
        parts.push_back(formatLocal(translate("Plan", "cloud rate: {}"), priceAgeText(*basis.rent, global)));
    for (std::string& part : rateAgeParts(basis.rates, global))
        parts.push_back(std::move(part));
    std::string joined;
    for (const std::string& part : parts)
        joined += (joined.empty() ? "" : "; ") + part;
    if (!joined.empty())
        out << formatLocal(translate("Plan", "Price dates: {}\n"), joined);
}

// What `breakeven` says, each figure with the arithmetic that produced it (text/CostText.h).
void printBreakeven(std::ostream& out, const BuyCosts& b, const BreakEven& be, const BreakevenOptions& o,
                    double rate_per_gpu, const std::string& rent_label, const PriceBasis& basis,
                    const GlobalOptions& global) {
    const text::Format f = text::Format::commandLine();
    auto amount = [&](double v) { return f.money(v, o.currency, 2).toStdString(); };
    const std::string monthly = amount(buyMonthlyCost(b, o.hours));
    const std::string arithmetic = text::monthlyCostArithmetic(b, o.hours, o.currency, f).toStdString();
    if (b.host_cost > 0)
        out << formatLocal(translate("Plan",
                                     "Buy: {} up front ({} × {} for the GPUs + {} for the system(s)), {} a "
                                     "month: {}\n"),
                           money(b.capex(), o.currency), b.gpu_count, amount(b.gpu_price_each),
                           amount(b.host_cost), monthly, arithmetic);
    else
        out << formatLocal(translate("Plan", "Buy: {} up front ({} × {}), {} a month: {}\n"),
                           money(b.capex(), o.currency), b.gpu_count, amount(b.gpu_price_each), monthly,
                           arithmetic);
    if (basis.system)
        printWholeSystem(out, *basis.system, o.currency);
    out << formatLocal(translate("Plan", "Rent: {} an hour ({} × {}, {}), {:g} h a month\n"),
                       amount(rate_per_gpu * b.gpu_count), b.gpu_count, amount(rate_per_gpu),
                       text::offerLabelText(rent_label, text::Format::commandLine()).toStdString(),
                       o.rent_hours.value_or(o.hours));
    printPriceDates(out, basis, global);
    if (be.months)
        out << formatLocal(translate("Plan", "Break-even after {:.2f} months\n"), *be.months);
    else
        out << formatLocal(translate("Plan", "Buying does not pay off within {} months\n"), o.horizon);
    if (be.paysOffWithinAMonth())
        out << formatLocal(translate("Plan", "Buying pays off within {} months above {:.1f} hours a month\n"),
                           o.horizon, *be.hours_per_month_threshold);
    else if (be.hours_per_month_threshold) // more hours than a month has
        out << formatLocal(translate("Plan",
                                     "Buying does not pay off within {} months, even in use all 744 hours of "
                                     "a month\n"),
                           o.horizon);
    else
        out << translate("Plan", "Renting is cheaper at any use (the rate is below the electricity cost)")
            << "\n";
    out << formatLocal(
        translate("Plan", "The guide's formula (price ÷ (rate × hours)): {} ÷ ({} × {:g} h) = {:.2f} "
                          "months\n"),
        amount(b.gpu_price_each * b.gpu_count),
        // A converted rate has more digits than cents: enough of them for the quotient
        f.money(rate_per_gpu * b.gpu_count, o.currency, rate_per_gpu * b.gpu_count < 10 ? 4 : 2)
            .toStdString(),
        o.hours, be.guide_roi_months);
    out << formatLocal(translate("Plan", "At {} months: buy {} (resale deducted), rent {}\n"), o.horizon,
                       money(be.buy_total_at_horizon, o.currency),
                       money(be.rent_total_at_horizon, o.currency));
}
// The options, in the order of the help: what is bought, what is rented, how it is used.
void addBreakevenOptions(CLI::App* sub, BreakevenOptions& o) {
    sub->add_option("--gpu", o.gpu,
                    translate("Plan", "Catalog GPU id bought (price, TDP and offers from the catalog)"));
    sub->add_option("--count", o.count, translate("Plan", "GPUs bought / rented"))
        ->check(within(limits::kGpus))
        ->capture_default_str();
    sub->add_option("--price", o.price, translate("Plan", "Price of one GPU (overrides the catalog)"))
        ->check(within(limits::kGpuPrice));
    auto* rate = sub->add_option("--cloud-rate", o.cloud_rate, translate("Plan", "Rent per GPU-hour"))
                     ->check(within(limits::kRatePerGpuHour));
    sub->add_option("--offer", o.offer, translate("Plan", "Catalog cloud offer id"))->excludes(rate);
    sub->add_option("--rent-gpu", o.rent_gpu, translate("Plan", "Catalog GPU id rented (default: the same)"));
    sub->add_option("--hours-per-month", o.hours, translate("Plan", "Hours of use per month"))
        ->check(within(limits::kHoursPerMonth))
        ->required();
    sub->add_option("--rent-hours-per-month", o.rent_hours,
                    translate("Plan", "Hours the rented option needs for the same work"))
        ->check(within(limits::kHoursPerMonth));
    sub->add_option("--horizon-months", o.horizon, translate("Plan", "Horizon"))
        ->check(within(limits::kHorizonMonths))
        ->capture_default_str();
    sub->add_option("--electricity-price", o.electricity, translate("Plan", "Price of one kWh"))
        ->check(within(limits::kElectricityPerKwh))
        ->capture_default_str();
    sub->add_option("--power-w", o.power_w,
                    translate("Plan", "Power of one GPU (default: its TDP from the catalog, else 0)"))
        ->check(within(limits::kPowerW));
    sub->add_option("--power-fraction", o.power_fraction,
                    translate("Plan", "Share of the TDP drawn under load"))
        ->check(within(limits::kPowerFraction))
        ->capture_default_str();
    sub->add_option("--pue", o.pue, translate("Plan", "Data-centre PUE"))
        ->check(within(limits::kPue))
        ->capture_default_str();
    sub->add_option("--host-cost", o.host_cost,
                    translate("Plan", "Price of the system(s) around the GPUs (default: with --gpu, the "
                                      "catalog's smallest system that holds them, else 0)"))
        ->check(within(limits::kAmount));
    sub->add_option("--resale", o.resale,
                    translate("Plan", "Share of the GPU price recovered at the horizon"))
        ->check(within(limits::kFraction))
        ->capture_default_str();
    sub->add_option("--currency", o.currency, translate("Plan", "Currency of the amounts"))
        ->capture_default_str();
    sub->add_flag("--json", o.json, translate("Plan", "Print one JSON object"));
}

// The two sides compared, with what their prices rest on.
struct BreakevenInputs {
    BuyCosts buy;
    double rate_per_gpu = 0;
    std::string rent_label;
    PriceBasis basis;
};

// The buy side of a catalog GPU: its price, the system(s) around it, its power.
void priceCatalogPurchase(const Catalog& c, const Scenario& s, const GpuSpec& gpu, const BreakevenOptions& o,
                          BreakevenInputs& in) {
    BuyCosts& b = in.buy;
    const auto p = purchasePrice(c, s, gpu);
    if (!p)
        throw InputError(
            formatLocal(translate("Plan", "no price for '{}' in the catalog: give --price"), o.gpu));
    b.gpu_price_each = p->amount;
    if (!o.price)
        in.basis.buy = p->date;
    bool gpus_included = false;
    std::vector<std::string> systems;
    if (!o.host_cost) { // the GPUs and the system(s) around them, as the planner counts them
        const BuyPrice bp = buyPrice(c, s, gpu, s.gpu_count);
        if (bp.available) {
            applyTo(bp, b);
            systems = {bp.system_id, bp.host_id};
        }
        if (bp.available && bp.gpus_included) { // its price is the system's, and so its date
            in.basis.system = bp;
            gpus_included = true;
            if (!o.price)
                in.basis.buy = bp.gpu_price_date;
        }
    }
    addRowCurrencies(c, boughtRows(gpu.id, p->date, gpus_included, std::move(systems)), in.basis.currencies);
    b.gpu_power_w = o.power_w.value_or(gpu.tdp_w.value_or(0.0));
}

// The rent side: the rate given, a catalog offer, or the catalog's offer for the GPU rented.
std::optional<RentPrice> catalogRentPrice(const Catalog& c, const Scenario& s, const GpuSpec* gpu,
                                          const BreakevenOptions& o, std::uint32_t gpu_count) {
    const GpuSpec* rented = o.rent_gpu.empty() ? gpu : c.findGpu(o.rent_gpu);
    if (!o.rent_gpu.empty() && !rented)
        throw InputError(
            formatLocal(translate("Plan", "--rent-gpu: '{}' is not in the catalog"), o.rent_gpu));
    if (o.cloud_rate)
        return RentPrice{*o.cloud_rate, "", translate("Plan", "given rate"), 0, "", std::nullopt, ""};
    if (!o.offer.empty()) {
        const auto* offer = c.findOffer(o.offer);
        if (!offer)
            throw InputError(formatLocal(translate("Plan", "--offer: '{}' is not in the catalog"), o.offer));
        return RentPrice{convertCurrency(c, s, offer->pricePerGpuHour(), offer->currency, s.currency),
                         offer->id,
                         offer->provider + " " + offer->instance_type,
                         offer->gpu_count,
                         offer->date,
                         offer->billing(),
                         offer->billing_source};
    }
    if (rented)
        return rentPrice(c, s, *rented, gpu_count);
    return std::nullopt;
}

// Both sides from the catalog, where the command line does not give them.
void priceFromCatalog(const Catalog& c, Scenario& s, const BreakevenOptions& o, BreakevenInputs& in) {
    if (o.gpu.empty() && !o.price)
        throw InputError(translate("Plan", "give --gpu (catalog) or --price"));
    const GpuSpec* gpu = o.gpu.empty() ? nullptr : c.findGpu(o.gpu);
    if (!o.gpu.empty() && !gpu)
        throw InputError(formatLocal(translate("Plan", "--gpu: '{}' is not in the catalog"), o.gpu));
    s.gpu_id = o.gpu;
    s.gpu_price = o.price;
    s.rent_gpu_id = o.rent_gpu;
    s.cloud_offer = o.offer;
    s.cloud_rate_per_gpu_hour = o.cloud_rate;
    if (gpu) {
        priceCatalogPurchase(c, s, *gpu, o, in);
    } else {
        in.buy.gpu_price_each = *o.price;
        in.buy.gpu_power_w = o.power_w.value_or(0.0);
    }
    const std::optional<RentPrice> rp = catalogRentPrice(c, s, gpu, o, in.buy.gpu_count);
    if (!rp)
        throw InputError(translate("Plan", "no cloud rate: give --cloud-rate or --offer"));
    in.rate_per_gpu = rp->per_gpu_hour;
    in.rent_label = rp->label;
    if (!o.cloud_rate)
        in.basis.rent = rp->date;
    addRowCurrencies(c, {{}, {}, rp->offer_id}, in.basis.currencies);
    in.basis.rates = ratesTaken(c, s, in.basis.currencies, s.currency);
}

// What is compared: the options, and the catalog where they leave a price out.
BreakevenInputs breakevenInputs(const BreakevenOptions& o, CommandContext& ctx) {
    if (o.horizon < 1)
        throw InputError(
            formatLocal(translate("Plan", "--horizon-months must be at least 1, got {}"), o.horizon));
    Scenario s;
    s.currency = o.currency;
    s.gpu_count = static_cast<std::uint32_t>(positiveOption(o.count, "--count"));
    BreakevenInputs in;
    BuyCosts& b = in.buy;
    b.gpu_count = s.gpu_count;
    b.host_cost = o.host_cost.value_or(0.0);
    b.electricity_per_kwh = o.electricity;
    b.power_fraction = o.power_fraction;
    b.pue = o.pue;
    b.resale_fraction = o.resale;
    in.rent_label = translate("Plan", "given rate");
    if (!o.gpu.empty() || !o.offer.empty() || !o.price || !o.cloud_rate) {
        priceFromCatalog(ctx.catalog(), s, o, in);
    } else {
        b.gpu_price_each = *o.price;
        b.gpu_power_w = o.power_w.value_or(0.0);
        in.rate_per_gpu = *o.cloud_rate;
    }
    if (b.gpu_price_each < 0 || in.rate_per_gpu < 0)
        throw InputError(translate("Plan", "prices must not be negative"));
    return in;
}

nlohmann::json breakevenJson(const BreakevenInputs& in, const BreakEven& be, const BreakevenOptions& o,
                             const GlobalOptions& global) {
    const BuyCosts& b = in.buy;
    nlohmann::json j = toJson(be);
    j["currency"] = o.currency;
    j["capex"] = b.capex();
    j["buy_monthly_cost"] = buyMonthlyCost(b, o.hours);
    j["rent_rate_per_hour"] = in.rate_per_gpu * b.gpu_count;
    j["rent_label"] = in.rent_label;
    j["hours_per_month"] = o.hours;
    j["rent_hours_per_month"] = o.rent_hours.value_or(o.hours);
    j["horizon_months"] = o.horizon;
    // The catalog prices' dates (null: given on the command line) and whether each is
    // older than --stale-after-months (12 by default).
    const auto date = [](const std::optional<std::string>& d) {
        return d ? nlohmann::json(*d) : nlohmann::json(nullptr);
    };
    j["bought_as_system"] =
        in.basis.system ? nlohmann::json(in.basis.system->system_id) : nlohmann::json(nullptr);
    j["buy_price_date"] = date(in.basis.buy);
    j["rent_price_date"] = date(in.basis.rent);
    j["buy_price_stale"] = in.basis.buy && priceAgeIsStale(*in.basis.buy, global);
    j["rent_price_stale"] = in.basis.rent && priceAgeIsStale(*in.basis.rent, global);
    // The catalog's exchange rates the conversions took, each with its date and age.
    j["exchange_rates"] = rateAgesJson(in.basis.rates, global);
    j["stale_after_months"] = global.stale_after_months;
    return j;
}
} // namespace

Command addBreakevenCommand(CLI::App& parent, CommandContext& ctx) {
    auto o = std::make_shared<BreakevenOptions>();
    CLI::App* sub = parent.add_subcommand(
        "breakeven", translate("Plan", "Buy or rent? Cumulative costs, break-even month, hours threshold."));
    addBreakevenOptions(sub, *o);
    addStaleAfterMonthsOption(*sub, ctx.global);
    auto run = [o, &ctx]() -> int {
        const BreakevenInputs in = breakevenInputs(*o, ctx);
        const BreakEven be = breakEven(in.buy, in.rate_per_gpu * in.buy.gpu_count, o->hours,
                                       o->rent_hours.value_or(o->hours), static_cast<int>(o->horizon));
        if (o->json) {
            ctx.out << jsonText(breakevenJson(in, be, *o, ctx.global)) << "\n";
            return kExitOk;
        }
        printBreakeven(ctx.out, in.buy, be, *o, in.rate_per_gpu, in.rent_label, in.basis, ctx.global);
        return kExitOk;
    };
    return {sub, run};
}

} // namespace gpuplan::cli
