// The GUI's number formats: money, dates and memory figures in the UI locale
// (QLocale's CLDR data: French groups digits with a narrow no-break space
// U+202F and puts the euro sign after a no-break space U+00A0), GB vs GiB.
#include "gui/Format.h"

#include <QLocale>

#include <gtest/gtest.h>

#include <ostream>

QT_BEGIN_NAMESPACE
// Failures print the text, not its UTF-16 code units.
inline void PrintTo(const QString& s, std::ostream* os) {
    *os << '"' << s.toStdString() << '"';
}
QT_END_NAMESPACE

namespace format = gpuplan::gui::format;
using gpuplan::SizeUnit;

namespace {

class FormatTest : public ::testing::Test {
protected:
    void TearDown() override {
        QLocale::setDefault(QLocale::c());
        format::setMemoryUnit(SizeUnit::GB);
    }
    static void locale(const char* name) { QLocale::setDefault(QLocale(QString::fromLatin1(name))); }
    static QString u(const char16_t* s) { return QString::fromUtf16(s); }
};

// The RTX 4090's 24 GiB of GDDR6X (NVIDIA's spec sheet: 24 GB, i.e. 24 × 2^30 bytes).
constexpr double kRtx4090Bytes = 24.0 * 1024 * 1024 * 1024;

} // namespace

TEST_F(FormatTest, MoneyInFrench) {
    locale("fr_FR");
    EXPECT_EQ(format::money(1800, "EUR"), u(u"1\u202F800,00\u00A0€"));
    EXPECT_EQ(format::money(0.39, "EUR"), u(u"0,39\u00A0€"));
    EXPECT_EQ(format::money(-250.5, "EUR"), u(u"-250,50\u00A0€"));
    EXPECT_EQ(format::money(1800, "USD"), u(u"1\u202F800,00\u00A0$"));
    // From 100 000 up, no cents.
    EXPECT_EQ(format::money(1234567.89, "EUR"), u(u"1\u202F234\u202F568\u00A0€"));
    EXPECT_EQ(format::money(1800, "CHF"), u(u"1\u202F800,00\u00A0CHF"));
    EXPECT_EQ(format::money(-0.001, "EUR"), u(u"0,00\u00A0€")); // no "-0,00"
}

TEST_F(FormatTest, MoneyInEnglish) {
    locale("en_US");
    EXPECT_EQ(format::money(1800, "EUR"), QStringLiteral("€1,800.00"));
    EXPECT_EQ(format::money(1800, "USD"), QStringLiteral("$1,800.00"));
    EXPECT_EQ(format::money(0.39, "USD"), QStringLiteral("$0.39"));
    EXPECT_EQ(format::money(-250.5, "EUR"), QStringLiteral("-€250.50"));
    EXPECT_EQ(format::money(1234567.89, "EUR"), QStringLiteral("€1,234,568"));
    EXPECT_EQ(format::money(1800, "EUR", 0), QStringLiteral("€1,800"));
    // A code without a symbol stays apart from the digits.
    EXPECT_EQ(format::money(1800, "CHF"), u(u"CHF\u00A01,800.00"));
}

TEST_F(FormatTest, DatesWithoutTheWeekday) {
    locale("en_US");
    EXPECT_EQ(format::date("2024-12-31"), QStringLiteral("December 31, 2024"));
    locale("fr_FR");
    EXPECT_EQ(format::date("2024-12-31"), QStringLiteral("31 décembre 2024"));
    EXPECT_EQ(format::date("undated"), QStringLiteral("undated"));
}

TEST_F(FormatTest, NumbersFollowTheLocale) {
    locale("fr_FR");
    EXPECT_EQ(format::decimal(1234.5, 1), u(u"1\u202F234,5"));
    EXPECT_EQ(format::number(0.123456), QStringLiteral("0,123"));
    locale("en_US");
    EXPECT_EQ(format::decimal(1234.5, 1), QStringLiteral("1,234.5"));
    EXPECT_EQ(format::number(12345.6), QStringLiteral("12,346"));
}

TEST_F(FormatTest, MemoryInGBOrGiB) {
    locale("en_US");
    // GB = 10^9 bytes: 24 GiB = 25.77e9 bytes.
    format::setMemoryUnit(SizeUnit::GB);
    EXPECT_EQ(format::memoryUnitName(), QStringLiteral("GB"));
    EXPECT_DOUBLE_EQ(format::memoryValue(kRtx4090Bytes), 25.769803776);
    EXPECT_EQ(format::memory(kRtx4090Bytes), QStringLiteral("25.8"));
    EXPECT_EQ(format::memoryText(kRtx4090Bytes), QStringLiteral("25.8 GB"));
    EXPECT_EQ(format::withMemoryUnit(QStringLiteral("Capacity (%1)")), QStringLiteral("Capacity (GB)"));
    // GiB = 1024^3 bytes.
    format::setMemoryUnit(SizeUnit::GiB);
    EXPECT_EQ(format::memoryUnitName(), QStringLiteral("GiB"));
    EXPECT_DOUBLE_EQ(format::memoryValue(kRtx4090Bytes), 24.0);
    EXPECT_EQ(format::memoryText(kRtx4090Bytes), QStringLiteral("24.0 GiB"));
    // 13.48e9 bytes (Llama-2-7B's fp16 weights, 6.74e9 parameters × 2 bytes): 12.55 GiB.
    EXPECT_EQ(format::memoryText(13.48e9, 2), QStringLiteral("12.55 GiB"));
    EXPECT_EQ(format::withMemoryUnit(QStringLiteral("Capacity (%1)")), QStringLiteral("Capacity (GiB)"));
    locale("fr_FR");
    EXPECT_EQ(format::memoryText(13.48e9, 2), QStringLiteral("12,55 GiB"));
    format::setMemoryUnit(SizeUnit::GB);
    EXPECT_EQ(format::memoryText(13.48e9, 2), QStringLiteral("13,48 GB"));
}
