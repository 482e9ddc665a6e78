// The built-in default catalog: what a first run writes.
#include "common/TempDir.h"
#include "database/CatalogStore.h"
#include "database/Csv.h"

#include "core/model/ModelSpec.h"

#include <gtest/gtest.h>

#include <regex>
#include <set>

using namespace gpuplan;
using gpuplan::test::TempDir;

namespace {

class DefaultCatalog : public ::testing::Test {
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
TempDir* DefaultCatalog::dir_ = nullptr;
Catalog* DefaultCatalog::catalog_ = nullptr;

// The repository's seed files (database/seed), the source of truth of the built-in catalog.
std::vector<CsvRecord> seedCsv(const std::string& name) {
    return parseCsv(gpuplan::test::readAll(std::string(GPUPLAN_SEED_DIR) + "/" + name), name);
}

// The column of `header` called `name`.
std::size_t column(const CsvRecord& header, const std::string& name) {
    for (std::size_t i = 0; i < header.fields.size(); ++i)
        if (header.fields[i] == name)
            return i;
    ADD_FAILURE() << "no column " << name;
    return 0;
}

} // namespace

TEST_F(DefaultCatalog, HasEveryGpuOfTheSeedFileWithItsFigures) {
    const auto rows = seedCsv("gpus.csv");
    ASSERT_GT(rows.size(), 30u);
    const std::size_t id = column(rows[0], "id"), vram = column(rows[0], "vram_bytes"),
                      bw = column(rows[0], "memory_bandwidth_bytes_per_s"), src = column(rows[0], "source");
    for (std::size_t r = 1; r < rows.size(); ++r) {
        const auto* g = c().findGpu(rows[r].fields[id]);
        ASSERT_NE(g, nullptr) << rows[r].fields[id];
        EXPECT_EQ(g->vram_bytes, std::stoull(rows[r].fields[vram])) << g->id;
        EXPECT_DOUBLE_EQ(g->memory_bandwidth_bytes_per_s, std::stod(rows[r].fields[bw])) << g->id;
        EXPECT_EQ(g->source, rows[r].fields[src]) << g->id;
    }
    EXPECT_EQ(c().gpus.size(), rows.size() - 1);
}

TEST_F(DefaultCatalog, HasEveryInterconnectOfTheSeedFile) {
    const auto rows = seedCsv("interconnects.csv");
    const std::size_t id = column(rows[0], "id"), per_dir = column(rows[0], "per_direction_bytes_per_s");
    for (std::size_t r = 1; r < rows.size(); ++r) {
        const auto* l = c().findInterconnect(rows[r].fields[id]);
        ASSERT_NE(l, nullptr) << rows[r].fields[id];
        EXPECT_DOUBLE_EQ(l->per_direction_bytes_per_s, std::stod(rows[r].fields[per_dir])) << l->id;
    }
    EXPECT_EQ(c().interconnects.size(), rows.size() - 1);
}

TEST_F(DefaultCatalog, HasEveryCloudOfferOfTheSeedFile) {
    const auto rows = seedCsv("cloud_offers.csv");
    const std::size_t id = column(rows[0], "id"), price = column(rows[0], "price_per_hour");
    for (std::size_t r = 1; r < rows.size(); ++r) {
        const auto* o = c().findOffer(rows[r].fields[id]);
        ASSERT_NE(o, nullptr) << rows[r].fields[id];
        EXPECT_DOUBLE_EQ(o->price_per_hour, std::stod(rows[r].fields[price])) << o->id;
    }
    EXPECT_EQ(c().offers.size(), rows.size() - 1);
    EXPECT_EQ(c().offers.size(), 54u); // 53 priced offers of the sources + the guide's A100 rate
    const auto* aws = c().findOffer("aws-p5.48xlarge-us-east-1-on-demand");
    ASSERT_NE(aws, nullptr);
    // skypilot-org/skypilot-catalog, catalogs/v8/aws/vms.csv @ 00148f2a: p5.48xlarge us-east-1 $55.04/h;
    // dated by tsaol/aws-gpu data/p5_family_all.js @ 18aebd1d ("Last updated: 2026-08-26": 55.04).
    EXPECT_DOUBLE_EQ(aws->price_per_hour, 55.04);
    EXPECT_EQ(aws->date, "2026-08-26");
    EXPECT_EQ(aws->gpu_count, 8u);
    EXPECT_EQ(aws->currency, "USD");
    const auto* scw = c().findOffer("scaleway-h100-1-80g-fr-par-2-on-demand");
    ASSERT_NE(scw, nullptr);
    EXPECT_EQ(scw->currency, "EUR"); // the skypilot Scaleway catalog has no currency column: EUR inferred
    // bricelalu/claude-code-pii-guardian, its capacity-simulation report @ 541f4314 (2026-09-27):
    // "Scaleway H100-1-80G ... (2.87 EUR/h, PAR-2 only)"; SkyPilot's undated figure was 2.52.
    EXPECT_DOUBLE_EQ(scw->price_per_hour, 2.87);
    EXPECT_EQ(scw->date, "2026-09-27");
}

// Issue 37, item 6: every offer's price shows its age. Rows the dated sources price are dated;
// those still undated say in their notes what was searched.
TEST_F(DefaultCatalog, UndatedOffersSayWhatWasSearched) {
    std::size_t dated = 0;
    for (const auto& o : c().offers) {
        if (!o.date.empty()) {
            ++dated;
            EXPECT_EQ(o.date.size(), 10u) << o.id;
        } else {
            EXPECT_NE(o.notes.find("searched"), std::string::npos) << o.id << ": " << o.notes;
        }
    }
    // 8 dated before; 15 dated by revision 2026.12.21 (5 AWS, 2 Azure, 6 Lambda, 1 CoreWeave, 1 Scaleway).
    EXPECT_EQ(dated, 23u);
    // CoreWeave's page as copied on 2026-09-20 (api-evangelist/coreweave plans/coreweave-plans-pricing.yml
    // @ 27bcc25): "NVIDIA HGX H100 (on-demand) / price_text: $49.24 ... 8 GPUs" (was 2.23 for one GPU).
    const auto* cw = c().findOffer("coreweave-h100-per-gpu-on-demand");
    ASSERT_NE(cw, nullptr);
    EXPECT_DOUBLE_EQ(cw->price_per_hour, 49.24);
    EXPECT_EQ(cw->gpu_count, 8u);
    EXPECT_EQ(cw->date, "2026-09-20");
    // Lambda's page as copied on 2026-09-20 (api-evangelist/lambda-labs @ 1929382e): "4x NVIDIA H100 SXM /
    // price_text: $4.09" per GPU-hour, 4 x 4.09 = 16.36.
    const auto* lambda = c().findOffer("lambda-gpu-4x-h100-sxm5-on-demand");
    ASSERT_NE(lambda, nullptr);
    EXPECT_DOUBLE_EQ(lambda->price_per_hour, 16.36);
    EXPECT_EQ(lambda->date, "2026-09-20");
}

TEST_F(DefaultCatalog, HasEverySystemOfTheSeedFile) {
    const auto rows = seedCsv("systems.csv");
    const std::size_t id = column(rows[0], "id"), amount = column(rows[0], "amount"),
                      src = column(rows[0], "source");
    for (std::size_t r = 1; r < rows.size(); ++r) {
        const auto* x = c().findSystem(rows[r].fields[id]);
        ASSERT_NE(x, nullptr) << rows[r].fields[id];
        EXPECT_DOUBLE_EQ(x->amount, std::stod(rows[r].fields[amount])) << x->id;
        EXPECT_EQ(x->source, rows[r].fields[src]) << x->id;
    }
    EXPECT_EQ(c().systems.size(), rows.size() - 1);
}

// api_prices.csv (schema 7): every row loaded with its figures; each names a price page and
// the date it was read; the open-weight ones name a model of the catalog.
TEST_F(DefaultCatalog, HasEveryApiPriceOfTheSeedFile) {
    const auto rows = seedCsv("api_prices.csv");
    const std::size_t id = column(rows[0], "id"), in = column(rows[0], "input_per_million"),
                      out = column(rows[0], "output_per_million"), src = column(rows[0], "source");
    for (std::size_t r = 1; r < rows.size(); ++r) {
        const auto* a = c().findApiPrice(rows[r].fields[id]);
        ASSERT_NE(a, nullptr) << rows[r].fields[id];
        EXPECT_DOUBLE_EQ(a->input_per_million, std::stod(rows[r].fields[in])) << a->id;
        EXPECT_DOUBLE_EQ(a->output_per_million, std::stod(rows[r].fields[out])) << a->id;
        EXPECT_EQ(a->source, rows[r].fields[src]) << a->id;
    }
    EXPECT_EQ(c().api_prices.size(), rows.size() - 1);
    int open_weight = 0;
    for (const auto& a : c().api_prices) {
        EXPECT_NE(a.source.find("http"), std::string::npos) << a.id << ": " << a.source;
        EXPECT_EQ(a.date.size(), 10u) << a.id;
        EXPECT_GT(a.output_per_million, 0) << a.id;
        if (a.cached_input_per_million) {
            EXPECT_LE(*a.cached_input_per_million, a.input_per_million) << a.id;
        }
        if (!a.model_id.empty()) {
            EXPECT_NE(c().findModel(a.model_id), nullptr) << a.id;
            ++open_weight;
        }
    }
    EXPECT_GE(open_weight, 2);
    // Together AI's serverless Llama 3.3 70B: $0.88 in and out (together.ai/pricing, checked 2025-07-03).
    const auto* together = c().findApiPrice("together-llama-3.3-70b-instruct-turbo");
    ASSERT_NE(together, nullptr);
    EXPECT_EQ(together->model_id, "llama-3.3-70b");
    EXPECT_DOUBLE_EQ(together->input_per_million, 0.88);
    EXPECT_EQ(together->currency, "USD");
    // OpenAI GPT-4.1: $2 in, $0.50 cached, $8 out (OpenAI's pricing page, checked 2025-07-04).
    const auto* gpt = c().findApiPrice("openai-gpt-4.1");
    ASSERT_NE(gpt, nullptr);
    EXPECT_TRUE(gpt->model_id.empty());
    EXPECT_DOUBLE_EQ(*gpt->cached_input_per_million, 0.5);
    EXPECT_DOUBLE_EQ(gpt->output_per_million, 8);
}

TEST_F(DefaultCatalog, RowsKeepTheFiguresOfTheSources) {
    const auto* g = c().findGpu("rtx-4090");
    ASSERT_NE(g, nullptr);
    EXPECT_EQ(g->vram_bytes, 24ull << 30); // 24 GB as GiB (nvidia-smi: 24564 MiB, the guide)
    EXPECT_DOUBLE_EQ(g->memory_bandwidth_bytes_per_s, 1008e9); // NVIDIA: 1008 GB/s (HMC4090, SVET)
    EXPECT_DOUBLE_EQ(*g->fp16_tensor_flops, 330.3e12);
    EXPECT_DOUBLE_EQ(*g->bf16_tensor_flops, 165.2e12);
    EXPECT_EQ(g->pci_device_id, 0x2684u); // pci.ids: AD102 [GeForce RTX 4090]
    EXPECT_EQ(g->pci_vendor_id, 0x10deu);
    EXPECT_EQ(g->form_factor, "consumer");
    const auto* h = c().findGpu("h100-sxm");
    ASSERT_NE(h, nullptr);
    EXPECT_DOUBLE_EQ(*h->bf16_tensor_flops, 989e12); // dense (NVIDIA's 1979 is sparse)
    EXPECT_DOUBLE_EQ(*h->fabric_bandwidth_bytes_per_s_both, 900e9);
    EXPECT_FALSE(c().findGpu("h200")->pci_device_id.has_value()); // not in pci.ids 2023-04: left unknown
    // RDNA 3 WMMA: 122.8 TFLOPS FP16 (the RDNA 3 infobox, hipfire.dev); no sparsity, so dense.
    EXPECT_DOUBLE_EQ(*c().findGpu("rx-7900-xtx")->fp16_tensor_flops, 122.8e12);
    // GeForce Ada: FP32 accumulate at half the FP16-accumulate headline (88 TFLOPS).
    EXPECT_DOUBLE_EQ(*c().findGpu("rtx-4060-ti-16gb")->fp16_fp32acc_tensor_flops, 44e12);
    EXPECT_EQ(*c().findGpu("rtx-4060-ti-16gb")->pcie_lanes, 8);
    const auto* pcie4 = c().findInterconnect("pcie4-x16");
    ASSERT_NE(pcie4, nullptr);
    EXPECT_DOUBLE_EQ(pcie4->per_direction_bytes_per_s, 31.5e9); // 16 GT/s x 16 lanes, 128b/130b
    EXPECT_DOUBLE_EQ(pcie4->both_directions_bytes_per_s, 63e9);
    const auto* ib = c().findInterconnect("ib-hdr-4x");
    EXPECT_DOUBLE_EQ(*ib->latency_s, 0.6e-6);
    // The networks between systems (schema 10): 10 Gb/s / 8 a direction (IEEE 802.3ae), and the
    // DGX Spark's ConnectX-7, 200 Gb/s / 8, at the 340 Gbit/s full duplex (170 a direction of 200)
    // measured between two units (Catharsis).
    const auto* ten = c().findInterconnect("eth-10gbe");
    ASSERT_NE(ten, nullptr);
    EXPECT_DOUBLE_EQ(ten->per_direction_bytes_per_s, 10e9 / 8);
    const auto* cx7 = c().findInterconnect("cx7-200gbe-gb10");
    ASSERT_NE(cx7, nullptr);
    EXPECT_DOUBLE_EQ(cx7->per_direction_bytes_per_s, 200e9 / 8);
    EXPECT_DOUBLE_EQ(cx7->efficiency, 340.0 / 2 / 200);
    EXPECT_EQ(c().findSystem("dgx-spark")->network_link, "cx7-200gbe-gb10");
}

TEST_F(DefaultCatalog, HasTheGuidesPricesAsTheLatest) {
    // The guide: "RTX 4090 (1800€) vs A100 cloud (2.5€/h)", "2× H100 (70k€)", "1× MI300X (15k€)".
    const auto rtx = c().latestPrice("rtx-4090");
    ASSERT_TRUE(rtx);
    EXPECT_DOUBLE_EQ(rtx->amount, 1800);
    EXPECT_EQ(rtx->currency, "EUR");
    EXPECT_NE(rtx->source.find("the guide"), std::string::npos);
    EXPECT_DOUBLE_EQ(c().latestPrice("h100-sxm")->amount, 35000);
    EXPECT_DOUBLE_EQ(c().latestPrice("mi300x")->amount, 15000);
    const auto* a100 = c().findOffer("guide-a100-cloud");
    ASSERT_NE(a100, nullptr);
    EXPECT_DOUBLE_EQ(a100->pricePerGpuHour(), 2.5);
    EXPECT_EQ(a100->currency, "EUR");
}

TEST_F(DefaultCatalog, EveryRowRecordsItsSource) {
    for (const auto& g : c().gpus)
        EXPECT_FALSE(g.source.empty()) << g.id;
    for (const auto& i : c().interconnects)
        EXPECT_FALSE(i.source.empty()) << i.id;
    for (const auto& p : c().prices)
        EXPECT_FALSE(p.source.empty()) << p.id;
    for (const auto& o : c().offers)
        EXPECT_FALSE(o.source.empty()) << o.id;
    for (const auto& m : c().models)
        EXPECT_FALSE(m.source.empty()) << m.spec.id;
    for (const auto& r : c().rates)
        EXPECT_FALSE(r.source.empty()) << r.currency;
    for (const auto& a : c().api_prices)
        EXPECT_FALSE(a.source.empty()) << a.id;
}

// A reader of the report can open every source: an address, a repository at a commit, or
// the guide by its title. None points at a file outside the repository.
TEST_F(DefaultCatalog, EverySourceNamesAPublication) {
    const auto publication = [](const std::string& source) {
        static const std::regex commit(R"(@ [0-9a-f]{7,40})");
        return source.find("http") != std::string::npos || std::regex_search(source, commit) ||
               source.find("the guide 'GPU pour l'IA : Guide complet NVIDIA vs AMD en 2026'") !=
                   std::string::npos;
    };
    for (const auto& g : c().gpus)
        EXPECT_TRUE(publication(g.source)) << g.id << ": " << g.source;
    for (const auto& i : c().interconnects)
        EXPECT_TRUE(publication(i.source)) << i.id << ": " << i.source;
    for (const auto& p : c().prices)
        EXPECT_TRUE(publication(p.source)) << p.id << ": " << p.source;
    for (const auto& o : c().offers)
        EXPECT_TRUE(publication(o.source)) << o.id << ": " << o.source;
    for (const auto& m : c().models)
        EXPECT_TRUE(publication(m.source)) << m.spec.id << ": " << m.source;
    for (const auto& a : c().api_prices)
        EXPECT_TRUE(publication(a.source)) << a.id << ": " << a.source;
}

// The ECB's euro reference rates of 2026-01-27, dated and cited (dpa-AFX: "Die Europäische
// Zentralbank hatte den Referenzkurs zuvor auf 1,1929 (Montag: 1,1836) Dollar festgesetzt";
// fetchseries' republication of the ECB series for the franc: 0.9197).
TEST_F(DefaultCatalog, HasTheEcbReferenceRatesOfOneDay) {
    const auto* usd = c().findRate("USD");
    ASSERT_NE(usd, nullptr);
    EXPECT_DOUBLE_EQ(usd->per_eur, 1.1929);
    EXPECT_EQ(usd->date, "2026-01-27");
    EXPECT_NE(usd->source.find("1,1929"), std::string::npos);
    EXPECT_NE(usd->source.find("https://www.finanznachrichten.de/"), std::string::npos);
    const auto* chf = c().findRate("CHF");
    ASSERT_NE(chf, nullptr);
    EXPECT_DOUBLE_EQ(chf->per_eur, 0.9197);
    EXPECT_EQ(chf->date, usd->date);
    EXPECT_NEAR(c().convert(1000, "EUR", "USD"), 1000 * usd->per_eur, 1e-9);
}

TEST_F(DefaultCatalog, ModelsHaveThePublishedParameterCounts) {
    const std::vector<std::pair<std::string, std::uint64_t>> expected = {
        {"llama-2-7b", 6'738'415'616},       // meta-llama/Llama-2-7b-hf
        {"llama-2-13b", 13'015'864'320},     // meta-llama/Llama-2-13b-hf
        {"llama-2-70b", 68'976'648'192},     // meta-llama/Llama-2-70b-hf
        {"mistral-7b", 7'241'732'096},       // mistralai/Mistral-7B-v0.1
        {"mixtral-8x7b", 46'702'792'704},    // mistralai/Mixtral-8x7B-v0.1
        {"llama-3.1-8b", 8'030'261'248},     // meta-llama/Llama-3.1-8B
        {"llama-3.1-70b", 70'553'706'496},   // meta-llama/Llama-3.1-70B (safetensors total)
        {"llama-3.1-405b", 405'853'388'800}, // meta-llama/Llama-3.1-405B
        {"qwen2.5-7b", 7'615'616'512},       // Qwen/Qwen2.5-7B
        {"qwen2.5-72b", 72'706'203'648},     // Qwen/Qwen2.5-72B
        {"gemma-2-9b", 9'241'705'984},       // google/gemma-2-9b
        {"gemma-2-27b", 27'227'128'320},     // google/gemma-2-27b
        {"phi-3-mini-4k", 3'821'079'552},    // microsoft/Phi-3-mini-4k-instruct
        // 2025-26 (tests/core/TestHfFamilies.cpp compares each with its model card):
        {"llama-3.3-70b", 70'553'706'496},    // meta-llama/Llama-3.3-70B-Instruct: 70B
        {"qwen3-8b", 8'190'735'360},          // Qwen/Qwen3-8B: 8.2B
        {"qwen3-32b", 32'762'123'264},        // Qwen/Qwen3-32B: 32.8B
        {"qwen3-30b-a3b", 30'532'122'624},    // Qwen/Qwen3-30B-A3B: 30.5B
        {"qwen3-235b-a22b", 235'093'634'560}, // Qwen/Qwen3-235B-A22B: 235B
        {"deepseek-v3", 671'026'419'200},     // deepseek-ai/DeepSeek-V3: 671B (MTP apart)
        {"gpt-oss-20b", 20'914'757'184},      // openai/gpt-oss-20b: 20.91B
        {"gpt-oss-120b", 116'829'156'672},    // openai/gpt-oss-120b: 116.83B
        {"gemma-3-27b", 27'009'346'304},      // google/gemma-3-27b-it: the language model (vision apart)
        {"phi-4", 14'659'507'200},            // microsoft/phi-4: 14B
        {"deepseek-r1-distill-qwen-32b", 32'763'876'352}, // the Hub's safetensors total
        {"mistral-small-3.1-24b", 23'572'403'200},        // 24B with the vision tower (apart here)
        {"llama-4-scout", 107'769'861'120},               // 108,641,793,536 with the vision tower (Hub)
        {"llama-4-maverick", 400'711'848'960},            // 401,583,781,376 with the vision tower (Fireworks)
    };
    for (const auto& [id, params] : expected) {
        const auto* m = c().findModel(id);
        ASSERT_NE(m, nullptr) << id;
        EXPECT_EQ(countParams(m->spec).total, params) << id;
    }
    const auto* codellama = c().findModel("codellama-34b");
    ASSERT_NE(codellama, nullptr);
    EXPECT_NEAR(countParams(codellama->spec).total / 1e9, 33.74, 0.01); // codellama/CodeLlama-34b-hf: 33.7B
    EXPECT_FALSE(codellama->config_json.empty());
}

TEST_F(DefaultCatalog, KeepsTheArchitectureOf2025Models) {
    // What the planner needs beyond the sizes: the experts, the latent attention, the windows.
    const auto* v3 = c().findModel("deepseek-v3");
    ASSERT_NE(v3, nullptr);
    EXPECT_EQ(v3->spec.kv_lora_rank, 512u);
    EXPECT_EQ(v3->spec.dense_layers, 3u);
    EXPECT_EQ(v3->spec.mtp_layers, 1u);
    const auto* oss = c().findModel("gpt-oss-20b");
    ASSERT_NE(oss, nullptr);
    EXPECT_EQ(oss->spec.expert_weights_format, "mxfp4");
    EXPECT_EQ(oss->spec.sliding_layers, 12u);
    const auto* gemma = c().findModel("gemma-3-27b");
    ASSERT_NE(gemma, nullptr);
    EXPECT_EQ(gemma->spec.sliding_window, 1024u);
    EXPECT_GT(gemma->spec.vision_params, 400'000'000u);
    const auto* scout = c().findModel("llama-4-scout");
    ASSERT_NE(scout, nullptr);
    EXPECT_EQ(scout->spec.experts, 16u);
    EXPECT_EQ(scout->spec.sliding_window, 8192u); // chunked attention
    EXPECT_EQ(scout->spec.vision_params, 871'932'416u);
}

TEST_F(DefaultCatalog, VersionNamesSchemaAndDefaults) {
    EXPECT_EQ(c().version, "schema " + std::to_string(CatalogStore::latestSchemaVersion()) + ", defaults " +
                               CatalogStore::builtinDefaultsRevision() + ", edit 0");
}

// cloud_offers.split (schema 6): only a provider that bills per GPU rents part of an offer. RunPod:
// skypilot-catalog runpod/vms.csv @ 01acdfd lists 1x_A100-80GB_SECURE at 1.39 and
// 2x_A100-80GB_SECURE at 2.78 an hour; the 8-GPU instances and listings are rented whole.
TEST_F(DefaultCatalog, OnlyPerGpuProvidersSplitTheirOffers) {
    for (const auto& o : c().offers)
        EXPECT_EQ(o.split, o.provider == "RunPod") << o.id;
    const auto* vast8 = c().findOffer("vast.ai-8x-rtx-4090-us-on-demand");
    ASSERT_NE(vast8, nullptr);
    EXPECT_FALSE(vast8->serves(1));
    EXPECT_TRUE(vast8->serves(8));
    EXPECT_TRUE(c().findOffer("runpod-2x-a100-80gb-sxm-secure-on-demand")->serves(1));
}

// Issue 37, item 13: the manual said "24 models" while the catalog had 28. Every "N models" the
// manual and the README say of the default catalog is its count.
TEST_F(DefaultCatalog, TheManualCountsTheModelsItHas) {
    const std::string root = std::string(GPUPLAN_SEED_DIR) + "/../..";
    int said = 0;
    for (const char* doc : {"/docs/MANUAL.md", "/README.md"}) {
        // A count may be split over two lines of the Markdown source.
        const std::string text = gpuplan::test::readAll(root + doc);
        const std::regex count(R"((\d+)\s+models\b)");
        for (auto it = std::sregex_iterator(text.begin(), text.end(), count); it != std::sregex_iterator();
             ++it) {
            ++said;
            EXPECT_EQ(std::stoul((*it)[1].str()), c().models.size()) << doc << ": \"" << it->str() << "\"";
        }
    }
    EXPECT_GE(said, 2) << "the manual names the count twice (the catalog, the first run)";
}
