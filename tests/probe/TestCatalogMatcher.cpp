#include "core/probe/CatalogMatcher.h"

#include "ProbeTestData.h"

#include <gtest/gtest.h>

using namespace gpuplan::probe;

namespace {

DeviceReadings nvidia(const std::string& name) {
    DeviceReadings d;
    d.vendor = "NVIDIA";
    d.pci_vendor_id = 0x10de;
    d.name = name;
    return d;
}

const Difference* find(const std::vector<Difference>& diffs, const std::string& field) {
    for (const auto& d : diffs)
        if (d.field == field)
            return &d;
    return nullptr;
}

} // namespace

TEST(CatalogMatcher, NormalisesVendorWordsAndPunctuation) {
    EXPECT_EQ(CatalogMatcher::normaliseName("NVIDIA GeForce RTX 4090"), "rtx 4090");
    EXPECT_EQ(CatalogMatcher::normaliseName("NVIDIA A100-SXM4-80GB"), "a100 sxm4 80gb");
    EXPECT_EQ(CatalogMatcher::normaliseName("AMD Radeon RX 7900 XTX"), "rx 7900 xtx");
}

TEST(CatalogMatcher, MatchesNvmlNamesToCatalogNames) {
    const auto catalog = probetest::catalog();
    const CatalogMatcher m(catalog);
    auto r = m.match(nvidia("NVIDIA GeForce RTX 4090"));
    ASSERT_TRUE(r.match) << r.message;
    EXPECT_EQ(r.match->gpu_id, "rtx-4090");
    EXPECT_EQ(r.match->method, "name");
    r = m.match(nvidia("NVIDIA A100-SXM4-80GB"));
    ASSERT_TRUE(r.match) << r.message;
    EXPECT_EQ(r.match->gpu_id, "a100-sxm4-80gb");
}

TEST(CatalogMatcher, VariantWordsMustAgree) {
    const auto catalog = probetest::catalog();
    const CatalogMatcher m(catalog);
    const auto r = m.match(nvidia("NVIDIA GeForce RTX 4090 Ti"));
    EXPECT_FALSE(r.match);
}

TEST(CatalogMatcher, AmbiguousNameIsSettledByPowerLimitOrLeftUnmatched) {
    const auto catalog = probetest::catalog();
    const CatalogMatcher m(catalog);
    // NVML names the SXM H100 "NVIDIA H100 80GB HBM3": both H100 rows fit the name.
    auto d = nvidia("NVIDIA H100 80GB HBM3");
    d.vram_total_bytes = 85520809984ull;
    auto r = m.match(d);
    EXPECT_FALSE(r.match);
    EXPECT_NE(r.message.english().find("h100-pcie"), std::string::npos) << r.message;
    d.power_limit_w = 700;
    r = m.match(d);
    ASSERT_TRUE(r.match) << r.message;
    EXPECT_EQ(r.match->gpu_id, "h100-sxm");
}

TEST(CatalogMatcher, PciDeviceIdWinsOverTheName) {
    auto catalog = probetest::catalog();
    catalog.gpus[0].pci_device_id = 0x2684;     // rtx-4090, 16-bit form
    catalog.gpus[2].pci_device_id = 0x20b210de; // a100-sxm4-80gb, NVML's 32-bit form
    const CatalogMatcher m(catalog);
    auto d = nvidia("some odd name");
    d.pci_device_id = 0x2684;
    auto r = m.match(d);
    ASSERT_TRUE(r.match);
    EXPECT_EQ(r.match->gpu_id, "rtx-4090");
    EXPECT_EQ(r.match->method, "pci-device-id");
    d.pci_device_id = 0x20b2;
    r = m.match(d);
    ASSERT_TRUE(r.match);
    EXPECT_EQ(r.match->gpu_id, "a100-sxm4-80gb");
}

TEST(CatalogMatcher, UnknownGpuIsNoMatchWithAReason) {
    const auto catalog = probetest::catalog();
    const auto r = CatalogMatcher(catalog).match(nvidia("NVIDIA GeForce GT 710"));
    EXPECT_FALSE(r.match);
    EXPECT_NE(r.message.english().find("GT 710"), std::string::npos);
}

TEST(CatalogMatcher, ComparesWithTheMaxLinkNotTheIdleLink) {
    const auto catalog = probetest::catalog();
    auto d = nvidia("NVIDIA GeForce RTX 4090");
    d.vram_total_bytes = 25757220864ull; // 24 GiB less the driver's share: within 10 % of 24 GB
    d.pcie_gen_current = 1;              // idle
    d.pcie_gen_max = 4;
    d.pcie_width_current = 16;
    d.pcie_width_max = 16;
    d.power_limit_w = 450;
    d.nvlinks = std::vector<NvLink>{};
    EXPECT_TRUE(CatalogMatcher::compare(d, *catalog.findGpu("rtx-4090")).empty());
}

