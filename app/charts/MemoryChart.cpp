#include "charts/MemoryChart.h"

#include <algorithm>
#include <array>
#include <vector>

namespace gpuplan::charts {

namespace {

// The components of one GPU's memory, in kMemoryChartComponents' order.
std::array<double, kMemoryChartComponents> components(const MemoryBreakdown& m) {
    return {static_cast<double>(m.weights_bytes),     static_cast<double>(m.adapters_bytes),
            static_cast<double>(m.gradients_bytes),   static_cast<double>(m.optimizer_bytes),
            static_cast<double>(m.activations_bytes), static_cast<double>(m.kv_cache_bytes),
            static_cast<double>(m.logits_bytes),      static_cast<double>(m.overheadBytes())};
}

std::vector<const GpuFitRow*> chartedRows(const PlanResults& r, const QStringList& gpu_ids) {
    std::vector<const GpuFitRow*> rows;
    for (const GpuFitRow& row : r.fit)
        if (gpu_ids.contains(QString::fromStdString(row.gpu)))
            rows.push_back(&row);
    std::stable_sort(rows.begin(), rows.end(), [](const GpuFitRow* a, const GpuFitRow* b) {
        return a->capacity_bytes < b->capacity_bytes;
    });
    return rows;
}

} // namespace

MemoryChartData memoryChartData(const PlanResults& r, const QStringList& gpu_ids,
                                const MemoryChartWords& words, double bytes_per_unit) {
    MemoryChartData d;
    d.capacity_name = words.capacity;
    for (int i = 0; i < kMemoryChartComponents; ++i)
        d.sets.append(BarSetData(words.components.value(i)));
    for (const GpuFitRow* row : chartedRows(r, gpu_ids)) {
        d.categories.append(words.gpu_label ? words.gpu_label(row->name, static_cast<int>(row->layout.gpus()))
                                            : QString::fromStdString(row->name));
        d.capacity.append(static_cast<double>(row->capacity_bytes) / bytes_per_unit);
        const auto values = components(row->memory.per_gpu);
        for (int i = 0; i < kMemoryChartComponents; ++i)
            d.sets[i].values.append(values[static_cast<std::size_t>(i)] / bytes_per_unit);
    }
    // Components that are zero everywhere (adapters for inference...) stay out of the legend.
    d.sets.erase(std::remove_if(d.sets.begin(), d.sets.end(),
                                [](const BarSetData& set) {
                                    return std::all_of(set.values.begin(), set.values.end(),
                                                       [](double v) { return v < 0.0005; });
                                }),
                 d.sets.end());
    return d;
}

void setMemoryChartData(BarChart& chart, const MemoryChartData& d) {
    chart.setData(d.categories, d.sets, d.capacity_name, d.capacity);
}

} // namespace gpuplan::charts
