#include "core/probe/Sysfs.h"

#include <gtest/gtest.h>

using namespace gpuplan::probe;

TEST(Sysfs, LinkSpeedsMapToGenerations) {
    EXPECT_EQ(pcieGenerationFromSpeed("2.5 GT/s PCIe"), 1);
    EXPECT_EQ(pcieGenerationFromSpeed("5.0 GT/s PCIe"), 2);
    EXPECT_EQ(pcieGenerationFromSpeed("8 GT/s"), 3);
    EXPECT_EQ(pcieGenerationFromSpeed("16.0 GT/s PCIe"), 4);
    EXPECT_EQ(pcieGenerationFromSpeed("32.0GT/s"), 5);
    EXPECT_EQ(pcieGenerationFromSpeed("64.0 GT/s PCIe"), 6);
}

TEST(Sysfs, UnknownOrGarbledLinkSpeedIsNoGeneration) {
    EXPECT_EQ(pcieGenerationFromSpeed("Unknown"), std::nullopt);
    EXPECT_EQ(pcieGenerationFromSpeed(""), std::nullopt);
    EXPECT_EQ(pcieGenerationFromSpeed("16.0 MB/s"), std::nullopt);
    EXPECT_EQ(pcieGenerationFromSpeed("12.0 GT/s"), std::nullopt);
}

TEST(Sysfs, BusIdsAreNormalisedToFourDigitDomainLowerCase) {
    EXPECT_EQ(normalisePciBusId("00000000:0F:00.0"), "0000:0f:00.0"); // NVML's form
    EXPECT_EQ(normalisePciBusId("0000:07:00.0"), "0000:07:00.0");
    EXPECT_EQ(normalisePciBusId("07:00.0"), "0000:07:00.0");
    EXPECT_EQ(normalisePciBusId("pci0000:00"), "");
    EXPECT_EQ(normalisePciBusId("0000:07:00.9"), "");
    EXPECT_EQ(normalisePciBusId("hwmon3"), "");
}

TEST(Sysfs, ParsesDecimalAndHexNumbers) {
    EXPECT_EQ(parseUnsigned("0x10de\n"), 0x10deu);
    EXPECT_EQ(parseUnsigned(" 25753026560 "), 25753026560ull);
    EXPECT_EQ(parseUnsigned("12abc"), std::nullopt);
    EXPECT_EQ(parseUnsigned(""), std::nullopt);
}

TEST(Sysfs, MissingFileIsNullopt) {
    EXPECT_EQ(readSysfsText("/nonexistent/attribute"), std::nullopt);
    EXPECT_EQ(readSysfsUnsigned("/nonexistent/attribute"), std::nullopt);
}
