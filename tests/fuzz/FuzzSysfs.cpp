// libFuzzer target: the sysfs readers never crash on what an attribute file
// holds: numbers (decimal, 0x hexadecimal), PCIe link speeds, PCI addresses,
// read from a file as the probe reads them.
#include "core/probe/Sysfs.h"

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <unistd.h>

namespace {

const std::filesystem::path& attributeFile() {
    static const std::filesystem::path file =
        std::filesystem::temp_directory_path() / ("gpuplan-fuzz-sysfs-" + std::to_string(::getpid()));
    return file;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    using namespace gpuplan::probe;
    const auto number = parseUnsigned(text);
    if (number && text.find_first_not_of(" \t\n\r\f\v") == std::string_view::npos)
        std::abort(); // white space alone is no number
    if (const auto gen = pcieGenerationFromSpeed(text); gen && (*gen < 1 || *gen > 7))
        std::abort();
    const std::string bus = normalisePciBusId(text);
    if (!bus.empty() && normalisePciBusId(bus) != bus)
        std::abort(); // a normalised address is its own normal form
    {
        std::ofstream out(attributeFile(), std::ios::binary | std::ios::trunc);
        out.write(text.data(), static_cast<std::streamsize>(text.size()));
    }
    const auto read = readSysfsText(attributeFile());
    if (!read || read->size() > 64 * 1024)
        std::abort();
    const auto value = readSysfsUnsigned(attributeFile());
    if (size <= 64 * 1024 && value != number)
        std::abort(); // the file's number is the text's
    return 0;
}
