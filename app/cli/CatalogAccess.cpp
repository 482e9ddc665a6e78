#include "cli/CatalogAccess.h"

#include "database/CatalogLocation.h"
#include "database/CatalogStore.h"

namespace gpuplan::cli {

namespace fs = std::filesystem;

fs::path catalogPath(const GlobalOptions& global) {
    return catalogLocation(global.db_path);
}

CatalogStore openCatalogStore(const GlobalOptions& global) {
    return CatalogStore::open(catalogPath(global));
}

} // namespace gpuplan::cli
