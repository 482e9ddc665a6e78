// The catalog editor's whole-file actions and its window: import (previewed, refused
// as a whole when a row is bad), export that imports back, restoring the defaults
// behind a backup, closing (with an unsaved new row, by Escape or Ctrl+W) and the
// documentation's screenshots, on a real SQLite file (CatalogWindowFixture.h).
#include "CatalogWindowFixture.h"
#include "database/CatalogStore.h"
#include "gui/catalog/ImportPreviewDialog.h"
#include "gui/catalog/PriceHistoryWidget.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <fstream>

using namespace gpuplan::test;
using gpuplan::CatalogStore;
using CatalogWindowTest = CatalogFixture;

TEST_F(CatalogWindowTest, ImportWithTwoBadRowsListsBothAndAppliesNothing) {
    const QString csv = dir.filePath(QStringLiteral("prices.csv"));
    {
        std::ofstream out(csv.toStdString());
        out << "gpu_id,amount,currency,date,condition,estimate,source,notes\n"
               "rtx-4090,1700,EUR,2026-06-01,new,false,shop,\n"
               "rtx-4090,-3,EUR,2026-06-02,new,false,shop,\n"
               "no-such-gpu,900,EUR,2026-06-03,new,false,shop,\n";
    }
    CatalogWindow w(path);
    const QByteArray before = fileBytes(path);
    auto* dialog = w.previewImport(csv);
    ASSERT_NE(dialog, nullptr);
    EXPECT_EQ(dialog->objectName(), QStringLiteral("importPreview"));
    EXPECT_FALSE(dialog->canApply());
    auto* list = dialog->findChild<QListWidget*>(QStringLiteral("importErrors"));
    ASSERT_NE(list, nullptr);
    ASSERT_EQ(list->count(), 2);
    EXPECT_TRUE(list->item(0)->text().contains(QStringLiteral("line 3")))
        << list->item(0)->text().toStdString();
    EXPECT_TRUE(list->item(0)->text().contains(QStringLiteral("-3"))) << list->item(0)->text().toStdString();
    EXPECT_TRUE(list->item(1)->text().contains(QStringLiteral("line 4")))
        << list->item(1)->text().toStdString();
    EXPECT_TRUE(list->item(1)->text().contains(QStringLiteral("no-such-gpu")))
        << list->item(1)->text().toStdString();
    EXPECT_EQ(dialog->findChild<QPushButton*>(QStringLiteral("importApply")), nullptr);
    dialog->reject();
    EXPECT_EQ(fileBytes(path), before);
    for (const auto& v : cliList(path, QStringLiteral("prices")))
        EXPECT_NE(v.toObject()[QStringLiteral("date")],
                  QStringLiteral("2026-06-01")); // not even the good row
}

TEST_F(CatalogWindowTest, CleanImportIsPreviewedThenApplied) {
    const QString csv = dir.filePath(QStringLiteral("prices.csv"));
    {
        std::ofstream out(csv.toStdString());
        out << "gpu_id,amount,currency,date,condition,estimate,source,notes\n"
               "rtx-4090,1700,EUR,2026-06-01,new,false,shop,\n";
    }
    CatalogWindow w(path);
    const auto before = reread();
    QSignalSpy changed(&w, &CatalogWindow::catalogChanged);
    auto* dialog = w.previewImport(csv);
    ASSERT_TRUE(dialog->canApply());
    EXPECT_EQ(reread().prices.size(), before.prices.size()); // the preview wrote nothing
    dialog->findChild<QPushButton*>(QStringLiteral("importApply"))->click();
    EXPECT_EQ(reread().prices.size(), before.prices.size() + 1);
    EXPECT_EQ(changed.count(), 1);
}

TEST_F(CatalogWindowTest, ExportWritesEveryTableThatImportsBackCleanly) {
    CatalogWindow w(path);
    QTemporaryDir out;
    ASSERT_TRUE(w.exportTo(out.path(), gpuplan::ExportFormat::Csv)) << w.message().toStdString();
    EXPECT_TRUE(QFile::exists(QDir(out.path()).filePath(QStringLiteral("prices.csv"))));
    EXPECT_TRUE(QFile::exists(QDir(out.path()).filePath(QStringLiteral("gpus.csv"))));
    auto* dialog = w.previewImport(out.path());
    EXPECT_TRUE(dialog->canApply()) << dialog->errors().join(QLatin1Char('\n')).toStdString();
    dialog->reject();

    QTemporaryDir json;
    ASSERT_TRUE(w.exportTo(json.path(), gpuplan::ExportFormat::Json)) << w.message().toStdString();
    const QString file = QDir(json.path()).filePath(QStringLiteral("catalog.json"));
    ASSERT_TRUE(QFile::exists(file));
    dialog = w.previewImport(file);
    EXPECT_TRUE(dialog->canApply()) << dialog->errors().join(QLatin1Char('\n')).toStdString();
    auto* summary = dialog->findChild<QListWidget*>(QStringLiteral("importSummary"));
    ASSERT_NE(summary, nullptr);
    EXPECT_GE(summary->count(), 5); // one line per table
    dialog->reject();
}

