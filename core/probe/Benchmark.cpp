#include "core/probe/Benchmark.h"

#include "core/Catalog.h"
#include "core/probe/DynamicLibrary.h"
#include "core/probe/Sysfs.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstring>
#include <optional>
#include <thread>

namespace gpuplan::probe {

namespace {

// CUDA driver API declarations (cuda.h), the few used. Values are CUDA's own.
using CUresult = int;
using CUdevice = int;
using CUcontext = void*;
using CUstream = void*;
using CUevent = void*;
using CUdeviceptr = unsigned long long;
constexpr CUresult CUDA_SUCCESS = 0;
constexpr CUresult CUDA_ERROR_OUT_OF_MEMORY = 2;
constexpr CUresult CUDA_ERROR_STUB_LIBRARY = 34;
constexpr CUresult CUDA_ERROR_INSUFFICIENT_DRIVER = 35;
constexpr CUresult CUDA_ERROR_NO_DEVICE = 100;
constexpr CUresult CUDA_ERROR_NOT_READY = 600;
constexpr CUresult CUDA_ERROR_SYSTEM_DRIVER_MISMATCH = 803;
constexpr int CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE = 38;
constexpr unsigned CU_STREAM_NON_BLOCKING = 1;

using CuInit = CUresult (*)(unsigned);
using CuDeviceGetCount = CUresult (*)(int*);
using CuDeviceGet = CUresult (*)(CUdevice*, int);
using CuDeviceGetString = CUresult (*)(char*, int, CUdevice);
using CuDeviceGetAttribute = CUresult (*)(int*, int, CUdevice);
using CuCtxCreate = CUresult (*)(CUcontext*, unsigned, CUdevice);
using CuCtxDestroy = CUresult (*)(CUcontext);
using CuPrimaryRetain = CUresult (*)(CUcontext*, CUdevice);
using CuPrimaryRelease = CUresult (*)(CUdevice);
using CuCtxSetCurrent = CUresult (*)(CUcontext);
using CuMemGetInfo = CUresult (*)(std::size_t*, std::size_t*);
using CuMemAlloc = CUresult (*)(CUdeviceptr*, std::size_t);
using CuMemFree = CUresult (*)(CUdeviceptr);
using CuMemAllocHost = CUresult (*)(void**, std::size_t);
using CuMemFreeHost = CUresult (*)(void*);
using CuMemcpyHtoDAsync = CUresult (*)(CUdeviceptr, const void*, std::size_t, CUstream);
using CuMemcpyDtoHAsync = CUresult (*)(void*, CUdeviceptr, std::size_t, CUstream);
using CuMemcpyDtoDAsync = CUresult (*)(CUdeviceptr, CUdeviceptr, std::size_t, CUstream);
using CuMemsetD32Async = CUresult (*)(CUdeviceptr, unsigned, std::size_t, CUstream);
using CuStreamCreate = CUresult (*)(CUstream*, unsigned);
using CuStreamDestroy = CUresult (*)(CUstream);
using CuEventCreate = CUresult (*)(CUevent*, unsigned);
using CuEventRecord = CUresult (*)(CUevent, CUstream);
using CuEventQuery = CUresult (*)(CUevent);
using CuEventElapsedTime = CUresult (*)(float*, CUevent, CUevent);
using CuEventDestroy = CUresult (*)(CUevent);
using CuGetErrorName = CUresult (*)(CUresult, const char**);

// cuBLAS (cublas_api.h). cublasStatus_t 0 = success.
using cublasHandle_t = void*;
constexpr int CUBLAS_STATUS_SUCCESS = 0;
constexpr int CUBLAS_OP_N = 0;
constexpr int CUDA_R_16F = 2;
constexpr int CUDA_R_32F = 0;
constexpr int CUBLAS_COMPUTE_32F = 68;
constexpr int CUBLAS_GEMM_DEFAULT = -1;
using CublasCreate = int (*)(cublasHandle_t*);
using CublasDestroy = int (*)(cublasHandle_t);
using CublasSetStream = int (*)(cublasHandle_t, CUstream);
using CublasSgemm = int (*)(cublasHandle_t, int, int, int, int, int, const float*, const float*, int,
                            const float*, int, const float*, float*, int);
using CublasGemmEx = int (*)(cublasHandle_t, int, int, int, int, int, const void*, const void*, int, int,
                             const void*, int, int, const void*, void*, int, int, int, int);

template <typename Fn> Fn first(const DynamicLibrary& lib, std::initializer_list<const char*> names) {
    for (const char* n : names)
        if (auto f = lib.function<Fn>(n))
            return f;
    return nullptr;
}

struct Cuda {
    CuInit init = nullptr;
    CuDeviceGetCount deviceGetCount = nullptr;
    CuDeviceGet deviceGet = nullptr;
    CuDeviceGetString deviceGetName = nullptr;
    CuDeviceGetString deviceGetPciBusId = nullptr;
    CuDeviceGetAttribute deviceGetAttribute = nullptr;
    CuCtxCreate ctxCreate = nullptr;
    CuCtxDestroy ctxDestroy = nullptr;
    CuPrimaryRetain primaryRetain = nullptr;
    CuPrimaryRelease primaryRelease = nullptr;
    CuCtxSetCurrent ctxSetCurrent = nullptr;
    CuMemGetInfo memGetInfo = nullptr;
    CuMemAlloc memAlloc = nullptr;
    CuMemFree memFree = nullptr;
    CuMemAllocHost memAllocHost = nullptr;
    CuMemFreeHost memFreeHost = nullptr;
    CuMemcpyHtoDAsync htod = nullptr;
    CuMemcpyDtoHAsync dtoh = nullptr;
    CuMemcpyDtoDAsync dtod = nullptr;
    CuMemsetD32Async memsetD32 = nullptr;
    CuStreamCreate streamCreate = nullptr;
    CuStreamDestroy streamDestroy = nullptr;
    CuEventCreate eventCreate = nullptr;
    CuEventRecord eventRecord = nullptr;
    CuEventQuery eventQuery = nullptr;
    CuEventElapsedTime eventElapsed = nullptr;
    CuEventDestroy eventDestroy = nullptr;
    CuGetErrorName getErrorName = nullptr;

