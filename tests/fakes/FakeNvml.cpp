// A fake libnvidia-ml.so.1 for the probe's tests: NVML's real symbol names, C
// signatures, struct layouts and return codes (declared here from NVML's
// documented API, no NVIDIA header), answering from a scenario chosen by the
// GPU_PLANNER_FAKE_NVML environment variable:
//   two-gpus-nvlink (default)  two A100-SXM4-80GB joined by 12 NVLink 3 links; GPU 1 power-capped at 300 W
//   mismatch                   nvmlInit returns NVML_ERROR_LIB_RM_VERSION_MISMATCH
//   driver-not-loaded          nvmlInit returns NVML_ERROR_DRIVER_NOT_LOADED
//   stub                       nvmlInit returns NVML_ERROR_LIBRARY_NOT_FOUND (what a stub library does)
//   no-permission              GPU 1's handle returns NVML_ERROR_NO_PERMISSION
//   mig                        GPU 0 has MIG enabled
//   memory-not-supported       the memory-info calls return NVML_ERROR_NOT_SUPPORTED
//   hang                       nvmlInit takes 3 s (the probe must give up first)
//   busy                       the two A100s under a load that varies over time (utilisation,
//                              memory, power, temperature: the GUI's live chart)
// Built twice: with FAKE_NVML_NO_V2 defined it exports only the unversioned
// entry points (an old driver) and lacks the optional ones.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>

