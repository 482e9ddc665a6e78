// The default catalog is complete (issue 17): every GPU has the figures a buyer
// compares, or says why a cell stays empty; every price has a date and a source
// that names a publication.
#include "common/TempDir.h"
#include "core/cost/SystemPricing.h"
#include "core/plan/Planner.h"
#include "core/plan/Recommender.h"
#include "database/CatalogStore.h"

#include <gtest/gtest.h>

#include <map>
#include <optional>
#include <regex>
#include <set>
#include <string>
#include <utility>
#include <vector>

using namespace gpuplan;
using gpuplan::test::TempDir;

namespace {

class CatalogData : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        dir_ = new TempDir;
        catalog_ = new Catalog(CatalogStore::open(*dir_ / "catalog.sqlite").load());
    }
    static void TearDownTestSuite() {
        delete catalog_;
        delete dir_;
    }
    static const Catalog& c() { return *catalog_; }
    static TempDir* dir_;
    static Catalog* catalog_;
};
TempDir* CatalogData::dir_ = nullptr;
Catalog* CatalogData::catalog_ = nullptr;

// A reason the data test accepts: "not applicable: ..." or "not published: ..." (or
// "not published in the sources found ..."), with words after it.
bool isReason(const std::string& r) {
    static const std::regex form(R"(^not (applicable|published)\b.{8,})");
    return std::regex_search(r, form);
}

// How a figure no vendor publishes was worked out: "derived: ..." with words after it.
bool isDerivation(const std::string& d) {
    static const std::regex form(R"(^derived: .{20,})");
    return std::regex_search(d, form);
}

// The compute figures a derivation may fill, and whether the GPU has each.
std::optional<bool> hasFigure(const GpuSpec& g, const std::string& field) {
    if (field == "fp32_flops")
        return g.fp32_flops.has_value();
    if (field == "fp16_tensor_flops")
        return g.fp16_tensor_flops.has_value();
    if (field == "fp16_fp32acc_tensor_flops")
        return g.fp16_fp32acc_tensor_flops.has_value();
    if (field == "bf16_tensor_flops")
        return g.bf16_tensor_flops.has_value();
    if (field == "fp8_tensor_flops")
        return g.fp8_tensor_flops.has_value();
    if (field == "int8_tensor_ops")
        return g.int8_tensor_ops.has_value();
    return std::nullopt;
}

// An address, a repository at a commit, or the guide by its title.
bool namesAPublication(const std::string& source) {
    static const std::regex commit(R"(@ [0-9a-f]{7,40})");
    return source.find("http") != std::string::npos || std::regex_search(source, commit) ||
           source.find("the guide 'GPU pour l'IA : Guide complet NVIDIA vs AMD en 2026'") !=
               std::string::npos;
}

bool isUnified(const GpuSpec& g) {
    return g.memory_type.find("unified") != std::string::npos;
}

// The empty required cells of a GPU that give no reason.
std::vector<std::string> unexplained(const Catalog& c, const GpuSpec& g) {
    std::vector<std::string> out;
    const auto need = [&](bool present, const std::string& field) {
        if (!present && !isReason(g.reasonFor(field)))
            out.push_back(field);
    };
    bool priced = false;
    for (const auto& p : c.prices)
        priced = priced || (p.gpu_id == g.id && !p.date.empty());
    for (const auto& x : c.systems) // sold in a system: its price per GPU
        priced = priced || (x.included_gpu == g.id && !x.date.empty());
    need(priced, "price");
    // Training runs at the FP32-accumulate rate: FP16 with FP32 accumulate, else BF16.
    if (!g.fp16_fp32acc_tensor_flops && !g.bf16_tensor_flops) {
        need(false, "fp16_fp32acc_tensor_flops");
        need(false, "bf16_tensor_flops");
    }
    need(g.fp8_tensor_flops.has_value(), "fp8_tensor_flops");
    need(g.int8_tensor_ops.has_value(), "int8_tensor_ops");
    need(g.memory_bandwidth_bytes_per_s > 0, "memory_bandwidth_bytes_per_s");
    need(g.tdp_w.has_value(), "tdp_w");
    need(g.pcie_gen.has_value(), "pcie_gen");
    need(g.pcie_lanes.has_value(), "pcie_lanes");
    need(g.driver_memory_bytes.has_value(), "driver_memory_bytes");
    if (isUnified(g))
        need(g.unified_memory_gpu_share.has_value(), "unified_memory_gpu_share");
    return out;
}

} // namespace

TEST(CatalogDataReason, AcceptsOnlyNotApplicableOrNotPublishedWithWords) {
    EXPECT_TRUE(isReason("not applicable: no FP8 tensor cores on this architecture"));
    EXPECT_TRUE(isReason("not published in the sources found (PCIe 4.0)"));
    EXPECT_FALSE(isReason(""));
    EXPECT_FALSE(isReason("unknown"));
    EXPECT_FALSE(isReason("not published"));
    GpuSpec g;
    g.not_applicable =
        "fp8_tensor_flops: not applicable: no FP8 tensor cores; pcie_lanes: not published in the "
        "sources found";
    EXPECT_EQ(g.reasonFor("fp8_tensor_flops"), "not applicable: no FP8 tensor cores");
    EXPECT_EQ(g.reasonFor("pcie_lanes"), "not published in the sources found");
    EXPECT_EQ(g.reasonFor("tdp_w"), "");
}

