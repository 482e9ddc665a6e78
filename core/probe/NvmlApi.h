// The part of NVML's C API the probe loads at run time: types, return codes, entry points.
// Private to core/probe (NvmlBackend.cpp, NvmlDeviceReader.cpp); nothing here is linked
// against libnvidia-ml, every function is looked up by name (DynamicLibrary).
#pragma once

#include "core/probe/DynamicLibrary.h"
#include "core/probe/NvmlBackend.h"

#include <cstring>
#include <initializer_list>
#include <string>

namespace gpuplan::probe::nvml {

// The few NVML declarations the probe uses, transcribed from NVML's documented
// C API (nvml.h). Return codes and enum values are NVML's own.
using nvmlReturn_t = int;
using nvmlDevice_t = void*;
inline constexpr nvmlReturn_t NVML_SUCCESS = 0;
inline constexpr nvmlReturn_t NVML_ERROR_UNINITIALIZED = 1;
inline constexpr nvmlReturn_t NVML_ERROR_INVALID_ARGUMENT = 2;
inline constexpr nvmlReturn_t NVML_ERROR_NOT_SUPPORTED = 3;
inline constexpr nvmlReturn_t NVML_ERROR_NO_PERMISSION = 4;
inline constexpr nvmlReturn_t NVML_ERROR_NOT_FOUND = 6;
inline constexpr nvmlReturn_t NVML_ERROR_INSUFFICIENT_SIZE = 7;
inline constexpr nvmlReturn_t NVML_ERROR_INSUFFICIENT_POWER = 8;
inline constexpr nvmlReturn_t NVML_ERROR_DRIVER_NOT_LOADED = 9;
inline constexpr nvmlReturn_t NVML_ERROR_TIMEOUT = 10;
inline constexpr nvmlReturn_t NVML_ERROR_IRQ_ISSUE = 11;
inline constexpr nvmlReturn_t NVML_ERROR_LIBRARY_NOT_FOUND = 12;
inline constexpr nvmlReturn_t NVML_ERROR_FUNCTION_NOT_FOUND = 13;
inline constexpr nvmlReturn_t NVML_ERROR_CORRUPTED_INFOROM = 14;
inline constexpr nvmlReturn_t NVML_ERROR_GPU_IS_LOST = 15;
inline constexpr nvmlReturn_t NVML_ERROR_RESET_REQUIRED = 16;
inline constexpr nvmlReturn_t NVML_ERROR_OPERATING_SYSTEM = 17;
inline constexpr nvmlReturn_t NVML_ERROR_LIB_RM_VERSION_MISMATCH = 18;
inline constexpr nvmlReturn_t NVML_ERROR_IN_USE = 19;
inline constexpr nvmlReturn_t NVML_ERROR_MEMORY = 20;
inline constexpr nvmlReturn_t NVML_ERROR_NO_DATA = 21;
inline constexpr nvmlReturn_t NVML_ERROR_UNKNOWN = 999;

inline constexpr unsigned NVML_CLOCK_GRAPHICS = 0;
inline constexpr unsigned NVML_CLOCK_SM = 1;
inline constexpr unsigned NVML_CLOCK_MEM = 2;
inline constexpr unsigned NVML_TEMPERATURE_GPU = 0;
inline constexpr unsigned NVML_NVLINK_MAX_LINKS = 18;
inline constexpr unsigned NVML_DEVICE_MIG_ENABLE = 1;
inline constexpr unsigned NVML_FEATURE_ENABLED = 1;
inline constexpr unsigned kNameBufferSize = 96;   // NVML_DEVICE_NAME_V2_BUFFER_SIZE
inline constexpr unsigned kUuidBufferSize = 96;   // NVML_DEVICE_UUID_V2_BUFFER_SIZE
inline constexpr unsigned kDriverBufferSize = 80; // NVML_SYSTEM_DRIVER_VERSION_BUFFER_SIZE

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
inline constexpr unsigned kNvmlMemoryV2Version = static_cast<unsigned>(sizeof(NvmlMemoryV2)) | 2u << 24;

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

inline std::string cString(const char* buffer, std::size_t size) {
    return std::string(buffer, strnlen(buffer, size));
}

} // namespace gpuplan::probe::nvml

namespace gpuplan::probe {

struct NvmlBackend::Api {
    nvml::FnVoid init = nullptr;
    nvml::FnVoid shutdown = nullptr;
    nvml::FnErrorString errorString = nullptr;
    nvml::FnString systemGetDriverVersion = nullptr;
    nvml::FnUintPtr deviceGetCount = nullptr;
    nvml::FnHandleByIndex deviceGetHandleByIndex = nullptr;
    nvml::FnDevString deviceGetName = nullptr;
    nvml::FnDevString deviceGetUuid = nullptr;
    nvml::FnDevPci deviceGetPciInfo = nullptr;
    bool pciInfoHasBusId = false; // _v2/_v3 fill busId; v1 only the legacy 16 bytes
    nvml::FnDevMemoryV2 deviceGetMemoryInfoV2 = nullptr;
    nvml::FnDevMemory deviceGetMemoryInfo = nullptr;
    nvml::FnDevUint currPcieGen = nullptr;
    nvml::FnDevUint maxPcieGen = nullptr;
    nvml::FnDevUint gpuMaxPcieGen = nullptr;
    nvml::FnDevUint currPcieWidth = nullptr;
    nvml::FnDevUint maxPcieWidth = nullptr;
    nvml::FnDevUint powerLimit = nullptr; // enforced limit, else the management limit
    nvml::FnDevUint powerUsage = nullptr;
    nvml::FnDevEnumUint temperature = nullptr;
    nvml::FnDevUtil utilization = nullptr;
    nvml::FnDevEnumUint clockInfo = nullptr;
    nvml::FnDevEnumUint maxClockInfo = nullptr;
    nvml::FnDevTwoUint migMode = nullptr;
    nvml::FnDevEnumUint nvLinkState = nullptr;
    nvml::FnDevEnumUint nvLinkVersion = nullptr;
    nvml::FnDevLinkPci nvLinkRemotePciInfo = nullptr;
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

} // namespace gpuplan::probe
