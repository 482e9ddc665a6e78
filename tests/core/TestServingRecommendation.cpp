// The recommendation under the serving objective: the serving search's ranking presented as the
// recommendation's candidates (what Recommend, `recommend` and the report show).
#include "core/base/Error.h"
#include "core/cost/Pricing.h"
#include "core/cost/SystemPricing.h"
#include "core/plan/Recommender.h"
#include "core/plan/ServingSizing.h"
#include "fixtures/TestCatalog.h"
#include "fixtures/TestData.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace gpuplan;
using namespace gpuplan::test;

namespace {

// servingTestScenario() (TestCatalog.h) with the serving objective chosen.
Scenario servingScenario() {
    Scenario s = servingTestScenario();
    s.constraints.objective = Objective::Serving;
    return s;
}

} // namespace

// The first candidate is the serving search's best: the cheapest option that meets the targets,
// with the speed and the cost each user and the buyer see; every candidate carries its serving
// figures, those that meet the targets come first, cheapest a month first.
TEST(ServingRecommendation, TheFirstCandidateIsTheCheapestThatServesTheTrafficAtTheTargets) {
    const Catalog c = servingCatalog();
    const Scenario s = servingScenario();
    const ModelSpec m = c.findModel("llama-3.1-8b")->spec;
    const Recommendation r = recommend(c, m, s, 1.0);
    const ServingSizing sizing = sizeServing(c, m, s);
    ASSERT_TRUE(sizing.best.has_value());
    ASSERT_FALSE(r.ranked.empty());
    EXPECT_EQ(r.objective, Objective::Serving);
    EXPECT_EQ(r.evaluated, sizing.evaluated);
    // `fitting` counts every option that meets the targets, not only those listed: the simulated
    // ones and, beyond them, those the analytic screen passes. With every option simulated (a list
    // long enough for all), the count is the simulator's alone.
    EXPECT_EQ(r.fitting, sizing.meeting);
    EXPECT_GT(r.fitting, r.ranked.size()); // more meet them than the ten listed
    ServingSearch all;
    all.top_k = 100000;
    const ServingSizing whole = sizeServing(c, m, s, all);
    const auto meeting = std::count_if(whole.options.begin(), whole.options.end(),
                                       [](const ServingOption& o) { return o.meets; });
    EXPECT_EQ(whole.meeting, static_cast<std::size_t>(meeting));
    EXPECT_GT(whole.meeting, r.ranked.size());
    const Candidate& first = r.ranked.front();
    ASSERT_TRUE(first.serving.has_value());
    EXPECT_TRUE(first.serving->meets);
    EXPECT_EQ(first.gpu, sizing.best->gpu);
    EXPECT_EQ(first.count, sizing.best->gpus());
    EXPECT_EQ(first.mode, sizing.best->mode);
    EXPECT_EQ(first.serving->tp, sizing.best->tp);
    EXPECT_DOUBLE_EQ(first.serving->monthly_cost, sizing.best->monthly_cost);
    EXPECT_DOUBLE_EQ(first.total_cost, sizing.best->monthly_cost * 36);
    EXPECT_LE(first.serving->ttft_p95_s, 2.0);
    EXPECT_GE(first.serving->tokens_per_s_per_user, 20.0); // 50 ms per token
    EXPECT_EQ(first.reason_head.id, MessageId::RankFirstServing);
    bool met = true;
    double last = 0;
    for (const Candidate& cd : r.ranked) {
        ASSERT_TRUE(cd.serving.has_value()) << cd.gpu;
        EXPECT_FALSE(!met && cd.serving->meets) << cd.gpu << ": an option that meets after one that misses";
        if (cd.serving->meets && met) {
            EXPECT_GE(cd.serving->monthly_cost, last) << cd.gpu;
            last = cd.serving->monthly_cost;
        }
        met = cd.serving->meets;
    }
    EXPECT_FALSE(r.pareto.empty());
}

// Nothing meets the targets (a first token within 1 ms): the list still ranks, the first says so
// and each candidate names the target it misses.
TEST(ServingRecommendation, WhenNothingMeetsTheTargetsTheFirstSaysSo) {
    const Catalog c = servingCatalog();
    Scenario s = servingScenario();
    s.serving.ttft_p95_ms = 1;
    const Recommendation r = recommend(c, c.findModel("llama-3.1-8b")->spec, s, 1.0);
    ASSERT_FALSE(r.ranked.empty());
    EXPECT_EQ(r.ranked.front().reason_head.id, MessageId::RankFirstServingMisses);
    for (const Candidate& cd : r.ranked) {
        EXPECT_FALSE(cd.serving->meets);
        EXPECT_FALSE(cd.serving->misses.empty());
    }
}

