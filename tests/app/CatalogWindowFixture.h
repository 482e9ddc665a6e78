#pragma once

// The catalog editor tests' fixture: a catalog file in a temporary folder,
// settings of this test process only, the CLI as a second process on the same
// file, and the gestures of a user in the editor's tables (typing into a cell,
// picking a choice). TestCatalogWindow.cpp registers OwnSettings once.

#include "GuiFixture.h"
#include "charts/ChartView.h"
#include "core/plan/Planner.h"
#include "core/scenario/Scenario.h"
#include "database/CatalogStore.h"
#include "database/CatalogTables.h"
#include "gui/catalog/CatalogEditCommand.h"
#include "gui/catalog/CatalogTableModel.h"
#include "gui/catalog/CatalogWindow.h"
#include "gui/catalog/ImportPreviewDialog.h"
#include "gui/catalog/PriceHistoryWidget.h"

#include <QAction>
#include <QApplication>
#include <QChart>
#include <QComboBox>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QUndoStack>
#include <QValueAxis>
#include <QXYSeries>

#include <gtest/gtest.h>

#include <cmath>
#include <fstream>

using gpuplan::CatalogStore;
using gpuplan::gui::CatalogTableModel;
using gpuplan::gui::CatalogWindow;

namespace catalog_test {

// Settings of this test process only: ctest runs test processes side by side,
// and another one clearing the shared test settings must not change the
// display currency under these tests.
class OwnSettings : public ::testing::Environment {
public:
    void SetUp() override {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setApplicationName(
            QStringLiteral("gpu-planner-tests-catalog-%1").arg(QCoreApplication::applicationPid()));
    }
    void TearDown() override {
        const QString file = QSettings().fileName();
        QSettings().clear();
        QFile::remove(file);
    }
};

struct CatalogFixture : ::testing::Test {
    QTemporaryDir dir;
    QString path;
    void SetUp() override {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        ASSERT_TRUE(dir.isValid());
        path = dir.filePath(QStringLiteral("catalog.sqlite"));
    }
    void TearDown() override { QSettings().clear(); }
    gpuplan::Catalog reread() const { return CatalogStore::open(path.toStdString()).load(); }
};

// What the catalog file holds, as another process reads it: every table and the edit
// counter (`catalog export --format json`). Equal before and after an action: the action
// wrote nothing. Read by another process: opening and closing the file here would drop
// the POSIX locks of this process's SQLite connections. (Not the bytes on disk: the
// window closes its connection when idle, and SQLite then checkpoints the -wal into the
// file without changing what it holds.)
inline QByteArray fileBytes(const QString& path) {
    QTemporaryDir out;
    QProcess p;
    p.start(QStringLiteral(GPUPLAN_CLI_EXE),
            {QStringLiteral("--db"), path, QStringLiteral("catalog"), QStringLiteral("export"), out.path(),
             QStringLiteral("--format"), QStringLiteral("json")});
    if (!p.waitForFinished(30000) || p.exitCode() != 0)
        return "(unreadable)";
    QFile f(QDir(out.path()).filePath(QStringLiteral("catalog.json")));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(no catalog.json)");
}

struct CliResult {
    int exit_code = -1;
    QByteArray out;
    QByteArray err;
};

// gpu-planner --db PATH ARGS..., a second process on the same file.
inline CliResult cli(const QString& db, const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(GPUPLAN_CLI_EXE), QStringList{QStringLiteral("--db"), db} + args);
    CliResult r;
    if (!p.waitForFinished(30000))
        return r;
    r.exit_code = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

// `catalog list TABLE --json` read back through the CLI.
inline QJsonArray cliList(const QString& db, const QString& table) {
    const CliResult r =
        cli(db, {QStringLiteral("catalog"), QStringLiteral("list"), table, QStringLiteral("--json")});
    EXPECT_EQ(r.exit_code, 0) << r.err.toStdString();
    return QJsonDocument::fromJson(r.out).array();
}

inline QJsonObject cliRow(const QString& db, const QString& table, const QString& id) {
    for (const auto& v : cliList(db, table))
        if (v.toObject().value(QStringLiteral("id")).toVariant().toString() == id)
            return v.toObject();
    return {};
}

inline CatalogTableModel* modelOf(CatalogWindow& w, CatalogWindow::Table t) {
    return w.tableModel(t);
}

// The column whose store name is `field` ("amount").
inline int columnOf(CatalogWindow& w, CatalogWindow::Table t, const QString& field) {
    auto& a = modelOf(w, t)->adapter();
    for (int c = 0; c < a.columnCount(); ++c)
        if (a.column(c).fields.contains(field))
            return c;
    ADD_FAILURE() << "no column " << field.toStdString();
    return -1;
}

// The view index of the first row whose `field` reads `text`.
inline QModelIndex findRow(CatalogWindow& w, CatalogWindow::Table t, const QString& field,
                           const QString& text) {
    auto* model = w.tableView(t)->model();
    const int c = columnOf(w, t, field);
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->index(r, c).data(Qt::EditRole).toString() == text)
            return model->index(r, 0);
    return {};
}

inline QModelIndex cell(CatalogWindow& w, CatalogWindow::Table t, const QModelIndex& row,
                        const QString& field) {
    return w.tableView(t)->model()->index(row.row(), columnOf(w, t, field));
}

inline QModelIndex draftCell(CatalogWindow& w, CatalogWindow::Table t, const QString& field) {
    auto* model = w.tableView(t)->model();
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->index(r, 0).data(CatalogTableModel::DraftRole).toBool())
            return model->index(r, columnOf(w, t, field));
    return {};
}

// The cell editor open in a view (a line edit or a combo box), or nullptr.
template <typename E = QWidget> E* openEditor(QTableView* view) {
    for (auto* e : view->viewport()->findChildren<E*>())
        if (!e->isHidden() && (qobject_cast<QLineEdit*>(e) || qobject_cast<QComboBox*>(e)))
            return e;
    return nullptr;
}

// Types `text` into the cell's editor and presses Return, as a user would.
inline void typeInto(QTableView* view, const QModelIndex& index, const QString& text) {
    view->setCurrentIndex(index);
    if (!openEditor<QLineEdit>(view))
        view->edit(index);
    auto* editor = openEditor<QLineEdit>(view);
    ASSERT_NE(editor, nullptr) << "no editor opened";
    editor->selectAll();
    QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return);
    QCoreApplication::processEvents();
}

// Picks `value` in the cell's combo box.
inline void pick(QTableView* view, const QModelIndex& index, const QString& value) {
    view->setCurrentIndex(index);
    view->edit(index);
    auto* combo = openEditor<QComboBox>(view);
    ASSERT_NE(combo, nullptr) << "no combo box opened";
    const int i = combo->findData(value);
    ASSERT_GE(i, 0) << value.toStdString() << " is not offered";
    combo->setCurrentIndex(i);
    Q_EMIT combo->activated(i);
    QCoreApplication::processEvents();
}

inline bool editCell(QTableView* view, const QModelIndex& index, const QString& text) {
    return view->model()->setData(index, text, Qt::EditRole);
}

inline QString today() {
    return QDate::currentDate().toString(Qt::ISODate);
}

using CatalogWindowTest = CatalogFixture;

} // namespace catalog_test
