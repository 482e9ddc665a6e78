#include "cli/Table.h"
#include "cli/CliText.h"

#include "core/base/InertText.h"

#include <algorithm>
#include <ostream>

namespace gpuplan::cli {

Table::Table(std::vector<std::string> header) : header_(std::move(header)) {}

void Table::add(std::vector<std::string> row) {
    row.resize(header_.size());
    for (auto& cell : row)
        cell = inertText(cell); // a catalog's ESC or stray byte shown as \u001b, its width counted so

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
