#pragma once

// How the desktop application and the report name a serving option and its engine.

#include "core/ServingSizing.h"

#include <QString>

namespace gpuplan::text {

// "2 × H100 SXM, FP8, KV FP8, buy"; with replicas: "4 × 2 × H100 SXM (4 replicas of TP 2), ...".
QString servingOptionName(const ServingOption& o);
// "vLLM", "llama.cpp" (the engines' own names, not translated).
QString engineText(Engine e);

} // namespace gpuplan::text
