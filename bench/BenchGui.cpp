// GUI benchmarks on the offscreen platform, against the default catalog (a fresh
// catalog file created by the store from its built-in defaults):
// - an edit of a form field until every view is updated and the visible tab repainted;
// - a drag step of the Buy vs Rent hours slider, the same way;
// - cold start of the gpu-planner executable to its first shown window, and its
//   peak resident memory.
#include "BuyRentTab.h"
#include "CatalogStore.h"
#include "FitTab.h"
#include "InterconnectTab.h"
#include "MainWindow.h"
#include "MultiGpuTab.h"
#include "PlanSession.h"
#include "Planner.h"
#include "ScenarioForm.h"
#include "ThroughputTab.h"

#include <QApplication>
#include <QLineEdit>
#include <QSlider>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <memory>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace {

using gpuplan::gui::MainWindow;

double median(std::vector<double> v) {
    if (v.empty())
        return 0;
    std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2), v.end());
    return v[v.size() / 2];
}

struct Gui {
    QTemporaryDir dir;
    std::unique_ptr<MainWindow> window;
    Gui() {
        const QString path = dir.path() + QStringLiteral("/catalog.sqlite");
        auto catalog = gpuplan::CatalogStore::open(path.toStdString()).load();
        window = std::make_unique<MainWindow>(new gpuplan::gui::PlanSession(std::move(catalog), path));
        window->resize(1400, 900);
        window->show();
        QApplication::processEvents();
    }
    ~Gui() { window->session()->markSaved(); }
    // Events delivered and the visible tab painted (synchronously).
    void settle() {
        QApplication::processEvents();
        window->resultTabs()->currentWidget()->repaint();
    }
};

// Types a new batch size into the form (textEdited is what a key press emits).
void BM_GuiEditFieldAllViews(benchmark::State& state) {
    Gui gui;
    gui.window->resultTabs()->setCurrentIndex(static_cast<int>(state.range(0)));
    auto* batch = gui.window->findChild<QLineEdit*>(QStringLiteral("batchEdit"));
    gui.settle();
    int i = 0;
    std::vector<double> ms;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        const QString text = QString::number(1 + (i++ % 2));
        batch->setText(text);
        Q_EMIT batch->textEdited(text);
        gui.settle();
        ms.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    state.counters["median_ms"] = median(ms);
    state.SetLabel(gui.window->resultTabs()
                       ->tabText(static_cast<int>(state.range(0)))
                       .remove(QLatin1Char('&'))
                       .toStdString());
}
BENCHMARK(BM_GuiEditFieldAllViews)->DenseRange(0, 5)->Unit(benchmark::kMillisecond)->MinTime(1.0);

void BM_GuiHoursSliderStep(benchmark::State& state) {
    Gui gui;
    gui.window->resultTabs()->setCurrentWidget(gui.window->findChild<QWidget*>(QStringLiteral("buyRentTab")));
    auto* slider = gui.window->findChild<QSlider*>(QStringLiteral("hoursSlider"));
    gui.settle();
    int i = 0;
    std::vector<double> ms;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        slider->setValue(100 + (i++ % 400));
        gui.settle();
        ms.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    state.counters["median_ms"] = median(ms);
}
BENCHMARK(BM_GuiHoursSliderStep)->Unit(benchmark::kMillisecond)->MinTime(1.0);

// Where an edit's time goes: the planner, each tab's refresh, the form, the repaint.
void BM_GuiEditBreakdown(benchmark::State& state) {
    Gui gui;
    auto* w = gui.window.get();
    auto* session = w->session();
    std::vector<double> plan_ms, fit_ms, multi_ms, link_ms, thr_ms, cost_ms, form_ms, paint_ms;
    auto time = [](std::vector<double>& into, auto&& f) {
        const auto start = std::chrono::steady_clock::now();
        f();
        into.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    };
    gpuplan::PlanOptions options;
    options.recommend = false;
    for (auto _ : state) {
        time(plan_ms, [&] {
            benchmark::DoNotOptimize(gpuplan::plan(session->catalog(), session->scenario(), options));
        });
        time(fit_ms, [&] { w->findChild<gpuplan::gui::FitTab*>()->refresh(); });
        time(multi_ms, [&] { w->findChild<gpuplan::gui::MultiGpuTab*>()->refresh(); });
        time(link_ms, [&] { w->findChild<gpuplan::gui::InterconnectTab*>()->refresh(); });
        time(thr_ms, [&] { w->findChild<gpuplan::gui::ThroughputTab*>()->refresh(); });
        time(cost_ms, [&] { w->findChild<gpuplan::gui::BuyRentTab*>()->refresh(); });
        time(form_ms, [&] { w->form()->setScenario(session->scenario()); });
        time(paint_ms, [&] { gui.settle(); });
    }
    state.counters["plan_ms"] = median(plan_ms);
    state.counters["fit_ms"] = median(fit_ms);
    state.counters["multi_ms"] = median(multi_ms);
    state.counters["link_ms"] = median(link_ms);
    state.counters["thr_ms"] = median(thr_ms);
    state.counters["cost_ms"] = median(cost_ms);
    state.counters["form_ms"] = median(form_ms);
    state.counters["paint_ms"] = median(paint_ms);
}
BENCHMARK(BM_GuiEditBreakdown)->Unit(benchmark::kMillisecond)->Iterations(10);

// Starts the executable with GPU_PLANNER_EXIT_AFTER_SHOW=1: wall time from exec to
// exit after the first window was shown (teardown included, so an upper bound).
void BM_GuiColdStartToFirstWindow(benchmark::State& state) {
    QTemporaryDir home;
    const std::string data = QString(home.path() + QStringLiteral("/data")).toStdString();
    const std::string config = QString(home.path() + QStringLiteral("/config")).toStdString();
    long max_rss_kb = 0;
    bool first = true;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        const pid_t pid = fork();
        if (pid == 0) {
            setenv("QT_QPA_PLATFORM", "offscreen", 1);
            setenv("GPU_PLANNER_EXIT_AFTER_SHOW", "1", 1);
            setenv("XDG_DATA_HOME", data.c_str(), 1);
            setenv("XDG_CONFIG_HOME", config.c_str(), 1);
            unsetenv("GPU_PLANNER_DB");
            execl(GPUPLAN_EXE, GPUPLAN_EXE, static_cast<char*>(nullptr));
            _exit(127);
        }
        int status = 0;
        rusage usage{};
        wait4(pid, &status, 0, &usage);
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
            state.SkipWithError("gpu-planner did not exit cleanly");
            break;
        }
        if (!first) // the first run creates the catalog file: not a typical start
            max_rss_kb = std::max(max_rss_kb, usage.ru_maxrss);
        state.SetIterationTime(first ? 0.0 : seconds);
        first = false;
    }
    state.counters["peak_rss_MB"] = static_cast<double>(max_rss_kb) / 1024.0;
}
BENCHMARK(BM_GuiColdStartToFirstWindow)->UseManualTime()->Iterations(11)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    if (!std::getenv("QT_QPA_PLATFORM"))
        setenv("QT_QPA_PLATFORM", "offscreen", 1);
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
