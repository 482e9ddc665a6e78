#pragma once

#include "core/probe/ProbeOptions.h"
#include "core/scenario/ProbeReport.h"

#include <cstdint>
#include <functional>
#include <stop_token>
#include <string>
#include <vector>

namespace gpuplan {
struct GpuSpec;
}

namespace gpuplan::probe {

struct BenchmarkOptions {
    double time_limit_s = 120; // the whole run; what is left is skipped ("timed_out")
    int runs = 5;              // timed runs per figure (after one warm-up); the median is kept
    std::uint64_t transfer_bytes = 256ull << 20; // host<->device copy size (pinned)
    std::uint64_t device_copy_bytes = 0;         // device->device copy size; 0: 16 x L2, at least 1 GiB
    int gemm_n = 8192;                           // square GEMM size (the guide's 8192^2 test)
    std::vector<std::string> pci_bus_ids;        // devices to run on ("0000:01:00.0"); empty: all
};

// Called between steps from the benchmark's thread: what runs now and the
// fraction done (0..1). Keep it short; it may request a stop through the
// stop_source whose token was passed to run().
using BenchmarkProgress = std::function<void(const Message& step, double fraction)>;

// Micro-benchmarks through the CUDA driver API (libcuda.so.1) and cuBLAS, both
// loaded with dlopen: pinned host->device and device->host bandwidth, device
// memory bandwidth (a device->device copy of buffers far larger than L2,
// counting the bytes read and written), and FP32 (cublasSgemm) and FP16
// (cublasGemmEx, FP16 inputs and output, FP32 accumulation) GEMM throughput.
// Each figure is the median of `runs` runs timed with CUDA events.
//
// Bounded: the stop token and the time limit are checked before every run and
// while waiting for the GPU (events are polled, never waited on blindly), so a
// GUI can cancel it from another thread and a wedged GPU makes it time out.
// Run it on a worker thread; it blocks for up to time_limit_s (plus the one
// GPU operation in flight). Each call loads and unloads the libraries.
class Benchmark {
public:
    explicit Benchmark(ProbeOptions options);
    BenchmarkReport run(const BenchmarkOptions& options, std::stop_token stop = {},
                        const BenchmarkProgress& progress = {}) const;

    // Fills catalog_peak, fraction_of_peak and flag of each measurement from the
    // catalog entry (and the link the probe read, when the catalog lacks PCIe
    // figures). Flags: above 105 % of the peak, or below the expected band
    // (transfers and memory under 50 %, GEMMs under 40 %).
    static void rate(DeviceBenchmark& bench, const GpuSpec* spec, const DeviceReadings* readings);

    // Per-direction PCIe bandwidth after line encoding, bytes/s (Gen4 x16: 31.5e9).
    static double pcieBytesPerSecond(int generation, int lanes);

private:
    ProbeOptions options_;
};

} // namespace gpuplan::probe