TEST_F(CatalogWindowTest, RestoreDefaultsKeepsABackupFirst) {
    CatalogWindow w(path);
    auto* view = w.tableView(CatalogWindow::Prices);
    ASSERT_TRUE(editCell(view,
                         cell(w, CatalogWindow::Prices, view->model()->index(0, 0), QStringLiteral("amount")),
                         QStringLiteral("4321")));
    ASSERT_TRUE(w.restoreDefaults()) << w.message().toStdString();
    const auto backups = CatalogStore::backups(path.toStdString());
    ASSERT_FALSE(backups.empty());
    bool kept = false; // the backup holds the edited catalog
    for (const auto& p : CatalogStore::open(backups.front()).load().prices)
        kept = kept || p.amount == 4321;
    EXPECT_TRUE(kept);
    for (const auto& p : reread().prices)
        EXPECT_NE(p.amount, 4321);
    EXPECT_EQ(w.undoStack()->count(), 0);
}

TEST_F(CatalogWindowTest, ClosingWithAnUnsavedNewRowAsksFirst) {
    CatalogWindow w(path);
    w.show();
    ASSERT_TRUE(w.addRow(CatalogWindow::Gpus));
    QString asked;
    QTimer::singleShot(50, [&asked] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            asked = box->text();
            box->button(QMessageBox::Cancel)->click();
        }
    });
    EXPECT_FALSE(w.close());
    EXPECT_TRUE(asked.contains(QStringLiteral("GPUs"))) << asked.toStdString();
    EXPECT_TRUE(w.tableModel(CatalogWindow::Gpus)->hasDraft());
}

// Escape and Ctrl+W close the editor; the whole-file actions (import, export, restore a
// backup) are in the Catalog menu, never behind the toolbar's overflow arrow.
TEST_F(CatalogWindowTest, EscapeAndCtrlWCloseTheEditorAndBackupsAreInTheMenu) {
    for (const auto& key : {QKeySequence(Qt::Key_Escape), QKeySequence(QKeySequence::Close)}) {
        CatalogWindow w(path);
        w.show();
        w.activateWindow();
        ASSERT_TRUE(QTest::qWaitForWindowActive(&w));
        ASSERT_TRUE(w.isVisible());
        QTest::keySequence(&w, key);
        EXPECT_FALSE(w.isVisible()) << key.toString().toStdString();
    }
    CatalogWindow w(path);
    auto* menu = w.findChild<QMenu*>(QStringLiteral("catalogMenu"));
    ASSERT_NE(menu, nullptr);
    QStringList in_menu;
    for (QAction* a : menu->actions())
        in_menu << a->objectName();
    for (const char* name : {"actionImport", "actionExportCsv", "actionExportJson", "actionRestoreDefaults",
                             "actionRestoreBackup", "actionCloseEditor"})
        EXPECT_TRUE(in_menu.contains(QString::fromLatin1(name))) << name;
}

// Not a check: writes the screenshots of docs/screenshots when asked to.
TEST_F(CatalogWindowTest, Screenshots) {
    const QByteArray out = qgetenv("GPUPLAN_SCREENSHOT_DIR");
    if (out.isEmpty())
        GTEST_SKIP() << "set GPUPLAN_SCREENSHOT_DIR to write the screenshots";
    const QDir to(QString::fromLocal8Bit(out));
    CatalogWindow w(path);
    w.resize(1280, 640);
    w.show();
    w.showTable(CatalogWindow::Gpus);
    QCoreApplication::processEvents();
    EXPECT_TRUE(w.grab().save(to.filePath(QStringLiteral("catalog-editor.png"))));

    w.showTable(CatalogWindow::Currencies);
    QCoreApplication::processEvents();
    EXPECT_TRUE(w.grab().save(to.filePath(QStringLiteral("catalog-currencies.png"))));

    w.priceHistory()->showGpu(QStringLiteral("rtx-4090"));
    w.findChild<QTabWidget*>(QStringLiteral("catalogTabs"))->setCurrentWidget(w.priceHistory());
    QCoreApplication::processEvents();
    EXPECT_TRUE(w.grab().save(to.filePath(QStringLiteral("catalog-price-history.png"))));

    // A new price half filled in, and a refused value next to its cell.
    w.showTable(CatalogWindow::Prices);
    auto* view = w.tableView(CatalogWindow::Prices);
    view->setCurrentIndex(
        findRow(w, CatalogWindow::Prices, QStringLiteral("gpu_id"), QStringLiteral("rtx-4090")));
    w.addRow(CatalogWindow::Prices);
    typeInto(view, draftCell(w, CatalogWindow::Prices, QStringLiteral("amount")), QStringLiteral("1799"));
    QCoreApplication::processEvents();
    EXPECT_TRUE(w.grab().save(to.filePath(QStringLiteral("catalog-new-row.png"))));
    w.discardNewRow(CatalogWindow::Prices);
    const QModelIndex row =
        findRow(w, CatalogWindow::Prices, QStringLiteral("gpu_id"), QStringLiteral("rtx-4090"));
    typeInto(view, cell(w, CatalogWindow::Prices, row, QStringLiteral("amount")), QStringLiteral("-5"));
    QCoreApplication::processEvents();
    EXPECT_TRUE(w.grab().save(to.filePath(QStringLiteral("catalog-inline-error.png"))));

    const QString csv = dir.filePath(QStringLiteral("prices.csv"));
    {
        std::ofstream f(csv.toStdString());
        f << "gpu_id,amount,currency,date,condition,estimate,source,notes\n"
             "rtx-4090,1700,EUR,2026-06-01,new,false,shop,\n"
             "rtx-4090,-3,EUR,2026-06-02,new,false,shop,\n"
             "no-such-gpu,900,EUR,2026-06-03,new,false,shop,\n";
    }
    auto* dialog = w.previewImport(csv);
    QCoreApplication::processEvents();
    EXPECT_TRUE(dialog->grab().save(to.filePath(QStringLiteral("catalog-import-preview.png"))));
    dialog->reject();
}
