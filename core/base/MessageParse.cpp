#include "core/base/MessageParse.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

namespace gpuplan {

namespace {

// A pattern as literal text between placeholders: "no TDP for {}: electricity not counted" is
// {"no TDP for ", ": electricity not counted"} around one placeholder of spec "".
struct Shape {
    MessageId id;
    std::vector<std::string> literals; // one more than the placeholders
    std::vector<std::string> specs;    // each placeholder's format spec ("", ":.1f")
    std::size_t literal_size = 0;
};

std::optional<Shape> shapeOf(MessageId id, std::string_view pattern) {
    Shape s{id, {std::string()}, {}, 0};
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if ((c == '{' || c == '}') && i + 1 < pattern.size() && pattern[i + 1] == c) { // "{{", "}}"
            s.literals.back() += c;
            ++i;
        } else if (c == '{') {
            const std::size_t end = pattern.find('}', i);
            if (end == std::string_view::npos)
                return std::nullopt;
            s.specs.emplace_back(pattern.substr(i + 1, end - i - 1));
            s.literals.emplace_back();
            i = end;
        } else {
            s.literals.back() += c;
        }
    }
    for (const auto& l : s.literals)
        s.literal_size += l.size();
    return s;
}

// Every pattern but the catch-all, the most literal text first: the most specific pattern is
// tried before a general one ("{}: {}") that would also give the text back.
const std::vector<Shape>& shapes() {
    static const std::vector<Shape> all = [] {
        std::vector<Shape> v;
        const auto patterns = messagePatterns();
        for (std::size_t i = 0; i < patterns.size(); ++i) {
            const auto id = static_cast<MessageId>(i);
            if (id == MessageId::Verbatim)
                continue;
            if (auto s = shapeOf(id, patterns[i]); s && s->literal_size > 0)
                v.push_back(std::move(*s));
        }
        std::stable_sort(v.begin(), v.end(),
                         [](const Shape& a, const Shape& b) { return a.literal_size > b.literal_size; });
        return v;
    }();
    return all;
}

constexpr int kMaxDepth = 4; // messages within messages within messages

Message parse(std::string_view text, int depth);

// An argument as it was: a number where its text is one the placeholder writes back the same,
// another message where it is one, else text.
MessageArg argumentOf(std::string_view text, const std::string& spec, int depth) {
    const std::string_view digits = text.starts_with('+') ? text.substr(1) : text; // "{:+.0f}"
    double v = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v);
    if (ec == std::errc() && end == digits.data() + digits.size() && !digits.empty()) {
        const bool integer = spec.empty() && text.find_first_of(".eE") == std::string_view::npos;
        if (!integer || (std::abs(v) < 9e15))
            return integer ? MessageArg(static_cast<long long>(v)) : MessageArg(v);
    }
    if (depth < kMaxDepth) {
        Message nested = parse(text, depth + 1);
        if (nested.id != MessageId::Verbatim)
            return MessageArg(std::move(nested));
    }
    return MessageArg(std::string(text));
}

// The placeholders' texts when `text` is `shape` with something in each; the first literal text
// after a placeholder ends it (a shortest match; the check of the whole text follows).
std::optional<std::vector<std::string_view>> split(std::string_view text, const Shape& shape) {
    if (!text.starts_with(shape.literals.front()) || !text.ends_with(shape.literals.back()) ||
        text.size() < shape.literal_size)
        return std::nullopt;
    std::vector<std::string_view> parts;
    std::size_t at = shape.literals.front().size();
    for (std::size_t k = 0; k < shape.specs.size(); ++k) {
        const std::string& next = shape.literals[k + 1];
        const bool last = k + 1 == shape.specs.size();
        const std::size_t end = last ? text.size() - next.size() : text.find(next, at);
        if (end == std::string_view::npos || end < at)
            return std::nullopt;
        parts.push_back(text.substr(at, end - at));
        at = end + next.size();
    }
    if (shape.specs.empty() && text != shape.literals.front())
        return std::nullopt;
    return parts;
}

Message parse(std::string_view text, int depth) {
    for (const Shape& shape : shapes()) {
        const auto parts = split(text, shape);
        if (!parts)
            continue;
        Message m(shape.id);
        for (std::size_t k = 0; k < parts->size(); ++k)
            m.args.push_back(argumentOf((*parts)[k], shape.specs[k], depth));
        try {
            if (m.english() == text) // what it says, exactly
                return m;
        } catch (const fmt::format_error&) { // text where the pattern writes a number
        }
    }
    return Message(MessageId::Verbatim, {std::string(text)});
}

} // namespace

Message messageFromEnglish(std::string_view text) {
    if (text.empty())
        return {};
    return parse(text, 0);
}

} // namespace gpuplan
