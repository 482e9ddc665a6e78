#pragma once

// Names of the engine's choices (strategies, layouts, precisions) and short GPU
// names, as the desktop application and the PDF report write them: one place, so
// that the tables, the charts and the report agree and are translated once.

#include "core/MultiGpu.h"
#include "core/Precision.h"

#include <QString>

#include <string>

namespace gpuplan::text {

QString strategyName(Strategy s, Offload offload = Offload::None); // "ZeRO-3 + CPU offload"
QString layoutText(const Layout& l); // "ZeRO-3, 8 GPUs", "Hybrid (DP 2 × TP 4 × PP 1), 8 GPUs (2 nodes × 4)"
QString precisionName(Precision p);
// A GPU name short enough for a chart axis: "GeForce RTX 4090" -> "RTX 4090".
QString shortGpuName(const std::string& name);

} // namespace gpuplan::text
