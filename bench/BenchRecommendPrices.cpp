// `recommend` linear in the price rows (docs/DESIGN.md): a team that keeps every quote it ever
// received asks for every count up to 1,024 GPUs, bought, on the default catalog with 200k price
// rows: < 1 s. What `gpu-planner recommend --model llama-3.1-70b --task lora --mode buy
// --max-gpus 1024 --every-count` computes: plan() without the fit suggestions.
#include "database/CatalogStore.h"

#include "core/plan/Planner.h"
#include "core/scenario/ScenarioJson.h"

#include <benchmark/benchmark.h>
#include <fmt/format.h>

#include <filesystem>
#include <random>

namespace fs = std::filesystem;
using namespace gpuplan;

namespace {

// The built-in catalog, as the application loads it on a first start.
Catalog defaultCatalog() {
    std::random_device rd;
    const fs::path dir = fs::temp_directory_path() / ("gpuplan-bench-" + std::to_string(rd()));
    fs::create_directories(dir);
    Catalog c = CatalogStore::open(dir / "catalog.sqlite").load();
    std::error_code ec;
    fs::remove_all(dir, ec);
    return c;
}

// `rows` more quotes, deterministic: the catalog's own price rows again (same GPU, condition and
// currency), at amounts within ±10 % and dated 2000-2009, older than any of them, so that the
// answer is the one of the catalog without them and only the rows to look through grow.
void addOldQuotes(Catalog& c, std::size_t rows) {
    const std::vector<GpuPrice> seed = c.prices;
    c.prices.reserve(seed.size() + rows);
    for (std::size_t i = 0; i < rows; ++i) {
        GpuPrice p = seed[i % seed.size()];
        p.id = 0;
        p.amount *= 0.9 + static_cast<double>(i % 21) / 100.0;
        p.amount_low.reset();
        p.amount_high.reset();
        p.date = fmt::format("{:04d}-{:02d}-{:02d}", 2000 + (i / seed.size()) % 10, 1 + i % 12, 1 + i % 28);
        p.source = fmt::format("benchmark quote #{}", i);
        c.prices.push_back(std::move(p));
    }
}

Scenario everyCountBought() {
    Scenario s;
    s.model_id = "llama-3.1-70b";
    s.workload.task = Task::LoRA;
    s.constraints.mode = PurchaseMode::Buy;
    s.constraints.max_gpus = 1024;
    s.constraints.every_count = true;
    return s;
}

// resources/scenarios/serve-llama-3.3-70b-50-users.gpuplan, bought: the serving search prices
// every GPU x precision x tensor-parallel degree of the catalog.
Scenario servingBought() {
    Scenario s = parseScenario(R"({
      "format": "gpu-planner-scenario", "version": 3, "name": "Serving Llama-3.3-70B to 50 colleagues",
      "workload": {"model": "llama-3.3-70b", "task": "inference", "precision": "fp8", "kv_precision": "fp8",
                   "batch": 1, "seq": 1300},
      "hardware": {"gpu": "h100-sxm", "gpu_count": 2, "strategy": "tp"},
      "usage": {"mode": "hours", "hours_per_month": 730, "horizon_months": 36},
      "costs": {"currency": "USD", "electricity_per_kwh": 0.15},
      "serving": {"engine": "vllm", "users": 50, "prompt_tokens": 1000, "output_tokens": 300,
                  "ttft_p95_ms": 2000, "tokens_per_s_per_user": 20, "tp": 2}})",
                               "benchmark");
    s.constraints.mode = PurchaseMode::Buy;
    return s;
}

// The scenario planned as the recommend command does, on the default catalog plus `rows` price rows.
void planWithQuotes(benchmark::State& state, const Scenario& s) {
    Catalog c = defaultCatalog();
    addOldQuotes(c, static_cast<std::size_t>(state.range(0)));
    PlanOptions o;
    o.suggestions = false; // as the recommend command
    std::size_t evaluated = 0;
    for (auto _ : state) {
        const PlanResults r = plan(c, s, o);
        evaluated = r.recommendation.evaluated;
        benchmark::DoNotOptimize(r);
    }
    state.counters["price_rows"] = static_cast<double>(c.prices.size());
    state.counters["candidates"] = static_cast<double>(evaluated);
}

// Arg: price rows added to the default catalog's.
void BM_RecommendEveryCountBought(benchmark::State& state) {
    planWithQuotes(state, everyCountBought());
}
BENCHMARK(BM_RecommendEveryCountBought)->Arg(0)->Arg(200'000)->Unit(benchmark::kMillisecond);

void BM_ServingRecommendationBought(benchmark::State& state) {
    planWithQuotes(state, servingBought());
}
BENCHMARK(BM_ServingRecommendationBought)->Arg(0)->Arg(200'000)->Unit(benchmark::kMillisecond);

} // namespace
