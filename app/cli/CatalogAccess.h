#pragma once

#include "cli/Command.h"

#include <filesystem>

namespace gpuplan {
class CatalogStore;
}

namespace gpuplan::cli {

// Where the CLI's catalog lives: database's catalogLocation(--db PATH): --db, else $GPU_PLANNER_DB, else
// $XDG_DATA_HOME/gpu-planner/catalog.sqlite (XDG_DATA_HOME defaults to
// ~/.local/share).
std::filesystem::path catalogPath(const GlobalOptions& global);

// Opens the catalog at catalogPath(), creating it from the built-in defaults
// on first run. A damaged file gives a CatalogFileError (an InputError: exit 2)
// whose message says how to recover.
CatalogStore openCatalogStore(const GlobalOptions& global);

} // namespace gpuplan::cli
