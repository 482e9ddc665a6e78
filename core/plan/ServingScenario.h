#pragma once

// The scenario's own GPUs serving its model: gpu_count GPUs of gpu_id in replicas of serving.tp
// (capped at gpu_count), the workload's weight and KV precisions, bought unless the scenario
// only rents. What the Serving tab and the report's serving section show first.

#include "core/catalog/Catalog.h"
#include "core/model/ModelSpec.h"
#include "core/model/Workload.h"
#include "core/plan/ServingSizing.h"
#include "core/scenario/Scenario.h"

namespace gpuplan {

// Throws InputError when the scenario's GPU is not in the catalog or its figures are missing.
ServingOption servingOfScenario(const Catalog& c, const ModelSpec& m, const Scenario& s, const Workload& w);

} // namespace gpuplan
