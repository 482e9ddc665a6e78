// The benchmark runs table of the catalog editor: a team's measured serving runs (schema 13), each
// with the configuration it ran and what it measured, with the titles of their columns
// (CatalogFields.h takes everything else from the database's description: a TP that does not divide
// the GPU count is the store's to refuse, with its message) and the store operations on their rows.
#include "gui/catalog/CatalogTableAdapter.h"

#include "gui/catalog/CatalogFields.h"
#include "gui/catalog/StoreTable.h"

#include "database/CatalogStore.h"
#include "database/CatalogTables.h"

#include <QCoreApplication>
#include <QDate>

#include <memory>
#include <string>
#include <vector>

namespace gpuplan::gui {

namespace {
QString tr(const char* text) {
    return QCoreApplication::translate("gpuplan::gui", text);
}

// The titles of the fifteen latency columns: TTFT, TPOT and ITL, each mean, p50, p90, p95, p99.
std::vector<Title> latencyTitles() {
    static const char* const kColumns[] = {"ttft_mean_ms", "ttft_p50_ms",  "ttft_p90_ms", "ttft_p95_ms",
                                           "ttft_p99_ms",  "tpot_mean_ms", "tpot_p50_ms", "tpot_p90_ms",
                                           "tpot_p95_ms",  "tpot_p99_ms",  "itl_mean_ms", "itl_p50_ms",
                                           "itl_p90_ms",   "itl_p95_ms",   "itl_p99_ms"};
    const QString headers[] = {tr("TTFT mean (ms)"), tr("TTFT p50 (ms)"), tr("TTFT p90 (ms)"),
                               tr("TTFT p95 (ms)"),  tr("TTFT p99 (ms)"), tr("TPOT mean (ms)"),
                               tr("TPOT p50 (ms)"),  tr("TPOT p90 (ms)"), tr("TPOT p95 (ms)"),
                               tr("TPOT p99 (ms)"),  tr("ITL mean (ms)"), tr("ITL p50 (ms)"),
                               tr("ITL p90 (ms)"),   tr("ITL p95 (ms)"),  tr("ITL p99 (ms)")};
    std::vector<Title> out;
    for (int i = 0; i < 15; ++i)
        out.push_back({kColumns[i], headers[i]});
    return out;
}

} // namespace

std::unique_ptr<CatalogTableAdapter> makeBenchmarkRunTable(CatalogStore& store) {
    using R = BenchmarkRun;
    TableSpec<R, std::int64_t> s;
    s.title = tr("Benchmark runs");
    const auto& t = tables::benchmarkRunTable();
    s.fields = fieldsOf(t, {
                               {"id", tr("Id")},
                               {"engine", tr("Engine")},
                               {"engine_version", tr("Engine version")},
                               {"model_id", tr("Model")},
                               {"gpu_id", tr("GPU")},
                               {"gpu_count", tr("GPUs")},
                               {"tensor_parallel", tr("Tensor parallel")},
                               {"precision", tr("Precision")},
                               {"kv_precision", tr("KV cache precision")},
                               {"prompt_tokens", tr("Prompt (tokens)")},
                               {"output_tokens", tr("Output (tokens)")},
                               {"concurrency", tr("Concurrent users")},
                               {"request_rate", tr("Request rate (per s)")},
                               {"requests", tr("Requests measured")},
                           });
    for (const Title& title : latencyTitles())
        s.fields.push_back(fieldOf(t, title));
    for (auto& f : fieldsOf(t, {
                                   {"output_tokens_per_s", tr("Output (tokens/s)")},
                                   {"date", tr("Date (YYYY-MM-DD)")},
                                   {"source", tr("Source (file)")},
                                   {"notes", tr("Notes")},
                               }))
        s.fields.push_back(std::move(f));
    s.list = [](const CatalogStore& st, const Catalog&) { return st.benchmarkRunRows(); };
    s.key = [](const R& r) { return r.id; };
    s.find = [](const CatalogStore& st, const std::int64_t& id) { return st.findBenchmarkRun(id); };
    s.add = [](CatalogStore& st, const R& r) { return st.add(r); };
    s.update = [](CatalogStore& st, const R& r, std::int64_t rev) { st.update(r, rev); };
    s.remove = [](CatalogStore& st, const std::int64_t& id, std::int64_t rev) {
        st.deleteBenchmarkRun(id, rev);
    };
    s.problems = [](const CatalogStore& st, const R& r) { return st.problemsToAdd(r); };
    s.blank = [](const Catalog& c, const QString& gpu) {
        R r;
        r.engine = "vllm";
        r.gpu_id = cells::ss(gpu);
        if (r.gpu_id.empty() && !c.gpus.empty())
            r.gpu_id = c.gpus.front().id;
        r.precision = "bf16";
        r.concurrency = 1;
        r.date = cells::ss(QDate::currentDate().toString(Qt::ISODate));
        r.source = cells::ss(tr("entered in the catalog editor"));
        return r;
    };
    s.copyOf = [](const R& r, const Catalog&) {
        R copy = r;
        copy.id = 0;
        return copy;
    };
    s.gpu = [](const R& r) { return r.gpu_id; };
    return std::make_unique<StoreTable<R, std::int64_t>>(store, std::move(s));
}

} // namespace gpuplan::gui
