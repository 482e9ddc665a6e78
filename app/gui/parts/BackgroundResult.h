#pragma once

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QMetaObject>
#include <QObject>
#include <QThreadPool>

#include <cstdint>
#include <functional>
#include <optional>
#include <utility>

namespace gpuplan::gui {

// A result too slow for the GUI thread (the recommendation sweep, the serving search), computed
// on a worker thread of its own for one generation of the scenario and kept only if the scenario
// has not changed meanwhile. It runs only while someone wants it (the tab that shows it is open).
// Belongs to a QObject (`owner`) on the GUI thread, which receives the result as a queued call.
template <class T> class BackgroundResult {
public:
    explicit BackgroundResult(QObject* owner) : owner_(owner) { pool_.setMaxThreadCount(1); }
    ~BackgroundResult() {
        pool_.clear();
        pool_.waitForDone();
    }
    BackgroundResult(const BackgroundResult&) = delete;
    BackgroundResult& operator=(const BackgroundResult&) = delete;

    // The latest result, and whether it belongs to the current generation.
    const std::optional<T>& value() const { return value_; }
    bool isCurrent() const { return current_; }
    bool wanted() const { return wanted_; }
    void setWanted(bool wanted) { wanted_ = wanted; }

    // The scenario changed to `generation`: the result is out of date.
    void invalidate(std::uint64_t generation) {
        generation_ = generation;
        current_ = false;
    }

    // Starts `compute` (run on the worker; returns T) for the current generation, unless it is
    // not wanted, already current, or already started for it. `ready` runs on the owner's thread
    // once the result is in.
    void start(std::function<T()> compute, std::function<void()> ready) {
        if (!wanted_ || current_ || started_ == generation_)
            return;
        started_ = generation_;
        pool_.clear(); // a computation for an older scenario that has not started is no longer wanted
        const std::uint64_t generation = generation_;
        pool_.start([this, generation, compute = std::move(compute), ready = std::move(ready)] {
            T result = compute();
            QMetaObject::invokeMethod(
                owner_,
                [this, generation, ready, r = std::move(result)]() mutable {
                    if (generation != generation_)
                        return; // the scenario changed meanwhile
                    value_ = std::move(r);
                    current_ = true;
                    ready();
                },
                Qt::QueuedConnection);
        });
    }

    // Waits for the result of the current generation (tests, the screenshot tool); false when
    // none was started for it or it took longer than `timeout_ms`.
    bool wait(int timeout_ms) {
        QDeadlineTimer deadline(timeout_ms);
        while (!current_ && started_ == generation_ && !deadline.hasExpired()) {
            pool_.waitForDone(static_cast<int>(deadline.remainingTime()));
            QCoreApplication::sendPostedEvents(owner_);
        }
        return current_;
    }

private:
    QObject* owner_;
    std::optional<T> value_;
    bool current_ = false;
    bool wanted_ = false;
    std::uint64_t generation_ = 0;
    std::uint64_t started_ = 0;
    QThreadPool pool_;
};

} // namespace gpuplan::gui
