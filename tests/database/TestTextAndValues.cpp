// Issue 34: the catalog keeps only valid, inert text, whichever way it comes (an add, an edit of
// the catalog editor, a CSV or JSON import); an import file gives each id once and its own format
// version; a model agrees with its config; a currency is one. A catalog a former version filled
// with such bytes still exports, the bytes made inert.
#include "EmptyStore.h"
#include "common/TempDir.h"
#include "database/CatalogStore.h"

#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <string>

using namespace gpuplan;
using gpuplan::test::messageOf;
using gpuplan::test::problemsOf;
using gpuplan::test::readAll;
using gpuplan::test::TempDir;

namespace {

GpuPrice priceWithSource(const std::string& source) {
    GpuPrice p;
    p.gpu_id = "rtx-4090";
    p.amount = 1500;
    p.currency = "EUR";
    p.date = "2025-01-02";
    p.condition = "new";
    p.source = source;
    return p;
}

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

} // namespace

TEST(CatalogText, AnAddWithBadTextIsRefusedAndNothingIsWritten) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    const std::size_t before = store.priceRows().size();
    EXPECT_EQ(messageOf([&] { store.add(priceWithSource("bad\xffutf8")); }),
              "price of 'rtx-4090': source is not valid UTF-8 (byte 0xFF at byte 3), got 'bad\\xffutf8'");
    EXPECT_EQ(messageOf([&] { store.add(priceWithSource("\x1b[31mred\x1b]0;pwned\x07")); }),
              "price of 'rtx-4090': source holds the control character U+001B at byte 0 (only printable text "
              "is kept), "
              "got '\\u001b[31mred\\u001b]0;pwned\\u0007'");
    EXPECT_EQ(store.priceRows().size(), before);
    // A note of two lines is text.
    GpuPrice lines = priceWithSource("shop");
    lines.notes = "line one\r\nline two";
    EXPECT_EQ(messageOf([&] { store.add(lines); }), "(no error)");
}

TEST(CatalogText, TheEditorsCellEditsAreCheckedByTheStore) {
    // The catalog editor writes through update(): the same checks.
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    auto gpu = store.findGpu("rtx-4090");
    ASSERT_TRUE(gpu);
    gpu->value.notes = std::string("a\0b", 3);
    EXPECT_TRUE(has(messageOf([&] { store.update(gpu->value, gpu->revision); }),
                    "notes holds the control character U+0000 at byte 1"));
    EXPECT_NE(store.findGpu("rtx-4090")->value.notes, std::string("a\0b", 3)); // not written
    auto model = store.findModel("mistral-7b");
    ASSERT_TRUE(model);
    model->value.spec.family = "mis\xc2\x9btral";
    EXPECT_TRUE(has(messageOf([&] { store.update(model->value, model->revision); }), "U+009B"));
}

TEST(CatalogText, ImportsNameTheFileTheLineAndTheField) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    std::filesystem::create_directories(dir / "in");
    std::filesystem::create_directories(dir / "j");
    dir.write("in/prices.csv", "gpu_id,amount,currency,date,condition,source\r\n"
                               "rtx-4090,1500,EUR,2025-01-02,new,shop\r\n"
                               "rtx-4090,1600,EUR,2025-01-02,new,\"\x1b[31mred\"\r\n");
    const auto csv = problemsOf([&] { store.importPath(dir / "in" / "prices.csv"); });
    ASSERT_EQ(csv.size(), 1u);
    EXPECT_EQ(csv.front(), "prices.csv line 3: source holds the control character U+001B at byte 0 (only "
                           "printable text is kept), got '\\u001b[31mred'");
    dir.write("j/catalog.json",
              "{\"format\":\"gpu-planner-catalog\",\"format_version\":1,\"api_prices\":"
              "[{\"id\":\"x-y\",\"provider\":\"P\",\"model\":\"M\\u0007\",\"input_per_million\":1,"
              "\"output_per_million\":2,\"currency\":\"USD\",\"date\":\"2025-01-02\","
              "\"source\":\"s\"}]}");
    const auto json = problemsOf([&] { store.importPath(dir / "j" / "catalog.json"); });
    ASSERT_EQ(json.size(), 1u);
    EXPECT_TRUE(has(json.front(), "catalog.json api_prices[0]: model holds the control character U+0007"))
        << json.front();
    // config.json's words inside a model's hf_config: a NUL in model_type.
    auto m = store.findModel("mistral-7b")->value;
    nlohmann::json config = nlohmann::json::parse(m.config_json);
    config["model_type"] = std::string("mis\0tral", 8);
    m.config_json = config.dump();
    m.spec.id = "mistral-nul";
    EXPECT_TRUE(has(messageOf([&] { store.add(m); }), "hf_config field \"model_type\" holds the control "
                                                      "character U+0000"));
}

