// The one formatter of the GUI, the PDF report and the CLI (text::Format): money, dates,
// durations and memory figures in a locale (QLocale's CLDR data: French groups digits
// with a narrow no-break space U+202F and puts the euro sign after a no-break space
// U+00A0), GB vs GiB.
#include "text/Format.h"
#include "text/Translate.h"

#include <QLocale>

#include <gtest/gtest.h>

#include <limits>
#include <ostream>

QT_BEGIN_NAMESPACE
// Failures print the text, not its UTF-16 code units.
inline void PrintTo(const QString& s, std::ostream* os) {
    *os << '"' << s.toStdString() << '"';
}
QT_END_NAMESPACE

using gpuplan::SizeUnit;
using gpuplan::text::Format;

namespace {

const Format kEnglish(QLocale(QLocale::English, QLocale::UnitedStates));
const Format kFrench(QLocale(QLocale::French, QLocale::France));

QString u(const char16_t* s) {
    return QString::fromUtf16(s);
}

// The RTX 4090's 24 GiB of GDDR6X (NVIDIA's spec sheet: 24 GB, i.e. 24 × 2^30 bytes).
constexpr double kRtx4090Bytes = 24.0 * 1024 * 1024 * 1024;

} // namespace

TEST(Format, MoneyInFrench) {
    const Format& f = kFrench;
    EXPECT_EQ(f.money(1800, "EUR"), u(u"1\u202F800,00\u00A0€"));
    EXPECT_EQ(f.money(0.39, "EUR"), u(u"0,39\u00A0€"));
    EXPECT_EQ(f.money(-250.5, "EUR"), u(u"-250,50\u00A0€"));
    EXPECT_EQ(f.money(1800, "USD"), u(u"1\u202F800,00\u00A0$"));
    // From 100 000 up, no cents.
    EXPECT_EQ(f.money(1234567.89, "EUR"), u(u"1\u202F234\u202F568\u00A0€"));
    EXPECT_EQ(f.money(1800, "CHF"), u(u"1\u202F800,00\u00A0CHF"));
    EXPECT_EQ(f.money(-0.001, "EUR"), u(u"0,00\u00A0€")); // no "-0,00"
}

TEST(Format, MoneyInEnglish) {
    const Format& f = kEnglish;
    EXPECT_EQ(f.money(1800, "EUR"), QStringLiteral("€1,800.00"));
    EXPECT_EQ(f.money(1800, "USD"), QStringLiteral("$1,800.00"));
    EXPECT_EQ(f.money(0.39, "USD"), QStringLiteral("$0.39"));
    EXPECT_EQ(f.money(-250.5, "EUR"), QStringLiteral("-€250.50"));
    EXPECT_EQ(f.money(1234567.89, "EUR"), QStringLiteral("€1,234,568"));
    EXPECT_EQ(f.money(1800, "EUR", 0), QStringLiteral("€1,800"));
    EXPECT_EQ(f.money(0.0, "EUR"), QStringLiteral("€0.00"));
    EXPECT_EQ(f.moneyPerHour(2.5, "USD"), QStringLiteral("$2.50/h"));
    // A code without a symbol stays apart from the digits.
    EXPECT_EQ(f.money(1800, "CHF"), u(u"CHF\u00A01,800.00"));
    EXPECT_EQ(Format::currencySymbol("JPY"), QStringLiteral("¥"));
    EXPECT_EQ(Format::currencySymbol("CHF"), QStringLiteral("CHF"));
}

TEST(Format, DatesWithoutTheWeekday) {
    EXPECT_EQ(kEnglish.date("2024-12-31"), QStringLiteral("December 31, 2024"));
    EXPECT_EQ(kFrench.date("2024-12-31"), QStringLiteral("31 décembre 2024"));
    EXPECT_EQ(kFrench.date("undated"), QStringLiteral("undated"));
}

TEST(Format, NumbersFollowTheLocale) {
    EXPECT_EQ(kFrench.decimal(1234.5, 1), u(u"1\u202F234,5"));
    EXPECT_EQ(kFrench.number(0.123456), QStringLiteral("0,123"));
    EXPECT_EQ(kFrench.percent(0.84), u(u"84%")); // the French "84 %" comes from the translation
    EXPECT_EQ(kEnglish.decimal(1234.5, 1), QStringLiteral("1,234.5"));
    EXPECT_EQ(kEnglish.number(12345.6), QStringLiteral("12,346"));
    EXPECT_EQ(kEnglish.percent(0.0625, 1), QStringLiteral("6.3%"));
    EXPECT_EQ(kEnglish.bandwidth(64e9), QStringLiteral("64.0 GB/s"));
    EXPECT_EQ(kEnglish.bandwidth(31.5e9, 2), QStringLiteral("31.50 GB/s"));
}

