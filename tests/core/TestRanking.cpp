// The recommendation's objectives (cheapest, fastest, value; serving has its own tests), capacity (more hours
// of work a month than a month has), the rent offer chosen for a GPU count, and the dates of prices.
#include "fixtures/TestCatalog.h"

#include "core/cost/Pricing.h"
#include "core/plan/PlanJson.h"
#include "core/plan/Planner.h"
#include "core/plan/Recommender.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>

using namespace gpuplan;

namespace {

// Three made-up GPUs whose speed and price put a different one first under each objective
// (figures chosen for the test, not published ones). Same memory (80 GB), no TDP (no
// electricity), PCIe 4.0; the 16-bit tensor rate and the price:
//   slow 100 TFLOPS, 500 EUR (cheapest); mid 400 TFLOPS, 1500 EUR (0.27 TFLOPS per EUR, the
//   best value); fast 1000 TFLOPS, 20,000 EUR (fastest).
Catalog objectiveCatalog() {
    Catalog c = test::referenceCatalog();
    c.gpus.clear();
    c.prices.clear();
    c.offers.clear();
    for (auto [id, tflops] : {std::pair{"slow", 100.0}, {"mid", 400.0}, {"fast", 1000.0}})
        c.gpus.push_back(
            test::gpu(id, "Test", id, 80, 2000, 50, tflops, tflops, tflops, {}, {}, 4, "", {}, "CUDA"));
    c.prices = {{0, "slow", 500, "EUR", "2026-06-01", "new", "test", false, "", {}, {}},
                {0, "mid", 1500, "EUR", "2026-06-01", "new", "test", false, "", {}, {}},
                {0, "fast", 20000, "EUR", "2024-10-01", "new", "test", false, "", {}, {}}};
    return c;
}

// LoRA fine-tuning of Llama-2-7B, bought, one GPU at most.
Scenario loraScenario() {
    Scenario s;
    s.model_id = "llama-2-7b";
    s.workload.task = Task::LoRA;
    s.gpu_id = "slow";
    s.constraints.mode = PurchaseMode::Buy;
    s.constraints.max_gpus = 1;
    s.host_cost = 0.0; // the GPUs alone: the user sets the system around them at 0
    return s;
}

Recommendation rank(const Catalog& c, Scenario s, std::optional<Objective> o, double hours = 100) {
    s.constraints.objective = o;
    return recommend(c, resolveModel(c, s), s, 1.0, hours);
}

const Candidate* find(const Recommendation& r, const std::string& gpu, std::uint32_t count) {
    for (const Candidate& c : r.ranked)
        if (c.gpu == gpu && c.count == count)
            return &c;
    return nullptr;
}

} // namespace

TEST(Ranking, EachObjectivePutsADifferentGpuFirst) {
    const Catalog c = objectiveCatalog();
    const Scenario s = loraScenario();

    const auto cheapest = rank(c, s, Objective::Cheapest);
    ASSERT_EQ(cheapest.ranked.size(), 3u);
    EXPECT_EQ(cheapest.objective, Objective::Cheapest);
    EXPECT_EQ(cheapest.ranked[0].gpu, "slow");
    EXPECT_EQ(cheapest.ranked[0].reason_head.id, MessageId::RankFirst);

    const auto fastest = rank(c, s, Objective::Fastest);
    EXPECT_EQ(fastest.ranked[0].gpu, "fast");
    EXPECT_EQ(fastest.ranked[0].reason_head.id, MessageId::RankFirstFastest);
    EXPECT_EQ(fastest.ranked[1].gpu, "mid");
    EXPECT_EQ(fastest.ranked[1].reason_head.id, MessageId::RankOtherSlower);
    for (std::size_t i = 1; i < fastest.ranked.size(); ++i)
        EXPECT_GE(fastest.ranked[i].job_hours, fastest.ranked[i - 1].job_hours);

    const auto value = rank(c, s, Objective::Value);
    EXPECT_EQ(value.ranked[0].gpu, "mid");
    EXPECT_EQ(value.ranked[0].reason_head.id, MessageId::RankFirstValue);
    EXPECT_EQ(value.ranked[1].reason_head.id, MessageId::RankOtherLessValue);
    // Value is the jobs over the horizon at the scenario's 100 h a month, per euro.
    const Candidate& mid = value.ranked[0];
    EXPECT_NEAR(mid.jobs_per_cost, 100.0 * 36 / mid.job_hours / 1500.0, 1e-9);
    for (std::size_t i = 1; i < value.ranked.size(); ++i)
        EXPECT_LE(value.ranked[i].jobs_per_cost, value.ranked[i - 1].jobs_per_cost);
}

