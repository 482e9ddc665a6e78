// The GPUs a memory chart shows when the user picked none.
#include "charts/ChartGpus.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

using gpuplan::GpuFitRow;
using gpuplan::PlanResults;
using gpuplan::charts::defaultChartGpus;

namespace {

PlanResults fitRows(const std::string& scenario_gpu,
                    const std::vector<std::pair<std::string, double>>& gpus_and_gb) {
    PlanResults r;
    r.gpu = scenario_gpu;
    for (const auto& [id, gb] : gpus_and_gb) {
        GpuFitRow row;
        row.gpu = id;
        row.capacity_bytes = static_cast<std::uint64_t>(gb * 1e9);
        r.fit.push_back(row);
    }
    return r;
}

} // namespace

// The scenario's GPU first, then one per other capacity (whole GB) from the smallest, in
// catalog order within a capacity, none twice.
TEST(ChartGpus, TheScenariosGpuThenOnePerCapacityFromTheSmallest) {
    const PlanResults r = fitRows("rtx-3060", {{"h100-sxm", 80},
                                               {"rtx-4090", 24},
                                               {"rtx-3060", 12},
                                               {"a100-80", 80},
                                               {"rtx-3090", 24},
                                               {"l40s", 48},
                                               {"rtx-4060", 8},
                                               {"rtx-4060-ti-16", 16.0}});
    EXPECT_EQ(defaultChartGpus(r), (std::vector<std::string>{"rtx-3060", "rtx-4060", "rtx-4060-ti-16",
                                                             "rtx-4090", "l40s", "h100-sxm"}));
}

// The capacity of the scenario's own GPU still counts once: a smaller GPU of the same
// capacity may follow it.
TEST(ChartGpus, AGpuOfTheScenariosCapacityMayFollowIt) {
    const PlanResults r = fitRows("rtx-4090", {{"rtx-3090", 24}, {"rtx-4090", 24}, {"h100-sxm", 80}});
    EXPECT_EQ(defaultChartGpus(r), (std::vector<std::string>{"rtx-4090", "rtx-3090", "h100-sxm"}));
}

TEST(ChartGpus, AtMostMaxInAll) {
    std::vector<std::pair<std::string, double>> gpus;
    for (int gb = 8; gb <= 200; gb += 8)
        gpus.emplace_back("gpu-" + std::to_string(gb), gb);
    const PlanResults r = fitRows("gpu-96", gpus);
    EXPECT_EQ(defaultChartGpus(r).size(), 8u);
    EXPECT_EQ(defaultChartGpus(r, 3), (std::vector<std::string>{"gpu-96", "gpu-8", "gpu-16"}));
}
