// Which of a catalog's price rows a purchase is priced at (core/cost/Pricing.h): the latest new one,
// else the latest in any condition, the first of equal dates; and that a catalog keeping every
// older quote it received prices and recommends exactly as one without them.
#include "core/cost/Pricing.h"
#include "core/cost/SystemPricing.h"
#include "core/plan/PlanJson.h"
#include "core/plan/Planner.h"
#include "fixtures/TestCatalog.h"

#include <algorithm>
#include <fmt/format.h>
#include <gtest/gtest.h>

using namespace gpuplan;
using gpuplan::test::referenceCatalog;

namespace {

GpuPrice row(const char* gpu, double amount, const char* date, const char* condition) {
    return {0,     gpu, amount, "EUR", date, condition, fmt::format("row {} {}", amount, date),
            false, "",  {},     {}};
}

// The reference catalog's rows replaced by: RTX 4090 new in 2024 and twice in 2025 (1,700 then
// 1,800 the same day), used in 2026; L40S used only (950 then 960 the same day); MI300X in USD.
Catalog quotes() {
    Catalog c = referenceCatalog();
    c.prices = {row("rtx-4090", 1500, "2024-01-01", "new"), row("rtx-4090", 1700, "2025-01-01", "new"),
                row("l40s", 900, "2023-05-01", "used"),     row("rtx-4090", 1000, "2026-01-01", "used"),
                row("rtx-4090", 1800, "2025-01-01", "new"), row("l40s", 950, "2024-05-01", "used"),
                row("l40s", 960, "2024-05-01", "used")};
    GpuPrice usd = row("mi300x", 16200, "2026-01-01", "new");
    usd.currency = "USD";
    c.prices.push_back(usd);
    return c;
}

} // namespace

TEST(Pricing, TheLatestNewRowPricesAGpuTheFirstOfEqualDates) {
    const Catalog c = quotes();
    Scenario s;
    s.gpu_id = "h100-sxm"; // not one of the GPUs priced below: its own price does not apply
    const auto p = purchasePrice(c, s, *c.findGpu("rtx-4090"));
    ASSERT_TRUE(p);
    EXPECT_EQ(p->amount, 1700); // new, 2025-01-01, listed before the 1,800 of the same day
    EXPECT_EQ(p->date, "2025-01-01");
    const auto used = purchasePrice(c, s, *c.findGpu("l40s")); // no new row: the first latest used one
    ASSERT_TRUE(used);
    EXPECT_EQ(used->amount, 950);
    const auto usd = purchasePrice(c, s, *c.findGpu("mi300x")); // 16,200 USD at 1.08 USD per EUR
    ASSERT_TRUE(usd);
    EXPECT_DOUBLE_EQ(usd->amount, 16200 / 1.08);
    EXPECT_FALSE(purchasePrice(c, s, *c.findGpu("a100-sxm4-80gb")));
}

// The currencies an option's price comes from, and the rates converting them took (issue 37,
// item 6: each rate's age is said beside the prices): the MI300X's US dollars into euros take the
// dollar's rate, euros into dollars too, and the euro has none.
TEST(Pricing, TheRatesAConversionTookAreTheOnesItsCurrenciesNeed) {
    Catalog c = quotes(); // the reference catalog's rate: 1.08 USD per EUR of 2026-01-01
    c.rates.push_back({"CHF", 0.93, "2026-01-27", "test assumption"});
    std::set<std::string> currencies;
    addRowCurrencies(c, {"mi300x", {}, {}}, currencies);
    EXPECT_EQ(currencies, (std::set<std::string>{"USD"}));
    addRowCurrencies(c, {"rtx-4090", {"no-such-system"}, "no-such-offer"}, currencies);
    EXPECT_EQ(currencies, (std::set<std::string>{"EUR", "USD"}));
    const auto dates = [](const std::map<std::string, ExchangeRate>& rates) {
        std::map<std::string, std::string> out;
        for (const auto& [currency, rate] : rates)
            out[currency] = rate.date;
        return out;
    };
    using Dates = std::map<std::string, std::string>;
    Scenario s;
    EXPECT_EQ(dates(ratesTaken(c, s, {"USD"}, "EUR")), (Dates{{"USD", "2026-01-01"}}));
    EXPECT_EQ(dates(ratesTaken(c, s, {"EUR"}, "USD")), (Dates{{"USD", "2026-01-01"}}));
    EXPECT_EQ(dates(ratesTaken(c, s, {"CHF", "USD"}, "USD")),
              (Dates{{"CHF", "2026-01-27"}, {"USD", "2026-01-01"}}));
    EXPECT_TRUE(ratesTaken(c, s, {"EUR"}, "EUR").empty());
    EXPECT_TRUE(ratesTaken(c, s, {"GBP"}, "EUR").empty()); // no rate anywhere: none to date
    // The scenario's own rate is the one converting takes, as convertCurrency takes it.
    s.exchange_rates = {{"USD", 1.17, "2026-11-30", "the team's bank"}};
    const auto own = ratesTaken(c, s, {"USD"}, "EUR");
    ASSERT_EQ(own.size(), 1u);
    EXPECT_EQ(own.at("USD").per_eur, 1.17);
    EXPECT_EQ(own.at("USD").date, "2026-11-30");
    EXPECT_DOUBLE_EQ(convertCurrency(c, s, 117.0, "USD", "EUR"), 100.0);
}

