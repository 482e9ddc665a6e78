#pragma once

#include "core/ProbeReport.h"
#include "core/probe/Benchmark.h"

#include <QString>
#include <QWidget>

#include <functional>
#include <map>
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
class QSplitter;
class QTimer;

namespace gpuplan::probe {
class Probe;
}
namespace gpuplan::charts {
class LiveChart;
}

namespace gpuplan::gui {

class PlanSession;
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

    charts::LiveChart* liveChart() const { return chart_; }
    ResultTable* devicesTable() const { return devices_; }
    ResultTable* backendsTable() const { return backends_; }
    ResultTable* benchmarkTable() const { return bench_table_; }
    QListWidget* differencesList() const { return differences_; }
    QLabel* messageLabel() const { return message_; }
    QProgressBar* progressBar() const { return progress_; }
    QComboBox* quantityCombo() const { return quantity_; }

Q_SIGNALS:
    void detectionFinished();
    void benchmarkFinished();
    void sampled();

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    struct Mailbox;

    void setState(State state);
    void applySettings();
    void onDetected(std::uint64_t generation, std::shared_ptr<probe::Probe> probe, probe::ProbeReport report);
    void onSamples(std::uint64_t generation, std::vector<probe::LiveSample> samples);
    void onBenchmarkProgress(const QString& step, double fraction);
    void onBenchmarkDone(std::uint64_t generation, probe::BenchmarkReport report);
    void abandonBenchmark(const QString& why);
    // Runs `work` on a detached worker thread counted by the mailbox.
    void spawn(std::function<void()> work);
    void matchCatalog();
    void updateDevices();
    void updateBenchmark();
    void updateButtons();
    void redrawChart();
    void updateSampling();
    QString seriesName(const std::string& bus_id) const;

    PlanSession* session_;
    std::shared_ptr<Mailbox> mailbox_;
    std::shared_ptr<probe::Probe> probe_;
    probe::ProbeReport report_;
    State state_ = State::Idle;
    std::uint64_t generation_ = 0; // a new detection makes older results stale
    bool sample_in_flight_ = false;
    bool bench_running_ = false;
    std::uint64_t bench_generation_ = 0; // a result of an abandoned run is dropped
    std::optional<std::stop_source> bench_stop_;
    probe::BenchmarkOptions bench_options_;
    QString unit_; // of the quantity on the live chart
    // Rolling history of the live readings, per device (PCI bus id).
    std::map<std::string, std::vector<probe::LiveSample>> history_;

    QLabel* message_;
    QWidget* content_;
    QPushButton* detect_button_;
    QPushButton* bench_button_;
    QPushButton* cancel_button_;
    QSpinBox* time_limit_;
    QPushButton* attach_button_;
    QPushButton* detach_button_;
    QLabel* attached_label_;
    QWidget* devices_box_;
    QWidget* differences_box_;
    ResultTable* devices_;
    QListWidget* differences_;
    ResultTable* backends_;
    QWidget* bench_box_;
    QProgressBar* progress_;
    QLabel* bench_status_;
    ResultTable* bench_table_;
    QWidget* live_box_;
    QComboBox* quantity_;
    charts::LiveChart* chart_;
    QTimer* timer_;
};

} // namespace gpuplan::gui
