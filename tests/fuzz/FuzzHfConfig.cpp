// libFuzzer target: importing a Hugging Face config.json never crashes; a
// config that imports counts its parameters and round-trips through the
// catalog's JSON form of a ModelSpec.
#include "core/base/BoundedRead.h"
#include "core/base/Error.h"
#include "core/base/Limits.h"
#include "core/model/HfConfig.h"
#include "core/model/ModelJson.h"
#include "core/model/ModelSpec.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    // As loadHfConfig reads a file: at most 16 MB, nested at most 64 deep.
    const auto config = gpuplan::parseBoundedJsonOrDiscarded(
        std::string_view(reinterpret_cast<const char*>(data), size), gpuplan::limits::kMaxHfConfigBytes);
    if (config.is_discarded())
        return 0;
    gpuplan::ModelSpec spec;
    try {
        spec = gpuplan::modelSpecFromHfConfig(config, "fuzz/config.json", "fuzz");
        spec.validate();
    } catch (const gpuplan::InputError&) {
        return 0;
    }
    (void)gpuplan::countParams(spec);
    const auto back = gpuplan::modelSpecFromJson(gpuplan::toJson(spec), "fuzz");
    if (!(back == spec))
        std::abort();
    return 0;
}
