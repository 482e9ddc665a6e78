#include "core/probe/ProbeOptions.h"

#include <cstdlib>

namespace gpuplan::probe {

namespace {

bool fromEnv(const char* variable, std::string& out) {
    const char* v = std::getenv(variable);
    if (!v || !*v)
        return false;
    out = v;
    return true;
}

} // namespace

ProbeOptions ProbeOptions::fromEnvironment() {
    ProbeOptions o;
    std::string v;
    fromEnv("GPU_PLANNER_SYSFS_ROOT", o.sysfs_root);
    fromEnv("GPU_PLANNER_NVML_LIBRARY", o.nvml_library);
    fromEnv("GPU_PLANNER_CUDA_LIBRARY", o.cuda_library);
    if (fromEnv("GPU_PLANNER_ROCM_SMI_LIBRARY", v))
        o.rocm_smi_libraries = {v};
    if (fromEnv("GPU_PLANNER_CUBLAS_LIBRARY", v))
        o.cublas_libraries = {v};
    if (fromEnv("GPU_PLANNER_PCI_IDS", v))
        o.pci_ids_files = {v};
    return o;
}

} // namespace gpuplan::probe
