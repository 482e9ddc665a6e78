// Sizing a served model: the search against targets, its Pareto front and hints, the cost per
// million tokens and the break-even against an API.
#include "core/cost/ServingCost.h"
#include "core/plan/ServingSizing.h"
#include "fixtures/TestCatalog.h"
#include "fixtures/TestData.h"

#include <gtest/gtest.h>

using namespace gpuplan;
using namespace gpuplan::test;

namespace {

Scenario servingScenario() {
    return servingTestScenario();
}

const std::vector<std::string> kGpus = {"rtx-4090", "h100-sxm", "mi300x", "l40s"};

} // namespace

// An option that meets the targets, and none cheaper that does: every GPU x precision x KV
// precision x TP x replicas up to 8 GPUs, bought and rented, evaluated one by one.
TEST(ServingSizing, TheCheapestOptionMeetingTheTargetsIsFirstAndNoneCheaperMeetsThem) {
    const Catalog c = servingCatalog();
    const Scenario s = servingScenario();
    const ModelSpec m = c.findModel("llama-3.1-8b")->spec;
    ServingSearch search;
    search.gpu_ids = kGpus;
    search.top_k = 10000;
    const ServingSizing r = sizeServing(c, m, s, search);
    ASSERT_TRUE(r.best.has_value());
    EXPECT_TRUE(r.best->meets);
    EXPECT_TRUE(r.best->priced);
    EXPECT_LE(r.best->load.ttft_p95_s, 2.0);
    EXPECT_LE(r.best->load.tpot_p50_s, 0.050);
    EXPECT_TRUE(r.best->load.stable);
    EXPECT_EQ(r.options.front().gpu, r.best->gpu);
    std::size_t met = 0;
    for (const std::string& id : kGpus) {
        const GpuSpec& g = *c.findGpu(id);
        std::vector<Precision> precisions = {Precision::BF16, Precision::AWQ_INT4};
        if (g.fp8_tensor_flops)
            precisions.push_back(Precision::FP8);
        for (Precision p : precisions)
            for (Precision kv : {Precision::FP16, Precision::FP8})
                for (std::uint32_t tp = 1; tp <= 8; tp *= 2)
                    for (std::uint32_t replicas = 1; tp * replicas <= 8; ++replicas)
                        for (PurchaseMode mode : {PurchaseMode::Buy, PurchaseMode::Rent}) {
                            const ServingOption o = evaluateServing(c, m, s, g, p, kv, tp, replicas, mode);
                            if (!o.meets || !o.priced)
                                continue;
                            ++met;
                            EXPECT_GE(o.monthly_cost, r.best->monthly_cost - 1e-6)
                                << id << " " << precisionInfo(p).id << " tp" << tp << " x" << replicas;
                        }
    }
    EXPECT_GT(met, 3u);
    // Options are ordered: those that meet the targets first, cheapest first.
    for (std::size_t i = 1; i < r.options.size(); ++i) {
        if (r.options[i].meets == r.options[i - 1].meets)
            EXPECT_LE(r.options[i - 1].monthly_cost, r.options[i].monthly_cost);
        else
            EXPECT_TRUE(r.options[i - 1].meets);
    }
    // The L40S has no price and no offer in the test catalog: never listed.
    for (const auto& o : r.options)
        EXPECT_NE(o.gpu, "l40s");
}

TEST(ServingSizing, TheParetoFrontTradesCostForLatency) {
    const Catalog c = servingCatalog();
    ServingSearch search;
    search.gpu_ids = kGpus;
    const ServingSizing r = sizeServing(c, c.findModel("llama-3.1-8b")->spec, servingScenario(), search);
    ASSERT_GE(r.pareto.size(), 2u);
    for (std::size_t i = 1; i < r.pareto.size(); ++i) {
        EXPECT_GE(r.pareto[i].monthly_cost, r.pareto[i - 1].monthly_cost);
        EXPECT_LT(r.pareto[i].load.ttft_p95_s, r.pareto[i - 1].load.ttft_p95_s);
    }
}

