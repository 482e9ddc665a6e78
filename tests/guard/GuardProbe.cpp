// guard_probe CATALOG WHAT: opens the catalog through the store (as a window does), then
// does WHAT, then exits 0. Under the open guard every WHAT but "nothing" and "released"
// must stop the process (tests/database/TestOpenGuard.cpp).
#include "database/CatalogStore.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

namespace fs = std::filesystem;

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: guard_probe CATALOG WHAT\n");
        return 2;
    }
    const fs::path catalog = argv[1];
    const std::string what = argv[2];
    gpuplan::CatalogStore store = gpuplan::CatalogStore::open(catalog);
    std::printf("edit %lld\n", static_cast<long long>(store.dataRevision()));
    if (what == "ifstream") {
        std::ifstream in(catalog, std::ios::binary); // a planted file-kind sniff
        char c = 0;
        in.read(&c, 1);
    } else if (what == "ifstream-wal") {
        std::ifstream in(catalog.string() + "-wal", std::ios::binary);
    } else if (what == "copy") {
        fs::copy_file(catalog, catalog.string() + ".copy", fs::copy_options::overwrite_existing);
    } else if (what == "rename-onto-wal") {
        std::ofstream(catalog.string() + ".pdf") << "%PDF-1.4\n";
        fs::rename(catalog.string() + ".pdf", catalog.string() + "-wal");
    } else if (what == "released") {
        store.release(); // no connection left: the file may be read like any other
        std::ifstream in(catalog, std::ios::binary);
        char c = 0;
        in.read(&c, 1);
        std::printf("edit %lld\n", static_cast<long long>(store.dataRevision()));
    } else if (what != "nothing") {
        std::fprintf(stderr, "guard_probe: unknown WHAT %s\n", what.c_str());
        return 2;
    }
    return 0;
}
