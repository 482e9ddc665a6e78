#include "gui/scenario/ScenarioFields.h"

#include "core/base/Limits.h"
#include "core/model/Precision.h"
#include "gui/parts/UiFormat.h"
#include "text/CatalogNames.h"
#include "text/CatalogNotes.h"
#include "text/Names.h"
#include "text/QtString.h"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>

namespace gpuplan::gui {

namespace {

constexpr bool kWhole = true; // a number field's `integer`
constexpr bool kReal = false;

using text::qs;

// A number the field always holds.
ScenarioField number(const char* name, QString label, double min, double max, bool integer,
                     std::function<double(const Scenario&)> get, std::function<void(Scenario&, double)> set) {
    NumberSpec spec;
    spec.min = min;
    spec.max = max;
    spec.integer = integer;
    spec.get = [get = std::move(get)](const Scenario& s) { return std::optional<double>(get(s)); };
    spec.set = [set = std::move(set)](Scenario& s, std::optional<double> v) { set(s, *v); };
    return {QLatin1String(name), std::move(label), {}, {}, std::move(spec)};
}

// A number the field may leave empty; `placeholder` says what empty means.
ScenarioField optionalNumber(const char* name, QString label, double min, double max, QString placeholder,
                             std::function<std::optional<double>(const Scenario&)> get,
                             std::function<void(Scenario&, std::optional<double>)> set) {
    NumberSpec spec;
    spec.min = min;
    spec.max = max;
    spec.optional = true;
    spec.placeholder = std::move(placeholder);
    spec.get = std::move(get);
    spec.set = std::move(set);
    return {QLatin1String(name), std::move(label), {}, {}, std::move(spec)};
}

// A number the scenario holds as a fraction, typed as a percentage (0.40 shows as
// 40). `min_pct` is excluded when `min_exclusive`.
ScenarioField percent(const char* name, QString label, double min_pct, double max_pct, bool min_exclusive,
                      std::function<double(const Scenario&)> get,
                      std::function<void(Scenario&, double)> set) {
    ScenarioField f = number(
        name, std::move(label), min_pct, max_pct, kReal,
        [get = std::move(get)](const Scenario& s) { return get(s) * 100.0; },
        [set = std::move(set)](Scenario& s, double v) { set(s, v / 100.0); });
    auto& spec = std::get<NumberSpec>(f.spec);
    spec.min_exclusive = min_exclusive;
    spec.digits = 4;
    return f;
}

// A choice among fixed items (given with the field, or filled from the catalog).
ScenarioField choice(const char* name, QString label, ChoiceItems items,
                     std::function<QString(const Scenario&)> get,
                     std::function<void(Scenario&, const QString&)> set) {
    ChoiceSpec spec;
    spec.items = std::move(items);
    spec.get = std::move(get);
    spec.set = [set = std::move(set)](Scenario& s, const QString& v, const Catalog*) { set(s, v); };
    return {QLatin1String(name), std::move(label), {}, {}, std::move(spec)};
}

// A choice among the catalog's items, searchable by typing.
ScenarioField catalogChoice(const char* name, QString label, std::function<ChoiceItems(const Catalog&)> items,
                            std::function<QString(const Scenario&)> get,
                            std::function<void(Scenario&, const QString&, const Catalog*)> set) {
    ChoiceSpec spec;
    spec.searchable = true;
    spec.catalog_items = std::move(items);
    spec.get = std::move(get);
    spec.set = std::move(set);
    return {QLatin1String(name), std::move(label), {}, {}, std::move(spec)};
}

ScenarioField check(const char* name, QString text, QString label, std::function<bool(const Scenario&)> get,
                    std::function<void(Scenario&, bool)> set) {
    return {QLatin1String(name),
            std::move(label),
            {},
            {},
            CheckSpec{std::move(text), std::move(get), std::move(set)}};
}

// Choosing another GPU (bought or rented) drops a cloud offer of the GPU before.
void dropOfferOfAnotherGpu(Scenario& s, const Catalog* catalog) {
    const CloudOffer* o = catalog ? catalog->findOffer(s.cloud_offer) : nullptr;
    const std::string rented = s.rent_gpu_id.empty() ? s.gpu_id : s.rent_gpu_id;
    if (o && o->gpu_id != rented)
        s.cloud_offer.clear();
}

ChoiceItems precisionItems(const std::vector<Precision>& precisions) {
    ChoiceItems items;
    for (Precision p : precisions)
        items.emplace_back(text::precisionName(p), qs(precisionInfo(p).id));
    return items;
}

bool training(const Scenario& s) {
    return s.workload.isTraining();
}
bool inference(const Scenario& s) {
    return !s.workload.isTraining();
}
bool adapter(const Scenario& s) {
    return s.workload.isAdapter();
}
bool hybrid(const Scenario& s) {
    return s.strategy == Strategy::Hybrid;
}

// The builders of each group; their words keep the form's translation context.
class FieldTable {
    Q_DECLARE_TR_FUNCTIONS(gpuplan::gui::ScenarioForm)
public:
    static ScenarioFieldGroup workload();
    static ScenarioFieldGroup hardware();
    static ScenarioFieldGroup usage();
    static ScenarioFieldGroup costs();
    static ScenarioFieldGroup advanced();
    static ScenarioFieldGroup efficiencies();
    static ScenarioFieldGroup ownership();
    static ScenarioFieldGroup constraints();

private:
    static ChoiceItems gpuItems(const Catalog& catalog);
    static ChoiceItems linkItems(const Catalog& catalog, QString none);
};

ChoiceItems FieldTable::gpuItems(const Catalog& catalog) {
    ChoiceItems items;
    for (const GpuSpec& g : catalog.gpus)
        items.emplace_back(tr("%1 (%2)").arg(text::gpuNameText(g.name),
                                             uiFormat().memoryText(static_cast<double>(g.vram_bytes))),
                           QString::fromStdString(g.id));
    return items;
}

ChoiceItems FieldTable::linkItems(const Catalog& catalog, QString none) {
    ChoiceItems items{{std::move(none), QString()}};
    for (const InterconnectSpec& l : catalog.interconnects)
        items.emplace_back(tr("%1 (%2 GB/s per direction)")
                               .arg(text::linkNameText(l.id, l.name, uiFormat()))
                               .arg(l.per_direction_bytes_per_s / 1e9, 0, 'g', 4),
                           QString::fromStdString(l.id));
    return items;
}

ScenarioFieldGroup FieldTable::workload() {
    std::vector<ScenarioField> f;
    f.push_back(catalogChoice(
        "modelCombo", tr("Model"),
        [](const Catalog& catalog) {
            ChoiceItems items;
            for (const CatalogModel& m : catalog.models)
                items.emplace_back(QString::fromStdString(m.spec.name.empty() ? m.spec.id : m.spec.name),
                                   QString::fromStdString(m.spec.id));
            return items;
        },
        [](const Scenario& s) { return s.model_spec ? kImportedModel : QString::fromStdString(s.model_id); },
        [](Scenario& s, const QString& v, const Catalog*) {
            if (v == kImportedModel)
                return;
            s.model_id = v.toStdString();
            s.model_spec.reset();
        }));
    f.push_back({QStringLiteral("importConfigButton"), {}, {}, {}, ModelImportSpec{}});
    f.push_back(choice(
        "taskCombo", tr("Task"),
        {{text::taskName(Task::Inference), qs(taskId(Task::Inference))},
         {text::taskName(Task::LoRA), qs(taskId(Task::LoRA))},
         {text::taskName(Task::QLoRA), qs(taskId(Task::QLoRA))},
         {text::taskName(Task::FullFineTune), qs(taskId(Task::FullFineTune))},
         {text::taskName(Task::Pretrain), qs(taskId(Task::Pretrain))}},
        [](const Scenario& s) { return qs(taskId(s.workload.task)); },
        [](Scenario& s, const QString& v) {
            Workload& wl = s.workload;
            wl.task = parseTask(v.toStdString());
            // Keep the precision usable for the new task: QLoRA trains on quantized
            // weights, full training needs floating-point weights.
            const bool quantized = precisionInfo(wl.precision).quantized;
            if (wl.task == Task::QLoRA && !quantized)
                wl.precision = Precision::NF4;
            if ((wl.task == Task::FullFineTune || wl.task == Task::Pretrain) && quantized)
                wl.precision = Precision::BF16;
        }));
    ChoiceItems precisions;
    for (const PrecisionInfo& p : allPrecisions())
        precisions.emplace_back(text::precisionName(p.precision), qs(p.id));
    f.push_back(choice(
        "precisionCombo", tr("Weights precision"), std::move(precisions),
        [](const Scenario& s) { return qs(precisionInfo(s.workload.precision).id); },
        [](Scenario& s, const QString& v) {
            s.workload.precision = parsePrecisionOrThrow(v.toStdString());
        }));
    f.push_back(choice(
                    "kvPrecisionCombo", tr("KV-cache precision"), precisionItems(kvPrecisions()),
                    [](const Scenario& s) { return qs(precisionInfo(s.workload.kv_precision).id); },
                    [](Scenario& s, const QString& v) {
                        s.workload.kv_precision = parsePrecisionOrThrow(v.toStdString());
                    })
                    .when(inference));
    f.push_back(number(
        "batchEdit", tr("Batch (sequences per GPU)"), 1, 65536, kWhole,
        [](const Scenario& s) { return s.workload.batch; },
        [](Scenario& s, double v) { s.workload.batch = static_cast<std::uint32_t>(v); }));
    f.push_back(number(
        "seqEdit", tr("Sequence length (tokens)"), 1, 10'000'000, kWhole,
        [](const Scenario& s) { return static_cast<double>(s.workload.seq); },
        [](Scenario& s, double v) { s.workload.seq = static_cast<std::uint64_t>(v); }));
    f.push_back(number(
                    "gradAccumEdit", tr("Gradient accumulation (steps)"), 1, 65536, kWhole,
                    [](const Scenario& s) { return s.workload.grad_accum; },
                    [](Scenario& s, double v) { s.workload.grad_accum = static_cast<std::uint32_t>(v); })
                    .when(training));
    f.push_back(choice(
                    "checkpointingCombo", tr("Activation checkpointing"),
                    {{tr("None (store every activation)"), qs(checkpointingId(Checkpointing::None))},
                     {tr("Selective (recompute attention)"), qs(checkpointingId(Checkpointing::Selective))},
                     {tr("Full (recompute each layer)"), qs(checkpointingId(Checkpointing::Full))},
                     {tr("Per-op selective (torchtitan)"), qs(checkpointingId(Checkpointing::SelectiveOp))},
                     {tr("Per-op selective, compiled (torchtitan + torch.compile)"),
                      qs(checkpointingId(Checkpointing::SelectiveOpCompiled))}},
                    [](const Scenario& s) { return qs(checkpointingId(s.workload.checkpointing)); },
                    [](Scenario& s, const QString& v) {
                        s.workload.checkpointing = parseCheckpointing(v.toStdString());
                    })
                    .when(training));
    f.push_back(check(
        "flashAttentionCheck", tr("FlashAttention"), tr("FlashAttention"),
        [](const Scenario& s) { return s.workload.flash_attention; },
        [](Scenario& s, bool on) { s.workload.flash_attention = on; }));
    f.push_back(
        choice(
            "optimizerCombo", tr("Optimizer"),
            {{tr("AdamW"), qs(optimizerId(Optimizer::AdamW))},
             {tr("8-bit AdamW"), qs(optimizerId(Optimizer::AdamW8bit))},
             {tr("SGD"), qs(optimizerId(Optimizer::SGD))},
             {tr("SGD with momentum"), qs(optimizerId(Optimizer::SGDMomentum))},
             {tr("Adafactor"), qs(optimizerId(Optimizer::Adafactor))}},
            [](const Scenario& s) { return qs(optimizerId(s.workload.optimizer)); },
            [](Scenario& s, const QString& v) { s.workload.optimizer = parseOptimizer(v.toStdString()); })
            .when(training));
    f.push_back(number(
                    "loraRankEdit", tr("LoRA rank r"), 1, 65536, kWhole,
                    [](const Scenario& s) { return s.workload.lora_rank; },
                    [](Scenario& s, double v) { s.workload.lora_rank = static_cast<std::uint32_t>(v); })
                    .when(adapter));
    f.push_back(ScenarioField{
        QStringLiteral("loraTargetsEdit"),
        tr("LoRA target modules"),
        {},
        {},
        ListSpec{QStringLiteral("q_proj,v_proj"), [](const Scenario& s) { return s.workload.lora_targets; },
                 [](Scenario& s, std::vector<std::string> targets) {
                     s.workload.lora_targets = std::move(targets);
                 }}}.withHelp(tr("Module names, separated by commas"))
                    .when(adapter));
    return {{}, tr("Workload"), std::move(f)};
}

ScenarioFieldGroup FieldTable::hardware() {
    std::vector<ScenarioField> f;
    f.push_back(catalogChoice(
        "gpuCombo", tr("GPU"), &FieldTable::gpuItems,
        [](const Scenario& s) { return QString::fromStdString(s.gpu_id); },
        [](Scenario& s, const QString& v, const Catalog* catalog) {
            s.gpu_id = v.toStdString();
            dropOfferOfAnotherGpu(s, catalog);
        }));
    f.push_back(number(
        "gpuCountEdit", tr("GPU count"), 1, 65536, kWhole, [](const Scenario& s) { return s.gpu_count; },
        [](Scenario& s, double v) { s.gpu_count = static_cast<std::uint32_t>(v); }));
    f.push_back(number(
        "gpusPerNodeEdit", tr("GPUs per node"), 1, 256, kWhole,
        [](const Scenario& s) { return s.gpus_per_node; },
        [](Scenario& s, double v) { s.gpus_per_node = static_cast<std::uint32_t>(v); }));
    ChoiceItems strategies{{tr("Auto (first layout that fits)"), QString()}};
    for (Strategy st :
         {Strategy::Single, Strategy::DataParallel, Strategy::DDP, Strategy::ZeRO1, Strategy::ZeRO2,
          Strategy::ZeRO3, Strategy::TensorParallel, Strategy::PipelineParallel})
        strategies.emplace_back(text::strategyName(st), qs(strategyId(st)));
    strategies.emplace_back(tr("Hybrid (DP × TP × PP)"), qs(strategyId(Strategy::Hybrid)));
    f.push_back(choice(
        "strategyCombo", tr("Strategy"), std::move(strategies),
        [](const Scenario& s) { return s.strategy ? qs(strategyId(*s.strategy)) : QString(); },
        [](Scenario& s, const QString& v) {
            if (v.isEmpty())
                s.strategy.reset();
            else
                s.strategy = parseStrategy(v.toStdString());
        }));
    f.push_back(number(
                    "tpEdit", tr("Tensor-parallel degree (hybrid)"), 1, 1024, kWhole,
                    [](const Scenario& s) { return s.tp; },
                    [](Scenario& s, double v) { s.tp = static_cast<std::uint32_t>(v); })
                    .when(hybrid));
    f.push_back(number(
                    "ppEdit", tr("Pipeline stages (hybrid)"), 1, 1024, kWhole,
                    [](const Scenario& s) { return s.pp; },
                    [](Scenario& s, double v) { s.pp = static_cast<std::uint32_t>(v); })
                    .when(hybrid));
    const ChoiceItems offloads = {{tr("None"), qs(offloadId(Offload::None))},
                                  {tr("CPU RAM"), qs(offloadId(Offload::CPU))},
                                  {tr("NVMe"), qs(offloadId(Offload::NVMe))}};
    f.push_back(
        choice(
            "offloadOptimizerCombo", tr("Optimizer offload"), offloads,
            [](const Scenario& s) { return qs(offloadId(s.offload_optimizer)); },
            [](Scenario& s, const QString& v) { s.offload_optimizer = parseOffload(v.toStdString()); })
            .when(training));
    f.push_back(choice(
                    "offloadParamsCombo", tr("Parameter offload (ZeRO-3)"), offloads,
                    [](const Scenario& s) { return qs(offloadId(s.offload_params)); },
                    [](Scenario& s, const QString& v) { s.offload_params = parseOffload(v.toStdString()); })
                    .when(training));
    ScenarioField intra = choice(
        "intraLinkCombo", tr("Link inside a node"), {},
        [](const Scenario& s) { return QString::fromStdString(s.intra_node_link); },
        [](Scenario& s, const QString& v) { s.intra_node_link = v.toStdString(); });
    std::get<ChoiceSpec>(intra.spec).catalog_items = [](const Catalog& catalog) {
        return linkItems(catalog, tr("From the GPU (NVLink, else PCIe)"));
    };
    f.push_back(std::move(intra));
    ScenarioField inter = choice(
        "interLinkCombo", tr("Link between nodes"), {},
        [](const Scenario& s) { return QString::fromStdString(s.inter_node_link); },
        [](Scenario& s, const QString& v) { s.inter_node_link = v.toStdString(); });
    std::get<ChoiceSpec>(inter.spec).catalog_items = [](const Catalog& catalog) {
        return linkItems(catalog, tr("None"));
    };
    f.push_back(std::move(inter));
    f.push_back(check(
        "sequenceParallelCheck", tr("Sequence parallelism (with tensor parallel)"),
        tr("sequence parallelism"), [](const Scenario& s) { return s.sequence_parallel; },
        [](Scenario& s, bool on) { s.sequence_parallel = on; }));
    return {{}, tr("Hardware"), std::move(f)};
}

ScenarioFieldGroup FieldTable::usage() {
    std::vector<ScenarioField> f;
    f.push_back(choice(
        "usageModeCombo", tr("Usage given as"),
        {{tr("Hours per month"), QStringLiteral("hours")},
         {tr("Jobs per month (equal work)"), QStringLiteral("jobs")}},
        [](const Scenario& s) { return qs(usageModeId(s.usage_mode)); },
        [](Scenario& s, const QString& v) {
            s.usage_mode = v == QStringLiteral("jobs") ? UsageMode::JobsPerMonth : UsageMode::HoursPerMonth;
        }));
    f.push_back(number(
                    "hoursEdit", tr("Hours of use per month (h)"), 0, 744, kReal,
                    [](const Scenario& s) { return s.hours_per_month; },
                    [](Scenario& s, double v) { s.hours_per_month = v; })
                    .when([](const Scenario& s) { return s.usage_mode == UsageMode::HoursPerMonth; }));
    f.push_back(number(
                    "jobsEdit", tr("Jobs per month"), 0, 1e6, kReal,
                    [](const Scenario& s) { return s.jobs_per_month; },
                    [](Scenario& s, double v) { s.jobs_per_month = v; })
                    .when([](const Scenario& s) { return s.usage_mode == UsageMode::JobsPerMonth; }));
    f.push_back(number(
                    "datasetEdit", tr("Training examples per epoch"), 1, 1e12, kWhole,
                    [](const Scenario& s) { return static_cast<double>(s.job.dataset_examples); },
                    [](Scenario& s, double v) { s.job.dataset_examples = static_cast<std::uint64_t>(v); })
                    .when(training));
    f.push_back(number(
                    "epochsEdit", tr("Epochs per job"), 0.01, 1e4, kReal,
                    [](const Scenario& s) { return s.job.epochs; },
                    [](Scenario& s, double v) { s.job.epochs = v; })
                    .when(training));
    f.push_back(number(
                    "requestsEdit", tr("Requests per job"), 1, 1e12, kWhole,
                    [](const Scenario& s) { return static_cast<double>(s.job.requests); },
                    [](Scenario& s, double v) { s.job.requests = static_cast<std::uint64_t>(v); })
                    .when(inference));
    f.push_back(number(
                    "generatedTokensEdit", tr("Generated tokens per request"), 1, 1e7, kWhole,
                    [](const Scenario& s) { return static_cast<double>(s.job.generated_tokens); },
                    [](Scenario& s, double v) { s.job.generated_tokens = static_cast<std::uint64_t>(v); })
                    .when(inference));
    f.push_back(number(
        "horizonEdit", tr("Horizon (months)"), 1, 600, kWhole,
        [](const Scenario& s) { return s.horizon_months; },
        [](Scenario& s, double v) { s.horizon_months = static_cast<int>(v); }));
    return {{}, tr("Usage"), std::move(f)};
}

ScenarioFieldGroup FieldTable::costs() {
    std::vector<ScenarioField> f;
    ScenarioField currency = choice(
        "currencyCombo", tr("Currency"), {},
        [](const Scenario& s) { return QString::fromStdString(s.currency); },
        [](Scenario& s, const QString& v) { s.currency = v.toStdString(); });
    std::get<ChoiceSpec>(currency.spec).catalog_items = [](const Catalog& catalog) {
        QStringList codes{QStringLiteral("EUR")};
        for (const ExchangeRate& r : catalog.rates) {
            const QString code = QString::fromStdString(r.currency);
            if (!codes.contains(code))
                codes.append(code);
        }
        ChoiceItems items;
        for (const QString& code : codes)
            items.emplace_back(code, code);
        return items;
    };
    f.push_back(std::move(currency));
    f.push_back(number(
        "electricityEdit", tr("Electricity (per kWh)"), 0, 100, kReal,
        [](const Scenario& s) { return s.electricity_per_kwh; },
        [](Scenario& s, double v) { s.electricity_per_kwh = v; }));
    std::get<NumberSpec>(f.back().spec).currency_label = tr("Electricity (%1/kWh)");
    f.push_back(optionalNumber(
        "gpuPriceEdit", tr("Price of one GPU"), 0, 1e9, tr("catalog's latest price"),
        [](const Scenario& s) { return s.gpu_price; },
        [](Scenario& s, std::optional<double> v) { s.gpu_price = v; }));
    std::get<NumberSpec>(f.back().spec).currency_label = tr("Price of one GPU (%1)");
    // The system around the GPUs: a catalog one, or (below) a price of one per node; neither:
    // the catalog's smallest system that holds them (core/cost/SystemPricing.h).
    ScenarioField system = choice(
        "systemCombo", tr("System"), {},
        [](const Scenario& s) { return QString::fromStdString(s.system_id); },
        [](Scenario& s, const QString& v) {
            s.system_id = v.toStdString();
            if (!v.isEmpty())
                s.host_cost.reset();
        });
    std::get<ChoiceSpec>(system.spec).catalog_items = [](const Catalog& catalog) {
        ChoiceItems items{{tr("the smallest that holds the GPUs"), QString()}};
        for (const System& x : catalog.systems)
            items.emplace_back(text::systemNameText(x.name), QString::fromStdString(x.id));
        return items;
    };
    f.push_back(std::move(system));
    // One system per node; empty: the catalog's system.
    f.push_back(optionalNumber(
        "hostCostEdit", tr("Price of one system"), 0, 1e9, tr("the catalog's system"),
        [](const Scenario& s) { return s.host_cost; },
        [](Scenario& s, std::optional<double> v) {
            s.host_cost = v;
            if (v)
                s.system_id.clear();
        }));
    std::get<NumberSpec>(f.back().spec).currency_label = tr("Price of one system (%1)");
    // Its items follow the scenario's GPU: ScenarioForm fills them.
    f.push_back(choice(
        "cloudOfferCombo", tr("Cloud offer"), {},
        [](const Scenario& s) { return QString::fromStdString(s.cloud_offer); },
        [](Scenario& s, const QString& v) { s.cloud_offer = v.toStdString(); }));
    f.push_back(optionalNumber(
        "cloudRateEdit", tr("Cloud rate per GPU-hour"), 0, 1e6, tr("from the offer"),
        [](const Scenario& s) { return s.cloud_rate_per_gpu_hour; },
        [](Scenario& s, std::optional<double> v) { s.cloud_rate_per_gpu_hour = v; }));
    std::get<NumberSpec>(f.back().spec).currency_label = tr("Cloud rate (%1 per GPU-hour)");
    return {{}, tr("Costs"), std::move(f)};
}

ScenarioFieldGroup FieldTable::advanced() {
    std::vector<ScenarioField> f;
    f.push_back(
        number(
            "groupSizeEdit", tr("Quantization group (GPTQ/AWQ)"), 1, 1 << 20, kWhole,
            [](const Scenario& s) { return s.workload.group_size; },
            [](Scenario& s, double v) { s.workload.group_size = static_cast<int>(v); })
            .withHelp(tr("Weights per GPTQ/AWQ quantization group; each group adds a 16-bit scale and "
                         "zero point (group 128: 4.25 bits per weight)"))
            .when([](const Scenario& s) {
                return s.workload.precision == Precision::GPTQ_INT4 ||
                       s.workload.precision == Precision::AWQ_INT4;
            }));
    f.push_back(
        choice(
            "regimeCombo", tr("Training regime"),
            {{tr("Mixed precision"), qs(regimeId(TrainRegime::Mixed))},
             {tr("Pure bf16"), qs(regimeId(TrainRegime::PureBF16))},
             {tr("Full fp32"), qs(regimeId(TrainRegime::FP32))},
             {tr("FP8 matmuls (torchao Float8, Transformer Engine)"), qs(regimeId(TrainRegime::FP8))}},
            [](const Scenario& s) { return qs(regimeId(s.workload.regime)); },
            [](Scenario& s, const QString& v) { s.workload.regime = parseRegime(v.toStdString()); })
            .withHelp(tr("How training stores weights, gradients and optimizer states: mixed precision keeps "
                         "fp32 master weights (16 bytes per parameter with AdamW), pure bf16 does not (8), "
                         "full fp32 takes 16 and 4-byte activations; FP8 runs the matmuls at the GPU's fp8 "
                         "peak and stores as mixed precision (needs fp8 tensor cores)"))
            .when(training));
    f.push_back(
        choice(
            "lossCombo", tr("Loss computation"),
            {{tr("fp32 logits"), qs(lossId(LossKind::Fp32Logits))},
             {tr("Upcast to fp32 (Hugging Face, torchtitan)"), qs(lossId(LossKind::Upcast))},
             {tr("Chunked (torchtune)"), qs(lossId(LossKind::Chunked))},
             {tr("Fused (compiled loss)"), qs(lossId(LossKind::Fused))}},
            [](const Scenario& s) { return qs(lossId(s.workload.loss)); },
            [](Scenario& s, const QString& v) { s.workload.loss = parseLoss(v.toStdString()); })
            .withHelp(tr("The bytes the logits take at the memory peak: one fp32 copy; 16-bit logits with "
                         "their fp32 copy and fp32 log-softmax kept for backward (F.cross_entropy on "
                         "logits.float()); one chunk's fp32 work at a time (torchtune's chunked "
                         "cross-entropy); or a compiled loss that keeps the 16-bit logits and their "
                         "gradient only"))
            .when(training));
    f.push_back(
        choice(
            "adapterPrecisionCombo", tr("Adapter precision"),
            precisionItems(std::vector<Precision>{Precision::FP32, Precision::BF16, Precision::FP16}),
            [](const Scenario& s) { return qs(precisionInfo(s.workload.adapter_precision).id); },
            [](Scenario& s, const QString& v) {
                s.workload.adapter_precision = parsePrecisionOrThrow(v.toStdString());
            })
            .withHelp(tr("Storage of the LoRA adapters and their gradients (PEFT keeps them in fp32)"))
            .when(adapter));
    f.push_back(
        number(
            "cudaContextEdit", tr("CUDA context (GB per GPU)"), 0, 1000, kReal,
            [](const Scenario& s) { return static_cast<double>(s.runtime.cuda_context_bytes) / 1e9; },
            [](Scenario& s, double v) {
                s.runtime.cuda_context_bytes = static_cast<std::uint64_t>(std::llround(v * 1e9));
            })
            .withHelp(tr("Memory the CUDA context and the framework take on each GPU before the model "
                         "(PyTorch measures 0.3 to 0.7 GB)")));
    std::get<NumberSpec>(f.back().spec).digits = 6;
    f.push_back(
        percent(
            "fragmentationEdit", tr("Fragmentation (%)"), 0, 100, false,
            [](const Scenario& s) { return s.runtime.fragmentation; },
            [](Scenario& s, double v) { s.runtime.fragmentation = v; })
            .withHelp(tr("Share of the model's memory the caching allocator loses to fragmentation")));
    return {QStringLiteral("advanced"), tr("Advanced workload and runtime"), std::move(f)};
}

ScenarioFieldGroup FieldTable::efficiencies() {
    std::vector<ScenarioField> f;
    f.push_back(
        percent(
            "trainMfuEdit", tr("Training MFU (%)"), 0, 100, true,
            [](const Scenario& s) { return s.efficiencies.train_mfu; },
            [](Scenario& s, double v) { s.efficiencies.train_mfu = v; })
            .withHelp(tr("Sustained share of the bf16 peak a datacenter GPU reaches in training: 58 %, "
                         "the median of 23 published torchtitan and torchtune runs; consumer cards and FP8 "
                         "matmuls scale it by their own published runs")));
    f.push_back(
        percent(
            "prefillMfuEdit", tr("Prefill MFU (%)"), 0, 100, true,
            [](const Scenario& s) { return s.efficiencies.prefill_mfu; },
            [](Scenario& s, double v) { s.efficiencies.prefill_mfu = v; })
            .withHelp(tr("Share of the peak reached while processing the prompt (one large forward pass)")));
    f.push_back(percent(
                    "decodeMfuEdit", tr("Decode MFU (%)"), 0, 100, true,
                    [](const Scenario& s) { return s.efficiencies.decode_mfu; },
                    [](Scenario& s, double v) { s.efficiencies.decode_mfu = v; })
                    .withHelp(tr("Share of the peak reached by the compute side of batched decoding")));
    f.push_back(
        percent(
            "decodeMemoryEdit", tr("Decode bandwidth (%)"), 0, 100, true,
            [](const Scenario& s) { return s.efficiencies.decode_memory; },
            [](Scenario& s, double v) { s.efficiencies.decode_memory = v; })
            .withHelp(tr("Share of the memory bandwidth a decode step reaches (about 75 % measured)")));
    f.push_back(
        percent(
            "gemmEdit", tr("Large GEMMs (%)"), 0, 100, true,
            [](const Scenario& s) { return s.efficiencies.gemm; },
            [](Scenario& s, double v) { s.efficiencies.gemm = v; })
            .withHelp(
                tr("Share of the peak reached by large matrix products (an A800 reaches 69 % in FP16)")));
    f.push_back(percent(
                    "collectiveEdit", tr("Collectives (% of link)"), 0, 100, true,
                    [](const Scenario& s) { return s.efficiencies.comm.collective_efficiency; },
                    [](Scenario& s, double v) { s.efficiencies.comm.collective_efficiency = v; })
                    .withHelp(tr("NCCL bus bandwidth as a share of the link's rate per direction (67 to 82 % "
                                 "measured on 8 GPUs)")));
    f.push_back(
        percent(
            "overlapEdit", tr("Overlap with compute (%)"), 0, 100, false,
            [](const Scenario& s) { return s.efficiencies.comm.overlap; },
            [](Scenario& s, double v) { s.efficiencies.comm.overlap = v; })
            .withHelp(tr("Share of the data-parallel gradient traffic hidden behind the backward pass")));
    f.push_back(
        number(
            "rocmFactorEdit", tr("ROCm slowdown (×)"), 0.001, 100, kReal,
            [](const Scenario& s) { return s.efficiencies.rocm_factor; },
            [](Scenario& s, double v) { s.efficiencies.rocm_factor = v; })
            .withHelp(tr("Compute time on AMD GPUs (ROCm) relative to CUDA: the guide measures 1.5×")));
    f.push_back(number(
                    "otherStackFactorEdit", tr("Other stacks slowdown (×)"), 0.001, 100, kReal,
                    [](const Scenario& s) { return s.efficiencies.other_stack_factor; },
                    [](Scenario& s, double v) { s.efficiencies.other_stack_factor = v; })
                    .withHelp(tr("Compute time on other software stacks (Intel Gaudi…) relative to CUDA")));
    return {QStringLiteral("efficiencies"), tr("Efficiencies"), std::move(f)};
}

ScenarioFieldGroup FieldTable::ownership() {
    std::vector<ScenarioField> f;
    f.push_back(
        number(
            "pueEdit", tr("PUE"), limits::kPue.min, limits::kPue.max, kReal,
            [](const Scenario& s) { return s.pue; }, [](Scenario& s, double v) { s.pue = v; })
            .withHelp(tr("Power usage effectiveness: the room's power over the GPUs' power (1 at home or "
                         "in an office, 1.1 to 1.6 in a data centre)")));
    f.push_back(
        percent(
            "powerFractionEdit", tr("Power drawn (% of TDP)"), 0, 100 * limits::kPowerFraction.max, false,
            [](const Scenario& s) { return s.power_fraction; },
            [](Scenario& s, double v) { s.power_fraction = v; })
            .withHelp(tr("Average power drawn while working, as a share of the GPU's TDP (an RTX 4090 "
                         "draws 380 of its 450 W)")));
    f.push_back(
        percent(
            "maintenanceEdit", tr("Maintenance (% a year)"), 0, 100, false,
            [](const Scenario& s) { return s.maintenance_fraction_per_year; },
            [](Scenario& s, double v) { s.maintenance_fraction_per_year = v; })
            .withHelp(tr("Maintenance, support and repairs each year, as a share of the purchase price")));
    f.push_back(
        percent(
            "resaleEdit", tr("Resale value (%)"), 0, 100, false,
            [](const Scenario& s) { return s.resale_fraction; },
            [](Scenario& s, double v) { s.resale_fraction = v; })
            .withHelp(tr("What the GPUs sell for at the end of the horizon, as a share of their price")));
    f.push_back(catalogChoice(
                    "rentGpuCombo", tr("Rented GPU"),
                    [](const Catalog& catalog) {
                        ChoiceItems items{{tr("Same GPU as bought"), QString()}};
                        for (auto& item : gpuItems(catalog))
                            items.push_back(std::move(item));
                        return items;
                    },
                    [](const Scenario& s) { return QString::fromStdString(s.rent_gpu_id); },
                    [](Scenario& s, const QString& v, const Catalog* catalog) {
                        s.rent_gpu_id = v.toStdString();
                        dropOfferOfAnotherGpu(s, catalog);
                    })
                    .withHelp(tr("Compare buying with renting another GPU (the cloud offers follow it)")));
    return {QStringLiteral("ownership"), tr("Ownership costs"), std::move(f)};
}

ScenarioFieldGroup FieldTable::constraints() {
    std::vector<ScenarioField> f;
    f.push_back(
        optionalNumber(
            "budgetEdit", tr("Budget"), 0, 1e15, tr("no limit"),
            [](const Scenario& s) { return s.constraints.budget; },
            [](Scenario& s, std::optional<double> v) { s.constraints.budget = v; })
            .withHelp(tr("Candidates that cost more over the horizon are left out; empty: no limit")));
    std::get<NumberSpec>(f.back().spec).currency_label = tr("Budget (%1)");
    f.push_back(
        choice(
            "objectiveCombo", tr("Rank by"),
            {{tr("Automatic: serving, else fastest within the budget, else cheapest"), QString()},
             {tr("Cheapest that meets the deadline"), qs(objectiveId(Objective::Cheapest))},
             {tr("Fastest within the budget"), qs(objectiveId(Objective::Fastest))},
             {tr("Most work for the money"), qs(objectiveId(Objective::Value))},
             {tr("Cheapest that serves the traffic at the targets"), qs(objectiveId(Objective::Serving))}},
            [](const Scenario& s) {
                return s.constraints.objective ? qs(objectiveId(*s.constraints.objective)) : QString();
            },
            [](Scenario& s, const QString& v) { s.constraints.objective = parseObjective(v.toStdString()); })
            .withHelp(tr("What the first candidate answers: the least cost, the shortest time per job "
                         "within the budget, the most jobs per unit of money over the horizon, or (an "
                         "inference model served to users, see the Serving tab) the least cost a month "
                         "that serves the traffic at the latency targets. Automatic ranks by serving when "
                         "the Serving tab sets users or a request rate for an inference model")));
    f.push_back(number(
                    "maxGpusEdit", tr("Max GPUs"), 1, limits::kMaxGpusEveryCount, kWhole,
                    [](const Scenario& s) { return s.constraints.max_gpus; },
                    [](Scenario& s, double v) { s.constraints.max_gpus = static_cast<std::uint32_t>(v); })
                    .withHelp(tr("The largest GPU count the recommendation tries")));
    f.push_back(
        choice(
            "purchaseModeCombo", tr("Buy or rent"),
            {{tr("Both"), qs(purchaseModeId(PurchaseMode::Both))},
             {tr("Buy only"), qs(purchaseModeId(PurchaseMode::Buy))},
             {tr("Rent only"), qs(purchaseModeId(PurchaseMode::Rent))}},
            [](const Scenario& s) { return qs(purchaseModeId(s.constraints.mode)); },
            [](Scenario& s, const QString& v) { s.constraints.mode = parsePurchaseMode(v.toStdString()); })
            .withHelp(tr("Whether the recommendation buys, rents or compares both")));
    f.push_back(optionalNumber(
                    "deadlineEdit", tr("Deadline per job (h)"), 0, 1e9, tr("none"),
                    [](const Scenario& s) { return s.constraints.deadline_hours; },
                    [](Scenario& s, std::optional<double> v) { s.constraints.deadline_hours = v; })
                    .withHelp(tr("Candidates slower than this per job are left out; empty: no deadline")));
    std::get<NumberSpec>(f.back().spec).min_exclusive = true;
    f.push_back(check(
                    "everyCountCheck", tr("Try every GPU count"), tr("GPU counts tried"),
                    [](const Scenario& s) { return s.constraints.every_count; },
                    [](Scenario& s, bool on) { s.constraints.every_count = on; })
                    .withHelp(tr("Also 3, 5, 6, 7… GPUs, not only 1, 2, 4, 8… (a longer sweep)")));
    f.push_back(number(
                    "topKEdit", tr("Candidates listed"), 1, static_cast<double>(limits::kMaxTopK), kWhole,
                    [](const Scenario& s) { return static_cast<double>(s.constraints.top_k); },
                    [](Scenario& s, double v) { s.constraints.top_k = static_cast<std::size_t>(v); })
                    .withHelp(tr("How many candidates the ranking lists")));
    return {QStringLiteral("constraints"), tr("Recommendation constraints"), std::move(f)};
}

} // namespace

std::vector<ScenarioFieldGroup> scenarioFieldGroups() {
    std::vector<ScenarioFieldGroup> groups;
    for (auto group :
         {&FieldTable::workload, &FieldTable::hardware, &FieldTable::usage, &FieldTable::costs,
          &FieldTable::advanced, &FieldTable::efficiencies, &FieldTable::ownership, &FieldTable::constraints})
        groups.push_back(group());
    return groups;
}

} // namespace gpuplan::gui
