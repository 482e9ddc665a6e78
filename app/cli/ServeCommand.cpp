#include "cli/ServeCommand.h"
#include "cli/JsonOutput.h"
#include "cli/ServeMeasured.h"

#include "cli/CliApp.h"
#include "cli/CliText.h"
#include "cli/ModelOption.h"
#include "cli/PriceAge.h"
#include "cli/Ranges.h"
#include "cli/Table.h"
#include "text/CoreText.h"
#include "text/Format.h"
#include "text/Names.h"
#include "text/ServingText.h"

#include "core/base/Error.h"
#include "core/base/Limits.h"
#include "core/cost/Pricing.h"
#include "core/plan/Planner.h"
#include "core/plan/ServingSizing.h"
#include "core/scenario/PlanChecks.h"
#include "core/scenario/Scenario.h"
#include "core/serving/ServingAccuracy.h"
#include "core/serving/ServingEngine.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <map>
#include <memory>
#include <optional>
#include <ostream>
#include <set>

namespace gpuplan::cli {

namespace {

struct ServeOptions {
    std::string model;
    std::string gpu;
    std::optional<std::int64_t> gpus;
    std::int64_t tp = 1;
    std::string engine{engineId(Engine::VLLM)};
    std::optional<double> gpu_memory_utilization;
    std::string precision;
    std::string kv_precision = "fp16";
    std::optional<std::int64_t> max_model_len;
    std::optional<std::int64_t> max_num_batched_tokens;
    std::int64_t prompt_tokens = 1000;
    std::int64_t output_tokens = 250;
    std::optional<std::int64_t> users;
    std::optional<double> requests_per_s;
    std::optional<double> ttft_slo_ms;
    std::optional<double> tpot_slo_ms;
    std::string api;
    std::string mode = "both";
    double hours = 744;
    std::optional<double> system_price;
    std::optional<double> cloud_rate;
    std::string currency = "EUR";
    bool json = false;
    bool calibrate = false;
};

constexpr double kGiB = 1073741824.0;

nlohmann::json costJson(const ServingOption& o) {
    if (!o.priced)
        return nullptr;
    return {{"input", o.per_million.input},
            {"output", o.per_million.output},
            {"blended", o.per_million.blended},
            {"monthly_cost", o.monthly_cost},
            {"monthly_tokens", o.month.tokens},
            {"upfront_cost", o.upfront_cost},
            {"rate_per_hour", o.rate_per_hour},
            {"offer", o.offer_id},
            {"system", o.system}};
}

nlohmann::json apiJson(const ApiComparison& a) {
    return {{"id", a.id},
            {"provider", a.provider},
            {"model", a.model},
            {"input", a.per_million.input},
            {"output", a.per_million.output},
            {"blended", a.per_million.blended},
            {"monthly_cost", a.monthly_cost},
            {"breakeven_tokens_per_month", a.breakeven_tokens_per_month
                                               ? nlohmann::json(*a.breakeven_tokens_per_month)
                                               : nlohmann::json(nullptr)},
            {"breakeven_within_capacity", a.breakeven_within_capacity},
            {"date", a.date},
            {"source", a.source}};
}

// What `serve` was asked, checked: the scenario it builds and the option it names.
struct ServeRequest {
    Scenario s;
    ModelSpec m;
    const GpuSpec* gpu = nullptr;
    Precision weights = Precision::BF16;
    Precision kv = Precision::FP16;
    std::uint32_t gpus = 1;
    std::uint32_t replicas = 1;
};

// What it answers: the option bought and/or rented, the GPUs the targets need, the APIs.
struct ServeAnswer {
    std::vector<ServingOption> priced;
    std::map<std::string, ExchangeRate> rates; // the exchange rates its prices were converted at
    std::optional<std::size_t> reference;      // the first priced option: the cost of a million tokens
    std::optional<std::uint32_t> gpus_needed;
    std::vector<ApiComparison> apis;
    EffectiveServing eff;
    // Fits, but the speed could not be modelled (a GPU without a compute figure): no speed,
    // latency or cost figures, only the reason (misses).
    bool timed = false;

