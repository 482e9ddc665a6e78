// What a bought option costs: its GPUs and the system(s) around them (core/cost/SystemPricing.h),
// on the test catalog plus the systems of database/seed/systems.csv (each figure below is a
// seed row's, with its publication there).
#include "core/base/Error.h"
#include "core/cost/SystemPricing.h"
#include "core/plan/PlanJson.h"
#include "core/plan/Planner.h"
#include "core/plan/Recommender.h"
#include "core/plan/ServingSizing.h"
#include "fixtures/TestCatalog.h"

#include <gtest/gtest.h>

using namespace gpuplan;
using gpuplan::test::referenceCatalog;
using gpuplan::test::system;

namespace {

Catalog withSystems() {
    Catalog c = referenceCatalog();
    for (auto& g : c.gpus) {
        if (g.id == "h100-sxm" || g.id == "a100-sxm4-80gb") {
            g.form_factor = "sxm";
            g.sold_only_in_systems = true;
        } else if (g.id == "mi300x") {
            g.form_factor = "oam";
            g.sold_only_in_systems = true;
        } else {
            g.form_factor = "consumer";
        }
    }
    // thinkmate-hgx-h100-8gpu: Thinkmate's quotation of 2024-08-22, USD 317k with 8 H100 SXM.
    c.systems.push_back(
        system("thinkmate-hgx-h100-8gpu", "server", 8, "sxm", "h100-sxm", 8, 317000, "USD", "2024-08-22"));
    // pro-dl-workstation-3gpu-2019: Curtis Northcutt's build, 6,200 USD minus its GPUs' 3,570 USD.
    c.systems.push_back(
        system("pro-dl-workstation-3gpu-2019", "workstation", 3, "pcie", "", {}, 2630, "USD", "2019-01-31"));
    // desktop-host-1gpu-2016: the parts other than the GPU of a PCPartPicker list of 2016-09-30.
    c.systems.push_back(
        system("desktop-host-1gpu-2016", "desktop", 1, "pcie", "", {}, 932.26, "USD", "2016-09-30", 150));
    // No published price of an 8 x MI300X platform: 8 x the guide's MI300X (15,000 EUR), for the rule.
    c.systems.push_back(
        system("mi300x-platform-test", "server", 8, "oam", "mi300x", 8, 8 * 15000.0, "EUR", "2026-01-01"));
    return c;
}

Scenario euros() {
    Scenario s;
    s.currency = "EUR";
    s.gpu_id = "rtx-4090";
    return s;
}

const GpuSpec& gpuOf(const Catalog& c, const char* id) {
    const GpuSpec* g = c.findGpu(id);
    if (!g)
        throw std::logic_error(id);
    return *g;
}

constexpr double kUsdPerEur = 1.08; // the test catalog's rate

} // namespace

// 8 x H100 SXM are sold as one HGX server: its price is the whole option (GPUs included).
TEST(SystemPricing, EightH100SxmBuyTheHgxServer) {
    const Catalog c = withSystems();
    const BuyPrice p = buyPrice(c, euros(), gpuOf(c, "h100-sxm"), 8);
    ASSERT_TRUE(p.available);
    EXPECT_EQ(p.system_id, "thinkmate-hgx-h100-8gpu");
    EXPECT_EQ(p.systems, 1u);
    EXPECT_TRUE(p.gpus_included);
    EXPECT_DOUBLE_EQ(p.gpu_cost, 0.0);
    EXPECT_NEAR(p.system_cost, 317000 / kUsdPerEur, 1e-6);
    EXPECT_NEAR(p.total(), 317000 / kUsdPerEur, 1e-6);
    EXPECT_NEAR(p.gpu_price_each, 317000 / kUsdPerEur / 8, 1e-6);
    EXPECT_TRUE(p.notes.empty());
}

// 2 x RTX 4090 (the guide's 1,800 EUR each) go in the smallest system that takes two PCIe cards:
// the 3-slot workstation (2,630 USD), not two desktops.
TEST(SystemPricing, TwoRtx4090GoInAWorkstation) {
    const Catalog c = withSystems();
    const BuyPrice p = buyPrice(c, euros(), gpuOf(c, "rtx-4090"), 2);
    ASSERT_TRUE(p.available);
    EXPECT_EQ(p.system_id, "pro-dl-workstation-3gpu-2019");
    EXPECT_EQ(p.systems, 1u);
    EXPECT_FALSE(p.gpus_included);
    EXPECT_DOUBLE_EQ(p.gpu_cost, 2 * 1800.0);
    EXPECT_NEAR(p.system_cost, 2630 / kUsdPerEur, 1e-6);
    EXPECT_NEAR(p.perGpuSystemShare(), 2630 / kUsdPerEur / 2, 1e-6);
    EXPECT_DOUBLE_EQ(p.resaleBase(), 2 * 1800.0); // the host is not resold with the cards
}

