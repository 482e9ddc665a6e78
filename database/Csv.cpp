#include "database/Csv.h"

#include "core/base/Error.h"

#include <fmt/format.h>

#include <charconv>

namespace gpuplan {

namespace {

// Reads RFC 4180 records one at a time, counting physical lines for messages.
class CsvReader {
public:
    CsvReader(std::string_view text, std::string_view source) : text_(text), source_(source) {}

    bool atEnd() const { return i_ >= text_.size(); }

    // A blank line (LF, CR or CRLF) skipped; false when the next line holds a record.
    bool skipBlankLine() {
        if (text_[i_] == '\n') {
            ++line_;
            ++i_;
            return true;
        }
        if (text_[i_] == '\r') {
            i_ += next('\n') ? 2 : 1;
            ++line_;
            return true;
        }
        return false;
    }

    CsvRecord record() {
        CsvRecord r;
        r.line = line_;
        for (;;) {
            std::string field;
            const bool quoted = i_ < text_.size() && text_[i_] == '"';
            if (quoted)
                readQuoted(field, r.fields.size() + 1);
            else
                readUnquoted(field, r.fields.size() + 1);
            r.fields.push_back(std::move(field));
            r.quoted.push_back(quoted);
            if (atEnd())
                return r;
            if (text_[i_] == ',') {
                ++i_;
                continue;
            }
            i_ += (text_[i_] == '\r' && next('\n')) ? 2 : 1; // the line's end
            ++line_;
            return r;
        }
    }

private:
    bool next(char c) const { return i_ + 1 < text_.size() && text_[i_ + 1] == c; }
    bool atFieldEnd() const { return text_[i_] == ',' || text_[i_] == '\n' || text_[i_] == '\r'; }

    [[noreturn]] void fail(std::size_t at_line, const std::string& what) const {
        throw InputError(fmt::format("{} line {}: {}", source_, at_line, what));
    }

    // A quoted field: "" is a quote, line ends inside it are kept (and counted).
    void readQuoted(std::string& field, std::size_t number) {
        const std::size_t open_line = line_;
        ++i_;
        bool closed = false;
        while (i_ < text_.size()) {
            const char c = text_[i_];
            if (c == '"') {
                if (next('"')) {
                    field.push_back('"');
                    i_ += 2;
                    continue;
                }
                ++i_;
                closed = true;
                break;
            }
            if (c == '\n' || (c == '\r' && !next('\n')))
                ++line_;
            field.push_back(c);
            ++i_;
        }
        if (!closed)
            fail(open_line, "a quoted field is not closed (missing '\"')");
        if (!atEnd() && !atFieldEnd())
            fail(line_, fmt::format("unexpected '{}' after a closing quote (field {})", text_[i_], number));
    }

    void readUnquoted(std::string& field, std::size_t number) {
        while (!atEnd() && !atFieldEnd()) {
            if (text_[i_] == '"')
                fail(line_, fmt::format("a quote inside an unquoted field (field {}); quote the "
                                        "whole field and double the quote",
                                        number));
            field.push_back(text_[i_]);
            ++i_;
        }
    }

    std::string_view text_;
    std::string_view source_;
    std::size_t i_ = 0;
    std::size_t line_ = 1;
};

} // namespace

std::vector<CsvRecord> parseCsv(std::string_view text, std::string_view source) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    CsvReader reader(text, source);
    std::vector<CsvRecord> records;
    while (!reader.atEnd())
        if (!reader.skipBlankLine())
            records.push_back(reader.record());
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
