// The command line speaks the user's language: --lang, else LC_ALL / LC_MESSAGES /
// LANG. French output uses the French translation (resources/translations) and
// writes numbers the French way (decimal comma, U+202F between thousands), as
// QLocale's French does in the desktop application.
#include "CliRunner.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <sstream>
#include <string>
#include <vector>

namespace {

using gpuplan::test::runCli;

const std::string kNarrowNbsp = "\u202f";

std::string fitArgs() {
    return "fit --model " + std::string(GPUPLAN_SOURCE_DIR) +
           "/tests/data/configs/llama-2-7b.json --vram 24GB";
}

std::size_t codePoints(const std::string& s) {
    std::size_t n = 0;
    for (unsigned char c : s)
        if ((c & 0xC0) != 0x80)
            ++n;
    return n;
}

// The lines of the memory table: from its header to the blank line after it.
std::vector<std::string> tableLines(const std::string& out, const std::string& header) {
    std::vector<std::string> lines;
    std::istringstream in(out);
    std::string line;
    bool inside = false;
    while (std::getline(in, line)) {
        inside = inside || line.starts_with(header);
        if (!inside)
            continue;
        if (line.empty())
            break;
        lines.push_back(line);
    }
    return lines;
}

} // namespace

TEST(CliLanguage, EnglishByDefault) {
    const auto r = runCli(fitArgs());
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("Memory term"), std::string::npos) << r.out;
    // meta-llama/Llama-2-7b-hf: 6,738,415,616 parameters; fp16 weights 13.48 GB.
    EXPECT_NE(r.out.find("6,738,415,616"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("13.48"), std::string::npos) << r.out;
}

