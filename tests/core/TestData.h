#pragma once

#include "core/Error.h"
#include "core/HfConfig.h"
#include "core/Workload.h"

#include <functional>
#include <string>

namespace gpuplan::test {

// The message of the InputError `f` throws, or "(no error)".
inline std::string errorOf(const std::function<void()>& f) {
    try {
        f();
    } catch (const InputError& e) {
        return e.what();
    }
    return "(no error)";
}

inline std::string dataPath(const std::string& rel) {
    return std::string(GPUPLAN_TEST_DATA) + "/" + rel;
}

// A shipped Hugging Face config.json from tests/data/configs/.
inline ModelSpec config(const std::string& name) {
    return loadHfConfig(dataPath("configs/" + name + ".json"), name);
}

// Full fine-tuning in mixed precision (fp16 weights, fp32 master weights and AdamW states).
inline Workload fullFineTune(std::uint32_t batch = 1, std::uint64_t seq = 2048) {
    Workload w;
    w.task = Task::FullFineTune;
    w.precision = Precision::FP16;
    w.regime = TrainRegime::Mixed;
    w.batch = batch;
    w.seq = seq;
    return w;
}

} // namespace gpuplan::test
