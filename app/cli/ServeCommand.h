#pragma once

#include "cli/Command.h"

namespace gpuplan::cli {

// `gpu-planner serve`: a model served on N GPUs of a kind by an engine (core/plan/ServingSizing.h):
// its KV pool, how many sequences fit, tokens/s, TTFT and TPOT under the traffic, the GPUs it
// needs for the targets, and what a million tokens costs bought, rented and at each API.
Command addServeCommand(CLI::App& parent, CommandContext& ctx);

} // namespace gpuplan::cli
