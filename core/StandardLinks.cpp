#include "StandardLinks.h"

namespace gpuplan {

namespace {

InterconnectSpec make(const char* id, const char* name, const char* kind, double per_dir_gbs, double both_gbs,
                      double efficiency, const char* source, double latency_us = -1) {
    InterconnectSpec l;
    l.id = id;
    l.name = name;
    l.kind = kind;
    l.per_direction_bytes_per_s = per_dir_gbs * 1e9;
    l.both_directions_bytes_per_s = both_gbs * 1e9;
    l.efficiency = efficiency;
    if (latency_us >= 0)
        l.latency_s = latency_us * 1e-6;
    l.source = source;
    l.notes = "built-in copy of shared/data/interconnects.csv";
    return l;
}

} // namespace

const std::vector<InterconnectSpec>& standardLinks() {
    static const std::vector<InterconnectSpec> links = {
        make("pcie3-x16", "PCIe 3.0 x16", "PCIe", 15.75, 31.5, 0.825, "HPCNOTES-PCIE; SYSREQ-PCIE"),
        make("pcie4-x16", "PCIe 4.0 x16", "PCIe", 31.5, 63, 0.825, "HPCNOTES-PCIE; MLE-NET"),
        make("pcie5-x16", "PCIe 5.0 x16", "PCIe", 63, 126, 0.88, "HPCNOTES-PCIE; MLE-NET"),
        make("pcie6-x16", "PCIe 6.0 x16", "PCIe", 121, 242, 0.8, "MLE-NET; PCIESPEC-PAGE"),
        make("nvlink2-v100", "NVLink 2 (V100 per GPU)", "NVLink", 150, 300, 0.8, "MLE-NET"),
        make("nvlink3-a100", "NVLink 3 (A100 per GPU)", "NVLink", 300, 600, 0.8, "MLE-NET"),
        make("nvlink4-h100", "NVLink 4 (H100/H200/GH200 per GPU)", "NVLink", 450, 900, 0.844, "MLE-NET"),
        make("nvlink5-b200", "NVLink 5 (B200/GB200 per GPU)", "NVLink", 900, 1800, 0.8,
             "MLE-NET; VULTR-B200"),
        make("nvlink-bridge-a6000", "NVLink bridge (RTX A6000, 2-way)", "NVLink", 56.25, 112.5, 0.8,
             "STH-A6000"),
        make("xgmi-mi250x", "AMD Infinity Fabric / xGMI (MI250X)", "InfinityFabric", 350, 700, 0.8,
             "MLE-NET"),
        make("xgmi-mi300x", "AMD Infinity Fabric / xGMI (MI300X, MI325X)", "InfinityFabric", 448, 896, 0.8,
             "MLE-NET; GPUBLOG-MI300X"),
        make("ib-edr-4x", "InfiniBand EDR 4x port", "InfiniBand", 12.5, 25, 0.8, "MLE-NET", 0.5),
        make("ib-hdr-4x", "InfiniBand HDR 4x port", "InfiniBand", 25, 50, 0.8, "MLE-NET", 0.6),
        make("ib-ndr-4x", "InfiniBand NDR 4x port (ConnectX-7)", "InfiniBand", 50, 100, 0.8, "MLE-NET"),
        make("ib-xdr-4x", "InfiniBand XDR 4x port (ConnectX-8)", "InfiniBand", 100, 200, 0.8, "MLE-NET"),
        make("eth-100gbe", "100 Gigabit Ethernet", "Ethernet", 12.5, 25, 0.8, "MLE-NET"),
        make("eth-400gbe", "400 Gigabit Ethernet", "Ethernet", 50, 100, 0.8, "MLE-NET"),
    };
    return links;
}

const InterconnectSpec* findLink(const std::vector<InterconnectSpec>& links, const std::string& id) {
    for (const auto& l : links)
        if (l.id == id)
            return &l;
    const InterconnectSpec* found = nullptr;
    for (const auto& l : links)
        if (l.id.rfind(id + "-", 0) == 0) {
            if (found)
                return nullptr; // ambiguous
            found = &l;
        }
    return found;
}

} // namespace gpuplan
