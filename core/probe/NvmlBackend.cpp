#include "core/probe/NvmlBackend.h"

#include "core/probe/Sysfs.h"

#include <fmt/format.h>

#include <array>
#include <cstring>

namespace gpuplan::probe {

namespace {

// The few NVML declarations the probe uses, transcribed from NVML's documented
// C API (nvml.h). Return codes and enum values are NVML's own.
using nvmlReturn_t = int;
using nvmlDevice_t = void*;
constexpr nvmlReturn_t NVML_SUCCESS = 0;
constexpr nvmlReturn_t NVML_ERROR_UNINITIALIZED = 1;
constexpr nvmlReturn_t NVML_ERROR_INVALID_ARGUMENT = 2;
constexpr nvmlReturn_t NVML_ERROR_NOT_SUPPORTED = 3;
constexpr nvmlReturn_t NVML_ERROR_NO_PERMISSION = 4;
constexpr nvmlReturn_t NVML_ERROR_NOT_FOUND = 6;
constexpr nvmlReturn_t NVML_ERROR_INSUFFICIENT_SIZE = 7;
constexpr nvmlReturn_t NVML_ERROR_INSUFFICIENT_POWER = 8;
constexpr nvmlReturn_t NVML_ERROR_DRIVER_NOT_LOADED = 9;
constexpr nvmlReturn_t NVML_ERROR_TIMEOUT = 10;
constexpr nvmlReturn_t NVML_ERROR_IRQ_ISSUE = 11;
constexpr nvmlReturn_t NVML_ERROR_LIBRARY_NOT_FOUND = 12;
constexpr nvmlReturn_t NVML_ERROR_FUNCTION_NOT_FOUND = 13;
constexpr nvmlReturn_t NVML_ERROR_CORRUPTED_INFOROM = 14;
constexpr nvmlReturn_t NVML_ERROR_GPU_IS_LOST = 15;
constexpr nvmlReturn_t NVML_ERROR_RESET_REQUIRED = 16;
constexpr nvmlReturn_t NVML_ERROR_OPERATING_SYSTEM = 17;
constexpr nvmlReturn_t NVML_ERROR_LIB_RM_VERSION_MISMATCH = 18;
constexpr nvmlReturn_t NVML_ERROR_IN_USE = 19;
constexpr nvmlReturn_t NVML_ERROR_MEMORY = 20;
constexpr nvmlReturn_t NVML_ERROR_NO_DATA = 21;
constexpr nvmlReturn_t NVML_ERROR_UNKNOWN = 999;

constexpr unsigned NVML_CLOCK_GRAPHICS = 0;
constexpr unsigned NVML_CLOCK_SM = 1;
constexpr unsigned NVML_CLOCK_MEM = 2;
constexpr unsigned NVML_TEMPERATURE_GPU = 0;
constexpr unsigned NVML_NVLINK_MAX_LINKS = 18;
constexpr unsigned NVML_DEVICE_MIG_ENABLE = 1;
constexpr unsigned NVML_FEATURE_ENABLED = 1;
constexpr unsigned kNameBufferSize = 96;   // NVML_DEVICE_NAME_V2_BUFFER_SIZE
constexpr unsigned kUuidBufferSize = 96;   // NVML_DEVICE_UUID_V2_BUFFER_SIZE
constexpr unsigned kDriverBufferSize = 80; // NVML_SYSTEM_DRIVER_VERSION_BUFFER_SIZE

// nvmlPciInfo_t (v2/v3 layout). The v1 struct has the same first 36 bytes
// (a 16-byte bus id, then domain, bus, device, pciDeviceId, pciSubSystemId), so
// reading those fields is right whichever entry point filled it; busId is read
// only from _v2/_v3. Padded so an older or newer struct cannot overrun it.
struct NvmlPciInfo {
    char busIdLegacy[16];
    unsigned domain;
    unsigned bus;
    unsigned device;
    unsigned pciDeviceId; // device id << 16 | vendor id
    unsigned pciSubSystemId;
    char busId[32];
    char padding[64];
};

struct NvmlMemory {
    unsigned long long total;
    unsigned long long free;
    unsigned long long used;
};

struct NvmlMemoryV2 {
    unsigned version;
    unsigned long long total;
    unsigned long long reserved;
    unsigned long long free;
    unsigned long long used;
};
// nvmlMemory_v2 = NVML_STRUCT_VERSION(Memory, 2) = sizeof(nvmlMemory_v2_t) | 2 << 24
constexpr unsigned kNvmlMemoryV2Version = static_cast<unsigned>(sizeof(NvmlMemoryV2)) | 2u << 24;

struct NvmlUtilization {
    unsigned gpu;
    unsigned memory;
};

using FnVoid = nvmlReturn_t (*)();
using FnUintPtr = nvmlReturn_t (*)(unsigned*);
using FnHandleByIndex = nvmlReturn_t (*)(unsigned, nvmlDevice_t*);
using FnDevString = nvmlReturn_t (*)(nvmlDevice_t, char*, unsigned);
using FnString = nvmlReturn_t (*)(char*, unsigned);
using FnDevUint = nvmlReturn_t (*)(nvmlDevice_t, unsigned*);
using FnDevPci = nvmlReturn_t (*)(nvmlDevice_t, NvmlPciInfo*);
using FnDevMemory = nvmlReturn_t (*)(nvmlDevice_t, NvmlMemory*);
using FnDevMemoryV2 = nvmlReturn_t (*)(nvmlDevice_t, NvmlMemoryV2*);
using FnDevUtil = nvmlReturn_t (*)(nvmlDevice_t, NvmlUtilization*);
using FnDevEnumUint = nvmlReturn_t (*)(nvmlDevice_t, unsigned, unsigned*);
using FnDevTwoUint = nvmlReturn_t (*)(nvmlDevice_t, unsigned*, unsigned*);
using FnDevLinkPci = nvmlReturn_t (*)(nvmlDevice_t, unsigned, NvmlPciInfo*);
using FnErrorString = const char* (*)(nvmlReturn_t);

std::string cString(const char* buffer, std::size_t size) {
    return std::string(buffer, strnlen(buffer, size));
}

const char* returnName(int rc) {
    switch (rc) {
    case NVML_SUCCESS:
        return "NVML_SUCCESS";
    case NVML_ERROR_UNINITIALIZED:
        return "NVML_ERROR_UNINITIALIZED";
    case NVML_ERROR_INVALID_ARGUMENT:
        return "NVML_ERROR_INVALID_ARGUMENT";
    case NVML_ERROR_NOT_SUPPORTED:
        return "NVML_ERROR_NOT_SUPPORTED";
    case NVML_ERROR_NO_PERMISSION:
        return "NVML_ERROR_NO_PERMISSION";
    case NVML_ERROR_NOT_FOUND:
        return "NVML_ERROR_NOT_FOUND";
    case NVML_ERROR_INSUFFICIENT_SIZE:
        return "NVML_ERROR_INSUFFICIENT_SIZE";
    case NVML_ERROR_INSUFFICIENT_POWER:
        return "NVML_ERROR_INSUFFICIENT_POWER";
    case NVML_ERROR_DRIVER_NOT_LOADED:
        return "NVML_ERROR_DRIVER_NOT_LOADED";
    case NVML_ERROR_TIMEOUT:
        return "NVML_ERROR_TIMEOUT";
    case NVML_ERROR_IRQ_ISSUE:
        return "NVML_ERROR_IRQ_ISSUE";
    case NVML_ERROR_LIBRARY_NOT_FOUND:
        return "NVML_ERROR_LIBRARY_NOT_FOUND";
    case NVML_ERROR_FUNCTION_NOT_FOUND:
        return "NVML_ERROR_FUNCTION_NOT_FOUND";
    case NVML_ERROR_CORRUPTED_INFOROM:
        return "NVML_ERROR_CORRUPTED_INFOROM";
    case NVML_ERROR_GPU_IS_LOST:
        return "NVML_ERROR_GPU_IS_LOST";
    case NVML_ERROR_RESET_REQUIRED:
        return "NVML_ERROR_RESET_REQUIRED";
    case NVML_ERROR_OPERATING_SYSTEM:
        return "NVML_ERROR_OPERATING_SYSTEM";
    case NVML_ERROR_LIB_RM_VERSION_MISMATCH:
        return "NVML_ERROR_LIB_RM_VERSION_MISMATCH";
    case NVML_ERROR_IN_USE:
        return "NVML_ERROR_IN_USE";
    case NVML_ERROR_MEMORY:
        return "NVML_ERROR_MEMORY";
    case NVML_ERROR_NO_DATA:
        return "NVML_ERROR_NO_DATA";
    case NVML_ERROR_UNKNOWN:
        return "NVML_ERROR_UNKNOWN";
    default:
        return "NVML error";
    }
}

} // namespace

struct NvmlBackend::Api {
    FnVoid init = nullptr;
    FnVoid shutdown = nullptr;
    FnErrorString errorString = nullptr;
    FnString systemGetDriverVersion = nullptr;
    FnUintPtr deviceGetCount = nullptr;
    FnHandleByIndex deviceGetHandleByIndex = nullptr;
    FnDevString deviceGetName = nullptr;
    FnDevString deviceGetUuid = nullptr;
    FnDevPci deviceGetPciInfo = nullptr;
    bool pciInfoHasBusId = false; // _v2/_v3 fill busId; v1 only the legacy 16 bytes
    FnDevMemoryV2 deviceGetMemoryInfoV2 = nullptr;
    FnDevMemory deviceGetMemoryInfo = nullptr;
    FnDevUint currPcieGen = nullptr;
    FnDevUint maxPcieGen = nullptr;
    FnDevUint gpuMaxPcieGen = nullptr;
    FnDevUint currPcieWidth = nullptr;
    FnDevUint maxPcieWidth = nullptr;
    FnDevUint powerLimit = nullptr; // enforced limit, else the management limit
    FnDevUint powerUsage = nullptr;
    FnDevEnumUint temperature = nullptr;
    FnDevUtil utilization = nullptr;
    FnDevEnumUint clockInfo = nullptr;
    FnDevEnumUint maxClockInfo = nullptr;
    FnDevTwoUint migMode = nullptr;
    FnDevEnumUint nvLinkState = nullptr;
    FnDevEnumUint nvLinkVersion = nullptr;
    FnDevLinkPci nvLinkRemotePciInfo = nullptr;
    bool nvLinkRemoteHasBusId = false; // _v2 fills busId; v1 only the legacy 16 bytes

