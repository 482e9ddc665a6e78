#pragma once

#include "core/probe/BackendResult.h"
#include "core/probe/DynamicLibrary.h"

#include <memory>
#include <string>
#include <vector>

namespace gpuplan::probe {

// NVIDIA GPUs through NVML, loaded with dlopen (no NVIDIA header or library at
// build time). Versioned entry points are tried newest first (`_v3`, `_v2`,
// then the plain name); optional entry points may be missing; every return
// code is checked and a field that cannot be read is recorded in
// DeviceReadings::unavailable with NVML's reason.
//
// read() loads and initialises NVML once; sample() then reuses the handles
// (cheap enough for a 1 s refresh). Not thread-safe: one thread at a time
// (Probe serialises calls). The destructor shuts NVML down.
class NvmlBackend {
public:
    explicit NvmlBackend(std::string library);
    ~NvmlBackend();
    NvmlBackend(const NvmlBackend&) = delete;
    NvmlBackend& operator=(const NvmlBackend&) = delete;

    BackendResult read();
    std::vector<LiveSample> sample(double time_s);

    // A sentence for an NVML return code ("no permission (...) (NVML_ERROR_NO_PERMISSION = 4)").
    static Message describe(int nvml_return);

private:
    struct Api;
    struct DeviceReader; // reads one device's fields (NvmlBackend.cpp)
    std::string library_;
    DynamicLibrary lib_;
    std::unique_ptr<Api> api_;
    bool initialised_ = false;
    struct Device {
        std::string pci_bus_id;
        void* handle = nullptr;
    };
    std::vector<Device> devices_;

    void readDevice(void* handle, DeviceReadings& r) const;
    Message open(BackendStatus::State& state);
};

} // namespace gpuplan::probe
