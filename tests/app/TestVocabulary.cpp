// Issue 37, item 12: one vocabulary. The French translation said "tokens" in 52 places and
// "jetons" in 63 (sometimes in one window); it says "jetons", the word it used most. Identifiers
// a user types or reads in a tool's own output (max_num_batched_tokens) stay as they are.
#include <QFile>
#include <QRegularExpression>
#include <QString>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

TEST(Vocabulary, FrenchSaysJetonsNotTokens) {
    QFile ts(QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/translations/gpu-planner_fr.ts"));
    ASSERT_TRUE(ts.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&ts);
    const QRegularExpression english(QStringLiteral("(?<![\\w/-])tokens?(?![\\w])"),
                                     QRegularExpression::CaseInsensitiveOption);
    int translations = 0;
    int jetons = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement || xml.name() != QStringLiteral("translation"))
            continue;
        const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        ++translations;
        jetons += text.contains(QStringLiteral("jeton"), Qt::CaseInsensitive) ? 1 : 0;
        EXPECT_FALSE(english.match(text).hasMatch()) << text.toStdString();
    }
    ASSERT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    EXPECT_GT(translations, 1000);
    EXPECT_GT(jetons, 100);
}
