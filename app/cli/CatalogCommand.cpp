#include "cli/CatalogCommand.h"
#include "cli/CatalogImportRuns.h"
#include "cli/CatalogList.h"
#include "cli/CliText.h"
#include "cli/JsonOutput.h"

#include "cli/CatalogAccess.h"
#include "cli/CliApp.h"
#include "cli/Table.h"
#include "text/Format.h"

#include "core/base/Error.h"
#include "core/base/Units.h"
#include "core/model/ModelSpec.h"
#include "database/CatalogJson.h"
#include "database/CatalogStore.h"
#include "database/CatalogTables.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <functional>
#include <iterator>
#include <memory>
#include <ostream>
#include <string_view>
#include <utility>
#include <vector>

namespace gpuplan::cli {

namespace {

struct CatalogOptions {
    std::string what;   // list: gpus, models...
    std::string id;     // show
    std::string number; // show benchmark-run NUMBER
    std::string path;   // import / export
    bool dry_run = false;
    std::string format = "csv";
    std::string gpu_id;
    std::string amount;
    std::string currency;
    std::string date;
    std::string source;
    std::string condition = "new";
    bool json = false;
    // add-api-price
    std::string provider;
    std::string model;
    std::string output_amount;
    std::string cached_amount;
    std::string model_id;
    std::string notes;
};

int list(const CatalogOptions& o, CommandContext& ctx) {
    return listCatalogTable(o.what, o.json, ctx);
}

void printObject(std::ostream& out, const nlohmann::json& j) {
    for (const auto& [key, value] : j.items()) {
        if (key == "hf_config")
            continue;
        const std::string text = value.is_string() ? value.get<std::string>() : jsonText(value, -1);
        out << fmt::format("{:<34} {}\n", key, value.is_null() ? translate("Catalog", "(unknown)") : text);
    }
}

// The benchmark run of `catalog show benchmark-run NUMBER`; InputError when there is none.
nlohmann::json benchmarkRunJson(const CatalogStore& store, const CatalogOptions& o) {
    std::int64_t id = 0;
    const auto [end, ec] = std::from_chars(o.number.data(), o.number.data() + o.number.size(), id);
    const auto r = ec == std::errc() && end == o.number.data() + o.number.size() && !o.number.empty()
                       ? store.findBenchmarkRun(id)
                       : std::nullopt;
    if (!r)
        throw InputError(formatLocal(translate("Catalog", "no benchmark run '{}' in the catalog (see "
                                                          "'gpu-planner catalog list benchmark-runs')"),
                                     o.number));
    return toJson(r->value);
}

// A price by its number, what an id that names no other row must be; InputError when there is none.
nlohmann::json priceJson(const CatalogStore& store, const CatalogOptions& o) {
    std::int64_t id = 0;
    const auto [end, ec] = std::from_chars(o.id.data(), o.id.data() + o.id.size(), id);
    const auto p = ec == std::errc() && end == o.id.data() + o.id.size() ? store.findPrice(id) : std::nullopt;
    if (!p)
        throw InputError(formatLocal(
            translate("Catalog",
                      "no GPU, model, interconnect, cloud offer, system, API price or price '{}' in "
                      "the catalog (see 'gpu-planner catalog list "
                      "gpus|models|interconnects|offers|systems|api-prices|prices')"),
            o.id));
    return toJson(p->value);
}

// The row `catalog show` asks for, with its "kind"; InputError when the catalog has none.
nlohmann::json shownRow(const CatalogStore& store, const CatalogOptions& o) {
    nlohmann::json j;
    std::string kind;
    if (const auto g = store.findGpu(o.id)) {
        kind = "gpu";
        j = toJson(g->value);
        j["prices"] = nlohmann::json::array();
        for (const auto& p : store.priceRowsOf(g->value.id))
            j["prices"].push_back(toJson(p.value));
        j["offers"] = nlohmann::json::array();
        for (const auto& of : store.offerRowsOf(g->value.id))
            j["offers"].push_back(of.value.id);
    } else if (const auto m = store.findModel(o.id)) {
        kind = "model";
        j = catalogModelJson(m->value);
    } else if (const auto i = store.findInterconnect(o.id)) {
        kind = "interconnect";
        j = toJson(i->value);
    } else if (const auto of = store.findOffer(o.id)) {
        kind = "offer";
        j = toJson(of->value);
        j["price_per_gpu_hour"] = of->value.pricePerGpuHour();
    } else if (const auto x = store.findSystem(o.id)) {
        kind = "system";
        j = toJson(x->value);
    } else if (const auto a = store.findApiPrice(o.id)) {
        kind = "api_price";
        j = toJson(a->value);
    } else if (o.id == "benchmark-run" || o.id == "benchmark_run") {
        kind = "benchmark_run";
        j = benchmarkRunJson(store, o);
    } else {
        kind = "price";
        j = priceJson(store, o);
    }
    j["kind"] = kind;
    return j;
}

// The row's fields, one a line, then a GPU's prices and cloud offers.
void printShownRow(std::ostream& out, nlohmann::json j) {
    nlohmann::json flat = j;
    flat.erase("prices");
    flat.erase("offers");
    printObject(out, flat);
    if (j.contains("prices") && !j["prices"].empty()) {
        out << "\n" << translate("Catalog", "Prices") << "\n";
        Table t({translate("Catalog", "id"), translate("Catalog", "amount"), translate("Catalog", "date"),
                 translate("Catalog", "condition"), translate("Catalog", "source")});
        for (const auto& p : j["prices"])
            t.add({p["id"].dump(), fmt::format("{} {}", p["amount"].dump(), p["currency"].get<std::string>()),
                   p["date"].is_null() ? translate("Catalog", "undated") : p["date"].get<std::string>(),
                   p["condition"].get<std::string>(), shorten(p["source"].get<std::string>(), 50)});
        t.print(out);
    }
    if (j.contains("offers") && !j["offers"].empty()) {
        out << "\n" << translate("Catalog", "Cloud offers") << "\n";
        for (const auto& of : j["offers"])
            out << "  " << of.get<std::string>() << "\n";
    }
}

int show(const CatalogOptions& o, CommandContext& ctx) {
    // The rows asked for only: a catalog of a million prices is not loaded to show one GPU.
    const CatalogStore store = openCatalogStore(ctx.global);
    nlohmann::json j = shownRow(store, o);
    if (o.json) {
        ctx.out << jsonText(j) << "\n";
        return kExitOk;
    }
    printShownRow(ctx.out, std::move(j));
    return kExitOk;
}

int importCmd(const CatalogOptions& o, CommandContext& ctx) {
    CatalogStore store = openCatalogStore(ctx.global);
    const auto report = store.importPath(o.path, o.dry_run);
    if (o.json) {
        nlohmann::json j;
        j["applied"] = report.applied;
        j["files"] = report.files;
        j["tables"] = nlohmann::json::array();
        for (const auto& t : report.tables)
            j["tables"].push_back(
                {{"table", t.table}, {"added", t.added}, {"updated", t.updated}, {"unchanged", t.unchanged}});
        ctx.out << jsonText(j) << "\n";
        return kExitOk;
    }
    for (const auto& t : report.tables)
        ctx.out << formatLocal(translate("Catalog", "{:<16} {} added, {} updated, {} unchanged\n"), t.table,
                               t.added, t.updated, t.unchanged);
    ctx.out << (report.applied
                    ? formatLocal(translate("Catalog", "Imported into {}\n"), store.path().string())
                    : translate("Catalog", "Dry run: every row is valid; nothing was written.") + "\n");
    return kExitOk;
}

int exportCmd(const CatalogOptions& o, CommandContext& ctx) {
    if (o.format != "csv" && o.format != "json")
        throw InputError(
            formatLocal(translate("Catalog", "--format must be csv or json, got '{}'"), o.format));
    const CatalogStore store = openCatalogStore(ctx.global);
    const auto files = store.exportTo(o.path, o.format == "csv" ? ExportFormat::Csv : ExportFormat::Json);
    for (const auto& f : files)
        ctx.out << f.string() << "\n";
    return kExitOk;
}

int addPrice(const CatalogOptions& o, CommandContext& ctx) {
    CatalogStore store = openCatalogStore(ctx.global);
    GpuPrice p;
    p.gpu_id = o.gpu_id;
    double amount = 0;
    const auto [end, ec] = std::from_chars(o.amount.data(), o.amount.data() + o.amount.size(), amount);
    if (ec != std::errc() || end != o.amount.data() + o.amount.size())
        throw InputError(formatLocal(translate("Catalog", "AMOUNT must be a number, got '{}'"), o.amount));
    p.amount = amount;
    p.currency = o.currency;
    p.date = o.date;
    if (p.date.empty()) {
        const auto now = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
        const std::chrono::year_month_day ymd{now};
        p.date = fmt::format("{:04}-{:02}-{:02}", static_cast<int>(ymd.year()),
                             static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
    }
    p.condition = o.condition;
    p.source =
        o.source.empty()
            ? formatLocal(translate("Catalog", "entered with 'gpu-planner catalog add-price' on {}"), p.date)
            : o.source;
    // The JSON is made before the row is written and cannot fail after it (jsonText): a script
    // that retries on an error never adds the price twice.
    nlohmann::json row = o.json ? toJson(p) : nlohmann::json();
    p.id = store.add(p);
    if (o.json) {
        row["id"] = p.id;
        ctx.out << jsonText(row) << "\n";
    } else
        ctx.out << formatLocal(translate("Catalog", "Added price {}: {} {} {} ({}, {})\n"), p.id, p.gpu_id,
                               p.amount, p.currency, p.condition, p.date);
    return kExitOk;
}

// A price per million tokens as typed: a number, or InputError naming the argument.
double perMillion(const std::string& text, const char* what) {
    double v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size())
        throw InputError(formatLocal(
            translate("Catalog", "{} must be a number (per million tokens), got '{}'"), what, text));
    return v;
}

int addApiPrice(const CatalogOptions& o, CommandContext& ctx) {
    CatalogStore store = openCatalogStore(ctx.global);
    ApiPrice a;
    a.id = o.id;
    a.provider = o.provider;
    a.model = o.model;
    a.model_id = o.model_id;
    a.input_per_million = perMillion(o.amount, "INPUT");
    a.output_per_million = perMillion(o.output_amount, "OUTPUT");
    if (!o.cached_amount.empty())
        a.cached_input_per_million = perMillion(o.cached_amount, "--cached-input");
    a.currency = o.currency;
    a.date = o.date.empty() ? tables::today() : o.date;
    a.source = o.source;
    a.notes = o.notes;
    const nlohmann::json row = o.json ? toJson(a) : nlohmann::json(); // made before the write
    store.add(a); // InputError naming each bad field; nothing written then
    if (o.json)
        ctx.out << jsonText(row) << "\n";
    else
        ctx.out << formatLocal(
            translate("Catalog", "Added API price {}: {} {} in, {} {} out per million tokens "
                                 "({}, {})\n"),
            a.id, a.input_per_million, a.currency, a.output_per_million, a.currency, a.provider, a.date);
    return kExitOk;
}

int reset(CommandContext& ctx) {
    const auto path = catalogPath(ctx.global);
    const auto r = CatalogStore::resetToDefaults(path);
    if (!r.moved_aside.empty())
        ctx.out << formatLocal(translate("Catalog", "The previous catalog was moved to {}\n"),
                               r.moved_aside.string());
    ctx.out << formatLocal(
        translate("Catalog", "A fresh catalog from the built-in defaults (revision {}) is at {}\n"),
        CatalogStore::builtinDefaultsRevision(), path.string());
    return kExitOk;
}

// The built-in rows this build adds to the catalog file, added unless --dry-run.
int addDefaults(const CatalogOptions& o, CommandContext& ctx) {
    CatalogStore store = openCatalogStore(ctx.global);
    const DefaultsMerge m = o.dry_run ? store.newDefaults() : store.addNewDefaults();
    if (o.json) {
        nlohmann::json j = {{"revision", m.revision},
                            {"applied", m.applied},
                            {"added_rows", m.added_rows},
                            {"filled_rows", m.filled_rows}};
        nlohmann::json tables = nlohmann::json::array();
        for (const auto& t : m.tables)
            tables.push_back({{"table", t.table}, {"added", t.added}, {"differing", t.updated}});
        j["tables"] = tables;
        ctx.out << jsonText(j) << "\n";
        return kExitOk;
    }
    for (const auto& row : m.added_rows)
        ctx.out << "  + " << row << "\n";
    for (const auto& row : m.filled_rows)
        ctx.out << "  ~ " << row << "\n";
    ctx.out << formatLocal(m.applied
                               ? translate("Catalog", "Added {} built-in row(s) (defaults {}) to {}.\n")
                               : translate("Catalog", "Would add {} built-in row(s) (defaults {}) to {}.\n"),
                           m.added(), m.revision, store.path().string());
    if (m.filled() > 0)
        ctx.out << formatLocal(m.applied ? translate("Catalog", "Filled the new cells of {} built-in row(s) "
                                                                "the file never edited.\n")
                                         : translate("Catalog", "Would fill the new cells of {} built-in "
                                                                "row(s) the file never edited.\n"),
                               m.filled());
    if (m.differing() > 0)
        ctx.out << formatLocal(translate("Catalog",
                                         "{} rows of the file differ from the built-in ones of the "
                                         "same id and are kept as they are (`catalog reset` takes "
                                         "every built-in row).\n"),
                               m.differing());
    return kExitOk;
}

int check(CommandContext& ctx) {
    CatalogStore store = openCatalogStore(ctx.global);
    store.checkIntegrity(); // CatalogFileError (exit 2) when damaged
    ctx.out << formatLocal(translate("Catalog", "{}: the integrity check found no damage{}\n"),
                           store.path().string(),
                           store.readOnly() ? translate("Catalog", " (read-only)") : std::string());
    return kExitOk;
}

int restoreBackup(CommandContext& ctx) {
    const auto path = catalogPath(ctx.global);
    const auto r = CatalogStore::restoreLatestBackup(path);
    if (!r.moved_aside.empty())
        ctx.out << formatLocal(translate("Catalog", "The current catalog was moved to {}\n"),
                               r.moved_aside.string());
    ctx.out << formatLocal(translate("Catalog", "Restored {} from {}\n"), path.string(),
                           r.restored_from.string());
    return kExitOk;
}

} // namespace

// Each subcommand and what runs when it is the one given.
using Runs = std::vector<std::pair<CLI::App*, std::function<int()>>>;

// `catalog list` and `catalog show`: reading rows.
void addReadCommands(CLI::App* sub, const std::shared_ptr<CatalogOptions>& o, CommandContext& ctx,
                     Runs& runs) {
    auto* list_cmd = sub->add_subcommand("list", translate("Catalog", "List the rows of one table"));
    list_cmd
        ->add_option("TABLE", o->what,
                     translate("Catalog",
                               "gpus | models | interconnects | offers | prices | systems | api-prices | "
                               "benchmark-runs"))
        ->required()
        ->check(CLI::IsMember({"gpus", "models", "interconnects", "offers", "prices", "systems", "api-prices",
                               "benchmark-runs"}));
    list_cmd->add_flag("--json", o->json,
                       translate("Catalog", "Print a JSON list of objects, each with its id"));

    auto* show_cmd = sub->add_subcommand(
        "show", translate("Catalog", "Show one row: a GPU, model, interconnect, offer, system, API price, "
                                     "price id or benchmark run"));
    show_cmd
        ->add_option("ID", o->id,
                     translate("Catalog",
                               "Catalog id (rtx-4090, mistral-7b, nvlink3-a100, ...), price number, or "
                               "benchmark-run"))
        ->required();
    show_cmd->add_option(
        "NUMBER", o->number,
        translate("Catalog", "After benchmark-run: the run's number (catalog list benchmark-runs)"));
    show_cmd->add_flag("--json", o->json, translate("Catalog", "Print one JSON object"));
    runs.emplace_back(list_cmd, [o, &ctx] { return list(*o, ctx); });
    runs.emplace_back(show_cmd, [o, &ctx] { return show(*o, ctx); });
}

// `catalog import` and `catalog export`: whole tables in and out.
void addFileCommands(CLI::App* sub, const std::shared_ptr<CatalogOptions>& o, CommandContext& ctx,
                     Runs& runs) {
    auto* import_cmd = sub->add_subcommand(
        "import", translate("Catalog", "Import CSV files (a folder or one table file) or a "
                                       "catalog.json; all or nothing"));
    import_cmd->add_option("PATH", o->path, translate("Catalog", "Folder, TABLE.csv or catalog.json"))
        ->required();
    import_cmd->add_flag("--dry-run", o->dry_run, translate("Catalog", "Check every row, write nothing"));
    import_cmd->add_flag("--json", o->json, translate("Catalog", "Print the report as JSON"));

    auto* export_cmd = sub->add_subcommand(
        "export", translate("Catalog", "Export every table (CSV: one file per table; JSON: catalog.json)"));
    export_cmd->add_option("DIR", o->path, translate("Catalog", "Folder to write into (created if needed)"))
        ->required();
    export_cmd->add_option("--format", o->format, translate("Catalog", "csv | json"))->capture_default_str();
    runs.emplace_back(import_cmd, [o, &ctx] { return importCmd(*o, ctx); });
    runs.emplace_back(export_cmd, [o, &ctx] { return exportCmd(*o, ctx); });
}

// `catalog add-price` and `catalog add-api-price`: one row written.
void addRowCommands(CLI::App* sub, const std::shared_ptr<CatalogOptions>& o, CommandContext& ctx,
                    Runs& runs) {
    auto* price_cmd = sub->add_subcommand("add-price", translate("Catalog", "Record the price of one GPU"));
    price_cmd->add_option("GPU_ID", o->gpu_id, translate("Catalog", "Catalog GPU id"))->required();
    price_cmd->add_option("AMOUNT", o->amount, translate("Catalog", "Price of one GPU"))->required();
    price_cmd->add_option("CURRENCY", o->currency, translate("Catalog", "EUR, USD, ..."))->required();
    price_cmd->add_option("--date", o->date, translate("Catalog", "YYYY-MM-DD (default: today)"));
    price_cmd->add_option("--source", o->source, translate("Catalog", "Where the price comes from"));
    price_cmd->add_option("--condition", o->condition, translate("Catalog", "new | used"))
        ->capture_default_str();
    price_cmd->add_flag("--json", o->json, translate("Catalog", "Print the new row as JSON"));

    auto* api_cmd = sub->add_subcommand(
        "add-api-price", translate("Catalog", "Record a hosted model's published price per million tokens"));
    api_cmd->add_option("ID", o->id, translate("Catalog", "New row id (lower case: together-llama-3.3-70b)"))
        ->required();
    api_cmd->add_option("PROVIDER", o->provider, translate("Catalog", "Together AI, OpenAI, ..."))
        ->required();
    api_cmd->add_option("MODEL", o->model, translate("Catalog", "The provider's model name"))->required();
    api_cmd->add_option("INPUT", o->amount, translate("Catalog", "Price of a million input tokens"))
        ->required();
    api_cmd->add_option("OUTPUT", o->output_amount, translate("Catalog", "Price of a million output tokens"))
        ->required();
    api_cmd->add_option("CURRENCY", o->currency, translate("Catalog", "EUR, USD, ..."))->required();
    api_cmd->add_option("--source", o->source, translate("Catalog", "The address of the price page"))
        ->required();
    api_cmd->add_option("--cached-input", o->cached_amount,
                        translate("Catalog", "Price of a million cached input tokens"));
    api_cmd->add_option("--model-id", o->model_id,
                        translate("Catalog", "The catalog model it serves (none for a closed model)"));
    api_cmd->add_option("--date", o->date, translate("Catalog", "YYYY-MM-DD (default: today)"));
    api_cmd->add_option("--notes", o->notes, translate("Catalog", "Remarks"));
    api_cmd->add_flag("--json", o->json, translate("Catalog", "Print the new row as JSON"));
    runs.emplace_back(price_cmd, [o, &ctx] { return addPrice(*o, ctx); });
    runs.emplace_back(api_cmd, [o, &ctx] { return addApiPrice(*o, ctx); });
}

// `catalog reset`, `add-defaults`, `restore-backup` and `check`: the file itself.
void addFileCareCommands(CLI::App* sub, const std::shared_ptr<CatalogOptions>& o, CommandContext& ctx,
                         Runs& runs) {
    auto* reset_cmd = sub->add_subcommand(
        "reset", translate("Catalog", "Start again from the built-in defaults (the current file is "
                                      "moved aside, not deleted)"));
    auto* defaults_cmd = sub->add_subcommand(
        "add-defaults",
        translate("Catalog", "Add the built-in rows of this version that the catalog file lacks "
                             "(new GPUs, prices, systems...); the file's own rows are kept"));
    defaults_cmd->add_flag("--dry-run", o->dry_run, translate("Catalog", "List them, write nothing"));
    defaults_cmd->add_flag("--json", o->json, translate("Catalog", "Print the result as JSON"));
    auto* restore_cmd = sub->add_subcommand(
        "restore-backup", translate("Catalog", "Put the newest backup back in place (the current "
                                               "file is moved aside)"));

    auto* check_cmd = sub->add_subcommand(
        "check", translate("Catalog", "Run the full integrity check of the catalog file (opening a large "
                                      "catalog only checks its header and schema)"));
    runs.emplace_back(reset_cmd, [&ctx] { return reset(ctx); });
    runs.emplace_back(defaults_cmd, [o, &ctx] { return addDefaults(*o, ctx); });
    runs.emplace_back(restore_cmd, [&ctx] { return restoreBackup(ctx); });
    runs.emplace_back(check_cmd, [&ctx] { return check(ctx); });
}

Command addCatalogCommand(CLI::App& parent, CommandContext& ctx) {
    auto o = std::make_shared<CatalogOptions>();
    CLI::App* sub = parent.add_subcommand(
        "catalog", translate("Catalog", "The catalog of GPUs, prices, interconnects, cloud offers "
                                        "and models (an SQLite file; see --db)"));
    sub->require_subcommand(1);
    auto runs = std::make_shared<Runs>();
    addReadCommands(sub, o, ctx, *runs);
    addFileCommands(sub, o, ctx, *runs);
    addRowCommands(sub, o, ctx, *runs);
    addFileCareCommands(sub, o, ctx, *runs);
    runs->push_back(addImportRunsCommand(sub, ctx));
    auto run = [runs]() -> int {
        for (const auto& [command, runIt] : *runs)
            if (command->parsed())
                return runIt();
        return kExitBadInput;
    };
    return {sub, run};
}
} // namespace gpuplan::cli