TEST(CliLanguage, FrenchFromTheFlag) {
    const auto r = runCli("--lang fr " + fitArgs());
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_EQ(r.out.find("Memory term"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Poste mémoire"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("poids"), std::string::npos) << r.out;
    // The same figures written the French way.
    EXPECT_NE(r.out.find("6" + kNarrowNbsp + "738" + kNarrowNbsp + "415" + kNarrowNbsp + "616"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("13,48"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("13.48"), std::string::npos) << r.out;
}

TEST(CliLanguage, FrenchTableColumnsStayAligned) {
    const auto r = runCli("--lang fr " + fitArgs());
    ASSERT_EQ(r.code, 0) << r.out;
    const auto lines = tableLines(r.out, "Poste mémoire");
    ASSERT_GE(lines.size(), 10u) << r.out;
    // The last column is right-aligned: every row ends at the same column, counted in
    // characters (accents and U+202F are several bytes in UTF-8).
    const std::size_t width = codePoints(lines.front());
    for (const auto& l : lines)
        EXPECT_EQ(codePoints(l), width) << "'" << l << "'\n" << r.out;
}

TEST(CliLanguage, FollowsTheEnvironment) {
    const auto fr = runCli(fitArgs(), "LANG=fr_FR.UTF-8");
    ASSERT_EQ(fr.code, 0) << fr.out;
    EXPECT_NE(fr.out.find("13,48"), std::string::npos) << fr.out;
    // LC_ALL wins over LANG (POSIX), and C means English.
    const auto c = runCli(fitArgs(), "LANG=fr_FR.UTF-8 LC_ALL=C");
    ASSERT_EQ(c.code, 0) << c.out;
    EXPECT_NE(c.out.find("13.48"), std::string::npos) << c.out;
    // The flag wins over the environment.
    const auto en = runCli("--lang en " + fitArgs(), "LANG=fr_FR.UTF-8");
    EXPECT_NE(en.out.find("Memory term"), std::string::npos) << en.out;
}

TEST(CliLanguage, ErrorsAndHelpAreTranslated) {
    const auto bad = runCli("--lang fr fit --model llama-2-7b --gpu rtx-4090 --batch 0");
    EXPECT_EQ(bad.code, 2) << bad.out;
    EXPECT_EQ(bad.out.find("must be a positive whole number"), std::string::npos) << bad.out;
    EXPECT_NE(bad.out.find("--batch"), std::string::npos) << bad.out;
    const auto help = runCli("--lang fr fit --help");
    EXPECT_EQ(help.code, 0) << help.out;
    EXPECT_EQ(help.out.find("Micro-batch per GPU"), std::string::npos) << help.out;
}

TEST(CliLanguage, UnknownLanguageIsBadInput) {
    const auto r = runCli("--lang xx " + fitArgs());
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("--lang"), std::string::npos) << r.out;
}

TEST(CliLanguage, JsonDoesNotDependOnTheLanguage) {
    const auto en = runCli(fitArgs() + " --json");
    const auto fr = runCli("--lang fr " + fitArgs() + " --json");
    ASSERT_EQ(en.code, 0);
    ASSERT_EQ(fr.code, 0);
    EXPECT_EQ(nlohmann::json::parse(en.out), nlohmann::json::parse(fr.out));
}

// Core's own sentences (the rule of thumb, what would make it fit, the reasons of the
// recommendation) are French too, with French numbers; --json keeps them in English.
TEST(CliLanguage, CoreSentencesAreTranslated) {
    const std::string scenario = "scenario run " + std::string(GPUPLAN_SOURCE_DIR) +
                                 "/resources/scenarios/guide-7b-fp16-on-12gb.gpuplan";
    const auto fr = runCli("--lang fr " + scenario);
    ASSERT_EQ(fr.code, 0) << fr.out;
    // The guide's 7B example: 6,74 Md × 2 B × 1,2 (bytes written B, as in GB: one unit system in French too).
    EXPECT_NE(fr.out.find("6,74 Md × 2 B × 1,2"), std::string::npos) << fr.out;
    EXPECT_NE(fr.out.find("quantifier les poids en"), std::string::npos) << fr.out;
    EXPECT_NE(fr.out.find("n° 1, le moins cher qui tient : "), std::string::npos) << fr.out;
    EXPECT_EQ(fr.out.find("cheapest that fits"), std::string::npos) << fr.out;
    const auto en = runCli(scenario);
    EXPECT_NE(en.out.find("6.74B x 2 B x 1.2"), std::string::npos) << en.out;
    EXPECT_NE(en.out.find("#1, cheapest that fits: "), std::string::npos) << en.out;
    const auto json_fr = runCli("--lang fr " + scenario + " --json");
    EXPECT_NE(json_fr.out.find("\"rule_of_thumb_formula\": \"6.74B x 2 B x 1.2\""), std::string::npos);
}

// Issue 37, item 12: "1 jobs a month", "(1 GPUs)", "37,1 tâche par mois" and "7.97e+09" tokens a
// month. A count's noun takes the plural its figure takes in the language (French: singular
// below 2, "1,5 tâche"), and a large count is written in words.
TEST(CliLanguage, PluralsAndLargeNumbersInWords) {
    const std::string base = "recommend --model llama-2-7b --mode rent --top 40 --jobs-per-month ";
    const auto one = runCli(base + "1");
    ASSERT_EQ(one.code, 0) << one.out;
    EXPECT_NE(one.out.find("months at 1 job a month."), std::string::npos) << one.out;
    EXPECT_EQ(one.out.find("(1 GPUs)"), std::string::npos) << one.out;
    EXPECT_NE(one.out.find("(1 GPU)"), std::string::npos) << one.out;
    const auto many = runCli(base + "37.1");
    EXPECT_NE(many.out.find("months at 37.1 jobs a month."), std::string::npos) << many.out;
    const auto fr_many = runCli("--lang fr " + base + "37.1");
    EXPECT_NE(fr_many.out.find("à 37,1 tâches par mois."), std::string::npos) << fr_many.out;
    const auto fr_some = runCli("--lang fr " + base + "1.5");
    EXPECT_NE(fr_some.out.find("à 1,5 tâche par mois."), std::string::npos) << fr_some.out;
    // Llama 3.3 70B on 4 H100 PCIe against the APIs: the break-even volume is billions of tokens.
    const std::string serve =
        "serve --model llama-3.3-70b --users 50 --gpu h100-pcie --tp 4 --max-model-len 8192";
    const auto en = runCli(serve);
    ASSERT_EQ(en.code, 0) << en.out;
    EXPECT_EQ(en.out.find("e+0"), std::string::npos) << en.out;
    EXPECT_NE(en.out.find(" billion"), std::string::npos) << en.out;
    const auto fr = runCli("--lang fr " + serve);
    EXPECT_EQ(fr.out.find("e+0"), std::string::npos) << fr.out;
    EXPECT_NE(fr.out.find("\u00a0milliards"), std::string::npos) << fr.out;
}

// Issue 37, item 11: in French, `serve` said "buy :" and "rent :", and offers were "on-demand".
// The catalog's words a user reads (an offer's kind) and the purchase modes are translated;
// the JSON keeps the catalog's ids.
TEST(CliLanguage, CatalogWordsAndPurchaseModesAreTranslated) {
    const std::string serve =
        "serve --model llama-3.3-70b --users 50 --gpu h100-pcie --tp 4 --max-model-len 8192";
    const auto fr = runCli("--lang fr " + serve);
    ASSERT_EQ(fr.code, 0) << fr.out;
    EXPECT_EQ(fr.out.find("buy :"), std::string::npos) << fr.out;
    EXPECT_EQ(fr.out.find("rent :"), std::string::npos) << fr.out;
    EXPECT_NE(fr.out.find("achat : coût par mois"), std::string::npos) << fr.out;
    const std::string rent = "recommend --model llama-2-7b --mode rent --top 40 --jobs-per-month 4";
    const auto en = runCli(rent);
    ASSERT_EQ(en.code, 0) << en.out;
    EXPECT_NE(en.out.find(" on-demand"), std::string::npos) << en.out;
    const auto fr_rent = runCli("--lang fr " + rent);
    ASSERT_EQ(fr_rent.code, 0) << fr_rent.out;
    EXPECT_EQ(fr_rent.out.find("on-demand"), std::string::npos) << fr_rent.out;
    EXPECT_NE(fr_rent.out.find(" à la demande"), std::string::npos) << fr_rent.out;
    EXPECT_EQ(fr_rent.out.find(" rent "), std::string::npos) << fr_rent.out;
    const auto json = runCli("--lang fr " + rent + " --json");
    EXPECT_NE(json.out.find("on-demand"), std::string::npos) << "the JSON keeps the catalog's words";
}
