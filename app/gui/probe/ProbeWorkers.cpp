#include "gui/probe/ProbeWorkers.h"

#include "core/probe/Probe.h"
#include "gui/parts/UiFormat.h"
#include "text/CoreText.h"

#include <QMetaObject>
#include <QObject>

#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>
#include <utility>

namespace gpuplan::gui {

using probe::BackendStatus;
using probe::BenchmarkReport;
using probe::LiveSample;
using probe::ProbeReport;

// What worker threads post their results through. The workers clear `target`
// when they go away, so a late result (a driver that answered after minutes) is
// dropped instead of reaching a deleted widget; `running` lets the destructor
// wait a moment for the workers it just asked to stop.
struct ProbeWorkers::Mailbox {
    std::mutex mutex;
    std::condition_variable idle;
    QObject* target = nullptr;
    int running = 0;

    void post(std::function<void()> f) {
        const std::lock_guard lock(mutex);
        if (target)
            QMetaObject::invokeMethod(target, std::move(f), Qt::QueuedConnection);
    }
};

ProbeWorkers::ProbeWorkers(QObject* owner) : mailbox_(std::make_shared<Mailbox>()) {
    mailbox_->target = owner;
}

ProbeWorkers::~ProbeWorkers() {
    std::unique_lock lock(mailbox_->mutex);
    mailbox_->target = nullptr;
    mailbox_->idle.wait_for(lock, std::chrono::seconds(3), [this] { return mailbox_->running == 0; });
}

// Runs `work` on its own thread (detached: a hung driver call must not block
// the GUI, nor the window's closing beyond a short wait).
void ProbeWorkers::spawn(std::function<void()> work) {
    const std::shared_ptr<Mailbox>& box = mailbox_;
    {
        const std::lock_guard lock(box->mutex);
        ++box->running;
    }
    std::thread([box, work = std::move(work)] {
        try {
            work();
        } catch (...) {
            // Nothing may escape a worker; the probe reports its failures itself.
        }
        const std::lock_guard lock(box->mutex);
        --box->running;
        box->idle.notify_all();
    }).detach();
}

void ProbeWorkers::detect(std::function<void(std::shared_ptr<probe::Probe>, ProbeReport)> done) {
    spawn([box = mailbox_, done = std::move(done)] {
        auto probe = std::make_shared<probe::Probe>(probe::ProbeOptions::fromEnvironment());
        ProbeReport report;
        try {
            report = probe->detect();
        } catch (const std::exception& e) {
            report.backends.push_back({"probe", BackendStatus::State::Failed,
                                       Message(MessageId::ProbeInternalError, {std::string(e.what())}), 0});
        }
        box->post([done, probe = std::move(probe), report = std::move(report)]() mutable {
            done(std::move(probe), std::move(report));
        });
    });
}

void ProbeWorkers::sample(std::shared_ptr<probe::Probe> probe,
                          std::function<void(std::vector<LiveSample>)> done) {
    spawn([box = mailbox_, probe = std::move(probe), done = std::move(done)] {
        std::vector<LiveSample> samples;
        try {
            samples = probe->sample();
        } catch (...) {
            // No reading this second.
        }
        box->post([done, samples = std::move(samples)]() mutable { done(std::move(samples)); });
    });
}

void ProbeWorkers::benchmark(std::shared_ptr<probe::Probe> probe, probe::BenchmarkOptions options,
                             std::stop_token stop,
                             std::function<void(QString step, double fraction)> progress,
                             std::function<void(BenchmarkReport)> done) {
    spawn([box = mailbox_, probe = std::move(probe), options, stop = std::move(stop),
           progress = std::move(progress), done = std::move(done)] {
        BenchmarkReport report;
        try {
            report = probe->benchmark(options, stop, [box, progress](const Message& step, double fraction) {
                // Worded on the GUI thread, in the window's language and units.
                box->post(
                    [progress, step, fraction] { progress(text::coreText(step, uiFormat()), fraction); });
            });
        } catch (const std::exception& e) {
            report.status = "failed";
            report.message = Message(MessageId::ProbeInternalError, {std::string(e.what())});
        }
        box->post([done, report = std::move(report)]() mutable { done(std::move(report)); });
    });
}

} // namespace gpuplan::gui
