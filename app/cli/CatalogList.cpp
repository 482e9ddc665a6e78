#include "cli/CatalogList.h"

#include "cli/CatalogAccess.h"
#include "cli/CliApp.h"
#include "cli/CliText.h"
#include "cli/JsonOutput.h"
#include "cli/Table.h"
#include "text/Format.h"

#include "core/base/Units.h"
#include "core/model/ModelSpec.h"
#include "database/CatalogJson.h"
#include "database/CatalogStore.h"

#include <algorithm>
#include <iterator>
#include <optional>
#include <ostream>
#include <string_view>
#include <utility>

namespace gpuplan::cli {

std::string shorten(const std::string& s, std::size_t n) {
    return s.size() <= n ? s : s.substr(0, n - 3) + "...";
}

nlohmann::json catalogModelJson(const CatalogModel& m) {
    nlohmann::json j = toJson(m);
    j.erase("hf_config");
    const auto p = countParams(m.spec);
    j["params_total"] = p.total;
    j["params_active"] = p.active;
    return j;
}

namespace {

std::string opt(const std::optional<double>& v, double scale, const char* format = "{:.1f}") {
    return v ? formatLocal(format, *v / scale) : std::string("-");
}

// `catalog list gpus`: one row each, and its JSON into rows.
Table gpusTable(const Catalog& c, nlohmann::json& rows) {
    Table t({translate("Catalog", "id"), translate("Catalog", "name"), translate("Catalog", "VRAM GB"),
             translate("Catalog", "mem GB/s"), translate("Catalog", "BF16 TFLOPS"),
             translate("Catalog", "TDP W"), translate("Catalog", "latest price")});
    for (const auto& g : c.gpus) {
        rows.push_back(toJson(g));
        const auto price = c.latestPrice(g.id, "");
        t.add({g.id, shorten(g.name, 34), formatLocal("{:.1f}", g.vram_bytes / kGB),
               formatLocal("{:.0f}", g.memory_bandwidth_bytes_per_s / 1e9), opt(g.bf16_tensor_flops, 1e12),
               opt(g.tdp_w, 1, "{:.0f}"),
               price ? formatLocal("{:.0f} {} ({})", price->amount, price->currency,
                                   price->date.empty() ? translate("Catalog", "undated") : price->date)
                     : std::string("-")});
    }
    return t;
}

// `catalog list models`: one row each, and its JSON into rows.
Table modelsTable(const Catalog& c, nlohmann::json& rows) {
    Table t({translate("Catalog", "id"), translate("Catalog", "name"), translate("Catalog", "family"),
             translate("Catalog", "parameters"), translate("Catalog", "active"),
             translate("Catalog", "layers"), translate("Catalog", "context")});
    const text::Format numbers = text::Format::commandLine();
    for (const auto& m : c.models) {
        rows.push_back(catalogModelJson(m));
        const auto p = countParams(m.spec);
        t.add({m.spec.id, m.spec.name, m.spec.family, numbers.count(p.total).toStdString(),
               numbers.count(p.active).toStdString(), std::to_string(m.spec.layers),
               std::to_string(m.spec.max_context)});
    }
    return t;
}

// `catalog list interconnects`: one row each, and its JSON into rows.
Table interconnectsTable(const Catalog& c, nlohmann::json& rows) {
    Table t({translate("Catalog", "id"), translate("Catalog", "name"),
             translate("Catalog", "GB/s per direction"), translate("Catalog", "GB/s both"),
             translate("Catalog", "efficiency")});
    for (const auto& i : c.interconnects) {
        rows.push_back(toJson(i));
        t.add({i.id, shorten(i.name, 40), formatLocal("{:.2f}", i.per_direction_bytes_per_s / 1e9),
               formatLocal("{:.2f}", i.both_directions_bytes_per_s / 1e9),
               formatLocal("{:.2f}", i.efficiency)});
    }
    return t;
}

// `catalog list offers`: one row each, and its JSON into rows.
Table offersTable(const Catalog& c, nlohmann::json& rows) {
    Table t({translate("Catalog", "id"), translate("Catalog", "gpu"), translate("Catalog", "GPUs"),
             translate("Catalog", "price/h"), translate("Catalog", "per GPU-h"),
             translate("Catalog", "pricing"), translate("Catalog", "date")});
    for (const auto& of : c.offers) {
        rows.push_back(toJson(of));
        t.add({of.id, of.gpu_id, std::to_string(of.gpu_count),
               formatLocal("{:.2f} {}", of.price_per_hour, of.currency),
               formatLocal("{:.3f}", of.pricePerGpuHour()), of.pricing,
               of.date.empty() ? translate("Catalog", "undated") : of.date});
    }
    return t;
}

// `catalog list systems`: one row each, and its JSON into rows.
Table systemsTable(const Catalog& c, nlohmann::json& rows) {
    Table t({translate("Catalog", "id"), translate("Catalog", "kind"), translate("Catalog", "GPUs"),
             translate("Catalog", "price"), translate("Catalog", "date")});
    for (const auto& x : c.systems) {
        rows.push_back(toJson(x));
        t.add({x.id, x.kind,
               x.includesGpus()
                   ? formatLocal("{} x {}", x.included_gpu_count.value_or(x.gpu_slots), x.included_gpu)
                   : formatLocal("{} {}", x.gpu_slots, x.gpu_form_factor),
               formatLocal("{:.2f} {}{}", x.amount, x.currency,
                           x.estimate ? translate("Catalog", " (estimate)") : std::string()),
               x.date});
    }
    return t;
}

// `catalog list api-prices`: one row each, and its JSON into rows.
Table apiPricesTable(const Catalog& c, nlohmann::json& rows) {
    Table t({translate("Catalog", "id"), translate("Catalog", "provider"), translate("Catalog", "model"),
             translate("Catalog", "catalog model"), translate("Catalog", "input /M"),
             translate("Catalog", "output /M"), translate("Catalog", "cached /M"),
             translate("Catalog", "date")});
    for (const auto& a : c.api_prices) {
        rows.push_back(toJson(a));
        t.add({a.id, shorten(a.provider, 20), shorten(a.model, 40),
               a.model_id.empty() ? std::string("-") : a.model_id,
               formatLocal("{:.3f} {}", a.input_per_million, a.currency),
               formatLocal("{:.3f} {}", a.output_per_million, a.currency),
               a.cached_input_per_million ? formatLocal("{:.3f} {}", *a.cached_input_per_million, a.currency)
                                          : std::string("-"),
               a.date});
    }
    return t;
}

// A latency's central figure in ms ("-" when unmeasured).
std::string latency(const LatencySummary& l) {
    const auto v = l.central();
    return v ? formatLocal(*v < 10 ? "{:.2f}" : "{:.1f}", *v) : std::string("-");
}

// `catalog list benchmark-runs`: one row each, and its JSON into rows.
Table benchmarkRunsTable(const Catalog& c, nlohmann::json& rows) {
    Table t({translate("Catalog", "id"), translate("Catalog", "engine"), translate("Catalog", "model"),
             translate("Catalog", "GPUs"), translate("Catalog", "TP"), translate("Catalog", "precision"),
             translate("Catalog", "in / out"), translate("Catalog", "load"), translate("Catalog", "TTFT ms"),
             translate("Catalog", "TPOT ms"), translate("Catalog", "tok/s"), translate("Catalog", "date")});
    for (const auto& r : c.benchmark_runs) {
        rows.push_back(toJson(r));
        std::string load =
            r.concurrency
                ? (*r.concurrency == 1 ? translate("Catalog", "1 user")
                                       : formatLocal(translate("Catalog", "{} users"), *r.concurrency))
                : "";
        if (r.request_rate)
            load +=
                (load.empty() ? "" : ", ") + formatLocal(translate("Catalog", "{:g} req/s"), *r.request_rate);
        t.add({std::to_string(r.id), r.engine_version.empty() ? r.engine : r.engine + " " + r.engine_version,
               r.model_id, formatLocal("{} x {}", r.gpu_count, r.gpu_id), std::to_string(r.tensor_parallel),
               r.kv_precision.empty() ? r.precision : r.precision + " / kv " + r.kv_precision,
               formatLocal("{:g} / {:g}", r.prompt_tokens, r.output_tokens), load, latency(r.ttft),
               latency(r.tpot), r.output_tokens_per_s ? formatLocal("{:.0f}", *r.output_tokens_per_s) : "-",
               r.date});
    }
    return t;
}

// `catalog list prices`: one row each, and its JSON into rows.
Table pricesTable(const Catalog& c, nlohmann::json& rows) {
    Table t({translate("Catalog", "id"), translate("Catalog", "gpu"), translate("Catalog", "amount"),
             translate("Catalog", "date"), translate("Catalog", "condition"),
             translate("Catalog", "source")});
    for (const auto& p : c.prices) {
        rows.push_back(toJson(p));
        t.add({std::to_string(p.id), p.gpu_id,
               formatLocal("{:.2f} {}{}", p.amount, p.currency,
                           p.estimate ? translate("Catalog", " (estimate)") : std::string()),
               p.date.empty() ? translate("Catalog", "undated") : p.date, p.condition,
               shorten(p.source, 50)});
    }
    return t;
}

const std::pair<std::string_view, Table (*)(const Catalog&, nlohmann::json&)> kListTables[] = {
    {"gpus", gpusTable},
    {"models", modelsTable},
    {"interconnects", interconnectsTable},
    {"offers", offersTable},
    {"systems", systemsTable},
    {"api-prices", apiPricesTable},
    {"benchmark-runs", benchmarkRunsTable},
    {"prices", pricesTable},
};

} // namespace

int listCatalogTable(const std::string& table, bool json, CommandContext& ctx) {
    const CatalogStore store = openCatalogStore(ctx.global);
    const Catalog c = store.load();
    nlohmann::json rows = nlohmann::json::array();
    // What `catalog list` shows: its table by name (the option accepts only these), prices by default.
    auto entry = std::find_if(std::begin(kListTables), std::end(kListTables),
                              [&table](const auto& e) { return e.first == table; });
    if (entry == std::end(kListTables))
        entry = std::prev(std::end(kListTables));
    const Table t = entry->second(c, rows);
    if (json) {
        ctx.out << jsonText(rows) << "\n";
        return kExitOk;
    }
    t.print(ctx.out);
    ctx.out << formatLocal(translate("Catalog", "\n{} {} in {} ({})\n"), rows.size(), table,
                           store.path().string(), c.version);
    return kExitOk;
}

} // namespace gpuplan::cli
