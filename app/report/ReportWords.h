#pragma once

// The words several parts of the procurement report share: how it names an option of
// the recommendation and its layout, a cloud offer, yes and no (PlanReport's
// translation context).

#include <QString>

namespace gpuplan {
struct Candidate;
struct Catalog;
struct RentOptionResult;
} // namespace gpuplan

namespace gpuplan::report {

QString yesNo(bool v);
QString candidateName(const Candidate& c);   // "Rent 8 × RTX 3090"
QString candidateLayout(const Candidate& c); // "ZeRO-3, fp16"
// An offer with its region (one provider lists the same instance in several):
// "p4d.24xlarge (us-east-1)"; "the scenario's rate" for the scenario's own.
QString offerLabel(const Catalog& c, const RentOptionResult& o);
// A short name of an offer for a chart legend: "AWS spot, us-east-1".
QString offerShortLabel(const Catalog& c, const RentOptionResult& o);

} // namespace gpuplan::report
