// The Recommend tab's options: a click selects one and shows it; using it is an explicit
// action (a button, a double-click, Enter) with its own undo step (issue 37, item 7).
#include "GuiFixture.h"
#include "common/Arithmetic.h"
#include "core/scenario/ScenarioJson.h"
#include "gui/catalog/CatalogTableModel.h"
#include "gui/catalog/CatalogWindow.h"
#include "gui/parts/ElidedLabel.h"
#include "gui/parts/ResultTable.h"
#include "gui/scenario/ScenarioForm.h"
#include "gui/window/GuiMain.h"
#include <QAbstractBarSeries>
#include <QAbstractItemView>
#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QBarSet>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QGraphicsView>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSlider>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QXYSeries>

#include "charts/CurveChart.h"

using gpuplan::Scenario;
using gpuplan::charts::CurveChart;
using gpuplan::gui::ResultTable;
using gpuplan::test::GuiFixture;

namespace {

// Issue 37: one click on a Recommend row replaced the scenario's GPU, count and strategy. A
// click (on a row or a point) now selects: the line under the table and the chart's mark show
// the option, the scenario stays. "Use this option", a double-click or Enter loads it, each one
// undo step.
TEST_F(GuiFixture, SelectingARecommendationShowsItAndUsingItIsExplicit) {
    Scenario s = session->scenario();
    s.model_id = "llama-2-70b";
    session->reset(s);
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("recommendTab"));
    ASSERT_TRUE(session->waitForRecommendation(20000));
    auto* table = find<ResultTable>("recommendTable");
    ASSERT_GT(table->model()->rowCount(), 0);
    const auto ranked = session->recommendation()->ranked;
    ASSERT_GE(ranked.size(), 3u);
    // The chart shows every candidate: the Pareto front and the others.
    auto* chart = find<CurveChart>("paretoChart");
    const auto not_pareto =
        std::count_if(ranked.begin(), ranked.end(), [](const auto& c) { return !c.pareto; });
    EXPECT_EQ(chart->seriesNamed(QStringLiteral("Other candidates"))->count(), not_pareto);
    EXPECT_EQ(static_cast<std::size_t>(chart->seriesNamed(QStringLiteral("Pareto front"))->count()),
              session->recommendation()->pareto.size());
    auto* use = find<QPushButton>("useOptionButton");
    auto* line = find<QLabel>("recommendSelection");
    EXPECT_FALSE(use->isEnabled()) << "nothing selected yet";
    const Scenario before = session->scenario();
    const int steps = session->undoStack()->count();

    // One click on the third-ranked row (sorted by rank: row order) selects it and shows it.
    const auto& pick = ranked.at(2);
    QTableView* view = table->view();
    const QModelIndex third = view->model()->index(2, 1);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(third).center());
    EXPECT_EQ(session->scenario().gpu_id, before.gpu_id) << "a click does not load the option";
    EXPECT_EQ(session->scenario().gpu_count, before.gpu_count);
    EXPECT_EQ(session->undoStack()->count(), steps);
    EXPECT_TRUE(use->isEnabled());
    EXPECT_TRUE(line->text().startsWith(
        QStringLiteral("Selected: #3, %1 × %2").arg(pick.count).arg(QString::fromStdString(pick.gpu_name))))
        << line->text().toStdString();
    QXYSeries* mark = chart->seriesNamed(QStringLiteral("Selected option"));
    ASSERT_NE(mark, nullptr);
    ASSERT_EQ(mark->count(), 1);
    ASSERT_EQ(chart->dataPoints(QStringLiteral("Selected option")).size(), 1);
    EXPECT_NEAR(chart->dataPoints(QStringLiteral("Selected option")).front().y(), pick.total_cost,
                1e-9 * pick.total_cost); // drawn on a log scale

    // The button loads it: one undo step, named after the option, that takes it back.
    QTest::mouseClick(use, Qt::LeftButton);
    EXPECT_EQ(session->scenario().gpu_id, pick.gpu);
    EXPECT_EQ(session->scenario().gpu_count, pick.count);
    EXPECT_EQ(session->scenario().workload.precision, pick.precision);
    EXPECT_EQ(session->scenario().model_id, "llama-2-70b");
    EXPECT_EQ(find<QComboBox>("gpuCombo")->currentData().toString().toStdString(), pick.gpu);
    EXPECT_EQ(session->undoStack()->count(), steps + 1);
    EXPECT_TRUE(session->undoStack()->undoText().startsWith(QStringLiteral("Use %1 × ").arg(pick.count)))
        << session->undoStack()->undoText().toStdString();
    session->undoStack()->undo();
    EXPECT_EQ(session->scenario().gpu_id, before.gpu_id);
    EXPECT_EQ(session->scenario().gpu_count, before.gpu_count);
    ASSERT_TRUE(session->waitForRecommendation(20000));

    // Enter on a selected row loads it; a double-click on another loads that one.
    const QModelIndex second = view->model()->index(1, 1);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(second).center());
    EXPECT_EQ(session->scenario().gpu_id, before.gpu_id);
    QTest::keyClick(view, Qt::Key_Return);
    EXPECT_EQ(session->scenario().gpu_id, ranked.at(1).gpu);
    EXPECT_EQ(session->scenario().gpu_count, ranked.at(1).count);
    EXPECT_EQ(session->undoStack()->count(), steps + 1);
    session->undoStack()->undo();
    ASSERT_TRUE(session->waitForRecommendation(20000));
    const QModelIndex first = view->model()->index(0, 1);
    // A real double-click: press and release, then the double-click's press and release.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(first).center());
    EXPECT_EQ(session->scenario().gpu_id, before.gpu_id);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(first).center());
    EXPECT_EQ(session->scenario().gpu_id, ranked.at(0).gpu);
    EXPECT_EQ(session->scenario().gpu_count, ranked.at(0).count);
    EXPECT_EQ(session->undoStack()->count(), steps + 1);

    // A point of the chart selects its option; it loads nothing.
    ASSERT_TRUE(session->waitForRecommendation(20000));
    const Scenario now = session->scenario();
    const gpuplan::Candidate last = session->recommendation()->ranked.back();
    Q_EMIT chart->pointClicked(nullptr, QPointF(last.job_hours, last.total_cost));
    EXPECT_EQ(session->scenario().gpu_id, now.gpu_id);
    EXPECT_EQ(session->scenario().gpu_count, now.gpu_count);
    EXPECT_TRUE(line->text().startsWith(QStringLiteral("Selected: #"))) << line->text().toStdString();
    mark = chart->seriesNamed(QStringLiteral("Selected option"));
    ASSERT_EQ(mark->count(), 1);
    EXPECT_DOUBLE_EQ(mark->at(0).x(), last.job_hours);
    EXPECT_NEAR(chart->dataPoints(QStringLiteral("Selected option")).front().y(), last.total_cost,
                1e-9 * last.total_cost);
}

} // namespace
