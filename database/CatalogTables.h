#pragma once

// The one description of the catalog's columns: how each catalog value type
// maps to columns — of the SQL tables and of the CSV / JSON interchange files —
// and, per column, its name, kind, unit, allowed values, checks and its value
// or text read from and written into the row. It serves the store, the importer,
// the exporter and the catalog editor (app/gui/catalog), which adds only its
// translated titles and the units it shows.

#include "core/catalog/Catalog.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace gpuplan::tables {

// A cell: NULL, integer, real, text or boolean.
using Value = std::variant<std::monostate, std::int64_t, double, std::string, bool>;

enum class Kind {
    Text,  // NULL (when nullable) <-> ""
    Int,   // 64-bit integer
    Real,  // double; CSV text is the shortest form that reads back exactly
    Bool,  // true / false (CSV also reads 1/0, yes/no)
    Hex16, // 16-bit PCI id: "0x2684" in CSV and JSON, an integer in SQL
    Json,  // JSON text in SQL and CSV, an object in JSON files
};

// Returns "" when the value is acceptable, else what is wrong ("must be positive").
using Check = std::function<std::string(const Value&)>;

template <typename T> struct Column {
    std::string name;
    Kind kind = Kind::Text;
    bool nullable = false;
    // The unit of a number as stored: "bytes", "bytes/s", "FLOP/s", "op/s", "s", "W",
    // "USD", "tokens"; empty for none, a count, or an amount in the row's currency.
    std::string unit;
    std::function<Value(const T&)> get;
    std::function<void(T&, const Value&)> set;
    Check check;
    // A column that takes one of a fixed list: the list, "" first when it may be empty.
    std::vector<std::string> allowed;
    // An Int column: the range its member's type holds (0 to 4294967295 for a uint32_t).
    double lowest = 0;
    double highest = 0;

    // The cell as text, as CSV files carry it ("0x2684", "true", "24"); "" for nothing.
    std::string text(const T& row) const;
    // Reads the text `cell` into the row. Returns what is wrong with it ("must be a whole
    // number"), the row unchanged then; "" when it was read. The column's checks
    // (range, allowed values) are not run: the store runs them on the whole row.
    std::string setText(T& row, std::string_view cell) const;
};

// A column that must name a row of another table.
struct Reference {
    std::string column;
    std::string table;
    std::string key;
    std::string what; // "a GPU", "a currency"
};

// A table's description. Its io_columns are the columns of the CSV and JSON
// files and of the catalog editor, in that order.
template <typename T> struct Table {
    std::string sql_name;  // "gpu_prices"
    std::string file_stem; // "prices" -> prices.csv, and the key in catalog.json
    std::string singular;  // "price", for messages
    std::string key;       // key column
    bool integer_key = false;
    std::vector<Column<T>> sql_columns; // what the SQL table stores
    std::vector<Column<T>> io_columns;  // what CSV and JSON files carry
    std::vector<Reference> references;
    // The reference `column` makes (nullptr when it names no other row).
    const Reference* referenceOf(const std::string& column) const {
        for (const auto& r : references)
            if (r.column == column)
                return &r;
        return nullptr;
    }
    // The io column of that name; std::logic_error when there is none.
    const Column<T>& ioColumn(const std::string& name) const {
        for (const auto& c : io_columns)
            if (c.name == name)
                return c;
        throw std::logic_error("the " + file_stem + " table has no column " + name);
    }
    // Cross-field checks after every column was read; adds problems (without location).
    std::function<void(const T&, std::vector<std::string>&)> validate;
    // Adjusts a row read with these io/sql column values (GPU rows marked sparse are halved).
    std::function<void(T&, const std::vector<std::string>& names, const std::vector<Value>& values)> finish;
};

// Rows of the tables that core's Catalog has no type for.
struct SettingRow {
    std::string key;
    std::string value;
    bool operator==(const SettingRow&) const = default;
};

const Table<Currency>& currencyTable();
const Table<ExchangeRate>& rateTable();
const Table<GpuSpec>& gpuTable();
const Table<InterconnectSpec>& interconnectTable();
const Table<CatalogModel>& modelTable();
const Table<GpuPrice>& priceTable();
const Table<CloudOffer>& offerTable();
const Table<System>& systemTable();
const Table<ApiPrice>& apiPriceTable();         // amounts per million tokens
const Table<BenchmarkRun>& benchmarkRunTable(); // a team's measured serving runs (schema 13)
const Table<SettingRow>& settingTable();

// Text forms (CSV cells). fromText sets `problem` when the text is not of the kind.
std::string toText(const Value& v, Kind kind);
Value fromText(std::string_view text, Kind kind, bool nullable, std::string& problem);
nlohmann::json toJsonValue(const Value& v, Kind kind);
Value fromJsonValue(const nlohmann::json& j, Kind kind, bool nullable, std::string& problem);

template <typename T> std::string Column<T>::text(const T& row) const {
    return toText(get(row), kind);
}
template <typename T> std::string Column<T>::setText(T& row, std::string_view cell) const {
    std::string problem;
    Value v = fromText(cell, kind, nullable, problem);
    if (problem.empty())
        set(row, v);
    return problem;
}

// One row as a JSON object with the io column names (the export's and `list --json`'s form).
template <typename T> nlohmann::json rowToJson(const Table<T>& table, const T& row) {
    nlohmann::json o = nlohmann::json::object();
    for (const auto& c : table.io_columns)
        o[c.name] = toJsonValue(c.get(row), c.kind);
    return o;
}

// For messages: -3, 'GBP', nothing. Text is shown inert (core/base/InertText.h): a control
// character as \u001b, a malformed byte as \xff.
std::string describe(const Value& v);

// What is wrong with a Text or Json cell as catalog text ("" when nothing): every text the catalog
// keeps is well-formed UTF-8 without control characters (core/base/InertText.h), and so is every string
// (key or value) of a Json cell. Other kinds: "".
std::string textProblem(const Value& v, Kind kind);

// Today as YYYY-MM-DD (UTC).
std::string today();

} // namespace gpuplan::tables
