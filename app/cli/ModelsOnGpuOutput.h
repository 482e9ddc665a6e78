#pragma once

#include "core/plan/ModelsOnGpu.h"

#include <iosfwd>

namespace gpuplan::cli {

// `gpu-planner fit --gpu ID --all-models`: every catalog model on the GPU(s), a table or one
// JSON object.
void printModelsOnGpu(std::ostream& out, const GpuSpec& gpu, const ModelsOnGpuOptions& o,
                      const std::vector<ModelOnGpu>& rows, bool json);

} // namespace gpuplan::cli
