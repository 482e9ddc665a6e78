#include "gui/ScenarioForm.h"

#include "gui/Format.h"
#include "gui/Settings.h"
#include "text/CoreText.h"

#include "core/Error.h"
#include "core/HfConfig.h"
#include "core/Limits.h"
#include "core/Precision.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QResizeEvent>
#include <QSignalBlocker>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>
#include <exception>

namespace gpuplan::gui {

struct ScenarioForm::NumberField {
    QString name;
    QString label;
    QLineEdit* edit = nullptr;
    QLabel* error = nullptr;
    double min = 0;
    double max = 0;
    bool integer = false;
    bool optional = false;
    std::function<std::optional<double>(const Scenario&)> get;
    std::function<void(Scenario&, std::optional<double>)> set;
    bool min_exclusive = false; // `min` itself is refused
    int digits = 10;            // significant digits shown
};

struct ScenarioForm::CheckField {
    QString name;
    QCheckBox* check = nullptr;
    std::function<bool(const Scenario&)> get;
};

struct ScenarioForm::ChoiceField {
    QString name;
    QString label;
    QComboBox* combo = nullptr;
    QLabel* error = nullptr;
    std::function<QString(const Scenario&)> get;
    std::function<void(Scenario&, const QString&)> set;
};

namespace {

const QString kImported = QStringLiteral("__imported__");

QString qs(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

std::optional<double> parseNumber(const QString& text) {
    bool ok = false;
    const QString t = text.trimmed();
    double v = QLocale().toDouble(t, &ok);
    if (!ok)
        v = QLocale::c().toDouble(t, &ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

QString formatNumber(double v, bool integer, int digits = 10) {
    if (integer)
        return QLocale().toString(static_cast<qlonglong>(std::llround(v)));
    return QLocale().toString(v, 'g', digits);
}

void addItem(QComboBox* combo, const QString& text, const QString& data) {
    combo->addItem(text, data);
}

} // namespace

ScenarioForm::ScenarioForm(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("scenarioForm"));
    setStyleSheet(QStringLiteral("QLineEdit[invalid=\"true\"], QComboBox[invalid=\"true\"] "
                                 "{ border: 2px solid #b03a2e; }"
                                 "QLabel[role=\"error\"] { color: #b03a2e; }"));
    auto* root = new QVBoxLayout(this);
    root->setContentsMargins(4, 4, 4, 4);
    auto group = [&](const QString& title) {
        auto* box = new QGroupBox(title, this);
        auto* form = new QFormLayout(box);
        form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        form->setRowWrapPolicy(QFormLayout::DontWrapRows);
        root->addWidget(box);
        return form;
    };

    // ---- Workload -------------------------------------------------------------
    QFormLayout* w = group(tr("Workload"));
    addChoice(
        w, QStringLiteral("modelCombo"), tr("Model"),
        [](const Scenario& s) { return s.model_spec ? kImported : QString::fromStdString(s.model_id); },
        [](Scenario& s, const QString& v) {
            if (v == kImported)
                return;
            s.model_id = v.toStdString();
            s.model_spec.reset();
        },
        true);
    model_error_ = findChild<QLabel*>(QStringLiteral("modelComboError"));
    model_summary_ = new QLabel(this);
    model_summary_->setObjectName(QStringLiteral("modelSummary"));
    model_summary_->setWordWrap(true);
    import_ = new QPushButton(tr("Import config.json…"), this);
    import_->setObjectName(QStringLiteral("importConfigButton"));
    import_->setToolTip(tr("Use the architecture of a Hugging Face config.json"));
    connect(import_, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import a Hugging Face config.json"), {},
                                                          tr("Model configuration (*.json)"));
        if (!path.isEmpty())
            importConfig(path);
    });
    w->addRow(QString(), import_);
    w->addRow(QString(), model_summary_);

    addChoice(
        w, QStringLiteral("taskCombo"), tr("Task"),
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
        });
    addChoice(
        w, QStringLiteral("precisionCombo"), tr("Weights precision"),
        [](const Scenario& s) { return qs(precisionInfo(s.workload.precision).id); },
        [](Scenario& s, const QString& v) { s.workload.precision = parsePrecisionOrThrow(v.toStdString()); });
    addChoice(
        w, QStringLiteral("kvPrecisionCombo"), tr("KV-cache precision"),
        [](const Scenario& s) { return qs(precisionInfo(s.workload.kv_precision).id); },
        [](Scenario& s, const QString& v) {
            s.workload.kv_precision = parsePrecisionOrThrow(v.toStdString());
        });
    addNumber(
        w, QStringLiteral("batchEdit"), tr("Batch (sequences per GPU)"), 1, 65536, true, false,
        [](const Scenario& s) { return std::optional<double>(s.workload.batch); },
        [](Scenario& s, std::optional<double> v) { s.workload.batch = static_cast<std::uint32_t>(*v); });
    addNumber(
        w, QStringLiteral("seqEdit"), tr("Sequence length (tokens)"), 1, 10'000'000, true, false,
        [](const Scenario& s) { return std::optional<double>(static_cast<double>(s.workload.seq)); },
        [](Scenario& s, std::optional<double> v) { s.workload.seq = static_cast<std::uint64_t>(*v); });
    addNumber(
        w, QStringLiteral("gradAccumEdit"), tr("Gradient accumulation (steps)"), 1, 65536, true, false,
        [](const Scenario& s) { return std::optional<double>(s.workload.grad_accum); },
        [](Scenario& s, std::optional<double> v) { s.workload.grad_accum = static_cast<std::uint32_t>(*v); });
    addChoice(
        w, QStringLiteral("checkpointingCombo"), tr("Activation checkpointing"),
        [](const Scenario& s) { return qs(checkpointingId(s.workload.checkpointing)); },
        [](Scenario& s, const QString& v) {
            s.workload.checkpointing = parseCheckpointing(v.toStdString());
        });
    addCheck(
        w, QStringLiteral("flashAttentionCheck"), tr("FlashAttention"), tr("FlashAttention"),
        [](const Scenario& s) { return s.workload.flash_attention; },
        [](Scenario& s, bool on) { s.workload.flash_attention = on; });
    addChoice(
        w, QStringLiteral("optimizerCombo"), tr("Optimizer"),
        [](const Scenario& s) { return qs(optimizerId(s.workload.optimizer)); },
        [](Scenario& s, const QString& v) { s.workload.optimizer = parseOptimizer(v.toStdString()); });
    addNumber(
        w, QStringLiteral("loraRankEdit"), tr("LoRA rank r"), 1, 65536, true, false,
        [](const Scenario& s) { return std::optional<double>(s.workload.lora_rank); },
        [](Scenario& s, std::optional<double> v) { s.workload.lora_rank = static_cast<std::uint32_t>(*v); });
    lora_targets_ = new QLineEdit(this);
    lora_targets_->setObjectName(QStringLiteral("loraTargetsEdit"));
    lora_targets_->setPlaceholderText(QStringLiteral("q_proj,v_proj"));
    lora_targets_error_ =
        addErrorRow(w, lora_targets_->objectName(), lora_targets_, tr("LoRA target modules"));
    connect(lora_targets_, &QLineEdit::textEdited, this, [this](const QString& text) {
        Scenario next = scenario_;
        next.workload.lora_targets = splitList(text.toStdString());
        offer(next, tr("LoRA target modules"), lora_targets_error_, lora_targets_,
              QStringLiteral("loraTargets#%1").arg(typing_session_));
    });
    connect(lora_targets_, &QLineEdit::editingFinished, this, [this] { ++typing_session_; });

