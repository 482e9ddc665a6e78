// The Serving tab: its inputs edit the scenario's serving block (one undo step each), its summary
// gives the scenario's own GPUs as the engine lays them out (the figures of core's
// servingOfScenario, written as the tab writes them), its speed chart falls with concurrency and
// draws the target, and the search over the catalog fills the options table, the cheapest that
// meets the targets first.
#include "GuiFixture.h"
#include "MeasuredRunsFixture.h"
#include "gui/tabs/ServingMeasured.h"

#include "charts/CurveChart.h"
#include "common/UntimedGpu.h"
#include "core/measured/RunMatching.h"
#include "core/plan/ServingScenario.h"
#include "core/serving/ServingEngine.h"
#include "gui/parts/ResultTable.h"
#include "gui/parts/UiFormat.h"
#include "text/CoreText.h"
#include "text/ServingText.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QUndoStack>
#include <QXYSeries>

#include <cmath>

using gpuplan::Scenario;
using gpuplan::gui::ResultTable;
using gpuplan::test::choose;
using gpuplan::test::GuiFixture;
using gpuplan::test::kUntimedGpuId;
using gpuplan::test::withUntimedGpu;

namespace {

// 50 colleagues chatting with Llama-3.1-8B on one H100: the question at a small scale.
Scenario servingScenario(Scenario s) {
    s.model_id = "llama-3.1-8b";
    s.workload.task = gpuplan::Task::Inference;
    s.workload.precision = gpuplan::Precision::BF16;
    s.gpu_id = "h100-sxm";
    s.gpu_count = 1;
    s.serving = {};
    s.serving.users = 50;
    s.serving.prompt_tokens = 1000;
    s.serving.output_tokens = 250;
    return s;
}

} // namespace

TEST_F(GuiFixture, ServingTabShowsTheScenarioGpusAsTheEngineLaysThemOut) {
    session->reset(servingScenario(session->scenario()));
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("servingTab"));
    const gpuplan::ServingOption own =
        gpuplan::servingOfScenario(session->catalog(), session->results().model, session->plannedScenario(),
                                   session->results().workload);
    ASSERT_TRUE(own.memory.fits);
    EXPECT_GT(own.memory.kv_cache_tokens, 100'000u); // 80 GB less 16 GB of weights, 128 KiB a token
    const QString summary = find<QLabel>("servingSummary")->text();
    const auto f = gpuplan::gui::uiFormat();
    EXPECT_TRUE(summary.contains(f.grouped(own.memory.kv_cache_tokens))) << summary.toStdString();
    EXPECT_TRUE(summary.contains(QStringLiteral("vLLM"))) << summary.toStdString();
    EXPECT_TRUE(summary.contains(f.number(own.load.tokens_per_s_per_user))) << summary.toStdString();

    // The speed each user sees falls as more sequences share a step.
    auto* chart = find<gpuplan::charts::CurveChart>("servingSpeedChart");
    QXYSeries* line = nullptr;
    for (QAbstractSeries* s : chart->chart()->series())
        if (s->name().endsWith(QStringLiteral("(this scenario)")))
            line = qobject_cast<QXYSeries*>(s);
    ASSERT_NE(line, nullptr);
    const QList<QPointF> points = line->points();
    ASSERT_GT(points.size(), 4);
    for (qsizetype i = 1; i < points.size(); ++i) {
        EXPECT_GT(points[i].x(), points[i - 1].x());
        EXPECT_LE(points[i].y(), points[i - 1].y() * (1 + 1e-9));
    }
}

