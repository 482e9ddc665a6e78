#pragma once

#include <iosfwd>
#include <vector>

namespace CLI {
class App;
}

namespace gpuplan::cli {

// Exit codes of every command.
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1;  // the command ran and failed (an internal error)
inline constexpr int kExitBadInput = 2; // bad arguments or bad input files

struct Command;
struct CommandContext;

// Adds a subcommand to the command line. The executable passes the commands that
// need more than this library links (the PDF report needs Qt).
using CommandFactory = Command (*)(CLI::App& parent, CommandContext& ctx);

// Runs the command line. Returns the process exit code. Writes results to
// `out` and messages to `err` so tests can call it in-process. `extra`
// commands are registered after the built-in ones.
int runCli(int argc, const char* const* argv, std::ostream& out, std::ostream& err,
           const std::vector<CommandFactory>& extra = {});

} // namespace gpuplan::cli
