#include "core/scenario/NvLinks.h"

#include <gtest/gtest.h>

using namespace gpuplan::probe;

// The count the command line's probe and the Probe tab both show ("12 × NVLink 3").
TEST(NvLinks, CountsTheActiveLinksAndTheirGeneration) {
    DeviceReadings d;
    EXPECT_FALSE(countNvLinks(d)); // not read: neither "none" nor 0

    d.nvlinks = std::vector<NvLink>{};
    ASSERT_TRUE(countNvLinks(d));
    EXPECT_EQ(countNvLinks(d)->active, 0);
    EXPECT_FALSE(countNvLinks(d)->version);

    // An A100 SXM4 has 12 NVLink 3 links; here two are down and one active link reports no version.
    std::vector<NvLink> links;
    for (unsigned i = 0; i < 12; ++i)
        links.push_back({i, i < 10, i < 9 ? std::optional<unsigned>(3u) : std::nullopt, ""});
    d.nvlinks = links;
    const auto n = countNvLinks(d);
    ASSERT_TRUE(n);
    EXPECT_EQ(n->active, 10);
    EXPECT_EQ(n->read, 12);
    EXPECT_EQ(n->version, 3u); // the last active link's missing version does not erase it
}

TEST(NvLinks, AnInactiveLinkGivesNoGeneration) {
    DeviceReadings d;
    d.nvlinks = std::vector<NvLink>{{0, false, 4u, ""}};
    EXPECT_EQ(countNvLinks(d)->active, 0);
    EXPECT_FALSE(countNvLinks(d)->version);
}
