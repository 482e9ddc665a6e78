// The catalog editor driven through its real widgets, on a real SQLite file in
// a temporary directory.
#include "CatalogEditCommand.h"
#include "CatalogStore.h"
#include "CatalogTableModel.h"
#include "CatalogWindow.h"
#include "ChartView.h"
#include "ImportPreviewDialog.h"
#include "Planner.h"
#include "PriceHistoryWidget.h"
#include "Scenario.h"

#include <QAction>
#include <QChart>
#include <QComboBox>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QXYSeries>

#include <gtest/gtest.h>

#include <cmath>
#include <fstream>

using gpuplan::CatalogStore;
using gpuplan::gui::CatalogWindow;

namespace {

constexpr int kPriceAmountColumn = 2; // Id, GPU, Price per GPU, ...
constexpr int kPriceSourceColumn = 7;

struct CatalogFixture : ::testing::Test {
    QTemporaryDir dir;
    QString path;
    void SetUp() override {
        ASSERT_TRUE(dir.isValid());
        path = dir.filePath(QStringLiteral("catalog.sqlite"));
    }
    gpuplan::Catalog reread() const { return CatalogStore::open(path.toStdString()).load(); }
};

// The proxy index of the first row of `table` whose `column` reads `text`.
QModelIndex findRow(CatalogWindow& w, CatalogWindow::Table t, int column, const QString& text) {
    auto* model = w.tableView(t)->model();
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->index(r, column).data().toString() == text)
            return model->index(r, 0);
    return {};
}

// Selects the first price of `gpu` and presses "Add": a new price of that GPU
// dated today. Returns the proxy row of the new price.
int addPriceFor(CatalogWindow& w, const QString& gpu) {
    w.showTable(CatalogWindow::Prices);
    auto* view = w.findChild<QTableView*>(QStringLiteral("table_prices"));
    const QModelIndex existing = findRow(w, CatalogWindow::Prices, 1, gpu);
    if (!existing.isValid())
        return -1;
    view->setCurrentIndex(existing);
    w.findChild<QAction*>(QStringLiteral("actionAddRow"))->trigger();
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    auto* model = view->model();
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->index(r, 1).data().toString() == gpu && model->index(r, 4).data().toString() == today &&
            model->index(r, kPriceSourceColumn).data().toString().contains(QStringLiteral("catalog editor")))
            return r;
    return -1;
}

bool editCell(QTableView* view, int row, int column, const QString& text) {
    return view->model()->setData(view->model()->index(row, column), text, Qt::EditRole);
}

} // namespace

using CatalogWindowTest = CatalogFixture;

TEST_F(CatalogWindowTest, AddedPriceReachesTheFileAndTheBreakEven) {
    CatalogWindow w(path);
    QSignalSpy changed(&w, &CatalogWindow::catalogChanged);
    const int row = addPriceFor(w, QStringLiteral("rtx-4090"));
    ASSERT_GE(row, 0) << w.message().toStdString();
    auto* view = w.findChild<QTableView*>(QStringLiteral("table_prices"));
    EXPECT_EQ(view->currentIndex().row(), row); // the cursor waits in the new price's amount
    EXPECT_EQ(view->currentIndex().column(), kPriceAmountColumn);
    // Typed into the cell, as the delegate would commit it.
    ASSERT_TRUE(editCell(view, row, kPriceAmountColumn, QStringLiteral("1234"))) << w.message().toStdString();
    EXPECT_GE(changed.count(), 2); // the new row, then its amount

    const auto catalog = reread(); // a second connection: what is in the file
    const auto latest = catalog.latestPrice("rtx-4090", "new");
    ASSERT_TRUE(latest.has_value());
    EXPECT_EQ(latest->amount, 1234);
    EXPECT_EQ(latest->date, QDate::currentDate().toString(Qt::ISODate).toStdString());

    gpuplan::Scenario s;
    s.gpu_id = "rtx-4090";
    s.currency = "EUR";
    const auto results = gpuplan::plan(catalog, s, {.recommend = false, .suggestions = false});
    ASSERT_TRUE(results.buy_rent.available);
    EXPECT_DOUBLE_EQ(results.buy_rent.buy.gpu_price_each, 1234);
    ASSERT_TRUE(results.buy_rent.selected.has_value());
    EXPECT_DOUBLE_EQ(results.buy_rent.selected->breakeven.guide_roi_months,
                     1234 / (results.buy_rent.selected->rate_per_hour * s.hours_per_month));
}

