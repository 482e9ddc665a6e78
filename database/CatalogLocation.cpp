#include "database/CatalogLocation.h"

#include "core/base/Error.h"

#include <cstdlib>

namespace gpuplan {

namespace fs = std::filesystem;

fs::path catalogLocation(const std::string& explicit_path) {
    if (!explicit_path.empty())
        return explicit_path;
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

} // namespace gpuplan
