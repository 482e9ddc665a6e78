#include "core/base/Error.h"
#include "core/model/Precision.h"

#include <gtest/gtest.h>

using namespace gpuplan;

TEST(Precision, QuantizedFormatsCarryTheirRealOverhead) {
    EXPECT_DOUBLE_EQ(linearBitsPerWeight(Precision::NF4), 4.5);             // QLoRA paper: 32/64 absmax
    EXPECT_NEAR(linearBitsPerWeight(Precision::NF4_DQ), 4.127, 0.0005);     // QLoRA paper: 4.127 bits
    EXPECT_DOUBLE_EQ(linearBitsPerWeight(Precision::GPTQ_INT4, 128), 4.25); // scale + zero per 128
    EXPECT_DOUBLE_EQ(linearBitsPerWeight(Precision::GPTQ_INT4, 32), 5.0);
    EXPECT_DOUBLE_EQ(linearBitsPerWeight(Precision::Q8_0), 8.5);   // 34 bytes / 32 weights
    EXPECT_DOUBLE_EQ(linearBitsPerWeight(Precision::Q4_K_M), 4.5); // Q4_K: 144 bytes / 256
    EXPECT_DOUBLE_EQ(linearBitsPerWeight(Precision::FP16), 16.0);
}

TEST(Precision, BitsandbytesKeepsEmbeddingsAndHeadIn16Bit) {
    EXPECT_TRUE(precisionInfo(Precision::NF4).keeps.embeddings);
    EXPECT_TRUE(precisionInfo(Precision::INT8).keeps.lm_head);
    EXPECT_FALSE(precisionInfo(Precision::Q4_K_M).keeps.embeddings); // GGUF quantizes token_embd too
}

TEST(Precision, ParsesEveryIdAndRejectsUnknownOnesWithTheList) {
    for (const auto& info : allPrecisions())
        EXPECT_EQ(parsePrecision(info.id), info.precision) << info.id;
    try {
        parsePrecisionOrThrow("int3");
        FAIL();
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find("unknown precision 'int3'"), std::string::npos);
        EXPECT_NE(std::string(e.what()).find("nf4-dq"), std::string::npos);
    }
}