TEST_F(CatalogWindowTest, NegativePriceIsRefusedWithTheStoresMessageAndTheFileUnchanged) {
    CatalogWindow w(path);
    w.showTable(CatalogWindow::Prices);
    auto* view = w.findChild<QTableView*>(QStringLiteral("table_prices"));
    const auto before = reread();
    const auto revision_before = CatalogStore::open(path.toStdString()).dataRevision();
    const QModelIndex row = findRow(w, CatalogWindow::Prices, 1, QStringLiteral("rtx-4090"));
    ASSERT_TRUE(row.isValid());
    const QString old_amount = view->model()->index(row.row(), kPriceAmountColumn).data().toString();

    EXPECT_FALSE(editCell(view, row.row(), kPriceAmountColumn, QStringLiteral("-5")));

    auto* message = w.findChild<QLabel*>(QStringLiteral("catalogMessage"));
    ASSERT_NE(message, nullptr);
    EXPECT_TRUE(message->text().contains(QStringLiteral("must be positive")))
        << message->text().toStdString();
    EXPECT_TRUE(message->text().contains(QStringLiteral("-5"))) << message->text().toStdString();
    EXPECT_EQ(view->model()->index(row.row(), kPriceAmountColumn).data().toString(), old_amount);
    EXPECT_EQ(reread().prices, before.prices);
    EXPECT_EQ(CatalogStore::open(path.toStdString()).dataRevision(), revision_before);
    EXPECT_EQ(w.undoStack()->count(), 0);
}

TEST_F(CatalogWindowTest, NotANumberIsRefusedBeforeTheStore) {
    CatalogWindow w(path);
    auto* view = w.tableView(CatalogWindow::Prices);
    const auto before = reread();
    EXPECT_FALSE(editCell(view, 0, kPriceAmountColumn, QStringLiteral("cheap")));
    EXPECT_TRUE(w.message().contains(QStringLiteral("cheap")));
    EXPECT_EQ(reread().prices, before.prices);
}

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
    const auto before = reread();
    auto* dialog = w.previewImport(csv);
    ASSERT_NE(dialog, nullptr);
    EXPECT_EQ(dialog->objectName(), QStringLiteral("importPreview"));
    EXPECT_FALSE(dialog->canApply());
    auto* list = dialog->findChild<QListWidget*>(QStringLiteral("importErrors"));
    ASSERT_NE(list, nullptr);
    ASSERT_EQ(list->count(), 2);
    EXPECT_TRUE(list->item(0)->text().contains(QStringLiteral("-3"))) << list->item(0)->text().toStdString();
    EXPECT_TRUE(list->item(1)->text().contains(QStringLiteral("no-such-gpu")))
        << list->item(1)->text().toStdString();
    EXPECT_EQ(dialog->findChild<QPushButton*>(QStringLiteral("importApply")), nullptr);
    dialog->reject();
    EXPECT_EQ(reread().prices, before.prices);
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

