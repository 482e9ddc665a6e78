#pragma once

// What a million tokens costs when a team serves the model itself, against an API's price.
//
// A month of serving costs a fixed part F (bought: the purchase spread over the horizon less the
// resale, the maintenance; rented: the hourly rate x the hours of service) and a part v per token
// (bought: the electricity of the GPUs and their system while they work, at the throughput of the
// option). It serves the scenario's traffic: input (prompt) and output tokens at the scenario's
// mix. Its cost per million tokens is the month's cost over the month's tokens; input and output
// share it by the GPU time each takes (prefill_share of the time is prefill).
// An API costs a per token: the blend of its input and output prices at the same mix. Self-hosting
// is cheaper above V* = F / (a - v) tokens a month (breakeven_tokens_per_month), when a > v.

#include "core/Catalog.h"
#include "core/CostModel.h"
#include "core/Scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuplan {

// A month of one option, in the scenario's currency.
struct ServingMonthlyCost {
    double fixed = 0;     // F
    double per_token = 0; // v, per token (input or output)
    double tokens = 0;    // served in the month (input + output)
    double input_tokens = 0;
    double output_tokens = 0;
    double capacity_tokens = 0; // the most it can serve in a month of 744 h at saturation
    double total() const { return fixed + per_token * tokens; }
};

struct CostPerMillion {
    double input = 0;
    double output = 0;
    double blended = 0; // at the scenario's input/output mix
};
// input: the month's cost x prefill_share / input tokens; output: the rest / output tokens.
CostPerMillion costPerMillion(const ServingMonthlyCost& m, double prefill_share);

// Bought: `b` priced (core/SystemPricing applyTo), amortised over `horizon_months` with resale;
// its electricity at full power share while serving `hours_per_month`, per token at
// `tokens_per_s` (the option's served throughput, input + output).
ServingMonthlyCost boughtMonthlyCost(const BuyCosts& b, int horizon_months, double hours_per_month,
                                     double tokens_per_s_served, double tokens_per_s_capacity,
                                     double input_share);
// Rented: `rate_per_hour` for all the option's GPUs, for `hours_per_month` of service.
ServingMonthlyCost rentedMonthlyCost(double rate_per_hour, double hours_per_month, double tokens_per_s_served,
                                     double tokens_per_s_capacity, double input_share);

// One API price next to an option.
struct ApiComparison {
    std::string id;
    std::string provider;
    std::string model;
    std::string date;
    std::string source;
    CostPerMillion per_million; // converted to the scenario's currency
    double monthly_cost = 0;    // the scenario's month of tokens at the API
    // Monthly tokens (input + output) above which the option costs less than the API; nullopt
    // when the API costs less per token than the option's electricity.
    std::optional<double> breakeven_tokens_per_month;
    bool breakeven_within_capacity = false; // the option can serve that many tokens in a month
};

// The API's blended price per token at `input_share` of input tokens.
double apiPricePerToken(const ApiPrice& a, double input_share, double to_currency_factor = 1.0);

// V* = F / (a - v), or nullopt when a <= v.
std::optional<double> breakevenTokensPerMonth(const ServingMonthlyCost& m, double api_per_token);

// The catalog's API prices for the model (`api_id` alone when set; throws InputError naming
// /serving/api when it is not in the catalog), converted to the scenario's currency.
std::vector<ApiComparison> compareApis(const Catalog& c, const Scenario& s, const std::string& model_id,
                                       const ServingMonthlyCost& month);

} // namespace gpuplan
