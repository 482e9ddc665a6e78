#pragma once

#include <iosfwd>

namespace CLI {
class App;
}

namespace gpuplan::cli {

// Exit codes of every command.
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1;  // the command ran and failed (an internal error)
inline constexpr int kExitBadInput = 2; // bad arguments or bad input files

// Runs the command line. Returns the process exit code. Writes results to
// `out` and messages to `err` so tests can call it in-process.
int runCli(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

} // namespace gpuplan::cli