// With a budget and no objective chosen, the first is the fastest within the budget, and the
// list need not be longer than one to say so.
TEST(Ranking, ABudgetWithoutObjectiveRanksFastestWithinIt) {
    const Catalog c = objectiveCatalog();
    Scenario s = loraScenario();
    s.constraints.budget = 2000;
    s.constraints.top_k = 1;
    const auto r = rank(c, s, std::nullopt);
    EXPECT_EQ(r.objective, Objective::Fastest);
    ASSERT_EQ(r.ranked.size(), 1u);
    EXPECT_EQ(r.ranked[0].gpu, "mid"); // "fast" costs 20,000 EUR
    EXPECT_EQ(r.ranked[0].reason_head.id, MessageId::RankFirstFastestBudget);
    EXPECT_EQ(r.ranked[0].reason_head.english(), "#1, fastest within the budget of 2000 EUR");
}

// An option whose jobs need more than the 744 hours of a month is flagged, ranked after every
// option that can do the work, and replaced by the smallest count that can, even a count the
// sweep (1, 2, 4, 8) does not try.
TEST(Ranking, OverCapacityIsFlaggedAndReplacedByEnoughGpus) {
    const Catalog c = objectiveCatalog();
    Scenario s = loraScenario();
    s.constraints.max_gpus = 8;
    const ModelSpec m = resolveModel(c, s);
    s.constraints.objective = Objective::Cheapest;
    const auto once = recommend(c, m, s, 1.0);
    const Candidate* one = find(once, "slow", 1);
    ASSERT_NE(one, nullptr);
    EXPECT_FALSE(one->over_capacity);
    // 2.2 times what one "slow" GPU can do in a month: 1 and 2 GPUs cannot, 3 can.
    const double jobs = 2.2 * 744.0 / one->job_hours;
    s.constraints.top_k = 100;
    const auto r = recommend(c, m, s, jobs);
    const Candidate* c1 = find(r, "slow", 1);
    const Candidate* c2 = find(r, "slow", 2);
    const Candidate* c3 = find(r, "slow", 3);
    ASSERT_TRUE(c1 && c2 && c3);
    EXPECT_TRUE(c1->over_capacity);
    EXPECT_NEAR(c1->hours_per_month, 2.2 * 744.0, 1e-6);
    EXPECT_TRUE(c2->over_capacity);
    EXPECT_GT(c2->hours_per_month, 744.0);
    EXPECT_FALSE(c3->over_capacity);
    EXPECT_LE(c3->hours_per_month, 744.0);
    EXPECT_EQ(c1->replacement_count, 3u);
    EXPECT_EQ(c2->replacement_count, 3u);
    EXPECT_EQ(c3->replaces_count, 2u);
    EXPECT_EQ(c1->reason_head.id, MessageId::RankOverCapacity);
    // Every option that can do the work comes before every one that cannot.
    bool seen_over = false;
    for (const Candidate& cd : r.ranked) {
        if (cd.over_capacity)
            seen_over = true;
        else
            EXPECT_FALSE(seen_over) << cd.gpu << " x" << cd.count;
    }
    EXPECT_FALSE(r.ranked.front().over_capacity);
    // The pareto front holds only options that can do the work.
    for (const Candidate& cd : r.pareto)
        EXPECT_FALSE(cd.over_capacity);
    // The command line's JSON says it.
    const auto j = toJson(r);
    bool flagged = false;
    for (const auto& cd : j.at("ranked"))
        if (cd.at("gpu") == "slow" && cd.at("count") == 1) {
            flagged = cd.at("over_capacity").get<bool>();
            EXPECT_EQ(cd.at("replacement_count"), 3);
        }
    EXPECT_TRUE(flagged);
}

