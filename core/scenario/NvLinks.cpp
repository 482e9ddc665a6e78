#include "core/scenario/NvLinks.h"

#include <algorithm>

namespace gpuplan::probe {

std::optional<NvLinkCount> countNvLinks(const DeviceReadings& device) {
    if (!device.nvlinks)
        return std::nullopt;
    NvLinkCount n;
    n.read = static_cast<int>(device.nvlinks->size());
    for (const NvLink& l : *device.nvlinks) {
        if (!l.active)
            continue;
        ++n.active;
        if (l.version)
            n.version = std::max(n.version.value_or(0), *l.version);
    }
    return n;
}

} // namespace gpuplan::probe
