// `gpu-planner catalog import-runs`: benchmark tools' files read, completed with the options, checked
// by the store and added together (nothing when one run is refused).
#include "cli/CatalogImportRuns.h"

#include "cli/CatalogAccess.h"
#include "cli/CliApp.h"
#include "cli/CliText.h"
#include "cli/JsonOutput.h"

#include "core/base/BoundedRead.h"
#include "core/base/Error.h"
#include "core/base/Limits.h"
#include "core/measured/BenchmarkFiles.h"
#include "database/CatalogJson.h"
#include "database/CatalogStore.h"
#include "database/CatalogTables.h"

#include <fmt/format.h>

#include <filesystem>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

namespace gpuplan::cli {

namespace {

struct ImportRunsOptions {
    std::vector<std::string> files;
    std::string format = "auto";
    measured::RunHints hints;
    unsigned gpus = 0; // 0: the file's
    unsigned tp = 0;
    bool dry_run = false;
    bool json = false;
};

// One run as the command prints it: what ran and what it measured.
std::string describeRun(const BenchmarkRun& r) {
    std::string load;
    if (r.concurrency)
        load = (*r.concurrency == 1 ? translate("Catalog", "1 user")
                                    : formatLocal(translate("Catalog", "{} users"), *r.concurrency));
    if (r.request_rate)
        load += (load.empty() ? "" : ", ") + formatLocal(translate("Catalog", "{:g} req/s"), *r.request_rate);
    const auto ms = [](const LatencySummary& l) {
        const auto v = l.central();
        return v ? formatLocal("{:.2f}", *v) : std::string("-");
    };
    return formatLocal(translate("Catalog",
                                 "{} {} on {} x {} (TP {}, {}), {:g} in / {:g} out, {}: TTFT {} ms, "
                                 "TPOT {} ms"),
                       r.engine, r.model_id, r.gpu_count, r.gpu_id, r.tensor_parallel, r.precision,
                       r.prompt_tokens, r.output_tokens, load, ms(r.ttft), ms(r.tpot));
}

int importRuns(const ImportRunsOptions& o, CommandContext& ctx) {
    const auto format = measured::parseFormat(o.format);
    measured::RunHints hints = o.hints;
    if (o.gpus > 0)
        hints.gpu_count = o.gpus;
    if (o.tp > 0)
        hints.tensor_parallel = o.tp;
    CatalogStore store = openCatalogStore(ctx.global);
    const Catalog catalog = store.load();
    // Every file read and every run checked before the first is written.
    std::vector<BenchmarkRun> runs;
    std::vector<std::string> skipped;
    for (const auto& path : o.files) {
        const std::string text = readBoundedFile(path, limits::kMaxCatalogImportBytes, path);
        const std::string name = std::filesystem::path(path).filename().string();
        auto file = measured::readBenchmarkFile(text, name, format);
        for (auto& r : measured::completeRuns(file, catalog, hints, tables::today()))
            runs.push_back(std::move(r));
        skipped.insert(skipped.end(), file.skipped.begin(), file.skipped.end());
    }
    std::vector<std::string> problems;
    for (std::size_t i = 0; i < runs.size(); ++i)
        for (const auto& p : store.problemsToAdd(runs[i]))
            problems.push_back(
                fmt::format("{}: {}", runs[i].notes.empty() ? runs[i].source : runs[i].notes, p));
    if (!problems.empty())
        throw InputError(
            formatLocal(translate("Catalog", "no run was imported:\n  {}"), fmt::join(problems, "\n  ")));
    std::vector<std::int64_t> ids(runs.size(), 0);
    if (!o.dry_run)
        ids = store.addAll(runs);
    if (o.json) {
        nlohmann::json j = {{"applied", !o.dry_run}, {"runs", nlohmann::json::array()}, {"skipped", skipped}};
        for (std::size_t i = 0; i < runs.size(); ++i) {
            nlohmann::json row = toJson(runs[i]);
            row["id"] = ids[i];
            j["runs"].push_back(std::move(row));
        }
        ctx.out << jsonText(j) << "\n";
        return kExitOk;
    }
    for (std::size_t i = 0; i < runs.size(); ++i)
        ctx.out << (o.dry_run ? std::string("  ") : formatLocal("{:>5} ", ids[i])) << describeRun(runs[i])
                << "\n";
    for (const auto& s : skipped)
        ctx.out << formatLocal(translate("Catalog", "  skipped: {}\n"), s);
    ctx.out << formatLocal(o.dry_run ? translate("Catalog", "Dry run: {} run(s) would be added; nothing was "
                                                            "written.\n")
                                     : translate("Catalog", "Added {} benchmark run(s) to {}\n"),
                           runs.size(), store.path().string());
    return kExitOk;
}

} // namespace

std::pair<CLI::App*, std::function<int()>> addImportRunsCommand(CLI::App* catalog, CommandContext& ctx) {
    auto o = std::make_shared<ImportRunsOptions>();
    auto* cmd = catalog->add_subcommand(
        "import-runs",
        translate("Catalog", "Add measured serving runs from benchmark files (vllm bench serve "
                             "--save-result, SGLang bench_serving, GuideLLM, llama-bench -o "
                             "json); all or nothing"));
    cmd->add_option("FILE", o->files, translate("Catalog", "The benchmark files"))->required();
    cmd->add_option("--format", o->format,
                    translate("Catalog", "auto | vllm | sglang | guidellm | llama-bench"))
        ->capture_default_str()
        ->check(CLI::IsMember({"auto", "vllm", "sglang", "guidellm", "llama-bench"}));
    cmd->add_option("--gpu", o->hints.gpu_id, translate("Catalog", "Catalog GPU id the runs ran on"));
    cmd->add_option("--gpus", o->gpus, translate("Catalog", "GPUs the engine used"))
        ->check(CLI::Range(1, 100000));
    cmd->add_option("--tp", o->tp, translate("Catalog", "Tensor-parallel size"))
        ->check(CLI::Range(1, 100000));
    cmd->add_option("--model", o->hints.model_id, translate("Catalog", "Catalog model id the runs served"));
    cmd->add_option("--precision", o->hints.precision,
                    translate("Catalog", "Precision of the weights (bf16, fp8, q4_k_m, ...)"));
    cmd->add_option("--kv", o->hints.kv_precision,
                    translate("Catalog", "Precision of the KV cache (fp8, ...)"));
    cmd->add_option("--engine", o->hints.engine,
                    translate("Catalog", "vllm | sglang | trtllm | llama.cpp | transformers"));
    cmd->add_option("--engine-version", o->hints.engine_version,
                    translate("Catalog", "The engine's version"));
    cmd->add_option("--date", o->hints.date,
                    translate("Catalog", "YYYY-MM-DD the runs were made (default: the file's, else today)"));
    cmd->add_flag("--dry-run", o->dry_run, translate("Catalog", "Read and check every run, write nothing"));
    cmd->add_flag("--json", o->json, translate("Catalog", "Print the runs as JSON"));
    return {cmd, [o, &ctx] { return importRuns(*o, ctx); }};
}

} // namespace gpuplan::cli
