#include "cli/FitOptions.h"

#include "cli/CliApp.h"
#include "cli/CliText.h"
#include "cli/JsonOutput.h"
#include "cli/ModelsOnGpuOutput.h"
#include "cli/Ranges.h"
#include "cli/Table.h"
#include "text/CoreText.h"
#include "text/Format.h"

#include "core/base/Error.h"
#include "core/base/Units.h"
#include "core/memory/MemoryJson.h"
#include "core/memory/MultiGpu.h"
#include "core/plan/PlanJson.h"
#include "core/plan/Planner.h"
#include "core/scenario/Scenario.h"

#include <fmt/format.h>

namespace gpuplan::cli::fit {

namespace {

void printBreakdown(std::ostream& out, const MemoryBreakdown& mem) {
    const text::Format numbers = text::Format::commandLine();
    Table t({translate("Fit", "Memory term"), translate("Fit", "GB"), translate("Fit", "bytes")});
    auto row = [&](const std::string& name, std::uint64_t bytes) {
        t.add({name, formatLocal("{:.2f}", bytes / kGB), numbers.grouped(bytes).toStdString()});
    };
    row(translate("Fit", "weights"), mem.weights_bytes);
    row(translate("Fit", "adapters"), mem.adapters_bytes);
    row(translate("Fit", "gradients"), mem.gradients_bytes);
    row(translate("Fit", "optimizer states"), mem.optimizer_bytes);
    row(translate("Fit", "activations"), mem.activations_bytes);
    row(translate("Fit", "logits"), mem.logits_bytes);
    row(translate("Fit", "KV cache"), mem.kv_cache_bytes);
    row(translate("Fit", "CUDA context"), mem.cuda_context_bytes);
    row(translate("Fit", "fragmentation margin"), mem.fragmentation_bytes);
    if (mem.collective_pools_bytes > 0)
        row(translate("Fit", "collectives' stream pools (FSDP)"), mem.collective_pools_bytes);
    t.separator();
    row(translate("Fit", "Tensors (allocator peak)"), mem.allocator_peak_bytes);
    row(translate("Fit", "Device memory used (nvidia-smi)"), mem.device_used_bytes);
    row(translate("Fit", "total"), mem.total_bytes);
    t.print(out);
}

} // namespace

// The keys every `fit --json` object has (the breakdown is per GPU with a layout).
nlohmann::json fitJson(const ModelSpec& model, const Workload& w, const MemoryBreakdown& mem,
                       const RuleOfThumb& rot) {
    nlohmann::json j = toJson(mem);
    j["model"] = model.id;
    j["task"] = taskId(w.task);
    j["precision"] = precisionInfo(w.precision).id;
    j["batch"] = w.batch;
    j["seq"] = w.seq;
    j["rule_of_thumb_bytes"] = rot.bytes;
    j["rule_of_thumb_formula"] = rot.formula.english();
    return j;
}

void printHuman(std::ostream& out, const ModelSpec& m, const Workload& w, const MemoryBreakdown& mem,
                const RuleOfThumb& rot, const std::optional<std::uint64_t>& capacity, const FitAnswer* fit) {
    const text::Format numbers = text::Format::commandLine();
    out << formatLocal(
        translate("Fit", "Model     {} ({}): {} parameters ({}), active {}, trainable {}\n"), m.id, m.family,
        numbers.count(mem.params.total).toStdString(), numbers.grouped(mem.params.total).toStdString(),
        numbers.count(mem.params.active).toStdString(), numbers.grouped(mem.params_trainable).toStdString());
    out << formatLocal(translate("Fit", "Workload  {}, {}, batch {}, sequence {}"), taskId(w.task),
                       precisionInfo(w.precision).id, w.batch, w.seq);
    if (w.isTraining())
        out << formatLocal(translate("Fit", ", optimizer {}, regime {}, checkpointing {}, loss {}"),
                           optimizerId(w.optimizer), regimeId(w.regime), checkpointingId(w.checkpointing),
                           lossId(w.loss));
    else
        out << formatLocal(translate("Fit", ", KV cache {}"), precisionInfo(w.kv_precision).id);
    if (w.isAdapter())
        out << formatLocal(translate("Fit", ", LoRA r={} on {}"), w.lora_rank,
                           fmt::join(w.lora_targets, ","));
    out << (w.flash_attention ? translate("Fit", ", FlashAttention") : std::string()) << "\n\n";

    printBreakdown(out, mem);
    out << formatLocal(translate("Fit", "\nGuide's rule of thumb: {} = {:.2f} GB\n"),
                       text::cliText(rot.formula), rot.bytes / kGB);
    if (capacity && fit) {
        out << formatLocal(translate("Fit", "\nOn {:.2f} GB: {}, headroom {:+.2f} GB\n"), *capacity / kGB,
                           fit->fits ? translate("Fit", "fits") : translate("Fit", "DOES NOT FIT"),
                           fit->headroom_bytes / kGB);
        out << formatLocal(translate("Fit", "Largest batch at sequence {}: {}\n"), w.seq, fit->max_batch);
        out << formatLocal(translate("Fit", "Longest sequence at batch {}: {}{}\n"), w.batch, fit->max_seq,
                           fit->max_seq_limited_by_model ? translate("Fit", " (the model's maximum context)")
                                                         : std::string());
    }
}

namespace {

// The scenario of `fit --gpus`: the options' layout of the model's workload on the catalog GPU.
Scenario multiGpuScenario(const FitOptions& o, const ModelSpec& model, const Workload& w,
                          const RuntimeOverhead& rt, const GpuSpec& gpu) {
    Scenario s;
    s.model_spec = model;
    s.workload = w;
    s.runtime = rt;
    s.gpu_id = gpu.id;
    s.gpu_count = static_cast<std::uint32_t>(positiveOption(o.gpus, "--gpus"));
    s.gpus_per_node = static_cast<std::uint32_t>(positiveOption(o.gpus_per_node, "--gpus-per-node"));
    s.tp = static_cast<std::uint32_t>(positiveOption(o.tp, "--tp"));
    s.pp = static_cast<std::uint32_t>(positiveOption(o.pp, "--pp"));
    s.offload_optimizer = parseOffload(o.offload);
    s.offload_params = parseOffload(o.offload_params);
    if (!o.strategy.empty() && o.strategy != "auto")
        s.strategy = parseStrategy(o.strategy);
    return s;
}

nlohmann::json multiGpuJson(const ModelSpec& model, const Workload& w, const GpuSpec& gpu,
                            const GpuFitRow& row, const RuleOfThumb& rot, const nlohmann::json& warnings) {
    nlohmann::json j = fitJson(model, w, row.memory.per_gpu, rot);
    j["warnings"] = warnings;
    j["gpu"] = gpu.id;
    j["gpu_name"] = gpu.name;
    j["gpus"] = row.layout.gpus();
    j["per_gpu"] = true;
    j["layout"] = toJson(row.layout);
    j["capacity_bytes"] = row.capacity_bytes;
    j["fits"] = row.fits;
    j["headroom_bytes"] = row.headroom_bytes;
    j["max_batch"] = row.max_batch;
    j["max_seq"] = row.max_seq;
    j["max_seq_limited_by_model"] = row.max_seq_limited_by_model;
    j["gpus_needed"] = row.gpus_needed ? nlohmann::json(*row.gpus_needed) : nlohmann::json(nullptr);
    j["host_ram_bytes_per_node"] = row.memory.host_ram_bytes_per_node;
    j["nvme_bytes_per_node"] = row.memory.nvme_bytes_per_node;
    j["nodes"] = row.memory.nodes;
    j["pipeline_bubble"] = row.memory.pipeline_bubble;
    return j;
}

// The model and its layout, then the busiest GPU's memory.
void printLayout(std::ostream& out, const ModelSpec& model, const GpuSpec& gpu, const GpuFitRow& row) {
    const MemoryBreakdown& mem = row.memory.per_gpu;
    const Layout& l = row.layout;
    const text::Format numbers = text::Format::commandLine();
    out << formatLocal(translate("Fit", "Model     {} ({}): {} parameters, trainable {}\n"), model.id,
                       model.family, numbers.count(mem.params.total).toStdString(),
                       numbers.grouped(mem.params_trainable).toStdString());
    out << formatLocal(
        translate("Fit", "Layout    {} x {} ({:.2f} GB each), {}: dp {} x tp {} x pp {}, {} node(s)"),
        l.gpus(), gpu.name, gpu.vram_bytes / kGB, strategyId(l.strategy), l.dp, l.tp, l.pp, row.memory.nodes);
    if (l.zero_stage > 0)
        out << formatLocal(translate("Fit", ", ZeRO stage {}"), l.zero_stage);
    if (l.offload_optimizer != Offload::None || l.offload_params != Offload::None)
        out << formatLocal(translate("Fit", ", offload optimizer {} / params {}"),
                           offloadId(l.offload_optimizer), offloadId(l.offload_params));
    out << "\n\n" << translate("Fit", "Per GPU (the busiest one):") << "\n";
    printBreakdown(out, mem);
}

// Whether the layout fits, what it needs beside the GPUs, and how far it stretches.
void printLayoutFit(std::ostream& out, const Workload& w, const GpuFitRow& row, const RuleOfThumb& rot) {
    out << formatLocal(translate("Fit", "\nGuide's rule of thumb (whole model, one GPU): {} = {:.2f} GB\n"),
                       text::cliText(rot.formula), rot.bytes / kGB);
    out << formatLocal(
        translate("Fit", "\nOn {:.2f} GB per GPU: {}, headroom {:+.2f} GB\n"), row.capacity_bytes / kGB,
        row.fits ? translate("Fit", "fits") : translate("Fit", "DOES NOT FIT"), row.headroom_bytes / kGB);
    if (row.memory.host_ram_bytes_per_node > 0)
        out << formatLocal(translate("Fit", "Host RAM per node for offload: {:.2f} GB\n"),
                           row.memory.host_ram_bytes_per_node / kGB);
    if (row.memory.nvme_bytes_per_node > 0)
        out << formatLocal(translate("Fit", "NVMe per node for offload: {:.2f} GB\n"),
                           row.memory.nvme_bytes_per_node / kGB);
    if (row.layout.pp > 1)
        out << formatLocal(translate("Fit", "Pipeline bubble: {:.1f} %\n"),
                           row.memory.pipeline_bubble * 100.0);
    if (row.gpus_needed)
        out << formatLocal(translate("Fit", "GPUs needed ({}): {}\n"), strategyId(row.gpus_needed_strategy),
                           *row.gpus_needed);
    out << formatLocal(translate("Fit", "Largest batch at sequence {}: {}\n"), w.seq, row.max_batch);
    out << formatLocal(translate("Fit", "Longest sequence at batch {}: {}{}\n"), w.batch, row.max_seq,
                       row.max_seq_limited_by_model ? translate("Fit", " (the model's maximum context)")
                                                    : std::string());
}

} // namespace

// Several GPUs: the planner's layout on the catalog GPU (per-GPU breakdown of the busiest GPU).
int runMultiGpu(CommandContext& ctx, const FitOptions& o, const ModelSpec& model, const Workload& w,
                const RuntimeOverhead& rt, const GpuSpec& gpu, const nlohmann::json& warnings) {
    PlanOptions po;
    po.recommend = false;
    po.suggestions = false;
    const PlanResults plan_results = plan(ctx.catalog(), multiGpuScenario(o, model, w, rt, gpu), po);
    const GpuFitRow* row = nullptr;
    for (const auto& r : plan_results.fit)
        if (r.gpu == gpu.id)
            row = &r;
    if (!row)
        throw InputError(
            formatLocal(translate("Fit", "--gpu: '{}' has no memory figure in the catalog"), gpu.id));
    if (o.json) {
        ctx.out << jsonText(multiGpuJson(model, w, gpu, *row, plan_results.rule_of_thumb, warnings)) << "\n";
        return kExitOk;
    }
    printLayout(ctx.out, model, gpu, *row);
    printLayoutFit(ctx.out, w, *row, plan_results.rule_of_thumb);
    return kExitOk;
}

// --all-models: every catalog model on the GPU (or --gpus of them) for the task.
int runAllModels(CommandContext& ctx, const FitOptions& o) {
    const Catalog& catalog = ctx.catalog();
    const GpuSpec* gpu = catalog.findGpu(o.gpu);
    if (!gpu)
        throw InputError(formatLocal(
            translate("Fit", "--gpu: no GPU '{}' in the catalog (see 'gpu-planner catalog list gpus')"),
            o.gpu));
    ModelsOnGpuOptions mo;
    FitOptions base = o;
    base.precision =
        base.precision.empty() ? (parseTask(o.task) == Task::QLoRA ? "nf4" : "bf16") : base.precision;
    mo.workload = buildWorkload(base);
    if (!o.precision.empty())
        mo.preference = {mo.workload.precision};
    mo.gpus = static_cast<std::uint32_t>(positiveOption(o.gpus, "--gpus"));
    mo.runtime.cuda_context_bytes =
        o.cuda_context == "0" ? 0 : parseByteSize(o.cuda_context, "--cuda-context");
    mo.runtime.fragmentation = o.fragmentation_percent / 100.0;
    if (o.gpu_layers >= 0)
        mo.gpu_layers = static_cast<std::uint32_t>(o.gpu_layers);
    mo.host_bandwidth_bytes_per_s = o.host_bandwidth_gbs * 1e9;
    printModelsOnGpu(ctx.out, *gpu, mo, modelsOnGpu(catalog, *gpu, mo), o.json);
    return kExitOk;
}

} // namespace gpuplan::cli::fit
