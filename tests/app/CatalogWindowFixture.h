#pragma once

// What the catalog editor's tests share: a catalog file of their own in a temporary
// folder (CatalogFixture), the file read back independently (its bytes, the CLI as a
// second process), and the editor driven as a user would (find a row, type into a
// cell, pick in a combo box).
#include "core/Catalog.h"
#include "gui/catalog/CatalogTableModel.h"
#include "gui/catalog/CatalogWindow.h"

#include <QByteArray>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonObject>
#include <QLineEdit>
#include <QModelIndex>
#include <QString>
#include <QStringList>
#include <QTableView>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace gpuplan::test {

using gui::CatalogTableModel;
using gui::CatalogWindow;

// A catalog file in a temporary folder (created by the store from its built-in
// defaults when the window opens it), with settings cleared around each test.
struct CatalogFixture : ::testing::Test {
    QTemporaryDir dir;
    QString path;
    void SetUp() override;
    void TearDown() override;
    // The file as a second connection reads it.
    Catalog reread() const;
};

// The catalog file as it is on disk: a digest of the database and its
// write-ahead log. Read by another process: opening and closing the file here
// would drop the POSIX locks of the window's SQLite connection.
QByteArray fileBytes(const QString& path);

struct CliResult {
    int exit_code = -1;
    QByteArray out;
    QByteArray err;
};

// gpu-planner --db PATH ARGS..., a second process on the same file.
CliResult cli(const QString& db, const QStringList& args);
// `catalog list TABLE --json` read back through the CLI.
QJsonArray cliList(const QString& db, const QString& table);
QJsonObject cliRow(const QString& db, const QString& table, const QString& id);

CatalogTableModel* modelOf(CatalogWindow& w, CatalogWindow::Table t);
// The column whose store name is `field` ("amount").
int columnOf(CatalogWindow& w, CatalogWindow::Table t, const QString& field);
// The view index of the first row whose `field` reads `text`.
QModelIndex findRow(CatalogWindow& w, CatalogWindow::Table t, const QString& field, const QString& text);
QModelIndex cell(CatalogWindow& w, CatalogWindow::Table t, const QModelIndex& row, const QString& field);
QModelIndex draftCell(CatalogWindow& w, CatalogWindow::Table t, const QString& field);

// The cell editor open in a view (a line edit or a combo box), or nullptr.
template <typename E = QWidget> E* openEditor(QTableView* view) {
    for (auto* e : view->viewport()->findChildren<E*>())
        if (!e->isHidden() && (qobject_cast<QLineEdit*>(e) || qobject_cast<QComboBox*>(e)))
            return e;
    return nullptr;
}

// Types `text` into the cell's editor and presses Return, as a user would.
void typeInto(QTableView* view, const QModelIndex& index, const QString& text);
// Picks `value` in the cell's combo box.
void pick(QTableView* view, const QModelIndex& index, const QString& value);
bool editCell(QTableView* view, const QModelIndex& index, const QString& text);
QString today();

} // namespace gpuplan::test
