#pragma once

// A catalog file without the built-in defaults, for tests that fill it themselves, and the
// problems an import refuses.

#include "database/CatalogErrors.h"
#include "database/CatalogStore.h"

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

namespace gpuplan::test {

inline CatalogStore emptyStore(const std::filesystem::path& file) {
    CatalogStore::Options o;
    o.seed_defaults = false;
    return CatalogStore::open(file, o);
}

// The message of the InputError `f` throws, or "(no error)".
inline std::string messageOf(const std::function<void()>& f) {
    try {
        f();
    } catch (const InputError& e) {
        return e.what();
    }
    return "(no error)";
}

// The problems (row and field) of the ImportError `f` throws; empty when it throws none.
inline std::vector<std::string> problemsOf(const std::function<void()>& f) {
    try {
        f();
    } catch (const ImportError& e) {
        return e.errors();
    }
    return {};
}

} // namespace gpuplan::test
