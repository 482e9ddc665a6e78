#pragma once

// Internal to gpuplan_database: what a CatalogStore holds (its connection and
// how the file was opened) and the row operations its files share: write
// transactions, reading, inserting, updating and deleting the rows of any
// table with their checks. Defined across CatalogStore.cpp (open, read),
// CatalogEdits.cpp, CatalogImport.cpp, CatalogSeed.cpp, CatalogExport.cpp and
// CatalogRecovery.cpp. Not included outside database/.

#include "database/CatalogIntegrity.h"
#include "database/CatalogLocking.h"
#include "database/CatalogSql.h"
#include "database/CatalogStore.h"
#include "database/CatalogTables.h"
#include "database/WalCheckpoint.h"

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gpuplan {

// The catalog.json export's "format" and "format_version".
inline constexpr const char* kCatalogFormatName = "gpu-planner-catalog";
inline constexpr int kCatalogFormatVersion = 1;

struct CatalogStore::Impl {
    std::filesystem::path path;
    SQLite::Database db;
    std::optional<std::filesystem::path> backup;
    bool read_only = false;
    bool fully_checked = false; // PRAGMA integrity_check ran on open
    int busy_timeout_ms = 5000;

    Impl(std::filesystem::path p, int flags) : path(std::move(p)), db(path.string(), flags) {}
    Impl(std::filesystem::path p, const std::string& sqlite_name, int flags)
        : path(std::move(p)), db(sqlite_name, flags) {}
    ~Impl() {
        if (!read_only)
            wal::checkpointOnClose(db, path, busy_timeout_ms);
    }
    Impl(const Impl&) = delete;
    Impl& operator=(const Impl&) = delete;

    // A consistent copy of the file as "<path>.<tag>-<time>", taken by SQLite (VACUUM INTO a
    // temporary name, then renamed): the catalog's own files are never opened or copied outside
    // SQLite. Returns the copy's path.
    std::filesystem::path backupTo(const std::string& tag);
    // backupTo("bak-before-<what>"), then the oldest such backups removed past
    // CatalogStore::kKeptBulkBackups.
    void backupBeforeBulkChange(const std::string& what);

    // ---- transactions
    class WriteTxn {
    public:
        explicit WriteTxn(Impl& impl) : db_(impl.db) {
            if (impl.read_only)
                locking::throwReadOnly(impl.path);
            // A file is checked whole before its first write: a large file that open() did
            // not check, and that a read of another process may have found damaged, is never
            // written to.
            if (!impl.fully_checked) {
                integrity::checkIntegrity(impl.db, impl.path);
                impl.fully_checked = true;
            }
            locking::beginImmediate(db_, impl.path, impl.busy_timeout_ms);
        }
        ~WriteTxn() {
            if (!done_) {
                try {
                    db_.exec("ROLLBACK");
                } catch (const std::exception&) {
                }
            }
        }
        WriteTxn(const WriteTxn&) = delete;
        WriteTxn& operator=(const WriteTxn&) = delete;
        void commit() {
            db_.exec(
                "UPDATE catalog_info SET value = CAST(value AS INTEGER) + 1 WHERE key = 'data_revision'");
            db_.exec("COMMIT");
            done_ = true;
        }
        void rollback() {
            db_.exec("ROLLBACK");
            done_ = true;
        }

    private:
        SQLite::Database& db_;
        bool done_ = false;
    };

    // ---- generic row operations
    template <typename T> std::vector<Versioned<T>> selectAll(const tables::Table<T>& t) const {
        const bool rev = sql::hasRevision(t);
        sql::RawStatement st(db.getHandle(),
                             fmt::format("SELECT {}{} FROM {} ORDER BY rowid", sql::columnList(t),
                                         rev ? ", revision" : "", t.sql_name));
        return sql::readRows(t, st, rev);
    }

    // The rows whose text `column` is `value`, in load()'s order (an index serves gpu_id).
    template <typename T>
    std::vector<Versioned<T>> selectWhere(const tables::Table<T>& t, const std::string& column,
                                          const std::string& value) const {
        const bool rev = sql::hasRevision(t);
        sql::RawStatement st(db.getHandle(),
                             fmt::format("SELECT {}{} FROM {} WHERE {} = ? ORDER BY rowid",
                                         sql::columnList(t), rev ? ", revision" : "", t.sql_name, column));
        sqlite3_bind_text(st.get(), 1, value.data(), static_cast<int>(value.size()), SQLITE_TRANSIENT);
        return sql::readRows(t, st, rev);
    }

    template <typename T>
    std::optional<Versioned<T>> selectOne(const tables::Table<T>& t, const tables::Value& key) const {
        const bool rev = sql::hasRevision(t);
        sql::RawStatement st(db.getHandle(),
                             fmt::format("SELECT {}{} FROM {} WHERE {} = ?", sql::columnList(t),
                                         rev ? ", revision" : "", t.sql_name, t.key));
        if (const auto* i = std::get_if<std::int64_t>(&key))
            sqlite3_bind_int64(st.get(), 1, *i);
        else if (const auto* str = std::get_if<std::string>(&key))
            sqlite3_bind_text(st.get(), 1, str->data(), static_cast<int>(str->size()), SQLITE_TRANSIENT);
        auto rows = sql::readRows(t, st, rev);
        if (rows.empty())
            return std::nullopt;
        return std::move(rows.front());
    }

    bool exists(const std::string& table, const std::string& key, const tables::Value& v) const {
        SQLite::Statement st(const_cast<SQLite::Database&>(db),
                             fmt::format("SELECT 1 FROM {} WHERE {} = ?", table, key));
        sql::bindKey(st, 1, v);
        return st.executeStep();
    }

    template <typename T>
    void checkReferences(const tables::Table<T>& t, const T& row, std::vector<std::string>& problems) const {
        for (const auto& ref : t.references) {
            for (const auto& c : t.sql_columns) {
                if (c.name != ref.column)
                    continue;
                const tables::Value v = c.get(row);
                const auto* text = std::get_if<std::string>(&v);
                if (c.nullable && (std::holds_alternative<std::monostate>(v) || (text && text->empty())))
                    continue; // an empty optional reference (a system sold without GPUs)
                if (!exists(ref.table, ref.key, v))
                    problems.push_back(
                        fmt::format("{} must name {}, got {}", ref.column, ref.what, tables::describe(v)));
            }
        }
    }

    template <typename T> std::vector<std::string> validate(const tables::Table<T>& t, const T& row) const {
        auto problems = sql::problemsOf(t, row);
        if (problems.empty())
            checkReferences(t, row, problems);
        return problems;
    }

    static void throwProblems(const std::string& at, const std::vector<std::string>& problems) {
        if (problems.empty())
            return;
        throw InputError(fmt::format("{}: {}", at, fmt::join(problems, "; ")));
    }

    // INSERT; returns the rowid. `omit_key`: let SQLite choose an integer key.
    template <typename T>
    std::int64_t insertRow(const tables::Table<T>& t, const T& row, bool omit_key = false) {
        std::vector<std::string> names;
        std::vector<const tables::Column<T>*> cols;
        for (const auto& c : t.sql_columns) {
            if (omit_key && c.name == t.key)
                continue;
            names.push_back(c.name);
            cols.push_back(&c);
        }
        std::vector<std::string> marks(names.size(), "?");
        SQLite::Statement st(db, fmt::format("INSERT INTO {} ({}) VALUES ({})", t.sql_name,
                                             fmt::join(names, ", "), fmt::join(marks, ", ")));
        for (std::size_t i = 0; i < cols.size(); ++i)
            sql::bindValue(st, static_cast<int>(i + 1), cols[i]->get(row), *cols[i]);
        try {
            st.exec();
        } catch (const SQLite::Exception& e) {
            if (e.getExtendedErrorCode() == SQLITE_CONSTRAINT_PRIMARYKEY ||
                e.getExtendedErrorCode() == SQLITE_CONSTRAINT_UNIQUE)
                throw InputError(fmt::format("{} already exists", sql::where(t, sql::keyOf(t, row))));
            throw InputError(
                fmt::format("{}: the database refused it: {}", sql::where(t, sql::keyOf(t, row)), e.what()));
        }
        return db.getLastInsertRowid();
    }

    // UPDATE ... WHERE key = ? [AND revision = ?]; returns rows changed.
    template <typename T>
    int updateRow(const tables::Table<T>& t, const T& row, std::optional<std::int64_t> expected_revision) {
        std::vector<std::string> sets;
        std::vector<const tables::Column<T>*> cols;
        for (const auto& c : t.sql_columns) {
            if (c.name == t.key)
                continue;
            sets.push_back(c.name + " = ?");
            cols.push_back(&c);
        }
        if (sql::hasRevision(t))
            sets.push_back("revision = revision + 1");
        SQLite::Statement st(db,
                             fmt::format("UPDATE {} SET {} WHERE {} = ?{}", t.sql_name, fmt::join(sets, ", "),
                                         t.key, expected_revision ? " AND revision = ?" : ""));
        int i = 1;
        for (const auto* c : cols)
            sql::bindValue(st, i++, c->get(row), *c);
        sql::bindKey(st, i++, sql::keyOf(t, row));
        if (expected_revision)
            st.bind(i, static_cast<std::int64_t>(*expected_revision));
        try {
            return st.exec();
        } catch (const SQLite::Exception& e) {
            throw InputError(
                fmt::format("{}: the database refused it: {}", sql::where(t, sql::keyOf(t, row)), e.what()));
        }
    }

    template <typename T>
    [[noreturn]] void throwConflict(const tables::Table<T>& t, const tables::Value& key,
                                    std::int64_t expected) {
        const auto now = selectOne(t, key);
        if (!now)
            throw ConflictError(
                fmt::format("{} no longer exists: someone deleted it since you read it (revision {})",
                            sql::where(t, key), expected));
        throw ConflictError(
            fmt::format("{} was changed by someone else since you read it (you read revision {}, it "
                        "is now at revision {}); nothing was written: reload it and make your edit "
                        "again",
                        sql::where(t, key), expected, now->revision));
    }

    // validate(), and the key already taken (what insertRow would refuse).
    template <typename T>
    std::vector<std::string> problemsToAdd(const tables::Table<T>& t, const T& row) const {
        auto problems = validate(t, row);
        const tables::Value key = sql::keyOf(t, row);
        if (!t.integer_key && exists(t.sql_name, t.key, key))
            problems.push_back(fmt::format("{} {} already exists", t.key, tables::describe(key)));
        return problems;
    }

    // A GPU, or a currency, still in use by prices and cloud offers: refused.
    void refuseWhileUsed(const std::string& what, const std::string& column, const tables::Value& key) {
        SQLite::Statement st(db, fmt::format("SELECT (SELECT count(*) FROM gpu_prices WHERE {0} = ?1), "
                                             "(SELECT count(*) FROM cloud_offers WHERE {0} = ?1)",
                                             column));
        sql::bindKey(st, 1, key);
        st.executeStep();
        const int prices = st.getColumn(0).getInt();
        const int offers = st.getColumn(1).getInt();
        if (prices + offers > 0)
            throw InputError(fmt::format("{} still has {} price(s) and {} cloud offer(s); delete them first",
                                         what, prices, offers));
    }

    // A row that rows of another table still name: refused (the row stays). `whose` is the other
    // table's rows ("API price(s)"), `column` what names it there.
    void refuseWhileNamed(const std::string& what, const char* table, const char* whose,
                          const std::string& column, const tables::Value& key) {
        SQLite::Statement st(db, fmt::format("SELECT count(*) FROM {} WHERE {} = ?", table, column));
        sql::bindKey(st, 1, key);
        st.executeStep();
        const int n = st.getColumn(0).getInt();
        if (n > 0)
            throw InputError(fmt::format("{} is still named by {} {}; delete them or change their {} first",
                                         what, n, whose, column));
    }

    template <typename T> void add(const tables::Table<T>& t, const T& row) {
        throwProblems(sql::where(t, sql::keyOf(t, row)), validate(t, row));
        WriteTxn txn(*this);
        insertRow(t, row);
        txn.commit();
    }

    template <typename T> void update(const tables::Table<T>& t, const T& row, std::int64_t expected) {
        throwProblems(sql::where(t, sql::keyOf(t, row)), validate(t, row));
        WriteTxn txn(*this);
        if (updateRow(t, row, expected) != 1)
            throwConflict(t, sql::keyOf(t, row), expected);
        txn.commit();
    }

    template <typename T>
    void remove(const tables::Table<T>& t, const tables::Value& key, std::int64_t expected) {
        WriteTxn txn(*this);
        if (t.sql_name == "gpus") {
            refuseWhileUsed(sql::where(t, key), "gpu_id", key);
            refuseWhileNamed(sql::where(t, key), "benchmark_runs", "benchmark run(s)", "gpu_id", key);
        }
        if (t.sql_name == "models") {
            refuseWhileNamed(sql::where(t, key), "api_prices", "API price(s)", "model_id", key);
            refuseWhileNamed(sql::where(t, key), "benchmark_runs", "benchmark run(s)", "model_id", key);
        }
        if (t.sql_name == "interconnects")
            refuseWhileNamed(sql::where(t, key), "systems", "system(s)", "network_link", key);
        SQLite::Statement st(db,
                             fmt::format("DELETE FROM {} WHERE {} = ? AND revision = ?", t.sql_name, t.key));
        sql::bindKey(st, 1, key);
        st.bind(2, static_cast<std::int64_t>(expected));
        if (st.exec() != 1)
            throwConflict(t, key, expected);
        txn.commit();
    }

    std::string info(const std::string& key) const {
        SQLite::Statement st(const_cast<SQLite::Database&>(db),
                             "SELECT value FROM catalog_info WHERE key = ?");
        st.bind(1, key);
        return st.executeStep() ? st.getColumn(0).getString() : std::string();
    }
    void setInfo(const std::string& key, const std::string& value) {
        SQLite::Statement st(db, "INSERT INTO catalog_info (key, value) VALUES (?, ?) "
                                 "ON CONFLICT(key) DO UPDATE SET value = excluded.value");
        st.bind(1, key);
        st.bind(2, value);
        st.exec();
    }

    // ---- import
    struct Source {
        std::string name; // "prices.csv", "catalog.json"
        std::string stem; // table
        std::string text; // CSV
        const nlohmann::json* rows = nullptr;
    };

    // Adds or replaces the rows of `t` found in `sources`; problems go to `errors` (CatalogImport.cpp).
    template <typename T>
    void importTable(const tables::Table<T>& t, const std::vector<Source>& sources, ImportReport& report,
                     std::vector<std::string>& errors);
    // Every table of `sources` in one transaction: all or nothing (CatalogImport.cpp).
    // `what` names the backup taken before a real import ("import", "defaults"; nullptr: none).
    ImportReport importSources(const std::vector<Source>& sources, bool dry_run, const char* what = "import");
    // Fills a new catalog with the built-in defaults (CatalogSeed.cpp).
    void seedDefaults();
    // Every table, the settings too, as catalog.json holds them (CatalogExport.cpp); `revisions`, when
    // given, receives each table's row revisions in the order of its rows.
    using Revisions = std::map<std::string, std::vector<std::int64_t>>;
    nlohmann::json tablesAsJson(Revisions* revisions = nullptr) const;
};

} // namespace gpuplan
