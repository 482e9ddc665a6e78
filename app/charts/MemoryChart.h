#pragma once

// The memory chart of a plan: on each GPU charted, the memory one GPU of the scenario's layout
// needs, stacked by component (weights, LoRA adapters, gradients, optimizer states,
// activations, KV cache, logits, CUDA context and fragmentation), against the GPU's capacity.
// The Fit tab draws it and the report prints it (Figure 1) from the same data, built here once.

#include "charts/BarChart.h"
#include "core/plan/Planner.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <string>

namespace gpuplan::charts {

// The components, in the order of MemoryChartWords::components and of the chart's stack.
inline constexpr int kMemoryChartComponents = 8;

// The chart's words, in the user's language, from its caller (charts do not link app/text).
struct MemoryChartWords {
    // One name per component, in the order above (text::memoryComponentNames()).
    QStringList components;
    QString capacity; // the capacity line's name, with its unit: "Capacity (GB)"
    // A GPU's label on the category axis, from its catalog name and the GPUs of its layout:
    // "H100 SXM ×2" (text::chartGpuLabel).
    std::function<QString(const std::string& name, int gpus)> gpu_label;
};

struct MemoryChartData {
    QStringList categories; // the GPUs charted, smallest capacity first
    QList<BarSetData> sets; // one per component, those zero on every GPU left out
    QString capacity_name;  // the capacity line
    QList<double> capacity; // one per category
};

// The data of the chart of `gpu_ids` (catalog ids: charts::defaultChartGpus(r), or the user's
// choice; an id without a row in r.fit is skipped), in order of capacity (the fit table's order
// among equals), every figure in bytes / bytes_per_unit (1e9 for GB).
MemoryChartData memoryChartData(const PlanResults& r, const QStringList& gpu_ids,
                                const MemoryChartWords& words, double bytes_per_unit);

// Draws `d` on a stacked, vertical BarChart.
void setMemoryChartData(BarChart& chart, const MemoryChartData& d);

} // namespace gpuplan::charts
