#include "text/Names.h"

#include "text/CatalogNames.h"
#include "text/Translate.h"

#include <QCoreApplication>

namespace gpuplan::text {

namespace {
QString tr(const char* text, const char* disambiguation = nullptr) {
    return QCoreApplication::translate("gpuplan::text", text, disambiguation);
}

// The probe's measurements: id, name, command-line label.
struct MeasurementWords {
    const char* id;
    const char* name;
    const char* label;
};
const MeasurementWords kMeasurements[] = {
    {"h2d_pinned", QT_TRANSLATE_NOOP("gpuplan::text", "Host to GPU copy (pinned)"),
     QT_TRANSLATE_NOOP("gpuplan::text", "Host->GPU")},
    {"d2h_pinned", QT_TRANSLATE_NOOP("gpuplan::text", "GPU to host copy (pinned)"),
     QT_TRANSLATE_NOOP("gpuplan::text", "GPU->host")},
    {"device_memory", QT_TRANSLATE_NOOP("gpuplan::text", "GPU memory bandwidth"),
     QT_TRANSLATE_NOOP("gpuplan::text", "Memory BW")},
    {"gemm_fp32", QT_TRANSLATE_NOOP("gpuplan::text", "FP32 matrix product"), "FP32 GEMM"},
    {"gemm_fp16", QT_TRANSLATE_NOOP("gpuplan::text", "FP16 matrix product"), "FP16 GEMM"},
};

const MeasurementWords* measurementWords(const std::string& id) {
    for (const MeasurementWords& m : kMeasurements)
        if (id == m.id)
            return &m;
    return nullptr;
}
} // namespace

QString taskName(Task t) {
    switch (t) {
    case Task::Inference:
        return tr("Inference");
    case Task::LoRA:
        return tr("LoRA fine-tuning");
    case Task::QLoRA:
        return tr("QLoRA fine-tuning");
    case Task::FullFineTune:
        return tr("Full fine-tuning");
    case Task::Pretrain:
        return tr("Pretraining");
    }
    return {};
}

QString taskInSentence(Task t) {
    switch (t) {
    case Task::Inference:
        return tr("inference");
    case Task::LoRA:
        return tr("LoRA fine-tuning", "in a sentence");
    case Task::QLoRA:
        return tr("QLoRA fine-tuning", "in a sentence");
    case Task::FullFineTune:
        return tr("full fine-tuning");
    case Task::Pretrain:
        return tr("pretraining");
    }
    return {};
}

QString strategyName(Strategy s, Offload offload) {
    QString name;
    switch (s) {
    case Strategy::Single:
        name = tr("Single GPU");
        break;
    case Strategy::DataParallel:
        name = tr("DataParallel");
        break;
    case Strategy::DDP:
        name = tr("DDP");
        break;
    case Strategy::ZeRO1:
        name = tr("ZeRO-1");
        break;
    case Strategy::ZeRO2:
        name = tr("ZeRO-2");
        break;
    case Strategy::ZeRO3:
        name = tr("ZeRO-3");
        break;
    case Strategy::TensorParallel:
        name = tr("Tensor parallel");
        break;
    case Strategy::PipelineParallel:
        name = tr("Pipeline parallel");
        break;
    case Strategy::Hybrid:
        name = tr("Hybrid");
        break;
    }
    if (offload == Offload::CPU)
        name = tr("%1 + CPU offload").arg(name);
    else if (offload == Offload::NVMe)
        name = tr("%1 + NVMe offload").arg(name);
    return name;
}

QString layoutText(const Layout& l) {
    QString text = strategyName(l.strategy, l.offload_optimizer);
    if (l.strategy == Strategy::Hybrid)
        text += tr(" (DP %1 × TP %2 × PP %3)").arg(l.dp).arg(l.tp).arg(l.pp);
    if (l.gpus() == 1)
        return l.strategy == Strategy::Single ? text : tr("%1, 1 GPU").arg(text);
    if (l.nodes() == 1)
        return tr("%1, %2 GPUs").arg(text).arg(l.gpus());
    return tr("%1, %2 GPUs (%3 nodes × %4)").arg(text).arg(l.gpus()).arg(l.nodes()).arg(l.gpus_per_node);
}

QString systemText(const std::string& system_name, std::uint32_t systems, bool gpus_included,
                   const std::string& host_name, bool host_missing) {
    if (system_name.empty())
        return {};
    const QString name = systemNameText(system_name);
    // A baseboard kit: the host priced around it, or that it is left out.
    if (!host_name.empty())
        return tr("%1 × %2 (GPUs included) + %1 × %3").arg(systems).arg(name, systemNameText(host_name));
    if (host_missing)
        return tr("%1 × %2 (GPUs included, host not priced)").arg(systems).arg(name);
    return gpus_included ? tr("%1 × %2 (GPUs included)").arg(systems).arg(name)
                         : tr("%1 × %2").arg(systems).arg(name);
}

QString systemText(const BuyPrice& price) {
    if (!price.system_name.empty())
        return systemText(price.system_name, price.systems, price.gpus_included, price.host_name,
                          price.host_missing);
    if (price.system_source == "scenario")
        return tr("%1 × the scenario's system price").arg(price.systems);
    return {};
}

QString shortGpuName(const std::string& name) {
    QString n = gpuNameText(name);
    for (const char* prefix : {"NVIDIA ", "GeForce ", "Tesla ", "Instinct ", "AMD "})
        if (n.startsWith(QLatin1String(prefix)))
            n.remove(0, static_cast<qsizetype>(qstrlen(prefix)));
    return n;
}

QString chartGpuName(const std::string& name) {
    QString n = shortGpuName(name);
    if (const qsizetype open = n.indexOf(QStringLiteral(" (")); open > 0)
        n.truncate(open);
    for (const char* word : {" Generation", " Workstation", " Superchip"})
        if (n.endsWith(QLatin1String(word)))
            n.chop(static_cast<qsizetype>(qstrlen(word)));
    return n;
}

QString chartGpuLabel(const std::string& name, int gpus) {
    const QString n = chartGpuName(name);
    return gpus > 1 ? tr("%1 ×%2").arg(n).arg(gpus) : n;
}

QStringList memoryComponentNames() {
    return {tr("Weights"),     tr("LoRA adapters"), tr("Gradients"), tr("Optimizer states"),
            tr("Activations"), tr("KV cache"),      tr("Logits"),    tr("CUDA context + reserve")};
}

QString precisionName(Precision p) {
    // Technical names stay as they are written everywhere; words are translated.
    switch (p) {
    case Precision::FP32:
        return QStringLiteral("FP32");
    case Precision::FP16:
        return QStringLiteral("FP16");
    case Precision::BF16:
        return QStringLiteral("BF16");
    case Precision::FP8:
        return QStringLiteral("FP8 (E4M3)");
    case Precision::INT8:
        return QStringLiteral("INT8 (LLM.int8)");
    case Precision::NF4:
        return tr("NF4 (bitsandbytes 4-bit)");
    case Precision::NF4_DQ:
        return tr("NF4 + double quantization");
    case Precision::GPTQ_INT4:
        return QStringLiteral("GPTQ INT4");
    case Precision::AWQ_INT4:
        return QStringLiteral("AWQ INT4");
    case Precision::Q8_0:
        return QStringLiteral("GGUF Q8_0");
    case Precision::Q4_K_M:
        return QStringLiteral("GGUF Q4_K_M");
    case Precision::FP8_BLOCK:
        return tr("FP8 block-scaled (128×128)");
    case Precision::MXFP4:
        return QStringLiteral("MXFP4");
    case Precision::NVFP4:
        return QStringLiteral("NVFP4");
    case Precision::Q6_K:
        return QStringLiteral("GGUF Q6_K");
    case Precision::Q5_K_M:
        return QStringLiteral("GGUF Q5_K_M");
    case Precision::Q4_0:
        return QStringLiteral("GGUF Q4_0");
    case Precision::Q5_0:
        return QStringLiteral("GGUF Q5_0");
    case Precision::IQ4_XS:
        return QStringLiteral("GGUF IQ4_XS");
    case Precision::Q3_K_M:
        return QStringLiteral("GGUF Q3_K_M");
    case Precision::Q2_K:
        return QStringLiteral("GGUF Q2_K");
    }
    const auto label = precisionInfo(p).label;
    return QString::fromUtf8(label.data(), static_cast<qsizetype>(label.size()));
}

QString measurementName(const std::string& id) {
    const MeasurementWords* m = measurementWords(id);
    return m ? tr(m->name) : QString::fromStdString(id);
}

std::string purchaseModeWord(PurchaseMode m) {
    return m == PurchaseMode::Rent ? translate("gpuplan::text", "rent") : translate("gpuplan::text", "buy");
}

std::string measurementLabel(const std::string& id) {
    const MeasurementWords* m = measurementWords(id);
    return m ? translate("gpuplan::text", m->label) : translate("gpuplan::text", "Benchmark");
}

QString catalogVersion(const Catalog& c) {
    if (c.revision.schema == 0) // not read from a catalog file (tests, hand-made catalogs)
        return QString::fromStdString(c.version);
    const QString defaults =
        c.revision.defaults.empty() ? tr("none") : QString::fromStdString(c.revision.defaults);
    return tr("schema %1, defaults %2, edit %3").arg(c.revision.schema).arg(defaults).arg(c.revision.edit);
}

} // namespace gpuplan::text
