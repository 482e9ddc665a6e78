#include "core/scenario/ScenarioJson.h"

#include "core/base/BoundedRead.h"
#include "core/base/Error.h"
#include "core/base/Limits.h"
#include "core/model/ModelJson.h"
#include "core/scenario/PlanChecks.h"
#include "core/scenario/ProbeJson.h"
#include "core/scenario/Scenario.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace gpuplan {

using nlohmann::json;

namespace {

json workloadJson(const Workload& w) {
    return {{"task", taskId(w.task)},
            {"precision", precisionInfo(w.precision).id},
            {"group_size", w.group_size},
            {"batch", w.batch},
            {"seq", w.seq},
            {"grad_accum", w.grad_accum},
            {"kv_precision", precisionInfo(w.kv_precision).id},
            {"optimizer", optimizerId(w.optimizer)},
            {"regime", regimeId(w.regime)},
            {"checkpointing", checkpointingId(w.checkpointing)},
            {"loss", lossId(w.loss)},
            {"flash_attention", w.flash_attention},
            {"lora_rank", w.lora_rank},
            {"lora_targets", w.lora_targets},
            {"adapter_precision", precisionInfo(w.adapter_precision).id},
            {"prefill_chunk_tokens", w.prefill_chunk_tokens}};
}

json hardwareJson(const Scenario& s) {
    return {{"gpu", s.gpu_id},
            {"gpu_count", s.gpu_count},
            {"gpus_per_node", s.gpus_per_node},
            {"intra_node_link", s.intra_node_link},
            {"inter_node_link", s.inter_node_link},
            {"strategy", s.strategy ? std::string(strategyId(*s.strategy)) : std::string("auto")},
            {"tp", s.tp},
            {"pp", s.pp},
            {"offload_optimizer", offloadId(s.offload_optimizer)},
            {"offload_params", offloadId(s.offload_params)},
            {"sequence_parallel", s.sequence_parallel}};
}

json costsJson(const Scenario& s) {
    json rates = json::object();
    for (const auto& r : s.exchange_rates)
        rates[r.currency] = r.per_eur;
    return {{"currency", s.currency},
            {"gpu_price", s.gpu_price ? json(*s.gpu_price) : json(nullptr)},
            {"system", s.host_cost           ? json(*s.host_cost)
                       : s.system_id.empty() ? json(nullptr)
                                             : json(s.system_id)},
            {"electricity_per_kwh", s.electricity_per_kwh},
            {"pue", s.pue},
            {"power_fraction", s.power_fraction},
            {"maintenance_fraction_per_year", s.maintenance_fraction_per_year},
            {"resale_fraction", s.resale_fraction},
            {"rent_gpu", s.rent_gpu_id},
            {"cloud_offer", s.cloud_offer},
            {"cloud_rate_per_gpu_hour",
             s.cloud_rate_per_gpu_hour ? json(*s.cloud_rate_per_gpu_hour) : json(nullptr)},
            {"exchange_rates_per_eur", rates}};
}

json efficienciesJson(const Efficiencies& e) {
    return {{"train_mfu", e.train_mfu},
            {"prefill_mfu", e.prefill_mfu},
            {"decode_mfu", e.decode_mfu},
            {"decode_memory", e.decode_memory},
            {"gemm", e.gemm},
            {"rocm_factor", e.rocm_factor},
            {"other_stack_factor", e.other_stack_factor},
            {"collective", e.comm.collective_efficiency},
            {"overlap", e.comm.overlap},
            {"default_latency_s", e.comm.default_latency_s},
            {"nvme_bytes_per_s", e.comm.nvme_bytes_per_s}};
}

json constraintsJson(const Constraints& c) {
    json precisions = json::array();
    for (auto p : c.precisions)
        precisions.push_back(precisionInfo(p).id);
    return {{"budget", c.budget ? json(*c.budget) : json(nullptr)},
            {"max_gpus", c.max_gpus},
            {"mode", purchaseModeId(c.mode)},
            {"deadline_hours", c.deadline_hours ? json(*c.deadline_hours) : json(nullptr)},
            {"every_count", c.every_count},
            {"precisions", precisions},
            {"top_k", c.top_k},
            {"objective", c.objective ? json(std::string(objectiveId(*c.objective))) : json(nullptr)}};
}

json calibrationJson(const ServingCalibration& c) {
    auto opt = [](const auto& o) { return o ? json(*o) : json(nullptr); };
    return {{"engine", engineId(c.engine)},
            {"gpu", c.gpu_id},
            {"model", c.model_id},
            {"decode_memory_efficiency", c.decode_memory_efficiency},
            {"prefill_mfu", c.prefill_mfu},
            {"decode_mfu", c.decode_mfu},
            {"step_overhead_decode_ms", c.step_overhead_decode_ms},
            {"step_overhead_mixed_ms", c.step_overhead_mixed_ms},
            {"runs", c.runs},
            {"ttft_error_before", opt(c.ttft_error_before)},
            {"ttft_error_after", opt(c.ttft_error_after)},
            {"tpot_error_before", opt(c.tpot_error_before)},
            {"tpot_error_after", opt(c.tpot_error_after)}};
}

json servingJson(const ServingSettings& v) {
    auto opt = [](const auto& o) { return o ? json(*o) : json(nullptr); };
    return {{"engine", engineId(v.engine)},
            {"gpu_memory_utilization", opt(v.gpu_memory_utilization)},
            {"max_num_batched_tokens", opt(v.max_num_batched_tokens)},
            {"max_num_seqs", opt(v.max_num_seqs)},
            {"max_model_len", opt(v.max_model_len)},
            {"prompt_tokens", v.prompt_tokens},
            {"output_tokens", v.output_tokens},
            {"p95_request_tokens", opt(v.p95_request_tokens)},
            {"users", opt(v.users)},
            {"requests_per_s", opt(v.requests_per_s)},
            {"ttft_p95_ms", opt(v.ttft_p95_ms)},
            {"tpot_ms", opt(v.tpot_ms)},
            {"tokens_per_s_per_user", opt(v.tokens_per_s_per_user)},
            {"tp", v.tp},
            {"api", v.api_id},
            {"prefix_cache", v.prefix_cache},
            {"shared_prefix_tokens", v.shared_prefix_tokens},
            {"device_memory_bytes", opt(v.device_memory_bytes)},
            {"driver_reserved_bytes", v.driver_reserved_bytes},
            {"decode_memory_efficiency", opt(v.decode_memory_efficiency)},
            {"prefill_mfu", opt(v.prefill_mfu)},
            {"calibration", v.calibration ? calibrationJson(*v.calibration) : json(nullptr)}};
}

} // namespace

