#include "gui/Format.h"

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

} // namespace gpuplan::gui::format
