#pragma once

// qs(): UTF-8 text of core and the catalog (std::string, string_view, literals) as a
// QString, the one conversion every part of app/ uses.

#include <QString>

#include <string_view>

namespace gpuplan::text {

inline QString qs(std::string_view utf8) {
    return QString::fromUtf8(utf8.data(), static_cast<qsizetype>(utf8.size()));
}

} // namespace gpuplan::text
