#include "core/base/InertText.h"

#include <fmt/format.h>

namespace gpuplan {

std::size_t utf8SequenceLength(std::string_view s, char32_t& code_point) {
    if (s.empty())
        return 0;
    const auto b0 = static_cast<unsigned char>(s[0]);
    if (b0 < 0x80) {
        code_point = b0;
        return 1;
    }
    std::size_t n = 0;
    char32_t c = 0;
    char32_t lowest = 0;
    if ((b0 & 0xe0) == 0xc0) {
        n = 2;
        c = b0 & 0x1f;
        lowest = 0x80;
    } else if ((b0 & 0xf0) == 0xe0) {
        n = 3;
        c = b0 & 0x0f;
        lowest = 0x800;
    } else if ((b0 & 0xf8) == 0xf0) {
        n = 4;
        c = b0 & 0x07;
        lowest = 0x10000;
    } else {
        return 0; // a continuation byte, or 0xf8..0xff
    }
    if (s.size() < n)
        return 0;
    for (std::size_t i = 1; i < n; ++i) {
        const auto b = static_cast<unsigned char>(s[i]);
        if ((b & 0xc0) != 0x80)
            return 0;
        c = (c << 6) | (b & 0x3f);
    }
    if (c < lowest || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff))
        return 0; // overlong, beyond Unicode, or a UTF-16 surrogate
    code_point = c;
    return n;
}

std::string textProblem(std::string_view s) {
    for (std::size_t i = 0; i < s.size();) {
        char32_t c = 0;
        const std::size_t n = utf8SequenceLength(s.substr(i), c);
        if (n == 0)
            return fmt::format("is not valid UTF-8 (byte 0x{:02X} at byte {})",
                               static_cast<unsigned char>(s[i]), i);
        if (isControlCharacter(c) && !isLineBreakOrTab(c))
            return fmt::format(
                "holds the control character U+{:04X} at byte {} (only printable text is kept)",
                static_cast<unsigned>(c), i);
        i += n;
    }
    return {};
}

namespace {

bool kept(char32_t c, Keep keep) {
    if (!isControlCharacter(c))
        return true;
    switch (keep) {
    case Keep::Nothing:
        return false;
    case Keep::LinesAndTabs:
        return c == '\n' || c == '\t';
    case Keep::WhatTheCatalogKeeps:
        return isLineBreakOrTab(c);
    }
    return false;
}

} // namespace

std::string inertText(std::string_view s, Keep keep) {
    std::string out;
    std::size_t copied = 0; // s[copied, i) is still to be copied as it is
    for (std::size_t i = 0; i < s.size();) {
        char32_t c = 0;
        const std::size_t n = utf8SequenceLength(s.substr(i), c);
        if (n > 0 && kept(c, keep)) {
            i += n;
            continue;
        }
        out.append(s.substr(copied, i - copied));
        if (n == 0)
            out += fmt::format("\\x{:02x}", static_cast<unsigned char>(s[i]));
        else
            out += fmt::format("\\u{:04x}", static_cast<unsigned>(c));
        i += n == 0 ? 1 : n;
        copied = i;
    }
    if (copied == 0)
        return std::string(s);
    out.append(s.substr(copied));
    return out;
}

} // namespace gpuplan
