#include "cli/FitCommand.h"
#include "cli/CliText.h"
#include "cli/FitOptions.h"
#include "cli/JsonOutput.h"

#include "cli/CliApp.h"
#include "cli/ModelsOnGpuOutput.h"
#include "cli/Ranges.h"
#include "cli/Table.h"
#include "text/CoreText.h"
#include "text/Format.h"

#include "core/base/BoundedRead.h"
#include "core/base/Error.h"
#include "core/base/Limits.h"
#include "core/base/Units.h"
#include "core/catalog/Catalog.h"
#include "core/memory/MemoryJson.h"
#include "core/memory/MemoryModel.h"
#include "core/memory/MultiGpu.h"
#include "core/model/HfConfig.h"
#include "core/model/QuantizationConfig.h"
#include "core/model/Workload.h"
#include "core/plan/ModelsOnGpu.h"
#include "core/plan/PlanJson.h"
#include "core/plan/Planner.h"
#include "core/scenario/Scenario.h"
#include "database/CatalogStore.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <filesystem>
#include <memory>
#include <ostream>

namespace gpuplan::cli {

namespace fit {

Workload buildWorkload(const FitOptions& o) {
    Workload w;
    w.task = parseTask(o.task);
    const std::string precision =
        !o.precision.empty() ? o.precision : (w.task == Task::QLoRA ? "nf4" : "fp16");
    w.precision = parsePrecisionOrThrow(precision, "--precision");
    w.batch = static_cast<std::uint32_t>(positiveOption(o.batch, "--batch"));
    w.seq = positiveOption(o.seq, "--seq");
    w.grad_accum = static_cast<std::uint32_t>(positiveOption(o.grad_accum, "--grad-accum"));
    w.kv_precision = parsePrecisionOrThrow(o.kv_precision, "--kv-precision");
    w.optimizer = parseOptimizer(o.optimizer);
    w.regime = parseRegime(o.regime);
    if (w.precision == Precision::FP32 && o.regime == "mixed")
        w.regime = TrainRegime::FP32; // fp32 weights: no 16-bit copy to keep a master for
    w.checkpointing = parseCheckpointing(o.checkpointing);
    w.loss = parseLoss(o.loss);
    w.flash_attention = o.flash_attention;
    w.lora_rank = static_cast<std::uint32_t>(positiveOption(o.lora_rank, "--lora-rank"));
    w.lora_targets = splitList(o.lora_targets);
    w.adapter_precision = parsePrecisionOrThrow(o.adapter_precision, "--adapter-precision");
    w.group_size = static_cast<int>(positiveOption(o.group_size, "--group-size"));
    w.validate();
    return w;
}

} // namespace fit

namespace {

using namespace fit;

// The model and where its config.json is (a file), or its text (a catalog model), for the
// config's own quantization_config; and what the import assumed or counted apart (none for
// a catalog model).
struct ResolvedModel {
    ModelSpec spec;
    std::vector<Message> warnings;
    std::filesystem::path config_path;
    std::string config_text;
};

ResolvedModel resolveModel(const std::string& model, CommandContext& ctx) {
    const std::filesystem::path p(model);
    std::error_code ec;
    if (std::filesystem::is_directory(p, ec) || std::filesystem::exists(p, ec)) {
        const std::filesystem::path file = std::filesystem::is_directory(p, ec) ? p / "config.json" : p;
        HfImport imported = importHfConfigFile(file);
        return ResolvedModel{std::move(imported.spec), std::move(imported.warnings), file, {}};
    }
    const bool looks_like_id = model.find('/') == std::string::npos && !model.ends_with(".json");
    if (looks_like_id) {
        // One row, not the whole catalog (a million prices need not be read to size a model).
        CatalogStore& store = ctx.store();
        if (const auto m = store.findModel(model))
            return ResolvedModel{m->value.spec, {}, {}, m->value.config_json};
        std::vector<std::string> ids;
        for (const auto& m : store.modelRows())
            ids.push_back(m.value.spec.id);
        throw InputError(formatLocal(
            translate("Fit", "--model: '{}' is neither a config.json file (or a folder holding one) nor a "
                             "model of the catalog ({})"),
            model, fmt::join(ids, ", ")));
    }
    throw InputError(formatLocal(
        translate("Fit", "--model: '{}' is not a config.json file or a folder holding one"), model));
}

// The config's own quantization_config: the model's default precision when --precision is not
// given (inference, or QLoRA on a quantized checkpoint). nullopt when it has none.
std::optional<QuantizationDefault> configQuantization(const ResolvedModel& r) {
    nlohmann::json config;
    if (!r.config_path.empty()) {
        const std::string where = r.config_path.string();
        config = parseBoundedJson(readBoundedFile(r.config_path, limits::kMaxHfConfigBytes, where), where,
                                  limits::kMaxHfConfigBytes);
        return quantizationDefaultOfConfig(config, where);
    }
    if (r.config_text.empty())
        return std::nullopt;
    config = parseBoundedJsonOrDiscarded(r.config_text, limits::kMaxHfConfigBytes);
    return quantizationDefaultOfConfig(config, r.spec.id);
}

// The workload's options: the model, the task and how it is trained or served. Returns --model.
CLI::Option* addWorkloadOptions(CLI::App* sub, FitOptions& o) {
    auto* model_opt = sub->add_option(
        "--model", o.model,
        translate(
            "Fit",
            "Catalog model id (mistral-7b, ...) or a Hugging Face config.json (or a folder holding one)"));
    sub->add_option("--task", o.task, translate("Fit", "inference | lora | qlora | full | pretrain"))
        ->capture_default_str();
    sub->add_option("--precision", o.precision,
                    translate("Fit", "Weights: ") + precisionNames() +
                        translate("Fit", " (default fp16; nf4 for qlora)"));
    sub->add_option("--batch", o.batch, translate("Fit", "Micro-batch per GPU (sequences)"))
        ->check(within(limits::kBatch))
        ->capture_default_str();
    sub->add_option("--seq", o.seq,
                    translate("Fit", "Sequence length in tokens (inference: prompt + generated)"))
        ->check(within(limits::kSeq))
        ->capture_default_str();
    sub->add_option("--grad-accum", o.grad_accum, translate("Fit", "Gradient accumulation steps"))
        ->check(within(limits::kGradAccum))
        ->capture_default_str();
    sub->add_option("--kv-precision", o.kv_precision, translate("Fit", "KV cache: ") + kvPrecisionNames())
        ->capture_default_str();
    sub->add_option("--optimizer", o.optimizer,
                    translate("Fit", "adamw | adamw-8bit | sgd | sgd-momentum | adafactor"))
        ->capture_default_str();
    sub->add_option("--regime", o.regime,
                    translate("Fit", "Training precision regime: mixed | fp32 | pure-bf16 | fp8"))
        ->capture_default_str();
    sub->add_option("--checkpointing", o.checkpointing,
                    translate("Fit", "Gradient checkpointing: none | selective | full | selective-op "
                                     "(torchtitan's per-op policy) | selective-op-compiled (the same "
                                     "under torch.compile)"))
        ->capture_default_str();
    sub->add_option("--loss", o.loss,
                    translate("Fit",
                              "How the loss holds the logits at the memory peak: fp32-logits (one fp32 "
                              "copy) | upcast (F.cross_entropy on logits.float()) | chunked (torchtune) "
                              "| fused (a compiled loss)"))
        ->capture_default_str();
    sub->add_flag("--flash-attention", o.flash_attention,
                  translate("Fit", "FlashAttention (no a*s^2 attention matrix)"));
    sub->add_option("--lora-rank", o.lora_rank, translate("Fit", "LoRA rank r"))
        ->check(within(limits::kLoraRank))
        ->capture_default_str();
    sub->add_option("--lora-targets", o.lora_targets,
                    translate("Fit", "LoRA target modules, comma-separated, or all-linear"))
        ->capture_default_str();
    sub->add_option("--adapter-precision", o.adapter_precision,
                    translate("Fit", "LoRA adapter dtype: fp32 | bf16 | fp16"))
        ->capture_default_str();
    sub->add_option("--group-size", o.group_size, translate("Fit", "GPTQ/AWQ quantization group size"))
        ->check(within(limits::kGroupSize))
        ->capture_default_str();
    return model_opt;
}

// Where it runs: a capacity (--vram, --vram-bytes), or catalog GPUs and their layout; the
// runtime's overheads; --all-models; partial offload.
void addCapacityOptions(CLI::App* sub, FitOptions& o, CLI::Option* model_opt) {
    auto* vram = sub->add_option("--vram", o.vram, translate("Fit", "GPU memory, e.g. 24GB or 80GiB"));
    auto* vram_bytes = sub->add_option("--vram-bytes", o.vram_bytes, translate("Fit", "GPU memory in bytes"))
                           ->check(within(limits::Range<double>{1.0, limits::kMaxBytes}))
                           ->excludes(vram);
    auto* gpu = sub->add_option(
                       "--gpu", o.gpu,
                       translate("Fit", "Catalog GPU id (rtx-4090, h100-sxm, ...): its VRAM is the capacity"))
                    ->excludes(vram)
                    ->excludes(vram_bytes);
    sub->add_option("--gpus", o.gpus, translate("Fit", "With --gpu: number of GPUs of the layout"))
        ->check(within(limits::kGpus))
        ->needs(gpu)
        ->capture_default_str();
    sub->add_option(
           "--strategy", o.strategy,
           translate("Fit", "With --gpu: single | dp | ddp | zero1 | zero2 | zero3 | tp | pp | hybrid | auto "
                            "(default: auto when --gpus > 1)"))
        ->needs(gpu);
    sub->add_option("--tp", o.tp, translate("Fit", "Tensor-parallel degree (hybrid)"))
        ->check(within(limits::kParallelDegree))
        ->needs(gpu)
        ->capture_default_str();
    sub->add_option("--pp", o.pp, translate("Fit", "Pipeline stages (hybrid)"))
        ->check(within(limits::kParallelDegree))
        ->needs(gpu)
        ->capture_default_str();
    sub->add_option("--offload", o.offload, translate("Fit", "ZeRO optimizer offload: none | cpu | nvme"))
        ->needs(gpu)
        ->capture_default_str();
    sub->add_option("--offload-params", o.offload_params,
                    translate("Fit", "ZeRO-3 parameter offload: none | cpu | nvme"))
        ->needs(gpu)
        ->capture_default_str();
    sub->add_option("--gpus-per-node", o.gpus_per_node, translate("Fit", "GPUs in one node"))
        ->check(within(limits::kGpusPerNode))
        ->needs(gpu)
        ->capture_default_str();
    sub->add_option("--cuda-context", o.cuda_context, translate("Fit", "Memory the CUDA context takes"))
        ->capture_default_str();
    sub->add_option("--fragmentation", o.fragmentation_percent,
                    translate("Fit", "Allocator fragmentation margin, %"))
        ->check(within(limits::Range<double>{0.0, 100.0 * limits::kFragmentation.max}))
        ->capture_default_str();
    sub->add_flag("--json", o.json, translate("Fit", "Print one JSON object"));
    sub->add_flag("--all-models", o.all_models,
                  translate("Fit", "With --gpu: every catalog model, its best precision that fits, longest "
                                   "context, largest batch and decode speed"))
        ->needs(gpu)
        ->excludes(model_opt);
    sub->add_option("--gpu-layers", o.gpu_layers,
                    translate("Fit",
                              "Inference: layers on the GPU, the rest in system RAM (llama.cpp "
                              "--n-gpu-layers; default: as many as fit when the model does not fit whole)"))
        ->check(CLI::Range(0, 100000));
    sub->add_option("--host-bandwidth", o.host_bandwidth_gbs,
                    translate("Fit", "System RAM bandwidth for layers left in RAM, GB/s (dual-channel "
                                     "DDR5-5600: 89.6)"))
        ->check(CLI::Range(0.1, 100000.0))
        ->capture_default_str();
}

// What one `fit` estimates from: the model and what its import said, the workload, the runtime's
// overheads and the capacity (a catalog GPU's, or --vram).
struct FitInputs {
    ModelSpec model;
    nlohmann::json warnings = nlohmann::json::array();
    std::optional<QuantizationDefault> quant;
    Workload workload;
    RuntimeOverhead runtime;
    std::optional<std::uint64_t> capacity;
    std::optional<GpuSpec> gpu;