// Renting N GPUs uses an offer of N GPUs, or the per-GPU rate of an offer whose provider rents
// GPUs singly; an 8-GPU bundle is not sliced into 1-GPU rentals. The Vast.ai RTX 4090 rows of
// database/seed/cloud_offers.csv (skypilot-catalog vast/vms.csv @ 01b8cdda): 1x at 0.40 USD an
// hour, 8x at 2.77 USD (0.346 per GPU), here in EUR for exact figures.
TEST(Ranking, RentUsesOffersOfTheCount) {
    Catalog c = test::referenceCatalog();
    c.offers = {{"vast-1x",
                 "Vast.ai",
                 "rtx-4090",
                 1,
                 0.40,
                 "EUR",
                 "on-demand",
                 "DE",
                 "",
                 "1x",
                 "test",
                 "",
                 false,
                 {},
                 {},
                 {},
                 ""},
                {"vast-8x",
                 "Vast.ai",
                 "rtx-4090",
                 8,
                 2.77,
                 "EUR",
                 "on-demand",
                 "US",
                 "",
                 "8x",
                 "test",
                 "",
                 false,
                 {},
                 {},
                 {},
                 ""}};
    Scenario s;
    s.gpu_id = "rtx-4090";
    s.host_cost = 0.0; // the GPU alone: its buy side needs no system here
    const GpuSpec& g = *c.findGpu("rtx-4090");
    const auto one = rentPrice(c, s, g, 1);
    ASSERT_TRUE(one);
    EXPECT_EQ(one->offer_id, "vast-1x");
    EXPECT_DOUBLE_EQ(one->per_gpu_hour, 0.40);
    EXPECT_EQ(rentPrice(c, s, g, 8)->offer_id, "vast-8x");
    EXPECT_FALSE(rentPrice(c, s, g, 2)); // no 2-GPU offer, and neither offer splits
    // The buy-vs-rent comparison of one RTX 4090 uses the 1-GPU offer, and lists only offers of 1.
    s.workload.task = Task::LoRA;
    const PlanResults r = plan(c, s, PlanOptions{false, false});
    ASSERT_TRUE(r.buy_rent.selected);
    EXPECT_EQ(r.buy_rent.selected->offer_id, "vast-1x");
    EXPECT_DOUBLE_EQ(r.buy_rent.selected->rate_per_hour, 0.40);
    ASSERT_EQ(r.buy_rent.offers.size(), 1u);

    // A provider that rents GPUs singly: its per-GPU rate serves any count.
    c.offers[1].split = true;
    const auto split = rentPrice(c, s, g, 1);
    EXPECT_EQ(split->offer_id, "vast-8x");
    EXPECT_NEAR(split->per_gpu_hour, 2.77 / 8, 1e-12);
    EXPECT_EQ(rentPrice(c, s, g, 2)->offer_id, "vast-8x");

    // The recommendation names the offer each rented option uses.
    c.offers[1].split = false;
    s.constraints.mode = PurchaseMode::Rent;
    s.constraints.top_k = 100;
    const auto rec = recommend(c, resolveModel(c, s), s, 1.0);
    bool named = false;
    for (const Candidate& cd : rec.ranked) {
        if (cd.gpu != "rtx-4090")
            continue;
        EXPECT_TRUE(cd.count == 1 || cd.count == 8) << cd.count;
        EXPECT_EQ(cd.offer_id, cd.count == 1 ? "vast-1x" : "vast-8x");
        EXPECT_EQ(cd.offer_gpus, cd.count);
        named |= englishReason(cd).find("offer Vast.ai 1x on-demand (1 GPU)") != std::string::npos;
    }
    EXPECT_TRUE(named);
}

