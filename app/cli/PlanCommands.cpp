#include "cli/PlanCommands.h"
#include "cli/CliText.h"
#include "cli/JsonOutput.h"
#include "cli/ModelOption.h"
#include "cli/PriceAge.h"

#include "cli/CliApp.h"
#include "cli/Ranges.h"
#include "cli/ServingRanking.h"
#include "cli/Table.h"
#include "text/CatalogWords.h"
#include "text/CoreText.h"
#include "text/CostText.h"
#include "text/Format.h"
#include "text/Names.h"

#include "core/base/Error.h"
#include "core/base/Limits.h"
#include "core/base/Units.h"
#include "core/cost/CostModel.h"
#include "core/cost/Pricing.h"
#include "core/plan/PlanJson.h"
#include "core/plan/Planner.h"
#include "core/plan/Recommender.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioJson.h"
#include "core/serving/ServingEngine.h"
#include "core/serving/ServingSpeed.h"
#include "core/speed/Throughput.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <memory>
#include <ostream>
#include <set>
#include <sstream>

namespace gpuplan::cli {

namespace {

// Workload options shared by throughput and recommend.
struct WorkloadOptions {
    std::string model;
    std::string task = "inference";
    std::string precision;
    std::int64_t batch = 1;
    std::int64_t seq = 2048;
    std::int64_t grad_accum = 1;
    std::string checkpointing = "none";
    std::string loss = "fp32-logits";
    std::string regime = "mixed";
    bool flash_attention = false;
    std::int64_t examples = 50'000;
    double epochs = 1;
    std::int64_t requests = 1000;
    std::int64_t generated = 500;
};

void addWorkloadOptions(CLI::App* sub, WorkloadOptions& o, bool model_required = true) {
    auto* model = sub->add_option("--model", o.model,
                                  translate("Plan", "Catalog model id (mistral-7b) or a config.json path"));
    if (model_required)
        model->required();
    sub->add_option("--task", o.task, translate("Plan", "inference | lora | qlora | full | pretrain"))
        ->capture_default_str();
    sub->add_option("--precision", o.precision,
                    translate("Plan", "Weights: ") + precisionNames() +
                        translate("Plan", " (default fp16; nf4 for qlora)"));
    sub->add_option("--batch", o.batch, translate("Plan", "Micro-batch per GPU (sequences)"))
        ->check(within(limits::kBatch))
        ->capture_default_str();
    sub->add_option("--seq", o.seq, translate("Plan", "Tokens per sequence"))
        ->check(within(limits::kSeq))
        ->capture_default_str();
    sub->add_option("--grad-accum", o.grad_accum, translate("Plan", "Gradient accumulation steps"))
        ->check(within(limits::kGradAccum))
        ->capture_default_str();
    sub->add_option("--checkpointing", o.checkpointing,
                    translate("Plan", "none | selective | full | selective-op (torchtitan's per-op policy) | "
                                      "selective-op-compiled (the same under torch.compile)"))
        ->capture_default_str();
    sub->add_option("--loss", o.loss,
                    translate("Plan",
                              "How the loss holds the logits at the memory peak: fp32-logits | upcast "
                              "| chunked | fused"))
        ->capture_default_str();
    sub->add_option("--regime", o.regime,
                    translate("Plan", "Training precision: mixed | pure-bf16 | fp32 | fp8 (torchao Float8 / "
                                      "Transformer Engine matmuls, fp32 master weights and states)"))
        ->capture_default_str();
    sub->add_flag("--flash-attention", o.flash_attention, translate("Plan", "FlashAttention"));
    sub->add_option("--examples", o.examples, translate("Plan", "Training job: examples per epoch"))
        ->check(within(limits::kExamples))
        ->capture_default_str();
    sub->add_option("--epochs", o.epochs, translate("Plan", "Training job: epochs"))
        ->check(within(limits::kEpochs))
        ->capture_default_str();
    sub->add_option("--requests", o.requests, translate("Plan", "Inference job: requests"))
        ->check(within(limits::kRequests))
        ->capture_default_str();
    sub->add_option("--generated", o.generated,
                    translate("Plan", "Inference job: tokens generated per request"))
        ->check(within(limits::kGeneratedTokens))
        ->capture_default_str();
}

// What a config.json import assumed or counted apart goes to `err` (stderr), one line each.
void applyWorkload(const WorkloadOptions& o, Scenario& s, std::ostream& err) {
    setModelOption(o.model, s, err);
    Workload& w = s.workload;
    w.task = parseTask(o.task);
    w.precision = parsePrecisionOrThrow(
        !o.precision.empty() ? o.precision : (w.task == Task::QLoRA ? "nf4" : "fp16"), "--precision");
    w.regime = parseRegime(o.regime);
    if (w.precision == Precision::FP32 && w.regime == TrainRegime::Mixed)
        w.regime = TrainRegime::FP32; // fp32 weights: no 16-bit copy to keep a master for
    w.batch = static_cast<std::uint32_t>(positiveOption(o.batch, "--batch"));
    w.seq = positiveOption(o.seq, "--seq");
    w.grad_accum = static_cast<std::uint32_t>(positiveOption(o.grad_accum, "--grad-accum"));
    w.checkpointing = parseCheckpointing(o.checkpointing);
    w.loss = parseLoss(o.loss);
    w.flash_attention = o.flash_attention;
    w.validate();
    s.job.dataset_examples = positiveOption(o.examples, "--examples");
    if (!(o.epochs > 0))
        throw InputError(formatLocal(translate("Plan", "--epochs must be positive, got {}"), o.epochs));
    s.job.epochs = o.epochs;
    s.job.requests = positiveOption(o.requests, "--requests");
    if (o.generated < 0)
        throw InputError(
            formatLocal(translate("Plan", "--generated must not be negative, got {}"), o.generated));
    s.job.generated_tokens = static_cast<std::uint64_t>(o.generated);
}

std::string optFmt(const std::optional<double>& v, const char* f) {
    return v ? formatLocal(f, *v) : std::string("-");
}

std::string money(double v, const std::string& cur) {
    return text::Format::commandLine().amount(v, cur, 0).toStdString();
}

void printCandidates(std::ostream& out, const std::vector<Candidate>& list, const std::string& cur,
                     const GlobalOptions& global) {
    Table t({"#", translate("Plan", "GPU"), translate("Plan", "count"), translate("Plan", "strategy"),
             translate("Plan", "precision"), translate("Plan", "mode"), translate("Plan", "GB/GPU"),
             translate("Plan", "h/job"), translate("Plan", "billed h/job"), translate("Plan", "total cost")});
    int i = 1;
    for (const auto& c : list)
        t.add({std::to_string(i++), c.gpu, std::to_string(c.count),
               std::string(strategyId(c.strategy)) +
                   (c.offload != Offload::None ? "+" + std::string(offloadId(c.offload)) : ""),
               std::string(precisionInfo(c.precision).id), text::purchaseModeWord(c.mode),
               formatLocal("{:.1f}", c.per_gpu_bytes / 1e9), formatLocal("{:.2f}", c.job_hours),
               // Rented: the hours a job is billed (start-up, increment, minimum); its reason says how.
               c.mode == PurchaseMode::Rent ? formatLocal("{:.2f}", c.billed_hours) : std::string("-"),
               money(c.total_cost, cur)});
    t.print(out);
    out << "\n";
    // Each reason with the age of the price it rests on (the offer rented, or the price bought),
    // flagged past --stale-after-months (12 by default) as in the window and the report.
    i = 1;
    for (const auto& c : list)
        out << fmt::format("  {}. {} ({})\n", i++, text::cliReason(c), priceAgeText(c.price_date, global));
}

struct ThroughputOptions {
    WorkloadOptions w;
    std::string gpu;
    std::int64_t gpus = 1;
    std::string strategy = "auto";
    std::string engine; // "" : the planner's generic efficiencies
    bool json = false;
};

// A catalog figure too small or too large to compute with (1e-300 B/s) gives no speed: an error
// naming the GPU and its figures, not "inf" hours a job.
void requireFiniteSpeed(const ThroughputRow& t, const std::string& model, const GpuSpec& gpu) {
    const auto finite = [](const std::optional<double>& v) { return !v || std::isfinite(*v); };
    if (finite(t.prefill_seconds) && finite(t.job_hours) && finite(t.decode_tokens_per_s) &&
        !(t.decode_tokens_per_s && !(*t.decode_tokens_per_s > 0.0)))
        return;
    throw InputError(fmt::format("catalog: GPU '{}'", gpu.id),
                     Message(MessageId::ServingSpeedNotFinite,
                             {model, gpu.name, gpu.memory_bandwidth_bytes_per_s,
                              gpu.bf16_tensor_flops.value_or(gpu.fp32_flops.value_or(0.0))}));
}

} // namespace

Command addThroughputCommand(CLI::App& parent, CommandContext& ctx) {
    auto o = std::make_shared<ThroughputOptions>();
    CLI::App* sub = parent.add_subcommand(
        "throughput", translate("Plan", "Tokens/s, prefill, training step and job time on a GPU."));
    addWorkloadOptions(sub, o->w);
    sub->add_option("--gpu", o->gpu, translate("Plan", "Catalog GPU id, e.g. rtx-4090"))->required();
    sub->add_option("--gpus", o->gpus, translate("Plan", "Number of GPUs"))
        ->check(within(limits::kGpus))
        ->capture_default_str();
    sub->add_option("--strategy", o->strategy,
                    translate("Plan", "auto | single | dp | ddp | zero1 | zero2 | zero3 | tp | pp"))
        ->capture_default_str();
    sub->add_option("--engine", o->engine,
                    translate("Plan", "Serving engine whose efficiencies and prefill chunk to use: ") +
                        engineIds(" | "));
    sub->add_flag("--json", o->json, translate("Plan", "Print one JSON object"));
    auto run = [o, &ctx]() -> int {
        Scenario s;
        applyWorkload(o->w, s, ctx.err);
        s.gpu_id = o->gpu;
        s.gpu_count = static_cast<std::uint32_t>(positiveOption(o->gpus, "--gpus"));
        if (o->strategy != "auto")
            s.strategy = parseStrategy(o->strategy);
        const Catalog& c = ctx.catalog();
        if (!o->engine.empty()) {
            // The engine's step as serve times it: its efficiencies, accumulation and prefill chunk.
            s.serving.engine = parseEngine(o->engine, "--engine");
            useEngineSpeed(s.serving.engine, c.findGpu(s.gpu_id), s.efficiencies, s.workload);
        }
        PlanOptions po;
        po.recommend = false;
        po.suggestions = false;
        const PlanResults r = plan(c, s, po);
        if (!r.throughput_selected)
            throw InputError(
                formatLocal(translate("Plan", "no throughput figures for '{}' in the catalog"), o->gpu));
        const ThroughputRow& t = *r.throughput_selected;
        requireFiniteSpeed(t, r.model.id, *c.findGpu(s.gpu_id));
        if (o->json) {
            nlohmann::json j = toJson(t);
            j["model"] = r.model.id;
            j["engine"] =
                o->engine.empty() ? nlohmann::json(nullptr) : nlohmann::json(engineId(s.serving.engine));
            j["fits"] = r.fits;
            j["per_gpu_bytes"] = r.memory.per_gpu.total_bytes;
            ctx.out << jsonText(j) << "\n";
            return kExitOk;
        }
        ctx.out << formatLocal(translate("Plan", "{} on {}x {} ({}), {}{}\n"), r.model.id, t.layout.gpus(),
                               t.name, strategyId(t.layout.strategy), text::cliText(t.peak_basis),
                               r.fits ? std::string() : translate("Plan", "  -- DOES NOT FIT in memory"));
        Table tab({translate("Plan", "Figure"), translate("Plan", "value")});
        tab.add({translate("Plan", "decode tokens/s (batch)"), optFmt(t.decode_tokens_per_s, "{:.1f}")});
        tab.add({translate("Plan", "decode tokens/s per sequence"),
                 optFmt(t.decode_tokens_per_s_per_sequence, "{:.1f}")});
        tab.add({translate("Plan", "prefill seconds"), optFmt(t.prefill_seconds, "{:.3f}")});
        tab.add({translate("Plan", "training step seconds"), optFmt(t.train_step_seconds, "{:.3f}")});
        tab.add({translate("Plan", "training tokens/s"), optFmt(t.train_tokens_per_s, "{:.0f}")});
        if (t.train_mfu)
            tab.add({translate("Plan", "sustained share of the peak (training)"),
                     formatLocal("{:.1f} %", *t.train_mfu * 100)});
        tab.add({translate("Plan", "communication share of step"),
                 t.comm_fraction ? formatLocal("{:.0f} %", *t.comm_fraction * 100) : std::string("-")});
        tab.add({translate("Plan", "hours per job"), optFmt(t.job_hours, "{:.2f}")});
        tab.print(ctx.out);
        if (!t.train_mfu_sources.empty())
            ctx.out << formatLocal(translate("Plan", "Sustained share fitted on published runs: {}\n"),
                                   t.train_mfu_sources);
        return kExitOk;
    };
    return {sub, run};
}

namespace {
struct RecommendOptions {
    WorkloadOptions w;
    std::optional<double> budget;
    std::int64_t max_gpus = 8;
    std::string mode = "both";
    std::int64_t top = 10;
    std::optional<double> deadline;
    double jobs_per_month = 1;
    std::optional<double> hours_per_month;
    std::string objective;
    std::string gpu;
    std::string scenario;
    std::int64_t horizon = 36;
    std::string currency = "EUR";
    bool every_count = false;
    std::string system; // a catalog system id, or the price of one system
    bool json = false;
};

// The constraints of the search: budget, GPU counts, purchase mode, ranking.
void addRecommendSearchOptions(CLI::App* sub, RecommendOptions& o) {
    sub->add_option("--objective", o.objective,
                    translate("Plan", "cheapest | fastest | value | serving (default: serving for a scenario "
                                      "that serves users, else fastest with --budget, else cheapest)"));
    sub->add_option("--budget", o.budget, translate("Plan", "Total budget over the horizon"))
        ->check(within(limits::kAmount));
    sub->add_option("--max-gpus", o.max_gpus, translate("Plan", "Most GPUs to consider"))
        ->check(within(limits::kGpus))
        ->capture_default_str();
    sub->add_option("--mode", o.mode, translate("Plan", "buy | rent | both"))->capture_default_str();
    sub->add_option("--top", o.top, translate("Plan", "Entries in the ranked list"))->capture_default_str();
    sub->add_option("--deadline-hours", o.deadline, translate("Plan", "Longest acceptable job"))
        ->check(within(limits::kDeadlineHours));
    sub->add_flag("--every-count", o.every_count,
                  translate("Plan", "Try every GPU count, not only powers of two"));
    sub->add_option("--system", o.system,
                    translate("Plan", "The system around bought GPUs: a catalog system id, or the price of "
                                      "one (default: the catalog's smallest system that holds them)"));
}

// The scenario and its use: the file or the workload, the GPU, hours or jobs, money.
void addRecommendScenarioOptions(CLI::App* sub, RecommendOptions& o) {
    addWorkloadOptions(sub, o.w, false);
    sub->add_option("--scenario", o.scenario,
                    translate("Plan", "A saved .gpuplan scenario instead of --model and the workload "
                                      "flags (the other flags override its values)"));
    sub->add_option(
        "--gpu", o.gpu,
        translate("Plan", "The scenario's GPU: its time per job turns --hours-per-month into jobs"));
    sub->add_option("--hours-per-month", o.hours_per_month,
                    translate("Plan", "Hours of use a month, turned into jobs a month on --gpu as the "
                                      "window does"))
        ->check(within(limits::kHoursPerMonth));
    sub->add_option("--jobs-per-month", o.jobs_per_month,
                    translate("Plan", "Jobs a month (hours follow from speed)"))
        ->check(within(limits::kJobsPerMonth))
        ->capture_default_str();
    sub->add_option("--horizon-months", o.horizon, translate("Plan", "Horizon"))
        ->check(within(limits::kHorizonMonths))
        ->capture_default_str();
    sub->add_option("--currency", o.currency, translate("Plan", "Currency of the costs"))
        ->capture_default_str();
}

// The scenario the flags start from: a saved file, or the workload flags.
Scenario baseScenario(const RecommendOptions& o, CommandContext& ctx) {
    Scenario s;
    if (!o.scenario.empty()) {
        if (!o.w.model.empty())
            throw InputError(translate("Plan", "give --model or --scenario, not both"));
        if (!std::ifstream(o.scenario))
            throw InputError(formatLocal(translate("Plan", "{}: cannot open the file"), o.scenario));
        return loadScenarioFile(o.scenario, std::filesystem::path(o.scenario).filename().string());
    }
    if (o.w.model.empty())
        throw InputError(translate("Plan", "--model is required (or --scenario FILE)"));
    applyWorkload(o.w, s, ctx.err);
    return s;
}

// --system: a number is the price of one system, anything else a catalog system id.
void applySystemOption(const std::string& system, Scenario& s) {
    if (system.empty())
        return;
    try {
        std::size_t used = 0;
        const double price = std::stod(system, &used);
        if (used != system.size())
            throw std::invalid_argument("not a number");
        if (!limits::kAmount.contains(price))
            throw InputError("--system", Message(MessageId::MustBeBetween,
                                                 {limits::kAmount.min, limits::kAmount.max, price}));
        s.host_cost = price;
    } catch (const std::logic_error&) { // not a number: a catalog system
        s.system_id = system;
    }
}

// What one request may enumerate (Limits.h), named by the flags.
void checkEnumerationLimits(const RecommendOptions& o) {
    if (o.max_gpus > static_cast<std::int64_t>(limits::kMaxGpus))
        throw InputError("--max-gpus", Message(MessageId::MustBeBetween, {1, limits::kMaxGpus, o.max_gpus}));
    if (o.every_count && o.max_gpus > static_cast<std::int64_t>(limits::kMaxGpusEveryCount))
        throw InputError("--max-gpus", Message(MessageId::EveryCountTooMany,
                                               {o.max_gpus, limits::kMaxGpusEveryCount, o.max_gpus}));
    if (o.top > static_cast<std::int64_t>(limits::kMaxTopK))
        throw InputError("--top", Message(MessageId::MustBeBetween, {1, limits::kMaxTopK, o.top}));
}

// The search's constraints; `set` says whether a flag changes the scenario.
template <class IsSet>
void applyRecommendConstraints(const RecommendOptions& o, const IsSet& set, Scenario& s) {
    if (set("--currency"))
        s.currency = o.currency;
    if (set("--horizon-months"))
        s.horizon_months = static_cast<int>(positiveOption(o.horizon, "--horizon-months"));
    if (set("--budget"))
        s.constraints.budget = o.budget;
    applySystemOption(o.system, s);
    checkEnumerationLimits(o);
    if (set("--max-gpus"))
        s.constraints.max_gpus = static_cast<std::uint32_t>(positiveOption(o.max_gpus, "--max-gpus"));
    if (set("--mode"))
        s.constraints.mode = parsePurchaseMode(o.mode);
    if (set("--top"))
        s.constraints.top_k = positiveOption(o.top, "--top");
    if (set("--deadline-hours"))
        s.constraints.deadline_hours = o.deadline;
    if (set("--every-count"))
        s.constraints.every_count = o.every_count;
    if (!o.objective.empty()) {
        s.constraints.objective = parseObjective(o.objective);
        if (!s.constraints.objective)
            throw InputError(formatLocal(translate("Plan", "--objective: unknown objective '{}' (valid: {})"),
                                         o.objective, objectiveNames()));
    }
}

// How much the GPUs are used: hours a month on --gpu, or jobs a month.
template <class IsSet>
void applyRecommendUsage(const RecommendOptions& o, const IsSet& set, bool jobs_flag_given, Scenario& s) {
    if (!o.gpu.empty())
        s.gpu_id = o.gpu;
    if (o.hours_per_month && jobs_flag_given)
        throw InputError(translate("Plan", "give --hours-per-month or --jobs-per-month, not both"));
    if (o.hours_per_month) {
        s.usage_mode = UsageMode::HoursPerMonth;
        s.hours_per_month = *o.hours_per_month;
    } else if (set("--jobs-per-month")) {
        if (!(o.jobs_per_month > 0))
            throw InputError(formatLocal(translate("Plan", "--jobs-per-month must be positive, got {}"),
                                         o.jobs_per_month));
        s.usage_mode = UsageMode::JobsPerMonth;
        s.jobs_per_month = o.jobs_per_month;
    }
}

// The lines before the ranking: what was evaluated, and the notes on it.
void printRecommendHeader(std::ostream& out, const Catalog& c, const Scenario& s,
                          const PlanResults& planned) {
    const Recommendation& r = planned.recommendation;
    if (r.objective == Objective::Serving)
        out << formatLocal(translate("Plan", "{} options evaluated for the traffic: {}.\n\n"), r.evaluated,
                           servingTrafficText(s.serving));
    else
        out << formatLocal(
            translate("Plan", "{} candidates evaluated, {} fit; costs over {} months at {}.\n\n"),
            r.evaluated, r.fitting, s.horizon_months,
            text::Format::commandLine().jobsPerMonth(r.jobs_per_month).toStdString());
    if (planned.usage_note && r.objective != Objective::Serving)
        out << translate("Plan", "note: ") << text::cliText(*planned.usage_note) << "\n\n";
    if (const auto untimed = untimedNote(c, r))
        out << translate("Plan", "note: ") << text::cliText(*untimed) << "\n\n";
}

// The ranked list and the Pareto front, in the objective's terms.
// The catalog rows a listed option's price comes from (core/cost/Pricing.h).
PricedRows pricedRows(const Candidate& cd) {
    if (cd.mode == PurchaseMode::Rent)
        return {{}, {}, cd.offer_id};
    return boughtRows(cd.gpu, cd.price_date, cd.gpus_included, {cd.system, cd.host_system});
}

// "Prices converted into EUR at: USD exchange rate: rate of 2024-12-31, over 12 months old": the age of each
// catalog rate that converted the prices of the options listed (nothing when none was converted).
void printExchangeRates(CommandContext& ctx, const Recommendation& r, const Scenario& s) {
    const std::string& currency = s.currency;
    std::set<std::string> currencies;
    for (const auto* list : {&r.ranked, &r.pareto})
        for (const Candidate& cd : *list)
            addRowCurrencies(ctx.catalog(), pricedRows(cd), currencies);
    std::string joined;
    for (const std::string& part :
         rateAgeParts(ratesTaken(ctx.catalog(), s, currencies, currency), ctx.global))
        joined += (joined.empty() ? "" : "; ") + part;
    if (!joined.empty())
        ctx.out << "\n"
                << formatLocal(translate("Plan", "Prices converted into {} at: {}\n"), currency, joined);
}

void printRecommendRanking(CommandContext& ctx, const Recommendation& r, const Scenario& s) {
    const std::string& currency = s.currency;
    switch (r.objective) {
    case Objective::Cheapest:
        ctx.out << translate("Plan", "Ranked (cheapest first):") << "\n";
        break;
    case Objective::Fastest:
        ctx.out << translate("Plan", "Ranked (fastest first within the budget):") << "\n";
        break;
    case Objective::Value:
        ctx.out << translate("Plan", "Ranked (most work for the money first):") << "\n";
        break;
    case Objective::Serving:
        ctx.out << translate("Plan", "Ranked (those that serve the traffic at the targets first, then "
                                     "the cheapest a month):")
                << "\n";
        printServingCandidates(ctx.out, r.ranked, currency);
        ctx.out << "\n" << translate("Plan", "Pareto front (cost a month vs first-token latency):") << "\n";
        printServingCandidates(ctx.out, r.pareto, currency);
        return;
    }
    printCandidates(ctx.out, r.ranked, currency, ctx.global);
    ctx.out << "\n" << translate("Plan", "Pareto front (cost vs time):") << "\n";
    printCandidates(ctx.out, r.pareto, currency, ctx.global);
    printExchangeRates(ctx, r, s);
}

int printRecommendation(CommandContext& ctx, const Scenario& s, const PlanResults& planned, bool json) {
    const Recommendation& r = planned.recommendation;
    if (json) {
        nlohmann::json j = toJson(r);
        j["usage_note"] =
            planned.usage_note ? nlohmann::json(planned.usage_note->english()) : nlohmann::json();
        ctx.out << jsonText(j) << "\n";
        return kExitOk;
    }
    printRecommendHeader(ctx.out, ctx.catalog(), s, planned);
    if (r.ranked.empty()) {
        ctx.out << translate("Plan", "Nothing fits within the constraints.") << "\n";
        return kExitOk;
    }
    printRecommendRanking(ctx, r, s);
    return kExitOk;
}
} // namespace

Command addRecommendCommand(CLI::App& parent, CommandContext& ctx) {
    auto o = std::make_shared<RecommendOptions>();
    CLI::App* sub = parent.add_subcommand(
        "recommend", translate("Plan", "Which GPUs to buy or rent: Pareto front and ranked list."));
    addRecommendScenarioOptions(sub, *o);
    addRecommendSearchOptions(sub, *o);
    sub->add_flag("--json", o->json, translate("Plan", "Print one JSON object"));
    addStaleAfterMonthsOption(*sub, ctx.global);
    auto run = [o, sub, &ctx]() -> int {
        // From a saved scenario, only the flags given change it; without one, every flag
        // (given or default) makes the scenario.
        const bool from_file = !o->scenario.empty();
        auto set = [&](const char* flag) { return !from_file || sub->count(flag) > 0; };
        Scenario s = baseScenario(*o, ctx);
        applyRecommendConstraints(*o, set, s);
        applyRecommendUsage(*o, set, sub->count("--jobs-per-month") > 0, s);
        const Catalog& c = ctx.catalog();
        if (!c.findGpu(s.gpu_id))
            throw InputError(formatLocal(translate("Plan", "--gpu: '{}' is not in the catalog"), s.gpu_id));
        // The window's answer: plan() turns the hours into jobs on the scenario's GPU and
        // recommends as the Recommend tab does (recommendFor).
        PlanOptions opts;
        opts.suggestions = false;
        return printRecommendation(ctx, s, plan(c, s, opts), o->json);
    };
    return {sub, run};
}

Command addScenarioCommand(CLI::App& parent, CommandContext& ctx) {
    auto file = std::make_shared<std::string>();
    auto json = std::make_shared<bool>(false);
    CLI::App* sub =
        parent.add_subcommand("scenario", translate("Plan", "Work with saved .gpuplan scenarios."));
    sub->require_subcommand(1);
    CLI::App* runApp = sub->add_subcommand("run", translate("Plan", "Every result for a saved scenario."));
    runApp->add_option("FILE", *file, translate("Plan", "The .gpuplan file"))->required();
    runApp->add_flag("--json", *json, translate("Plan", "Print one JSON object"));
    auto run = [file, json, &ctx]() -> int {
        if (!std::ifstream(*file))
            throw InputError(formatLocal(translate("Plan", "{}: cannot open the file"), *file));
        const std::string name = std::filesystem::path(*file).filename().string();
        const Scenario s = loadScenarioFile(*file, name);
        const Catalog& c = ctx.catalog();
        const PlanResults r = plan(c, s);
        if (*json) {
            ctx.out << jsonText(toJson(r)) << "\n";
            return kExitOk;
        }
        ctx.out << formatLocal(translate("Plan", "{}\n{} on {}x {} ({}): {} GB per GPU of {} GB, {}\n"),
                               s.name, r.model.id, r.layout.gpus(), r.gpu, strategyId(r.layout.strategy),
                               formatLocal("{:.1f}", r.memory.per_gpu.total_bytes / 1e9),
                               formatLocal("{:.0f}", c.findGpu(r.gpu)->vram_bytes / 1e9),
                               r.fits ? translate("Plan", "fits") : translate("Plan", "DOES NOT FIT"));
        ctx.out << formatLocal(translate("Plan", "Guide's rule of thumb: {} = {:.2f} GB\n"),
                               text::cliText(r.rule_of_thumb.formula), r.rule_of_thumb.bytes / 1e9);
        if (r.throughput_selected) {
            const auto& t = *r.throughput_selected;
            if (t.decode_tokens_per_s)
                ctx.out << formatLocal(translate("Plan", "Decode: {:.1f} tokens/s ({:.1f} per sequence)\n"),
                                       *t.decode_tokens_per_s, *t.decode_tokens_per_s_per_sequence);
            if (t.train_step_seconds)
                ctx.out << formatLocal(
                    translate("Plan", "Training step: {:.3f} s, communication {:.0f} % of it\n"),
                    *t.train_step_seconds, t.comm_fraction.value_or(0) * 100);
            if (t.job_hours)
                ctx.out << formatLocal(translate("Plan", "Job: {:.2f} h\n"), *t.job_hours);
        }
        if (r.buy_rent.selected) {
            const auto& be = r.buy_rent.selected->breakeven;
            ctx.out << formatLocal(
                translate("Plan", "Buy vs rent ({}): break-even {}, threshold {}\n"),
                text::offerLabelText(r.buy_rent.selected->label, text::Format::commandLine()).toStdString(),
                be.months ? formatLocal(translate("Plan", "after {:.2f} months"), *be.months)
                          : translate("Plan", "not within the horizon"),
                be.paysOffWithinAMonth()
                    ? formatLocal(translate("Plan", "{:.1f} h/month"), *be.hours_per_month_threshold)
                    : (be.hours_per_month_threshold ? translate("Plan", "beyond the 744 hours of a month")
                                                    : translate("Plan", "none")));
        }
        if (!r.suggestions.empty()) {
            ctx.out << "\n" << translate("Plan", "What would make it fit:") << "\n";
            for (const auto& f : r.suggestions)
                ctx.out << formatLocal(translate("Plan", "  {} {}: {:.1f} GB per GPU{}{}\n"),
                                       f.fits ? translate("Plan", "[fits]") : translate("Plan", "[no]  "),
                                       text::cliText(f.change), f.per_gpu_bytes / 1e9,
                                       translate("Plan", "; time: ") + text::cliText(f.time_cost),
                                       f.quality_cost
                                           ? translate("Plan", "; quality: ") + text::cliText(*f.quality_cost)
                                           : std::string());
        }
        if (!r.recommendation.ranked.empty()) {
            ctx.out << "\n" << translate("Plan", "Recommendation:") << "\n";
            if (r.recommendation.objective == Objective::Serving)
                printServingCandidates(ctx.out, r.recommendation.ranked, s.currency);
            else
                printCandidates(ctx.out, r.recommendation.ranked, s.currency, ctx.global);
        }
        for (const auto& wmsg : r.warnings)
            ctx.out << translate("Plan", "warning: ") << text::cliText(wmsg) << "\n";
        return kExitOk;
    };
    // The parent's "run" fires when `scenario run` was parsed.
    return {runApp, run};
}

} // namespace gpuplan::cli
