#include "gui/window/MainWindow.h"

#include "charts/ChartView.h"
#include "database/CatalogStore.h"
#include "gui/catalog/CatalogWindow.h"
#include "gui/parts/ElidedLabel.h"
#include "gui/parts/Settings.h"
#include "gui/parts/UiFormat.h"
#include "gui/parts/WheelGuard.h"
#include "gui/probe/ProbeTab.h"
#include "gui/scenario/PlanSession.h"
#include "gui/scenario/ScenarioForm.h"
#include "gui/tabs/BuyRentTab.h"
#include "gui/tabs/FitTab.h"
#include "gui/tabs/InterconnectTab.h"
#include "gui/tabs/MultiGpuTab.h"
#include "gui/tabs/RecommendTab.h"
#include "gui/tabs/ServingTab.h"
#include "gui/tabs/ThroughputTab.h"
#include "gui/window/CatalogFile.h"
#include "gui/window/CatalogFollower.h"
#include "gui/window/PreferencesDialog.h"
#include "text/Names.h"
#include "widgets/ElidingStyle.h"

#include "core/base/Error.h"
#include "core/base/OutputPath.h"
#include "core/scenario/ScenarioJson.h"
#include "text/CoreText.h"
#include "widgets/FileDialogs.h"

#include <QAbstractItemView>
#include <QAction>
#include <QCloseEvent>
#include <QDialog>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QSaveFile>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QUrl>

#include <algorithm>

#include <exception>

namespace gpuplan::gui {

namespace {
constexpr int kMaxRecent = 8;
const QString kScenarioFilter = QStringLiteral("*.gpuplan");

// The one local file a drag brings that the window opens (a .gpuplan, or a .json:
// a config.json or a scenario), or "" when it brings anything else.
QString droppableFile(const QMimeData* mime) {
    const QList<QUrl> urls = mime ? mime->urls() : QList<QUrl>();
    if (urls.size() != 1 || !urls.front().isLocalFile())
        return {};
    const QString path = urls.front().toLocalFile();
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QStringLiteral("gpuplan") || suffix == QStringLiteral("json") ? path : QString();
}
} // namespace

MainWindow::MainWindow(PlanSession* session, QWidget* parent) : QMainWindow(parent), session_(session) {
    setObjectName(QStringLiteral("mainWindow"));
    WheelGuard::install();
    widgets::installElidingStyle(); // a long choice shortened with "…", not cut
    session_->setParent(this);
    setAcceptDrops(true);

    QScrollArea* scroll = createForm();
    createTabs();
    splitter_ = new QSplitter(Qt::Horizontal);
    splitter_->setObjectName(QStringLiteral("mainSplitter"));
    splitter_->addWidget(scroll);
    splitter_->addWidget(tabs_);
    splitter_->setStretchFactor(0, 0);
    splitter_->setStretchFactor(1, 1);
    setCentralWidget(splitter_);

    createStatusBar();
    createActions();
    nameForScreenReaders();
    follower_ = new CatalogFollower(session_, this, [this] { closeCatalogEditor(); });
    connectSession();
    restoreLastSession();
}

QScrollArea* MainWindow::createForm() {
    form_ = new ScenarioForm;
    form_->setCatalog(session_->catalog());
    auto* scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("formScroll"));
    scroll->setWidget(form_);
    scroll->setWidgetResizable(true);
    // On a small screen the form scrolls sideways rather than pushing the results out.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    scroll->setMinimumWidth(std::min(form_->sizeHint().width() + 24, 260));
    return scroll;
}

void MainWindow::createTabs() {
    tabs_ = new QTabWidget;
    tabs_->setObjectName(QStringLiteral("resultTabs"));
    // On a small screen every tab stays in view, its title shortened (whole in its tool tip)
    // rather than hidden behind scroll arrows.
    tabs_->setUsesScrollButtons(false);
    tabs_->setElideMode(Qt::ElideRight);
    fit_ = new FitTab(session_);
    multi_ = new MultiGpuTab(session_);
    interconnect_ = new InterconnectTab(session_);
    throughput_ = new ThroughputTab(session_);
    buy_rent_ = new BuyRentTab(session_);
    recommend_ = new RecommendTab(session_);
    serving_ = new ServingTab(session_);
    tabs_->addTab(fit_, tr("&Fit"));
    tabs_->addTab(multi_, tr("&Multi-GPU"));
    tabs_->addTab(interconnect_, tr("&Interconnect"));
    tabs_->addTab(throughput_, tr("&Throughput"));
    tabs_->addTab(serving_, tr("&Serving"));
    tabs_->addTab(buy_rent_, tr("&Buy vs Rent"));
    tabs_->addTab(recommend_, tr("&Recommend"));
    // Detects nothing until it is first shown (and not at all when disabled in Preferences).
    probe_ = new ProbeTab(session_);
    addResultTab(probe_, tr("&Probe"));
}

