// libFuzzer target: importing a Hugging Face config.json never crashes; a
// config that imports counts its parameters and round-trips through the
// catalog's JSON form of a ModelSpec.
#include "Error.h"
#include "HfConfig.h"
#include "Json.h"
#include "ModelSpec.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto config = nlohmann::json::parse(data, data + size, nullptr, false);
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
