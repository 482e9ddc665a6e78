// Runs the real gpu-planner executable: transfer, allreduce, breakeven, scenario, throughput,
// recommend. Commands that need the catalog database are checked for their error paths only
// until the database lands.
#include "CliRunner.h"
#include "common/Arithmetic.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <array>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <sys/wait.h>

namespace {

using Result = gpuplan::test::CliResult;

Result run(const std::string& args) {
    return gpuplan::test::runCli(args);
}

nlohmann::json runJson(const std::string& args) {
    const auto r = run(args);
    EXPECT_EQ(r.code, 0) << r.out;
    return nlohmann::json::parse(r.out);
}

} // namespace

// The guide: 10 GB over NVLink 3.0 = 16.7 ms (both-directions figure); one way it is 41.7 ms at
// 80 % efficiency.
TEST(EngineCommands, TransferJsonHasSecondsAndEveryBasis) {
    auto j = runJson("transfer --size 10GB --link nvlink3 --both-directions --json");
    EXPECT_NEAR(j["seconds"].get<double>(), 0.01667, 1e-4);
    j = runJson("transfer --size 10GB --link pcie4-x16 --json");
    EXPECT_NEAR(j["seconds"].get<double>(), 0.3848, 1e-3);
    EXPECT_NEAR(j["per_direction_seconds"].get<double>(), 0.3175, 1e-3);
    EXPECT_NEAR(j["both_directions_seconds"].get<double>(), 0.1587, 1e-3);
}

TEST(EngineCommands, TransferHumanOutputExplainsTheDirections) {
    const auto r = run("transfer --size 10GB --link pcie4-x16");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("both directions added"), std::string::npos);
    EXPECT_NE(r.out.find("317.46 ms"), std::string::npos) << r.out;
}

// nccl-tests model: 14 GB all-reduce on 8 GPUs at 0.75 x 450 GB/s busbw: 14e9 x 1.75 / 337.5e9.
TEST(EngineCommands, AllreduceJsonSeconds) {
    const auto j = runJson("allreduce --size 14GB --gpus 8 --link nvlink4 --json");
    EXPECT_NEAR(j["seconds"].get<double>(), 14e9 * 1.75 / 337.5e9, 1e-4);
    EXPECT_DOUBLE_EQ(j["bus_factor"].get<double>(), 1.75);
    const auto measured = runJson("allreduce --size 14GB --gpus 8 --link nvlink4 --efficiency 0.8222 --json");
    EXPECT_NEAR(measured["bus_bandwidth_bytes_per_s"].get<double>(), 370e9, 0.1e9); // nccl-tests issue #212
}

// The guide: RTX 4090 (1800 EUR) vs A100 cloud (2.5 EUR/h) at 100 h a month = 7.2 months.
TEST(EngineCommands, BreakevenReproducesTheGuide) {
    auto j =
        runJson("breakeven --price 1800 --cloud-rate 2.5 --hours-per-month 100 --electricity-price 0 --json");
    EXPECT_NEAR(j["breakeven_months"].get<double>(), 7.2, 1e-9);
    EXPECT_NEAR(j["hours_per_month_threshold"].get<double>(), 20.0, 1e-9);
    j = runJson("breakeven --price 1800 --cloud-rate 2.5 --hours-per-month 100 --power-w 450 --json");
    EXPECT_NEAR(j["breakeven_months"].get<double>(), 7.48, 0.01); // with electricity at 0.25 EUR/kWh
    j = runJson("breakeven --price 1800 --cloud-rate 0.3 --hours-per-month 20 --horizon-months 12 --json");
    EXPECT_TRUE(j["breakeven_months"].is_null());
}

TEST(EngineCommands, BadInputsAreExitCode2) {
    auto r = run("transfer --size 10GB --link warp9");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out.find("unknown link 'warp9'"), std::string::npos) << r.out;
    r = run("transfer --size ten --link pcie4-x16");
    EXPECT_EQ(r.code, 2);
    r = run("allreduce --size 1GB --gpus 0 --link nvlink4");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out.find("--gpus must be a positive whole number, got 0"), std::string::npos) << r.out;
    r = run("breakeven --price 1800 --cloud-rate 2.5 --hours-per-month 900");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out.find("744"), std::string::npos) << r.out;
}