// One card: the single-slot desktop host (932.26 USD, 150 W without its GPU).
TEST(SystemPricing, OneRtx4090GoesInADesktop) {
    const Catalog c = withSystems();
    const BuyPrice p = buyPrice(c, euros(), gpuOf(c, "rtx-4090"), 1);
    ASSERT_TRUE(p.available);
    EXPECT_EQ(p.system_id, "desktop-host-1gpu-2016");
    EXPECT_NEAR(p.total(), 1800 + 932.26 / kUsdPerEur, 1e-6);
    EXPECT_DOUBLE_EQ(p.system_power_w, 150.0);
}

// What one system powers (SystemPricing.h: gpusPowered). The MakeMachine host of the seed: a
// 2,000 W supply and a 350 W Threadripper PRO 7975WX leave 1,650 W for four slots.
TEST(SystemPricing, ASystemPowersOnlyTheGpusItsSupplyFeeds) {
    System host = system("makemachine-4gpu-host-2026", "workstation", 4, "pcie", "", {}, 10000, "USD",
                         "2026-05-23", 350);
    host.psu_w = 2000;
    GpuSpec card;
    card.tdp_w = 575; // RTX 5090: 1,650 / 575 = 2.87
    EXPECT_EQ(gpusPowered(host, card), 2u);
    card.tdp_w = 412.5; // 1,650 / 4 exactly: all four, rounding aside
    EXPECT_EQ(gpusPowered(host, card), 4u);
    card.tdp_w = 300; // 5.5 would be powered, 4 fit
    EXPECT_EQ(gpusPowered(host, card), 4u);
    card.tdp_w = 1700; // not even one
    EXPECT_EQ(gpusPowered(host, card), 0u);
    card.tdp_w.reset(); // no TDP, no limit
    EXPECT_EQ(gpusPowered(host, card), 4u);
    EXPECT_FALSE(powerSupplyAssumed(host));
    EXPECT_DOUBLE_EQ(powerForGpus(host), 1650.0);

    // A workstation that does not give its supply: 1,600 W assumed (Lambda, 2020), host unknown.
    host.psu_w.reset();
    host.power_w.reset();
    EXPECT_TRUE(powerSupplyAssumed(host));
    EXPECT_DOUBLE_EQ(powerForGpus(host), kAssumedWorkstationPsuW);
    card.tdp_w = 600; // RTX PRO 6000 Blackwell: 2 x 600 = 1,200 W, a third would make 1,800
    EXPECT_EQ(gpusPowered(host, card), 2u);
    // A server that does not give its supply is not limited: its builder sized it for its slots.
    host.kind = "server";
    EXPECT_FALSE(powerSupplyAssumed(host));
    EXPECT_EQ(gpusPowered(host, card), 4u);
}

// Three 600 W cards in the seed's 3-slot workstation of 2019, whose supply the catalog does not
// give: two fit under the assumed 1,600 W, so three cards buy two workstations, and the option
// says why and what was assumed.
TEST(SystemPricing, CardsBeyondThePowerSupplyBuyAnotherSystem) {
    Catalog c = withSystems();
    std::erase_if(c.systems, [](const System& x) { return x.id == "desktop-host-1gpu-2016"; });
    for (auto& g : c.gpus)
        if (g.id == "rtx-4090")
            g.tdp_w = 600;
    const BuyPrice p = buyPrice(c, euros(), gpuOf(c, "rtx-4090"), 3);
    ASSERT_TRUE(p.available);
    EXPECT_EQ(p.system_id, "pro-dl-workstation-3gpu-2019");
    EXPECT_EQ(p.systems, 2u);
    EXPECT_NEAR(p.system_cost, 2 * 2630 / kUsdPerEur, 1e-6);
    ASSERT_EQ(p.notes.size(), 2u);
    EXPECT_EQ(p.notes[0].id, MessageId::SystemPowerLimits);
    EXPECT_EQ(p.notes[0].english(),
              "a system powers 2 GPUs of 600 W: its power supply leaves 1600 W for them");
    EXPECT_EQ(p.notes[1].id, MessageId::PowerSupplyAssumed);
    EXPECT_EQ(p.notes[1].english(), "its power supply is not in the catalog: 1600 W assumed, the largest "
                                    "workstation supply at office voltage");
    // Two cards fit one workstation: only the assumption is noted.
    const BuyPrice two = buyPrice(c, euros(), gpuOf(c, "rtx-4090"), 2);
    EXPECT_EQ(two.systems, 1u);
    ASSERT_EQ(two.notes.size(), 1u);
    EXPECT_EQ(two.notes[0].id, MessageId::PowerSupplyAssumed);
}