    // ---- Hardware -------------------------------------------------------------
    QFormLayout* h = group(tr("Hardware"));
    addChoice(
        h, QStringLiteral("gpuCombo"), tr("GPU"),
        [](const Scenario& s) { return QString::fromStdString(s.gpu_id); },
        [this](Scenario& s, const QString& v) {
            s.gpu_id = v.toStdString();
            // An offer of another GPU no longer applies.
            const CloudOffer* o = catalog_ ? catalog_->findOffer(s.cloud_offer) : nullptr;
            const std::string rented = s.rent_gpu_id.empty() ? s.gpu_id : s.rent_gpu_id;
            if (o && o->gpu_id != rented)
                s.cloud_offer.clear();
        },
        true);
    addNumber(
        h, QStringLiteral("gpuCountEdit"), tr("GPU count"), 1, 65536, true, false,
        [](const Scenario& s) { return std::optional<double>(s.gpu_count); },
        [](Scenario& s, std::optional<double> v) { s.gpu_count = static_cast<std::uint32_t>(*v); });
    addNumber(
        h, QStringLiteral("gpusPerNodeEdit"), tr("GPUs per node"), 1, 256, true, false,
        [](const Scenario& s) { return std::optional<double>(s.gpus_per_node); },
        [](Scenario& s, std::optional<double> v) { s.gpus_per_node = static_cast<std::uint32_t>(*v); });
    addChoice(
        h, QStringLiteral("strategyCombo"), tr("Strategy"),
        [](const Scenario& s) { return s.strategy ? qs(strategyId(*s.strategy)) : QString(); },
        [](Scenario& s, const QString& v) {
            if (v.isEmpty())
                s.strategy.reset();
            else
                s.strategy = parseStrategy(v.toStdString());
        });
    addNumber(
        h, QStringLiteral("tpEdit"), tr("Tensor-parallel degree (hybrid)"), 1, 1024, true, false,
        [](const Scenario& s) { return std::optional<double>(s.tp); },
        [](Scenario& s, std::optional<double> v) { s.tp = static_cast<std::uint32_t>(*v); });
    addNumber(
        h, QStringLiteral("ppEdit"), tr("Pipeline stages (hybrid)"), 1, 1024, true, false,
        [](const Scenario& s) { return std::optional<double>(s.pp); },
        [](Scenario& s, std::optional<double> v) { s.pp = static_cast<std::uint32_t>(*v); });
    addChoice(
        h, QStringLiteral("offloadOptimizerCombo"), tr("Optimizer offload"),
        [](const Scenario& s) { return qs(offloadId(s.offload_optimizer)); },
        [](Scenario& s, const QString& v) { s.offload_optimizer = parseOffload(v.toStdString()); });
    addChoice(
        h, QStringLiteral("offloadParamsCombo"), tr("Parameter offload (ZeRO-3)"),
        [](const Scenario& s) { return qs(offloadId(s.offload_params)); },
        [](Scenario& s, const QString& v) { s.offload_params = parseOffload(v.toStdString()); });
    addChoice(
        h, QStringLiteral("intraLinkCombo"), tr("Link inside a node"),
        [](const Scenario& s) { return QString::fromStdString(s.intra_node_link); },
        [](Scenario& s, const QString& v) { s.intra_node_link = v.toStdString(); });
    addChoice(
        h, QStringLiteral("interLinkCombo"), tr("Link between nodes"),
        [](const Scenario& s) { return QString::fromStdString(s.inter_node_link); },
        [](Scenario& s, const QString& v) { s.inter_node_link = v.toStdString(); });
    addCheck(
        h, QStringLiteral("sequenceParallelCheck"), tr("Sequence parallelism (with tensor parallel)"),
        tr("sequence parallelism"), [](const Scenario& s) { return s.sequence_parallel; },
        [](Scenario& s, bool on) { s.sequence_parallel = on; });

    // ---- Usage ----------------------------------------------------------------
    QFormLayout* u = group(tr("Usage"));
    addChoice(
        u, QStringLiteral("usageModeCombo"), tr("Usage given as"),
        [](const Scenario& s) { return qs(usageModeId(s.usage_mode)); },
        [](Scenario& s, const QString& v) {
            s.usage_mode = v == QStringLiteral("jobs") ? UsageMode::JobsPerMonth : UsageMode::HoursPerMonth;
        });
    addNumber(
        u, QStringLiteral("hoursEdit"), tr("Hours of use per month (h)"), 0, 744, false, false,
        [](const Scenario& s) { return std::optional<double>(s.hours_per_month); },
        [](Scenario& s, std::optional<double> v) { s.hours_per_month = *v; });
    addNumber(
        u, QStringLiteral("jobsEdit"), tr("Jobs per month"), 0, 1e6, false, false,
        [](const Scenario& s) { return std::optional<double>(s.jobs_per_month); },
        [](Scenario& s, std::optional<double> v) { s.jobs_per_month = *v; });
    addNumber(
        u, QStringLiteral("datasetEdit"), tr("Training examples per epoch"), 1, 1e12, true, false,
        [](const Scenario& s) { return std::optional<double>(static_cast<double>(s.job.dataset_examples)); },
        [](Scenario& s, std::optional<double> v) {
            s.job.dataset_examples = static_cast<std::uint64_t>(*v);
        });
    addNumber(
        u, QStringLiteral("epochsEdit"), tr("Epochs per job"), 0.01, 1e4, false, false,
        [](const Scenario& s) { return std::optional<double>(s.job.epochs); },
        [](Scenario& s, std::optional<double> v) { s.job.epochs = *v; });
    addNumber(
        u, QStringLiteral("requestsEdit"), tr("Requests per job"), 1, 1e12, true, false,
        [](const Scenario& s) { return std::optional<double>(static_cast<double>(s.job.requests)); },
        [](Scenario& s, std::optional<double> v) { s.job.requests = static_cast<std::uint64_t>(*v); });
    addNumber(
        u, QStringLiteral("generatedTokensEdit"), tr("Generated tokens per request"), 1, 1e7, true, false,
        [](const Scenario& s) { return std::optional<double>(static_cast<double>(s.job.generated_tokens)); },
        [](Scenario& s, std::optional<double> v) {
            s.job.generated_tokens = static_cast<std::uint64_t>(*v);
        });
    addNumber(
        u, QStringLiteral("horizonEdit"), tr("Horizon (months)"), 1, 600, true, false,
        [](const Scenario& s) { return std::optional<double>(s.horizon_months); },
        [](Scenario& s, std::optional<double> v) { s.horizon_months = static_cast<int>(*v); });

