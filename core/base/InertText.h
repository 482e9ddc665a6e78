#pragma once

// Text that is valid and inert: well-formed UTF-8 without control characters.
//
// Every text a user or a file puts into the catalog (a source, a note, a model's family from
// config.json) must be such text: the store refuses any other (CatalogTables' checks call
// textProblem). The refused characters are the C0 controls (U+0000 to U+001F) but the tab, the
// line feed and the carriage return (a note may have lines: the three XML 1.0 allows), DEL
// (U+007F) and every C1 control (U+0080 to U+009F): a terminal acts on them (ESC starts the
// sequences that recolour, retitle or move the cursor, BEL rings), a spreadsheet or a table shows
// them as garbage. Malformed UTF-8 (a stray byte, an overlong form, a surrogate, a code point
// above U+10FFFF) is refused too: JSON cannot carry it.
//
// inertText() is the other side, for what is printed: any text, even a catalog written by an
// older version that let such bytes in, comes out as printable text with each control character
// written \u001b and each malformed byte \xff.

#include <string>
#include <string_view>

namespace gpuplan {

// "" when `s` is well-formed UTF-8 without control characters (tabs and line breaks allowed);
// otherwise what is wrong, with the offending character and its byte offset: "holds the control character
// U+001B at byte 3 (only printable text is kept)" or "is not valid UTF-8 (byte 0xFF at byte 3)".
std::string textProblem(std::string_view s);

// Which control characters inertText leaves as they are.
enum class Keep {
    Nothing,             // a table's cell, a value quoted in a message: a note of two lines stays in its row
    LinesAndTabs,        // a whole output ('\n', '\t'); a carriage return would overwrite the line
    WhatTheCatalogKeeps, // '\t', '\n', '\r' (an export: what textProblem allows comes back as it was)
};

// `s` with every other control character written as \u00XX (its JSON escape) and every byte that
// is not part of well-formed UTF-8 as \xXX; `s` itself when it holds neither.
std::string inertText(std::string_view s, Keep keep = Keep::Nothing);

// Length of the well-formed UTF-8 sequence at the start of `s` (1 to 4), 0 when malformed or
// incomplete; `code_point` receives its value.
std::size_t utf8SequenceLength(std::string_view s, char32_t& code_point);

// Whether a code point is a control character (C0, DEL, C1).
constexpr bool isControlCharacter(char32_t c) {
    return c < 0x20 || (c >= 0x7f && c <= 0x9f);
}

// Whether textProblem lets it through: a tab or a line break.
constexpr bool isLineBreakOrTab(char32_t c) {
    return c == '\t' || c == '\n' || c == '\r';
}

} // namespace gpuplan