TEST_F(GuiFixture, ServingInputsEditTheScenarioOneUndoStepEach) {
    session->reset(servingScenario(session->scenario()));
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("servingTab"));
    auto* ttft = find<QSpinBox>("servingTtftTarget");
    EXPECT_EQ(ttft->text(), QStringLiteral("none"));
    ttft->setValue(800);
    ASSERT_TRUE(session->scenario().serving.ttft_p95_ms);
    EXPECT_DOUBLE_EQ(*session->scenario().serving.ttft_p95_ms, 800.0);
    find<QDoubleSpinBox>("servingSpeedTarget")->setValue(20);
    ASSERT_TRUE(session->scenario().serving.tokens_per_s_per_user);
    EXPECT_DOUBLE_EQ(*session->scenario().serving.tokens_per_s_per_user, 20.0);
    // A rate instead of users: the users go, the rate comes.
    find<QComboBox>("servingTrafficKind")->setCurrentIndex(1);
    EXPECT_FALSE(session->scenario().serving.users);
    ASSERT_TRUE(session->scenario().serving.requests_per_s);
    // The form lists the engines of core's registry, in its order, by their names.
    auto* engine = find<QComboBox>("servingEngine");
    ASSERT_EQ(engine->count(), static_cast<int>(gpuplan::engines().size()));
    for (int i = 0; i < engine->count(); ++i)
        EXPECT_EQ(engine->itemData(i).toString().toStdString(), gpuplan::engineId(gpuplan::engines()[i]));
    EXPECT_EQ(engine->itemText(2), QStringLiteral("TensorRT-LLM"));
    // llama.cpp reserves max_model_len per slot instead of paging: another memory layout.
    choose(find<QComboBox>("servingEngine"), QStringLiteral("llama.cpp"));
    EXPECT_EQ(session->scenario().serving.engine, gpuplan::Engine::LlamaCpp);
    EXPECT_TRUE(find<QLabel>("servingSummary")->text().contains(QStringLiteral("llama.cpp")));

    QUndoStack* undo = session->undoStack();
    undo->undo(); // the engine
    EXPECT_EQ(session->scenario().serving.engine, gpuplan::Engine::VLLM);
    undo->undo(); // the traffic
    EXPECT_TRUE(session->scenario().serving.users);
    undo->undo(); // the speed target
    undo->undo(); // the TTFT target
    EXPECT_FALSE(session->scenario().serving.ttft_p95_ms);
    EXPECT_EQ(ttft->text(), QStringLiteral("none")); // the field follows the undo
}

TEST_F(GuiFixture, ServingSearchFillsTheOptionsCheapestThatMeetsTheTargetsFirst) {
    Scenario s = servingScenario(session->scenario());
    s.serving.ttft_p95_ms = 2000;
    s.serving.tokens_per_s_per_user = 20;
    session->reset(s);
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("servingTab"));
    ASSERT_TRUE(session->waitForServingSizing(30000));
    const gpuplan::ServingSizing& sizing = *session->servingSizing();
    ASSERT_FALSE(sizing.options.empty());
    ASSERT_TRUE(sizing.best);
    auto* table = find<ResultTable>("servingTable");
    ASSERT_EQ(table->model()->rowCount(), static_cast<int>(sizing.options.size()));
    EXPECT_EQ(table->text(0, 0), gpuplan::text::servingOptionName(*sizing.best));
    EXPECT_EQ(table->text(0, 2), QStringLiteral("yes"));
    // Every option that meets the targets costs no less a month than the first; an up-front price
    // with a note (a GPU sold only in systems, priced as its share of one) says it in its tool tip.
    for (int row = 0; row < static_cast<int>(sizing.options.size()); ++row) {
        const gpuplan::ServingOption& o = sizing.options[static_cast<std::size_t>(row)];
        if (o.meets) {
            EXPECT_GE(o.monthly_cost, sizing.best->monthly_cost - 1e-9);
        }
        EXPECT_EQ(table->model()->item(row, 7)->toolTip(),
                  gpuplan::text::coreText(o.price_notes, QStringLiteral("\n")))
            << o.gpu;
    }
    // The speed chart draws the target: 20 tokens/s per user.
    auto* chart = find<gpuplan::charts::CurveChart>("servingSpeedChart");
    QXYSeries* target = chart->seriesNamed(QStringLiteral("Target"));
    ASSERT_NE(target, nullptr);
    EXPECT_DOUBLE_EQ(target->points().front().y(), 20.0);
}