void MainWindow::createStatusBar() {
    catalog_status_ = new ElidedLabel(Qt::ElideMiddle);
    catalog_status_->setObjectName(QStringLiteral("catalogStatus"));
    plan_status_ = new QLabel;
    plan_status_->setObjectName(QStringLiteral("planStatus"));
    plan_status_->setStyleSheet(QStringLiteral("color: #b03a2e"));
    statusBar()->addWidget(plan_status_, 1);
    statusBar()->addPermanentWidget(catalog_status_);
}

void MainWindow::connectSession() {
    connect(form_, &ScenarioForm::scenarioEdited, this,
            [this](const Scenario& next, const QString& description, const QString& merge_key) {
                session_->edit(next, description, merge_key);
            });
    connect(session_, &PlanSession::scenarioChanged, this,
            [this] { form_->setScenario(session_->scenario()); });
    connect(session_, &PlanSession::catalogChanged, this, [this] {
        form_->setCatalog(session_->catalog());
        updateStatus();
    });
    connect(session_, &PlanSession::resultsChanged, this, &MainWindow::refreshViews);
    connect(session_, &PlanSession::recommendationChanged, recommend_, &RecommendTab::refresh);
    connect(session_, &PlanSession::servingChanged, serving_, &ServingTab::refreshSizing);
    connect(session_, &PlanSession::modifiedChanged, this, &MainWindow::updateTitle);
    connect(tabs_, &QTabWidget::currentChanged, this, [this] {
        const bool wanted = tabs_->currentWidget() == recommend_;
        session_->setRecommendationWanted(wanted);
        session_->setServingWanted(tabs_->currentWidget() == serving_);
        if (wanted)
            recommend_->refresh();
        refreshCurrentTab();
    });
}

void MainWindow::restoreLastSession() {
    QSettings settings;
    // The user's size from the last session; on a first start, most of the screen the window
    // opens on (a small window with a four-row Fit table wastes a large screen).
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        setGeometry(firstStartGeometry(screen() ? screen()->availableGeometry() : QRect(0, 0, 1320, 860)));
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    // Without a saved state the splitter is sized on the first show, at the window's real width.
    splitter_sized_ =
        splitter_->restoreState(settings.value(QStringLiteral("window/splitter")).toByteArray());
    // The last scenario worked on, unless a file is opened next.
    applySettings();
    const QString last = settings.value(QStringLiteral("scenario/last")).toString();
    Scenario start = Settings().newScenario();
    if (!last.isEmpty()) {
        try {
            start = parseScenario(last.toStdString(), "last session");
        } catch (const std::exception&) {
            start = Settings().newScenario();
        }
    }
    session_->reset(start);
    form_->setScenario(session_->scenario());
    tabs_->setCurrentIndex(settings.value(QStringLiteral("window/tab"), 0).toInt());
    rebuildRecentMenu();
    updateTitle();
    updateStatus();
    refreshViews();
}

MainWindow::~MainWindow() = default;

QRect MainWindow::firstStartGeometry(const QRect& available) {
    // 90 % of the screen, at most 1800 x 1100 (beyond, lines get too long to read), at least
    // 1024 x 700 where the screen has that much; centred.
    const int w = std::clamp(available.width() * 9 / 10, std::min(1024, available.width()), 1800);
    const int h = std::clamp(available.height() * 9 / 10, std::min(700, available.height()), 1100);
    QRect r(0, 0, w, h);
    r.moveCenter(available.center());
    return r;
}

