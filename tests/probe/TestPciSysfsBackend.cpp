#include "core/probe/PciSysfsBackend.h"

#include "ProbeTestData.h"
#include "core/probe/PciIds.h"

#include <gtest/gtest.h>

using namespace gpuplan::probe;

namespace {

BackendResult readTree(const std::string& tree) {
    static const PciIds ids = PciIds::load({probetest::pciIds()});
    return PciSysfsBackend(probetest::sysfs(tree), ids).read();
}

} // namespace

TEST(PciSysfsBackend, FindsTheNvidiaGpusAndSkipsBridgesAndNics) {
    const auto r = readTree("nvidia");
    EXPECT_EQ(r.status.state, BackendStatus::State::Ok);
    ASSERT_EQ(r.devices.size(), 2u);
    const auto& d = r.devices[0];
    EXPECT_EQ(d.pci_bus_id, "0000:07:00.0");
    EXPECT_EQ(d.pci_vendor_id, 0x10de);
    EXPECT_EQ(d.pci_device_id, 0x20b2);
    EXPECT_EQ(d.pci_class, 0x0302u);
    EXPECT_EQ(d.vendor, "NVIDIA");
    EXPECT_EQ(d.name, "A100 SXM4 80GB"); // from pci.ids
    EXPECT_EQ(d.driver, "nvidia");
    EXPECT_EQ(d.pcie_gen_current, 1); // idle
    EXPECT_EQ(d.pcie_gen_max, 4);
    EXPECT_EQ(d.pcie_width_max, 16);
    EXPECT_EQ(r.devices[1].pci_bus_id, "0000:0f:00.0");
}

TEST(PciSysfsBackend, LinkIsTheMinimumOverTheBridgesAbove) {
    // A Gen4 x16 GPU behind its on-card switch, in a Gen3 x8 slot.
    const auto r = readTree("amd-behind-bridge");
    ASSERT_EQ(r.devices.size(), 1u); // the HDMI audio function is not a display controller
    const auto& d = r.devices[0];
    EXPECT_EQ(d.pci_bus_id, "0000:03:00.0");
    EXPECT_EQ(d.vendor, "AMD");
    EXPECT_EQ(d.pcie_gen_max, 3);
    EXPECT_EQ(d.pcie_width_max, 8);
    EXPECT_EQ(d.pcie_gen_current, 3);
    EXPECT_EQ(d.pcie_width_current, 8);
}

TEST(PciSysfsBackend, IntegratedGpuHasNoPcieLink) {
    const auto r = readTree("intel-igpu");
    ASSERT_EQ(r.devices.size(), 1u);
    const auto& d = r.devices[0];
    EXPECT_EQ(d.vendor, "Intel");
    EXPECT_EQ(d.name, "UHD Graphics 770");
    EXPECT_EQ(d.driver, "i915");
    EXPECT_FALSE(d.pcie_gen_max.has_value());
    EXPECT_FALSE(d.pcie_gen_current.has_value());
    EXPECT_TRUE(d.unavailable.count("pcie"));
}

TEST(PciSysfsBackend, UnknownLinkSpeedIsUnreadWithTheReason) {
    const auto r = readTree("unknown-link");
    ASSERT_EQ(r.devices.size(), 1u);
    const auto& d = r.devices[0];
    EXPECT_EQ(d.name, "GeForce RTX 4090");
    EXPECT_FALSE(d.pcie_gen_current.has_value());
    ASSERT_TRUE(d.unavailable.count("pcie_gen_current"));
    EXPECT_NE(d.unavailable.at("pcie_gen_current").english().find("Unknown"), std::string::npos);
    EXPECT_EQ(d.pcie_width_current, 16);
    EXPECT_EQ(d.pcie_gen_max, 4);
}

TEST(PciSysfsBackend, NoDisplayControllerIsOkAndEmpty) {
    const auto r = readTree("no-gpu");
    EXPECT_EQ(r.status.state, BackendStatus::State::Ok);
    EXPECT_TRUE(r.devices.empty());
    EXPECT_NE(r.status.message.english().find("no display controller"), std::string::npos);
}

TEST(PciSysfsBackend, MissingSysfsIsNotPresent) {
    const auto r = readTree("does-not-exist");
    EXPECT_EQ(r.status.state, BackendStatus::State::NotPresent);
    EXPECT_TRUE(r.devices.empty());
}

TEST(PciSysfsBackend, WithoutPciIdsTheNameSaysWhatIsKnown) {
    const PciIds none;
    const auto r = PciSysfsBackend(probetest::sysfs("unknown-link"), none).read();
    ASSERT_EQ(r.devices.size(), 1u);
    EXPECT_EQ(r.devices[0].name, "NVIDIA display controller [10de:2684]");
    EXPECT_NE(r.status.message.english().find("no pci.ids"), std::string::npos);
}
