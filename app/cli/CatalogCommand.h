#pragma once

#include "cli/Command.h"

namespace gpuplan::cli {

// `gpu-planner catalog list|show|import|export|add-price|reset|restore-backup`.
Command addCatalogCommand(CLI::App& parent, CommandContext& ctx);

} // namespace gpuplan::cli
