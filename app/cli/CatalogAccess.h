#pragma once

#include "cli/Command.h"

#include <filesystem>
#include <iosfwd>

namespace gpuplan {
class CatalogStore;
} // namespace gpuplan

namespace gpuplan::cli {

// Where the CLI's catalog lives: database's catalogLocation(--db PATH): --db, else $GPU_PLANNER_DB, else
// $XDG_DATA_HOME/gpu-planner/catalog.sqlite (XDG_DATA_HOME defaults to
// ~/.local/share).
std::filesystem::path catalogPath(const GlobalOptions& global);

// Opens the catalog at catalogPath(), creating it from the built-in defaults
// on first run. A damaged file gives a CatalogFileError (an InputError: exit 2)
// whose message says how to recover.
CatalogStore openCatalogStore(const GlobalOptions& global);

// A catalog file made by an earlier version keeps that version's built-in data (migrating adds
// columns, not rows): when this build ships newer data, one line on `err` says so and how to add
// it (`catalog add-defaults`), as the window's status bar does. Nothing otherwise.
void noteNewerBuiltinData(const CatalogStore& store, std::ostream& err);

} // namespace gpuplan::cli
