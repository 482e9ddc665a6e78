#include "core/base/Error.h"
#include "core/base/Message.h"
#include "core/base/MessageParse.h"
#include "core/base/MessagePattern.h"
#include "core/model/Workload.h"
#include "core/scenario/Scenario.h"

#include <gtest/gtest.h>

#include <string>

using namespace gpuplan;

namespace {

const NumberStyle kFrench{",", "\u202f"};

// A translator with one French pattern, as the app's .qm would give.
std::string toFrench(std::string_view english) {
    if (english == messagePattern(MessageId::ReasonMemory))
        return "{:.1f} GB sur {:.0f} par GPU";
    if (english == messagePattern(MessageId::LayoutCpuOffload))
        return "{} + déchargement CPU";
    if (english == messagePattern(MessageId::LayoutOneGpu))
        return "un GPU";
    if (english == messagePattern(MessageId::NoTdp))
        return "pas de TDP pour {} : {} électricité"; // one placeholder too many: a translator's mistake
    return std::string(english);
}

} // namespace

TEST(Message, EnglishFillsThePatternWithItsSpecs) {
    EXPECT_EQ(Message(MessageId::ReasonMemory, {37.4321, 80.0}).english(), "37.4 of 80 GB per GPU");
    EXPECT_EQ(Message(MessageId::NoTdp, {"rtx-4090"}).english(),
              "no TDP for rtx-4090: electricity not counted");
    // Integers print as integers with "{}", doubles keep their spec.
    EXPECT_EQ(Message(MessageId::SuggestMoreGpus, {4u, Message(MessageId::LayoutZero3)}).english(),
              "4 GPUs with ZeRO-3");
    EXPECT_EQ(Message(MessageId::RankOther, {2, 1234.4, "EUR", 12.6}).english(),
              "#2, +1234 EUR (+13 %) vs #1");
}

TEST(Message, ADefaultMessageIsEmpty) {
    EXPECT_EQ(Message().english(), "");
    EXPECT_EQ(formatMessage(Message(), toFrench, kFrench), "");
}

TEST(Message, NumbersAreWrittenTheLanguagesWay) {
    EXPECT_EQ(styleNumber("1800.25", kFrench), "1\u202f800,25");
    EXPECT_EQ(styleNumber("-1234567", kFrench), "-1\u202f234\u202f567");
    EXPECT_EQ(styleNumber("+33", kFrench), "+33");
    EXPECT_EQ(styleNumber("0.12345", kFrench), "0,12345"); // no grouping after the decimal point
    EXPECT_EQ(styleNumber("1800.25", NumberStyle{}), "1800.25");
    EXPECT_EQ(formatMessage(Message(MessageId::ReasonMemory, {1234.56, 80.0}), toFrench, kFrench),
              "1\u202f234,6 GB sur 80 par GPU");
}

TEST(Message, NestedMessagesAreTranslatedToo) {
    const Message layout(MessageId::LayoutCpuOffload, {Message(MessageId::LayoutOneGpu)});
    EXPECT_EQ(layout.english(), "one GPU + CPU offload");
    EXPECT_EQ(formatMessage(layout, toFrench, kFrench), "un GPU + déchargement CPU");
}

TEST(Message, ABrokenTranslationFallsBackToEnglish) {
    EXPECT_EQ(formatMessage(Message(MessageId::NoTdp, {"a100"}), toFrench, kFrench),
              "no TDP for a100: electricity not counted");
}

// Every pattern formats with as many arguments as it has placeholders: none is
// malformed, and the ids and the patterns stay aligned.
TEST(Message, EveryPatternIsUsable) {
    const auto patterns = messagePatterns();
    ASSERT_GT(patterns.size(), 50u);
    EXPECT_EQ(messagePattern(MessageId::Verbatim), "{}");
    EXPECT_EQ(messagePattern(MessageId::CalibrationTooFewRuns), patterns.back());
    for (std::size_t i = 0; i < patterns.size(); ++i) {
        Message m;
        m.id = static_cast<MessageId>(i);
        const std::size_t placeholders = placeholderCount(patterns[i]);
        for (std::size_t k = 0; k < placeholders; ++k)
            m.args.emplace_back(1.5);
        EXPECT_NO_THROW((void)m.english()) << patterns[i];
    }
}

// A validation error names its place in what() and carries the sentence alone,
// which the scenario form shows (translated) under the field.
TEST(Message, ValidationErrorsCarryTheirSentence) {
    Scenario s;
    s.pue = 0.5;
    try {
        s.validate();
        FAIL() << "a PUE of 0.5 was accepted";
    } catch (const InputError& e) {
        EXPECT_STREQ(e.what(), "scenario: /costs/pue must be between 1 and 3, got 0.5");
        ASSERT_NE(e.message(), nullptr);
        EXPECT_EQ(e.message()->id, MessageId::MustBeBetween);
        EXPECT_EQ(formatMessage(*e.message(), {}, kFrench), "must be between 1 and 3, got 0,5");
    }
    Scenario w;
    w.workload.batch = 0;
    try {
        w.validate();
        FAIL() << "a batch of 0 was accepted";
    } catch (const InputError& e) {
        EXPECT_STREQ(e.what(), "scenario: /workload: batch must be at least 1");
        ASSERT_NE(e.message(), nullptr);
        EXPECT_EQ(e.message()->id, MessageId::BatchAtLeastOne);
    }
}

