#pragma once

// A catalog built in test code from the figures of the built-in catalog
// (database/seed: gpus.csv, interconnects.csv, cloud_offers.csv, each row with its
// publication) and the guide's prices, so that the engine's tests do not depend on
// the database.
#include "TestData.h"
#include "core/Catalog.h"
#include "core/Scenario.h"

namespace gpuplan::test {

inline GpuSpec gpu(const char* id, const char* vendor, const char* name, double vram_gb, double bw_gbs,
                   std::optional<double> fp32_tf, std::optional<double> fp16_tf,
                   std::optional<double> bf16_tf, std::optional<double> fp16acc32_tf,
                   std::optional<double> fp8_tf, std::optional<double> tdp_w, int pcie_gen,
                   const char* fabric, std::optional<double> fabric_both_gbs, const char* stack) {
    auto t = [](std::optional<double> v) { return v ? std::optional<double>(*v * 1e12) : std::nullopt; };
    GpuSpec g;
    g.id = id;
    g.vendor = vendor;
    g.name = name;
    g.vram_bytes = static_cast<std::uint64_t>(vram_gb * 1e9);
    g.memory_bandwidth_bytes_per_s = bw_gbs * 1e9;
    g.fp32_flops = t(fp32_tf);
    g.fp16_tensor_flops = t(fp16_tf);
    g.bf16_tensor_flops = t(bf16_tf);
    g.fp16_fp32acc_tensor_flops = t(fp16acc32_tf);
    g.fp8_tensor_flops = t(fp8_tf);
    g.tdp_w = tdp_w;
    g.pcie_gen = pcie_gen;
    g.pcie_lanes = 16;
    g.fabric = fabric;
    if (fabric_both_gbs)
        g.fabric_bandwidth_bytes_per_s_both = *fabric_both_gbs * 1e9;
    g.software_stack = stack;
    g.source = "test catalog (figures of database/seed/gpus.csv)";
    return g;
}

// A row of systems.csv for a test: sold without GPUs (gpu "") or with `included` of them.
inline System system(const char* id, const char* kind, std::uint32_t slots, const char* form, const char* gpu,
                     std::optional<std::uint32_t> included, double amount, const char* currency,
                     const char* date, std::optional<double> power_w = {}) {
    System x;
    x.id = id;
    x.name = id;
    x.vendor = "test";
    x.kind = kind;
    x.gpu_slots = slots;
    x.gpu_form_factor = form;
    x.included_gpu = gpu;
    x.included_gpu_count = included;
    x.amount = amount;
    x.currency = currency;
    x.date = date;
    x.power_w = power_w;
    x.source = "database/seed/systems.csv";
    return x;
}

inline InterconnectSpec link(const char* id, const char* name, const char* kind, double per_dir_gbs,
                             double both_gbs, double efficiency, std::optional<double> latency_us = {}) {
    InterconnectSpec l;
    l.id = id;
    l.name = name;
    l.kind = kind;
    l.per_direction_bytes_per_s = per_dir_gbs * 1e9;
    l.both_directions_bytes_per_s = both_gbs * 1e9;
    l.efficiency = efficiency;
    if (latency_us)
        l.latency_s = *latency_us * 1e-6;
    l.source = "test catalog (figures of database/seed/interconnects.csv)";
    return l;
}

inline Catalog referenceCatalog() {
    Catalog c;
    // gpus.csv rows (dense tensor figures, TFLOPS; GeForce bf16 = fp16 with fp32 accumulate).
    c.gpus = {
        gpu("rtx-3060-12gb", "NVIDIA", "GeForce RTX 3060 12GB", 12, 360, 12.74, 47.7, 23.9, 24, {}, 170, 4,
            "", {}, "CUDA"),
        gpu("rtx-6000-ada", "NVIDIA", "RTX 6000 Ada Generation", 48, 960, 91.1, 364, 364, 364, 728, 300, 4,
            "none", {}, "CUDA"),
        gpu("rtx-3090", "NVIDIA", "GeForce RTX 3090", 24, 936.2, 35.6, 142, 71.2, 71.2, {}, 350, 4, "", {},
            "CUDA"),
        gpu("rtx-4090", "NVIDIA", "GeForce RTX 4090", 24, 1008, 82.58, 330.3, 165.2, 165.2, 660.6, 450, 4,
            "none", {}, "CUDA"),
        gpu("l40s", "NVIDIA", "L40S", 48, 864, 91.6, 362, 362, 362, 733, 350, 4, "none", {}, "CUDA"),
        gpu("a100-sxm4-40gb", "NVIDIA", "A100 SXM4 40GB", 40, 1555, 19.5, 312, 312, 312, {}, 400, 4,
            "NVLink 3", 600, "CUDA"),
        gpu("a100-sxm4-80gb", "NVIDIA", "A100 SXM4 80GB", 80, 2039, 19.5, 312, 312, 312, {}, 400, 4,
            "NVLink 3", 600, "CUDA"),
        gpu("h100-pcie", "NVIDIA", "H100 PCIe 80GB", 80, 2000, 51, 756, 756, 756, 1513, 350, 5,
            "NVLink bridge", {}, "CUDA"),
        gpu("h100-sxm", "NVIDIA", "H100 SXM5 80GB", 80, 3350, 67, 989, 989, 989, 1979, 700, 5, "NVLink 4",
            900, "CUDA"),
        gpu("mi300x", "AMD", "Instinct MI300X", 192, 5300, 163.4, 1300, 1300, {}, 2610, 750, 5,
            "Infinity Fabric / xGMI", 896, "ROCm (HIP)"),
    };
    // interconnects.csv rows; efficiencies: PCIe 4.0 copies reach 26 of 31.5 GB/s (nvbandwidth),
    // NVLink 4 copies 380 of 450 GB/s (nccl issue #1264); others 0.8.
    c.interconnects = {
        link("pcie3-x16", "PCIe 3.0 x16", "PCIe", 15.75, 31.5, 0.825),
        link("pcie4-x16", "PCIe 4.0 x16", "PCIe", 31.5, 63, 0.825),
        link("pcie5-x16", "PCIe 5.0 x16", "PCIe", 63, 126, 0.88),
        link("nvlink3-a100", "NVLink 3 (A100 per GPU)", "NVLink", 300, 600, 0.8),
        link("nvlink4-h100", "NVLink 4 (H100/H200/GH200 per GPU)", "NVLink", 450, 900, 0.844),
        link("xgmi-mi300x", "AMD Infinity Fabric / xGMI (MI300X, MI325X)", "InfinityFabric", 448, 896, 0.8),
        link("ib-hdr-4x", "InfiniBand HDR 4x port", "InfiniBand", 25, 50, 0.8, 0.6),
        link("ib-ndr-4x", "InfiniBand NDR 4x port (ConnectX-7)", "InfiniBand", 50, 100, 0.8),
    };
    // The guide's prices (its own figures) and its A100 cloud rate.
    c.prices = {
        {0, "rtx-4090", 1800, "EUR", "2026-01-01", "new", "the guide", false, "", {}, {}},
        {0,
         "h100-sxm",
         35000,
         "EUR",
         "2026-01-01",
         "new",
         "the guide (2x H100 = 70 kEUR)",
         false,
         "",
         {},
         {}},
        {0, "mi300x", 15000, "EUR", "2026-01-01", "new", "the guide", false, "", {}, {}},
    };
    c.offers = {
        {"guide-a100-cloud", "the guide", "a100-sxm4-80gb", 1, 2.5, "EUR", "on-demand", "", "", "A100",
         "the guide", "", false, std::nullopt, std::nullopt, std::nullopt, "not published (assumed)"},
        {"lambda-h100-1x", "Lambda", "h100-sxm", 1, 4.29, "USD", "on-demand", "us-east-1", "",
         "gpu_1x_h100_sxm5", "SKY-LAMBDA", "", false, 60.0, 60.0, std::nullopt,
         "Lambda billing docs: one-minute increments"},
        {"vast-4090-1x", "Vast.ai", "rtx-4090", 1, 0.4, "USD", "on-demand (marketplace)", "Germany", "",
         "1x-RTX_4090", "SKY-VAST", "", false, 1.0, std::nullopt, std::nullopt,
         "Vast.ai pricing: per-second billing"},
        {"vultr-mi300x", "Vultr", "mi300x", 1, 1.85, "USD", "on-demand", "", "", "MI300X", "GPUBLOG-MI300X",
         "", false, std::nullopt, std::nullopt, std::nullopt, "not published (assumed)"},
    };
    c.rates = {{"USD", 1.08, "2026-01-01", "test assumption"}};
    for (const char* name :
         {"llama-2-7b", "llama-2-13b", "llama-2-70b", "mistral-7b", "mixtral-8x7b", "codellama-34b"}) {
        CatalogModel m;
        m.spec = config(name);
        m.spec.id = name;
        c.models.push_back(m);
    }
    return c;
}

// The reference catalog for serving: the driver's memory figures of database/seed/gpus.csv
// (nvidia-smi's MiB totals: H100 81559 MiB, Modal PR #2797; RTX 4090 24564 MiB), Llama-3.1-8B
// Qwen2.5-7B and Llama-3.3-70B (the serving example scenario's) among the models, and two API price rows made
// up for the tests (marked so: no published price) in USD per million tokens.
inline Catalog servingCatalog() {
    Catalog c = referenceCatalog();
    for (auto& g : c.gpus) {
        if (g.id == "h100-sxm" || g.id == "h100-pcie")
            g.driver_memory_bytes = 81559ull << 20;
        if (g.id == "rtx-4090")
            g.driver_memory_bytes = 24564ull << 20;
    }
    for (const char* name : {"llama-3.1-8b", "qwen2.5-7b", "llama-3.3-70b"}) {
        CatalogModel m;
        m.spec = config(name);
        m.spec.id = name;
        c.models.push_back(m);
    }
    ApiPrice cheap;
    cheap.id = "test-api-cheap";
    cheap.provider = "Test provider A";
    cheap.model = "Llama 3.1 8B (test row)";
    cheap.model_id = "llama-3.1-8b";
    cheap.input_per_million = 0.10;
    cheap.output_per_million = 0.20;
    cheap.currency = "USD";
    cheap.date = "2026-01-01";
    cheap.source = "test row, not a published price";
    ApiPrice dear = cheap;
    dear.id = "test-api-dear";
    dear.provider = "Test provider B";
    dear.input_per_million = 3.0;
    dear.output_per_million = 15.0;
    ApiPrice other = cheap;
    other.id = "test-api-other-model";
    other.model_id = "llama-2-70b";
    c.api_prices = {cheap, dear, other};
    return c;
}

// A served model on servingCatalog(): Llama-3.1-8B at 5 requests/s of 1,000 tokens in and 250 out,
// first token within 2 s (p95) and 50 ms per output token, bought or rented for 744 h a month over
// 36 months, at most 8 GPUs. The catalog has no systems: the GPUs alone (the user says so).
inline Scenario servingTestScenario() {
    Scenario s;
    s.model_id = "llama-3.1-8b";
    s.currency = "EUR";
    s.host_cost = 0;
    s.hours_per_month = 744;
    s.horizon_months = 36;
    s.electricity_per_kwh = 0.25;
    s.constraints.max_gpus = 8;
    s.serving.prompt_tokens = 1000;
    s.serving.output_tokens = 250;
    s.serving.requests_per_s = 5;
    s.serving.ttft_p95_ms = 2000;
    s.serving.tpot_ms = 50;
    return s;
}

} // namespace gpuplan::test
