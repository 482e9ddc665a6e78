// The Probe tab on the fake vendor libraries (tests/fakes) and the fixture
// sysfs trees (tests/data/sysfs), injected through the test-only GPU_PLANNER_*
// environment variables (docs/probe/README.md): no real driver is loaded.
#include "GuiFixture.h"

#include "charts/LiveChart.h"
#include "gui/parts/ResultTable.h"
#include "gui/probe/ProbeTab.h"

#include "core/scenario/ProbeJson.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QUndoStack>
#include <QXYSeries>

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <string>

using gpuplan::gui::ProbeTab;
using gpuplan::gui::ResultTable;

namespace {

std::string data(const std::string& rel) {
    return std::string(GPUPLAN_TEST_DATA) + "/" + rel;
}

// Is a shared library of this path mapped in this process?
bool loaded(const std::string& path) {
    std::ifstream maps("/proc/self/maps");
    std::string line;
    while (std::getline(maps, line))
        if (line.find(path) != std::string::npos)
            return true;
    return false;
}

class ProbeTabTest : public gpuplan::test::GuiFixture {
protected:
    // The machine: the fixture sysfs tree of two NVLinked A100s, the fake NVML
    // (two-gpus-nvlink: GPU 1 power-capped at 300 W), the fake CUDA driver and cuBLAS.
    void SetUp() override {
        setMachine("nvidia", GPUPLAN_FAKE_NVML);
        setenv("GPU_PLANNER_PCI_IDS", data("pci.ids").c_str(), 1);
        setenv("GPU_PLANNER_ROCM_SMI_LIBRARY", "/nonexistent/librocm_smi64.so", 1);
        setenv("GPU_PLANNER_CUDA_LIBRARY", GPUPLAN_FAKE_CUDA, 1);
        setenv("GPU_PLANNER_CUBLAS_LIBRARY", GPUPLAN_FAKE_CUBLAS, 1);
        setenv("GPU_PLANNER_FAKE_NVML", "two-gpus-nvlink", 1);
        setenv("GPU_PLANNER_FAKE_CUDA", "ok", 1);
        GuiFixture::SetUp();
        tab = window->probeTab();
        ASSERT_NE(tab, nullptr);
        gpuplan::probe::BenchmarkOptions small;
        small.runs = 2;
        small.transfer_bytes = 4 << 20;
        tab->setBenchmarkOptions(small);
    }
    void TearDown() override {
        GuiFixture::TearDown();
        for (const char* v : {"GPU_PLANNER_SYSFS_ROOT", "GPU_PLANNER_NVML_LIBRARY", "GPU_PLANNER_PCI_IDS",
                              "GPU_PLANNER_ROCM_SMI_LIBRARY", "GPU_PLANNER_CUDA_LIBRARY",
                              "GPU_PLANNER_CUBLAS_LIBRARY", "GPU_PLANNER_FAKE_NVML", "GPU_PLANNER_FAKE_CUDA"})
            unsetenv(v);
    }
    static void setMachine(const char* tree, const char* nvml) {
        setenv("GPU_PLANNER_SYSFS_ROOT", data(std::string("sysfs/") + tree).c_str(), 1);
        setenv("GPU_PLANNER_NVML_LIBRARY", nvml, 1);
    }

    // Shows the window on the Probe tab and waits for the detection.
    void showProbe() {
        window->show();
        window->resultTabs()->setCurrentWidget(tab);
        ASSERT_TRUE(QTest::qWaitFor([&] { return tab->state() != ProbeTab::State::Detecting; }, 15000));
    }
    bool runBenchmark() {
        QSignalSpy done(tab, &ProbeTab::benchmarkFinished);
        tab->runBenchmark();
        EXPECT_TRUE(tab->isBenchmarkRunning());
        return done.wait(15000);
    }
    QString benchCell(const QString& measurement, int column) const {
        ResultTable* t = tab->benchmarkTable();
        const int row = t->rowOf(QStringLiteral("0000:07:00.0/") + measurement);
        EXPECT_GE(row, 0) << measurement.toStdString();
        return t->text(row, column);
    }

    ProbeTab* tab = nullptr;
};

} // namespace

TEST_F(ProbeTabTest, NothingIsDetectedUntilTheTabIsShown) {
    window->show();
    QTest::qWait(50);
    EXPECT_EQ(tab->state(), ProbeTab::State::Idle);
    EXPECT_TRUE(tab->report().backends.empty());
    EXPECT_FALSE(loaded(GPUPLAN_FAKE_NVML));
}