    // ---- Costs ----------------------------------------------------------------
    QFormLayout* c = group(tr("Costs"));
    addChoice(
        c, QStringLiteral("currencyCombo"), tr("Currency"),
        [](const Scenario& s) { return QString::fromStdString(s.currency); },
        [](Scenario& s, const QString& v) { s.currency = v.toStdString(); });
    addNumber(
        c, QStringLiteral("electricityEdit"), tr("Electricity (per kWh)"), 0, 100, false, false,
        [](const Scenario& s) { return std::optional<double>(s.electricity_per_kwh); },
        [](Scenario& s, std::optional<double> v) { s.electricity_per_kwh = *v; });
    addNumber(
        c, QStringLiteral("gpuPriceEdit"), tr("Price of one GPU"), 0, 1e9, false, true,
        [](const Scenario& s) { return s.gpu_price; },
        [](Scenario& s, std::optional<double> v) { s.gpu_price = v; }, tr("catalog's latest price"));
    addNumber(
        c, QStringLiteral("hostCostEdit"), tr("Host machine(s), up front"), 0, 1e9, false, false,
        [](const Scenario& s) { return std::optional<double>(s.host_cost); },
        [](Scenario& s, std::optional<double> v) { s.host_cost = *v; });
    addChoice(
        c, QStringLiteral("cloudOfferCombo"), tr("Cloud offer"),
        [](const Scenario& s) { return QString::fromStdString(s.cloud_offer); },
        [](Scenario& s, const QString& v) { s.cloud_offer = v.toStdString(); });
    addNumber(
        c, QStringLiteral("cloudRateEdit"), tr("Cloud rate per GPU-hour"), 0, 1e6, false, true,
        [](const Scenario& s) { return s.cloud_rate_per_gpu_hour; },
        [](Scenario& s, std::optional<double> v) { s.cloud_rate_per_gpu_hour = v; }, tr("from the offer"));

    // ---- Folded sections -------------------------------------------------------
    QFormLayout* a = addSection(root, QStringLiteral("advanced"), tr("Advanced workload and runtime"));
    addNumber(
        a, QStringLiteral("groupSizeEdit"), tr("Quantization group (GPTQ/AWQ)"), 1, 1 << 20, true, false,
        [](const Scenario& s) { return std::optional<double>(s.workload.group_size); },
        [](Scenario& s, std::optional<double> v) { s.workload.group_size = static_cast<int>(*v); });
    addChoice(
        a, QStringLiteral("regimeCombo"), tr("Training regime"),
        [](const Scenario& s) { return qs(regimeId(s.workload.regime)); },
        [](Scenario& s, const QString& v) { s.workload.regime = parseRegime(v.toStdString()); });
    addChoice(
        a, QStringLiteral("adapterPrecisionCombo"), tr("Adapter precision"),
        [](const Scenario& s) { return qs(precisionInfo(s.workload.adapter_precision).id); },
        [](Scenario& s, const QString& v) {
            s.workload.adapter_precision = parsePrecisionOrThrow(v.toStdString());
        });
    addNumber(
        a, QStringLiteral("cudaContextEdit"), tr("CUDA context (GB per GPU)"), 0, 1000, false, false,
        [](const Scenario& s) {
            return std::optional<double>(static_cast<double>(s.runtime.cuda_context_bytes) / 1e9);
        },
        [](Scenario& s, std::optional<double> v) {
            s.runtime.cuda_context_bytes = static_cast<std::uint64_t>(std::llround(*v * 1e9));
        });
    numbers_.back().digits = 6;
    addPercent(
        a, QStringLiteral("fragmentationEdit"), tr("Fragmentation (%)"), 0, 100, false,
        [](const Scenario& s) { return s.runtime.fragmentation; },
        [](Scenario& s, double v) { s.runtime.fragmentation = v; });

    QFormLayout* e = addSection(root, QStringLiteral("efficiencies"), tr("Efficiencies"));
    addPercent(
        e, QStringLiteral("trainMfuEdit"), tr("Training MFU (%)"), 0, 100, true,
        [](const Scenario& s) { return s.efficiencies.train_mfu; },
        [](Scenario& s, double v) { s.efficiencies.train_mfu = v; });
    addPercent(
        e, QStringLiteral("prefillMfuEdit"), tr("Prefill MFU (%)"), 0, 100, true,
        [](const Scenario& s) { return s.efficiencies.prefill_mfu; },
        [](Scenario& s, double v) { s.efficiencies.prefill_mfu = v; });
    addPercent(
        e, QStringLiteral("decodeMfuEdit"), tr("Decode MFU (%)"), 0, 100, true,
        [](const Scenario& s) { return s.efficiencies.decode_mfu; },
        [](Scenario& s, double v) { s.efficiencies.decode_mfu = v; });
    addPercent(
        e, QStringLiteral("decodeMemoryEdit"), tr("Decode bandwidth (%)"), 0, 100, true,
        [](const Scenario& s) { return s.efficiencies.decode_memory; },
        [](Scenario& s, double v) { s.efficiencies.decode_memory = v; });
    addPercent(
        e, QStringLiteral("gemmEdit"), tr("Large GEMMs (%)"), 0, 100, true,
        [](const Scenario& s) { return s.efficiencies.gemm; },
        [](Scenario& s, double v) { s.efficiencies.gemm = v; });
    addPercent(
        e, QStringLiteral("collectiveEdit"), tr("Collectives (% of link)"), 0, 100, true,
        [](const Scenario& s) { return s.efficiencies.comm.collective_efficiency; },
        [](Scenario& s, double v) { s.efficiencies.comm.collective_efficiency = v; });
    addPercent(
        e, QStringLiteral("overlapEdit"), tr("Overlap with compute (%)"), 0, 100, false,
        [](const Scenario& s) { return s.efficiencies.comm.overlap; },
        [](Scenario& s, double v) { s.efficiencies.comm.overlap = v; });
    addNumber(
        e, QStringLiteral("rocmFactorEdit"), tr("ROCm slowdown (×)"), 0.001, 100, false, false,
        [](const Scenario& s) { return std::optional<double>(s.efficiencies.rocm_factor); },
        [](Scenario& s, std::optional<double> v) { s.efficiencies.rocm_factor = *v; });
    addNumber(
        e, QStringLiteral("otherStackFactorEdit"), tr("Other stacks slowdown (×)"), 0.001, 100, false, false,
        [](const Scenario& s) { return std::optional<double>(s.efficiencies.other_stack_factor); },
        [](Scenario& s, std::optional<double> v) { s.efficiencies.other_stack_factor = *v; });

