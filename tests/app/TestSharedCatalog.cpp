// One catalog file, two real processes: this test process holds the catalog open the way
// a window used to (a connection kept for the whole test) and runs every action of the
// catalog editor that touches files, while the command line, a second process, writes
// to the same file before and after each one. Then:
//  - the -wal still exists while both run (the command line, closing, found that another
//    process holds the file: nothing dropped this process's POSIX locks);
//  - PRAGMA integrity_check is ok (`catalog check`);
//  - no write of either process is lost.
// The open guard (tests/guard) runs in this process too: any action that opened the
// catalog, its -wal or -shm outside SQLite would stop the test at once.
#include "CatalogWindowFixture.h"

#include "widgets/FileDialogs.h"

#include <QFileDialog>
#include <QFileSystemModel>

namespace {

using namespace catalog_test;

QStringList addPriceArgs(const QString& amount, const QString& source) {
    return {QStringLiteral("catalog"),
            QStringLiteral("add-price"),
            QStringLiteral("rtx-4090"),
            amount,
            QStringLiteral("EUR"),
            QStringLiteral("--date"),
            QStringLiteral("2026-12-04"),
            QStringLiteral("--source"),
            source};
}

struct SharedCatalog : CatalogFixture {
    std::unique_ptr<CatalogStore> holder; // "a window that keeps the file open"
    int cli_writes = 0;
    int window_edits = 0;
    QStringList lost_aside; // sources an in-place replacement kept in its backup instead

    void SetUp() override {
        CatalogFixture::SetUp();
        holder = std::make_unique<CatalogStore>(CatalogStore::open(path.toStdString()));
        (void)holder->load(); // a read: the connection now holds its share of the WAL
    }

    // The command line adds a price; the file must still have its -wal afterwards.
    QString cliWrite(const char* when) {
        const QString source = QStringLiteral("cli %1 (%2)").arg(++cli_writes).arg(QLatin1String(when));
        const CliResult r = cli(path, addPriceArgs(QString::number(1000 + cli_writes), source));
        EXPECT_EQ(r.exit_code, 0) << r.err.toStdString();
        EXPECT_TRUE(QFileInfo::exists(path + QStringLiteral("-wal")))
            << "the command line deleted the -wal while this process holds the catalog (" << when << ")";
        return source;
    }

    // The editor changes the first price's amount; the command line must read it.
    void windowEdit(CatalogWindow& w) {
        auto* view = w.tableView(CatalogWindow::Prices);
        const int amount = 2000 + ++window_edits;
        ASSERT_TRUE(editCell(
            view, cell(w, CatalogWindow::Prices, view->model()->index(0, 0), QStringLiteral("amount")),
            QString::number(amount)))
            << w.message().toStdString();
        const QJsonArray prices = cliList(path, QStringLiteral("prices"));
        bool seen = false;
        for (const auto& p : prices)
            seen = seen || p.toObject().value(QStringLiteral("amount")).toDouble() == amount;
        EXPECT_TRUE(seen) << "the command line does not see the window's edit " << amount;
    }

