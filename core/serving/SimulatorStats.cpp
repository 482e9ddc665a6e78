#include "core/serving/SimulatorStats.h"

#include <algorithm>
#include <cmath>

namespace gpuplan {

namespace {

// The percentile q (0..1) of sorted values, linear between ranks (numpy's default, what
// `vllm bench serve` reports).
double percentile(const std::vector<double>& sorted, double q) {
    if (sorted.empty())
        return 0.0;
    const double pos = q * static_cast<double>(sorted.size() - 1);
    const auto lo = static_cast<std::size_t>(std::floor(pos));
    const std::size_t hi = std::min(lo + 1, sorted.size() - 1);
    return sorted[lo] + (pos - static_cast<double>(lo)) * (sorted[hi] - sorted[lo]);
}

} // namespace

LatencyFigures latencyFigures(std::vector<double>& values) {
    LatencyFigures f;
    if (values.empty())
        return f;
    std::sort(values.begin(), values.end());
    double sum = 0;
    for (double v : values)
        sum += v;
    f.mean = sum / static_cast<double>(values.size());
    f.p50 = percentile(values, 0.50);
    f.p90 = percentile(values, 0.90);
    f.p95 = percentile(values, 0.95);
    f.p99 = percentile(values, 0.99);
    return f;
}

LatencyFigures weightedLatencyFigures(std::vector<std::pair<double, double>>& vw) {
    LatencyFigures f;
    double total = 0, sum = 0;
    for (const auto& [v, w] : vw) {
        total += w;
        sum += v * w;
    }
    if (!(total > 0.0))
        return f;
    std::sort(vw.begin(), vw.end());
    f.mean = sum / total;
    double* out[] = {&f.p50, &f.p90, &f.p95, &f.p99};
    const double qs[] = {0.50, 0.90, 0.95, 0.99};
    std::size_t k = 0;
    double seen = 0;
    for (const auto& [v, w] : vw) {
        seen += w;
        while (k < 4 && seen >= qs[k] * total)
            *out[k++] = v;
    }
    while (k < 4)
        *out[k++] = vw.back().first;
    return f;
}

void SimulatorStats::request(double arrival, double first_token, double last_token, std::uint64_t tokens) {
    if (first_arrival_ < 0.0 || arrival < first_arrival_)
        first_arrival_ = arrival;
    last_finish_ = std::max(last_finish_, last_token);
    tokens_ += static_cast<double>(tokens);
    ttft_.push_back(first_token - arrival);
    e2e_.push_back(last_token - arrival);
    if (tokens > 1)
        tpot_.push_back((last_token - first_token) / static_cast<double>(tokens - 1));
}

void SimulatorStats::step(double seconds, double kv_use, double seqs) {
    ++steps_;
    busy_ += seconds;
    kv_time_ += kv_use * seconds;
    kv_peak_ = std::max(kv_peak_, kv_use);
    seqs_ += seqs;
}

SimulationResult SimulatorStats::result(double end_time) {
    SimulationResult r;
    r.measured = static_cast<std::uint32_t>(e2e_.size());
    r.ttft = latencyFigures(ttft_);
    r.tpot = latencyFigures(tpot_);
    r.e2e = latencyFigures(e2e_);
    r.itl = weightedLatencyFigures(gaps_);
    r.duration_s = end_time;
    const double window = last_finish_ - std::max(0.0, first_arrival_);
    if (window > 0.0) {
        r.output_tokens_per_s = tokens_ / window;
        r.requests_per_s = r.measured / window;
    }
    r.kv_use_mean = busy_ > 0.0 ? kv_time_ / busy_ : 0.0;
    r.kv_use_peak = kv_peak_;
    r.running_mean = steps_ ? seqs_ / static_cast<double>(steps_) : 0.0;
    r.preemptions = preemptions_;
    r.steps = steps_;
    r.rejected = rejected_;
    return r;
}

void GapTally::add(double gap) {
    for (auto& [v, n] : gaps_)
        if (std::abs(v - gap) <= 1e-12 * std::max(1.0, std::abs(v))) {
            n += 1.0;
            return;
        }
    gaps_.emplace_back(gap, 1.0);
}

void GapTally::flush(SimulatorStats& stats) {
    for (const auto& [v, n] : gaps_)
        stats.gap(v, n);
    gaps_.clear();
}

} // namespace gpuplan
