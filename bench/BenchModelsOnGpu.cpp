// "Every catalog model on this GPU" < 5 ms (docs/DESIGN.md): the models-on-GPU view of the Fit
// tab and `fit --all-models`, over a catalog of 30 models (every shipped config.json of
// tests/data/configs, repeated), with partial offload for those that do not fit.
#include "fixtures/TestCatalog.h"

#include "core/plan/ModelsOnGpu.h"

#include <benchmark/benchmark.h>

#include <fmt/format.h>

using namespace gpuplan;

namespace {

Catalog thirtyModels() {
    Catalog c = test::referenceCatalog();
    c.models.clear();
    const char* names[] = {"llama-2-7b", "llama-2-13b",   "llama-2-70b",   "llama-3.1-8b", "llama-3.2-3b",
                           "mistral-7b", "mixtral-8x7b",  "codellama-34b", "qwen2.5-7b",   "gemma-2-9b",
                           "gemma-7b",   "phi-3-mini-4k", "falcon-7b",     "gpt2",         "llama-65b"};
    for (int copy = 0; copy < 2; ++copy)
        for (const char* name : names) {
            CatalogModel m;
            m.spec = test::config(name);
            m.spec.id = fmt::format("{}-{}", name, copy);
            c.models.push_back(m);
        }
    return c;
}

} // namespace

static void BM_ModelsOnGpu(benchmark::State& state) {
    const Catalog c = thirtyModels();
    const GpuSpec& gpu = *c.findGpu(state.range(0) == 0 ? "rtx-4090" : "h100-sxm");
    ModelsOnGpuOptions o;
    o.workload.task = state.range(1) == 0 ? Task::Inference : Task::QLoRA;
    o.workload.seq = 4096;
    for (auto _ : state)
        benchmark::DoNotOptimize(modelsOnGpu(c, gpu, o));
    state.counters["models"] = static_cast<double>(c.models.size());
}
// {GPU: 0 = RTX 4090 (24 GB, many offloads), 1 = H100 SXM}, {task: 0 = inference, 1 = QLoRA}.
BENCHMARK(BM_ModelsOnGpu)->Args({0, 0})->Args({1, 0})->Args({0, 1})->Unit(benchmark::kMillisecond);
