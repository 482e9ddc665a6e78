#pragma once

// A catalog file without the built-in defaults, for tests that fill it themselves.

#include "database/CatalogStore.h"

#include <filesystem>

namespace gpuplan::test {

inline CatalogStore emptyStore(const std::filesystem::path& file) {
    CatalogStore::Options o;
    o.seed_defaults = false;
    return CatalogStore::open(file, o);
}

} // namespace gpuplan::test
