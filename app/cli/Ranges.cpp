#include "Ranges.h"

#include "Translate.h"

#include <charconv>
#include <string>

namespace gpuplan::cli {

namespace {

CLI::Validator between(double min, double max) {
    return CLI::Validator(
        [min, max](std::string& text) -> std::string {
            double v = 0.0;
            const char* begin = text.data() + (text.starts_with('+') ? 1 : 0);
            const char* end = text.data() + text.size();
            const auto [ptr, ec] = std::from_chars(begin, end, v);
            // Out of a double's range (1e400) is out of range too; inf and nan are never in it.
            if (ec == std::errc::result_out_of_range ||
                (ec == std::errc() && ptr == end && !(v >= min && v <= max)))
                return formatLocal(translate("Cli", "must be between {} and {}, got {}"), min, max, text);
            return {}; // not a number at all: CLI11's conversion says so
        },
        fmt::format("[{}, {}]", min, max));
}

} // namespace

CLI::Validator within(limits::Range<double> range) {
    return between(range.min, range.max);
}

CLI::Validator within(limits::Range<std::uint64_t> range) {
    return between(static_cast<double>(range.min), static_cast<double>(range.max));
}

} // namespace gpuplan::cli