    QFormLayout* o = addSection(root, QStringLiteral("ownership"), tr("Ownership costs"));
    addNumber(
        o, QStringLiteral("pueEdit"), tr("PUE"), limits::kPue.min, limits::kPue.max, false, false,
        [](const Scenario& s) { return std::optional<double>(s.pue); },
        [](Scenario& s, std::optional<double> v) { s.pue = *v; });
    addPercent(
        o, QStringLiteral("powerFractionEdit"), tr("Power drawn (% of TDP)"), 0,
        100 * limits::kPowerFraction.max, false, [](const Scenario& s) { return s.power_fraction; },
        [](Scenario& s, double v) { s.power_fraction = v; });
    addPercent(
        o, QStringLiteral("maintenanceEdit"), tr("Maintenance (% a year)"), 0, 100, false,
        [](const Scenario& s) { return s.maintenance_fraction_per_year; },
        [](Scenario& s, double v) { s.maintenance_fraction_per_year = v; });
    addPercent(
        o, QStringLiteral("resaleEdit"), tr("Resale value (%)"), 0, 100, false,
        [](const Scenario& s) { return s.resale_fraction; },
        [](Scenario& s, double v) { s.resale_fraction = v; });
    addChoice(
        o, QStringLiteral("rentGpuCombo"), tr("Rented GPU"),
        [](const Scenario& s) { return QString::fromStdString(s.rent_gpu_id); },
        [this](Scenario& s, const QString& v) {
            s.rent_gpu_id = v.toStdString();
            // An offer of another GPU no longer applies.
            const CloudOffer* offer = catalog_ ? catalog_->findOffer(s.cloud_offer) : nullptr;
            const std::string rented = s.rent_gpu_id.empty() ? s.gpu_id : s.rent_gpu_id;
            if (offer && offer->gpu_id != rented)
                s.cloud_offer.clear();
        },
        true);

    QFormLayout* k = addSection(root, QStringLiteral("constraints"), tr("Recommendation constraints"));
    addNumber(
        k, QStringLiteral("budgetEdit"), tr("Budget"), 0, 1e15, false, true,
        [](const Scenario& s) { return s.constraints.budget; },
        [](Scenario& s, std::optional<double> v) { s.constraints.budget = v; }, tr("no limit"));
    addNumber(
        k, QStringLiteral("maxGpusEdit"), tr("Max GPUs"), 1, limits::kMaxGpusEveryCount, true, false,
        [](const Scenario& s) { return std::optional<double>(s.constraints.max_gpus); },
        [](Scenario& s, std::optional<double> v) {
            s.constraints.max_gpus = static_cast<std::uint32_t>(*v);
        });
    addChoice(
        k, QStringLiteral("purchaseModeCombo"), tr("Buy or rent"),
        [](const Scenario& s) { return qs(purchaseModeId(s.constraints.mode)); },
        [](Scenario& s, const QString& v) { s.constraints.mode = parsePurchaseMode(v.toStdString()); });
    addNumber(
        k, QStringLiteral("deadlineEdit"), tr("Deadline per job (h)"), 0, 1e9, false, true,
        [](const Scenario& s) { return s.constraints.deadline_hours; },
        [](Scenario& s, std::optional<double> v) { s.constraints.deadline_hours = v; }, tr("none"));
    numbers_.back().min_exclusive = true;
    addCheck(
        k, QStringLiteral("everyCountCheck"), tr("Try every GPU count"), tr("GPU counts tried"),
        [](const Scenario& s) { return s.constraints.every_count; },
        [](Scenario& s, bool on) { s.constraints.every_count = on; });
    addNumber(
        k, QStringLiteral("topKEdit"), tr("Candidates listed"), 1, static_cast<double>(limits::kMaxTopK),
        true, false,
        [](const Scenario& s) { return std::optional<double>(static_cast<double>(s.constraints.top_k)); },
        [](Scenario& s, std::optional<double> v) { s.constraints.top_k = static_cast<std::size_t>(*v); });
    root->addStretch(1);

    // What the short labels mean, on hover (kept when an error message comes and goes).
    const std::pair<const char*, QString> help[] = {
        {"loraTargetsEdit", tr("Module names, separated by commas")},
        {"groupSizeEdit", tr("Weights per GPTQ/AWQ quantization group; each group adds a 16-bit scale and "
                             "zero point (group 128: 4.25 bits per weight)")},
        {"regimeCombo",
         tr("How training stores weights, gradients and optimizer states: mixed precision keeps "
            "fp32 master weights (16 bytes per parameter with AdamW), pure bf16 does not (8), "
            "full fp32 takes 16 and 4-byte activations")},
        {"adapterPrecisionCombo",
         tr("Storage of the LoRA adapters and their gradients (PEFT keeps them in fp32)")},
        {"cudaContextEdit", tr("Memory the CUDA context and the framework take on each GPU before the model "
                               "(PyTorch measures 0.3 to 0.7 GB)")},
        {"fragmentationEdit", tr("Share of the model's memory the caching allocator loses to fragmentation")},
        {"trainMfuEdit", tr("Model FLOPs utilisation of training, as a share of the peak: tuned Megatron-LM "
                            "reaches 52 %, 40 % leaves room for less tuned stacks")},
        {"prefillMfuEdit",
         tr("Share of the peak reached while processing the prompt (one large forward pass)")},
        {"decodeMfuEdit", tr("Share of the peak reached by the compute side of batched decoding")},
        {"decodeMemoryEdit", tr("Share of the memory bandwidth a decode step reaches (about 75 % measured)")},
        {"gemmEdit", tr("Share of the peak reached by large matrix products (an A800 reaches 69 % in FP16)")},
        {"collectiveEdit", tr("NCCL bus bandwidth as a share of the link's rate per direction (67 to 82 % "
                              "measured on 8 GPUs)")},
        {"overlapEdit", tr("Share of the data-parallel gradient traffic hidden behind the backward pass")},
        {"rocmFactorEdit", tr("Compute time on AMD GPUs (ROCm) relative to CUDA: the guide measures 1.5×")},
        {"otherStackFactorEdit", tr("Compute time on other software stacks (Intel Gaudi…) relative to CUDA")},
        {"pueEdit", tr("Power usage effectiveness: the room's power over the GPUs' power (1 at home or in an "
                       "office, 1.1 to 1.6 in a data centre)")},
        {"powerFractionEdit",
         tr("Average power drawn while working, as a share of the GPU's TDP (an RTX 4090 "
            "draws 380 of its 450 W)")},
        {"maintenanceEdit",
         tr("Maintenance, support and repairs each year, as a share of the purchase price")},
        {"resaleEdit", tr("What the GPUs sell for at the end of the horizon, as a share of their price")},
        {"rentGpuCombo", tr("Compare buying with renting another GPU (the cloud offers follow it)")},
        {"budgetEdit", tr("Candidates that cost more over the horizon are left out; empty: no limit")},
        {"maxGpusEdit", tr("The largest GPU count the recommendation tries")},
        {"purchaseModeCombo", tr("Whether the recommendation buys, rents or compares both")},
        {"deadlineEdit", tr("Candidates slower than this per job are left out; empty: no deadline")},
        {"everyCountCheck", tr("Also 3, 5, 6, 7… GPUs, not only 1, 2, 4, 8… (a longer sweep)")},
        {"topKEdit", tr("How many candidates the ranking lists")},
    };
    for (const auto& [name, text] : help)
        setHelp(QLatin1String(name), text);

