#pragma once

#include "core/model/ModelSpec.h"

#include <nlohmann/json.hpp>

#include <string_view>

namespace gpuplan {

// JSON forms of a model's shape. Keys are stable (scripts rely on them); counts are
// integers.

nlohmann::json toJson(const ModelSpec& m);
// Reads what toJson(ModelSpec) writes; `where` prefixes error messages
// ("models.csv line 4", "scenario.gpuplan: /model"). Unknown keys are errors.
ModelSpec modelSpecFromJson(const nlohmann::json& j, std::string_view where);

nlohmann::json toJson(const ParamCounts& p);

} // namespace gpuplan
