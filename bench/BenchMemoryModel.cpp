#include "core/HfConfig.h"
#include "core/MemoryModel.h"

#include <benchmark/benchmark.h>

#include <string>

using namespace gpuplan;

namespace {
ModelSpec llama70b() {
    return loadHfConfig(std::string(GPUPLAN_TEST_DATA) + "/configs/llama-2-70b.json");
}
} // namespace

static void BM_EstimateMemory(benchmark::State& state) {
    const auto m = llama70b();
    Workload w;
    w.task = Task::LoRA;
    w.batch = 4;
    w.seq = 4096;
    for (auto _ : state)
        benchmark::DoNotOptimize(estimateMemory(m, w));
}
BENCHMARK(BM_EstimateMemory);

static void BM_FitOn(benchmark::State& state) {
    const auto m = llama70b();
    Workload w;
    w.task = Task::QLoRA;
    w.precision = Precision::NF4;
    w.batch = 4;
    w.seq = 4096;
    for (auto _ : state)
        benchmark::DoNotOptimize(fitOn(m, w, {}, 80'000'000'000ull));
}
BENCHMARK(BM_FitOn);
