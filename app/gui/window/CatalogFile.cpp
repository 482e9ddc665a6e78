#include "gui/window/CatalogFile.h"

#include "gui/parts/Settings.h"

#include "core/base/Error.h"
#include "database/CatalogLocation.h"
#include "database/CatalogStore.h"

#include <QDir>
#include <QFileInfo>
#include <QObject>

#include <exception>

namespace gpuplan::gui {

namespace fs = std::filesystem;

fs::path guiCatalogPath(const std::string& db_path, const QString& remembered) {
    // The same file as the command line's (--db, $GPU_PLANNER_DB, the data directory),
    // unless the preferences chose another one.
    if (db_path.empty() && qEnvironmentVariableIsEmpty("GPU_PLANNER_DB") && !remembered.isEmpty())
        return fs::path(remembered.toStdString());
    return catalogLocation(db_path);
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

} // namespace gpuplan::gui