void MainWindow::nameForScreenReaders() {
    tabs_->setAccessibleName(tr("Results"));
    for (int i = 0; i < tabs_->count(); ++i) {
        const QString tab = tabs_->tabText(i).remove(QLatin1Char('&'));
        tabs_->setTabToolTip(i, tab); // the whole title when a small window shortens it
        QWidget* page = tabs_->widget(i);
        for (auto* table : page->findChildren<QAbstractItemView*>())
            if (table->accessibleName().isEmpty())
                table->setAccessibleName(tr("%1: table").arg(tab));
        for (auto* chart : page->findChildren<charts::ChartView*>())
            if (chart->accessibleName().isEmpty())
                chart->setAccessibleName(tr("%1: chart").arg(tab));
    }
}

void MainWindow::applySettings() {
    const Settings settings;
    const SizeUnit unit = settings.memoryUnit();
    const bool unit_changed = unit != memoryUnit();
    setMemoryUnit(unit);
    const bool stale_changed = settings.staleAfterMonths() != staleAfterMonths();
    setStaleAfterMonths(settings.staleAfterMonths());
    session_->setRateOverrides(settings.rateOverrides());
    if (unit_changed || stale_changed) {
        form_->setCatalog(session_->catalog()); // the GPU list shows each GPU's memory
        refreshViews();
    }
}

PreferencesDialog* MainWindow::showPreferences() {
    if (preferences_dialog_) {
        preferences_dialog_->raise();
        preferences_dialog_->activateWindow();
        return preferences_dialog_;
    }
    auto* dialog = new PreferencesDialog(session_->catalog(), session_->catalogPath(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (dialog->chosenCatalog())
            useCatalog(*dialog->chosenCatalog(), dialog->chosenCatalogPath());
        applySettings();
    });
    connect(dialog, &QDialog::finished, this, [this] { preferences_dialog_ = nullptr; });
    preferences_dialog_ = dialog;
    dialog->open();
    return dialog;
}

bool MainWindow::openCatalog(const QString& path, QString* error) {
    try {
        useCatalog(loadCatalogFile(path), QFileInfo(path).absoluteFilePath());
        return true;
    } catch (const std::exception& e) {
        const QString message = tr("%1\nThe current catalog stays in use.").arg(QString::fromUtf8(e.what()));
        if (error)
            *error = message;
        showError(tr("Cannot open the catalog"), message);
        return false;
    }
}

void MainWindow::closeCatalogEditor() {
    if (!catalog_window_)
        return;
    catalog_window_->close();
    catalog_window_->deleteLater();
    catalog_window_ = nullptr;
}

void MainWindow::useCatalog(Catalog catalog, const QString& path) {
    const QString shown = QDir::toNativeSeparators(path);
    if (catalog_window_ && shown != session_->catalogPath())
        closeCatalogEditor(); // it works on the previous file; the next one opens on the new file
    session_->setCatalog(std::move(catalog), shown);
    Settings().setCatalogPath(path);
}

int MainWindow::addResultTab(QWidget* tab, const QString& title) {
    return tabs_->addTab(tab, title);
}

void MainWindow::refreshViews() {
    // Every tab is out of date; the visible one is redrawn now, the others when they
    // are shown (so an edit costs one tab's redraw, whichever tab that is).
    stale_ = {fit_, multi_, interconnect_, throughput_, serving_, buy_rent_};
    refreshCurrentTab();
    plan_status_->setText(session_->error().isEmpty() ? QString()
                                                      : tr("Results not updated: %1").arg(session_->error()));
}

void MainWindow::refreshCurrentTab() {
    QWidget* current = tabs_->currentWidget();
    if (!session_->hasResults() || !stale_.contains(current))
        return;
    stale_.remove(current);
    if (current == fit_)
        fit_->refresh();
    else if (current == multi_)
        multi_->refresh();
    else if (current == interconnect_)
        interconnect_->refresh();
    else if (current == throughput_)
        throughput_->refresh();
    else if (current == serving_)
        serving_->refresh();
    else if (current == buy_rent_)
        buy_rent_->refresh();
}

bool MainWindow::isTabStale(QWidget* tab) const {
    return stale_.contains(tab);
}

void MainWindow::updateTitle() {
    const QString name = file_.isEmpty() ? tr("Untitled") : QFileInfo(file_).fileName();
    setWindowTitle(tr("%1[*] — GPU Planner").arg(name));
    setWindowModified(session_->isModified());
}

