#pragma once

// The arithmetic behind the running costs of buying, written so that a reader can redo it
// with the numbers shown: every term that went into the figure (the GPUs' power and the
// host's, the load, the hours, the PUE, the price of a kWh). The window's Buy vs Rent tab,
// the report and `breakeven` write it through here, so that an explanation never leaves out
// a term the figure has (issue 37: "450 W x 84 % x 100 h at 0.25" for 11.42, which includes
// the host's power).

#include "core/cost/CostModel.h"
#include "core/plan/Planner.h"
#include "text/Format.h"

#include <QString>

#include <string>

namespace gpuplan::text {

// The power drawn by the GPUs and their host, as the cost model counts it:
// "(2 × 450 W GPUs + 91 W host)", "450 W GPU".
QString powerTerms(const BuyCosts& b, const Format& f);

// The electricity of a month of `hours` of work, as powerCostPerHour() × hours computes it:
// "(450 W GPU + 91 W host) × 84.4% load × 100 h = 45.7 kWh × PUE 1 × €0.25/kWh = €11.42".
QString electricityArithmetic(const BuyCosts& b, double hours, const std::string& currency, const Format& f);

// The maintenance of a month, as buyMonthlyCost() counts it: "2% a year × €2,663.19 ÷ 12 =
// €4.44"; empty when none is counted.
QString maintenanceArithmetic(const BuyCosts& b, const std::string& currency, const Format& f);

// A running cost a month, the sum of both: "electricity …; maintenance …".
QString monthlyCostArithmetic(const BuyCosts& b, double hours, const std::string& currency, const Format& f);

// The hours a month an option rents, and how the offer's terms bill them (core/catalog/CloudBilling.h):
// for jobs rented one at a time "8.0 h a month billed (billed 11.00 min a job: start-up 5.00 min + …)";
// for hours a month, one run "100.1 h a month billed (billed 100.08 h a month, rented in one run: …)";
// at a rate without terms "100 h a month". The Buy vs Rent tab and the report's section write it.
QString rentedHoursText(const RentOptionResult& rent, const Format& f);

// The one rule for showing a rented option's billed time beside its job time, in the window and
// the report: it is shown when the option is rented and billed longer than the job takes (the
// start-up, the offer's minimum and increment: core/catalog/CloudBilling.h), whatever made it so.
bool billedBeyondJobTime(const Candidate& c);
// The time of one job, "5.6 min", or for an option billed longer "5.6 min (billed 11.0 min)": the
// time its cost was computed from.
QString jobTimeText(const Candidate& c, const Format& f);

} // namespace gpuplan::text