TEST_F(CatalogData, EveryGpuHasTheRequiredFiguresOrSaysWhyNot) {
    ASSERT_GT(c().gpus.size(), 40u);
    for (const auto& g : c().gpus) {
        const auto missing = unexplained(c(), g);
        std::string list;
        for (const auto& m : missing)
            list += (list.empty() ? "" : ", ") + m;
        EXPECT_TRUE(missing.empty()) << g.id << ": empty without a reason: " << list;
    }
}

TEST_F(CatalogData, EveryReasonNamesAColumnAndIsAReason) {
    const std::set<std::string> fields = {"price",
                                          "fp16_fp32acc_tensor_flops",
                                          "bf16_tensor_flops",
                                          "fp8_tensor_flops",
                                          "int8_tensor_ops",
                                          "tdp_w",
                                          "pcie_gen",
                                          "pcie_lanes",
                                          "driver_memory_bytes",
                                          "unified_memory_gpu_share"};
    for (const auto& g : c().gpus)
        for (const auto& f : fields) {
            const auto r = g.reasonFor(f);
            if (!r.empty()) {
                EXPECT_TRUE(isReason(r)) << g.id << " " << f << ": " << r;
            }
        }
}

TEST_F(CatalogData, EveryPriceIsDatedWithAPublicationAndItsRange) {
    ASSERT_GT(c().prices.size(), 35u);
    for (const auto& p : c().prices) {
        EXPECT_FALSE(p.date.empty()) << "price " << p.id << " of " << p.gpu_id;
        EXPECT_TRUE(namesAPublication(p.source)) << "price " << p.id << ": " << p.source;
        if (p.isRange()) {
            EXPECT_LE(*p.amount_low, p.amount) << p.id;
            EXPECT_GE(*p.amount_high, p.amount) << p.id;
            EXPECT_DOUBLE_EQ(p.amount, (*p.amount_low + *p.amount_high) / 2)
                << "the middle is used: " << p.id;
        }
    }
}

TEST_F(CatalogData, GpusOfTwentyFiveAndTwentySixArePresent) {
    for (const char* id : {"rtx-pro-6000-blackwell", "rtx-5080", "rtx-5070-ti", "b300", "gb200", "mi355x",
                           "h20", "dgx-spark", "ryzen-ai-max-395", "apple-m3-ultra", "apple-m4-max"})
        EXPECT_NE(c().findGpu(id), nullptr) << id;
    EXPECT_EQ(c().findGpu("rtx-pro-6000-blackwell")->vram_bytes, 96ull << 30);
    EXPECT_DOUBLE_EQ(*c().findGpu("rtx-pro-6000-blackwell")->bf16_tensor_flops, 500e12); // VDGPU, dense
    EXPECT_DOUBLE_EQ(*c().findGpu("b300")->bf16_tensor_flops, 2250e12);                  // ml-engineering
    EXPECT_DOUBLE_EQ(*c().findGpu("mi355x")->bf16_tensor_flops, 2500e12);                // AMD, dense
}

TEST_F(CatalogData, UnifiedMemoryDevicesGiveTheGpuShareThePlannerUses) {
    const auto* m4 = c().findGpu("apple-m4-max");
    ASSERT_NE(m4, nullptr);
    ASSERT_TRUE(m4->unified_memory_gpu_share.has_value());
    // 107.52 GiB of 128 GiB: Metal's recommendedMaxWorkingSetSize (antirez/ds4 PR #893).
    EXPECT_DOUBLE_EQ(*m4->unified_memory_gpu_share, 0.84);
    EXPECT_EQ(m4->usableMemoryBytes(), static_cast<std::uint64_t>((128ull << 30) * 0.84));
    const auto* strix = c().findGpu("ryzen-ai-max-395");
    EXPECT_EQ(strix->usableMemoryBytes(), 96ull << 30); // AMD's driver assigns up to 96 GB of 128
    const auto* h100 = c().findGpu("h100-sxm");
    EXPECT_EQ(h100->usableMemoryBytes(), h100->vram_bytes); // memory of its own
    EXPECT_EQ(*h100->driver_memory_bytes, 81559ull << 20);  // nvidia-smi: 81559 MiB (Modal PR #2797)
    EXPECT_TRUE(h100->sold_only_in_systems);
    EXPECT_FALSE(c().findGpu("rtx-4090")->sold_only_in_systems);
}

// ---- systems (schema 5): the machines around the GPUs ----------------------------