TEST_F(ProbeTabTest, DevicesAreShownBesideTheirCatalogEntries) {
    showProbe();
    ASSERT_EQ(tab->state(), ProbeTab::State::Ready);
    ResultTable* t = tab->devicesTable();
    ASSERT_EQ(t->model()->rowCount(), 2);
    const int gpu0 = t->rowOf(QStringLiteral("0000:07:00.0"));
    const int gpu1 = t->rowOf(QStringLiteral("0000:0f:00.0"));
    ASSERT_GE(gpu0, 0);
    ASSERT_GE(gpu1, 0);
    EXPECT_EQ(t->text(gpu0, 0), QStringLiteral("GPU 0"));
    EXPECT_EQ(t->text(gpu0, 1), QStringLiteral("NVIDIA A100-SXM4-80GB"));
    EXPECT_EQ(t->text(gpu0, 8), QStringLiteral("0000:07:00.0"));
    // The default catalog's row carries the PCI id 10de:20b2 (database/seed/gpus.csv).
    EXPECT_EQ(t->text(gpu0, 2), QStringLiteral("A100 SXM4 80GB"));
    EXPECT_EQ(t->text(gpu0, 7), QStringLiteral("PCI id"));
    EXPECT_EQ(t->text(gpu1, 2), QStringLiteral("A100 SXM4 80GB"));
    // The fake's 12 active NVLink 3 links, the catalog's "NVLink 3"; PCIe max, not the idle Gen1 link.
    EXPECT_EQ(t->text(gpu0, 5), QStringLiteral("12 × NVLink 3 / NVLink 3"));
    EXPECT_EQ(t->text(gpu0, 4), QStringLiteral("Gen4 x16 / Gen4 x16"));
    // 80 GiB read by NVML, the catalog's 85,899,345,920 bytes (database/seed/gpus.csv): 80.0 GiB both.
    EXPECT_EQ(t->text(gpu0, 3), QStringLiteral("80.0 / 80.0"));
    EXPECT_EQ(t->text(gpu0, 6), QStringLiteral("400 / 400"));
    // GPU 1 is capped at 300 W: the power cell says so and stands out.
    EXPECT_EQ(t->text(gpu1, 6), QStringLiteral("300 / 400"));
    EXPECT_NE(t->model()->item(gpu1, 6)->background(), t->model()->item(gpu0, 6)->background());
    EXPECT_FALSE(t->model()->item(gpu1, 6)->toolTip().isEmpty());
    // The differences: that one.
    QListWidget* diffs = tab->differencesList();
    ASSERT_EQ(diffs->count(), 1);
    EXPECT_EQ(diffs->item(0)->data(Qt::UserRole).toString(), QStringLiteral("power_limit"));
    EXPECT_TRUE(diffs->item(0)->text().startsWith(QStringLiteral("GPU 1 (0000:0f:00.0): ")));
    // The backends: NVML and PCI sysfs saw both GPUs; no AMD.
    ResultTable* b = tab->backendsTable();
    const int nvml = b->rowOf(QStringLiteral("nvml"));
    ASSERT_GE(nvml, 0);
    EXPECT_EQ(b->text(nvml, 1), QStringLiteral("OK"));
    EXPECT_EQ(b->text(nvml, 2), QStringLiteral("2"));
    EXPECT_EQ(b->text(b->rowOf(QStringLiteral("pci-sysfs")), 2), QStringLiteral("2"));
    EXPECT_EQ(b->text(b->rowOf(QStringLiteral("amdgpu-sysfs")), 1), QStringLiteral("Not present"));
    EXPECT_TRUE(tab->messageLabel()->text().contains(QStringLiteral("2 GPU(s) detected")));
    EXPECT_TRUE(loaded(GPUPLAN_FAKE_NVML)); // what the disabled probe must not do
}

