// Cloud offers' billing terms (schema 11, issue 37 item 3) on real files: the migration of a
// schema-10 catalog keeps the user's offers (their terms empty: assumed by the planner), the
// store checks the terms, CSV and JSON carry them, and the built-in offers cite their providers.
#include "EmptyStore.h"
#include "common/TempDir.h"
#include "database/CatalogStore.h"

#include <SQLiteCpp/Database.h>
#include <gtest/gtest.h>

#include <algorithm>

using namespace gpuplan;
using gpuplan::test::emptyStore;
using gpuplan::test::messageOf;
using gpuplan::test::TempDir;
namespace fs = std::filesystem;

// A schema-10 file with the user's own GPU and offer, written with the SQL that version knows,
// opens at the latest schema (11: billing terms, 12: systems.pcie_gen) after a backup, the offer as
// it was and its terms empty (not published).
TEST(OfferBilling, MigrationFromASchema10FileKeepsTheUsersOffers) {
    TempDir dir;
    const fs::path file = dir / "catalog.sqlite";
    {
        CatalogStore::Options o;
        o.target_version = 10;
        o.seed_defaults = false;
        CatalogStore::open(file, o);
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
        db.exec("INSERT INTO currencies (code, name) VALUES ('EUR', 'Euro')");
        db.exec("INSERT INTO gpus (id, vendor, name, vram_bytes, memory_bandwidth_bytes_per_s, source) "
                "VALUES ('my-gpu', 'NVIDIA', 'My GPU', 1000, 2000, 'v10 file')");
        db.exec("INSERT INTO cloud_offers (id, provider, gpu_id, gpu_count, price_per_hour, currency, "
                "pricing, source, notes, split) VALUES ('my-offer', 'My cloud', 'my-gpu', 2, 3.5, 'EUR', "
                "'on-demand', 'my quote', 'negotiated', 1)");
        EXPECT_EQ(db.execAndGet("PRAGMA user_version").getInt(), 10);
    }
    auto store = CatalogStore::open(file);
    EXPECT_EQ(store.schemaVersion(), CatalogStore::latestSchemaVersion());
    ASSERT_TRUE(store.migrationBackup());
    EXPECT_NE(store.migrationBackup()->filename().string().find("bak-v10-"), std::string::npos);
    const Catalog c = store.load();
    ASSERT_EQ(c.offers.size(), 1u); // the user's row, no default mixed in
    const CloudOffer& o = c.offers[0];
    EXPECT_EQ(o.id, "my-offer");
    EXPECT_EQ(o.provider, "My cloud");
    EXPECT_EQ(o.gpu_count, 2u);
    EXPECT_DOUBLE_EQ(o.price_per_hour, 3.5);
    EXPECT_EQ(o.notes, "negotiated");
    EXPECT_TRUE(o.split);
    EXPECT_FALSE(o.billing_increment_s);
    EXPECT_FALSE(o.billing_minimum_s);
    EXPECT_FALSE(o.startup_s);
    EXPECT_EQ(o.billing_source, "");
    EXPECT_EQ(store.findOffer("my-offer")->revision, 1);
    // The user gives the terms on the migrated file.
    CloudOffer edited = o;
    edited.billing_increment_s = 60;
    edited.billing_minimum_s = 600;
    edited.startup_s = 90;
    edited.billing_source = "my contract, 2026-12-01";
    store.update(edited, 1);
    EXPECT_EQ(store.load().offers, std::vector<CloudOffer>{edited});
}

// Terms that cannot be: an increment of 0, a negative minimum or start-up, more than a day.
TEST(OfferBilling, TheStoreRefusesImpossibleTerms) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    CloudOffer o = store.findOffer("lambda-gpu-1x-h100-sxm5-on-demand")->value;
    o.id = "test-offer";
    o.billing_increment_s = 0;
    EXPECT_NE(messageOf([&] { store.add(o); }).find("billing_increment_s must be positive"),
              std::string::npos);
    o.billing_increment_s = 60;
    o.billing_minimum_s = -1;
    EXPECT_NE(messageOf([&] { store.add(o); }).find("billing_minimum_s must not be negative"),
              std::string::npos);
    o.billing_minimum_s = 60;
    o.startup_s = 90000;
    EXPECT_NE(messageOf([&] { store.add(o); }).find("startup_s must be at most 86400"), std::string::npos);
    o.startup_s = 120;
    store.add(o);
    EXPECT_EQ(store.findOffer("test-offer")->value.startup_s, 120.0);
}

