#include "charts/ChartGpus.h"

#include <algorithm>
#include <cstdint>
#include <set>

namespace gpuplan::charts {

std::vector<std::string> defaultChartGpus(const PlanResults& r, std::size_t max) {
    std::vector<std::string> ids{r.gpu};
    std::vector<const GpuFitRow*> rows;
    for (const GpuFitRow& row : r.fit)
        rows.push_back(&row);
    std::stable_sort(rows.begin(), rows.end(), [](const GpuFitRow* a, const GpuFitRow* b) {
        return a->capacity_bytes < b->capacity_bytes;
    });
    std::set<std::uint64_t> seen;
    for (const GpuFitRow* row : rows) {
        if (ids.size() >= max)
            break;
        if (seen.insert(row->capacity_bytes / 1'000'000'000ULL).second &&
            std::find(ids.begin(), ids.end(), row->gpu) == ids.end())
            ids.push_back(row->gpu);
    }
    return ids;
}

} // namespace gpuplan::charts