// Prices older than 12 months before today are flagged; today is given (here 2025-10-02).
TEST(Ranking, PriceDatesAndStaleness) {
    EXPECT_FALSE(priceIsStale("2024-10-01", "2025-10-01")); // exactly 12 months
    EXPECT_TRUE(priceIsStale("2024-10-01", "2025-10-02"));
    EXPECT_TRUE(priceIsStale("2024-10-01", "2026-01-01"));
    EXPECT_FALSE(priceIsStale("2025-06-30", "2025-10-02"));
    EXPECT_FALSE(priceIsStale("", "2025-10-02")); // undated: not flagged as old, said undated
    EXPECT_FALSE(priceIsStale("soon", "2025-10-02"));
    EXPECT_EQ(priceDateNote("2024-10-01", "2025-10-02").english(), "price of 2024-10-01, over 12 months old");
    EXPECT_EQ(priceDateNote("2025-06-30", "2025-10-02").english(), "price of 2025-06-30");
    EXPECT_EQ(priceDateNote("", "2025-10-02").english(), "undated price");
    EXPECT_EQ(todayIso().size(), 10u);
    // The threshold is the user's (issue 37 item 6), and the note names it.
    EXPECT_TRUE(priceIsStale("2025-06-30", "2025-10-02", 3));
    EXPECT_FALSE(priceIsStale("2024-10-01", "2025-10-02", 120));
    EXPECT_EQ(priceDateNote("2025-06-30", "2025-10-02", 3).english(),
              "price of 2025-06-30, over 3 months old");
    EXPECT_EQ(priceDateNote("2024-10-01", "2025-10-02", 120).english(), "price of 2024-10-01");
    // One month is said in the singular, not "over 1 months old" (the pattern's plural form).
    EXPECT_EQ(priceDateNote("2025-06-30", "2025-10-02", 1).english(),
              "price of 2025-06-30, over 1 month old");
    const Message stale = priceDateNote("2024-10-01", "2025-10-02", 6);
    EXPECT_EQ(stale.id, MessageId::PriceOfDateStale);
    ASSERT_EQ(stale.args.size(), 2u);
    EXPECT_EQ(stale.args[1].number, 6.0); // a number, written the user's way by app/text

    // Each candidate carries the date of its catalog price.
    const auto r = rank(objectiveCatalog(), loraScenario(), Objective::Fastest);
    EXPECT_EQ(r.ranked[0].gpu, "fast");
    EXPECT_EQ(r.ranked[0].price_date, "2024-10-01");
    EXPECT_EQ(priceDateNote(r.ranked[0].price_date, "2026-12-01").english(),
              "price of 2024-10-01, over 12 months old");
}

// plan() recommends at the plan's jobs a month and the scenario's hours of use, as the window's
// worker (recommendationUsage) and the command line do.
TEST(Ranking, PlanRecommendsAtTheScenariosUsage) {
    const Catalog c = objectiveCatalog();
    Scenario s = loraScenario();
    s.hours_per_month = 100;
    s.constraints.objective = Objective::Value;
    const PlanResults r = plan(c, s);
    ASSERT_TRUE(r.throughput_selected && r.throughput_selected->job_hours);
    const RecommendUsage u = recommendationUsage(s, r);
    EXPECT_NEAR(u.jobs_per_month, 100.0 / *r.throughput_selected->job_hours, 1e-9);
    EXPECT_DOUBLE_EQ(u.hours_per_month, 100.0);
    const auto direct = recommend(c, r.model, s, u.jobs_per_month, u.hours_per_month);
    ASSERT_EQ(direct.ranked.size(), r.recommendation.ranked.size());
    for (std::size_t i = 0; i < direct.ranked.size(); ++i) {
        EXPECT_EQ(direct.ranked[i].gpu, r.recommendation.ranked[i].gpu);
        EXPECT_DOUBLE_EQ(direct.ranked[i].total_cost, r.recommendation.ranked[i].total_cost);
    }
    EXPECT_EQ(r.recommendation.ranked[0].gpu, "mid");
}
