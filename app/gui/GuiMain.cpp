#include "GuiMain.h"

#include "Application.h"
#include "MainWindow.h"
#include "PlanSession.h"
#include "ScenarioForm.h"

#include "CatalogAccess.h"
#include "CatalogStore.h"
#include "Error.h"

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

fs::path guiCatalogPath(const std::string& db_path) {
    // The same file as the command line's (--db, $GPU_PLANNER_DB, the data directory).
    cli::GlobalOptions global;
    global.db_path = db_path;
    return cli::catalogPath(global);
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
