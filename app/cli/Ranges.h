#pragma once

// Range checks of numeric flags, as CLI11 validators: a value outside what core
// allows (core/base/Limits.h), or not a finite number (inf, nan), is refused while the
// command line is parsed, with the range in the message, before CLI11 converts
// it (and before any narrowing to a smaller integer type could change it).

#include "core/base/Limits.h"

#include <CLI/CLI.hpp>

#include <cstdint>

namespace gpuplan::cli {

CLI::Validator within(limits::Range<double> range);
// Whole numbers: above the maximum, or beyond a double, is refused; below the
// minimum is left to the command, which names it ("--batch must be a positive
// whole number, got 0").
CLI::Validator within(limits::Range<std::uint64_t> range);

// Every numeric option of `app` and its subcommands (CLI11 type INT, UINT or FLOAT) takes a
// decimal number as written: "0x64", "0x1p4", "1e400", "inf", "nan" and "" are refused with the
// text given ("--price must be a decimal number, got '0x1p4'"), where CLI11's own conversion
// (strtoll / strtold) would read hex, octal ("010" as 8), infinities, or an empty string as
// "not given". A leading zero is dropped ("010" is ten).
void requireDecimalNumbers(CLI::App& app);

// v as a count, or InputError naming the option ("--count must be a positive whole number, got 0").
std::uint64_t positiveOption(std::int64_t v, const char* what);

} // namespace gpuplan::cli