namespace {

using nvmlReturn_t = int;
constexpr nvmlReturn_t NVML_SUCCESS = 0;
constexpr nvmlReturn_t NVML_ERROR_UNINITIALIZED = 1;
constexpr nvmlReturn_t NVML_ERROR_INVALID_ARGUMENT = 2;
constexpr nvmlReturn_t NVML_ERROR_NOT_SUPPORTED = 3;
constexpr nvmlReturn_t NVML_ERROR_NO_PERMISSION = 4;
constexpr nvmlReturn_t NVML_ERROR_INSUFFICIENT_SIZE = 7;
constexpr nvmlReturn_t NVML_ERROR_DRIVER_NOT_LOADED = 9;
constexpr nvmlReturn_t NVML_ERROR_LIBRARY_NOT_FOUND = 12;
constexpr nvmlReturn_t NVML_ERROR_LIB_RM_VERSION_MISMATCH = 18;
constexpr nvmlReturn_t NVML_ERROR_ARGUMENT_VERSION_MISMATCH = 25;

struct nvmlPciInfo_t { // v2/v3
    char busIdLegacy[16];
    unsigned int domain;
    unsigned int bus;
    unsigned int device;
    unsigned int pciDeviceId;
    unsigned int pciSubSystemId;
    char busId[32];
};
struct nvmlPciInfoV1_t { // the original layout
    char busId[16];
    unsigned int domain;
    unsigned int bus;
    unsigned int device;
    unsigned int pciDeviceId;
    unsigned int pciSubSystemId;
    unsigned int reserved0, reserved1, reserved2, reserved3;
};
struct nvmlMemory_t {
    unsigned long long total, free, used;
};
struct nvmlMemory_v2_t {
    unsigned int version;
    unsigned long long total, reserved, free, used;
};
struct nvmlUtilization_t {
    unsigned int gpu, memory;
};

struct Gpu {
    const char* name;
    const char* uuid;
    unsigned bus;
    unsigned power_limit_mw;
    unsigned remote_bus; // NVLink peer
};
Gpu gpus[2] = {
    {"NVIDIA A100-SXM4-80GB", "GPU-00000000-fake-0000-0000-000000000000", 0x07, 400000, 0x0f},
    {"NVIDIA A100-SXM4-80GB", "GPU-00000000-fake-0000-0000-000000000001", 0x0f, 300000, 0x07},
};
constexpr unsigned kPciDeviceId = 0x20b210de; // A100 SXM4 80GB: device 0x20b2, vendor 0x10de
bool initialised = false;

std::string scenario() {
    const char* s = std::getenv("GPU_PLANNER_FAKE_NVML");
    return s && *s ? s : "two-gpus-nvlink";
}

Gpu* gpu(void* handle) {
    for (auto& g : gpus)
        if (handle == &g)
            return &g;
    return nullptr;
}

void copy(char* out, unsigned length, const std::string& s) {
    if (length == 0)
        return;
    std::strncpy(out, s.c_str(), length - 1);
    out[length - 1] = '\0';
}

nvmlReturn_t init() {
    const std::string s = scenario();
    if (s == "mismatch")
        return NVML_ERROR_LIB_RM_VERSION_MISMATCH;
    if (s == "driver-not-loaded")
        return NVML_ERROR_DRIVER_NOT_LOADED;
    if (s == "stub")
        return NVML_ERROR_LIBRARY_NOT_FOUND;
    if (s == "hang")
        std::this_thread::sleep_for(std::chrono::seconds(3));
    initialised = true;
    return NVML_SUCCESS;
}

nvmlReturn_t count(unsigned* n) {
    if (!initialised)
        return NVML_ERROR_UNINITIALIZED;
    if (!n)
        return NVML_ERROR_INVALID_ARGUMENT;
    *n = 2;
    return NVML_SUCCESS;
}

nvmlReturn_t handleByIndex(unsigned i, void** device) {
    if (!initialised)
        return NVML_ERROR_UNINITIALIZED;
    if (!device || i >= 2)
        return NVML_ERROR_INVALID_ARGUMENT;
    if (i == 1 && scenario() == "no-permission")
        return NVML_ERROR_NO_PERMISSION;
    *device = &gpus[i];
    return NVML_SUCCESS;
}

// The "busy" scenario's load of a GPU, 0..1, a slow wave (each GPU its own phase).
double busyLoad(void* d) {
    static const auto start = std::chrono::steady_clock::now();
    const double t = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double phase = d == &gpus[1] ? 1.7 : 0.0;
    return std::clamp(0.62 + 0.3 * std::sin(t / 9.0 + phase) + 0.06 * std::sin(t / 1.7 + 2 * phase), 0.0,
                      1.0);
}

template <typename Pci> void fillPci(Pci* pci, unsigned bus) {
    std::memset(pci, 0, sizeof *pci);
    pci->domain = 0;
    pci->bus = bus;
    pci->device = 0;
    pci->pciDeviceId = kPciDeviceId;
    pci->pciSubSystemId = 0x145f10de;
}

nvmlReturn_t memory(void* d, unsigned long long& total, unsigned long long& free, unsigned long long& used) {
    if (!gpu(d))
        return NVML_ERROR_INVALID_ARGUMENT;
    if (scenario() == "memory-not-supported")
        return NVML_ERROR_NOT_SUPPORTED;
    total = 85899345920ull; // 80 GiB
    used = 1073741824ull;
    if (scenario() == "busy")
        used = static_cast<unsigned long long>((58.0 + 8.0 * busyLoad(d)) * 1073741824.0);
    free = total - used;
    return NVML_SUCCESS;
}

nvmlReturn_t uintOf(void* d, unsigned* out, unsigned value) {
    if (!gpu(d) || !out)
        return NVML_ERROR_INVALID_ARGUMENT;
    *out = value;
    return NVML_SUCCESS;
}

} // namespace

