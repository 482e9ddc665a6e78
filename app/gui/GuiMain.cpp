#include "GuiMain.h"

#include "Application.h"
#include "MainWindow.h"
#include "PlanSession.h"
#include "ScenarioForm.h"

#include "CatalogStore.h"
#include "Error.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QTimer>

#include <cstdlib>
#include <exception>

// The icons and other files of resources.qrc live in the static gpuplan_gui
// library: a static library's resources must be registered by hand.
static void initResources() {
    Q_INIT_RESOURCE(resources);
}

namespace gpuplan::gui {

namespace fs = std::filesystem;

fs::path guiCatalogPath(const std::string& db_path) {
    // Mirrors cli::catalogPath (app/cli/CatalogAccess) so that both open the same file.
    if (!db_path.empty())
        return db_path;
    if (const char* env = std::getenv("GPU_PLANNER_DB"); env && *env)
        return env;
    fs::path data;
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg && fs::path(xdg).is_absolute())
        data = xdg;
    else if (const char* home = std::getenv("HOME"); home && *home)
        data = fs::path(home) / ".local" / "share";
    else
        throw InputError("cannot find the catalog: HOME is not set; pass --db PATH or set GPU_PLANNER_DB");
    return data / "gpu-planner" / "catalog.sqlite";
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

    Catalog catalog;
    QString path;
    try {
        const fs::path file = guiCatalogPath(options.db_path);
        path = QDir::toNativeSeparators(QString::fromStdString(file.string()));
        catalog = CatalogStore::open(file).load();
    } catch (const std::exception& e) {
        QMessageBox::critical(
            nullptr, QObject::tr("GPU Planner"),
            QObject::tr("The catalog %1 cannot be used:\n%2")
                .arg(path.isEmpty() ? QObject::tr("file") : path, QString::fromUtf8(e.what())));
        return 1;
    }

    auto* window = new MainWindow(new PlanSession(std::move(catalog), path));
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