TEST_F(CatalogData, EverySystemIsDatedWithAPublication) {
    ASSERT_GE(c().systems.size(), 8u);
    for (const auto& x : c().systems) {
        EXPECT_FALSE(x.date.empty()) << x.id;
        EXPECT_GT(x.amount, 0) << x.id;
        EXPECT_TRUE(namesAPublication(x.source)) << x.id << ": " << x.source;
        if (x.includesGpus()) {
            EXPECT_NE(c().findGpu(x.included_gpu), nullptr) << x.id;
            EXPECT_TRUE(x.included_gpu_count.has_value()) << x.id;
        }
        if (x.estimate) {
            EXPECT_NE(x.notes.find("Estimate"), std::string::npos) << x.id << ": an estimate says how";
        }
    }
    // The systems the issue names, where a dated price was found.
    const auto* hgx = c().findSystem("thinkmate-hgx-h100-8gpu");
    ASSERT_NE(hgx, nullptr);
    EXPECT_EQ(hgx->included_gpu, "h100-sxm");
    EXPECT_EQ(hgx->included_gpu_count, 8u);
    EXPECT_DOUBLE_EQ(hgx->amount, 317000); // Thinkmate's quotation of 2024-08-22
    ASSERT_NE(c().findSystem("dgx-b200"), nullptr);
    EXPECT_DOUBLE_EQ(c().findSystem("dgx-b200")->amount, 515000); // vengineer, 2025-03-16
    bool desktop = false, workstation = false;
    for (const auto& x : c().systems) {
        desktop = desktop || (!x.includesGpus() && x.gpu_form_factor == "pcie" && x.gpu_slots == 1);
        workstation = workstation || (!x.includesGpus() && x.gpu_form_factor == "pcie" && x.gpu_slots > 1);
    }
    EXPECT_TRUE(desktop) << "no single-GPU desktop host";
    EXPECT_TRUE(workstation) << "no multi-GPU PCIe workstation";
}

// Every GPU of the catalog can be bought in a recommendation (with its system), or the catalog
// says why it cannot ("price: not published: ...").
TEST_F(CatalogData, EveryGpuOfTheCatalogCanBeBoughtInARecommendation) {
    Scenario s;
    s.model_id = "phi-3-mini-4k"; // 3.8B parameters: fits on every GPU of the catalog
    s.workload.task = Task::Inference;
    s.constraints.mode = PurchaseMode::Buy;
    s.constraints.max_gpus = 8;
    s.constraints.top_k = 1000;
    const Recommendation r = recommend(c(), resolveModel(c(), s), s, 1.0);
    std::set<std::string> bought;
    for (const auto& cd : r.ranked) {
        bought.insert(cd.gpu);
        EXPECT_EQ(cd.mode, PurchaseMode::Buy);
        EXPECT_GT(cd.upfront_cost, 0) << cd.gpu;
        // Named system, or the GPU's price stands for its share of one (said in the reason).
        if (cd.system.empty()) {
            EXPECT_TRUE(c().findGpu(cd.gpu)->sold_only_in_systems) << cd.gpu << " bought without a system";
        }
    }
    for (const auto& g : c().gpus) {
        if (bought.count(g.id))
            continue;
        const BuyPrice p = buyPrice(c(), s, g, 1);
        // Every GPU has a compute figure (published or derived): one that can be bought is ranked.
        EXPECT_FALSE(p.available) << g.id << " can be bought but is not in the recommendation";
        if (p.available)
            continue;
        EXPECT_TRUE(isReason(g.reasonFor("price")))
            << g.id << " cannot be bought (" << p.reason.english() << ") and the catalog does not say why";
    }
    EXPECT_TRUE(bought.count("rtx-4090"));
    EXPECT_TRUE(bought.count("h100-sxm"));
    EXPECT_TRUE(bought.count("b200"));
    for (const char* id :
         {"dgx-spark", "ryzen-ai-max-395", "apple-m3-ultra", "apple-m4-max", "radeon-pro-w7900"})
        EXPECT_TRUE(bought.count(id)) << id << ": timed on its derived figures";
}

