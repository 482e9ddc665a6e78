// `gpu-planner serve` on the built-in catalog, as a user runs it; `throughput --engine`.
#include "CliRunner.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>

namespace {

nlohmann::json runJson(const std::string& args, const std::string& env = "") {
    const auto r = gpuplan::test::runCli(args, env, false);
    EXPECT_EQ(r.code, 0) << r.out;
    return nlohmann::json::parse(r.out);
}

} // namespace

// The calibration through the command line: vLLM 0.19 on one H100 80GB at
// gpu_memory_utilization 0.95, Llama-3.1-8B bf16: 58.11 GiB of KV cache = 476,016 tokens
// (llm-d-planner, accuracy/results/v0.19.0/accuracy_report.md,
// https://github.com/llm-d-incubation/llm-d-planner, 2026-04-22), within 1 %.
TEST(ServeCommand, JsonReproducesVllmOnAnH100) {
    const auto j = runJson("serve --model llama-3.1-8b --gpu h100-sxm --gpu-memory-utilization 0.95 "
                           "--max-model-len 16384 --json");
    for (const char* key :
         {"kv_cache_tokens", "kv_cache_bytes", "max_concurrent_sequences", "tokens_per_s",
          "tokens_per_s_per_user", "ttft_seconds", "tpot_seconds", "gpus_needed", "replicas",
          "cost_per_million_tokens", "api_cost_per_million_tokens", "breakeven_tokens_per_month"})
        EXPECT_TRUE(j.contains(key)) << key;
    EXPECT_TRUE(j["fits"].get<bool>());
    EXPECT_NEAR(j["kv_cache_tokens"].get<double>(), 476016.0, 0.01 * 476016.0);
    EXPECT_NEAR(j["kv_cache_bytes"].get<double>() / 1073741824.0, 58.11, 0.01 * 58.11);
    EXPECT_EQ(j["replicas"].get<int>(), 1);
    EXPECT_EQ(j["engine"], "vllm");
    EXPECT_GT(j["tokens_per_s"].get<double>(), 0.0);
    EXPECT_LE(j["ttft_seconds"]["p50"].get<double>(), j["ttft_seconds"]["p95"].get<double>());
}

// Two replicas of TP 2 on 4 GPUs; targets and a request rate: the GPUs needed for them.
TEST(ServeCommand, ReplicasTargetsAndGpusNeeded) {
    const auto j = runJson("serve --model llama-3.1-8b --gpu h100-sxm --gpus 4 --tp 2 --requests-per-s 10 "
                           "--ttft-slo 2000 --tpot-slo 50 --json");
    EXPECT_EQ(j["tp"].get<int>(), 2);
    EXPECT_EQ(j["replicas"].get<int>(), 2);
    EXPECT_NEAR(j["requests_per_s"].get<double>(), 10.0, 1e-6);
    EXPECT_TRUE(j["meets_targets"].get<bool>()) << j.dump(2);
    ASSERT_TRUE(j["gpus_needed"].is_number());
    EXPECT_LE(j["gpus_needed"].get<int>(), 4);
    EXPECT_EQ(j["gpus_needed"].get<int>() % 2, 0);
}

TEST(ServeCommand, HumanOutputAndBadInput) {
    auto r = gpuplan::test::runCli("serve --model llama-3.1-8b --gpu h100-sxm --users 20");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("KV cache tokens"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("TTFT p50 / p95 (ms)"), std::string::npos) << r.out;
    r = gpuplan::test::runCli("serve --model llama-3.1-8b --gpu h100-sxm --engine tgi");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(
        r.out.find("--engine: unknown engine 'tgi' (valid: vllm, sglang, trtllm, llama.cpp, transformers)"),
        std::string::npos)
        << r.out;
    r = gpuplan::test::runCli("serve --model llama-3.1-8b --gpu h100-sxm --gpus 3 --tp 2");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out.find("--gpus 3 is not a multiple of --tp 2"), std::string::npos) << r.out;
    r = gpuplan::test::runCli("serve --model llama-3.1-8b --gpu h100-sxm --users 5 --requests-per-s 2");
    EXPECT_EQ(r.code, 2) << r.out;
    // A model that does not fit says why.
    r = gpuplan::test::runCli("serve --model llama-2-70b --gpu rtx-4090 --precision bf16");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("DOES NOT SERVE: no room for a KV cache"), std::string::npos) << r.out;
}

