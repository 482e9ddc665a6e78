// A fake libcuda.so.1 (CUDA driver API) for the benchmark's control flow. No
// GPU work happens: every operation advances a simulated clock of its stream by
// bytes / rate (or FLOPs / rate), and events read that clock, so the timings
// the benchmark measures are the rates below. Scenario from GPU_PLANNER_FAKE_CUDA:
//   ok (default)  one "NVIDIA A100-SXM4-80GB" at 0000:07:00.0
//   fast          FP32 GEMM far above the FP32 peak (as if TF32 were used)
//   slow          FP16 GEMM far below the tensor peak
//   stub          cuInit returns CUDA_ERROR_STUB_LIBRARY
//   no-device     cuInit returns CUDA_ERROR_NO_DEVICE
//   hang          events never complete (cuEventQuery: CUDA_ERROR_NOT_READY)
//   oom           device allocations above 64 MiB fail (CUDA_ERROR_OUT_OF_MEMORY)
// Signatures and values follow the CUDA driver API (cuda.h); declared here.
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <set>
#include <string>

namespace {

using CUresult = int;
constexpr CUresult CUDA_SUCCESS = 0;
constexpr CUresult CUDA_ERROR_INVALID_VALUE = 1;
constexpr CUresult CUDA_ERROR_OUT_OF_MEMORY = 2;
constexpr CUresult CUDA_ERROR_NOT_INITIALIZED = 3;
constexpr CUresult CUDA_ERROR_STUB_LIBRARY = 34;
constexpr CUresult CUDA_ERROR_NO_DEVICE = 100;
constexpr CUresult CUDA_ERROR_INVALID_HANDLE = 400;
constexpr CUresult CUDA_ERROR_NOT_READY = 600;

struct Event {
    double time_s = 0;
    bool recorded = false;
};

std::mutex mutex;
bool initialised = false;
std::map<void*, double> clocks; // stream -> simulated seconds
std::set<Event*> events;
std::set<void*> streams;
int contexts = 0;
unsigned long long next_address = 0x100000000ull;
std::map<unsigned long long, std::size_t> allocations;

std::string scenario() {
    const char* s = std::getenv("GPU_PLANNER_FAKE_CUDA");
    return s && *s ? s : "ok";
}

void advance(void* stream, double seconds) {
    std::lock_guard lock(mutex);
    clocks[stream] += seconds;
}

} // namespace

