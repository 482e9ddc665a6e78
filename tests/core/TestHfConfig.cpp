#include "fixtures/TestData.h"

#include "core/base/Error.h"
#include "core/model/HfConfig.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace gpuplan;
using gpuplan::test::dataPath;

namespace {

std::string errorOf(const std::string& path) {
    try {
        loadHfConfig(path);
    } catch (const InputError& e) {
        return e.what();
    }
    return {};
}

} // namespace

TEST(HfConfig, Qwen2HasQkvBiasesButNoOutputBias) {
    const auto m = loadHfConfig(dataPath("configs/qwen2.5-7b.json"));
    EXPECT_TRUE(m.qkv_bias);
    EXPECT_FALSE(m.attn_out_bias);
    EXPECT_EQ(m.kv_heads, 4u);
}

TEST(HfConfig, Gpt2UsesItsOwnFieldNames) {
    const auto m = loadHfConfig(dataPath("configs/gpt2.json"));
    EXPECT_EQ(m.hidden, 768u);
    EXPECT_EQ(m.layers, 12u);
    EXPECT_EQ(m.intermediate, 3072u); // n_inner null -> 4 x n_embd
    EXPECT_EQ(m.learned_positions, 1024u);
    EXPECT_EQ(m.ffn, FfnKind::Mlp2);
    EXPECT_TRUE(m.tied_embeddings);
}

TEST(HfConfig, GemmaDefaultsToTiedEmbeddings) {
    nlohmann::json j =
        nlohmann::json::parse(R"({"model_type":"gemma","hidden_size":2048,"intermediate_size":16384,
        "num_hidden_layers":18,"num_attention_heads":8,"num_key_value_heads":1,"vocab_size":256000})");
    const auto m = modelSpecFromHfConfig(j, "gemma-2b/config.json");
    EXPECT_TRUE(m.tied_embeddings);
    EXPECT_EQ(m.head_dim, 256u);
    EXPECT_EQ(countParams(m).total, 2'506'172'416ull); // google/gemma-2b: 2.51B
}

TEST(HfConfig, IdComesFromTheFolderOfConfigJson) {
    EXPECT_EQ(loadHfConfig(dataPath("configs/mistral-7b.json")).id, "mistral-7b");
}

TEST(HfConfig, TruncatedFileNamesThePathAndOffset) {
    const auto msg = errorOf(dataPath("broken/truncated-config.json"));
    EXPECT_NE(msg.find("truncated-config.json"), std::string::npos) << msg;
    EXPECT_NE(msg.find("not valid JSON"), std::string::npos) << msg;
    EXPECT_NE(msg.find("at byte"), std::string::npos) << msg;
}

TEST(HfConfig, MissingFieldIsNamed) {
    const auto msg = errorOf(dataPath("broken/missing-hidden-size.json"));
    EXPECT_NE(msg.find("'hidden_size' is missing"), std::string::npos) << msg;
    EXPECT_NE(msg.find("missing-hidden-size.json"), std::string::npos) << msg;
}

TEST(HfConfig, NegativeFieldIsNamed) {
    const auto msg = errorOf(dataPath("broken/negative-layers.json"));
    EXPECT_NE(msg.find("'num_hidden_layers' must not be negative, got -4"), std::string::npos) << msg;
}

TEST(HfConfig, UnknownFamilyWithoutItsFieldsListsTheKnownOnes) {
    // An unknown model_type with Llama's fields is estimated (TestHfFamilies); without them it
    // is refused, naming the field, the file and the families that are known.
    const auto msg = errorOf(dataPath("broken/unknown-family-no-fields.json"));
    EXPECT_NE(msg.find("'rwkv' is not a known family"), std::string::npos) << msg;
    EXPECT_NE(msg.find("mixtral"), std::string::npos) << msg;
    EXPECT_NE(msg.find("deepseek_v3"), std::string::npos) << msg;
}

TEST(HfConfig, MissingFileIsNamed) {
    const auto msg = errorOf(dataPath("configs/does-not-exist.json"));
    EXPECT_NE(msg.find("does-not-exist.json: cannot open"), std::string::npos) << msg;
}

TEST(HfConfig, WrongTypeIsNamed) {
    nlohmann::json j = nlohmann::json::parse(R"({"model_type":"llama","hidden_size":"4096"})");
    try {
        modelSpecFromHfConfig(j, "x/config.json");
        FAIL();
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find("'hidden_size' must be a whole number"), std::string::npos)
            << e.what();
    }
}

TEST(HfConfig, HeadsThatDoNotDivideHiddenNeedHeadDim) {
    nlohmann::json j =
        nlohmann::json::parse(R"({"model_type":"llama","hidden_size":4000,"intermediate_size":100,
        "num_hidden_layers":2,"num_attention_heads":33,"vocab_size":10})");
    EXPECT_THROW(modelSpecFromHfConfig(j, "x/config.json"), InputError);
}

// Issue 34: the value as written, and a config's words printable.
TEST(HfConfig, ValuesAreReportedAsWrittenAndTextMustBePrintable) {
    nlohmann::json c = nlohmann::json::parse(R"({"model_type":"llama","hidden_size":4096,
        "num_hidden_layers":32,"num_attention_heads":32,"num_key_value_heads":8,"intermediate_size":14336,
        "vocab_size":18446744073709551615,"max_position_embeddings":8192})");
    EXPECT_EQ(gpuplan::test::errorOf([&] { modelSpecFromHfConfig(c, "config.json", "m"); }),
              "config.json: vocab_size must be between 1 and 100000000, got 18446744073709551615");
    c["vocab_size"] = 32000;
    c["model_type"] = std::string("lla\0ma", 6); // a NUL: refused as the file gives it
    EXPECT_EQ(gpuplan::test::errorOf([&] { modelSpecFromHfConfig(c, "config.json", "m"); }),
              "config.json: field 'model_type' holds the control character U+0000 at byte 3 (only printable "
              "text is kept)");
}

TEST(HfConfig, AModelContradictingItsConfigIsNamed) {
    const nlohmann::json c = nlohmann::json::parse(R"({"model_type":"llama","hidden_size":4096,
        "num_hidden_layers":32,"num_attention_heads":32,"num_key_value_heads":8,"intermediate_size":14336,
        "vocab_size":32000,"max_position_embeddings":8192})");
    ModelSpec m = modelSpecFromHfConfig(c, "config.json", "m");
    EXPECT_TRUE(contradictionsWithConfig(m, c).empty());
    m.layers = 40;
    const auto said = contradictionsWithConfig(m, c);
    ASSERT_EQ(said.size(), 1u);
    EXPECT_EQ(said.front(),
              "layers 40 contradicts the 32 of its hf_config (change one of them, or clear hf_config)");
    EXPECT_TRUE(contradictionsWithConfig(m, nlohmann::json::object()).empty()); // nothing to compare
}
