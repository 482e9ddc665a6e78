#include "core/catalog/CloudBilling.h"

#include <algorithm>
#include <cmath>

namespace gpuplan {

BilledJob billedJob(const BillingTerms& terms, double job_hours) {
    BilledJob b;
    b.job_s = std::max(0.0, job_hours) * 3600.0;
    // Without a published increment both terms are assumed; a published increment without a
    // minimum bills at least one increment (what rounding up any start gives).
    b.terms_assumed = !(terms.increment_s && *terms.increment_s > 0.0);
    b.startup_assumed = !terms.startup_s;
    b.increment_s = b.terms_assumed ? kAssumedBillingIncrementS : *terms.increment_s;
    b.minimum_s = b.terms_assumed   ? kAssumedBillingMinimumS
                  : terms.minimum_s ? std::max(0.0, *terms.minimum_s)
                                    : b.increment_s;
    b.startup_s = terms.startup_s ? std::max(0.0, *terms.startup_s) : kAssumedStartupS;
    b.run_s = b.startup_s + b.job_s;
    // A run of exactly n increments is billed n, not n + 1 (a relative tolerance for the
    // rounding of job_hours x 3600).
    const double steps = std::ceil(b.run_s / b.increment_s * (1.0 - 1e-12));
    b.rounded_s = steps * b.increment_s;
    b.billed_s = std::max(b.minimum_s, b.rounded_s);
    return b;
}

} // namespace gpuplan
