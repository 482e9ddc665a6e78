// A fake libcublas.so.12 paired with FakeCuda.cpp: the cuBLAS v2 entry points
// the benchmark uses, with cuBLAS's C signatures and enum values. A GEMM
// advances the stream's simulated clock by 2*m*n*k / rate, the rate depending
// on GPU_PLANNER_FAKE_CUDA (see FakeCuda.cpp).
#include <cstdlib>
#include <string>

extern "C" void gpuplan_fake_cuda_advance(void* stream, double seconds);

namespace {

constexpr int CUBLAS_STATUS_SUCCESS = 0;
constexpr int CUBLAS_STATUS_NOT_INITIALIZED = 1;
constexpr int CUBLAS_STATUS_INVALID_VALUE = 7;
constexpr int CUDA_R_16F = 2;
constexpr int CUBLAS_COMPUTE_32F = 68;

struct Handle {
    void* stream = nullptr;
};

std::string scenario() {
    const char* s = std::getenv("GPU_PLANNER_FAKE_CUDA");
    return s && *s ? s : "ok";
}

} // namespace

extern "C" {

int cublasCreate_v2(void** handle) {
    if (!handle)
        return CUBLAS_STATUS_INVALID_VALUE;
    *handle = new Handle;
    return CUBLAS_STATUS_SUCCESS;
}
int cublasDestroy_v2(void* handle) {
    if (!handle)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    delete static_cast<Handle*>(handle);
    return CUBLAS_STATUS_SUCCESS;
}
int cublasSetStream_v2(void* handle, void* stream) {
    if (!handle)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    static_cast<Handle*>(handle)->stream = stream;
    return CUBLAS_STATUS_SUCCESS;
}
int cublasSgemm_v2(void* handle, int, int, int m, int n, int k, const float* alpha, const float* a, int lda,
                   const float* b, int ldb, const float* beta, float* c, int ldc) {
    if (!handle)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if (!alpha || !beta || !a || !b || !c || m <= 0 || n <= 0 || k <= 0 || lda < m || ldb < k || ldc < m)
        return CUBLAS_STATUS_INVALID_VALUE;
    const double rate = scenario() == "fast" ? 150e12 : 18e12; // A100 FP32 peak: 19.5 TFLOP/s
    gpuplan_fake_cuda_advance(static_cast<Handle*>(handle)->stream,
                              2.0 * m * n * static_cast<double>(k) / rate);
    return CUBLAS_STATUS_SUCCESS;
}
int cublasGemmEx(void* handle, int, int, int m, int n, int k, const void* alpha, const void* a, int atype,
                 int lda, const void* b, int btype, int ldb, const void* beta, void* c, int ctype, int ldc,
                 int compute, int) {
    if (!handle)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if (!alpha || !beta || !a || !b || !c || m <= 0 || n <= 0 || k <= 0 || lda < m || ldb < k || ldc < m ||
        atype != CUDA_R_16F || btype != CUDA_R_16F || ctype != CUDA_R_16F || compute != CUBLAS_COMPUTE_32F)
        return CUBLAS_STATUS_INVALID_VALUE;
    const double rate = scenario() == "slow" ? 30e12 : 250e12; // A100 FP16 tensor peak: 312 TFLOP/s
    gpuplan_fake_cuda_advance(static_cast<Handle*>(handle)->stream,
                              2.0 * m * n * static_cast<double>(k) / rate);
    return CUBLAS_STATUS_SUCCESS;
}

} // extern "C"
