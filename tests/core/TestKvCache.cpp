// The KV cache by attention kind, against hand computations from the shipped configs.
#include "fixtures/TestData.h"

#include "core/memory/KvCache.h"
#include "core/memory/MemoryModel.h"
#include "core/model/Workload.h"

#include <gtest/gtest.h>

using namespace gpuplan;
using gpuplan::test::config;

TEST(KvCache, FullAttentionIsTwoTimesKvHeadsTimesHeadDimPerLayer) {
    // Llama-3.1-8B: 32 layers x 2 (K, V) x 8 KV heads x 128 x 2 B = 131,072 B per token in bf16.
    const auto m = config("llama-3.1-8b");
    EXPECT_DOUBLE_EQ(kvBytesPerToken(m, 2.0), 32.0 * 2 * 8 * 128 * 2);
    EXPECT_DOUBLE_EQ(kvCacheBytes(m, 8192, 4, 2.0), 131'072.0 * 8192 * 4);
}

TEST(KvCache, MlaCachesTheLatentAndTheRopeKey) {
    // DeepSeek-V3: 61 layers x (kv_lora_rank 512 + qk_rope_head_dim 64) x 2 B = 70,272 B per
    // token in bf16, where 128 full heads of 192 + 128 would take 61 x 128 x 320 x 2 = 4,997,120 B.
    const auto m = config("deepseek-v3");
    EXPECT_DOUBLE_EQ(kvBytesPerToken(m, 2.0), 70'272.0);
    EXPECT_DOUBLE_EQ(kvCacheBytes(m, 32'768, 1, 2.0), 70'272.0 * 32'768);
    EXPECT_DOUBLE_EQ(kvCacheBytes(m, 163'840, 2, 1.0), 35'136.0 * 163'840 * 2); // fp8
}

TEST(KvCache, GptOssSlidingLayersCacheAtMost128Positions) {
    // gpt-oss-20b: 12 full layers x 2 x 8 KV heads x 64 x 2 B = 24,576 B per token, plus 12
    // sliding layers of the same width that keep at most 128 positions.
    const auto m = config("gpt-oss-20b");
    const double per_layer_position = 2.0 * 8 * 64 * 2; // 2048 B
    const double context = 131'072;
    EXPECT_DOUBLE_EQ(kvCacheBytes(m, 131'072, 1, 2.0),
                     12 * per_layer_position * context + 12 * per_layer_position * 128);
    // Within the window every layer caches every position.
    EXPECT_DOUBLE_EQ(kvCacheBytes(m, 100, 1, 2.0), 24 * per_layer_position * 100);
}

TEST(KvCache, Gemma3HasFiveLocalLayersForEachGlobalOne) {
    // Gemma 3 27B: 62 layers, every 6th global (10), 52 local with a 1024-token window;
    // 16 KV heads x 128: 8,192 B per layer and position in bf16.
    const auto m = config("gemma-3-27b");
    const double per_layer_position = 2.0 * 16 * 128 * 2;
    EXPECT_DOUBLE_EQ(kvCacheBytes(m, 32'768, 1, 2.0),
                     10 * per_layer_position * 32'768 + 52 * per_layer_position * 1024);
    // The Gemma 3 report's point: at 32K the local layers are a small part of the cache.
    EXPECT_LT(kvCacheBytes(m, 32'768, 1, 2.0), 0.25 * 62 * per_layer_position * 32'768);
}

TEST(KvCache, MistralV01SlidesOnEveryLayer) {
    // Mistral-7B-v0.1: sliding_window 4096 on all 32 layers (8 KV heads x 128).
    const auto m = config("mistral-7b");
    const double per_position = 32.0 * 2 * 8 * 128 * 2;
    EXPECT_DOUBLE_EQ(kvCacheBytes(m, 2048, 1, 2.0), per_position * 2048);
    EXPECT_DOUBLE_EQ(kvCacheBytes(m, 32'768, 1, 2.0), per_position * 4096);
}

TEST(KvCache, TheMemoryModelsKvTermIsThisFunction) {
    const auto m = config("gpt-oss-20b");
    Workload w;
    w.task = Task::Inference;
    w.precision = Precision::BF16;
    w.kv_precision = Precision::BF16;
    w.batch = 2;
    w.seq = 65'536;
    const auto b = estimateMemory(m, w, RuntimeOverhead{});
    EXPECT_DOUBLE_EQ(static_cast<double>(b.kv_cache_bytes), kvCacheBytes(m, 65'536, 2, 2.0));
}
