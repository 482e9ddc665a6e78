// GUI benchmarks on the offscreen platform, against the default catalog (a fresh
// catalog file created by the store from its built-in defaults):
// - an edit of a form field until every view is updated and the visible tab repainted;
// - a drag step of the Buy vs Rent hours slider, the same way;
// - cold start of the gpu-planner executable to its first shown window, and its
//   peak resident memory.
#include "core/plan/Planner.h"
#include "database/CatalogStore.h"
#include "gui/scenario/PlanSession.h"
#include "gui/scenario/ScenarioForm.h"
#include "gui/tabs/BuyRentTab.h"
#include "gui/tabs/FitTab.h"
#include "gui/tabs/InterconnectTab.h"
#include "gui/tabs/MultiGpuTab.h"
#include "gui/tabs/ThroughputTab.h"
#include "gui/window/MainWindow.h"

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
#include <time.h>
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

// CPU time of the calling (GUI) thread, in ms. On a busy machine wall time measures the
// other processes as well; the GUI thread's own CPU time is what the edit costs there.
double threadCpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

// Wall and GUI-thread CPU time of each step of a benchmark loop.
struct StepTimes {
    std::vector<double> wall_ms;
    std::vector<double> cpu_ms;
    template <typename F> void time(F&& f) {
        const auto start = std::chrono::steady_clock::now();
        const double cpu = threadCpuMs();
        f();
        cpu_ms.push_back(threadCpuMs() - cpu);
        wall_ms.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    void report(benchmark::State& state, const std::string& prefix = {}) const {
        state.counters[prefix + "median_ms"] = median(wall_ms);
        state.counters[prefix + "cpu_median_ms"] = median(cpu_ms);
    }
};

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

// Types a new batch size into the form (textEdited is what a key press emits), until the
// views are updated and the visible tab repainted. On the Recommend tab the new ranking
// comes from the sweep on its worker thread: the edit is timed until it is shown.
void BM_GuiEditFieldAllViews(benchmark::State& state) {
    Gui gui;
    gui.window->resultTabs()->setCurrentIndex(static_cast<int>(state.range(0)));
    const bool recommend =
        gui.window->resultTabs()->currentWidget()->objectName() == QStringLiteral("recommendTab");
    auto* batch = gui.window->findChild<QLineEdit*>(QStringLiteral("batchEdit"));
    gui.settle();
    if (recommend)
        gui.window->session()->waitForRecommendation(30000);
    int i = 0;
    StepTimes total, edit, events, paint;
    for (auto _ : state) {
        total.time([&] {
            const QString text = QString::number(1 + (i++ % 2));
            edit.time([&] {
                batch->setText(text);
                Q_EMIT batch->textEdited(text);
            });
            events.time([&] {
                QApplication::processEvents();
                if (recommend && !gui.window->session()->recommendationIsCurrent()) {
                    gui.window->session()->waitForRecommendation(30000);
                    QApplication::processEvents();
                }
            });
            paint.time([&] { gui.window->resultTabs()->currentWidget()->repaint(); });
        });
        if (recommend && !gui.window->session()->recommendationIsCurrent())
            state.SkipWithError("the recommendation was not delivered");
    }
    total.report(state);
    edit.report(state, "edit_");
    events.report(state, "events_");
    paint.report(state, "paint_");
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
    StepTimes total, edit, events, paint;
    for (auto _ : state) {
        total.time([&] {
            edit.time([&] { slider->setValue(100 + (i++ % 400)); });
            events.time([] { QApplication::processEvents(); });
            paint.time([&] { gui.window->resultTabs()->currentWidget()->repaint(); });
        });
    }
    total.report(state);
    edit.report(state, "edit_");
    events.report(state, "events_");
    paint.report(state, "paint_");
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
