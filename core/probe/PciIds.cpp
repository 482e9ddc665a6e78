#include "core/probe/PciIds.h"

#include "core/base/Limits.h"
#include "core/probe/Sysfs.h"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace gpuplan::probe {

namespace {

std::optional<std::uint16_t> hex4(const std::string& line, std::size_t at) {
    if (line.size() < at + 4)
        return std::nullopt;
    const auto v = parseUnsigned("0x" + line.substr(at, 4));
    if (!v || *v > 0xffff)
        return std::nullopt;
    return static_cast<std::uint16_t>(*v);
}

std::string rest(const std::string& line, std::size_t at) {
    std::size_t b = at;
    while (b < line.size() && (line[b] == ' ' || line[b] == '\t'))
        ++b;
    std::size_t e = line.size();
    while (e > b && (line[e - 1] == '\r' || line[e - 1] == ' '))
        --e;
    return line.substr(b, e - b);
}

} // namespace

PciIds PciIds::parse(const std::string& text) {
    PciIds ids;
    ids.loaded_ = true;
    std::istringstream in(text);
    std::string line;
    std::optional<std::uint16_t> vendor;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#')
            continue;
        if (line[0] != '\t') {
            if (line.rfind("C ", 0) == 0)
                break; // the device class section follows the vendors
            vendor = hex4(line, 0);
            if (vendor)
                ids.vendors_[*vendor] = rest(line, 4);
        } else if (line.size() > 1 && line[1] != '\t' && vendor) {
            if (const auto device = hex4(line, 1))
                ids.devices_[static_cast<std::uint32_t>(*vendor) << 16 | *device] = rest(line, 5);
        }
    }
    return ids;
}

PciIds PciIds::load(const std::vector<std::string>& files) {
    for (const auto& f : files) {
        std::error_code ec;
        const auto size = std::filesystem::file_size(f, ec);
        if (ec || size > limits::kMaxPciIdsBytes)
            continue; // not a file, or far larger than any pci.ids: the next one, else no names
        std::ifstream in(f, std::ios::binary);
        if (!in)
            continue;
        std::ostringstream s;
        s << in.rdbuf();
        PciIds ids = parse(s.str());
        ids.file_ = f;
        return ids;
    }
    return {};
}

std::string PciIds::vendorName(std::uint16_t vendor) const {
    const auto it = vendors_.find(vendor);
    return it == vendors_.end() ? std::string() : it->second;
}

std::string PciIds::deviceName(std::uint16_t vendor, std::uint16_t device) const {
    const auto it = devices_.find(static_cast<std::uint32_t>(vendor) << 16 | device);
    return it == devices_.end() ? std::string() : it->second;
}

std::string PciIds::marketingName(const std::string& device_name) {
    const auto close = device_name.rfind(']');
    const auto open = device_name.rfind('[', close);
    if (close == std::string::npos || open == std::string::npos || close <= open + 1)
        return device_name;
    return device_name.substr(open + 1, close - open - 1);
}

} // namespace gpuplan::probe
