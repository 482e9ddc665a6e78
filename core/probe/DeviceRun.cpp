#include "core/probe/DeviceRun.h"

#include <cstring>

namespace gpuplan::probe {

using namespace cuda;

Message stopWord(Stop s) {
    switch (s) {
    case Stop::Cancelled:
        return Message(MessageId::ProbeDeviceCancelled);
    case Stop::TimedOut:
        return Message(MessageId::ProbeDeviceSkipped);
    default:
        return {};
    }
}

DeviceRun::~DeviceRun() {
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

Message DeviceRun::open() {
    CUresult rc = CUDA_SUCCESS;
    if (cu_.ctxCreate) {
        rc = cu_.ctxCreate(&ctx_, 0, dev_);
        own_ctx_ = rc == CUDA_SUCCESS;
    }
    if (!own_ctx_) {
        if (!cu_.primaryRetain || !cu_.ctxSetCurrent)
            return Message(MessageId::ProbeCudaFailed, {"cuCtxCreate", cu_.error(rc)});
        ctx_ = nullptr;
        rc = cu_.primaryRetain(&ctx_, dev_);
        if (rc != CUDA_SUCCESS) {
            ctx_ = nullptr;
            return Message(MessageId::ProbeNoCudaContext, {cu_.error(rc)});
        }
        if ((rc = cu_.ctxSetCurrent(ctx_)) != CUDA_SUCCESS)
            return Message(MessageId::ProbeCudaFailed, {"cuCtxSetCurrent", cu_.error(rc)});
    }
    if ((rc = cu_.streamCreate(&stream_, CU_STREAM_NON_BLOCKING)) != CUDA_SUCCESS) {
        stream_ = nullptr;
        return Message(MessageId::ProbeCudaFailed, {"cuStreamCreate", cu_.error(rc)});
    }
    if ((rc = cu_.eventCreate(&start_, 0)) != CUDA_SUCCESS) {
        start_ = nullptr;
        return Message(MessageId::ProbeCudaFailed, {"cuEventCreate", cu_.error(rc)});
    }
    if ((rc = cu_.eventCreate(&end_, 0)) != CUDA_SUCCESS) {
        end_ = nullptr;
        return Message(MessageId::ProbeCudaFailed, {"cuEventCreate", cu_.error(rc)});
    }
    return {};
}

CUdeviceptr DeviceRun::deviceBuffer(std::size_t bytes, Message& why) {
    CUdeviceptr p = 0;
    const CUresult rc = cu_.memAlloc(&p, bytes);
    if (rc != CUDA_SUCCESS || !p) {
        why = Message(rc == CUDA_ERROR_OUT_OF_MEMORY ? MessageId::ProbeAllocFailedNoMemory
                                                     : MessageId::ProbeAllocFailed,
                      {"cuMemAlloc", bytes, cu_.error(rc)});
        return 0;
    }
    device_buffers_.push_back(p);
    return p;
}

void* DeviceRun::hostBuffer(std::size_t bytes, Message& why) {
    void* p = nullptr;
    const CUresult rc = cu_.memAllocHost(&p, bytes);
    if (rc != CUDA_SUCCESS || !p) {
        why = Message(MessageId::ProbeAllocFailed, {"cuMemAllocHost (pinned)", bytes, cu_.error(rc)});
        return nullptr;
    }
    host_buffers_.push_back(p);
    std::memset(p, 0x5a, bytes); // touch every page
    return p;
}

Stop DeviceRun::stopReason() const {
    if (stop_.stop_requested())
        return Stop::Cancelled;
    if (Clock::now() >= deadline_)
        return Stop::TimedOut;
    return Stop::None;
}

std::size_t DeviceRun::l2Bytes() const {
    int l2 = 0;
    if (cu_.deviceGetAttribute &&
        cu_.deviceGetAttribute(&l2, CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE, dev_) == CUDA_SUCCESS && l2 > 0)
        return static_cast<std::size_t>(l2);
    return 0;
}

std::optional<std::size_t> DeviceRun::freeBytes() const {
    std::size_t free = 0, total = 0;
    if (cu_.memGetInfo && cu_.memGetInfo(&free, &total) == CUDA_SUCCESS)
        return free;
    return std::nullopt;
}

} // namespace gpuplan::probe
