#include "core/probe/NvmlApi.h"

#include "core/probe/Sysfs.h"

#include <array>
#include <optional>
#include <vector>

namespace gpuplan::probe {

using namespace nvml; // NVML's own names (NvmlApi.h)

// Reads one device's fields, each function one group; a field NVML cannot give is named in
// `r.unavailable` with the reason (the function missing, or NVML's answer).
struct NvmlBackend::DeviceReader {
    const Api& a;
    void* handle;
    DeviceReadings& r;

    void missing(const char* field, const char* fn) const {
        r.unavailable[field] = Message(MessageId::ProbeNvmlNoFunction, {fn});
    }
    bool check(const char* field, nvmlReturn_t rc) const {
        if (rc == NVML_SUCCESS)
            return true;
        r.unavailable[field] = describe(rc);
        return false;
    }
    std::optional<unsigned> readUint(FnDevUint fn, const char* fn_name, const char* field) const {
        if (!fn) {
            missing(field, fn_name);
            return std::nullopt;
        }
        unsigned v = 0;
        if (!check(field, fn(handle, &v)))
            return std::nullopt;
        return v;
    }
    std::optional<unsigned> clock(FnDevEnumUint fn, unsigned type, const char* field) const {
        if (!fn)
            return std::nullopt;
        unsigned mhz = 0;
        if (!check(field, fn(handle, type, &mhz)))
            return std::nullopt;
        return mhz;
    }