TEST(EngineCommands, ScenarioFileErrorsNameTheJsonPath) {
    const std::string path = testing::TempDir() + "/bad.gpuplan";
    std::ofstream(path) << R"({"version": 1, "hardware": {"gpu_count": 0}})";
    const auto r = run("scenario run " + path);
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out.find("bad.gpuplan: /hardware/gpu_count must be >= 1, got 0"), std::string::npos) << r.out;
    const auto missing = run("scenario run /nonexistent/x.gpuplan");
    EXPECT_EQ(missing.code, 2);
    EXPECT_NE(missing.out.find("cannot open"), std::string::npos) << missing.out;
}

TEST(EngineCommands, ThroughputOnCatalogIdsHasTheDocumentedKeys) {
    const auto t = run("throughput --model llama-2-7b --gpu rtx-4090 --seq 512 --json");
    ASSERT_EQ(t.code, 0) << t.out;
    const auto j = nlohmann::json::parse(t.out);
    ASSERT_TRUE(j.contains("decode_tokens_per_s"));
    ASSERT_TRUE(j.contains("train_step_seconds"));
    // The guide claims 82 tok/s for a 7B model on an RTX 4090 (FP16); the memory-bound model
    // gives less (fp16 weights, 1 TB/s, measured efficiency): between half and the guide's figure.
    EXPECT_GT(j["decode_tokens_per_s"].get<double>(), 41.0);
    EXPECT_LT(j["decode_tokens_per_s"].get<double>(), 82.0);
    EXPECT_TRUE(j["train_step_seconds"].is_null()); // inference
}

TEST(EngineCommands, RecommendRanksByCostWithReasons) {
    const auto rec = run("recommend --model mistral-7b --task qlora --max-gpus 2 --top 3 --json");
    ASSERT_EQ(rec.code, 0) << rec.out;
    const auto j = nlohmann::json::parse(rec.out);
    ASSERT_TRUE(j.contains("pareto") && j.contains("ranked"));
    ASSERT_FALSE(j["ranked"].empty());
    EXPECT_LE(j["ranked"].size(), 3u);
    EXPECT_FALSE(j["pareto"].empty());
    double previous = 0;
    for (const auto& c : j["ranked"]) {
        for (const char* k : {"gpu", "count", "strategy", "precision", "total_cost", "job_hours", "reason"})
            EXPECT_TRUE(c.contains(k)) << k;
        EXPECT_GE(c["total_cost"].get<double>(), previous);
        previous = c["total_cost"].get<double>();
        EXPECT_LE(c["count"].get<int>(), 2);
        EXPECT_FALSE(c["reason"].get<std::string>().empty());
    }
}

// The guide's ROI example with the catalog's own rows: RTX 4090 at its guide price (1800 EUR)
// against the guide's A100 cloud rate (2.5 EUR/h), 100 h a month, power off = 7.2 months.
TEST(EngineCommands, BreakevenWithTheCatalogsGuideRowsIs7_2Months) {
    // The guide counts the card alone: --host-cost 0 says so.
    const auto j = runJson("breakeven --gpu rtx-4090 --offer guide-a100-cloud --rent-gpu a100-sxm4-80gb "
                           "--hours-per-month 100 --electricity-price 0 --host-cost 0 --json");
    EXPECT_NEAR(j["breakeven_months"].get<double>(), 7.2, 1e-9); // the guide: 1800 / (2.5 x 100)
    // Without it the card needs a machine: the catalog's single-GPU desktop host whose slots serve
    // its PCIe 4.0, 1,999 CHF (systems.csv: an AM5 build guide of 2026-02-16) at the catalog's
    // 0.9197 CHF per EUR (ECB, 2026-01-27); the 2016 desktop's PCIe 3.0 slots would slow it.
    const auto host = runJson("breakeven --gpu rtx-4090 --offer guide-a100-cloud --rent-gpu a100-sxm4-80gb "
                              "--hours-per-month 100 --electricity-price 0 --json");
    EXPECT_NEAR(host["breakeven_months"].get<double>(), (1800 + 1999 / 0.9197) / 250, 1e-9);
}