// Every GPU of the catalog is offered in a recommendation, bought or rented.
TEST_F(CatalogData, EveryGpuOfTheCatalogCanBeBoughtOrRentedInARecommendation) {
    Scenario s;
    s.model_id = "phi-3-mini-4k";
    s.workload.task = Task::Inference;
    s.constraints.max_gpus = 8;
    s.constraints.top_k = 1000;
    std::map<std::string, std::set<PurchaseMode>> offered;
    for (const PurchaseMode mode : {PurchaseMode::Buy, PurchaseMode::Rent}) {
        s.constraints.mode = mode;
        const Recommendation r = recommend(c(), resolveModel(c(), s), s, 1.0);
        ASSERT_LT(r.ranked.size(), 1000u) << "the list was cut: some GPUs may be missing";
        for (const auto& cd : r.ranked)
            offered[cd.gpu].insert(cd.mode);
    }
    std::set<std::string> neither;
    for (const auto& g : c().gpus)
        if (!offered.count(g.id))
            neither.insert(g.id);
    EXPECT_EQ(neither, std::set<std::string>{});
    // Sold only in systems or racks, and rented: each through its offer (CoreWeave, Hyperstack,
    // Lambda, TensorWave; dated 2026).
    for (const char* id : {"gh200", "b300", "gb200", "mi325x"})
        EXPECT_TRUE(offered[id].count(PurchaseMode::Rent)) << id;
    // Bought: a list price (A100 PCIe, 2020; RTX A6000, 4,649 USD at its 2020-10-05 launch), an
    // analyst's estimate (MI355X, HSBC 2025-09-09; MI250X, The Next Platform's 14,500 USD of
    // 2021-12-06 in Epoch AI's hardware data), Intel's 8-accelerator kit (Gaudi 2, 65,000 USD at
    // Computex 2024), a whole NVL72 rack (GB200, SemiAnalysis's 3.1 M USD, 2025-08-20), a DGX B300
    // (an integrator's 300,000-350,000 USD, 2026-05-01).
    for (const char* id : {"a100-pcie-40gb", "mi355x", "gaudi2", "rtx-a6000", "gb200", "mi250x", "b300"})
        EXPECT_TRUE(offered[id].count(PurchaseMode::Buy)) << id;
    // Rented only: none. Every GPU has a dated purchase price (the last three: GH200, MI325X, MI210).
    std::set<std::string> rented_only;
    for (const auto& [id, modes] : offered)
        if (!modes.count(PurchaseMode::Buy))
            rented_only.insert(id);
    EXPECT_TRUE(rented_only.empty()) << ::testing::PrintToString(rented_only);
    ASSERT_NE(c().findSystem("gaudi2-kit-8"), nullptr);
    EXPECT_DOUBLE_EQ(c().findSystem("gaudi2-kit-8")->amount, 65000);
    // GB200 comes in whole racks: 8 GPUs buy one NVL72 (72 GPUs), said so.
    Scenario usd;
    usd.currency = "USD";
    const BuyPrice gb200 = buyPrice(c(), usd, *c().findGpu("gb200"), 8);
    ASSERT_TRUE(gb200.available);
    EXPECT_EQ(gb200.system_id, "gb200-nvl72-rack");
    EXPECT_DOUBLE_EQ(gb200.total(), 3.1e6);
    ASSERT_EQ(gb200.notes.size(), 1u);
    EXPECT_EQ(gb200.notes[0].id, MessageId::SystemsHoldMore);
}