// More users than the KV cache runs at once: the summary says how many wait for a slot and how
// long, with the figures of core's servingOfScenario (the wait is in the first-token time).
TEST_F(GuiFixture, ServingTabSaysWhoWaitsForAKvSlot) {
    Scenario s = servingScenario(session->scenario());
    s.gpu_id = "rtx-4090";
    s.serving.max_model_len = 8192;
    s.serving.users = 400;
    session->reset(s);
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("servingTab"));
    const gpuplan::ServingOption own =
        gpuplan::servingOfScenario(session->catalog(), session->results().model, session->plannedScenario(),
                                   session->results().workload);
    ASSERT_TRUE(own.memory.fits);
    ASSERT_GT(own.load.queued_users, 0.0);
    const QString summary = find<QLabel>("servingSummary")->text();
    const auto f = gpuplan::gui::uiFormat();
    EXPECT_TRUE(summary.contains(QStringLiteral("users wait for a slot"))) << summary.toStdString();
    EXPECT_TRUE(summary.contains(f.number(own.load.queued_users))) << summary.toStdString();
    EXPECT_TRUE(summary.contains(f.seconds(own.load.queue_wait_s))) << summary.toStdString();
}

// On a GPU without a compute figure (one a user added with its memory and bandwidth only) the KV
// cache is sized, but no speed, latency or cost is shown as zeros: the summary gives the miss instead.
TEST_F(GuiFixture, ServingTabShowsNoZerosForAGpuWithoutComputeFigure) {
    session->setCatalog(withUntimedGpu(session->catalog()), session->catalogPath());
    Scenario s = servingScenario(session->scenario());
    s.model_id = "qwen3-30b-a3b";
    s.workload.precision = gpuplan::Precision::Q8_0;
    s.gpu_id = kUntimedGpuId;
    session->reset(s);
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("servingTab"));
    const QString summary = find<QLabel>("servingSummary")->text();
    EXPECT_TRUE(summary.contains(QStringLiteral("keeps a KV cache"))) << summary.toStdString();
    EXPECT_TRUE(
        summary.contains(QStringLiteral("has no compute figure in the catalog: its prefill, and so its "
                                        "latency, cannot be estimated")))
        << summary.toStdString();
    EXPECT_FALSE(summary.contains(QStringLiteral("At this traffic"))) << summary.toStdString();
    EXPECT_FALSE(summary.contains(QStringLiteral("a month,"))) << summary.toStdString();
}

// Llama 4 Scout's 10,485,760-token context does not fit the KV cache of 8 H100s: vLLM refuses to
// start and names the longest max_model_len the pool holds. The plan takes that length and says so
// (issue 35: never no answer). The tab's "Max model length" is the knob: at 131,072 tokens the
// model serves as asked, without the note; undo brings the model's context (and the note) back.
TEST_F(GuiFixture, MaxModelLengthMakesALongContextModelServe) {
    Scenario s = servingScenario(session->scenario());
    s.model_id = "llama-4-scout";
    s.gpu_count = 8;
    s.serving.tp = 8;
    session->reset(s);
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("servingTab"));
    auto* len = find<QSpinBox>("servingMaxModelLen");
    EXPECT_EQ(len->value(), 0); // the model's own context
    EXPECT_TRUE(len->toolTip().contains(QStringLiteral("10,485,760"))) << len->toolTip().toStdString();
    const QString shortened = find<QLabel>("servingSummary")->text();
    EXPECT_TRUE(shortened.contains(QStringLiteral("leaves no room for one sequence")))
        << shortened.toStdString();
    EXPECT_TRUE(shortened.contains(QStringLiteral("keeps a KV cache"))) << shortened.toStdString();
    len->setValue(131072);
    ASSERT_TRUE(session->scenario().serving.max_model_len);
    EXPECT_EQ(*session->scenario().serving.max_model_len, 131072u);
    const QString summary = find<QLabel>("servingSummary")->text();
    EXPECT_TRUE(summary.contains(QStringLiteral("keeps a KV cache"))) << summary.toStdString();
    EXPECT_FALSE(summary.contains(QStringLiteral("does not serve"))) << summary.toStdString();
    EXPECT_FALSE(summary.contains(QStringLiteral("leaves no room"))) << summary.toStdString();
    session->undoStack()->undo();
    EXPECT_FALSE(session->scenario().serving.max_model_len);
    EXPECT_EQ(len->value(), 0);
}

