#include "core/memory/MemoryModel.h"
#include "core/model/HfConfig.h"

#include <benchmark/benchmark.h>

#include <string>

using namespace gpuplan;

namespace {
ModelSpec llama70b() {
    return loadHfConfig(std::string(GPUPLAN_TEST_DATA) + "/configs/llama-2-70b.json");
}

// Mistral-7B served in fp16: 8 sequences of 4096 tokens (prompt + generated).
ModelSpec mistral7b() {
    return loadHfConfig(std::string(GPUPLAN_TEST_DATA) + "/configs/mistral-7b.json");
}
Workload inference7b() {
    Workload w;
    w.task = Task::Inference;
    w.precision = Precision::FP16;
    w.batch = 8;
    w.seq = 4096;
    return w;
}
} // namespace

// One inference estimate from the model's spec as config.json's import returns it, prepared
// (ModelSpec::prepare: its shape validated and counted once): the check that its fields did not
// change, the weight bytes in the workload's precision and every other term (what a caller with a
// loaded model and a new workload or precision pays).
static void BM_EstimateInference7BFromSpec(benchmark::State& state) {
    const auto m = mistral7b();
    const Workload w = inference7b();
    for (auto _ : state)
        benchmark::DoNotOptimize(estimateMemory(m, w));
}
BENCHMARK(BM_EstimateInference7BFromSpec);

// The same from a spec never prepared, or edited since (a model built field by field): its
// validation and parameter counts on every estimate.
static void BM_EstimateInference7BFromUnpreparedSpec(benchmark::State& state) {
    auto m = mistral7b();
    m.prepared = {};
    const Workload w = inference7b();
    for (auto _ : state)
        benchmark::DoNotOptimize(estimateMemory(m, w));
}
BENCHMARK(BM_EstimateInference7BFromUnpreparedSpec);

// The same estimate over terms computed once (docs/DESIGN.md: one memory estimate < 50 ns).
static void BM_EstimateInference7B(benchmark::State& state) {
    const Workload w = inference7b();
    const ModelTerms terms = modelTerms(mistral7b(), w);
    std::uint32_t batch = w.batch;
    std::uint64_t seq = w.seq;
    for (auto _ : state) {
        benchmark::DoNotOptimize(batch);
        benchmark::DoNotOptimize(seq);
        benchmark::DoNotOptimize(estimateMemory(terms, batch, seq));
    }
}
BENCHMARK(BM_EstimateInference7B);

// LoRA on Llama-2-70B, batch 4 x 4,096: the two BM_EstimateMemory rows.
static Workload lora70b() {
    Workload w;
    w.task = Task::LoRA;
    w.batch = 4;
    w.seq = 4096;
    return w;
}

static void BM_EstimateMemory(benchmark::State& state) {
    const auto m = llama70b();
    const Workload w = lora70b();
    for (auto _ : state)
        benchmark::DoNotOptimize(estimateMemory(m, w));
}
BENCHMARK(BM_EstimateMemory);

static void BM_EstimateMemoryFromUnpreparedSpec(benchmark::State& state) {
    auto m = llama70b();
    m.prepared = {};
    const Workload w = lora70b();
    for (auto _ : state)
        benchmark::DoNotOptimize(estimateMemory(m, w));
}
BENCHMARK(BM_EstimateMemoryFromUnpreparedSpec);

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
