#pragma once

// The recommendation under the serving objective, as the CLI prints it: each option's layout
// (replicas x TP), the speed each user sees, the first-token latency and the cost a month and per
// million tokens.

#include "core/plan/Recommender.h"
#include "core/serving/ServingEngine.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace gpuplan::cli {

void printServingCandidates(std::ostream& out, const std::vector<Candidate>& list,
                            const std::string& currency);

// "50 concurrent users, 1,000 tokens in and 250 out a request" (or requests per second).
std::string servingTrafficText(const ServingSettings& s);

} // namespace gpuplan::cli