// A card no system can power is not bought in an underpowered one: the option says why.
TEST(SystemPricing, ACardNoSystemCanPowerIsNotBought) {
    Catalog c = withSystems();
    std::erase_if(c.systems, [](const System& x) { return x.id == "pro-dl-workstation-3gpu-2019"; });
    for (auto& x : c.systems)
        if (x.id == "desktop-host-1gpu-2016")
            x.psu_w = 850; // the list's Corsair RMx 850 W, 150 W of it for the host here
    for (auto& g : c.gpus)
        if (g.id == "rtx-4090")
            g.tdp_w = 750;
    const BuyPrice p = buyPrice(c, euros(), gpuOf(c, "rtx-4090"), 1);
    EXPECT_FALSE(p.available);
    EXPECT_EQ(p.reason.id, MessageId::NoSystemPowers);
    EXPECT_EQ(p.reason.english(), "no system of the catalog can power GeForce RTX 4090 (750 W): add one with "
                                  "a larger power supply, or set /costs/system");
}

// 8 cards: no system holds them all, so the fewest systems that do: 3 workstations of 3 slots.
TEST(SystemPricing, EightCardsNeedThreeWorkstations) {
    const Catalog c = withSystems();
    const BuyPrice p = buyPrice(c, euros(), gpuOf(c, "rtx-4090"), 8);
    ASSERT_TRUE(p.available);
    EXPECT_EQ(p.system_id, "pro-dl-workstation-3gpu-2019");
    EXPECT_EQ(p.systems, 3u);
    EXPECT_NEAR(p.system_cost, 3 * 2630 / kUsdPerEur, 1e-6);
}

// 9 MI300X of an 8-GPU platform: 2 whole platforms, and the option says 16 are paid for.
TEST(SystemPricing, NineMi300xBuyTwoPlatforms) {
    const Catalog c = withSystems();
    const BuyPrice p = buyPrice(c, euros(), gpuOf(c, "mi300x"), 9);
    ASSERT_TRUE(p.available);
    EXPECT_EQ(p.system_id, "mi300x-platform-test");
    EXPECT_EQ(p.systems, 2u);
    EXPECT_DOUBLE_EQ(p.system_cost, 2 * 120000.0);
    ASSERT_EQ(p.notes.size(), 1u);
    EXPECT_EQ(p.notes[0].id, MessageId::SystemsHoldMore);
    EXPECT_EQ(p.notes[0].english(), "2 x mi300x-platform-test hold 16 GPUs, 9 used");
}

// The scenario's own system price counts one system per node of gpus_per_node GPUs, 0 included.
TEST(SystemPricing, TheScenarioPriceReplacesTheCatalogs) {
    const Catalog c = withSystems();
    Scenario s = euros();
    s.host_cost = 500;
    s.gpus_per_node = 4;
    const BuyPrice p = buyPrice(c, s, gpuOf(c, "rtx-4090"), 6);
    ASSERT_TRUE(p.available);
    EXPECT_EQ(p.system_id, "");
    EXPECT_EQ(p.systems, 2u);
    EXPECT_DOUBLE_EQ(p.total(), 6 * 1800.0 + 2 * 500.0);
    s.host_cost = 0.0; // the user says the machines are free (the guide's examples)
    EXPECT_DOUBLE_EQ(buyPrice(c, s, gpuOf(c, "h100-sxm"), 2).total(), 2 * 35000.0);
}

