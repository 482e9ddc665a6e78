#include "fixtures/TestData.h"

#include "core/base/Error.h"
#include "core/base/Units.h"

#include <gtest/gtest.h>

using namespace gpuplan;

TEST(Units, ParsesDecimalAndBinarySizes) {
    EXPECT_EQ(parseByteSize("24GB"), 24'000'000'000ull);
    EXPECT_EQ(parseByteSize("24 GB"), 24'000'000'000ull);
    EXPECT_EQ(parseByteSize("80GiB"), 80ull * 1024 * 1024 * 1024);
    EXPECT_EQ(parseByteSize("512MiB"), 512ull * 1024 * 1024);
    EXPECT_EQ(parseByteSize("1.5TB"), 1'500'000'000'000ull);
    EXPECT_EQ(parseByteSize("1234"), 1234ull);
    EXPECT_EQ(parseByteSize("0.5gb"), 500'000'000ull);
}

TEST(Units, RejectsNonSizesWithTheValueInTheMessage) {
    EXPECT_THROW(parseByteSize("lots"), InputError);
    EXPECT_THROW(parseByteSize("-24GB"), InputError);
    EXPECT_THROW(parseByteSize("0GB"), InputError);
    try {
        parseByteSize("24 parsecs", "--vram");
        FAIL();
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find("--vram: unknown unit 'parsecs'"), std::string::npos)
            << e.what();
    }
}

TEST(Units, TooLargeASizeSaysSoWithTheTextGiven) {
    // Issue 34: `--vram 1e30GB` said "size must be positive".
    EXPECT_EQ(gpuplan::test::errorOf([] { parseByteSize("1e30GB", "--vram"); }),
              "--vram: size must be at most 18 EB (1.8e19 bytes), got '1e30GB'");
    EXPECT_EQ(gpuplan::test::errorOf([] { parseByteSize("1e400", "--vram"); }),
              "--vram: size must be at most 18 EB (1.8e19 bytes), got '1e400'");
    EXPECT_EQ(gpuplan::test::errorOf([] { parseByteSize("-24GB", "--vram"); }),
              "--vram: size must be positive, got '-24GB'");
    EXPECT_EQ(gpuplan::test::errorOf([] { parseByteSize("nanGB", "--vram"); }),
              "--vram: 'nanGB' is not a size (examples: 24GB, 80GiB, 512MiB)");
    EXPECT_EQ(parseByteSize("16TB"), 16'000'000'000'000ull);
    EXPECT_EQ(parseByteSize("18e18"), 18'000'000'000'000'000'000ull); // above 2^63: no llround overflow
}
