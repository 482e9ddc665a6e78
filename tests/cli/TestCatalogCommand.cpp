// Runs the real gpu-planner executable on catalog files in temporary folders.
#include "CliRunner.h"
#include "database/CatalogStore.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sqlite3.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <sys/wait.h>

namespace fs = std::filesystem;

namespace {

using Result = gpuplan::test::CliResult;

Result run(const std::string& args, const std::string& env = "") {
    return gpuplan::test::runCli(args, env);
}

class CatalogCommand : public ::testing::Test {
protected:
    void SetUp() override {
        std::random_device rd;
        dir_ = fs::temp_directory_path() / ("gpuplan-cli-" + std::to_string(rd()) + std::to_string(rd()));
        fs::create_directories(dir_);
    }
    void TearDown() override {
        std::error_code ec;
        fs::remove_all(dir_, ec);
    }
    std::string db() const { return "--db " + (dir_ / "catalog.sqlite").string(); }
    fs::path dir_;
};

void write(const fs::path& p, const std::string& text) {
    std::ofstream out(p, std::ios::binary);
    out << text;
}

} // namespace

TEST_F(CatalogCommand, FirstRunCreatesTheCatalogFromTheDefaults) {
    const auto r = run(db() + " catalog list gpus --json");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(fs::exists(dir_ / "catalog.sqlite"));
    const auto j = nlohmann::json::parse(r.out);
    ASSERT_TRUE(j.is_array());
    EXPECT_EQ(j.size(), 42u); // every GPU of database/seed/gpus.csv (31 + 11 of 2025-26)
    for (const auto& g : j)
        EXPECT_TRUE(g.contains("id"));
}

TEST_F(CatalogCommand, EveryTableListsAsJsonObjectsWithAnId) {
    for (const char* table :
         {"gpus", "models", "interconnects", "offers", "prices", "systems", "api-prices"}) {
        const auto r = run(db() + " catalog list " + table + " --json");
        ASSERT_EQ(r.code, 0) << r.out;
        const auto j = nlohmann::json::parse(r.out);
        ASSERT_FALSE(j.empty()) << table;
        for (const auto& row : j)
            EXPECT_TRUE(row.contains("id")) << table;
    }
    const auto human = run(db() + " catalog list models");
    EXPECT_EQ(human.code, 0);
    EXPECT_NE(human.out.find("llama-3.1-405b"), std::string::npos);
    EXPECT_NE(human.out.find("405.85 B"), std::string::npos); // meta-llama/Llama-3.1-405B: 405,853,388,800
    EXPECT_EQ(run(db() + " catalog list fruit").code, 2);
}

TEST_F(CatalogCommand, TheDefaultLocationFollowsXdgAndTheEnvironment) {
    const auto r = run("catalog list interconnects", "XDG_DATA_HOME=" + (dir_ / "xdg").string());
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(fs::exists(dir_ / "xdg" / "gpu-planner" / "catalog.sqlite"));
    const auto e = run("catalog list offers", "GPU_PLANNER_DB=" + (dir_ / "env.sqlite").string());
    ASSERT_EQ(e.code, 0) << e.out;
    EXPECT_TRUE(fs::exists(dir_ / "env.sqlite"));
}