// Issue 34: vocab_size 18446744073709551615 was reported as "got -9223372036854775808" (a double
// cast back to a signed 64-bit integer). Integers are written exactly, as given.
TEST(Message, IntegersAreWrittenExactlyAsGiven) {
    const std::uint64_t largest = 18446744073709551615ull;
    EXPECT_EQ(Message(MessageId::ValueBetween, {"vocab_size", 1, 100000000, largest}).english(),
              "vocab_size must be between 1 and 100000000, got 18446744073709551615");
    EXPECT_EQ(Message(MessageId::MustBeBetween, {1, 1024, std::int64_t{-9223372036854775807 - 1}}).english(),
              "must be between 1 and 1024, got -9223372036854775808");
    EXPECT_EQ(Message(MessageId::MustBeBetween, {1, 1024, 9007199254740993ull}).english(),
              "must be between 1 and 1024, got 9007199254740993"); // 2^53 + 1: a double has no such value
}

// A message kept as its English text (a probe report in a scenario file) is read back as the
// message it is, numbers and nested messages included, so that it can be shown translated.
TEST(MessageParse, TheEnglishTextGivesBackTheMessage) {
    const Message gb(MessageId::ProbeGigabytes, {85.9});
    EXPECT_EQ(messageFromEnglish(gb.english()), gb);
    const Message pci(MessageId::ProbeMatchedByPciId, {"10de:2330"});
    EXPECT_EQ(messageFromEnglish(pci.english()), pci);
    // Nested: "no permission (...) (NVML_ERROR_NO_PERMISSION = 4)" inside "...; ...".
    const Message code(MessageId::ProbeNvmlCode,
                       {Message(MessageId::ProbeNvmlNoPermission), "NVML_ERROR_NO_PERMISSION", 4});
    const Message joined(MessageId::ProbeJoined, {pci, code});
    const Message back = messageFromEnglish(joined.english());
    EXPECT_EQ(back.english(), joined.english());
    // Read either as "A; B" or as "matched by PCI id <10de:2330; B>": the same words, each part a
    // message of its own, so a translation reaches every one of them.
    const auto words = [](std::string_view english) {
        if (english == messagePattern(MessageId::ProbeMatchedByPciId))
            return std::string("associé par id PCI {}");
        if (english == messagePattern(MessageId::ProbeNvmlNoPermission))
            return std::string("PERMISSION REFUSEE");
        return std::string(english);
    };
    const std::string said = formatMessage(back, words, kFrench);
    EXPECT_EQ(said, formatMessage(joined, words, kFrench));
    EXPECT_NE(said.find("associé par id PCI 10de:2330"), std::string::npos) << said;
    EXPECT_NE(said.find("PERMISSION REFUSEE"), std::string::npos) << said;
    // In another language it is the translated pattern's words, with the numbers written its way.
    const auto french = [](std::string_view english) {
        return english == messagePattern(MessageId::ProbeGigabytes) ? std::string("{:.1f} Go")
                                                                    : std::string(english);
    };
    EXPECT_EQ(formatMessage(messageFromEnglish("85.9 GB"), french, kFrench), "85,9 Go");
}

TEST(MessageParse, TextNoPatternGivesBackIsKeptAsItIs) {
    EXPECT_EQ(messageFromEnglish("written by an older version"),
              Message(MessageId::Verbatim, {"written by an older version"}));
    EXPECT_TRUE(messageFromEnglish("").empty());
    // Every text comes back as it was, whatever it matched.
    for (const std::string text : {"85.90 GB", "08 GB", "+3 GB", "{} GB", "matched by PCI id ", "; ; ;"})
        EXPECT_EQ(messageFromEnglish(text).english(), text) << text;
    // A figure its placeholder would write otherwise ("12.550" is not how "{}" writes 12.55) is
    // kept as text, and the sentence around it still found.
    const Message driver(MessageId::ProbeMatchedByPciId, {"12.550"});
    EXPECT_EQ(messageFromEnglish(driver.english()), driver);
    // A file's odd text (what a fuzzer tries) is read within a bounded number of readings.
    std::string many;
    for (int i = 0; i < 300; ++i)
        many += "matched by PCI id 1; ";
    EXPECT_EQ(messageFromEnglish(many).english(), many);
}

