#include "core/probe/Benchmark.h"

#include "core/catalog/Catalog.h"
#include "core/probe/CudaApi.h"
#include "core/probe/DeviceRun.h"
#include "core/probe/DynamicLibrary.h"
#include "core/probe/Sysfs.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstring>
#include <optional>
#include <utility>

namespace gpuplan::probe {

using namespace cuda;

namespace {

using Clock = DeviceRun::Clock;

// Measurements per device (the steps the progress counts).
constexpr int kStepsPerDevice = 5;

double median(std::vector<double> v) {
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// Why cuInit failed, in words.
Message initFailure(CUresult rc, const std::string& library) {
    switch (rc) {
    case CUDA_ERROR_STUB_LIBRARY:
        return Message(MessageId::ProbeCudaStubAdvice, {library});
    case CUDA_ERROR_NO_DEVICE:
        return Message(MessageId::ProbeNoCudaGpu);
    case CUDA_ERROR_INSUFFICIENT_DRIVER:
        return Message(MessageId::ProbeCudaDriverOld);
    case CUDA_ERROR_SYSTEM_DRIVER_MISMATCH:
        return Message(MessageId::ProbeCudaVersionMismatch);
    default:
        return Message(MessageId::ProbeCudaNoStart);
    }
}

// cuBLAS, the first of the configured libraries that loads; `error` says why it is not usable.
struct BlasLibrary {
    DynamicLibrary lib;
    Blas blas;
    Message error;

    bool usable() const { return lib.loaded() && blas.usable(); }
};

BlasLibrary loadBlas(const std::vector<std::string>& names) {
    BlasLibrary b;
    for (const auto& name : names) {
        DynamicLibrary lib(name);
        if (lib.loaded()) {
            b.lib = std::move(lib);
            break;
        }
        if (b.error.empty())
            b.error = verbatim(lib.error());
    }
    if (b.lib.loaded()) {
        if (!b.blas.resolve(b.lib))
            b.error = Message(MessageId::ProbeCublasNotUsable);
    } else if (b.error.empty()) {
        b.error = Message(MessageId::ProbeNoCublasConfigured);
    }
    return b;
}

// The progress of the whole run: kStepsPerDevice steps per device.
class Steps {
public:
    Steps(const BenchmarkProgress& progress, int devices)
        : progress_(progress), total_(static_cast<double>(kStepsPerDevice) * devices) {}
    void announce(const Message& what) {
        if (progress_)
            progress_(what, std::min(1.0, step_ / total_));
        ++step_;
    }
    void skip(int steps) { step_ += steps; }

private:
    const BenchmarkProgress& progress_;
    double total_;
    int step_ = 0;
};

// The name and PCI bus id of a CUDA device ("cuda:N" when the driver gives none).
DeviceBenchmark identify(const Driver& cu, CUdevice dev, int ordinal) {
    DeviceBenchmark db;
    std::array<char, 256> buf{};
    if (cu.deviceGetName && cu.deviceGetName(buf.data(), static_cast<int>(buf.size()), dev) == CUDA_SUCCESS)
        db.name = std::string(buf.data(), strnlen(buf.data(), buf.size()));
    buf.fill(0);
    if (cu.deviceGetPciBusId &&
        cu.deviceGetPciBusId(buf.data(), static_cast<int>(buf.size()), dev) == CUDA_SUCCESS)
        db.pci_bus_id = normalisePciBusId(std::string(buf.data(), strnlen(buf.data(), buf.size())));
    if (db.pci_bus_id.empty())
        db.pci_bus_id = fmt::format("cuda:{}", ordinal);
    return db;
}

// What every measurement of one device shares: the driver, the device's session, the
// timed runs per figure, the progress, and whether the run was cut short.
struct Device {
    const Driver& cu;
    DeviceRun& run;
    const std::string& name;
    int runs;
    Steps& steps;
    Stop overall = Stop::None; // Cancelled or TimedOut once a measurement was cut short

    // Keeps the rates and their median, or says why not.
    void conclude(Measurement& m, Stop s, const std::vector<double>& rates, const Message& why) {
        if (s == Stop::None && !rates.empty()) {
            m.runs = rates;
            m.value = median(rates);
        } else if (s == Stop::Failed) {
            m.message = why;
        } else {
            m.message = stopWord(s);
        }
        if (s == Stop::Cancelled || s == Stop::TimedOut)
            overall = s;
    }
};

// 1-2. Pinned host <-> device copies of transfer_bytes (at least 1 MiB), bytes/s each way.
void measureTransfers(Device& d, std::uint64_t transfer_bytes, Measurement& h2d, Measurement& d2h) {
    d.steps.announce(Message(MessageId::ProbeStepH2d, {d.name}));
    Message why;
    const std::size_t bytes = static_cast<std::size_t>(std::max<std::uint64_t>(transfer_bytes, 1 << 20));
    void* host = d.run.hostBuffer(bytes, why);
    const CUdeviceptr dev = host ? d.run.deviceBuffer(bytes, why) : 0;
    if (!host || !dev) {
        h2d.message = d2h.message = why;
        return;
    }
    std::vector<double> s;
    Stop st = d.run.time(d.runs, s, why, [&] { return d.cu.htod(dev, host, bytes, d.run.stream()); });
    for (auto& v : s)
        v = bytes / v;
    d.conclude(h2d, st, s, why);
    d.steps.announce(Message(MessageId::ProbeStepD2h, {d.name}));
    s.clear();
    st = d.overall == Stop::None
             ? d.run.time(d.runs, s, why, [&] { return d.cu.dtoh(host, dev, bytes, d.run.stream()); })
             : d.overall;
    for (auto& v : s)
        v = bytes / v;
    d.conclude(d2h, st, s, why);
}

// 3. Device memory: a device-to-device copy of a buffer far larger than L2 (16 x L2, at
// least 1 GiB, at most a third of the free memory); read and written bytes count.
void measureDeviceMemory(Device& d, std::uint64_t copy_bytes, Measurement& mem) {
    d.steps.announce(Message(MessageId::ProbeStepDeviceMemory, {d.name}));
    std::size_t bytes = static_cast<std::size_t>(copy_bytes);
    if (bytes == 0)
        bytes = std::max<std::size_t>(std::size_t(1) << 30, 16 * d.run.l2Bytes());
    if (const auto free = d.run.freeBytes(); free && bytes > *free / 3)
        bytes = *free / 3;
    bytes &= ~std::size_t(0xfff);
    Message why;
    const CUdeviceptr a = bytes ? d.run.deviceBuffer(bytes, why) : 0;
    const CUdeviceptr b = a ? d.run.deviceBuffer(bytes, why) : 0;
    if (!a || !b) {
        mem.message = why.empty() ? Message(MessageId::ProbeNoFreeMemory) : why;
        return;
    }
    std::vector<double> s;
    const Stop st = d.run.time(d.runs, s, why, [&] { return d.cu.dtod(b, a, bytes, d.run.stream()); });
    for (auto& v : s)
        v = 2.0 * bytes / v;
    d.conclude(mem, st, s, why);
}

// A cuBLAS handle on the device's stream, destroyed with it; `why` says why there is none.
class BlasHandle {
public:
    BlasHandle(const BlasLibrary& blas, const Device& d) : blas_(blas.blas) {
        if (!blas.usable()) {
            why_ = Message(MessageId::ProbeCublasUnavailable, {blas.error});
            return;
        }
        if (d.overall != Stop::None)
            return;
        if (const int st = blas_.create(&handle_); st != CUBLAS_STATUS_SUCCESS || !handle_) {
            handle_ = nullptr;
            why_ = Message(MessageId::ProbeCublasCallFailed, {"cublasCreate", st});
        } else if (const int st2 = blas_.setStream(handle_, d.run.stream()); st2 != CUBLAS_STATUS_SUCCESS) {
            why_ = Message(MessageId::ProbeCublasCallFailed, {"cublasSetStream", st2});
        }
    }
    ~BlasHandle() {
        if (handle_)
            blas_.destroy(handle_);
    }
    BlasHandle(const BlasHandle&) = delete;
    BlasHandle& operator=(const BlasHandle&) = delete;

    cublasHandle_t get() const { return handle_; }
    const Message& why() const { return why_; }

private:
    const Blas& blas_;
    cublasHandle_t handle_ = nullptr;
    Message why_;
};

// 4-5. A square n x n GEMM through cuBLAS: FP32 (cublasSgemm), or FP16 inputs and output
// with FP32 accumulation (cublasGemmEx); FLOP/s.
void measureGemm(Device& d, const Blas& blas, const BlasHandle& handle, int n, bool fp16, Measurement& m) {
    d.steps.announce(Message(MessageId::ProbeStepGemm, {d.name, fp16 ? "FP16" : "FP32", n, n}));
    if (d.overall != Stop::None)
        return;
    if (!handle.get() || !handle.why().empty()) {
        m.message = handle.why();
        return;
    }
    if (fp16 ? !blas.gemmEx : !blas.sgemm) {
        m.message = Message(MessageId::ProbeCublasLacks, {fp16 ? "cublasGemmEx" : "cublasSgemm_v2"});
        return;
    }
    Message why;
    const std::size_t element_bytes = fp16 ? 2 : 4;
    const std::size_t bytes = element_bytes * static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
    const CUdeviceptr a = d.run.deviceBuffer(bytes, why);
    const CUdeviceptr b = a ? d.run.deviceBuffer(bytes, why) : 0;
    const CUdeviceptr c = b ? d.run.deviceBuffer(bytes, why) : 0;
    if (!c) {
        m.message = why;
        return;
    }
    // Fill with 1.0 (FP32 0x3f800000, FP16 pairs 0x3c00): sums stay finite.
    if (d.cu.memsetD32) {
        const unsigned pattern = fp16 ? 0x3c003c00u : 0x3f800000u;
        d.cu.memsetD32(a, pattern, bytes / 4, d.run.stream());
        d.cu.memsetD32(b, pattern, bytes / 4, d.run.stream());
    }
    const float alpha = 1.0f, beta = 0.0f;
    std::vector<double> s;
    int blas_status = CUBLAS_STATUS_SUCCESS;
    const Stop st = d.run.time(d.runs, s, why, [&]() -> CUresult {
        blas_status =
            fp16 ? blas.gemmEx(handle.get(), CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha,
                               reinterpret_cast<const void*>(a), CUDA_R_16F, n,
                               reinterpret_cast<const void*>(b), CUDA_R_16F, n, &beta,
                               reinterpret_cast<void*>(c), CUDA_R_16F, n, CUBLAS_COMPUTE_32F,
                               CUBLAS_GEMM_DEFAULT)
                 : blas.sgemm(handle.get(), CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha,
                              reinterpret_cast<const float*>(a), n, reinterpret_cast<const float*>(b), n,
                              &beta, reinterpret_cast<float*>(c), n);
        return blas_status == CUBLAS_STATUS_SUCCESS ? CUDA_SUCCESS : 1;
    });
    if (st == Stop::Failed && blas_status != CUBLAS_STATUS_SUCCESS)
        why = Message(MessageId::ProbeCublasCallFailed, {"cuBLAS", blas_status});
    const double flops = 2.0 * n * static_cast<double>(n) * n;
    for (auto& v : s)
        v = flops / v;
    d.conclude(m, st, s, why);
}

// Every measurement of one opened device, in order; Cancelled or TimedOut when the run
// was cut short (what was not measured then says so).
Stop measureDevice(const Driver& cu, DeviceRun& run, const BlasLibrary& blas, const BenchmarkOptions& o,
                   int runs, Steps& steps, DeviceBenchmark& db) {
    Measurement& h2d = db.measurements[0];
    Measurement& d2h = db.measurements[1];
    Measurement& mem = db.measurements[2];
    Measurement& sgemm = db.measurements[3];
    Measurement& hgemm = db.measurements[4];
    Device d{cu, run, db.name, runs, steps};
    measureTransfers(d, o.transfer_bytes, h2d, d2h);
    if (d.overall == Stop::None)
        measureDeviceMemory(d, o.device_copy_bytes, mem);
    else
        steps.skip(1);
    {
        const int n = std::clamp(o.gemm_n, 256, 32768);
        const BlasHandle handle(blas, d);
        measureGemm(d, blas.blas, handle, n, false, sgemm);
        measureGemm(d, blas.blas, handle, n, true, hgemm);
    }
    return d.overall;
}

// Says `why` on every measurement that has neither a value nor a message.
void skipRest(DeviceBenchmark& db, const Message& why) {
    for (auto& m : db.measurements)
        if (!m.value && m.message.empty())
            m.message = why;
}

// The driver loaded from `library` and initialised, or why not (the benchmark is then unavailable).
std::optional<Message> startDriver(const DynamicLibrary& cuda_lib, const std::string& library, Driver& cu) {
    if (!cuda_lib.loaded())
        return Message(MessageId::ProbeCudaNotLoaded, {library, cuda_lib.error()});
    if (const std::string missing = cu.resolve(cuda_lib); !missing.empty())
        return Message(MessageId::ProbeLibraryLacks, {library, missing});
    const std::string cuda_path = cuda_lib.path();
    if (CUresult rc = cu.init(0); rc != CUDA_SUCCESS)
        return Message(MessageId::ProbeCuInitFailed,
                       {initFailure(rc, cuda_path.empty() ? library : cuda_path), cu.error(rc)});
    if (cuda_path.find("/stubs/") != std::string::npos)
        return Message(MessageId::ProbeCudaStub, {cuda_path});
    return std::nullopt;
}

// The figures a device is measured for, in the order measureDevice() fills them.
void addMeasurements(DeviceBenchmark& db) {
    for (const auto& [name, unit] : {std::pair{"h2d_pinned", "bytes/s"},
                                     {"d2h_pinned", "bytes/s"},
                                     {"device_memory", "bytes/s"},
                                     {"gemm_fp32", "FLOP/s"},
                                     {"gemm_fp16", "FLOP/s"}}) {
        Measurement m;
        m.name = name;
        m.unit = unit;
        db.measurements.push_back(std::move(m));
    }
}

// What a run of the benchmark shares between its devices.
struct BenchmarkRun {
    const Driver& cu;
    const BlasLibrary& blas;
    const BenchmarkOptions& o;
    int runs;
    Clock::time_point deadline;
    std::stop_token stop;
    Steps& steps;
};

// Device `ordinal` measured into the report (when the options choose it; a device that cannot be
// opened says why); Cancelled or TimedOut when the run was cut short.
Stop benchmarkDevice(const BenchmarkRun& b, int ordinal, BenchmarkReport& report) {
    CUdevice dev = 0;
    if (b.cu.deviceGet(&dev, ordinal) != CUDA_SUCCESS)
        return Stop::None;
    DeviceBenchmark db = identify(b.cu, dev, ordinal);
    const auto& ids = b.o.pci_bus_ids;
    if (!ids.empty() && std::find(ids.begin(), ids.end(), db.pci_bus_id) == ids.end()) {
        b.steps.skip(kStepsPerDevice);
        return Stop::None;
    }
    addMeasurements(db);
    DeviceRun run(b.cu, dev, b.deadline, b.stop);
    if (const Message why = run.open(); !why.empty()) {
        skipRest(db, why);
        report.devices.push_back(std::move(db));
        b.steps.skip(kStepsPerDevice);
        return Stop::None;
    }
    const Stop overall = measureDevice(b.cu, run, b.blas, b.o, b.runs, b.steps, db);
    if (overall != Stop::None)
        skipRest(db, stopWord(overall));
    report.devices.push_back(std::move(db));
    return overall;
}

} // namespace

Benchmark::Benchmark(ProbeOptions options) : options_(std::move(options)) {}

double Benchmark::pcieBytesPerSecond(int generation, int lanes) {
    // GT/s per lane; Gen1-2 use 8b/10b, Gen3-5 128b/130b, Gen6 FLIT mode (~242/256).
    double gts = 0, efficiency = 128.0 / 130.0;
    switch (generation) {
    case 1:
        gts = 2.5;
        efficiency = 0.8;
        break;
    case 2:
        gts = 5;
        efficiency = 0.8;
        break;
    case 3:
        gts = 8;
        break;
    case 4:
        gts = 16;
        break;
    case 5:
        gts = 32;
        break;
    case 6:
        gts = 64;
        efficiency = 242.0 / 256.0;
        break;
    default:
        return 0;
    }
    return gts * 1e9 * efficiency / 8 * lanes;
}

BenchmarkReport Benchmark::run(const BenchmarkOptions& o, std::stop_token stop,
                               const BenchmarkProgress& progress) const {
    const auto started = Clock::now();
    const auto deadline = started + std::chrono::duration_cast<Clock::duration>(
                                        std::chrono::duration<double>(std::max(0.0, o.time_limit_s)));
    BenchmarkReport report;
    auto finish = [&](std::string status, Message message) {
        report.status = std::move(status);
        report.message = std::move(message);
        report.elapsed_s = std::chrono::duration<double>(Clock::now() - started).count();
        return report;
    };
    const int runs = std::clamp(o.runs, 1, 1000);

    DynamicLibrary cuda_lib(options_.cuda_library);
    Driver cu;
    if (std::optional<Message> why = startDriver(cuda_lib, options_.cuda_library, cu))
        return finish("unavailable", std::move(*why));

    const BlasLibrary blas =
        loadBlas(options_.cublas_libraries); // optional: without it the GEMMs are skipped

    int count = 0;
    if (CUresult rc = cu.deviceGetCount(&count); rc != CUDA_SUCCESS)
        return finish("failed", Message(MessageId::ProbeCallFailed, {"cuDeviceGetCount", cu.error(rc)}));
    count = std::clamp(count, 0, 64);
    if (count == 0)
        return finish("unavailable", Message(MessageId::ProbeNoCudaGpu));

    Steps steps(progress, count);
    const BenchmarkRun b{cu, blas, o, runs, deadline, stop, steps};
    Stop overall = Stop::None;
    for (int ordinal = 0; ordinal < count && overall == Stop::None; ++ordinal)
        overall = benchmarkDevice(b, ordinal, report);
    if (progress && overall == Stop::None)
        progress(Message(MessageId::ProbeStepDone), 1.0);

    switch (overall) {
    case Stop::Cancelled:
        return finish("cancelled", Message(MessageId::ProbeBenchCancelled));
    case Stop::TimedOut:
        return finish("timed_out", Message(MessageId::ProbeBenchTimedOut, {o.time_limit_s}));
    default:
        break;
    }
    if (report.devices.empty())
        return finish("unavailable", Message(MessageId::ProbeNoCudaDeviceMatched));
    return finish("ok", {});
}

void Benchmark::rate(DeviceBenchmark& bench, const GpuSpec* spec, const DeviceReadings* readings) {
    for (auto& m : bench.measurements) {
        m.catalog_peak.reset();
        m.fraction_of_peak.reset();
        m.flag.clear();
        m.peak_source = {};
        double low = 0.4;
        if (m.name == "h2d_pinned" || m.name == "d2h_pinned") {
            int gen = spec && spec->pcie_gen ? *spec->pcie_gen : 0;
            int lanes = spec && spec->pcie_lanes ? *spec->pcie_lanes : 0;
            MessageId from = MessageId::ProbePeakPcieCatalog;
            if ((gen == 0 || lanes == 0) && readings) {
                from = MessageId::ProbePeakPcieLink;
                if (gen == 0)
                    gen = readings->pcie_gen_max.value_or(0);
                if (lanes == 0)
                    lanes = readings->pcie_width_max.value_or(0);
            }
            if (gen > 0 && lanes > 0) {
                m.catalog_peak = pcieBytesPerSecond(gen, lanes);
                m.peak_source = Message(from, {gen, lanes});
            }
            low = 0.5;
        } else if (m.name == "device_memory" && spec && spec->memory_bandwidth_bytes_per_s > 0) {
            m.catalog_peak = spec->memory_bandwidth_bytes_per_s;
            m.peak_source = Message(MessageId::ProbePeakMemory);
            low = 0.5;
        } else if (m.name == "gemm_fp32" && spec && spec->fp32_flops) {
            m.catalog_peak = spec->fp32_flops;
            m.peak_source = Message(MessageId::ProbePeakFp32);
        } else if (m.name == "gemm_fp16" && spec) {
            if (spec->fp16_fp32acc_tensor_flops) {
                m.catalog_peak = spec->fp16_fp32acc_tensor_flops;
                m.peak_source = Message(MessageId::ProbePeakFp16Acc32);
            } else if (spec->fp16_tensor_flops) {
                m.catalog_peak = spec->fp16_tensor_flops;
                m.peak_source = Message(MessageId::ProbePeakFp16);
            }
        }
        if (!m.value || !m.catalog_peak || *m.catalog_peak <= 0)
            continue;
        m.fraction_of_peak = *m.value / *m.catalog_peak;
        if (*m.fraction_of_peak > 1.05) {
            m.flag = "above_peak";
            m.message =
                Message(m.name == "gemm_fp32" ? MessageId::ProbeAbovePeakTf32 : MessageId::ProbeAbovePeak,
                        {*m.fraction_of_peak * 100});
        } else if (*m.fraction_of_peak < low) {
            m.flag = "below_expected";
            m.message = Message(MessageId::ProbeBelowExpected, {*m.fraction_of_peak * 100, low * 100});
        }
    }
}

} // namespace gpuplan::probe
