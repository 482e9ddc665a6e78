// Runs the real gpu-planner executable's `probe` command against fixture sysfs
// trees and the fake vendor libraries, injected through the test-only
// GPU_PLANNER_* environment variables (docs/probe/README.md).
#include "CliRunner.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <array>
#include <cstdio>
#include <string>
#include <sys/wait.h>

namespace {

using Result = gpuplan::test::CliResult;

std::string data(const std::string& rel) {
    return std::string(GPUPLAN_TEST_DATA) + "/" + rel;
}

// `env` is a list of NAME=value words; no real driver library is ever loaded. `global`: options
// before the command (--lang fr).
Result probe(const std::string& env, const std::string& args, bool merge_stderr = true,
             const std::string& global = "") {
    return gpuplan::test::runCli(global + "probe " + args,
                                 "GPU_PLANNER_PCI_IDS=" + data("pci.ids") +
                                     " GPU_PLANNER_NVML_LIBRARY=/nonexistent/libnvidia-ml.so.1"
                                     " GPU_PLANNER_ROCM_SMI_LIBRARY=/nonexistent/librocm_smi64.so"
                                     " GPU_PLANNER_CUDA_LIBRARY=/nonexistent/libcuda.so.1 " +
                                     env,
                                 merge_stderr);
}

const std::string kNoGpu = "GPU_PLANNER_SYSFS_ROOT=" + data("sysfs/no-gpu");
const std::string kNvidia =
    "GPU_PLANNER_SYSFS_ROOT=" + data("sysfs/nvidia") + " GPU_PLANNER_NVML_LIBRARY=" + GPUPLAN_FAKE_NVML;

} // namespace

TEST(ProbeCommand, NoGpuIsExitZeroAndSaysSo) {
    const auto r = probe(kNoGpu, "");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("No GPU found on this machine."), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("nvml"), std::string::npos);
}

// Issue 37 item 11: what the backends say is worded in the user's language (core returns message
// ids), and the JSON keeps its English text.
TEST(ProbeCommand, SaysWhyInFrenchAndKeepsEnglishInJson) {
    const auto fr = probe(kNoGpu, "", true, "--lang fr ");
    EXPECT_EQ(fr.code, 0) << fr.out;
    EXPECT_NE(
        fr.out.find("/nonexistent/libnvidia-ml.so.1 n’a pas pu être chargée : aucun pilote NVIDIA installé"),
        std::string::npos)
        << fr.out;
    EXPECT_EQ(fr.out.find("could not be loaded"), std::string::npos) << fr.out;
    const auto j = nlohmann::json::parse(probe(kNoGpu, "--json", false, "--lang fr ").out);
    bool english = false;
    for (const auto& b : j["backends"])
        english |= b["message"].get<std::string>().find("could not be loaded: no NVIDIA driver installed") !=
                   std::string::npos;
    EXPECT_TRUE(english) << j.dump(2);
}

TEST(ProbeCommand, NoGpuJsonHasAnEmptyDeviceListAndEveryBackend) {
    const auto r = probe(kNoGpu, "--json", false);
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = nlohmann::json::parse(r.out);
    ASSERT_TRUE(j["devices"].is_array());
    EXPECT_TRUE(j["devices"].empty());
    ASSERT_EQ(j["backends"].size(), 4u);
    EXPECT_EQ(j["backends"][0]["name"], "nvml");
    EXPECT_EQ(j["backends"][0]["state"], "not_present");
    EXPECT_TRUE(j["benchmark"].is_null());
}

TEST(ProbeCommand, FakeNvmlGpusAreListedAndMatchedOrSayWhyNot) {
    const auto r = probe(kNvidia, "--json", false);
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = nlohmann::json::parse(r.out);
    ASSERT_EQ(j["devices"].size(), 2u);
    EXPECT_EQ(j["devices"][0]["name"], "NVIDIA A100-SXM4-80GB");
    EXPECT_EQ(j["devices"][0]["pcie_gen_max"], 4);
    EXPECT_EQ(j["devices"][0]["vram_total_bytes"], 85899345920ull);
    // Without a catalog database, ctx.catalog() throws and the reason is reported;
    // with one (the default catalog has the A100 SXM4 80GB) the devices are matched.
    const std::string why = j["catalog_message"];
    if (!why.empty()) {
        EXPECT_NE(why.find("catalog unavailable"), std::string::npos) << why;
        EXPECT_TRUE(j["devices"][0]["catalog_match"].is_null());
    } else {
        EXPECT_EQ(j["devices"][0]["catalog_match"]["gpu_id"], "a100-sxm4-80gb");
    }
}

TEST(ProbeCommand, HumanOutputShowsTheDevices) {
    const auto r = probe(kNvidia, "");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("2 GPUs found"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("GPU 0000:07:00.0  NVIDIA A100-SXM4-80GB"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("12 active links (NVLink 3)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Gen1 x16 now, Gen4 x16 max"), std::string::npos) << r.out;
    // The fake A100's 85,899,345,920 bytes: 80 GiB, 85.90 GB, both through text::Format.
    EXPECT_NE(r.out.find("85.90 GB (80.00 GiB) total"), std::string::npos) << r.out;
}

TEST(ProbeCommand, DriverMismatchIsReportedNotFatal) {
    const auto r = probe(kNvidia + " GPU_PLANNER_FAKE_NVML=mismatch", "");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("reboot"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("2 GPUs found"), std::string::npos) << r.out; // from PCI sysfs
}

TEST(ProbeCommand, BenchmarkWithTheFakeCudaDriver) {
    const std::string env = kNvidia + " GPU_PLANNER_CUDA_LIBRARY=" + GPUPLAN_FAKE_CUDA +
                            " GPU_PLANNER_CUBLAS_LIBRARY=" + GPUPLAN_FAKE_CUBLAS +
                            " GPU_PLANNER_FAKE_CUDA=ok";
    const auto r = probe(env, "--benchmark --json --runs 2", false);
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["benchmark"]["status"], "ok");
    const auto& m = j["devices"][0]["benchmark"]["measurements"];
    ASSERT_EQ(m.size(), 5u);
    EXPECT_EQ(m[0]["name"], "h2d_pinned");
    EXPECT_NEAR(m[0]["value"].get<double>(), 24e9, 24e9 * 1e-3);
    EXPECT_EQ(m[0]["runs"].size(), 2u);
    EXPECT_NEAR(m[0]["fraction_of_peak"].get<double>(), 24e9 / 31.5e9, 0.01); // the link read: Gen4 x16
}

TEST(ProbeCommand, BenchmarkWithoutCudaIsExitZero) {
    const auto r = probe(kNoGpu, "--benchmark");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("Benchmark unavailable"), std::string::npos) << r.out;
}

TEST(ProbeCommand, BadArgumentsAreExitTwo) {
    EXPECT_EQ(probe(kNoGpu, "--frobnicate").code, 2);
    EXPECT_EQ(probe(kNoGpu, "--benchmark --time-limit 0").code, 2);
    EXPECT_EQ(probe(kNoGpu, "--runs many").code, 2);
}