// Issue 34: a serving change no engine would run is not applied, and the reason is shown under
// the inputs: a request longer than the model's context (Llama 3.1 8B: 131,072 tokens, its
// config.json), a tensor-parallel degree that splits none of its 32 heads.
TEST_F(GuiFixture, ServingInputsRefuseWhatNoEngineWouldRunAndSayWhy) {
    session->reset(servingScenario(session->scenario()));
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("servingTab"));
    const Scenario before = session->scenario();
    auto* error = find<QLabel>("servingInputsError");
    EXPECT_TRUE(error->isHidden());
    find<QSpinBox>("servingPromptTokens")->setValue(200'000);
    EXPECT_FALSE(error->isHidden());
    EXPECT_TRUE(error->text().contains(QStringLiteral("131,072")) ||
                error->text().contains(QStringLiteral("131072")))
        << error->text().toStdString();
    EXPECT_EQ(session->scenario(), before);
    find<QSpinBox>("servingTp")->setValue(3);
    EXPECT_TRUE(error->text().contains(QStringLiteral("does not divide the 32 attention heads")))
        << error->text().toStdString();
    EXPECT_EQ(session->scenario(), before);
    find<QSpinBox>("servingPromptTokens")->setValue(2000);
    EXPECT_TRUE(error->isHidden());
    EXPECT_EQ(session->scenario().serving.prompt_tokens, 2000u);
}

