#include "gui/window/GuiMain.h"

#include "gui/parts/Settings.h"
#include "gui/scenario/PlanSession.h"
#include "gui/scenario/ScenarioForm.h"
#include "gui/window/Application.h"
#include "gui/window/CatalogFile.h"
#include "gui/window/MainWindow.h"

#include "core/base/Error.h"

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

bool wantsGui(int argc, const char* const* argv, GuiOptions& options) {
    GuiOptions o;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--db" && i + 1 < argc) {
            o.db_path = argv[++i];
        } else if (arg.rfind("--db=", 0) == 0) {
            o.db_path = arg.substr(5);
        } else if ((arg == "--lang" && i + 1 < argc) || arg.rfind("--lang=", 0) == 0) {
            // The window in that language for this run, as the command line speaks it; anything
            // but en or fr is left to the command line, which says what it accepts.
            const std::string lang = arg == "--lang" ? argv[++i] : arg.substr(7);
            if (lang != "en" && lang != "fr")
                return false;
            o.language = QString::fromStdString(lang);
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
    setupApplication(app, options.language);

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
