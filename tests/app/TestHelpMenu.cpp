// Issue 37, item 10: Help had only About. It opens the manual (the installed one, or the source
// tree's in a development build), lists the keyboard shortcuts of the window's own actions and
// says where the catalog file is.
#include "GuiFixture.h"

#include "gui/window/HelpMenu.h"

#include <QAction>
#include <QClipboard>
#include <QDesktopServices>
#include <QDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QMenu>
#include <QProcess>
#include <QPushButton>
#include <QTableWidget>
#include <QUrl>

namespace {

using gpuplan::test::GuiFixture;

// Receives what QDesktopServices::openUrl would hand to the desktop.
class UrlCatcher : public QObject {
    Q_OBJECT
public:
    UrlCatcher() { QDesktopServices::setUrlHandler(QStringLiteral("file"), this, "open"); }
    ~UrlCatcher() override { QDesktopServices::unsetUrlHandler(QStringLiteral("file")); }
    Q_INVOKABLE void open(const QUrl& url) { opened.append(url); }
    QList<QUrl> opened;
};

// The dialog an action opens (window-modal: open()), or nullptr.
QDialog* dialogOf(QWidget* window, const char* action, const char* dialog) {
    auto* a = window->findChild<QAction*>(QString::fromLatin1(action));
    if (!a)
        return nullptr;
    a->trigger();
    QCoreApplication::processEvents();
    return window->findChild<QDialog*>(QString::fromLatin1(dialog));
}

} // namespace

TEST(HelpManual, FoundInTheDevelopmentBuildAndInTheInstalledLayout) {
    // A development build: the program in build/.../app, the manual in the source tree.
    const QString dev = gpuplan::gui::manualPath(QStringLiteral(GPUPLAN_BUILD_DIR "/app"));
    EXPECT_EQ(dev, QStringLiteral(GPUPLAN_SOURCE_DIR "/docs/MANUAL.md"));
    // Installed: cmake --install puts the docs where the program looks for them.
    QTemporaryDir prefix;
    ASSERT_TRUE(prefix.isValid());
    QProcess install;
    install.start(QStringLiteral(GPUPLAN_CMAKE),
                  {QStringLiteral("--install"), QStringLiteral(GPUPLAN_BUILD_DIR),
                   QStringLiteral("--component"), QStringLiteral("docs"), QStringLiteral("--prefix"),
                   prefix.path()});
    ASSERT_TRUE(install.waitForFinished(60000));
    ASSERT_EQ(install.exitCode(), 0) << install.readAllStandardError().toStdString();
    const QString installed = gpuplan::gui::manualPath(prefix.path() + QStringLiteral("/bin"));
    EXPECT_EQ(installed, prefix.path() + QStringLiteral("/share/doc/gpu-planner/MANUAL.md"));
    // With the pictures it shows.
    EXPECT_TRUE(
        QFileInfo::exists(prefix.path() + QStringLiteral("/share/doc/gpu-planner/screenshots/gui-fit.png")));
}

TEST_F(GuiFixture, HelpManualOpensTheManual) {
    UrlCatcher catcher;
    auto* manual = window->findChild<QAction*>(QStringLiteral("actionManual"));
    ASSERT_NE(manual, nullptr);
    EXPECT_EQ(manual->shortcut(), QKeySequence(QKeySequence::HelpContents));
    manual->trigger();
    ASSERT_EQ(catcher.opened.size(), 1);
    EXPECT_EQ(catcher.opened.front(), QUrl::fromLocalFile(gpuplan::gui::manualPath()));
    EXPECT_TRUE(catcher.opened.front().toLocalFile().endsWith(QStringLiteral("MANUAL.md")));
}

TEST_F(GuiFixture, KeyboardShortcutsListTheActionsAsTheyAre) {
    window->show();
    // A shortcut changed in the code is listed as it is: the list is read from the actions.
    auto* save = window->findChild<QAction*>(QStringLiteral("actionSave"));
    ASSERT_NE(save, nullptr);
    save->setShortcut(QKeySequence(QStringLiteral("Ctrl+Alt+F9")));
    QDialog* d = dialogOf(window.get(), "actionShortcuts", "shortcutsDialog");
    ASSERT_NE(d, nullptr);
    auto* table = d->findChild<QTableWidget*>(QStringLiteral("shortcutsTable"));
    ASSERT_NE(table, nullptr);
    QMap<QString, QString> keys; // command -> keys
    for (int r = 0; r < table->rowCount(); ++r)
        keys[table->item(r, 1)->text()] = table->item(r, 2)->text();
    EXPECT_EQ(keys.value(QStringLiteral("Save")),
              QKeySequence(QStringLiteral("Ctrl+Alt+F9")).toString(QKeySequence::NativeText));
    EXPECT_EQ(keys.value(QStringLiteral("Export Report")),
              QKeySequence(QStringLiteral("Ctrl+E")).toString(QKeySequence::NativeText));
    EXPECT_EQ(keys.value(QStringLiteral("Manual")),
              QKeySequence(QKeySequence::HelpContents).toString(QKeySequence::NativeText));
    EXPECT_TRUE(keys.contains(QStringLiteral("Recommend"))) << "the View menu's tabs";
    // Every action of the menus with a shortcut, and only those.
    int with_keys = 0;
    for (QAction* a : window->findChildren<QAction*>())
        with_keys += !a->shortcuts().isEmpty() && !a->menu() && a->associatedObjects().size() > 0 ? 1 : 0;
    EXPECT_EQ(table->rowCount(), with_keys);
    d->close();
}

TEST_F(GuiFixture, WhereIsTheCatalogShowsItsPathToCopyAndItsFolder) {
    window->show();
    UrlCatcher catcher;
    QDialog* d = dialogOf(window.get(), "actionWhereIsCatalog", "catalogLocationDialog");
    ASSERT_NE(d, nullptr);
    auto* path = d->findChild<QLabel*>(QStringLiteral("catalogPath"));
    ASSERT_NE(path, nullptr);
    const QString native = QDir::toNativeSeparators(session->catalogPath());
    EXPECT_EQ(path->text(), native);
    auto* copy = d->findChild<QPushButton*>(QStringLiteral("copyCatalogPath"));
    ASSERT_NE(copy, nullptr);
    copy->click();
    EXPECT_EQ(QGuiApplication::clipboard()->text(), native);
    auto* folder = d->findChild<QPushButton*>(QStringLiteral("openCatalogFolder"));
    ASSERT_NE(folder, nullptr);
    folder->click();
    ASSERT_EQ(catcher.opened.size(), 1);
    EXPECT_EQ(catcher.opened.front(), QUrl::fromLocalFile(dir.path()));
    d->close();
}

#include "TestHelpMenu.moc"
