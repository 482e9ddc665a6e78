#include "core/probe/NvmlBackend.h"
#include "core/probe/NvmlApi.h"

#include "core/probe/Sysfs.h"

#include <fmt/format.h>

#include <array>
#include <cstring>

namespace gpuplan::probe {

using namespace nvml; // NVML's own names (NvmlApi.h)

namespace {

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
    result.status.message = driver.empty() ? Message(MessageId::ProbeNvmlGpus, {n})
                                           : Message(MessageId::ProbeNvmlDriverGpus, {driver, n});
    for (auto& p : problems)
        result.status.message = Message(MessageId::ProbeJoined, {result.status.message, std::move(p)});
    return result;
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
