#pragma once

#include <functional>
#include <iosfwd>
#include <string>

namespace gpuplan {
struct Catalog;
class CatalogStore;
} // namespace gpuplan

namespace CLI {
class App;
}

namespace gpuplan::cli {

// Options shared by every command (set before the subcommand's action runs).
struct GlobalOptions {
    std::string db_path;         // --db PATH (else GPU_PLANNER_DB, else the user's data directory)
    int stale_after_months = 12; // --stale-after-months N: a price older than N months is flagged
};

// What a command needs to talk to the user.
struct CommandContext {
    std::ostream& out;
    std::ostream& err;
    GlobalOptions& global;
    // Opens the catalog named by the global options (once; later calls return the same
    // catalog). Throws InputError with a message for the user when it cannot.
    std::function<const Catalog&()> catalog;
    // The open catalog store (opened once, shared with `catalog`): for commands that
    // need a few rows (fit --model ID, --gpu ID), without loading every price.
    std::function<CatalogStore&()> store;
};

// A registered subcommand: the CLI11 node and what to run when it was chosen.
// The action may throw InputError (exit 2); it returns the exit code.
struct Command {
    CLI::App* app = nullptr;
    std::function<int()> run;
};

} // namespace gpuplan::cli