// A team's runs of the scenario's option: the one at its load beside the modelled figures, all of
// them as measured points over the modelled curve, and "Calibrate to these runs" fitting the
// engine to them in one undo step (and "Remove the calibration" in another).
TEST_F(GuiFixture, MeasuredRunsShowBesideTheModelAndCalibrateInOneUndoStep) {
    session->reset(servingScenario(session->scenario()));
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("servingTab"));
    auto* calibrate = find<QPushButton>("servingCalibrate");
    auto* uncalibrate = find<QPushButton>("servingUncalibrate");
    EXPECT_FALSE(calibrate->isEnabled()); // no run in the catalog
    EXPECT_TRUE(calibrate->toolTip().contains(QStringLiteral("0 match")))
        << calibrate->toolTip().toStdString();

    // GPUPLAN_KEEP_TEST_OUTPUT=DIR: the window at 1024 x 700, to look at.
    auto keepShot = [this](const char* name) {
        const QString out = qEnvironmentVariable("GPUPLAN_KEEP_TEST_OUTPUT");
        if (out.isEmpty())
            return;
        window->resize(1024, 700);
        window->show();
        QApplication::processEvents();
        QDir().mkpath(out);
        window->grab().save(QDir(out).filePath(QString::fromLatin1(name)));
    };
    const gpuplan::ModelSpec model = session->results().model;
    session->setCatalog(gpuplan::test::withMeasuredRuns(session->catalog(), model, {8, 16, 50}),
                        session->catalogPath());
    QString summary = find<QLabel>("servingSummary")->text();
    EXPECT_TRUE(summary.contains(QStringLiteral("<b>Measured</b> (team-bench/c50.json, 2026-11-02)")))
        << summary.toStdString();
    EXPECT_FALSE(summary.contains(QStringLiteral("c16.json"))) << summary.toStdString(); // another load
    auto* chart = find<gpuplan::charts::CurveChart>("servingSpeedChart");
    const QList<QPointF> measured = chart->dataPoints(QStringLiteral("Measured runs"));
    ASSERT_EQ(measured.size(), 3);
    EXPECT_DOUBLE_EQ(measured[0].x(), 8.0);
    EXPECT_GT(measured[0].y(), measured[2].y()); // tokens/s per user fall with the users
    // Beside each, the model at that run's own load (the simulator replaying the run), at the same
    // x: the curve's x is the sequences in a step, not the users, so the two compare like with like.
    const QString model_name = QStringLiteral("Model at the run's load");
    QList<QPointF> modelled = chart->dataPoints(model_name);
    ASSERT_EQ(modelled.size(), 3);
    // Summed |log(model / measured)|: the runs were "measured" by another engine than the default.
    auto gap = [&measured](const QList<QPointF>& m) {
        double sum = 0;
        for (qsizetype i = 0; i < m.size(); ++i) {
            EXPECT_DOUBLE_EQ(m[i].x(), measured[i].x());
            sum += std::abs(std::log(m[i].y() / measured[i].y()));
        }
        return sum;
    };
    const double gap_before = gap(modelled);
    EXPECT_GT(gap_before, 0.1 * 3);
    {
        // Each modelled figure is the simulator's for that run (runsBesideModel), as the report tables it.
        const gpuplan::Scenario planned = session->plannedScenario();
        const auto runs =
            gpuplan::matchingRunsOfScenario(session->catalog(), model, planned, session->results().workload);
        const auto beside = gpuplan::runsBesideModel(session->catalog(), model, planned,
                                                     *session->catalog().findGpu("h100-sxm"), runs);
        ASSERT_EQ(beside.size(), 3u);
        ASSERT_TRUE(beside[0].modelled.has_value());
        EXPECT_NEAR(modelled[0].y(), 1000.0 / beside[0].modelled->tpot_ms, 1e-9);
    }
    ASSERT_NE(chart->seriesNamed(QStringLiteral("team-bench/c8.json, 2026-11-02: measured against modelled")),
              nullptr); // the segment joining the pair, left out of the legend
    // Each point's tool tip names its run, its load, and both figures.
    QXYSeries* measured_series = chart->seriesNamed(QStringLiteral("Measured runs"));
    ASSERT_NE(measured_series, nullptr);
    Q_EMIT measured_series->hovered(measured_series->points().at(0), true);
    const QString tip = chart->lastTooltip();
    for (const char* part :
         {"team-bench/c8.json, 2026-11-02", "Load: 8 users in a closed loop, 8 per replica",
          "Measured: ", "tokens/s per user", "Model at this load: ", "against measured"})
        EXPECT_TRUE(tip.contains(QString::fromUtf8(part))) << part << " in " << tip.toStdString();
    QXYSeries* model_series = chart->seriesNamed(model_name);
    ASSERT_NE(model_series, nullptr);
    Q_EMIT model_series->hovered(model_series->points().at(2), true);
    EXPECT_TRUE(chart->lastTooltip().startsWith(QStringLiteral("team-bench/c50.json, 2026-11-02")))
        << chart->lastTooltip().toStdString();
    Q_EMIT model_series->hovered(model_series->points().at(2), false);
    ASSERT_TRUE(calibrate->isEnabled());
    EXPECT_FALSE(uncalibrate->isVisibleTo(calibrate->parentWidget()));

    keepShot("serving-measured.png");
    const int steps = session->undoStack()->count();
    calibrate->click();
    // The fit runs on a worker: the button is busy and the scenario unchanged until it is in
    // (applied by a queued call, so not before this thread goes back to its events).
    auto* busy = find<QProgressBar>("servingCalibrating");
    EXPECT_TRUE(session->isCalibrating());
    EXPECT_FALSE(calibrate->isEnabled());
    EXPECT_EQ(calibrate->text().toStdString(), "Calibrating…");
    EXPECT_TRUE(busy->isVisibleTo(calibrate->parentWidget()));
    EXPECT_FALSE(session->scenario().serving.calibration.has_value());
    ASSERT_TRUE(session->waitForCalibration(120'000));
    EXPECT_FALSE(busy->isVisibleTo(calibrate->parentWidget()));
    EXPECT_EQ(calibrate->text().toStdString(), "Calibrate to these runs");
    EXPECT_TRUE(calibrate->isEnabled());
    ASSERT_TRUE(session->scenario().serving.calibration.has_value());
    EXPECT_EQ(session->undoStack()->count(), steps + 1);
    const gpuplan::ServingCalibration k = *session->scenario().serving.calibration;
    EXPECT_EQ(k.runs.size(), 3u);
    ASSERT_TRUE(k.tpot_error_after && k.tpot_error_before);
    EXPECT_LT(*k.tpot_error_after, *k.tpot_error_before);
    // Calibrated, the model at each run's load comes closer to what was measured.
    modelled = chart->dataPoints(model_name);
    ASSERT_EQ(modelled.size(), 3);
    EXPECT_LT(gap(modelled), 0.5 * gap_before);
    summary = find<QLabel>("servingSummary")->text();
    EXPECT_TRUE(summary.contains(QStringLiteral("Calibrated to 3 measured runs of vLLM")))
        << summary.toStdString();
    EXPECT_TRUE(uncalibrate->isVisibleTo(calibrate->parentWidget()));
    keepShot("serving-calibrated.png");

    uncalibrate->click();
    EXPECT_FALSE(session->scenario().serving.calibration.has_value());
    EXPECT_EQ(session->undoStack()->count(), steps + 2);
    session->undoStack()->undo();
    EXPECT_EQ(session->scenario().serving.calibration, k);
    session->undoStack()->undo();
    EXPECT_FALSE(session->scenario().serving.calibration.has_value());

    // One matching run: no fit, and the tool tip says why.
    gpuplan::Catalog one = session->catalog();
    one.benchmark_runs.resize(1);
    session->setCatalog(one, session->catalogPath());
    EXPECT_FALSE(calibrate->isEnabled());
    EXPECT_TRUE(calibrate->toolTip().contains(QStringLiteral("at least 2")))
        << calibrate->toolTip().toStdString();
    EXPECT_TRUE(calibrate->toolTip().contains(QStringLiteral("1 match")))
        << calibrate->toolTip().toStdString();
}

// An open-loop run (a request rate, no concurrency) has no users to stand at: it stands at the
// requests it had in flight (Little's law: requests completed a second x their measured latency),
// beside the model at its load, and its tool tip says so.
TEST_F(GuiFixture, AnOpenLoopRunStandsAtItsRequestsInFlightBesideTheModel) {
    session->reset(servingScenario(session->scenario()));
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("servingTab"));
    const gpuplan::ModelSpec model = session->results().model;
    session->setCatalog(gpuplan::test::withOpenLoopRun(session->catalog(), model, 4.0),
                        session->catalogPath());
    const gpuplan::BenchmarkRun& run = session->catalog().benchmark_runs.back();
    ASSERT_TRUE(run.output_tokens_per_s.has_value());
    auto* chart = find<gpuplan::charts::CurveChart>("servingSpeedChart");
    const QList<QPointF> measured = chart->dataPoints(QStringLiteral("Measured runs"));
    const QList<QPointF> modelled = chart->dataPoints(QStringLiteral("Model at the run's load"));
    ASSERT_EQ(measured.size(), 1);
    ASSERT_EQ(modelled.size(), 1);
    const double in_flight =
        *run.output_tokens_per_s / 250.0 * (*run.ttft.p50_ms + *run.tpot.p50_ms * 249.0) / 1000.0;
    EXPECT_GT(in_flight, 1.0);
    EXPECT_NEAR(measured[0].x(), in_flight, 1e-9 * in_flight);
    EXPECT_DOUBLE_EQ(modelled[0].x(), measured[0].x());
    EXPECT_NEAR(measured[0].y(), 1000.0 / *run.tpot.p50_ms, 1e-9);
    QXYSeries* series = chart->seriesNamed(QStringLiteral("Measured runs"));
    ASSERT_NE(series, nullptr);
    Q_EMIT series->hovered(series->points().at(0), true);
    EXPECT_TRUE(chart->lastTooltip().contains(QStringLiteral("Load: 4 requests/s, an open loop")))
        << chart->lastTooltip().toStdString();
}