    // Looks every entry point up in `lib` (the newest version of each first).
    void load(const DynamicLibrary& lib);

    template <typename Fn>
    static Fn first(const DynamicLibrary& lib, std::initializer_list<const char*> names) {
        for (const char* n : names)
            if (auto f = lib.function<Fn>(n))
                return f;
        return nullptr;
    }
};

NvmlBackend::NvmlBackend(std::string library) : library_(std::move(library)) {}

NvmlBackend::~NvmlBackend() {
    if (initialised_ && api_ && api_->shutdown)
        api_->shutdown();
}

Message NvmlBackend::describe(int rc) {
    MessageId why = MessageId::ProbeNvmlFailed;
    switch (rc) {
    case NVML_ERROR_NOT_SUPPORTED:
        why = MessageId::ProbeNvmlNotSupported;
        break;
    case NVML_ERROR_NO_PERMISSION:
        why = MessageId::ProbeNvmlNoPermission;
        break;
    case NVML_ERROR_DRIVER_NOT_LOADED:
        why = MessageId::ProbeNvmlDriverNotLoaded;
        break;
    case NVML_ERROR_LIB_RM_VERSION_MISMATCH:
        why = MessageId::ProbeNvmlVersionMismatch;
        break;
    case NVML_ERROR_GPU_IS_LOST:
        why = MessageId::ProbeNvmlGpuLost;
        break;
    case NVML_ERROR_FUNCTION_NOT_FOUND:
        why = MessageId::ProbeNvmlNoSuchFunction;
        break;
    case NVML_ERROR_TIMEOUT:
        why = MessageId::ProbeNvmlTimeout;
        break;
    case NVML_ERROR_UNINITIALIZED:
        why = MessageId::ProbeNvmlUninitialised;
        break;
    default:
        break;
    }
    return Message(MessageId::ProbeNvmlCode, {Message(why), returnName(rc), rc});
}

namespace {

// What to do when nvmlInit fails with `rc`.
MessageId initAdvice(nvmlReturn_t rc) {
    switch (rc) {
    case NVML_ERROR_DRIVER_NOT_LOADED:
        return MessageId::ProbeAdviceDriverNotLoaded;
    case NVML_ERROR_LIB_RM_VERSION_MISMATCH:
        return MessageId::ProbeAdviceVersionMismatch;
    case NVML_ERROR_NO_PERMISSION:
        return MessageId::ProbeAdviceNoPermission;
    case NVML_ERROR_LIBRARY_NOT_FOUND:
        return MessageId::ProbeAdviceNvmlStub;
    case NVML_ERROR_OPERATING_SYSTEM:
        return MessageId::ProbeAdviceOsBlocks;
    default:
        return MessageId::ProbeAdviceNvmlNoStart;
    }
}

// Why nvmlInit failed and what to do, with NVML's own words when it has some.
Message initFailure(nvmlReturn_t rc, const std::string& path, const char* nvml_text) {
    Message advice(initAdvice(rc));
    if (path.find("/stubs/") != std::string::npos && rc != NVML_ERROR_LIBRARY_NOT_FOUND)
        advice = Message(MessageId::ProbeNoteStub, {advice, path});
    if (nvml_text)
        return Message(MessageId::ProbeNvmlInitFailedSays,
                       {advice, returnName(rc), static_cast<int>(rc), std::string(nvml_text)});
    return Message(MessageId::ProbeNvmlInitFailed, {advice, returnName(rc), static_cast<int>(rc)});
}

} // namespace

void NvmlBackend::Api::load(const DynamicLibrary& lib) {
    Api& a = *this;
    a.init = Api::first<FnVoid>(lib, {"nvmlInit_v2", "nvmlInit"});
    a.shutdown = Api::first<FnVoid>(lib, {"nvmlShutdown"});
    a.errorString = Api::first<FnErrorString>(lib, {"nvmlErrorString"});
    a.systemGetDriverVersion = Api::first<FnString>(lib, {"nvmlSystemGetDriverVersion"});
    a.deviceGetCount = Api::first<FnUintPtr>(lib, {"nvmlDeviceGetCount_v2", "nvmlDeviceGetCount"});
    a.deviceGetHandleByIndex =
        Api::first<FnHandleByIndex>(lib, {"nvmlDeviceGetHandleByIndex_v2", "nvmlDeviceGetHandleByIndex"});
    a.deviceGetName = Api::first<FnDevString>(lib, {"nvmlDeviceGetName"});
    a.deviceGetUuid = Api::first<FnDevString>(lib, {"nvmlDeviceGetUUID"});
    a.deviceGetPciInfo = Api::first<FnDevPci>(lib, {"nvmlDeviceGetPciInfo_v3", "nvmlDeviceGetPciInfo_v2"});
    a.pciInfoHasBusId = a.deviceGetPciInfo != nullptr;
    if (!a.deviceGetPciInfo)
        a.deviceGetPciInfo = Api::first<FnDevPci>(lib, {"nvmlDeviceGetPciInfo"});
    a.deviceGetMemoryInfoV2 = Api::first<FnDevMemoryV2>(lib, {"nvmlDeviceGetMemoryInfo_v2"});
    a.deviceGetMemoryInfo = Api::first<FnDevMemory>(lib, {"nvmlDeviceGetMemoryInfo"});
    a.currPcieGen = Api::first<FnDevUint>(lib, {"nvmlDeviceGetCurrPcieLinkGeneration"});
    a.maxPcieGen = Api::first<FnDevUint>(lib, {"nvmlDeviceGetMaxPcieLinkGeneration"});
    a.gpuMaxPcieGen = Api::first<FnDevUint>(lib, {"nvmlDeviceGetGpuMaxPcieLinkGeneration"});
    a.currPcieWidth = Api::first<FnDevUint>(lib, {"nvmlDeviceGetCurrPcieLinkWidth"});
    a.maxPcieWidth = Api::first<FnDevUint>(lib, {"nvmlDeviceGetMaxPcieLinkWidth"});
    a.powerLimit =
        Api::first<FnDevUint>(lib, {"nvmlDeviceGetEnforcedPowerLimit", "nvmlDeviceGetPowerManagementLimit"});
    a.powerUsage = Api::first<FnDevUint>(lib, {"nvmlDeviceGetPowerUsage"});
    a.temperature = Api::first<FnDevEnumUint>(lib, {"nvmlDeviceGetTemperature"});
    a.utilization = Api::first<FnDevUtil>(lib, {"nvmlDeviceGetUtilizationRates"});
    a.clockInfo = Api::first<FnDevEnumUint>(lib, {"nvmlDeviceGetClockInfo"});
    a.maxClockInfo = Api::first<FnDevEnumUint>(lib, {"nvmlDeviceGetMaxClockInfo"});
    a.migMode = Api::first<FnDevTwoUint>(lib, {"nvmlDeviceGetMigMode"});
    a.nvLinkState = Api::first<FnDevEnumUint>(lib, {"nvmlDeviceGetNvLinkState"});
    a.nvLinkVersion = Api::first<FnDevEnumUint>(lib, {"nvmlDeviceGetNvLinkVersion"});
    a.nvLinkRemotePciInfo = Api::first<FnDevLinkPci>(lib, {"nvmlDeviceGetNvLinkRemotePciInfo_v2"});
    a.nvLinkRemoteHasBusId = a.nvLinkRemotePciInfo != nullptr;
    if (!a.nvLinkRemotePciInfo)
        a.nvLinkRemotePciInfo = Api::first<FnDevLinkPci>(lib, {"nvmlDeviceGetNvLinkRemotePciInfo"});
}

// Loads and initialises NVML once; the reason it cannot be used, else the empty message.
Message NvmlBackend::open(BackendStatus::State& state) {
    lib_ = DynamicLibrary(library_);
    if (!lib_.loaded()) {
        state = BackendStatus::State::NotPresent;
        return Message(MessageId::ProbeNvmlNotLoaded, {library_, lib_.error()});
    }
    state = BackendStatus::State::Failed;
    const std::string path = lib_.path();
    api_ = std::make_unique<Api>();
    Api& a = *api_;
    a.load(lib_);
    if (!a.init || !a.deviceGetCount || !a.deviceGetHandleByIndex)
        return Message(MessageId::ProbeNvmlNotUsable, {library_, path.empty() ? library_ : path});
    if (const nvmlReturn_t rc = a.init(); rc != NVML_SUCCESS)
        return initFailure(rc, path, a.errorString ? a.errorString(rc) : nullptr);
    initialised_ = true;
    if (path.find("/stubs/") != std::string::npos) // a stub that pretends to succeed must not be trusted
        return Message(MessageId::ProbeNvmlStub, {path});
    return {};
}

BackendResult NvmlBackend::read() {
    BackendResult result;
    result.status.name = "nvml";
    devices_.clear();

    if (!initialised_)
        if (Message why = open(result.status.state); !why.empty()) {
            result.status.message = std::move(why);
            return result;
        }
    Api& a = *api_;

    std::string driver;
    if (a.systemGetDriverVersion) {
        std::array<char, kDriverBufferSize> buf{};
        if (a.systemGetDriverVersion(buf.data(), static_cast<unsigned>(buf.size())) == NVML_SUCCESS)
            driver = cString(buf.data(), buf.size());
    }

    unsigned count = 0;
    const nvmlReturn_t rc = a.deviceGetCount(&count);
    if (rc != NVML_SUCCESS) {
        result.status.state = BackendStatus::State::Failed;
        result.status.message = Message(MessageId::ProbeCallFailed, {"nvmlDeviceGetCount", describe(rc)});
        return result;
    }
    if (count > 1024) // a broken library must not make us loop for ever
        count = 1024;

    std::vector<Message> problems;
    for (unsigned i = 0; i < count; ++i) {
        nvmlDevice_t handle = nullptr;
        const nvmlReturn_t hrc = a.deviceGetHandleByIndex(i, &handle);
        if (hrc != NVML_SUCCESS || !handle) {
            problems.push_back(
                Message(MessageId::ProbeGpuNotOpened,
                        {i, hrc != NVML_SUCCESS ? describe(hrc) : Message(MessageId::ProbeNvmlNullHandle)}));
            continue;
        }
        DeviceReadings r;
        r.vendor = "NVIDIA";
        r.pci_vendor_id = 0x10de;
        r.driver = driver.empty() ? "nvidia" : "nvidia " + driver;
        r.sources.push_back("nvml");
        readDevice(handle, r);
        if (r.pci_bus_id.empty())
            r.pci_bus_id = fmt::format("nvml:{}", i); // keeps devices apart; never merged with PCI sysfs
        devices_.push_back({r.pci_bus_id, handle});
        result.devices.push_back(std::move(r));
    }

    result.status.state = BackendStatus::State::Ok;
    result.status.devices = static_cast<int>(result.devices.size());
    const std::size_t n = result.devices.size();
    if (driver.empty())
        result.status.message =
            n == 1 ? Message(MessageId::ProbeNvmlOneGpu) : Message(MessageId::ProbeNvmlGpus, {n});
    else
        result.status.message = n == 1 ? Message(MessageId::ProbeNvmlDriverOneGpu, {driver})
                                       : Message(MessageId::ProbeNvmlDriverGpus, {driver, n});
    for (auto& p : problems)
        result.status.message = Message(MessageId::ProbeJoined, {result.status.message, std::move(p)});
    return result;
}

void NvmlBackend::readDevice(void* handle, DeviceReadings& r) const {
    const Api& a = *api_;
    auto missing = [&](const char* field, const char* fn) {
        r.unavailable[field] = Message(MessageId::ProbeNvmlNoFunction, {fn});
    };
    auto check = [&](const char* field, nvmlReturn_t rc) {
        if (rc == NVML_SUCCESS)
            return true;
        r.unavailable[field] = describe(rc);
        return false;
    };
    auto readUint = [&](FnDevUint fn, const char* fn_name, const char* field) -> std::optional<unsigned> {
        if (!fn) {
            missing(field, fn_name);
            return std::nullopt;
        }
        unsigned v = 0;
        if (!check(field, fn(handle, &v)))
            return std::nullopt;
        return v;
    };

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
    if (a.deviceGetPciInfo) {
        NvmlPciInfo pci{};
        if (check("pci", a.deviceGetPciInfo(handle, &pci))) {
            r.pci_bus_id =
                normalisePciBusId(a.pciInfoHasBusId ? cString(pci.busId, sizeof pci.busId)
                                                    : cString(pci.busIdLegacy, sizeof pci.busIdLegacy));
            if (r.pci_bus_id.empty())
                r.pci_bus_id = normalisePciBusId(cString(pci.busIdLegacy, sizeof pci.busIdLegacy));
            r.pci_vendor_id = static_cast<std::uint16_t>(pci.pciDeviceId & 0xffff);
            r.pci_device_id = static_cast<std::uint16_t>(pci.pciDeviceId >> 16);
        }
    } else {
        missing("pci", "nvmlDeviceGetPciInfo");
    }

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
    auto clock = [&](FnDevEnumUint fn, unsigned type, const char* field) -> std::optional<unsigned> {
        if (!fn)
            return std::nullopt;
        unsigned mhz = 0;
        if (!check(field, fn(handle, type, &mhz)))
            return std::nullopt;
        return mhz;
    };
    r.clock_graphics_mhz = clock(a.clockInfo, NVML_CLOCK_GRAPHICS, "clock_graphics");
    r.clock_sm_mhz = clock(a.clockInfo, NVML_CLOCK_SM, "clock_sm");
    r.clock_memory_mhz = clock(a.clockInfo, NVML_CLOCK_MEM, "clock_memory");
    r.clock_graphics_max_mhz = clock(a.maxClockInfo, NVML_CLOCK_GRAPHICS, "clock_graphics_max");
    r.clock_memory_max_mhz = clock(a.maxClockInfo, NVML_CLOCK_MEM, "clock_memory_max");

    if (a.migMode) {
        unsigned current = 0, pending = 0;
        const nvmlReturn_t rc = a.migMode(handle, &current, &pending);
        if (rc == NVML_SUCCESS)
            r.mig_enabled = current == NVML_DEVICE_MIG_ENABLE;
        else if (rc == NVML_ERROR_NOT_SUPPORTED)
            r.mig_enabled = false; // a GPU without MIG
        else
            check("mig", rc);
    }

    if (a.nvLinkState) {
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
            if (l.active && a.nvLinkRemotePciInfo &&
                a.nvLinkRemotePciInfo(handle, link, &remote) == NVML_SUCCESS)
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
    } else {
        missing("nvlink", "nvmlDeviceGetNvLinkState");
    }
}

std::vector<LiveSample> NvmlBackend::sample(double time_s) {
    std::vector<LiveSample> out;
    if (!initialised_ || !api_)
        return out;
    const Api& a = *api_;
    for (const auto& d : devices_) {
        LiveSample s;
        s.pci_bus_id = d.pci_bus_id;
        s.time_s = time_s;
        if (a.utilization) {
            NvmlUtilization u{};
            if (a.utilization(d.handle, &u) == NVML_SUCCESS)
                s.utilization_gpu_percent = u.gpu;
        }
        if (a.deviceGetMemoryInfoV2) {
            NvmlMemoryV2 m{};
            m.version = kNvmlMemoryV2Version;
            if (a.deviceGetMemoryInfoV2(d.handle, &m) == NVML_SUCCESS) {
                s.vram_used_bytes = m.used;
                s.vram_total_bytes = m.total;
            }
        }
        if (!s.vram_used_bytes && a.deviceGetMemoryInfo) {
            NvmlMemory m{};
            if (a.deviceGetMemoryInfo(d.handle, &m) == NVML_SUCCESS) {
                s.vram_used_bytes = m.used;
                s.vram_total_bytes = m.total;
            }
        }
        unsigned v = 0;
        if (a.powerUsage && a.powerUsage(d.handle, &v) == NVML_SUCCESS)
            s.power_draw_w = v / 1000.0;
        if (a.temperature && a.temperature(d.handle, NVML_TEMPERATURE_GPU, &v) == NVML_SUCCESS)
            s.temperature_c = v;
        if (a.clockInfo && a.clockInfo(d.handle, NVML_CLOCK_GRAPHICS, &v) == NVML_SUCCESS)
            s.clock_graphics_mhz = v;
        out.push_back(std::move(s));
    }
    return out;
}

} // namespace gpuplan::probe
