#include "fixtures/TestData.h"

#include "core/base/Error.h"
#include "core/model/ModelSpec.h"
#include "core/model/ModelSpecFields.h"
#include "core/model/WeightFormat.h"

#include <gtest/gtest.h>

#include <filesystem>

#include <string>
#include <type_traits>
#include <variant>

using namespace gpuplan;
using gpuplan::test::config;

// Parameter counts as PyTorch counts model.parameters() for the Hugging Face
// checkpoints (tied weights once).
TEST(ModelSpec, Llama2_7bCountsLikeHuggingFace) {
    EXPECT_EQ(countParams(config("llama-2-7b")).total, 6'738'415'616ull); // meta-llama/Llama-2-7b-hf
}

TEST(ModelSpec, Llama2_13bCountsLikeHuggingFace) {
    EXPECT_EQ(countParams(config("llama-2-13b")).total, 13'015'864'320ull); // meta-llama/Llama-2-13b-hf
}

TEST(ModelSpec, Llama2_70bWithGqaCountsLikeHuggingFace) {
    EXPECT_EQ(countParams(config("llama-2-70b")).total, 68'976'648'192ull); // meta-llama/Llama-2-70b-hf
}

TEST(ModelSpec, Mistral7bCountsLikeHuggingFace) {
    EXPECT_EQ(countParams(config("mistral-7b")).total, 7'241'732'096ull); // mistralai/Mistral-7B-v0.1
}

TEST(ModelSpec, Mixtral8x7bTotalAndActive) {
    const auto c = countParams(config("mixtral-8x7b"));
    EXPECT_EQ(c.total, 46'702'792'704ull); // mistralai/Mixtral-8x7B-v0.1
    // Two of eight experts per token: Mistral AI quotes "12.9B active parameters".
    EXPECT_EQ(c.active, 12'879'925'248ull);
    EXPECT_NEAR(c.active / 1e9, 12.9, 0.05);
}

TEST(ModelSpec, CodeLlama34bCount) {
    EXPECT_EQ(countParams(config("codellama-34b")).total, 33'743'970'304ull); // codellama/CodeLlama-34b-hf
}

TEST(ModelSpec, Llama31_8bCount) {
    EXPECT_EQ(countParams(config("llama-3.1-8b")).total, 8'030'261'248ull); // meta-llama/Llama-3.1-8B
}

TEST(ModelSpec, Qwen25_7bCountsQkvBiases) {
    EXPECT_EQ(countParams(config("qwen2.5-7b")).total, 7'615'616'512ull); // Qwen/Qwen2.5-7B model card: 7.61B
}

TEST(ModelSpec, Gemma7bUsesHeadDim256AndTiedEmbeddings) {
    const auto m = config("gemma-7b");
    EXPECT_EQ(m.head_dim, 256u);
    EXPECT_TRUE(m.tied_embeddings);
    EXPECT_EQ(countParams(m).total, 8'537'680'896ull); // google/gemma-7b: 8.54B
}

TEST(ModelSpec, Gemma2_9bHasFourNormsPerLayer) {
    const auto m = config("gemma-2-9b");
    EXPECT_EQ(m.norms_per_layer, 4u);
    EXPECT_EQ(countParams(m).total, 9'241'705'984ull); // google/gemma-2-9b
}

TEST(ModelSpec, Phi3MiniCount) {
    EXPECT_EQ(countParams(config("phi-3-mini-4k")).total,
              3'821'079'552ull); // microsoft/Phi-3-mini-4k-instruct: 3.8B
}

TEST(ModelSpec, Gpt2CountsBiasesAndLearnedPositions) {
    EXPECT_EQ(countParams(config("gpt2")).total, 124'439'808ull); // openai-community/gpt2
}

TEST(ModelSpec, Falcon7bMultiQueryParallelAttention) {
    const auto m = config("falcon-7b");
    EXPECT_EQ(m.kv_heads, 1u);
    EXPECT_EQ(m.norms_per_layer, 1u);
    EXPECT_EQ(countParams(m).total, 6'921'720'704ull); // tiiuae/falcon-7b
}

TEST(ModelSpec, BertBaseCasedCount) {
    EXPECT_EQ(countParams(config("bert-base-cased")).total, 108'310'272ull); // google-bert/bert-base-cased
}

// PEFT's print_trainable_parameters().
TEST(ModelSpec, LoraR16OnQvOfLlama2_7b) {
    EXPECT_EQ(loraParams(config("llama-2-7b"), 16, {"q_proj", "v_proj"}), 8'388'608ull); // PEFT: 8,388,608
}

TEST(ModelSpec, LoraR8OnQvOfLlama2_7bIsHalf) {
    EXPECT_EQ(loraParams(config("llama-2-7b"), 8, {"q_proj", "v_proj"}), 4'194'304ull); // PEFT: 4,194,304
}

TEST(ModelSpec, LoraR16OnQvOfMistral7bIsSmallerBecauseOfGqa) {
    // The guide prints "trainable params: 8.4M" for Mistral-7B; that is Llama-2-7B's count.
    // Mistral's v_proj maps 4096 -> 1024 (8 KV heads), so PEFT reports 6,815,744.
    EXPECT_EQ(loraParams(config("mistral-7b"), 16, {"q_proj", "v_proj"}), 6'815'744ull);
}

TEST(ModelSpec, LoraR64OnQkvoOfLlama2_13b) {
    // The guide says "~42M" trainable for r=64 on q,k,v,o of Llama-2-13B; the exact count is
    // 40 layers x 4 modules x 64 x (5120 + 5120) = 104,857,600.
    EXPECT_EQ(loraParams(config("llama-2-13b"), 64, {"q_proj", "k_proj", "v_proj", "o_proj"}),
              104'857'600ull);
}

TEST(ModelSpec, LoraAllLinearCoversEveryProjection) {
    const auto m = config("llama-2-7b");
    const auto all = loraParams(m, 8, {"all-linear"});
    const auto explicitly =
        loraParams(m, 8, {"q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"});
    EXPECT_EQ(all, explicitly);
    EXPECT_EQ(all, 19'988'480ull); // PEFT, r=8 all-linear on Llama-2-7b: 19,988,480
}

TEST(ModelSpec, LoraRejectsUnknownModuleAndNamesIt) {
    try {
        loraParams(config("llama-2-7b"), 16, {"q_proj", "qkv"});
        FAIL() << "expected InputError";
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find("'qkv'"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("q_proj"), std::string::npos) << e.what();
    }
}

TEST(ModelSpec, ValidateNamesTheField) {
    ModelSpec m = config("llama-2-7b");
    m.kv_heads = 3;
    try {
        m.validate();
        FAIL();
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find("kv_heads"), std::string::npos);
    }
}

// ModelSpec::prepare() keeps a valid shape's counts with the spec (what each estimate from it
// would derive again); a spec whose fields change afterwards is counted afresh.
TEST(ModelSpec, PreparedSpecCountsAndWeighsAsAnUnpreparedOne) {
    for (const char* name :
         {"llama-2-7b", "mixtral-8x7b", "deepseek-v3", "gpt2", "gemma-3-27b", "gpt-oss-20b"}) {
        const ModelSpec prepared = config(name); // config.json's import prepares it
        ModelSpec raw = prepared;
        raw.prepared = {};
        ASSERT_NE(prepared.preparedCounts(), nullptr) << name;
        ASSERT_EQ(raw.preparedCounts(), nullptr) << name;
        EXPECT_EQ(raw, prepared) << name; // not part of the spec's value
        const ParamCounts a = countParams(prepared);
        const ParamCounts b = countParams(raw);
        EXPECT_EQ(a.total, b.total) << name;
        EXPECT_EQ(a.active, b.active) << name;
        EXPECT_EQ(a.embedding, b.embedding) << name;
        EXPECT_EQ(a.lm_head, b.lm_head) << name;
        EXPECT_EQ(a.per_layer, b.per_layer) << name;
        EXPECT_EQ(a.per_layer_linear, b.per_layer_linear) << name;
        EXPECT_EQ(a.norms, b.norms) << name;
        EXPECT_EQ(a.other, b.other) << name;
        EXPECT_EQ(a.mtp, b.mtp) << name;
    }
}

// A prepared spec's weight bytes in every format, at two group sizes, equal to the bit to those
// of the same spec unprepared (a format of 2^k bytes a weight scales the element sums kept by
// prepare(); the others pass over the modules): every config of tests/data/configs.
TEST(ModelSpec, PreparedSpecWeighsToTheBitAsAnUnpreparedOne) {
    for (const auto& entry : std::filesystem::directory_iterator(test::dataPath("configs"))) {
        if (entry.path().extension() != ".json")
            continue;
        const std::string name = entry.path().stem().string();
        const ModelSpec prepared = config(name);
        ModelSpec raw = prepared;
        raw.prepared = {};
        ASSERT_NE(prepared.preparedCounts(), nullptr) << name;
        for (const PrecisionInfo& info : allPrecisions())
            for (int group : {128, 100}) {
                const ParamsAndWeights x = paramsAndWeightBytes(prepared, info.precision, group);
                const ParamsAndWeights y = paramsAndWeightBytes(raw, info.precision, group);
                const WeightBytes& a = x.weights;
                const WeightBytes& b = y.weights;
                const std::string what =
                    name + " " + std::string(info.id) + " group " + std::to_string(group);
                EXPECT_EQ(x.params.total, y.params.total) << what;
                EXPECT_EQ(a.linears, b.linears) << what;
                EXPECT_EQ(a.biases, b.biases) << what;
                EXPECT_EQ(a.routed_experts, b.routed_experts) << what;
                EXPECT_EQ(a.other, b.other) << what;
                EXPECT_EQ(a.norms, b.norms) << what;
                EXPECT_EQ(a.embedding, b.embedding) << what;
                EXPECT_EQ(a.lm_head, b.lm_head) << what;
            }
    }
}

TEST(ModelSpec, AnyFieldChangedAfterPrepareDropsTheKeptCounts) {
    const ModelSpec base = config("llama-2-7b");
    ASSERT_NE(base.preparedCounts(), nullptr);
    for (const ModelSpecField& field : kModelSpecFields) {
        ModelSpec m = base;
        std::visit(
            [&](auto member) {
                auto& v = m.*member;
                using T = std::remove_cvref_t<decltype(v)>;
                if constexpr (std::is_same_v<T, std::string>)
                    v += "x";
                else if constexpr (std::is_same_v<T, bool>)
                    v = !v;
                else if constexpr (std::is_enum_v<T>)
                    v = static_cast<T>(static_cast<int>(v) == 0 ? 1 : 0);
                else
                    v = v + 1;
            },
            field.member);
        EXPECT_EQ(m.preparedCounts(), nullptr) << field.name;
    }
}

TEST(ModelSpec, EditedPreparedSpecIsCountedAfreshAndRefusedWhenInvalid) {
    ModelSpec m = config("llama-2-7b");
    m.layers = 16; // half the blocks
    ModelSpec fresh = m;
    fresh.prepared = {};
    EXPECT_EQ(countParams(m).total, countParams(fresh).total);
    EXPECT_LT(countParams(m).total, 6'738'415'616ull / 2 + 200'000'000ull);
    m.heads = 0;
    EXPECT_THROW(countParams(m), InputError);
    EXPECT_THROW(paramsAndWeightBytes(m, Precision::FP16), InputError);
    m.prepare(); // an invalid shape is not prepared: each use refuses it
    EXPECT_EQ(m.preparedCounts(), nullptr);
    EXPECT_THROW(countParams(m), InputError);
}