TEST(CatalogText, AFormatVersionOfTheFutureIsRefused) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    dir.write("catalog.json", R"({"format":"gpu-planner-catalog","format_version":999,"prices":[]})");
    const auto p = problemsOf([&] { store.importPath(dir / "catalog.json"); });
    ASSERT_EQ(p.size(), 1u);
    EXPECT_EQ(p.front(),
              "catalog.json: format_version 999 is not one this version of GPU Planner reads (1 to "
              "1): export it again with this version, or update GPU Planner");
}

TEST(CatalogText, AnIdGivenTwiceInOneFileIsRefused) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    dir.write("gpus.csv", "id,vendor,name,vram_bytes,memory_bandwidth_bytes_per_s,source\n"
                          "new-gpu,X,First,24000000000,1000000000000,a\n"
                          "new-gpu,X,Second,48000000000,1000000000000,b\n");
    const auto p = problemsOf([&] { store.importPath(dir / "gpus.csv"); });
    ASSERT_EQ(p.size(), 1u);
    EXPECT_EQ(p.front(),
              "gpus.csv line 3: id 'new-gpu' appears twice in this file (first at gpus.csv line 2)");
    EXPECT_FALSE(store.findGpu("new-gpu"));
}

TEST(CatalogText, AModelContradictingItsConfigIsRefused) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    auto m = store.findModel("mistral-7b"); // 32 layers, and its config.json says so
    ASSERT_TRUE(m);
    ASSERT_EQ(m->value.spec.layers, 32u);
    m->value.spec.layers = 40;
    EXPECT_EQ(
        messageOf([&] { store.update(m->value, m->revision); }),
        "model 'mistral-7b': layers 40 contradicts the 32 of its hf_config (change one of them, or clear "
        "hf_config)");
    m->value.config_json.clear(); // without its config, the row says what it says
    EXPECT_EQ(messageOf([&] { store.update(m->value, m->revision); }), "(no error)");
}

TEST(CatalogText, ACurrencyMustBeOne) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    dir.write("currencies.csv", "code,name\nXXX,No currency\n");
    const auto p = problemsOf([&] { store.importPath(dir / "currencies.csv"); });
    ASSERT_EQ(p.size(), 1u);
    EXPECT_EQ(p.front(), "currencies.csv line 2: code must be the ISO 4217 code of a currency, got 'XXX'");
    EXPECT_EQ(messageOf([&] { store.add(Currency{"GBP", "Pound sterling"}); }), "(no error)");
}

TEST(CatalogText, BadBytesAFormerVersionLetInAreExportedInert) {
    TempDir dir;
    const auto file = dir / "c.sqlite";
    {
        auto store = CatalogStore::open(file);
        store.add(priceWithSource("clean"));
    }
    {
        // As an older version stored them: past the store's checks, straight into the file.
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
        db.exec("UPDATE gpu_prices SET source = 'bad' || char(27) || '[31m' || CAST(x'ff' AS TEXT) "
                "WHERE source = 'clean'");
    }
    auto store = CatalogStore::open(file);
    ASSERT_NO_THROW(store.exportTo(dir / "csv", ExportFormat::Csv));
    EXPECT_TRUE(has(readAll(dir / "csv" / "prices.csv"), "bad\\u001b[31m\\xff"));
    ASSERT_NO_THROW(store.exportTo(dir / "json", ExportFormat::Json)); // not type_error 316
    const auto doc = nlohmann::json::parse(readAll(dir / "json" / "catalog.json"));
    bool found = false;
    for (const auto& p : doc["prices"])
        found = found || p["source"] == "bad\x1b[31m\xef\xbf\xbd"; // U+FFFD for the byte
    EXPECT_TRUE(found);
}
