#pragma once

// How the desktop application and the report name a serving option and its engine.

#include "core/plan/ServingSizing.h"
#include "text/Format.h"

#include <QString>

namespace gpuplan::text {

// "2 × H100 SXM, FP8, KV FP8, buy"; with replicas: "4 × 2 × H100 SXM (4 replicas of TP 2), ...".
QString servingOptionName(const ServingOption& o);
// The same without the KV precision and the purchase mode, for a chart's legend: "2 × H100 SXM, FP8",
// "3 × 2 × RTX 5090, AWQ INT4".
QString servingOptionShortName(const ServingOption& o);
// "vLLM", "llama.cpp" (the engines' own names, not translated).
QString engineText(Engine e);
// Users beyond what the KV cache runs at once, over `replicas`: how many wait, and how long
// (the Serving tab and the report's section 7); "" when none waits.
QString queueText(const ServingLoad& l, std::uint32_t replicas, const Format& f);
// How the latencies were found when the scheduler simulator timed them (core/serving/SimulatedLoad.h):
// end to end, the KV cache's fullest, the preemptions; "" for the analytic model.
QString simulationText(const ServingLoad& l, Engine e, const Format& f);
// How far the engine's simulated latencies may be off: the median errors against published runs
// (core/serving/ServingAccuracy.h), or that no published run under load measures the engine.
QString accuracyText(Engine e, const Format& f);
// Whether the option's speed could be modelled: a GPU without a compute figure (the DGX Spark)
// fits, but has no load, latency or cost to show, only its miss (the Serving tab, the report,
// `serve`).
inline bool speedModelled(const ServingOption& o) {
    return o.speed.memory_bandwidth > 0.0;
}

} // namespace gpuplan::text