extern "C" {

// Called by the fake cuBLAS to account for a GEMM's time on a stream.
void gpuplan_fake_cuda_advance(void* stream, double seconds) {
    advance(stream, seconds);
}

CUresult cuInit(unsigned flags) {
    if (flags != 0)
        return CUDA_ERROR_INVALID_VALUE;
    const std::string s = scenario();
    if (s == "stub")
        return CUDA_ERROR_STUB_LIBRARY;
    if (s == "no-device")
        return CUDA_ERROR_NO_DEVICE;
    initialised = true;
    return CUDA_SUCCESS;
}

CUresult cuGetErrorName(CUresult rc, const char** name) {
    if (!name)
        return CUDA_ERROR_INVALID_VALUE;
    switch (rc) {
    case CUDA_SUCCESS:
        *name = "CUDA_SUCCESS";
        break;
    case CUDA_ERROR_OUT_OF_MEMORY:
        *name = "CUDA_ERROR_OUT_OF_MEMORY";
        break;
    case CUDA_ERROR_STUB_LIBRARY:
        *name = "CUDA_ERROR_STUB_LIBRARY";
        break;
    case CUDA_ERROR_NO_DEVICE:
        *name = "CUDA_ERROR_NO_DEVICE";
        break;
    case CUDA_ERROR_NOT_READY:
        *name = "CUDA_ERROR_NOT_READY";
        break;
    default:
        *name = "CUDA_ERROR_UNKNOWN";
        break;
    }
    return CUDA_SUCCESS;
}

CUresult cuDeviceGetCount(int* count) {
    if (!initialised)
        return CUDA_ERROR_NOT_INITIALIZED;
    if (!count)
        return CUDA_ERROR_INVALID_VALUE;
    *count = 1;
    return CUDA_SUCCESS;
}
CUresult cuDeviceGet(int* device, int ordinal) {
    if (!device || ordinal != 0)
        return CUDA_ERROR_INVALID_VALUE;
    *device = 0;
    return CUDA_SUCCESS;
}
CUresult cuDeviceGetName(char* name, int length, int device) {
    if (!name || length <= 0 || device != 0)
        return CUDA_ERROR_INVALID_VALUE;
    std::strncpy(name, "NVIDIA A100-SXM4-80GB", static_cast<std::size_t>(length) - 1);
    name[length - 1] = '\0';
    return CUDA_SUCCESS;
}
CUresult cuDeviceGetPCIBusId(char* id, int length, int device) {
    if (!id || length < 13 || device != 0)
        return CUDA_ERROR_INVALID_VALUE;
    std::strncpy(id, "0000:07:00.0", static_cast<std::size_t>(length) - 1);
    id[length - 1] = '\0';
    return CUDA_SUCCESS;
}
CUresult cuDeviceGetAttribute(int* value, int attribute, int device) {
    if (!value || device != 0)
        return CUDA_ERROR_INVALID_VALUE;
    *value = attribute == 38 ? 40 * 1024 * 1024 : 0; // CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE: 40 MiB
    return CUDA_SUCCESS;
}

CUresult cuCtxCreate_v2(void** ctx, unsigned, int device) {
    if (!ctx || device != 0)
        return CUDA_ERROR_INVALID_VALUE;
    ++contexts;
    *ctx = &contexts;
    return CUDA_SUCCESS;
}
CUresult cuCtxDestroy_v2(void* ctx) {
    if (ctx != &contexts || contexts == 0)
        return CUDA_ERROR_INVALID_HANDLE;
    --contexts;
    return CUDA_SUCCESS;
}

CUresult cuMemGetInfo_v2(std::size_t* free, std::size_t* total) {
    if (!free || !total)
        return CUDA_ERROR_INVALID_VALUE;
    *total = 85899345920ull;
    *free = 84825604096ull;
    return CUDA_SUCCESS;
}
CUresult cuMemAlloc_v2(unsigned long long* ptr, std::size_t bytes) {
    if (!ptr || bytes == 0)
        return CUDA_ERROR_INVALID_VALUE;
    if (scenario() == "oom" && bytes > (64u << 20))
        return CUDA_ERROR_OUT_OF_MEMORY;
    std::lock_guard lock(mutex);
    *ptr = next_address;
    allocations[next_address] = bytes;
    next_address += (bytes + 0xffff) & ~0xffffull;
    return CUDA_SUCCESS;
}
CUresult cuMemFree_v2(unsigned long long ptr) {
    std::lock_guard lock(mutex);
    return allocations.erase(ptr) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}
CUresult cuMemAllocHost_v2(void** ptr, std::size_t bytes) {
    if (!ptr || bytes == 0)
        return CUDA_ERROR_INVALID_VALUE;
    *ptr = std::calloc(1, bytes);
    return *ptr ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY;
}
CUresult cuMemFreeHost(void* ptr) {
    std::free(ptr);
    return CUDA_SUCCESS;
}

CUresult cuMemcpyHtoDAsync_v2(unsigned long long dst, const void* src, std::size_t bytes, void* stream) {
    if (!dst || !src)
        return CUDA_ERROR_INVALID_VALUE;
    advance(stream, bytes / 24e9); // 24 GB/s
    return CUDA_SUCCESS;
}
CUresult cuMemcpyDtoHAsync_v2(void* dst, unsigned long long src, std::size_t bytes, void* stream) {
    if (!dst || !src)
        return CUDA_ERROR_INVALID_VALUE;
    advance(stream, bytes / 25e9); // 25 GB/s
    return CUDA_SUCCESS;
}
CUresult cuMemcpyDtoDAsync_v2(unsigned long long dst, unsigned long long src, std::size_t bytes,
                              void* stream) {
    if (!dst || !src)
        return CUDA_ERROR_INVALID_VALUE;
    advance(stream, 2.0 * bytes / 1.6e12); // reads + writes at 1.6 TB/s
    return CUDA_SUCCESS;
}
CUresult cuMemsetD32Async(unsigned long long dst, unsigned, std::size_t n, void* stream) {
    if (!dst)
        return CUDA_ERROR_INVALID_VALUE;
    advance(stream, 4.0 * n / 1.6e12);
    return CUDA_SUCCESS;
}

CUresult cuStreamCreate(void** stream, unsigned) {
    if (!stream)
        return CUDA_ERROR_INVALID_VALUE;
    std::lock_guard lock(mutex);
    void* s = std::malloc(1);
    streams.insert(s);
    clocks[s] = 0;
    *stream = s;
    return CUDA_SUCCESS;
}
CUresult cuStreamDestroy_v2(void* stream) {
    std::lock_guard lock(mutex);
    if (!streams.erase(stream))
        return CUDA_ERROR_INVALID_HANDLE;
    clocks.erase(stream);
    std::free(stream);
    return CUDA_SUCCESS;
}

CUresult cuEventCreate(void** event, unsigned) {
    if (!event)
        return CUDA_ERROR_INVALID_VALUE;
    std::lock_guard lock(mutex);
    auto* e = new Event;
    events.insert(e);
    *event = e;
    return CUDA_SUCCESS;
}
CUresult cuEventDestroy_v2(void* event) {
    std::lock_guard lock(mutex);
    auto* e = static_cast<Event*>(event);
    if (!events.erase(e))
        return CUDA_ERROR_INVALID_HANDLE;
    delete e;
    return CUDA_SUCCESS;
}
CUresult cuEventRecord(void* event, void* stream) {
    std::lock_guard lock(mutex);
    auto* e = static_cast<Event*>(event);
    if (!events.count(e))
        return CUDA_ERROR_INVALID_HANDLE;
    e->time_s = clocks[stream];
    e->recorded = true;
    return CUDA_SUCCESS;
}
CUresult cuEventQuery(void* event) {
    std::lock_guard lock(mutex);
    if (!events.count(static_cast<Event*>(event)))
        return CUDA_ERROR_INVALID_HANDLE;
    return scenario() == "hang" ? CUDA_ERROR_NOT_READY : CUDA_SUCCESS;
}
CUresult cuEventElapsedTime(float* ms, void* start, void* end) {
    std::lock_guard lock(mutex);
    auto* a = static_cast<Event*>(start);
    auto* b = static_cast<Event*>(end);
    if (!ms || !events.count(a) || !events.count(b) || !a->recorded || !b->recorded)
        return CUDA_ERROR_INVALID_HANDLE;
    *ms = static_cast<float>((b->time_s - a->time_s) * 1e3);
    return CUDA_SUCCESS;
}

} // extern "C"
