#pragma once

// Range checks of numeric flags, as CLI11 validators: a value outside what core
// allows (core/Limits.h), or not a finite number (inf, nan), is refused while the
// command line is parsed, with the range in the message, before CLI11 converts
// it (and before any narrowing to a smaller integer type could change it).

#include "core/Limits.h"

#include <CLI/CLI.hpp>

#include <cstdint>

namespace gpuplan::cli {

CLI::Validator within(limits::Range<double> range);
// Whole numbers: above the maximum, or beyond a double, is refused; below the
// minimum is left to the command, which names it ("--batch must be a positive
// whole number, got 0").
CLI::Validator within(limits::Range<std::uint64_t> range);

} // namespace gpuplan::cli