// SXM and OAM modules are sold on 8-GPU baseboards, in servers: one is never bought alone. A
// recommendation for one MI300X buys the platform (8 x the guide's 15,000 EUR, marked estimate);
// A100 and V100 modules come in the DGX/HGX servers Epoch AI's price dataset lists.
TEST_F(CatalogData, SxmAndOamModulesAreBoughtInWholeSystems) {
    Scenario s;
    s.currency = "EUR";
    for (const auto& g : c().gpus) {
        if (g.form_factor != "sxm" && g.form_factor != "oam")
            continue;
        EXPECT_TRUE(g.sold_only_in_systems) << g.id;
        const BuyPrice p = buyPrice(c(), s, g, 1);
        if (!p.available)
            continue; // rented only (MI325X)
        EXPECT_TRUE(p.gpus_included) << g.id << " is bought alone";
        EXPECT_EQ(p.systems, 1u) << g.id;
        // A baseboard kit comes with its host (issue 37 item 1).
        if (c().findSystem(p.system_id)->kind == "baseboard") {
            EXPECT_FALSE(p.host_id.empty()) << g.id << " on " << p.system_id;
        }
    }
    const BuyPrice mi300x = buyPrice(c(), s, *c().findGpu("mi300x"), 1);
    EXPECT_EQ(mi300x.system_id, "mi300x-platform-8-estimate");
    // With its host (issue 37): the OAM host's 32,010 USD (SemiAnalysis's DGX H100 bill of
    // materials less its GPU board, May 2023) at the catalog's rate.
    EXPECT_EQ(mi300x.host_id, "oam-host-8gpu-estimate");
    EXPECT_DOUBLE_EQ(mi300x.total(), 8 * 15000.0 + 32010.0 / c().findRate("USD")->per_eur);
    ASSERT_EQ(mi300x.notes.size(), 2u);
    EXPECT_EQ(mi300x.notes[0].id, MessageId::BaseboardHostPriced);
    EXPECT_EQ(mi300x.notes[1].id, MessageId::SystemsHoldMore);
    EXPECT_TRUE(c().findSystem("mi300x-platform-8-estimate")->estimate);
    // NVIDIA's DGX A100 release price (2020-05-21): 8 x 24,875 USD.
    EXPECT_DOUBLE_EQ(c().findSystem("dgx-a100-320gb")->amount, 8 * 24875.0);
    EXPECT_EQ(c().findSystem("dgx-a100-320gb")->included_gpu, "a100-sxm4-40gb");
    // Microway's DGX-1 with 8 x V100 32 GB (2019-01-11), and the module's list price (2018-05-08).
    EXPECT_DOUBLE_EQ(c().findSystem("microway-dgx1-v100-32gb")->amount, 8 * 19928.75);
    EXPECT_DOUBLE_EQ(c().latestPrice("v100-sxm2-32gb")->amount, 11458);
    // An HGX H200 baseboard from the 28,000-31,000 USD per GPU: the range and its middle.
    const System* h200 = c().findSystem("hgx-h200-8-estimate");
    ASSERT_NE(h200, nullptr);
    EXPECT_DOUBLE_EQ(*h200->amount_low, 8 * 28000.0);
    EXPECT_DOUBLE_EQ(*h200->amount_high, 8 * 31000.0);
    EXPECT_DOUBLE_EQ(h200->amount, 8 * 29500.0);
    // One MI250X buys a 4-GPU node at 4 x The Next Platform's 14,500 USD (2021-12-06), marked
    // estimate, and its OAM host (32,010 USD); one B300 a DGX B300 at the middle of the
    // integrator's 300,000-350,000 USD (a whole server: no host added).
    Scenario usd;
    usd.currency = "USD";
    const BuyPrice mi250x = buyPrice(c(), usd, *c().findGpu("mi250x"), 1);
    EXPECT_EQ(mi250x.system_id, "mi250x-node-4-estimate");
    EXPECT_DOUBLE_EQ(mi250x.total(), 4 * 14500.0 + 32010.0);
    EXPECT_TRUE(c().findSystem("mi250x-node-4-estimate")->estimate);
    EXPECT_DOUBLE_EQ(c().latestPrice("mi250x")->amount, 14500);
    const BuyPrice b300 = buyPrice(c(), usd, *c().findGpu("b300"), 8);
    EXPECT_EQ(b300.system_id, "dgx-b300");
    EXPECT_EQ(b300.systems, 1u);
    EXPECT_DOUBLE_EQ(b300.total(), 325000);
    EXPECT_DOUBLE_EQ(*c().findSystem("dgx-b300")->amount_low, 300000);
    EXPECT_DOUBLE_EQ(*c().findSystem("dgx-b300")->amount_high, 350000);
    EXPECT_DOUBLE_EQ(c().latestPrice("b300")->amount, 325000 / 8.0);
    // One GH200 buys Delta Computer's machine at its archived 43,066.13 EUR (2024-10-04), the row of
    // Epoch AI's hardware prices; one MI325X a platform at 8 x the middle of Epoch AI's assumed
    // 10,000-20,000 USD, marked estimate, with its OAM host (32,010 USD).
    const BuyPrice gh200 = buyPrice(c(), s, *c().findGpu("gh200"), 1);
    EXPECT_EQ(gh200.system_id, "delta-d14n-m2-gh");
    EXPECT_DOUBLE_EQ(gh200.total(), 43066.13);
    EXPECT_FALSE(c().findSystem("delta-d14n-m2-gh")->estimate);
    const BuyPrice mi325x = buyPrice(c(), usd, *c().findGpu("mi325x"), 1);
    EXPECT_EQ(mi325x.system_id, "mi325x-platform-8-estimate");
    EXPECT_DOUBLE_EQ(mi325x.total(), 8 * 15000.0 + 32010.0);
    EXPECT_DOUBLE_EQ(*c().findSystem("mi325x-platform-8-estimate")->amount_low, 8 * 10000.0);
    EXPECT_DOUBLE_EQ(*c().findSystem("mi325x-platform-8-estimate")->amount_high, 8 * 20000.0);
    EXPECT_TRUE(c().latestPrice("mi325x")->estimate);
    // Resellers' dated boards, from the same dataset: 8 x H200 at 270,565 USD (anafrashop,
    // 2024-03-27, 33,820.65 a GPU) and 8 x MI300X at Epoch's 25,733.71 USD a GPU (Interpro,
    // 2025-02-10). Both are dearer than the estimates, which stay the ones bought.
    const System* anafra = c().findSystem("anafra-hgx-h200-8-baseboard");
    ASSERT_NE(anafra, nullptr);
    EXPECT_DOUBLE_EQ(anafra->amount, 270565);
    EXPECT_NEAR(anafra->amount / 8, 33820.65, 0.05); // Epoch's per-GPU figure, to the cent
    const System* interpro = c().findSystem("interpro-mi300x-8-oam-ubb");
    ASSERT_NE(interpro, nullptr);
    EXPECT_NEAR(interpro->amount, 8 * 25733.71, 1e-6);
    EXPECT_EQ(buyPrice(c(), usd, *c().findGpu("h200"), 8).system_id, "hgx-h200-8-estimate");
}