    // Fixed choices.
    auto fill = [this](const QString& name, const std::vector<std::pair<QString, QString>>& items) {
        for (auto& f : choices_) {
            if (f.name == name) {
                for (const auto& [text, value] : items)
                    addItem(f.combo, text, value);
            }
        }
    };
    fill(QStringLiteral("taskCombo"), {{tr("Inference"), QStringLiteral("inference")},
                                       {tr("LoRA fine-tuning"), QStringLiteral("lora")},
                                       {tr("QLoRA fine-tuning"), QStringLiteral("qlora")},
                                       {tr("Full fine-tuning"), QStringLiteral("full")},
                                       {tr("Pretraining"), QStringLiteral("pretrain")}});
    std::vector<std::pair<QString, QString>> precisions;
    for (const PrecisionInfo& p : allPrecisions())
        precisions.emplace_back(qs(p.label), qs(p.id));
    fill(QStringLiteral("precisionCombo"), precisions);
    std::vector<std::pair<QString, QString>> kv;
    for (Precision p : {Precision::FP16, Precision::BF16, Precision::FP8, Precision::INT8, Precision::FP32})
        kv.emplace_back(qs(precisionInfo(p).label), qs(precisionInfo(p).id));
    fill(QStringLiteral("kvPrecisionCombo"), kv);
    fill(QStringLiteral("checkpointingCombo"),
         {{tr("None (store every activation)"), qs(checkpointingId(Checkpointing::None))},
          {tr("Selective (recompute attention)"), qs(checkpointingId(Checkpointing::Selective))},
          {tr("Full (recompute each layer)"), qs(checkpointingId(Checkpointing::Full))}});
    fill(QStringLiteral("optimizerCombo"),
         {{tr("AdamW"), qs(optimizerId(Optimizer::AdamW))},
          {tr("8-bit AdamW"), qs(optimizerId(Optimizer::AdamW8bit))},
          {tr("SGD"), qs(optimizerId(Optimizer::SGD))},
          {tr("SGD with momentum"), qs(optimizerId(Optimizer::SGDMomentum))},
          {tr("Adafactor"), qs(optimizerId(Optimizer::Adafactor))}});
    std::vector<std::pair<QString, QString>> strategies{{tr("Auto (first layout that fits)"), QString()}};
    for (Strategy st :
         {Strategy::Single, Strategy::DataParallel, Strategy::DDP, Strategy::ZeRO1, Strategy::ZeRO2,
          Strategy::ZeRO3, Strategy::TensorParallel, Strategy::PipelineParallel})
        strategies.emplace_back(format::strategyName(st), qs(strategyId(st)));
    strategies.emplace_back(tr("Hybrid (DP × TP × PP)"), qs(strategyId(Strategy::Hybrid)));
    fill(QStringLiteral("strategyCombo"), strategies);
    const std::vector<std::pair<QString, QString>> offloads = {{tr("None"), qs(offloadId(Offload::None))},
                                                               {tr("CPU RAM"), qs(offloadId(Offload::CPU))},
                                                               {tr("NVMe"), qs(offloadId(Offload::NVMe))}};
    fill(QStringLiteral("offloadOptimizerCombo"), offloads);
    fill(QStringLiteral("offloadParamsCombo"), offloads);
    fill(QStringLiteral("usageModeCombo"), {{tr("Hours per month"), QStringLiteral("hours")},
                                            {tr("Jobs per month (equal work)"), QStringLiteral("jobs")}});
    fill(QStringLiteral("regimeCombo"), {{tr("Mixed precision"), qs(regimeId(TrainRegime::Mixed))},
                                         {tr("Pure bf16"), qs(regimeId(TrainRegime::PureBF16))},
                                         {tr("Full fp32"), qs(regimeId(TrainRegime::FP32))}});
    std::vector<std::pair<QString, QString>> adapters;
    for (Precision p : {Precision::FP32, Precision::BF16, Precision::FP16})
        adapters.emplace_back(qs(precisionInfo(p).label), qs(precisionInfo(p).id));
    fill(QStringLiteral("adapterPrecisionCombo"), adapters);
    fill(QStringLiteral("purchaseModeCombo"), {{tr("Both"), qs(purchaseModeId(PurchaseMode::Both))},
                                               {tr("Buy only"), qs(purchaseModeId(PurchaseMode::Buy))},
                                               {tr("Rent only"), qs(purchaseModeId(PurchaseMode::Rent))}});
    setScenario(scenario_);
}

ScenarioForm::~ScenarioForm() = default;

QLabel* ScenarioForm::addErrorRow(QFormLayout* form, const QString& field_name, QWidget* field,
                                  const QString& label) {
    auto* box = new QWidget(this);
    auto* v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(1);
    field->setParent(box);
    v->addWidget(field);
    auto* error = new QLabel(box);
    error->setObjectName(field_name + QStringLiteral("Error"));
    error->setProperty("role", QStringLiteral("error"));
    error->setWordWrap(true);
    error->setVisible(false);
    v->addWidget(error);
    // A screen reader says "Weights precision, combo box, FP16".
    field->setAccessibleName(QString(label).remove(QLatin1Char('&')));
    auto* l = new QLabel(label, this);
    l->setObjectName(field_name + QStringLiteral("Label"));
    l->setBuddy(field);
    l->setWordWrap(true);
    form->addRow(l, box);
    return error;
}

