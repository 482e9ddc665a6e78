#pragma once

#include "core/MemoryModel.h"
#include "core/ModelSpec.h"

#include <nlohmann/json.hpp>

#include <string_view>

namespace gpuplan {

// JSON forms of core values. Keys are stable (scripts rely on them); bytes are
// integers.

// Parses JSON text. A number beyond a double (1e400) is an InputError naming
// `where` and the field holding it; syntax errors stay json::parse_error for the
// caller to word.
nlohmann::json parseJsonText(std::string_view text, std::string_view where);

nlohmann::json toJson(const ModelSpec& m);
// Reads what toJson(ModelSpec) writes; `where` prefixes error messages
// ("models.csv line 4", "scenario.gpuplan: /model"). Unknown keys are errors.
ModelSpec modelSpecFromJson(const nlohmann::json& j, std::string_view where);

nlohmann::json toJson(const ParamCounts& p);
nlohmann::json toJson(const MemoryBreakdown& m); // the keys of `gpu-planner fit --json`
nlohmann::json toJson(const RuleOfThumb& r);
nlohmann::json toJson(const FitAnswer& f);

} // namespace gpuplan