    // The required symbols that are missing, comma-separated ("" when none).
    std::string resolve(const DynamicLibrary& lib) {
        init = first<CuInit>(lib, {"cuInit"});
        deviceGetCount = first<CuDeviceGetCount>(lib, {"cuDeviceGetCount"});
        deviceGet = first<CuDeviceGet>(lib, {"cuDeviceGet"});
        deviceGetName = first<CuDeviceGetString>(lib, {"cuDeviceGetName"});
        deviceGetPciBusId = first<CuDeviceGetString>(lib, {"cuDeviceGetPCIBusId"});
        deviceGetAttribute = first<CuDeviceGetAttribute>(lib, {"cuDeviceGetAttribute"});
        ctxCreate = first<CuCtxCreate>(lib, {"cuCtxCreate_v2", "cuCtxCreate"});
        ctxDestroy = first<CuCtxDestroy>(lib, {"cuCtxDestroy_v2", "cuCtxDestroy"});
        primaryRetain = first<CuPrimaryRetain>(lib, {"cuDevicePrimaryCtxRetain"});
        primaryRelease =
            first<CuPrimaryRelease>(lib, {"cuDevicePrimaryCtxRelease_v2", "cuDevicePrimaryCtxRelease"});
        ctxSetCurrent = first<CuCtxSetCurrent>(lib, {"cuCtxSetCurrent"});
        memGetInfo = first<CuMemGetInfo>(lib, {"cuMemGetInfo_v2", "cuMemGetInfo"});
        memAlloc = first<CuMemAlloc>(lib, {"cuMemAlloc_v2", "cuMemAlloc"});
        memFree = first<CuMemFree>(lib, {"cuMemFree_v2", "cuMemFree"});
        memAllocHost = first<CuMemAllocHost>(lib, {"cuMemAllocHost_v2", "cuMemAllocHost"});
        memFreeHost = first<CuMemFreeHost>(lib, {"cuMemFreeHost"});
        htod = first<CuMemcpyHtoDAsync>(lib, {"cuMemcpyHtoDAsync_v2", "cuMemcpyHtoDAsync"});
        dtoh = first<CuMemcpyDtoHAsync>(lib, {"cuMemcpyDtoHAsync_v2", "cuMemcpyDtoHAsync"});
        dtod = first<CuMemcpyDtoDAsync>(lib, {"cuMemcpyDtoDAsync_v2", "cuMemcpyDtoDAsync"});
        memsetD32 = first<CuMemsetD32Async>(lib, {"cuMemsetD32Async"});
        streamCreate = first<CuStreamCreate>(lib, {"cuStreamCreate"});
        streamDestroy = first<CuStreamDestroy>(lib, {"cuStreamDestroy_v2", "cuStreamDestroy"});
        eventCreate = first<CuEventCreate>(lib, {"cuEventCreate"});
        eventRecord = first<CuEventRecord>(lib, {"cuEventRecord"});
        eventQuery = first<CuEventQuery>(lib, {"cuEventQuery"});
        eventElapsed = first<CuEventElapsedTime>(lib, {"cuEventElapsedTime_v2", "cuEventElapsedTime"});
        eventDestroy = first<CuEventDestroy>(lib, {"cuEventDestroy_v2", "cuEventDestroy"});
        getErrorName = first<CuGetErrorName>(lib, {"cuGetErrorName"});
        std::string missing;
        auto need = [&](const void* f, const char* name) {
            if (!f)
                missing += (missing.empty() ? "" : ", ") + std::string(name);
        };
        need(reinterpret_cast<const void*>(init), "cuInit");
        need(reinterpret_cast<const void*>(deviceGetCount), "cuDeviceGetCount");
        need(reinterpret_cast<const void*>(deviceGet), "cuDeviceGet");
        need(reinterpret_cast<const void*>(memAlloc), "cuMemAlloc");
        need(reinterpret_cast<const void*>(memFree), "cuMemFree");
        need(reinterpret_cast<const void*>(memAllocHost), "cuMemAllocHost");
        need(reinterpret_cast<const void*>(memFreeHost), "cuMemFreeHost");
        need(reinterpret_cast<const void*>(htod), "cuMemcpyHtoDAsync");
        need(reinterpret_cast<const void*>(dtoh), "cuMemcpyDtoHAsync");
        need(reinterpret_cast<const void*>(dtod), "cuMemcpyDtoDAsync");
        need(reinterpret_cast<const void*>(streamCreate), "cuStreamCreate");
        need(reinterpret_cast<const void*>(streamDestroy), "cuStreamDestroy");
        need(reinterpret_cast<const void*>(eventCreate), "cuEventCreate");
        need(reinterpret_cast<const void*>(eventRecord), "cuEventRecord");
        need(reinterpret_cast<const void*>(eventQuery), "cuEventQuery");
        need(reinterpret_cast<const void*>(eventElapsed), "cuEventElapsedTime");
        need(reinterpret_cast<const void*>(eventDestroy), "cuEventDestroy");
        if (!ctxCreate && !(primaryRetain && ctxSetCurrent))
            need(nullptr, "cuCtxCreate");
        return missing;
    }

