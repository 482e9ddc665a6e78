// Bounded readers: sizes and nesting checked before parsing, short excerpts in messages.
#include "fixtures/TestData.h"

#include "core/base/BoundedRead.h"
#include "core/base/Error.h"
#include "core/base/Limits.h"
#include "core/model/HfConfig.h"
#include "core/scenario/ProbeJson.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioJson.h"

#include "common/TempDir.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

using namespace gpuplan;
using gpuplan::test::errorOf;
using gpuplan::test::TempDir;

namespace {

namespace fs = std::filesystem;

std::string nested(std::size_t depth, const std::string& inner = "") {
    return std::string(depth, '[') + inner + std::string(depth, ']');
}

// A scenario whose batch is an array nested n deep: {"version":1,"workload":{"batch":[[[...]]]}}.
std::string deepScenario(std::size_t n) {
    return "{\"version\":1,\"workload\":{\"batch\":" + nested(n) + "}}";
}

} // namespace

TEST(BoundedRead, NestingDepthSkipsStringsAndStopsEarly) {
    EXPECT_EQ(jsonNestingDepth("{}", 100), 1u);
    EXPECT_EQ(jsonNestingDepth(R"({"a":[{"b":[]}]})", 100), 4u);
    EXPECT_EQ(jsonNestingDepth(R"({"a":"[[[[\"[[[["})", 100), 1u); // brackets in strings do not count
    EXPECT_EQ(jsonNestingDepth(nested(1'000'000), 65), 65u);
    EXPECT_EQ(jsonNestingDepth("", 10), 0u);
}

TEST(BoundedRead, DepthLimitIsSixtyFourLevels) {
    EXPECT_NO_THROW(parseBoundedJson(nested(limits::kMaxJsonDepth), "x.json", limits::kMaxScenarioBytes));
    const auto msg = errorOf(
        [] { parseBoundedJson(nested(limits::kMaxJsonDepth + 1), "x.json", limits::kMaxScenarioBytes); });
    EXPECT_EQ(msg, "x.json: lists and objects are nested more than 64 levels deep");
    EXPECT_TRUE(parseBoundedJsonOrDiscarded(nested(65), limits::kMaxScenarioBytes).is_discarded());
    EXPECT_FALSE(parseBoundedJsonOrDiscarded(nested(64), limits::kMaxScenarioBytes).is_discarded());
}

TEST(BoundedRead, DeeplyNestedScenarioIsAnInputErrorNotACrash) {
    // 80,000 levels crashed (SIGSEGV) in nlohmann's dump() while building the message.
    for (std::size_t n : {65u, 80'000u, 500'000u}) {
        const auto msg = errorOf([&] { parseScenario(deepScenario(n), "d.gpuplan"); });
        EXPECT_EQ(msg, "d.gpuplan: lists and objects are nested more than 64 levels deep") << n;
    }
    // Shallow enough to parse: the wrong type is named with a short excerpt, not the whole value.
    const auto msg = errorOf([] { parseScenario(deepScenario(60), "d.gpuplan"); });
    EXPECT_NE(msg.find("/workload/batch"), std::string::npos) << msg;
    EXPECT_LT(msg.size(), 200u) << msg;
}

TEST(BoundedRead, ScenarioFileSizeLimit) {
    std::string big = "{\"version\":1,\"name\":\"" + std::string(limits::kMaxScenarioBytes, 'x') + "\"}";
    const auto msg = errorOf([&] { parseScenario(big, "big.gpuplan"); });
    EXPECT_EQ(msg, "big.gpuplan: the file is 16.0 MB, more than the 16 MB allowed");
}

TEST(BoundedRead, ReadBoundedFileChecksTheSizeFirst) {
    TempDir t;
    const auto small = t.write("small.txt", "hello");
    EXPECT_EQ(readBoundedFile(small, 5, "small.txt"), "hello");
    EXPECT_EQ(errorOf([&] { readBoundedFile(small, 4, "small.txt"); }),
              "small.txt: the file is 0.0 MB, more than the 3.8147e-06 MB allowed");
    EXPECT_NE(errorOf([&] { readBoundedFile(t.path() / "missing", 4, "missing"); }).find("cannot open"),
              std::string::npos);
    EXPECT_NE(errorOf([&] { readBoundedFile(t.path(), 4, "dir"); }).find("folder"), std::string::npos);
}

TEST(BoundedRead, HfConfigDeepOrLargeIsRefused) {
    TempDir t;
    const auto deep =
        t.write("config.json", "{\"model_type\":\"llama\",\"hidden_size\":" + nested(80'000) + "}");
    EXPECT_EQ(errorOf([&] { loadHfConfig(deep, "x"); }),
              deep.string() + ": lists and objects are nested more than 64 levels deep");
    const auto large =
        t.write("large.json", "{\"model_type\":\"" + std::string(17 * limits::kMiB, 'a') + "\"}");
    EXPECT_NE(errorOf([&] { loadHfConfig(large, "x"); }).find("more than the 16 MB allowed"),
              std::string::npos);
    // Shallow but of the wrong type: a short excerpt.
    const auto wrong =
        t.write("wrong.json", "{\"model_type\":\"llama\",\"hidden_size\":" + nested(60, "1") + "}");
    const auto msg = errorOf([&] { loadHfConfig(wrong, "x"); });
    EXPECT_NE(msg.find("hidden_size"), std::string::npos) << msg;
    EXPECT_LT(msg.size(), 250u) << msg;
}

TEST(BoundedRead, MessagesQuoteAtMostSixtyCharacters) {
    EXPECT_EQ(shortText("short"), "short");
    EXPECT_EQ(shortText(std::string(61, 'a')), std::string(60, 'a') + "...");
    // Characters, not bytes: a multi-byte character is never cut.
    const std::string e_acute = "\xC3\xA9";
    std::string many;
    for (int i = 0; i < 70; ++i)
        many += e_acute;
    std::string sixty;
    for (int i = 0; i < 60; ++i)
        sixty += e_acute;
    EXPECT_EQ(shortText(many), sixty + "...");
    // A long string value: the start of its JSON text.
    const nlohmann::json s = std::string(10'000'000, 'z');
    EXPECT_EQ(shortJson(s), "\"" + std::string(59, 'z') + "...");
    nlohmann::json list = nlohmann::json::array();
    for (int i = 0; i < 1000; ++i)
        list.push_back(i);
    EXPECT_EQ(shortJson(list).size(), 63u);
    EXPECT_EQ(shortJson(nlohmann::json(42)), "42");
    EXPECT_EQ(shortJson(nlohmann::json::parse(R"({"a":[1,2]})")), R"({"a":[1,2]})");
}

TEST(BoundedRead, ScenarioErrorsQuoteAShortExcerpt) {
    const std::string huge(1'000'000, 'q');
    const auto msg =
        errorOf([&] { parseScenario("{\"version\":1,\"name\":[\"" + huge + "\"]}", "s.gpuplan"); });
    EXPECT_NE(msg.find("s.gpuplan: /name must be a string, got [\"qqqq"), std::string::npos)
        << msg.substr(0, 200);
    EXPECT_LT(msg.size(), 150u);
    // An unterminated string: nlohmann's "last read" token is cut too.
    const auto bad = errorOf([&] { parseScenario("{\"version\":1,\"name\":\"" + huge, "s.gpuplan"); });
    EXPECT_NE(bad.find("not valid JSON"), std::string::npos) << bad.substr(0, 200);
    EXPECT_LT(bad.size(), 400u) << bad.substr(0, 400);
}

TEST(BoundedRead, ProbeBlockErrorsQuoteAShortExcerpt) {
    const nlohmann::json j = {{"devices", std::string(100'000, 'd')}};
    const auto msg = errorOf([&] { probe::probeReportFromJson(j, "s.gpuplan", "/probe"); });
    EXPECT_NE(msg.find("/probe/devices"), std::string::npos) << msg;
    EXPECT_LT(msg.size(), 150u) << msg;
}
