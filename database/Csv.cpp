#include "database/Csv.h"

#include "core/base/Error.h"

#include <fmt/format.h>

#include <charconv>

namespace gpuplan {

std::vector<CsvRecord> parseCsv(std::string_view text, std::string_view source) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    std::vector<CsvRecord> records;
    std::size_t line = 1;
    std::size_t i = 0;
    const std::size_t n = text.size();
    auto fail = [&](std::size_t at_line, const std::string& what) {
        throw InputError(fmt::format("{} line {}: {}", source, at_line, what));
    };
    while (i < n) {
        // Skip blank lines.
        if (text[i] == '\n') {
            ++line;
            ++i;
            continue;
        }
        if (text[i] == '\r') {
            i += (i + 1 < n && text[i + 1] == '\n') ? 2 : 1;
            ++line;
            continue;
        }
        CsvRecord record;
        record.line = line;
        std::string field;
        bool record_done = false;
        while (!record_done) {
            field.clear();
            const bool quoted = i < n && text[i] == '"';
            if (quoted) {
                const std::size_t open_line = line;
                ++i;
                bool closed = false;
                while (i < n) {
                    const char c = text[i];
                    if (c == '"') {
                        if (i + 1 < n && text[i + 1] == '"') {
                            field.push_back('"');
                            i += 2;
                            continue;
                        }
                        ++i;
                        closed = true;
                        break;
                    }
                    if (c == '\n')
                        ++line;
                    else if (c == '\r' && !(i + 1 < n && text[i + 1] == '\n'))
                        ++line;
                    field.push_back(c);
                    ++i;
                }
                if (!closed)
                    fail(open_line, "a quoted field is not closed (missing '\"')");
                if (i < n && text[i] != ',' && text[i] != '\n' && text[i] != '\r')
                    fail(line, fmt::format("unexpected '{}' after a closing quote (field {})", text[i],
                                           record.fields.size() + 1));
            } else {
                while (i < n && text[i] != ',' && text[i] != '\n' && text[i] != '\r') {
                    if (text[i] == '"')
                        fail(line, fmt::format("a quote inside an unquoted field (field {}); quote the "
                                               "whole field and double the quote",
                                               record.fields.size() + 1));
                    field.push_back(text[i]);
                    ++i;
                }
            }
            record.fields.push_back(field);
            record.quoted.push_back(quoted);
            if (i >= n) {
                record_done = true;
            } else if (text[i] == ',') {
                ++i;
            } else { // line end
                i += (text[i] == '\r' && i + 1 < n && text[i + 1] == '\n') ? 2 : 1;
                ++line;
                record_done = true;
            }
        }
        records.push_back(std::move(record));
    }
    return records;
}

std::string formatCsvRecord(const std::vector<std::string>& fields) {
    if (fields.size() == 1 && fields[0].empty())
        return "\"\"\r\n"; // an empty line would read as no record
    std::string out;
    for (std::size_t k = 0; k < fields.size(); ++k) {
        if (k)
            out.push_back(',');
        const std::string& f = fields[k];
        // A leading byte-order mark is quoted: unquoted at the start of a file, readers drop it.
        // A leading apostrophe is quoted: the importer only unescapes quoted fields (see Csv.h).
        const bool quote = f.find_first_of(",\"\r\n") != std::string::npos ||
                           f.rfind("\xEF\xBB\xBF", 0) == 0 || f.rfind('\'', 0) == 0;
        if (!quote) {
            out += f;
            continue;
        }
        out.push_back('"');
        for (char c : f) {
            if (c == '"')
                out.push_back('"');
            out.push_back(c);
        }
        out.push_back('"');
    }
    out += "\r\n";
    return out;
}

namespace {

bool isFormulaStart(char c) {
    return c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r';
}

bool isPlainNumber(std::string_view s) {
    double v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    return ec == std::errc() && end == s.data() + s.size();
}

} // namespace

std::string escapeSpreadsheetCell(std::string_view cell) {
    if (cell.empty())
        return {};
    const bool formula = isFormulaStart(cell[0]) && !isPlainNumber(cell);
    const bool apostrophe =
        cell[0] == '\'' && cell.size() > 1 && (isFormulaStart(cell[1]) || cell[1] == '\'');
    std::string out;
    if (formula || apostrophe) {
        out.reserve(cell.size() + 1);
        out.push_back('\'');
    }
    out.append(cell);
    return out;
}

std::string unescapeSpreadsheetCell(std::string_view cell) {
    if (cell.size() > 1 && cell[0] == '\'' && (isFormulaStart(cell[1]) || cell[1] == '\''))
        return std::string(cell.substr(1));
    return std::string(cell);
}

} // namespace gpuplan
