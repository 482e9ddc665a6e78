#include "text/Format.h"

#include "text/Translate.h"

#include <QDate>
#include <QHash>
#include <QRegularExpression>

#include <cmath>

namespace gpuplan::text {

namespace {
const QString kDash = QStringLiteral("–");
} // namespace

Format::Format(QLocale locale, SizeUnit memory_unit)
    : Format(std::move(locale), memory_unit, Words::Application) {}

Format::Format(QLocale locale, SizeUnit memory_unit, Words words)
    : locale_(std::move(locale)), memory_unit_(memory_unit), words_(words) {}

Format Format::commandLine() {
    // QLocale's French is what localizeNumber writes: decimal comma, U+202F between thousands.
    return Format(language() == "fr" ? QLocale(QLocale::French, QLocale::France) : QLocale::c(), SizeUnit::GB,
                  Words::CommandLine);
}

Format Format::inMemoryUnit(SizeUnit unit) const {
    Format f = *this;
    f.memory_unit_ = unit;
    return f;
}

QString Format::word(const char* source) const {
    return translated("gpuplan::text::Format", source);
}

QString Format::translated(const char* context, const char* source) const {
    if (words_ == Words::CommandLine)
        return QString::fromStdString(translate(context, source));
    return QCoreApplication::translate(context, source);
}

QString Format::counted(double v, const QString& written, const char* one, const char* many) const {
    const char* source = written == number(1.0) ? one : many;
    const int n = static_cast<int>(std::min(std::floor(std::abs(v)), 1e9));
    const QString text = words_ == Words::CommandLine
                             ? QString::fromStdString(translate("gpuplan::text::Format", source, n))
                             : QCoreApplication::translate("gpuplan::text::Format", source, nullptr, n);
    return text.arg(written);
}

QString Format::largeNumber(double v) const {
    if (std::abs(v) >= 1e9)
        return counted(v / 1e9, number(v / 1e9), QT_TR_N_NOOP("%1 billion"), QT_TR_N_NOOP("%1 billion"));
    if (std::abs(v) >= 1e6)
        return counted(v / 1e6, number(v / 1e6), QT_TR_N_NOOP("%1 million"), QT_TR_N_NOOP("%1 million"));
    QLocale l = locale_;
    l.setNumberOptions(l.numberOptions() & ~QLocale::OmitGroupSeparator);
    return std::abs(v) >= 1e3 ? l.toString(v, 'f', 0) : number(v);
}

QString Format::jobsPerMonth(double jobs) const {
    return counted(jobs, number(jobs), QT_TR_N_NOOP("%1 job a month"), QT_TR_N_NOOP("%1 jobs a month"));
}

QString Format::gpus(int n) const {
    return counted(n, number(n), QT_TR_N_NOOP("%1 GPU"), QT_TR_N_NOOP("%1 GPUs"));
}

QString Format::months(double m, int decimals) const {
    return counted(m, decimal(m, decimals), QT_TR_N_NOOP("%1 month"), QT_TR_N_NOOP("%1 months"));
}

QString Format::memoryUnitName() const {
    return memory_unit_ == SizeUnit::GiB ? word(QT_TR_NOOP("GiB")) : word(QT_TR_NOOP("GB"));
}

double Format::memoryUnitBytes() const {
    return memory_unit_ == SizeUnit::GiB ? kGiB : kGB;
}

double Format::memoryValue(double bytes) const {
    return bytes / memoryUnitBytes();
}

QString Format::memory(double bytes, int decimals) const {
    return locale_.toString(memoryValue(bytes), 'f', decimals);
}

QString Format::memoryText(double bytes, int decimals) const {
    return word(QT_TR_NOOP("%1 %2")).arg(memory(bytes, decimals), memoryUnitName());
}

QString Format::gigabytesText(double bytes, int decimals) const {
    const QString gb =
        word(QT_TR_NOOP("%1 %2")).arg(locale_.toString(bytes / kGB, 'f', decimals), word(QT_TR_NOOP("GB")));
    if (memory_unit_ != SizeUnit::GiB)
        return gb;
    return word(QT_TR_NOOP("%1 (%2)")).arg(gb, memoryText(bytes, decimals));
}

QString Format::withMemoryUnit(const QString& label_with_arg) const {
    return label_with_arg.arg(memoryUnitName());
}

QString Format::currencySymbol(const std::string& currency) {
    static const QHash<QString, QString> symbols = {
        {QStringLiteral("EUR"), QStringLiteral("€")},   {QStringLiteral("USD"), QStringLiteral("$")},
        {QStringLiteral("GBP"), QStringLiteral("£")},   {QStringLiteral("JPY"), QStringLiteral("¥")},
        {QStringLiteral("CNY"), QStringLiteral("CN¥")}, {QStringLiteral("INR"), QStringLiteral("₹")},
        {QStringLiteral("KRW"), QStringLiteral("₩")},
    };
    const QString code = QString::fromStdString(currency);
    return symbols.value(code, code);
}

QString Format::money(double amount, const std::string& currency, int decimals) const {
    if (decimals < 0)
        decimals = std::abs(amount) < 100'000 ? 2 : 0;
    // QLocale writes negative amounts in the accounting style, "(€250.50)": a minus sign
    // reads better in a cost table ("-€250.50", "-250,50 €").
    if (words_ == Words::CommandLine)
        return this->amount(amount, currency, decimals);
    if (amount < 0 && std::round(-amount * std::pow(10.0, decimals)) > 0)
        return locale_.negativeSign() + money(-amount, currency, decimals);
    const QString symbol = currencySymbol(currency);
    QString text = locale_.toCurrencyString(std::abs(amount), symbol, decimals);
    // A code used as the symbol ("CHF") is kept apart from the digits: "CHF 1,800.00".
    if (symbol.size() > 1 && symbol.front().isLetter()) {
        const qsizetype at = text.indexOf(symbol);
        const qsizetype after = at + symbol.size();
        if (at >= 0 && after < text.size() && !text.at(after).isSpace())
            text.insert(after, QChar(0x00A0));
    }
    return text;
}

QString Format::compactMoney(double amount, const std::string& currency) const {
    struct Scale {
        double factor;
        const char* pattern;
    };
    static const Scale kScales[] = {
        {1e9, QT_TR_NOOP("%1bn")}, {1e6, QT_TR_NOOP("%1M")}, {1e3, QT_TR_NOOP("%1k")}};
    QString number = locale_.toString(amount, 'g', 3);
    for (const Scale& s : kScales)
        if (std::abs(amount) >= s.factor) {
            number = word(s.pattern).arg(locale_.toString(amount / s.factor, 'g', 3));
            break;
        }
    const QString symbol = currencySymbol(currency);
    if (words_ == Words::CommandLine)
        return QStringLiteral("%1 %2").arg(number, QString::fromStdString(currency));
    // Where the locale writes the symbol: before the number ("€1") or after it ("1 €").
    const QString one = locale_.toCurrencyString(1.0, symbol, 0);
    const QString space(QChar(0x00A0));
    if (one.startsWith(symbol))
        return symbol.front().isLetter() ? QString(symbol + space + number) : QString(symbol + number);
    // "4 M€": the suffix and the symbol together; "900 €".
    return number.back().isDigit() ? QString(number + space + symbol) : QString(number + symbol);
}

QString Format::moneyPerHour(double amount, const std::string& currency) const {
    return word(QT_TR_NOOP("%1/h")).arg(money(amount, currency));
}

QString Format::moneyPerKwh(double amount, const std::string& currency) const {
    return word(QT_TR_NOOP("%1/kWh")).arg(money(amount, currency));
}

QString Format::amount(double amount, const std::string& currency, int decimals) const {
    return QStringLiteral("%1 %2").arg(decimal(amount, decimals), QString::fromStdString(currency));
}

QString Format::hours(double h) const {
    if (!std::isfinite(h))
        return kDash;
    if (h < 1.0)
        return word(QT_TR_NOOP("%1 min")).arg(locale_.toString(h * 60.0, 'f', h * 60.0 < 10 ? 1 : 0));
    return word(QT_TR_NOOP("%1 h")).arg(locale_.toString(h, 'f', h < 100 ? 1 : 0));
}

QString Format::seconds(double s) const {
    if (!std::isfinite(s))
        return kDash;
    if (s < 1e-3)
        return word(QT_TR_NOOP("%1 µs")).arg(locale_.toString(s * 1e6, 'f', s < 1e-5 ? 1 : 0));
    if (s < 1.0)
        return word(QT_TR_NOOP("%1 ms")).arg(locale_.toString(s * 1e3, 'f', s < 1e-2 ? 2 : 1));
    if (s < 600)
        return word(QT_TR_NOOP("%1 s")).arg(locale_.toString(s, 'f', s < 10 ? 2 : 1));
    return hours(s / 3600.0);
}

QString Format::milliseconds(double s, int decimals) const {
    return word(QT_TR_NOOP("%1 ms")).arg(decimal(s * 1e3, decimals));
}

QString Format::decimal(double v, int decimals) const {
    return locale_.toString(v, 'f', decimals);
}

QString Format::number(double v, int significant) const {
    if (std::abs(v) >= std::pow(10.0, significant))
        return locale_.toString(v, 'f', 0);
    return locale_.toString(v, 'g', significant);
}

QString Format::percent(double fraction, int decimals) const {
    return word(QT_TR_NOOP("%1%")).arg(locale_.toString(fraction * 100.0, 'f', decimals));
}

QString Format::bandwidth(double bytes_per_s, int decimals) const {
    return word(QT_TR_NOOP("%1 GB/s")).arg(locale_.toString(bytes_per_s / 1e9, 'f', decimals));
}

QString Format::grouped(std::uint64_t v) const {
    QLocale l = locale_;
    l.setNumberOptions(l.numberOptions() & ~QLocale::OmitGroupSeparator);
    return l.toString(static_cast<qulonglong>(v));
}

QString Format::count(std::uint64_t v) const {
    const double d = static_cast<double>(v);
    // Billions, millions, thousands ("6.74 B" parameters).
    if (d >= 1e9)
        return word(QT_TR_NOOP("%1 B")).arg(decimal(d / 1e9, 2));
    if (d >= 1e6)
        return word(QT_TR_NOOP("%1 M")).arg(decimal(d / 1e6, 2));
    if (d >= 1e3)
        return word(QT_TR_NOOP("%1 k")).arg(decimal(d / 1e3, 2));
    return QString::number(v);
}

QString Format::date(const std::string& iso) const {
    const QString text = QString::fromStdString(iso);
    const QDate d = QDate::fromString(text, Qt::ISODate);
    if (!d.isValid())
        return text;
    // The locale's long format without the weekday ("dddd, MMMM d, yyyy" -> "MMMM d, yyyy").
    QString pattern = locale_.dateFormat(QLocale::LongFormat);
    static const QRegularExpression weekday(QStringLiteral("\\s*d{4}[,.]?\\s*"));
    pattern.remove(weekday);
    return locale_.toString(d, pattern.trimmed());
}

} // namespace gpuplan::text