TEST_F(ProbeTabTest, TheLiveChartGetsASampleEverySecondWhileShown) {
    showProbe();
    EXPECT_TRUE(tab->isSampling());
    auto* timer = tab->findChild<QTimer*>(QStringLiteral("probeSampleTimer"));
    ASSERT_NE(timer, nullptr);
    EXPECT_EQ(timer->interval(), 1000);
    gpuplan::charts::LiveChart* chart = tab->liveChart();
    // The first sample comes with the detection; then one per timer tick.
    QSignalSpy sampled(tab, &ProbeTab::sampled);
    ASSERT_TRUE(QTest::qWaitFor([&] { return chart->seriesNames().size() == 2; }, 5000));
    const QString gpu0 = QStringLiteral("GPU 0");
    ASSERT_NE(chart->seriesNamed(gpu0), nullptr);
    const int before = chart->seriesNamed(gpu0)->count();
    // The timer's next tick (a second) brings one more point per device.
    ASSERT_TRUE(QTest::qWaitFor([&] { return chart->seriesNamed(gpu0)->count() == before + 1; }, 3000));
    EXPECT_GE(sampled.count(), 1);
    // The fake NVML reads 7 % utilisation (tests/fakes/FakeNvml.cpp).
    EXPECT_DOUBLE_EQ(chart->seriesNamed(gpu0)->points().back().y(), 7.0);
    EXPECT_DOUBLE_EQ(chart->window(), 120.0);

    // Another quantity redraws the history in its unit.
    QComboBox* quantity = tab->quantityCombo();
    quantity->setCurrentIndex(quantity->findText(QStringLiteral("Power draw (W)")));
    ASSERT_NE(chart->seriesNamed(gpu0), nullptr);
    EXPECT_EQ(chart->seriesNamed(gpu0)->count(), before + 1);
    EXPECT_NEAR(chart->seriesNamed(gpu0)->points().back().y(), 61.234, 1e-6); // the fake's 61234 mW

    // Hidden: no more sampling.
    window->resultTabs()->setCurrentIndex(0);
    EXPECT_FALSE(tab->isSampling());
    window->resultTabs()->setCurrentWidget(tab);
    EXPECT_TRUE(tab->isSampling());
}

TEST_F(ProbeTabTest, TheRollingWindowDropsOldReadings) {
    gpuplan::charts::LiveChart chart;
    chart.setWindow(120);
    for (int t = 0; t <= 300; ++t)
        chart.addPoint(QStringLiteral("GPU 0"), t, t % 100);
    QXYSeries* s = chart.seriesNamed(QStringLiteral("GPU 0"));
    ASSERT_NE(s, nullptr);
    EXPECT_EQ(s->count(), 121); // 180..300 s
    EXPECT_DOUBLE_EQ(s->points().front().x(), 180.0);
    EXPECT_DOUBLE_EQ(chart.now(), 300.0);
}

TEST_F(ProbeTabTest, BenchmarkResultsAreRatedAgainstTheCatalog) {
    showProbe();
    ASSERT_TRUE(runBenchmark());
    EXPECT_FALSE(tab->isBenchmarkRunning());
    ASSERT_TRUE(tab->report().benchmark);
    EXPECT_EQ(tab->report().benchmark->status, "ok");
    // The fake CUDA driver has one GPU (0000:07:00.0): five measurements.
    EXPECT_EQ(tab->benchmarkTable()->model()->rowCount(), 5);
    // Fake FP16 GEMM 250 TFLOP/s against the catalog's 312 (A100 dense FP16, FP32 accumulate).
    EXPECT_EQ(benchCell(QStringLiteral("gemm_fp16"), 2), QStringLiteral("250 TFLOP/s"));
    EXPECT_EQ(benchCell(QStringLiteral("gemm_fp16"), 3), QStringLiteral("312 TFLOP/s"));
    EXPECT_EQ(benchCell(QStringLiteral("gemm_fp16"), 4),
              QStringLiteral("80%")); // text::Format: "80 %" in French
    EXPECT_EQ(benchCell(QStringLiteral("gemm_fp16"), 5), QString());
    EXPECT_EQ(tab->progressBar()->value(), tab->progressBar()->maximum());
    ASSERT_TRUE(tab->report().devices[0].benchmark);
}

TEST_F(ProbeTabTest, AFigureAboveThePeakIsFlaggedAndHighlighted) {
    setenv("GPU_PLANNER_FAKE_CUDA", "fast", 1); // FP32 GEMM at 150 TFLOP/s (as if TF32 were used)
    showProbe();
    ASSERT_TRUE(runBenchmark());
    EXPECT_EQ(benchCell(QStringLiteral("gemm_fp32"), 5), QStringLiteral("Above peak"));
    ResultTable* t = tab->benchmarkTable();
    const int flagged = t->rowOf(QStringLiteral("0000:07:00.0/gemm_fp32"));
    const int plain = t->rowOf(QStringLiteral("0000:07:00.0/gemm_fp16"));
    EXPECT_NE(t->model()->item(flagged, 2)->background(), t->model()->item(plain, 2)->background());
}