TEST(ServingSizing, WhenNothingMeetsTheTargetsItSaysWhatWould) {
    const Catalog c = servingCatalog();
    const ModelSpec m = c.findModel("llama-3.1-8b")->spec;
    ServingSearch search;
    search.gpu_ids = kGpus;
    // A first token in 1 ms: no GPU prefills 1,000 tokens that fast.
    Scenario s = servingScenario();
    s.serving.ttft_p95_ms = 1;
    ServingSizing r = sizeServing(c, m, s, search);
    EXPECT_FALSE(r.best.has_value());
    auto has = [&](MessageId id) {
        return std::any_of(r.hints.begin(), r.hints.end(), [&](const Message& h) { return h.id == id; });
    };
    EXPECT_TRUE(has(MessageId::ServingHintShorterPrompts));
    EXPECT_TRUE(has(MessageId::ServingHintFasterGpu));
    // 2,000 requests/s on at most 2 GPUs: more replicas would.
    s = servingScenario();
    s.serving.requests_per_s = 2000;
    s.constraints.max_gpus = 2;
    r = sizeServing(c, m, s, search);
    EXPECT_FALSE(r.best.has_value());
    EXPECT_TRUE(has(MessageId::ServingHintReplicas));
    // Llama-2-70B in bf16 on one RTX 4090 at most: it fits nowhere.
    s = servingScenario();
    s.constraints.max_gpus = 1;
    search.gpu_ids = {"rtx-4090"};
    search.precisions = {Precision::BF16};
    r = sizeServing(c, c.findModel("llama-2-70b")->spec, s, search);
    EXPECT_TRUE(has(MessageId::ServingHintNoFit));
}