QFormLayout* ScenarioForm::addSection(QVBoxLayout* root, const QString& id, const QString& title) {
    auto* toggle = new QToolButton(this);
    toggle->setObjectName(id + QStringLiteral("SectionToggle"));
    toggle->setText(title);
    toggle->setCheckable(true);
    toggle->setAutoRaise(true);
    toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toggle->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    QFont bold = toggle->font();
    bold.setBold(true);
    toggle->setFont(bold);
    auto* body = new QGroupBox(this);
    body->setObjectName(id + QStringLiteral("Section"));
    auto* form = new QFormLayout(body);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    root->addWidget(toggle);
    root->addWidget(body);
    auto fold = [toggle, body](bool open) {
        toggle->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
        body->setVisible(open);
    };
    const bool open = Settings().formSectionOpen(id);
    toggle->setChecked(open);
    fold(open);
    connect(toggle, &QToolButton::toggled, this, [fold, id](bool on) {
        fold(on);
        Settings().setFormSectionOpen(id, on);
    });
    return form;
}

void ScenarioForm::setHelp(const QString& field_name, const QString& text) {
    auto* field = findChild<QWidget*>(field_name);
    Q_ASSERT(field);
    field->setProperty("help", text);
    field->setToolTip(text);
    if (auto* label = findChild<QLabel*>(field_name + QStringLiteral("Label")))
        label->setToolTip(text);
}

QStringList ScenarioForm::sectionIds() {
    return {QStringLiteral("advanced"), QStringLiteral("efficiencies"), QStringLiteral("ownership"),
            QStringLiteral("constraints")};
}

bool ScenarioForm::isSectionOpen(const QString& id) const {
    const auto* toggle = findChild<QToolButton*>(id + QStringLiteral("SectionToggle"));
    return toggle && toggle->isChecked();
}

void ScenarioForm::setSectionOpen(const QString& id, bool open) {
    if (auto* toggle = findChild<QToolButton*>(id + QStringLiteral("SectionToggle")))
        toggle->setChecked(open);
}

QCheckBox* ScenarioForm::addCheck(QFormLayout* form, const QString& name, const QString& text,
                                  const QString& label, std::function<bool(const Scenario&)> get,
                                  std::function<void(Scenario&, bool)> set) {
    auto* check = new QCheckBox(text, this);
    check->setObjectName(name);
    connect(check, &QCheckBox::toggled, this, [this, check, label, set = std::move(set)](bool on) {
        if (updating_)
            return;
        Scenario next = scenario_;
        set(next, on);
        offer(next, label, nullptr, check, {});
    });
    form->addRow(QString(), check);
    checks_.push_back({name, check, std::move(get)});
    return check;
}

QLineEdit* ScenarioForm::addPercent(QFormLayout* form, const QString& name, const QString& label,
                                    double min_pct, double max_pct, bool min_exclusive,
                                    std::function<double(const Scenario&)> get,
                                    std::function<void(Scenario&, double)> set) {
    QLineEdit* edit = addNumber(
        form, name, label, min_pct, max_pct, false, false,
        [get = std::move(get)](const Scenario& s) { return std::optional<double>(get(s) * 100.0); },
        [set = std::move(set)](Scenario& s, std::optional<double> v) { set(s, *v / 100.0); });
    numbers_.back().min_exclusive = min_exclusive;
    numbers_.back().digits = 4;
    return edit;
}

QLineEdit* ScenarioForm::addNumber(QFormLayout* form, const QString& name, const QString& label, double min,
                                   double max, bool integer, bool optional,
                                   std::function<std::optional<double>(const Scenario&)> get,
                                   std::function<void(Scenario&, std::optional<double>)> set,
                                   const QString& placeholder) {
    auto* edit = new QLineEdit(this);
    edit->setObjectName(name);
    edit->setPlaceholderText(placeholder);
    edit->setAlignment(Qt::AlignRight);
    QLabel* error = addErrorRow(form, name, edit, label);
    numbers_.push_back(
        {name, label, edit, error, min, max, integer, optional, std::move(get), std::move(set)});
    const std::size_t index = numbers_.size() - 1;
    connect(edit, &QLineEdit::textEdited, this, [this, index] { onNumberEdited(numbers_[index]); });
    connect(edit, &QLineEdit::editingFinished, this, [this] { ++typing_session_; });
    return edit;
}

QComboBox* ScenarioForm::addChoice(QFormLayout* form, const QString& name, const QString& label,
                                   std::function<QString(const Scenario&)> get,
                                   std::function<void(Scenario&, const QString&)> set, bool searchable) {
    auto* combo = new QComboBox(this);
    combo->setObjectName(name);
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(12);
    if (searchable) {
        combo->setEditable(true);
        combo->setInsertPolicy(QComboBox::NoInsert);
        combo->completer()->setCompletionMode(QCompleter::PopupCompletion);
        combo->completer()->setFilterMode(Qt::MatchContains);
        combo->completer()->setCaseSensitivity(Qt::CaseInsensitive);
        // Leaving the field with text that names nothing puts the current choice back.
        connect(combo->lineEdit(), &QLineEdit::editingFinished, this, [combo] {
            if (combo->findText(combo->currentText()) < 0 && combo->currentIndex() >= 0)
                combo->setEditText(combo->itemText(combo->currentIndex()));
        });
    }
    QLabel* error = addErrorRow(form, name, combo, label);
    choices_.push_back({name, label, combo, error, std::move(get), std::move(set)});
    const std::size_t index = choices_.size() - 1;
    connect(combo, &QComboBox::currentIndexChanged, this, [this, index] {
        if (!updating_)
            onChoiceChanged(choices_[index]);
    });
    return combo;
}

void ScenarioForm::setError(QLabel* error, QWidget* field, const QString& message) {
    if (error && (error->text() != message || error->isHidden() != message.isEmpty())) {
        error->setText(message);
        error->setVisible(!message.isEmpty());
    }
    if (field && field->property("invalid").toBool() != !message.isEmpty()) {
        // Re-polishing applies the red border of the style sheet; only when it changes.
        field->setProperty("invalid", !message.isEmpty());
        field->setToolTip(message.isEmpty() ? field->property("help").toString() : message);
        field->style()->unpolish(field);
        field->style()->polish(field);
    }
}

