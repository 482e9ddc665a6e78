// The serving engines' memory: the KV pool of a paged engine, reproduced against vLLM's own
// figures, and the KV bytes of each kind of attention against hand computations.
#include "Measurements.h"
#include "core/scenario/Scenario.h"
#include "core/serving/ServingEngine.h"
#include "core/serving/ServingMemory.h"
#include "fixtures/TestCatalog.h"
#include "fixtures/TestData.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <span>

using namespace gpuplan;
using namespace gpuplan::test;

namespace {

constexpr double kGiB = 1073741824.0;

const GpuSpec& h100() {
    static const Catalog c = servingCatalog();
    return *c.findGpu("h100-sxm");
}

// llm-d-planner's accuracy runs: vLLM 0.19.0 serving Llama-3.1-8B-Instruct in bf16 on one H100 80GB,
// --gpu-memory-utilization 0.95, --max-model-len 16384, the OpenAI server's scheduler defaults.
ServingSettings llmdRun() {
    ServingSettings s;
    s.engine = Engine::VLLM;
    s.gpu_memory_utilization = 0.95;
    s.max_model_len = 16384;
    return s;
}

} // namespace

TEST(ServingEngine, IdsRoundTripAndUnknownNamesListTheValidOnes) {
    for (Engine e :
         {Engine::VLLM, Engine::SGLang, Engine::TensorRtLlm, Engine::LlamaCpp, Engine::Transformers})
        EXPECT_EQ(parseEngine(engineId(e)), e);
    EXPECT_EQ(parseEngine("llama.cpp"), Engine::LlamaCpp);
    EXPECT_EQ(errorOf([] { parseEngine("tgi", "--engine"); }),
              "--engine: unknown engine 'tgi' (valid: vllm, sglang, trtllm, llama.cpp, transformers)");
}

// One registry: engines() lists each engine once, in the order its ids are written, and the
// list an error or a help gives is built from it.
TEST(ServingEngine, TheRegistryListsEveryEngineOnce) {
    const std::span<const Engine> all = engines();
    ASSERT_EQ(all.size(), 5u);
    for (Engine e :
         {Engine::VLLM, Engine::SGLang, Engine::TensorRtLlm, Engine::LlamaCpp, Engine::Transformers})
        EXPECT_EQ(std::count(all.begin(), all.end(), e), 1);
    EXPECT_EQ(engineIds(), "vllm, sglang, trtllm, llama.cpp, transformers");
    EXPECT_EQ(engineIds(" | "), "vllm | sglang | trtllm | llama.cpp | transformers");
}

TEST(ServingEngine, VllmSizesItsSchedulerByTheDeviceMemory) {
    // vllm/engine/arg_utils.py: 8192 tokens and 1024 sequences on GPUs of 70 GiB or more that are
    // not A100s; 2048 and 256 otherwise (the OpenAI server's defaults; the llm-d-planner log of
    // 2026-04-22 prints "Defaulting max_num_batched_tokens to 8192" on its H100).
    const Catalog c = servingCatalog();
    EXPECT_EQ(engineDefaults(Engine::VLLM, c.findGpu("h100-sxm")).max_num_batched_tokens, 8192u);
    EXPECT_EQ(engineDefaults(Engine::VLLM, c.findGpu("h100-sxm")).max_num_seqs, 1024u);
    EXPECT_EQ(engineDefaults(Engine::VLLM, c.findGpu("a100-sxm4-80gb")).max_num_batched_tokens, 2048u);
    EXPECT_EQ(engineDefaults(Engine::VLLM, c.findGpu("rtx-4090")).max_num_seqs, 256u);
    EXPECT_DOUBLE_EQ(engineDefaults(Engine::VLLM).gpu_memory_utilization, 0.9);
    // SGLang's mem_fraction_static falls with the TP degree (server_args.py): 0.88, 0.87, 0.85, 0.81.
    ServingSettings s;
    s.engine = Engine::SGLang;
    EXPECT_DOUBLE_EQ(effectiveServing(s, h100(), 131072).gpu_memory_utilization, 0.88);
    s.tp = 4;
    EXPECT_DOUBLE_EQ(effectiveServing(s, h100(), 131072).gpu_memory_utilization, 0.85);
}

