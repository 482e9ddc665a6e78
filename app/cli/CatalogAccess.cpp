#include "cli/CatalogAccess.h"

#include "cli/CliText.h"

#include "database/CatalogLocation.h"
#include "database/CatalogStore.h"

#include <ostream>

namespace gpuplan::cli {

namespace fs = std::filesystem;

fs::path catalogPath(const GlobalOptions& global) {
    return catalogLocation(global.db_path);
}

CatalogStore openCatalogStore(const GlobalOptions& global) {
    return CatalogStore::open(catalogPath(global));
}

void noteNewerBuiltinData(const CatalogStore& store, std::ostream& err) {
    const std::string builtin = CatalogStore::builtinDefaultsRevision();
    const std::string defaults = store.defaultsRevision();
    if (defaults.empty() || !(defaults < builtin))
        return;
    err << formatLocal(translate("Cli",
                                 "note: this catalog holds the built-in data of {}; this version ships "
                                 "newer data ({}): 'gpu-planner catalog add-defaults' adds its new rows "
                                 "and keeps yours\n"),
                       defaults, builtin);
}

} // namespace gpuplan::cli
