#include "cli/Format.h"
#include "cli/CliText.h"

#include <fmt/format.h>

#include <algorithm>
#include <ostream>

namespace gpuplan::cli {

std::string groupDigits(std::uint64_t v) {
    std::string digits = std::to_string(v);
    // English groups with commas; French with a narrow no-break space (U+202F).
    const std::string separator = language() == "fr" ? "\u202f" : ",";
    std::string out;
    const int n = static_cast<int>(digits.size());
    for (int i = 0; i < n; ++i) {
        out += digits[static_cast<std::size_t>(i)];
        if ((n - i - 1) % 3 == 0 && i != n - 1)
            out += separator;
    }
    return out;
}

std::string formatCount(std::uint64_t v) {
    const double d = static_cast<double>(v);
    // Billions, millions, thousands of parameters ("6.74 B").
    if (d >= 1e9)
        return formatLocal(translate("Cli", "{:.2f} B"), d / 1e9);
    if (d >= 1e6)
        return formatLocal(translate("Cli", "{:.2f} M"), d / 1e6);
    if (d >= 1e3)
        return formatLocal(translate("Cli", "{:.2f} k"), d / 1e3);
    return std::to_string(v);
}

Table::Table(std::vector<std::string> header) : header_(std::move(header)) {}

void Table::add(std::vector<std::string> row) {
    row.resize(header_.size());
    rows_.push_back(std::move(row));
}

void Table::separator() {
    rows_.emplace_back();
}

void Table::print(std::ostream& out) const {
    std::vector<std::size_t> width(header_.size(), 0);
    for (std::size_t c = 0; c < header_.size(); ++c)
        width[c] = displayWidth(header_[c]);
    for (const auto& r : rows_)
        for (std::size_t c = 0; c < r.size(); ++c)
            width[c] = std::max(width[c], displayWidth(r[c]));
    auto line = [&](const std::vector<std::string>& r) {
        std::string s;
        for (std::size_t c = 0; c < header_.size(); ++c) {
            if (c > 0)
                s += "  ";
            // Padded by display width: French text and digit groups are multi-byte UTF-8.
            const std::string pad(width[c] - displayWidth(r[c]), ' ');
            s += c == 0 ? r[c] + pad : pad + r[c];
        }
        while (!s.empty() && s.back() == ' ')
            s.pop_back();
        out << s << "\n";
    };
    line(header_);
    std::size_t total = 0;
    for (auto w : width)
        total += w + 2;
    const std::string rule(total - 2, '-');
    out << rule << "\n";
    for (const auto& r : rows_) {
        if (r.empty())
            out << rule << "\n";
        else
            line(r);
    }
}

} // namespace gpuplan::cli