// Training is not served: the serving objective on a fine-tuning scenario is refused, naming the
// field and the task.
TEST(ServingRecommendation, ATrainingWorkloadIsRefusedWithAClearMessage) {
    const Catalog c = servingCatalog();
    Scenario s = servingScenario();
    s.workload.task = Task::LoRA;
    try {
        recommend(c, c.findModel("llama-3.1-8b")->spec, s, 1.0);
        FAIL() << "no error";
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find("/constraints/objective"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("must be inference, not lora"), std::string::npos) << e.what();
    }
}

// Automatic: a served model (users or a request rate) ranks by serving; without a traffic, or for
// training, the constraints' default (cheapest, or fastest within a budget); a chosen objective wins.
TEST(ServingRecommendation, AScenarioServingUsersRanksByServingUnlessAnotherObjectiveIsChosen) {
    Scenario s = servingScenario();
    s.constraints.objective.reset();
    EXPECT_EQ(s.effectiveObjective(), Objective::Serving);
    s.serving.requests_per_s.reset();
    EXPECT_EQ(s.effectiveObjective(), Objective::Cheapest);
    s.serving.users = 50;
    EXPECT_EQ(s.effectiveObjective(), Objective::Serving);
    s.workload.task = Task::LoRA;
    EXPECT_EQ(s.effectiveObjective(), Objective::Cheapest);
    s.workload.task = Task::Inference;
    s.constraints.objective = Objective::Value;
    EXPECT_EQ(s.effectiveObjective(), Objective::Value);
}

// The objective is read and written by name, and an unknown one is refused with the valid names.
TEST(ServingRecommendation, TheObjectiveHasAName) {
    EXPECT_EQ(objectiveId(Objective::Serving), "serving");
    EXPECT_EQ(parseObjective("serving"), Objective::Serving);
    EXPECT_EQ(objectiveNames(), "cheapest, fastest, value, serving");
}

// A GPU sold only in systems and bought without one is priced as its share of a system: the
// candidate says so, so that a buyer does not read one H200's share as the price of a server.
TEST(ServingRecommendation, AGpuSoldOnlyInSystemsSaysItsPriceIsAShare) {
    Catalog c = servingCatalog();
    for (GpuSpec& g : c.gpus)
        if (g.id == "h100-sxm")
            g.sold_only_in_systems = true;
    Scenario s = servingScenario();
    s.host_cost.reset(); // no system price: the catalog's (it has none)
    s.constraints.mode = PurchaseMode::Buy;
    s.constraints.top_k = 1000;
    const Recommendation r = recommend(c, c.findModel("llama-3.1-8b")->spec, s, 1.0);
    bool seen = false;
    for (const Candidate& cd : r.ranked) {
        if (cd.gpu != "h100-sxm")
            continue;
        seen = true;
        EXPECT_TRUE(std::any_of(cd.reason_details.begin(), cd.reason_details.end(), [](const Message& m) {
            return m.id == MessageId::PriceIsSystemShare;
        })) << englishReason(cd);
    }
    EXPECT_TRUE(seen);
}

// A candidate is priced as the recommendation prices any other: a rented one names the offer as
// core/cost/Pricing labels it (provider, instance, pricing) with its GPUs and date; a bought one the
// date of its price row and its systems as core/cost/SystemPricing has them.
TEST(ServingRecommendation, CandidatesNameTheirPriceAsThePricingDoes) {
    const Catalog c = servingCatalog();
    Scenario s = servingScenario();
    s.constraints.top_k = 1000;
    const Recommendation r = recommend(c, c.findModel("llama-3.1-8b")->spec, s, 1.0);
    bool rented = false, bought = false;
    for (const Candidate& cd : r.ranked) {
        const GpuSpec& g = *c.findGpu(cd.gpu);
        if (cd.mode == PurchaseMode::Rent) {
            // Each replica is a machine of its own: the offer rents TP GPUs (issue 37, item 5).
            ASSERT_TRUE(cd.serving.has_value());
            const auto rp = rentPrice(c, s, g, cd.serving->tp);
            ASSERT_TRUE(rp.has_value()) << cd.gpu;
            EXPECT_EQ(cd.offer_label, rp->label);
            EXPECT_EQ(cd.offer_gpus, rp->offer_gpus);
            EXPECT_EQ(cd.price_date, rp->date);
            rented = true;
        } else {
            const BuyPrice bp = buyPrice(c, s, g, cd.count);
            EXPECT_EQ(cd.price_date, bp.gpu_price_date) << cd.gpu;
            EXPECT_EQ(cd.systems, bp.systems);
            EXPECT_DOUBLE_EQ(cd.system_cost, bp.system_cost);
            EXPECT_DOUBLE_EQ(cd.upfront_cost, bp.total());
            bought = true;
        }
    }
    EXPECT_TRUE(rented);
    EXPECT_TRUE(bought);
}
