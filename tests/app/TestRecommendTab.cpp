// The Recommend tab: the objective chosen in the form ranks the list, and an option that needs
// more hours of work a month than a month has is a red row that says why.
#include "GuiFixture.h"

#include "common/UntimedGpu.h"
#include "core/plan/Recommender.h"
#include "gui/parts/ResultTable.h"
#include "gui/parts/UiFormat.h"
#include "gui/tabs/RecommendTab.h"

#include <QBrush>
#include <QComboBox>
#include <QCoreApplication>
#include <QLabel>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QUndoStack>

using gpuplan::Candidate;
using gpuplan::Objective;
using gpuplan::Scenario;
using gpuplan::gui::ResultTable;
using gpuplan::test::choose;
using gpuplan::test::GuiFixture;
using gpuplan::test::kUntimedGpuId;
using gpuplan::test::withUntimedGpu;

namespace {

// The row key the tab gives a candidate (RecommendTab.cpp).
QString keyOf(const Candidate& c) {
    return QStringLiteral("%1/%2/%3/%4/%5/%6")
        .arg(QString::fromStdString(c.gpu))
        .arg(c.count)
        .arg(static_cast<int>(c.strategy))
        .arg(static_cast<int>(c.offload))
        .arg(static_cast<int>(c.precision))
        .arg(static_cast<int>(c.mode));
}

const QColor kRed(0xb0, 0x3a, 0x2e); // ResultTable's "bad" tone

} // namespace

TEST_F(GuiFixture, ObjectiveComboRanksTheRecommendation) {
    Scenario s = session->scenario();
    s.model_id = "llama-3.1-8b";
    s.workload.task = gpuplan::Task::LoRA;
    session->reset(s);
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("recommendTab"));
    auto* combo = find<QComboBox>("objectiveCombo");
    EXPECT_EQ(combo->currentData().toString(), QString()); // automatic
    choose(combo, QStringLiteral("fastest"));
    EXPECT_EQ(session->scenario().constraints.objective, Objective::Fastest);
    ASSERT_TRUE(session->waitForRecommendation(20000));
    const auto& fastest = *session->recommendation();
    EXPECT_EQ(fastest.objective, Objective::Fastest);
    ASSERT_GT(fastest.ranked.size(), 1u);
    for (std::size_t i = 1; i < fastest.ranked.size(); ++i)
        if (!fastest.ranked[i].over_capacity) {
            EXPECT_GE(fastest.ranked[i].job_hours, fastest.ranked[0].job_hours);
        }
    EXPECT_TRUE(find<QLabel>("recommendStatus")->text().contains(QStringLiteral("Fastest")))
        << find<QLabel>("recommendStatus")->text().toStdString();

    choose(combo, QStringLiteral("value"));
    ASSERT_TRUE(session->waitForRecommendation(20000));
    EXPECT_EQ(session->recommendation()->objective, Objective::Value);
    EXPECT_TRUE(find<QLabel>("recommendStatus")->text().contains(QStringLiteral("Most work for the money")));

    choose(combo, QString());
    EXPECT_FALSE(session->scenario().constraints.objective.has_value());
    ASSERT_TRUE(session->waitForRecommendation(20000));
    EXPECT_EQ(session->recommendation()->objective, Objective::Cheapest); // no budget
    // Undo brings the previous objective back.
    session->undoStack()->undo();
    EXPECT_EQ(combo->currentData().toString(), QStringLiteral("value"));
}

