// The one description of the catalog's columns (database/CatalogTables.h): the
// model's columns follow core's list of ModelSpec fields, and each column gives
// its unit, the range of its whole numbers and its text read and written in the row.
#include "core/model/ModelSpecFields.h"
#include "database/CatalogTables.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace gpuplan;

TEST(CatalogColumns, ModelColumnsAreCoresModelFieldsThenTheCatalogs) {
    std::vector<std::string> expected;
    for (const auto& f : kModelSpecFields)
        expected.emplace_back(f.name);
    for (const char* own : {"hf_config", "source", "notes"})
        expected.emplace_back(own);
    std::vector<std::string> names;
    for (const auto& c : tables::modelTable().io_columns)
        names.push_back(c.name);
    EXPECT_EQ(names, expected);
    EXPECT_EQ(tables::modelTable().ioColumn("norm").allowed,
              (std::vector<std::string>{"rmsnorm", "layernorm"}));
}

TEST(CatalogColumns, NumbersSayTheirUnitAndTheRangeOfTheirType) {
    const auto& gpus = tables::gpuTable();
    EXPECT_EQ(gpus.ioColumn("vram_bytes").unit, "bytes");
    EXPECT_EQ(gpus.ioColumn("memory_bandwidth_bytes_per_s").unit, "bytes/s");
    EXPECT_EQ(gpus.ioColumn("fp8_tensor_flops").unit, "FLOP/s");
    EXPECT_EQ(gpus.ioColumn("int8_tensor_ops").unit, "op/s");
    EXPECT_EQ(gpus.ioColumn("vendor").unit, "");
    EXPECT_EQ(tables::interconnectTable().ioColumn("latency_s").unit, "s");
    EXPECT_EQ(tables::modelTable().ioColumn("max_context").unit, "tokens");
    const auto& layers = tables::modelTable().ioColumn("layers");
    EXPECT_EQ(layers.kind, tables::Kind::Int);
    EXPECT_EQ(layers.lowest, 0.0);
    EXPECT_EQ(layers.highest, 4294967295.0);
    const auto& year = gpus.ioColumn("release_year");
    EXPECT_TRUE(year.nullable);
    EXPECT_LT(year.lowest, 0.0); // an optional<int>
}

TEST(CatalogColumns, TextIsReadAndWrittenOverTheRow) {
    const auto& gpus = tables::gpuTable();
    GpuSpec g;
    EXPECT_EQ(gpus.ioColumn("pci_device_id").setText(g, "0x2684"), "");
    EXPECT_EQ(g.pci_device_id, 0x2684u);
    EXPECT_EQ(gpus.ioColumn("pci_device_id").text(g), "0x2684");
    EXPECT_EQ(gpus.ioColumn("release_year").setText(g, "2022"), "");
    EXPECT_EQ(g.release_year, 2022);
    // Unreadable text leaves the row as it was.
    EXPECT_EQ(gpus.ioColumn("release_year").setText(g, "soon"), "must be a whole number");
    EXPECT_EQ(g.release_year, 2022);
    EXPECT_EQ(gpus.ioColumn("release_year").setText(g, ""), "");
    EXPECT_FALSE(g.release_year);
    CatalogModel m;
    EXPECT_EQ(tables::modelTable().ioColumn("ffn").setText(m, "mlp2"), "");
    EXPECT_EQ(m.spec.ffn, FfnKind::Mlp2);
    EXPECT_EQ(tables::modelTable().ioColumn("ffn").text(m), "mlp2");
}
