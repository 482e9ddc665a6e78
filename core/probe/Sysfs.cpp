#include "core/probe/Sysfs.h"

#include <cctype>
#include <charconv>
#include <cstdio>
#include <fstream>

namespace gpuplan::probe {

namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
        s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.remove_suffix(1);
    return s;
}

bool allHex(std::string_view s) {
    if (s.empty())
        return false;
    for (char c : s)
        if (!std::isxdigit(static_cast<unsigned char>(c)))
            return false;
    return true;
}

} // namespace

std::optional<std::string> readSysfsText(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in)
        return std::nullopt;
    std::string text(64 * 1024, '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    if (in.bad())
        return std::nullopt;
    text.resize(static_cast<std::size_t>(in.gcount()));
    return std::string(trim(text));
}

std::optional<std::uint64_t> parseUnsigned(std::string_view text) {
    text = trim(text);
    int base = 10;
    if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        text.remove_prefix(2);
        base = 16;
    }
    if (text.empty())
        return std::nullopt;
    std::uint64_t v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v, base);
    if (ec != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return v;
}

std::optional<std::uint64_t> readSysfsUnsigned(const std::filesystem::path& file) {
    const auto text = readSysfsText(file);
    if (!text)
        return std::nullopt;
    return parseUnsigned(*text);
}

std::optional<int> pcieGenerationFromSpeed(std::string_view speed) {
    speed = trim(speed);
    double gts = 0;
    const auto [end, ec] = std::from_chars(speed.data(), speed.data() + speed.size(), gts);
    if (ec != std::errc())
        return std::nullopt;
    std::string_view rest =
        trim(std::string_view(end, static_cast<std::size_t>(speed.data() + speed.size() - end)));
    if (rest.substr(0, 4) != "GT/s")
        return std::nullopt;
    struct Step {
        double gts;
        int gen;
    };
    static constexpr Step steps[] = {{2.5, 1}, {5, 2}, {8, 3}, {16, 4}, {32, 5}, {64, 6}, {128, 7}};
    for (const auto& s : steps)
        if (gts > s.gts * 0.9 && gts < s.gts * 1.1)
            return s.gen;
    return std::nullopt;
}

std::string normalisePciBusId(std::string_view text) {
    text = trim(text);
    // [domain:]bus:device.function
    const auto dot = text.rfind('.');
    if (dot == std::string_view::npos)
        return {};
    const std::string_view function = text.substr(dot + 1);
    std::string_view head = text.substr(0, dot);
    const auto c2 = head.rfind(':');
    if (c2 == std::string_view::npos)
        return {};
    const std::string_view device = head.substr(c2 + 1);
    head = head.substr(0, c2);
    const auto c1 = head.rfind(':');
    const std::string_view bus = c1 == std::string_view::npos ? head : head.substr(c1 + 1);
    const std::string_view domain = c1 == std::string_view::npos ? std::string_view("0") : head.substr(0, c1);
    if (!allHex(domain) || !allHex(bus) || !allHex(device) || !allHex(function) || domain.size() > 8 ||
        bus.size() > 2 || device.size() > 2 || function.size() != 1)
        return {};
    const auto d = parseUnsigned(std::string("0x") + std::string(domain));
    const auto b = parseUnsigned(std::string("0x") + std::string(bus));
    const auto dv = parseUnsigned(std::string("0x") + std::string(device));
    const auto f = parseUnsigned(std::string("0x") + std::string(function));
    if (!d || !b || !dv || !f || *d > 0xffff || *dv > 0x1f || *f > 7)
        return {};
    char out[16];
    std::snprintf(out, sizeof out, "%04x:%02x:%02x.%x", static_cast<unsigned>(*d), static_cast<unsigned>(*b),
                  static_cast<unsigned>(*dv), static_cast<unsigned>(*f));
    return out;
}

} // namespace gpuplan::probe
