#pragma once

#include "core/probe/Benchmark.h"
#include "core/probe/ProbeOptions.h"
#include "core/scenario/ProbeReport.h"

#include <chrono>
#include <memory>
#include <mutex>
#include <stop_token>
#include <vector>

namespace gpuplan {
struct Catalog;
}

namespace gpuplan::probe {

class AmdBackend;
class NvmlBackend;
class PciIds;

// The live GPU probe: what GPUs this machine has, what they read, how they
// compare with the catalog and how fast they really are.
//
// Typical use from a GUI (all calls may block: run them on a worker thread,
// never on the UI thread):
//
//   auto probe = std::make_shared<probe::Probe>(probe::ProbeOptions::fromEnvironment());
//   ProbeReport report = probe->detect();             // once; a second or two at most
//   Probe::matchCatalog(report, catalog);             // cheap; again when the catalog changes
//   every second: std::vector<LiveSample> s = probe->sample();   // cheap (NVML / sysfs reads)
//   on "Run benchmark": std::stop_source stop;       // the Cancel button calls stop.request_stop()
//       report.benchmark = probe->benchmark(opts, stop.get_token(), progress);
//       Probe::attachBenchmark(report, catalog_or_null);
//
// detect() and sample() are serialised by an internal mutex (either may be
// called from any thread). benchmark() shares no state with them: it may run on
// its own thread while another thread samples. Nothing here throws for a
// missing driver, library or GPU: every failure is a BackendStatus message or
// an `unavailable` note, and "no GPU" is an empty device list.
class Probe {
public:
    explicit Probe(ProbeOptions options = {});
    ~Probe();
    Probe(const Probe&) = delete;
    Probe& operator=(const Probe&) = delete;

    // Runs every backend (NVML, amdgpu sysfs + ROCm SMI, PCI sysfs), each bounded
    // by options.backend_timeout_s, and merges their devices by PCI bus id (the
    // first backend to read a field wins; later ones fill the gaps).
    ProbeReport detect();

    // The live figures of the devices found by the last detect() (empty before).
    std::vector<LiveSample> sample();

    // Runs the CUDA benchmark (see Benchmark); blocks until done, cancelled or
    // out of time.
    BenchmarkReport benchmark(const BenchmarkOptions& options, std::stop_token stop = {},
                              const BenchmarkProgress& progress = {}) const;

    // Sets each device's catalog match and differences.
    static void matchCatalog(ProbeReport& report, const Catalog& catalog);
    // Records why devices have no match (the catalog could not be opened).
    static void catalogUnavailable(ProbeReport& report, const std::string& why);
    // Attaches report.benchmark's figures to the devices (by PCI bus id) and rates
    // them against each device's catalog match (catalog may be null).
    static void attachBenchmark(ProbeReport& report, const Catalog* catalog);

    // Merges `from` into `into` (fields `into` lacks; sources; unavailable notes
    // that `from` resolved are dropped).
    static void merge(DeviceReadings& into, const DeviceReadings& from);

    const ProbeOptions& options() const { return options_; }

private:
    ProbeOptions options_;
    std::mutex mutex_;
    std::unique_ptr<PciIds> names_;
    std::shared_ptr<NvmlBackend> nvml_;
    std::shared_ptr<AmdBackend> amd_;
    std::chrono::steady_clock::time_point created_;

    // Each backend's read, bounded by the backend timeout: its status goes into `report`, its
    // devices are returned (Probe.cpp).
    std::vector<DeviceReadings> readNvml(ProbeReport& report);
    std::vector<DeviceReadings> readAmd(ProbeReport& report);
    std::vector<DeviceReadings> readPciSysfs(ProbeReport& report);
};

} // namespace gpuplan::probe
