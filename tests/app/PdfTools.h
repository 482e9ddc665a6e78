#pragma once

// Runs poppler's command-line tools on a real PDF file.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace gpuplan::test {

struct ToolOutput {
    int exit_code = -1;
    QString text;
};

inline ToolOutput runTool(const QString& program, const QStringList& args) {
    QProcess p;
    p.start(program, args);
    ToolOutput out;
    if (!p.waitForFinished(60000))
        return out;
    out.exit_code = p.exitCode();
    out.text = QString::fromUtf8(p.readAllStandardOutput()) + QString::fromUtf8(p.readAllStandardError());
    return out;
}

inline QString pdfText(const QString& pdf) {
    return runTool(QStringLiteral(PDFTOTEXT), {QStringLiteral("-layout"), pdf, QStringLiteral("-")}).text;
}

// The text in reading order (a table cell's lines stay together), whitespace collapsed to
// single spaces and no-break spaces (French number groups, "100 %") read as spaces.
inline QString pdfRawText(const QString& pdf) {
    QString text = runTool(QStringLiteral(PDFTOTEXT), {pdf, QStringLiteral("-")}).text;
    text.replace(QChar(0x00A0), QLatin1Char(' ')).replace(QChar(0x202F), QLatin1Char(' '));
    return text.simplified();
}

// pdfinfo's "Pages:" value, or -1.
inline int pdfPages(const QString& pdf) {
    const QString info = runTool(QStringLiteral(PDFINFO), {pdf}).text;
    for (const QString& line : info.split(QLatin1Char('\n')))
        if (line.startsWith(QStringLiteral("Pages:")))
            return line.mid(6).trimmed().toInt();
    return -1;
}

inline QString pdfInfo(const QString& pdf) {
    return runTool(QStringLiteral(PDFINFO), {pdf}).text;
}

// When GPUPLAN_KEEP_TEST_OUTPUT names a folder, keeps a copy of a generated file there
// (to look at the pages a test produced).
inline void keepCopy(const QString& file) {
    const QString dir = qEnvironmentVariable("GPUPLAN_KEEP_TEST_OUTPUT");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    const QString target = QDir(dir).filePath(QFileInfo(file).fileName());
    QFile::remove(target);
    QFile::copy(file, target);
}

} // namespace gpuplan::test
