// The benchmark runs table (schema 13): a team's measured serving runs, their columns built from
// BenchmarkRun's members with their checks and units (CatalogTables.h).
#include "database/CatalogTables.h"

#include "core/base/Limits.h"
#include "core/model/Precision.h"
#include "core/serving/ServingEngine.h"
#include "database/CatalogColumnBuilders.h"

#include <fmt/format.h>

namespace gpuplan::tables {

using namespace build;

const Table<BenchmarkRun>& benchmarkRunTable() {
    static const Table<BenchmarkRun> table = [] {
        // A measured latency above a day, or a throughput above a billion tokens a second, is a
        // typing error (or a unit mistaken).
        constexpr double kLatencyMaxMs = 86400e3;
        constexpr double kTokensMax = 1e9;
        using R = BenchmarkRun;
        using L = LatencySummary;
        Table<R> t;
        t.sql_name = "benchmark_runs";
        t.file_stem = "benchmark_runs";
        t.singular = "benchmark run";
        t.key = "id";
        t.integer_key = true;
        std::vector<std::string> engine_ids;
        for (const Engine e : engines())
            engine_ids.emplace_back(engineId(e));
        std::vector<std::string> precision_ids;
        for (const auto& p : allPrecisions())
            precision_ids.emplace_back(p.id);
        t.sql_columns = {
            col("id", &R::id, range(0, 9.0e18)),
            choice(col("engine", &R::engine), engine_ids),
            col("engine_version", &R::engine_version),
            col("model_id", &R::model_id, slug()),
            col("gpu_id", &R::gpu_id, slug()),
            col("gpu_count", &R::gpu_count,
                all({required(), range(1, static_cast<double>(limits::kGpus.max))})),
            col("tensor_parallel", &R::tensor_parallel,
                all({required(), range(1, static_cast<double>(limits::kGpus.max))})),
            choice(col("precision", &R::precision), precision_ids),
            choice(col("kv_precision", &R::kv_precision),
                   {"fp32", "fp16", "bf16", "fp8", "int8", "q8_0", "q5_0", "q4_0"}, true),
            in("tokens",
               col("prompt_tokens", &R::prompt_tokens, all({required(), positiveAtMost(kTokensMax)}))),
            in("tokens",
               col("output_tokens", &R::output_tokens, all({required(), positiveAtMost(kTokensMax)}))),
            col("concurrency", &R::concurrency, range(1, 1e7)),
            col("request_rate", &R::request_rate, positiveAtMost(1e7)),
            col("requests", &R::requests, range(1, 4294967295.0)),
        };
        const std::pair<const char*, L R::*> latencies[] = {
            {"ttft", &R::ttft}, {"tpot", &R::tpot}, {"itl", &R::itl}};
        const std::pair<const char*, std::optional<double> L::*> stats[] = {{"mean", &L::mean_ms},
                                                                            {"p50", &L::p50_ms},
                                                                            {"p90", &L::p90_ms},
                                                                            {"p95", &L::p95_ms},
                                                                            {"p99", &L::p99_ms}};
        for (const auto& [name, latency] : latencies)
            for (const auto& [stat, member] : stats)
                t.sql_columns.push_back(in("ms", col(fmt::format("{}_{}_ms", name, stat), latency, member,
                                                     nonNegativeAtMost(kLatencyMaxMs))));
        for (auto& c : std::vector<Column<R>>{
                 in("tokens/s",
                    col("output_tokens_per_s", &R::output_tokens_per_s, positiveAtMost(kTokensMax))),
                 col("date", &R::date, date(true)),
                 col("source", &R::source, required()),
                 col("notes", &R::notes),
             })
            t.sql_columns.push_back(std::move(c));
        t.io_columns = t.sql_columns;
        t.validate = [](const R& r, std::vector<std::string>& problems) {
            if (r.tensor_parallel > r.gpu_count ||
                (r.tensor_parallel > 0 && r.gpu_count % r.tensor_parallel != 0))
                problems.push_back(fmt::format("tensor_parallel {} must divide gpu_count {}",
                                               r.tensor_parallel, r.gpu_count));
            if (!r.concurrency && !r.request_rate)
                problems.push_back("a run needs its load: concurrency (clients in a closed loop) or "
                                   "request_rate (requests/s)");
            if (r.ttft.empty() && r.tpot.empty() && r.itl.empty() && !r.output_tokens_per_s)
                problems.push_back("a run needs a measured figure: a TTFT, TPOT or inter-token latency, or "
                                   "output_tokens_per_s");
        };
        t.references = {{"model_id", "models", "id", "a model of the catalog"},
                        {"gpu_id", "gpus", "id", "a GPU of the catalog"}};
        return t;
    }();
    return table;
}

} // namespace gpuplan::tables