// A system powers only the GPUs its supply feeds (schema 9). The 2026 4-GPU host (2,000 W supply,
// a 350 W Threadripper PRO 7975WX) takes four 300 W cards but two RTX 5090 (575 W), so four RTX
// 5090 buy two systems; the 2016 desktop (Corsair RMx 850 W, 91 W i5-6600K) powers one.
TEST_F(CatalogData, BoughtSystemsPowerTheirGpus) {
    const System* host = c().findSystem("makemachine-4gpu-host-2026");
    ASSERT_NE(host, nullptr);
    EXPECT_EQ(host->psu_w, 2000.0);
    EXPECT_EQ(host->power_w, 350.0);
    EXPECT_EQ(c().findSystem("desktop-host-1gpu-2016")->psu_w, 850.0);
    EXPECT_EQ(gpusPowered(*host, *c().findGpu("rtx-5090")), 2u);
    EXPECT_EQ(gpusPowered(*host, *c().findGpu("rtx-4090")), 3u);
    Scenario usd;
    usd.currency = "USD";
    const BuyPrice four = buyPrice(c(), usd, *c().findGpu("rtx-5090"), 4);
    ASSERT_TRUE(four.available);
    EXPECT_EQ(four.systems, 2u);
    // Every bought PCIe option of the catalog: its systems power its GPUs at their TDP.
    for (const auto& g : c().gpus) {
        if (slotFormFactor(g) != "pcie" || !g.tdp_w)
            continue;
        for (std::uint32_t n : {1u, 2u, 3u, 4u, 8u}) {
            const BuyPrice p = buyPrice(c(), usd, g, n);
            const System* x = c().findSystem(p.system_id);
            if (!p.available || !x || x->includesGpus())
                continue;
            const std::uint32_t per = (n + p.systems - 1) / p.systems;
            EXPECT_LE(per * *g.tdp_w, powerForGpus(*x) + 1e-6) << g.id << " x " << n << " in " << x->id;
            // And its slots run them at their PCIe generation (schema 12): the catalog has hosts of
            // every generation its PCIe cards have (3 to 5).
            EXPECT_TRUE(servesPcieGeneration(*x, g)) << g.id << " x " << n << " in " << x->id;
            EXPECT_EQ(p.slot_pcie_gen, 0) << g.id << " x " << n;
        }
    }
}

// The hosts of GPUs bought apart match what they must power and their slots' PCIe generation
// (issue 37, item 6). A user found "fastest within 20,000 EUR" putting 2 x RTX PRO 6000 Blackwell
// (600 W each, PCIe 5.0: NVIDIA's datasheet, "Total board power: 600 W", "PCIe 5.0 x16") in the
// 2019 build (X299, PCIe 3.0) and a 2016 desktop (Z170, PCIe 3.0) around a 2026 card.
TEST_F(CatalogData, HostsServeThePowerAndPcieGenerationOfTheirGpus) {
    const GpuSpec& pro6000 = *c().findGpu("rtx-pro-6000-blackwell");
    ASSERT_EQ(pro6000.tdp_w, 600.0);
    ASSERT_EQ(pro6000.pcie_gen, 5);
    // The old hosts are PCIe 3.0 (their boards' Intel chipsets and CPUs), the 2026 ones PCIe 5.0.
    EXPECT_EQ(c().findSystem("pro-dl-workstation-3gpu-2019")->pcie_gen, 3);
    EXPECT_EQ(c().findSystem("desktop-host-1gpu-2016")->pcie_gen, 3);
    EXPECT_EQ(c().findSystem("makemachine-4gpu-host-2026")->pcie_gen, 5);
    // SEVERIN-PRO6000 (BUILD-RTX-PRO-6000.md @ 6ba8d11, 2026-02-16, toppreise.ch): option A, the AM5
    // build less its GPU, 9,690 - 7,691 = 1,999 CHF with a 1,000 W supply and a 170 W Ryzen 9 9950X;
    // option B, the TRX50 build less its GPU, 10,848 - 7,691 = 3,157 CHF, a 1,600 W supply "Sized
    // for 2x PRO 6000" and a 350 W Threadripper 7960X.
    const System* am5 = c().findSystem("am5-desktop-host-1gpu-2026");
    const System* trx50 = c().findSystem("trx50-workstation-host-2gpu-2026");
    ASSERT_NE(am5, nullptr);
    ASSERT_NE(trx50, nullptr);
    EXPECT_DOUBLE_EQ(am5->amount, 440 + 269 + 629 + 171 + 139 + 98 + 203 + 50);
    EXPECT_DOUBLE_EQ(am5->amount, 9690 - 7691);
    EXPECT_EQ(am5->currency, "CHF");
    EXPECT_EQ(am5->psu_w, 1000.0);
    EXPECT_EQ(am5->pcie_gen, 5);
    EXPECT_DOUBLE_EQ(trx50->amount, 971 + 648 + 629 + 352 + 193 + 111 + 203 + 50);
    EXPECT_DOUBLE_EQ(trx50->amount, 10848 - 7691);
    EXPECT_EQ(trx50->psu_w, 1600.0);
    EXPECT_EQ(trx50->pcie_gen, 5);
    EXPECT_EQ(gpusPowered(*trx50, pro6000), 2u); // 1,600 - 350 = 1,250 W for two 600 W cards

    Scenario eur;
    eur.currency = "EUR";
    // Two RTX PRO 6000: one host whose supply feeds both and whose slots are PCIe 5.0.
    const BuyPrice two = buyPrice(c(), eur, pro6000, 2);
    ASSERT_TRUE(two.available);
    EXPECT_EQ(two.system_id, "trx50-workstation-host-2gpu-2026");
    EXPECT_EQ(two.systems, 1u);
    const System& host = *c().findSystem(two.system_id);
    EXPECT_GE(powerForGpus(host), 2 * 600.0);
    EXPECT_GE(host.pcie_gen.value_or(0), 5);
    EXPECT_EQ(two.slot_pcie_gen, 0);
    // One RTX PRO 6000: not the 2016 desktop, whose 850 W supply would feed it (850 - 91 W) but whose
    // PCIe 3.0 slot would not run it at PCIe 5.0; the 2026 AM5 desktop, its 1,000 W feeding 600 W.
    const BuyPrice one = buyPrice(c(), eur, pro6000, 1);
    ASSERT_TRUE(one.available);
    EXPECT_NE(one.system_id, "desktop-host-1gpu-2016");
    EXPECT_EQ(one.system_id, "am5-desktop-host-1gpu-2026");
    // A PCIe 3.0 card still goes in the cheaper 2016 desktop: it serves the card's generation.
    const GpuSpec& t4 = *c().findGpu("t4");
    ASSERT_EQ(t4.pcie_gen, 3);
    EXPECT_EQ(buyPrice(c(), eur, t4, 1).system_id, "desktop-host-1gpu-2016");
    // The 2019 build is kept as history; the scenario may still name it, and then the option says
    // at what generation the cards run there.
    eur.system_id = "pro-dl-workstation-3gpu-2019";
    const BuyPrice named = buyPrice(c(), eur, pro6000, 2);
    ASSERT_TRUE(named.available);
    EXPECT_EQ(named.system_id, "pro-dl-workstation-3gpu-2019");
    EXPECT_EQ(named.slot_pcie_gen, 3);
    bool said = false;
    for (const Message& m : named.notes)
        said = said || m.id == MessageId::HostPcieSlower;
    EXPECT_TRUE(said);
}

