#include "fixtures/TestData.h"

#include "core/base/Error.h"
#include "core/memory/MemoryJson.h"
#include "core/model/ModelJson.h"

#include <gtest/gtest.h>

using namespace gpuplan;

TEST(Json, ModelSpecRoundTripsForEveryShippedConfig) {
    for (const char* name : {"llama-2-7b", "mixtral-8x7b", "qwen2.5-7b", "gemma-2-9b", "gpt2", "falcon-7b",
                             "bert-base-cased", "phi-3-mini-4k"}) {
        const ModelSpec m = test::config(name);
        EXPECT_EQ(modelSpecFromJson(toJson(m), name), m) << name;
    }
}

TEST(Json, ModelSpecRejectsUnknownKeysAndBadValues) {
    auto j = toJson(test::config("llama-2-7b"));
    j["hiden"] = 3;
    EXPECT_THROW(modelSpecFromJson(j, "models.json"), InputError);
    j = toJson(test::config("llama-2-7b"));
    j["ffn"] = "triple";
    try {
        modelSpecFromJson(j, "models.json /0");
        FAIL();
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find("models.json /0: field 'ffn'"), std::string::npos) << e.what();
    }
}

TEST(Json, MemoryBreakdownHasTheDocumentedKeys) {
    Workload w;
    const auto j = toJson(estimateMemory(test::config("llama-2-7b"), w));
    for (const char* key : {"params_total", "params_active", "params_trainable", "weights_bytes",
                            "adapters_bytes", "gradients_bytes", "optimizer_bytes", "activations_bytes",
                            "logits_bytes", "kv_cache_bytes", "overhead_bytes", "total_bytes"})
        EXPECT_TRUE(j.contains(key)) << key;
    EXPECT_TRUE(j.at("weights_bytes").is_number_unsigned());
}
