#pragma once

// The age of a catalog price as the commands say it ("price of 2025-01-30, over 12 months old"),
// flagged past the threshold the user may choose with --stale-after-months (12 by default, as the
// window's preference and the report).

#include "cli/Command.h"

#include "core/catalog/Catalog.h"

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <string>
#include <vector>

namespace gpuplan::cli {

// Adds --stale-after-months N (1 to 120) to a command that says the age of its prices.
void addStaleAfterMonthsOption(CLI::App& command, GlobalOptions& global);

// "price of 2025-01-30", "price of 2025-01-30, over 12 months old", "undated price", in the
// command line's language, against today (GPU_PLANNER_TODAY in tests).
std::string priceAgeText(const std::string& date, const GlobalOptions& global);

// "rate of 2024-12-31", "rate of 2024-12-31, over 12 months old", "undated rate": an exchange rate's.
std::string rateAgeText(const std::string& date, const GlobalOptions& global);

// "USD exchange rate: rate of 2024-12-31, over 12 months old", each rate in turn ("" when none).
std::vector<std::string> rateAgeParts(const std::map<std::string, ExchangeRate>& rates,
                                      const GlobalOptions& global);
// The same for --json: [{"currency", "per_eur", "date", "stale"}], one a rate.
nlohmann::json rateAgesJson(const std::map<std::string, ExchangeRate>& rates, const GlobalOptions& global);

// Whether a dated price is older than the threshold (false when undated).
bool priceAgeIsStale(const std::string& date, const GlobalOptions& global);

} // namespace gpuplan::cli