// ---- derived figures (schema 8): where no vendor publishes a figure ----------------

TEST(CatalogDataDerivation, ReadsEachFieldsEntry) {
    GpuSpec g;
    g.derived = "fp32_flops: derived: 2,560 shaders x 2 x 2.9 GHz; bf16_tensor_flops: derived: as fp16";
    EXPECT_EQ(g.derivationFor("fp32_flops"), "derived: 2,560 shaders x 2 x 2.9 GHz");
    EXPECT_EQ(g.derivationFor("bf16_tensor_flops"), "derived: as fp16");
    EXPECT_EQ(g.derivationFor("fp8_tensor_flops"), "");
    const std::vector<std::pair<std::string, std::string>> listed = {
        {"fp32_flops", "derived: 2,560 shaders x 2 x 2.9 GHz"}, {"bf16_tensor_flops", "derived: as fp16"}};
    EXPECT_EQ(fieldEntries(g.derived), listed);
    EXPECT_EQ(fieldEntries("no colon"), (std::vector<std::pair<std::string, std::string>>{{"no colon", ""}}));
    EXPECT_TRUE(isDerivation("derived: 1 PFLOP FP4 sparse / 2 / 4 = 125 TFLOPS"));
    EXPECT_FALSE(isDerivation("derived"));
    EXPECT_FALSE(isDerivation("estimated: 125 TFLOPS from the FP4 figure"));
}

// A derived entry names a compute figure the row fills, says how it was worked out, and is not
// also given a reason for being empty; a row with derived figures says so in its notes.
TEST_F(CatalogData, EveryDerivedFigureIsFilledAndSaysHow) {
    int derived = 0;
    for (const auto& g : c().gpus) {
        for (const auto& [field, how] : fieldEntries(g.derived)) {
            ++derived;
            const auto has = hasFigure(g, field);
            ASSERT_TRUE(has.has_value()) << g.id << ": '" << field << "' is not a compute figure";
            EXPECT_TRUE(*has) << g.id << " " << field << ": derived but empty";
            EXPECT_TRUE(isDerivation(how)) << g.id << " " << field << ": " << how;
            EXPECT_EQ(g.reasonFor(field), "") << g.id << " " << field << ": both derived and empty";
        }
        if (!g.derived.empty()) {
            EXPECT_NE(g.notes.find("derived"), std::string::npos) << g.id << ": the notes do not say so";
        }
    }
    EXPECT_GE(derived, 19); // DGX Spark 5, Strix Halo 4, M3 Ultra 4, M4 Max 4, W7900 2
}