// The memory basis: vLLM multiplies gpu_memory_utilization by torch.cuda.mem_get_info()'s total,
// 79.19 GiB on an H100 80GB (the log's "total_memory=79.19GiB"), while the catalog holds nvidia-smi's
// 81559 MiB (79.65 GiB); the driver keeps the 468.4 MiB between them.
TEST(ServingMemory, TheDeviceMemoryBasisIsWhatCudaReports) {
    const std::uint64_t basis = servingDeviceMemory(h100(), ServingSettings{});
    EXPECT_NEAR(basis / kGiB, 79.19, 0.005);
    EXPECT_EQ(basis, (81559ull << 20) - kDefaultDriverReservedBytes);
    ServingSettings own;
    own.device_memory_bytes = 80ull << 30;
    EXPECT_EQ(servingDeviceMemory(h100(), own), 80ull << 30);
}

// The issue's calibration. llm-d-planner, "Capacity Planner Accuracy Report - vLLM v0.19.0 /
// H100-80GB",
// https://github.com/llm-d-incubation/llm-d-planner/blob/6417620b546c621155b3f2814b994f7abd6d18e8/accuracy/results/v0.19.0/accuracy_report.md
// (runs of 2026-04-22; tests/data/measurements.csv rows vllm-llama3.1-8b-h100-*): weights 14.99 GiB,
// activation peak 1.89 GiB, non-torch 0.25 GiB, "Available KV cache memory: 58.11 GiB",
// "GPU KV cache size: 476,016 tokens" (29,751 blocks of 16).
// By hand: 0.95 x 79.19 GiB = 75.23 GiB; weights 8,030,261,248 x 2 B = 14.957 GiB; activation:
// the sampler's 3.81 x 1024 x 128,256 x 4 B = 1.864 GiB (calibrated on Qwen2.5-7B, below);
// non-torch 0.25 GiB; pool 75.2305 - 14.957 - 1.864 - 0.25 = 58.16 GiB; 131,072 B per token
// (32 layers x 2 x 8 KV heads x 128 x 2 B): 58.16 GiB x 8192 = 476,440 tokens, in blocks of 16.
TEST(ServingMemory, ReproducesVllmOnOneH100WithinOnePercent) {
    const ModelSpec m = config("llama-3.1-8b");
    const ServingMemory r = servingMemory(m, h100(), Precision::BF16, Precision::BF16, llmdRun(), 1);
    ASSERT_TRUE(r.fits);
    EXPECT_NEAR(r.budget_bytes / kGiB, 75.23, 0.01);
    EXPECT_NEAR(r.weights_bytes / kGiB, measurement("vllm-llama3.1-8b-h100-weights").value, 0.01 * 14.99);
    EXPECT_NEAR(r.activation_bytes / kGiB, measurement("vllm-llama3.1-8b-h100-activation").value,
                0.02 * 1.89);
    EXPECT_NEAR(r.non_torch_bytes / kGiB, measurement("vllm-llama3.1-8b-h100-nontorch").value, 0.005);
    EXPECT_DOUBLE_EQ(r.kv_bytes_per_token, 131072.0);
    const double pool = measurement("vllm-llama3.1-8b-h100-kv-gib").value;
    EXPECT_NEAR(r.kv_cache_bytes / kGiB, pool, 0.01 * pool);
    const double tokens = measurement("vllm-llama3.1-8b-h100-kv-tokens").value; // 476,016
    EXPECT_NEAR(static_cast<double>(r.kv_cache_tokens), tokens, 0.01 * tokens);
    EXPECT_EQ(r.kv_cache_tokens % 16, 0u); // whole blocks
    // vLLM's "Maximum concurrency for 16,384 tokens per request": 476,016 / 16,384 = 29.05x.
    ServingSettings full = llmdRun();
    full.prompt_tokens = 16384 - 1;
    full.output_tokens = 1;
    const ServingMemory at_max = servingMemory(m, h100(), Precision::BF16, Precision::BF16, full, 1);
    EXPECT_NEAR(at_max.max_concurrent_sequences, 476016.0 / 16384.0, 0.01 * 29.05);
}

