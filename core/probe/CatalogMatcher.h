#pragma once

#include "core/scenario/ProbeReport.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplan {
struct Catalog;
struct GpuSpec;
} // namespace gpuplan

namespace gpuplan::probe {

// Finds the catalog GPU a probed device is, and what differs.
//
// Matching: the PCI device id first, when the catalog row has one
// (GpuSpec::pci_device_id: either the 16-bit device id, with the vendor taken
// from GpuSpec::vendor, or NVML's 32-bit form device << 16 | vendor); else the
// normalised name (vendor words and punctuation dropped: "NVIDIA GeForce RTX
// 4090" and "GeForce RTX 4090" are the same). Several name candidates are told
// apart by VRAM, then by power limit; a tie that remains is no match.
class CatalogMatcher {
public:
    explicit CatalogMatcher(const Catalog& catalog);

    struct Result {
        std::optional<CatalogMatch> match;
        Message message; // how it matched, or why it did not
    };
    Result match(const DeviceReadings& device) const;

    // Differences between a device and its catalog entry: VRAM (more than 10 %
    // apart: vendors quote GB or GiB and drivers reserve some), PCIe generation
    // and width (the link's maximum, not the current link that drops at idle),
    // NVLink (catalog says NVLink but no link is active, or the reverse), and
    // power limit (more than 5 % from the catalog TDP).
    static std::vector<Difference> compare(const DeviceReadings& device, const GpuSpec& spec);

    // "NVIDIA GeForce RTX 4090" -> "rtx 4090"; "A100-SXM4-80GB" -> "a100 sxm4 80gb".
    static std::string normaliseName(std::string_view name);

private:
    const Catalog& catalog_;
};

} // namespace gpuplan::probe
