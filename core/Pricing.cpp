#include "core/Pricing.h"

#include "core/Error.h"

#include <fmt/format.h>

namespace gpuplan {

double convertCurrency(const Catalog& c, const Scenario& s, double amount, const std::string& from,
                       const std::string& to) {
    if (from == to)
        return amount;
    auto perEur = [&](const std::string& cur) {
        if (cur == "EUR")
            return 1.0;
        for (const auto& r : s.exchange_rates)
            if (r.currency == cur && r.per_eur > 0.0)
                return r.per_eur;
        if (const auto* r = c.findRate(cur); r && r->per_eur > 0.0)
            return r->per_eur;
        throw InputError(fmt::format("no exchange rate for currency '{}' (add one to the catalog or to the "
                                     "scenario's /costs/exchange_rates_per_eur)",
                                     cur));
    };
    return amount / perEur(from) * perEur(to);
}

std::optional<PurchasePrice> purchasePrice(const Catalog& c, const Scenario& s, const GpuSpec& gpu) {
    if (gpu.id == s.gpu_id && s.gpu_price)
        return PurchasePrice{*s.gpu_price, "scenario"};
    auto p = c.latestPrice(gpu.id, "new");
    if (!p)
        p = c.latestPrice(gpu.id, "");
    if (!p)
        return std::nullopt;
    return PurchasePrice{convertCurrency(c, s, p->amount, p->currency, s.currency), p->source};
}

namespace {

RentPrice fromOffer(const Catalog& c, const Scenario& s, const CloudOffer& o) {
    RentPrice r;
    r.per_gpu_hour = convertCurrency(c, s, o.pricePerGpuHour(), o.currency, s.currency);
    r.offer_id = o.id;
    r.label = fmt::format("{} {} {}", o.provider, o.instance_type, o.pricing);
    return r;
}

} // namespace

std::optional<RentPrice> rentPrice(const Catalog& c, const Scenario& s, const GpuSpec& gpu) {
    const std::string& rented = s.rent_gpu_id.empty() ? s.gpu_id : s.rent_gpu_id;
    if (gpu.id == rented) {
        if (s.cloud_rate_per_gpu_hour)
            return RentPrice{*s.cloud_rate_per_gpu_hour, "", "scenario rate"};
        if (!s.cloud_offer.empty()) {
            const auto* o = c.findOffer(s.cloud_offer);
            if (!o)
                throw InputError(
                    fmt::format("scenario: /costs/cloud_offer '{}' is not in the catalog", s.cloud_offer));
            return fromOffer(c, s, *o);
        }
    }
    std::optional<RentPrice> best;
    for (const auto& o : c.offers) {
        if (o.gpu_id != gpu.id || o.pricing.rfind("on-demand", 0) != 0 || !(o.price_per_hour > 0.0))
            continue;
        RentPrice r = fromOffer(c, s, o);
        if (!best || r.per_gpu_hour < best->per_gpu_hour)
            best = r;
    }
    return best;
}

std::vector<RentPrice> rentOffers(const Catalog& c, const Scenario& s, const std::string& gpu_id) {
    std::vector<RentPrice> out;
    for (const auto& o : c.offers)
        if (o.gpu_id == gpu_id && o.price_per_hour > 0.0)
            out.push_back(fromOffer(c, s, o));
    return out;
}

} // namespace gpuplan
