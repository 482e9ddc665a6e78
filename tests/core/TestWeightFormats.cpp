// The weight formats of 2025-26 (FP8 block-scaled, MXFP4, NVFP4, the GGUF file types), the KV
// cache types, and a config's own quantization_config.
#include "fixtures/TestData.h"

#include "core/base/Units.h"
#include "core/memory/MemoryModel.h"
#include "core/model/QuantizationConfig.h"
#include "core/model/WeightFormat.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioJson.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace gpuplan;
using gpuplan::test::config;
using gpuplan::test::errorOf;

// llama.cpp's llama-quantize lists each file type's size for Llama-3-8B (tools/quantize/quantize.cpp,
// QUANT_OPTIONS, https://github.com/ggml-org/llama.cpp/blob/master/tools/quantize/quantize.cpp):
// Q2_K 2.96G, Q3_K_M 3.74G, Q4_0 4.34G, Q4_K_M 4.58G, Q5_K_M 5.33G, Q6_K 6.14G, Q8_0 7.96G. "G" is
// GiB (8.03e9 weights x 8.5 bits = 7.95 GiB for Q8_0). Llama-3.1-8B has Llama-3-8B's shapes.
// The _K_M mixes hold only with llama_tensor_get_type()'s per-tensor choices (output Q6_K,
// attn_v and ffn_down bumps); the plain base type alone misses Q4_K_M by 3 %.
TEST(WeightFormats, GgufFileTypesMatchLlamaQuantizeSizesForLlama3_8b) {
    const ModelSpec m = config("llama-3.1-8b");
    const std::pair<Precision, double> sizes[] = {{Precision::Q2_K, 2.96},   {Precision::Q3_K_M, 3.74},
                                                  {Precision::Q4_0, 4.34},   {Precision::Q4_K_M, 4.58},
                                                  {Precision::Q5_K_M, 5.33}, {Precision::Q6_K, 6.14},
                                                  {Precision::Q8_0, 7.96}};
    for (const auto& [p, gib] : sizes)
        EXPECT_NEAR(weightBytes(m, p).total() / kGiB, gib, 0.005 * gib) << precisionInfo(p).id;
    const double base_only = countParams(m).total * linearBitsPerWeight(Precision::Q4_K_M) / 8.0 / kGiB;
    EXPECT_LT(base_only, 0.97 * 4.58);
}

// ggml-common.h block sizes: bits per weight of each type.
TEST(WeightFormats, GgmlBlocksCarryTheirScales) {
    EXPECT_DOUBLE_EQ(ggmlBitsPerWeight(GgmlType::Q8_0), 8.5);
    EXPECT_DOUBLE_EQ(ggmlBitsPerWeight(GgmlType::Q6_K), 6.5625);
    EXPECT_DOUBLE_EQ(ggmlBitsPerWeight(GgmlType::Q5_K), 5.5);
    EXPECT_DOUBLE_EQ(ggmlBitsPerWeight(GgmlType::Q4_K), 4.5);
    EXPECT_DOUBLE_EQ(ggmlBitsPerWeight(GgmlType::Q4_0), 4.5);
    EXPECT_DOUBLE_EQ(ggmlBitsPerWeight(GgmlType::IQ4_XS), 4.25);
    EXPECT_DOUBLE_EQ(ggmlBitsPerWeight(GgmlType::Q3_K), 3.4375);
    EXPECT_DOUBLE_EQ(ggmlBitsPerWeight(GgmlType::Q2_K), 2.625);
    EXPECT_DOUBLE_EQ(linearBitsPerWeight(Precision::IQ4_XS), 4.25);
    EXPECT_DOUBLE_EQ(linearBitsPerWeight(Precision::Q5_0), 5.5);
}

