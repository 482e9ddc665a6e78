// The Fit tab's "Models on this GPU" view: every catalog model on the scenario's GPU for its
// task, following the scenario's GPU and task as they change.
#include "GuiFixture.h"

#include "gui/parts/ResultTable.h"
#include "gui/tabs/FitTab.h"
#include "gui/tabs/ModelsOnGpuTab.h"

#include <QLabel>
#include <QStandardItemModel>
#include <QTabWidget>

using namespace gpuplan;
using namespace gpuplan::gui;
using gpuplan::test::choose;
using gpuplan::test::GuiFixture;

namespace {

// The text of the column `header` in the row of `key` ("" when absent).
QString cell(ResultTable* table, const QString& key, const QString& header) {
    const int row = table->rowOf(key);
    if (row < 0)
        return {};
    for (int c = 0; c < table->model()->columnCount(); ++c)
        if (table->model()->headerData(c, Qt::Horizontal).toString() == header)
            return table->text(row, c);
    return {};
}

} // namespace

TEST_F(GuiFixture, ModelsOnThisGpuFollowsTheScenariosGpuAndTask) {
    auto* views = find<QTabWidget>("fitViews");
    auto* view = find<ModelsOnGpuTab>("modelsOnGpuTab");
    ASSERT_TRUE(views && view);
    EXPECT_EQ(views->tabText(1), QStringLiteral("Models on this GPU"));
    views->setCurrentWidget(view);
    choose(find<QComboBox>("taskCombo"), QStringLiteral("inference"));
    choose(find<QComboBox>("gpuCombo"), QStringLiteral("rtx-4090"));
    ResultTable* table = view->table();
    EXPECT_EQ(table->model()->rowCount(), static_cast<int>(session->catalog().models.size()));
    // Llama-2-7B in bf16 (13.5 GB) fits a 24 GB RTX 4090; Llama-2-70B does not, even in Q2_K.
    EXPECT_EQ(cell(table, QStringLiteral("llama-2-7b"), QStringLiteral("Best precision that fits")),
              QStringLiteral("BF16"));
    EXPECT_EQ(cell(table, QStringLiteral("llama-2-70b"), QStringLiteral("Best precision that fits")),
              QStringLiteral("does not fit"));
    EXPECT_TRUE(cell(table, QStringLiteral("llama-2-70b"), QStringLiteral("Layers on GPU"))
                    .contains(QStringLiteral(" of 80")));
    auto* summary = find<QLabel>("modelsOnGpuSummary");
    EXPECT_TRUE(summary->text().contains(QStringLiteral("RTX 4090"))) << summary->text().toStdString();

    // An 80 GB H100: Llama-2-70B fits whole in a quantized format, no layer left in RAM.
    choose(find<QComboBox>("gpuCombo"), QStringLiteral("h100-sxm"));
    EXPECT_NE(cell(table, QStringLiteral("llama-2-70b"), QStringLiteral("Best precision that fits")),
              QStringLiteral("does not fit"));
    EXPECT_TRUE(summary->text().contains(QStringLiteral("H100"))) << summary->text().toStdString();

    // QLoRA: no decode speed, the precisions of QLoRA.
    choose(find<QComboBox>("taskCombo"), QStringLiteral("qlora"));
    const QString qlora =
        cell(table, QStringLiteral("llama-2-7b"), QStringLiteral("Best precision that fits"));
    EXPECT_TRUE(qlora.startsWith(QStringLiteral("INT8")) || qlora.startsWith(QStringLiteral("NF4")))
        << qlora.toStdString();
    EXPECT_EQ(cell(table, QStringLiteral("llama-2-7b"), QStringLiteral("Decode (tokens/s)")),
              QStringLiteral("–"));
}

// The Fit tab names both memory figures.
TEST_F(GuiFixture, FitSummaryNamesTheAllocatorPeakAndTheDeviceFigure) {
    auto* summary = find<QLabel>("fitSummary");
    EXPECT_TRUE(summary->text().contains(QStringLiteral("Tensors (allocator peak)")));
    EXPECT_TRUE(summary->text().contains(QStringLiteral("device memory used (nvidia-smi)")));
}

// The form offers llama.cpp's KV cache types, and the scenario takes them.
TEST_F(GuiFixture, KvPrecisionComboOffersLlamaCppCacheTypes) {
    choose(find<QComboBox>("taskCombo"), QStringLiteral("inference"));
    auto* kv = find<QComboBox>("kvPrecisionCombo");
    for (const char* id : {"fp16", "bf16", "fp8", "int8", "q8_0", "q5_0", "q4_0", "fp32"})
        EXPECT_GE(kv->findData(QString::fromLatin1(id)), 0) << id;
    choose(kv, QStringLiteral("q8_0"));
    EXPECT_EQ(session->scenario().workload.kv_precision, Precision::Q8_0);
}
