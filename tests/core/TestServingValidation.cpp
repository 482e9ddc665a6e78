// The scheduler simulator (core/serving/BatchSimulator.h) against published measurements under
// load (tests/data/serving_runs.csv, sources in serving_runs.md): the step model's few free
// parameters are fitted per engine, and each source is predicted by a fit on the others
// (leave-one-source-out). The table is printed; docs/DESIGN.md ("Serving") keeps it.
#include "ServingRuns.h"

#include "core/measured/Calibration.h"
#include "core/serving/ServingAccuracy.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include <fmt/format.h>

using namespace gpuplan;
using namespace gpuplan::test;

namespace {

struct Prepared {
    std::vector<ValidationRun> runs;
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

RunErrors errorsOf(const ValidationRun& r, const StepKnobs& k) {
    return runErrors(r.prepared, predictRun(r.prepared, k));
}

// The step model's knobs fitted to the runs (core/measured/Calibration.h, unbounded here).
StepKnobs fit(const std::vector<const ValidationRun*>& runs) {
    std::vector<const PreparedRun*> p;
    for (const ValidationRun* r : runs)
        p.push_back(&r->prepared);
    return fitStepKnobs(p);
}

struct Tally {
    std::vector<double> tpot, ttft;
    void add(const RunErrors& e) {
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

std::vector<const ValidationRun*> select(const std::string& engine, const std::string& source,
                                         bool held_out) {
    std::vector<const ValidationRun*> out;
    for (const ValidationRun& r : prepared().runs)
        if (r.run.engine == engine && ((r.run.source == source) == held_out))
            out.push_back(&r);
    return out;
}

// Each held-out prediction beside its measurement, for docs/DESIGN.md's predicted-against-measured
// charts (scripts/serving-chart): written when GPUPLAN_SERVING_DUMP names a file.
struct Dump {
    std::FILE* f = nullptr;
    Dump() {
        if (const char* path = std::getenv("GPUPLAN_SERVING_DUMP")) {
            f = std::fopen(path, "w");
            if (f)
                std::fprintf(f,
                             "id,source,engine,gpu,tp,load,concurrency,rate,prompt,output,measured_tpot_ms,"
                             "predicted_tpot_ms,uncalibrated_tpot_ms,measured_ttft_ms,predicted_ttft_ms,"
                             "uncalibrated_ttft_ms\n");
        }
    }
    ~Dump() {
        if (f)
            std::fclose(f);
    }
    void add(const ValidationRun& p, const RunPrediction& held_out, const RunPrediction& raw) const {
        if (!f)
            return;
        const ServingRun& r = p.run;
        auto opt = [](const std::optional<double>& v) {
            return v ? fmt::format("{:.4g}", *v) : std::string();
        };
        std::fprintf(f, "%s\n",
                     fmt::format("{},{},{},{},{},{},{},{},{},{},{},{:.4g},{:.4g},{},{:.4g},{:.4g}", r.id,
                                 r.source, r.engine, r.gpu, r.tp, r.load, r.concurrency, r.rate, r.prompt,
                                 r.output, opt(r.tpot_ms), held_out.tpot_ms, raw.tpot_ms, opt(r.ttft_ms),
                                 held_out.ttft_ms, raw.ttft_ms)
                         .c_str());
    }
};

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
    const std::vector<std::string> engines{"vllm", "sglang", "trtllm"};
    Tally all, uncalibrated;
    const Dump dump;
    std::printf(
        "| Held-out source | TPOT runs | TPOT median abs error | within 20 %% | TTFT runs | TTFT median "
        "abs error | within 20 %% |\n|---|---|---|---|---|---|---|\n");
    for (const std::string& src : sources) {
        Tally t;
        for (const std::string& eng : engines) {
            const std::vector<const ValidationRun*> test = select(eng, src, true);
            if (test.empty())
                continue;
            const StepKnobs k = fit(select(eng, src, false));
            for (const ValidationRun* r : test) {
                const RunErrors e = errorsOf(*r, k);
                t.add(e);
                all.add(e);
                uncalibrated.add(errorsOf(*r, {}));
                dump.add(*r, predictRun(r->prepared, k), predictRun(r->prepared, {}));
            }
        }
        printRow(src.c_str(), t);
    }
    printRow("all (held out)", all);
    printRow("all, uncalibrated", uncalibrated);
    for (const std::string& eng : engines) {
        std::vector<const ValidationRun*> runs;
        for (const ValidationRun& r : p.runs)
            if (r.run.engine == eng)
                runs.push_back(&r);
        const StepKnobs k = fit(runs);
        std::printf(
            "fit on every source, %s (%zu runs): bandwidth x %.3f, compute x %.3f, decode step + %.2f ms, "
            "mixed step + %.2f ms\n",
            eng.c_str(), runs.size(), k.bandwidth, k.compute, 1e3 * k.overhead_decode_s,
            1e3 * k.overhead_mixed_s);
    }
    // The figures achieved (docs/DESIGN.md, "Serving under load"), held so that a regression fails;
    // they miss the budget (TPOT median <= 10 % with 80 % within 20 %, TTFT median <= 20 %).
    EXPECT_GT(all.tpot.size(), 280u);
    EXPECT_GT(all.ttft.size(), 300u);
    EXPECT_LT(median(all.tpot), 0.47);
    EXPECT_GT(within(all.tpot, 0.2), 0.19);
    EXPECT_LT(median(all.ttft), 0.70);
    EXPECT_GT(within(all.ttft, 0.2), 0.11);
    // What `serve`, the Serving tab and the report tell a buyer (core/serving/ServingAccuracy.h):
    // the step model the planner runs, within half a point of what it achieves here.
    EXPECT_EQ(uncalibrated.ttft.size(), kServingAccuracy.runs);
    EXPECT_EQ(sources.size(), kServingAccuracy.sources);
    EXPECT_NEAR(median(uncalibrated.ttft), kServingAccuracy.ttft_median_error, 0.005);
    EXPECT_NEAR(median(uncalibrated.tpot), kServingAccuracy.tpot_median_error, 0.005);
}