// The scenario's system by id: used where it takes the GPU (two desktops for two cards), ignored
// with a note for the scenario's GPU where it does not; an unknown id is an error.
TEST(SystemPricing, TheScenarioSystemIdIsUsedWhereItFits) {
    const Catalog c = withSystems();
    Scenario s = euros();
    s.system_id = "desktop-host-1gpu-2016";
    const BuyPrice two = buyPrice(c, s, gpuOf(c, "rtx-4090"), 2);
    EXPECT_EQ(two.system_id, "desktop-host-1gpu-2016");
    EXPECT_EQ(two.systems, 2u);
    s.gpu_id = "h100-sxm";
    const BuyPrice h100 = buyPrice(c, s, gpuOf(c, "h100-sxm"), 8);
    EXPECT_EQ(h100.system_id, "thinkmate-hgx-h100-8gpu");
    ASSERT_EQ(h100.notes.size(), 1u);
    EXPECT_EQ(h100.notes[0].id, MessageId::SystemDoesNotHold);
    s.system_id = "no-such-system";
    try {
        buyPrice(c, s, gpuOf(c, "rtx-4090"), 1);
        FAIL() << "an unknown system was accepted";
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find("/costs/system 'no-such-system' is not in the catalog"),
                  std::string::npos)
            << e.what();
    }
}

// Whether a GPU can be bought does not depend on how many (the recommendation prices one count
// of a GPU it cannot buy, not every count): with the catalog's systems, without them, with the
// scenario's system or its price per node, and with a supply that powers no card.
TEST(SystemPricing, WhetherAGpuCanBeBoughtDoesNotDependOnTheCount) {
    Catalog bare = withSystems();
    bare.systems.clear();
    Catalog weak = withSystems();
    for (auto& x : weak.systems)
        x.psu_w = 300; // powers no card of 300 W or more
    Scenario chosen = euros();
    chosen.system_id = "desktop-host-1gpu-2016";
    Scenario per_node = euros();
    per_node.host_cost = 500;
    std::size_t buyable = 0, not_buyable = 0;
    for (const Catalog& c : {withSystems(), bare, weak})
        for (const Scenario& s : {euros(), chosen, per_node}) {
            if (!c.findSystem(s.system_id) && !s.system_id.empty())
                continue;
            for (const GpuSpec& g : c.gpus) {
                const bool one = buyPrice(c, s, g, 1).available;
                (one ? buyable : not_buyable) += 1;
                for (std::uint32_t n = 2; n <= 20; ++n)
                    EXPECT_EQ(buyPrice(c, s, g, n).available, one) << g.id << " x" << n;
            }
        }
    EXPECT_GT(buyable, 0u); // both cases were seen
    EXPECT_GT(not_buyable, 0u);
}

// Nothing around the card, nothing counted as 0: a catalog without a system that takes a PCIe
// card cannot buy one (it says why); a GPU sold only in systems keeps its per-GPU price, marked.
TEST(SystemPricing, NoSystemIsNeverAFreeSystem) {
    Catalog c = withSystems();
    c.systems.clear();
    const BuyPrice card = buyPrice(c, euros(), gpuOf(c, "rtx-4090"), 1);
    EXPECT_FALSE(card.available);
    EXPECT_EQ(card.reason.id, MessageId::NoSystemHolds);
    EXPECT_EQ(card.reason.english(),
              "no system of the catalog takes GeForce RTX 4090 (pcie form factor): set /costs/system");
    const BuyPrice module = buyPrice(c, euros(), gpuOf(c, "h100-sxm"), 2);
    ASSERT_TRUE(module.available);
    EXPECT_DOUBLE_EQ(module.total(), 2 * 35000.0);
    ASSERT_EQ(module.notes.size(), 1u);
    EXPECT_EQ(module.notes[0].id, MessageId::PriceIsSystemShare);
}

