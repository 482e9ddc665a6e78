#pragma once

// The catalog file of the desktop application: which file it opens at start,
// and how a file chosen by the user is opened and loaded.

#include "core/catalog/Catalog.h"

#include <QString>

#include <filesystem>
#include <string>

namespace gpuplan::gui {

// The catalog file the GUI opens: --db, else $GPU_PLANNER_DB, else the file
// chosen in the preferences (`remembered`, "" = none), else
// $XDG_DATA_HOME/gpu-planner/catalog.sqlite (~/.local/share when unset), the
// same file the command line uses.
std::filesystem::path guiCatalogPath(const std::string& db_path, const QString& remembered = {});

// Opens a catalog file with the store (creating it only when `create` is true,
// migrating it to this build's schema) and loads it. Throws InputError with a
// message that names the file.
Catalog loadCatalogFile(const QString& path, bool create = false);

class Settings;

// The catalog the GUI starts with: guiCatalogPath(db_path, the preferences'
// file). A file of the preferences that cannot be used is forgotten and the
// default one opened instead, with a warning to show. Throws InputError (a
// message to show) when no catalog can be opened.
struct StartCatalog {
    Catalog catalog;
    QString path;
    QString warning; // "" = none
};
StartCatalog openStartCatalog(const std::string& db_path, Settings& settings);

} // namespace gpuplan::gui