extern "C" {

const char* nvmlErrorString(nvmlReturn_t rc) {
    switch (rc) {
    case NVML_SUCCESS:
        return "Success";
    case NVML_ERROR_LIB_RM_VERSION_MISMATCH:
        return "RM has detected an NVML/RM version mismatch.";
    case NVML_ERROR_DRIVER_NOT_LOADED:
        return "Driver Not Loaded";
    case NVML_ERROR_NO_PERMISSION:
        return "Insufficient Permissions";
    default:
        return "Unknown Error";
    }
}

nvmlReturn_t nvmlShutdown() {
    initialised = false;
    return NVML_SUCCESS;
}

nvmlReturn_t nvmlSystemGetDriverVersion(char* version, unsigned length) {
    if (!version || length < 8)
        return NVML_ERROR_INSUFFICIENT_SIZE;
    copy(version, length, "550.54.15");
    return NVML_SUCCESS;
}

#ifndef FAKE_NVML_NO_V2
nvmlReturn_t nvmlInit_v2() {
    return init();
}
nvmlReturn_t nvmlDeviceGetCount_v2(unsigned* n) {
    return count(n);
}
nvmlReturn_t nvmlDeviceGetHandleByIndex_v2(unsigned i, void** device) {
    return handleByIndex(i, device);
}
nvmlReturn_t nvmlDeviceGetPciInfo_v3(void* d, nvmlPciInfo_t* pci) {
    Gpu* g = gpu(d);
    if (!g || !pci)
        return NVML_ERROR_INVALID_ARGUMENT;
    fillPci(pci, g->bus);
    std::snprintf(pci->busId, sizeof pci->busId, "00000000:%02X:00.0", g->bus);
    std::snprintf(pci->busIdLegacy, sizeof pci->busIdLegacy, "0000:%02X:00.0", g->bus);
    return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetMemoryInfo_v2(void* d, nvmlMemory_v2_t* m) {
    if (!m)
        return NVML_ERROR_INVALID_ARGUMENT;
    if (m->version != (static_cast<unsigned>(sizeof(nvmlMemory_v2_t)) | 2u << 24))
        return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    m->reserved = 0;
    return memory(d, m->total, m->free, m->used);
}
nvmlReturn_t nvmlDeviceGetNvLinkRemotePciInfo_v2(void* d, unsigned link, nvmlPciInfo_t* pci) {
    Gpu* g = gpu(d);
    if (!g || !pci || link >= 12)
        return NVML_ERROR_INVALID_ARGUMENT;
    fillPci(pci, g->remote_bus);
    std::snprintf(pci->busId, sizeof pci->busId, "00000000:%02X:00.0", g->remote_bus);
    return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetGpuMaxPcieLinkGeneration(void* d, unsigned* gen) {
    return uintOf(d, gen, 4);
}
nvmlReturn_t nvmlDeviceGetMigMode(void* d, unsigned* current, unsigned* pending) {
    if (!gpu(d) || !current || !pending)
        return NVML_ERROR_INVALID_ARGUMENT;
    *current = *pending = (scenario() == "mig" && d == &gpus[0]) ? 1 : 0;
    return NVML_SUCCESS;
}
#endif

// The unversioned entry points (older drivers export only these).
nvmlReturn_t nvmlInit() {
    return init();
}
nvmlReturn_t nvmlDeviceGetCount(unsigned* n) {
    return count(n);
}
nvmlReturn_t nvmlDeviceGetHandleByIndex(unsigned i, void** device) {
    return handleByIndex(i, device);
}
nvmlReturn_t nvmlDeviceGetPciInfo(void* d, nvmlPciInfoV1_t* pci) {
    Gpu* g = gpu(d);
    if (!g || !pci)
        return NVML_ERROR_INVALID_ARGUMENT;
    fillPci(pci, g->bus);
    std::snprintf(pci->busId, sizeof pci->busId, "0000:%02X:00.0", g->bus);
    return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetMemoryInfo(void* d, nvmlMemory_t* m) {
    if (!m)
        return NVML_ERROR_INVALID_ARGUMENT;
    return memory(d, m->total, m->free, m->used);
}
nvmlReturn_t nvmlDeviceGetNvLinkRemotePciInfo(void* d, unsigned link, nvmlPciInfoV1_t* pci) {
    Gpu* g = gpu(d);
    if (!g || !pci || link >= 12)
        return NVML_ERROR_INVALID_ARGUMENT;
    fillPci(pci, g->remote_bus);
    std::snprintf(pci->busId, sizeof pci->busId, "0000:%02X:00.0", g->remote_bus);
    return NVML_SUCCESS;
}

nvmlReturn_t nvmlDeviceGetName(void* d, char* name, unsigned length) {
    Gpu* g = gpu(d);
    if (!g || !name)
        return NVML_ERROR_INVALID_ARGUMENT;
    if (length < std::strlen(g->name) + 1)
        return NVML_ERROR_INSUFFICIENT_SIZE;
    copy(name, length, g->name);
    return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetUUID(void* d, char* uuid, unsigned length) {
    Gpu* g = gpu(d);
    if (!g || !uuid)
        return NVML_ERROR_INVALID_ARGUMENT;
    copy(uuid, length, g->uuid);
    return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetCurrPcieLinkGeneration(void* d, unsigned* gen) {
    return uintOf(d, gen, 1);
} // idle
nvmlReturn_t nvmlDeviceGetMaxPcieLinkGeneration(void* d, unsigned* gen) {
    return uintOf(d, gen, 4);
}
nvmlReturn_t nvmlDeviceGetCurrPcieLinkWidth(void* d, unsigned* width) {
    return uintOf(d, width, 16);
}
nvmlReturn_t nvmlDeviceGetMaxPcieLinkWidth(void* d, unsigned* width) {
    return uintOf(d, width, 16);
}
nvmlReturn_t nvmlDeviceGetEnforcedPowerLimit(void* d, unsigned* mw) {
    Gpu* g = gpu(d);
    return uintOf(d, mw, g ? g->power_limit_mw : 0);
}
nvmlReturn_t nvmlDeviceGetPowerManagementLimit(void* d, unsigned* mw) {
    return nvmlDeviceGetEnforcedPowerLimit(d, mw);
}
nvmlReturn_t nvmlDeviceGetPowerUsage(void* d, unsigned* mw) {
    if (scenario() == "busy" && gpu(d))
        return uintOf(d, mw, static_cast<unsigned>(60000 + busyLoad(d) * (gpu(d)->power_limit_mw - 60000)));
    return uintOf(d, mw, 61234);
}
nvmlReturn_t nvmlDeviceGetTemperature(void* d, unsigned sensor, unsigned* t) {
    if (sensor != 0)
        return NVML_ERROR_INVALID_ARGUMENT;
    if (scenario() == "busy")
        return uintOf(d, t, static_cast<unsigned>(38 + 36 * busyLoad(d)));
    return uintOf(d, t, 34);
}
nvmlReturn_t nvmlDeviceGetUtilizationRates(void* d, nvmlUtilization_t* u) {
    if (!gpu(d) || !u)
        return NVML_ERROR_INVALID_ARGUMENT;
    u->gpu = 7;
    u->memory = 3;
    if (scenario() == "busy") {
        u->gpu = static_cast<unsigned>(std::lround(100 * busyLoad(d)));
        u->memory = static_cast<unsigned>(std::lround(70 * busyLoad(d)));
    }
    return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetClockInfo(void* d, unsigned type, unsigned* mhz) {
    static const unsigned clocks[] = {210, 210, 1593}; // graphics, SM, memory at idle
    if (type > 2)
        return NVML_ERROR_INVALID_ARGUMENT;
    return uintOf(d, mhz, clocks[type]);
}
nvmlReturn_t nvmlDeviceGetMaxClockInfo(void* d, unsigned type, unsigned* mhz) {
    static const unsigned clocks[] = {1410, 1410, 1593};
    if (type > 2)
        return NVML_ERROR_INVALID_ARGUMENT;
    return uintOf(d, mhz, clocks[type]);
}
nvmlReturn_t nvmlDeviceGetNvLinkState(void* d, unsigned link, unsigned* active) {
    if (link >= 12) // an A100 has 12 links; NVML answers INVALID_ARGUMENT beyond
        return NVML_ERROR_INVALID_ARGUMENT;
    return uintOf(d, active, 1);
}
nvmlReturn_t nvmlDeviceGetNvLinkVersion(void* d, unsigned link, unsigned* version) {
    if (link >= 12)
        return NVML_ERROR_INVALID_ARGUMENT;
    return uintOf(d, version, 3);
}

} // extern "C"