// Issue 37: "11.42 EUR a month (electricity 450 W x 84 % x 100 h at 0.25/kWh)" — that
// arithmetic gives 9.45: the desktop host's own power was in the figure. Every explanation
// `breakeven` prints is now the arithmetic of its figure, the host's power included.
TEST(EngineCommands, BreakevenExplanationsAddUpToTheirFigures) {
    const auto r = run("breakeven --gpu rtx-4090 --hours-per-month 100");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = runJson("breakeven --gpu rtx-4090 --hours-per-month 100 --json");
    const double monthly = j["buy_monthly_cost"].get<double>();
    char figure[32];
    std::snprintf(figure, sizeof figure, "%.2f EUR a month: electricity ", monthly);
    const std::size_t at = r.out.find(figure);
    ASSERT_NE(at, std::string::npos) << figure << "\n" << r.out;
    const std::string electricity =
        r.out.substr(at + std::strlen(figure), r.out.find('\n', at) - at - std::strlen(figure));
    EXPECT_NE(electricity.find("W host)"), std::string::npos) << electricity; // the desktop's own power
    EXPECT_TRUE(gpuplan::test::arithmeticErrors(electricity).empty()) << electricity;
    EXPECT_NE(electricity.rfind(std::string(figure, std::strchr(figure, ' '))), std::string::npos)
        << "the chain ends on the monthly figure: " << electricity;
    // The up-front figure is the GPU and its system, and the guide's formula shows its numbers.
    const std::string guide = r.out.substr(r.out.find("The guide's formula"));
    const std::string guide_line =
        guide.substr(guide.find("): ") + 3, guide.find('\n') - guide.find("): ") - 3);
    EXPECT_TRUE(gpuplan::test::arithmeticErrors(guide_line, 0.01).empty()) << guide_line;
}

// Each bought option names the system it comes in and what that system costs (issue 17).
TEST(EngineCommands, RecommendJsonNamesTheSystemOfEachBoughtOption) {
    const auto j = runJson("recommend --model mistral-7b --task inference --mode buy --max-gpus 8 --top 1000 "
                           "--json");
    ASSERT_FALSE(j["ranked"].empty());
    bool hgx = false, desktop = false;
    for (const auto& c : j["ranked"]) {
        ASSERT_TRUE(c.contains("system") && c.contains("system_cost")) << c.dump();
        EXPECT_EQ(c["mode"], "buy");
        if (c["gpu"] == "h100-sxm" && c["count"] == 8) {
            hgx = true; // 8 x H100 SXM: Thinkmate's HGX quotation, 317,000 USD (2024-08-22), GPUs included
            EXPECT_EQ(c["system"], "thinkmate-hgx-h100-8gpu");
            EXPECT_NEAR(c["system_cost"].get<double>(), 317000 / 1.1929, 1e-6);
            EXPECT_NEAR(c["upfront_cost"].get<double>(), 317000 / 1.1929, 1e-6);
            EXPECT_EQ(c["gpus_included"], true);
        }
        if (c["gpu"] == "rtx-4090" && c["count"] == 1) {
            // The PCIe 5.0 desktop host of systems.csv (a PCIe 4.0 card: not the 2016 PCIe 3.0
            // one): SEVERIN-PRO6000's AM5 build less its GPU, 1,999 CHF on 2026-02-16, at the
            // ECB's 0.9197 CHF per EUR (2026-01-27).
            desktop = true;
            EXPECT_EQ(c["system"], "am5-desktop-host-1gpu-2026");
            EXPECT_NEAR(c["system_cost"].get<double>(), 1999 / 0.9197, 1e-6);
        }
    }
    EXPECT_TRUE(hgx);
    EXPECT_TRUE(desktop);
    // The user's own system price replaces the catalog's: 0 when the machines are already there.
    const auto own =
        runJson("recommend --model mistral-7b --task inference --mode buy --max-gpus 1 --top 1000 "
                "--system 0 --json");
    for (const auto& c : own["ranked"]) {
        EXPECT_TRUE(c["system"].is_null()) << c.dump();
        EXPECT_DOUBLE_EQ(c["system_cost"].get<double>(), 0.0);
    }
    const auto bad =
        run("recommend --model mistral-7b --task inference --mode buy --system no-such-box --json");
    EXPECT_NE(bad.code, 0);
    EXPECT_NE(bad.out.find("/costs/system 'no-such-box' is not in the catalog"), std::string::npos)
        << bad.out;
}

TEST(EngineCommands, EveryExampleScenarioRuns) {
    for (const char* name :
         {"guide-7b-fp16-on-12gb", "guide-codellama-34b-2x-rtx6000ada", "guide-llama-2-13b-lora-r64",
          "guide-llama-2-70b-zero3-8x-a100", "guide-mistral-7b-qlora", "guide-mixtral-mi300x-vs-2x-h100",
          "guide-rtx4090-buy-vs-a100-rent"}) {
        const auto r = run(std::string("scenario run ") + GPUPLAN_SOURCE_DIR + "/resources/scenarios/" +
                           name + ".gpuplan --json");
        ASSERT_EQ(r.code, 0) << name << ": " << r.out;
        const auto j = nlohmann::json::parse(r.out);
        EXPECT_TRUE(j.contains("fit") && j.contains("buy_rent") && j.contains("recommendation")) << name;
    }
}

