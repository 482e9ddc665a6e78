// gpu-planner: no argument starts the desktop application (once it lands); a
// subcommand runs the command line.
#include "cli/CliApp.h"

#include <iostream>

int main(int argc, char** argv) {
    return gpuplan::cli::runCli(argc, argv, std::cout, std::cerr);
}
