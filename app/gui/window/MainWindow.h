#pragma once

#include <QMainWindow>
#include <QPointer>

#include "core/catalog/Catalog.h"
#include "gui/catalog/CatalogWindow.h"
#include <QSet>
#include <QString>
#include <QStringList>

class QAction;
class QLabel;
class QMenu;
class QScrollArea;
class QSplitter;
class QTabWidget;

namespace gpuplan::gui {

class CatalogFollower;
class ElidedLabel;

class BuyRentTab;
class FitTab;
class InterconnectTab;
class MultiGpuTab;

class PlanSession;
class PreferencesDialog;
class ProbeTab;
class RecommendTab;
class ServingTab;
class ScenarioForm;
class ThroughputTab;

// The desktop planner: the scenario form on the left, the result tabs on the
// right, recomputed and redrawn on every edit. Owns the file side of a
// scenario (.gpuplan: new, open, save, recent files, drag and drop, the
// unsaved-changes prompt) and the settings (geometry, recent files, the last
// scenario).
//
// Extension points for the features built on top of it:
// - catalog editor: Catalog > Edit Catalog… opens CatalogWindow on the same
//   file; its catalogChanged() reloads the catalog into the session;
// - report: exportReportAction() (File > Export report…) runs ReportExport:
//   a preview, then the PDF of session()->scenario();
// - probe: the Probe tab (ProbeTab), added after Recommend through addResultTab().
// - preferences (Settings, PreferencesDialog): new scenarios take their
//   currency, electricity price and efficiencies; the memory unit and the
//   exchange rates apply at once; the catalog file can be switched.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // Where the window opens on a first start: most of the screen's available area.
    static QRect firstStartGeometry(const QRect& available);

    // The window takes the session (and its catalog) from the caller.
    explicit MainWindow(PlanSession* session, QWidget* parent = nullptr);
    ~MainWindow() override;

    PlanSession* session() const { return session_; }
    ScenarioForm* form() const { return form_; }
    QTabWidget* resultTabs() const { return tabs_; }
    ProbeTab* probeTab() const { return probe_; }
    QMenu* catalogMenu() const { return catalog_menu_; }
    QAction* editCatalogAction() const { return edit_catalog_; }
    QAction* exportReportAction() const { return export_report_; }
    QAction* preferencesAction() const { return preferences_; }
    // Edit > Preferences…: opens the dialog (window-modal, non-blocking; one at a
    // time) and applies what it saved on OK.
    PreferencesDialog* showPreferences();
    // Catalog > Open Another Catalog…: switches the session to the catalog file
    // `path` (migrated by the store) and remembers it for the next start. A file
    // that cannot be used is reported (message box, `error`) and changes nothing.
    bool openCatalog(const QString& path, QString* error = nullptr);
    int addResultTab(QWidget* tab, const QString& title);
    // Opens the catalog editor on the session's catalog file (one window, reused).
    void openCatalogEditor();
    CatalogWindow* catalogWindow() const { return catalog_window_; }

    // File operations; errors are shown in a (non-blocking) message box and
    // returned in `error`.
    bool openFile(const QString& path, QString* error = nullptr);
    bool saveTo(const QString& path, QString* error = nullptr);
    // The current file ("" for a new scenario).
    const QString& currentFile() const { return file_; }
    QStringList recentFiles() const;

    // Marks every tab out of date and redraws the visible one (called on each change);
    // a tab is redrawn when it is shown.
    void refreshViews();
    bool isTabStale(QWidget* tab) const;

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // The steps of the constructor: the form (in its scroll area), the result tabs, the status
    // bar, the session's signals and the last session's window and scenario.
    QScrollArea* createForm();
    void createTabs();
    void createStatusBar();
    void connectSession();
    void restoreLastSession();
    // The menu bar (MainWindowMenus.cpp), one menu each, and the window-wide shortcuts.
    void createActions();
    void createFileMenu();
    void createEditMenu();
    void createViewMenu();
    void createCatalogMenu();
    void createHelpMenu();
    // Names each result tab's tables and charts for screen readers ("Fit: table").
    void nameForScreenReaders();
    // Applies the preferences that act on an open window (memory unit, exchange rates).
    void applySettings();
    void useCatalog(Catalog catalog, const QString& path);
    void closeCatalogEditor();
    void refreshCurrentTab();
    void newScenario();
    void open();
    bool save();
    bool saveAs();
    bool maybeSave();
    void addRecent(const QString& path);
    void rebuildRecentMenu();
    void updateTitle();
    void updateStatus();
    void showError(const QString& title, const QString& message);
    void openDropped(const QString& path);

    PlanSession* session_;
    CatalogFollower* follower_ = nullptr;
    ScenarioForm* form_ = nullptr;
    QSplitter* splitter_ = nullptr;
    bool splitter_sized_ = false; // restored from the settings, or sized on the first show
    QTabWidget* tabs_ = nullptr;
    FitTab* fit_ = nullptr;
    MultiGpuTab* multi_ = nullptr;
    InterconnectTab* interconnect_ = nullptr;
    ThroughputTab* throughput_ = nullptr;
    BuyRentTab* buy_rent_ = nullptr;
    RecommendTab* recommend_ = nullptr;
    ServingTab* serving_ = nullptr;
    ProbeTab* probe_ = nullptr;
    QMenu* recent_menu_ = nullptr;
    QMenu* catalog_menu_ = nullptr;
    QAction* edit_catalog_ = nullptr;
    QAction* export_report_ = nullptr;
    QAction* preferences_ = nullptr;
    QPointer<PreferencesDialog> preferences_dialog_;
    ElidedLabel* catalog_status_ = nullptr;
    QLabel* plan_status_ = nullptr;
    QString file_;
    QPointer<CatalogWindow> catalog_window_;
    QSet<QWidget*> stale_;
    bool discarded_ = false; // the last unsaved-changes prompt was answered Discard
};

} // namespace gpuplan::gui
