#pragma once

#include "core/scenario/ProbeReport.h"

#include <vector>

namespace gpuplan::probe {

// What one backend returns from a read: its status and the devices it saw.
struct BackendResult {
    BackendStatus status;
    std::vector<DeviceReadings> devices;
};

} // namespace gpuplan::probe