    const ServingOption& first() const { return priced.front(); }
};

void addServeOptions(CLI::App* sub, ServeOptions& o) {
    sub->add_option("--model", o.model, translate("Serve", "Catalog model id or a config.json path"))
        ->required();
    sub->add_option("--gpu", o.gpu, translate("Serve", "Catalog GPU id, e.g. h100-sxm"))->required();
    sub->add_option("--gpus", o.gpus,
                    translate("Serve", "GPUs in all (replicas = GPUs / TP; default: the TP)"))
        ->check(within(limits::kGpus));
    sub->add_option("--tp", o.tp, translate("Serve", "Tensor-parallel GPUs per replica"))
        ->check(within(limits::kParallelDegree))
        ->capture_default_str();
    sub->add_option("--engine", o.engine, engineIds(" | "))->capture_default_str();
    sub->add_option("--gpu-memory-utilization", o.gpu_memory_utilization,
                    translate("Serve", "Share of the GPU memory the engine takes (default: the engine's)"))
        ->check(CLI::Range(0.01, 1.0));
    sub->add_option("--precision", o.precision,
                    translate("Serve", "Weights (default bf16; q4_k_m with llama.cpp)"));
    sub->add_option("--kv-precision", o.kv_precision, translate("Serve", "KV cache: ") + kvPrecisionNames())
        ->capture_default_str();
    sub->add_option("--max-model-len", o.max_model_len,
                    translate("Serve", "Longest sequence the engine accepts (default: the model's context)"))
        ->check(within(limits::kSeq));
    sub->add_option(
           "--max-num-batched-tokens", o.max_num_batched_tokens,
           translate("Serve", "Tokens of one scheduler step, the prefill chunk (default: the engine's)"))
        ->check(CLI::Range(1, 1'048'576));
    sub->add_option("--prompt-tokens", o.prompt_tokens,
                    translate("Serve", "Prompt tokens per request (mean)"))
        ->check(within(limits::kSeq))
        ->capture_default_str();
    sub->add_option("--output-tokens", o.output_tokens,
                    translate("Serve", "Output tokens per request (mean)"))
        ->check(within(limits::kSeq))
        ->capture_default_str();
    auto* users = sub->add_option("--users", o.users, translate("Serve", "Concurrent users"))
                      ->check(CLI::Range(1, 10'000'000));
    sub->add_option("--requests-per-s", o.requests_per_s,
                    translate("Serve", "Requests per second (Poisson arrivals)"))
        ->check(CLI::Range(1e-6, 1e6))
        ->excludes(users);
    sub->add_option("--ttft-slo", o.ttft_slo_ms, translate("Serve", "Target time to first token, p95 (ms)"))
        ->check(CLI::Range(1e-3, 3.6e6));
    sub->add_option("--tpot-slo", o.tpot_slo_ms, translate("Serve", "Target time per output token (ms)"))
        ->check(CLI::Range(1e-3, 3.6e6));
    sub->add_option("--api", o.api,
                    translate("Serve", "Catalog API price id to compare with (default: every API "
                                       "price of the model)"));
    sub->add_option("--mode", o.mode, translate("Serve", "buy | rent | both"))->capture_default_str();
    sub->add_option("--hours-per-month", o.hours, translate("Serve", "Hours of service a month"))
        ->check(CLI::Range(1.0, 744.0))
        ->capture_default_str();
    sub->add_option(
           "--system-price", o.system_price,
           translate("Serve", "Price of the system around the GPUs, per node (default: the catalog's)"))
        ->check(CLI::Range(0.0, 1e12));
    sub->add_option("--cloud-rate", o.cloud_rate,
                    translate("Serve",
                              "Rent per GPU-hour, in the currency of the costs (default: the catalog's "
                              "cheapest on-demand offer)"))
        ->check(CLI::Range(0.0, 1e9));
    sub->add_option("--currency", o.currency, translate("Serve", "Currency of the costs"))
        ->capture_default_str();
    sub->add_flag("--json", o.json, translate("Serve", "Print one JSON object"));
    sub->add_flag("--calibrate", o.calibrate,
                  translate("Serve", "Fit the engine's speed on this GPU to the catalog's measured runs that "
                                     "match (at least 2) and plan with the fit"));
}

// The options' serving settings, traffic, targets and costs into the scenario.
void applyServeOptions(const ServeOptions& o, const GpuSpec& gpu, Scenario& s) {
    ServingSettings& v = s.serving;
    v.engine = parseEngine(o.engine, "--engine");
    v.gpu_memory_utilization = o.gpu_memory_utilization;
    if (o.max_model_len)
        v.max_model_len = static_cast<std::uint64_t>(*o.max_model_len);
    if (o.max_num_batched_tokens)
        v.max_num_batched_tokens = static_cast<std::uint32_t>(*o.max_num_batched_tokens);
    v.prompt_tokens = static_cast<std::uint64_t>(o.prompt_tokens);
    v.output_tokens = static_cast<std::uint64_t>(o.output_tokens);
    if (o.users)
        v.users = static_cast<std::uint32_t>(*o.users);
    v.requests_per_s = o.requests_per_s;
    v.ttft_p95_ms = o.ttft_slo_ms;
    v.tpot_ms = o.tpot_slo_ms;
    v.api_id = o.api;
    v.tp = static_cast<std::uint32_t>(o.tp);
    s.currency = o.currency;
    s.hours_per_month = o.hours;
    if (o.system_price)
        s.host_cost = *o.system_price;
    if (o.cloud_rate) {
        s.gpu_id = gpu.id;
        s.cloud_rate_per_gpu_hour = *o.cloud_rate;
    }
    s.constraints.mode = parsePurchaseMode(o.mode);
}

ServeRequest serveRequest(const ServeOptions& o, const Catalog& c, std::ostream& err) {
    ServeRequest q;
    setModelOption(o.model, q.s, err);
    q.m = resolveModel(c, q.s);
    q.gpu = c.findGpu(o.gpu);
    if (!q.gpu)
        throw InputError("--gpu", Message(MessageId::GpuNotInCatalog, {o.gpu}));
    applyServeOptions(o, *q.gpu, q.s);
    const ServingSettings& v = q.s.serving;
    q.gpus = static_cast<std::uint32_t>(o.gpus.value_or(o.tp));
    if (q.gpus % v.tp != 0)
        throw InputError(
            formatLocal(translate("Serve", "--gpus {} is not a multiple of --tp {}"), q.gpus, v.tp));
    q.replicas = q.gpus / v.tp;
    q.weights = parsePrecisionOrThrow(
        !o.precision.empty() ? o.precision : (v.engine == Engine::LlamaCpp ? "q4_k_m" : "bf16"),
        "--precision");
    q.kv = parsePrecisionOrThrow(o.kv_precision, "--kv-precision");
    if (!isKvPrecision(q.kv))
        throw InputError(formatLocal(translate("Serve", "--kv-precision: {} is not a KV cache type ({})"),
                                     o.kv_precision, kvPrecisionNames()));
    q.s.validate();
    requireTensorParallel(q.m, v.tp, "--tp"); // whole heads on each GPU
    checkServingForModel(v, q.m);             // requests within max_model_len and the context
    if (!v.api_id.empty() && !c.findApiPrice(v.api_id))
        throw InputError("--api", Message(MessageId::ServingApiNotInCatalog, {v.api_id}));
    return q;
}

ServeAnswer serveAnswer(const Catalog& c, const ServeRequest& q) {
    const ServingSettings& v = q.s.serving;
    ServeAnswer a;
    for (PurchaseMode mode : {PurchaseMode::Buy, PurchaseMode::Rent}) {
        if ((mode == PurchaseMode::Buy && q.s.constraints.mode == PurchaseMode::Rent) ||
            (mode == PurchaseMode::Rent && q.s.constraints.mode == PurchaseMode::Buy))
            continue;
        a.priced.push_back(evaluateServing(c, q.m, q.s, *q.gpu, q.weights, q.kv, v.tp, q.replicas, mode));
    }
    for (std::size_t i = 0; i < a.priced.size() && !a.reference; ++i)
        if (a.priced[i].priced)
            a.reference = i;
    std::set<std::string> currencies;
    for (const ServingOption& o : a.priced)
        if (o.priced)
            addRowCurrencies(c,
                             o.mode == PurchaseMode::Rent
                                 ? PricedRows{{}, {}, o.offer_id}
                                 : boughtRows(o.gpu, o.price_date, o.gpus_included, {o.system}),
                             currencies);
    a.rates = ratesTaken(c, q.s, currencies, q.s.currency);
    if (a.first().memory.fits)
        a.gpus_needed = servingGpusNeeded(c, q.m, q.s, *q.gpu, q.weights, q.kv, v.tp);
    if (a.reference && text::speedModelled(a.priced[*a.reference]))
        a.apis = compareApis(c, q.s, q.m.id, a.priced[*a.reference].month);
    a.eff = effectiveServing(v, *q.gpu, q.m.max_context);
    a.timed = text::speedModelled(a.first());
    return a;
}

// The option asked for: the model, the GPU, the engine, the precisions and the replicas.
nlohmann::json optionJson(const ServeRequest& q) {
    nlohmann::json j;
    j["model"] = q.m.id;
    j["gpu"] = q.gpu->id;
    j["engine"] = engineId(q.s.serving.engine);
    j["precision"] = precisionInfo(q.weights).id;
    j["kv_precision"] = precisionInfo(q.kv).id;
    j["tp"] = q.s.serving.tp;
    j["replicas"] = q.replicas;
    j["gpus"] = q.gpus;
    return j;
}

void addMemoryJson(const ServingMemory& mem, nlohmann::json& j) {
    j["fits"] = mem.fits;
    j["reason"] = mem.fits ? nlohmann::json(nullptr) : nlohmann::json(mem.reason.english());
    j["max_model_len"] = mem.max_model_len;
    j["max_model_len_note"] = mem.note ? nlohmann::json(mem.note->english()) : nlohmann::json(nullptr);
    j["device_memory_bytes"] = mem.device_memory_bytes;
    j["gpu_memory_utilization"] = mem.gpu_memory_utilization;
    j["weights_bytes"] = mem.weights_bytes;
    j["activation_bytes"] = mem.activation_bytes;
    j["non_torch_bytes"] = mem.non_torch_bytes;
    j["kv_cache_bytes"] = mem.kv_cache_bytes;
    j["kv_cache_tokens"] = mem.kv_cache_tokens;
    j["kv_bytes_per_token"] = mem.kv_bytes_per_token;
    j["max_concurrent_sequences"] = mem.max_concurrent_sequences;
    j["max_concurrent_sequences_p95"] = mem.max_concurrent_sequences_tail;
}

// The traffic's figures, null where the speed could not be modelled.
void addLoadJson(const ServeRequest& q, const ServeAnswer& a, nlohmann::json& j) {
    const ServingLoad& load = a.first().load;
    const bool timed = a.timed;
    const auto ifTimed = [timed](auto value) { return timed ? nlohmann::json(value) : nlohmann::json(); };
    const auto p50p95 = [timed](double p50, double p95) {
        return timed ? nlohmann::json{{"p50", p50}, {"p95", p95}} : nlohmann::json();
    };
    j["timed"] = timed;
    j["requests_per_s"] = ifTimed(load.requests_per_s);
    j["capacity_requests_per_s"] = ifTimed(a.first().capacity_rps);
    j["concurrency"] = ifTimed(load.concurrency);
    j["tokens_per_s"] = ifTimed(load.tokens_per_s);
    j["tokens_per_s_per_user"] = ifTimed(load.tokens_per_s_per_user);
    j["ttft_seconds"] = p50p95(load.ttft_p50_s, load.ttft_p95_s);
    j["tpot_seconds"] = p50p95(load.tpot_p50_s, load.tpot_p95_s);
    j["latency_model"] = ifTimed(load.simulated ? "scheduler simulation" : "analytic");
    // How far the latencies may be off: the median errors against published runs, or null for an
    // engine no published run under load measures (core/serving/ServingAccuracy.h).
    j["latency_median_error"] = validatedUnderLoad(q.s.serving.engine)
                                    ? nlohmann::json{{"ttft", kServingAccuracy.ttft_median_error},
                                                     {"tpot", kServingAccuracy.tpot_median_error},
                                                     {"runs", kServingAccuracy.runs},
                                                     {"sources", kServingAccuracy.sources}}
                                    : nlohmann::json(nullptr);
    j["e2e_seconds"] = p50p95(load.e2e_p50_s, load.e2e_p95_s);
    j["preemptions_per_request"] = ifTimed(load.preemptions_per_request);
    j["kv_use_peak"] = ifTimed(load.kv_use_peak);
    j["stable"] = ifTimed(load.stable);
    j["queued_users"] = ifTimed(load.queued_users * q.replicas);
    j["queue_wait_seconds"] = ifTimed(load.queue_wait_s);
    j["efficiencies"] = {{"decode_memory_efficiency", a.eff.decode_memory_efficiency},
                         {"prefill_mfu", a.eff.prefill_mfu},
                         {"prefill_mfu_fp8", a.eff.prefill_mfu_fp8},
                         {"host_seconds_per_layer", a.eff.host_seconds_per_layer},
                         {"decode_calibrated", a.eff.decode_calibrated},
                         {"run_calibrated", a.eff.run_calibrated},
                         {"step_overhead_decode_s", a.eff.step_overhead_decode_s},
                         {"step_overhead_mixed_s", a.eff.step_overhead_mixed_s},
                         {"prefill_calibrated", a.eff.prefill_calibrated}};
    j["meets_targets"] = a.first().meets;
    nlohmann::json misses = nlohmann::json::array();
    for (const auto& miss : a.first().misses)
        misses.push_back(miss.english());
    j["misses"] = misses;
    j["gpus_needed"] = a.gpus_needed ? nlohmann::json(*a.gpus_needed) : nlohmann::json(nullptr);
}

// What it costs, bought and rented, against the APIs.
void addCostJson(const ServeRequest& q, const ServeAnswer& a, nlohmann::json& j) {
    j["currency"] = q.s.currency;
    nlohmann::json costs = nlohmann::json::object();
    for (const auto& x : a.priced)
        costs[std::string(purchaseModeId(x.mode))] = a.timed ? costJson(x) : nlohmann::json();
    j["costs"] = costs;
    j["cost_per_million_tokens"] =
        a.reference && a.timed ? costJson(a.priced[*a.reference]) : nlohmann::json(nullptr);
    nlohmann::json list = nlohmann::json::array();
    for (const auto& api : a.apis)
        list.push_back(apiJson(api));
    j["apis"] = list;
    j["api_cost_per_million_tokens"] =
        a.apis.empty() ? nlohmann::json(nullptr) : nlohmann::json(a.apis.front().per_million.blended);
    j["breakeven_tokens_per_month"] = a.apis.empty() || !a.apis.front().breakeven_tokens_per_month
                                          ? nlohmann::json(nullptr)
                                          : nlohmann::json(*a.apis.front().breakeven_tokens_per_month);
}

// The dates of the buy price and the cloud rate the costs rest on (null: the scenario's own, given
// on the command line, or undated), and whether each is older than --stale-after-months, as
// `breakeven` says them.
void addPriceDatesJson(const ServeAnswer& a, const GlobalOptions& global, nlohmann::json& j) {
    for (const char* mode : {"buy", "rent"}) {
        j[std::string(mode) + "_price_date"] = nullptr;
        j[std::string(mode) + "_price_stale"] = false;
    }
    for (const auto& x : a.priced) {
        if (!x.priced || x.price_date.empty() || x.price_date == kScenarioPriceDate)
            continue;
        const std::string mode(purchaseModeId(x.mode));
        j[mode + "_price_date"] = x.price_date;
        j[mode + "_price_stale"] = priceAgeIsStale(x.price_date, global);
    }
    j["exchange_rates"] = rateAgesJson(a.rates, global); // those the prices were converted at
    j["stale_after_months"] = global.stale_after_months;
}

nlohmann::json serveJson(const ServeRequest& q, const ServeAnswer& a, const GlobalOptions& global) {
    nlohmann::json j = optionJson(q);
    addMemoryJson(a.first().memory, j);
    addLoadJson(q, a, j);
    addCostJson(q, a, j);
    addPriceDatesJson(a, global, j);
    return j;
}

void addMemoryRows(const ServingMemory& mem, Table& t) {
    t.add({translate("Serve", "device memory per GPU (GiB)"),
           formatLocal("{:.2f}", mem.device_memory_bytes / kGiB)});
    t.add({translate("Serve", "weights per GPU (GiB)"), formatLocal("{:.2f}", mem.weights_bytes / kGiB)});
    t.add({translate("Serve", "activation peak (GiB)"), formatLocal("{:.2f}", mem.activation_bytes / kGiB)});
    t.add({translate("Serve", "outside PyTorch (GiB)"), formatLocal("{:.2f}", mem.non_torch_bytes / kGiB)});
    t.add({translate("Serve", "KV cache per GPU (GiB)"), formatLocal("{:.2f}", mem.kv_cache_bytes / kGiB)});
    t.add({translate("Serve", "KV cache tokens"), formatLocal("{}", mem.kv_cache_tokens)});
    t.add({translate("Serve", "sequences at once (mean, p95 length)"),
           formatLocal("{:.0f} / {:.0f}", mem.max_concurrent_sequences, mem.max_concurrent_sequences_tail)});
}

void addLoadRows(const ServeRequest& q, const ServeAnswer& a, Table& t) {
    const ServingLoad& load = a.first().load;
    t.add({translate("Serve", "requests/s (capacity)"),
           formatLocal("{:.2f} ({:.2f})", load.requests_per_s, a.first().capacity_rps)});
    t.add({translate("Serve", "output tokens/s"), formatLocal("{:.0f}", load.tokens_per_s)});
    t.add({translate("Serve", "tokens/s per user"), formatLocal("{:.1f}", load.tokens_per_s_per_user)});
    t.add({translate("Serve", "TTFT p50 / p95 (ms)"),
           formatLocal("{:.0f} / {:.0f}", load.ttft_p50_s * 1000, load.ttft_p95_s * 1000)});
    t.add({translate("Serve", "TPOT p50 / p95 (ms)"),
           formatLocal("{:.1f} / {:.1f}", load.tpot_p50_s * 1000, load.tpot_p95_s * 1000)});
    if (load.simulated) {
        t.add({translate("Serve", "end to end p50 / p95 (s)"),
               formatLocal("{:.2f} / {:.2f}", load.e2e_p50_s, load.e2e_p95_s)});
        t.add({translate("Serve", "KV cache in use at most / preemptions a request"),
               formatLocal("{:.0f} % / {:.2f}", 100.0 * load.kv_use_peak, load.preemptions_per_request)});
    }
    // A full KV cache holds them back; otherwise they wait for the scheduler (text::queueText).
    if (load.queued_users > 0)
        t.add({load.kv_limited ? translate("Serve", "users waiting for a KV slot (wait, s)")
                               : translate("Serve", "users waiting in the engine's queue (wait, s)"),
               formatLocal("{:.0f} ({:.1f})", load.queued_users * q.replicas, load.queue_wait_s)});
    const EffectiveServing& eff = a.eff;
    t.add({translate("Serve", "decode bandwidth share / prefill MFU"),
           formatLocal("{:.2f} / {:.2f} ({})", eff.decode_memory_efficiency,
                       eff.prefillMfu(computePrecision(q.weights, false, TrainRegime::Mixed)),
                       eff.run_calibrated ? translate("Serve", "fitted to the measured runs")
                       : eff.decode_calibrated && eff.prefill_calibrated
                           ? translate("Serve", "calibrated on published runs")
                           : translate("Serve", "partly generic, see docs/DESIGN.md"))});
    t.add({translate("Serve", "GPUs needed for the targets"),
           a.gpus_needed ? formatLocal("{}", *a.gpus_needed) : std::string("-")});
}

void addCostRows(const ServeRequest& q, const ServeAnswer& a, const GlobalOptions& global, Table& t) {
    for (const auto& x : a.priced) {
        t.separator();
        const std::string mode = text::purchaseModeWord(x.mode);
        if (!x.priced) {
            // The window's hint names the scenario's field; the command line's names its option.
            t.add({mode,
                   x.price_reason.id == MessageId::NoCloudOffer
                       ? formatLocal(translate("Serve", "no cloud offer rents {} × {} in one machine (one "
                                                        "machine a replica): give --cloud-rate, or "
                                                        "another --tp"),
                                     x.tp, q.gpu->id)
                       : text::cliText(x.price_reason)});
            continue;
        }
        t.add({formatLocal(translate("Serve", "{}: cost a month ({})"), mode, q.s.currency),
               formatLocal("{:.0f}", x.monthly_cost)});
        t.add({formatLocal(translate("Serve", "{}: per million tokens in / out / blended"), mode),
               formatLocal("{:.3f} / {:.3f} / {:.3f}", x.per_million.input, x.per_million.output,
                           x.per_million.blended)});
        // The age of the price bought or the rate rented, flagged past --stale-after-months.
        t.add({formatLocal(translate("Serve", "{}: price"), mode), priceAgeText(x.price_date, global)});
    }
    // And of each exchange rate the prices were converted at.
    for (const std::string& part : rateAgeParts(a.rates, global))
        t.add({formatLocal(translate("Serve", "prices converted into {} at"), q.s.currency), part});
}

void printApis(const std::vector<ApiComparison>& apis, std::ostream& out) {
    if (apis.empty())
        return;
    out << "\n";
    Table a({translate("Serve", "API"), translate("Serve", "per million in / out / blended"),
             translate("Serve", "self-hosting wins above (tokens a month)")});
    for (const auto& x : apis)
        a.add({x.provider + " " + x.model,
               formatLocal("{:.3f} / {:.3f} / {:.3f}", x.per_million.input, x.per_million.output,
                           x.per_million.blended),
               (x.breakeven_tokens_per_month
                    ? text::Format::commandLine().largeNumber(*x.breakeven_tokens_per_month).toStdString()
                    : std::string("-")) +
                   (x.breakeven_within_capacity ? std::string() : translate("Serve", " (beyond capacity)"))});
    a.print(out);
}

void printServe(const ServeRequest& q, const ServeAnswer& a, const ServeMeasured& measured,
                const GlobalOptions& global, std::ostream& out) {
    const ServingMemory& mem = a.first().memory;
    out << formatLocal(translate("Serve", "{} on {} x {} ({} x TP {}), {}, weights {}, KV {}\n"), q.m.id,
                       q.gpus, q.gpu->name, q.replicas, q.s.serving.tp, engineName(q.s.serving.engine),
                       precisionInfo(q.weights).id, precisionInfo(q.kv).id);
    if (!mem.fits) {
        out << formatLocal(translate("Serve", "  -- DOES NOT SERVE: {}\n"), text::cliText(mem.reason));
        return;
    }
    if (mem.note)
        out << formatLocal(translate("Serve", "  -- note: {}\n"), text::cliText(*mem.note));
    if (measured.calibration)
        printCalibration(*measured.calibration, q.gpu->name, out);
    Table t({translate("Serve", "Figure"), translate("Serve", "value")});
    addMemoryRows(mem, t);
    if (a.timed) {
        t.separator();
        addLoadRows(q, a, t);
        addCostRows(q, a, global, t);
    }
    t.print(out);
    if (a.timed && a.first().load.simulated)
        out << formatLocal(translate("Serve", "Latencies: {}'s scheduler simulated step by step (prompts "
                                              "and outputs of fixed length, the first round left out).\n"),
                           engineName(q.s.serving.engine));
    if (a.timed) // the sentence of the Serving tab and the report (core/serving/ServingAccuracy.h)
        out << text::accuracyText(q.s.serving.engine, text::Format::commandLine()).toStdString() << '\n';
    for (const auto& miss : a.first().misses)
        out << formatLocal(translate("Serve", "misses: {}\n"), text::cliText(miss));
    if (a.timed)
        printMeasured(measured, a.first().load, out);
    if (a.timed)
        printApis(a.apis, out);
}

} // namespace

Command addServeCommand(CLI::App& parent, CommandContext& ctx) {
    auto o = std::make_shared<ServeOptions>();
    CLI::App* sub = parent.add_subcommand(
        "serve",
        translate("Serve", "Serve a model to many users: KV cache, concurrency, latency, GPUs needed and "
                           "the cost of a million tokens against APIs."));
    addServeOptions(sub, *o);
    addStaleAfterMonthsOption(*sub, ctx.global);
    auto run = [o, &ctx]() -> int {
        ServeRequest q = serveRequest(*o, ctx.catalog(), ctx.err);
        // With --calibrate, the scenario holds the fit before the option is evaluated.
        const ServeMeasured measured =
            serveMeasured(ctx.catalog(), q.m, q.s, *q.gpu, q.gpus, q.weights, q.kv, o->calibrate);
        const ServeAnswer a = serveAnswer(ctx.catalog(), q);
        if (o->json) {
            nlohmann::json j = serveJson(q, a, ctx.global);
            addMeasuredJson(measured, j);
            ctx.out << jsonText(j) << "\n";
        } else {
            printServe(q, a, measured, ctx.global, ctx.out);
        }
        return kExitOk;
    };
    return {sub, run};
}

} // namespace gpuplan::cli
