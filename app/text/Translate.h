#pragma once

// The command line's human output in the user's language.
//
// Messages are looked up in the same Qt translation files as the desktop
// application (resources/translations/gpu-planner_<lang>.ts, embedded under
// :/i18n): lupdate finds every `translate("Context", "text")` call of the CLI
// sources, so the CLI and the GUI are translated in one place. Format strings
// keep fmt's `{}` placeholders in every language.
//
// Numbers follow the language too: `formatLocal` formats every floating-point
// argument with its spec (`{:.2f}`, `{:+.1f}`...) and then writes it the
// language's way ("1 800,25" in French: decimal comma, U+202F narrow no-break
// space between thousands, as Qt's French locale writes them).

#include "core/base/Message.h"

#include <fmt/format.h>

#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace gpuplan::text {

// "en" (the source language) or "fr".
const std::string& language();

// Chooses the language: `requested` ("en", "fr", "fr_FR"...; empty: from the
// environment, LC_ALL, then LC_MESSAGES, then LANG, then LANGUAGE's first entry).
// Unknown or untranslated languages fall back to English. Returns the language in use.
const std::string& setLanguage(std::string_view requested);

// The language an environment asks for ("fr" for LANG=fr_FR.UTF-8, "en" otherwise).
std::string languageFromEnvironment();

// The translation of `text` in `context` (UTF-8), or `text` itself.
std::string translate(const char* context, const char* text);
// The translation of a phrase with plural forms (QT_TRANSLATE_N_NOOP), the form chosen by `n`.
std::string translate(const char* context, const char* text, int n);

// Writes a formatted number the current language's way: "1800.25" -> "1 800,25" in
// French (digits grouped by three from 1 000, as QLocale's French does). Leaves
// English text unchanged (English output is not grouped, as before).
std::string localizeNumber(std::string_view formatted);

// How the current language writes numbers (core's NumberStyle): its decimal point and
// thousands separator.
NumberStyle numberStyle();

// A floating-point value that formats itself the language's way.
struct LocalNumber {
    double value;
};

// Display width of UTF-8 text in columns (code points; every script the CLI prints
// is one column per code point).
std::size_t displayWidth(std::string_view utf8);

namespace detail {
template <typename T> decltype(auto) localized(T&& v) {
    if constexpr (std::is_floating_point_v<std::remove_cvref_t<T>>)
        return LocalNumber{static_cast<double>(v)};
    else
        return std::forward<T>(v);
}
} // namespace detail

// fmt::format with a run-time (translated) format string and localized floating-point
// arguments.
template <typename... Args> std::string formatLocal(const std::string& pattern, Args&&... args) {
    return fmt::vformat(pattern, fmt::make_format_args(detail::localized(std::forward<Args>(args))...));
}

} // namespace gpuplan::text

template <> struct fmt::formatter<gpuplan::text::LocalNumber> {
    std::string spec;
    auto parse(format_parse_context& ctx) {
        auto it = ctx.begin();
        while (it != ctx.end() && *it != '}')
            ++it;
        spec.assign(ctx.begin(), it);
        return it;
    }
    template <typename FormatContext>
    auto format(const gpuplan::text::LocalNumber& n, FormatContext& ctx) const {
        const std::string text = spec.empty()
                                     ? fmt::format("{}", n.value)
                                     : fmt::vformat("{:" + spec + "}", fmt::make_format_args(n.value));
        const std::string local = gpuplan::text::localizeNumber(text);
        return std::copy(local.begin(), local.end(), ctx.out());
    }
};
