// Reading and showing the catalog editor's cells: numbers in their unit's scale,
// PCI ids in hexadecimal, check boxes, and the rows a reference may name.
#include "gui/catalog/CatalogFields.h"

#include "core/base/Error.h"

#include <QCoreApplication>

#include <cmath>
#include <cstdint>

namespace gpuplan::gui {

namespace {

// The editor's messages keep the translation context of the catalog editor's titles.
QString tr(const char* text) {
    return QCoreApplication::translate("gpuplan::gui", text);
}

QString number(double v, double scale) {
    return QString::number(v / scale, 'g', 10);
}

double parseNumber(const QString& text, const QString& field) {
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v))
        throw InputError(cells::ss(tr("%1 must be a number, got '%2'").arg(field, text.trimmed())));
    return v;
}

double parseWhole(const QString& text, const QString& field) {
    const double v = parseNumber(text, field);
    if (v != std::floor(v))
        throw InputError(cells::ss(tr("%1 must be a whole number, got '%2'").arg(field, text.trimmed())));
    return v;
}

} // namespace

namespace cells {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

std::string ss(const QString& s) {
    return s.trimmed().toStdString();
}

QStringList qsl(const std::vector<std::string>& v) {
    QStringList out;
    for (const auto& s : v)
        out << qs(s);
    return out;
}

double displayScale(const std::string& unit) {
    if (unit == "bytes")
        return 1024.0 * 1024.0 * 1024.0; // GiB
    if (unit == "bytes/s")
        return 1e9; // GB/s
    if (unit == "FLOP/s" || unit == "op/s")
        return 1e12; // TFLOPS, TOPS
    if (unit == "s")
        return 1e-6; // µs
    return 1.0;
}

QString numberText(const tables::Value& v, const NumberCell& cell) {
    if (const auto* i = std::get_if<std::int64_t>(&v)) {
        // An unsigned member (a uint64_t count of bytes) is shown as such.
        const bool is_unsigned = cell.lowest >= 0;
        if (cell.scale == 1.0)
            return is_unsigned ? QString::number(static_cast<std::uint64_t>(*i)) : QString::number(*i);
        return number(is_unsigned ? static_cast<double>(static_cast<std::uint64_t>(*i))
                                  : static_cast<double>(*i),
                      cell.scale);
    }
    if (const auto* d = std::get_if<double>(&v))
        return number(*d, cell.scale);
    return {};
}

tables::Value readNumber(const QString& text, const NumberCell& cell, const QString& field) {
    if (cell.nullable && text.trimmed().isEmpty())
        return std::monostate{};
    if (!cell.whole)
        return parseNumber(text, field) * cell.scale;
    if (cell.nullable) {
        const double x = parseWhole(text, field);
        if (x < cell.lowest || x > cell.highest)
            throw InputError(ss(QCoreApplication::translate("gpuplan::gui", "%1 is out of range, got '%2'")
                                    .arg(field, text.trimmed())));
        return static_cast<std::int64_t>(x);
    }
    const double x = (cell.scale == 1.0 ? parseWhole(text, field) : parseNumber(text, field)) * cell.scale;
    if (x < 0)
        throw InputError(ss(QCoreApplication::translate("gpuplan::gui", "%1 must not be negative, got '%2'")
                                .arg(field, text.trimmed())));
    if (x > cell.highest)
        throw InputError(ss(QCoreApplication::translate("gpuplan::gui", "%1 is too large, got '%2'")
                                .arg(field, text.trimmed())));
    // Through the member's own type, as the row keeps it (a uint64_t above 2^63 included).
    if (cell.lowest >= 0)
        return static_cast<std::int64_t>(static_cast<std::uint64_t>(std::round(x)));
    return static_cast<std::int64_t>(std::round(x));
}

std::uint32_t parseHex(const QString& text, const QString& field) {
    QString t = text.trimmed().toLower();
    if (t.startsWith(QLatin1String("0x")))
        t = t.mid(2);
    bool ok = false;
    const uint v = t.toUInt(&ok, 16);
    if (!ok)
        throw InputError(ss(
            QCoreApplication::translate("gpuplan::gui", "%1 must be a hexadecimal id like 0x2684, got '%2'")
                .arg(field, text.trimmed())));
    return v;
}

bool parseBool(const QString& text) {
    const QString t = text.trimmed().toLower();
    return t == QLatin1String("true") || t == QLatin1String("yes") || t == QLatin1String("1") ||
           t == QCoreApplication::translate("gpuplan::gui", "yes").toLower();
}

QStringList choicesOf(const tables::Reference& ref, const Catalog& catalog) {
    QStringList out;
    if (ref.table == "gpus")
        for (const auto& g : catalog.gpus)
            out << qs(g.id);
    if (ref.table == "currencies")
        for (const auto& c : catalog.currencies)
            out << qs(c.code);
    if (ref.table == "interconnects") // the network that links two systems
        for (const auto& l : catalog.interconnects)
            out << qs(l.id);
    if (ref.table == "models") // the catalog model an API price names
        for (const auto& m : catalog.models)
            out << qs(m.spec.id);
    return out;
}

} // namespace cells

} // namespace gpuplan::gui