// The recommendation prices a bought option the same way, and its JSON names the system.
TEST(SystemPricing, TheRecommendationBuysTheSystem) {
    const Catalog c = withSystems();
    Scenario s = euros();
    s.model_id = "llama-2-7b";
    s.constraints.mode = PurchaseMode::Buy;
    s.constraints.max_gpus = 8;
    s.constraints.top_k = 1000;
    s.electricity_per_kwh = 0;
    const auto r = recommend(c, c.findModel("llama-2-7b")->spec, s, 1);
    bool hgx = false, desktop = false;
    for (const Candidate& cd : r.ranked) {
        if (cd.gpu == "h100-sxm" && cd.count == 8) {
            hgx = true;
            EXPECT_EQ(cd.system, "thinkmate-hgx-h100-8gpu");
            EXPECT_TRUE(cd.gpus_included);
            EXPECT_NEAR(cd.upfront_cost, 317000 / kUsdPerEur, 1e-6);
            const auto j = toJson(cd);
            EXPECT_EQ(j["system"], "thinkmate-hgx-h100-8gpu");
            EXPECT_NEAR(j["system_cost"].get<double>(), 317000 / kUsdPerEur, 1e-6);
        }
        if (cd.gpu == "rtx-4090" && cd.count == 1) {
            desktop = true;
            EXPECT_EQ(cd.system, "desktop-host-1gpu-2016");
            EXPECT_NEAR(cd.upfront_cost, 1800 + 932.26 / kUsdPerEur, 1e-6);
            EXPECT_NEAR(cd.system_cost, 932.26 / kUsdPerEur, 1e-6);
        }
    }
    EXPECT_TRUE(hgx);
    EXPECT_TRUE(desktop);
}

namespace {

// The test catalog's hosts with the PCIe generation of their slots (systems.pcie_gen, schema 12):
// the 2019 X299 build and the 2016 Z170 desktop are PCIe 3.0 (Intel's chipsets and CPUs).
Catalog withSlotGenerations() {
    Catalog c = withSystems();
    for (auto& x : c.systems)
        if (x.id == "pro-dl-workstation-3gpu-2019" || x.id == "desktop-host-1gpu-2016")
            x.pcie_gen = 3;
    return c;
}

} // namespace

// GPUs bought apart go in a host whose slots serve their PCIe generation when the catalog has one,
// even a dearer one; a slower host only when none does, and the option then says at what
// generation the cards run there (issue 37, item 6).
TEST(SystemPricing, AHostOfALowerPcieGenerationIsChosenOnlyWhenNoneServesTheCard) {
    Catalog c = withSlotGenerations();
    const GpuSpec& rtx4090 = gpuOf(c, "rtx-4090");
    ASSERT_EQ(rtx4090.pcie_gen, 4);
    System gen4 = system("gen4-workstation", "workstation", 3, "pcie", "", {}, 5000, "USD", "2026-01-02");
    gen4.pcie_gen = 4;
    c.systems.push_back(gen4);
    const BuyPrice two = buyPrice(c, euros(), rtx4090, 2);
    ASSERT_TRUE(two.available);
    EXPECT_EQ(two.system_id, "gen4-workstation"); // not the cheaper PCIe 3.0 build of 2019
    EXPECT_EQ(two.slot_pcie_gen, 0);
    const BuyPrice one = buyPrice(c, euros(), rtx4090, 1);
    EXPECT_EQ(one.system_id, "gen4-workstation"); // not the PCIe 3.0 desktop of 2016

    // Without it, the 2019 build (3 slots, PCIe 3.0) is the only host: chosen, and said.
    std::erase_if(c.systems, [](const System& x) { return x.id == "gen4-workstation"; });
    const BuyPrice slow = buyPrice(c, euros(), rtx4090, 2);
    ASSERT_TRUE(slow.available);
    EXPECT_EQ(slow.system_id, "pro-dl-workstation-3gpu-2019");
    EXPECT_EQ(slow.slot_pcie_gen, 3);
    std::vector<std::string> said;
    for (const Message& m : slow.notes)
        if (m.id == MessageId::HostPcieSlower)
            said.push_back(m.english());
    EXPECT_EQ(said,
              std::vector<std::string>{
                  "GeForce RTX 4090 runs at PCIe 3.0 in pro-dl-workstation-3gpu-2019 (a PCIe 4.0 card): "
                  "the host's slots set its link to the host and between its GPUs"});
    // A host that does not give its generation is taken as fast as the card: nothing said.
    c.systems[1].pcie_gen.reset();
    ASSERT_EQ(c.systems[1].id, "pro-dl-workstation-3gpu-2019");
    EXPECT_EQ(buyPrice(c, euros(), rtx4090, 2).slot_pcie_gen, 0);
}