// A calibration still running when the scenario changes is for a scenario gone: its result is
// dropped, not applied over the edit; one running when the window closes is waited for, and its
// result dropped with the session, without touching a destroyed widget or session.
TEST_F(GuiFixture, ACalibrationRunningWhenTheScenarioChangesOrTheWindowClosesIsDropped) {
    session->reset(servingScenario(session->scenario()));
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("servingTab"));
    session->setCatalog(
        gpuplan::test::withMeasuredRuns(session->catalog(), session->results().model, {8, 16, 50}),
        session->catalogPath());
    auto* calibrate = find<QPushButton>("servingCalibrate");
    ASSERT_TRUE(calibrate->isEnabled());
    const int steps = session->undoStack()->count();
    calibrate->click();
    ASSERT_TRUE(session->isCalibrating());
    EXPECT_FALSE(session->startCalibration(QStringLiteral("again"))); // one at a time
    Scenario next = session->scenario();
    next.serving.users = 60;
    session->edit(next, QStringLiteral("users"));
    EXPECT_FALSE(calibrate->isEnabled()); // still running: the refresh after the edit keeps it busy
    ASSERT_TRUE(session->waitForCalibration(120'000));
    EXPECT_FALSE(session->scenario().serving.calibration.has_value());
    EXPECT_EQ(session->scenario().serving.users, 60u);
    EXPECT_EQ(session->undoStack()->count(), steps + 1); // the edit alone
    EXPECT_TRUE(calibrate->isEnabled());

    // Undone to the scenario it started from, a new calibration is needed: the old one stays dropped.
    session->undoStack()->undo();
    QApplication::processEvents();
    EXPECT_FALSE(session->scenario().serving.calibration.has_value());

    calibrate = find<QPushButton>("servingCalibrate");
    calibrate->click();
    ASSERT_TRUE(session->isCalibrating());
    session->markSaved();
    window->close();
    window.reset(); // the session waits for its worker; the result posted to it goes with it
    QApplication::processEvents();
    QApplication::sendPostedEvents();
    // A window again, for TearDown.
    window = std::make_unique<gpuplan::gui::MainWindow>(new gpuplan::gui::PlanSession(
        gpuplan::test::defaultCatalog(dir), dir.path() + QStringLiteral("/catalog.sqlite")));
    session = window->session();
    EXPECT_FALSE(session->isCalibrating());
}

// A calibration is fitted for one engine on one GPU (ServingCalibration::appliesTo): the scenario
// keeps it when either changes, and the summary says it is not used rather than leaving it silent.
TEST_F(GuiFixture, ACalibrationForAnotherEngineOrGpuIsSaidToBeUnused) {
    Scenario s = servingScenario(session->scenario());
    gpuplan::ServingCalibration k;
    k.engine = gpuplan::Engine::VLLM;
    k.gpu_id = "h100-sxm";
    k.model_id = "llama-3.1-8b";
    k.runs = {"team-bench/c8.json, 2026-11-02", "team-bench/c16.json, 2026-11-02"};
    s.serving.calibration = k;
    session->reset(s);
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("servingTab"));
    auto summary = [this] { return find<QLabel>("servingSummary")->text(); };
    EXPECT_TRUE(summary().contains(QStringLiteral("Calibrated to 2 measured runs of vLLM")))
        << summary().toStdString();
    EXPECT_FALSE(summary().contains(QStringLiteral("is not used"))) << summary().toStdString();

    s.serving.engine = gpuplan::Engine::SGLang;
    session->reset(s);
    EXPECT_TRUE(summary().contains(QStringLiteral(
        "Calibration for vLLM on H100 SXM5 80GB is not used: this option is SGLang on H100 SXM5 80GB.")))
        << summary().toStdString();
    EXPECT_FALSE(summary().contains(QStringLiteral("Calibrated to"))) << summary().toStdString();
    // The button that removes it says the same.
    EXPECT_TRUE(
        find<QPushButton>("servingUncalibrate")->toolTip().startsWith(QStringLiteral("Calibration for vLLM")))
        << find<QPushButton>("servingUncalibrate")->toolTip().toStdString();

    s.serving.engine = gpuplan::Engine::VLLM;
    s.gpu_id = "h200";
    session->reset(s);
    EXPECT_TRUE(summary().contains(QStringLiteral(
        "Calibration for vLLM on H100 SXM5 80GB is not used: this option is vLLM on H200 SXM 141GB.")))
        << summary().toStdString();
    EXPECT_EQ(session->scenario().serving.calibration, k); // kept, for when the option comes back
}

