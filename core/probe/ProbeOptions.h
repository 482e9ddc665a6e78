#pragma once

#include <string>
#include <vector>

namespace gpuplan::probe {

// Where the probe looks. The defaults are the real system locations; tests
// replace them (fixture sysfs trees, fake vendor libraries).
struct ProbeOptions {
    std::string sysfs_root = "/sys";                // PCI devices under <root>/bus/pci/devices
    std::string nvml_library = "libnvidia-ml.so.1"; // NVIDIA driver's NVML
    std::vector<std::string> rocm_smi_libraries = {"librocm_smi64.so.7", "librocm_smi64.so.6",
                                                   "librocm_smi64.so.5", "librocm_smi64.so"};
    std::string cuda_library = "libcuda.so.1"; // CUDA driver API (benchmark)
    std::vector<std::string> cublas_libraries = {"libcublas.so.13", "libcublas.so.12", "libcublas.so.11",
                                                 "libcublas.so"};
    // pci.ids files tried in order for vendor/device names (the first that opens).
    std::vector<std::string> pci_ids_files = {"/usr/share/hwdata/pci.ids", "/usr/share/misc/pci.ids",
                                              "/usr/share/pci.ids", "/usr/local/share/pci.ids"};
    bool use_nvml = true;
    bool use_amd = true;
    bool use_pci_sysfs = true;
    // A backend that has not answered after this long is abandoned and reported
    // as failed (a wedged driver must not hang the probe).
    double backend_timeout_s = 20.0;

    // Applies the overrides tests use to inject fixtures and fake libraries:
    //   GPU_PLANNER_SYSFS_ROOT, GPU_PLANNER_NVML_LIBRARY, GPU_PLANNER_ROCM_SMI_LIBRARY,
    //   GPU_PLANNER_CUDA_LIBRARY, GPU_PLANNER_CUBLAS_LIBRARY, GPU_PLANNER_PCI_IDS.
    // They exist for the test suite only (see docs/probe/README.md); an unset or
    // empty variable leaves the default.
    static ProbeOptions fromEnvironment();
};

} // namespace gpuplan::probe