// The recommendation times a bought option in a slower host on that host's PCIe links: 2 x RTX
// 4090 (PCIe 4.0, no NVLink) serving Llama-2-13B in 16 bits (26 GB: split over both, tensor or
// pipeline parallel, its traffic between the cards) in the 2019 build take longer when its slots
// are PCIe 3.0 (15.75 GB/s a direction) than when they run the cards at PCIe 4.0 (31.5).
TEST(SystemPricing, TheRecommendationTimesABoughtOptionOnItsHostsSlots) {
    Scenario s = euros();
    s.model_id = "llama-2-13b";
    s.workload.task = Task::Inference;
    s.constraints.mode = PurchaseMode::Buy;
    s.constraints.max_gpus = 2;
    s.constraints.top_k = 1000;
    s.constraints.objective = Objective::Fastest;
    s.constraints.precisions = {Precision::FP16};
    s.system_id = "pro-dl-workstation-3gpu-2019";
    auto twoIn = [&](const Catalog& c) {
        const Recommendation r = recommend(c, c.findModel("llama-2-13b")->spec, s, 1);
        for (const Candidate& cd : r.ranked)
            if (cd.gpu == "rtx-4090" && cd.count == 2)
                return cd;
        ADD_FAILURE() << "no 2 x RTX 4090";
        return Candidate{};
    };
    const Candidate gen3 = twoIn(withSlotGenerations());
    const Candidate own = twoIn(withSystems()); // the host's generation not given: the card's
    EXPECT_EQ(gen3.system, "pro-dl-workstation-3gpu-2019");
    EXPECT_GT(gen3.job_hours, own.job_hours)
        << strategyId(gen3.strategy) << " / " << strategyId(own.strategy);
    bool said = false;
    for (const Message& m : gen3.reason_details)
        said = said || m.id == MessageId::HostPcieSlower;
    EXPECT_TRUE(said);
}

namespace {

// The catalog of a split: RTX 4090s of 600 W (two a workstation under the assumed 1,600 W) and no
// single-GPU desktop, so 8 of them buy four workstations.
Catalog splitCatalog() {
    Catalog c = withSystems();
    std::erase_if(c.systems, [](const System& x) { return x.id == "desktop-host-1gpu-2016"; });
    for (auto& g : c.gpus)
        if (g.id == "rtx-4090")
            g.tdp_w = 600;
    return c;
}

// Full fine-tuning of Llama-2-7B, bought, up to 8 GPUs, every option listed.
Scenario fullFineTuneBought() {
    Scenario s = euros();
    s.model_id = "llama-2-7b";
    s.workload.task = Task::FullFineTune;
    s.workload.batch = 1;
    s.workload.seq = 512;
    s.constraints.mode = PurchaseMode::Buy;
    s.constraints.max_gpus = 8;
    s.constraints.top_k = 1000;
    s.constraints.objective = Objective::Cheapest;
    return s;
}

} // namespace

// A bought option whose GPUs its systems hold apart is timed as it runs: 2 GPUs a workstation,
// the workstations linked by the scenario's inter-node link, not as 8 GPUs of one node; its
// reasons say so. Over 100 GbE its gradients and gathers take longer than over InfiniBand NDR.
TEST(SystemPricing, GpusSplitOverSystemsTalkOverTheInterNodeLink) {
    Catalog c = splitCatalog();
    // interconnects.csv: 100 GbE, 12.5 GB/s a direction, efficiency 0.80.
    c.interconnects.push_back(
        gpuplan::test::link("eth-100gbe", "100 Gigabit Ethernet", "Ethernet", 12.5, 25, 0.8));
    Scenario s = fullFineTuneBought();
    auto eight = [&](const std::string& link) {
        s.inter_node_link = link;
        const Recommendation r = recommend(c, c.findModel("llama-2-7b")->spec, s, 1);
        for (const Candidate& cd : r.ranked)
            if (cd.gpu == "rtx-4090" && cd.count == 8)
                return cd; // the best way to run it on 8
        ADD_FAILURE() << "no 8 x RTX 4090 over " << link;
        return Candidate{};
    };
    const Candidate eth = eight("eth-100gbe");
    const Candidate ib = eight("ib-ndr-4x");
    EXPECT_EQ(eth.systems, 4u);
    std::vector<std::string> said;
    for (const Message& m : eth.reason_details)
        if (m.id == MessageId::ReasonSplitOverSystems)
            said.push_back(m.english());
    EXPECT_EQ(said,
              std::vector<std::string>{
                  "the GPUs split 2 per system, the systems linked by 100 Gigabit Ethernet (the scenario's "
                  "inter-node link)"});
    EXPECT_GT(eth.job_hours, ib.job_hours * 1.05)
        << strategyId(eth.strategy) << " / " << strategyId(ib.strategy);
}