bool ScenarioForm::offer(Scenario candidate, const QString& label, QLabel* error, QWidget* field,
                         const QString& merge_key) {
    try {
        candidate.validate();
        candidate.workload.validate();
    } catch (const std::exception& e) {
        setError(error, field, text::errorText(e));
        return false;
    }
    setError(error, field, {});
    Q_EMIT scenarioEdited(candidate, tr("Change %1").arg(label), merge_key);
    return true;
}

void ScenarioForm::onNumberEdited(NumberField& f) {
    const QString text = f.edit->text().trimmed();
    std::optional<double> value;
    if (text.isEmpty()) {
        if (!f.optional) {
            setError(f.error, f.edit, tr("%1 is required").arg(f.label));
            return;
        }
    } else {
        value = parseNumber(text);
        if (!value) {
            setError(f.error, f.edit, tr("“%1” is not a number").arg(text));
            return;
        }
        if (f.integer && std::floor(*value) != *value) {
            setError(f.error, f.edit, tr("must be a whole number, got %1").arg(text));
            return;
        }
        if (f.min_exclusive && (*value <= f.min || *value > f.max)) {
            setError(f.error, f.edit,
                     tr("must be above %1 and at most %2, got %3")
                         .arg(formatNumber(f.min, f.integer), formatNumber(f.max, f.integer), text));
            return;
        }
        if (*value < f.min || *value > f.max) {
            setError(f.error, f.edit,
                     tr("must be between %1 and %2, got %3")
                         .arg(formatNumber(f.min, f.integer), formatNumber(f.max, f.integer), text));
            return;
        }
    }
    Scenario next = scenario_;
    f.set(next, value);
    offer(next, f.label, f.error, f.edit, f.name + QLatin1Char('#') + QString::number(typing_session_));
}

void ScenarioForm::onChoiceChanged(ChoiceField& f) {
    const QString value = f.combo->currentData().toString();
    Scenario next = scenario_;
    try {
        f.set(next, value);
    } catch (const std::exception& e) {
        setError(f.error, f.combo, text::errorText(e));
        return;
    }
    offer(next, f.label, f.error, f.combo, {});
}

void ScenarioForm::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        QTimer::singleShot(0, this, &ScenarioForm::fitLabels); // once the rows have their widths
}

void ScenarioForm::fitLabels() {
    for (QLabel* l : findChildren<QLabel*>()) {
        if (!l->wordWrap() || !l->objectName().endsWith(QStringLiteral("Label")) || l->width() <= 0)
            continue;
        const int needed = l->heightForWidth(l->width());
        if (needed > 0 && l->minimumHeight() != needed)
            l->setMinimumHeight(needed);
    }
}

void ScenarioForm::setCatalog(const Catalog& catalog) {
    catalog_ = &catalog;
    const bool was = updating_;
    updating_ = true;
    for (auto& f : choices_) {
        QComboBox* combo = f.combo;
        if (f.name == QStringLiteral("modelCombo")) {
            combo->clear();
            for (const CatalogModel& m : catalog.models)
                addItem(combo, QString::fromStdString(m.spec.name.empty() ? m.spec.id : m.spec.name),
                        QString::fromStdString(m.spec.id));
        } else if (f.name == QStringLiteral("gpuCombo") || f.name == QStringLiteral("rentGpuCombo")) {
            combo->clear();
            if (f.name == QStringLiteral("rentGpuCombo"))
                addItem(combo, tr("Same GPU as bought"), QString());
            for (const GpuSpec& g : catalog.gpus)
                addItem(combo,
                        tr("%1 (%2)").arg(QString::fromStdString(g.name),
                                          format::memoryText(static_cast<double>(g.vram_bytes))),
                        QString::fromStdString(g.id));
        } else if (f.name == QStringLiteral("intraLinkCombo") || f.name == QStringLiteral("interLinkCombo")) {
            combo->clear();
            addItem(combo,
                    f.name == QStringLiteral("intraLinkCombo") ? tr("From the GPU (NVLink, else PCIe)")
                                                               : tr("None"),
                    QString());
            for (const InterconnectSpec& l : catalog.interconnects)
                addItem(combo,
                        tr("%1 (%2 GB/s per direction)")
                            .arg(QString::fromStdString(l.name))
                            .arg(l.per_direction_bytes_per_s / 1e9, 0, 'g', 4),
                        QString::fromStdString(l.id));
        } else if (f.name == QStringLiteral("currencyCombo")) {
            combo->clear();
            QStringList codes{QStringLiteral("EUR")};
            for (const ExchangeRate& r : catalog.rates) {
                const QString code = QString::fromStdString(r.currency);
                if (!codes.contains(code))
                    codes.append(code);
            }
            for (const QString& code : codes)
                addItem(combo, code, code);
        }
    }
    updating_ = was;
    fillOffers();
    setScenario(scenario_);
}

void ScenarioForm::fillOffers() {
    for (auto& f : choices_) {
        if (f.name != QStringLiteral("cloudOfferCombo"))
            continue;
        const bool was = updating_;
        updating_ = true;
        f.combo->clear();
        addItem(f.combo, tr("Cheapest on-demand offer"), QString());
        if (catalog_) {
            const std::string rented =
                scenario_.rent_gpu_id.empty() ? scenario_.gpu_id : scenario_.rent_gpu_id;
            for (const CloudOffer& o : catalog_->offers) {
                if (o.gpu_id != rented)
                    continue;
                addItem(f.combo,
                        tr("%1 %2, %3, %4: %5 %6/h for %n GPU(s)", nullptr, static_cast<int>(o.gpu_count))
                            .arg(QString::fromStdString(o.provider), QString::fromStdString(o.instance_type),
                                 QString::fromStdString(o.pricing), QString::fromStdString(o.region))
                            .arg(o.price_per_hour, 0, 'f', 2)
                            .arg(QString::fromStdString(o.currency)),
                        QString::fromStdString(o.id));
            }
        }
        updating_ = was;
    }
}

