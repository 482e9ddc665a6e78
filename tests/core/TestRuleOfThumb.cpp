// The worked examples of the guide "GPU pour l'IA : Guide complet NVIDIA vs AMD en 2026",
// reproduced by its own rule of thumb VRAM = params x bytes x overhead with its nominal sizes.
#include "core/memory/MemoryModel.h"

#include <gtest/gtest.h>

using namespace gpuplan;

TEST(RuleOfThumb, Guide7bFp16InferenceIs16_8GB) {
    EXPECT_EQ(ruleOfThumb(7e9, Precision::FP16, Task::Inference).bytes, 16'800'000'000ull); // guide: 16.8 GB
}

TEST(RuleOfThumb, Guide7bInt8InferenceIs8_4GB) {
    EXPECT_EQ(ruleOfThumb(7e9, Precision::INT8, Task::Inference).bytes, 8'400'000'000ull); // guide: 8.4 GB
}

TEST(RuleOfThumb, Guide34bFp16Is81_6GBAndInt8Is40_8GB) {
    EXPECT_EQ(ruleOfThumb(34e9, Precision::FP16, Task::Inference).bytes, 81'600'000'000ull); // guide: 81.6 GB
    EXPECT_EQ(ruleOfThumb(34e9, Precision::INT8, Task::Inference).bytes, 40'800'000'000ull); // guide: 40.8 GB
}

TEST(RuleOfThumb, Guide13bLoraTotalIs36_76GB) {
    // guide: Base 13B x 2 x 1.2 = 31.2 GB + LoRA 195M x 2 x 4 = 1.56 GB + batch 4 GB = 36.76 GB
    const auto r = ruleOfThumb(13e9, Precision::FP16, Task::LoRA, 4);
    EXPECT_EQ(r.bytes, 36'760'000'000ull);
}

TEST(RuleOfThumb, Guide70bFullFineTuningIs560GB) {
    EXPECT_EQ(ruleOfThumb(70e9, Precision::FP16, Task::FullFineTune).bytes,
              560'000'000'000ull); // guide: 560 GB
}

TEST(RuleOfThumb, GuideMixtralFp16WeightsAre94GB) {
    // guide: "47B x 2 bytes = 94 GB" (weights only: overhead 1)
    EXPECT_DOUBLE_EQ(47e9 * guideBytesPerParam(Precision::FP16), 94e9);
}

TEST(RuleOfThumb, GuideBytesPerParam) {
    EXPECT_EQ(guideBytesPerParam(Precision::FP32), 4.0);
    EXPECT_EQ(guideBytesPerParam(Precision::BF16), 2.0);
    EXPECT_EQ(guideBytesPerParam(Precision::INT8), 1.0);
    EXPECT_EQ(guideBytesPerParam(Precision::GPTQ_INT4), 0.5);
}

TEST(RuleOfThumb, FormulaIsReadable) {
    EXPECT_EQ(ruleOfThumb(7e9, Precision::FP16, Task::Inference).formula.english(), "7.00B x 2 B x 1.2");
}
