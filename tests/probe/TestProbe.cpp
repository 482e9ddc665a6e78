#include "core/probe/Probe.h"

#include "ProbeTestData.h"
#include "core/scenario/ProbeJson.h"

#include <gtest/gtest.h>

#include <chrono>

using namespace gpuplan::probe;
using probetest::ScopedEnv;

namespace {

const BackendStatus* backend(const ProbeReport& r, const std::string& name) {
    for (const auto& b : r.backends)
        if (b.name == name)
            return &b;
    return nullptr;
}

ProbeOptions nvidiaMachine() {
    ProbeOptions o = probetest::options("nvidia");
    o.nvml_library = GPUPLAN_FAKE_NVML;
    return o;
}

} // namespace

TEST(Probe, NoGpuIsACleanEmptyResult) {
    Probe probe(probetest::options("no-gpu"));
    const auto r = probe.detect();
    EXPECT_TRUE(r.devices.empty());
    ASSERT_EQ(r.backends.size(), 4u); // nvml, amdgpu-sysfs, rocm-smi, pci-sysfs
    EXPECT_EQ(backend(r, "nvml")->state, BackendStatus::State::NotPresent);
    EXPECT_EQ(backend(r, "pci-sysfs")->state, BackendStatus::State::Ok);
    EXPECT_TRUE(probe.sample().empty());
    const auto j = toJson(r);
    EXPECT_TRUE(j["devices"].is_array());
    EXPECT_TRUE(j["devices"].empty());
    EXPECT_EQ(j["backends"].size(), 4u);
}

TEST(Probe, OnThisMachineItNeverThrows) {
    // Whatever this machine has (the CI machines have no GPU), detect() reports
    // every backend and only devices with a PCI address or an NVML index.
    Probe probe;
    ProbeReport r;
    ASSERT_NO_THROW(r = probe.detect());
    EXPECT_EQ(r.backends.size(), 4u);
    for (const auto& d : r.devices)
        EXPECT_FALSE(d.readings.pci_bus_id.empty());
    EXPECT_NO_THROW(probe.sample());
}

TEST(Probe, NvmlAndPciSysfsAreMergedPerDevice) {
    ScopedEnv env("GPU_PLANNER_FAKE_NVML", "two-gpus-nvlink");
    Probe probe(nvidiaMachine());
    const auto r = probe.detect();
    ASSERT_EQ(r.devices.size(), 2u);
    const auto& d = r.devices[0].readings;
    EXPECT_EQ(d.pci_bus_id, "0000:07:00.0");
    EXPECT_EQ(d.sources, (std::vector<std::string>{"nvml", "pci-sysfs"}));
    EXPECT_EQ(d.name, "NVIDIA A100-SXM4-80GB"); // NVML's name wins
    EXPECT_EQ(d.pci_class, 0x0302u);            // only PCI sysfs knows the class
    EXPECT_EQ(backend(r, "nvml")->devices, 2);
    EXPECT_EQ(backend(r, "pci-sysfs")->devices, 2);
}

TEST(Probe, MatchesTheCatalogAndFlagsThePowerCappedGpu) {
    Probe probe(nvidiaMachine());
    auto r = probe.detect();
    const auto catalog = probetest::catalog();
    Probe::matchCatalog(r, catalog);
    ASSERT_EQ(r.devices.size(), 2u);
    for (const auto& d : r.devices) {
        ASSERT_TRUE(d.match) << d.match_message;
        EXPECT_EQ(d.match->gpu_id, "a100-sxm4-80gb");
    }
    EXPECT_TRUE(r.devices[0].differences.empty()); // idle Gen1 link is not a difference
    ASSERT_EQ(r.devices[1].differences.size(), 1u);
    EXPECT_EQ(r.devices[1].differences[0].field, "power_limit");
    const auto j = toJson(r);
    EXPECT_EQ(j["devices"][0]["catalog_match"]["gpu_id"], "a100-sxm4-80gb");
    EXPECT_EQ(j["devices"][1]["differences"][0]["field"], "power_limit");
    EXPECT_EQ(j["devices"][0]["nvlinks"].size(), 12u);
}

TEST(Probe, CatalogUnavailableLeavesDevicesUnmatchedWithTheReason) {
    Probe probe(nvidiaMachine());
    auto r = probe.detect();
    Probe::catalogUnavailable(r, "no database");
    EXPECT_EQ(r.catalog_message.id, gpuplan::MessageId::ProbeCatalogUnavailable);
    EXPECT_EQ(r.catalog_message.english(), "catalog unavailable: no database");
    EXPECT_EQ(r.devices[0].match_message.id, gpuplan::MessageId::ProbeNotMatched);
    EXPECT_FALSE(r.devices[0].match);
    EXPECT_NE(r.devices[0].match_message.english().find("no database"), std::string::npos);
}