void ScenarioForm::setScenario(const Scenario& scenario) {
    const bool gpu_changed =
        scenario.gpu_id != scenario_.gpu_id || scenario.rent_gpu_id != scenario_.rent_gpu_id;
    scenario_ = scenario;
    updating_ = true;
    if (gpu_changed)
        fillOffers();
    for (auto& f : numbers_) {
        const std::optional<double> v = f.get(scenario);
        const QString text = f.edit->text().trimmed();
        const std::optional<double> shown = text.isEmpty() ? std::nullopt : parseNumber(text);
        const bool invalid = !f.error->isHidden();
        // Keep what the user is typing when it already means this value (to the digits
        // shown: a percentage converted back and forth is off in its last bit), and keep
        // an invalid entry on screen while the scenario still holds the last good value.
        const bool same =
            shown && v ? formatNumber(*shown, f.integer, f.digits) == formatNumber(*v, f.integer, f.digits)
                       : shown.has_value() == v.has_value();
        if (!invalid && same && !(text.isEmpty() && v))
            continue;
        if (invalid && f.edit->hasFocus())
            continue;
        f.edit->setText(v ? formatNumber(*v, f.integer, f.digits) : QString());
        setError(f.error, f.edit, {});
    }
    for (auto& f : choices_) {
        QComboBox* combo = f.combo;
        const QString value = f.get(scenario);
        if (f.name == QStringLiteral("modelCombo")) {
            const int imported = combo->findData(kImported);
            if (scenario.model_spec) {
                const QString label = tr("%1 (imported)")
                                          .arg(QString::fromStdString(scenario.model_spec->name.empty()
                                                                          ? scenario.model_spec->id
                                                                          : scenario.model_spec->name));
                if (imported < 0)
                    combo->insertItem(0, label, kImported);
                else
                    combo->setItemText(imported, label);
            } else if (imported >= 0) {
                combo->removeItem(imported);
            }
        }
        int index = combo->findData(value);
        if (index < 0 && !value.isEmpty()) {
            // Not in the catalog (a file from another catalog): show it as it is.
            combo->addItem(tr("%1 (not in the catalog)").arg(value), value);
            index = combo->count() - 1;
        }
        if (combo->currentIndex() != index)
            combo->setCurrentIndex(index);
        setError(f.error, combo, {});
    }
    for (auto& f : checks_)
        f.check->setChecked(f.get(scenario));
    const QString targets = QString::fromStdString([&] {
        std::string joined;
        for (const auto& t : scenario.workload.lora_targets)
            joined += (joined.empty() ? "" : ",") + t;
        return joined;
    }());
    if (splitList(lora_targets_->text().toStdString()) != scenario.workload.lora_targets) {
        lora_targets_->setText(targets);
        setError(lora_targets_error_, lora_targets_, {});
    }
    if (model_summary_) {
        try {
            const ModelSpec* m = nullptr;
            if (scenario.model_spec)
                m = &*scenario.model_spec;
            else if (catalog_)
                if (const CatalogModel* cm = catalog_->findModel(scenario.model_id))
                    m = &cm->spec;
            model_summary_->setText(m ? tr("%1 layers, hidden %2, %3 heads (%4 KV), vocabulary %5")
                                            .arg(m->layers)
                                            .arg(m->hidden)
                                            .arg(m->heads)
                                            .arg(m->kv_heads)
                                            .arg(QLocale().toString(static_cast<qulonglong>(m->vocab)))
                                      : QString());
        } catch (const std::exception&) {
            model_summary_->clear();
        }
    }
    // Units that follow the currency.
    const QString cur = QString::fromStdString(scenario.currency);
    auto relabel = [this](const char* name, const QString& text) {
        if (auto* label = findChild<QLabel*>(QLatin1String(name) + QStringLiteral("Label")))
            label->setText(text);
    };
    relabel("electricityEdit", tr("Electricity (%1/kWh)").arg(cur));
    relabel("gpuPriceEdit", tr("Price of one GPU (%1)").arg(cur));
    relabel("hostCostEdit", tr("Host machine(s), up front (%1)").arg(cur));
    relabel("cloudRateEdit", tr("Cloud rate (%1 per GPU-hour)").arg(cur));
    relabel("budgetEdit", tr("Budget (%1)").arg(cur));
    updateEnabled();
    updating_ = false;
}

void ScenarioForm::updateEnabled() {
    const Workload& w = scenario_.workload;
    const bool hybrid = scenario_.strategy == Strategy::Hybrid;
    for (auto& f : numbers_) {
        bool on = true;
        if (f.name == QStringLiteral("gradAccumEdit") || f.name == QStringLiteral("datasetEdit") ||
            f.name == QStringLiteral("epochsEdit"))
            on = w.isTraining();
        else if (f.name == QStringLiteral("loraRankEdit"))
            on = w.isAdapter();
        else if (f.name == QStringLiteral("tpEdit") || f.name == QStringLiteral("ppEdit"))
            on = hybrid;
        else if (f.name == QStringLiteral("hoursEdit"))
            on = scenario_.usage_mode == UsageMode::HoursPerMonth;
        else if (f.name == QStringLiteral("jobsEdit"))
            on = scenario_.usage_mode == UsageMode::JobsPerMonth;
        else if (f.name == QStringLiteral("requestsEdit") || f.name == QStringLiteral("generatedTokensEdit"))
            on = !w.isTraining();
        else if (f.name == QStringLiteral("groupSizeEdit"))
            on = w.precision == Precision::GPTQ_INT4 || w.precision == Precision::AWQ_INT4;
        f.edit->setEnabled(on);
    }
    for (auto& f : choices_) {
        if (f.name == QStringLiteral("checkpointingCombo") || f.name == QStringLiteral("optimizerCombo") ||
            f.name == QStringLiteral("offloadOptimizerCombo") ||
            f.name == QStringLiteral("offloadParamsCombo"))
            f.combo->setEnabled(w.isTraining());
        else if (f.name == QStringLiteral("kvPrecisionCombo"))
            f.combo->setEnabled(!w.isTraining());
        else if (f.name == QStringLiteral("regimeCombo"))
            f.combo->setEnabled(w.isTraining());
        else if (f.name == QStringLiteral("adapterPrecisionCombo"))
            f.combo->setEnabled(w.isAdapter());
    }
    lora_targets_->setEnabled(w.isAdapter());
}

bool ScenarioForm::importConfig(const QString& path) {
    try {
        ModelSpec spec = loadHfConfig(path.toStdString(), QFileInfo(path).completeBaseName().toStdString());
        if (spec.name.empty())
            spec.name = QFileInfo(path).fileName().toStdString();
        Scenario next = scenario_;
        next.model_spec = std::move(spec);
        setError(model_error_, nullptr, {});
        return offer(next, tr("model (imported config.json)"), model_error_, nullptr, {});
    } catch (const std::exception& e) {
        setError(model_error_, nullptr, QString::fromUtf8(e.what()));
        return false;
    }
}

QString ScenarioForm::errorFor(const QString& field_name) const {
    const auto* error = findChild<QLabel*>(field_name + QStringLiteral("Error"));
    return error && !error->isHidden() ? error->text() : QString();
}

bool ScenarioForm::hasErrors() const {
    for (const auto& f : numbers_)
        if (!f.error->isHidden())
            return true;
    for (const auto& f : choices_)
        if (!f.error->isHidden())
            return true;
    return !lora_targets_error_->isHidden();
}

} // namespace gpuplan::gui
