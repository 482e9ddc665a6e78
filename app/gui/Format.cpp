#include "Format.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace gpuplan::gui::format {

namespace {
QString tr(const char* text) {
    return QCoreApplication::translate("gpuplan::gui::format", text);
}
} // namespace

double toGB(double bytes) {
    return bytes / 1e9;
}

QString gb(double bytes, int decimals) {
    return QLocale().toString(toGB(bytes), 'f', decimals);
}

QString gbUnit(double bytes, int decimals) {
    return tr("%1 GB").arg(gb(bytes, decimals));
}

QString money(double amount, const std::string& currency) {
    const int decimals = std::abs(amount) < 100 ? 2 : 0;
    return tr("%1 %2").arg(QLocale().toString(amount, 'f', decimals), QString::fromStdString(currency));
}

QString hours(double h) {
    if (!std::isfinite(h))
        return tr("–");
    if (h < 1.0)
        return tr("%1 min").arg(QLocale().toString(h * 60.0, 'f', h * 60.0 < 10 ? 1 : 0));
    if (h < 100)
        return tr("%1 h").arg(QLocale().toString(h, 'f', 1));
    return tr("%1 h").arg(QLocale().toString(h, 'f', 0));
}

QString seconds(double s) {
    if (!std::isfinite(s))
        return tr("–");
    if (s < 1e-3)
        return tr("%1 µs").arg(QLocale().toString(s * 1e6, 'g', 3));
    if (s < 1.0)
        return tr("%1 ms").arg(QLocale().toString(s * 1e3, 'g', 3));
    return tr("%1 s").arg(QLocale().toString(s, 'g', 3));
}

QString number(double v, int significant) {
    if (std::abs(v) >= std::pow(10.0, significant))
        return QLocale().toString(v, 'f', 0);
    return QLocale().toString(v, 'g', significant);
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
        return tr("%1, 1 GPU").arg(text);
    if (l.nodes() == 1)
        return tr("%1, %2 GPUs").arg(text).arg(l.gpus());
    return tr("%1, %2 GPUs (%3 nodes × %4)").arg(text).arg(l.gpus()).arg(l.nodes()).arg(l.gpus_per_node);
}

QString shortGpuName(const std::string& name) {
    QString n = QString::fromStdString(name);
    for (const char* prefix : {"NVIDIA ", "GeForce ", "Tesla ", "Instinct ", "AMD "})
        if (n.startsWith(QLatin1String(prefix)))
            n.remove(0, static_cast<qsizetype>(qstrlen(prefix)));
    return n;
}

QString precisionName(Precision p) {
    const auto label = precisionInfo(p).label;
    return QString::fromUtf8(label.data(), static_cast<qsizetype>(label.size()));
}

} // namespace gpuplan::gui::format