TEST(CatalogMatcher, FlagsSlotLinkPowerCapAndMissingNvlink) {
    const auto catalog = probetest::catalog();
    DeviceReadings d = nvidia("NVIDIA A100-SXM4-80GB");
    d.vram_total_bytes = 42949672960ull; // 40 GiB: the 40 GB card
    d.pcie_gen_max = 3;
    d.pcie_width_max = 8;
    d.power_limit_w = 300;
    d.nvlinks = std::vector<NvLink>{{0, false, std::nullopt, ""}};
    const auto diffs = CatalogMatcher::compare(d, *catalog.findGpu("a100-sxm4-80gb"));
    ASSERT_TRUE(find(diffs, "vram"));
    ASSERT_TRUE(find(diffs, "pcie_gen"));
    EXPECT_EQ(find(diffs, "pcie_gen")->measured.english(), "Gen3");
    EXPECT_EQ(find(diffs, "pcie_gen")->catalog.english(), "Gen4");
    ASSERT_TRUE(find(diffs, "pcie_width"));
    EXPECT_EQ(find(diffs, "pcie_width")->measured.english(), "x8");
    ASSERT_TRUE(find(diffs, "power_limit"));
    EXPECT_NE(find(diffs, "power_limit")->message.english().find("power-capped"), std::string::npos);
    ASSERT_TRUE(find(diffs, "nvlink"));
}

// Core says no sentence: each difference is a message id with its figures (app/text words it in
// the user's language, and writes the memory sizes in the window's unit from the numbers).
TEST(CatalogMatcher, DifferencesAreMessagesWithTheirFigures) {
    const auto catalog = probetest::catalog();
    DeviceReadings d = nvidia("NVIDIA A100-SXM4-80GB");
    d.vram_total_bytes = 40'000'000'000ull;
    d.pcie_width_max = 8;
    d.power_limit_w = 300;
    d.nvlinks = std::vector<NvLink>{{0, false, std::nullopt, ""}};
    const gpuplan::GpuSpec& a100 = *catalog.findGpu("a100-sxm4-80gb");
    const auto diffs = CatalogMatcher::compare(d, a100);
    const Difference* vram = find(diffs, "vram");
    ASSERT_TRUE(vram);
    EXPECT_EQ(vram->message.id, gpuplan::MessageId::ProbeVramDiffers);
    ASSERT_EQ(vram->message.args.size(), 2u);
    EXPECT_DOUBLE_EQ(vram->message.args[0].number, 40.0); // GB, a number: no "40.0 GB" text
    EXPECT_DOUBLE_EQ(vram->message.args[1].number, static_cast<double>(a100.vram_bytes) / 1e9);
    EXPECT_EQ(vram->measured.id, gpuplan::MessageId::ProbeGigabytes);
    EXPECT_EQ(find(diffs, "pcie_width")->message.id, gpuplan::MessageId::ProbePcieWidthNarrower);
    EXPECT_EQ(find(diffs, "power_limit")->message.id, gpuplan::MessageId::ProbePowerCapped);
    EXPECT_EQ(find(diffs, "nvlink")->message.id, gpuplan::MessageId::ProbeNvlinkDown);
    EXPECT_EQ(find(diffs, "nvlink")->measured.id, gpuplan::MessageId::ProbeNoActiveLink);

    const auto named = CatalogMatcher(catalog).match(nvidia("NVIDIA Mystery 9000"));
    EXPECT_FALSE(named.match);
    EXPECT_EQ(named.message.id, gpuplan::MessageId::ProbeNoNameLike);
}

TEST(CatalogMatcher, ActiveNvlinkOnACardWithoutItIsFlagged) {
    const auto catalog = probetest::catalog();
    DeviceReadings d = nvidia("NVIDIA GeForce RTX 4090");
    d.nvlinks = std::vector<NvLink>{{0, true, 3u, "0000:02:00.0"}};
    const auto diffs = CatalogMatcher::compare(d, *catalog.findGpu("rtx-4090"));
    ASSERT_TRUE(find(diffs, "nvlink"));
    EXPECT_EQ(find(diffs, "nvlink")->measured.english(), "1 active link");
    EXPECT_EQ(find(diffs, "nvlink")->measured.id, gpuplan::MessageId::ProbeOneActiveLink);
}
