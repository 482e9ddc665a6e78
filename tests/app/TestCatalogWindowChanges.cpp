// The catalog editor over time: deleting and undoing, changes made by others
// while it is open, import and export, restoring the defaults, closing it.
#include "CatalogWindowFixture.h"

using namespace catalog_test;

// ---- deleting, undo, outside changes, import/export, restore ------------------

TEST_F(CatalogWindowTest, DeletingAReferencedGpuAsksInADialogAndIsUndoable) {
    CatalogWindow w(path);
    w.show();
    const auto source_row = [&] {
        return qobject_cast<QSortFilterProxyModel*>(w.tableView(CatalogWindow::Gpus)->model())
            ->mapToSource(findRow(w, CatalogWindow::Gpus, QStringLiteral("id"), QStringLiteral("rtx-4090")))
            .row();
    };
    const auto catalog = reread();
    const int prices = static_cast<int>(std::count_if(catalog.prices.begin(), catalog.prices.end(),
                                                      [](const auto& p) { return p.gpu_id == "rtx-4090"; }));
    ASSERT_GE(prices, 1);
    QString asked;
    // Answers the question when it shows up (box.exec() runs its own event loop).
    auto answer = [&asked](const char* button) {
        auto* poll = new QTimer;
        poll->setInterval(20);
        QObject::connect(poll, &QTimer::timeout, [poll, &asked, button] {
            for (QWidget* top : QApplication::topLevelWidgets())
                if (auto* box = qobject_cast<QMessageBox*>(top);
                    box && box->isVisible() && box->objectName() == QStringLiteral("cascadeQuestion")) {
                    asked = box->text();
                    box->findChild<QPushButton*>(QLatin1String(button))->click();
                    poll->deleteLater();
                    return;
                }
        });
        poll->start();
    };

    ASSERT_TRUE(w.addRow(CatalogWindow::Prices)); // a new price being filled in meanwhile is no row to delete
    const QByteArray before = fileBytes(path);
    answer("cascadeCancel");
    EXPECT_FALSE(w.deleteRow(CatalogWindow::Gpus, source_row()));
    EXPECT_TRUE(asked.contains(QStringLiteral("rtx-4090"))) << asked.toStdString();
    EXPECT_TRUE(asked.contains(QString::number(prices))) << asked.toStdString();
    EXPECT_EQ(fileBytes(path), before);

    answer("cascadeDelete");
    ASSERT_TRUE(w.deleteRow(CatalogWindow::Gpus, source_row())) << w.message().toStdString();
    EXPECT_TRUE(cliRow(path, QStringLiteral("gpus"), QStringLiteral("rtx-4090")).isEmpty());
    for (const auto& v : cliList(path, QStringLiteral("prices")))
        EXPECT_NE(v.toObject()[QStringLiteral("gpu_id")], QStringLiteral("rtx-4090"));

    w.undoStack()->undo();
    QCoreApplication::processEvents();
    EXPECT_FALSE(cliRow(path, QStringLiteral("gpus"), QStringLiteral("rtx-4090")).isEmpty());
    int back = 0;
    for (const auto& v : cliList(path, QStringLiteral("prices")))
        back += v.toObject()[QStringLiteral("gpu_id")] == QStringLiteral("rtx-4090") ? 1 : 0;
    EXPECT_EQ(back, prices);
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

TEST_F(CatalogWindowTest, PriceAddedByTheCliIsNoticedAndRefreshed) {
    CatalogWindow w(path);
    QSignalSpy changed(&w, &CatalogWindow::catalogChanged);
    const CliResult r =
        cli(path, {QStringLiteral("catalog"), QStringLiteral("add-price"), QStringLiteral("rtx-4090"),
                   QStringLiteral("1777"), QStringLiteral("EUR"), QStringLiteral("--date"),
                   QStringLiteral("2026-02-02"), QStringLiteral("--source"), QStringLiteral("from the CLI")});
    ASSERT_EQ(r.exit_code, 0) << r.err.toStdString();
    // The window's timer polls the data revision every second.
    QTRY_VERIFY_WITH_TIMEOUT(
        findRow(w, CatalogWindow::Prices, QStringLiteral("source"), QStringLiteral("from the CLI")).isValid(),
        5000);
    EXPECT_GE(changed.count(), 1);
    EXPECT_TRUE(w.message().contains(QStringLiteral("outside this window")));
}

TEST_F(CatalogWindowTest, ANewRowSurvivesARefreshFromOutside) {
    CatalogWindow w(path);
    ASSERT_TRUE(w.addRow(CatalogWindow::Prices));
    editCell(w.tableView(CatalogWindow::Prices),
             draftCell(w, CatalogWindow::Prices, QStringLiteral("amount")), QStringLiteral("999"));
    ASSERT_EQ(cli(path, {QStringLiteral("catalog"), QStringLiteral("add-price"), QStringLiteral("rtx-3090"),
                         QStringLiteral("700"), QStringLiteral("EUR"), QStringLiteral("--source"),
                         QStringLiteral("cli")})
                  .exit_code,
              0);
    ASSERT_TRUE(w.checkForOutsideChanges());
    EXPECT_EQ(draftCell(w, CatalogWindow::Prices, QStringLiteral("amount")).data().toString(),
              QStringLiteral("999"));
}

TEST_F(CatalogWindowTest, UndoAndRedoOfAPriceEditReachTheFile) {
    CatalogWindow w(path);
    auto* view = w.tableView(CatalogWindow::Prices);
    const QModelIndex row =
        findRow(w, CatalogWindow::Prices, QStringLiteral("gpu_id"), QStringLiteral("rtx-4090"));
    const auto id = row.data().toLongLong();
    const double before = CatalogStore::open(path.toStdString()).findPrice(id)->value.amount;
    ASSERT_TRUE(editCell(view, cell(w, CatalogWindow::Prices, row, QStringLiteral("amount")),
                         QStringLiteral("1600")));
    EXPECT_EQ(CatalogStore::open(path.toStdString()).findPrice(id)->value.amount, 1600);

    w.findChild<QAction*>(QStringLiteral("actionUndo"))->trigger();
    QCoreApplication::processEvents();
    EXPECT_EQ(CatalogStore::open(path.toStdString()).findPrice(id)->value.amount, before);
    w.findChild<QAction*>(QStringLiteral("actionRedo"))->trigger();
    QCoreApplication::processEvents();
    EXPECT_EQ(CatalogStore::open(path.toStdString()).findPrice(id)->value.amount, 1600);
}

TEST_F(CatalogWindowTest, UndoOfARowChangedElsewhereIsRefused) {
    CatalogWindow w(path);
    auto* view = w.tableView(CatalogWindow::Prices);
    const QModelIndex row =
        findRow(w, CatalogWindow::Prices, QStringLiteral("gpu_id"), QStringLiteral("rtx-4090"));
    const auto id = row.data().toLongLong();
    ASSERT_TRUE(editCell(view, cell(w, CatalogWindow::Prices, row, QStringLiteral("amount")),
                         QStringLiteral("1600")));
    {
        auto other = CatalogStore::open(path.toStdString());
        auto price = other.findPrice(id);
        price->value.amount = 1650;
        other.update(price->value, price->revision);
    }
    w.undoStack()->undo();
    QCoreApplication::processEvents();
    EXPECT_EQ(CatalogStore::open(path.toStdString()).findPrice(id)->value.amount, 1650); // theirs kept
    EXPECT_TRUE(w.message().contains(QStringLiteral("refused"))) << w.message().toStdString();
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

TEST_F(CatalogWindowTest, SearchFiltersTheRows) {
    CatalogWindow w(path);
    auto* view = w.tableView(CatalogWindow::Gpus);
    const int all = view->model()->rowCount();
    w.findChild<QLineEdit*>(QStringLiteral("catalogSearch"))->setText(QStringLiteral("rtx-4090"));
    EXPECT_GE(view->model()->rowCount(), 1);
    EXPECT_LT(view->model()->rowCount(), all);
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

// A file made by an earlier version lacks a built-in server of this one, and a built-in desktop it
// never edited lacks the network link this version gives it: "Add new built-in rows" puts the
// server in, fills the link and keeps the user's edit of a price; the question says what it will do.
TEST_F(CatalogWindowTest, AddNewBuiltInRowsKeepsTheUsersEdits) {
    {
        auto store = CatalogStore::open(path.toStdString());
        store.deleteSystem("dgx-b300", store.findSystem("dgx-b300")->revision);
        gpuplan::System spark = store.findSystem("dgx-spark")->value;
        store.deleteSystem(spark.id, store.findSystem(spark.id)->revision);
        spark.network_link.clear(); // as migration 0010 leaves it, at revision 1
        store.add(spark);
    }
    CatalogWindow w(path);
    auto* prices = w.tableView(CatalogWindow::Prices);
    ASSERT_TRUE(editCell(
        prices, cell(w, CatalogWindow::Prices, prices->model()->index(0, 0), QStringLiteral("amount")),
        QStringLiteral("4321")));
    const int systems = w.tableView(CatalogWindow::Systems)->model()->rowCount();
    const gpuplan::DefaultsMerge plan = CatalogStore::open(path.toStdString()).newDefaults();
    EXPECT_EQ(
        w.newDefaultsQuestion(plan).toStdString(),
        "Add the 1 built-in row(s) of this version (defaults " + plan.revision +
            ") that the catalog lacks? 1 row(s) of the catalog differ from the built-in ones and stay as "
            "they are (Restore defaults takes them all). 1 built-in row(s) the catalog never edited get the "
            "cells this version adds to them (a system's network link), and nothing else. A built-in row "
            "you deleted comes back.");
    ASSERT_TRUE(w.addNewDefaults()) << w.message().toStdString();
    EXPECT_EQ(w.tableView(CatalogWindow::Systems)->model()->rowCount(), systems + 1);
    EXPECT_TRUE(w.message().startsWith(QStringLiteral("Added 1 built-in row(s) (defaults ")))
        << w.message().toStdString();
    EXPECT_TRUE(
        w.message().endsWith(QStringLiteral("Filled the new cells of 1 built-in row(s) never edited.")))
        << w.message().toStdString();
    const gpuplan::Catalog c = reread();
    EXPECT_NE(c.findSystem("dgx-b300"), nullptr);
    EXPECT_EQ(c.findSystem("dgx-spark")->network_link, "cx7-200gbe-gb10");
    bool kept = false;
    for (const auto& p : c.prices)
        kept = kept || p.amount == 4321;
    EXPECT_TRUE(kept);
    EXPECT_EQ(w.undoStack()->count(), 0);
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
