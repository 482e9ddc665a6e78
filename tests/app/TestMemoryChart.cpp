// The memory chart per GPU is built once (charts/MemoryChart.h): the Fit tab draws it and the
// report prints it as Figure 1, and for the same scenario both show the same GPUs, components and
// figures, in the window's memory unit.
#include "GuiFixture.h"

#include "charts/BarChart.h"
#include "charts/MemoryChart.h"
#include "gui/parts/UiFormat.h"
#include "report/PlanReport.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QLineSeries>

using gpuplan::charts::BarChart;
using gpuplan::test::GuiFixture;

namespace {

// The sets a bar chart draws: each set's name and its values.
QList<gpuplan::charts::BarSetData> drawnSets(const BarChart* chart) {
    QList<gpuplan::charts::BarSetData> sets;
    for (const QBarSet* set : chart->barSeries()->barSets()) {
        QList<double> values;
        for (int i = 0; i < set->count(); ++i)
            values.append(set->at(i));
        sets.append({set->label(), values});
    }
    return sets;
}

} // namespace

TEST_F(GuiFixture, TheFitTabAndTheReportDrawTheSameMemoryChart) {
    // LoRA fine-tuning of Llama 2 13B on two GPUs: weights, adapters, gradients, optimizer
    // states, activations and logits are all above zero, and the categories carry "×2".
    gpuplan::Scenario s = session->scenario();
    s.model_id = "llama-2-13b";
    s.workload.task = gpuplan::Task::LoRA;
    s.gpu_id = "rtx-4090";
    s.gpu_count = 2;
    session->edit(s, QStringLiteral("test"));
    auto* chart = find<BarChart>("memoryChart");
    ASSERT_NE(chart, nullptr);

    gpuplan::report::PlanReportOptions options;
    options.memory_unit = gpuplan::gui::memoryUnit();
    const gpuplan::report::PlanReport report(session->catalog(), session->scenario(), session->results(),
                                             options);
    const gpuplan::charts::MemoryChartData printed = report.memoryChart();

    ASSERT_GE(printed.categories.size(), 3);
    EXPECT_EQ(chart->categories(), printed.categories);
    EXPECT_TRUE(printed.categories.contains(QStringLiteral("RTX 4090 ×2")))
        << printed.categories.join(QLatin1Char('|')).toStdString();
    const QList<gpuplan::charts::BarSetData> drawn = drawnSets(chart);
    ASSERT_EQ(drawn.size(), printed.sets.size());
    ASSERT_GE(drawn.size(), 6); // weights, adapters, gradients, optimizer, activations, logits at least
    for (qsizetype i = 0; i < drawn.size(); ++i) {
        EXPECT_EQ(drawn[i].label, printed.sets[i].label);
        ASSERT_EQ(drawn[i].values.size(), printed.sets[i].values.size());
        for (qsizetype j = 0; j < drawn[i].values.size(); ++j)
            EXPECT_DOUBLE_EQ(drawn[i].values[j], printed.sets[i].values[j]) << drawn[i].label.toStdString();
    }
    EXPECT_EQ(drawn[1].label, QStringLiteral("LoRA adapters"));
    // The capacity line: each GPU's memory in the window's unit (GiB by default), the same in both.
    EXPECT_EQ(chart->overlaySeries()->name(), printed.capacity_name);
    EXPECT_EQ(printed.capacity_name,
              gpuplan::gui::uiFormat().withMemoryUnit(QStringLiteral("Capacity (%1)")));
    const int cat = static_cast<int>(printed.categories.indexOf(QStringLiteral("RTX 4090 ×2")));
    EXPECT_NEAR(printed.capacity[cat],
                static_cast<double>(session->catalog().findGpu("rtx-4090")->vram_bytes) /
                    gpuplan::gui::uiFormat().memoryUnitBytes(),
                1e-9);
    EXPECT_DOUBLE_EQ(chart->overlaySeries()->at(2 * cat).y(), printed.capacity[cat]);
    // Smallest capacity first, in both.
    for (qsizetype i = 1; i < printed.capacity.size(); ++i)
        EXPECT_LE(printed.capacity[i - 1], printed.capacity[i]);
}
