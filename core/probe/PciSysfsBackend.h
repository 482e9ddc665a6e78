#pragma once

#include "core/probe/BackendResult.h"

#include <string>

namespace gpuplan::probe {

class PciIds;

// Any display controller through Linux PCI sysfs (<root>/bus/pci/devices):
// classes 0x0300 (VGA), 0x0302 (3D) and 0x0380 (other display). Reads vendor,
// device, driver and the PCIe link. The link a device gets is the slowest hop
// to the root port, so speed and width are the minimum over the device and
// every PCI bridge above it (a GPU behind a Gen3 switch runs at Gen3). A link
// the kernel reports as "Unknown" is left unread, with the reason.
class PciSysfsBackend {
public:
    PciSysfsBackend(std::string sysfs_root, const PciIds& names);
    BackendResult read() const;

private:
    std::string root_;
    const PciIds& names_;
};

} // namespace gpuplan::probe
