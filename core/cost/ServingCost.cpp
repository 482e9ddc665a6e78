#include "core/cost/ServingCost.h"

#include "core/base/Error.h"
#include "core/cost/Pricing.h"

#include <algorithm>

namespace gpuplan {

namespace {

ServingMonthlyCost month(double fixed, double hours, double served, double capacity, double input_share) {
    ServingMonthlyCost m;
    m.fixed = fixed;
    m.tokens = std::max(0.0, served) * 3600.0 * hours;
    m.input_tokens = m.tokens * std::clamp(input_share, 0.0, 1.0);
    m.output_tokens = m.tokens - m.input_tokens;
    m.capacity_tokens = std::max(0.0, capacity) * 3600.0 * hours;
    return m;
}

} // namespace

CostPerMillion costPerMillion(const ServingMonthlyCost& m, double prefill_share) {
    CostPerMillion r;
    const double share = std::clamp(prefill_share, 0.0, 1.0);
    if (m.tokens > 0.0)
        r.blended = m.total() / m.tokens * 1e6;
    if (m.input_tokens > 0.0)
        r.input = m.total() * share / m.input_tokens * 1e6;
    if (m.output_tokens > 0.0)
        r.output = m.total() * (1.0 - share) / m.output_tokens * 1e6;
    return r;
}

ServingMonthlyCost boughtMonthlyCost(const BuyCosts& b, int horizon_months, double hours_per_month,
                                     double tokens_per_s_served, double tokens_per_s_capacity,
                                     double input_share) {
    const double horizon = std::max(1, horizon_months);
    const double resale = b.resale_fraction * b.gpu_price_each * b.gpu_count;
    // buyMonthlyCost: electricity of the hours of service and maintenance (core/cost/CostModel).
    const double fixed = (b.capex() - resale) / horizon + buyMonthlyCost(b, hours_per_month);
    return month(fixed, hours_per_month, tokens_per_s_served, tokens_per_s_capacity, input_share);
}

ServingMonthlyCost rentedMonthlyCost(double rate_per_hour, double hours_per_month, double tokens_per_s_served,
                                     double tokens_per_s_capacity, double input_share) {
    return month(rate_per_hour * hours_per_month, hours_per_month, tokens_per_s_served, tokens_per_s_capacity,
                 input_share);
}

double apiPricePerToken(const ApiPrice& a, double input_share, double factor) {
    const double s = std::clamp(input_share, 0.0, 1.0);
    return (s * a.input_per_million + (1.0 - s) * a.output_per_million) * factor / 1e6;
}

std::optional<double> breakevenTokensPerMonth(const ServingMonthlyCost& m, double api_per_token) {
    if (!(api_per_token > 0.0))
        return std::nullopt;
    return m.total() / api_per_token;
}

std::vector<ApiComparison> compareApis(const Catalog& c, const Scenario& s, const std::string& model_id,
                                       const ServingMonthlyCost& month) {
    std::vector<ApiComparison> out;
    const std::string& wanted = s.serving.api_id;
    if (!wanted.empty() && !c.findApiPrice(wanted))
        throw InputError("scenario", Message(MessageId::ServingApiNotInCatalog, {wanted}));
    const double input_share =
        month.tokens > 0.0 ? month.input_tokens / month.tokens
                           : static_cast<double>(s.serving.prompt_tokens) /
                                 static_cast<double>(s.serving.prompt_tokens + s.serving.output_tokens);
    for (const ApiPrice& a : c.api_prices) {
        if (wanted.empty() ? a.model_id != model_id : a.id != wanted)
            continue;
        ApiComparison x;
        x.id = a.id;
        x.provider = a.provider;
        x.model = a.model;
        x.date = a.date;
        x.source = a.source;
        const double factor = convertCurrency(c, s, 1.0, a.currency, s.currency);
        x.per_million.input = a.input_per_million * factor;
        x.per_million.output = a.output_per_million * factor;
        const double per_token = apiPricePerToken(a, input_share, factor);
        x.per_million.blended = per_token * 1e6;
        x.monthly_cost = per_token * month.tokens;
        x.breakeven_tokens_per_month = breakevenTokensPerMonth(month, per_token);
        x.breakeven_within_capacity =
            x.breakeven_tokens_per_month && *x.breakeven_tokens_per_month <= month.capacity_tokens;
        out.push_back(std::move(x));
    }
    std::sort(out.begin(), out.end(), [](const ApiComparison& a, const ApiComparison& b) {
        return a.per_million.blended < b.per_million.blended;
    });
    return out;
}

} // namespace gpuplan
