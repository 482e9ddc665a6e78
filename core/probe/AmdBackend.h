#pragma once

#include "core/probe/BackendResult.h"
#include "core/probe/DynamicLibrary.h"

#include <string>
#include <vector>

namespace gpuplan::probe {

// AMD GPUs through the amdgpu driver's sysfs attributes
// (<root>/bus/pci/devices/<bdf>/mem_info_vram_total, pp_dpm_pcie,
// gpu_busy_percent, hwmon/hwmon*/power1_cap, power1_average, temp1_input) and,
// when librocm_smi64 loads, ROCm SMI for what sysfs lacks (the name, VRAM).
// sample() re-reads the cheap sysfs attributes.
class AmdBackend {
public:
    AmdBackend(std::string sysfs_root, std::vector<std::string> rocm_smi_libraries);
    ~AmdBackend();
    AmdBackend(const AmdBackend&) = delete;
    AmdBackend& operator=(const AmdBackend&) = delete;

    BackendResult read();
    // What ROCm SMI said (a second backend status, "rocm-smi").
    const BackendStatus& rocmSmiStatus() const { return rocm_status_; }
    std::vector<LiveSample> sample(double time_s) const;

private:
    std::string root_;
    std::vector<std::string> rocm_libraries_;
    DynamicLibrary rocm_;
    bool rocm_initialised_ = false;
    BackendStatus rocm_status_;
    std::vector<std::string> device_dirs_; // sysfs directories of the AMD GPUs found

    void readRocmSmi(std::vector<DeviceReadings>& devices);
};

} // namespace gpuplan::probe