    const GpuSpec* gpuSpec() const { return gpu ? &*gpu : nullptr; }
};

// The model named by --model, its warnings on stderr (and kept for --json), and the workload with
// the precision the config's quantization_config implies when --precision is not given.
void resolveFitModel(CommandContext& ctx, const FitOptions& o, FitInputs& in) {
    if (o.model.empty())
        throw InputError(translate("Fit", "--model is required (or --all-models with --gpu)"));
    const ResolvedModel resolved = resolveModel(o.model, ctx);
    in.model = resolved.spec;
    // What the import assumed (an unknown family estimated...) or left out of the count
    // (a vision tower, multi-token-prediction layers): on stderr, and in --json.
    for (const Message& warning : resolved.warnings) {
        ctx.err << formatLocal(translate("Fit", "warning: {}\n"), text::cliText(warning));
        in.warnings.push_back(warning.english());
    }
    FitOptions with_default = o;
    if (o.precision.empty() && (in.quant = configQuantization(resolved)) && in.quant->precision) {
        const Task task = parseTask(o.task);
        const bool quantized = precisionInfo(*in.quant->precision).quantized;
        if (task == Task::Inference || (task == Task::QLoRA && quantized)) {
            with_default.precision = std::string(precisionInfo(*in.quant->precision).id);
            with_default.group_size = in.quant->group_size;
        }
    }
    in.workload = buildWorkload(with_default);
    if (in.quant && !o.json)
        for (const Message& note : in.quant->notes)
            ctx.err << text::cliText(note) << "\n";
}

// The runtime's overheads and the capacity: a catalog GPU's usable memory, --vram or --vram-bytes.
void fitCapacity(CommandContext& ctx, const FitOptions& o, FitInputs& in) {
    in.runtime.cuda_context_bytes =
        o.cuda_context == "0" ? 0 : parseByteSize(o.cuda_context, "--cuda-context");
    if (o.fragmentation_percent < 0 || o.fragmentation_percent > 100)
        throw InputError(formatLocal(translate("Fit", "--fragmentation must be between 0 and 100 %, got {}"),
                                     o.fragmentation_percent));
    in.runtime.fragmentation = o.fragmentation_percent / 100.0;
    if (!o.gpu.empty()) {
        if (auto row = ctx.store().findGpu(o.gpu))
            in.gpu.emplace(std::move(row->value));
        if (!in.gpu)
            throw InputError(formatLocal(
                translate("Fit", "--gpu: no GPU '{}' in the catalog (see 'gpu-planner catalog list gpus')"),
                o.gpu));
        in.capacity = in.gpu->usableMemoryBytes();
    } else if (!o.vram.empty()) {
        in.capacity = parseByteSize(o.vram, "--vram");
    } else if (o.vram_bytes != 0) {
        in.capacity = positiveOption(o.vram_bytes, "--vram-bytes");
    }
}

// One GPU's answer: the estimate, the rule of thumb, the fit on the capacity and, for inference
// that does not fit whole on a catalog GPU (or --gpu-layers), llama.cpp-style partial offload.
struct FitResult {
    MemoryBreakdown mem;
    RuleOfThumb rot;
    std::optional<FitAnswer> fit;
    std::optional<PartialOffload> offload;
};

FitResult fitResult(const FitOptions& o, const FitInputs& in) {
    const Workload& w = in.workload;
    FitResult r{estimateMemory(in.model, w, in.runtime), {}, {}, {}};
    r.rot = ruleOfThumb(static_cast<double>(r.mem.params.total), w.precision, w.task, w.batch);
    if (in.capacity)
        r.fit = fitOn(in.model, w, in.runtime, *in.capacity);
    if (in.gpu && w.task == Task::Inference && r.fit && (!r.fit->fits || o.gpu_layers >= 0)) {
        ModelsOnGpuOptions mo;
        mo.workload = w;
        mo.runtime = in.runtime;
        if (o.gpu_layers >= 0)
            mo.gpu_layers = static_cast<std::uint32_t>(o.gpu_layers);
        mo.host_bandwidth_bytes_per_s = o.host_bandwidth_gbs * 1e9;
        r.offload = partialOffload(in.model, *in.gpu, mo, w.precision);
    }
    return r;
}

nlohmann::json fitResultJson(const FitOptions& o, const FitInputs& in, const FitResult& r) {
    nlohmann::json j = fitJson(in.model, in.workload, r.mem, r.rot);
    j["warnings"] = in.warnings;
    if (in.quant) {
        nlohmann::json notes = nlohmann::json::array();
        for (const Message& note : in.quant->notes)
            notes.push_back(note.english());
        j["quantization_config"] = std::move(notes);
    }
    if (in.gpu) {
        j["gpu"] = in.gpu->id;
        j["gpu_name"] = in.gpu->name;
        j["gpus"] = 1;
    }
    if (in.capacity && r.fit) {
        j["capacity_bytes"] = *in.capacity;
        j.update(toJson(*r.fit));
    }
    if (r.offload)
        j["offload"] = {{"gpu_layers", r.offload->gpu_layers},
                        {"layers", r.offload->layers},
                        {"gpu_bytes", r.offload->gpu_bytes},
                        {"host_bytes", r.offload->host_bytes},
                        {"fits", r.offload->fits},
                        {"decode_tokens_per_s", r.offload->decode_tokens_per_s},
                        {"host_bandwidth_bytes_per_s", o.host_bandwidth_gbs * 1e9}};
    return j;
}

void printFitResult(std::ostream& out, const FitOptions& o, const FitInputs& in, const FitResult& r) {
    if (in.gpu)
        out << formatLocal(translate("Fit", "GPU       {} ({}, {:.2f} GB)\n"), in.gpu->name, in.gpu->id,
                           in.gpu->vram_bytes / kGB);
    printHuman(out, in.model, in.workload, r.mem, r.rot, in.capacity, r.fit ? &*r.fit : nullptr);
    if (r.offload)
        out << formatLocal(
            translate("Fit", "Layers on GPU: {} of {} ({:.2f} GB on the GPU, {:.2f} GB in system RAM), "
                             "decode {:.1f} tokens/s with RAM at {:.1f} GB/s\n"),
            r.offload->gpu_layers, r.offload->layers, r.offload->gpu_bytes / kGB, r.offload->host_bytes / kGB,
            r.offload->decode_tokens_per_s, o.host_bandwidth_gbs);
}

int runFit(CommandContext& ctx, const FitOptions& o) {
    if (o.all_models)
        return runAllModels(ctx, o);
    FitInputs in;
    resolveFitModel(ctx, o, in);
    fitCapacity(ctx, o, in);
    if (in.gpu && (o.gpus != 1 || !o.strategy.empty()))
        return runMultiGpu(ctx, o, in.model, in.workload, in.runtime, *in.gpu, in.warnings);
    const FitResult r = fitResult(o, in);
    if (o.json)
        ctx.out << jsonText(fitResultJson(o, in, r)) << "\n";
    else
        printFitResult(ctx.out, o, in, r);
    return kExitOk;
}

} // namespace

Command addFitCommand(CLI::App& parent, CommandContext& ctx) {
    auto opts = std::make_shared<fit::FitOptions>();
    CLI::App* sub = parent.add_subcommand(
        "fit", translate("Fit", "Does a workload fit in GPU memory? Memory breakdown and limits."));
    CLI::Option* model_opt = addWorkloadOptions(sub, *opts);
    addCapacityOptions(sub, *opts, model_opt);
    auto run = [opts, &ctx]() -> int { return runFit(ctx, *opts); };
    return {sub, run};
}

} // namespace gpuplan::cli