TEST_F(GuiFixture, OverCapacityRowIsRedWithItsReason) {
    Scenario s = session->scenario();
    s.model_id = "llama-3.1-8b";
    s.workload.task = gpuplan::Task::LoRA;
    s.constraints.mode = gpuplan::PurchaseMode::Buy;
    s.constraints.top_k = 200;
    s.usage_mode = gpuplan::UsageMode::JobsPerMonth;
    s.jobs_per_month = 1;
    session->reset(s);
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("recommendTab"));
    ASSERT_TRUE(session->waitForRecommendation(20000));
    ASSERT_FALSE(session->recommendation()->ranked.empty());
    // As many jobs a month as the cheapest single GPU can do in 1.5 months.
    const double slowest = session->recommendation()->ranked.front().job_hours;
    s.jobs_per_month = 1.5 * 744.0 / slowest;
    session->reset(s);
    ASSERT_TRUE(session->waitForRecommendation(20000));
    const auto& rec = *session->recommendation();
    auto* table = find<ResultTable>("recommendTable");
    const Candidate* over = nullptr;
    const Candidate* fine = nullptr;
    for (const Candidate& c : rec.ranked) {
        if (c.over_capacity && !over)
            over = &c;
        if (!c.over_capacity && !fine)
            fine = &c;
    }
    ASSERT_NE(over, nullptr);
    ASSERT_NE(fine, nullptr);
    EXPECT_FALSE(rec.ranked.front().over_capacity); // what can do the work comes first
    const int over_row = table->rowOf(keyOf(*over));
    const int fine_row = table->rowOf(keyOf(*fine));
    ASSERT_GE(over_row, 0);
    ASSERT_GE(fine_row, 0);
    for (int col = 0; col < table->model()->columnCount(); ++col) {
        const QStandardItem* item = table->model()->item(over_row, col);
        ASSERT_NE(item, nullptr);
        EXPECT_EQ(item->foreground().color(), kRed) << col;
        EXPECT_TRUE(item->toolTip().contains(QStringLiteral("more than the 744 h a month has")))
            << item->toolTip().toStdString();
    }
    EXPECT_NE(table->model()->item(fine_row, 1)->foreground().color(), kRed);
    if (over->replacement_count) {
        EXPECT_TRUE(table->model()
                        ->item(over_row, 1)
                        ->toolTip()
                        .contains(QStringLiteral("%1 × ").arg(*over->replacement_count)));
    }
}

// The serving objective on the serving example: the tab ranks ways to serve the traffic, its
// columns and chart speak of tokens/s per user and first-token latency, the first row meets the
// targets, and clicking it loads its GPUs and tensor-parallel degree into the scenario.
TEST_F(GuiFixture, ServingObjectiveRanksWaysToServeTheTraffic) {
    Scenario s = session->scenario();
    s.model_id = "llama-3.1-8b";
    s.workload.task = gpuplan::Task::Inference;
    s.serving.users = 50;
    s.serving.tokens_per_s_per_user = 20;
    s.serving.ttft_p95_ms = 2000;
    session->reset(s);
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("recommendTab"));
    choose(find<QComboBox>("objectiveCombo"), QStringLiteral("serving"));
    EXPECT_EQ(session->scenario().constraints.objective, Objective::Serving);
    ASSERT_TRUE(session->waitForRecommendation(20000));
    const auto& rec = *session->recommendation();
    EXPECT_EQ(rec.objective, Objective::Serving);
    ASSERT_FALSE(rec.ranked.empty());
    const Candidate& first = rec.ranked.front();
    ASSERT_TRUE(first.serving.has_value());
    EXPECT_TRUE(first.serving->meets);
    const QString status = find<QLabel>("recommendStatus")->text();
    EXPECT_TRUE(status.contains(QStringLiteral("Cheapest that serves it at the targets")))
        << status.toStdString();
    auto* table = find<ResultTable>("recommendTable");
    EXPECT_EQ(table->model()->headerData(6, Qt::Horizontal).toString(), QStringLiteral("Tokens/s per user"));
    EXPECT_EQ(table->model()->headerData(3, Qt::Horizontal).toString(),
              QStringLiteral("Replicas × TP, KV cache"));
    EXPECT_TRUE(table->model()->item(0, 3)->text().startsWith(
        QStringLiteral("%1 × TP %2, KV ").arg(first.serving->replicas).arg(first.serving->tp)))
        << table->model()->item(0, 3)->text().toStdString();
    // One row per option: the same GPUs at another TP degree or KV precision are other rows.
    EXPECT_EQ(table->model()->rowCount(), static_cast<int>(rec.ranked.size()));

    find<gpuplan::gui::RecommendTab>("recommendTab")->choose(first);
    EXPECT_EQ(session->scenario().gpu_id, first.gpu);
    EXPECT_EQ(session->scenario().gpu_count, first.count);
    EXPECT_EQ(session->scenario().serving.tp, first.serving->tp);
}

