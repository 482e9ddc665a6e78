// libFuzzer target: the pci.ids reader never crashes, and every name it keeps
// can be asked for (and its marketing name taken).
#include "core/probe/PciIds.h"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const auto ids = gpuplan::probe::PciIds::parse(text);
    if (!ids.loaded())
        std::abort();
    // The ids the input names most likely: its first bytes, and NVIDIA / AMD.
    const std::uint16_t vendor = size >= 2 ? static_cast<std::uint16_t>(data[0] << 8 | data[1]) : 0x10de;
    for (std::uint16_t v : {vendor, std::uint16_t{0x10de}, std::uint16_t{0x1002}}) {
        (void)gpuplan::probe::PciIds::marketingName(ids.vendorName(v));
        for (std::uint16_t d : {std::uint16_t{0}, vendor, std::uint16_t{0x2684}})
            (void)gpuplan::probe::PciIds::marketingName(ids.deviceName(v, d));
    }
    (void)gpuplan::probe::PciIds::marketingName(text);
    return 0;
}