// A workstation that does not say how it is networked is linked to the next by 10 Gigabit
// Ethernet, not by the scenario's InfiniBand (no adapter or switch is in its price); a system
// that names its network is timed over that; a server keeps the scenario's inter-node link.
TEST(SystemPricing, SystemsSplittingTheGpusTalkOverTheirOwnNetwork) {
    Catalog c = splitCatalog();
    // interconnects.csv: 10 GbE, 1.25 GB/s a direction (10 Gb/s / 8), efficiency 0.80.
    c.interconnects.push_back(
        gpuplan::test::link("eth-10gbe", "10 Gigabit Ethernet", "Ethernet", 1.25, 2.5, 0.8));
    Scenario s = fullFineTuneBought();
    s.inter_node_link = "ib-ndr-4x";

    const System* ws = c.findSystem("pro-dl-workstation-3gpu-2019");
    ASSERT_TRUE(ws);
    EXPECT_EQ(systemNetwork(c, *ws).link, "eth-10gbe");
    EXPECT_EQ(systemNetwork(c, *ws).basis, NetworkBasis::Assumed);
    const System* hgx = c.findSystem("thinkmate-hgx-h100-8gpu");
    ASSERT_TRUE(hgx);
    EXPECT_EQ(systemNetwork(c, *hgx).link, "");
    EXPECT_EQ(systemNetwork(c, *hgx).basis, NetworkBasis::Scenario);
    const BuyPrice four = buyPrice(c, s, gpuOf(c, "rtx-4090"), 4);
    EXPECT_EQ(four.systems, 2u);
    EXPECT_EQ(four.systems_link, "eth-10gbe");

    auto eight = [&] {
        const Recommendation r = recommend(c, c.findModel("llama-2-7b")->spec, s, 1);
        for (const Candidate& cd : r.ranked)
            if (cd.gpu == "rtx-4090" && cd.count == 8)
                return cd;
        ADD_FAILURE() << "no 8 x RTX 4090";
        return Candidate{};
    };
    auto splitSaid = [](const Candidate& cd) {
        std::vector<std::string> said;
        for (const Message& m : cd.reason_details)
            if (m.id == MessageId::ReasonSplitOverSystems ||
                m.id == MessageId::ReasonSplitOverSystemsNetwork ||
                m.id == MessageId::ReasonSplitOverSystemsAssumed)
                said.push_back(m.english());
        return said;
    };
    const Candidate assumed = eight();
    EXPECT_EQ(assumed.systems, 4u);
    EXPECT_EQ(assumed.gpus_per_system, 2u);
    EXPECT_EQ(assumed.systems_link, "eth-10gbe");
    EXPECT_EQ(splitSaid(assumed),
              std::vector<std::string>{"the GPUs split 2 per system, the systems linked by 10 "
                                       "Gigabit Ethernet (assumed: the catalog does not say how "
                                       "they are networked)"});

    // The same workstations with InfiniBand NDR adapters, as the user says in the catalog.
    for (auto& x : c.systems)
        if (x.id == "pro-dl-workstation-3gpu-2019")
            x.network_link = "ib-ndr-4x";
    const Candidate named = eight();
    EXPECT_EQ(named.systems_link, "ib-ndr-4x");
    ASSERT_EQ(splitSaid(named).size(), 1u);
    EXPECT_NE(splitSaid(named)[0].find("(their network)"), std::string::npos) << splitSaid(named)[0];
    // 7B full fine-tuning all-reduces its gradients every step: 40 times less bandwidth shows
    // (over 10 GbE the recommender turns to pipeline parallelism; at the 0.58 training share of
    // issue 36 the job takes 2.51 h against 1.96 h over InfiniBand).
    EXPECT_GT(assumed.job_hours, named.job_hours * 1.25)
        << strategyId(assumed.strategy) << " / " << strategyId(named.strategy);

    // A link the catalog does not have: the scenario's, and the option says so.
    for (auto& x : c.systems)
        if (x.id == "pro-dl-workstation-3gpu-2019")
            x.network_link = "no-such-link";
    std::erase_if(c.interconnects, [](const InterconnectSpec& l) { return l.id == "eth-10gbe"; });
    const Candidate fallback = eight();
    EXPECT_EQ(fallback.systems_link, "ib-ndr-4x");
    ASSERT_EQ(splitSaid(fallback).size(), 1u);
    EXPECT_NE(splitSaid(fallback)[0].find("(the scenario's inter-node link)"), std::string::npos)
        << splitSaid(fallback)[0];
}

