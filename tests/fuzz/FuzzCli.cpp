// libFuzzer target: the command line's arguments. Each input is one command line, a word a line,
// run in this process by runCli against a catalog in a scratch folder, as a user would type it:
// every command (catalog edits, imports and exports, fit, serve, recommend, report...), whatever
// its flags, ends with exit 0, 1 or 2 and never crashes, hangs or reads out of bounds. Its output
// is inert (no control character but the line break and the tab reaches the terminal).
//
// What a command writes stays in the scratch folder: each command runs there, a word with a '/'
// or ".." is not run (no path leads out of it), and everything a command left there but the
// catalog is removed after each input.
#include "cli/CliApp.h"
#include "core/base/InertText.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioJson.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <unistd.h>
#include <vector>

namespace {

namespace fs = std::filesystem;

constexpr std::size_t kMaxWords = 24;

struct Scratch {
    fs::path dir;
    Scratch() : dir(fs::temp_directory_path() / ("gpuplan-fuzz-cli-" + std::to_string(::getpid()))) {
        fs::create_directories(dir);
        ::setenv("GPU_PLANNER_DB", (dir / "catalog.sqlite").c_str(), 1);
        ::setenv("XDG_DATA_HOME", dir.c_str(), 1);
        ::setenv("QT_QPA_PLATFORM", "offscreen", 1);
        ::setenv("LANG", "C.UTF-8", 1);
        gpuplan::Scenario s; // a scenario for `report` and `scenario run`
        s.model_id = "mistral-7b";
        s.gpu_id = "rtx-4090";
        std::ofstream(dir / "s.gpuplan") << gpuplan::serializeScenario(s);
    }
    ~Scratch() {
        std::error_code ec;
        fs::remove_all(dir, ec);
    }
    // Everything but the catalog and the scenario, as it was before the command.
    void clean() const {
        std::error_code ec;
        for (const auto& e : fs::directory_iterator(dir, ec)) {
            const std::string name = e.path().filename().string();
            if (name != "catalog.sqlite" && name != "catalog.sqlite-wal" && name != "catalog.sqlite-shm" &&
                name != "s.gpuplan")
                fs::remove_all(e.path(), ec);
        }
    }
};

Scratch& scratch() {
    static Scratch s;
    return s;
}

// What reaches the terminal is inert: printable UTF-8, line breaks and tabs.
void requireInert(const std::string& text) {
    if (gpuplan::inertText(text, gpuplan::Keep::LinesAndTabs) != text)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Scratch& s = scratch();
    std::vector<std::string> words{"gpu-planner"};
    std::string_view rest(reinterpret_cast<const char*>(data), size);
    while (!rest.empty() && words.size() <= kMaxWords) {
        const std::size_t end = std::min(rest.find('\n'), rest.size());
        std::string word(rest.substr(0, end));
        rest.remove_prefix(std::min(end + 1, rest.size()));
        if (word.find('/') != std::string::npos || word.find("..") != std::string::npos ||
            word.find('\0') != std::string::npos)
            return 0; // no path out of the scratch folder
        words.push_back(std::move(word));
    }
    if (!rest.empty())
        return 0;
    std::vector<const char*> argv;
    for (const auto& w : words)
        argv.push_back(w.c_str());
    argv.push_back(nullptr);
    std::ostringstream out, err;
    // The relative paths of the arguments land in the scratch folder; libFuzzer's own (its corpus,
    // given relative to where it started) are read from there again afterwards.
    const fs::path started_in = fs::current_path();
    fs::current_path(s.dir);
    const int code = gpuplan::cli::runCli(static_cast<int>(words.size()), argv.data(), out, err);
    fs::current_path(started_in);
    // 0, or 2 with what is wrong: an "internal error" (1) is a failure the user cannot act on.
    if (code != 0 && code != 2) {
        std::fprintf(stderr, "exit %d:\n%s\n", code, err.str().c_str());
        std::abort();
    }
    if (std::getenv("GPUPLAN_FUZZ_VERBOSE")) // what each seed does: scripts/fuzz's corpus checked by eye
        std::fprintf(stderr, "exit %d: %.300s\n", code, (code == 0 ? out : err).str().c_str());
    requireInert(out.str());
    requireInert(err.str());
    s.clean();
    return 0;
}
