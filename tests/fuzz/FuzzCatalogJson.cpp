// libFuzzer target: importing a catalog.json (a dry run into a catalog made once
// from the built-in defaults) never crashes, whatever its size or nesting: it
// imports, or it is refused with an InputError naming each bad row.
#include "core/base/Error.h"
#include "database/CatalogStore.h"

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

namespace {

namespace fs = std::filesystem;

struct Fixture {
    fs::path dir;
    gpuplan::CatalogStore store;
    Fixture(fs::path d) : dir(std::move(d)), store(gpuplan::CatalogStore::open(dir / "catalog.sqlite")) {}
    ~Fixture() {
        std::error_code ec;
        fs::remove_all(dir, ec);
    }
};

Fixture& fixture() {
    static Fixture f = [] {
        const fs::path dir =
            fs::temp_directory_path() / ("gpuplan-fuzz-catalog-" + std::to_string(::getpid()));
        fs::create_directories(dir);
        return dir;
    }();
    return f;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Fixture& f = fixture();
    const fs::path file = f.dir / "catalog.json";
    {
        std::ofstream out(file, std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    }
    try {
        (void)f.store.importPath(file, /*dry_run=*/true);
    } catch (const gpuplan::InputError& e) {
        if (std::string(e.what()).size() > 1'000'000)
            std::abort(); // each bad row is named with a short excerpt, not the file
    }
    return 0;
}