// CSV and JSON exports carry the terms, empty ones included, and import them back.
TEST(OfferBilling, CsvAndJsonRoundTripTheTerms) {
    TempDir dir;
    auto a = CatalogStore::open(dir / "a.sqlite");
    const auto offers = a.load().offers;
    a.exportTo(dir / "csv", ExportFormat::Csv);
    auto b = emptyStore(dir / "b.sqlite");
    b.importPath(dir / "csv");
    EXPECT_EQ(b.load().offers, offers);
    const auto json = a.exportTo(dir / "json", ExportFormat::Json);
    auto c = emptyStore(dir / "c.sqlite");
    c.importPath(json.at(0));
    EXPECT_EQ(c.load().offers, offers);
}

// The built-in offers: AWS per second with a 60 s minimum (its 2017-10-02 announcement), Lambda per
// minute, OVHcloud per hour; CoreWeave publishes no terms; no offer has a start-up time (none is
// published); every offer says where its terms come from, or that they are assumed.
TEST(OfferBilling, TheBuiltInOffersCiteTheirTerms) {
    TempDir dir;
    auto store = CatalogStore::open(dir / "c.sqlite");
    const Catalog c = store.load();
    for (const CloudOffer& o : c.offers) {
        SCOPED_TRACE(o.id);
        EXPECT_FALSE(o.billing_source.empty());
        EXPECT_FALSE(o.startup_s);
        if (o.provider == "AWS") {
            EXPECT_EQ(o.billing_increment_s, 1.0);
            EXPECT_EQ(o.billing_minimum_s, 60.0);
            EXPECT_NE(o.billing_source.find("https://aws.amazon.com/about-aws/whats-new/2017/10/"),
                      std::string::npos);
        } else if (o.provider == "Lambda") {
            EXPECT_EQ(o.billing_increment_s, 60.0);
            EXPECT_NE(o.billing_source.find("https://docs.lambda.ai/public-cloud/billing"),
                      std::string::npos);
        } else if (o.provider == "OVHcloud") {
            EXPECT_EQ(o.billing_increment_s, 3600.0);
            EXPECT_EQ(o.billing_minimum_s, 3600.0);
        } else if (o.provider == "CoreWeave") {
            EXPECT_FALSE(o.billing_increment_s);
            EXPECT_EQ(o.billing_source.rfind("Not published", 0), 0u);
        }
    }
}

// A catalog file migrated from schema 10 holds the built-in offers with their terms empty: adding
// the new defaults fills the terms of the offers the user never edited, and leaves the others.
TEST(OfferBilling, NewDefaultsFillTheTermsOfOffersNeverEdited) {
    TempDir dir;
    const fs::path file = dir / "catalog.sqlite";
    {
        auto store = CatalogStore::open(file);
        auto edited = store.findOffer("lambda-gpu-1x-h100-sxm5-on-demand");
        store.update(edited->value, edited->revision); // saved once by the user: the user's row now
        // What migration 0011 leaves in an older file: the new columns empty.
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
        db.exec(
            "UPDATE cloud_offers SET billing_increment_s = NULL, billing_minimum_s = NULL, startup_s = NULL, "
            "billing_source = '' WHERE id IN ('aws-p5.48xlarge-us-east-1-on-demand', "
            "'lambda-gpu-1x-h100-sxm5-on-demand')");
        db.exec("UPDATE catalog_info SET value = '2026.12.18' WHERE key = 'defaults_revision'");
    }
    auto store = CatalogStore::open(file);
    store.addNewDefaults();
    const CloudOffer aws = store.findOffer("aws-p5.48xlarge-us-east-1-on-demand")->value;
    EXPECT_EQ(aws.billing_increment_s, 1.0);
    EXPECT_EQ(aws.billing_minimum_s, 60.0);
    EXPECT_NE(aws.billing_source.find("aws.amazon.com"), std::string::npos);
    const CloudOffer lambda = store.findOffer("lambda-gpu-1x-h100-sxm5-on-demand")->value;
    EXPECT_FALSE(lambda.billing_increment_s); // the user's row: left as the user has it
    EXPECT_EQ(lambda.billing_source, "");
}
