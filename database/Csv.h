#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplan {

// RFC 4180 CSV, the catalog's interchange format (one file per table, a
// header row). No Debian package offers a maintained C++ CSV library, so this
// small reader is fuzzed (tests/fuzz/FuzzCsv.cpp).

struct CsvRecord {
    std::size_t line = 0; // 1-based line where the record starts
    std::vector<std::string> fields;
    std::vector<bool> quoted; // per field: written in double quotes
};

// Parses comma-separated records ending in CRLF or LF; a field holding a
// comma, a quote or a line break is in double quotes, "" is a quote inside.
// A UTF-8 byte-order mark is skipped; blank lines are skipped. A quote inside
// an unquoted field, text after a closing quote or an unterminated quoted
// field is an InputError "<source> line N: ...".
std::vector<CsvRecord> parseCsv(std::string_view text, std::string_view source);

// One record, CRLF-terminated, quoting only the fields that need it and every
// field starting with an apostrophe (see below).
std::string formatCsvRecord(const std::vector<std::string>& fields);

// Spreadsheet safety (CSV injection): a cell starting with = + - @, a tab or a
// carriage return is prefixed with an apostrophe so that spreadsheets show it
// as text, except a plain number ("-3"). A cell starting with an apostrophe
// followed by one of those (or by another apostrophe) gets one more, so that
// unescapeSpreadsheetCell(escapeSpreadsheetCell(x)) == x for every x.
//
// The importer unescapes quoted fields only: the export quotes every field
// starting with an apostrophe, so its escapes are always quoted, while a
// cell typed by hand as '=x (unquoted, as one types it) is kept as written.
// Export then import gives back every cell exactly.
std::string escapeSpreadsheetCell(std::string_view cell);
std::string unescapeSpreadsheetCell(std::string_view cell);

} // namespace gpuplan
