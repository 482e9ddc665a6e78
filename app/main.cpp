// gpu-planner: no argument (or a .gpuplan / config.json file) starts the
// desktop application; a subcommand runs the command line, which never needs a
// display.
#include "cli/CliApp.h"
#include "gui/GuiMain.h"
#include "report/ReportCommand.h"

#include <iostream>

int main(int argc, char** argv) {
    gpuplan::gui::GuiOptions options;
    if (gpuplan::gui::wantsGui(argc, argv, options))
        return gpuplan::gui::runGui(argc, argv, options);
    // The report command needs Qt, which the CLI library does not link: it is added here.
    return gpuplan::cli::runCli(argc, argv, std::cout, std::cerr, {gpuplan::report::addReportCommand});
}
