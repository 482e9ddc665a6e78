// The default catalog is complete (issue 17): every GPU has the figures a buyer
// compares, or says why a cell stays empty; every price has a date and a source
// that names a publication.
#include "common/TempDir.h"
#include "core/Planner.h"
#include "core/Recommender.h"
#include "core/SystemPricing.h"
#include "database/CatalogStore.h"

#include <gtest/gtest.h>

#include <regex>
#include <set>
#include <string>
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
            if (!r.empty())
                EXPECT_TRUE(isReason(r)) << g.id << " " << f << ": " << r;
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
        if (x.estimate)
            EXPECT_NE(x.notes.find("Estimate"), std::string::npos) << x.id << ": an estimate says how";
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
        if (cd.system.empty())
            EXPECT_TRUE(c().findGpu(cd.gpu)->sold_only_in_systems) << cd.gpu << " bought without a system";
    }
    for (const auto& g : c().gpus) {
        if (bought.count(g.id))
            continue;
        const BuyPrice p = buyPrice(c(), s, g, 1);
        if (p.available) {
            // Bought, but not timed: no 16-bit or FP32 figure, and the catalog says why (DGX Spark,
            // Strix Halo, Apple: their vendors publish no GPU matrix rate).
            const bool timed =
                g.fp16_tensor_flops || g.fp16_fp32acc_tensor_flops || g.bf16_tensor_flops || g.fp32_flops;
            EXPECT_FALSE(timed) << g.id << " can be bought and timed but is not in the recommendation";
            EXPECT_TRUE(isReason(g.reasonFor("bf16_tensor_flops"))) << g.id;
            continue;
        }
        EXPECT_TRUE(isReason(g.reasonFor("price")))
            << g.id << " cannot be bought (" << p.reason.english() << ") and the catalog does not say why";
    }
    EXPECT_TRUE(bought.count("rtx-4090"));
    EXPECT_TRUE(bought.count("h100-sxm"));
    EXPECT_TRUE(bought.count("b200"));
}
