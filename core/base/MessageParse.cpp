#include "core/base/MessageParse.h"

#include "core/base/MessagePattern.h"

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

// The shape of a pattern without plural forms (a pluralVariants variant); none for a "{" with no
// "}".
std::optional<Shape> shapeOf(MessageId id, std::string_view pattern) {
    Shape s{id, {std::string()}, {}, 0};
    const bool complete = scanPattern(
        pattern, [&](std::string_view run) { appendUnescaped(s.literals.back(), run); },
        [&](std::string_view, std::string_view body, bool) {
            s.specs.emplace_back(body);
            s.literals.emplace_back();
        });
    if (!complete)
        return std::nullopt;
    for (const auto& l : s.literals)
        s.literal_size += l.size();
    return s;
}

// A pattern with each of its plural forms ("{|GPU|GPUs}", core/base/MessagePattern.h) written one
// way or the other: "offer {} ({} GPU)" and "offer {} ({} GPUs)". Which one a text uses is checked
// when its reading is written back (the number decides).
std::vector<std::string> pluralVariants(std::string_view pattern) {
    std::vector<std::string> out{std::string()};
    scanPattern(
        pattern,
        [&](std::string_view run) {
            for (std::string& o : out)
                o += run;
        },
        [&](std::string_view field, std::string_view body, bool plural) {
            if (!plural) {
                for (std::string& o : out)
                    o += field;
                return;
            }
            const PluralForms f = pluralForms(body);
            std::vector<std::string> both;
            both.reserve(2 * out.size());
            for (const std::string& o : out) {
                both.push_back(o + std::string(f.one));
                both.push_back(o + std::string(f.other));
            }
            out = std::move(both);
        });
    return out;
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
            for (const std::string& variant : pluralVariants(patterns[i]))
                if (auto s = shapeOf(id, variant); s && s->literal_size > 0)
                    v.push_back(std::move(*s));
        }
        std::stable_sort(v.begin(), v.end(),
                         [](const Shape& a, const Shape& b) { return a.literal_size > b.literal_size; });
        return v;
    }();
    return all;
}

constexpr int kMaxDepth = 4;           // messages within messages within messages
constexpr std::size_t kMaxSplits = 64; // ways to cut one text for one pattern
// Readings tried for one text, nested ones included: a probe's sentence needs a few hundred; a
// file's odd text (a fuzzer's "; ; ; ...") stops there, kept as it is beyond.
constexpr std::size_t kBudget = 20'000;
constexpr std::size_t kMaxText = 2'000; // longer than any sentence the probe says

// A reading of a text: the message, and how much of the text its patterns' words cover (what a
// translation reaches). The reading that covers most is kept.
struct Reading {
    Message message;
    std::size_t words = 0;
};

Reading parse(std::string_view text, int depth, std::size_t& budget);

// An argument as it was: a number where its text is one the placeholder writes back the same,
// another message where it is one, else text.
std::pair<MessageArg, std::size_t> argumentOf(std::string_view text, const std::string& spec, int depth,
                                              std::size_t& budget) {
    const std::string_view digits = text.starts_with('+') ? text.substr(1) : text; // "{:+.0f}"
    double v = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v);
    if (ec == std::errc() && end == digits.data() + digits.size() && !digits.empty()) {
        const bool integer = spec.empty() && text.find_first_of(".eE") == std::string_view::npos;
        try { // only a number its placeholder writes back as it is ("12.550" stays text)
            if (integer && std::abs(v) < 9e15 && fmt::format("{}", static_cast<long long>(v)) == text)
                return {MessageArg(static_cast<long long>(v)), 0};
            if (!integer && fmt::format(fmt::runtime("{" + spec + "}"), v) == text)
                return {MessageArg(v), 0};
        } catch (const fmt::format_error&) { // a spec for text, not numbers
        }
    }
    if (depth < kMaxDepth) {
        Reading nested = parse(text, depth + 1, budget);
        if (nested.message.id != MessageId::Verbatim)
            return {MessageArg(std::move(nested.message)), nested.words};
    }
    return {MessageArg(std::string(text)), 0};
}

// Every way `text` is `shape` with something in each placeholder (each literal text found at
// each of its places, up to kMaxSplits ways).
void splits(std::string_view text, const Shape& shape, std::size_t k, std::size_t at,
            std::vector<std::string_view>& parts, std::vector<std::vector<std::string_view>>& out) {
    if (out.size() >= kMaxSplits)
        return;
    if (k == shape.specs.size()) {
        if (at == text.size())
            out.push_back(parts);
        return;
    }
    const std::string& next = shape.literals[k + 1];
    if (k + 1 == shape.specs.size()) { // the last placeholder ends where the last literal begins
        if (text.size() - at < next.size())
            return;
        parts.push_back(text.substr(at, text.size() - next.size() - at));
        splits(text, shape, k + 1, text.size(), parts, out);
        parts.pop_back();
        return;
    }
    for (std::size_t end = text.find(next, at); end != std::string_view::npos;
         end = text.find(next, end + 1)) {
        parts.push_back(text.substr(at, end - at));
        splits(text, shape, k + 1, end + next.size(), parts, out);
        parts.pop_back();
    }
}

std::vector<std::vector<std::string_view>> splitsOf(std::string_view text, const Shape& shape) {
    std::vector<std::vector<std::string_view>> out;
    if (!text.starts_with(shape.literals.front()) || !text.ends_with(shape.literals.back()) ||
        text.size() < shape.literal_size)
        return out;
    if (shape.specs.empty()) {
        if (text == shape.literals.front())
            out.emplace_back();
        return out;
    }
    std::vector<std::string_view> parts;
    splits(text, shape, 0, shape.literals.front().size(), parts, out);
    return out;
}

Reading parse(std::string_view text, int depth, std::size_t& budget) {
    Reading best{Message(MessageId::Verbatim, {std::string(text)}), 0};
    for (const Shape& shape : shapes()) {
        if (best.words >= text.size() || budget == 0)
            break;
        for (const auto& parts : splitsOf(text, shape)) {
            if (budget == 0)
                break;
            --budget;
            Reading r{Message(shape.id), shape.literal_size};
            for (std::size_t k = 0; k < parts.size(); ++k) {
                auto [arg, words] = argumentOf(parts[k], shape.specs[k], depth, budget);
                r.message.args.push_back(std::move(arg));
                r.words += words;
            }
            if (r.words <= best.words)
                continue;
            try {
                if (r.message.english() == text) // what it says, exactly
                    best = std::move(r);
            } catch (const fmt::format_error&) { // text where the pattern writes a number
            }
        }
    }
    return best;
}

} // namespace

Message messageFromEnglish(std::string_view text) {
    if (text.empty())
        return {};
    if (text.size() > kMaxText)
        return Message(MessageId::Verbatim, {std::string(text)});
    std::size_t budget = kBudget;
    return parse(text, 0, budget).message;
}

} // namespace gpuplan