void MainWindow::updateStatus() {
    const Catalog& c = session_->catalog();
    const QString version = text::catalogVersion(c);
    QString status = version.isEmpty() ? tr("Catalog: %1").arg(session_->catalogPath())
                                       : tr("Catalog: %1 (%2)").arg(session_->catalogPath(), version);
    // A catalog file made by an earlier version keeps that version's defaults (migrating adds
    // columns, not rows): say that this one ships newer data, and where to take it.
    const std::string builtin = CatalogStore::builtinDefaultsRevision();
    if (c.revision.schema != 0 && !c.revision.defaults.empty() && c.revision.defaults < builtin)
        status = tr("Newer built-in catalog data (%1): Edit Catalog… > Add new built-in rows. %2")
                     .arg(QString::fromStdString(builtin), status);
    catalog_status_->setFullText(status);
}

void MainWindow::showError(const QString& title, const QString& message) {
    // Window-modal and non-blocking: the window stays usable by tests and scripts.
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("errorBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::newScenario() {
    if (!maybeSave())
        return;
    session_->reset(Settings().newScenario());
    file_.clear();
    updateTitle();
}

void MainWindow::open() {
    if (!maybeSave())
        return;
    QSettings settings;
    const QString path = widgets::openFileName(
        this, tr("Open a scenario"), settings.value(QStringLiteral("files/lastDir")).toString(),
        tr("GPU Planner scenarios (%1);;All files (*)").arg(kScenarioFilter));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::openFile(const QString& path, QString* error) {
    QFile f(path); // opened first for the system's own reason, translated, when it cannot be
    QString message;
    Scenario scenario;
    if (!f.open(QIODevice::ReadOnly)) {
        message = tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), f.errorString());
    } else {
        try {
            // Its size checked before it is read: a huge file is refused, not loaded.
            scenario = loadScenarioFile(path.toStdString(), QFileInfo(path).fileName().toStdString());
        } catch (const std::exception& e) {
            message = QString::fromUtf8(e.what());
        }
    }
    if (!message.isEmpty()) {
        if (error)
            *error = message;
        showError(tr("Cannot open the scenario"), message);
        return false;
    }
    session_->reset(scenario);
    file_ = QFileInfo(path).absoluteFilePath();
    addRecent(file_);
    QSettings().setValue(QStringLiteral("files/lastDir"), QFileInfo(path).absolutePath());
    updateTitle();
    return true;
}

bool MainWindow::saveTo(const QString& path, QString* error) {
    try {
        // Never onto the open catalog or a file that is not a scenario (a PDF, a CSV...).
        checkOutputPath(path.toStdString(), OutputKind::Scenario,
                        {session_->catalogPath().toStdString(), {}});
    } catch (const InputError& e) {
        const QString message = text::errorText(e);
        if (error)
            *error = message;
        showError(tr("Cannot save the scenario"), message);
        return false;
    }
    QSaveFile f(path);
    const std::string text = serializeScenario(session_->scenario());
    bool ok = f.open(QIODevice::WriteOnly);
    if (ok)
        ok = f.write(text.data(), static_cast<qint64>(text.size())) == static_cast<qint64>(text.size());
    if (ok)
        ok = f.commit(); // atomic: the old file stays whole until the new one is complete
    if (!ok) {
        const QString message = tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(path), f.errorString());
        if (error)
            *error = message;
        showError(tr("Cannot save the scenario"), message);
        return false;
    }
    file_ = QFileInfo(path).absoluteFilePath();
    session_->markSaved();
    addRecent(file_);
    updateTitle();
    return true;
}

bool MainWindow::save() {
    return file_.isEmpty() ? saveAs() : saveTo(file_);
}

bool MainWindow::saveAs() {
    QSettings settings;
    QString path = widgets::saveFileName(
        this, tr("Save the scenario"),
        file_.isEmpty() ? settings.value(QStringLiteral("files/lastDir")).toString() : file_,
        tr("GPU Planner scenarios (%1)").arg(kScenarioFilter));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".gpuplan");
    settings.setValue(QStringLiteral("files/lastDir"), QFileInfo(path).absolutePath());
    return saveTo(path);
}

bool MainWindow::maybeSave() {
    discarded_ = false;
    if (!session_->isModified())
        return true;
    // Named, so that a test (or a script) can find it among the top-level widgets and answer it.
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    tr("The scenario has unsaved changes. Save them first?"),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("unsavedChangesBox"));
    box.setDefaultButton(QMessageBox::Save);
    const auto answer = static_cast<QMessageBox::StandardButton>(box.exec());
    discarded_ = answer == QMessageBox::Discard;
    if (answer == QMessageBox::Save)
        return save();
    return discarded_;
}

