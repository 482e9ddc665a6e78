#pragma once

#include "cli/Command.h"

namespace gpuplan::cli {

// `gpu-planner report SCENARIO.gpuplan -o report.pdf [--lang en|fr] [--currency CODE]
// [--page-size a4|letter]`: the PDF procurement report of a saved scenario. Needs no
// display: it starts Qt on the offscreen platform itself. A missing or bad scenario
// and an output that cannot be written exit with 2, leaving any existing file as it was.
Command addReportCommand(CLI::App& parent, CommandContext& ctx);

} // namespace gpuplan::cli
