#pragma once

// A GPU a user adds to the catalog with its memory and bandwidth only, no compute figure (every
// GPU of the default catalog has one, published or derived). The planner sizes its memory and
// times decoding from the bandwidth, but cannot time a prefill or a job, and says so.

#include "core/catalog/Catalog.h"

#include <string>

namespace gpuplan::test {

inline constexpr const char* kUntimedGpuId = "my-accelerator";
inline constexpr const char* kUntimedGpuName = "My accelerator (no compute figure)";

inline GpuSpec untimedGpu() {
    GpuSpec g;
    g.id = kUntimedGpuId;
    g.vendor = "NVIDIA";
    g.name = kUntimedGpuName;
    g.architecture = "Blackwell";
    g.form_factor = "pcie"; // a card: bought with the catalog's host for PCIe GPUs
    g.vram_bytes = 128ull << 30;
    g.memory_type = "LPDDR5x";
    g.memory_bandwidth_bytes_per_s = 273e9;
    g.software_stack = "CUDA";
    g.source = "typed in by a user";
    return g;
}

// Its price, so that a recommendation could buy it (and says why it does not rank it).
inline GpuPrice untimedGpuPrice() {
    GpuPrice p;
    p.gpu_id = kUntimedGpuId;
    p.amount = 3500;
    p.currency = "EUR";
    p.date = "2026-11-02";
    p.condition = "new";
    p.source = "typed in by a user";
    return p;
}

inline Catalog withUntimedGpu(Catalog c) {
    c.gpus.push_back(untimedGpu());
    c.prices.push_back(untimedGpuPrice());
    return c;
}

// The same GPU and price as the gpus.csv and prices.csv of a folder that `gpu-planner catalog
// import` reads.
inline std::string untimedGpuCsv() {
    const GpuSpec g = untimedGpu();
    return "id,vendor,name,architecture,form_factor,vram_bytes,memory_type,memory_bandwidth_bytes_per_s,"
           "software_stack,source\n" +
           g.id + "," + g.vendor + "," + g.name + "," + g.architecture + "," + g.form_factor + "," +
           std::to_string(g.vram_bytes) + "," + g.memory_type + ",273000000000," + g.software_stack + "," +
           g.source + "\n";
}

inline std::string untimedGpuPriceCsv() {
    const GpuPrice p = untimedGpuPrice();
    return "gpu_id,amount,currency,date,condition,source\n" + p.gpu_id + ",3500," + p.currency + "," +
           p.date + "," + p.condition + "," + p.source + "\n";
}

} // namespace gpuplan::test