// 100 hours a month on a GPU that cannot time a job (one a user added without a compute figure): the
// tab says the costs assume 1 job a month, and why.
TEST_F(GuiFixture, HoursThatCannotBecomeJobsAreSaidUnderTheAnswer) {
    session->setCatalog(withUntimedGpu(session->catalog()), session->catalogPath());
    Scenario s = session->scenario();
    s.model_id = "qwen3-30b-a3b";
    s.workload.task = gpuplan::Task::Inference;
    s.workload.precision = gpuplan::Precision::Q8_0;
    s.gpu_id = kUntimedGpuId;
    s.usage_mode = gpuplan::UsageMode::HoursPerMonth;
    s.hours_per_month = 100;
    session->reset(s);
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("recommendTab"));
    ASSERT_TRUE(session->waitForRecommendation(20000));
    QCoreApplication::processEvents();
    EXPECT_DOUBLE_EQ(session->recommendation()->jobs_per_month, 1.0);
    const QString status = find<QLabel>("recommendStatus")->text();
    EXPECT_TRUE(
        status.contains(QStringLiteral("has no compute figure in the catalog, so 100 hours a month cannot "
                                       "be turned into jobs: the costs assume 1 job a month")))
        << status.toStdString();
    // And the GPUs left out for the same reason are named.
    EXPECT_TRUE(status.contains(QStringLiteral("could not be ranked: the catalog has no compute figure")))
        << status.toStdString();
}

// Issue 37, item 12: the window showed memory in GiB and the reasons of its Recommend table in
// GB ("37.4 of 80 GB per GPU"). A reason says it in the window's unit.
TEST_F(GuiFixture, ReasonsSayMemoryInTheWindowsUnit) {
    gpuplan::gui::setMemoryUnit(gpuplan::SizeUnit::GiB);
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("recommendTab"));
    session->reset(session->scenario());
    ASSERT_TRUE(session->waitForRecommendation(20000));
    auto* table = find<ResultTable>("recommendTable");
    ASSERT_GT(table->model()->rowCount(), 0);
    const QString reason = table->model()->item(0, table->model()->columnCount() - 1)->text();
    gpuplan::gui::setMemoryUnit(gpuplan::SizeUnit::GB);
    EXPECT_TRUE(reason.contains(QStringLiteral(" GiB per GPU"))) << reason.toStdString();
    EXPECT_FALSE(reason.contains(QStringLiteral(" GB per GPU"))) << reason.toStdString();
}

// Issue 37, item 3: "rent 8 × B300, 5.6 min a job" ignored the cloud's billing. A rented answer
// says the time a job is billed beside its own, and the arithmetic of its cost under it.
TEST_F(GuiFixture, ARentedAnswerSaysItsBilledTimeAndArithmetic) {
    Scenario s = session->scenario();
    s.model_id = "llama-3.1-8b";
    s.workload.task = gpuplan::Task::LoRA;
    s.usage_mode = gpuplan::UsageMode::JobsPerMonth;
    s.jobs_per_month = 1;
    s.constraints.mode = gpuplan::PurchaseMode::Rent;
    s.constraints.objective = Objective::Fastest;
    session->reset(s);
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("recommendTab"));
    ASSERT_TRUE(session->waitForRecommendation(20000));
    QCoreApplication::processEvents();
    const Candidate& first = session->recommendation()->ranked.front();
    ASSERT_TRUE(first.billing);
    EXPECT_GT(first.billed_hours, first.job_hours); // the start-up at least
    const QString status = find<QLabel>("recommendStatus")->text();
    EXPECT_TRUE(status.contains(QStringLiteral("per job, billed ") +
                                gpuplan::gui::uiFormat().hours(first.billed_hours)))
        << status.toStdString();
    EXPECT_TRUE(status.contains(QStringLiteral("Rented: billed "))) << status.toStdString();
    EXPECT_TRUE(status.contains(QStringLiteral("rent: 36 jobs x"))) << status.toStdString();
}