// Where a run stands on the speed chart: a closed loop at its users per replica; an open loop at
// the requests it had in flight per replica, by Little's law (L = lambda W), lambda what it completed
// a second (its output throughput over its output length; the rate it sent when it gave none).
TEST(ServingMeasuredText, ARunStandsAtItsUsersOrItsRequestsInFlight) {
    using gpuplan::gui::ServingMeasured;
    gpuplan::BenchmarkRun r;
    r.output_tokens = 250;
    r.concurrency = 50;
    EXPECT_DOUBLE_EQ(*ServingMeasured::runLoad(r, 2), 25.0);
    r.concurrency.reset();
    r.request_rate = 3.0;
    EXPECT_FALSE(ServingMeasured::runLoad(r, 1).has_value()); // no latency measured
    r.ttft.p50_ms = 200;
    r.tpot.mean_ms = 20; // a mean where the tool gave no median
    // 3 requests/s x (0.2 s + 249 x 20 ms = 5.18 s) = 15.54 in flight, over 2 replicas.
    EXPECT_DOUBLE_EQ(*ServingMeasured::runLoad(r, 2), 3.0 * 5.18 / 2);
    r.output_tokens_per_s = 500; // it completed 2 a second, not the 3 it was sent
    EXPECT_DOUBLE_EQ(*ServingMeasured::runLoad(r, 1), 2.0 * 5.18);
}

// A measured latency as its tool summarised it: NIM's tables (AIPerf) give means alone, which
// the summary says are means; a median comes with its 95th percentile where the tool gave one.
TEST(ServingMeasuredText, AMeanAloneIsSaidToBeAMean) {
    const gpuplan::text::Format f;
    gpuplan::LatencySummary mean_only;
    mean_only.mean_ms = 688.69; // NVIDIA NIM 1.8.0, Llama-3.3-70B FP8, 2 x H100, 25 users: TTFT
    EXPECT_EQ(gpuplan::gui::ServingMeasured::latencyText(mean_only, f).toStdString(), "688.7 ms (mean)");
    gpuplan::LatencySummary both;
    both.mean_ms = 60.0;
    both.p50_ms = 52.0;
    both.p95_ms = 90.0;
    EXPECT_EQ(gpuplan::gui::ServingMeasured::latencyText(both, f).toStdString(), "52.0 ms (p95 90.0 ms)");
    gpuplan::LatencySummary median_only;
    median_only.p50_ms = 52.0;
    EXPECT_EQ(gpuplan::gui::ServingMeasured::latencyText(median_only, f).toStdString(), "52.0 ms");
}