TEST_F(CatalogWindowTest, EditOfARowChangedByAnotherProcessIsRefused) {
    CatalogWindow w(path);
    auto* view = w.tableView(CatalogWindow::Prices);
    const QModelIndex row = findRow(w, CatalogWindow::Prices, 1, QStringLiteral("rtx-4090"));
    ASSERT_TRUE(row.isValid());
    const auto id = view->model()->index(row.row(), 0).data().toLongLong();

    // Someone else changes the same row in between (a second window / process).
    {
        auto other = CatalogStore::open(path.toStdString());
        auto price = other.findPrice(id);
        ASSERT_TRUE(price.has_value());
        price->value.amount = 1999;
        other.update(price->value, price->revision);
    }
    EXPECT_FALSE(editCell(view, row.row(), kPriceAmountColumn, QStringLiteral("1500")));
    EXPECT_TRUE(w.message().contains(QStringLiteral("someone else"))) << w.message().toStdString();
    EXPECT_EQ(CatalogStore::open(path.toStdString()).findPrice(id)->value.amount, 1999); // theirs kept
    // The table now shows their version.
    const QModelIndex fresh = findRow(w, CatalogWindow::Prices, 0, QString::number(id));
    ASSERT_TRUE(fresh.isValid());
    EXPECT_EQ(view->model()->index(fresh.row(), kPriceAmountColumn).data().toString(),
              QStringLiteral("1999"));
}

TEST_F(CatalogWindowTest, PriceAddedByTheCliIsNoticedAndRefreshed) {
    CatalogWindow w(path);
    QSignalSpy changed(&w, &CatalogWindow::catalogChanged);
    QProcess cli;
    cli.start(QStringLiteral(GPUPLAN_CLI_EXE),
              {QStringLiteral("--db"), path, QStringLiteral("catalog"), QStringLiteral("add-price"),
               QStringLiteral("rtx-4090"), QStringLiteral("1777"), QStringLiteral("EUR"),
               QStringLiteral("--date"), QStringLiteral("2026-02-02"), QStringLiteral("--source"),
               QStringLiteral("from the CLI")});
    ASSERT_TRUE(cli.waitForFinished(30000));
    ASSERT_EQ(cli.exitCode(), 0) << cli.readAllStandardError().toStdString();
    // The window's timer polls the data revision every second.
    QTRY_VERIFY_WITH_TIMEOUT(
        findRow(w, CatalogWindow::Prices, kPriceSourceColumn, QStringLiteral("from the CLI")).isValid(),
        5000);
    EXPECT_GE(changed.count(), 1);
    EXPECT_TRUE(w.message().contains(QStringLiteral("outside this window")));
}

TEST_F(CatalogWindowTest, UndoAndRedoOfAPriceEditReachTheFile) {
    CatalogWindow w(path);
    auto* view = w.tableView(CatalogWindow::Prices);
    const QModelIndex row = findRow(w, CatalogWindow::Prices, 1, QStringLiteral("rtx-4090"));
    const auto id = view->model()->index(row.row(), 0).data().toLongLong();
    const double before = CatalogStore::open(path.toStdString()).findPrice(id)->value.amount;
    ASSERT_TRUE(editCell(view, row.row(), kPriceAmountColumn, QStringLiteral("1600")));
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
    const QModelIndex row = findRow(w, CatalogWindow::Prices, 1, QStringLiteral("rtx-4090"));
    const auto id = view->model()->index(row.row(), 0).data().toLongLong();
    ASSERT_TRUE(editCell(view, row.row(), kPriceAmountColumn, QStringLiteral("1600")));
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
}

TEST_F(CatalogWindowTest, DeletingAReferencedGpuAsksAndCascadesOrCancels) {
    CatalogWindow w(path);
    const QModelIndex gpu = findRow(w, CatalogWindow::Gpus, 0, QStringLiteral("rtx-4090"));
    ASSERT_TRUE(gpu.isValid());
    const int source_row = qobject_cast<QSortFilterProxyModel*>(w.tableView(CatalogWindow::Gpus)->model())
                               ->mapToSource(gpu)
                               .row();
    int asked = 0;
    w.setCascadeQuestion([&asked](const QString&, int prices, int) {
        ++asked;
        EXPECT_GE(prices, 1);
        return false;
    });
    EXPECT_FALSE(w.deleteRow(CatalogWindow::Gpus, source_row));
    EXPECT_EQ(asked, 1);
    EXPECT_NE(reread().findGpu("rtx-4090"), nullptr);

    w.setCascadeQuestion([](const QString&, int, int) { return true; });
    ASSERT_TRUE(w.deleteRow(CatalogWindow::Gpus, source_row)) << w.message().toStdString();
    auto after = reread();
    EXPECT_EQ(after.findGpu("rtx-4090"), nullptr);
    EXPECT_FALSE(after.latestPrice("rtx-4090", "").has_value());

    w.undoStack()->undo();
    QCoreApplication::processEvents();
    after = reread();
    EXPECT_NE(after.findGpu("rtx-4090"), nullptr);
    EXPECT_TRUE(after.latestPrice("rtx-4090", "").has_value());
}

