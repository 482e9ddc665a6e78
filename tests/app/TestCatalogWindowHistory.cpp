// The catalog editor's history: deleting (and what refers to the row), undo and redo
// reaching the file, and changes made elsewhere (the CLI, a second connection) noticed,
// refreshed or reported as conflicts, on a real SQLite file (CatalogWindowFixture.h).
#include "CatalogWindowFixture.h"
#include "database/CatalogStore.h"

#include <QAction>
#include <QApplication>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>

using namespace gpuplan::test;
using gpuplan::CatalogStore;
using CatalogWindowTest = CatalogFixture;

// The same price edited by the CLI (an import that replaces it) and then by
// the window, which still shows the old row: refused, the CLI's value kept.
TEST_F(CatalogWindowTest, SameRowEditedFromTheCliAndTheGuiReportsTheConflict) {
    CatalogWindow w(path);
    w.show();
    w.showTable(CatalogWindow::Prices);
    auto* view = w.tableView(CatalogWindow::Prices);
    const QModelIndex row =
        findRow(w, CatalogWindow::Prices, QStringLiteral("gpu_id"), QStringLiteral("rtx-4090"));
    ASSERT_TRUE(row.isValid());
    const QString id = row.data().toString();
    QJsonObject price = cliRow(path, QStringLiteral("prices"), id);
    ASSERT_FALSE(price.isEmpty());

    const QString csv = dir.filePath(QStringLiteral("prices.csv"));
    {
        std::ofstream out(csv.toStdString());
        out << "id,gpu_id,amount,currency,date,condition,estimate,source,notes\n"
            << id.toStdString() << ",rtx-4090,1999,"
            << price[QStringLiteral("currency")].toString().toStdString() << ","
            << price[QStringLiteral("date")].toString().toStdString() << ",new,false,edited from the CLI,\n";
    }
    const CliResult r = cli(path, {QStringLiteral("catalog"), QStringLiteral("import"), csv});
    ASSERT_EQ(r.exit_code, 0) << r.err.toStdString() << r.out.toStdString();
    ASSERT_EQ(cliRow(path, QStringLiteral("prices"), id).value(QStringLiteral("amount")).toDouble(), 1999);

    // The window has not looked at the file since (no event loop ran): it edits its old copy.
    typeInto(view, cell(w, CatalogWindow::Prices, row, QStringLiteral("amount")), QStringLiteral("1500"));

    EXPECT_TRUE(w.message().contains(QStringLiteral("someone else"))) << w.message().toStdString();
    EXPECT_TRUE(w.message().contains(QStringLiteral("price ") + id)) << w.message().toStdString();
    ASSERT_TRUE(w.cellMessage()->isVisible());
    EXPECT_TRUE(w.cellMessage()->text().contains(QStringLiteral("someone else")));
    const QJsonObject kept = cliRow(path, QStringLiteral("prices"), id);
    EXPECT_EQ(kept.value(QStringLiteral("amount")).toDouble(), 1999); // theirs kept
    EXPECT_EQ(kept.value(QStringLiteral("source")).toString(), QStringLiteral("edited from the CLI"));
    // The table now shows their version.
    const QModelIndex fresh = findRow(w, CatalogWindow::Prices, QStringLiteral("id"), id);
    ASSERT_TRUE(fresh.isValid());
    EXPECT_EQ(cell(w, CatalogWindow::Prices, fresh, QStringLiteral("amount")).data().toString(),
              QStringLiteral("1999"));
    EXPECT_EQ(w.undoStack()->count(), 0);
}

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
