#pragma once

#include "core/Catalog.h"

#include <QString>

#include <filesystem>
#include <string>

namespace gpuplan::gui {

// What the desktop application starts with.
struct GuiOptions {
    QString file;        // a .gpuplan scenario or a Hugging Face config.json to open ("" = none)
    std::string db_path; // --db PATH ("" = $GPU_PLANNER_DB, else the user's data directory)
};

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

// Runs the desktop application until its window closes; returns the exit code.
// With GPU_PLANNER_EXIT_AFTER_SHOW=1 in the environment it quits as soon as the
// window is shown (start-up benchmark).
int runGui(int argc, char** argv, const GuiOptions& options);

// True when the arguments ask for the GUI: none, a single existing .gpuplan or
// .json file, and/or --db PATH. Fills `options` when true.
bool wantsGui(int argc, const char* const* argv, GuiOptions& options);

} // namespace gpuplan::gui
