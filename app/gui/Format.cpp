#include "Format.h"

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>

namespace gpuplan::gui::format {

namespace {
QString tr(const char* text) {
    return QCoreApplication::translate("gpuplan::gui::format", text);
}
} // namespace

namespace {
SizeUnit g_memory_unit = SizeUnit::GB; // GUI thread only
} // namespace

void setMemoryUnit(SizeUnit unit) {
    g_memory_unit = unit;
}

SizeUnit memoryUnit() {
    return g_memory_unit;
}

QString memoryUnitName() {
    return g_memory_unit == SizeUnit::GiB ? tr("GiB") : tr("GB");
}

double memoryValue(double bytes) {
    return bytes / (g_memory_unit == SizeUnit::GiB ? kGiB : kGB);
}

QString memory(double bytes, int decimals) {
    return QLocale().toString(memoryValue(bytes), 'f', decimals);
}

QString memoryText(double bytes, int decimals) {
    return tr("%1 %2").arg(memory(bytes, decimals), memoryUnitName());
}

QString withMemoryUnit(const QString& label_with_arg) {
    return label_with_arg.arg(memoryUnitName());
}

QString currencySymbol(const QString& code) {
    static const QHash<QString, QString> symbols = {
        {QStringLiteral("EUR"), QStringLiteral("€")},   {QStringLiteral("USD"), QStringLiteral("$")},
        {QStringLiteral("GBP"), QStringLiteral("£")},   {QStringLiteral("JPY"), QStringLiteral("¥")},
        {QStringLiteral("CNY"), QStringLiteral("CN¥")}, {QStringLiteral("INR"), QStringLiteral("₹")},
        {QStringLiteral("KRW"), QStringLiteral("₩")},
    };
    return symbols.value(code, code);
}

QString money(double amount, const std::string& currency, int decimals) {
    if (decimals < 0)
        decimals = std::abs(amount) < 100'000 ? 2 : 0;
    // QLocale writes negative amounts in the accounting style, "(€250.50)": a minus sign
    // reads better in a cost table ("-€250.50", "-250,50 €").
    if (amount < 0 && std::round(-amount * std::pow(10.0, decimals)) > 0)
        return QLocale().negativeSign() + money(-amount, currency, decimals);
    const QString symbol = currencySymbol(QString::fromStdString(currency));
    QString text = QLocale().toCurrencyString(std::abs(amount), symbol, decimals);
    // A code used as the symbol ("CHF") is kept apart from the digits: "CHF 1,800.00".
    if (symbol.size() > 1 && symbol.front().isLetter()) {
        const qsizetype at = text.indexOf(symbol);
        const qsizetype after = at + symbol.size();
        if (at >= 0 && after < text.size() && !text.at(after).isSpace())
            text.insert(after, QChar(0x00A0));
    }
    return text;
}

QString date(const std::string& iso) {
    const QString text = QString::fromStdString(iso);
    const QDate d = QDate::fromString(text, Qt::ISODate);
    if (!d.isValid())
        return text;
    // The locale's long format without the weekday ("dddd, MMMM d, yyyy" -> "MMMM d, yyyy").
    QString pattern = QLocale().dateFormat(QLocale::LongFormat);
    static const QRegularExpression weekday(QStringLiteral("\\s*d{4}[,.]?\\s*"));
    pattern.remove(weekday);
    return QLocale().toString(d, pattern.trimmed());
}

QString decimal(double v, int decimals) {
    return QLocale().toString(v, 'f', decimals);
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
