#include "core/probe/PciSysfsBackend.h"

#include "core/probe/PciIds.h"
#include "core/probe/Sysfs.h"

#include <fmt/format.h>

#include <algorithm>
#include <system_error>

namespace gpuplan::probe {

namespace fs = std::filesystem;

namespace {

std::string vendorLabel(std::uint16_t vendor, const PciIds& names) {
    switch (vendor) {
    case 0x10de:
        return "NVIDIA";
    case 0x1002:
        return "AMD";
    case 0x8086:
        return "Intel";
    default:
        break;
    }
    const std::string n = names.vendorName(vendor);
    return n.empty() ? fmt::format("0x{:04x}", vendor) : n;
}

struct Link {
    std::optional<int> gen;
    std::optional<int> width;
    bool speed_unknown = false; // the file exists and says "Unknown"
};

Link readLink(const fs::path& dir, const char* speed_file, const char* width_file) {
    Link l;
    if (const auto speed = readSysfsText(dir / speed_file)) {
        l.gen = pcieGenerationFromSpeed(*speed);
        l.speed_unknown = !l.gen;
    }
    if (const auto w = readSysfsUnsigned(dir / width_file); w && *w > 0 && *w <= 64)
        l.width = static_cast<int>(*w);
    return l;
}

template <typename T> void keepMin(std::optional<T>& a, const std::optional<T>& b) {
    if (b && (!a || *b < *a))
        a = b;
}

// A display controller's identity (class, ids, name, driver); none for another kind of device.
std::optional<DeviceReadings> readController(const fs::path& entry, const PciIds& names) {
    const auto cls = readSysfsUnsigned(entry / "class");
    if (!cls)
        return std::nullopt;
    const std::uint32_t pci_class = static_cast<std::uint32_t>(*cls >> 8);
    if (pci_class != 0x0300 && pci_class != 0x0302 && pci_class != 0x0380)
        return std::nullopt;
    DeviceReadings r;
    r.pci_bus_id = normalisePciBusId(entry.filename().string());
    if (r.pci_bus_id.empty())
        return std::nullopt;
    r.pci_class = pci_class;
    r.sources.push_back("pci-sysfs");
    if (const auto v = readSysfsUnsigned(entry / "vendor"); v && *v <= 0xffff)
        r.pci_vendor_id = static_cast<std::uint16_t>(*v);
    if (const auto d = readSysfsUnsigned(entry / "device"); d && *d <= 0xffff)
        r.pci_device_id = static_cast<std::uint16_t>(*d);
    if (r.pci_vendor_id) {
        r.vendor = vendorLabel(*r.pci_vendor_id, names);
        if (r.pci_device_id)
            r.name = PciIds::marketingName(names.deviceName(*r.pci_vendor_id, *r.pci_device_id));
    }
    if (r.name.empty())
        r.name = fmt::format("{} display controller [{:04x}:{:04x}]", r.vendor.empty() ? "unknown" : r.vendor,
                             r.pci_vendor_id.value_or(0), r.pci_device_id.value_or(0));
    std::error_code lec;
    const fs::path driver = fs::read_symlink(entry / "driver", lec);
    if (!lec)
        r.driver = driver.filename().string();
    return r;
}

// The device's PCIe link, current and maximum, each the slowest of its own and every bridge's
// above it.
void readPcieLinks(const fs::path& entry, DeviceReadings& r) {
    const Link own_current = readLink(entry, "current_link_speed", "current_link_width");
    const Link own_max = readLink(entry, "max_link_speed", "max_link_width");
    Link current = own_current, max = own_max;
    std::error_code cec;
    const fs::path real = fs::canonical(entry, cec);
    if (!cec) {
        for (fs::path p = real.parent_path(); !p.empty() && p != p.parent_path(); p = p.parent_path()) {
            if (normalisePciBusId(p.filename().string()).empty())
                break; // above the root port ("pci0000:00")
            const Link c = readLink(p, "current_link_speed", "current_link_width");
            const Link m = readLink(p, "max_link_speed", "max_link_width");
            keepMin(current.gen, c.gen);
            keepMin(current.width, c.width);
            keepMin(max.gen, m.gen);
            keepMin(max.width, m.width);
        }
    }
    if (own_current.speed_unknown) {
        r.unavailable["pcie_gen_current"] = Message(MessageId::ProbeLinkSpeedUnknown);
    } else {
        r.pcie_gen_current = own_current.gen ? current.gen : std::nullopt;
    }
    if (own_max.speed_unknown) {
        r.unavailable["pcie_gen_max"] = Message(MessageId::ProbeMaxLinkSpeedUnknown);
    } else {
        r.pcie_gen_max = own_max.gen ? max.gen : std::nullopt;
    }
    r.pcie_width_current = own_current.width ? current.width : std::nullopt;
    r.pcie_width_max = own_max.width ? max.width : std::nullopt;
    if (!own_current.gen && !own_current.speed_unknown && !own_max.gen && !own_max.speed_unknown)
        r.unavailable["pcie"] = Message(MessageId::ProbeNoPcieLink);
}

} // namespace

PciSysfsBackend::PciSysfsBackend(std::string sysfs_root, const PciIds& names)
    : root_(std::move(sysfs_root)), names_(names) {}

BackendResult PciSysfsBackend::read() const {
    BackendResult result;
    result.status.name = "pci-sysfs";
    const fs::path devices = fs::path(root_) / "bus" / "pci" / "devices";
    std::error_code ec;
    if (!fs::is_directory(devices, ec)) {
        result.status.state = BackendStatus::State::NotPresent;
        result.status.message = Message(MessageId::ProbeNoSysfs, {devices.string()});
        return result;
    }

    std::vector<fs::path> entries;
    for (fs::directory_iterator it(devices, ec), end; !ec && it != end; it.increment(ec))
        entries.push_back(it->path());
    std::sort(entries.begin(), entries.end());

    for (const auto& entry : entries) {
        std::optional<DeviceReadings> r = readController(entry, names_);
        if (!r)
            continue;
        readPcieLinks(entry, *r);
        result.devices.push_back(std::move(*r));
    }

    result.status.state = BackendStatus::State::Ok;
    result.status.devices = static_cast<int>(result.devices.size());
    const std::size_t n = result.devices.size();
    if (n == 0)
        result.status.message = Message(MessageId::ProbeNoDisplayController);
    else if (names_.loaded())
        result.status.message = n == 1 ? Message(MessageId::ProbeOneDisplayController, {names_.file()})
                                       : Message(MessageId::ProbeDisplayControllers, {n, names_.file()});
    else
        result.status.message = n == 1 ? Message(MessageId::ProbeOneDisplayControllerNoIds)
                                       : Message(MessageId::ProbeDisplayControllersNoIds, {n});
    return result;
}

} // namespace gpuplan::probe
