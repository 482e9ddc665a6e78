#pragma once

#include "cli/Command.h"

namespace gpuplan::cli {

// `gpu-planner transfer`: point-to-point copy time over a link.
Command addTransferCommand(CLI::App& parent, CommandContext& ctx);
// `gpu-planner allreduce`: NCCL-style collective time over N GPUs.
Command addAllreduceCommand(CLI::App& parent, CommandContext& ctx);

} // namespace gpuplan::cli
