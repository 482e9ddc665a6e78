// libFuzzer target: importing into a live catalog, then listing it. The first byte of an input
// chooses the file (0: a catalog.json, else the CSV file of one table), the rest is the file. It
// is imported for real (all or nothing) into a catalog that stays open from one input to the next;
// then every `catalog list TABLE --json` runs through the command line, in this process. Whatever
// an import accepted, every listing prints valid JSON (exit 0), and its text is inert: valid UTF-8
// without control characters (core/base/InertText.h). A refused import changes nothing.
#include "cli/CliApp.h"
#include "core/base/Error.h"
#include "core/base/InertText.h"
#include "database/CatalogStore.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <unistd.h>

namespace {

namespace fs = std::filesystem;

constexpr int kFreshEvery = 500; // inputs; a new catalog then, so that it does not grow without end

struct Live {
    fs::path dir;
    fs::path catalog;
    std::unique_ptr<gpuplan::CatalogStore> store;
    int inputs = 0;
    Live()
        : dir(fs::temp_directory_path() / ("gpuplan-fuzz-import-" + std::to_string(::getpid()))),
          catalog(dir / "catalog.sqlite") {
        fs::create_directories(dir);
        ::setenv("GPU_PLANNER_DB", catalog.c_str(), 1);
        ::setenv("LANG", "C.UTF-8", 1);
        fresh();
    }
    ~Live() {
        store.reset();
        std::error_code ec;
        fs::remove_all(dir, ec);
    }
    void fresh() {
        store.reset();
        std::error_code ec;
        for (const char* suffix : {"", "-wal", "-shm"})
            fs::remove(catalog.string() + suffix, ec);
        store = std::make_unique<gpuplan::CatalogStore>(gpuplan::CatalogStore::open(catalog));
    }
};

Live& live() {
    static Live l;
    return l;
}

[[noreturn]] void fail(const char* what, const std::string& detail) {
    std::fprintf(stderr, "%s\n%.2000s\n", what, detail.c_str());
    std::abort();
}

// Every string of a listing, keys too, is inert text.
void requireInertStrings(const nlohmann::json& j) {
    if (j.is_string() && !gpuplan::textProblem(j.get_ref<const std::string&>()).empty())
        fail("a listing holds text that is not inert:", j.get<std::string>());
    if (j.is_object())
        for (const auto& [key, value] : j.items()) {
            if (!gpuplan::textProblem(key).empty())
                fail("a listing holds a key that is not inert:", key);
            requireInertStrings(value);
        }
    if (j.is_array())
        for (const auto& value : j)
            requireInertStrings(value);
}

void listEveryTable() {
    for (const char* table :
         {"gpus", "models", "interconnects", "offers", "prices", "systems", "api-prices"}) {
        const char* argv[] = {"gpu-planner", "catalog", "list", table, "--json", nullptr};
        std::ostringstream out, err;
        if (gpuplan::cli::runCli(5, argv, out, err) != 0)
            fail("a listing failed after an import:", err.str());
        const nlohmann::json rows = nlohmann::json::parse(out.str(), nullptr, false);
        if (rows.is_discarded() || !rows.is_array())
            fail("a listing is not a JSON list:", out.str());
        requireInertStrings(rows);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0)
        return 0;
    Live& l = live();
    if (++l.inputs % kFreshEvery == 0)
        l.fresh();
    const auto stems = gpuplan::CatalogStore::tableFileStems();
    const std::size_t choice = data[0] % (stems.size() + 1);
    const fs::path file = l.dir / (choice == 0 ? std::string("catalog.json") : stems[choice - 1] + ".csv");
    {
        std::ofstream out(file, std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(data + 1), static_cast<std::streamsize>(size - 1));
    }
    try {
        (void)l.store->importPath(file);
    } catch (const gpuplan::InputError&) {
        // refused: nothing was written; the listings below still run
    }
    std::error_code ec;
    fs::remove(file, ec);
    listEveryTable();
    return 0;
}
