#pragma once

#include "core/base/Message.h"
#include "core/catalog/Catalog.h"
#include "core/scenario/Scenario.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace gpuplan {

// Prices seen from a scenario: in the scenario's currency, the scenario's own
// figures first, then the catalog's.

// Converts with the scenario's exchange rates first, then the catalog's.
double convertCurrency(const Catalog& c, const Scenario& s, double amount, const std::string& from,
                       const std::string& to);

// Purchase price of one GPU: the scenario's gpu_price for the scenario's GPU,
// else the catalog's latest new (else used) price. nullopt when unknown.
struct PurchasePrice {
    double amount = 0; // scenario currency
    std::string source;
    std::string date; // of the catalog's price row, "" for the scenario's price
};
std::optional<PurchasePrice> purchasePrice(const Catalog& c, const Scenario& s, const GpuSpec& gpu);

// The latest price rows of every GPU (Catalog::latestPrice, new and in any condition), found in one
// pass over the catalog's prices: a caller that prices every GPU reads the rows once, however many
// quotes the catalog keeps. Refers to the catalog's rows: valid while the catalog is unchanged.
class LatestPrices {
public:
    LatestPrices() = default; // no rows
    explicit LatestPrices(const Catalog& c);
    // The most recent row of the GPU, new ones only or in any condition; nullptr when none.
    const GpuPrice* latest(const std::string& gpu_id, bool new_only) const;

private:
    struct Rows {
        const GpuPrice* new_row = nullptr;
        const GpuPrice* any_row = nullptr;
    };
    std::unordered_map<std::string_view, Rows> rows_;
};
// purchasePrice from the rows found already.
std::optional<PurchasePrice> purchasePrice(const Catalog& c, const Scenario& s, const GpuSpec& gpu,
                                           const LatestPrices& latest);

// Hourly rent of one GPU when renting `count` of them: the scenario's rate (for its rented
// GPU) or offer, else the cheapest on-demand catalog offer per GPU-hour for this GPU among
// those that rent `count` GPUs (CloudOffer::serves: an offer of `count` GPUs, or one whose
// provider rents GPUs singly).
struct RentPrice {
    double per_gpu_hour = 0;      // scenario currency
    std::string offer_id;         // "" when the scenario gives the rate
    std::string label;            // "Lambda gpu_1x_h100_sxm5 on-demand"
    std::uint32_t offer_gpus = 0; // GPUs of the offer (0: the scenario's rate)
    std::string date;             // of the offer, "" when undated
    // The offer's billing terms (core/catalog/CloudBilling.h); empty for the scenario's rate, which is
    // billed for the hours used.
    std::optional<BillingTerms> billing;
    std::string billing_source;
};
// What renting for one job of `job_hours` is billed under the rent's terms: its billed time
// (the job's own time for the scenario's rate).
double billedJobHours(const RentPrice& r, double job_hours);
// "billed 11.00 min a job: start-up 5.00 min + job 5.60 min = ...": how the terms give a job's
// billed time.
Message billedJobMessage(const BilledJob& b);
// The same for a month of hours rented in one run (the scenario's hours a month, or a serving
// month): "billed 100.08 h a month, rented in one run: start-up 5.00 min + 100.00 h = …".
Message billedMonthMessage(const BilledJob& b);
// The arithmetic of renting `gpus` GPUs for `jobs` jobs of `job_hours` each: the billed time of a
// job (start-up, increment, minimum; the terms assumed said so) and the cost it gives
// (jobs x billed hours x GPUs x rate), in that order.
std::vector<Message> rentArithmetic(const RentPrice& r, double job_hours, double jobs, std::uint32_t gpus,
                                    const std::string& currency);
std::optional<RentPrice> rentPrice(const Catalog& c, const Scenario& s, const GpuSpec& gpu,
                                   std::uint32_t count);
// rentPrice in parts, for a caller that rents many counts of one GPU: the scenario's rent when it
// sets one for this GPU (its rate or its offer: every count alike), else the cheapest of the
// GPU's on-demand catalog offers (found once) that rents `count`, the first of equal rates.
std::optional<RentPrice> scenarioRent(const Catalog& c, const Scenario& s, const GpuSpec& gpu);
std::vector<const CloudOffer*> onDemandOffers(const Catalog& c, const GpuSpec& gpu);
const CloudOffer* cheapestOffer(const Catalog& c, const Scenario& s,
                                const std::vector<const CloudOffer*>& offers, std::uint32_t count);
RentPrice rentOf(const Catalog& c, const Scenario& s, const CloudOffer& offer); // converted, labelled

// Every catalog offer for the GPU that rents `count` GPUs, converted (each one's rent
// curve against buying).
std::vector<RentPrice> rentOffers(const Catalog& c, const Scenario& s, const std::string& gpu_id,
                                  std::uint32_t count);

// The catalog rows an option's price comes from: the GPU whose latest price row was bought ("" when
// none: the scenario's price, a system sold with its GPUs, a rent), the systems (a host, a
// baseboard's host) and the offer rented ("" none).
struct PricedRows {
    std::string gpu_price;
    std::vector<std::string> systems;
    std::string offer;
};
// The rows of a bought option: the GPU's own price row, unless the scenario sets the price
// (`price_date` kScenarioPriceDate) or the systems are sold with their GPUs; and those systems.
PricedRows boughtRows(const std::string& gpu, std::string_view price_date, bool gpus_included,
                      std::vector<std::string> systems);
// The currencies of those rows (ids not in the catalog are skipped).
void addRowCurrencies(const Catalog& c, const PricedRows& rows, std::set<std::string>& currencies);
// The exchange rates, by currency, that converting `currencies` into `to` took, as convertCurrency
// takes them: the scenario's where it has one, else the catalog's (the euro has none).
std::map<std::string, ExchangeRate> ratesTaken(const Catalog& c, const Scenario& s,
                                               const std::set<std::string>& currencies,
                                               const std::string& to);
// The rate convertCurrency takes for `currency` (the scenario's, else the catalog's; nullptr for the
// euro or none).
const ExchangeRate* rateTaken(const Catalog& c, const Scenario& s, const std::string& currency);

// Freshness. A price or a rate older than `months` (12 by default; the user may choose from 1 to
// 120: the window's preferences, the command line's --stale-after-months) before `today` is stale;
// both are ISO dates (YYYY-MM-DD); a date that is not one (empty: undated) is never stale.
inline constexpr int kDefaultStaleAfterMonths = 12;
inline constexpr int kMinStaleAfterMonths = 1;
inline constexpr int kMaxStaleAfterMonths = 120;
bool priceIsStale(std::string_view date, std::string_view today, int months = kDefaultStaleAfterMonths);
// The date a price the scenario sets carries (it is the user's, of no catalog row).
inline constexpr std::string_view kScenarioPriceDate = "scenario";
// "price of 2024-10-01", "price of 2024-10-01, over 12 months old" (past `stale_after_months`,
// which it names), "undated price", or "the scenario's price" for kScenarioPriceDate.
Message priceDateNote(std::string_view date, std::string_view today,
                      int stale_after_months = kDefaultStaleAfterMonths);
// The same for an exchange rate: "rate of 2024-12-31", "rate of 2024-12-31, over 12 months old",
// "undated rate" (a conversion's age is as much a part of an amount as its price's).
Message rateDateNote(std::string_view date, std::string_view today,
                     int stale_after_months = kDefaultStaleAfterMonths);
// Today's date (UTC), YYYY-MM-DD; the environment variable GPU_PLANNER_TODAY (a date)
// replaces it, so that tests and reproducible reports fix it.
std::string todayIso();

} // namespace gpuplan
