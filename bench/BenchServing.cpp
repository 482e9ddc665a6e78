// The serving search's budget (docs/DESIGN.md): a serving search over the catalog < 50 ms. The
// catalog: the GPUs of the test catalog (tests/core/TestCatalog.h, with the driver's memory
// figures) repeated with scaled memory and prices up to 42 GPUs, the size of the built-in catalog
// (database/seed/gpus.csv), each bought or rented.
#include "SyntheticCatalog.h"
#include "fixtures/TestCatalog.h"

#include "core/plan/ServingSizing.h"
#include "core/serving/BatchSimulator.h"

#include <benchmark/benchmark.h>

using namespace gpuplan;

namespace {

Catalog servingBenchCatalog(std::size_t gpus) {
    return bench::repeatedCatalog(test::servingCatalog(), gpus);
}

// "How many GPUs to serve Llama-3.3-70B to 50 people at 20 tokens/s each": users, a TTFT target,
// every GPU x TP 1-8 x replicas x bf16/AWQ/FP8 x fp16/fp8 KV, bought and rented.
void BM_ServingSearch(benchmark::State& state) {
    const Catalog c = servingBenchCatalog(static_cast<std::size_t>(state.range(0)));
    Scenario s;
    s.host_cost = 0;
    s.constraints.max_gpus = 16;
    s.serving.users = 50;
    s.serving.prompt_tokens = 1000;
    s.serving.output_tokens = 300;
    s.serving.ttft_p95_ms = 2000;
    s.serving.tokens_per_s_per_user = 20;
    const ModelSpec m = test::config("llama-3.3-70b");
    std::size_t evaluated = 0;
    for (auto _ : state) {
        const ServingSizing r = sizeServing(c, m, s);
        evaluated = r.evaluated;
        benchmark::DoNotOptimize(r);
    }
    state.counters["bases"] = static_cast<double>(evaluated);
}
BENCHMARK(BM_ServingSearch)->Arg(42)->Unit(benchmark::kMillisecond);

// The same with a request rate (Poisson arrivals): the replicas follow the rate.
void BM_ServingSearchRate(benchmark::State& state) {
    const Catalog c = servingBenchCatalog(static_cast<std::size_t>(state.range(0)));
    Scenario s;
    s.host_cost = 0;
    s.constraints.max_gpus = 64;
    s.serving.requests_per_s = 20;
    s.serving.ttft_p95_ms = 2000;
    s.serving.tpot_ms = 50;
    const ModelSpec m = test::config("llama-3.1-8b");
    for (auto _ : state)
        benchmark::DoNotOptimize(sizeServing(c, m, s));
}
BENCHMARK(BM_ServingSearchRate)->Arg(42)->Unit(benchmark::kMillisecond);

// One simulated point of the scheduler simulator (core/serving/BatchSimulator.h): 1,000 requests
// of Llama-3.1-8B (1,000 tokens in, 250 out) from 64 users in a closed loop on an H100, vLLM V1's
// scheduler and KV pool. Budget: < 5 ms (issue 35).
void BM_SimulateServingPoint(benchmark::State& state) {
    const Catalog c = test::servingCatalog();
    const GpuSpec& g = *c.findGpu("h100-sxm");
    const ModelSpec m = test::config("llama-3.1-8b");
    ServingSettings s;
    const ServingMemory mem = servingMemory(m, g, Precision::BF16, Precision::FP16, s, 1);
    const EffectiveServing e = effectiveServing(s, g, m.max_context);
    const ServingSpeedModel model = servingSpeedModel(m, g, Precision::BF16, mem, e, s, 1);
    const SchedulerPolicy policy = schedulerPolicy(e, mem.kv_cache_tokens);
    SimulationSettings sim;
    sim.prompt = {1000, 0, 1, 0};
    sim.output = {250, 0, 1, 0};
    sim.users = static_cast<std::uint32_t>(state.range(0));
    sim.requests = 1000;
    for (auto _ : state) {
        const SimulationResult r = simulateServing(model, policy, sim);
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_SimulateServingPoint)->Arg(8)->Arg(64)->Arg(256)->Unit(benchmark::kMillisecond);

} // namespace