TEST_F(CatalogWindowTest, SearchFiltersTheRows) {
    CatalogWindow w(path);
    auto* view = w.tableView(CatalogWindow::Gpus);
    const int all = view->model()->rowCount();
    w.findChild<QLineEdit*>(QStringLiteral("catalogSearch"))->setText(QStringLiteral("rtx-4090"));
    EXPECT_GE(view->model()->rowCount(), 1);
    EXPECT_LT(view->model()->rowCount(), all);
}

TEST_F(CatalogWindowTest, PriceHistoryConvertsToTheDisplayCurrencyAndListsSources) {
    CatalogWindow w(path);
    auto* history = w.priceHistory();
    history->showGpu(QStringLiteral("rtx-4090"));
    history->setDisplayCurrency(QStringLiteral("USD"));
    const auto catalog = reread();
    const auto latest = catalog.latestPrice("rtx-4090", "new");
    ASSERT_TRUE(latest.has_value());
    const double expected = catalog.convert(latest->amount, latest->currency, "USD");

    auto* chart = history->chartView()->chart();
    bool found = false;
    for (auto* s : chart->series())
        for (const QPointF& p : static_cast<QXYSeries*>(s)->points())
            found = found || std::abs(p.y() - expected) < 1e-6;
    EXPECT_TRUE(found) << "expected a point at " << expected;
    auto* sources = history->findChild<QListWidget*>(QStringLiteral("priceHistorySources"));
    ASSERT_NE(sources, nullptr);
    EXPECT_GE(sources->count(), 1);
}

TEST_F(CatalogWindowTest, RestoreDefaultsKeepsABackupFirst) {
    CatalogWindow w(path);
    auto* view = w.tableView(CatalogWindow::Prices);
    ASSERT_TRUE(editCell(view, 0, kPriceAmountColumn, QStringLiteral("4321")));
    ASSERT_TRUE(w.restoreDefaults()) << w.message().toStdString();
    EXPECT_FALSE(CatalogStore::backups(path.toStdString()).empty());
    for (const auto& p : reread().prices)
        EXPECT_NE(p.amount, 4321);
    EXPECT_EQ(w.undoStack()->count(), 0);
}

// Not a check: writes the screenshots of docs/screenshots when asked to.
TEST_F(CatalogWindowTest, Screenshots) {
    const QByteArray out = qgetenv("GPUPLAN_SCREENSHOT_DIR");
    if (out.isEmpty())
        GTEST_SKIP() << "set GPUPLAN_SCREENSHOT_DIR to write the screenshots";
    CatalogWindow w(path);
    w.resize(1200, 620);
    w.showTable(CatalogWindow::Prices);
    w.show();
    QCoreApplication::processEvents();
    EXPECT_TRUE(
        w.grab().save(QDir(QString::fromLocal8Bit(out)).filePath(QStringLiteral("catalog-editor.png"))));
    w.priceHistory()->showGpu(QStringLiteral("rtx-4090"));
    w.findChild<QTabWidget*>(QStringLiteral("catalogTabs"))->setCurrentWidget(w.priceHistory());
    QCoreApplication::processEvents();
    EXPECT_TRUE(
        w.grab().save(QDir(QString::fromLocal8Bit(out)).filePath(QStringLiteral("price-history.png"))));
}
