#include "Translate.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QTranslator>

#include <cstdlib>
#include <memory>

namespace gpuplan::cli {
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

std::string localizeNumber(std::string_view formatted) {
    if (state().language != "fr")
        return std::string(formatted);
    static constexpr std::string_view kGroup = "\u202f"; // narrow no-break space
    std::string out;
    std::size_t i = 0;
    while (i < formatted.size()) {
        const char c = formatted[i];
        if (c < '0' || c > '9') {
            out += c == '.' ? ',' : c;
            ++i;
            continue;
        }
        // A run of digits: group it when it is an integer part (not after a decimal point).
        std::size_t j = i;
        while (j < formatted.size() && formatted[j] >= '0' && formatted[j] <= '9')
            ++j;
        const bool fraction = i > 0 && formatted[i - 1] == '.';
        const std::size_t n = j - i;
        for (std::size_t k = 0; k < n; ++k) {
            out += formatted[i + k];
            const std::size_t left = n - k - 1;
            if (!fraction && left > 0 && left % 3 == 0 && n >= 4)
                out += kGroup;
        }
        i = j;
    }
    return out;
}

std::size_t displayWidth(std::string_view utf8) {
    std::size_t n = 0;
    for (unsigned char c : utf8)
        if ((c & 0xC0) != 0x80)
            ++n;
    return n;
}

} // namespace gpuplan::cli
