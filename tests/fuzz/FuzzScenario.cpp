// libFuzzer target: the .gpuplan reader (its "probe" block included) never
// crashes, whatever the size or nesting of the file; a scenario it accepts
// writes back and reads again to the same scenario.
#include "core/base/Error.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioJson.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    gpuplan::Scenario s;
    try {
        s = gpuplan::parseScenario(text, "fuzz.gpuplan");
    } catch (const gpuplan::InputError& e) {
        // Messages quote at most a short excerpt of the file.
        if (std::string_view(e.what()).size() > 4096)
            std::abort();
        return 0;
    }
    const auto again = gpuplan::parseScenario(gpuplan::serializeScenario(s), "rewritten.gpuplan");
    if (!(again == s))
        std::abort();
    return 0;
}
