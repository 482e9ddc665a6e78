// File > Export Report… on the real main window: the PDF it writes, its preview, its errors.
#include "GuiFixture.h"
#include "PdfTools.h"

#include "core/plan/Planner.h"
#include "gui/window/ReportExport.h"
#include "report/PlanReport.h"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QFile>
#include <QMessageBox>
#include <QPrintPreviewWidget>
#include <QSignalSpy>
#include <QTest>

using gpuplan::gui::ReportExport;
using gpuplan::report::PlanReport;
using gpuplan::test::pdfInfo;
using gpuplan::test::pdfPages;
using gpuplan::test::pdfRawText;

namespace {

class ReportExportTest : public gpuplan::test::GuiFixture {
protected:
    void SetUp() override {
        GuiFixture::SetUp();
        ASSERT_TRUE(window->openFile(QStringLiteral(
            GPUPLAN_SOURCE_DIR "/resources/scenarios/guide-rtx4090-buy-vs-a100-rent.gpuplan")));
        exporter = window->findChild<ReportExport*>(QStringLiteral("reportExport"));
        ASSERT_NE(exporter, nullptr);
        exporter->setPageSize(QPageSize::A4);
    }
    ReportExport* exporter = nullptr;
};

} // namespace

TEST_F(ReportExportTest, ExportActionWritesTheScenariosReport) {
    QAction* action = window->exportReportAction();
    ASSERT_TRUE(action->isEnabled());
    QTemporaryDir out;
    const QString path = out.filePath(QStringLiteral("guide"));
    exporter->setPreviewEnabled(false);
    exporter->setPathChooser([&] { return path; });
    QSignalSpy exported(exporter, &ReportExport::exported);
    action->trigger();
    ASSERT_EQ(exported.size(), 1);
    const QString pdf = path + QStringLiteral(".pdf"); // the suffix is added
    EXPECT_EQ(exported.front().at(0).toString(), pdf);
    const int pages = exported.front().at(1).toInt();
    EXPECT_EQ(pdfPages(pdf), pages);
    EXPECT_TRUE(pdfInfo(pdf).contains(QStringLiteral("(A4)")));
    const QString text = pdfRawText(pdf);
    for (const QString& title : PlanReport::sectionTitles())
        EXPECT_TRUE(text.contains(title)) << title.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("guide-rtx4090-buy-vs-a100-rent.gpuplan"))); // the scenario file
    EXPECT_TRUE(text.contains(QStringLiteral("GeForce RTX 4090")));
    // The break-even the engine computes for the window's scenario (7.5 months for the guide's case).
    const gpuplan::PlanResults r = gpuplan::plan(session->catalog(), session->scenario());
    const PlanReport report(session->catalog(), session->scenario(), r);
    EXPECT_TRUE(text.contains(report.breakEvenText())) << report.breakEvenText().toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("after 7.5 months (month 8)")));
}

TEST_F(ReportExportTest, PreviewShowsTheSamePagesAndFollowsThePageSize) {
    QTemporaryDir out;
    const QString pdf = out.filePath(QStringLiteral("r.pdf"));
    QString error;
    ASSERT_TRUE(exporter->exportTo(pdf, &error)) << error.toStdString();
    std::unique_ptr<QDialog> dialog(exporter->createPreview());
    dialog->show();
    auto* preview = dialog->findChild<QPrintPreviewWidget*>(QStringLiteral("reportPreviewWidget"));
    ASSERT_NE(preview, nullptr);
    preview->updatePreview();
    EXPECT_EQ(preview->pageCount(), pdfPages(pdf));
    const QString shot = out.filePath(QStringLiteral("report-preview.png"));
    dialog->grab().save(shot);
    gpuplan::test::keepCopy(shot); // to look at the dialog
    auto* size = dialog->findChild<QComboBox*>(QStringLiteral("pageSizeBox"));
    ASSERT_NE(size, nullptr);
    size->setCurrentIndex(size->findData(static_cast<int>(QPageSize::Letter)));
    EXPECT_EQ(exporter->pageSize(), QPageSize::Letter);
    preview->updatePreview();
    EXPECT_GT(preview->pageCount(), 0);
    // Saving after the preview uses the page size chosen there.
    const QString letter = out.filePath(QStringLiteral("letter.pdf"));
    ASSERT_TRUE(exporter->exportTo(letter, &error)) << error.toStdString();
    EXPECT_TRUE(pdfInfo(letter).contains(QStringLiteral("612 x 792 pts"))) << pdfInfo(letter).toStdString();
    EXPECT_EQ(preview->pageCount(), pdfPages(letter));
}

TEST_F(ReportExportTest, UnwritablePathShowsAnErrorAndKeepsNothing) {
    exporter->setPreviewEnabled(false);
    exporter->setPathChooser([] { return QStringLiteral("/proc/report.pdf"); });
    QSignalSpy failed(exporter, &ReportExport::failed);
    window->exportReportAction()->trigger();
    ASSERT_EQ(failed.size(), 1);
    EXPECT_TRUE(failed.front().at(0).toString().contains(QStringLiteral("/proc/report.pdf")));
    EXPECT_FALSE(QFile::exists(QStringLiteral("/proc/report.pdf")));
    auto* box = window->findChild<QMessageBox*>(QStringLiteral("errorBox"));
    ASSERT_NE(box, nullptr);
    EXPECT_TRUE(box->text().contains(QStringLiteral("/proc/report.pdf")));
    box->close();
}

TEST_F(ReportExportTest, CancelledFileChoiceWritesNothing) {
    exporter->setPreviewEnabled(false);
    exporter->setPathChooser([] { return QString(); });
    QSignalSpy exported(exporter, &ReportExport::exported);
    QSignalSpy failed(exporter, &ReportExport::failed);
    window->exportReportAction()->trigger();
    EXPECT_EQ(exported.size(), 0);
    EXPECT_EQ(failed.size(), 0);
}

// Export Report never replaces the open catalog, the scenario or a file that is not a PDF.
TEST_F(ReportExportTest, RefusesToReplaceAnInputOrAFileOfAnotherKind) {
    auto bytesOf = [](const QString& path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    QTemporaryDir out;
    const QString notes = out.filePath(QStringLiteral("notes.pdf"));
    {
        QFile f(notes);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("not a PDF at all\n");
    }
    for (const QString& target : {session->catalogPath(), window->currentFile(), notes}) {
        const QByteArray before = bytesOf(target);
        ASSERT_FALSE(before.isEmpty()) << target.toStdString();
        QString error;
        EXPECT_FALSE(exporter->exportTo(target, &error)) << target.toStdString();
        EXPECT_TRUE(error.contains(target)) << error.toStdString();
        EXPECT_EQ(bytesOf(target), before) << target.toStdString();
    }
    QString error;
    EXPECT_FALSE(exporter->exportTo(session->catalogPath(), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("it is the open catalog"))) << error.toStdString();
    EXPECT_FALSE(exporter->exportTo(window->currentFile(), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("it is the file being read"))) << error.toStdString();
    EXPECT_FALSE(exporter->exportTo(notes, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("it is not a PDF file"))) << error.toStdString();
}