// Same report, TP 2: weights 7.51 GiB per GPU, activation 1.89 GiB (TP-invariant: the logits are
// gathered on every rank), non-torch 2.07 GiB (NCCL buffers): the pool is 75.23 - 7.51 - 1.89 -
// 2.07 = 63.76 GiB per GPU from the report's own terms.
TEST(ServingMemory, TensorParallelAddsTheNcclBuffersAndHalvesWeightsAndKvPerGpu) {
    const ModelSpec m = config("llama-3.1-8b");
    const ServingMemory r = servingMemory(m, h100(), Precision::BF16, Precision::BF16, llmdRun(), 2);
    EXPECT_NEAR(r.non_torch_bytes / kGiB, measurement("vllm-llama3.1-8b-h100-tp2-nontorch").value, 0.005);
    EXPECT_NEAR(r.weights_bytes / kGiB, 7.51, 0.01 * 7.51);
    EXPECT_NEAR(r.activation_bytes / kGiB, 1.89, 0.02 * 1.89);
    EXPECT_NEAR(r.kv_cache_bytes / kGiB, 75.23 - 7.51 - 1.89 - 2.07, 0.01 * 63.76);
    EXPECT_DOUBLE_EQ(r.kv_bytes_per_token, 65536.0); // 4 of the 8 KV heads per GPU
}

// The sampler constant's own calibration point, same report: Qwen2.5-7B-Instruct, activation
// 2.21 GiB, non-torch 0.24 GiB, weights 14.25 GiB, KV 58.53 GiB = 1,096,000 tokens (57,344 B per
// token: 28 layers x 2 x 4 KV heads x 128 x 2 B).
TEST(ServingMemory, ReproducesVllmForQwen25On7BWithinOnePercent) {
    const ModelSpec m = config("qwen2.5-7b");
    const ServingMemory r = servingMemory(m, h100(), Precision::BF16, Precision::BF16, llmdRun(), 1);
    const auto& act = measurement("vllm-qwen2.5-7b-h100-activation");
    EXPECT_NEAR(r.activation_bytes / kGiB, act.value, *act.tolerance * act.value);
    EXPECT_DOUBLE_EQ(r.kv_bytes_per_token, 57344.0);
    EXPECT_NEAR(r.kv_cache_bytes / kGiB, 58.53, 0.01 * 58.53);
    const auto& tokens = measurement("vllm-qwen2.5-7b-h100-kv-tokens"); // 1,096,000
    EXPECT_NEAR(static_cast<double>(r.kv_cache_tokens), tokens.value, *tokens.tolerance * tokens.value);
}

// FP8 KV halves the bytes per token, not the pool: the report's fp8 run holds 952,032 tokens in
// the same 58.11 GiB (2 x 476,016).
TEST(ServingMemory, Fp8KvDoublesTheTokensInTheSamePool) {
    const ModelSpec m = config("llama-3.1-8b");
    const ServingMemory bf16 = servingMemory(m, h100(), Precision::BF16, Precision::BF16, llmdRun(), 1);
    const ServingMemory fp8 = servingMemory(m, h100(), Precision::BF16, Precision::FP8, llmdRun(), 1);
    EXPECT_EQ(fp8.kv_cache_bytes, bf16.kv_cache_bytes);
    EXPECT_NEAR(static_cast<double>(fp8.kv_cache_tokens), 952'032.0, 0.01 * 952'032.0);
}

