// A baseboard kit (8 accelerators on a board: no CPUs, memory or chassis) buys its host too, so
// that it ranks against whole servers like for like; without a host in the catalog the option
// says the host is left out (issue 37 item 1). Prices of database/seed/systems.csv: Intel's Gaudi 2
// kit at 65,000 USD (Computex 2024); the host, 32,010 USD: SemiAnalysis's DGX H100 bill of
// materials less its GPU board (May 2023, via Epoch AI's training-cost-trends).
#include "fixtures/TestCatalog.h"

#include "core/cost/SystemPricing.h"
#include "core/plan/PlanJson.h"
#include "core/plan/Planner.h"
#include "core/plan/Recommender.h"

#include <gtest/gtest.h>

using namespace gpuplan;
using gpuplan::test::system;

namespace {

constexpr double kUsdPerEur = 1.08; // the test catalog's rate

// The test catalog with the MI300X sold only on OAM boards: a baseboard kit at 65,000 USD, the
// OAM host at 32,010 USD.
Catalog kitCatalog(bool with_host) {
    Catalog c = test::referenceCatalog();
    for (auto& g : c.gpus)
        if (g.id == "mi300x") {
            g.form_factor = "oam";
            g.sold_only_in_systems = true;
        }
    c.systems.push_back(system("oam-kit-8", "baseboard", 8, "oam", "mi300x", 8, 65000, "USD", "2024-06-04"));
    if (with_host) {
        System host =
            system("oam-host-8gpu-estimate", "server", 8, "oam", "", {}, 32010, "USD", "2023-05-01");
        host.name = "Host server for an 8-GPU OAM baseboard (estimate)";
        c.systems.push_back(host);
    }
    return c;
}

Scenario euros() {
    Scenario s;
    s.currency = "EUR";
    s.gpu_id = "mi300x";
    return s;
}

} // namespace

// 8 GPUs on one kit: 65,000 + 32,010 = 97,010 USD = 89,824.07 EUR at 1.08, the host's share
// 32,010 / 1.08 = 29,638.89 EUR, said in the notes.
TEST(BaseboardHost, AKitBuysItsHost) {
    const Catalog c = kitCatalog(true);
    const BuyPrice p = buyPrice(c, euros(), *c.findGpu("mi300x"), 8);
    ASSERT_TRUE(p.available);
    EXPECT_EQ(p.system_id, "oam-kit-8");
    EXPECT_EQ(p.host_id, "oam-host-8gpu-estimate");
    EXPECT_EQ(p.systems, 1u);
    EXPECT_NEAR(p.host_cost, 32010 / kUsdPerEur, 1e-6);
    EXPECT_NEAR(p.system_cost, 97010 / kUsdPerEur, 1e-6);
    EXPECT_NEAR(p.total(), 89824.074, 1e-3);
    EXPECT_FALSE(p.host_missing);
    ASSERT_EQ(p.notes.size(), 1u);
    EXPECT_EQ(
        p.notes[0].english(),
        "with 1 x Host server for an 8-GPU OAM baseboard (estimate) as host (29639 EUR each): a baseboard "
        "has no CPUs, memory or chassis, so its host is priced to compare with whole servers");
    // 9 GPUs: two kits, two hosts: 2 x 97,010 USD.
    const BuyPrice nine = buyPrice(c, euros(), *c.findGpu("mi300x"), 9);
    EXPECT_EQ(nine.systems, 2u);
    EXPECT_NEAR(nine.system_cost, 2 * 97010 / kUsdPerEur, 1e-6);
}

// Without a host in the catalog the kit's price stands alone, and the option says so.
TEST(BaseboardHost, AKitWithoutAHostSaysSo) {
    const Catalog c = kitCatalog(false);
    const BuyPrice p = buyPrice(c, euros(), *c.findGpu("mi300x"), 8);
    ASSERT_TRUE(p.available);
    EXPECT_TRUE(p.host_missing);
    EXPECT_EQ(p.host_id, "");
    EXPECT_NEAR(p.system_cost, 65000 / kUsdPerEur, 1e-6);
    ASSERT_EQ(p.notes.size(), 1u);
    EXPECT_EQ(p.notes[0].id, MessageId::BaseboardWithoutHost);
    EXPECT_NE(p.notes[0].english().find("oam-kit-8 is a baseboard without its host"), std::string::npos);
}

// Like with like: a whole server with the same 8 GPUs at 90,000 USD is dearer than the kit alone
// (65,000) but cheaper than the kit and its host (97,010): buying now chooses the server.
TEST(BaseboardHost, AKitAndItsHostCompareWithAWholeServer) {
    Catalog c = kitCatalog(false);
    c.systems.push_back(system("oam-server-8", "server", 8, "oam", "mi300x", 8, 90000, "USD", "2025-01-01"));
    EXPECT_EQ(buyPrice(c, euros(), *c.findGpu("mi300x"), 8).system_id, "oam-kit-8"); // host left out
    c = kitCatalog(true);
    c.systems.push_back(system("oam-server-8", "server", 8, "oam", "mi300x", 8, 90000, "USD", "2025-01-01"));
    const BuyPrice p = buyPrice(c, euros(), *c.findGpu("mi300x"), 8);
    EXPECT_EQ(p.system_id, "oam-server-8");
    EXPECT_EQ(p.host_id, "");
    EXPECT_NEAR(p.system_cost, 90000 / kUsdPerEur, 1e-6);
}

// A host of baseboards is not a home for loose modules: a scenario's own price of one MI300X
// buys the module's price, not the module in the host.
TEST(BaseboardHost, LooseModulesDoNotGoInAHost) {
    const Catalog c = kitCatalog(true);
    Scenario s = euros();
    s.gpu_price = 15000;
    const BuyPrice p = buyPrice(c, s, *c.findGpu("mi300x"), 1);
    ASSERT_TRUE(p.available);
    EXPECT_NE(p.system_id, "oam-host-8gpu-estimate");
    EXPECT_DOUBLE_EQ(p.system_cost, 0.0);
}

// The recommendation's bought kit carries its host, in its reason and its JSON.
TEST(BaseboardHost, TheRecommendationNamesTheHost) {
    const Catalog c = kitCatalog(true);
    Scenario s = euros();
    s.workload.task = Task::Inference;
    s.constraints.mode = PurchaseMode::Buy;
    s.constraints.top_k = 100;
    const Recommendation rec = recommend(c, resolveModel(c, s), s, 1.0);
    bool seen = false;
    for (const Candidate& cd : rec.ranked) {
        if (cd.gpu != "mi300x" || cd.count != 8)
            continue;
        seen = true;
        EXPECT_EQ(cd.host_system, "oam-host-8gpu-estimate");
        EXPECT_NEAR(cd.host_cost, 32010 / kUsdPerEur, 1e-6);
        EXPECT_NEAR(cd.upfront_cost, 97010 / kUsdPerEur, 1e-6);
        EXPECT_NE(englishReason(cd).find("as host (29639 EUR each)"), std::string::npos) << englishReason(cd);
        EXPECT_EQ(toJson(cd).at("host_system"), "oam-host-8gpu-estimate");
    }
    EXPECT_TRUE(seen);
}