// Training speed rests on the sustained share per GPU class fitted on the published runs of
// tests/data/training_runs.csv (core/speed/Throughput, trainShare): 0.58 of the bf16 peak on a
// datacenter GPU (23 runs of torchtitan and torchtune), 0.735 on an RTX 4090 (torchtune's README,
// 2024-09), 0.368 of the fp8 peak with FP8 matmuls (torchtitan's Float8 runs on H100, 2024-12).
// FP8 training is refused on a GPU without FP8 tensor cores (an A100).
TEST(EngineCommands, TrainingShareNamesItsRunsAndFp8UsesTheFp8Peak) {
    const std::string base =
        "throughput --model llama-3.1-8b --task full --seq 8192 --flash-attention --json";
    const auto bf16 = runJson(base + " --gpu h100-sxm");
    EXPECT_NEAR(bf16["train_mfu"].get<double>(), 0.58, 1e-9);
    EXPECT_NE(bf16["train_mfu_sources"].get<std::string>().find("torchtitan-perf-2024"), std::string::npos);
    const auto fp8 = runJson(base + " --gpu h100-sxm --regime fp8");
    EXPECT_EQ(fp8["peak_basis"].get<std::string>(), "fp8 tensor (dense)");
    EXPECT_NEAR(fp8["train_mfu"].get<double>(), 0.58 * 0.6350, 1e-9);
    EXPECT_NE(fp8["train_mfu_sources"].get<std::string>().find("torchtitan-h100-2412"), std::string::npos);
    // One GPU, no communication: tokens/s scale with share x peak, (0.368 x 1979) / (0.58 x 989).
    EXPECT_NEAR(fp8["train_tokens_per_s"].get<double>() / bf16["train_tokens_per_s"].get<double>(),
                0.6350 * 1979.0 / 989.0, 0.01);
    const auto consumer = runJson(base + " --gpu rtx-4090");
    EXPECT_NEAR(consumer["train_mfu"].get<double>(), 0.58 * 1.2674, 1e-9);
    EXPECT_NE(consumer["train_mfu_sources"].get<std::string>().find("torchtune-readme-2409"),
              std::string::npos);
    const auto text = run("throughput --model llama-3.1-8b --task full --gpu h100-sxm --regime fp8");
    EXPECT_NE(text.out.find("Sustained share fitted on published runs: torchtitan-h100-2412"),
              std::string::npos)
        << text.out;
    const auto refused = run("throughput --model llama-3.1-8b --task full --gpu a100-sxm4-80gb --regime fp8");
    EXPECT_NE(refused.code, 0);
    EXPECT_NE(refused.out.find("A100 SXM4 80GB has no FP8 tensor cores"), std::string::npos) << refused.out;
}

// Issue 36 item 3: LoRA on Llama 3.1 8B on an RTX 6000 Ada against an RTX 4090, the same recipe on
// both (364 against 165.2 TFLOPS on paper: 2.2x). Lambda's training benchmark runs the same scripts
// on both cards (lambdal/deeplearning-benchmark at aa5addb, pytorch/pytorch-train-throughput-fp16.csv:
// the RTX 6000 Ada does 0.85x to 1.11x the RTX 4090's throughput on BERT and Transformer-XL); the
// workstation share fitted on it (0.58 x 0.6495 of the peak, tests/data/training_runs.md) gives 1.13x
// where the datacenter share assumed before gave 1.74x.
TEST(EngineCommands, WorkstationCardTrainsCloseToTheConsumerCardOfItsDie) {
    const std::string base =
        "throughput --model llama-3.1-8b --task lora --precision bf16 --batch 2 --seq 2048 "
        "--checkpointing full --flash-attention --json --gpu ";
    const auto ws = runJson(base + "rtx-6000-ada");
    const auto consumer = runJson(base + "rtx-4090");
    EXPECT_NEAR(ws["train_mfu"].get<double>(), 0.58 * 0.6495, 1e-9);
    EXPECT_NE(ws["train_mfu_sources"].get<std::string>().find("lambda-dlbench-2301"), std::string::npos);
    // One GPU each, no communication: the ratio is peak x share, (364 x 0.6495) / (165.2 x 1.2674).
    const double ratio =
        ws["train_tokens_per_s"].get<double>() / consumer["train_tokens_per_s"].get<double>();
    EXPECT_NEAR(ratio, 364.0 * 0.6495 / (165.2 * 1.2674), 0.01);
    EXPECT_LT(ratio, 1.2);
}

