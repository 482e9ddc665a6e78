#pragma once

#include "core/probe/Benchmark.h"
#include "core/scenario/ProbeReport.h"

#include <QString>

#include <functional>
#include <memory>
#include <stop_token>
#include <vector>

class QObject;

namespace gpuplan::probe {
class Probe;
}

namespace gpuplan::gui {

// The probe tab's background work: a detection, one live sample, a benchmark, each
// on its own detached thread (a driver call that hangs must block neither the GUI
// nor the window's closing beyond a short wait). Results come back as calls on the
// owner's thread; once the workers are destroyed, a late result is dropped.
class ProbeWorkers {
public:
    explicit ProbeWorkers(QObject* owner);
    // Drops whatever comes back from now on and gives the running workers a moment
    // (3 s) to finish: a cancelled benchmark polls its stop token; one stuck in a
    // driver call is left behind, detached.
    ~ProbeWorkers();
    ProbeWorkers(const ProbeWorkers&) = delete;
    ProbeWorkers& operator=(const ProbeWorkers&) = delete;

    // A new Probe (options from the environment) and what it detected; a failure
    // is reported as a failed "probe" backend.
    void detect(std::function<void(std::shared_ptr<probe::Probe>, probe::ProbeReport)> done);
    // One reading of every device (none when the probe fails).
    void sample(std::shared_ptr<probe::Probe> probe,
                std::function<void(std::vector<probe::LiveSample>)> done);
    // The benchmark, its progress as it goes; a failure is a "failed" report.
    void benchmark(std::shared_ptr<probe::Probe> probe, probe::BenchmarkOptions options, std::stop_token stop,
                   std::function<void(QString step, double fraction)> progress,
                   std::function<void(probe::BenchmarkReport)> done);

private:
    struct Mailbox;

    // Runs `work` on a detached thread counted by the mailbox.
    void spawn(std::function<void()> work);

    std::shared_ptr<Mailbox> mailbox_;
};

} // namespace gpuplan::gui
