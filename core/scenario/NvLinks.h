#pragma once

#include "core/scenario/ProbeReport.h"

#include <optional>

namespace gpuplan::probe {

// A device's NVLinks in one figure: how many are active, and their generation.
struct NvLinkCount {
    int active = 0;                  // links up
    int read = 0;                    // links NVML reported, up or not
    std::optional<unsigned> version; // the highest generation an active link reports; none when none says
};

// The count of `device`'s NVLinks; nullopt when they were not read (not NVIDIA, or an NVML without
// them). The command line's probe, the Probe tab and the report all write it.
std::optional<NvLinkCount> countNvLinks(const DeviceReadings& device);

} // namespace gpuplan::probe