    // What every action must leave: a whole file, the holder and the window both reading
    // every write that was not replaced on purpose.
    void checkNothingLost(CatalogWindow& w, const QStringList& sources) {
        const CliResult check = cli(path, {QStringLiteral("catalog"), QStringLiteral("check")});
        EXPECT_EQ(check.exit_code, 0) << check.out.toStdString() << check.err.toStdString();
        QStringList held;
        for (const auto& p : holder->load().prices)
            held << QString::fromStdString(p.source);
        w.checkForOutsideChanges();
        for (const QString& s : sources) {
            EXPECT_TRUE(held.contains(s)) << "the holder lost " << s.toStdString();
            EXPECT_TRUE(findRow(w, CatalogWindow::Prices, QStringLiteral("source"), s).isValid())
                << "the window does not show " << s.toStdString();
        }
    }
};

// Opens the application's file dialog on the catalog's folder, waits until it has listed
// the catalog, its -wal and -shm (and would have guessed their types), and cancels it.
void browseCatalogFolder(QWidget* parent, const QString& folder) {
    bool listed = false;
    QTimer::singleShot(0, parent, [&] {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        if (!dialog) {
            for (auto* w : QApplication::topLevelWidgets())
                if (auto* d = qobject_cast<QFileDialog*>(w); d && d->isVisible())
                    dialog = d;
        }
        ASSERT_NE(dialog, nullptr);
        auto* model = dialog->findChild<QFileSystemModel*>();
        ASSERT_NE(model, nullptr);
        QTRY_VERIFY_WITH_TIMEOUT(model->rowCount(model->index(folder)) >= 3, 5000);
        for (int r = 0; r < model->rowCount(model->index(folder)); ++r)
            (void)model->index(r, 2, model->index(folder)).data(); // the "Type" column
        QTest::qWait(300); // the file information thread finishes its work
        listed = true;
        dialog->reject();
    });
    (void)gpuplan::widgets::openFileName(parent, QStringLiteral("Import"), folder, QStringLiteral("*"));
    EXPECT_TRUE(listed);
}

TEST_F(SharedCatalog, ImportPreviewCancelledTheCommandLineThenAnEditKeepsEveryWrite) {
    // The five steps of the report that found the corruption, each write checked.
    QStringList sources;
    CatalogWindow w(path);
    const QString csv = dir.filePath(QStringLiteral("prices.csv"));
    {
        std::ofstream(csv.toStdString()) << "gpu_id,amount,currency,date,condition,estimate,source\n"
                                            "rtx-4090,1799,EUR,2026-12-01,new,false,shop\n";
    }
    browseCatalogFolder(&w, dir.path());
    w.previewImport(csv)->reject();
    EXPECT_EQ(
        cli(path, {QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("gpus")}).exit_code, 0);
    EXPECT_TRUE(QFileInfo::exists(path + QStringLiteral("-wal")));
    windowEdit(w);
    sources << cliWrite("after the edit");
    checkNothingLost(w, sources);
}

TEST_F(SharedCatalog, EveryEditorActionThatTouchesFilesKeepsTheOtherProcesssWrites) {
    CatalogWindow w(path);
    w.show();
    const QString csv = dir.filePath(QStringLiteral("prices.csv"));
    QStringList kept; // written and never replaced on purpose
    QTemporaryDir out;
    const std::vector<std::pair<const char*, std::function<void()>>> actions = {
        {"browse the catalog's folder", [&] { browseCatalogFolder(&w, dir.path()); }},
        {"import preview, cancelled",
         [&] {
             std::ofstream(csv.toStdString()) << "gpu_id,amount,currency,date,condition,estimate,source\n"
                                                 "rtx-4090,1555,EUR,2026-12-02,new,false,imported\n";
             w.previewImport(csv)->reject();
         }},
        {"import",
         [&] {
             auto* dialog = w.previewImport(csv);
             ASSERT_TRUE(dialog->canApply()) << dialog->errors().join(QLatin1Char('\n')).toStdString();
             dialog->findChild<QPushButton*>(QStringLiteral("importApply"))->click();
         }},
        {"export CSV", [&] { EXPECT_TRUE(w.exportTo(out.path(), gpuplan::ExportFormat::Csv)); }},
        {"export JSON", [&] { EXPECT_TRUE(w.exportTo(out.path(), gpuplan::ExportFormat::Json)); }},
        {"price history",
         [&] {
             w.priceHistory()->showGpu(QStringLiteral("rtx-4090"));
             QCoreApplication::processEvents();
         }},
        {"add new built-in rows", [&] { EXPECT_TRUE(w.addNewDefaults()) << w.message().toStdString(); }},
    };
    for (const auto& [name, action] : actions) {
        SCOPED_TRACE(name);
        kept << cliWrite("before");
        action();
        kept << cliWrite("after");
        windowEdit(w);
        checkNothingLost(w, kept);
    }
    kept << QStringLiteral("imported");
    checkNothingLost(w, kept);

    // Restore defaults and restore the latest backup replace the content on purpose: the
    // writes before them are in the copy they keep aside, the writes after them stay.
    for (const char* name : {"restore defaults", "restore latest backup"}) {
        SCOPED_TRACE(name);
        const QString before = cliWrite("before");
        ASSERT_TRUE(std::string(name) == "restore defaults" ? w.restoreDefaults() : w.restoreLatestBackup())
            << w.message().toStdString();
        bool aside = false;
        for (const auto& p :
             CatalogStore::open(CatalogStore::backups(path.toStdString()).front()).load().prices)
            aside = aside || QString::fromStdString(p.source) == before;
        EXPECT_TRUE(aside) << "the replaced content is not in the newest backup";
        const QString after = cliWrite("after");
        windowEdit(w);
        checkNothingLost(w, {after});
    }
}

// The first run: the window creates the catalog (no file yet), then the command line adds a
// price; the main window's status bar and Buy vs Rent follow (tests/app/TestMainWindow.cpp
// holds the main window's side; here the editor's).
TEST_F(SharedCatalog, AWindowThatCreatedTheFileSeesTheCommandLine) {
    holder.reset();
    QFile::remove(path);
    CatalogWindow w(path); // creates it
    const QString source = QStringLiteral("cli after the first run");
    ASSERT_EQ(cli(path, addPriceArgs(QStringLiteral("2500"), source)).exit_code, 0);
    EXPECT_TRUE(w.checkForOutsideChanges());
    EXPECT_TRUE(findRow(w, CatalogWindow::Prices, QStringLiteral("source"), source).isValid());
}

} // namespace
