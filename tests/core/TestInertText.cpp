// Text valid and inert (issue 34): what the catalog may keep, and how any text is printed.
#include "core/base/BoundedRead.h"
#include "core/base/Currencies.h"
#include "core/base/InertText.h"

#include <gtest/gtest.h>

#include <string>

using namespace gpuplan;

TEST(InertText, PrintableUtf8IsKept) {
    for (const char* ok : {"", "shop.example, 2026-01-02", "prix relevé à Zürich", "東京 ¥", "emoji 🚀"})
        EXPECT_EQ(textProblem(ok), "") << ok;
    EXPECT_EQ(inertText("prix relevé à Zürich"), "prix relevé à Zürich");
}

TEST(InertText, ControlCharactersAreRefusedWithTheirPlace) {
    EXPECT_EQ(textProblem("\x1b[31mred"),
              "holds the control character U+001B at byte 0 (only printable text is kept)");
    EXPECT_EQ(textProblem(std::string("lla\0ma", 6)),
              "holds the control character U+0000 at byte 3 (only printable text is kept)");
    // DEL, the C1 controls (U+0085 is C2 85, U+009B the one-byte CSI), BEL, backspace.
    for (const char* bad : {"a\x7f", "a\xc2\x85", "a\xc2\x9b", "a\x07", "a\x08"})
        EXPECT_NE(textProblem(bad), "") << bad;
    // A note may have lines and tabs (what XML 1.0 allows of C0).
    EXPECT_EQ(textProblem("line one\r\nline two\tend"), "");
}

TEST(InertText, MalformedUtf8IsRefused) {
    EXPECT_EQ(textProblem("bad\xffutf8"), "is not valid UTF-8 (byte 0xFF at byte 3)");
    // A stray continuation byte, an overlong '/', a surrogate, beyond U+10FFFF, a cut sequence.
    for (const char* bad : {"\x80", "\xc0\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80", "caf\xc3"})
        EXPECT_NE(textProblem(bad), "") << bad;
}

TEST(InertText, PrintedTextEscapesWhatATerminalWouldObey) {
    // The example: recolouring and a window title, then a bell.
    EXPECT_EQ(inertText("\x1b[31m...\x1b]0;pwned\x07"), "\\u001b[31m...\\u001b]0;pwned\\u0007");
    EXPECT_EQ(inertText("bad\xffutf8"), "bad\\xffutf8");
    EXPECT_EQ(inertText("a\xc2\x9b"
                        "b"),
              "a\\u009bb");
    EXPECT_EQ(inertText("line\nnext\ttab"), "line\\u000anext\\u0009tab");
    EXPECT_EQ(inertText("line\nnext\ttab", Keep::LinesAndTabs), "line\nnext\ttab");
    EXPECT_EQ(inertText("over\rwrite\n", Keep::LinesAndTabs), "over\\u000dwrite\n");
    EXPECT_EQ(inertText("a\r\nb\x1b", Keep::WhatTheCatalogKeeps), "a\r\nb\\u001b");
    for (const char* any : {"\x1b[2J", "\xff\xfe", "\xc0\xaf", "x\x7fy"})
        EXPECT_EQ(textProblem(inertText(any)), "") << any;
}

TEST(InertText, MessagesQuoteValuesInert) {
    EXPECT_EQ(shortText("\x1b[31mred"), "\\u001b[31mred");
}

TEST(Currencies, OnlyCodesOfMoneyAreCurrencies) {
    for (const char* code : {"EUR", "USD", "JPY", "CHF", "XOF", "GBP"})
        EXPECT_TRUE(isIso4217Currency(code)) << code;
    // ISO 4217's "no currency", "testing", gold; not codes at all.
    for (const char* code : {"XXX", "XTS", "XAU", "ABC", "eur", "EURO", ""})
        EXPECT_FALSE(isIso4217Currency(code)) << code;
}