    std::string error(CUresult rc) const {
        const char* name = nullptr;
        if (getErrorName && getErrorName(rc, &name) == CUDA_SUCCESS && name)
            return fmt::format("{} = {}", name, rc);
        return fmt::format("CUresult {}", rc);
    }
};

struct Blas {
    CublasCreate create = nullptr;
    CublasDestroy destroy = nullptr;
    CublasSetStream setStream = nullptr;
    CublasSgemm sgemm = nullptr;
    CublasGemmEx gemmEx = nullptr;
};

using Clock = std::chrono::steady_clock;

double median(std::vector<double> v) {
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// Why a run loop stopped early.
enum class Stop { None, Cancelled, TimedOut, Failed };

// One device's run: context, stream, events; everything released by the destructor.
class DeviceRun {
public:
    DeviceRun(const Cuda& cu, CUdevice dev, Clock::time_point deadline, std::stop_token stop)
        : cu_(cu), dev_(dev), deadline_(deadline), stop_(std::move(stop)) {}
    ~DeviceRun() {
        for (auto p : device_buffers_)
            cu_.memFree(p);
        for (auto p : host_buffers_)
            cu_.memFreeHost(p);
        if (start_)
            cu_.eventDestroy(start_);
        if (end_)
            cu_.eventDestroy(end_);
        if (stream_)
            cu_.streamDestroy(stream_);
        if (ctx_ && own_ctx_)
            cu_.ctxDestroy(ctx_);
        else if (ctx_ && cu_.primaryRelease)
            cu_.primaryRelease(dev_);
    }
    DeviceRun(const DeviceRun&) = delete;
    DeviceRun& operator=(const DeviceRun&) = delete;

    // "" on success, else why not.
    std::string open() {
        CUresult rc = CUDA_SUCCESS;
        if (cu_.ctxCreate) {
            rc = cu_.ctxCreate(&ctx_, 0, dev_);
            own_ctx_ = rc == CUDA_SUCCESS;
        }
        if (!own_ctx_) {
            if (!cu_.primaryRetain || !cu_.ctxSetCurrent)
                return fmt::format("cuCtxCreate failed ({})", cu_.error(rc));
            ctx_ = nullptr;
            rc = cu_.primaryRetain(&ctx_, dev_);
            if (rc != CUDA_SUCCESS) {
                ctx_ = nullptr;
                return fmt::format("no CUDA context ({})", cu_.error(rc));
            }
            if ((rc = cu_.ctxSetCurrent(ctx_)) != CUDA_SUCCESS)
                return fmt::format("cuCtxSetCurrent failed ({})", cu_.error(rc));
        }
        if ((rc = cu_.streamCreate(&stream_, CU_STREAM_NON_BLOCKING)) != CUDA_SUCCESS) {
            stream_ = nullptr;
            return fmt::format("cuStreamCreate failed ({})", cu_.error(rc));
        }
        if ((rc = cu_.eventCreate(&start_, 0)) != CUDA_SUCCESS) {
            start_ = nullptr;
            return fmt::format("cuEventCreate failed ({})", cu_.error(rc));
        }
        if ((rc = cu_.eventCreate(&end_, 0)) != CUDA_SUCCESS) {
            end_ = nullptr;
            return fmt::format("cuEventCreate failed ({})", cu_.error(rc));
        }
        return {};
    }

    CUstream stream() const { return stream_; }

    // Device memory; 0 and `why` set when it fails.
    CUdeviceptr deviceBuffer(std::size_t bytes, std::string& why) {
        CUdeviceptr p = 0;
        const CUresult rc = cu_.memAlloc(&p, bytes);
        if (rc != CUDA_SUCCESS || !p) {
            why = fmt::format("cuMemAlloc of {} bytes failed ({}){}", bytes, cu_.error(rc),
                              rc == CUDA_ERROR_OUT_OF_MEMORY ? ": not enough free GPU memory" : "");
            return 0;
        }
        device_buffers_.push_back(p);
        return p;
    }
    void* hostBuffer(std::size_t bytes, std::string& why) {
        void* p = nullptr;
        const CUresult rc = cu_.memAllocHost(&p, bytes);
        if (rc != CUDA_SUCCESS || !p) {
            why = fmt::format("cuMemAllocHost (pinned) of {} bytes failed ({})", bytes, cu_.error(rc));
            return nullptr;
        }
        host_buffers_.push_back(p);
        std::memset(p, 0x5a, bytes); // touch every page
        return p;
    }

    Stop stopReason() const {
        if (stop_.stop_requested())
            return Stop::Cancelled;
        if (Clock::now() >= deadline_)
            return Stop::TimedOut;
        return Stop::None;
    }

    // Times `op` (which enqueues work on the stream) `warmup + runs` times; the
    // seconds of the timed runs go to `seconds`. Returns why it stopped early.
    template <typename Op> Stop time(int runs, std::vector<double>& seconds, std::string& why, Op op) {
        for (int i = 0; i < runs + 1; ++i) { // the first run warms up
            if (const Stop s = stopReason(); s != Stop::None)
                return s;
            CUresult rc = cu_.eventRecord(start_, stream_);
            if (rc == CUDA_SUCCESS)
                rc = op();
            if (rc == CUDA_SUCCESS)
                rc = cu_.eventRecord(end_, stream_);
            if (rc != CUDA_SUCCESS) {
                why = fmt::format("failed: {}", cu_.error(rc));
                return Stop::Failed;
            }
            // Poll: never block on a GPU that may not answer.
            for (;;) {
                rc = cu_.eventQuery(end_);
                if (rc != CUDA_ERROR_NOT_READY)
                    break;
                if (const Stop s = stopReason(); s != Stop::None)
                    return s;
                std::this_thread::sleep_for(std::chrono::microseconds(200));
            }
            if (rc != CUDA_SUCCESS) {
                why = fmt::format("failed while running: {}", cu_.error(rc));
                return Stop::Failed;
            }
            float ms = 0;
            if ((rc = cu_.eventElapsed(&ms, start_, end_)) != CUDA_SUCCESS) {
                why = fmt::format("cuEventElapsedTime failed: {}", cu_.error(rc));
                return Stop::Failed;
            }
            if (i > 0) {
                if (!(ms > 0)) {
                    why = "the GPU reported a zero or negative time";
                    return Stop::Failed;
                }
                seconds.push_back(ms / 1e3);
            }
        }
        return Stop::None;
    }

    std::size_t l2Bytes() const {
        int l2 = 0;
        if (cu_.deviceGetAttribute &&
            cu_.deviceGetAttribute(&l2, CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE, dev_) == CUDA_SUCCESS && l2 > 0)
            return static_cast<std::size_t>(l2);
        return 0;
    }
    std::optional<std::size_t> freeBytes() const {
        std::size_t free = 0, total = 0;
        if (cu_.memGetInfo && cu_.memGetInfo(&free, &total) == CUDA_SUCCESS)
            return free;
        return std::nullopt;
    }

private:
    const Cuda& cu_;
    CUdevice dev_;
    Clock::time_point deadline_;
    std::stop_token stop_;
    CUcontext ctx_ = nullptr;
    bool own_ctx_ = false;
    CUstream stream_ = nullptr;
    CUevent start_ = nullptr;
    CUevent end_ = nullptr;
    std::vector<CUdeviceptr> device_buffers_;
    std::vector<void*> host_buffers_;
};

const char* stopWord(Stop s) {
    switch (s) {
    case Stop::Cancelled:
        return "cancelled";
    case Stop::TimedOut:
        return "skipped: the benchmark's time limit was reached";
    default:
        return "";
    }
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
    auto finish = [&](std::string status, std::string message) {
        report.status = std::move(status);
        report.message = std::move(message);
        report.elapsed_s = std::chrono::duration<double>(Clock::now() - started).count();
        return report;
    };
    const int runs = std::clamp(o.runs, 1, 1000);

    DynamicLibrary cuda_lib(options_.cuda_library);
    if (!cuda_lib.loaded())
        return finish("unavailable", fmt::format("{} could not be loaded: no NVIDIA driver with CUDA ({})",
                                                 options_.cuda_library, cuda_lib.error()));
    Cuda cu;
    if (const std::string missing = cu.resolve(cuda_lib); !missing.empty())
        return finish("unavailable", fmt::format("{} lacks {}", options_.cuda_library, missing));
    const std::string cuda_path = cuda_lib.path();
    if (CUresult rc = cu.init(0); rc != CUDA_SUCCESS) {
        std::string why;
        switch (rc) {
        case CUDA_ERROR_STUB_LIBRARY:
            why = fmt::format(
                "{} is the CUDA toolkit's stub library, not the driver's: install the NVIDIA driver, "
                "or remove the toolkit's stubs directory from LD_LIBRARY_PATH",
                cuda_path.empty() ? options_.cuda_library : cuda_path);
            break;
        case CUDA_ERROR_NO_DEVICE:
            why = "no CUDA-capable GPU";
            break;
        case CUDA_ERROR_INSUFFICIENT_DRIVER:
            why = "the NVIDIA driver is older than this CUDA library needs";
            break;
        case CUDA_ERROR_SYSTEM_DRIVER_MISMATCH:
            why =
                "the CUDA library and the kernel driver are different versions: reboot after a driver update";
            break;
        default:
            why = "CUDA could not start";
            break;
        }
        return finish("unavailable", fmt::format("cuInit: {} ({})", why, cu.error(rc)));
    }
    if (cuda_path.find("/stubs/") != std::string::npos)
        return finish("unavailable",
                      fmt::format("{} is the CUDA toolkit's stub library, not the driver's", cuda_path));

    // cuBLAS is optional: without it the GEMMs are skipped.
    DynamicLibrary blas_lib;
    std::string blas_error;
    for (const auto& name : options_.cublas_libraries) {
        DynamicLibrary lib(name);
        if (lib.loaded()) {
            blas_lib = std::move(lib);
            break;
        }
        if (blas_error.empty())
            blas_error = lib.error();
    }
    Blas blas;
    if (blas_lib.loaded()) {
        blas.create = first<CublasCreate>(blas_lib, {"cublasCreate_v2"});
        blas.destroy = first<CublasDestroy>(blas_lib, {"cublasDestroy_v2"});
        blas.setStream = first<CublasSetStream>(blas_lib, {"cublasSetStream_v2"});
        blas.sgemm = first<CublasSgemm>(blas_lib, {"cublasSgemm_v2"});
        blas.gemmEx = first<CublasGemmEx>(blas_lib, {"cublasGemmEx"});
        if (!blas.create || !blas.destroy || !blas.setStream)
            blas_error = "the cuBLAS library lacks cublasCreate_v2 / cublasDestroy_v2 / cublasSetStream_v2";
    } else if (blas_error.empty()) {
        blas_error = "no cuBLAS library configured";
    }
    const bool have_blas = blas_lib.loaded() && blas.create && blas.destroy && blas.setStream;

    int count = 0;
    if (CUresult rc = cu.deviceGetCount(&count); rc != CUDA_SUCCESS)
        return finish("failed", fmt::format("cuDeviceGetCount: {}", cu.error(rc)));
    count = std::clamp(count, 0, 64);
    if (count == 0)
        return finish("unavailable", "no CUDA-capable GPU");

    // Steps for progress: 5 per device.
    const double total_steps = 5.0 * count;
    int step = 0;
    auto announce = [&](const std::string& what) {
        if (progress)
            progress(what, std::min(1.0, step / total_steps));
        ++step;
    };

    Stop overall = Stop::None;
    for (int ordinal = 0; ordinal < count; ++ordinal) {
        CUdevice dev = 0;
        if (cu.deviceGet(&dev, ordinal) != CUDA_SUCCESS)
            continue;
        DeviceBenchmark db;
        std::array<char, 256> buf{};
        if (cu.deviceGetName &&
            cu.deviceGetName(buf.data(), static_cast<int>(buf.size()), dev) == CUDA_SUCCESS)
            db.name = std::string(buf.data(), strnlen(buf.data(), buf.size()));
        buf.fill(0);
        if (cu.deviceGetPciBusId &&
            cu.deviceGetPciBusId(buf.data(), static_cast<int>(buf.size()), dev) == CUDA_SUCCESS)
            db.pci_bus_id = normalisePciBusId(std::string(buf.data(), strnlen(buf.data(), buf.size())));
        if (db.pci_bus_id.empty())
            db.pci_bus_id = fmt::format("cuda:{}", ordinal);
        if (!o.pci_bus_ids.empty() &&
            std::find(o.pci_bus_ids.begin(), o.pci_bus_ids.end(), db.pci_bus_id) == o.pci_bus_ids.end()) {
            step += 5;
            continue;
        }

        auto add = [&](std::string name, std::string unit) -> Measurement& {
            Measurement m;
            m.name = std::move(name);
            m.unit = std::move(unit);
            db.measurements.push_back(std::move(m));
            return db.measurements.back();
        };
        db.measurements.reserve(5); // the references below must survive the push_backs
        Measurement& h2d = add("h2d_pinned", "bytes/s");
        Measurement& d2h = add("d2h_pinned", "bytes/s");
        Measurement& mem = add("device_memory", "bytes/s");
        Measurement& sgemm = add("gemm_fp32", "FLOP/s");
        Measurement& hgemm = add("gemm_fp16", "FLOP/s");

        auto skipRest = [&](const std::string& why) {
            for (auto& m : db.measurements)
                if (!m.value && m.message.empty())
                    m.message = why;
        };
        auto conclude = [&](Measurement& m, Stop s, std::vector<double>& values, const std::string& why) {
            if (s == Stop::None && !values.empty()) {
                m.runs = values;
                m.value = median(values);
            } else if (s == Stop::Failed) {
                m.message = why;
            } else {
                m.message = stopWord(s);
            }
            if (s == Stop::Cancelled || s == Stop::TimedOut)
                overall = s;
        };

        DeviceRun run(cu, dev, deadline, stop);
        if (const std::string why = run.open(); !why.empty()) {
            skipRest(why);
            report.devices.push_back(std::move(db));
            step += 5;
            continue;
        }

        // 1-2. Pinned host <-> device.
        {
            announce(fmt::format("{}: host to device bandwidth", db.name));
            std::string why;
            const std::size_t bytes =
                static_cast<std::size_t>(std::max<std::uint64_t>(o.transfer_bytes, 1 << 20));
            void* host = run.hostBuffer(bytes, why);
            const CUdeviceptr d = host ? run.deviceBuffer(bytes, why) : 0;
            if (!host || !d) {
                h2d.message = d2h.message = why;
            } else {
                std::vector<double> s;
                Stop st = run.time(runs, s, why, [&] { return cu.htod(d, host, bytes, run.stream()); });
                for (auto& v : s)
                    v = bytes / v;
                conclude(h2d, st, s, why);
                announce(fmt::format("{}: device to host bandwidth", db.name));
                s.clear();
                st = overall == Stop::None
                         ? run.time(runs, s, why, [&] { return cu.dtoh(host, d, bytes, run.stream()); })
                         : overall;
                for (auto& v : s)
                    v = bytes / v;
                conclude(d2h, st, s, why);
            }
        }
        // 3. Device memory: copy a buffer far larger than L2; read + write bytes count.
        if (overall == Stop::None) {
            announce(fmt::format("{}: device memory bandwidth", db.name));
            std::size_t bytes = static_cast<std::size_t>(o.device_copy_bytes);
            if (bytes == 0)
                bytes = std::max<std::size_t>(std::size_t(1) << 30, 16 * run.l2Bytes());
            if (const auto free = run.freeBytes(); free && bytes > *free / 3)
                bytes = *free / 3;
            bytes &= ~std::size_t(0xfff);
            std::string why;
            const CUdeviceptr a = bytes ? run.deviceBuffer(bytes, why) : 0;
            const CUdeviceptr b = a ? run.deviceBuffer(bytes, why) : 0;
            if (!a || !b) {
                mem.message = why.empty() ? "not enough free GPU memory" : why;
            } else {
                std::vector<double> s;
                const Stop st = run.time(runs, s, why, [&] { return cu.dtod(b, a, bytes, run.stream()); });
                for (auto& v : s)
                    v = 2.0 * bytes / v;
                conclude(mem, st, s, why);
            }
        } else {
            step += 1;
        }
        // 4-5. GEMMs through cuBLAS.
        const int n = std::clamp(o.gemm_n, 256, 32768);
        const double flops = 2.0 * n * static_cast<double>(n) * n;
        cublasHandle_t handle = nullptr;
        std::string blas_why = have_blas ? "" : "cuBLAS unavailable: " + blas_error;
        if (have_blas && overall == Stop::None) {
            if (const int st = blas.create(&handle); st != CUBLAS_STATUS_SUCCESS || !handle) {
                handle = nullptr;
                blas_why = fmt::format("cublasCreate failed (cublasStatus_t {})", st);
            } else if (const int st2 = blas.setStream(handle, run.stream()); st2 != CUBLAS_STATUS_SUCCESS) {
                blas_why = fmt::format("cublasSetStream failed (cublasStatus_t {})", st2);
            }
        }
        auto gemm = [&](Measurement& m, std::size_t element_bytes, bool fp16) {
            announce(fmt::format("{}: {} GEMM {}x{}", db.name, fp16 ? "FP16" : "FP32", n, n));
            if (overall != Stop::None)
                return;
            if (!handle || !blas_why.empty()) {
                m.message = blas_why;
                return;
            }
            if (fp16 ? !blas.gemmEx : !blas.sgemm) {
                m.message = fp16 ? "this cuBLAS lacks cublasGemmEx" : "this cuBLAS lacks cublasSgemm_v2";
                return;
            }
            std::string why;
            const std::size_t bytes =
                element_bytes * static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
            const CUdeviceptr a = run.deviceBuffer(bytes, why);
            const CUdeviceptr b = a ? run.deviceBuffer(bytes, why) : 0;
            const CUdeviceptr c = b ? run.deviceBuffer(bytes, why) : 0;
            if (!c) {
                m.message = why;
                return;
            }
            // Fill with 1.0 (FP32 0x3f800000, FP16 pairs 0x3c00): sums stay finite.
            if (cu.memsetD32) {
                const unsigned pattern = fp16 ? 0x3c003c00u : 0x3f800000u;
                cu.memsetD32(a, pattern, bytes / 4, run.stream());
                cu.memsetD32(b, pattern, bytes / 4, run.stream());
            }
            const float alpha = 1.0f, beta = 0.0f;
            std::vector<double> s;
            int blas_status = CUBLAS_STATUS_SUCCESS;
            const Stop st = run.time(runs, s, why, [&]() -> CUresult {
                blas_status =
                    fp16 ? blas.gemmEx(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha,
                                       reinterpret_cast<const void*>(a), CUDA_R_16F, n,
                                       reinterpret_cast<const void*>(b), CUDA_R_16F, n, &beta,
                                       reinterpret_cast<void*>(c), CUDA_R_16F, n, CUBLAS_COMPUTE_32F,
                                       CUBLAS_GEMM_DEFAULT)
                         : blas.sgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha,
                                      reinterpret_cast<const float*>(a), n, reinterpret_cast<const float*>(b),
                                      n, &beta, reinterpret_cast<float*>(c), n);
                return blas_status == CUBLAS_STATUS_SUCCESS ? CUDA_SUCCESS : 1;
            });
            if (st == Stop::Failed && blas_status != CUBLAS_STATUS_SUCCESS)
                why = fmt::format("cuBLAS failed (cublasStatus_t {})", blas_status);
            for (auto& v : s)
                v = flops / v;
            conclude(m, st, s, why);
        };
        gemm(sgemm, 4, false);
        gemm(hgemm, 2, true);
        if (handle)
            blas.destroy(handle);
        if (overall != Stop::None)
            skipRest(stopWord(overall));
        report.devices.push_back(std::move(db));
        if (overall != Stop::None)
            break;
    }
    if (progress && overall == Stop::None)
        progress("done", 1.0);

    switch (overall) {
    case Stop::Cancelled:
        return finish("cancelled", "the benchmark was cancelled; figures measured so far are kept");
    case Stop::TimedOut:
        return finish("timed_out",
                      fmt::format("the time limit ({:.0f} s) was reached; figures measured so far are kept",
                                  o.time_limit_s));
    default:
        break;
    }
    if (report.devices.empty())
        return finish("unavailable", "no CUDA device matched the requested PCI bus ids");
    return finish("ok", "");
}

void Benchmark::rate(DeviceBenchmark& bench, const GpuSpec* spec, const DeviceReadings* readings) {
    for (auto& m : bench.measurements) {
        m.catalog_peak.reset();
        m.fraction_of_peak.reset();
        m.flag.clear();
        m.peak_source.clear();
        double low = 0.4;
        if (m.name == "h2d_pinned" || m.name == "d2h_pinned") {
            int gen = spec && spec->pcie_gen ? *spec->pcie_gen : 0;
            int lanes = spec && spec->pcie_lanes ? *spec->pcie_lanes : 0;
            std::string from = "catalog";
            if ((gen == 0 || lanes == 0) && readings) {
                from = "this machine's link";
                if (gen == 0)
                    gen = readings->pcie_gen_max.value_or(0);
                if (lanes == 0)
                    lanes = readings->pcie_width_max.value_or(0);
            }
            if (gen > 0 && lanes > 0) {
                m.catalog_peak = pcieBytesPerSecond(gen, lanes);
                m.peak_source = fmt::format("PCIe {}.0 x{} per direction ({})", gen, lanes, from);
            }
            low = 0.5;
        } else if (m.name == "device_memory" && spec && spec->memory_bandwidth_bytes_per_s > 0) {
            m.catalog_peak = spec->memory_bandwidth_bytes_per_s;
            m.peak_source = "catalog memory bandwidth";
            low = 0.5;
        } else if (m.name == "gemm_fp32" && spec && spec->fp32_flops) {
            m.catalog_peak = spec->fp32_flops;
            m.peak_source = "catalog FP32 peak";
        } else if (m.name == "gemm_fp16" && spec) {
            if (spec->fp16_fp32acc_tensor_flops) {
                m.catalog_peak = spec->fp16_fp32acc_tensor_flops;
                m.peak_source = "catalog FP16 tensor peak, FP32 accumulate";
            } else if (spec->fp16_tensor_flops) {
                m.catalog_peak = spec->fp16_tensor_flops;
                m.peak_source = "catalog FP16 tensor peak (accumulate precision not given)";
            }
        }
        if (!m.value || !m.catalog_peak || *m.catalog_peak <= 0)
            continue;
        m.fraction_of_peak = *m.value / *m.catalog_peak;
        if (*m.fraction_of_peak > 1.05) {
            m.flag = "above_peak";
            m.message =
                fmt::format("{:.0f} % of the peak: above what the hardware can do; the catalog figure is "
                            "probably wrong{}",
                            *m.fraction_of_peak * 100,
                            m.name == "gemm_fp32" ? " (or cuBLAS used TF32 tensor cores)" : "");
        } else if (*m.fraction_of_peak < low) {
            m.flag = "below_expected";
            m.message =
                fmt::format("{:.0f} % of the peak, below the expected {:.0f}-100 %: check power limit, "
                            "clocks, thermal throttling, PCIe link or other work on the GPU",
                            *m.fraction_of_peak * 100, low * 100);
        }
    }
}

} // namespace gpuplan::probe
