#pragma once

// `gpu-planner catalog import-runs FILE...`: a team's measured serving runs, read from the files of
// vllm bench serve, SGLang bench_serving, GuideLLM and llama-bench (core/measured/BenchmarkFiles.h)
// and added to the catalog's benchmark runs, all or nothing.
#include "cli/Command.h"

#include <CLI/CLI.hpp>

#include <functional>
#include <utility>

namespace gpuplan::cli {

// Adds the subcommand to `catalog`; returns it with what runs when it is the one given.
std::pair<CLI::App*, std::function<int()>> addImportRunsCommand(CLI::App* catalog, CommandContext& ctx);

} // namespace gpuplan::cli
