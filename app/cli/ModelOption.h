#pragma once

// The --model option of the commands that build a scenario (throughput, recommend, breakeven,
// serve): a config.json, the folder holding one, or a catalog model id.
#include "core/scenario/Scenario.h"

#include <ostream>
#include <string>

namespace gpuplan::cli {

// Sets the scenario's model from --model: a config.json (or its folder) is imported into
// s.model_spec, what the import assumed or counted apart written to `err` one line each;
// anything else is taken as a catalog id (s.model_id), resolved later against the catalog.
void setModelOption(const std::string& model, Scenario& s, std::ostream& err);

} // namespace gpuplan::cli
