#include "cli/PriceAge.h"

#include "cli/CliText.h"
#include "text/CoreText.h"

#include "core/cost/Pricing.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <charconv>

namespace gpuplan::cli {

void addStaleAfterMonthsOption(CLI::App& command, GlobalOptions& global) {
    const CLI::Validator months(
        [](std::string& value) -> std::string {
            int n = 0;
            const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
            if (ec == std::errc() && end == value.data() + value.size() && n >= kMinStaleAfterMonths &&
                n <= kMaxStaleAfterMonths)
                return {};
            return formatLocal(translate("Cli", "must be a whole number of months from {} to {}, got '{}'"),
                               kMinStaleAfterMonths, kMaxStaleAfterMonths, value);
        },
        "1-120");
    command
        .add_option(
            "--stale-after-months", global.stale_after_months,
            translate("Cli", "Flag a catalog price older than this many months (1 to 120, default 12)"))
        ->check(months);
}

std::string priceAgeText(const std::string& date, const GlobalOptions& global) {
    return text::cliText(priceDateNote(date, todayIso(), global.stale_after_months));
}

std::string rateAgeText(const std::string& date, const GlobalOptions& global) {
    return text::cliText(rateDateNote(date, todayIso(), global.stale_after_months));
}

std::vector<std::string> rateAgeParts(const std::map<std::string, ExchangeRate>& rates,
                                      const GlobalOptions& global) {
    std::vector<std::string> parts;
    for (const auto& [currency, rate] : rates)
        parts.push_back(
            formatLocal(translate("Plan", "{} exchange rate: {}"), currency, rateAgeText(rate.date, global)));
    return parts;
}

nlohmann::json rateAgesJson(const std::map<std::string, ExchangeRate>& rates, const GlobalOptions& global) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& [currency, rate] : rates)
        out.push_back({{"currency", currency},
                       {"per_eur", rate.per_eur},
                       {"date", rate.date},
                       {"stale", priceAgeIsStale(rate.date, global)}});
    return out;
}

bool priceAgeIsStale(const std::string& date, const GlobalOptions& global) {
    return priceIsStale(date, todayIso(), global.stale_after_months);
}

} // namespace gpuplan::cli
