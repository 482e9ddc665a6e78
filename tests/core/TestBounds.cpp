// Sizes and counts never wrap around into a false "fits", and every input is
// range-checked.
#include "fixtures/TestData.h"

#include "core/base/Error.h"
#include "core/base/Limits.h"
#include "core/cost/CostModel.h"
#include "core/memory/MemoryModel.h"
#include "core/memory/MultiGpu.h"
#include "core/model/HfConfig.h"
#include "core/model/ModelJson.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioJson.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>
#include <limits>
#include <string>

using namespace gpuplan;
using gpuplan::test::config;

namespace {

// The message id of the InputError `f` throws (Verbatim when it has none).
template <typename F> MessageId errorId(F&& f) {
    try {
        f();
    } catch (const InputError& e) {
        return e.message() ? e.message()->id : MessageId::Verbatim;
    }
    ADD_FAILURE() << "no InputError";
    return MessageId::Verbatim;
}

template <typename F> std::string errorText(F&& f) {
    try {
        f();
    } catch (const InputError& e) {
        return e.what();
    }
    ADD_FAILURE() << "no InputError";
    return {};
}

std::string writeTemp(const std::string& name, const std::string& text) {
    const std::string path = testing::TempDir() + "/" + name;
    std::ofstream(path) << text;
    return path;
}

Workload huge() { // fit --model mistral-7b --task lora --batch 1000000 --seq 100000000
    Workload w;
    w.task = Task::LoRA;
    w.batch = 1'000'000;
    w.seq = 100'000'000;
    return w;
}

} // namespace