// Issue 37 item 6: `breakeven` says how old the catalog prices it rests on are, flagged past 12
// months as the window and the report flag them; a price given on the command line has no date.
// The guide's rows: the RTX 4090 at 1,800 EUR of 2026-01-01, its A100 offer of 2026-01-01; the
// desktop around it is priced in Swiss francs (database/seed/systems.csv, am5-desktop-host-1gpu-2026),
// converted at the catalog's rate of 2026-01-27 (exchange_rates.csv), whose age is said as well.
TEST(EngineCommands, BreakevenSaysTheAgeOfItsCatalogPrices) {
    const std::string args = "breakeven --gpu rtx-4090 --offer guide-a100-cloud --hours-per-month 100";
    const auto fresh = gpuplan::test::runCli(args, "GPU_PLANNER_TODAY=2026-06-01");
    ASSERT_EQ(fresh.code, 0) << fresh.out;
    EXPECT_NE(fresh.out.find("Price dates: GPU: price of 2026-01-01; cloud rate: price of 2026-01-01; CHF "
                             "exchange rate: rate of 2026-01-27\n"),
              std::string::npos)
        << fresh.out;
    const auto stale = gpuplan::test::runCli(args + " --json", "GPU_PLANNER_TODAY=2027-02-01", false);
    ASSERT_EQ(stale.code, 0) << stale.out;
    const auto j = nlohmann::json::parse(stale.out);
    EXPECT_EQ(j["buy_price_date"], "2026-01-01");
    EXPECT_TRUE(j["buy_price_stale"].get<bool>());
    EXPECT_TRUE(j["rent_price_stale"].get<bool>());
    ASSERT_EQ(j["exchange_rates"].size(), 1u) << j.dump();
    EXPECT_EQ(j["exchange_rates"][0]["currency"], "CHF");
    EXPECT_TRUE(j["exchange_rates"][0]["stale"].get<bool>()); // 2026-01-27 on 2027-02-01
    const auto given = runJson("breakeven --price 1800 --cloud-rate 2.5 --hours-per-month 100 --json");
    EXPECT_TRUE(given["buy_price_date"].is_null());
    EXPECT_TRUE(given["rent_price_date"].is_null());
    EXPECT_TRUE(given["exchange_rates"].empty()); // nothing converted
}

// Issue 37 item 6: recommend and serve end with the age of the exchange rates their prices were
// converted at, as breakeven does: B200 offers and H100 prices in US dollars
// (database/seed/cloud_offers.csv, prices.csv) at the catalog's ECB rate of 2026-01-27.
TEST(EngineCommands, RecommendAndServeSayTheAgeOfTheirExchangeRates) {
    const auto rec = gpuplan::test::runCli("recommend --model llama-3.1-8b --task lora --max-gpus 4",
                                           "GPU_PLANNER_TODAY=2027-06-01");
    ASSERT_EQ(rec.code, 0) << rec.out;
    EXPECT_NE(
        rec.out.find("Prices converted into EUR at: USD exchange rate: rate of 2026-01-27, over 12 months "
                     "old\n"),
        std::string::npos)
        << rec.out;
    const auto serve = gpuplan::test::runCli("serve --model llama-3.1-8b --gpu h100-sxm --users 16",
                                             "GPU_PLANNER_TODAY=2026-06-01");
    ASSERT_EQ(serve.code, 0) << serve.out;
    const auto row = serve.out.find("prices converted into EUR at");
    ASSERT_NE(row, std::string::npos) << serve.out;
    EXPECT_NE(serve.out.find("USD exchange rate: rate of 2026-01-27\n", row), std::string::npos) << serve.out;
    const auto json = gpuplan::test::runCli("serve --model llama-3.1-8b --gpu h100-sxm --users 16 --json",
                                            "GPU_PLANNER_TODAY=2027-06-01", false);
    ASSERT_EQ(json.code, 0) << json.out;
    const auto j = nlohmann::json::parse(json.out);
    ASSERT_EQ(j["exchange_rates"].size(), 1u) << j["exchange_rates"].dump();
    EXPECT_EQ(j["exchange_rates"][0]["currency"], "USD");
    EXPECT_EQ(j["exchange_rates"][0]["per_eur"], 1.1929);
    EXPECT_TRUE(j["exchange_rates"][0]["stale"].get<bool>());
}