json toJson(const Scenario& s) {
    json j;
    j["format"] = "gpu-planner-scenario";
    j["version"] = Scenario::kVersion;
    j["name"] = s.name;
    json w = workloadJson(s.workload);
    w["model"] = s.model_id;
    if (s.model_spec)
        w["model_spec"] = toJson(*s.model_spec);
    j["workload"] = w;
    j["job"] = {{"dataset_examples", s.job.dataset_examples},
                {"epochs", s.job.epochs},
                {"requests", s.job.requests},
                {"generated_tokens", s.job.generated_tokens}};
    j["runtime"] = {{"cuda_context_bytes", s.runtime.cuda_context_bytes},
                    {"fragmentation", s.runtime.fragmentation}};
    j["hardware"] = hardwareJson(s);
    j["usage"] = {{"mode", usageModeId(s.usage_mode)},
                  {"hours_per_month", s.hours_per_month},
                  {"jobs_per_month", s.jobs_per_month},
                  {"horizon_months", s.horizon_months}};
    j["costs"] = costsJson(s);
    j["efficiencies"] = efficienciesJson(s.efficiencies);
    j["constraints"] = constraintsJson(s.constraints);
    j["serving"] = servingJson(s.serving);
    if (s.probe)
        j["probe"] = probe::toJson(*s.probe);
    return j;
}

Scenario parseScenario(std::string_view text, std::string_view where) {
    return scenarioFromJson(parseBoundedJson(text, where, limits::kMaxScenarioBytes), where);
}

Scenario loadScenarioFile(const std::filesystem::path& path, std::string_view where) {
    return parseScenario(readBoundedFile(path, limits::kMaxScenarioBytes, where), where);
}

std::string serializeScenario(const Scenario& s) {
    return toJson(s).dump(2) + "\n";
}

} // namespace gpuplan
