#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace gpuplan {

// Decimal units (what GPU vendors and the guide use) and binary units.
inline constexpr double kGB = 1e9;
inline constexpr double kMB = 1e6;
inline constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
inline constexpr double kMiB = 1024.0 * 1024.0;

enum class SizeUnit { GB, GiB };

// Parses "24GB", "24 GB", "80GiB", "512MiB", "1.5TB", "1234" (bytes).
// Throws InputError naming `what` when the text is not a size.
std::uint64_t parseByteSize(std::string_view text, std::string_view what = "size");

} // namespace gpuplan
