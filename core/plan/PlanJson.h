#pragma once

#include "core/plan/Planner.h"
#include "core/plan/Recommender.h"

#include <nlohmann/json.hpp>

namespace gpuplan {

// JSON forms of the planner's results (the CLI's --json output). Keys are
// stable: scripts rely on them.
nlohmann::json
toJson(const Candidate& c); // gpu, count, strategy, precision, total_cost, job_hours, reason...
nlohmann::json toJson(const Recommendation& r); // pareto, ranked, evaluated, fitting
nlohmann::json toJson(const FitSuggestion& f);
nlohmann::json
toJson(const BreakEven& b); // breakeven_months (null: never within the horizon), hours_per_month_threshold
nlohmann::json toJson(const ThroughputRow& t); // decode_tokens_per_s, train_step_seconds (null when n/a)
nlohmann::json toJson(const Layout& l);
nlohmann::json toJson(const PlanResults& r); // the whole plan, per catalog GPU where relevant

} // namespace gpuplan
