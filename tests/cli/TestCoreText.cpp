// Core's sentences in the user's language (app/text/CoreText): every pattern core can
// produce is listed for lupdate and translated in French with usable placeholders.

#include "core/base/Message.h"
#include "text/CoreText.h"

#include <QLocale>
#include <QString>
#include <QTranslator>

#include <fmt/args.h>
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <set>
#include <string>

using namespace gpuplan;

namespace {

std::size_t placeholders(std::string_view pattern) {
    return placeholderCount(pattern); // plural forms ("{|GPU|GPUs}") take no argument
}

} // namespace

// A sentence added to core/base/Message.h without its line in CoreText.cpp would reach the
// user untranslated: the two lists must be the same.
TEST(CoreText, EveryCorePatternIsListedForTranslation) {
    // Verbatim and LinkName say their argument as given ("{}"): nothing to translate.
    ASSERT_EQ(messagePattern(MessageId::LinkName), messagePattern(MessageId::Verbatim));
    std::set<std::string> core, app;
    for (std::string_view p : messagePatterns())
        if (p != messagePattern(MessageId::Verbatim))
            core.emplace(p);
    for (const char* p : text::translatablePatterns())
        app.emplace(p);
    EXPECT_EQ(core, app);
    EXPECT_EQ(text::translatablePatterns().size(), messagePatterns().size() - 2) << "a pattern listed twice";
}

// The French .qm built from resources/translations/gpu-planner_fr.ts translates every
// pattern, keeps the number of placeholders, and fmt accepts the translation (a broken
// one would silently fall back to English).
TEST(CoreText, EveryFrenchPatternIsTranslatedAndUsable) {
    QTranslator fr;
    ASSERT_TRUE(fr.load(QStringLiteral(GPUPLAN_QM_FR))) << GPUPLAN_QM_FR;
    std::size_t different = 0;
    for (const char* english : text::translatablePatterns()) {
        const QString t = fr.translate("core", english);
        ASSERT_FALSE(t.isEmpty()) << "no French for: " << english;
        const std::string local = t.toStdString();
        different += local != english;
        EXPECT_EQ(placeholders(local), placeholders(english)) << english << " -> " << local;
        fmt::dynamic_format_arg_store<fmt::format_context> args;
        std::vector<MessageArg> values;
        for (std::size_t i = 0; i < placeholders(english); ++i) {
            args.push_back(1.5);
            values.emplace_back(1.5);
        }
        EXPECT_NO_THROW((void)fmt::vformat(choosePluralForms(local, values), args)) << local;
    }
    EXPECT_GT(different, 80u); // all but names kept as they are (DDP, ZeRO-1...)
}

// Without a translator the English pattern is used, and numbers follow the locale
// given (the PDF report passes its own).
TEST(CoreText, NumbersFollowTheLocale) {
    const Message m(MessageId::ReasonMemory, {1234.56, 80.0});
    EXPECT_EQ(text::coreText(m, QLocale(QLocale::English, QLocale::UnitedStates)),
              QStringLiteral("1,234.6 of 80 GB per GPU"));
    EXPECT_EQ(text::coreText(m, QLocale(QLocale::French, QLocale::France)),
              QStringLiteral("1\u202f234,6 of 80 GB per GPU"));
}

// Plural forms in French follow French's rule (Message.h, "{<2|…|…}"): 1,5 tâche, 2 tâches; the
// verb agrees too. English says 1 job, 1.5 jobs.
TEST(CoreText, FrenchPluralFormsFollowFrenchRules) {
    QTranslator fr;
    ASSERT_TRUE(fr.load(QStringLiteral(GPUPLAN_QM_FR))) << GPUPLAN_QM_FR;
    const auto french = [&](std::string_view english) {
        return fr.translate("core", std::string(english).c_str()).toStdString();
    };
    const NumberStyle comma{",", ""};
    const auto rent = [](double jobs) {
        return Message(MessageId::ReasonRentCost, {jobs, 0.25, 1, 0.4, "EUR", jobs * 0.1, "EUR"});
    };
    EXPECT_EQ(formatMessage(rent(1.5), french, comma),
              "location : 1,5 tâche × 0,2500 h facturées × 1 GPU × 0,4000 EUR par GPU-heure = 0,15 EUR");
    EXPECT_EQ(formatMessage(rent(2.0), french, comma),
              "location : 2 tâches × 0,2500 h facturées × 1 GPU × 0,4000 EUR par GPU-heure = 0,20 EUR");
    EXPECT_EQ(rent(1.5).english(),
              "rent: 1.5 jobs x 0.2500 h billed x 1 GPU x 0.4000 EUR per GPU-hour = 0.15 EUR");
    const Message one_hour(MessageId::UsageHoursNoComputeFigure, {"x", 1.0});
    EXPECT_NE(formatMessage(one_hour, french, comma).find("1 heure par mois ne peut pas être convertie"),
              std::string::npos)
        << formatMessage(one_hour, french, comma);
    EXPECT_NE(one_hour.english().find("so 1 hour a month cannot"), std::string::npos) << one_hour.english();
}
