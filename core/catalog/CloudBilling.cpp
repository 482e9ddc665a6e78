#include "core/catalog/CloudBilling.h"

#include <algorithm>
#include <cmath>

namespace gpuplan {

BillingRule billingRule(const BillingTerms& terms) {
    BillingRule r;
    // Without a published increment both terms are assumed; a published increment without a
    // minimum bills at least one increment (what rounding up any start gives).
    r.terms_assumed = !(terms.increment_s && *terms.increment_s > 0.0);
    r.startup_assumed = !terms.startup_s;
    r.increment_s = r.terms_assumed ? kAssumedBillingIncrementS : *terms.increment_s;
    r.minimum_s = r.terms_assumed   ? kAssumedBillingMinimumS
                  : terms.minimum_s ? std::max(0.0, *terms.minimum_s)
                                    : r.increment_s;
    r.startup_s = terms.startup_s ? std::max(0.0, *terms.startup_s) : kAssumedStartupS;
    return r;
}

BilledJob billedJob(const BillingTerms& terms, double job_hours) {
    return billedJobUnder(billingRule(terms), job_hours);
}

} // namespace gpuplan
