#pragma once

#include "core/memory/MemoryModel.h"

#include <nlohmann/json.hpp>

namespace gpuplan {

// JSON forms of a memory estimate: the keys of `gpu-planner fit --json`. Keys are
// stable (scripts rely on them); bytes are integers.

nlohmann::json toJson(const MemoryBreakdown& m);
nlohmann::json toJson(const RuleOfThumb& r);
nlohmann::json toJson(const FitAnswer& f);

} // namespace gpuplan
