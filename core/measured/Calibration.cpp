#include "core/measured/Calibration.h"

#include "core/speed/Throughput.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace gpuplan {

namespace {

using Point = std::array<double, 4>; // log bandwidth, log compute, overheads in ms

StepKnobs knobsAt(const Point& p, const KnobBounds& b) {
    StepKnobs k;
    k.bandwidth = std::clamp(std::exp(p[0]), b.min_bandwidth, b.max_bandwidth);
    k.compute = std::clamp(std::exp(p[1]), b.min_compute, b.max_compute);
    k.overhead_decode_s = std::max(0.0, p[2]) / 1e3;
    k.overhead_mixed_s = std::max(0.0, p[3]) / 1e3;
    return k;
}

// Nelder-Mead (reflection 1, expansion 2, contraction and shrink 0.5) from the defaults.
StepKnobs simplexFit(const std::vector<const PreparedRun*>& runs, const KnobBounds& b, int budget) {
    std::array<Point, 5> x{};
    std::array<double, 5> f{};
    const Point step{std::log(1.3), std::log(1.3), 1.0, 1.0};
    for (std::size_t i = 1; i < 5; ++i)
        x[i][i - 1] = step[i - 1];
    int evals = 0;
    auto cost = [&](const Point& p) {
        ++evals;
        return fitCost(runs, knobsAt(p, b));
    };
    for (std::size_t i = 0; i < 5; ++i)
        f[i] = cost(x[i]);
    auto along = [](const Point& c, const Point& w, double t) {
        Point r;
        for (std::size_t d = 0; d < 4; ++d)
            r[d] = c[d] + t * (w[d] - c[d]);
        return r;
    };
    while (evals < budget) {
        std::array<std::size_t, 5> order{0, 1, 2, 3, 4};
        std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t c) { return f[a] < f[c]; });
        const std::size_t best = order[0], worst = order[4], second = order[3];
        if (f[worst] - f[best] <= 1e-6 * (1.0 + f[best]))
            break;
        Point centre{};
        for (std::size_t i : order)
            if (i != worst)
                for (std::size_t d = 0; d < 4; ++d)
                    centre[d] += x[i][d] / 4.0;
        const Point reflected = along(centre, x[worst], -1.0);
        const double fr = cost(reflected);
        if (fr < f[best]) {
            const Point expanded = along(centre, x[worst], -2.0);
            const double fe = cost(expanded);
            x[worst] = fe < fr ? expanded : reflected;
            f[worst] = std::min(fe, fr);
        } else if (fr < f[second]) {
            x[worst] = reflected;
            f[worst] = fr;
        } else {
            const Point contracted = along(centre, x[worst], 0.5);
            const double fc = cost(contracted);
            if (fc < f[worst]) {
                x[worst] = contracted;
                f[worst] = fc;
            } else {
                for (std::size_t i : order)
                    if (i != best) {
                        x[i] = along(x[best], x[i], 0.5);
                        f[i] = cost(x[i]);
                    }
            }
        }
    }
    const std::size_t best = static_cast<std::size_t>(std::min_element(f.begin(), f.end()) - f.begin());
    return knobsAt(x[best], b);
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

} // namespace

double fitCost(const std::vector<const PreparedRun*>& runs, const StepKnobs& k) {
    double c = 0;
    for (const PreparedRun* r : runs) {
        const RunErrors e = runErrors(*r, predictRun(*r, k));
        if (e.tpot)
            c += std::abs(std::log1p(*e.tpot));
        if (e.ttft)
            c += 0.5 * std::abs(std::log1p(*e.ttft));
    }
    return c;
}

FitSearch calibrationSearch() {
    return {{1.2, 1.1, 1.05, 1.02}, 4, 240};
}