// The engine changes the prefill chunk and the efficiencies of `throughput`: llama.cpp's decode
// reaches 0.80 of the bandwidth (llama-bench, PR #4766) against the planner's generic 0.75; eager
// transformers waits for its host, 1.17 ms a layer: Llama-3.1-8B's 32 layers on an A100 take
// 37.4 ms a token, 26.7 tokens/s (the recipe measured about 41 ms), where the bandwidth would allow 90.
TEST(ServeCommand, ThroughputTakesAnEngine) {
    const auto generic = runJson("throughput --model llama-2-7b --gpu rtx-4090 --json");
    const auto cpp = runJson("throughput --model llama-2-7b --gpu rtx-4090 --engine llama.cpp --json");
    EXPECT_EQ(cpp["engine"], "llama.cpp");
    EXPECT_NEAR(cpp["decode_tokens_per_s"].get<double>() / generic["decode_tokens_per_s"].get<double>(),
                0.80 / 0.75, 0.01);
    const auto hf =
        runJson("throughput --model llama-3.1-8b --gpu a100-sxm4-80gb --engine transformers --json");
    EXPECT_NEAR(hf["decode_tokens_per_s_per_sequence"].get<double>(), 1.0 / (32 * 21.06e-3 / 18), 1e-6);
}

// The efficiencies behind the speed are printed with where they come from: vLLM's decode share
// (0.73) and prefill MFU (0.68) are calibrated; transformers' decode is its kernels' 0.68 of the
// bandwidth and the host's 1.17 ms a layer, its prefill MFU the generic 0.5. 400 users
// on an RTX 4090 queue for a KV slot: how many and how long.
TEST(ServeCommand, JsonNamesItsEfficienciesAndWhoWaitsForAKvSlot) {
    const auto j =
        runJson("serve --model llama-3.1-8b --gpu rtx-4090 --max-model-len 8192 --users 400 --json");
    ASSERT_TRUE(j.contains("efficiencies")) << j.dump(2);
    const auto& e = j["efficiencies"];
    EXPECT_DOUBLE_EQ(e["decode_memory_efficiency"].get<double>(), 0.73);
    EXPECT_DOUBLE_EQ(e["prefill_mfu"].get<double>(), 0.68);
    EXPECT_TRUE(e["decode_calibrated"].get<bool>());
    EXPECT_TRUE(e["prefill_calibrated"].get<bool>());
    const auto hf = runJson("serve --model llama-3.1-8b --gpu rtx-4090 --max-model-len 8192 --engine "
                            "transformers --json")["efficiencies"];
    EXPECT_DOUBLE_EQ(hf["decode_memory_efficiency"].get<double>(), 0.68);
    EXPECT_DOUBLE_EQ(hf["host_seconds_per_layer"].get<double>(), 21.06e-3 / 18);
    EXPECT_DOUBLE_EQ(e["host_seconds_per_layer"].get<double>(), 0.0);
    EXPECT_DOUBLE_EQ(hf["prefill_mfu"].get<double>(), 0.5);
    EXPECT_TRUE(hf["decode_calibrated"].get<bool>());
    EXPECT_FALSE(hf["prefill_calibrated"].get<bool>());
    EXPECT_GT(j["queued_users"].get<double>(), 0.0);
    EXPECT_LT(j["queued_users"].get<double>(), 400.0);
    EXPECT_GT(j["queue_wait_seconds"].get<double>(), 0.0);
    EXPECT_TRUE(j["stable"].get<bool>());
    // TensorRT-LLM's defaults are calibrated both ways.
    const auto t = runJson("serve --model llama-3.1-8b --gpu h100-sxm --engine trtllm --json");
    EXPECT_DOUBLE_EQ(t["efficiencies"]["decode_memory_efficiency"].get<double>(), 0.78);
    EXPECT_TRUE(t["efficiencies"]["prefill_calibrated"].get<bool>());
}

