#pragma once

#include <algorithm>
#include <cmath>
#include <optional>

namespace gpuplan {

// What renting a machine for one job is billed: the provider's billing increment and minimum,
// and the start-up time (from the request to a usable machine: booting, pulling the image,
// loading the weights), which is billed too. A job rented on its own is billed
//   billed = max(minimum, increment x ceil((start-up + job) / increment)).
// The catalog's offers carry the terms their providers publish (schema 11); a term a provider
// does not publish is empty there, and the planner assumes the defaults below and says so.

// Assumed when an offer's provider publishes no billing increment or minimum: billed by the
// started hour with a one-hour minimum (the least favourable usual terms), and a start-up of
// 5 minutes (no provider publishes one). The user edits the offer to replace them.
inline constexpr double kAssumedBillingIncrementS = 3600.0;
inline constexpr double kAssumedBillingMinimumS = 3600.0;
inline constexpr double kAssumedStartupS = 300.0;

// An offer's terms, each empty when not published (then assumed).
struct BillingTerms {
    std::optional<double> increment_s; // 1: per second, 60: per minute, 3600: per hour
    std::optional<double> minimum_s;   // the least billed for one start
    std::optional<double> startup_s;   // billed before the job can start

    bool operator==(const BillingTerms&) const = default;
};

// One job's billed time, with every term of its arithmetic (seconds).
struct BilledJob {
    double job_s = 0;
    double startup_s = 0;
    double increment_s = 0;
    double minimum_s = 0;
    double run_s = 0;             // start-up + job
    double rounded_s = 0;         // run rounded up to the increment
    double billed_s = 0;          // max(minimum, rounded)
    bool terms_assumed = false;   // no increment published: increment and minimum assumed
    bool startup_assumed = false; // start-up not published

    double billedHours() const { return billed_s / 3600.0; }
};

// An offer's terms resolved, each assumed where not published: what every job's billed time
// under them is computed from (a sweep resolves them once per offer, then bills each candidate).
struct BillingRule {
    double startup_s = kAssumedStartupS;
    double increment_s = kAssumedBillingIncrementS;
    double minimum_s = kAssumedBillingMinimumS;
    bool terms_assumed = true;
    bool startup_assumed = true;
};
BillingRule billingRule(const BillingTerms& terms);

// The billed time of one job of `job_hours` under `terms`.
BilledJob billedJob(const BillingTerms& terms, double job_hours);
// The same under resolved terms: billedJob(terms, job_hours) is billedJobUnder(billingRule(terms),
// job_hours). Inline: a sweep bills every rented candidate.
inline BilledJob billedJobUnder(const BillingRule& rule, double job_hours) {
    BilledJob b;
    b.job_s = std::max(0.0, job_hours) * 3600.0;
    b.terms_assumed = rule.terms_assumed;
    b.startup_assumed = rule.startup_assumed;
    b.increment_s = rule.increment_s;
    b.minimum_s = rule.minimum_s;
    b.startup_s = rule.startup_s;
    b.run_s = b.startup_s + b.job_s;
    // A run of exactly n increments is billed n, not n + 1 (a relative tolerance for the
    // rounding of job_hours x 3600).
    const double steps = std::ceil(b.run_s / b.increment_s * (1.0 - 1e-12));
    b.rounded_s = steps * b.increment_s;
    b.billed_s = std::max(b.minimum_s, b.rounded_s);
    return b;
}

} // namespace gpuplan