TEST_F(ProbeTabTest, CancelStopsAHungBenchmark) {
    setenv("GPU_PLANNER_FAKE_CUDA", "hang", 1); // events never complete
    showProbe();
    QSignalSpy done(tab, &ProbeTab::benchmarkFinished);
    tab->runBenchmark();
    auto* cancel = tab->findChild<QPushButton*>(QStringLiteral("probeCancelButton"));
    auto* run = tab->findChild<QPushButton*>(QStringLiteral("probeBenchmarkButton"));
    EXPECT_TRUE(cancel->isEnabled());
    EXPECT_FALSE(run->isEnabled());
    QTest::qWait(300); // it is waiting for the GPU now
    EXPECT_TRUE(tab->isBenchmarkRunning());
    const auto asked = std::chrono::steady_clock::now();
    cancel->click();
    ASSERT_TRUE(done.wait(5000));
    EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - asked).count(), 3.0);
    ASSERT_TRUE(tab->report().benchmark);
    EXPECT_EQ(tab->report().benchmark->status, "cancelled");
    EXPECT_TRUE(run->isEnabled());
    EXPECT_FALSE(cancel->isEnabled());
}

TEST_F(ProbeTabTest, AttachedProbeIsUndoableAndSurvivesSaveAndReopen) {
    showProbe();
    ASSERT_TRUE(runBenchmark());
    EXPECT_FALSE(session->scenario().probe);
    tab->attachToScenario();
    ASSERT_TRUE(session->scenario().probe);
    EXPECT_EQ(*session->scenario().probe, tab->report());
    EXPECT_TRUE(session->scenario().probe->benchmark);
    EXPECT_TRUE(session->isModified());
    session->undoStack()->undo();
    EXPECT_FALSE(session->scenario().probe);
    session->undoStack()->redo();
    ASSERT_TRUE(session->scenario().probe);

    const QString path = dir.path() + QStringLiteral("/lab.gpuplan");
    QString error;
    ASSERT_TRUE(window->saveTo(path, &error)) << error.toStdString();
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const auto j = nlohmann::json::parse(f.readAll().toStdString());
    EXPECT_EQ(j["probe"]["devices"][1]["differences"][0]["field"], "power_limit");
    EXPECT_EQ(j["probe"]["devices"][0]["benchmark"]["measurements"].size(), 5u);

    const auto attached = *session->scenario().probe;
    session->reset(gpuplan::Scenario{}); // another scenario, then the file again
    EXPECT_FALSE(session->scenario().probe);
    ASSERT_TRUE(window->openFile(path, &error)) << error.toStdString();
    ASSERT_TRUE(session->scenario().probe);
    // What the file says survives: the probe's messages are read back as the English text the
    // file holds (ProbeJson), not as their ids.
    EXPECT_EQ(gpuplan::probe::toJson(*session->scenario().probe), gpuplan::probe::toJson(attached));
    EXPECT_EQ(session->scenario().probe->devices.size(), attached.devices.size());
    // ... and as the messages that text is (core/base/MessageParse.h): reopened in French, the
    // probe's sentences are French, not the file's English (issue 37).
    const auto& reopened = *session->scenario().probe;
    ASSERT_FALSE(attached.devices[1].differences.empty());
    EXPECT_EQ(reopened.devices[1].differences[0].message, attached.devices[1].differences[0].message);
    EXPECT_EQ(reopened.devices[0].match_message, attached.devices[0].match_message);
    EXPECT_NE(reopened.devices[0].match_message.id, gpuplan::MessageId::Verbatim);

    tab->detachFromScenario();
    EXPECT_FALSE(session->scenario().probe);
    session->undoStack()->undo();
    EXPECT_TRUE(session->scenario().probe);
}

TEST_F(ProbeTabTest, NoGpuIsACleanStateNotAnError) {
    setMachine("no-gpu", "/nonexistent/libnvidia-ml.so.1");
    showProbe();
    EXPECT_EQ(tab->state(), ProbeTab::State::NoGpu);
    EXPECT_TRUE(tab->messageLabel()->text().contains(QStringLiteral("No GPU found on this machine")));
    EXPECT_TRUE(tab->report().devices.empty());
    // What each backend said is shown.
    ResultTable* b = tab->backendsTable();
    EXPECT_EQ(b->model()->rowCount(), 4);
    const int nvml = b->rowOf(QStringLiteral("nvml"));
    ASSERT_GE(nvml, 0);
    EXPECT_EQ(b->text(nvml, 1), QStringLiteral("Not present"));
    EXPECT_FALSE(b->text(nvml, 3).isEmpty());
    EXPECT_TRUE(b->isVisibleTo(window.get()));
    EXPECT_FALSE(tab->devicesTable()->isVisibleTo(window.get()));
    EXPECT_FALSE(tab->isSampling());
    EXPECT_FALSE(tab->findChild<QPushButton*>(QStringLiteral("probeBenchmarkButton"))->isEnabled());
    EXPECT_FALSE(tab->findChild<QPushButton*>(QStringLiteral("probeAttachButton"))->isEnabled());
    EXPECT_EQ(window->findChild<QMessageBox*>(), nullptr);
}

