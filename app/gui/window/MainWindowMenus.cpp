// The main window's menu bar: File (with its recent files), Edit, View, Catalog and Help, and
// the shortcuts that work from any field of the form.
#include "gui/window/MainWindow.h"

#include "gui/scenario/PlanSession.h"
#include "gui/scenario/ScenarioForm.h"
#include "gui/window/HelpMenu.h"
#include "gui/window/ReportExport.h"
#include "gui/window/WindowShortcuts.h"
#include "text/Names.h"
#include "widgets/FileDialogs.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoStack>

namespace gpuplan::gui {

namespace {

// Adds an action named `name` (tests and scripts find it by that name) to `menu`.
template <typename Slot>
QAction* addMenuAction(MainWindow* window, QMenu* menu, const QString& text, const QString& name,
                       QKeySequence key, Slot slot) {
    QAction* a = menu->addAction(text);
    a->setObjectName(name);
    if (!key.isEmpty())
        a->setShortcut(key);
    QObject::connect(a, &QAction::triggered, window, slot);
    return a;
}

// Where the catalog file is and which version it holds, read when asked.
HelpSources catalogSources(const PlanSession* session) {
    return {[session] { return session->catalogPath(); },
            [session] { return text::catalogVersion(session->catalog()); }};
}

} // namespace

void MainWindow::createActions() {
    createFileMenu();
    createEditMenu();
    createViewMenu();
    createCatalogMenu();
    createHelpMenu();
    // Shortcuts that work from any field of the form.
    QList<QAction*> window_wide = {export_report_, preferences_, edit_catalog_};
    for (const char* name :
         {"actionNew", "actionOpen", "actionSave", "actionSaveAs", "actionImportConfig", "actionQuit"})
        window_wide.append(findChild<QAction*>(QString::fromLatin1(name)));
    new WindowShortcuts(this, window_wide);
}

void MainWindow::createFileMenu() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    addMenuAction(this, file, tr("&New"), QStringLiteral("actionNew"), QKeySequence::New,
                  [this] { newScenario(); });
    addMenuAction(this, file, tr("&Open…"), QStringLiteral("actionOpen"), QKeySequence::Open,
                  [this] { open(); });
    recent_menu_ = file->addMenu(tr("Open &Recent"));
    recent_menu_->setObjectName(QStringLiteral("recentMenu"));
    addMenuAction(this, file, tr("&Save"), QStringLiteral("actionSave"), QKeySequence::Save,
                  [this] { save(); });
    addMenuAction(this, file, tr("Save &As…"), QStringLiteral("actionSaveAs"), QKeySequence::SaveAs,
                  [this] { saveAs(); });
    file->addSeparator();
    addMenuAction(this, file, tr("&Import config.json…"), QStringLiteral("actionImportConfig"),
                  QKeySequence(tr("Ctrl+I")), [this] {
                      const QString path =
                          widgets::openFileName(this, tr("Import a Hugging Face config.json"), {},
                                                tr("Model configuration (*.json)"));
                      if (!path.isEmpty())
                          form_->importConfig(path);
                  });
    export_report_ = file->addAction(tr("&Export Report…"));
    export_report_->setObjectName(QStringLiteral("actionExportReport"));
    export_report_->setShortcut(QKeySequence(tr("Ctrl+E")));
    // Enables and connects the action (preview, then the PDF).
    auto* report_export = new ReportExport(
        session_, [this] { return currentFile(); }, this, export_report_);
    connect(report_export, &ReportExport::saved, this,
            [this](const QString& message) { statusBar()->showMessage(message, 8000); });
    file->addSeparator();
    addMenuAction(this, file, tr("&Quit"), QStringLiteral("actionQuit"), QKeySequence::Quit,
                  [this] { close(); });
}

void MainWindow::rebuildRecentMenu() {
    recent_menu_->clear();
    const QStringList recent = recentFiles();
    for (int i = 0; i < recent.size(); ++i) {
        const QString path = recent[i];
        QAction* a = recent_menu_->addAction(
            tr("&%1 %2").arg(i + 1).arg(QDir::toNativeSeparators(QFileInfo(path).fileName())));
        a->setToolTip(path);
        connect(a, &QAction::triggered, this, [this, path] {
            if (maybeSave())
                openFile(path);
        });
    }
    recent_menu_->setEnabled(!recent.isEmpty());
}

void MainWindow::createEditMenu() {
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = session_->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("actionUndo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = session_->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("actionRedo"));
    redo->setShortcuts({QKeySequence::Redo, QKeySequence(tr("Ctrl+Y"))});
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    preferences_ = addMenuAction(this, edit, tr("&Preferences…"), QStringLiteral("actionPreferences"),
                                 QKeySequence(tr("Ctrl+,")), [this] { showPreferences(); });
    preferences_->setMenuRole(QAction::PreferencesRole);
}

void MainWindow::createViewMenu() {
    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (int i = 0; i < tabs_->count(); ++i) {
        QAction* a = view->addAction(tabs_->tabText(i).remove(QLatin1Char('&')));
        a->setShortcut(QKeySequence(tr("Ctrl+%1").arg(i + 1)));
        connect(a, &QAction::triggered, this, [this, i] { tabs_->setCurrentIndex(i); });
    }
}

void MainWindow::createCatalogMenu() {
    catalog_menu_ = menuBar()->addMenu(tr("&Catalog"));
    catalog_menu_->setObjectName(QStringLiteral("catalogMenu"));
    edit_catalog_ = catalog_menu_->addAction(tr("&Edit Catalog…"));
    edit_catalog_->setObjectName(QStringLiteral("actionEditCatalog"));
    edit_catalog_->setShortcut(QKeySequence(tr("Ctrl+Shift+E")));
    connect(edit_catalog_, &QAction::triggered, this, &MainWindow::openCatalogEditor);
    addMenuAction(this, catalog_menu_, tr("&Open Another Catalog…"), QStringLiteral("actionOpenCatalog"),
                  QKeySequence(), [this] {
                      const QString path = widgets::openFileName(
                          this, tr("Open a catalog"), QFileInfo(session_->catalogPath()).absolutePath(),
                          tr("GPU Planner catalogs (*.sqlite *.db);;All files (*)"));
                      if (!path.isEmpty())
                          openCatalog(path);
                  });
    QAction* show_path = catalog_menu_->addAction(tr("Show Catalog &File"));
    show_path->setObjectName(QStringLiteral("actionShowCatalogFile"));
    connect(show_path, &QAction::triggered, this, [this, catalog = catalogSources(session_)] {
        QDialog* d = catalogLocationDialog(this, catalog.catalog_path(), catalog.catalog_version());
        d->setAttribute(Qt::WA_DeleteOnClose);
        d->open();
    });
}

void MainWindow::createHelpMenu() {
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    fillHelpMenu(this, help, catalogSources(session_));
    help->addSeparator();
    QAction* about = help->addAction(tr("&About GPU Planner"));
    about->setObjectName(QStringLiteral("actionAbout"));
    connect(about, &QAction::triggered, this, [this] {
        QMessageBox::about(
            this, tr("About GPU Planner"),
            tr("<b>GPU Planner</b> %1<br>Which GPUs to buy or rent for AI work, with the numbers "
               "behind the answer.")
                .arg(QApplication::applicationVersion()));
    });
}

} // namespace gpuplan::gui