StepKnobs fitStepKnobs(const std::vector<const PreparedRun*>& runs, const KnobBounds& bounds,
                       const FitSearch& search) {
    StepKnobs k;
    if (runs.empty())
        return k;
    double best = fitCost(runs, k);
    if (search.simplex_evaluations > 0) {
        const StepKnobs s = simplexFit(runs, bounds, search.simplex_evaluations);
        if (const double c = fitCost(runs, s); c < best) {
            k = s;
            best = c;
        }
    }
    double* knobs[] = {&k.bandwidth, &k.compute, &k.overhead_decode_s, &k.overhead_mixed_s};
    auto clamp = [&](const double* x, double v) {
        if (x == &k.bandwidth)
            return std::clamp(v, bounds.min_bandwidth, bounds.max_bandwidth);
        if (x == &k.compute)
            return std::clamp(v, bounds.min_compute, bounds.max_compute);
        return std::max(0.0, v);
    };
    auto sweep = [&](double f) {
        for (double* x : knobs) {
            const bool additive = x == &k.overhead_decode_s || x == &k.overhead_mixed_s;
            const double now = *x;
            double chosen = now;
            const std::vector<double> tries =
                additive && now == 0.0 ? std::vector<double>{0.5e-3, 2e-3, 8e-3}
                                       : std::vector<double>{now / f, now * f, now / (f * f), now * f * f};
            for (double v : tries) {
                v = clamp(x, v);
                if (v == now)
                    continue;
                *x = v;
                const double c = fitCost(runs, k);
                if (c < best) {
                    best = c;
                    chosen = v;
                }
            }
            *x = chosen;
        }
    };
    for (double f : search.factors) {
        for (int i = 0; i < std::max(1, search.max_repeats); ++i) {
            const double before = best;
            sweep(f);
            if (!(best < before * 0.999))
                break;
        }
    }
    return k;
}

MedianErrors medianErrors(const std::vector<const PreparedRun*>& runs, const StepKnobs& k) {
    std::vector<double> ttft, tpot;
    for (const PreparedRun* r : runs) {
        const RunErrors e = runErrors(*r, predictRun(*r, k));
        if (e.ttft)
            ttft.push_back(std::abs(*e.ttft));
        if (e.tpot)
            tpot.push_back(std::abs(*e.tpot));
    }
    MedianErrors m;
    if (!ttft.empty())
        m.ttft = median(ttft);
    if (!tpot.empty())
        m.tpot = median(tpot);
    return m;
}

CalibrationResult calibrate(const std::vector<const BenchmarkRun*>& runs, const ServingSettings& s,
                            const ModelSpec& m, const GpuSpec& gpu, const LinkPath* path) {
    CalibrationResult out;
    std::vector<PreparedRun> prepared;
    prepared.reserve(runs.size());
    for (const BenchmarkRun* r : runs) {
        const auto setup = runSetup(*r, s);
        if (!setup || (!setup->ttft_ms && !setup->tpot_ms))
            continue;
        if (auto p = prepareRun(*setup, m, gpu, path)) {
            prepared.push_back(std::move(*p));
            out.runs.push_back(r);
        }
    }
    if (prepared.size() < kMinCalibrationRuns) {
        out.refusal = Message(MessageId::CalibrationTooFewRuns, {kMinCalibrationRuns, prepared.size()});
        return out;
    }
    std::vector<const PreparedRun*> ptrs;
    for (const PreparedRun& p : prepared)
        ptrs.push_back(&p);

    // The engine's defaults the knobs multiply, for the precision the runs computed in (every
    // matching run has the scenario's engine and precision); bounds keep them physical.
    const PreparedRun& first = prepared.front();
    const EffectiveServing e = effectiveServing(first.setup.serving, gpu, m.max_context);
    const double prefill = e.prefillMfu(computePrecision(first.setup.weights, false, TrainRegime::Mixed));
    KnobBounds b;
    b.min_bandwidth = 0.01 / e.decode_memory_efficiency;
    b.max_bandwidth = 1.0 / e.decode_memory_efficiency;
    b.min_compute = 0.01 / std::min(prefill, e.decode_mfu);
    b.max_compute = 1.0 / std::max(prefill, e.decode_mfu);
    out.knobs = fitStepKnobs(ptrs, b, calibrationSearch());

    ServingCalibration& c = out.calibration;
    c.engine = s.engine;
    c.gpu_id = gpu.id;
    c.model_id = m.id;
    c.decode_memory_efficiency = std::min(1.0, e.decode_memory_efficiency * out.knobs.bandwidth);
    c.prefill_mfu = std::min(1.0, prefill * out.knobs.compute);
    c.decode_mfu = std::min(1.0, e.decode_mfu * out.knobs.compute);
    c.step_overhead_decode_ms = 1e3 * out.knobs.overhead_decode_s;
    c.step_overhead_mixed_ms = 1e3 * out.knobs.overhead_mixed_s;
    for (const BenchmarkRun* r : out.runs)
        c.runs.push_back(runLabel(*r));
    const MedianErrors before = medianErrors(ptrs, {});
    const MedianErrors after = medianErrors(ptrs, out.knobs);
    c.ttft_error_before = before.ttft;
    c.tpot_error_before = before.tpot;
    c.ttft_error_after = after.ttft;
    c.tpot_error_after = after.tpot;
    out.ok = true;
    return out;
}

} // namespace gpuplan
