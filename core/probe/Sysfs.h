#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace gpuplan::probe {

// Small readers for Linux sysfs attributes. None of them throws: a missing or
// unreadable attribute is std::nullopt.

// The attribute's text without surrounding white space (at most 64 KiB).
std::optional<std::string> readSysfsText(const std::filesystem::path& file);
// A decimal or 0x-prefixed hexadecimal unsigned number.
std::optional<std::uint64_t> readSysfsUnsigned(const std::filesystem::path& file);
std::optional<std::uint64_t> parseUnsigned(std::string_view text);

// PCIe generation from a link speed: "16.0 GT/s PCIe", "8 GT/s", "2.5GT/s" -> 4, 3, 1.
// "Unknown" (what the kernel writes when it cannot tell) or anything else -> nullopt.
std::optional<int> pcieGenerationFromSpeed(std::string_view speed);

// A PCI address in the form the probe keys devices by: 4-digit domain, lower case
// ("0000:01:00.0"). Accepts NVML's 8-digit domain and a missing domain; returns ""
// when `text` is not a PCI address.
std::string normalisePciBusId(std::string_view text);

} // namespace gpuplan::probe
