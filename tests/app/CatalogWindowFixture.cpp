#include "CatalogWindowFixture.h"

#include "database/CatalogStore.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

namespace gpuplan::test {

namespace {

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
[[maybe_unused]] ::testing::Environment* const own_settings =
    ::testing::AddGlobalTestEnvironment(new OwnSettings);

} // namespace

void CatalogFixture::SetUp() {
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    ASSERT_TRUE(dir.isValid());
    path = dir.filePath(QStringLiteral("catalog.sqlite"));
}

void CatalogFixture::TearDown() {
    QSettings().clear();
}

Catalog CatalogFixture::reread() const {
    return CatalogStore::open(path.toStdString()).load();
}

QByteArray fileBytes(const QString& path) {
    QProcess p;
    p.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"),
                                        QStringLiteral("for f in \"$1\" \"$1-wal\"; do [ -e \"$f\" ] && "
                                                       "sha256sum < \"$f\" || echo none; done"),
                                        QStringLiteral("sh"), path});
    if (!p.waitForFinished(30000) || p.exitCode() != 0)
        return "(unreadable)";
    return p.readAllStandardOutput();
}

CliResult cli(const QString& db, const QStringList& args) {
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

QJsonArray cliList(const QString& db, const QString& table) {
    const CliResult r =
        cli(db, {QStringLiteral("catalog"), QStringLiteral("list"), table, QStringLiteral("--json")});
    EXPECT_EQ(r.exit_code, 0) << r.err.toStdString();
    return QJsonDocument::fromJson(r.out).array();
}

QJsonObject cliRow(const QString& db, const QString& table, const QString& id) {
    for (const auto& v : cliList(db, table))
        if (v.toObject().value(QStringLiteral("id")).toVariant().toString() == id)
            return v.toObject();
    return {};
}

CatalogTableModel* modelOf(CatalogWindow& w, CatalogWindow::Table t) {
    return w.tableModel(t);
}

int columnOf(CatalogWindow& w, CatalogWindow::Table t, const QString& field) {
    auto& a = modelOf(w, t)->adapter();
    for (int c = 0; c < a.columnCount(); ++c)
        if (a.column(c).fields.contains(field))
            return c;
    ADD_FAILURE() << "no column " << field.toStdString();
    return -1;
}

QModelIndex findRow(CatalogWindow& w, CatalogWindow::Table t, const QString& field, const QString& text) {
    auto* model = w.tableView(t)->model();
    const int c = columnOf(w, t, field);
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->index(r, c).data(Qt::EditRole).toString() == text)
            return model->index(r, 0);
    return {};
}

QModelIndex cell(CatalogWindow& w, CatalogWindow::Table t, const QModelIndex& row, const QString& field) {
    return w.tableView(t)->model()->index(row.row(), columnOf(w, t, field));
}

QModelIndex draftCell(CatalogWindow& w, CatalogWindow::Table t, const QString& field) {
    auto* model = w.tableView(t)->model();
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->index(r, 0).data(CatalogTableModel::DraftRole).toBool())
            return model->index(r, columnOf(w, t, field));
    return {};
}

void typeInto(QTableView* view, const QModelIndex& index, const QString& text) {
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

void pick(QTableView* view, const QModelIndex& index, const QString& value) {
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

bool editCell(QTableView* view, const QModelIndex& index, const QString& text) {
    return view->model()->setData(index, text, Qt::EditRole);
}

QString today() {
    return QDate::currentDate().toString(Qt::ISODate);
}

} // namespace gpuplan::test
