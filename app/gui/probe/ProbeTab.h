#pragma once

#include "core/probe/Benchmark.h"
#include "core/scenario/ProbeReport.h"

#include <QString>
#include <QWidget>

#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

class QComboBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTimer;

namespace gpuplan::probe {
class Probe;
}
namespace gpuplan::charts {
class LiveChart;
}

namespace gpuplan::gui {

class PlanSession;
class ProbeBenchmarkPanel;
class ProbeDeviceTable;
class ProbeLivePanel;
class ProbeWorkers;
class ResultTable;

// The live probe of this machine's GPUs (the guide's nvidia-smi checks):
// the detected devices beside their catalog entries and what differs, what
// each backend (NVML, ROCm SMI, sysfs) said, a CUDA micro-benchmark against the
// catalog peaks, a live chart of utilisation / memory / power / temperature
// refreshed every second, and "Attach to scenario" to keep the result in the
// .gpuplan file (and the report).
//
// Nothing here blocks the GUI: detection, every sample and the benchmark run on
// worker threads and post their result back; a driver that hangs leaves the
// tab waiting (with Cancel for the benchmark), never the window. Detection
// starts the first time the tab is shown. The QSettings boolean "probe/enabled"
// (default true, re-read each time the tab is shown) turns it all off: no
// vendor library is loaded then.
//
// The tab assembles its views (gui/probe/: the device table, the benchmark panel,
// the live chart) and runs its work through ProbeWorkers.
class ProbeTab : public QWidget {
    Q_OBJECT
public:
    enum class State { Idle, Disabled, Detecting, NoGpu, Ready };

    explicit ProbeTab(PlanSession* session, QWidget* parent = nullptr);
    ~ProbeTab() override;

    State state() const { return state_; }
    // The last detection, matched against the session's catalog, with the last
    // benchmark attached.
    const probe::ProbeReport& report() const { return report_; }
    bool probeEnabled() const;
    bool isBenchmarkRunning() const { return bench_running_; }
    bool isSampling() const;
    // How many seconds the live chart keeps (120).
    double liveWindow() const;

    // Starts a detection (again) on a worker thread, unless the probe is disabled.
    void detect();
    // Runs the benchmark with the tab's options (time limit from the spin box).
    void runBenchmark();
    void cancelBenchmark();
    // One tick of the live monitor: samples on a worker thread (skipped while the
    // previous sample is still running); the timer calls it every second.
    void sampleNow();
    // Stores report() in the scenario / removes it, as undoable edits.
    void attachToScenario();
    void detachFromScenario();

    // Benchmark sizes and runs (tests use small ones); the spin box sets the time limit.
    void setBenchmarkOptions(const probe::BenchmarkOptions& options);
    probe::BenchmarkOptions benchmarkOptions() const;

    charts::LiveChart* liveChart() const;
    ResultTable* devicesTable() const;
    ResultTable* backendsTable() const;
    ResultTable* benchmarkTable() const;
    QListWidget* differencesList() const;
    QLabel* messageLabel() const { return message_; }
    QProgressBar* progressBar() const;
    QComboBox* quantityCombo() const;

Q_SIGNALS:
    void detectionFinished();
    void benchmarkFinished();
    void sampled();

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void nameWidgets();
    void layOutTab();
    void connectSignals();
    void setState(State state);
    void applySettings();
    void onDetected(std::uint64_t generation, std::shared_ptr<probe::Probe> probe, probe::ProbeReport report);
    void onSamples(std::uint64_t generation, std::vector<probe::LiveSample> samples);
    void onBenchmarkProgress(const QString& step, double fraction);
    void onBenchmarkDone(std::uint64_t generation, probe::BenchmarkReport report);
    void abandonBenchmark(const QString& why);
    void matchCatalog();
    void updateDevices();
    void updateBenchmark();
    void updateButtons();
    void updateSampling();
    QString seriesName(const std::string& bus_id) const;

    PlanSession* session_;
    std::unique_ptr<ProbeWorkers> workers_;
    std::shared_ptr<probe::Probe> probe_;
    probe::ProbeReport report_;
    State state_ = State::Idle;
    std::uint64_t generation_ = 0; // a new detection makes older results stale
    bool sample_in_flight_ = false;
    bool bench_running_ = false;
    std::uint64_t bench_generation_ = 0; // a result of an abandoned run is dropped
    std::optional<std::stop_source> bench_stop_;
    probe::BenchmarkOptions bench_options_;

    QLabel* message_;
    QWidget* content_;
    QPushButton* detect_button_;
    QPushButton* bench_button_;
    QPushButton* cancel_button_;
    QSpinBox* time_limit_;
    QPushButton* attach_button_;
    QPushButton* detach_button_;
    QLabel* attached_label_;
    ProbeDeviceTable* devices_;
    ProbeBenchmarkPanel* bench_;
    ProbeLivePanel* live_;
    QTimer* timer_;
};

} // namespace gpuplan::gui
