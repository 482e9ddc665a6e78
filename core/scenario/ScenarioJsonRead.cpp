// Reading a scenario file: every section by its own reader, strictly (unknown keys, wrong types
// and values out of range are errors naming the file and the JSON path).
#include "core/scenario/ScenarioJson.h"

#include "core/base/BoundedRead.h"
#include "core/base/Error.h"
#include "core/base/Limits.h"
#include "core/model/ModelJson.h"
#include "core/scenario/PlanChecks.h"
#include "core/scenario/ProbeJson.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioJsonReader.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <utility>

namespace gpuplan {

using nlohmann::json;
using scenario_json::ObjectReader;

namespace {

Precision parsePrecisionName(std::string_view s) {
    return parsePrecisionOrThrow(s, "precision");
}

// /workload/lora_targets: the module names LoRA adapts.
void readLoraTargets(const ObjectReader& r, Workload& w) {
    if (!r.contains("lora_targets"))
        return;
    const json& t = r.raw("lora_targets");
    if (!t.is_array())
        r.fail("/workload/lora_targets", "must be a list of module names");
    if (t.size() > limits::kMaxLoraTargets)
        r.fail("/workload/lora_targets",
               Message(MessageId::TooManyLoraTargets, {limits::kMaxLoraTargets, t.size()}).english());
    w.lora_targets.clear();
    for (std::size_t i = 0; i < t.size(); ++i) {
        if (!t[i].is_string())
            r.fail(fmt::format("/workload/lora_targets/{}", i), "must be a string");
        w.lora_targets.push_back(t[i].get<std::string>());
    }
}

// /workload: the model and what is done with it.
void readWorkload(const ObjectReader& r, Scenario& s, std::string_view where) {
    r.allow({"model", "model_spec", "task", "precision", "group_size", "batch", "seq", "grad_accum",
             "kv_precision", "optimizer", "regime", "checkpointing", "loss", "flash_attention", "lora_rank",
             "lora_targets", "adapter_precision", "prefill_chunk_tokens"});
    Workload& w = s.workload;
    r.str("model", s.model_id);
    if (r.has("model_spec"))
        s.model_spec = modelSpecFromJson(r.raw("model_spec"), fmt::format("{}: /workload/model_spec", where));
    r.enumeration<Task>("task", w.task, parseTask);
    r.enumeration<Precision>("precision", w.precision, parsePrecisionName);
    r.integer("group_size", w.group_size, limits::kGroupSize);
    r.integer("batch", w.batch, limits::kBatch);
    r.integer("seq", w.seq, limits::kSeq);
    r.integer("grad_accum", w.grad_accum, limits::kGradAccum);
    r.enumeration<Precision>("kv_precision", w.kv_precision, parsePrecisionName);
    r.enumeration<Optimizer>("optimizer", w.optimizer, parseOptimizer);
    r.enumeration<TrainRegime>("regime", w.regime, parseRegime);
    r.enumeration<Checkpointing>("checkpointing", w.checkpointing, parseCheckpointing);
    r.enumeration<LossKind>("loss", w.loss, parseLoss); // version 4
    r.boolean("flash_attention", w.flash_attention);
    r.integer("prefill_chunk_tokens", w.prefill_chunk_tokens, 0, 1'048'576); // version 3
    r.integer("lora_rank", w.lora_rank, limits::kLoraRank);
    readLoraTargets(r, s.workload);
    r.enumeration<Precision>("adapter_precision", w.adapter_precision, parsePrecisionName);
}

// /job: how much work a job is.
void readJob(const ObjectReader& r, Scenario& s) {
    r.allow({"dataset_examples", "epochs", "requests", "generated_tokens"});
    r.integer("dataset_examples", s.job.dataset_examples, limits::kExamples);
    s.job.epochs = r.number("epochs", s.job.epochs, limits::kEpochs);
    r.integer("requests", s.job.requests, limits::kRequests);
    r.integer("generated_tokens", s.job.generated_tokens, limits::kGeneratedTokens);
}

// /runtime: what the framework keeps beside the tensors.
void readRuntime(const ObjectReader& r, Scenario& s) {
    r.allow({"cuda_context_bytes", "fragmentation"});
    r.integer("cuda_context_bytes", s.runtime.cuda_context_bytes, limits::kCudaContextBytes);
    s.runtime.fragmentation = r.number("fragmentation", s.runtime.fragmentation, limits::kFragmentation);
}

// /hardware: the GPUs, their links and the layout.
void readHardware(const ObjectReader& r, Scenario& s) {
    r.allow({"gpu", "gpu_count", "gpus_per_node", "intra_node_link", "inter_node_link", "strategy", "tp",
             "pp", "offload_optimizer", "offload_params", "sequence_parallel"});
    r.str("gpu", s.gpu_id);
    r.integer("gpu_count", s.gpu_count, limits::kGpus);
    r.integer("gpus_per_node", s.gpus_per_node, limits::kGpusPerNode);
    r.str("intra_node_link", s.intra_node_link);
    r.str("inter_node_link", s.inter_node_link);
    std::string strategy = "auto";
    r.str("strategy", strategy);
    if (strategy == "auto")
        s.strategy.reset();
    else
        r.enumeration<Strategy>("strategy", s.strategy.emplace(), parseStrategy);
    r.integer("tp", s.tp, limits::kParallelDegree);
    r.integer("pp", s.pp, limits::kParallelDegree);
    r.enumeration<Offload>("offload_optimizer", s.offload_optimizer, parseOffload);
    r.enumeration<Offload>("offload_params", s.offload_params, parseOffload);
    r.boolean("sequence_parallel", s.sequence_parallel);
}

// /usage: how much the GPUs are used, and for how long.
void readUsage(const ObjectReader& r, Scenario& s) {
    r.allow({"mode", "hours_per_month", "jobs_per_month", "horizon_months"});
    std::string mode = "hours";
    r.str("mode", mode);
    if (mode != "hours" && mode != "jobs")
        r.fail("/usage/mode", fmt::format("must be \"hours\" or \"jobs\", got \"{}\"", mode));
    s.usage_mode = mode == "hours" ? UsageMode::HoursPerMonth : UsageMode::JobsPerMonth;
    s.hours_per_month = r.number("hours_per_month", s.hours_per_month, limits::kHoursPerMonth);
    s.jobs_per_month = r.number("jobs_per_month", s.jobs_per_month, limits::kJobsPerMonth);
    r.integer("horizon_months", s.horizon_months, limits::kHorizonMonths);
}

// /costs: prices, power and the cloud rate.
void readCosts(const ObjectReader& r, Scenario& s) {
    r.allow({"currency", "gpu_price", "host_cost", "system", "electricity_per_kwh", "pue", "power_fraction",
             "maintenance_fraction_per_year", "resale_fraction", "rent_gpu", "cloud_offer",
             "cloud_rate_per_gpu_hour", "exchange_rates_per_eur"});
    r.str("currency", s.currency);
    if (s.currency.size() != 3)
        r.fail("/costs/currency", fmt::format("must be an ISO 4217 code like EUR, got \"{}\"", s.currency));
    r.optNumber("gpu_price", s.gpu_price, limits::kGpuPrice);
    // Before the systems table: host_cost, 0 by default (not a choice the user made).
    if (const double legacy = r.number("host_cost", 0.0, limits::kAmount); legacy > 0.0)
        s.host_cost = legacy;
    if (r.has("system")) {
        const json& v = r.raw("system");
        if (v.is_string()) {
            r.str("system", s.system_id);
            s.host_cost.reset();
        } else if (!v.is_number()) {
            r.fail(r.at("system"), fmt::format("must be a system id or a price, got {}", shortJson(v)));
        } else {
            r.optNumber("system", s.host_cost, limits::kAmount);
            s.system_id.clear();
        }
    }
    s.electricity_per_kwh =
        r.number("electricity_per_kwh", s.electricity_per_kwh, limits::kElectricityPerKwh);
    s.pue = r.number("pue", s.pue, limits::kPue);
    s.power_fraction = r.number("power_fraction", s.power_fraction, limits::kPowerFraction);
    s.maintenance_fraction_per_year =
        r.number("maintenance_fraction_per_year", s.maintenance_fraction_per_year, limits::kFraction);
    s.resale_fraction = r.number("resale_fraction", s.resale_fraction, limits::kFraction);
    r.str("rent_gpu", s.rent_gpu_id);
    r.str("cloud_offer", s.cloud_offer);
    r.optNumber("cloud_rate_per_gpu_hour", s.cloud_rate_per_gpu_hour, limits::kRatePerGpuHour);
    if (r.has("exchange_rates_per_eur")) {
        const auto rr = r.child("exchange_rates_per_eur");
        for (const auto& [cur, v] : r.raw("exchange_rates_per_eur").items()) {
            ExchangeRate x;
            x.currency = cur;
            x.per_eur = rr.number(cur.c_str(), 1.0, limits::kExchangeRate);
            x.source = "scenario";
            s.exchange_rates.push_back(x);
        }
    }
}

// The smallest efficiency a file may hold (Scenario::validate() agrees: what validates reopens).
constexpr double kMinEfficiency = limits::kEfficiency.min;

// /efficiencies: the shares of the peaks a GPU sustains.
void readEfficiencies(const ObjectReader& r, Scenario& s) {
    r.allow({"train_mfu", "prefill_mfu", "decode_mfu", "decode_memory", "gemm", "rocm_factor",
             "other_stack_factor", "collective", "overlap", "default_latency_s", "nvme_bytes_per_s"});
    auto& e = s.efficiencies;
    e.train_mfu = r.number("train_mfu", e.train_mfu, kMinEfficiency, 1.0);
    e.prefill_mfu = r.number("prefill_mfu", e.prefill_mfu, kMinEfficiency, 1.0);
    e.decode_mfu = r.number("decode_mfu", e.decode_mfu, kMinEfficiency, 1.0);
    e.decode_memory = r.number("decode_memory", e.decode_memory, kMinEfficiency, 1.0);
    e.gemm = r.number("gemm", e.gemm, kMinEfficiency, 1.0);
    e.rocm_factor = r.number("rocm_factor", e.rocm_factor, limits::kStackFactor);
    e.other_stack_factor = r.number("other_stack_factor", e.other_stack_factor, limits::kStackFactor);
    e.comm.collective_efficiency = r.number("collective", e.comm.collective_efficiency, kMinEfficiency, 1.0);
    e.comm.overlap = r.number("overlap", e.comm.overlap, 0.0, 1.0);
    e.comm.default_latency_s =
        r.number("default_latency_s", e.comm.default_latency_s, limits::kLatencySeconds);
    e.comm.nvme_bytes_per_s =
        r.number("nvme_bytes_per_s", e.comm.nvme_bytes_per_s, limits::kNvmeBytesPerSecond);
}

// /constraints: what the recommendation may choose from.
void readConstraints(const ObjectReader& r, Scenario& s) {
    r.allow(
        {"budget", "max_gpus", "mode", "deadline_hours", "every_count", "precisions", "top_k", "objective"});
    auto& c = s.constraints;
    r.optNumber("budget", c.budget, limits::kAmount);
    r.integer("max_gpus", c.max_gpus, limits::kGpus);
    r.enumeration<PurchaseMode>("mode", c.mode, parsePurchaseMode);
    r.optNumber("deadline_hours", c.deadline_hours, limits::kDeadlineHours);
    r.boolean("every_count", c.every_count);
    r.integer("top_k", c.top_k, 1, limits::kMaxTopK);
    if (r.has("objective")) {
        std::string name;
        r.str("objective", name);
        c.objective = parseObjective(name);
        if (!c.objective)
            r.fail("/constraints/objective",
                   fmt::format("unknown objective '{}' (valid: {})", name, objectiveNames()));
    }
    if (r.has("precisions")) {
        const json& p = r.raw("precisions");
        if (!p.is_array())
            r.fail("/constraints/precisions", "must be a list of precision names");
        for (std::size_t i = 0; i < p.size(); ++i) {
            const std::string path = fmt::format("/constraints/precisions/{}", i);
            if (!p[i].is_string())
                r.fail(path, "must be a string");
            const auto prec = parsePrecision(p[i].get<std::string>());
            if (!prec)
                r.fail(path, fmt::format("unknown precision '{}' (valid: {})", p[i].get<std::string>(),
                                         precisionNames()));
            c.precisions.push_back(*prec);
        }
    }
}

// /serving/calibration (version 5): an engine's speed fitted to measured runs, within physical bounds.
ServingCalibration readCalibration(const ObjectReader& r) {
    r.allow({"engine", "gpu", "model", "decode_memory_efficiency", "prefill_mfu", "decode_mfu",
             "step_overhead_decode_ms", "step_overhead_mixed_ms", "runs", "ttft_error_before",
             "ttft_error_after", "tpot_error_before", "tpot_error_after"});
    ServingCalibration c;
    r.enumeration<Engine>("engine", c.engine, [](std::string_view id) { return parseEngine(id, ""); });
    r.str("gpu", c.gpu_id);
    if (c.gpu_id.empty())
        r.fail(r.at("gpu"), "is missing (the GPU the runs ran on)");
    r.str("model", c.model_id);
    c.decode_memory_efficiency = r.number("decode_memory_efficiency", c.decode_memory_efficiency, 0.01, 1.0);
    c.prefill_mfu = r.number("prefill_mfu", c.prefill_mfu, 0.01, 1.0);
    c.decode_mfu = r.number("decode_mfu", c.decode_mfu, 0.01, 1.0);
    c.step_overhead_decode_ms = r.number("step_overhead_decode_ms", 0.0, 0.0, 1000.0);
    c.step_overhead_mixed_ms = r.number("step_overhead_mixed_ms", 0.0, 0.0, 1000.0);
    if (r.contains("runs")) {
        const json& runs = r.raw("runs");
        if (!runs.is_array() || runs.size() > 10'000)
            r.fail(r.at("runs"), "must be a list of at most 10000 run names");
        for (const json& name : runs) {
            if (!name.is_string())
                r.fail(r.at("runs"), fmt::format("must list names, got {}", shortJson(name)));
            c.runs.push_back(name.get<std::string>());
        }
    }
    r.optNumber("ttft_error_before", c.ttft_error_before, 0.0, 1e6);
    r.optNumber("ttft_error_after", c.ttft_error_after, 0.0, 1e6);
    r.optNumber("tpot_error_before", c.tpot_error_before, 0.0, 1e6);
    r.optNumber("tpot_error_after", c.tpot_error_after, 0.0, 1e6);
    return c;
}

// /serving (version 3): ranges as ServingSettings::validate() checks them after reading.
void readServing(const ObjectReader& r, ServingSettings& v) {
    r.allow({"engine",
             "gpu_memory_utilization",
             "max_num_batched_tokens",
             "max_num_seqs",
             "max_model_len",
             "prompt_tokens",
             "output_tokens",
             "p95_request_tokens",
             "users",
             "requests_per_s",
             "ttft_p95_ms",
             "tpot_ms",
             "tokens_per_s_per_user",
             "tp",
             "api",
             "prefix_cache",
             "shared_prefix_tokens",
             "device_memory_bytes",
             "driver_reserved_bytes",
             "decode_memory_efficiency",
             "prefill_mfu",
             "calibration"});
    r.enumeration<Engine>("engine", v.engine, [](std::string_view id) { return parseEngine(id, ""); });
    auto optInteger = [&](const char* key, auto& out, std::uint64_t min, std::uint64_t max) {
        if (!r.has(key)) {
            if (r.raw_or_null(key))
                out.reset();
            return;
        }
        std::uint64_t n = 0;
        r.integer(key, n, min, max);
        out = static_cast<typename std::decay_t<decltype(out)>::value_type>(n);
    };
    r.optNumber("gpu_memory_utilization", v.gpu_memory_utilization, 0.01, 1.0);
    optInteger("max_num_batched_tokens", v.max_num_batched_tokens, 1, 1'048'576);
    optInteger("max_num_seqs", v.max_num_seqs, 1, 65'536);
    optInteger("max_model_len", v.max_model_len, 1, limits::kSeq.max);
    r.integer("prompt_tokens", v.prompt_tokens, limits::kSeq);
    r.integer("output_tokens", v.output_tokens, limits::kSeq);
    optInteger("p95_request_tokens", v.p95_request_tokens, 1, limits::kSeq.max);
    optInteger("users", v.users, 1, 10'000'000);
    r.optNumber("requests_per_s", v.requests_per_s, 1e-6, 1e6);
    r.optNumber("ttft_p95_ms", v.ttft_p95_ms, 1e-3, 3.6e6);
    r.optNumber("tpot_ms", v.tpot_ms, 1e-3, 3.6e6);
    r.optNumber("tokens_per_s_per_user", v.tokens_per_s_per_user, 1e-6, 1e6);
    r.integer("tp", v.tp, limits::kGpus);
    r.str("api", v.api_id);
    r.boolean("prefix_cache", v.prefix_cache);
    r.integer("shared_prefix_tokens", v.shared_prefix_tokens, 0, limits::kSeq.max);
    optInteger("device_memory_bytes", v.device_memory_bytes, 1,
               static_cast<std::uint64_t>(limits::kMaxBytes));
    r.integer("driver_reserved_bytes", v.driver_reserved_bytes, 0, 64ull << 30);
    r.optNumber("decode_memory_efficiency", v.decode_memory_efficiency, 0.01, 1.0);
    r.optNumber("prefill_mfu", v.prefill_mfu, 0.01, 1.0);
    if (r.has("calibration")) // version 5
        v.calibration = readCalibration(r.child("calibration"));
    else if (r.raw_or_null("calibration"))
        v.calibration.reset();
}

} // namespace

Scenario scenarioFromJson(const json& j, std::string_view where) {
    ObjectReader root(j, "", where);
    root.allow({"format", "version", "name", "workload", "job", "runtime", "hardware", "usage", "costs",
                "efficiencies", "constraints", "serving", "probe"});
    if (!j.contains("version"))
        root.fail("/version", "is missing (a .gpuplan file starts with {\"version\": 1, ...})");
    // Version 1 (before the objective) reads as it is: its recommendation has no objective chosen.
    if (!j.at("version").is_number_integer() || j.at("version").get<std::int64_t>() < 1 ||
        j.at("version").get<std::int64_t>() > Scenario::kVersion)
        root.fail("/version", fmt::format("{} is not supported (this build reads versions 1 to {})",
                                          shortJson(j.at("version")), Scenario::kVersion));
    std::string format = "gpu-planner-scenario";
    root.str("format", format);
    if (format != "gpu-planner-scenario")
        root.fail("/format", fmt::format("must be \"gpu-planner-scenario\", got {}", shortJson(format)));
    Scenario s;
    root.str("name", s.name);

    // Each section is optional: what a file leaves out keeps its default.
    using Section = void (*)(const ObjectReader&, Scenario&);
    static constexpr std::pair<const char*, Section> kSections[] = {
        {"job", readJob},
        {"runtime", readRuntime},
        {"hardware", readHardware},
        {"usage", readUsage},
        {"costs", readCosts},
        {"efficiencies", readEfficiencies},
        {"constraints", readConstraints},
    };
    if (j.contains("workload"))
        readWorkload(root.child("workload"), s, where);
    for (const auto& [key, read] : kSections)
        if (j.contains(key))
            read(root.child(key), s);
    if (j.contains("serving")) // version 3
        readServing(root.child("serving"), s.serving);
    if (root.has("probe"))
        s.probe = probe::probeReportFromJson(root.raw("probe"), where, "/probe");
    try {
        s.validate();
        if (s.model_spec) // its own model: what no engine would run is known here already
            checkScenarioForModel(s, *s.model_spec);
    } catch (const InputError& e) {
        std::string msg = e.what();
        const std::string prefix = "scenario: ";
        if (msg.rfind(prefix, 0) == 0)
            msg = msg.substr(prefix.size());
        throw InputError(fmt::format("{}: {}", where, msg));
    }
    return s;
}

} // namespace gpuplan
