// NVML through the fake libnvidia-ml.so.1 (tests/fakes/FakeNvml.cpp), loaded
// by path through the same dlopen code path as the real library.
#include "core/probe/NvmlBackend.h"

#include "ProbeTestData.h"

#include <gtest/gtest.h>

using namespace gpuplan::probe;
using probetest::ScopedEnv;

namespace {

bool contains(const gpuplan::Message& m, const std::string& part) {
    const std::string text = m.english();
    return text.find(part) != std::string::npos;
}

} // namespace

TEST(NvmlBackend, TwoGpusWithNvlink) {
    ScopedEnv env("GPU_PLANNER_FAKE_NVML", "two-gpus-nvlink");
    NvmlBackend nvml(GPUPLAN_FAKE_NVML);
    const auto r = nvml.read();
    ASSERT_EQ(r.status.state, BackendStatus::State::Ok) << r.status.message;
    EXPECT_TRUE(contains(r.status.message, "driver 550.54.15"));
    ASSERT_EQ(r.devices.size(), 2u);
    const auto& d = r.devices[0];
    EXPECT_EQ(d.name, "NVIDIA A100-SXM4-80GB");
    EXPECT_EQ(d.pci_bus_id, "0000:07:00.0");
    EXPECT_EQ(d.pci_vendor_id, 0x10de);
    EXPECT_EQ(d.pci_device_id, 0x20b2);
    EXPECT_EQ(d.vram_total_bytes, 85899345920ull);
    EXPECT_EQ(d.vram_used_bytes, 1073741824ull);
    EXPECT_EQ(d.pcie_gen_current, 1);
    EXPECT_EQ(d.pcie_gen_max, 4);
    EXPECT_EQ(d.pcie_gen_gpu_max, 4);
    EXPECT_EQ(d.pcie_width_max, 16);
    EXPECT_DOUBLE_EQ(*d.power_limit_w, 400.0);
    EXPECT_DOUBLE_EQ(*d.power_draw_w, 61.234);
    EXPECT_DOUBLE_EQ(*d.temperature_c, 34.0);
    EXPECT_EQ(d.utilization_gpu_percent, 7u);
    EXPECT_EQ(d.clock_graphics_max_mhz, 1410u);
    EXPECT_EQ(d.mig_enabled, false);
    ASSERT_TRUE(d.nvlinks.has_value());
    ASSERT_EQ(d.nvlinks->size(), 12u);
    EXPECT_TRUE((*d.nvlinks)[0].active);
    EXPECT_EQ((*d.nvlinks)[0].version, 3u);
    EXPECT_EQ((*d.nvlinks)[0].remote_pci_bus_id, "0000:0f:00.0");
    EXPECT_TRUE(d.unavailable.empty());
    EXPECT_DOUBLE_EQ(*r.devices[1].power_limit_w, 300.0);
}

TEST(NvmlBackend, SampleReusesTheHandles) {
    NvmlBackend nvml(GPUPLAN_FAKE_NVML);
    EXPECT_TRUE(nvml.sample(0).empty()); // before read()
    ASSERT_EQ(nvml.read().devices.size(), 2u);
    const auto s = nvml.sample(2.0);
    ASSERT_EQ(s.size(), 2u);
    EXPECT_EQ(s[1].pci_bus_id, "0000:0f:00.0");
    EXPECT_EQ(s[0].utilization_gpu_percent, 7u);
    EXPECT_EQ(s[0].vram_used_bytes, 1073741824ull);
    EXPECT_DOUBLE_EQ(*s[0].temperature_c, 34.0);
}

TEST(NvmlBackend, DriverLibraryMismatchSuggestsAReboot) {
    ScopedEnv env("GPU_PLANNER_FAKE_NVML", "mismatch");
    NvmlBackend nvml(GPUPLAN_FAKE_NVML);
    const auto r = nvml.read();
    EXPECT_EQ(r.status.state, BackendStatus::State::Failed);
    EXPECT_TRUE(r.devices.empty());
    EXPECT_TRUE(contains(r.status.message, "NVML_ERROR_LIB_RM_VERSION_MISMATCH = 18")) << r.status.message;
    EXPECT_TRUE(contains(r.status.message, "reboot")) << r.status.message;
}

TEST(NvmlBackend, DriverNotLoadedIsNamed) {
    ScopedEnv env("GPU_PLANNER_FAKE_NVML", "driver-not-loaded");
    const auto r = NvmlBackend(GPUPLAN_FAKE_NVML).read();
    EXPECT_EQ(r.status.state, BackendStatus::State::Failed);
    EXPECT_TRUE(contains(r.status.message, "kernel driver is not loaded")) << r.status.message;
    EXPECT_TRUE(contains(r.status.message, "NVML_ERROR_DRIVER_NOT_LOADED = 9"));
}

TEST(NvmlBackend, StubLibraryIsRecognisedByItsAnswer) {
    ScopedEnv env("GPU_PLANNER_FAKE_NVML", "stub");
    const auto r = NvmlBackend(GPUPLAN_FAKE_NVML).read();
    EXPECT_EQ(r.status.state, BackendStatus::State::Failed);
    EXPECT_TRUE(contains(r.status.message, "stub")) << r.status.message;
}

TEST(NvmlBackend, StubLibraryIsRecognisedByItsPath) {
    // The same fake, loaded from a CUDA-toolkit-like .../stubs/ folder.
    const auto r = NvmlBackend(GPUPLAN_FAKE_NVML_STUB).read();
    EXPECT_EQ(r.status.state, BackendStatus::State::Failed);
    EXPECT_TRUE(contains(r.status.message, "/stubs/")) << r.status.message;
    EXPECT_TRUE(r.devices.empty());
}

