#include "core/base/Message.h"

#include "core/base/MessagePattern.h"

#include <fmt/args.h>
#include <fmt/format.h>

#include <cmath>
#include <iterator>

namespace gpuplan {

namespace {

// A plain array: deducing std::array's size folds over every message, past
// clang's nesting limit of 256.
constexpr std::string_view kPatterns[] = {
#define GPUPLAN_MESSAGE_PATTERN(id, pattern) std::string_view(pattern),
    GPUPLAN_CORE_MESSAGES(GPUPLAN_MESSAGE_PATTERN)
#undef GPUPLAN_MESSAGE_PATTERN
};

// A number that writes itself in a NumberStyle, with the spec of its placeholder.
struct StyledNumber {
    double value;
    bool integer;
    std::uint64_t magnitude; // the integer exactly
    bool negative;
    const NumberStyle* style;
};

} // namespace

} // namespace gpuplan

template <> struct fmt::formatter<gpuplan::StyledNumber> {
    std::string spec;
    constexpr auto parse(format_parse_context& ctx) {
        auto it = ctx.begin();
        while (it != ctx.end() && *it != '}')
            ++it;
        spec.assign(ctx.begin(), it);
        return it;
    }
    template <typename FormatContext> auto format(const gpuplan::StyledNumber& n, FormatContext& ctx) const {
        std::string text;
        if (n.integer && (spec.empty() || spec.back() == 'd') && !n.negative)
            text = fmt::vformat("{:" + spec + "}", fmt::make_format_args(n.magnitude));
        else if (n.integer && (spec.empty() || spec.back() == 'd')) // two's complement: INT64_MIN too
            text =
                fmt::vformat("{:" + spec + "}",
                             fmt::make_format_args(static_cast<long long>(std::uint64_t{0} - n.magnitude)));
        else
            text = fmt::vformat("{:" + spec + "}", fmt::make_format_args(n.value));
        const std::string styled = gpuplan::styleNumber(text, *n.style);
        return std::copy(styled.begin(), styled.end(), ctx.out());
    }
};

namespace gpuplan {

std::string_view messagePattern(MessageId id) {
    const auto i = static_cast<std::size_t>(id);
    return i < std::size(kPatterns) ? kPatterns[i] : std::string_view("{}");
}

std::span<const std::string_view> messagePatterns() {
    return kPatterns;
}

MessageArg::MessageArg(std::string s) : text(std::move(s)) {}
MessageArg::MessageArg(const char* s) : text(s) {}
MessageArg::MessageArg(std::string_view s) : text(s) {}
MessageArg::MessageArg(double v, bool is_integer) : kind(Kind::Number), number(v), integer(is_integer) {}
MessageArg::MessageArg(Message m) : kind(Kind::Nested), nested{std::move(m)} {}
MessageArg::MessageArg(const MessageArg&) = default;
MessageArg::MessageArg(MessageArg&&) noexcept = default;
MessageArg& MessageArg::operator=(const MessageArg&) = default;
MessageArg& MessageArg::operator=(MessageArg&&) noexcept = default;
MessageArg::~MessageArg() = default;

bool MessageArg::operator==(const MessageArg& o) const {
    // Written out: clang 14 crashes on this defaulted comparison (a vector of the
    // enclosing Message, compared recursively).
    if (kind != o.kind || text != o.text || number != o.number || integer != o.integer ||
        magnitude != o.magnitude || negative != o.negative || nested.size() != o.nested.size())
        return false;
    for (std::size_t i = 0; i < nested.size(); ++i)
        if (!(nested[i].id == o.nested[i].id && nested[i].args == o.nested[i].args))
            return false;
    return true;
}

std::string Message::english() const {
    static const NumberStyle kEnglish;
    return formatMessage(*this, {}, kEnglish);
}

std::string styleNumber(std::string_view formatted, const NumberStyle& style) {
    std::string out;
    out.reserve(formatted.size() + 4);
    std::size_t i = 0;
    bool after_point = false;
    while (i < formatted.size()) {
        const char c = formatted[i];
        if (c < '0' || c > '9') {
            if (c == '.') {
                out += style.decimal_point;
                after_point = true;
            } else {
                out += c;
                after_point = false;
            }
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < formatted.size() && formatted[j] >= '0' && formatted[j] <= '9')
            ++j;
        const std::size_t n = j - i;
        const bool group = !after_point && !style.group_separator.empty() && n >= 4;
        for (std::size_t k = 0; k < n; ++k) {
            out += formatted[i + k];
            const std::size_t left = n - k - 1;
            if (group && left > 0 && left % 3 == 0)
                out += style.group_separator;
        }
        i = j;
    }
    return out;
}

namespace {

// The form of a plural field for the value of its governing argument (core/base/MessagePattern.h).
std::string_view pluralForm(std::string_view body, const MessageArg* governing) {
    const PluralForms f = pluralForms(body);
    if (!governing || governing->kind != MessageArg::Kind::Number)
        return f.other;
    const double v = governing->number;
    return (f.below_two ? std::abs(v) < 2.0 : v == 1.0) ? f.one : f.other;
}

} // namespace

std::string choosePluralForms(std::string_view pattern, const std::vector<MessageArg>& args) {
    std::string out;
    out.reserve(pattern.size());
    std::size_t placeholders = 0;
    scanPattern(
        pattern, [&](std::string_view text) { out += text; },
        [&](std::string_view field, std::string_view body, bool plural) {
            if (!plural) {
                out += field;
                ++placeholders;
                return;
            }
            const MessageArg* governing =
                placeholders > 0 && placeholders <= args.size() ? &args[placeholders - 1] : nullptr;
            out += pluralForm(body, governing);
        });
    return out;
}

std::size_t placeholderCount(std::string_view pattern) {
    std::size_t n = 0;
    scanPattern(
        pattern, [](std::string_view) {},
        [&](std::string_view, std::string_view, bool plural) { n += plural ? 0 : 1; });
    return n;
}

namespace {

std::string format(const Message& m, std::string_view pattern, const PatternTranslator& translate,
                   const NumberStyle& style) {
    fmt::dynamic_format_arg_store<fmt::format_context> store;
    for (const MessageArg& a : m.args) {
        switch (a.kind) {
        case MessageArg::Kind::Text:
            store.push_back(a.text);
            break;
        case MessageArg::Kind::Number:
            store.push_back(StyledNumber{a.number, a.integer, a.magnitude, a.negative, &style});
            break;
        case MessageArg::Kind::Nested:
            store.push_back(a.nested.empty() ? std::string()
                                             : formatMessage(a.nested.front(), translate, style));
            break;
        }
    }
    if (pattern.find("{|") == std::string_view::npos && pattern.find("{<2|") == std::string_view::npos)
        return fmt::vformat(pattern, store);
    return fmt::vformat(choosePluralForms(pattern, m.args), store);
}

} // namespace

std::string formatMessage(const Message& m, const PatternTranslator& translate, const NumberStyle& style) {
    if (m.id == MessageId::Verbatim && m.args.empty())
        return {}; // a default-constructed message: nothing to say
    const std::string_view english = m.pattern();
    if (translate) {
        const std::string local = translate(english);
        if (!local.empty() && local != english) {
            try {
                return format(m, local, translate, style);
            } catch (const fmt::format_error&) {
                // A translation with broken placeholders: the English sentence is better than none.
            }
        }
    }
    return format(m, english, translate, style);
}

std::string englishJoined(const std::vector<Message>& messages, std::string_view separator) {
    std::string out;
    for (const Message& m : messages) {
        if (!out.empty())
            out += separator;
        out += m.english();
    }
    return out;
}

} // namespace gpuplan