// The derivations, redone by hand from the figures they start from.
TEST_F(CatalogData, DerivedFiguresFollowFromTheirPublishedStart) {
    const auto* spark = c().findGpu("dgx-spark");
    ASSERT_NE(spark, nullptr);
    // NVIDIA: "1 PFLOP" FP4 with 2:4 sparsity; dense is half; Blackwell FP8 = 2 x FP16 = FP4 / 2.
    EXPECT_DOUBLE_EQ(*spark->fp8_tensor_flops, 1e15 / 2 / 2);
    EXPECT_DOUBLE_EQ(*spark->bf16_tensor_flops, 1e15 / 2 / 4);
    EXPECT_DOUBLE_EQ(*spark->fp16_fp32acc_tensor_flops, *spark->bf16_tensor_flops);
    EXPECT_DOUBLE_EQ(*spark->fp32_flops, 31e12); // NVIDIA, Hot Chips 2025: published, not derived
    EXPECT_EQ(spark->derivationFor("fp32_flops"), "");
    EXPECT_DOUBLE_EQ(*spark->tdp_w, 140);
    // Measured above half the derived FP16 rate (FP32 accumulate is not halved as on GeForce):
    // ~97 TFLOPS in PyTorch (GuigsEvt/dgx_spark_config issue #1), 188 TFLOPS FP8 with CUTLASS
    // (NVIDIA forum thread 359960), each under the derived peak.
    EXPECT_GT(97e12, *spark->fp16_fp32acc_tensor_flops / 2);
    EXPECT_LT(97e12, *spark->fp16_fp32acc_tensor_flops);
    EXPECT_LT(188e12, *spark->fp8_tensor_flops);

    const auto* strix = c().findGpu("ryzen-ai-max-395");
    ASSERT_NE(strix, nullptr);
    // RDNA 3 WMMA: AMD's RX 7900 XTX 122.8 TFLOPS FP16 = 96 CUs x 2.5 GHz x 512 FLOP per clock.
    const auto* xtx = c().findGpu("rx-7900-xtx");
    ASSERT_NE(xtx, nullptr);
    const double per_cu_clock = *xtx->fp16_tensor_flops / (96 * 2.5e9);
    EXPECT_NEAR(per_cu_clock, 512, 0.5);
    EXPECT_NEAR(*strix->bf16_tensor_flops, 40 * 2.9e9 * per_cu_clock, 0.001 * *strix->bf16_tensor_flops);
    EXPECT_DOUBLE_EQ(*strix->fp32_flops, 2560 * 2 * 2.9e9); // 14.85 TFLOPS, as fpsbench lists it
    EXPECT_LT(36.9e12, *strix->bf16_tensor_flops);          // measured, mamf-finder with hipBLASLt

    // Apple: huggingface.js's 28.4 TFLOPS for the 80-core M3 Ultra, scaled to the 60-core part
    // the row describes; the Apple GPU runs FP16 at the FP32 rate (metal-benchmarks).
    const auto* m3 = c().findGpu("apple-m3-ultra");
    ASSERT_NE(m3, nullptr);
    EXPECT_NEAR(*m3->fp32_flops, 28.4e12 * 60 / 80, 1e9);
    EXPECT_DOUBLE_EQ(*m3->fp16_fp32acc_tensor_flops, *m3->fp32_flops);
    const auto* m4 = c().findGpu("apple-m4-max");
    ASSERT_NE(m4, nullptr);
    EXPECT_DOUBLE_EQ(*m4->fp32_flops, 18.4e12);
    EXPECT_LT(14.8e12, *m4->fp16_tensor_flops); // measured FP16 with PyTorch MPS (zzc0721 issue #65)
    for (const auto* g : {spark, strix, m3, m4})
        EXPECT_NE(g->derivationFor("bf16_tensor_flops"), "") << g->id;

    // Radeon PRO W7900: AMD publishes 61.32 TFLOPS FP32 and 122.64 FP16 (Computex 2024, quoted by
    // Spheron 2024-06-27), the same 96-CU Navi 31 as the RX 7900 XTX at 512 FLOP per CU per clock
    // (2.495 GHz); FP32 accumulate and BF16 WMMA issue at that rate.
    const auto* w7900 = c().findGpu("radeon-pro-w7900");
    ASSERT_NE(w7900, nullptr);
    EXPECT_DOUBLE_EQ(*w7900->fp32_flops, 61.32e12);
    EXPECT_DOUBLE_EQ(*w7900->fp16_tensor_flops, 122.64e12);
    EXPECT_NEAR(*w7900->fp16_tensor_flops / (96 * per_cu_clock), 2.495e9, 0.01e9);
    EXPECT_EQ(w7900->derivationFor("fp16_tensor_flops"), "");
    for (const char* f : {"fp16_fp32acc_tensor_flops", "bf16_tensor_flops"})
        EXPECT_NE(w7900->derivationFor(f), "") << f;
    EXPECT_DOUBLE_EQ(*w7900->bf16_tensor_flops, *w7900->fp16_tensor_flops);
}