// KV bytes per sequence, by hand, for each kind of attention.
TEST(ServingMemory, KvBytesOfGqaSlidingWindowAndLatentAttention) {
    // GQA, Llama-3.1-8B: 2 x 8 x 128 values x 32 layers x 2 B = 131,072 B per token; 1,000 tokens
    // in blocks of 16 take 63 blocks = 1,008 tokens.
    const ModelSpec llama = config("llama-3.1-8b");
    EXPECT_DOUBLE_EQ(servingKvBytesPerSequence(llama, 1000, 2.0, 1, 1), 1000 * 131072.0);
    EXPECT_DOUBLE_EQ(servingKvBytesPerSequence(llama, 1000, 2.0, 1, 16), 1008 * 131072.0);
    // TP 16 with 8 KV heads: each GPU keeps one head (vLLM replicates), 2 x 1 x 128 x 32 x 2 B.
    EXPECT_DOUBLE_EQ(servingKvBytesPerSequence(llama, 1, 2.0, 16, 1), 16384.0);
    // Sliding window, Gemma-2-9B: 42 layers, every other one sliding over 4,096 positions,
    // 2 x 8 x 256 = 4,096 values per layer-position; at 8,192 tokens: 21 x 8,192 + 21 x 4,096 =
    // 258,048 layer-positions x 4,096 x 2 B = 2,113,929,216 B.
    const ModelSpec gemma = config("gemma-2-9b");
    ASSERT_EQ(gemma.layers, 42u);
    ASSERT_EQ(gemma.sliding_window, 4096u);
    EXPECT_DOUBLE_EQ(servingKvBytesPerSequence(gemma, 8192, 2.0, 1, 1), 2'113'929'216.0);
    // Within the window every layer caches: 42 x 4,096 x 2 B = 344,064 B per token.
    EXPECT_DOUBLE_EQ(servingKvBytesPerSequence(gemma, 100, 2.0, 1, 1), 100 * 344064.0);
    // MLA, DeepSeek-V3: (512 + 64) values x 61 layers x 2 B = 70,272 B per token, the same on each
    // GPU of a TP group (the latent is not split by heads).
    const ModelSpec ds = config("deepseek-v3");
    EXPECT_DOUBLE_EQ(servingKvBytesPerSequence(ds, 1, 2.0, 1, 1), 70272.0);
    EXPECT_DOUBLE_EQ(servingKvBytesPerSequence(ds, 1, 2.0, 8, 1), 70272.0);
}

TEST(ServingMemory, ConcurrentSequencesAtTheMeanAndTheLongTailAndWithAPrefixCache) {
    const ModelSpec m = config("llama-3.1-8b");
    ServingSettings s = llmdRun();
    s.prompt_tokens = 1000;
    s.output_tokens = 250;
    const ServingMemory r = servingMemory(m, h100(), Precision::BF16, Precision::BF16, s, 1);
    // Mean 1,250 tokens -> 79 blocks (1,264 tokens); tail 3 x 1,250 = 3,750 -> 235 blocks (3,760).
    EXPECT_EQ(r.request_tokens_mean, 1250u);
    EXPECT_EQ(r.request_tokens_tail, 3750u);
    EXPECT_NEAR(r.max_concurrent_sequences, r.kv_cache_bytes / (1264 * 131072.0), 1e-9);
    EXPECT_NEAR(r.max_concurrent_sequences_tail, r.kv_cache_bytes / (3760 * 131072.0), 1e-9);
    // A shared 500-token system prompt kept once (32 blocks = 512 tokens), each sequence its own
    // 750 tokens (47 blocks = 752).
    s.shared_prefix_tokens = 500;
    const ServingMemory shared = servingMemory(m, h100(), Precision::BF16, Precision::BF16, s, 1);
    EXPECT_NEAR(shared.max_concurrent_sequences, (shared.kv_cache_bytes - 512 * 131072.0) / (752 * 131072.0),
                1e-9);
    EXPECT_GT(shared.max_concurrent_sequences, 1.6 * r.max_concurrent_sequences);
    s.prefix_cache = false;
    EXPECT_DOUBLE_EQ(
        servingMemory(m, h100(), Precision::BF16, Precision::BF16, s, 1).max_concurrent_sequences,
        r.max_concurrent_sequences);
}

TEST(ServingMemory, NonPagedEnginesReserveMaxModelLenPerSlot) {
    const Catalog c = servingCatalog();
    const ModelSpec m = config("llama-3.1-8b");
    ServingSettings s;
    s.engine = Engine::LlamaCpp;
    s.max_model_len = 8192;
    s.max_num_seqs = 2;
    const ServingMemory r =
        servingMemory(m, *c.findGpu("rtx-4090"), Precision::Q4_K_M, Precision::FP16, s, 1);
    ASSERT_TRUE(r.fits);
    EXPECT_FALSE(r.paged);
    EXPECT_EQ(r.kv_cache_tokens, 2u * 8192u);
    EXPECT_EQ(r.kv_cache_bytes, static_cast<std::uint64_t>(2 * 8192 * 131072.0)); // 2 GiB
    EXPECT_DOUBLE_EQ(r.max_concurrent_sequences, 2.0);
    // Two slots of the whole 128k context in fp16 do not fit beside the weights in 24 GB: 32 GiB of KV.
    s.max_model_len = 131072;
    s.max_num_seqs = 2;
    const ServingMemory big =
        servingMemory(m, *c.findGpu("rtx-4090"), Precision::Q4_K_M, Precision::FP16, s, 1);
    EXPECT_FALSE(big.fits);
    EXPECT_EQ(big.reason.id, MessageId::ServingNoRoomForKv);
}

TEST(ServingMemory, AModelTooLargeLeavesNoPoolAndSaysWhy) {
    const ModelSpec m = config("llama-2-70b");
    const ServingMemory r = servingMemory(m, h100(), Precision::BF16, Precision::FP16, ServingSettings{}, 1);
    EXPECT_FALSE(r.fits);
    EXPECT_EQ(r.kv_cache_bytes, 0u);
    EXPECT_EQ(r.reason.id, MessageId::ServingNoRoomForKv);
    EXPECT_TRUE(servingMemory(m, h100(), Precision::BF16, Precision::FP16, ServingSettings{}, 4).fits);
}

TEST(ServingSettings, BadFieldsAreNamed) {
    ServingSettings s;
    s.gpu_memory_utilization = 1.5;
    EXPECT_EQ(errorOf([&] { s.validate(); }),
              "scenario: /serving/gpu_memory_utilization must be between 0.01 and 1, got 1.5");
    s = {};
    s.users = 10;
    s.requests_per_s = 2;
    EXPECT_EQ(
        errorOf([&] { s.validate(); }),
        "scenario: /serving/users give either the concurrent users or the requests per second, not both");
    s = {};
    s.prompt_tokens = 0;
    EXPECT_NE(errorOf([&] { s.validate(); }).find("/serving/prompt_tokens"), std::string::npos);
    s = {};
    s.tp = 0;
    EXPECT_NE(errorOf([&] { s.validate(); }).find("/serving/tp"), std::string::npos);
}

// A multimodal checkpoint served by vLLM loads its vision tower too: Gemma-3-27B-it on one H100,
// vLLM 0.19.0, "Model loading took 51.45 GiB memory" (llm-d-planner's sweep log of 2026-04-22,
// tests/data/measurements.csv vllm-gemma3-27b-h100-weights). The language model alone is
// 27,009,346,304 x 2 B = 50.31 GiB (-2.2 %); with the SigLIP tower and projector counted apart by the
// import (vision_params), 51.10 GiB (-0.7 %). llama.cpp keeps the tower in a separate mmproj file.
TEST(ServingMemory, VllmLoadsTheVisionTowerOfAMultimodalCheckpoint) {
    const ModelSpec m = config("gemma-3-27b");
    ASSERT_GT(m.vision_params, 400'000'000u);
    const ServingMemory r = servingMemory(m, h100(), Precision::BF16, Precision::BF16, llmdRun(), 1);
    EXPECT_WITHIN_MEASUREMENT(r.weights_bytes / kGiB, "vllm-gemma3-27b-h100-weights");
    ServingSettings cpp = llmdRun();
    cpp.engine = Engine::LlamaCpp;
    const ServingMemory gguf = servingMemory(m, h100(), Precision::BF16, Precision::BF16, cpp, 1);
    EXPECT_NEAR(gguf.weights_bytes / kGiB, 27'009'346'304.0 * 2.0 / kGiB, 0.01);
}