// Plural forms (Message.h): the word after a number agrees with it, "1 GPU" and "2 GPUs", in
// English (exactly 1) and in a language whose singular reaches below 2 (French: 0 and 1.5); a
// text argument takes the plural; the forms take no argument of their own; a message with a
// plural form is read back from either wording, and "1 GPUs" (no pattern writes it) is kept as it is.
TEST(Message, PluralFormsAgreeWithTheirNumber) {
    EXPECT_EQ(Message(MessageId::ProbeNvmlGpus, {1}).english(), "NVML: 1 GPU");
    EXPECT_EQ(Message(MessageId::ProbeNvmlGpus, {8}).english(), "NVML: 8 GPUs");
    EXPECT_EQ(Message(MessageId::ProbeNvmlGpus, {0}).english(), "NVML: 0 GPUs");
    EXPECT_EQ(Message(MessageId::ReasonOffer, {"Vast.ai 1x", 1}).english(), "offer Vast.ai 1x (1 GPU)");
    EXPECT_EQ(Message(MessageId::PriceOfDateStale, {"2025-06-30", 2}).english(),
              "price of 2025-06-30, over 2 months old");
    EXPECT_EQ(Message(MessageId::ReasonRentCost, {1.0, 0.25, 1, 0.4, "EUR", 0.1, "EUR"}).english(),
              "rent: 1 job x 0.2500 h billed x 1 GPU x 0.4000 EUR per GPU-hour = 0.10 EUR");
    EXPECT_EQ(Message(MessageId::ReasonRentCost, {1.5, 0.25, 2, 0.4, "EUR", 0.3, "EUR"}).english(),
              "rent: 1.5 jobs x 0.2500 h billed x 2 GPUs x 0.4000 EUR per GPU-hour = 0.30 EUR");

    const std::vector<MessageArg> half{1.5}, zero{0}, one{1}, two{2}, text{"one"};
    EXPECT_EQ(choosePluralForms("{} {<2|heure|heures}", half), "{} heure");
    EXPECT_EQ(choosePluralForms("{} {<2|heure|heures}", zero), "{} heure");
    EXPECT_EQ(choosePluralForms("{} {<2|heure|heures}", two), "{} heures");
    EXPECT_EQ(choosePluralForms("{} {|hour|hours}", half), "{} hours");
    EXPECT_EQ(choosePluralForms("{} {|hour|hours}", one), "{} hour");
    EXPECT_EQ(choosePluralForms("{} {|hour|hours}", text), "{} hours");
    EXPECT_EQ(choosePluralForms("{{|x}} {|GPU}", one), "{{|x}} GPU");     // braces doubled are text
    EXPECT_EQ(choosePluralForms("{|GPU|GPUs} first", one), "GPUs first"); // no number before it
    EXPECT_EQ(placeholderCount("offer {} ({} {|GPU|GPUs})"), 2u);
    EXPECT_EQ(placeholderCount("{:.2f} {{literal}} {<2|h|h}"), 1u);

    // Read back from either wording; the old "1 GPUs" is no pattern's text.
    for (const int n : {1, 8}) {
        const Message m(MessageId::ProbeNvmlGpus, {n});
        EXPECT_EQ(messageFromEnglish(m.english()), m) << m.english();
    }
    EXPECT_NE(messageFromEnglish("NVML: 1 GPUs").id, MessageId::ProbeNvmlGpus);
}

// The plural forms are read by the same scanner that writes them (core/base/MessagePattern.h):
// a text in either form gives its message back, and the forms of either rule are split alike.
TEST(MessageParse, EitherPluralFormGivesBackTheMessage) {
    for (const int gpus : {1, 8}) {
        const Message offer(MessageId::ReasonOffer, {"lambda-8x-h100", gpus});
        EXPECT_EQ(messageFromEnglish(offer.english()), offer) << offer.english();
    }
    EXPECT_EQ(Message(MessageId::ReasonOffer, {"x", 1}).english(), "offer x (1 GPU)");
    const PluralForms english = pluralForms("|GPU|GPUs");
    EXPECT_EQ(english.one, "GPU");
    EXPECT_EQ(english.other, "GPUs");
    EXPECT_FALSE(english.below_two);
    const PluralForms french = pluralForms("<2|GPU|GPU");
    EXPECT_TRUE(french.below_two);
    EXPECT_EQ(pluralForms("|heure").other, "heure"); // one form: both
    std::string literal;
    std::size_t fields = 0;
    EXPECT_FALSE(scanPattern(
        "{{a}} {:.1f} {|b|c} {", [&](std::string_view t) { literal += t; },
        [&](std::string_view, std::string_view, bool plural) { fields += plural ? 10 : 1; }));
    EXPECT_EQ(literal, "{{a}}   {"); // as written, the unterminated "{" given back
    std::string shown;
    appendUnescaped(shown, literal);
    EXPECT_EQ(shown, "{a}   {"); // as a message shows it
    EXPECT_EQ(fields, 11u);
}
