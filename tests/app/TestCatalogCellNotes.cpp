// The GPUs table of the catalog editor says what the catalog knows about a cell beyond its value:
// a figure no vendor publishes (gpus.derived, schema 8) is set in italics and its tooltip says how
// it was derived; an empty cell's tooltip says why it is empty; a vendor's figure has neither.
#include "CatalogWindowFixture.h"

#include <QFont>

using namespace catalog_test;

TEST_F(CatalogWindowTest, DerivedFiguresAreItalicAndSayHowEmptyCellsSayWhy) {
    CatalogWindow w(path);
    w.show();
    w.showTable(CatalogWindow::Gpus);
    const QModelIndex spark =
        findRow(w, CatalogWindow::Gpus, QStringLiteral("id"), QStringLiteral("dgx-spark"));
    ASSERT_TRUE(spark.isValid());
    const QModelIndex bf16 = cell(w, CatalogWindow::Gpus, spark, QStringLiteral("bf16_tensor_flops"));
    EXPECT_EQ(bf16.data().toString(), QStringLiteral("125"));
    EXPECT_TRUE(bf16.data(Qt::FontRole).value<QFont>().italic());
    const QString how = bf16.data(Qt::ToolTipRole).toString();
    EXPECT_TRUE(how.startsWith(QStringLiteral("125\nNo vendor figure, derived: as fp16_tensor_flops")))
        << how.toStdString();
    // NVIDIA's own FP32 figure (Hot Chips 2025) is not marked.
    const QModelIndex fp32 = cell(w, CatalogWindow::Gpus, spark, QStringLiteral("fp32_flops"));
    EXPECT_EQ(fp32.data().toString(), QStringLiteral("31"));
    EXPECT_FALSE(fp32.data(Qt::FontRole).value<QFont>().italic());
    EXPECT_EQ(fp32.data(Qt::ToolTipRole).toString(), QStringLiteral("31"));
    // An empty cell says why.
    const QModelIndex lanes = cell(w, CatalogWindow::Gpus, spark, QStringLiteral("pcie_lanes"));
    EXPECT_EQ(lanes.data().toString(), QString());
    EXPECT_EQ(lanes.data(Qt::ToolTipRole).toString(),
              QStringLiteral(
                  "Empty: not applicable: a system on a chip with unified memory, no PCIe link to a host"));
    // A vendor's figure elsewhere: neither.
    const QModelIndex h100 =
        findRow(w, CatalogWindow::Gpus, QStringLiteral("id"), QStringLiteral("h100-sxm"));
    const QModelIndex h100_bf16 = cell(w, CatalogWindow::Gpus, h100, QStringLiteral("bf16_tensor_flops"));
    EXPECT_FALSE(h100_bf16.data(Qt::FontRole).value<QFont>().italic());
    EXPECT_FALSE(h100_bf16.data(Qt::ToolTipRole).toString().contains(QStringLiteral("derived")));
    // The derivations are a column of their own, editable like the others.
    const QModelIndex derived = cell(w, CatalogWindow::Gpus, spark, QStringLiteral("derived"));
    EXPECT_TRUE(derived.data().toString().startsWith(QStringLiteral("fp16_tensor_flops: derived: ")));
    EXPECT_TRUE(derived.flags() & Qt::ItemIsEditable);
}
