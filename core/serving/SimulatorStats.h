#pragma once

// What the batch simulator records while it runs (core/serving/BatchSimulator.h) and the figures
// it reports: per-request latencies, token gaps weighted by how many tokens shared them, the KV
// pool's use over time.
#include "core/serving/BatchSimulator.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace gpuplan {

// Means and percentiles of `values` (sorted in place).
LatencyFigures latencyFigures(std::vector<double>& values);
// The same of values each counted `weight` times (sorted in place).
LatencyFigures weightedLatencyFigures(std::vector<std::pair<double, double>>& value_weight);

class SimulatorStats {
public:
    void request(double arrival, double first_token, double last_token, std::uint64_t tokens);
    void gap(double seconds, double count) { gaps_.emplace_back(seconds, count); }
    void step(double seconds, double kv_use, double seqs);
    void preemption() { ++preemptions_; }
    void reject() { ++rejected_; }
    std::uint64_t steps() const { return steps_; }
    SimulationResult result(double end_time);

private:
    std::vector<double> ttft_, tpot_, e2e_;
    std::vector<std::pair<double, double>> gaps_;
    double first_arrival_ = -1, last_finish_ = 0, tokens_ = 0;
    double busy_ = 0, kv_time_ = 0, kv_peak_ = 0, seqs_ = 0;
    std::uint64_t steps_ = 0, preemptions_ = 0;
    std::uint32_t rejected_ = 0;
};

// The token gaps of one step: most decoding sequences share one gap (the step time), so they are
// tallied by value before they are recorded.
class GapTally {
public:
    void add(double gap);
    void flush(SimulatorStats& stats);

private:
    std::vector<std::pair<double, double>> gaps_;
};

} // namespace gpuplan
