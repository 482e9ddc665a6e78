#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace gpuplan::probe {

// Vendor and device names from a pci.ids file (the database lspci uses,
// https://pci-ids.ucw.cz/). Only the vendor and device lines are kept.
class PciIds {
public:
    // Loads the first of `files` that opens; loaded() is false when none did.
    static PciIds load(const std::vector<std::string>& files);
    // Parses pci.ids text.
    static PciIds parse(const std::string& text);

    bool loaded() const { return loaded_; }
    const std::string& file() const { return file_; }
    // "NVIDIA Corporation", or "" when unknown.
    std::string vendorName(std::uint16_t vendor) const;
    // "AD102 [GeForce RTX 4090]", or "" when unknown.
    std::string deviceName(std::uint16_t vendor, std::uint16_t device) const;

    // The marketing name inside the last brackets of a pci.ids device name
    // ("AD102 [GeForce RTX 4090]" -> "GeForce RTX 4090"), else the name itself.
    static std::string marketingName(const std::string& device_name);

private:
    bool loaded_ = false;
    std::string file_;
    std::unordered_map<std::uint32_t, std::string> vendors_;
    std::unordered_map<std::uint32_t, std::string> devices_; // vendor << 16 | device
};

} // namespace gpuplan::probe