QStringList MainWindow::recentFiles() const {
    return QSettings().value(QStringLiteral("files/recent")).toStringList();
}

void MainWindow::addRecent(const QString& path) {
    QStringList recent = recentFiles();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    QSettings().setValue(QStringLiteral("files/recent"), recent);
    rebuildRecentMenu();
}

void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    if (splitter_sized_)
        return;
    splitter_sized_ = true;
    // The form as wide as it asks (in French its labels are longer), up to 45 % of the window,
    // so that its fields are not cut behind a sideways scroll bar; narrower where that keeps the
    // result tabs' titles whole ("Faisa…", "Se…" at 1024 px, issue 37, item 11), the form then
    // scrolling sideways. Where no width of the form would (a language far longer than English),
    // the titles are shortened with their whole text in their tool tips and the form keeps its room.
    int form = std::min(form_->sizeHint().width() + 24, width() * 45 / 100);
    const int tabs = tabs_->tabBar()->sizeHint().width() +
                     2 * tabs_->style()->pixelMetric(QStyle::PM_DefaultFrameWidth) +
                     splitter_->handleWidth() + 2;
    if (width() - form < tabs && width() - tabs >= splitter_->widget(0)->minimumWidth())
        form = width() - tabs;
    splitter_->setSizes({form, width() - form});
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/splitter"), splitter_->saveState());
    settings.setValue(QStringLiteral("window/tab"), tabs_->currentIndex());
    // The scenario comes back at the next start, unless its changes were just discarded.
    if (discarded_)
        settings.remove(QStringLiteral("scenario/last"));
    else
        settings.setValue(QStringLiteral("scenario/last"),
                          QString::fromStdString(serializeScenario(session_->scenario())));
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (droppableFile(event->mimeData()).isEmpty())
        event->ignore();
    else
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QString path = droppableFile(event->mimeData());
    if (path.isEmpty()) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
    // Opened once the drop is over: the unsaved-changes prompt (a modal dialog) must
    // not run inside the drag and drop, which the application dragging waits on.
    QMetaObject::invokeMethod(
        this, [this, path] { openDropped(path); }, Qt::QueuedConnection);
}

void MainWindow::openDropped(const QString& path) {
    // A .gpuplan is a scenario; a .json is a Hugging Face config.json when it says
    // its model_type, else a scenario saved under another name.
    if (QFileInfo(path).suffix().toLower() == QStringLiteral("json")) {
        QFile f(path);
        if (f.open(QIODevice::ReadOnly)) {
            const QJsonDocument doc = QJsonDocument::fromJson(f.readAll());
            if (doc.isObject() && doc.object().contains(QStringLiteral("model_type"))) {
                form_->importConfig(path);
                return;
            }
        }
    }
    if (maybeSave())
        openFile(path);
}

void MainWindow::openCatalogEditor() {
    if (!catalog_window_) {
        try {
            catalog_window_ = new CatalogWindow(session_->catalogPath(), this);
        } catch (const std::exception& e) {
            QMessageBox::warning(this, tr("Catalog"),
                                 tr("The catalog %1 cannot be edited: %2")
                                     .arg(session_->catalogPath(), QString::fromUtf8(e.what())));
            return;
        }
        catalog_window_->setWindowFlag(Qt::Window);
        // Queued: the editor is closed when the file is replaced, never inside its own call.
        connect(catalog_window_, &CatalogWindow::damageFound, follower_, &CatalogFollower::onDamage,
                Qt::QueuedConnection);
        // Every edit of the catalog (here or noticed from another process) is reflected
        // in the planner at once: prices in Buy vs Rent and Recommend, specs in Fit.
        // The editor is a child of this window; the connection ends with it.
        connect(catalog_window_, &CatalogWindow::catalogChanged, this,
                [this, editor = catalog_window_.data()] {
                    try {
                        session_->setCatalog(editor->store().load(), session_->catalogPath());
                    } catch (const std::exception& e) {
                        statusBar()->showMessage(
                            tr("The catalog could not be reloaded: %1").arg(QString::fromUtf8(e.what())));
                    }
                });
    }
    catalog_window_->show();
    catalog_window_->raise();
    catalog_window_->activateWindow();
}

} // namespace gpuplan::gui