// Activations and logits of this workload are about 1e25 bytes: they used to saturate
// at 2^63 and wrap the total into "fits, headroom +70.08 GB" on an H100.
TEST(Bounds, AWorkloadBeyondAnExabyteIsAnErrorNeverAFit) {
    const ModelSpec m = config("mistral-7b");
    EXPECT_EQ(errorId([&] { estimateMemory(m, huge()); }), MessageId::MemoryBeyondLimit);
    EXPECT_EQ(errorId([&] { fitOn(m, huge(), {}, 80'000'000'000ull); }), MessageId::MemoryBeyondLimit);
    EXPECT_EQ(errorId([&] { workloadTerms(m, huge()); }), MessageId::MemoryBeyondLimit);
    // The saturated form holds every size at the limit: it never fits.
    const MemoryBreakdown sat = estimateMemorySaturated(m, huge());
    EXPECT_TRUE(beyondLimit(sat.total_bytes));
    EXPECT_EQ(sat.total_bytes, static_cast<std::uint64_t>(limits::kMaxBytes));
    EXPECT_GE(sat.total_bytes, sat.activations_bytes);
}

// Every task at the largest batch and sequence: an error or a total that is the sum of its terms.
TEST(Bounds, EveryTaskAtTheLargestSizesIsAnErrorOrExact) {
    const ModelSpec m = config("mistral-7b");
    for (Task t : {Task::Inference, Task::LoRA, Task::QLoRA, Task::FullFineTune, Task::Pretrain})
        for (std::uint32_t b : {1u, 1000u, 1'000'000u})
            for (std::uint64_t s : {1ull, 100'000ull, 100'000'000ull}) {
                Workload w;
                w.task = t;
                w.precision = t == Task::QLoRA ? Precision::NF4 : Precision::FP16;
                w.batch = b;
                w.seq = s;
                try {
                    const MemoryBreakdown r = estimateMemory(m, w);
                    const double sum = static_cast<double>(r.modelStatesBytes()) + r.activations_bytes +
                                       r.logits_bytes + r.kv_cache_bytes + r.overheadBytes();
                    EXPECT_NEAR(static_cast<double>(r.total_bytes), sum, sum * 1e-12 + 8);
                    EXPECT_LT(r.total_bytes, static_cast<std::uint64_t>(limits::kMaxBytes));
                } catch (const InputError& e) {
                    ASSERT_NE(e.message(), nullptr) << e.what();
                    EXPECT_EQ(e.message()->id, MessageId::MemoryBeyondLimit) << e.what();
                }
            }
}

TEST(Bounds, MaxBatchAndMaxSeqTreatSizesBeyondTheLimitAsNotFitting) {
    const ModelSpec m = config("mistral-7b");
    Workload w;
    w.task = Task::LoRA;
    w.seq = 100'000'000; // one sequence of 1e8 tokens needs far more than an H100
    EXPECT_EQ(maxBatch(m, w, {}, 80'000'000'000ull), 0u);
    w.seq = 2048;
    const auto s = maxSeq(m, w, {}, 80'000'000'000ull);
    EXPECT_GT(s, 2048u);
    EXPECT_LT(s, 100'000'000u);
}

TEST(Bounds, ByteArithmeticSaturatesAndHeadroomIsClamped) {
    const auto kMax = static_cast<std::uint64_t>(limits::kMaxBytes);
    EXPECT_EQ(saturatedBytes(1e300), kMax);
    EXPECT_EQ(saturatedBytes(std::numeric_limits<double>::quiet_NaN()), kMax);
    EXPECT_EQ(saturatedBytes(-5.0), 0u);
    EXPECT_EQ(saturatedBytes(1234.4), 1234u);
    EXPECT_EQ(addBytes(kMax - 1, 5), kMax);
    EXPECT_EQ(addBytes(std::numeric_limits<std::uint64_t>::max(), 1), kMax);
    EXPECT_EQ(addBytes(2, 3), 5u);
    EXPECT_EQ(headroomBytes(80, 100), -20);
    EXPECT_EQ(headroomBytes(std::numeric_limits<std::uint64_t>::max(), 0),
              std::numeric_limits<std::int64_t>::max());
}

// A config.json with every size 10^7 printed 8,684,396,064,089,937,536 parameters (7.0e21 mod 2^64).
TEST(Bounds, AConfigWithEverySizeTenToTheSevenIsRefused) {
    const std::string path = writeTemp("every-1e7.json", R"({"model_type": "llama", "hidden_size": 10000000,
        "num_hidden_layers": 10000000, "num_attention_heads": 10000000, "num_key_value_heads": 10000000,
        "intermediate_size": 10000000, "vocab_size": 10000000})");
    const std::string what = errorText([&] { loadHfConfig(path); });
    EXPECT_NE(what.find("must be between 1 and"), std::string::npos) << what;
}

// Within every field's range, a product beyond 2^64 (about 3e22 here; 7.4e19 printed
// "67.11 M parameters") is counted exactly and refused.
TEST(Bounds, ParameterCountsBeyondTheLimitAreRefusedNotWrapped) {
    ModelSpec m = config("mixtral-8x7b");
    m.hidden = 1'000'000;
    m.heads = 1000;
    m.kv_heads = 1000;
    m.head_dim = 1000;
    m.intermediate = 10'000'000;
    m.experts = 100'000;
    m.layers = 10'000;
    EXPECT_EQ(errorId([&] { countParams(m); }), MessageId::ParamsBeyondLimit);
    // Just under 2^64 / 4: the old code gave a small count; now it is refused as well.
    m = config("llama-2-7b");
    m.hidden = 1'000'000;
    m.heads = 1000;
    m.kv_heads = 1000;
    m.head_dim = 1000;
    m.intermediate = 10'000'000;
    m.layers = 2466; // 3 x 1e13 x 2466 = 7.4e16 parameters in the FFNs
    EXPECT_EQ(errorId([&] { countParams(m); }), MessageId::ParamsBeyondLimit);
}

TEST(Bounds, ModelFieldsAreBoundedAndJsonIntegersDoNotWrap) {
    ModelSpec m = config("llama-2-7b");
    m.layers = 20'000;
    EXPECT_EQ(errorId([&] { m.validate(); }), MessageId::ValueBetween);
    m = config("llama-2-7b");
    m.heads = 100'000;
    m.kv_heads = 100'000;
    m.head_dim = 100'000; // heads x head_dim = 1e10 would wrap a 32-bit qDim()
    EXPECT_EQ(errorId([&] { m.validate(); }), MessageId::ValueBetween);
    nlohmann::json j = toJson(config("llama-2-7b"));
    j["hidden"] = 5'000'000'000ull; // 2^32 + 705032704: get<uint32_t> gave 705032704
    EXPECT_NE(
        errorText([&] { modelSpecFromJson(j, "s"); }).find("must be a whole number between 0 and 4294967295"),
        std::string::npos);
    j["hidden"] = -4096;
    EXPECT_NE(errorText([&] { modelSpecFromJson(j, "s"); }).find("hidden"), std::string::npos);
}

TEST(Bounds, WorkloadRangesAreChecked) {
    Workload w;
    w.batch = 1'000'001;
    EXPECT_EQ(errorId([&] { w.validate(); }), MessageId::ValueBetween);
    w = Workload{};
    w.seq = 100'000'001;
    try {
        w.validate();
        FAIL() << "a sequence of 100000001 tokens was accepted";
    } catch (const InputError& e) {
        EXPECT_STREQ(e.what(), "sequence length must be between 1 and 100000000, got 100000001");
    }
    RuntimeOverhead rt;
    rt.fragmentation = std::numeric_limits<double>::quiet_NaN(); // fit --fragmentation nan
    EXPECT_EQ(errorId([&] { estimateMemory(config("llama-2-7b"), Workload{}, rt); }),
              MessageId::FragmentationRange);
}

// nlohmann throws out_of_range (406) on 1e400: it was an "internal error", exit 1.
TEST(Bounds, ANumberBeyondADoubleNamesTheFile) {
    const std::string scenario = R"({"version": 1, "workload": {"batch": 1e400}})";
    EXPECT_EQ(errorText([&] { parseScenario(scenario, "s.gpuplan"); }),
              "s.gpuplan: field 'batch' holds a number too large to use (beyond 1.8e308)");
    const std::string path = writeTemp("big-number.json", R"({"model_type": "llama", "rope_theta": 1e400})");
    EXPECT_EQ(errorText([&] { loadHfConfig(path); }),
              path + ": field 'rope_theta' holds a number too large to use (beyond 1.8e308)");
}

TEST(Bounds, ScenarioRangesComeFromLimits) {
    auto error = [](const std::string& costs) {
        return errorText([&] { parseScenario(R"({"version": 1, "costs": )" + costs + "}", "s.gpuplan"); });
    };
    EXPECT_EQ(error(R"({"pue": 4})"), "s.gpuplan: /costs/pue must be <= 3, got 4");
    EXPECT_EQ(error(R"({"power_fraction": 1.2})"), "s.gpuplan: /costs/power_fraction must be <= 1, got 1.2");
    EXPECT_EQ(error(R"({"resale_fraction": 5})"), "s.gpuplan: /costs/resale_fraction must be <= 1, got 5");
    EXPECT_EQ(error(R"({"gpu_price": 1e308})"), "s.gpuplan: /costs/gpu_price must be <= 1e+09, got 1e+308");
    Scenario s;
    s.electricity_per_kwh = -0.1;
    EXPECT_EQ(errorText([&] { s.validate(); }),
              "scenario: /costs/electricity_per_kwh must be between 0 and 100, got -0.1");
    s = Scenario{};
    s.job.epochs = 1e308;
    EXPECT_EQ(errorId([&] { s.validate(); }), MessageId::MustBeBetween);
}

TEST(Bounds, BreakEvenRefusesNonFiniteAndOutOfRangeCosts) {
    auto costs = [] {
        BuyCosts b;
        b.gpu_price_each = 1800;
        b.gpu_power_w = 450;
        b.electricity_per_kwh = 0.25;
        return b;
    };
    auto refused = [](const BuyCosts& b, double rate = 2.5) {
        return errorId([&] { breakEven(b, rate, 100, 100, 36); }) == MessageId::MustBeBetween;
    };
    BuyCosts b = costs();
    b.gpu_price_each = std::numeric_limits<double>::infinity(); // breakeven --price inf
    EXPECT_TRUE(refused(b));
    b = costs();
    b.pue = -1;
    EXPECT_TRUE(refused(b));
    b = costs();
    b.electricity_per_kwh = -0.25;
    EXPECT_TRUE(refused(b));
    b = costs();
    b.power_fraction = -0.5;
    EXPECT_TRUE(refused(b));
    b = costs();
    b.gpu_power_w = -450;
    EXPECT_TRUE(refused(b));
    b = costs();
    b.resale_fraction = 5; // "buy -4000 EUR"
    EXPECT_TRUE(refused(b));
    EXPECT_TRUE(refused(costs(), std::numeric_limits<double>::quiet_NaN()));
}

TEST(Bounds, BreakEvenThresholdBeyondAMonthIsNotAThreshold) {
    BuyCosts b;
    b.gpu_price_each = 1'000'000;
    const BreakEven be = breakEven(b, 2.5, 100, 100, 36); // (1e6 / 36) / 2.5 = 11111 h a month
    ASSERT_TRUE(be.hours_per_month_threshold);
    EXPECT_GT(*be.hours_per_month_threshold, 744.0);
    EXPECT_FALSE(be.paysOffWithinAMonth());
    b.gpu_price_each = 1800;
    EXPECT_TRUE(breakEven(b, 2.5, 100, 100, 36).paysOffWithinAMonth());
}

// tp x pp was multiplied in 32 bits: "not a multiple of 1410065408". Each degree is now at most
// 1,024, said first (issue 34), and their product is taken in 64 bits.
TEST(Bounds, HybridLayoutDoesNotWrapTpTimesPp) {
    std::string what = errorText([] { makeLayout(Strategy::Hybrid, 8, 8, 100'000, 100'000); });
    EXPECT_NE(what.find("a tensor-parallel degree of 100000 is above the limit of 1024"), std::string::npos)
        << what;
    what = errorText([] { makeLayout(Strategy::Hybrid, 8, 8, 1024, 1024); });
    EXPECT_NE(what.find("not a multiple of 1048576"), std::string::npos) << what;
}
