#pragma once

// Internal to gpuplan_database: rows of a tables::Table<T> in SQL statements.
// Binding a row's values and key, the column lists of a SELECT, reading rows
// back (on the raw sqlite3 API, for speed) and the value checks of one row.

#include "database/CatalogLocking.h"
#include "database/CatalogStore.h"
#include "database/CatalogTables.h"

#include <SQLiteCpp/Statement.h>
#include <fmt/format.h>
#include <sqlite3.h>

#include <string>
#include <vector>

namespace gpuplan::sql {

using tables::Column;
using tables::Kind;
using tables::Table;
using tables::Value;

template <typename T> bool hasRevision(const Table<T>& t) {
    return t.sql_name != "currencies" && t.sql_name != "settings";
}

template <typename T> void bindValue(SQLite::Statement& st, int index, const Value& v, const Column<T>& c) {
    std::visit(
        [&](const auto& x) {
            using X = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<X, std::monostate>)
                st.bind(index);
            else if constexpr (std::is_same_v<X, std::string>) {
                if (c.nullable && x.empty())
                    st.bind(index);
                else
                    st.bind(index, x);
            } else if constexpr (std::is_same_v<X, bool>)
                st.bind(index, x ? 1 : 0);
            else if constexpr (std::is_same_v<X, std::int64_t>)
                st.bind(index, static_cast<std::int64_t>(x));
            else
                st.bind(index, x);
        },
        v);
}

template <typename T> std::string columnList(const Table<T>& t) {
    std::vector<std::string> names;
    for (const auto& c : t.sql_columns)
        names.push_back(c.name);
    return fmt::format("{}", fmt::join(names, ", "));
}

template <typename T> std::vector<std::string> sqlNames(const Table<T>& t) {
    std::vector<std::string> names;
    for (const auto& c : t.sql_columns)
        names.push_back(c.name);
    return names;
}

template <typename T> Value keyOf(const Table<T>& t, const T& row) {
    for (const auto& c : t.sql_columns)
        if (c.name == t.key)
            return c.get(row);
    return std::monostate{};
}

inline void bindKey(SQLite::Statement& st, int index, const Value& key) {
    if (const auto* i = std::get_if<std::int64_t>(&key))
        st.bind(index, static_cast<std::int64_t>(*i));
    else if (const auto* s = std::get_if<std::string>(&key))
        st.bind(index, *s);
    else
        st.bind(index);
}

template <typename T> std::string where(const Table<T>& t, const Value& key) {
    return fmt::format("{} {}", t.singular, tables::describe(key));
}

// A prepared statement on the raw sqlite3 API: bulk reads skip SQLiteCpp's
// per-column shared_ptr copies (100k price rows load in well under 0.3 s).
class RawStatement {
public:
    RawStatement(sqlite3* db, const std::string& sql) {
        if (sqlite3_prepare_v2(db, sql.c_str(), static_cast<int>(sql.size()), &stmt_, nullptr) != SQLITE_OK) {
            locking::throwIfCatalogError(db, sqlite3_errcode(db));
            throw SQLite::Exception(db, sqlite3_errcode(db));
        }
    }
    ~RawStatement() { sqlite3_finalize(stmt_); }
    RawStatement(const RawStatement&) = delete;
    RawStatement& operator=(const RawStatement&) = delete;
    sqlite3_stmt* get() const { return stmt_; }
    bool step() {
        const int rc = sqlite3_step(stmt_);
        if (rc == SQLITE_ROW)
            return true;
        if (rc == SQLITE_DONE)
            return false;
        sqlite3* db = sqlite3_db_handle(stmt_);
        locking::throwIfCatalogError(db, rc);
        throw SQLite::Exception(db, rc);
    }

private:
    sqlite3_stmt* stmt_ = nullptr;
};

inline Value readValue(sqlite3_stmt* st, int i, Kind kind) {
    if (sqlite3_column_type(st, i) == SQLITE_NULL)
        return std::monostate{};
    switch (kind) {
    case Kind::Int:
    case Kind::Hex16:
        return static_cast<std::int64_t>(sqlite3_column_int64(st, i));
    case Kind::Real:
        return sqlite3_column_double(st, i);
    case Kind::Bool:
        return sqlite3_column_int(st, i) != 0;
    case Kind::Text:
    case Kind::Json: {
        const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(st, i));
        return std::string(text, static_cast<std::size_t>(sqlite3_column_bytes(st, i)));
    }
    }
    return std::monostate{};
}

// Reads the rows of a statement that selects the table's sql columns (then
// revision, when `with_revision`).
template <typename T>
std::vector<Versioned<T>> readRows(const Table<T>& t, RawStatement& st, bool with_revision) {
    const auto names = sqlNames(t);
    std::vector<Versioned<T>> out;
    const int n = static_cast<int>(t.sql_columns.size());
    std::vector<Value> values(static_cast<std::size_t>(n));
    while (st.step()) {
        Versioned<T>& row = out.emplace_back();
        for (int i = 0; i < n; ++i) {
            const auto& c = t.sql_columns[static_cast<std::size_t>(i)];
            values[static_cast<std::size_t>(i)] = readValue(st.get(), i, c.kind);
            c.set(row.value, values[static_cast<std::size_t>(i)]);
        }
        if (t.finish)
            t.finish(row.value, names, values);
        if (with_revision)
            row.revision = sqlite3_column_int64(st.get(), n);
    }
    return out;
}

// Problems with the values of one row (without location), io columns.
template <typename T>
void checkValues(const Table<T>& t, const std::vector<const Column<T>*>& cols,
                 const std::vector<Value>& values, std::vector<std::string>& problems) {
    for (std::size_t i = 0; i < cols.size(); ++i) {
        // Text first: a check of a text with control characters would quote it.
        if (const std::string p = tables::textProblem(values[i], cols[i]->kind); !p.empty()) {
            problems.push_back(fmt::format("{} {}, got {}", cols[i]->name, p, tables::describe(values[i])));
            continue;
        }
        if (!cols[i]->check)
            continue;
        const std::string p = cols[i]->check(values[i]);
        if (!p.empty())
            problems.push_back(fmt::format("{} {}, got {}", cols[i]->name, p, tables::describe(values[i])));
    }
    (void)t;
}

template <typename T> std::vector<std::string> problemsOf(const Table<T>& t, const T& row) {
    std::vector<const Column<T>*> cols;
    std::vector<Value> values;
    for (const auto& c : t.io_columns) {
        cols.push_back(&c);
        values.push_back(c.get(row));
    }
    std::vector<std::string> problems;
    checkValues(t, cols, values, problems);
    if (problems.empty() && t.validate)
        t.validate(row, problems);
    return problems;
}

} // namespace gpuplan::sql
