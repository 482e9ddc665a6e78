// The main window follows its catalog file while another process (the command line) writes
// to it: the change reaches the tabs and the status bar within a second, first run
// included, and a file found damaged is said at once, with a backup or the defaults
// offered in its place and the damaged file kept aside.
#include "GuiFixture.h"

#include "gui/catalog/CatalogWatch.h"
#include "gui/parts/Settings.h"
#include "gui/window/CatalogFile.h"
#include "gui/window/CatalogFollower.h"

#include <QLabel>
#include <QProcess>
#include <QStatusBar>

namespace gpuplan::test {
namespace {

int cli(const QString& db, const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(GPUPLAN_CLI_EXE), QStringList{QStringLiteral("--db"), db} + args);
    if (!p.waitForFinished(30000))
        return -1;
    return p.exitCode();
}

int addPrice(const QString& db, const QString& amount) {
    return cli(db, {QStringLiteral("catalog"), QStringLiteral("add-price"), QStringLiteral("rtx-4090"),
                    amount, QStringLiteral("EUR"), QStringLiteral("--date"), QStringLiteral("2026-12-04"),
                    QStringLiteral("--source"), QStringLiteral("from the command line")});
}

bool hasPrice(const Catalog& c, double amount) {
    for (const auto& p : c.prices)
        if (p.gpu_id == "rtx-4090" && p.amount == amount)
            return true;
    return false;
}

gui::CatalogWatch* watchOf(gui::MainWindow& w) {
    auto* follower = w.findChild<gui::CatalogFollower*>();
    return follower ? follower->watch() : nullptr;
}

TEST_F(GuiFixture, ACommandLineEditReachesTheWindowAndItsStatusBar) {
    const QString path = session->catalogPath();
    ASSERT_EQ(addPrice(path, QStringLiteral("2500")), 0);
    ASSERT_NE(watchOf(*window), nullptr);
    // The watch looks every second; check() is what its timer calls.
    QTRY_VERIFY_WITH_TIMEOUT(hasPrice(session->catalog(), 2500), 3000);
    EXPECT_EQ(session->catalog().revision.edit, 1);
    EXPECT_TRUE(window->statusBar()->currentMessage().contains(QStringLiteral("changed outside")))
        << window->statusBar()->currentMessage().toStdString();
    EXPECT_TRUE(find<QLabel>("catalogStatus")->toolTip().contains(QStringLiteral("edit 1")) ||
                find<QLabel>("catalogStatus")->text().contains(QStringLiteral("edit 1")));
}

TEST(CatalogFollower, AWindowThatCreatedTheCatalogFollowsTheCommandLine) {
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("first-run/catalog.sqlite"));
    ASSERT_FALSE(QFileInfo::exists(path));
    gui::Settings settings;
    gui::StartCatalog start = gui::openStartCatalog(path.toStdString(), settings); // creates it
    gui::MainWindow window(new gui::PlanSession(start.catalog, start.path));
    ASSERT_EQ(addPrice(path, QStringLiteral("2501")), 0);
    ASSERT_NE(watchOf(window), nullptr);
    EXPECT_TRUE(watchOf(window)->check());
    EXPECT_TRUE(hasPrice(window.session()->catalog(), 2501));
    window.session()->markSaved();
    QSettings().clear();
}

TEST_F(GuiFixture, ADamagedCatalogIsSaidAtOnceAndReplacedWithTheDamagedFileKeptAside) {
    const QString path = session->catalogPath();
    auto* follower = window->findChild<gui::CatalogFollower*>();
    ASSERT_NE(follower, nullptr);
    QString asked;
    follower->setDamageAnswer([&](const QString& message) {
        asked = message;
        return 1; // start from the built-in defaults
    });
    // Another process writes garbage over the header (as a failing disk or a bad copy would).
    QProcess dd;
    dd.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"),
                                         QStringLiteral("printf 'this is not a database at all....' | "
                                                        "dd of=\"$1\" bs=1 seek=0 conv=notrunc 2>/dev/null"),
                                         QStringLiteral("sh"), path});
    ASSERT_TRUE(dd.waitForFinished(10000));
    ASSERT_TRUE(watchOf(*window)->check());
    EXPECT_TRUE(asked.contains(path)) << asked.toStdString();
    bool aside = false;
    for (const QString& name : QDir(dir.path()).entryList())
        aside = aside || name.startsWith(QStringLiteral("catalog.sqlite.damaged-"));
    EXPECT_TRUE(aside) << QDir(dir.path()).entryList().join(QLatin1Char(' ')).toStdString();
    EXPECT_FALSE(session->catalog().gpus.empty());
    EXPECT_TRUE(window->statusBar()->currentMessage().contains(QStringLiteral("damaged file was kept")))
        << window->statusBar()->currentMessage().toStdString();
    EXPECT_EQ(cli(path, {QStringLiteral("catalog"), QStringLiteral("check")}), 0);
}

} // namespace
} // namespace gpuplan::test
