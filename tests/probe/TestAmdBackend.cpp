#include "core/probe/AmdBackend.h"

#include "ProbeTestData.h"

#include <gtest/gtest.h>

using namespace gpuplan::probe;

TEST(AmdBackend, ReadsAmdgpuSysfs) {
    AmdBackend amd(probetest::sysfs("amd-behind-bridge"), {"/nonexistent/librocm_smi64.so"});
    const auto r = amd.read();
    EXPECT_EQ(r.status.state, BackendStatus::State::Ok);
    ASSERT_EQ(r.devices.size(), 1u);
    const auto& d = r.devices[0];
    EXPECT_EQ(d.pci_bus_id, "0000:03:00.0");
    EXPECT_EQ(d.name, "AMD Radeon RX 7900 XTX");
    EXPECT_EQ(d.vram_total_bytes, 25753026560ull);
    EXPECT_EQ(d.vram_used_bytes, 1073741824ull);
    EXPECT_EQ(d.vram_free_bytes, 25753026560ull - 1073741824ull);
    EXPECT_EQ(d.utilization_gpu_percent, 12u);
    EXPECT_EQ(d.pcie_gen_gpu_max, 4);         // pp_dpm_pcie's top level
    EXPECT_FALSE(d.pcie_gen_max.has_value()); // the real link comes from PCI sysfs
    EXPECT_DOUBLE_EQ(*d.power_limit_w, 355.0);
    EXPECT_DOUBLE_EQ(*d.power_draw_w, 45.0);
    EXPECT_DOUBLE_EQ(*d.temperature_c, 41.0);
    EXPECT_EQ(amd.rocmSmiStatus().state, BackendStatus::State::NotPresent);
}

TEST(AmdBackend, SamplesTheLiveFigures) {
    AmdBackend amd(probetest::sysfs("amd-behind-bridge"), {});
    ASSERT_EQ(amd.read().devices.size(), 1u);
    const auto s = amd.sample(1.5);
    ASSERT_EQ(s.size(), 1u);
    EXPECT_EQ(s[0].pci_bus_id, "0000:03:00.0");
    EXPECT_EQ(s[0].time_s, 1.5);
    EXPECT_EQ(s[0].utilization_gpu_percent, 12u);
    EXPECT_DOUBLE_EQ(*s[0].power_draw_w, 45.0);
}

TEST(AmdBackend, NvidiaOnlyMachineHasNoAmdGpu) {
    AmdBackend amd(probetest::sysfs("nvidia"), {});
    const auto r = amd.read();
    EXPECT_EQ(r.status.state, BackendStatus::State::NotPresent);
    EXPECT_TRUE(r.devices.empty());
}
