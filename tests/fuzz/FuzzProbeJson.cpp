// libFuzzer target: the probe result reader (`probe --json`, the "probe" block of
// a .gpuplan) never crashes; a report it accepts writes back and reads again to
// the same report.
#include "core/base/BoundedRead.h"
#include "core/base/Error.h"
#include "core/base/Limits.h"
#include "core/scenario/ProbeJson.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto j = gpuplan::parseBoundedJsonOrDiscarded(text, gpuplan::limits::kMaxScenarioBytes);
    if (j.is_discarded())
        return 0;
    gpuplan::probe::ProbeReport report;
    try {
        report = gpuplan::probe::probeReportFromJson(j, "fuzz.json", "/probe");
    } catch (const gpuplan::InputError& e) {
        if (std::string_view(e.what()).size() > 4096)
            std::abort();
        return 0;
    }
    const auto back = gpuplan::probe::probeReportFromJson(gpuplan::probe::toJson(report), "rewritten.json");
    if (!(back == report))
        std::abort();
    return 0;
}
