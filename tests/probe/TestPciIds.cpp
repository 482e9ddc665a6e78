#include "core/probe/PciIds.h"

#include "ProbeTestData.h"

#include <gtest/gtest.h>

using namespace gpuplan::probe;

TEST(PciIds, ReadsVendorAndDeviceNames) {
    const PciIds ids = PciIds::load({"/nonexistent/pci.ids", probetest::pciIds()});
    ASSERT_TRUE(ids.loaded());
    EXPECT_EQ(ids.file(), probetest::pciIds());
    EXPECT_EQ(ids.vendorName(0x10de), "NVIDIA Corporation");
    EXPECT_EQ(ids.deviceName(0x10de, 0x2684), "AD102 [GeForce RTX 4090]");
    EXPECT_EQ(ids.deviceName(0x10de, 0xffff), "");
    EXPECT_EQ(ids.deviceName(0x8086, 0xa780), "Raptor Lake-S GT1 [UHD Graphics 770]");
}

TEST(PciIds, SubsystemAndClassLinesAreNotDevices) {
    const PciIds ids =
        PciIds::parse("10de  NVIDIA Corporation\n\t20b2  GA100\n\t\t10de 1463  A100 SXM4 80GB\n"
                      "C 03  Display controller\n\t00  VGA compatible controller\n");
    EXPECT_EQ(ids.deviceName(0x10de, 0x20b2), "GA100");
    EXPECT_EQ(ids.deviceName(0x10de, 0x0000), "");
}

TEST(PciIds, MarketingNameIsTheBracketedPart) {
    EXPECT_EQ(PciIds::marketingName("AD102 [GeForce RTX 4090]"), "GeForce RTX 4090");
    EXPECT_EQ(PciIds::marketingName("GA100"), "GA100");
}

TEST(PciIds, NoFileIsNotLoaded) {
    EXPECT_FALSE(PciIds::load({"/nonexistent/pci.ids"}).loaded());
}
