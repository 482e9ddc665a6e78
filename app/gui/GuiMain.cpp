#include "gui/GuiMain.h"

#include "gui/Application.h"
#include "gui/MainWindow.h"
#include "gui/PlanSession.h"
#include "gui/ScenarioForm.h"
#include "gui/Settings.h"

#include "cli/CatalogAccess.h"
#include "core/Error.h"
#include "database/CatalogStore.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QTimer>

#include <exception>

// The icons and other files of resources.qrc live in the static gpuplan_gui
// library: a static library's resources must be registered by hand.
static void initResources() {
    Q_INIT_RESOURCE(resources);
}

namespace gpuplan::gui {

namespace fs = std::filesystem;

fs::path guiCatalogPath(const std::string& db_path, const QString& remembered) {
    // The same file as the command line's (--db, $GPU_PLANNER_DB, the data directory),
    // unless the preferences chose another one.
    cli::GlobalOptions global;
    global.db_path = db_path;
    if (db_path.empty() && qEnvironmentVariableIsEmpty("GPU_PLANNER_DB") && !remembered.isEmpty())
        return fs::path(remembered.toStdString());
    return cli::catalogPath(global);
}

Catalog loadCatalogFile(const QString& path, bool create) {
    const QString shown = QDir::toNativeSeparators(path);
    if (!create && !QFileInfo::exists(path))
        throw InputError(QObject::tr("%1 does not exist").arg(shown).toStdString());
    CatalogStore::Options options;
    options.create_if_missing = create;
    try {
        return CatalogStore::open(fs::path(path.toStdString()), options).load();
    } catch (const std::exception& e) {
        const QString why = QString::fromUtf8(e.what());
        // The store's messages usually name the file already.
        throw InputError((why.contains(path) ? why : QObject::tr("%1: %2").arg(shown, why)).toStdString());
    }
}

StartCatalog openStartCatalog(const std::string& db_path, Settings& settings) {
    StartCatalog start;
    const QString remembered = settings.catalogPath();
    try {
        start.path = QString::fromStdString(guiCatalogPath(db_path, remembered).string());
        const bool from_preferences = !remembered.isEmpty() && start.path == remembered;
        try {
            // --db, $GPU_PLANNER_DB and the default file are created when missing (as the
            // command line does); the file of the preferences must exist.
            start.catalog = loadCatalogFile(start.path, !from_preferences);
        } catch (const std::exception& e) {
            if (!from_preferences)
                throw;
            // The file chosen in the preferences is gone or damaged: the default catalog instead.
            const QString fallback = QString::fromStdString(guiCatalogPath(db_path).string());
            start.warning = QObject::tr("The catalog chosen in the preferences cannot be used:\n%1\n\n"
                                        "GPU Planner opens the default catalog %2 instead.")
                                .arg(QString::fromUtf8(e.what()), QDir::toNativeSeparators(fallback));
            start.path = fallback;
            start.catalog = loadCatalogFile(start.path, true);
            settings.setCatalogPath({});
        }
    } catch (const std::exception& e) {
        throw InputError(
            QObject::tr("The catalog %1 cannot be used:\n%2")
                .arg(start.path.isEmpty() ? QObject::tr("file") : QDir::toNativeSeparators(start.path),
                     QString::fromUtf8(e.what()))
                .toStdString());
    }
    return start;
}

bool wantsGui(int argc, const char* const* argv, GuiOptions& options) {
    GuiOptions o;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--db" && i + 1 < argc) {
            o.db_path = argv[++i];
        } else if (arg.rfind("--db=", 0) == 0) {
            o.db_path = arg.substr(5);
        } else if (!arg.empty() && arg[0] != '-' && o.file.isEmpty()) {
            const QFileInfo info(QString::fromLocal8Bit(arg.c_str()));
            const QString suffix = info.suffix().toLower();
            if (!(suffix == QStringLiteral("gpuplan") || suffix == QStringLiteral("json")) || !info.isFile())
                return false;
            o.file = info.absoluteFilePath();
        } else {
            return false;
        }
    }
    options = o;
    return true;
}

int runGui(int argc, char** argv, const GuiOptions& options) {
    QApplication app(argc, argv);
    initResources();
    setupApplication(app);

    StartCatalog start;
    try {
        Settings settings;
        start = openStartCatalog(options.db_path, settings);
    } catch (const std::exception& e) {
        QMessageBox::critical(nullptr, QObject::tr("GPU Planner"), QString::fromUtf8(e.what()));
        return 1;
    }
    if (!start.warning.isEmpty())
        QMessageBox::warning(nullptr, QObject::tr("GPU Planner"), start.warning);

    auto* window =
        new MainWindow(new PlanSession(std::move(start.catalog), QDir::toNativeSeparators(start.path)));
    window->setAttribute(Qt::WA_DeleteOnClose);
    if (!options.file.isEmpty()) {
        if (QFileInfo(options.file).suffix().toLower() == QStringLiteral("gpuplan"))
            window->openFile(options.file);
        else
            window->form()->importConfig(options.file);
    }
    window->show();
    if (qEnvironmentVariableIntValue("GPU_PLANNER_EXIT_AFTER_SHOW") == 1)
        QTimer::singleShot(0, &app, [window] {
            window->session()->markSaved();
            QApplication::quit();
        });
    return QApplication::exec();
}

} // namespace gpuplan::gui
