#pragma once

// A column of the catalog editor: the database's description of the column
// (database/CatalogTables.h: its name, kind, unit, allowed values, the value it
// reads and writes in the row) with the translated title the editor shows. The
// editor adds only the title and the unit it shows numbers in (GiB for bytes).
// Reading a typed cell only asks "is it a number"; every range, list and
// reference check is the store's.

#include "gui/catalog/CatalogTableAdapter.h"

#include "core/catalog/Catalog.h"
#include "database/CatalogTables.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <initializer_list>
#include <string>
#include <vector>

namespace gpuplan::gui {

template <typename T> struct Field {
    ColumnInfo info;
    std::function<QString(const T&)> get;
    std::function<void(T&, const QString&)> set;        // empty: computed, read-only
    std::function<QStringList(const Catalog&)> choices; // Choice columns
};

// What the editor adds to a column of the description: its header, unit included
// ("VRAM (GiB)"), and the name messages give it when that is not the header.
struct Title {
    const char* column;
    QString header;
    QString what = {};
};

namespace cells {

QString qs(const std::string& s);
std::string ss(const QString& s); // trimmed
QStringList qsl(const std::vector<std::string>& v);

// How the editor shows numbers stored in `unit`: divided by this (bytes as GiB,
// bytes/s as GB/s, FLOP/s as TFLOPS, seconds as µs); 1 for any other unit.
double displayScale(const std::string& unit);

// A number column as the editor reads and shows it.
struct NumberCell {
    bool whole = false;    // an Int column
    bool nullable = false; // may be left empty
    double lowest = 0;     // whole numbers: what the row's member holds
    double highest = 0;
    double scale = 1;
};
QString numberText(const tables::Value& v, const NumberCell& cell);
// Throws InputError naming `field` for text that is not such a number.
tables::Value readNumber(const QString& text, const NumberCell& cell, const QString& field);
// "0x2684", "2684": throws InputError naming `field` otherwise.
std::uint32_t parseHex(const QString& text, const QString& field);
// true, yes, 1 (and the translated "yes"); anything else is false.
bool parseBool(const QString& text);
// The rows a reference may name: the GPU ids, the currency codes, the interconnect ids or the model
// ids of the catalog.
QStringList choicesOf(const tables::Reference& ref, const Catalog& catalog);

} // namespace cells

// The editor's field for the description's column `title.column` of `table`
// (which must outlive it: the tables are static). Its kind follows the
// column's: a check box for a boolean, a number (shown in its unit's scale), a
// choice among allowed values or the rows a reference names, else text. The
// table's key is read-only on saved rows; an integer key (a price's id) is the
// store's to choose and shown once it has one.
template <typename T> Field<T> fieldOf(const tables::Table<T>& table, const Title& title) {
    using tables::Kind;
    const tables::Column<T>* c = &table.ioColumn(title.column);
    const QString what = title.what.isEmpty() ? title.header : title.what;
    Field<T> f;
    f.info.header = title.header;
    f.info.fields = {cells::qs(c->name)};
    f.info.key = c->name == table.key;
    f.info.editable = !f.info.key;
    switch (c->kind) {
    case Kind::Bool:
        f.info.kind = CellKind::Bool;
        f.get = [c](const T& row) {
            const auto v = c->get(row);
            const bool* b = std::get_if<bool>(&v);
            return b && *b ? QStringLiteral("true") : QStringLiteral("false");
        };
        f.set = [c](T& row, const QString& t) { c->set(row, cells::parseBool(t)); };
        return f;
    case Kind::Int:
    case Kind::Real: {
        f.info.kind = CellKind::Number;
        const cells::NumberCell cell{c->kind == Kind::Int, c->nullable, c->lowest, c->highest,
                                     cells::displayScale(c->unit)};
        if (f.info.key && table.integer_key) {
            f.get = [c](const T& row) {
                const auto v = c->get(row);
                const auto* id = std::get_if<std::int64_t>(&v);
                return !id || *id == 0 ? QString() : QString::number(*id);
            };
            return f;
        }
        f.get = [c, cell](const T& row) { return cells::numberText(c->get(row), cell); };
        f.set = [c, cell, what](T& row, const QString& t) { c->set(row, cells::readNumber(t, cell, what)); };
        return f;
    }
    case Kind::Hex16:
        f.get = [c](const T& row) { return cells::qs(c->text(row)); };
        f.set = [c, what](T& row, const QString& t) {
            c->set(row, t.trimmed().isEmpty() ? tables::Value()
                                              : tables::Value(std::int64_t{cells::parseHex(t, what)}));
        };
        return f;
    case Kind::Text:
    case Kind::Json:
        break;
    }
    f.get = [c](const T& row) { return cells::qs(c->text(row)); };
    f.set = [c](T& row, const QString& t) { c->setText(row, cells::ss(t)); };
    if (!c->allowed.empty()) {
        f.info.kind = CellKind::Choice;
        f.choices = [allowed = cells::qsl(c->allowed)](const Catalog&) { return allowed; };
    } else if (const tables::Reference* ref = table.referenceOf(c->name)) {
        f.info.kind = CellKind::Choice;
        f.choices = [ref, nullable = c->nullable](const Catalog& catalog) {
            QStringList choices = cells::choicesOf(*ref, catalog);
            if (nullable)
                choices.prepend(QString()); // none (a system sold without GPUs)
            return choices;
        };
    }
    return f;
}

// The fields of `titles`, in their order.
template <typename T>
std::vector<Field<T>> fieldsOf(const tables::Table<T>& table, std::initializer_list<Title> titles) {
    std::vector<Field<T>> out;
    for (const auto& t : titles)
        out.push_back(fieldOf(table, t));
    return out;
}

} // namespace gpuplan::gui
