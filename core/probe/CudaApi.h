#pragma once

#include "core/probe/DynamicLibrary.h"

#include <cstddef>
#include <string>

// The few declarations of the CUDA driver API (cuda.h) and of cuBLAS (cublas_api.h)
// the benchmark uses. Neither SDK is needed to build: both libraries are loaded at
// run time with dlopen and their entry points looked up by name. Values are CUDA's own.
namespace gpuplan::probe::cuda {

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

// The driver's entry points, looked up in libcuda (the _v2 symbol first where CUDA has one).
struct Driver {
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

    // Looks every entry point up; the required ones that are missing, comma-separated
    // ("" when none).
    std::string resolve(const DynamicLibrary& lib);

    // "CUDA_ERROR_OUT_OF_MEMORY = 2", or "CUresult 2" when the driver cannot name it.
    std::string error(CUresult rc) const;
};

// cuBLAS's entry points (optional: without them the GEMMs are skipped).
struct Blas {
    CublasCreate create = nullptr;
    CublasDestroy destroy = nullptr;
    CublasSetStream setStream = nullptr;
    CublasSgemm sgemm = nullptr;
    CublasGemmEx gemmEx = nullptr;

    // Looks every entry point up; whether the handle and stream calls are there (usable()).
    bool resolve(const DynamicLibrary& lib);
    bool usable() const { return create && destroy && setStream; }
};

} // namespace gpuplan::probe::cuda