TEST_F(CatalogCommand, ShowFindsEachKindOfRow) {
    const auto g = run(db() + " catalog show rtx-4090 --json");
    ASSERT_EQ(g.code, 0) << g.out;
    const auto j = nlohmann::json::parse(g.out);
    EXPECT_EQ(j["kind"], "gpu");
    EXPECT_EQ(j["vram_bytes"], 25'769'803'776ull); // 24 GiB
    EXPECT_EQ(j["pci_device_id"], "0x2684");       // pci.ids
    EXPECT_FALSE(j["prices"].empty());
    EXPECT_EQ(nlohmann::json::parse(run(db() + " catalog show mistral-7b --json").out)["params_total"],
              7'241'732'096ull); // mistralai/Mistral-7B-v0.1
    EXPECT_EQ(nlohmann::json::parse(run(db() + " catalog show nvlink3-a100 --json").out)["kind"],
              "interconnect");
    EXPECT_EQ(
        nlohmann::json::parse(run(db() + " catalog show guide-a100-cloud --json").out)["price_per_hour"],
        2.5);
    EXPECT_EQ(nlohmann::json::parse(run(db() + " catalog show 1 --json").out)["kind"], "price");
    const auto missing = run(db() + " catalog show no-such-thing");
    EXPECT_EQ(missing.code, 2);
    EXPECT_NE(missing.out.find("no GPU, model, interconnect, cloud offer, system, API price or price "
                               "'no-such-thing'"),
              std::string::npos);
}

TEST_F(CatalogCommand, AddPriceValidatesAndStores) {
    const auto ok = run(db() + " catalog add-price rtx-4090 1650 EUR --date 2025-03-01 --source \"shop X\" "
                               "--condition used --json");
    ASSERT_EQ(ok.code, 0) << ok.out;
    const auto row = nlohmann::json::parse(ok.out);
    EXPECT_EQ(row["amount"], 1650.0);
    EXPECT_EQ(row["condition"], "used");
    const auto bad = run(db() + " catalog add-price rtx-4090 -3 EUR");
    EXPECT_EQ(bad.code, 2);
    EXPECT_NE(bad.out.find("amount must be positive, got -3"), std::string::npos) << bad.out;
    const auto currency = run(db() + " catalog add-price rtx-4090 10 GBP");
    EXPECT_EQ(currency.code, 2);
    EXPECT_NE(currency.out.find("currency must name a currency of the catalog, got 'GBP'"),
              std::string::npos);
    const auto prices = nlohmann::json::parse(run(db() + " catalog list prices --json").out);
    EXPECT_EQ(prices.back()["source"], "shop X");
}

// The API prices (schema 7): listed, shown, added with their checks, imported with every
// bad row named, exported and imported into another catalog unchanged.
TEST_F(CatalogCommand, ApiPricesListShowAddImportAndExport) {
    const auto list = run(db() + " catalog list api-prices --json");
    ASSERT_EQ(list.code, 0) << list.out;
    const auto rows = nlohmann::json::parse(list.out);
    ASSERT_FALSE(rows.empty());
    bool together = false;
    for (const auto& row : rows) {
        EXPECT_TRUE(row.contains("id"));
        EXPECT_TRUE(row.contains("source"));
        if (row["id"] == "together-llama-3.3-70b-instruct-turbo") {
            together = true;
            EXPECT_EQ(row["model_id"], "llama-3.3-70b");
            EXPECT_EQ(row["input_per_million"], 0.88);
        }
    }
    EXPECT_TRUE(together);
    const auto human = run(db() + " catalog list api-prices");
    EXPECT_EQ(human.code, 0);
    EXPECT_NE(human.out.find("openai-gpt-4.1"), std::string::npos) << human.out;
    EXPECT_NE(human.out.find("api-prices in"), std::string::npos) << human.out;

    const auto shown = nlohmann::json::parse(run(db() + " catalog show openai-gpt-4.1 --json").out);
    EXPECT_EQ(shown["kind"], "api_price");
    EXPECT_EQ(shown["output_per_million"], 8.0);
    EXPECT_EQ(shown["cached_input_per_million"], 0.5);

    const auto ok =
        run(db() + " catalog add-api-price my-host-llama \"My Host\" meta-llama/Llama-3.3-70B 0.5 0.7 USD "
                   "--cached-input 0.25 --model-id llama-3.3-70b --date 2026-11-01 "
                   "--source https://example.invalid/pricing --json");
    ASSERT_EQ(ok.code, 0) << ok.out;
    const auto added = nlohmann::json::parse(ok.out);
    EXPECT_EQ(added["provider"], "My Host");
    EXPECT_EQ(added["cached_input_per_million"], 0.25);
    EXPECT_EQ(nlohmann::json::parse(run(db() + " catalog show my-host-llama --json").out)["date"],
              "2026-11-01");

    const auto negative = run(db() + " catalog add-api-price neg Host m -1 2 USD --source page");
    EXPECT_EQ(negative.code, 2);
    EXPECT_NE(negative.out.find("input_per_million must not be negative, got -1"), std::string::npos)
        << negative.out;
    const auto currency = run(db() + " catalog add-api-price gbp Host m 1 2 GBP --source page");
    EXPECT_EQ(currency.code, 2);
    EXPECT_NE(currency.out.find("currency must name a currency of the catalog, got 'GBP'"), std::string::npos)
        << currency.out;
    const auto date =
        run(db() + " catalog add-api-price late Host m 1 2 USD --source page --date 2026/01/02");
    EXPECT_EQ(date.code, 2);
    EXPECT_NE(date.out.find("date must be a date YYYY-MM-DD, got '2026/01/02'"), std::string::npos)
        << date.out;
    const auto text = run(db() + " catalog add-api-price text Host m cheap 2 USD --source page");
    EXPECT_EQ(text.code, 2);
    EXPECT_NE(text.out.find("INPUT must be a number (per million tokens), got 'cheap'"), std::string::npos)
        << text.out;

    // A bad file: every bad row named with its line and field; nothing imported.
    const auto before = run(db() + " catalog list api-prices --json").out;
    write(dir_ / "api_prices.csv",
          "id,provider,model,input_per_million,output_per_million,currency,date,source\n"
          "fine,Host,m,0.1,0.2,USD,2026-01-05,page\n"
          "neg,Host,m,0.1,-0.2,USD,2026-01-05,page\n"
          "short,Host,m\n"
          "when,Host,m,0.1,0.2,USD,yesterday,page\n");
    const auto bad = run(db() + " catalog import " + (dir_ / "api_prices.csv").string());
    EXPECT_EQ(bad.code, 2);
    EXPECT_NE(bad.out.find("api_prices.csv line 3: output_per_million must not be negative, got -0.2"),
              std::string::npos)
        << bad.out;
    EXPECT_NE(bad.out.find("api_prices.csv line 4: 3 field(s), the header has 8"), std::string::npos)
        << bad.out;
    EXPECT_NE(bad.out.find("api_prices.csv line 5: date must be a date YYYY-MM-DD, got 'yesterday'"),
              std::string::npos)
        << bad.out;
    EXPECT_EQ(run(db() + " catalog list api-prices --json").out, before);

    for (const char* format : {"csv", "json"}) {
        const fs::path out = dir_ / (std::string("api-export-") + format);
        ASSERT_EQ(run(db() + " catalog export " + out.string() + " --format " + format).code, 0);
        const std::string other =
            "--db " + (dir_ / (std::string("api-other-") + format + ".sqlite")).string();
        ASSERT_EQ(run(other + " catalog reset").code, 0);
        ASSERT_EQ(run(other + " catalog import " + out.string()).code, 0);
        EXPECT_EQ(nlohmann::json::parse(run(db() + " catalog list api-prices --json").out),
                  nlohmann::json::parse(run(other + " catalog list api-prices --json").out))
            << format;
    }
}

TEST_F(CatalogCommand, ExportThenImportIntoAnotherCatalogGivesTheSameRows) {
    ASSERT_EQ(run(db() + " catalog add-price rtx-3090 700 EUR --source \"=cmd|' /C calc'!A0\"").code, 0);
    for (const char* format : {"csv", "json"}) {
        const fs::path out = dir_ / (std::string("export-") + format);
        const auto e = run(db() + " catalog export " + out.string() + " --format " + format);
        ASSERT_EQ(e.code, 0) << e.out;
        const std::string other = "--db " + (dir_ / (std::string("other-") + format + ".sqlite")).string();
        ASSERT_EQ(run(other + " catalog reset").code, 0);
        const auto i = run(other + " catalog import " + out.string());
        ASSERT_EQ(i.code, 0) << i.out;
        for (const char* table : {"gpus", "models", "interconnects", "offers", "prices"})
            EXPECT_EQ(nlohmann::json::parse(run(db() + " catalog list " + table + " --json").out),
                      nlohmann::json::parse(run(other + " catalog list " + table + " --json").out))
                << format << " " << table;
    }
}

TEST_F(CatalogCommand, ABadImportChangesNothingAndListsEveryBadRow) {
    const auto before = run(db() + " catalog list prices --json").out;
    write(dir_ / "prices.csv", "gpu_id,amount,currency,date,condition,source\n"
                               "rtx-4090,1700,EUR,2025-01-10,new,shop A\n"
                               "rtx-4090,-3,EUR,2025-01-11,new,shop B\n"
                               "rtx-9999,800,EUR,2025-01-12,used,shop C\n");
    const auto r = run(db() + " catalog import " + (dir_ / "prices.csv").string());
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out.find("prices.csv line 3: amount must be positive, got -3"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("prices.csv line 4: gpu_id must name a GPU of the catalog, got 'rtx-9999'"),
              std::string::npos)
        << r.out;
    EXPECT_EQ(run(db() + " catalog list prices --json").out, before);
    const auto dry = run(db() + " catalog import " + (dir_ / "nothing-here").string() + " --dry-run");
    EXPECT_EQ(dry.code, 2);
}

TEST_F(CatalogCommand, ADamagedFileIsKeptAsideByReset) {
    write(dir_ / "catalog.sqlite", "not a database");
    const auto r = run(db() + " catalog list gpus");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out.find("catalog reset"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("restore-backup"), std::string::npos) << r.out;
    EXPECT_EQ(run(db() + " catalog restore-backup").code, 2); // no backup yet
    const auto reset = run(db() + " catalog reset");
    ASSERT_EQ(reset.code, 0) << reset.out;
    EXPECT_NE(reset.out.find("catalog.sqlite.damaged-"), std::string::npos);
    EXPECT_EQ(run(db() + " catalog list gpus").code, 0);
    int damaged = 0;
    for (const auto& e : fs::directory_iterator(dir_))
        if (e.path().filename().string().find(".damaged-") != std::string::npos) {
            std::ifstream in(e.path());
            std::string text;
            std::getline(in, text);
            EXPECT_EQ(text, "not a database");
            ++damaged;
        }
    EXPECT_EQ(damaged, 1);
}

TEST_F(CatalogCommand, FitTakesCatalogIds) {
    const auto r = run(db() + " fit --model mistral-7b --gpu rtx-4090 --json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["gpu"], "rtx-4090");
    EXPECT_EQ(j["gpu_name"], "GeForce RTX 4090");
    EXPECT_EQ(j["capacity_bytes"], 25'769'803'776ull);
    EXPECT_EQ(j["params_total"], 7'241'732'096ull); // mistralai/Mistral-7B-v0.1
    EXPECT_TRUE(j["fits"].get<bool>());
    for (const char* key : {"params_active", "weights_bytes", "kv_cache_bytes", "total_bytes",
                            "rule_of_thumb_bytes", "headroom_bytes", "max_batch", "max_seq"})
        EXPECT_TRUE(j.contains(key)) << key;
    // The guide: Mixtral 8x7B in FP16 does not fit one H100 80GB, fits two (94 GB of weights).
    const auto one = nlohmann::json::parse(run(db() + " fit --model mixtral-8x7b --gpu h100-sxm --json").out);
    EXPECT_FALSE(one["fits"].get<bool>());
    const auto two =
        nlohmann::json::parse(run(db() + " fit --model mixtral-8x7b --gpu h100-sxm --gpus 2 --json").out);
    EXPECT_TRUE(two["fits"].get<bool>());
    EXPECT_EQ(two["capacity_bytes"], 85'899'345'920ull); // per GPU
    EXPECT_EQ(two["layout"]["strategy"], "tp");          // inference over 2 GPUs: tensor parallel
    EXPECT_EQ(two["gpus"], 2);
    EXPECT_LT(two["weights_bytes"].get<double>(), 0.51 * one["weights_bytes"].get<double>());
    const auto unknown = run(db() + " fit --model no-such-model");
    EXPECT_EQ(unknown.code, 2);
    EXPECT_NE(unknown.out.find("nor a model of the catalog"), std::string::npos) << unknown.out;
    EXPECT_EQ(run(db() + " fit --model mistral-7b --gpu no-such-gpu").code, 2);
    EXPECT_EQ(run(db() + " fit --model mistral-7b --gpu rtx-4090 --vram 24GB").code, 2);
}

// `catalog add-defaults` puts back the built-in rows a file lacks (here a server the file had
// deleted) and nothing else; --dry-run lists them and writes nothing.
TEST_F(CatalogCommand, AddDefaultsAddsTheBuiltInRowsTheFileLacks) {
    ASSERT_EQ(run(db() + " catalog add-price rtx-3090 700 EUR --source \"our quote\"").code, 0);
    {
        auto store = gpuplan::CatalogStore::open(dir_ / "catalog.sqlite");
        store.deleteSystem("dgx-b300", store.findSystem("dgx-b300")->revision);
    }
    {
        // Schema 10's column, empty as the migration leaves it in a row never edited.
        sqlite3* raw = nullptr;
        ASSERT_EQ(sqlite3_open((dir_ / "catalog.sqlite").c_str(), &raw), SQLITE_OK);
        EXPECT_EQ(sqlite3_exec(raw, "UPDATE systems SET network_link = NULL WHERE id = 'dgx-spark'", nullptr,
                               nullptr, nullptr),
                  SQLITE_OK);
        sqlite3_close(raw);
    }
    const std::string systems_before = run(db() + " catalog list systems --json").out;
    const auto dry = run(db() + " catalog add-defaults --dry-run");
    ASSERT_EQ(dry.code, 0) << dry.out;
    EXPECT_NE(dry.out.find("  + systems: dgx-b300\n"), std::string::npos) << dry.out;
    EXPECT_NE(dry.out.find("  ~ systems: dgx-spark (network_link)\n"), std::string::npos) << dry.out;
    EXPECT_NE(dry.out.find("Would fill the new cells of 1 built-in row(s) the file never edited."),
              std::string::npos)
        << dry.out;
    EXPECT_NE(dry.out.find("Would add 1 built-in row(s) (defaults "), std::string::npos) << dry.out;
    EXPECT_EQ(run(db() + " catalog list systems --json").out, systems_before);

    const auto done = run(db() + " catalog add-defaults");
    ASSERT_EQ(done.code, 0) << done.out;
    EXPECT_NE(done.out.find("Added 1 built-in row(s) (defaults "), std::string::npos) << done.out;
    const auto systems = nlohmann::json::parse(run(db() + " catalog list systems --json").out);
    EXPECT_EQ(systems.size(), nlohmann::json::parse(systems_before).size() + 1);
    // The user's own price is still there, and there is nothing more to add.
    EXPECT_NE(run(db() + " catalog list prices --json").out.find("our quote"), std::string::npos);
    const auto again = nlohmann::json::parse(run(db() + " catalog add-defaults --dry-run --json").out);
    EXPECT_EQ(again["added_rows"].size(), 0u);
    EXPECT_EQ(again["filled_rows"].size(), 0u);
    EXPECT_NE(run(db() + " catalog list systems --json").out.find("cx7-200gbe-gb10"), std::string::npos);
    EXPECT_FALSE(again["applied"].get<bool>());
}

// A catalog made by an earlier version keeps that version's built-in data: a command that reads
// the catalog says, once, on stderr, that this build ships newer data and how to add it; after
// `catalog add-defaults` it says nothing. The window's status bar says the same
// (GuiFixture.StatusBarSaysWhenTheBuiltInDefaultsAreNewer).
TEST_F(CatalogCommand, ACatalogFromAnEarlierVersionSaysNewerBuiltInDataExists) {
    ASSERT_EQ(run(db() + " catalog list gpus --json").code, 0);
    const std::string fit = db() + " fit --model mistral-7b --gpu rtx-4090";
    EXPECT_EQ(run(fit).out.find("note:"), std::string::npos) << "a catalog of this version's data";
    {
        sqlite3* raw = nullptr;
        ASSERT_EQ(sqlite3_open((dir_ / "catalog.sqlite").c_str(), &raw), SQLITE_OK);
        EXPECT_EQ(sqlite3_exec(raw,
                               "UPDATE catalog_info SET value = '2026.01.05' WHERE key = 'defaults_revision'",
                               nullptr, nullptr, nullptr),
                  SQLITE_OK);
        sqlite3_close(raw);
    }
    const std::string note =
        "note: this catalog holds the built-in data of 2026.01.05; this version ships newer "
        "data (" +
        gpuplan::CatalogStore::builtinDefaultsRevision() +
        "): 'gpu-planner catalog add-defaults' adds its new rows and keeps yours\n";
    const auto old = run(fit);
    EXPECT_EQ(old.code, 0) << old.out;
    EXPECT_NE(old.out.find(note), std::string::npos) << old.out;
    EXPECT_EQ(old.out.find("note:"), old.out.rfind("note:")) << "said once";
    // On stderr only: --json output stays one JSON document.
    const auto json = gpuplan::test::runCli(fit + " --json", "", false);
    EXPECT_TRUE(nlohmann::json::accept(json.out)) << json.out;
    EXPECT_NE(run("--lang fr " + fit)
                  .out.find("note\u00a0: ce catalogue contient les données intégrées du 2026.01.05"),
              std::string::npos);
    ASSERT_EQ(run(db() + " catalog add-defaults").code, 0);
    EXPECT_EQ(run(fit).out.find("note:"), std::string::npos) << run(fit).out;
}
