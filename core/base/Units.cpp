#include "core/base/Units.h"

#include "core/base/Error.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <string>

namespace gpuplan {

namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

// The largest size read: below 2^64 (1.845e19), so that it converts to 64 bits.
constexpr double kMaxByteSize = 1.8e19;

} // namespace

std::uint64_t parseByteSize(std::string_view text, std::string_view what) {
    std::string_view s = text;
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
        s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.remove_suffix(1);
    double value = 0.0;
    const auto* begin = s.data();
    const auto* end = s.data() + s.size();
    auto [ptr, ec] = std::from_chars(begin, end, value);
    if (ec == std::errc::result_out_of_range) { // 1e400 too large, 1e-400 too small for a double
        const std::string number = lower(std::string_view(begin, static_cast<std::size_t>(ptr - begin)));
        if (number.find("e-") != std::string::npos || number.starts_with('-'))
            throw InputError(fmt::format("{}: size must be positive, got '{}'", what, text));
        throw InputError(fmt::format("{}: size must be at most 18 EB (1.8e19 bytes), got '{}'", what, text));
    }
    if (ec != std::errc() || ptr == begin)
        throw InputError(fmt::format("{}: '{}' is not a size (examples: 24GB, 80GiB, 512MiB)", what, text));
    std::string suffix = lower(std::string_view(ptr, static_cast<std::size_t>(end - ptr)));
    suffix.erase(
        std::remove_if(suffix.begin(), suffix.end(), [](unsigned char c) { return std::isspace(c); }),
        suffix.end());
    double factor = 0.0;
    if (suffix.empty() || suffix == "b")
        factor = 1.0;
    else if (suffix == "kb")
        factor = 1e3;
    else if (suffix == "mb")
        factor = 1e6;
    else if (suffix == "gb" || suffix == "g")
        factor = 1e9;
    else if (suffix == "tb" || suffix == "t")
        factor = 1e12;
    else if (suffix == "kib")
        factor = 1024.0;
    else if (suffix == "mib")
        factor = kMiB;
    else if (suffix == "gib")
        factor = kGiB;
    else if (suffix == "tib")
        factor = kGiB * 1024.0;
    else
        throw InputError(fmt::format("{}: unknown unit '{}' in '{}' (use B, MB, GB, TB, MiB, GiB or TiB)",
                                     what, suffix, text));
    const double bytes = value * factor;
    if (std::isnan(bytes))
        throw InputError(fmt::format("{}: '{}' is not a size (examples: 24GB, 80GiB, 512MiB)", what, text));
    if (!(bytes > 0.0))
        throw InputError(fmt::format("{}: size must be positive, got '{}'", what, text));
    if (!(bytes <= kMaxByteSize)) // 1e30GB, inf: beyond what 64 bits count
        throw InputError(fmt::format("{}: size must be at most 18 EB (1.8e19 bytes), got '{}'", what, text));
    return static_cast<std::uint64_t>(std::round(bytes)); // llround would overflow above 9.2e18
}

} // namespace gpuplan
