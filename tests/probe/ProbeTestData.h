#pragma once

// Fixtures shared by the probe tests: fixture sysfs trees, the test pci.ids,
// the fake vendor libraries, and a small catalog whose figures are rows of
// the built-in catalog (database/seed/gpus.csv).
#include "core/base/Message.h"
#include "core/catalog/Catalog.h"
#include "core/probe/ProbeOptions.h"

#include <cstdlib>
#include <ostream>
#include <string>

namespace gpuplan {
// A message in a test's failure output: its English text.
inline std::ostream& operator<<(std::ostream& out, const Message& m) {
    return out << m.english();
}
} // namespace gpuplan

namespace probetest {

inline std::string sysfs(const std::string& tree) {
    return std::string(GPUPLAN_TEST_DATA) + "/sysfs/" + tree;
}
inline std::string pciIds() {
    return std::string(GPUPLAN_TEST_DATA) + "/pci.ids";
}

// Options that touch nothing of this machine: a fixture tree, the test
// pci.ids, and vendor libraries that do not exist unless a test sets them.
inline gpuplan::probe::ProbeOptions options(const std::string& tree) {
    gpuplan::probe::ProbeOptions o;
    o.sysfs_root = sysfs(tree);
    o.pci_ids_files = {pciIds()};
    o.nvml_library = "/nonexistent/libnvidia-ml.so.1";
    o.rocm_smi_libraries = {"/nonexistent/librocm_smi64.so"};
    o.cuda_library = "/nonexistent/libcuda.so.1";
    o.cublas_libraries = {"/nonexistent/libcublas.so.12"};
    return o;
}

// Sets an environment variable for one scope (the fakes read their scenario from it).
class ScopedEnv {
public:
    ScopedEnv(const char* name, const std::string& value) : name_(name) {
        if (const char* old = std::getenv(name)) {
            had_ = true;
            old_ = old;
        }
        setenv(name, value.c_str(), 1);
    }
    ~ScopedEnv() {
        if (had_)
            setenv(name_, old_.c_str(), 1);
        else
            unsetenv(name_);
    }
    ScopedEnv(const ScopedEnv&) = delete;
    ScopedEnv& operator=(const ScopedEnv&) = delete;

private:
    const char* name_;
    bool had_ = false;
    std::string old_;
};

inline gpuplan::GpuSpec gpu(std::string id, std::string vendor, std::string name, double vram_gb,
                            double bw_gbs, double fp32_tflops, double fp16_tflops, double tdp_w, int pcie_gen,
                            int lanes, std::string fabric) {
    gpuplan::GpuSpec g;
    g.id = std::move(id);
    g.vendor = std::move(vendor);
    g.name = std::move(name);
    g.vram_bytes = static_cast<std::uint64_t>(vram_gb * 1e9);
    g.memory_bandwidth_bytes_per_s = bw_gbs * 1e9;
    g.fp32_flops = fp32_tflops * 1e12;
    if (fp16_tflops > 0)
        g.fp16_fp32acc_tensor_flops = fp16_tflops * 1e12;
    g.tdp_w = tdp_w;
    if (pcie_gen > 0)
        g.pcie_gen = pcie_gen;
    if (lanes > 0)
        g.pcie_lanes = lanes;
    g.fabric = std::move(fabric);
    return g;
}

// Rows of database/seed/gpus.csv (VRAM, memory bandwidth, FP32, FP16 tensor with FP32
// accumulate, TDP, PCIe generation and lanes, fabric).
inline gpuplan::Catalog catalog() {
    gpuplan::Catalog c;
    c.gpus.push_back(
        gpu("rtx-4090", "NVIDIA", "GeForce RTX 4090", 24, 1008, 82.58, 165.2, 450, 4, 16, "none"));
    c.gpus.push_back(gpu("a100-pcie-80gb", "NVIDIA", "A100 PCIe 80GB", 80, 1935, 19.5, 312, 300, 4, 16,
                         "NVLink bridge (2 GPUs)"));
    c.gpus.push_back(
        gpu("a100-sxm4-80gb", "NVIDIA", "A100 SXM4 80GB", 80, 2039, 19.5, 312, 400, 4, 16, "NVLink 3"));
    c.gpus.push_back(
        gpu("h100-pcie", "NVIDIA", "H100 PCIe 80GB", 80, 2000, 51, 756, 350, 5, 16, "NVLink bridge"));
    c.gpus.push_back(gpu("h100-sxm", "NVIDIA", "H100 SXM5 80GB", 80, 3350, 67, 989, 700, 5, 16, "NVLink 4"));
    c.gpus.push_back(gpu("rx-7900-xtx", "AMD", "Radeon RX 7900 XTX", 24, 960, 61.39, 0, 355, 0, 0, ""));
    return c;
}

} // namespace probetest
