#include "text/Translate.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QTranslator>

#include <cstdlib>
#include <memory>

namespace gpuplan::text {
namespace {

struct State {
    std::string language = "en";
    std::unique_ptr<QTranslator> translator;
};

State& state() {
    static State s;
    return s;
}

std::string envValue(const char* name) {
    const char* v = std::getenv(name);
    return v ? std::string(v) : std::string();
}

// "fr_FR.UTF-8" -> "fr"; "C", "POSIX" -> "en".
std::string baseLanguage(std::string_view tag) {
    std::string out;
    for (char c : tag) {
        if (c == '_' || c == '-' || c == '.' || c == '@' || c == ':')
            break;
        out += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    }
    if (out.empty() || out == "c" || out == "posix")
        return "en";
    return out;
}

} // namespace

const std::string& language() {
    return state().language;
}

std::string languageFromEnvironment() {
    // POSIX precedence for messages: LC_ALL, LC_MESSAGES, LANG; GNU LANGUAGE refines a
    // non-C locale.
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const std::string v = envValue(name);
        if (v.empty())
            continue;
        const std::string base = baseLanguage(v);
        if (base == "en")
            return "en";
        const std::string preferred = envValue("LANGUAGE");
        return preferred.empty() ? base : baseLanguage(preferred);
    }
    return "en";
}

const std::string& setLanguage(std::string_view requested) {
    State& s = state();
    const std::string wanted = requested.empty() ? languageFromEnvironment() : baseLanguage(requested);
    s.translator.reset();
    s.language = "en";
    if (wanted != "en") {
        auto translator = std::make_unique<QTranslator>();
        if (translator->load(
                QStringLiteral(":/i18n/gpu-planner_%1.qm").arg(QString::fromStdString(wanted)))) {
            s.translator = std::move(translator);
            s.language = wanted;
        }
    }
    return s.language;
}

std::string translate(const char* context, const char* text) {
    const State& s = state();
    if (!s.translator)
        return text;
    const QString t = s.translator->translate(context, text);
    return t.isEmpty() ? std::string(text) : t.toStdString();
}

std::string translate(const char* context, const char* text, int n) {
    const State& s = state();
    if (!s.translator)
        return text;
    const QString t = s.translator->translate(context, text, nullptr, n);
    return t.isEmpty() ? std::string(text) : t.toStdString();
}

NumberStyle numberStyle() {
    NumberStyle style; // English: as fmt writes it, no grouping
    if (state().language == "fr") {
        style.decimal_point = ",";
        style.group_separator = "\u202f"; // narrow no-break space, as QLocale's French
    }
    return style;
}

std::string localizeNumber(std::string_view formatted) {
    return styleNumber(formatted, numberStyle());
}

std::size_t displayWidth(std::string_view utf8) {
    std::size_t n = 0;
    for (unsigned char c : utf8)
        if ((c & 0xC0) != 0x80)
            ++n;
    return n;
}

} // namespace gpuplan::text