// A GPU without a compute figure (one a user added with its memory and bandwidth only): the memory
// is sized, but no speed, latency or cost is printed as if it were zero; the option says why, in the
// text and in --json (null figures, "timed": false). Its decode alone is timed by `throughput`, from
// the bandwidth, and says so.
TEST(ServeCommand, AGpuWithoutComputeFigureSaysWhyInsteadOfPrintingZeros) {
    const std::string env = gpuplan::test::untimedGpuCatalogEnv();
    const std::string args = std::string("serve --model qwen3-30b-a3b --gpu ") +
                             gpuplan::test::kUntimedGpuId + " --precision q8_0 --engine llama.cpp";
    auto r = gpuplan::test::runCli(args, env);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("KV cache tokens"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("TTFT p50 / p95 (ms)"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("cost a month"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("has no compute figure in the catalog: its prefill, and so its latency, cannot be "
                         "estimated"),
              std::string::npos)
        << r.out;
    const auto j = runJson(args + " --json", env);
    EXPECT_TRUE(j["fits"].get<bool>());
    EXPECT_FALSE(j["timed"].get<bool>());
    EXPECT_TRUE(j["tokens_per_s"].is_null());
    EXPECT_TRUE(j["ttft_seconds"].is_null());
    EXPECT_TRUE(j["cost_per_million_tokens"].is_null());
    ASSERT_EQ(j["misses"].size(), 1u);

    r = gpuplan::test::runCli(std::string("throughput --model qwen3-30b-a3b --gpu ") +
                                  gpuplan::test::kUntimedGpuId + " --precision q8_0",
                              env);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("no compute figure in the catalog: decode from memory bandwidth only"),
              std::string::npos)
        << r.out;
}

// The DGX Spark has no vendor dense figure: the catalog derives 125 TFLOPS FP16/BF16 from NVIDIA's
// "1 PFLOP FP4 with sparsity" (gpus.csv, `derived`). Serving on it is timed, and the peak it was
// timed with says it is derived, in the text and in --json.
TEST(ServeCommand, ADerivedPeakIsUsedAndSaidSo) {
    const std::string args =
        "serve --model qwen3-30b-a3b --gpu dgx-spark --precision q8_0 --engine llama.cpp";
    const auto j = runJson(args + " --json");
    EXPECT_TRUE(j["timed"].get<bool>()) << j.dump(2);
    EXPECT_GT(j["tokens_per_s"].get<double>(), 0.0);
    EXPECT_GT(j["ttft_seconds"]["p50"].get<double>(), 0.0);
    const auto r = gpuplan::test::runCli("throughput --model qwen3-30b-a3b --gpu dgx-spark --precision q8_0");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("fp16/bf16 tensor (dense, fp32 accumulate), derived (no vendor figure)"),
              std::string::npos)
        << r.out;
    EXPECT_EQ(r.out.find("no compute figure"), std::string::npos) << r.out;
}

