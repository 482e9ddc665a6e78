#include "PdfTools.h"
#include "report/ReportDocument.h"

#include "charts/ChartView.h"

#include <QFileInfo>
#include <QLineSeries>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace gpuplan::report;
using gpuplan::test::pdfInfo;
using gpuplan::test::pdfPages;
using gpuplan::test::pdfText;
using gpuplan::test::runTool;

namespace {

ReportDocument sampleDocument(int rows) {
    ReportDocument doc;
    doc.addHeading(QStringLiteral("1. Summary"));
    doc.addParagraph(
        QStringLiteral("Buying two RTX 4090 pays off after 7.2 months at 100 hours a month. ").repeated(12));
    doc.addKeyValues({{QStringLiteral("Workload"), QStringLiteral("Mistral-7B QLoRA")},
                      {QStringLiteral("Break-even"), QStringLiteral("month 8")}});
    ReportTable t;
    t.header = {QStringLiteral("GPU"), QStringLiteral("Need (GB)"), QStringLiteral("Fits")};
    for (int i = 0; i < rows; ++i)
        t.rows.append(
            {QStringLiteral("GPU row %1").arg(i), QString::number(10.0 + i, 'f', 2), QStringLiteral("yes")});
    t.caption = QStringLiteral("Table 1: every GPU considered");
    doc.addHeading(QStringLiteral("2. Feasibility"));
    doc.addTable(t);
    return doc;
}

} // namespace

TEST(ReportDocument, LongTableSplitsAcrossPagesWithRepeatedHeaderAndPageNumbers) {
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
    ReportMeta meta;
    meta.title = QStringLiteral("GPU Planner report");
    meta.catalog_version = QStringLiteral("v2 (test)");
    const auto result = renderPdf(sampleDocument(150), meta, pdf);
    ASSERT_TRUE(result.ok) << result.error.toStdString();
    gpuplan::test::keepCopy(pdf);
    EXPECT_GE(result.pages, 3);
    EXPECT_EQ(pdfPages(pdf), result.pages);
    const QString text = pdfText(pdf);
    EXPECT_TRUE(text.contains(QStringLiteral("1. Summary")));
    EXPECT_TRUE(text.contains(QStringLiteral("GPU row 0")));
    EXPECT_TRUE(text.contains(QStringLiteral("GPU row 149"))); // the last row was not cut off
    EXPECT_TRUE(text.contains(QStringLiteral("Table 1: every GPU considered")));
    EXPECT_TRUE(text.contains(QStringLiteral("Page 1 of %1").arg(result.pages)));
    EXPECT_TRUE(text.contains(QStringLiteral("Page %1 of %1").arg(result.pages)));
    EXPECT_TRUE(text.contains(QStringLiteral("catalog v2 (test)")));
    // The header row is repeated on every page the table spans.
    EXPECT_GE(text.count(QStringLiteral("Need (GB)")), result.pages - 1);
}

TEST(ReportDocument, A4AndLetterPageSizes) {
    QTemporaryDir dir;
    ReportMeta meta;
    meta.title = QStringLiteral("T");
    const QString a4 = dir.filePath(QStringLiteral("a4.pdf"));
    ASSERT_TRUE(renderPdf(sampleDocument(5), meta, a4).ok);
    EXPECT_TRUE(pdfInfo(a4).contains(QStringLiteral("(A4)"))) << pdfInfo(a4).toStdString();
    meta.page_size = QPageSize::Letter;
    const QString letter = dir.filePath(QStringLiteral("letter.pdf"));
    ASSERT_TRUE(renderPdf(sampleDocument(5), meta, letter).ok);
    EXPECT_TRUE(pdfInfo(letter).contains(QStringLiteral("612 x 792 pts (letter)")))
        << pdfInfo(letter).toStdString();
}

TEST(ReportDocument, FontsAreEmbeddedAndChartsAreVector) {
    QTemporaryDir dir;
    gpuplan::charts::ChartView view;
    auto* s = new QLineSeries;
    s->setName(QStringLiteral("cumulative cost"));
    for (int m = 0; m <= 24; ++m)
        s->append(m, 1800 + 20 * m);
    view.chart()->addSeries(s);
    view.chart()->createDefaultAxes();
    view.chart()->setTitle(QStringLiteral("Buy vs rent"));
    ReportDocument doc;
    doc.addHeading(QStringLiteral("Chart"));
    doc.addDrawing([&](QPainter* p, const QRectF& r) { view.renderChart(p, r, QSizeF(800, 450)); }, 90,
                   QStringLiteral("Figure 1"));
    const QString pdf = dir.filePath(QStringLiteral("chart.pdf"));
    ReportMeta meta;
    meta.title = QStringLiteral("T");
    ASSERT_TRUE(renderPdf(doc, meta, pdf).ok);
    gpuplan::test::keepCopy(pdf);
    const QString fonts = runTool(QStringLiteral(PDFFONTS), {pdf}).text;
    EXPECT_TRUE(fonts.contains(QStringLiteral("DejaVuSans"))) << fonts.toStdString();
    // pdffonts columns end with: emb sub uni object ID. Every font must be embedded.
    int font_lines = 0;
    for (const QString& line : fonts.split(QLatin1Char('\n')).mid(2)) {
        const QStringList cols = line.simplified().split(QLatin1Char(' '));
        if (cols.size() < 6)
            continue;
        ++font_lines;
        EXPECT_EQ(cols[cols.size() - 5], QStringLiteral("yes")) << line.toStdString();
    }
    EXPECT_GT(font_lines, 0);
    // The chart's title and axis labels are text in the PDF, not pixels.
    const QString text = pdfText(pdf);
    EXPECT_TRUE(text.contains(QStringLiteral("Buy vs rent"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("cumulative cost")));
    // Every page renders.
    const auto ppm =
        runTool(QStringLiteral(PDFTOPPM), {QStringLiteral("-r"), QStringLiteral("40"), QStringLiteral("-png"),
                                           pdf, dir.filePath(QStringLiteral("page"))});
    EXPECT_EQ(ppm.exit_code, 0) << ppm.text.toStdString();
    EXPECT_TRUE(QFileInfo::exists(dir.filePath(QStringLiteral("page-1.png"))));
}

TEST(ReportDocument, UnwritablePathIsAClearErrorAndLeavesNoFile) {
    ReportMeta meta;
    const auto result = renderPdf(sampleDocument(3), meta, QStringLiteral("/nonexistent-dir/report.pdf"));
    EXPECT_FALSE(result.ok);
    EXPECT_TRUE(result.error.contains(QStringLiteral("/nonexistent-dir/report.pdf")))
        << result.error.toStdString();
    EXPECT_FALSE(QFileInfo::exists(QStringLiteral("/nonexistent-dir/report.pdf")));
}
