#pragma once

// Where the catalog file lives when nobody says otherwise, the same for the
// command line and the desktop application.

#include <filesystem>
#include <string>

namespace gpuplan {

// `explicit_path` (--db PATH) when not empty, else $GPU_PLANNER_DB, else
// $XDG_DATA_HOME/gpu-planner/catalog.sqlite (XDG_DATA_HOME defaults to
// ~/.local/share). Throws InputError when none of them can be found (HOME unset).
std::filesystem::path catalogLocation(const std::string& explicit_path = {});

} // namespace gpuplan