TEST(Probe, AmdGpuGetsItsSlotLimitedLinkFromPciSysfs) {
    Probe probe(probetest::options("amd-behind-bridge"));
    auto r = probe.detect();
    ASSERT_EQ(r.devices.size(), 1u);
    const auto& d = r.devices[0].readings;
    EXPECT_EQ(d.sources, (std::vector<std::string>{"amdgpu-sysfs", "pci-sysfs"}));
    EXPECT_EQ(d.pcie_gen_gpu_max, 4);
    EXPECT_EQ(d.pcie_gen_max, 3);
    EXPECT_EQ(d.pcie_width_max, 8);
    auto catalog = probetest::catalog();
    catalog.gpus.back().pcie_gen = 4; // the card is Gen4 x16; the fixture's slot is Gen3 x8
    catalog.gpus.back().pcie_lanes = 16;
    Probe::matchCatalog(r, catalog);
    ASSERT_TRUE(r.devices[0].match);
    EXPECT_EQ(r.devices[0].match->gpu_id, "rx-7900-xtx");
    ASSERT_EQ(r.devices[0].differences.size(), 2u);
    EXPECT_EQ(r.devices[0].differences[0].field, "pcie_gen");
    EXPECT_EQ(r.devices[0].differences[0].measured.english(), "Gen3");
    EXPECT_EQ(r.devices[0].differences[1].field, "pcie_width");
    ASSERT_EQ(probe.sample().size(), 1u);
}

TEST(Probe, SampleFollowsDetect) {
    Probe probe(nvidiaMachine());
    EXPECT_TRUE(probe.sample().empty());
    probe.detect();
    const auto s = probe.sample();
    ASSERT_EQ(s.size(), 2u);
    EXPECT_GE(s[0].time_s, 0.0);
    EXPECT_EQ(toJson(s[0])["utilization_gpu_percent"], 7);
}

TEST(Probe, AHungDriverIsAbandonedAfterTheTimeout) {
    ScopedEnv env("GPU_PLANNER_FAKE_NVML", "hang"); // nvmlInit takes 3 s
    ProbeOptions o = nvidiaMachine();
    o.backend_timeout_s = 0.3;
    Probe probe(o);
    const auto started = std::chrono::steady_clock::now();
    const auto r = probe.detect();
    EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count(), 2.0);
    EXPECT_EQ(backend(r, "nvml")->state, BackendStatus::State::Failed);
    EXPECT_EQ(backend(r, "nvml")->message.id, gpuplan::MessageId::ProbeBackendHung);
    EXPECT_NE(backend(r, "nvml")->message.english().find("did not answer"), std::string::npos);
    EXPECT_EQ(r.devices.size(), 2u); // PCI sysfs still sees them
    EXPECT_EQ(probe.sample().size(), 0u);
}

TEST(Probe, BenchmarkIsAttachedToItsDeviceAndRated) {
    ScopedEnv env("GPU_PLANNER_FAKE_CUDA", "ok");
    ProbeOptions o = nvidiaMachine();
    o.cuda_library = GPUPLAN_FAKE_CUDA;
    o.cublas_libraries = {GPUPLAN_FAKE_CUBLAS};
    Probe probe(o);
    auto r = probe.detect();
    const auto catalog = probetest::catalog();
    Probe::matchCatalog(r, catalog);
    BenchmarkOptions b;
    b.runs = 3;
    b.transfer_bytes = 4 << 20;
    r.benchmark = probe.benchmark(b);
    Probe::attachBenchmark(r, &catalog);
    ASSERT_TRUE(r.devices[0].benchmark);
    EXPECT_FALSE(r.devices[1].benchmark); // the fake CUDA driver has one GPU
    const auto& m = r.devices[0].benchmark->measurements;
    ASSERT_EQ(m.size(), 5u);
    EXPECT_NEAR(*m[4].fraction_of_peak, 250.0 / 312.0, 0.01);
    const auto j = toJson(r);
    EXPECT_EQ(j["benchmark"]["status"], "ok");
    EXPECT_EQ(j["devices"][0]["benchmark"]["measurements"][4]["name"], "gemm_fp16");
}

TEST(Probe, TestEnvironmentOverridesTheLibraryPaths) {
    ScopedEnv a("GPU_PLANNER_NVML_LIBRARY", "/x/libnvidia-ml.so.1");
    ScopedEnv b("GPU_PLANNER_SYSFS_ROOT", "/x/sys");
    ScopedEnv c("GPU_PLANNER_CUBLAS_LIBRARY", "/x/libcublas.so.12");
    const auto o = ProbeOptions::fromEnvironment();
    EXPECT_EQ(o.nvml_library, "/x/libnvidia-ml.so.1");
    EXPECT_EQ(o.sysfs_root, "/x/sys");
    EXPECT_EQ(o.cublas_libraries, std::vector<std::string>{"/x/libcublas.so.12"});
    EXPECT_EQ(o.cuda_library, "libcuda.so.1");
}

TEST(Probe, DetectingAgainKeepsSamplingWorking) {
    Probe probe(nvidiaMachine());
    probe.detect();
    probe.detect();
    EXPECT_EQ(probe.sample().size(), 2u);
    EXPECT_TRUE(probe.sample()[0].utilization_gpu_percent.has_value());
}