TEST(NvmlBackend, NoPermissionOnOneGpuKeepsTheOther) {
    ScopedEnv env("GPU_PLANNER_FAKE_NVML", "no-permission");
    const auto r = NvmlBackend(GPUPLAN_FAKE_NVML).read();
    EXPECT_EQ(r.status.state, BackendStatus::State::Ok);
    ASSERT_EQ(r.devices.size(), 1u);
    EXPECT_TRUE(contains(r.status.message, "GPU 1 could not be opened")) << r.status.message;
    EXPECT_TRUE(contains(r.status.message, "NVML_ERROR_NO_PERMISSION"));
}

TEST(NvmlBackend, OldDriverWithoutV2SymbolsStillWorks) {
    const auto r = NvmlBackend(GPUPLAN_FAKE_NVML_NO_V2).read();
    ASSERT_EQ(r.status.state, BackendStatus::State::Ok) << r.status.message;
    ASSERT_EQ(r.devices.size(), 2u);
    const auto& d = r.devices[1];
    EXPECT_EQ(d.pci_bus_id, "0000:0f:00.0"); // from the v1 struct's bus id
    EXPECT_EQ(d.pci_device_id, 0x20b2);
    EXPECT_EQ(d.vram_total_bytes, 85899345920ull); // nvmlDeviceGetMemoryInfo
    EXPECT_FALSE(d.pcie_gen_gpu_max.has_value());  // optional symbol absent: no note, no crash
    EXPECT_FALSE(d.mig_enabled.has_value());
    ASSERT_TRUE(d.nvlinks.has_value());
    EXPECT_EQ((*d.nvlinks)[0].remote_pci_bus_id, "0000:07:00.0");
}

TEST(NvmlBackend, MigModeIsReported) {
    ScopedEnv env("GPU_PLANNER_FAKE_NVML", "mig");
    const auto r = NvmlBackend(GPUPLAN_FAKE_NVML).read();
    ASSERT_EQ(r.devices.size(), 2u);
    EXPECT_EQ(r.devices[0].mig_enabled, true);
    EXPECT_EQ(r.devices[1].mig_enabled, false);
}

TEST(NvmlBackend, MemoryNotSupportedIsAFieldNoteNotAFailure) {
    ScopedEnv env("GPU_PLANNER_FAKE_NVML", "memory-not-supported");
    const auto r = NvmlBackend(GPUPLAN_FAKE_NVML).read();
    ASSERT_EQ(r.status.state, BackendStatus::State::Ok);
    ASSERT_EQ(r.devices.size(), 2u);
    const auto& d = r.devices[0];
    EXPECT_FALSE(d.vram_total_bytes.has_value());
    ASSERT_TRUE(d.unavailable.count("vram"));
    EXPECT_TRUE(contains(d.unavailable.at("vram"), "NVML_ERROR_NOT_SUPPORTED"));
    EXPECT_EQ(d.pcie_gen_max, 4); // the rest is read
}

TEST(NvmlBackend, MissingLibraryIsNotPresent) {
    const auto r = NvmlBackend("/nonexistent/libnvidia-ml.so.1").read();
    EXPECT_EQ(r.status.state, BackendStatus::State::NotPresent);
    EXPECT_TRUE(contains(r.status.message, "no NVIDIA driver"));
}

TEST(NvmlBackend, ALibraryThatIsNotNvmlFails) {
    // The fake CUDA driver loads fine but exports no NVML symbol.
    const auto r = NvmlBackend(GPUPLAN_FAKE_CUDA).read();
    EXPECT_EQ(r.status.state, BackendStatus::State::Failed);
    EXPECT_TRUE(contains(r.status.message, "not a usable NVML library"));
}

// What the backend says is a message id with its arguments, never a sentence: the Probe tab and
// `gpu-planner probe` word it in the user's language.
TEST(NvmlBackend, SaysWhyThroughMessageIds) {
    using gpuplan::MessageId;
    const auto missing = NvmlBackend("/nonexistent/libnvidia-ml.so.1").read();
    EXPECT_EQ(missing.status.message.id, MessageId::ProbeNvmlNotLoaded);
    ASSERT_EQ(missing.status.message.args.size(), 2u);
    EXPECT_EQ(missing.status.message.args[0].text, "/nonexistent/libnvidia-ml.so.1");

    ScopedEnv env("GPU_PLANNER_FAKE_NVML", "driver-not-loaded");
    const auto r = NvmlBackend(GPUPLAN_FAKE_NVML).read();
    const gpuplan::Message& m = r.status.message;
    EXPECT_TRUE(m.id == MessageId::ProbeNvmlInitFailed || m.id == MessageId::ProbeNvmlInitFailedSays) << m;
    ASSERT_FALSE(m.args.empty());
    ASSERT_EQ(m.args[0].kind, gpuplan::MessageArg::Kind::Nested);
    EXPECT_EQ(m.args[0].nested.front().id, MessageId::ProbeAdviceDriverNotLoaded);

    EXPECT_EQ(NvmlBackend::describe(3).id, MessageId::ProbeNvmlCode);
    EXPECT_EQ(NvmlBackend::describe(3).args[0].nested.front().id, MessageId::ProbeNvmlNotSupported);
}

TEST(NvmlBackend, ReturnCodesAreDescribed) {
    EXPECT_TRUE(contains(NvmlBackend::describe(3), "NVML_ERROR_NOT_SUPPORTED = 3"));
    EXPECT_TRUE(contains(NvmlBackend::describe(4), "permission"));
    EXPECT_TRUE(contains(NvmlBackend::describe(12345), "12345"));
}
