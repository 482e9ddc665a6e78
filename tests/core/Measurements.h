#pragma once

// Published measurements the models are tested against: tests/data/measurements.csv, one row
// per figure with its basis (what was measured: allocator peak, device memory, a count, a
// per-direction rate...), the tolerance the model holds, and the publication it comes from
// (title, address, date). Tests read the expected value and tolerance from the table, so the
// figure quoted beside a test and the one it checks cannot drift apart.
#include "fixtures/TestData.h"

#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <limits>
#include <map>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace gpuplan::test {

struct Measurement {
    std::string id, what, setting;
    std::string value_text; // as published: a number, or "OOM" (did not fit)
    double value = 0;       // NaN when value_text is not a number
    std::string unit, basis, kind;
    // Relative: 0.05 = the model holds the figure within 5 %. Empty in the table: a
    // calibration case no test holds the model to yet.
    std::optional<double> tolerance;
    std::string source_title, source_address, source_date, notes;
};

inline double numberOrNaN(const std::string& text) {
    try {
        std::size_t used = 0;
        const double v = std::stod(text, &used);
        return used == text.size() ? v : std::numeric_limits<double>::quiet_NaN();
    } catch (const std::exception&) {
        return std::numeric_limits<double>::quiet_NaN();
    }
}

// The rows of a CSV text (RFC 4180: quoted fields, doubled quotes, CRLF or LF).
inline std::vector<std::vector<std::string>> parseCsvRows(const std::string& text) {
    std::vector<std::vector<std::string>> rows(1);
    std::string field;
    bool quoted = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char ch = text[i];
        if (quoted) {
            if (ch == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (ch == '"') {
                quoted = false;
            } else {
                field += ch;
            }
        } else if (ch == '"') {
            quoted = true;
        } else if (ch == ',') {
            rows.back().push_back(field);
            field.clear();
        } else if (ch == '\n' || ch == '\r') {
            if (ch == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
                ++i;
            rows.back().push_back(field);
            field.clear();
            rows.emplace_back();
        } else {
            field += ch;
        }
    }
    if (!field.empty() || !rows.back().empty())
        rows.back().push_back(field);
    if (rows.back().empty())
        rows.pop_back();
    return rows;
}

inline const std::map<std::string, Measurement>& measurements() {
    static const std::map<std::string, Measurement> table = [] {
        const std::string path = dataPath("measurements.csv");
        std::ifstream in(path, std::ios::binary);
        if (!in)
            throw std::runtime_error("cannot read " + path);
        std::ostringstream text;
        text << in.rdbuf();
        const auto rows = parseCsvRows(text.str());
        const std::vector<std::string> header = {"id",           "what",           "setting",     "value",
                                                 "unit",         "basis",          "kind",        "tolerance",
                                                 "source_title", "source_address", "source_date", "notes"};
        if (rows.empty() || rows[0] != header)
            throw std::runtime_error(path + ": unexpected header");
        std::map<std::string, Measurement> out;
        for (std::size_t r = 1; r < rows.size(); ++r) {
            const auto& f = rows[r];
            if (f.size() != header.size())
                throw std::runtime_error(path + " row " + std::to_string(r + 1) + ": " +
                                         std::to_string(f.size()) + " fields, expected " +
                                         std::to_string(header.size()));
            Measurement m{f[0],
                          f[1],
                          f[2],
                          f[3],
                          numberOrNaN(f[3]),
                          f[4],
                          f[5],
                          f[6],
                          f[7].empty() ? std::nullopt : std::optional<double>(numberOrNaN(f[7])),
                          f[8],
                          f[9],
                          f[10],
                          f[11]};
            if (!out.emplace(m.id, m).second)
                throw std::runtime_error(path + ": duplicate id " + m.id);
        }
        return out;
    }();
    return table;
}

// The row `id`; a missing id fails the calling test.
inline const Measurement& measurement(const std::string& id) {
    const auto& table = measurements();
    const auto it = table.find(id);
    if (it == table.end())
        throw std::runtime_error("tests/data/measurements.csv has no row " + id);
    return it->second;
}

} // namespace gpuplan::test

// EXPECT that `actual` lies within the measurement's tolerance of its published value.
#define EXPECT_WITHIN_MEASUREMENT(actual, id)                                                                \
    do {                                                                                                     \
        const auto& m_ = ::gpuplan::test::measurement(id);                                                   \
        ASSERT_TRUE(m_.tolerance.has_value()) << (id) << " has no tolerance in tests/data/measurements.csv"; \
        EXPECT_NEAR((actual), m_.value, *m_.tolerance* m_.value)                                             \
            << (id) << " (" << m_.basis << ", " << m_.source_title << ", " << m_.source_address << ")";      \
    } while (false)