// A purchase in the cost model's terms (buyCostsOf): the price's GPUs and host from applyTo, the
// GPU's TDP (the test catalog's RTX 4090: 450 W, NVIDIA's board power) and every running cost the
// scenario sets, each a different figure so that a field taken from the wrong one shows.
TEST(SystemPricing, BuyCostsOfTakeThePriceTheTdpAndTheScenariosRunningCosts) {
    const Catalog c = withSystems();
    Scenario s = euros();
    s.electricity_per_kwh = 0.31;
    s.pue = 1.4;
    s.power_fraction = 0.7;
    s.maintenance_fraction_per_year = 0.05;
    s.resale_fraction = 0.3;
    const GpuSpec& gpu = gpuOf(c, "rtx-4090");
    const BuyPrice p = buyPrice(c, s, gpu, 2);
    ASSERT_TRUE(p.available);
    const BuyCosts b = buyCostsOf(s, gpu, p);
    EXPECT_EQ(b.gpu_count, 2u);
    EXPECT_DOUBLE_EQ(b.gpu_price_each, 1800.0);
    EXPECT_NEAR(b.host_cost, 2630 / kUsdPerEur, 1e-6); // the workstation, not resold with the cards
    EXPECT_DOUBLE_EQ(b.host_power_w, p.system_power_w);
    EXPECT_DOUBLE_EQ(b.gpu_power_w, 450.0);
    EXPECT_DOUBLE_EQ(b.electricity_per_kwh, 0.31);
    EXPECT_DOUBLE_EQ(b.pue, 1.4);
    EXPECT_DOUBLE_EQ(b.power_fraction, 0.7);
    EXPECT_DOUBLE_EQ(b.maintenance_fraction_per_year, 0.05);
    EXPECT_DOUBLE_EQ(b.resale_fraction, 0.3);
    // Sold with its GPUs: the server's price is the GPUs' (resold with them), no host apart.
    const GpuSpec& h100 = gpuOf(c, "h100-sxm");
    const BuyCosts server = buyCostsOf(s, h100, buyPrice(c, s, h100, 8));
    EXPECT_NEAR(server.gpu_price_each, 317000 / kUsdPerEur / 8, 1e-6);
    EXPECT_DOUBLE_EQ(server.host_cost, 0.0);
    EXPECT_DOUBLE_EQ(server.gpu_power_w, h100.tdp_w.value_or(-1));
}

// Buy vs rent (plan()) and serving's sizing price the same purchase the same way: both take
// buyCostsOf, so the monthly cost of 2 x RTX 4090 is one figure.
TEST(SystemPricing, BuyVsRentAndServingSizingPriceAPurchaseAlike) {
    const Catalog c = withSystems();
    Scenario s = euros();
    s.gpu_count = 2; // the scenario's model, Llama 2 7B

    s.electricity_per_kwh = 0.31;
    s.pue = 1.2;
    s.maintenance_fraction_per_year = 0.04;
    s.resale_fraction = 0.25;
    const PlanResults r = plan(c, s);
    ASSERT_TRUE(r.buy_rent.available);
    const GpuSpec& gpu = gpuOf(c, "rtx-4090");
    const BuyCosts expected = buyCostsOf(s, gpu, buyPrice(c, s, gpu, 2));
    EXPECT_DOUBLE_EQ(r.buy_rent.buy.capex(), expected.capex());
    EXPECT_DOUBLE_EQ(buyMonthlyCost(r.buy_rent.buy, 300), buyMonthlyCost(expected, 300));
    EXPECT_DOUBLE_EQ(r.buy_rent.buy.resale_fraction, 0.25);
    const ServingOption o = evaluateServing(c, c.findModel(s.model_id)->spec, s, gpu, Precision::BF16,
                                            Precision::FP16, 2, 1, PurchaseMode::Buy);
    ASSERT_TRUE(o.priced);
    EXPECT_DOUBLE_EQ(o.buy_costs.capex(), expected.capex());
    EXPECT_DOUBLE_EQ(buyMonthlyCost(o.buy_costs, 300), buyMonthlyCost(expected, 300));
    EXPECT_DOUBLE_EQ(o.buy_costs.maintenance_fraction_per_year, 0.04);
}
