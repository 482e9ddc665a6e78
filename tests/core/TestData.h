#pragma once

#include "HfConfig.h"

#include <string>

namespace gpuplan::test {

inline std::string dataPath(const std::string& rel) {
    return std::string(GPUPLAN_TEST_DATA) + "/" + rel;
}

// A shipped Hugging Face config.json from tests/data/configs/.
inline ModelSpec config(const std::string& name) {
    return loadHfConfig(dataPath("configs/" + name + ".json"), name);
}

} // namespace gpuplan::test
