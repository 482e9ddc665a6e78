// gpu-planner: no argument (or a .gpuplan / config.json file) starts the
// desktop application; a subcommand runs the command line, which never needs a
// display.
#include "cli/CliApp.h"
#include "gui/window/GuiMain.h"

#include <iostream>

int main(int argc, char** argv) {
    gpuplan::gui::GuiOptions options;
    if (gpuplan::gui::wantsGui(argc, argv, options))
        return gpuplan::gui::runGui(argc, argv, options);
    return gpuplan::cli::runCli(argc, argv, std::cout, std::cerr);
}