// A month bought, by hand: a 20,000 EUR GPU over 36 months less its 20 % resale: (20,000 - 4,000)
// / 36 = 444.44 EUR; 700 W for 744 h at 0.25 EUR/kWh = 130.20 EUR; F = 574.64 EUR. At 1,000 tokens/s
// for 744 h: 2,678,400,000 tokens, 0.21455 EUR per million. With 30 % of the GPU time on prefill:
// input 574.64 x 0.3 / (0.8 x 2,678.4 M) = 0.08045 EUR/M, output 574.64 x 0.7 / 535.68 M = 0.75093.
// An API at 0.50 in / 1.50 out per million with 80 % input tokens: a = 0.70 EUR/M; self-hosting wins
// above V* = 574.64 / 0.70e-6 = 820.9 million tokens a month.
TEST(ServingCost, CostPerMillionAndBreakEvenByHand) {
    BuyCosts b;
    b.gpu_price_each = 20000;
    b.gpu_count = 1;
    b.gpu_power_w = 700;
    b.power_fraction = 1.0;
    b.electricity_per_kwh = 0.25;
    b.resale_fraction = 0.2;
    const ServingMonthlyCost m = boughtMonthlyCost(b, 36, 744, 1000, 2000, 0.8);
    EXPECT_NEAR(m.total(), 16000.0 / 36.0 + 130.2, 1e-9);
    EXPECT_NEAR(m.tokens, 2'678'400'000.0, 1e-3);
    const CostPerMillion per = costPerMillion(m, 0.3);
    EXPECT_NEAR(per.blended, 574.6444444 / 2678.4, 1e-7);
    EXPECT_NEAR(per.input, 574.6444444 * 0.3 / (0.8 * 2678.4), 1e-7);
    EXPECT_NEAR(per.output, 574.6444444 * 0.7 / (0.2 * 2678.4), 1e-7);
    ApiPrice api;
    api.input_per_million = 0.5;
    api.output_per_million = 1.5;
    const double a = apiPricePerToken(api, 0.8);
    EXPECT_NEAR(a * 1e6, 0.70, 1e-12);
    const auto v = breakevenTokensPerMonth(m, a);
    ASSERT_TRUE(v.has_value());
    EXPECT_NEAR(*v, 574.6444444 / 0.70e-6, 1.0); // 820.9 M tokens
    EXPECT_LT(*v, m.capacity_tokens);            // 2,000 tokens/s serve 5.36 G tokens in 744 h
    // Rented: 2.00 an hour for 744 h = 1,488 a month.
    const ServingMonthlyCost rent = rentedMonthlyCost(2.0, 744, 1000, 2000, 0.8);
    EXPECT_NEAR(rent.total(), 1488.0, 1e-9);
    EXPECT_NEAR(*breakevenTokensPerMonth(rent, a), 1488.0 / 0.70e-6, 1.0);
    EXPECT_FALSE(breakevenTokensPerMonth(rent, 0.0).has_value());
}

// The catalog's API prices for the model, in the scenario's currency: the test rows in USD at
// 1.08 USD per EUR (0.10 USD = 0.0926 EUR), cheapest first; an unknown /serving/api is named.
TEST(ServingCost, ApiPricesOfTheModelConvertedAndSorted) {
    const Catalog c = servingCatalog();
    Scenario s = servingScenario();
    ServingMonthlyCost month;
    month.fixed = 1000;
    month.tokens = 1e9;
    month.input_tokens = 0.8e9;
    month.output_tokens = 0.2e9;
    month.capacity_tokens = 2e9;
    const auto apis = compareApis(c, s, "llama-3.1-8b", month);
    ASSERT_EQ(apis.size(), 2u); // not the row of another model
    EXPECT_EQ(apis[0].id, "test-api-cheap");
    EXPECT_NEAR(apis[0].per_million.input, 0.10 / 1.08, 1e-12);
    // Blended at 80 % input: (0.8 x 0.10 + 0.2 x 0.20) / 1.08 = 0.1111 EUR/M; V* = 1,000 / 0.1111e-6.
    EXPECT_NEAR(apis[0].per_million.blended, 0.12 / 1.08, 1e-12);
    EXPECT_NEAR(*apis[0].breakeven_tokens_per_month, 1000.0 / (0.12 / 1.08 * 1e-6), 1e-3);
    EXPECT_FALSE(apis[0].breakeven_within_capacity); // 9.0 G tokens > 2 G
    EXPECT_TRUE(apis[1].breakeven_within_capacity);  // (0.8 x 3 + 0.2 x 15) / 1.08 = 5 EUR/M: 200 M
    s.serving.api_id = "test-api-dear";
    EXPECT_EQ(compareApis(c, s, "llama-3.1-8b", month).size(), 1u);
    s.serving.api_id = "nobody";
    EXPECT_EQ(errorOf([&] { compareApis(c, s, "llama-3.1-8b", month); }),
              "scenario: /serving/api 'nobody' is not in the catalog");
}

// Bought GPUs that one system cannot hold together: a tensor-parallel replica over two single-slot
// desktops all-reduces over their network, 10 Gigabit Ethernet assumed (no adapter is in their
// price), not over PCIe inside one box; the option says so, and its first token comes later than
// in a two-slot workstation. Renting keeps the provider's node.
TEST(ServingSizing, ATensorParallelReplicaOverTwoSystemsCrossesTheirNetwork) {
    Catalog c = servingCatalog();
    // interconnects.csv: 10 GbE, 1.25 GB/s a direction, efficiency 0.80.
    c.interconnects.push_back(link("eth-10gbe", "10 Gigabit Ethernet", "Ethernet", 1.25, 2.5, 0.8));
    auto box = [](const char* id, const char* kind, std::uint32_t slots) {
        System x = system(id, kind, slots, "pcie", "", {}, 1000, "EUR", "2026-01-01");
        x.psu_w = 3000; // powers whatever it holds
        return x;
    };
    Scenario s = servingScenario();
    s.host_cost.reset(); // the catalog's systems
    s.serving.requests_per_s.reset();
    s.serving.users = 1;
    const ModelSpec m = c.findModel("llama-3.1-8b")->spec;
    const GpuSpec& g = *c.findGpu("rtx-4090");

    c.systems = {box("desktop-1", "desktop", 1)};
    const ServingOption apart =
        evaluateServing(c, m, s, g, Precision::BF16, Precision::FP16, 2, 1, PurchaseMode::Buy);
    ASSERT_TRUE(apart.priced);
    EXPECT_EQ(apart.systems, 2u);
    std::vector<std::string> said;
    for (const Message& n : apart.price_notes)
        if (n.id == MessageId::ReasonSplitOverSystemsAssumed)
            said.push_back(n.english());
    EXPECT_EQ(said, std::vector<std::string>{"the GPUs split 1 per system, the systems linked by 10 Gigabit "
                                             "Ethernet (assumed: the catalog does not say how they are "
                                             "networked)"});

    c.systems = {box("workstation-2", "workstation", 2)};
    const ServingOption together =
        evaluateServing(c, m, s, g, Precision::BF16, Precision::FP16, 2, 1, PurchaseMode::Buy);
    ASSERT_TRUE(together.priced);
    EXPECT_EQ(together.systems, 1u);
    for (const Message& n : together.price_notes)
        EXPECT_NE(n.id, MessageId::ReasonSplitOverSystemsAssumed);
    // Two all-reduces a layer of the prompt's 1,000 x 4,096 x 2 B (8.2 MB), 64 for the 32 layers: at
    // 0.75 x 1.25 GB/s about half a second over 10 GbE, at 0.75 x 31.5 GB/s about 22 ms over PCIe 4.0.
    EXPECT_GT(apart.load.ttft_p95_s, together.load.ttft_p95_s + 0.05);
    EXPECT_GT(apart.load.tpot_p50_s, together.load.tpot_p50_s);

    // The search makes the same choice: its bought TP-2 options on the desktops say so.
    c.systems = {box("desktop-1", "desktop", 1)};
    ServingSearch search;
    search.gpu_ids = {"rtx-4090"};
    search.precisions = {Precision::BF16};
    search.kv_precisions = {Precision::FP16};
    search.top_k = 1000;
    const ServingSizing r = sizeServing(c, m, s, search);
    bool seen = false;
    for (const ServingOption& o : r.options)
        if (o.mode == PurchaseMode::Buy && o.tp == 2) {
            seen = true;
            EXPECT_NE(std::find_if(
                          o.price_notes.begin(), o.price_notes.end(),
                          [](const Message& n) { return n.id == MessageId::ReasonSplitOverSystemsAssumed; }),
                      o.price_notes.end());
        }
    EXPECT_TRUE(seen);
}

// Bought GPUs in a host whose slots are of an older PCIe generation than the cards: a PCIe
// tensor-parallel group all-reduces at the slots' rate, as the recommendation times it
// (cappedToSlots; issue 37, item 6). Two RTX 4090 (PCIe 4.0) at TP 2 in a two-slot PCIe 3.0
// workstation take longer over a 1,000-token prompt than in a PCIe 4.0 one: 64 all-reduces of
// 8.2 MB at 0.75 x 15.75 GB/s (about 44 ms) against 0.75 x 31.5 GB/s (about 22 ms).
TEST(ServingSizing, OlderPcieSlotsSlowATensorParallelGroup) {
    Catalog c = servingCatalog();
    Scenario s = servingScenario();
    s.host_cost.reset(); // the catalog's systems
    s.serving.requests_per_s.reset();
    s.serving.users = 1;
    const ModelSpec m = c.findModel("llama-3.1-8b")->spec;
    const GpuSpec& g = *c.findGpu("rtx-4090");
    ASSERT_EQ(g.pcie_gen, 4);
    const auto in = [&](int gen) {
        System x = system("workstation-2", "workstation", 2, "pcie", "", {}, 1000, "EUR", "2026-01-01");
        x.psu_w = 3000;
        x.pcie_gen = gen;
        c.systems = {x};
        return evaluateServing(c, m, s, g, Precision::BF16, Precision::FP16, 2, 1, PurchaseMode::Buy);
    };
    const ServingOption gen4 = in(4);
    const ServingOption gen3 = in(3);
    ASSERT_TRUE(gen4.priced);
    ASSERT_TRUE(gen3.priced);
    EXPECT_EQ(gen3.systems, 1u);
    const double slower = gen3.load.ttft_p95_s - gen4.load.ttft_p95_s;
    EXPECT_GT(slower, 0.010) << gen3.load.ttft_p95_s << " s against " << gen4.load.ttft_p95_s;
    EXPECT_LT(slower, 0.040);
    EXPECT_GT(gen3.load.tpot_p50_s, gen4.load.tpot_p50_s);
    // Rented, the provider's node: the catalog's hosts do not apply.
    const ServingOption rented =
        evaluateServing(c, m, s, g, Precision::BF16, Precision::FP16, 2, 1, PurchaseMode::Rent);
    EXPECT_DOUBLE_EQ(rented.load.ttft_p95_s, gen4.load.ttft_p95_s);
}