// llama_tensor_get_type(): Q4_K_M / Q5_K_M store attn_v and ffn_down at Q6_K in the layers of
// use_more_bits() (the first and last eighth, every third between); Q3_K_M stores the first two
// attn_v at Q5_K; the 8-expert Mixtral gets attn_v and attn_k at Q8_0.
TEST(WeightFormats, GgufMixesFollowLlamaCpp) {
    const ModelSpec m = config("llama-3.1-8b"); // 32 layers, GQA 4
    EXPECT_EQ(ggufTensorType(Precision::Q4_K_M, m, "v_proj", 0), GgmlType::Q6_K);
    EXPECT_EQ(ggufTensorType(Precision::Q4_K_M, m, "v_proj", 4), GgmlType::Q4_K);
    EXPECT_EQ(ggufTensorType(Precision::Q4_K_M, m, "v_proj", 6), GgmlType::Q6_K); // (6 - 4) % 3 == 2
    EXPECT_EQ(ggufTensorType(Precision::Q4_K_M, m, "q_proj", 0), GgmlType::Q4_K);
    EXPECT_EQ(ggufTensorType(Precision::Q3_K_M, m, "v_proj", 1), GgmlType::Q5_K);
    EXPECT_EQ(ggufTensorType(Precision::Q3_K_M, m, "v_proj", 2), GgmlType::Q4_K);
    EXPECT_EQ(ggufTensorType(Precision::Q2_K, m, "v_proj", 9), GgmlType::Q4_K); // GQA >= 4
    EXPECT_EQ(ggufTensorType(Precision::Q2_K, m, "down_proj", 9), GgmlType::Q3_K);
    EXPECT_EQ(ggufOutputType(Precision::Q4_0), GgmlType::Q6_K);
    EXPECT_EQ(ggufOutputType(Precision::Q8_0), GgmlType::Q8_0);
    const ModelSpec mixtral = config("mixtral-8x7b");
    EXPECT_EQ(ggufTensorType(Precision::Q4_K_M, mixtral, "v_proj", 4), GgmlType::Q8_0);
    EXPECT_EQ(ggufTensorType(Precision::Q4_K_M, mixtral, "k_proj", 4), GgmlType::Q8_0);
    EXPECT_EQ(ggufTensorType(Precision::Q4_K_M, mixtral, "o_proj", 4), GgmlType::Q5_K);
}

// DeepSeek-V3 / Qwen3-FP8 checkpoints: fp8 e4m3 weights and one fp32 weight_scale_inv per
// 128 x 128 block (edges rounded up); embeddings and lm_head stay bf16.
TEST(WeightFormats, Fp8BlockScaledStoresOneScalePerBlock) {
    ModelSpec m = config("llama-3.1-8b");
    const WeightBytes w = weightBytes(m, Precision::FP8_BLOCK);
    double expected = 0;
    for (const auto& l : blockLinears(m))
        expected += m.layers *
                    (double(l.d_in) * l.d_out + 4.0 * std::ceil(l.d_in / 128.0) * std::ceil(l.d_out / 128.0));
    EXPECT_DOUBLE_EQ(w.linears, expected);
    // q_proj 4096 x 4096: 16,777,216 bytes + 32 x 32 scales of 4 bytes.
    EXPECT_DOUBLE_EQ(4096.0 * 4096.0 + 4.0 * 32 * 32, 16'781'312.0);
    EXPECT_DOUBLE_EQ(w.embedding, 2.0 * 128256 * 4096);
    EXPECT_DOUBLE_EQ(w.lm_head, 2.0 * 128256 * 4096);
    EXPECT_TRUE(precisionInfo(Precision::FP8_BLOCK).keeps.embeddings);
}

// OCP MX v1.0: MXFP4 = 32 E2M1 values (16 bytes) + one E8M0 scale = 4.25 bits. On an MoE model
// only the routed experts are MXFP4 (gpt-oss's quantization_config leaves the attention and the
// router in bf16): Mixtral's attention stays 16-bit.
TEST(WeightFormats, Mxfp4QuantizesTheExpertsOfMoeModels) {
    EXPECT_DOUBLE_EQ(linearBitsPerWeight(Precision::MXFP4), 4.25);
    const ModelSpec mixtral = config("mixtral-8x7b");
    const WeightBytes w = weightBytes(mixtral, Precision::MXFP4);
    const double attention = 32.0 * (4096.0 * 4096 * 2 + 4096.0 * 1024 * 2) * 2.0; // bf16
    const double experts = 32.0 * 8 * 3 * (4096.0 * 14336) * 4.25 / 8.0;
    EXPECT_DOUBLE_EQ(w.linears, attention + experts);
    const ModelSpec dense = config("llama-3.1-8b");
    EXPECT_NEAR(weightBytes(dense, Precision::MXFP4).linears,
                countParams(dense).per_layer_linear * 32.0 * 4.25 / 8.0, 1.0);
}

