// gpu-planner fit: the KV cache types, the two memory figures, a config's quantization_config,
// every catalog model on a GPU (--all-models) and llama.cpp-style partial offload (--gpu-layers).
#include "CliRunner.h"
#include "common/TempDir.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>

using gpuplan::test::runCli;

namespace {

nlohmann::json fitJson(const std::string& args) {
    const auto r = runCli("fit " + args + " --json", "", false);
    EXPECT_EQ(r.code, 0) << r.out;
    return nlohmann::json::parse(r.out);
}

std::string config(const std::string& name) {
    return std::string(GPUPLAN_TEST_DATA) + "/configs/" + name + ".json";
}

} // namespace

// llama.cpp's --cache-type-k q8_0: 34 bytes per 32 values. Llama-3.1-8B caches 2 x 32 layers x 8
// heads x 128 = 65,536 values per token: 4096 tokens hold 285,212,672 bytes.
TEST(FitModelsOnGpu, KvPrecisionQ8_0IsAcceptedWithItsRealBytes) {
    const auto j = fitJson("--model " + config("llama-3.1-8b") + " --seq 4096 --kv-precision q8_0");
    EXPECT_EQ(j["kv_cache_bytes"], 65'536ull * 4096 * 34 / 32);
    const auto q4 = fitJson("--model " + config("llama-3.1-8b") + " --seq 4096 --kv-precision q4_0");
    EXPECT_EQ(q4["kv_cache_bytes"], 65'536ull * 4096 * 18 / 32);
    const auto bad = runCli("fit --model " + config("llama-3.1-8b") + " --kv-precision q4_k_m");
    EXPECT_EQ(bad.code, 2);
    EXPECT_NE(bad.out.find("q8_0, q5_0 or q4_0, got q4_k_m"), std::string::npos) << bad.out;
}

// Both figures, by name: the tensors (torch.cuda.max_memory_allocated) and what nvidia-smi
// shows; total_bytes stays the device figure.
TEST(FitModelsOnGpu, JsonHasTheAllocatorPeakAndTheDeviceFigure) {
    const auto j = fitJson("--model " + config("llama-3.1-8b") + " --vram 24GB --cuda-context 0.5GB");
    const auto peak = j["allocator_peak_bytes"].get<std::uint64_t>();
    const auto device = j["device_used_bytes"].get<std::uint64_t>();
    EXPECT_EQ(device, j["total_bytes"].get<std::uint64_t>());
    EXPECT_EQ(device, peak + j["cuda_context_bytes"].get<std::uint64_t>() +
                          j["fragmentation_bytes"].get<std::uint64_t>());
    EXPECT_EQ(peak, j["weights_bytes"].get<std::uint64_t>() + j["activations_bytes"].get<std::uint64_t>() +
                        j["logits_bytes"].get<std::uint64_t>() + j["kv_cache_bytes"].get<std::uint64_t>());
    const auto human = runCli("fit --model " + config("llama-3.1-8b") + " --vram 24GB");
    EXPECT_NE(human.out.find("Tensors (allocator peak)"), std::string::npos);
    EXPECT_NE(human.out.find("Device memory used (nvidia-smi)"), std::string::npos);
}

// A config.json with DeepSeek-V3's quantization_config: fp8 weights with a scale per 128 x 128
// block become the default precision, and the CLI says where it came from.
TEST(FitModelsOnGpu, QuantizationConfigSetsTheDefaultPrecision) {
    gpuplan::test::TempDir dir;
    std::ifstream in(config("llama-3.1-8b"));
    nlohmann::json c = nlohmann::json::parse(in);
    c["quantization_config"] = {{"quant_method", "fp8"},
                                {"fmt", "e4m3"},
                                {"activation_scheme", "dynamic"},
                                {"weight_block_size", {128, 128}}};
    const auto path = dir.path() / "config.json";
    std::ofstream(path) << c.dump();
    const auto j = fitJson("--model " + path.string());
    EXPECT_EQ(j["precision"], "fp8-block");
    ASSERT_TRUE(j.contains("quantization_config"));
    EXPECT_NE(j["quantization_config"][0].get<std::string>().find("weight_block_size [128, 128]"),
              std::string::npos);
    EXPECT_EQ(fitJson("--model " + path.string() + " --precision bf16")["precision"],
              "bf16"); // the user's choice wins
    const auto human = runCli("fit --model " + path.string());
    EXPECT_NE(human.out.find("the weights are stored as fp8-block"), std::string::npos) << human.out;
}

// Every catalog model on a 24 GB RTX 4090: the best precision that fits, limits and speed; the
// 70B models keep some layers in RAM.
TEST(FitModelsOnGpu, AllModelsListsEveryCatalogModel) {
    const auto j = fitJson("--gpu rtx-4090 --all-models --seq 4096");
    EXPECT_EQ(j["gpu"], "rtx-4090");
    const auto catalog = runCli("catalog list models --json", "", false);
    ASSERT_EQ(catalog.code, 0) << catalog.out;
    const auto models = j["models"];
    EXPECT_EQ(models.size(), nlohmann::json::parse(catalog.out).size());
    bool seen_offload = false;
    for (const auto& m : models) {
        SCOPED_TRACE(m["model"].get<std::string>());
        if (m["fits"].get<bool>()) {
            EXPECT_LE(m["total_bytes"].get<double>(), j["capacity_bytes"].get<double>());
            EXPECT_GT(m["decode_tokens_per_s"].get<double>(), 0.0);
            EXPECT_GT(m["max_seq"].get<int>(), 0);
        } else if (!m["offload"].is_null()) {
            seen_offload = true;
            EXPECT_LT(m["offload"]["gpu_layers"].get<int>(), m["offload"]["layers"].get<int>());
            EXPECT_GT(m["offload"]["decode_tokens_per_s"].get<double>(), 0.0);
        }
    }
    EXPECT_TRUE(seen_offload);
    const auto human = runCli("fit --gpu rtx-4090 --all-models");
    ASSERT_EQ(human.code, 0) << human.out;
    EXPECT_NE(human.out.find("Best precision"), std::string::npos);
    EXPECT_NE(human.out.find("89.6 GB/s"), std::string::npos);
    EXPECT_EQ(runCli("fit --all-models").code, 2) << "needs --gpu";
    EXPECT_EQ(runCli("fit --gpu rtx-4090").code, 2) << "needs --model or --all-models";
}

// --gpu-layers: Llama-2-70B in Q4_K_M (about 41 GB) on a 24 GB card: 40 of 80 layers fit, and
// decode runs at a fraction of the card's speed; all layers in RAM is slower still.
TEST(FitModelsOnGpu, GpuLayersSplitsTheModelWithSystemRam) {
    const auto some = fitJson("--model llama-2-70b --gpu rtx-4090 --precision q4_k_m --seq 4096");
    ASSERT_TRUE(some.contains("offload"));
    const int layers = some["offload"]["gpu_layers"].get<int>();
    EXPECT_GT(layers, 20);
    EXPECT_LT(layers, 80);
    EXPECT_TRUE(some["offload"]["fits"].get<bool>());
    const auto none =
        fitJson("--model llama-2-70b --gpu rtx-4090 --precision q4_k_m --seq 4096 --gpu-layers 0");
    EXPECT_EQ(none["offload"]["gpu_layers"], 0);
    EXPECT_LT(none["offload"]["decode_tokens_per_s"].get<double>(),
              some["offload"]["decode_tokens_per_s"].get<double>());
    const auto slow_ram = fitJson("--model llama-2-70b --gpu rtx-4090 --precision q4_k_m --seq 4096 "
                                  "--gpu-layers 0 --host-bandwidth 44.8");
    EXPECT_NEAR(slow_ram["offload"]["decode_tokens_per_s"].get<double>(),
                none["offload"]["decode_tokens_per_s"].get<double>() / 2.0,
                0.01 * none["offload"]["decode_tokens_per_s"].get<double>());
    const auto human = runCli("fit --model llama-2-70b --gpu rtx-4090 --precision q4_k_m --seq 4096");
    EXPECT_NE(human.out.find("Layers on GPU: "), std::string::npos) << human.out;
}