// The rows found in one pass are the ones Catalog::latestPrice finds GPU by GPU.
TEST(Pricing, LatestPricesFindsWhatLatestPriceFinds) {
    const Catalog c = quotes();
    const LatestPrices latest(c);
    Scenario s;
    for (const GpuSpec& g : c.gpus) {
        const auto new_row = c.latestPrice(g.id, "new");
        const auto any_row = c.latestPrice(g.id, "");
        const GpuPrice* n = latest.latest(g.id, true);
        const GpuPrice* a = latest.latest(g.id, false);
        EXPECT_EQ(new_row.has_value(), n != nullptr) << g.id;
        EXPECT_EQ(any_row.has_value(), a != nullptr) << g.id;
        if (new_row && n) {
            EXPECT_EQ(*new_row, *n) << g.id;
        }
        if (any_row && a) {
            EXPECT_EQ(*any_row, *a) << g.id;
        }
        const auto p = purchasePrice(c, s, g);
        const auto q = purchasePrice(c, s, g, latest);
        ASSERT_EQ(p.has_value(), q.has_value()) << g.id;
        if (p) {
            EXPECT_EQ(p->amount, q->amount) << g.id;
            EXPECT_EQ(p->source, q->source) << g.id;
        }
    }
    // The scenario's own price of its GPU comes first.
    s.gpu_id = "rtx-4090";
    s.gpu_price = 1234;
    EXPECT_EQ(purchasePrice(c, s, *c.findGpu("rtx-4090"), latest)->amount, 1234);
    EXPECT_EQ(purchasePrice(c, s, *c.findGpu("rtx-4090"), latest)->source, "scenario");
}

// A team that keeps every quote: 3,000 older rows change neither a price nor the recommendation
// (every count up to 16, bought at the scenario's price per node and rented), figure for figure.
TEST(Pricing, OlderQuotesChangeNothing) {
    Catalog c = quotes();
    Scenario s;
    s.host_cost = 2500; // the reference catalog has no systems: the scenario prices the node
    s.model_id = "llama-2-13b";
    s.workload.task = Task::LoRA;
    s.constraints.max_gpus = 16;
    s.constraints.every_count = true;
    s.constraints.mode = PurchaseMode::Both;
    PlanOptions o;
    o.suggestions = false;
    const PlanResults first = plan(c, s, o);
    ASSERT_TRUE(std::any_of(first.recommendation.ranked.begin(), first.recommendation.ranked.end(),
                            [](const Candidate& cd) { return cd.mode == PurchaseMode::Buy; }));
    const auto before = toJson(first).dump();
    const std::vector<GpuPrice> rows = c.prices;
    for (int i = 0; i < 3000; ++i) {
        GpuPrice p = rows[static_cast<std::size_t>(i) % rows.size()];
        p.amount *= 0.5 + (i % 7) / 10.0;
        p.date = fmt::format("20{:02d}-01-01", i % 20); // 2000-2019: older than every row above
        c.prices.push_back(p);
    }
    EXPECT_EQ(toJson(plan(c, s, o)).dump(), before);
}
