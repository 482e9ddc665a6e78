#include "cli/Ranges.h"

#include "cli/CliText.h"

#include <charconv>
#include <string>

namespace gpuplan::cli {

namespace {

// `check_min`: whole-number flags leave values below the minimum (0, -4) to the
// command's own check, which says "must be a positive whole number".
CLI::Validator between(double min, double max, bool check_min) {
    return CLI::Validator(
        [min, max, check_min](std::string& text) -> std::string {
            double v = 0.0;
            const char* begin = text.data() + (text.starts_with('+') ? 1 : 0);
            const char* end = text.data() + text.size();
            const auto [ptr, ec] = std::from_chars(begin, end, v);
            // Beyond a double (1e400) is out of range too; inf and nan are in no range.
            const bool number = ec == std::errc() && ptr == end;
            const bool out = ec == std::errc::result_out_of_range ||
                             (number && !(v <= max && (v >= min || (!check_min && v < min))));
            if (out)
                return formatLocal(translate("Cli", "must be between {} and {}, got {}"), min, max, text);
            return {}; // not a number at all: CLI11's conversion says so
        },
        fmt::format("[{}, {}]", min, max));
}

} // namespace

CLI::Validator within(limits::Range<double> range) {
    return between(range.min, range.max, true);
}

CLI::Validator within(limits::Range<std::uint64_t> range) {
    return between(static_cast<double>(range.min), static_cast<double>(range.max), false);
}

} // namespace gpuplan::cli
