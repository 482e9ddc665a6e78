#pragma once

#include "cli/Command.h"

namespace gpuplan::cli {

// `gpu-planner fit`: the memory model on one GPU.
Command addFitCommand(CLI::App& parent, CommandContext& ctx);

} // namespace gpuplan::cli