// Core's probe says why in message ids; the tab words them in the user's language (here French,
// from resources/translations/gpu-planner_fr.ts): no English sentence of core reaches it.
TEST_F(ProbeTabTest, AMissingDriverIsSaidInFrench) {
    QTranslator french;
    ASSERT_TRUE(french.load(QStringLiteral(GPUPLAN_QM_FR)));
    QCoreApplication::installTranslator(&french);
    setMachine("no-gpu", "/nonexistent/libnvidia-ml.so.1");
    showProbe();
    ResultTable* b = tab->backendsTable();
    const int nvml = b->rowOf(QStringLiteral("nvml"));
    ASSERT_GE(nvml, 0);
    const QString why = b->text(nvml, 3);
    const QString pci = b->text(b->rowOf(QStringLiteral("pci-sysfs")), 3);
    QCoreApplication::removeTranslator(&french);
    EXPECT_TRUE(why.startsWith(QStringLiteral("/nonexistent/libnvidia-ml.so.1 n’a pas pu être chargée : "
                                              "aucun pilote NVIDIA installé (")))
        << why.toStdString();
    EXPECT_FALSE(why.contains(QStringLiteral("could not be loaded"))) << why.toStdString();
    EXPECT_TRUE(pci.startsWith(QStringLiteral("aucun contrôleur d’affichage"))) << pci.toStdString();
}

TEST_F(ProbeTabTest, AHungDriverDoesNotBlockTheWindow) {
    setenv("GPU_PLANNER_FAKE_NVML", "hang", 1); // nvmlInit takes 3 s
    window->show();
    const auto started = std::chrono::steady_clock::now();
    window->resultTabs()->setCurrentWidget(tab);
    QTest::qWait(100); // the event loop runs meanwhile
    EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count(), 1.0);
    EXPECT_EQ(tab->state(), ProbeTab::State::Detecting);
    ASSERT_TRUE(QTest::qWaitFor([&] { return tab->state() == ProbeTab::State::Ready; }, 15000));
    EXPECT_EQ(tab->devicesTable()->model()->rowCount(), 2);
}

TEST_F(ProbeTabTest, DisabledInPreferencesDetectsNothing) {
    QSettings().setValue(QStringLiteral("probe/enabled"), false);
    QSignalSpy detected(tab, &ProbeTab::detectionFinished);
    window->show();
    window->resultTabs()->setCurrentWidget(tab);
    QTest::qWait(300);
    EXPECT_EQ(tab->state(), ProbeTab::State::Disabled);
    EXPECT_TRUE(tab->messageLabel()->text().contains(QStringLiteral("Probe disabled in Preferences")));
    EXPECT_EQ(detected.count(), 0);
    EXPECT_TRUE(tab->report().backends.empty());
    EXPECT_FALSE(tab->isSampling());
    EXPECT_FALSE(loaded(GPUPLAN_FAKE_NVML)); // no vendor library was loaded
    tab->detect();                           // the button is disabled; the slot refuses too
    EXPECT_EQ(tab->state(), ProbeTab::State::Disabled);

    // Enabled again (the preferences dialog): read when the tab is shown next.
    QSettings().setValue(QStringLiteral("probe/enabled"), true);
    window->resultTabs()->setCurrentIndex(0);
    window->resultTabs()->setCurrentWidget(tab);
    ASSERT_TRUE(detected.wait(15000));
    EXPECT_EQ(tab->state(), ProbeTab::State::Ready);
}

TEST_F(ProbeTabTest, DisablingStopsTheSampling) {
    showProbe();
    EXPECT_TRUE(tab->isSampling());
    QSettings().setValue(QStringLiteral("probe/enabled"), false);
    window->resultTabs()->setCurrentIndex(0);
    window->resultTabs()->setCurrentWidget(tab);
    EXPECT_EQ(tab->state(), ProbeTab::State::Disabled);
    EXPECT_FALSE(tab->isSampling());
    EXPECT_TRUE(tab->report().devices.empty());
}
