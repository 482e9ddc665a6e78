// The planner's budgets (docs/DESIGN.md): one scenario against the whole catalog < 1 ms; a
// recommendation sweep of >= 100k candidates < 50 ms. The catalog is synthetic but realistic:
// the GPUs of the test catalog (tests/core/TestCatalog.h) repeated with scaled memory and prices
// until it holds the requested number of GPUs.
#include "SyntheticCatalog.h"
#include "fixtures/TestCatalog.h"

#include "core/plan/Planner.h"
#include "core/plan/Recommender.h"

#include <benchmark/benchmark.h>

using namespace gpuplan;

namespace {

Catalog syntheticCatalog(std::size_t gpus) {
    return bench::repeatedCatalog(test::referenceCatalog(), gpus);
}

Scenario loraScenario() {
    Scenario s;
    s.model_id = "llama-2-13b";
    s.workload.task = Task::LoRA;
    s.workload.batch = 4;
    s.workload.seq = 2048;
    s.gpu_id = "rtx-4090";
    s.usage_mode = UsageMode::JobsPerMonth;
    s.jobs_per_month = 4;
    return s;
}

} // namespace

// The GUI's per-keystroke recompute: every tab's results, recommendation included
// (GPU counts 1, 2, 4, 8).
static void BM_FullRecompute(benchmark::State& state) {
    const Catalog c = syntheticCatalog(static_cast<std::size_t>(state.range(0)));
    const Scenario s = loraScenario();
    for (auto _ : state)
        benchmark::DoNotOptimize(plan(c, s));
    state.counters["gpus_in_catalog"] = static_cast<double>(c.gpus.size());
}
BENCHMARK(BM_FullRecompute)->Arg(30)->Arg(100)->Unit(benchmark::kMicrosecond);

static void BM_FullRecomputeWithoutRecommendation(benchmark::State& state) {
    const Catalog c = syntheticCatalog(30);
    const Scenario s = loraScenario();
    PlanOptions o;
    o.recommend = false;
    for (auto _ : state)
        benchmark::DoNotOptimize(plan(c, s, o));
}
BENCHMARK(BM_FullRecomputeWithoutRecommendation)->Unit(benchmark::kMicrosecond);

// The sweep: full fine-tuning of Llama-2-7B, 3 precisions, every GPU count up to max_gpus,
// ~10 strategies per count, buy and rent. Args: catalog GPUs, max GPUs. Every count is priced
// both ways, as in a catalog with systems and per-GPU cloud billing: the scenario names its
// system's price per node, and the offers rent any number of GPUs (the synthetic catalog has
// no systems and 1-GPU offers, which would price one GPU only and sweep 600 candidates).
static void BM_RecommendSweep(benchmark::State& state) {
    Catalog c = syntheticCatalog(static_cast<std::size_t>(state.range(0)));
    for (CloudOffer& o : c.offers)
        o.split = true;
    Scenario s;
    s.host_cost = 2500;
    s.model_id = "llama-2-7b";
    s.workload.task = Task::FullFineTune;
    s.workload.seq = 2048;
    s.constraints.max_gpus = static_cast<std::uint32_t>(state.range(1));
    s.constraints.every_count = true;
    s.constraints.precisions = {Precision::FP16, Precision::BF16, Precision::FP8};
    const ModelSpec m = resolveModel(c, s);
    std::size_t evaluated = 0;
    for (auto _ : state) {
        const auto r = recommend(c, m, s, 4.0);
        evaluated = r.evaluated;
        benchmark::DoNotOptimize(r);
    }
    state.counters["candidates"] = static_cast<double>(evaluated);
    state.counters["ns_per_candidate"] =
        benchmark::Counter(static_cast<double>(evaluated) * static_cast<double>(state.iterations()),
                           benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_RecommendSweep)
    ->Args({30, 64})
    ->Args({10, 64})
    ->Args({100, 64})
    ->Args({30, 16})
    ->Args({30, 256})
    ->Unit(benchmark::kMillisecond);
