// The scheduler simulator (core/serving/BatchSimulator.h) against published measurements under
// load (tests/data/serving_runs.csv, sources in serving_runs.md): the step model's few free
// parameters are fitted per engine, and each source is predicted by a fit on the others
// (leave-one-source-out). The table is printed; docs/DESIGN.md ("Serving") keeps it.
#include "ServingRuns.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>

using namespace gpuplan;
using namespace gpuplan::test;

namespace {

struct Prepared {
    std::vector<PreparedRun> runs;
    std::size_t skipped = 0;
};

const Prepared& prepared() {
    static const Prepared p = [] {
        Prepared out;
        const auto gpus = seedGpus();
        for (const ServingRun& r : servingRuns()) {
            if (auto x = prepareRun(r, gpus))
                out.runs.push_back(std::move(*x));
            else
                ++out.skipped;
        }
        return out;
    }();
    return p;
}

// A run's errors, predicted / measured - 1 (nullopt: not published, or a TPOT of fewer than 16
// tokens, which says little of decoding).
struct Errors {
    std::optional<double> tpot, ttft;
};

Errors errorsOf(const PreparedRun& r, const StepKnobs& k) {
    const Predicted p = predictRun(r, k);
    Errors e;
    if (r.run.tpot_ms && r.run.output >= 16 && p.tpot_ms > 0)
        e.tpot = p.tpot_ms / *r.run.tpot_ms - 1.0;
    if (r.run.ttft_ms && p.ttft_ms > 0)
        e.ttft = p.ttft_ms / *r.run.ttft_ms - 1.0;
    return e;
}

double cost(const std::vector<const PreparedRun*>& runs, const StepKnobs& k) {
    double c = 0;
    for (const PreparedRun* r : runs) {
        const Errors e = errorsOf(*r, k);
        if (e.tpot)
            c += std::abs(std::log1p(*e.tpot));
        if (e.ttft)
            c += 0.5 * std::abs(std::log1p(*e.ttft));
    }
    return c;
}

// Pattern search of the summed absolute log errors over the knobs, each on a log scale: at each
// step size (x 2, then 1.41, 1.19, 1.09) every knob in turn moves up or down while that lowers
// the cost. The additive knobs start near zero (0.1 ms a step, 5 us a sequence, 1 ms a request).
StepKnobs fit(const std::vector<const PreparedRun*>& runs) {
    StepKnobs k;
    k.overhead_decode_s = 1e-4;
    k.host_per_seq_s = 5e-6;
    k.request_overhead_s = 1e-3;
    if (runs.empty())
        return k;
    double best = cost(runs, k);
    double* knobs[] = {&k.bandwidth, &k.compute, &k.overhead_decode_s, &k.host_per_seq_s, &k.request_overhead_s};
    for (double f : {2.0, 1.41, 1.19, 1.09}) {
        for (double* x : knobs) {
            for (double dir : {f, 1.0 / f}) {
                bool moved = false;
                for (int n = 0; n < 8; ++n) {
                    const double was = *x;
                    *x = was * dir;
                    const double c = cost(runs, k);
                    if (c < best) {
                        best = c;
                        moved = true;
                    } else {
                        *x = was;
                        break;
                    }
                }
                if (moved)
                    break;
            }
        }
    }
    return k;
}

struct Tally {
    std::vector<double> tpot, ttft;
    void add(const Errors& e) {
        if (e.tpot)
            tpot.push_back(std::abs(*e.tpot));
        if (e.ttft)
            ttft.push_back(std::abs(*e.ttft));
    }
};

double median(std::vector<double> v) {
    if (v.empty())
        return 0.0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

double within(const std::vector<double>& v, double bound) {
    if (v.empty())
        return 0.0;
    return static_cast<double>(std::count_if(v.begin(), v.end(), [&](double x) { return x <= bound; })) /
           static_cast<double>(v.size());
}

std::vector<const PreparedRun*> select(const std::string& engine, const std::string& source, bool held_out) {
    std::vector<const PreparedRun*> out;
    for (const PreparedRun& r : prepared().runs)
        if (engineGeneration(r.run) == engine && ((r.run.source == source) == held_out))
            out.push_back(&r);
    return out;
}

void printRow(const char* name, const Tally& t) {
    std::printf("| %s | %zu | %.1f %% | %.0f %% | %zu | %.1f %% | %.0f %% |\n", name, t.tpot.size(),
                100.0 * median(t.tpot), 100.0 * within(t.tpot, 0.2), t.ttft.size(), 100.0 * median(t.ttft),
                100.0 * within(t.ttft, 0.2));
}

} // namespace

// Leave one source out: each source's runs predicted by the knobs fitted, per engine, on the
// other sources' runs (an engine no other source measured keeps the uncalibrated step model).
TEST(ServingValidation, LeaveOneSourceOut) {
#if defined(__SANITIZE_ADDRESS__)
    // Thousands of simulated runs per fit: minutes in an optimised build, far more under
    // AddressSanitizer. The dev preset runs it; the simulator's own tests run everywhere.
    GTEST_SKIP() << "the validation runs in the optimised build (dev preset)";
#endif
    const Prepared& p = prepared();
    ASSERT_GE(p.runs.size(), 300u);
    const std::vector<std::string> sources{"accelmark", "gpustack", "nim", "mushfiqrahman"};
    const std::vector<std::string> engines{"vllm", "vllm-v0", "sglang", "trtllm"};
    Tally all, uncalibrated;
    std::printf(
        "| Held-out source | TPOT runs | TPOT median abs error | within 20 %% | TTFT runs | TTFT median "
        "abs error | within 20 %% |\n|---|---|---|---|---|---|---|\n");
    for (const std::string& src : sources) {
        Tally t;
        for (const std::string& eng : engines) {
            const std::vector<const PreparedRun*> test = select(eng, src, true);
            if (test.empty())
                continue;
            const StepKnobs k = fit(select(eng, src, false));
            for (const PreparedRun* r : test) {
                const Errors e = errorsOf(*r, k);
                t.add(e);
                all.add(e);
                uncalibrated.add(errorsOf(*r, {}));
            }
        }
        printRow(src.c_str(), t);
    }
    printRow("all (held out)", all);
    printRow("all, uncalibrated", uncalibrated);
    for (const std::string& eng : engines) {
        std::vector<const PreparedRun*> runs;
        for (const PreparedRun& r : p.runs)
            if (engineGeneration(r.run) == eng)
                runs.push_back(&r);
        const StepKnobs k = fit(runs);
        std::printf(
            "fit on every source, %s (%zu runs): bandwidth x %.3f, compute x %.3f, decode step + %.2f ms, "
            "mixed step + %.2f ms, host %.0f us a sequence, front end %.1f ms a request\n",
            eng.c_str(), runs.size(), k.bandwidth, k.compute, 1e3 * k.overhead_decode_s,
            1e3 * k.overhead_mixed_s, 1e6 * k.host_per_seq_s, 1e3 * k.request_overhead_s);
    }
    // The figures achieved (docs/DESIGN.md, "Serving under load"), held so that a regression fails;
    // they miss the budget (TPOT median <= 10 % with 80 % within 20 %, TTFT median <= 20 %).
    EXPECT_GT(all.tpot.size(), 280u);
    EXPECT_GT(all.ttft.size(), 300u);
    EXPECT_LT(median(all.tpot), 0.47);
    EXPECT_GT(within(all.tpot, 0.2), 0.19);
    EXPECT_LT(median(all.ttft), 0.70);
    EXPECT_GT(within(all.ttft, 0.2), 0.11);
}

// TEMP DIAG
TEST(ServingValidation, DumpDiag) {
    const char* path = std::getenv("DUMP_RUNS");
    if (!path) GTEST_SKIP();
    FILE* f = std::fopen(path, "w");
    std::fprintf(f, "id,source,engine,ver,gpu,model,w,tp,load,conc,rate,req,prompt,output,meas_tpot,pred_tpot,meas_ttft,pred_ttft,running,preempt,kvpeak,steps\n");
    for (const PreparedRun& r : prepared().runs) {
        ServingSpeedModel m = r.model;
        const SimulationResult s = simulateServing(m, r.policy, r.settings);
        const Predicted p = predictRun(r, {});
        std::fprintf(f, "%s,%s,%s,%s,%s,%s,%s,%u,%s,%u,%g,%u,%g,%g,%g,%g,%g,%g,%g,%llu,%g,%llu\n", r.run.id.c_str(), r.run.source.c_str(), r.run.engine.c_str(), r.run.engine_version.c_str(), r.run.gpu.c_str(), r.run.model.c_str(), r.run.weights.c_str(), r.run.tp, r.run.load.c_str(), r.run.concurrency, r.run.rate, r.run.requests, r.run.prompt, r.run.output, r.run.tpot_ms.value_or(-1), p.tpot_ms, r.run.ttft_ms.value_or(-1), p.ttft_ms, s.running_mean, (unsigned long long)s.preemptions, s.kv_use_peak, (unsigned long long)s.steps);
    }
    std::fclose(f);
}
