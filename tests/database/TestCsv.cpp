#include "database/Csv.h"

#include "core/base/Error.h"

#include <gtest/gtest.h>

using namespace gpuplan;

TEST(Csv, ParsesQuotedFieldsWithCommasQuotesAndLineBreaks) {
    const auto rows = parseCsv(
        "id,notes\r\na,\"one, two\"\r\nb,\"say \"\"hi\"\"\"\r\nc,\"two\r\nlines\"\r\nd,\r\n", "t.csv");
    ASSERT_EQ(rows.size(), 5u);
    EXPECT_EQ(rows[1].fields, (std::vector<std::string>{"a", "one, two"}));
    EXPECT_EQ(rows[2].fields[1], "say \"hi\"");
    EXPECT_EQ(rows[3].fields[1], "two\r\nlines");
    EXPECT_EQ(rows[4].fields, (std::vector<std::string>{"d", ""}));
    EXPECT_EQ(rows[3].line, 4u);
    EXPECT_EQ(rows[4].line, 6u); // the quoted line break counts
}

TEST(Csv, AcceptsLfLineEndsAByteOrderMarkAndNoFinalNewline) {
    const auto rows = parseCsv("\xEF\xBB\xBFid,x\n1,2\n\n3,4", "t.csv");
    ASSERT_EQ(rows.size(), 3u);
    EXPECT_EQ(rows[0].fields[0], "id");
    EXPECT_EQ(rows[2].fields, (std::vector<std::string>{"3", "4"}));
    EXPECT_EQ(rows[2].line, 4u);
}

TEST(Csv, UnterminatedQuoteNamesTheLineWhereItOpened) {
    try {
        parseCsv("id,x\n1,\"open\n2,3\n", "prices.csv");
        FAIL() << "no error";
    } catch (const InputError& e) {
        EXPECT_STREQ(e.what(), "prices.csv line 2: a quoted field is not closed (missing '\"')");
    }
}

TEST(Csv, RejectsAQuoteInsideAnUnquotedField) {
    EXPECT_THROW(parseCsv("id,x\n1,ab\"c\n", "t.csv"), InputError);
    EXPECT_THROW(parseCsv("id,x\n1,\"ab\"c\n", "t.csv"), InputError);
}

TEST(Csv, FormatQuotesOnlyWhatNeedsItAndReadsBack) {
    const std::vector<std::string> fields = {"plain", "a,b", "q\"q", "line\nbreak", ""};
    const std::string text = formatCsvRecord(fields);
    EXPECT_EQ(text, "plain,\"a,b\",\"q\"\"q\",\"line\nbreak\",\r\n");
    const auto rows = parseCsv(text, "t.csv");
    ASSERT_EQ(rows.size(), 1u);
    EXPECT_EQ(rows[0].fields, fields);
}

TEST(Csv, SpreadsheetFormulaStartsAreEscaped) {
    // OWASP "CSV injection": = + - @ tab CR start a formula in spreadsheets.
    EXPECT_EQ(escapeSpreadsheetCell("=HYPERLINK(\"http://x\")"), "'=HYPERLINK(\"http://x\")");
    EXPECT_EQ(escapeSpreadsheetCell("+1+2"), "'+1+2");
    EXPECT_EQ(escapeSpreadsheetCell("-2+3+cmd|' /C calc'!A0"), "'-2+3+cmd|' /C calc'!A0");
    EXPECT_EQ(escapeSpreadsheetCell("@SUM(A1)"), "'@SUM(A1)");
    EXPECT_EQ(escapeSpreadsheetCell("\tx"), "'\tx");
    EXPECT_EQ(escapeSpreadsheetCell("-3"), "-3"); // a plain number stays a number
    EXPECT_EQ(escapeSpreadsheetCell("1e-3"), "1e-3");
    EXPECT_EQ(escapeSpreadsheetCell("it's"), "it's");
}

TEST(Csv, SpreadsheetEscapingRoundTrips) {
    for (const std::string s : {"=1", "'=1", "''", "'", "'a", "-x", "-3", "", "a=b", "@", "'@x", "'''=x"})
        EXPECT_EQ(unescapeSpreadsheetCell(escapeSpreadsheetCell(s)), s) << s;
}

TEST(Csv, ARecordOfOneEmptyFieldSurvivesARoundTrip) {
    const auto rows = parseCsv("\"\"\n", "t.csv"); // found by thinking about the fuzz target's invariant
    ASSERT_EQ(rows.size(), 1u);
    const auto again = parseCsv(formatCsvRecord(rows[0].fields), "t.csv");
    ASSERT_EQ(again.size(), 1u);
    EXPECT_EQ(again[0].fields, std::vector<std::string>{""});
}

TEST(Csv, AFieldStartingWithAByteOrderMarkSurvivesARoundTrip) {
    // Found by tests/fuzz/FuzzCsv.cpp: a file starting with two BOMs.
    const auto rows = parseCsv("\xEF\xBB\xBF\xEF\xBB\xBFid,x\r\n", "t.csv");
    ASSERT_EQ(rows.size(), 1u);
    EXPECT_EQ(rows[0].fields[0], "\xEF\xBB\xBFid");
    const auto again = parseCsv(formatCsvRecord(rows[0].fields), "t.csv");
    EXPECT_EQ(again.at(0).fields, rows[0].fields);
}

TEST(Csv, FieldsStartingWithAnApostropheAreQuotedAndTheParserSaysWhichWereQuoted) {
    EXPECT_EQ(formatCsvRecord({"'=x", "it's", "'", "a"}), "\"'=x\",it's,\"'\",a\r\n");
    const auto rows = parseCsv("'=x,\"'=x\",\"\",plain\n", "t.csv");
    ASSERT_EQ(rows.size(), 1u);
    EXPECT_EQ(rows[0].fields, (std::vector<std::string>{"'=x", "'=x", "", "plain"}));
    EXPECT_EQ(rows[0].quoted, (std::vector<bool>{false, true, true, false}));
}
