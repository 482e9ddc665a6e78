#pragma once

#include "cli/Command.h"

namespace gpuplan::cli {

// `gpu-planner throughput`: decode tokens/s, prefill, training step and job time.
Command addThroughputCommand(CLI::App& parent, CommandContext& ctx);
// `gpu-planner breakeven`: buy vs rent.
Command addBreakevenCommand(CLI::App& parent, CommandContext& ctx);
// `gpu-planner recommend`: the sweep over the catalog, Pareto front and ranking.
Command addRecommendCommand(CLI::App& parent, CommandContext& ctx);
// `gpu-planner scenario run FILE.gpuplan`: every result for a saved scenario.
Command addScenarioCommand(CLI::App& parent, CommandContext& ctx);

} // namespace gpuplan::cli