// Issue 37 item 6: a price in US dollars (the RTX 5090's launch price, database/seed/prices.csv)
// is converted at the catalog's USD rate, the ECB's of 2026-01-27: its age is flagged.
TEST(EngineCommands, BreakevenSaysTheAgeOfTheRateItConvertedAt) {
    const auto r = gpuplan::test::runCli("breakeven --gpu rtx-5090 --cloud-rate 0.5 --hours-per-month 100",
                                         "GPU_PLANNER_TODAY=2027-06-01");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("USD exchange rate: rate of 2026-01-27, over 12 months old"), std::string::npos)
        << r.out;
    const auto fr =
        gpuplan::test::runCli("--lang fr breakeven --gpu rtx-5090 --cloud-rate 0.5 --hours-per-month 100",
                              "GPU_PLANNER_TODAY=2027-06-01");
    ASSERT_EQ(fr.code, 0) << fr.out;
    EXPECT_NE(fr.out.find("taux de change USD\u00a0: taux du 2026-01-27, plus de 12 mois"), std::string::npos)
        << fr.out;
}

// Issue 37 item 6: how old a price may be before it is flagged is the user's (--stale-after-months,
// 1 to 120, 12 by default), and the flag says the threshold used.
TEST(EngineCommands, TheStalenessThresholdIsAnOption) {
    const std::string args = "breakeven --gpu rtx-4090 --offer guide-a100-cloud --hours-per-month 100";
    // 2026-01-01 (database/seed/prices.csv) is 5 months old on 2026-06-01: stale past 3 months, not past 6.
    const auto three =
        gpuplan::test::runCli(args + " --stale-after-months 3", "GPU_PLANNER_TODAY=2026-06-01");
    ASSERT_EQ(three.code, 0) << three.out;
    EXPECT_NE(three.out.find("GPU: price of 2026-01-01, over 3 months old"), std::string::npos) << three.out;
    const auto six =
        gpuplan::test::runCli(args + " --stale-after-months 6 --json", "GPU_PLANNER_TODAY=2026-06-01");
    ASSERT_EQ(six.code, 0) << six.out;
    const auto j = nlohmann::json::parse(six.out);
    EXPECT_FALSE(j["buy_price_stale"].get<bool>());
    EXPECT_EQ(j["stale_after_months"], 6);
    // recommend too.
    const auto rec = gpuplan::test::runCli("recommend --model llama-3.1-8b --task lora --mode buy --top 3 "
                                           "--stale-after-months 1",
                                           "GPU_PLANNER_TODAY=2040-01-01");
    ASSERT_EQ(rec.code, 0) << rec.out;
    EXPECT_NE(rec.out.find(", over 1 month old)"), std::string::npos) << rec.out;
    // Outside 1..120, or not a whole number: refused, saying what is allowed.
    for (const char* bad : {"0", "121", "6.5", "x"})
        EXPECT_EQ(run(args + " --stale-after-months " + bad).code, 2) << bad;
    for (const char* bad : {"0", "121"}) {
        const auto r = run(args + " --stale-after-months " + bad);
        EXPECT_NE(
            r.out.find("must be a whole number of months from 1 to 120, got '" + std::string(bad) + "'"),
            std::string::npos)
            << r.out;
    }
}

// Issue 37 item 2: an SXM module is bought as the whole system sold with it, and `breakeven`
// says so under its "up front" figure (which is that system's price), with the system's date.
TEST(EngineCommands, BreakevenOfAModuleSaysTheWholeSystemItBuys) {
    const auto r = run("breakeven --gpu a100-sxm4-80gb --hours-per-month 200");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("  bought as 1 × "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("(sold with its 8 GPUs)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(": 1 of its GPUs used\n"), std::string::npos) << r.out;
    const auto j = runJson("breakeven --gpu a100-sxm4-80gb --hours-per-month 200 --json");
    EXPECT_FALSE(j["bought_as_system"].is_null());
    // A card sold on its own has no such line.
    const auto card = runJson("breakeven --gpu rtx-4090 --hours-per-month 200 --json");
    EXPECT_TRUE(card["bought_as_system"].is_null());
}
