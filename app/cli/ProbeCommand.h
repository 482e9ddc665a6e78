#pragma once

#include "cli/Command.h"

namespace gpuplan::cli {

// `gpu-planner probe [--benchmark] [--json]`: the GPUs of this machine, read
// through NVML / amdgpu / PCI sysfs, matched against the catalog, optionally
// benchmarked. Exit 0 whenever the probe ran (also when it found no GPU).
Command addProbeCommand(CLI::App& parent, CommandContext& ctx);

} // namespace gpuplan::cli
