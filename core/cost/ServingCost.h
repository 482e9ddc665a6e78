#pragma once

// What a million tokens costs when a team serves the model itself, against an API's price.
//
// A month of serving runs the option for the scenario's hours of use and costs a fixed amount F:
// bought, the purchase spread over the horizon less the resale, the maintenance and the
// electricity of the GPUs and their system for those hours; rented, the hourly rate for those
// hours. It serves the scenario's traffic in those hours: input (prompt) and output tokens at the
// scenario's mix. Its cost per million tokens is F over the month's tokens; input and output share
// F by the GPU time each takes (prefill_share of the time is prefill).
// An API costs a per token: the blend of its input and output prices at the same mix. Self-hosting
// is cheaper above V* = F / a tokens a month (breakeven_tokens_per_month), which the option can
// serve when V* is at most its capacity in those hours.

#include "core/catalog/Catalog.h"
#include "core/cost/CostModel.h"
#include "core/scenario/Scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuplan {

// A month of one option, in the scenario's currency.
struct ServingMonthlyCost {
    double fixed = 0;  // F
    double tokens = 0; // served in the month (input + output)
    double input_tokens = 0;
    double output_tokens = 0;
    double capacity_tokens = 0; // the most it serves in those hours at saturation
    double total() const { return fixed; }
};

struct CostPerMillion {
    double input = 0;
    double output = 0;
    double blended = 0; // at the scenario's input/output mix
};
// input: the month's cost x prefill_share / input tokens; output: the rest / output tokens.
CostPerMillion costPerMillion(const ServingMonthlyCost& m, double prefill_share);

// Bought: `b` priced (core/cost/SystemPricing applyTo), amortised over `horizon_months` less the resale
// of the GPUs, with maintenance and the electricity of `hours_per_month` of service.
// Throughputs are tokens/s, input + output: what the traffic sends, and the most it serves.
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
    // Monthly tokens (input + output) above which the option costs less than the API: F / a;
    // nullopt when the API is free.
    std::optional<double> breakeven_tokens_per_month;
    bool breakeven_within_capacity = false; // the option can serve that many tokens in a month
};

// The API's blended price per token at `input_share` of input tokens.
double apiPricePerToken(const ApiPrice& a, double input_share, double to_currency_factor = 1.0);

// V* = F / a, or nullopt when a <= 0.
std::optional<double> breakevenTokensPerMonth(const ServingMonthlyCost& m, double api_per_token);

// The catalog's API prices for the model (`api_id` alone when set; throws InputError naming
// /serving/api when it is not in the catalog), converted to the scenario's currency.
std::vector<ApiComparison> compareApis(const Catalog& c, const Scenario& s, const std::string& model_id,
                                       const ServingMonthlyCost& month);

} // namespace gpuplan
