#pragma once

// The age of a catalog price as the commands say it ("price of 2025-01-30, over 12 months old"),
// flagged past the threshold the user may choose with --stale-after-months (12 by default, as the
// window's preference and the report).

#include "cli/Command.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace gpuplan {
struct Catalog;
}

namespace gpuplan::cli {

// Adds --stale-after-months N (1 to 120) to a command that says the age of its prices.
void addStaleAfterMonthsOption(CLI::App& command, GlobalOptions& global);

// "price of 2025-01-30", "price of 2025-01-30, over 12 months old", "undated price", in the
// command line's language, against today (GPU_PLANNER_TODAY in tests).
std::string priceAgeText(const std::string& date, const GlobalOptions& global);

// "rate of 2024-12-31", "rate of 2024-12-31, over 12 months old", "undated rate": an exchange rate's.
std::string rateAgeText(const std::string& date, const GlobalOptions& global);

// The catalog rows an option's price comes from: the GPU whose latest price row was bought ("" when
// none: the scenario's price, a system sold with its GPUs, a rent), the systems (a host, a
// baseboard's host) and the offer rented ("" none).
struct PricedRows {
    std::string gpu_price;
    std::vector<std::string> systems;
    std::string offer;
};
// The currencies of those rows (the ids not in the catalog are skipped).
void addRowCurrencies(const Catalog& c, const PricedRows& rows, std::set<std::string>& currencies);
// The catalog's exchange rates, by currency, that converting `currencies` into `to` took (the
// euro has none), each with its date ("" undated).
std::map<std::string, std::string> ratesTaken(const Catalog& c, const std::set<std::string>& currencies,
                                              const std::string& to);
// "USD exchange rate: rate of 2024-12-31, over 12 months old", each rate in turn ("" when none).
std::vector<std::string> rateAgeParts(const std::map<std::string, std::string>& rates,
                                      const GlobalOptions& global);

// Whether a dated price is older than the threshold (false when undated).
bool priceAgeIsStale(const std::string& date, const GlobalOptions& global);

} // namespace gpuplan::cli
