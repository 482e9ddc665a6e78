#pragma once

#include "core/base/Message.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gpuplan::probe {

// The live probe's value types: what a backend read from this machine, how it
// compares with the catalog, and what the benchmark measured. Plain values,
// copyable across threads. A figure a backend could not read is std::nullopt
// (never 0), and `unavailable` says why. What they say to the user is a Message
// (core/base/Message.h), worded in the user's language by app/text; the JSON form
// (ProbeJson) writes its English text, and reads a text back as a verbatim Message.
// They live in gpuplan_core (no dlopen here) so that a Scenario can carry a
// probe result (.gpuplan "probe") and the report can show it; gpuplan_probe
// (core/probe) fills them.

// One NVLink of a GPU as NVML reports it.
struct NvLink {
    unsigned index = 0;
    bool active = false;
    std::optional<unsigned> version; // NVLink generation (1-5)
    std::string remote_pci_bus_id;   // "0000:02:00.0" (normalised), empty when unknown
    bool operator==(const NvLink&) const = default;
};

// Everything read about one device, merged over the backends that saw it.
struct DeviceReadings {
    std::string pci_bus_id;                     // "0000:01:00.0" (4-digit domain, lower case)
    std::optional<std::uint16_t> pci_vendor_id; // 0x10de NVIDIA, 0x1002 AMD, 0x8086 Intel
    std::optional<std::uint16_t> pci_device_id;
    std::uint32_t pci_class = 0; // 0x0300 VGA, 0x0302 3D, 0x0380 display
    std::string vendor;          // "NVIDIA", "AMD", "Intel", or the PCI vendor id in hex
    std::string name;            // marketing name when known ("NVIDIA GeForce RTX 4090")
    std::string uuid;            // NVML's GPU UUID
    std::string driver;          // kernel driver ("nvidia", "amdgpu", "i915") or NVML's driver version

    std::optional<std::uint64_t> vram_total_bytes;
    std::optional<std::uint64_t> vram_free_bytes;
    std::optional<std::uint64_t> vram_used_bytes;

    // PCIe link. Current drops to Gen1 at idle: compare the catalog with the max.
    // Max is the highest the link can train to on this machine (GPU and slot);
    // gpu_max is what the GPU alone supports (NVML only).
    std::optional<int> pcie_gen_current;
    std::optional<int> pcie_gen_max;
    std::optional<int> pcie_gen_gpu_max;
    std::optional<int> pcie_width_current;
    std::optional<int> pcie_width_max;

    std::optional<std::vector<NvLink>> nvlinks; // nullopt: not read; empty: none
    std::optional<double> power_limit_w;
    std::optional<double> power_draw_w;
    std::optional<double> temperature_c;
    std::optional<unsigned> utilization_gpu_percent;
    std::optional<unsigned> utilization_memory_percent;
    std::optional<unsigned> clock_graphics_mhz;
    std::optional<unsigned> clock_sm_mhz;
    std::optional<unsigned> clock_memory_mhz;
    std::optional<unsigned> clock_graphics_max_mhz;
    std::optional<unsigned> clock_memory_max_mhz;
    std::optional<bool> mig_enabled;

    std::vector<std::string> sources;           // backends that contributed ("nvml", "pci-sysfs")
    std::map<std::string, Message> unavailable; // field -> why it could not be read

    bool operator==(const DeviceReadings&) const = default;
};

// A catalog GPU this device was matched to.
struct CatalogMatch {
    std::string gpu_id; // catalog id ("rtx-4090")
    std::string gpu_name;
    std::string method; // "pci-device-id" or "name"
    bool operator==(const CatalogMatch&) const = default;
};

// One way the device differs from its catalog entry.
struct Difference {
    std::string field; // "vram", "pcie_gen", "pcie_width", "nvlink", "power_limit"
    Message catalog;   // the catalog's figure ("80.0 GB", "Gen4", "x16", "NVLink 4", "450 W")
    Message measured;  // what the device reads, the same way
    Message message;   // a sentence for the user
    bool operator==(const Difference&) const = default;
};

// One benchmark figure of one device.
struct Measurement {
    std::string name;            // "h2d_pinned", "d2h_pinned", "device_memory", "gemm_fp32", "gemm_fp16"
    std::string unit;            // "bytes/s" or "FLOP/s"
    std::optional<double> value; // median of the runs; nullopt when it did not run
    std::vector<double> runs;    // every run, same unit
    std::optional<double> catalog_peak;     // the catalog figure it is compared with
    Message peak_source;                    // what catalog_peak is ("PCIe 4.0 x16 per direction", ...)
    std::optional<double> fraction_of_peak; // value / catalog_peak
    std::string flag;                       // "", "above_peak", "below_expected"
    Message message;                        // why it did not run, or what the flag means
    bool operator==(const Measurement&) const = default;
};

struct DeviceBenchmark {
    std::string pci_bus_id;
    std::string name;
    std::vector<Measurement> measurements;
    bool operator==(const DeviceBenchmark&) const = default;
};

// What the benchmark did overall.
struct BenchmarkReport {
    std::string status; // "ok", "unavailable", "failed", "cancelled", "timed_out"
    Message message;    // for anything but "ok"
    std::vector<DeviceBenchmark> devices;
    double elapsed_s = 0;
    bool operator==(const BenchmarkReport&) const = default;
};

// A device with its catalog match and benchmark.
struct ProbedDevice {
    DeviceReadings readings;
    std::optional<CatalogMatch> match;
    Message match_message; // why there is no match, or how it was made
    std::vector<Difference> differences;
    std::optional<DeviceBenchmark> benchmark;
    bool operator==(const ProbedDevice&) const = default;
};

// What one backend said.
struct BackendStatus {
    enum class State { Ok, NotPresent, Failed, Skipped };
    std::string name; // "nvml", "amdgpu-sysfs", "rocm-smi", "pci-sysfs", "cuda"
    State state = State::NotPresent;
    Message message;
    int devices = 0; // devices it reported
    bool operator==(const BackendStatus&) const = default;
};

std::string toString(BackendStatus::State state);

// A text read back from a file, or from a library (dlerror, a driver's own words), as a message
// shown as it is; "" gives the empty message.
Message verbatim(std::string text);

// The whole probe.
struct ProbeReport {
    std::vector<ProbedDevice> devices; // empty when this machine has no GPU
    std::vector<BackendStatus> backends;
    Message catalog_message; // why devices carry no match ("catalog unavailable: ..."), else empty
    std::optional<BenchmarkReport> benchmark;
    bool operator==(const ProbeReport&) const = default;
};

// One live reading of one device for the 1 s monitor.
struct LiveSample {
    std::string pci_bus_id;
    double time_s = 0; // seconds since the Probe was created (steady clock)
    std::optional<unsigned> utilization_gpu_percent;
    std::optional<std::uint64_t> vram_used_bytes;
    std::optional<std::uint64_t> vram_total_bytes;
    std::optional<double> power_draw_w;
    std::optional<double> temperature_c;
    std::optional<unsigned> clock_graphics_mhz;
    bool operator==(const LiveSample&) const = default;
};

} // namespace gpuplan::probe
