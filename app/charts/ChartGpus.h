#pragma once

#include "core/plan/Planner.h"

#include <cstddef>
#include <string>
#include <vector>

namespace gpuplan::charts {

// Which GPUs a memory chart shows when the user picked none: the scenario's GPU, then
// one GPU of each other capacity (whole GB) from the smallest, up to `max` in all
// (catalog ids). The GUI's fit chart and the report's use the same choice.
std::vector<std::string> defaultChartGpus(const PlanResults& r, std::size_t max = 8);

} // namespace gpuplan::charts
