#pragma once

#include "core/base/Message.h"
#include "core/probe/CudaApi.h"

#include <fmt/format.h>

#include <chrono>
#include <cstddef>
#include <optional>
#include <stop_token>
#include <string>
#include <thread>
#include <vector>

namespace gpuplan::probe {

// Why a timing loop stopped early.
enum class Stop { None, Cancelled, TimedOut, Failed };

// What a measurement cut short by a cancel or the time limit says ("" otherwise).
Message stopWord(Stop s);

// One device's benchmark session through the CUDA driver: its context, a stream, two
// timing events and the buffers the measurements allocate, all released by the
// destructor; and the loop that times an operation with the events, bounded by a
// deadline and a stop token.
class DeviceRun {
public:
    using Clock = std::chrono::steady_clock;

    DeviceRun(const cuda::Driver& cu, cuda::CUdevice dev, Clock::time_point deadline, std::stop_token stop)
        : cu_(cu), dev_(dev), deadline_(deadline), stop_(std::move(stop)) {}
    ~DeviceRun();
    DeviceRun(const DeviceRun&) = delete;
    DeviceRun& operator=(const DeviceRun&) = delete;

    // Creates the context (or retains the primary one), the stream and the events:
    // "" on success, else why not.
    Message open();

    cuda::CUstream stream() const { return stream_; }

    // Device memory; 0 and `why` set when it fails.
    cuda::CUdeviceptr deviceBuffer(std::size_t bytes, Message& why);
    // Pinned host memory, every page touched; nullptr and `why` set when it fails.
    void* hostBuffer(std::size_t bytes, Message& why);

    // Cancelled, TimedOut, or None while the run may go on.
    Stop stopReason() const;

    // Times `op` (which enqueues work on the stream) `warmup + runs` times; the
    // seconds of the timed runs go to `seconds`. Returns why it stopped early.
    template <typename Op> Stop time(int runs, std::vector<double>& seconds, Message& why, Op op);

    // The device's L2 cache, 0 when unknown.
    std::size_t l2Bytes() const;
    // Free device memory, when the driver says.
    std::optional<std::size_t> freeBytes() const;

private:
    const cuda::Driver& cu_;
    cuda::CUdevice dev_;
    Clock::time_point deadline_;
    std::stop_token stop_;
    cuda::CUcontext ctx_ = nullptr;
    bool own_ctx_ = false;
    cuda::CUstream stream_ = nullptr;
    cuda::CUevent start_ = nullptr;
    cuda::CUevent end_ = nullptr;
    std::vector<cuda::CUdeviceptr> device_buffers_;
    std::vector<void*> host_buffers_;
};

template <typename Op> Stop DeviceRun::time(int runs, std::vector<double>& seconds, Message& why, Op op) {
    using namespace cuda;
    for (int i = 0; i < runs + 1; ++i) { // the first run warms up
        if (const Stop s = stopReason(); s != Stop::None)
            return s;
        CUresult rc = cu_.eventRecord(start_, stream_);
        if (rc == CUDA_SUCCESS)
            rc = op();
        if (rc == CUDA_SUCCESS)
            rc = cu_.eventRecord(end_, stream_);
        if (rc != CUDA_SUCCESS) {
            why = Message(MessageId::ProbeRunFailed, {cu_.error(rc)});
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
            why = Message(MessageId::ProbeRunFailedWhileRunning, {cu_.error(rc)});
            return Stop::Failed;
        }
        float ms = 0;
        if ((rc = cu_.eventElapsed(&ms, start_, end_)) != CUDA_SUCCESS) {
            why = Message(MessageId::ProbeCudaFailed, {"cuEventElapsedTime", cu_.error(rc)});
            return Stop::Failed;
        }
        if (i > 0) {
            if (!(ms > 0)) {
                why = Message(MessageId::ProbeZeroTime);
                return Stop::Failed;
            }
            seconds.push_back(ms / 1e3);
        }
    }
    return Stop::None;
}

} // namespace gpuplan::probe
