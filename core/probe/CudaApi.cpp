#include "core/probe/CudaApi.h"

#include <fmt/format.h>

#include <initializer_list>

namespace gpuplan::probe::cuda {

namespace {

// The first of `names` the library exports (newer ABI versions first), or nullptr.
template <typename Fn> Fn first(const DynamicLibrary& lib, std::initializer_list<const char*> names) {
    for (const char* n : names)
        if (auto f = lib.function<Fn>(n))
            return f;
    return nullptr;
}

} // namespace

std::string Driver::resolve(const DynamicLibrary& lib) {
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

std::string Driver::error(CUresult rc) const {
    const char* name = nullptr;
    if (getErrorName && getErrorName(rc, &name) == CUDA_SUCCESS && name)
        return fmt::format("{} = {}", name, rc);
    return fmt::format("CUresult {}", rc);
}

bool Blas::resolve(const DynamicLibrary& lib) {
    create = first<CublasCreate>(lib, {"cublasCreate_v2"});
    destroy = first<CublasDestroy>(lib, {"cublasDestroy_v2"});
    setStream = first<CublasSetStream>(lib, {"cublasSetStream_v2"});
    sgemm = first<CublasSgemm>(lib, {"cublasSgemm_v2"});
    gemmEx = first<CublasGemmEx>(lib, {"cublasGemmEx"});
    return usable();
}

} // namespace gpuplan::probe::cuda