    void identity() const;
    void pci() const;
    void memory() const;
    void pcie() const;
    void sensors() const;
    void clocks() const;
    void mig() const;
    void nvlinks() const;
};

void NvmlBackend::DeviceReader::identity() const {
    if (a.deviceGetName) {
        std::array<char, kNameBufferSize> buf{};
        if (check("name", a.deviceGetName(handle, buf.data(), static_cast<unsigned>(buf.size()))))
            r.name = cString(buf.data(), buf.size());
    } else {
        missing("name", "nvmlDeviceGetName");
    }
    if (a.deviceGetUuid) {
        std::array<char, kUuidBufferSize> buf{};
        if (check("uuid", a.deviceGetUuid(handle, buf.data(), static_cast<unsigned>(buf.size()))))
            r.uuid = cString(buf.data(), buf.size());
    }
}

void NvmlBackend::DeviceReader::pci() const {
    if (!a.deviceGetPciInfo) {
        missing("pci", "nvmlDeviceGetPciInfo");
        return;
    }
    NvmlPciInfo pci{};
    if (!check("pci", a.deviceGetPciInfo(handle, &pci)))
        return;
    r.pci_bus_id = normalisePciBusId(a.pciInfoHasBusId ? cString(pci.busId, sizeof pci.busId)
                                                       : cString(pci.busIdLegacy, sizeof pci.busIdLegacy));
    if (r.pci_bus_id.empty())
        r.pci_bus_id = normalisePciBusId(cString(pci.busIdLegacy, sizeof pci.busIdLegacy));
    r.pci_vendor_id = static_cast<std::uint16_t>(pci.pciDeviceId & 0xffff);
    r.pci_device_id = static_cast<std::uint16_t>(pci.pciDeviceId >> 16);
}

// The v2 call (reserved memory apart) where the driver has it, else the first one.
void NvmlBackend::DeviceReader::memory() const {
    bool have_memory = false;
    if (a.deviceGetMemoryInfoV2) {
        NvmlMemoryV2 m{};
        m.version = kNvmlMemoryV2Version;
        const nvmlReturn_t rc = a.deviceGetMemoryInfoV2(handle, &m);
        if (rc == NVML_SUCCESS) {
            r.vram_total_bytes = m.total;
            r.vram_free_bytes = m.free;
            r.vram_used_bytes = m.used;
            have_memory = true;
        } else if (!a.deviceGetMemoryInfo) {
            check("vram", rc);
        }
    }
    if (!have_memory && a.deviceGetMemoryInfo) {
        NvmlMemory m{};
        if (check("vram", a.deviceGetMemoryInfo(handle, &m))) {
            r.vram_total_bytes = m.total;
            r.vram_free_bytes = m.free;
            r.vram_used_bytes = m.used;
            r.unavailable.erase("vram");
        }
    } else if (!have_memory && !a.deviceGetMemoryInfoV2) {
        missing("vram", "nvmlDeviceGetMemoryInfo");
    }
}

void NvmlBackend::DeviceReader::pcie() const {
    auto asInt = [](std::optional<unsigned> v) -> std::optional<int> {
        if (!v || *v == 0 || *v > 64)
            return std::nullopt;
        return static_cast<int>(*v);
    };
    r.pcie_gen_current =
        asInt(readUint(a.currPcieGen, "nvmlDeviceGetCurrPcieLinkGeneration", "pcie_gen_current"));
    r.pcie_gen_max = asInt(readUint(a.maxPcieGen, "nvmlDeviceGetMaxPcieLinkGeneration", "pcie_gen_max"));
    if (a.gpuMaxPcieGen) // optional: newer drivers only
        r.pcie_gen_gpu_max = asInt(readUint(a.gpuMaxPcieGen, "", "pcie_gen_gpu_max"));
    r.pcie_width_current =
        asInt(readUint(a.currPcieWidth, "nvmlDeviceGetCurrPcieLinkWidth", "pcie_width_current"));
    r.pcie_width_max = asInt(readUint(a.maxPcieWidth, "nvmlDeviceGetMaxPcieLinkWidth", "pcie_width_max"));
}

// Power, temperature and utilisation.
void NvmlBackend::DeviceReader::sensors() const {
    if (const auto mw = readUint(a.powerLimit, "nvmlDeviceGetEnforcedPowerLimit", "power_limit"))
        r.power_limit_w = *mw / 1000.0;
    if (const auto mw = readUint(a.powerUsage, "nvmlDeviceGetPowerUsage", "power_draw"))
        r.power_draw_w = *mw / 1000.0;
    if (a.temperature) {
        unsigned t = 0;
        if (check("temperature", a.temperature(handle, NVML_TEMPERATURE_GPU, &t)))
            r.temperature_c = t;
    } else {
        missing("temperature", "nvmlDeviceGetTemperature");
    }
    if (a.utilization) {
        NvmlUtilization u{};
        if (check("utilization", a.utilization(handle, &u))) {
            r.utilization_gpu_percent = u.gpu;
            r.utilization_memory_percent = u.memory;
        }
    } else {
        missing("utilization", "nvmlDeviceGetUtilizationRates");
    }
}

void NvmlBackend::DeviceReader::clocks() const {
    r.clock_graphics_mhz = clock(a.clockInfo, NVML_CLOCK_GRAPHICS, "clock_graphics");
    r.clock_sm_mhz = clock(a.clockInfo, NVML_CLOCK_SM, "clock_sm");
    r.clock_memory_mhz = clock(a.clockInfo, NVML_CLOCK_MEM, "clock_memory");
    r.clock_graphics_max_mhz = clock(a.maxClockInfo, NVML_CLOCK_GRAPHICS, "clock_graphics_max");
    r.clock_memory_max_mhz = clock(a.maxClockInfo, NVML_CLOCK_MEM, "clock_memory_max");
}

void NvmlBackend::DeviceReader::mig() const {
    if (!a.migMode)
        return;
    unsigned current = 0, pending = 0;
    const nvmlReturn_t rc = a.migMode(handle, &current, &pending);
    if (rc == NVML_SUCCESS)
        r.mig_enabled = current == NVML_DEVICE_MIG_ENABLE;
    else if (rc == NVML_ERROR_NOT_SUPPORTED)
        r.mig_enabled = false; // a GPU without MIG
    else
        check("mig", rc);
}

// Every NVLink index the GPU answers for: its state, version and the device at the other end.
void NvmlBackend::DeviceReader::nvlinks() const {
    if (!a.nvLinkState) {
        missing("nvlink", "nvmlDeviceGetNvLinkState");
        return;
    }
    std::vector<NvLink> links;
    nvmlReturn_t first_rc = NVML_SUCCESS;
    for (unsigned link = 0; link < NVML_NVLINK_MAX_LINKS; ++link) {
        unsigned state = 0;
        const nvmlReturn_t rc = a.nvLinkState(handle, link, &state);
        if (link == 0)
            first_rc = rc;
        if (rc != NVML_SUCCESS)
            continue; // a link index this GPU does not have
        NvLink l;
        l.index = link;
        l.active = state == NVML_FEATURE_ENABLED;
        unsigned version = 0;
        if (l.active && a.nvLinkVersion && a.nvLinkVersion(handle, link, &version) == NVML_SUCCESS)
            l.version = version;
        NvmlPciInfo remote{};
        if (l.active && a.nvLinkRemotePciInfo && a.nvLinkRemotePciInfo(handle, link, &remote) == NVML_SUCCESS)
            l.remote_pci_bus_id = normalisePciBusId(
                a.nvLinkRemoteHasBusId ? cString(remote.busId, sizeof remote.busId)
                                       : cString(remote.busIdLegacy, sizeof remote.busIdLegacy));
        links.push_back(l);
    }
    if (links.empty() && first_rc != NVML_SUCCESS && first_rc != NVML_ERROR_NOT_SUPPORTED &&
        first_rc != NVML_ERROR_INVALID_ARGUMENT)
        check("nvlink", first_rc);
    else
        r.nvlinks = links; // empty: the GPU has no NVLink
}

void NvmlBackend::readDevice(void* handle, DeviceReadings& r) const {
    const DeviceReader reader{*api_, handle, r};
    reader.identity();
    reader.pci();
    reader.memory();
    reader.pcie();
    reader.sensors();
    reader.clocks();
    reader.mig();
    reader.nvlinks();
}

} // namespace gpuplan::probe