// Issue 35: the model's 131,072-token context does not fit an RTX 4090's KV pool beside Llama-3.1-8B's
// 16 GB of weights; vLLM refuses to start and says "the estimated maximum model length is N; try
// increasing gpu_memory_utilization or decreasing max_model_len". The plan takes that N (the
// tokens the pool holds, whole blocks of 16) instead of answering nothing, and says so.
TEST(ServeCommand, AContextTooLongForThePoolIsShortenedAndSaid) {
    const auto j = runJson("serve --model llama-3.1-8b --gpu rtx-4090 --users 50 --json");
    EXPECT_TRUE(j["fits"].get<bool>()) << j.dump(2);
    const auto len = j["max_model_len"].get<std::uint64_t>();
    EXPECT_LT(len, 131072u);
    EXPECT_EQ(len % 16, 0u);
    // Llama-3.1-8B: one KV cache per layer, no sliding window: the pool's tokens, in whole blocks.
    EXPECT_EQ(len, j["kv_cache_tokens"].get<std::uint64_t>() / 16 * 16);
    ASSERT_TRUE(j["max_model_len_note"].is_string());
    EXPECT_NE(j["max_model_len_note"].get<std::string>().find("131072"), std::string::npos);
    ASSERT_TRUE(j["gpus_needed"].is_number()) << j.dump(2);
    EXPECT_GT(j["tokens_per_s"].get<double>(), 0.0);
    ASSERT_TRUE(j["cost_per_million_tokens"].is_object() || j["cost_per_million_tokens"].is_number());

    const auto r = gpuplan::test::runCli("serve --model llama-3.1-8b --gpu rtx-4090 --users 50");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_EQ(r.out.find("DOES NOT SERVE"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("--max-model-len"), std::string::npos) << r.out;
    // An explicit --max-model-len is the user's: kept, and refused when the pool cannot hold it.
    const auto asked =
        gpuplan::test::runCli("serve --model llama-3.1-8b --gpu rtx-4090 --max-model-len 131072");
    EXPECT_NE(asked.out.find("DOES NOT SERVE"), std::string::npos) << asked.out;
}

// Issue 35: a closed loop of N users cannot overflow; its cycle stretches. 16 users sending
// 8,000-token prompts for 100-token answers to Llama-3.1-8B FP8 on one H200 (the analytic model
// said "cannot keep up", TTFT infinite; measured: TTFT 447 ms, TPOT 15.5 ms, the run).
// Simulated, the loop is stable; a prompt is never faster than alone; and Little's law holds on the
// loop: 16 users each waiting a whole request, requests/s = 16 / E2E.
TEST(ServeCommand, AClosedLoopNeverCannotKeepUp) {
    const auto j = runJson("serve --model llama-3.1-8b --gpu h200 --precision fp8 --users 16 "
                           "--prompt-tokens 8000 --output-tokens 100 --json");
    EXPECT_EQ(j["latency_model"], "scheduler simulation");
    EXPECT_TRUE(j["stable"].get<bool>()) << j.dump(2);
    const double ttft50 = j["ttft_seconds"]["p50"].get<double>();
    const auto alone = runJson("serve --model llama-3.1-8b --gpu h200 --precision fp8 --users 1 "
                               "--prompt-tokens 8000 --output-tokens 100 --json");
    EXPECT_GE(ttft50, 0.999 * alone["ttft_seconds"]["p50"].get<double>());
    EXPECT_LT(ttft50, 5.0); // finite, and of the measured order (0.447 s)
    EXPECT_GT(j["tpot_seconds"]["p50"].get<double>(), 2.0 * alone["tpot_seconds"]["p50"].get<double>());
    EXPECT_NEAR(j["requests_per_s"].get<double>(), 16.0 / j["e2e_seconds"]["p50"].get<double>(),
                0.03 * j["requests_per_s"].get<double>());
}

// Issue 35: 64 users of Llama-3.1-70B FP8 on 8 x H100 at TP 8, 1,024 tokens in and out (measured
// TTFT about 185 ms, TPOT 15.5 ms): users released together meet a queue of prefills, so the
// 95th percentile of the TTFT is above its median (the analytic model gave p95 = p50).
TEST(ServeCommand, SimulatedPercentilesSpread) {
    const auto j = runJson("serve --model llama-3.1-70b --gpu h100-sxm --gpus 8 --tp 8 --precision fp8 "
                           "--users 64 --prompt-tokens 1024 --output-tokens 1024 --json");
    EXPECT_GT(j["ttft_seconds"]["p95"].get<double>(), 1.2 * j["ttft_seconds"]["p50"].get<double>())
        << j.dump(2);
    EXPECT_GE(j["tpot_seconds"]["p95"].get<double>(), j["tpot_seconds"]["p50"].get<double>());
    EXPECT_GT(j["e2e_seconds"]["p50"].get<double>(), 1023 * j["tpot_seconds"]["p50"].get<double>());
}

// Issue 35: tokens/s per user fell and rose again as users were added (8 x H100 at TP 8,
// Llama-3.3-70B: 195 users 20.2, 200 -> 36.6, 220 -> 25.0, 260 -> 35.5). More users sharing the
// same GPUs never make each one faster.
TEST(ServeCommand, MoreUsersNeverMakeEachFaster) {
    double previous = 1e9;
    for (int users : {150, 195, 200, 220, 260, 320}) {
        const auto j = runJson("serve --model llama-3.3-70b --gpu h100-sxm --gpus 8 --tp 8 --users " +
                               std::to_string(users) + " --json");
        const double per_user = j["tokens_per_s_per_user"].get<double>();
        EXPECT_LE(per_user, previous * 1.02) << users << " users";
        EXPECT_TRUE(j["stable"].get<bool>()) << users << " users";
        previous = per_user;
    }
}

// Issue 35: with the KV pool full vLLM preempts the newest request and recomputes it later; it
// does not stop admitting. 64 users of Llama-3.1-70B FP8 on 2 x H100 (TP 2) with 4,000-token
// answers need 320,000 tokens of KV, more than the pool's 220,000: the plan shows the pool full,
// preemptions, and a TTFT of seconds, not a minute-long wait for a slot.
TEST(ServeCommand, AFullKvPoolPreemptsAndGoesOn) {
    const auto j = runJson("serve --model llama-3.1-70b --gpu h100-sxm --gpus 2 --tp 2 --precision fp8 "
                           "--users 64 --prompt-tokens 1000 --output-tokens 4000 --json");
    EXPECT_TRUE(j["stable"].get<bool>()) << j.dump(2);
    EXPECT_LT(j["kv_cache_tokens"].get<double>(), 64 * 5000.0);
    EXPECT_GT(j["kv_use_peak"].get<double>(), 0.95) << j.dump(2);
    EXPECT_GT(j["preemptions_per_request"].get<double>(), 0.0);
    EXPECT_LT(j["ttft_seconds"]["p50"].get<double>(), 10.0);
}

namespace {

// Issue 37, item 5: `serve` on 2 × H100 said there was no cloud offer (and pointed to a JSON
// path) while `recommend` rented single H100s. Each replica is a machine of its own: two
// replicas of TP 1 rent two 1-GPU offers (Lambda, Vast.ai, CoreWeave and AWS list the H100 SXM
// singly; no catalog offer has two). TP 2 needs a 2-GPU machine: none, and the hint names the
// command line's options.
TEST(ServeCommand, EachReplicaRentsItsOwnMachineAndTheHintNamesOptions) {
    const std::string base =
        "serve --model llama-3.1-8b --gpu h100-sxm --users 10 --mode rent --max-model-len 8192 ";
    const auto replicas = gpuplan::test::runCli(base + "--gpus 2 --tp 1");
    ASSERT_EQ(replicas.code, 0) << replicas.out;
    EXPECT_EQ(replicas.out.find("no cloud offer"), std::string::npos) << replicas.out;
    EXPECT_NE(replicas.out.find("rent: cost a month (EUR)"), std::string::npos) << replicas.out;

    const auto tp2 = gpuplan::test::runCli(base + "--tp 2");
    ASSERT_EQ(tp2.code, 0) << tp2.out;
    EXPECT_NE(tp2.out.find("no cloud offer rents 2 × h100-sxm in one machine"), std::string::npos) << tp2.out;
    EXPECT_NE(tp2.out.find("--cloud-rate"), std::string::npos) << tp2.out;
    EXPECT_EQ(tp2.out.find("/costs/"), std::string::npos) << "a JSON path is no hint on the command line";

    // The option the hint names: 2.50 EUR per GPU-hour × 2 GPUs = 5 EUR an hour.
    const auto j =
        nlohmann::json::parse(gpuplan::test::runCli(base + "--tp 2 --cloud-rate 2.5 --json", "", false).out);
    ASSERT_TRUE(j["costs"]["rent"].is_object()) << j.dump(1);
    EXPECT_DOUBLE_EQ(j["costs"]["rent"]["rate_per_hour"].get<double>(), 2.5 * 2) << j.dump(1);
    EXPECT_EQ(j["costs"]["rent"]["offer"], "") << "the rate given, no catalog offer";
}

} // namespace

// Issue 37 item 6: `serve` says the age of the buy price and of the cloud rate its costs rest on,
// in text and in JSON (as `breakeven` does), flagged past --stale-after-months (12 by default);
// GPU_PLANNER_TODAY moves "today".
TEST(ServeCommand, SaysTheAgeOfItsPrices) {
    const std::string args = "serve --model llama-3.1-8b --gpu rtx-4090 --users 8 --mode both";
    const auto same_day = runJson(args + " --json", "GPU_PLANNER_TODAY=2026-06-01");
    ASSERT_TRUE(same_day["buy_price_date"].is_string()) << same_day.dump(2);
    const std::string bought = same_day["buy_price_date"];
    EXPECT_EQ(same_day["stale_after_months"], 12);
    const auto today = [](const std::string& date) { return "GPU_PLANNER_TODAY=" + date; };
    EXPECT_FALSE(runJson(args + " --json", today(bought))["buy_price_stale"].get<bool>());
    const auto later = runJson(args + " --json", "GPU_PLANNER_TODAY=2040-01-01");
    EXPECT_TRUE(later["buy_price_stale"].get<bool>());
    if (later["rent_price_date"].is_string())
        EXPECT_TRUE(later["rent_price_stale"].get<bool>());
    else
        EXPECT_FALSE(later["rent_price_stale"].get<bool>()); // undated: never stale, said "undated price"

    // The threshold is the user's: 108 months after the price, 120 months are not yet reached.
    const std::string nine_years_on = std::to_string(std::stoi(bought.substr(0, 4)) + 9) + bought.substr(4);
    const auto loose = runJson(args + " --stale-after-months 120 --json", today(nine_years_on));
    EXPECT_EQ(loose["stale_after_months"], 120);
    EXPECT_FALSE(loose["buy_price_stale"].get<bool>());

    const auto text = gpuplan::test::runCli(args + " --stale-after-months 6", "GPU_PLANNER_TODAY=2040-01-01");
    ASSERT_EQ(text.code, 0) << text.out;
    EXPECT_NE(text.out.find("price of " + bought + ", over 6 months old"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("rent: price"), std::string::npos) << text.out;
}

// Users who wait are said to wait for the KV cache only when it is full. 32 users of 8,000-token
// prompts on one H100: the pool holds 54 such requests and is never more than 58 % used (the run
// above), yet not every user is in a step at once: they wait for the scheduler's token budget.
// 400 users on an RTX 4090 with 8,192-token contexts fill the cache: they wait for a KV slot.
TEST(ServeCommand, SaysWhatTheQueuedUsersWaitFor) {
    const auto budget = gpuplan::test::runCli(
        "serve --model llama-3.1-8b --gpu h100-sxm --users 32 --prompt-tokens 8000 --output-tokens 100");
    ASSERT_EQ(budget.code, 0) << budget.out;
    EXPECT_NE(budget.out.find("users waiting in the engine's queue"), std::string::npos) << budget.out;
    EXPECT_EQ(budget.out.find("KV slot"), std::string::npos) << budget.out;
    const auto kv =
        gpuplan::test::runCli("serve --model llama-3.1-8b --gpu rtx-4090 --max-model-len 8192 --users 400");
    ASSERT_EQ(kv.code, 0) << kv.out;
    EXPECT_NE(kv.out.find("users waiting for a KV slot"), std::string::npos) << kv.out;
}

// Every simulated answer says how far its latencies may be off (core/serving/ServingAccuracy.h),
// in the sentence the Serving tab and the report show, in the command line's language; an engine
// no published run under load measures says so.
TEST(ServeCommand, SaysHowFarTheLatenciesMayBeOff) {
    auto r = gpuplan::test::runCli("serve --model llama-3.1-8b --gpu h100-sxm --users 16");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("Accuracy: against 316 published runs of 4 sources, the simulated latencies are off "
                         "by a median 62% (time to first token) and 39% (time per output token)"),
              std::string::npos)
        << r.out;
    r = gpuplan::test::runCli("--lang fr serve --model llama-3.1-8b --gpu h100-sxm --users 16");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("face à 316 mesures publiées de 4 sources"), std::string::npos) << r.out;
    r = gpuplan::test::runCli("serve --model llama-3.1-8b --gpu rtx-4090 --engine llama.cpp");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("No published run under load measures llama.cpp"), std::string::npos) << r.out;
    const auto j = runJson("serve --model llama-3.1-8b --gpu h100-sxm --users 16 --json");
    EXPECT_NEAR(j["latency_median_error"]["ttft"].get<double>(), 0.62, 1e-9);
    EXPECT_EQ(j["latency_median_error"]["runs"].get<int>(), 316);
    EXPECT_TRUE(
        runJson("serve --model llama-3.1-8b --gpu rtx-4090 --engine llama.cpp --json")["latency_median_error"]
            .is_null());
}
