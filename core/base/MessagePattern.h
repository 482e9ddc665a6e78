#pragma once

// The syntax of a message pattern (core/base/Message.h), read in one place for the two that read
// it: writing a message (Message.cpp: the plural forms chosen, the rest left to fmt) and reading a
// message back from its English text (MessageParse.cpp: the literal text between placeholders).
//
//   "{}", "{:.1f}"       a placeholder and its fmt spec;
//   "{{", "}}"           a literal brace;
//   "{|one|other}"       a plural form, chosen by the value of the placeholder before it: "one"
//                        for exactly 1 (English's rule), "other" otherwise;
//   "{<2|one|other}"     the same with "one" below 2 (French's rule: 0 and 1.5 are singular).

#include <string>
#include <string_view>

namespace gpuplan {

// The forms of a plural field, from the text between its braces ("|GPU|GPUs", "<2|GPU|GPUs"); a
// field with one form ("|GPU") has it for both.
struct PluralForms {
    std::string_view one, other;
    bool below_two = false; // "one" below 2, not for exactly 1
};

inline bool isPluralForm(std::string_view body) {
    return body.starts_with('|') || body.starts_with("<2|");
}

inline PluralForms pluralForms(std::string_view body) {
    PluralForms f;
    f.below_two = body.starts_with("<2|");
    body.remove_prefix(f.below_two ? 3 : 1);
    const std::size_t bar = body.find('|');
    f.one = body.substr(0, bar);
    f.other = bar == std::string_view::npos ? f.one : body.substr(bar + 1);
    return f;
}

// Whether text[i] starts a literal brace, "{{" or "}}".
inline bool escapedBraceAt(std::string_view text, std::size_t i) {
    return (text[i] == '{' || text[i] == '}') && i + 1 < text.size() && text[i + 1] == text[i];
}

// Appends a run of literal text (on_text's, below) as a message shows it: "{{" and "}}" are one
// brace.
inline void appendUnescaped(std::string& out, std::string_view run) {
    for (std::size_t i = 0; i < run.size(); ++i) {
        out += run[i];
        if (escapedBraceAt(run, i))
            ++i;
    }
}

// Calls on_text(text) for each run of literal text, as written ("{{" and "}}" kept, as fmt reads
// them), and on_field(field, body, plural) for each "{...}": the field with its braces, the text
// between them, and whether it is a plural form. Returns false when a "{" has no "}" (the rest of
// the pattern is then given to on_text as it is).
template <typename Text, typename Field>
bool scanPattern(std::string_view pattern, Text on_text, Field on_field) {
    std::size_t from = 0;
    bool complete = true;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (escapedBraceAt(pattern, i)) {
            ++i;
            continue;
        }
        if (pattern[i] != '{')
            continue;
        const std::size_t end = pattern.find('}', i);
        if (end == std::string_view::npos) {
            complete = false;
            break;
        }
        on_text(pattern.substr(from, i - from));
        const std::string_view body = pattern.substr(i + 1, end - i - 1);
        on_field(pattern.substr(i, end - i + 1), body, isPluralForm(body));
        from = end + 1;
        i = end;
    }
    on_text(pattern.substr(from));
    return complete;
}

} // namespace gpuplan
