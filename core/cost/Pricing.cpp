#include "core/cost/Pricing.h"

#include "core/base/Error.h"

#include <fmt/format.h>

#include <chrono>
#include <cstdlib>

namespace gpuplan {

double convertCurrency(const Catalog& c, const Scenario& s, double amount, const std::string& from,
                       const std::string& to) {
    if (from == to)
        return amount;
    auto perEur = [&](const std::string& cur) {
        if (cur == "EUR")
            return 1.0;
        if (const ExchangeRate* r = rateTaken(c, s, cur))
            return r->per_eur;
        throw InputError(fmt::format("no exchange rate for currency '{}' (add one to the catalog or to the "
                                     "scenario's /costs/exchange_rates_per_eur)",
                                     cur));
    };
    return amount / perEur(from) * perEur(to);
}

namespace {

// A catalog row's price in the scenario's currency (nullopt for no row).
std::optional<PurchasePrice> purchasePriceOf(const Catalog& c, const Scenario& s, const GpuPrice* row) {
    if (!row)
        return std::nullopt;
    return PurchasePrice{convertCurrency(c, s, row->amount, row->currency, s.currency), row->source,
                         row->date};
}

// The scenario sets the price of this GPU.
bool scenarioPrices(const Scenario& s, const GpuSpec& gpu) {
    return gpu.id == s.gpu_id && s.gpu_price;
}

PurchasePrice scenarioPrice(const Scenario& s) {
    return PurchasePrice{*s.gpu_price, "scenario", std::string(kScenarioPriceDate)};
}

} // namespace

std::optional<PurchasePrice> purchasePrice(const Catalog& c, const Scenario& s, const GpuSpec& gpu) {
    if (scenarioPrices(s, gpu))
        return scenarioPrice(s);
    auto p = c.latestPrice(gpu.id, "new");
    if (!p)
        p = c.latestPrice(gpu.id, "");
    return purchasePriceOf(c, s, p ? &*p : nullptr);
}

LatestPrices::LatestPrices(const Catalog& c) {
    rows_.reserve(c.gpus.size());
    for (const GpuPrice& p : c.prices) {
        Rows& r = rows_[p.gpu_id];
        // As Catalog::latestPrice: a later date replaces, the first of equal dates stays.
        if (p.condition == "new" && (!r.new_row || p.date > r.new_row->date))
            r.new_row = &p;
        if (!r.any_row || p.date > r.any_row->date)
            r.any_row = &p;
    }
}

const GpuPrice* LatestPrices::latest(const std::string& gpu_id, bool new_only) const {
    const auto it = rows_.find(gpu_id);
    if (it == rows_.end())
        return nullptr;
    return new_only ? it->second.new_row : it->second.any_row;
}

std::optional<PurchasePrice> purchasePrice(const Catalog& c, const Scenario& s, const GpuSpec& gpu,
                                           const LatestPrices& latest) {
    if (scenarioPrices(s, gpu))
        return scenarioPrice(s);
    const GpuPrice* row = latest.latest(gpu.id, true);
    return purchasePriceOf(c, s, row ? row : latest.latest(gpu.id, false));
}

RentPrice rentOf(const Catalog& c, const Scenario& s, const CloudOffer& o) {
    RentPrice r;
    r.per_gpu_hour = convertCurrency(c, s, o.pricePerGpuHour(), o.currency, s.currency);
    r.offer_id = o.id;
    r.label = fmt::format("{} {} {}", o.provider, o.instance_type, o.pricing);
    r.offer_gpus = o.gpu_count;
    r.date = o.date;
    r.billing = o.billing();
    r.billing_source = o.billing_source;
    return r;
}

double billedJobHours(const RentPrice& r, double job_hours) {
    return r.billing ? billedJob(*r.billing, job_hours).billedHours() : job_hours;
}

Message billedJobMessage(const BilledJob& b) {
    return Message(MessageId::ReasonBilledJob,
                   {b.billed_s / 60.0, b.startup_s / 60.0, b.job_s / 60.0, b.run_s / 60.0, b.increment_s,
                    b.rounded_s / 60.0, b.minimum_s});
}

Message billedMonthMessage(const BilledJob& b) {
    return Message(MessageId::ReasonBilledMonth, {b.billed_s / 3600.0, b.startup_s / 60.0, b.job_s / 3600.0,
                                                  b.run_s / 3600.0, b.increment_s, b.minimum_s});
}

std::vector<Message> rentArithmetic(const RentPrice& r, double job_hours, double jobs, std::uint32_t gpus,
                                    const std::string& currency) {
    std::vector<Message> out;
    double billed_h = job_hours;
    if (r.billing) {
        const BilledJob b = billedJob(*r.billing, job_hours);
        billed_h = b.billedHours();
        out.push_back(billedJobMessage(b));
        if (b.terms_assumed)
            out.push_back(Message(MessageId::ReasonBillingAssumed,
                                  {kAssumedBillingIncrementS / 60.0, kAssumedBillingMinimumS / 60.0}));
        if (b.startup_assumed)
            out.push_back(Message(MessageId::ReasonStartupAssumed, {kAssumedStartupS / 60.0}));
    }
    out.push_back(Message(MessageId::ReasonRentCost, {jobs, billed_h, gpus, r.per_gpu_hour, currency,
                                                      jobs * billed_h * gpus * r.per_gpu_hour, currency}));
    return out;
}

std::optional<RentPrice> scenarioRent(const Catalog& c, const Scenario& s, const GpuSpec& gpu) {
    const std::string& rented = s.rent_gpu_id.empty() ? s.gpu_id : s.rent_gpu_id;
    if (gpu.id != rented)
        return std::nullopt;
    if (s.cloud_rate_per_gpu_hour)
        return RentPrice{*s.cloud_rate_per_gpu_hour, "", "scenario rate", 0, "", std::nullopt, ""};
    if (!s.cloud_offer.empty()) {
        const auto* o = c.findOffer(s.cloud_offer);
        if (!o)
            throw InputError(
                fmt::format("scenario: /costs/cloud_offer '{}' is not in the catalog", s.cloud_offer));
        return rentOf(c, s, *o);
    }
    return std::nullopt;
}

std::vector<const CloudOffer*> onDemandOffers(const Catalog& c, const GpuSpec& gpu) {
    std::vector<const CloudOffer*> out;
    for (const auto& o : c.offers)
        if (o.gpu_id == gpu.id && o.pricing.rfind("on-demand", 0) == 0 && o.price_per_hour > 0.0)
            out.push_back(&o);
    return out;
}

const CloudOffer* cheapestOffer(const Catalog& c, const Scenario& s,
                                const std::vector<const CloudOffer*>& offers, std::uint32_t count) {
    const CloudOffer* best = nullptr;
    double best_rate = 0.0;
    for (const CloudOffer* o : offers) {
        if (!o->serves(count))
            continue;
        const double rate = convertCurrency(c, s, o->pricePerGpuHour(), o->currency, s.currency);
        if (!best || rate < best_rate) {
            best = o;
            best_rate = rate;
        }
    }
    return best;
}

std::optional<RentPrice> rentPrice(const Catalog& c, const Scenario& s, const GpuSpec& gpu,
                                   std::uint32_t count) {
    if (auto r = scenarioRent(c, s, gpu))
        return r;
    const CloudOffer* best = cheapestOffer(c, s, onDemandOffers(c, gpu), count);
    if (!best)
        return std::nullopt;
    return rentOf(c, s, *best);
}

std::vector<RentPrice> rentOffers(const Catalog& c, const Scenario& s, const std::string& gpu_id,
                                  std::uint32_t count) {
    std::vector<RentPrice> out;
    for (const auto& o : c.offers)
        if (o.gpu_id == gpu_id && o.price_per_hour > 0.0 && o.serves(count))
            out.push_back(rentOf(c, s, o));
    return out;
}

namespace {

struct Ymd {
    int y = 0, m = 0, d = 0;
};

std::optional<Ymd> parseIsoDate(std::string_view s) {
    if (s.size() != 10 || s[4] != '-' || s[7] != '-')
        return std::nullopt;
    auto digits = [&](std::size_t from, std::size_t n) -> std::optional<int> {
        int v = 0;
        for (std::size_t i = from; i < from + n; ++i) {
            if (s[i] < '0' || s[i] > '9')
                return std::nullopt;
            v = v * 10 + (s[i] - '0');
        }
        return v;
    };
    const auto y = digits(0, 4), m = digits(5, 2), d = digits(8, 2);
    if (!y || !m || !d || *m < 1 || *m > 12 || *d < 1 || *d > 31)
        return std::nullopt;
    return Ymd{*y, *m, *d};
}

} // namespace

bool priceIsStale(std::string_view date, std::string_view today, int months) {
    const auto p = parseIsoDate(date);
    const auto t = parseIsoDate(today);
    if (!p || !t)
        return false;
    const int apart = (t->y * 12 + t->m) - (p->y * 12 + p->m);
    return apart > months || (apart == months && t->d > p->d);
}

namespace {

// The age of a dated figure in the words of its kind: undated, of its date, or of its date and past
// the threshold.
struct AgeWords {
    MessageId undated, dated, stale;
};
constexpr AgeWords kPriceAge{MessageId::PriceUndated, MessageId::PriceOfDate, MessageId::PriceOfDateStale};
constexpr AgeWords kRateAge{MessageId::RateUndated, MessageId::RateOfDate, MessageId::RateOfDateStale};

Message ageNote(const AgeWords& words, std::string_view date, std::string_view today,
                int stale_after_months) {
    if (!parseIsoDate(date))
        return Message(words.undated);
    const std::string d(date);
    return priceIsStale(date, today, stale_after_months) ? Message(words.stale, {d, stale_after_months})
                                                         : Message(words.dated, {d});
}

} // namespace

Message priceDateNote(std::string_view date, std::string_view today, int stale_after_months) {
    if (date == kScenarioPriceDate)
        return Message(MessageId::PriceOfScenario);
    return ageNote(kPriceAge, date, today, stale_after_months);
}

PricedRows boughtRows(const std::string& gpu, std::string_view price_date, bool gpus_included,
                      std::vector<std::string> systems) {
    const bool own_price = price_date == kScenarioPriceDate || gpus_included;
    return {own_price ? std::string() : gpu, std::move(systems), {}};
}

void addRowCurrencies(const Catalog& c, const PricedRows& rows, std::set<std::string>& currencies) {
    if (!rows.gpu_price.empty()) {
        std::optional<GpuPrice> row = c.latestPrice(rows.gpu_price, "new");
        if (!row)
            row = c.latestPrice(rows.gpu_price, "");
        if (row)
            currencies.insert(row->currency);
    }
    for (const std::string& id : rows.systems)
        if (const System* system = id.empty() ? nullptr : c.findSystem(id))
            currencies.insert(system->currency);
    if (const CloudOffer* offer = rows.offer.empty() ? nullptr : c.findOffer(rows.offer))
        currencies.insert(offer->currency);
}

const ExchangeRate* rateTaken(const Catalog& c, const Scenario& s, const std::string& currency) {
    if (currency == "EUR")
        return nullptr;
    for (const ExchangeRate& r : s.exchange_rates)
        if (r.currency == currency && r.per_eur > 0.0)
            return &r;
    const ExchangeRate* r = c.findRate(currency);
    return r && r->per_eur > 0.0 ? r : nullptr;
}

std::map<std::string, ExchangeRate> ratesTaken(const Catalog& c, const Scenario& s,
                                               const std::set<std::string>& currencies,
                                               const std::string& to) {
    std::map<std::string, ExchangeRate> rates;
    for (const std::string& from : currencies) {
        if (from == to)
            continue;
        for (const std::string& currency : {from, to})
            if (const ExchangeRate* rate = rateTaken(c, s, currency))
                rates.emplace(currency, *rate);
    }
    return rates;
}

Message rateDateNote(std::string_view date, std::string_view today, int stale_after_months) {
    return ageNote(kRateAge, date, today, stale_after_months);
}

std::string todayIso() {
    if (const char* fixed = std::getenv("GPU_PLANNER_TODAY"); fixed && parseIsoDate(fixed))
        return fixed;
    const auto days = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
    const std::chrono::year_month_day ymd{days};
    return fmt::format("{:04d}-{:02d}-{:02d}", static_cast<int>(ymd.year()),
                       static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
}

} // namespace gpuplan