// meta-llama/Llama-2-7b-hf has 6,738,415,616 parameters.
TEST(Format, CountsAndGroupedDigits) {
    EXPECT_EQ(kEnglish.count(6'738'415'616), QStringLiteral("6.74 B"));
    EXPECT_EQ(kEnglish.count(8'388'608), QStringLiteral("8.39 M"));
    EXPECT_EQ(kEnglish.count(4'096), QStringLiteral("4.10 k"));
    EXPECT_EQ(kEnglish.count(512), QStringLiteral("512"));
    EXPECT_EQ(kEnglish.grouped(6'738'415'616), QStringLiteral("6,738,415,616"));
    EXPECT_EQ(kFrench.grouped(6'738'415'616), u(u"6\u202F738\u202F415\u202F616"));
    // Grouped even in a locale that writes other numbers without groups.
    EXPECT_EQ(Format(QLocale::c()).grouped(6'738'415'616), QStringLiteral("6,738,415,616"));
}

// About three significant digits in the unit that suits; from ten minutes up, minutes and hours.
TEST(Format, Durations) {
    const Format& f = kEnglish;
    EXPECT_EQ(f.seconds(2.5e-6), QStringLiteral("2.5 µs"));
    EXPECT_EQ(f.seconds(250e-6), QStringLiteral("250 µs"));
    EXPECT_EQ(f.seconds(0.00512), QStringLiteral("5.12 ms"));
    EXPECT_EQ(f.seconds(0.0167), QStringLiteral("16.7 ms"));
    EXPECT_EQ(f.seconds(1.35), QStringLiteral("1.35 s"));
    EXPECT_EQ(f.seconds(25), QStringLiteral("25.0 s"));
    EXPECT_EQ(f.seconds(1500), QStringLiteral("25 min")); // not "1.5e+03 s"
    EXPECT_EQ(f.seconds(std::numeric_limits<double>::infinity()), QStringLiteral("–"));
    EXPECT_EQ(f.hours(0.05), QStringLiteral("3.0 min"));
    EXPECT_EQ(f.hours(0.75), QStringLiteral("45 min"));
    EXPECT_EQ(f.hours(3.21), QStringLiteral("3.2 h"));
    EXPECT_EQ(f.hours(1250), QStringLiteral("1,250 h"));
}

TEST(Format, MemoryInGBOrGiB) {
    // GB = 10^9 bytes: 24 GiB = 25.77e9 bytes.
    const Format gb(QLocale(QLocale::English, QLocale::UnitedStates), SizeUnit::GB);
    EXPECT_EQ(gb.memoryUnitName(), QStringLiteral("GB"));
    EXPECT_DOUBLE_EQ(gb.memoryValue(kRtx4090Bytes), 25.769803776);
    EXPECT_EQ(gb.memory(kRtx4090Bytes), QStringLiteral("25.8"));
    EXPECT_EQ(gb.memoryText(kRtx4090Bytes), QStringLiteral("25.8 GB"));
    EXPECT_EQ(gb.withMemoryUnit(QStringLiteral("Capacity (%1)")), QStringLiteral("Capacity (GB)"));
    // GiB = 1024^3 bytes.
    const Format gib(QLocale(QLocale::English, QLocale::UnitedStates), SizeUnit::GiB);
    EXPECT_EQ(gib.memoryUnitName(), QStringLiteral("GiB"));
    EXPECT_DOUBLE_EQ(gib.memoryValue(kRtx4090Bytes), 24.0);
    EXPECT_EQ(gib.memoryText(kRtx4090Bytes), QStringLiteral("24.0 GiB"));
    // 13.48e9 bytes (Llama-2-7B's fp16 weights, 6.74e9 parameters × 2 bytes): 12.55 GiB.
    EXPECT_EQ(gib.memoryText(13.48e9, 2), QStringLiteral("12.55 GiB"));
    EXPECT_EQ(gib.withMemoryUnit(QStringLiteral("Capacity (%1)")), QStringLiteral("Capacity (GiB)"));
    EXPECT_EQ(Format(QLocale(QLocale::French, QLocale::France), SizeUnit::GiB).memoryText(13.48e9, 2),
              QStringLiteral("12,55 GiB"));
    EXPECT_EQ(kFrench.memoryText(13.48e9, 2), QStringLiteral("13,48 GB"));
}

// The command line's numbers: C notation without groups in English, as fmt writes them.
TEST(Format, CommandLineInEnglish) {
    gpuplan::text::setLanguage("en");
    const Format f = Format::commandLine();
    EXPECT_EQ(f.decimal(1800.25, 2), QStringLiteral("1800.25"));
    EXPECT_EQ(f.grouped(6'738'415'616), QStringLiteral("6,738,415,616"));
    EXPECT_EQ(f.bandwidth(25e9, 2), QStringLiteral("25.00 GB/s"));
}

// Arithmetic in billions of bytes ends in GB, with the GiB figure after it when that is the unit.
TEST(Format, GigabytesTextKeepsTheArithmeticInGb) {
    const double bytes = 6.74e9 * 2 * 1.2; // the guide's rule of thumb for Llama-2-7B in fp16
    EXPECT_EQ(kEnglish.gigabytesText(bytes), QStringLiteral("16.2 GB"));
    const Format gib(QLocale(QLocale::English, QLocale::UnitedStates), SizeUnit::GiB);
    EXPECT_EQ(gib.gigabytesText(bytes), QStringLiteral("16.2 GB (15.1 GiB)"));
}

// Issue 37: the Recommend chart's axis read "4E+06" under a 2.9 M EUR rack (the Multi-GPU
// guide's GB200 NVL72). An axis label is an amount in a few characters, the symbol where the
// locale puts it. (The French suffixes "M", "k", "Md" come from the translation: here, without
// it, the source's.)
TEST(Format, CompactMoneyForChartAxes) {
    EXPECT_EQ(kEnglish.compactMoney(4e6, "EUR"), QStringLiteral("€4M"));
    EXPECT_EQ(kEnglish.compactMoney(2.5e5, "USD"), QStringLiteral("$250k"));
    EXPECT_EQ(kEnglish.compactMoney(1.5e6, "EUR"), QStringLiteral("€1.5M"));
    EXPECT_EQ(kEnglish.compactMoney(900, "EUR"), QStringLiteral("€900"));
    EXPECT_EQ(kEnglish.compactMoney(0, "EUR"), QStringLiteral("€0"));
    EXPECT_EQ(kEnglish.compactMoney(15.3e9, "EUR"), QStringLiteral("€15.3bn"));
    EXPECT_EQ(kEnglish.compactMoney(4e6, "CHF"), u(u"CHF\u00A04M"));
    EXPECT_EQ(kFrench.compactMoney(1.5e6, "EUR"), QStringLiteral("1,5M€"));
    EXPECT_EQ(kFrench.compactMoney(900, "EUR"), u(u"900\u00A0€"));
    for (double v : {4e6, 2.9e6, 1e9, 1e4})
        EXPECT_FALSE(kEnglish.compactMoney(v, "EUR").contains(QLatin1Char('E'))) << v;
    gpuplan::text::setLanguage("en");
    EXPECT_EQ(Format::commandLine().compactMoney(4e6, "EUR"), QStringLiteral("4M EUR"));
}

// Issue 37, item 12: "1 jobs a month", "(1 GPUs)", "1.53e+10" in output. English has its
// singular for a figure written "1" only. (The French forms come from the translation: see
// CliLanguage.PluralsAndLargeNumbersInWords.)
TEST(Format, PluralsAndLargeNumbersInWords) {
    EXPECT_EQ(kEnglish.jobsPerMonth(1), QStringLiteral("1 job a month"));
    EXPECT_EQ(kEnglish.jobsPerMonth(1.5), QStringLiteral("1.5 jobs a month"));
    EXPECT_EQ(kEnglish.jobsPerMonth(37.1), QStringLiteral("37.1 jobs a month"));
    EXPECT_EQ(kEnglish.gpus(1), QStringLiteral("1 GPU"));
    EXPECT_EQ(kEnglish.gpus(8), QStringLiteral("8 GPUs"));
    EXPECT_EQ(kEnglish.largeNumber(1.53e10), QStringLiteral("15.3 billion"));
    EXPECT_EQ(kEnglish.largeNumber(820.9e6), QStringLiteral("821 million"));
    EXPECT_EQ(kEnglish.largeNumber(451968), QStringLiteral("451,968"));
    EXPECT_EQ(kEnglish.largeNumber(250), QStringLiteral("250"));
    EXPECT_EQ(kFrench.largeNumber(1.53e10), QStringLiteral("15,3 billion")); // the word: translation's
}

// Months with their plural, and the price of a kWh as money (the Buy vs Rent tab's labels).
TEST(Format, MonthsAndThePriceOfAKwh) {
    EXPECT_EQ(kEnglish.months(1), QStringLiteral("1 month"));
    EXPECT_EQ(kEnglish.months(24), QStringLiteral("24 months"));
    EXPECT_EQ(kEnglish.months(7.24, 1), QStringLiteral("7.2 months"));
    EXPECT_EQ(kEnglish.months(1, 1), QStringLiteral("1.0 months"));
    EXPECT_EQ(kFrench.months(7.24, 1), QStringLiteral("7,2 months")); // the word: translation's
    EXPECT_EQ(kEnglish.moneyPerKwh(0.25, "EUR"), QStringLiteral("€0.25/kWh"));
    EXPECT_EQ(kFrench.moneyPerKwh(0.25, "EUR"), u(u"0,25\u00A0€/kWh"));
    EXPECT_DOUBLE_EQ(kEnglish.memoryUnitBytes(), 1e9);
    EXPECT_DOUBLE_EQ(Format(QLocale::c(), SizeUnit::GiB).memoryUnitBytes(), 1073741824.0);
}