// NVFP4: 16 E2M1 values (8 bytes) + one E4M3 scale = 4.5 bits, and one fp32 scale per tensor.
TEST(WeightFormats, Nvfp4AddsAPerTensorScale) {
    const ModelSpec m = config("llama-3.1-8b");
    const double per_tensor = 32.0 * 7 * 4.0; // 7 matrices per layer
    EXPECT_DOUBLE_EQ(weightBytes(m, Precision::NVFP4).linears,
                     countParams(m).per_layer_linear * 32.0 * 4.5 / 8.0 + per_tensor);
}

// KV cache types: llama.cpp's --cache-type-k/-v q8_0, q5_0, q4_0 are ggml blocks of 32 values
// with an fp16 scale (34, 22, 18 bytes); fp8 e4m3 and int8 are one byte.
TEST(WeightFormats, KvCacheTypesHaveTheirBytesPerValue) {
    EXPECT_DOUBLE_EQ(kvBytesPerValue(Precision::FP32), 4.0);
    EXPECT_DOUBLE_EQ(kvBytesPerValue(Precision::BF16), 2.0);
    EXPECT_DOUBLE_EQ(kvBytesPerValue(Precision::FP8), 1.0);
    EXPECT_DOUBLE_EQ(kvBytesPerValue(Precision::INT8), 1.0);
    EXPECT_DOUBLE_EQ(kvBytesPerValue(Precision::Q8_0), 1.0625);
    EXPECT_DOUBLE_EQ(kvBytesPerValue(Precision::Q5_0), 0.6875);
    EXPECT_DOUBLE_EQ(kvBytesPerValue(Precision::Q4_0), 0.5625);
    // Llama-3.1-8B: 2 x 32 layers x 8 heads x 128 = 65,536 values per token.
    Workload w;
    w.seq = 8192;
    w.kv_precision = Precision::Q8_0;
    EXPECT_EQ(estimateMemory(config("llama-3.1-8b"), w).kv_cache_bytes, 65'536ull * 8192 * 34 / 32);
    w.kv_precision = Precision::Q4_K_M;
    EXPECT_NE(errorOf([&] { w.validate(); }).find("q8_0, q5_0 or q4_0, got q4_k_m"), std::string::npos);
}

TEST(WeightFormats, KvPrecisionsRoundTripThroughScenarioFiles) {
    for (Precision p : kvPrecisions()) {
        Scenario s;
        s.workload.kv_precision = p;
        const Scenario back = parseScenario(serializeScenario(s), "round trip");
        EXPECT_EQ(back.workload.kv_precision, p) << precisionInfo(p).id;
    }
    for (Precision p :
         {Precision::FP8_BLOCK, Precision::MXFP4, Precision::NVFP4, Precision::IQ4_XS, Precision::Q2_K}) {
        Scenario s;
        s.workload.precision = p;
        EXPECT_EQ(parseScenario(serializeScenario(s), "round trip").workload.precision, p);
    }
}

// The old ids keep their meaning: files written before these formats open as they did.
TEST(WeightFormats, ExistingIdsAreUnchanged) {
    EXPECT_EQ(parsePrecision("q4_k_m"), Precision::Q4_K_M);
    EXPECT_EQ(parsePrecision("q8_0"), Precision::Q8_0);
    EXPECT_EQ(parsePrecision("nf4-dq"), Precision::NF4_DQ);
    EXPECT_EQ(parsePrecision("fp8"), Precision::FP8);
    EXPECT_EQ(static_cast<int>(Precision::Q4_K_M), 10);
}

// Hugging Face quantization_config blocks as the model repositories ship them.
TEST(QuantizationConfig, MapsEachMethodToItsPrecision) {
    using nlohmann::json;
    // deepseek-ai/DeepSeek-V3 config.json.
    auto d = precisionFromQuantizationConfig(json::parse(
        R"({"activation_scheme": "dynamic", "fmt": "e4m3", "quant_method": "fp8", "weight_block_size": [128, 128]})"));
    EXPECT_EQ(d.precision, Precision::FP8_BLOCK);
    ASSERT_FALSE(d.notes.empty());
    EXPECT_EQ(d.notes[0].english(), "quantization_config (quant_method fp8, weight_block_size [128, 128]): "
                                    "the weights are stored as fp8-block");
    // openai/gpt-oss-20b config.json.
    d = precisionFromQuantizationConfig(json::parse(
        R"({"modules_to_not_convert": ["model.layers.*.self_attn", "model.layers.*.mlp.router", "model.embed_tokens", "lm_head"], "quant_method": "mxfp4"})"));
    EXPECT_EQ(d.precision, Precision::MXFP4);
    ASSERT_EQ(d.notes.size(), 2u);
    EXPECT_NE(d.notes[1].english().find("model.layers.*.self_attn, model.layers.*.mlp.router"),
              std::string::npos);
    d = precisionFromQuantizationConfig(json::parse(
        R"({"quant_method": "bitsandbytes", "load_in_4bit": true, "bnb_4bit_quant_type": "nf4", "bnb_4bit_use_double_quant": true})"));
    EXPECT_EQ(d.precision, Precision::NF4_DQ);
    d = precisionFromQuantizationConfig(
        json::parse(R"({"quant_method": "bitsandbytes", "load_in_8bit": true})"));
    EXPECT_EQ(d.precision, Precision::INT8);
    d = precisionFromQuantizationConfig(
        json::parse(R"({"quant_method": "gptq", "bits": 4, "group_size": 32})"));
    EXPECT_EQ(d.precision, Precision::GPTQ_INT4);
    EXPECT_EQ(d.group_size, 32);
    d = precisionFromQuantizationConfig(
        json::parse(R"({"quant_method": "awq", "bits": 4, "group_size": 128, "version": "gemm"})"));
    EXPECT_EQ(d.precision, Precision::AWQ_INT4);
    d = precisionFromQuantizationConfig(
        json::parse(R"({"quant_method": "gptq", "bits": 3, "group_size": 128})"));
    EXPECT_FALSE(d.precision);
    EXPECT_NE(d.notes.at(0).english().find("is not a format the planner models"), std::string::npos);
    d = precisionFromQuantizationConfig(json::parse(R"({"quant_method": "hqq"})"));
    EXPECT_FALSE(d.precision);
    d = precisionFromQuantizationConfig(json::parse(
        R"({"quant_method": "compressed-tensors", "config_groups": {"group_0": {"weights": {"num_bits": 4, "type": "float", "strategy": "tensor_group", "group_size": 16}}}})"));
    EXPECT_EQ(d.precision, Precision::NVFP4);
}

TEST(QuantizationConfig, BadValuesNameTheField) {
    using nlohmann::json;
    EXPECT_NE(errorOf([] {
                  precisionFromQuantizationConfig(json::parse(R"({"bits": 4})"), "q/config.json");
              }).find("q/config.json: quantization_config.quant_method is missing"),
              std::string::npos);
    EXPECT_NE(errorOf([] {
                  precisionFromQuantizationConfig(
                      json::parse(R"({"quant_method": "fp8", "weight_block_size": 128})"));
              }).find("quantization_config.weight_block_size must be two positive whole numbers"),
              std::string::npos);
    EXPECT_NE(errorOf([] {
                  precisionFromQuantizationConfig(json::parse(R"({"quant_method": "gptq", "bits": "4"})"));
              }).find("quantization_config.bits must be a whole number"),
              std::string::npos);
    EXPECT_FALSE(quantizationDefaultOfConfig(json::parse(R"({"model_type": "llama"})")));
}
