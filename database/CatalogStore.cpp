#include "database/CatalogStore.h"

#include "core/BoundedRead.h"
#include "core/HfConfig.h"
#include "core/Limits.h"
#include "core/OutputPath.h"
#include "database/CatalogAccessMode.h"
#include "database/CatalogIntegrity.h"
#include "database/CatalogLocking.h"
#include "database/CatalogTables.h"
#include "database/Csv.h"
#include "database/EmbeddedData.h"
#include "database/Migrations.h"
#include "database/WalCheckpoint.h"

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <sqlite3.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <fstream>
#include <map>
#include <set>
#include <unistd.h>

namespace gpuplan {

namespace fs = std::filesystem;
using tables::Column;
using tables::Kind;
using tables::Table;
using tables::Value;

ImportError::ImportError(std::vector<std::string> errors)
    : InputError(fmt::format("import refused, nothing was changed ({} problem{}):\n  {}", errors.size(),
                             errors.size() == 1 ? "" : "s", fmt::join(errors, "\n  "))),
      errors_(std::move(errors)) {}

namespace {

constexpr const char* kFormatName = "gpu-planner-catalog";
constexpr int kFormatVersion = 1;

// ---- files ------------------------------------------------------------------

std::string timestamp() {
    const auto now = std::chrono::system_clock::now();
    const auto secs = std::chrono::floor<std::chrono::seconds>(now);
    const auto day = std::chrono::floor<std::chrono::days>(secs);
    const std::chrono::year_month_day ymd{day};
    const std::chrono::hh_mm_ss hms{secs - day};
    return fmt::format("{:04}{:02}{:02}T{:02}{:02}{:02}Z", static_cast<int>(ymd.year()),
                       static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()),
                       hms.hours().count(), hms.minutes().count(), hms.seconds().count());
}

// "<path>.<tag>-<pid>-<n>": a temporary name no other process or thread uses.
fs::path tempName(const fs::path& path, const char* tag) {
    static std::atomic<unsigned> counter{0};
    return path.string() + fmt::format(".{}-{}-{}", tag, ::getpid(), counter++);
}

// "<path>.<tag>-<time>", with -2, -3... when taken.
fs::path freeName(const fs::path& path, const std::string& tag) {
    const std::string base = path.string() + "." + tag + "-" + timestamp();
    fs::path candidate = base;
    for (int k = 2; fs::exists(candidate) || fs::exists(candidate.string() + "-wal"); ++k)
        candidate = fmt::format("{}-{}", base, k);
    return candidate;
}

void writeFileAtomically(const fs::path& path, const std::string& content) {
    const fs::path tmp = tempName(path, "tmp");
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out)
            throw InputError(fmt::format("cannot write {}", tmp.string()));
        out << content;
        out.flush();
        if (!out)
            throw InputError(fmt::format("cannot write {} (disk full?)", tmp.string()));
    }
    std::error_code ec;
    fs::rename(tmp, path, ec);
    if (ec) {
        fs::remove(tmp, ec);
        throw InputError(fmt::format("cannot write {}: {}", path.string(), ec.message()));
    }
}

// Moves the file and its -wal / -shm companions to `to`.
void moveWithCompanions(const fs::path& from, const fs::path& to) {
    fs::rename(from, to);
    for (const char* suffix : {"-wal", "-shm"}) {
        const fs::path f = from.string() + suffix;
        std::error_code ec;
        if (fs::exists(f, ec))
            fs::rename(f, to.string() + suffix, ec);
    }
}

// ---- SQL helpers ------------------------------------------------------------

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

void bindKey(SQLite::Statement& st, int index, const Value& key) {
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

Value readValue(sqlite3_stmt* st, int i, Kind kind) {
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

} // namespace

// ---- Impl -------------------------------------------------------------------

struct CatalogStore::Impl {
    fs::path path;
    SQLite::Database db;
    std::optional<fs::path> backup;
    bool read_only = false;
    bool fully_checked = false; // PRAGMA integrity_check ran on open
    int busy_timeout_ms = 5000;

    Impl(fs::path p, int flags) : path(std::move(p)), db(path.string(), flags) {}
    Impl(fs::path p, const std::string& sqlite_name, int flags)
        : path(std::move(p)), db(sqlite_name, flags) {}
    ~Impl() {
        if (!read_only)
            wal::checkpointOnClose(db, path, busy_timeout_ms);
    }
    Impl(const Impl&) = delete;
    Impl& operator=(const Impl&) = delete;

    // ---- transactions
    class WriteTxn {
    public:
        explicit WriteTxn(Impl& impl) : db_(impl.db) {
            if (impl.read_only)
                locking::throwReadOnly(impl.path);
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
    template <typename T> std::vector<Versioned<T>> selectAll(const Table<T>& t) const {
        const bool rev = hasRevision(t);
        RawStatement st(db.getHandle(), fmt::format("SELECT {}{} FROM {} ORDER BY rowid", columnList(t),
                                                    rev ? ", revision" : "", t.sql_name));
        return readRows(t, st, rev);
    }

    // The rows whose text `column` is `value`, in load()'s order (an index serves gpu_id).
    template <typename T>
    std::vector<Versioned<T>> selectWhere(const Table<T>& t, const std::string& column,
                                          const std::string& value) const {
        const bool rev = hasRevision(t);
        RawStatement st(db.getHandle(),
                        fmt::format("SELECT {}{} FROM {} WHERE {} = ? ORDER BY rowid", columnList(t),
                                    rev ? ", revision" : "", t.sql_name, column));
        sqlite3_bind_text(st.get(), 1, value.data(), static_cast<int>(value.size()), SQLITE_TRANSIENT);
        return readRows(t, st, rev);
    }

    template <typename T> std::optional<Versioned<T>> selectOne(const Table<T>& t, const Value& key) const {
        const bool rev = hasRevision(t);
        RawStatement st(db.getHandle(), fmt::format("SELECT {}{} FROM {} WHERE {} = ?", columnList(t),
                                                    rev ? ", revision" : "", t.sql_name, t.key));
        if (const auto* i = std::get_if<std::int64_t>(&key))
            sqlite3_bind_int64(st.get(), 1, *i);
        else if (const auto* str = std::get_if<std::string>(&key))
            sqlite3_bind_text(st.get(), 1, str->data(), static_cast<int>(str->size()), SQLITE_TRANSIENT);
        auto rows = readRows(t, st, rev);
        if (rows.empty())
            return std::nullopt;
        return std::move(rows.front());
    }

    bool exists(const std::string& table, const std::string& key, const Value& v) const {
        SQLite::Statement st(const_cast<SQLite::Database&>(db),
                             fmt::format("SELECT 1 FROM {} WHERE {} = ?", table, key));
        bindKey(st, 1, v);
        return st.executeStep();
    }

    template <typename T>
    void checkReferences(const Table<T>& t, const T& row, std::vector<std::string>& problems) const {
        for (const auto& ref : t.references) {
            for (const auto& c : t.sql_columns) {
                if (c.name != ref.column)
                    continue;
                const Value v = c.get(row);
                if (!exists(ref.table, ref.key, v))
                    problems.push_back(
                        fmt::format("{} must name {}, got {}", ref.column, ref.what, tables::describe(v)));
            }
        }
    }

    template <typename T> std::vector<std::string> validate(const Table<T>& t, const T& row) const {
        auto problems = problemsOf(t, row);
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
    template <typename T> std::int64_t insertRow(const Table<T>& t, const T& row, bool omit_key = false) {
        std::vector<std::string> names;
        std::vector<const Column<T>*> cols;
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
            bindValue(st, static_cast<int>(i + 1), cols[i]->get(row), *cols[i]);
        try {
            st.exec();
        } catch (const SQLite::Exception& e) {
            if (e.getExtendedErrorCode() == SQLITE_CONSTRAINT_PRIMARYKEY ||
                e.getExtendedErrorCode() == SQLITE_CONSTRAINT_UNIQUE)
                throw InputError(fmt::format("{} already exists", where(t, keyOf(t, row))));
            throw InputError(
                fmt::format("{}: the database refused it: {}", where(t, keyOf(t, row)), e.what()));
        }
        return db.getLastInsertRowid();
    }

    // UPDATE ... WHERE key = ? [AND revision = ?]; returns rows changed.
    template <typename T>
    int updateRow(const Table<T>& t, const T& row, std::optional<std::int64_t> expected_revision) {
        std::vector<std::string> sets;
        std::vector<const Column<T>*> cols;
        for (const auto& c : t.sql_columns) {
            if (c.name == t.key)
                continue;
            sets.push_back(c.name + " = ?");
            cols.push_back(&c);
        }
        if (hasRevision(t))
            sets.push_back("revision = revision + 1");
        SQLite::Statement st(db,
                             fmt::format("UPDATE {} SET {} WHERE {} = ?{}", t.sql_name, fmt::join(sets, ", "),
                                         t.key, expected_revision ? " AND revision = ?" : ""));
        int i = 1;
        for (const auto* c : cols)
            bindValue(st, i++, c->get(row), *c);
        bindKey(st, i++, keyOf(t, row));
        if (expected_revision)
            st.bind(i, static_cast<std::int64_t>(*expected_revision));
        try {
            return st.exec();
        } catch (const SQLite::Exception& e) {
            throw InputError(
                fmt::format("{}: the database refused it: {}", where(t, keyOf(t, row)), e.what()));
        }
    }

    template <typename T>
    [[noreturn]] void throwConflict(const Table<T>& t, const Value& key, std::int64_t expected) {
        const auto now = selectOne(t, key);
        if (!now)
            throw ConflictError(
                fmt::format("{} no longer exists: someone deleted it since you read it (revision {})",
                            where(t, key), expected));
        throw ConflictError(
            fmt::format("{} was changed by someone else since you read it (you read revision {}, it "
                        "is now at revision {}); nothing was written: reload it and make your edit "
                        "again",
                        where(t, key), expected, now->revision));
    }

    // validate(), and the key already taken (what insertRow would refuse).
    template <typename T> std::vector<std::string> problemsToAdd(const Table<T>& t, const T& row) const {
        auto problems = validate(t, row);
        const Value key = keyOf(t, row);
        if (!t.integer_key && exists(t.sql_name, t.key, key))
            problems.push_back(fmt::format("{} {} already exists", t.key, tables::describe(key)));
        return problems;
    }

    // A GPU, or a currency, still in use by prices and cloud offers: refused.
    void refuseWhileUsed(const std::string& what, const std::string& column, const Value& key) {
        SQLite::Statement st(db, fmt::format("SELECT (SELECT count(*) FROM gpu_prices WHERE {0} = ?1), "
                                             "(SELECT count(*) FROM cloud_offers WHERE {0} = ?1)",
                                             column));
        bindKey(st, 1, key);
        st.executeStep();
        const int prices = st.getColumn(0).getInt();
        const int offers = st.getColumn(1).getInt();
        if (prices + offers > 0)
            throw InputError(fmt::format("{} still has {} price(s) and {} cloud offer(s); delete them first",
                                         what, prices, offers));
    }

    template <typename T> void add(const Table<T>& t, const T& row) {
        throwProblems(where(t, keyOf(t, row)), validate(t, row));
        WriteTxn txn(*this);
        insertRow(t, row);
        txn.commit();
    }

    template <typename T> void update(const Table<T>& t, const T& row, std::int64_t expected) {
        throwProblems(where(t, keyOf(t, row)), validate(t, row));
        WriteTxn txn(*this);
        if (updateRow(t, row, expected) != 1)
            throwConflict(t, keyOf(t, row), expected);
        txn.commit();
    }

    template <typename T> void remove(const Table<T>& t, const Value& key, std::int64_t expected) {
        WriteTxn txn(*this);
        if (t.sql_name == "gpus")
            refuseWhileUsed(where(t, key), "gpu_id", key);
        SQLite::Statement st(db,
                             fmt::format("DELETE FROM {} WHERE {} = ? AND revision = ?", t.sql_name, t.key));
        bindKey(st, 1, key);
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

    template <typename T>
    void importTable(const Table<T>& t, const std::vector<Source>& sources, ImportReport& report,
                     std::vector<std::string>& errors) {
        ImportCount count;
        count.table = t.file_stem;
        bool any = false;
        for (const auto& src : sources) {
            if (src.stem != t.file_stem)
                continue;
            any = true;
            // Each row: location, the columns present and their values.
            struct Raw {
                std::string at;
                std::vector<const Column<T>*> cols;
                std::vector<Value> values;
                std::vector<std::string> problems;
            };
            std::vector<Raw> raws;
            auto findColumn = [&](const std::string& name) -> const Column<T>* {
                for (const auto& c : t.io_columns)
                    if (c.name == name)
                        return &c;
                return nullptr;
            };
            std::vector<std::string> known;
            for (const auto& c : t.io_columns)
                known.push_back(c.name);
            if (src.rows == nullptr) {
                std::vector<CsvRecord> records;
                try {
                    records = parseCsv(src.text, src.name);
                } catch (const InputError& e) {
                    errors.push_back(e.what());
                    continue;
                }
                if (records.empty()) {
                    errors.push_back(fmt::format("{}: empty file (a header row is needed)", src.name));
                    continue;
                }
                std::vector<const Column<T>*> header;
                bool header_ok = true;
                std::set<std::string> seen;
                for (const auto& h : records.front().fields) {
                    const auto* c = findColumn(h);
                    if (!c) {
                        errors.push_back(fmt::format("{} line {}: unknown column '{}' (known: {})", src.name,
                                                     records.front().line, h, fmt::join(known, ", ")));
                        header_ok = false;
                    } else if (!seen.insert(h).second) {
                        errors.push_back(fmt::format("{} line {}: column '{}' appears twice", src.name,
                                                     records.front().line, h));
                        header_ok = false;
                    }
                    header.push_back(c);
                }
                if (!seen.count(t.key) && !t.integer_key) {
                    errors.push_back(fmt::format("{} line {}: the header has no '{}' column", src.name,
                                                 records.front().line, t.key));
                    header_ok = false;
                }
                if (!header_ok)
                    continue;
                for (std::size_t r = 1; r < records.size(); ++r) {
                    const auto& rec = records[r];
                    Raw raw;
                    raw.at = fmt::format("{} line {}", src.name, rec.line);
                    if (rec.fields.size() != header.size()) {
                        errors.push_back(fmt::format("{}: {} field(s), the header has {}", raw.at,
                                                     rec.fields.size(), header.size()));
                        continue;
                    }
                    for (std::size_t k = 0; k < header.size(); ++k) {
                        std::string problem;
                        // Only the export's quoted '=x is an escape; a hand-typed '=x stays.
                        const std::string cell =
                            rec.quoted[k] ? unescapeSpreadsheetCell(rec.fields[k]) : rec.fields[k];
                        Value v = tables::fromText(cell, header[k]->kind, header[k]->nullable, problem);
                        if (!problem.empty())
                            raw.problems.push_back(
                                fmt::format("{} {}, got '{}'", header[k]->name, problem, cell));
                        raw.cols.push_back(header[k]);
                        raw.values.push_back(std::move(v));
                    }
                    raws.push_back(std::move(raw));
                }
            } else {
                if (!src.rows->is_array()) {
                    errors.push_back(
                        fmt::format("{}: '{}' must be a list of objects", src.name, t.file_stem));
                    continue;
                }
                std::size_t index = 0;
                for (const auto& obj : *src.rows) {
                    Raw raw;
                    raw.at = fmt::format("{} {}[{}]", src.name, t.file_stem, index++);
                    if (!obj.is_object()) {
                        errors.push_back(fmt::format("{}: must be an object", raw.at));
                        continue;
                    }
                    for (const auto& [k, jv] : obj.items()) {
                        const auto* c = findColumn(k);
                        if (!c) {
                            raw.problems.push_back(fmt::format("unknown field '{}'", k));
                            continue;
                        }
                        std::string problem;
                        Value v = tables::fromJsonValue(jv, c->kind, c->nullable, problem);
                        if (!problem.empty())
                            raw.problems.push_back(fmt::format("{} {}, got {}", k, problem, shortJson(jv)));
                        raw.cols.push_back(c);
                        raw.values.push_back(std::move(v));
                    }
                    raws.push_back(std::move(raw));
                }
            }
            // Columns absent from the file keep their defaults, but are still checked.
            for (auto& raw : raws) {
                T row{};
                std::vector<std::string> names;
                for (std::size_t k = 0; k < raw.cols.size(); ++k) {
                    raw.cols[k]->set(row, raw.values[k]);
                    names.push_back(raw.cols[k]->name);
                }
                if (t.finish)
                    t.finish(row, names, raw.values);
                if (raw.problems.empty()) {
                    std::vector<const Column<T>*> cols;
                    std::vector<Value> values;
                    for (const auto& c : t.io_columns) {
                        const auto it = std::find(raw.cols.begin(), raw.cols.end(), &c);
                        cols.push_back(&c);
                        values.push_back(it != raw.cols.end()
                                             ? raw.values[static_cast<std::size_t>(it - raw.cols.begin())]
                                             : c.get(row));
                    }
                    checkValues(t, cols, values, raw.problems);
                    if (raw.problems.empty() && t.validate)
                        t.validate(row, raw.problems);
                    if (raw.problems.empty())
                        checkReferences(t, row, raw.problems);
                }
                if (!raw.problems.empty()) {
                    for (const auto& p : raw.problems)
                        errors.push_back(fmt::format("{}: {}", raw.at, p));
                    continue;
                }
                try {
                    const Value key = keyOf(t, row);
                    const bool auto_key = t.integer_key && std::get<std::int64_t>(key) == 0;
                    const auto existing = auto_key ? std::nullopt : selectOne(t, key);
                    if (!existing) {
                        insertRow(t, row, auto_key);
                        ++count.added;
                    } else if (existing->value == row) {
                        ++count.unchanged;
                    } else {
                        updateRow(t, row, std::nullopt);
                        ++count.updated;
                    }
                } catch (const InputError& e) {
                    errors.push_back(fmt::format("{}: {}", raw.at, e.what()));
                }
            }
        }
        if (any)
            report.tables.push_back(count);
    }

    ImportReport importSources(const std::vector<Source>& sources, bool dry_run) {
        ImportReport report;
        for (const auto& s : sources)
            if (std::find(report.files.begin(), report.files.end(), s.name) == report.files.end())
                report.files.push_back(s.name);
        std::vector<std::string> errors;
        if (read_only)
            locking::throwReadOnly(path);
        if (!dry_run && !fully_checked) {
            integrity::checkIntegrity(db, path); // a large file: checked before a bulk write
            fully_checked = true;
        }
        WriteTxn txn(*this);
        importTable(tables::currencyTable(), sources, report, errors);
        importTable(tables::rateTable(), sources, report, errors);
        importTable(tables::settingTable(), sources, report, errors);
        importTable(tables::gpuTable(), sources, report, errors);
        importTable(tables::interconnectTable(), sources, report, errors);
        importTable(tables::modelTable(), sources, report, errors);
        importTable(tables::priceTable(), sources, report, errors);
        importTable(tables::offerTable(), sources, report, errors);
        if (!errors.empty())
            throw ImportError(std::move(errors)); // ~WriteTxn rolls back
        if (dry_run) {
            txn.rollback();
            return report;
        }
        txn.commit();
        report.applied = true;
        wal::truncate(db, std::min(busy_timeout_ms, 2000), busy_timeout_ms);
        return report;
    }

    void seedDefaults() {
        std::vector<Source> sources;
        for (const char* stem :
             {"currencies", "exchange_rates", "gpus", "interconnects", "prices", "cloud_offers"}) {
            Source s;
            s.stem = stem;
            s.name = fmt::format("defaults/{}.csv", stem);
            s.text = std::string(embedded::seedFile(fmt::format("{}.csv", stem)));
            sources.push_back(std::move(s));
        }
        // Models: the index names each model's Hugging Face config.json.
        nlohmann::json models = nlohmann::json::array();
        const auto index = parseCsv(embedded::seedFile("models.csv"), "defaults/models.csv");
        for (std::size_t r = 1; r < index.size(); ++r) {
            const auto& f = index[r].fields;
            if (f.size() != 5)
                throw std::logic_error("defaults/models.csv: bad row");
            const std::string config_text(embedded::seedFile(f[2]));
            const auto config = nlohmann::json::parse(config_text);
            CatalogModel m;
            m.spec = modelSpecFromHfConfig(config, "defaults/" + f[2], f[0]);
            m.spec.name = f[1];
            m.source = f[3];
            m.notes = f[4];
            m.config_json = config.dump();
            models.push_back(tables::rowToJson(tables::modelTable(), m));
        }
        Source ms;
        ms.stem = "models";
        ms.name = "defaults/models";
        ms.rows = &models;
        sources.push_back(std::move(ms));
        nlohmann::json settings = nlohmann::json::array({{{"key", "default_currency"}, {"value", "EUR"}}});
        Source ss;
        ss.stem = "settings";
        ss.name = "defaults/settings";
        ss.rows = &settings;
        sources.push_back(std::move(ss));
        importSources(sources, false);
        setInfo("data_revision", "0");
        setInfo("defaults_revision", builtinDefaultsRevision());
        setInfo("created", tables::today());
    }
};

// ---- open -------------------------------------------------------------------

namespace {

using integrity::fileError;

void configure(SQLite::Database& db, int busy_timeout_ms) {
    db.exec(fmt::format("PRAGMA busy_timeout = {}", busy_timeout_ms));
    db.exec("PRAGMA foreign_keys = ON");
}

} // namespace

CatalogStore::CatalogStore(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
CatalogStore::CatalogStore(CatalogStore&&) noexcept = default;
CatalogStore& CatalogStore::operator=(CatalogStore&&) noexcept = default;
CatalogStore::~CatalogStore() = default;

CatalogStore CatalogStore::open(const fs::path& path) {
    return open(path, Options{});
}

CatalogStore CatalogStore::open(const fs::path& path, const Options& options) {
    const auto& migrations = options.migrations ? *options.migrations : builtinMigrations();
    const int latest = static_cast<int>(migrations.size());
    const int target = options.target_version < 0 ? latest : options.target_version;
    std::error_code ec;
    if (!fs::exists(path, ec)) {
        if (!options.create_if_missing)
            fileError(CatalogFileError::Reason::CannotOpen, path, "the file does not exist");
        if (path.has_parent_path())
            fs::create_directories(path.parent_path(), ec);
        // Build the new catalog under a temporary name, then rename it into place.
        const fs::path tmp = tempName(path, "creating");
        fs::remove(tmp, ec);
        try {
            Impl fresh(tmp, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
            configure(fresh.db, options.busy_timeout_ms);
            // A temporary file, renamed into place once complete: no journal syncs needed.
            fresh.db.exec("PRAGMA journal_mode = MEMORY");
            fresh.db.exec("PRAGMA synchronous = OFF");
            applyMigrations(fresh.db, migrations, target);
            if (options.seed_defaults && target == latest && !options.migrations)
                fresh.seedDefaults();
        } catch (const SQLite::Exception& e) {
            fs::remove(tmp, ec);
            throw InputError(fmt::format("cannot create the catalog {}: {}", path.string(), e.what()));
        } catch (...) {
            fs::remove(tmp, ec);
            throw;
        }
        // link() never replaces: when another process created the catalog meanwhile, its file wins
        // (replacing a file someone has open would split it from its -wal file).
        const int linked = ::link(tmp.c_str(), path.c_str());
        const int link_errno = errno;
        fs::remove(tmp, ec);
        if (linked != 0 && link_errno != EEXIST)
            throw InputError(fmt::format("cannot create the catalog {}: {}", path.string(),
                                         std::generic_category().message(link_errno)));
    }

    if (fs::is_directory(path, ec))
        throw CatalogFileError(
            CatalogFileError::Reason::CannotOpen, path,
            fmt::format("{} is a folder, not a catalog file: pass --db FILE", path.string()));
    const access::Mode mode = access::modeFor(path);
    std::unique_ptr<Impl> impl;
    try {
        // One thread per store: no SQLite mutex.
        impl = std::make_unique<Impl>(path, access::sqliteName(path, mode), access::sqliteFlags(mode));
    } catch (const SQLite::Exception& e) {
        fileError(CatalogFileError::Reason::CannotOpen, path, e.what());
    }
    impl->read_only = mode != access::Mode::ReadWrite;
    impl->busy_timeout_ms = options.busy_timeout_ms;
    impl->fully_checked = integrity::fullCheckOnOpen(path);
    impl->db.exec(fmt::format("PRAGMA busy_timeout = {}", options.busy_timeout_ms));
    const int version = integrity::checkExisting(impl->db, path, latest, impl->fully_checked);
    configure(impl->db, options.busy_timeout_ms);
    if (impl->read_only) {
        if (version < target)
            throw CatalogReadOnlyError(
                path, fmt::format("the catalog {} is read-only (this user may not write the file or its "
                                  "folder) and has schema version {}: this build reads version {}, and "
                                  "cannot upgrade it. Open it once as a user who may write it, or copy "
                                  "it to a folder of yours and pass --db COPY.",
                                  path.string(), version, target));
        return CatalogStore(std::move(impl));
    }
    locking::execRetrying(impl->db, path, options.busy_timeout_ms, "PRAGMA journal_mode = WAL");
    impl->db.exec("PRAGMA synchronous = NORMAL"); // WAL: durable at checkpoints, never corrupt
    wal::configure(impl->db);
    if (version < target) {
        if (!impl->fully_checked) {
            integrity::checkIntegrity(impl->db, path); // before the backup and the migration
            impl->fully_checked = true;
        }
        if (version > 0) {
            // Backup first: VACUUM INTO a temporary name, then rename.
            const fs::path backup = freeName(path, fmt::format("bak-v{}", version));
            const fs::path tmp = tempName(backup, "tmp");
            SQLite::Statement vacuum(impl->db, "VACUUM INTO ?");
            vacuum.bind(1, tmp.string());
            vacuum.exec();
            fs::rename(tmp, backup);
            impl->backup = backup;
        }
        applyMigrations(impl->db, migrations, target);
        if (version == 0 && options.seed_defaults && target == latest && !options.migrations)
            impl->seedDefaults();
        wal::truncate(impl->db, std::min(options.busy_timeout_ms, 2000), options.busy_timeout_ms);
    }
    return CatalogStore(std::move(impl));
}

const fs::path& CatalogStore::path() const {
    return impl_->path;
}
bool CatalogStore::readOnly() const {
    return impl_->read_only;
}
void CatalogStore::checkIntegrity() {
    integrity::checkIntegrity(impl_->db, impl_->path);
    impl_->fully_checked = true;
}
int CatalogStore::schemaVersion() const {
    return impl_->db.execAndGet("PRAGMA user_version").getInt();
}
int CatalogStore::latestSchemaVersion() {
    return static_cast<int>(builtinMigrations().size());
}
std::optional<fs::path> CatalogStore::migrationBackup() const {
    return impl_->backup;
}
std::int64_t CatalogStore::dataRevision() const {
    const std::string v = impl_->info("data_revision");
    return v.empty() ? 0 : std::stoll(v);
}
std::string CatalogStore::defaultsRevision() const {
    return impl_->info("defaults_revision");
}
std::string CatalogStore::builtinDefaultsRevision() {
    std::string r(embedded::seedFile("REVISION"));
    while (!r.empty() && (r.back() == '\n' || r.back() == '\r' || r.back() == ' '))
        r.pop_back();
    return r;
}

namespace {
template <typename T> std::vector<T> values(std::vector<Versioned<T>> rows) {
    std::vector<T> out;
    out.reserve(rows.size());
    for (auto& r : rows)
        out.push_back(std::move(r.value));
    return out;
}
} // namespace

Catalog CatalogStore::load() const {
    Catalog c;
    c.currencies = values(impl_->selectAll(tables::currencyTable()));
    c.rates = values(impl_->selectAll(tables::rateTable()));
    c.gpus = values(impl_->selectAll(tables::gpuTable()));
    c.interconnects = values(impl_->selectAll(tables::interconnectTable()));
    c.models = values(impl_->selectAll(tables::modelTable()));
    c.prices = values(impl_->selectAll(tables::priceTable()));
    c.offers = values(impl_->selectAll(tables::offerTable()));
    const std::string defaults = defaultsRevision();
    c.version = fmt::format("schema {}, defaults {}, edit {}", schemaVersion(),
                            defaults.empty() ? "none" : defaults, dataRevision());
    return c;
}

std::optional<Versioned<GpuSpec>> CatalogStore::findGpu(const std::string& id) const {
    return impl_->selectOne(tables::gpuTable(), id);
}
std::optional<Versioned<InterconnectSpec>> CatalogStore::findInterconnect(const std::string& id) const {
    return impl_->selectOne(tables::interconnectTable(), id);
}
std::optional<Versioned<GpuPrice>> CatalogStore::findPrice(std::int64_t id) const {
    return impl_->selectOne(tables::priceTable(), Value(id));
}
std::optional<Versioned<CloudOffer>> CatalogStore::findOffer(const std::string& id) const {
    return impl_->selectOne(tables::offerTable(), id);
}
std::optional<Versioned<CatalogModel>> CatalogStore::findModel(const std::string& id) const {
    return impl_->selectOne(tables::modelTable(), id);
}
std::optional<Versioned<ExchangeRate>> CatalogStore::findRate(const std::string& currency) const {
    return impl_->selectOne(tables::rateTable(), currency);
}

std::optional<Currency> CatalogStore::findCurrency(const std::string& code) const {
    auto row = impl_->selectOne(tables::currencyTable(), code);
    if (!row)
        return std::nullopt;
    return std::move(row->value);
}

std::vector<Versioned<GpuSpec>> CatalogStore::gpuRows() const {
    return impl_->selectAll(tables::gpuTable());
}
std::vector<Versioned<InterconnectSpec>> CatalogStore::interconnectRows() const {
    return impl_->selectAll(tables::interconnectTable());
}
std::vector<Versioned<GpuPrice>> CatalogStore::priceRows() const {
    return impl_->selectAll(tables::priceTable());
}
std::vector<Versioned<GpuPrice>> CatalogStore::priceRowsOf(const std::string& gpu_id) const {
    return impl_->selectWhere(tables::priceTable(), "gpu_id", gpu_id);
}
std::vector<Versioned<CloudOffer>> CatalogStore::offerRowsOf(const std::string& gpu_id) const {
    return impl_->selectWhere(tables::offerTable(), "gpu_id", gpu_id);
}
std::vector<Versioned<CloudOffer>> CatalogStore::offerRows() const {
    return impl_->selectAll(tables::offerTable());
}
std::vector<Versioned<CatalogModel>> CatalogStore::modelRows() const {
    return impl_->selectAll(tables::modelTable());
}
std::vector<Versioned<ExchangeRate>> CatalogStore::rateRows() const {
    return impl_->selectAll(tables::rateTable());
}

std::vector<std::string> CatalogStore::problemsToAdd(const GpuSpec& gpu) const {
    return impl_->problemsToAdd(tables::gpuTable(), gpu);
}
std::vector<std::string> CatalogStore::problemsToAdd(const InterconnectSpec& i) const {
    return impl_->problemsToAdd(tables::interconnectTable(), i);
}
std::vector<std::string> CatalogStore::problemsToAdd(const GpuPrice& price) const {
    GpuPrice p = price;
    p.id = 0; // add() ignores it
    return impl_->problemsToAdd(tables::priceTable(), p);
}
std::vector<std::string> CatalogStore::problemsToAdd(const CloudOffer& o) const {
    return impl_->problemsToAdd(tables::offerTable(), o);
}
std::vector<std::string> CatalogStore::problemsToAdd(const CatalogModel& m) const {
    return impl_->problemsToAdd(tables::modelTable(), m);
}
std::vector<std::string> CatalogStore::problemsToAdd(const Currency& currency,
                                                     const ExchangeRate& rate) const {
    auto problems = impl_->problemsToAdd(tables::currencyTable(), currency);
    // The rate's reference to the currency is only checked once the currency exists.
    for (auto& p : impl_->validate(tables::rateTable(), rate))
        if (p.find("must name a currency") == std::string::npos)
            problems.push_back(std::move(p));
    if (rate.currency != currency.code)
        problems.push_back(fmt::format("currency {} must be the code of the currency, {}",
                                       tables::describe(rate.currency), tables::describe(currency.code)));
    return problems;
}

std::vector<std::string> CatalogStore::allowedValues(const std::string& table, const std::string& column) {
    std::vector<std::string> out;
    auto look = [&](const auto& t) {
        if (t.file_stem == table)
            for (const auto& c : t.io_columns)
                if (c.name == column)
                    out = c.allowed;
    };
    look(tables::currencyTable());
    look(tables::rateTable());
    look(tables::gpuTable());
    look(tables::interconnectTable());
    look(tables::modelTable());
    look(tables::priceTable());
    look(tables::offerTable());
    return out;
}

void CatalogStore::add(const GpuSpec& gpu) {
    impl_->add(tables::gpuTable(), gpu);
}
void CatalogStore::add(const InterconnectSpec& i) {
    impl_->add(tables::interconnectTable(), i);
}
void CatalogStore::add(const CloudOffer& o) {
    impl_->add(tables::offerTable(), o);
}
void CatalogStore::add(const CatalogModel& m) {
    impl_->add(tables::modelTable(), m);
}
void CatalogStore::add(const Currency& c) {
    impl_->add(tables::currencyTable(), c);
}
std::int64_t CatalogStore::add(const GpuPrice& price) {
    GpuPrice p = price;
    p.id = 0;
    const auto& t = tables::priceTable();
    Impl::throwProblems(fmt::format("price of {}", tables::describe(p.gpu_id)), impl_->validate(t, p));
    Impl::WriteTxn txn(*impl_);
    const std::int64_t id = impl_->insertRow(t, p, true);
    txn.commit();
    return id;
}
void CatalogStore::update(const GpuSpec& g, std::int64_t rev) {
    impl_->update(tables::gpuTable(), g, rev);
}
void CatalogStore::update(const InterconnectSpec& i, std::int64_t rev) {
    impl_->update(tables::interconnectTable(), i, rev);
}
void CatalogStore::update(const GpuPrice& p, std::int64_t rev) {
    impl_->update(tables::priceTable(), p, rev);
}
void CatalogStore::update(const CloudOffer& o, std::int64_t rev) {
    impl_->update(tables::offerTable(), o, rev);
}
void CatalogStore::update(const CatalogModel& m, std::int64_t rev) {
    impl_->update(tables::modelTable(), m, rev);
}
void CatalogStore::deleteGpu(const std::string& id, std::int64_t rev) {
    impl_->remove(tables::gpuTable(), id, rev);
}
void CatalogStore::deleteInterconnect(const std::string& id, std::int64_t rev) {
    impl_->remove(tables::interconnectTable(), id, rev);
}
void CatalogStore::deletePrice(std::int64_t id, std::int64_t rev) {
    impl_->remove(tables::priceTable(), Value(id), rev);
}
void CatalogStore::deleteOffer(const std::string& id, std::int64_t rev) {
    impl_->remove(tables::offerTable(), id, rev);
}
void CatalogStore::deleteModel(const std::string& id, std::int64_t rev) {
    impl_->remove(tables::modelTable(), id, rev);
}

void CatalogStore::setRate(const ExchangeRate& rate) {
    const auto& t = tables::rateTable();
    Impl::throwProblems(where(t, rate.currency), impl_->validate(t, rate));
    Impl::WriteTxn txn(*impl_);
    if (impl_->updateRow(t, rate, std::nullopt) == 0)
        impl_->insertRow(t, rate);
    txn.commit();
}

void CatalogStore::add(const Currency& currency, const ExchangeRate& rate) {
    Impl::throwProblems(where(tables::currencyTable(), currency.code), problemsToAdd(currency, rate));
    Impl::WriteTxn txn(*impl_);
    impl_->insertRow(tables::currencyTable(), currency);
    impl_->insertRow(tables::rateTable(), rate);
    txn.commit();
}

void CatalogStore::update(const Currency& currency, const ExchangeRate& rate,
                          std::int64_t expected_rate_revision) {
    const auto& ct = tables::currencyTable();
    const auto& rt = tables::rateTable();
    auto problems = impl_->validate(ct, currency);
    for (auto& p : impl_->validate(rt, rate))
        problems.push_back(std::move(p));
    if (rate.currency != currency.code)
        problems.push_back(fmt::format("currency {} must be the code of the currency, {}",
                                       tables::describe(rate.currency), tables::describe(currency.code)));
    Impl::throwProblems(where(ct, currency.code), problems);
    Impl::WriteTxn txn(*impl_);
    if (impl_->updateRow(ct, currency, std::nullopt) != 1)
        throw ConflictError(fmt::format("{} no longer exists: someone deleted it since you read it",
                                        where(ct, currency.code)));
    if (expected_rate_revision == 0) {
        if (impl_->exists(rt.sql_name, rt.key, rate.currency))
            impl_->throwConflict(rt, rate.currency, 0);
        impl_->insertRow(rt, rate);
    } else if (impl_->updateRow(rt, rate, expected_rate_revision) != 1) {
        impl_->throwConflict(rt, rate.currency, expected_rate_revision);
    }
    txn.commit();
}

void CatalogStore::deleteCurrency(const std::string& code, std::int64_t expected_rate_revision) {
    const auto& ct = tables::currencyTable();
    const auto& rt = tables::rateTable();
    if (code == "EUR")
        throw InputError(
            "currency 'EUR' is the reference currency of the exchange rates; it cannot be deleted");
    Impl::WriteTxn txn(*impl_);
    impl_->refuseWhileUsed(where(ct, code), "currency", code);
    if (expected_rate_revision != 0) {
        SQLite::Statement st(impl_->db, "DELETE FROM exchange_rates WHERE currency = ? AND revision = ?");
        st.bind(1, code);
        st.bind(2, static_cast<std::int64_t>(expected_rate_revision));
        if (st.exec() != 1)
            impl_->throwConflict(rt, code, expected_rate_revision);
    } else if (impl_->exists(rt.sql_name, rt.key, code)) {
        impl_->throwConflict(rt, code, 0);
    }
    SQLite::Statement st(impl_->db, "DELETE FROM currencies WHERE code = ?");
    st.bind(1, code);
    if (st.exec() != 1)
        throw ConflictError(
            fmt::format("{} no longer exists: someone deleted it since you read it", where(ct, code)));
    txn.commit();
}

std::optional<std::string> CatalogStore::setting(const std::string& key) const {
    auto row = impl_->selectOne(tables::settingTable(), key);
    if (!row)
        return std::nullopt;
    return row->value.value;
}

void CatalogStore::setSetting(const std::string& key, const std::string& value) {
    const auto& t = tables::settingTable();
    const tables::SettingRow row{key, value};
    Impl::throwProblems(where(t, key), impl_->validate(t, row));
    Impl::WriteTxn txn(*impl_);
    if (impl_->updateRow(t, row, std::nullopt) == 0)
        impl_->insertRow(t, row);
    txn.commit();
}

std::vector<std::string> CatalogStore::tableFileStems() {
    return {"currencies",    "exchange_rates", "settings", "gpus",
            "interconnects", "models",         "prices",   "cloud_offers"};
}

ImportReport CatalogStore::importPath(const fs::path& path, bool dry_run) {
    std::error_code ec;
    const auto stems = tableFileStems();
    std::vector<Impl::Source> sources;
    std::vector<std::unique_ptr<nlohmann::json>> documents;
    std::vector<std::string> errors;
    auto addJson = [&](const fs::path& file) {
        const std::string name = file.filename().string();
        auto doc = std::make_unique<nlohmann::json>();
        try {
            *doc = parseBoundedJson(readBoundedFile(file, limits::kMaxCatalogImportBytes, name), name,
                                    limits::kMaxCatalogImportBytes);
        } catch (const InputError& e) {
            errors.push_back(e.what());
            return;
        }
        if (!doc->is_object()) {
            errors.push_back(fmt::format("{}: not a JSON object (a catalog export)", name));
            return;
        }
        const auto format = doc->find("format");
        if (format == doc->end() || *format != kFormatName) {
            errors.push_back(fmt::format("{}: field 'format' must be \"{}\"", name, kFormatName));
            return;
        }
        for (const auto& [key, value] : doc->items()) {
            if (key == "format" || key == "format_version" || key == "schema_version" ||
                key == "data_revision" || key == "defaults_revision")
                continue;
            if (std::find(stems.begin(), stems.end(), key) == stems.end()) {
                errors.push_back(fmt::format("{}: unknown table '{}'", name, key));
                continue;
            }
            Impl::Source s;
            s.name = name;
            s.stem = key;
            s.rows = &value;
            sources.push_back(std::move(s));
        }
        documents.push_back(std::move(doc));
    };
    auto addCsv = [&](const fs::path& file) {
        const std::string stem = file.stem().string();
        if (std::find(stems.begin(), stems.end(), stem) == stems.end()) {
            errors.push_back(fmt::format("{}: not a catalog table file (expected one of {}.csv)",
                                         file.filename().string(), fmt::join(stems, ".csv, ")));
            return;
        }
        Impl::Source s;
        s.name = file.filename().string();
        s.stem = stem;
        s.text = readBoundedFile(file, limits::kMaxCatalogImportBytes, s.name);
        sources.push_back(std::move(s));
    };
    if (fs::is_directory(path, ec)) {
        std::vector<fs::path> files;
        for (const auto& entry : fs::directory_iterator(path))
            if (entry.is_regular_file() &&
                (entry.path().extension() == ".csv" || entry.path().extension() == ".json"))
                files.push_back(entry.path());
        std::sort(files.begin(), files.end());
        for (const auto& f : files)
            f.extension() == ".csv" ? addCsv(f) : addJson(f);
        if (files.empty())
            throw InputError(fmt::format(
                "{}: no catalog files here (gpus.csv, prices.csv, ..., catalog.json)", path.string()));
    } else if (fs::exists(path, ec)) {
        if (path.extension() == ".csv")
            addCsv(path);
        else if (path.extension() == ".json")
            addJson(path);
        else
            throw InputError(fmt::format("{}: a catalog import is a .csv or .json file, or a folder of them",
                                         path.string()));
    } else {
        throw InputError(fmt::format("{}: no such file or folder", path.string()));
    }
    if (!errors.empty())
        throw ImportError(std::move(errors));
    return impl_->importSources(sources, dry_run);
}

namespace {

template <typename T> std::string csvOf(const Table<T>& t, const std::vector<Versioned<T>>& rows) {
    std::vector<std::string> header;
    for (const auto& c : t.io_columns)
        header.push_back(c.name);
    std::string out = formatCsvRecord(header);
    std::vector<std::string> cells;
    for (const auto& r : rows) {
        cells.clear();
        for (const auto& c : t.io_columns)
            cells.push_back(escapeSpreadsheetCell(tables::toText(c.get(r.value), c.kind)));
        out += formatCsvRecord(cells);
    }
    return out;
}

template <typename T> nlohmann::json jsonOf(const Table<T>& t, const std::vector<Versioned<T>>& rows) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& r : rows)
        out.push_back(tables::rowToJson(t, r.value));
    return out;
}

} // namespace

std::vector<fs::path> CatalogStore::exportTo(const fs::path& dir, ExportFormat format) const {
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (!fs::is_directory(dir))
        throw InputError(fmt::format("cannot create the folder {}", dir.string()));
    // Every file is checked before the first is written: a refused export writes nothing.
    const ProtectedInputs protect{path(), {}};
    if (format == ExportFormat::Csv) {
        for (const auto& stem : tableFileStems())
            checkOutputPath(dir / (stem + ".csv"), OutputKind::Csv, protect);
    } else {
        checkOutputPath(dir / "catalog.json", OutputKind::Json, protect);
    }
    std::vector<fs::path> written;
    const auto& i = *impl_;
    if (format == ExportFormat::Csv) {
        auto put = [&](const std::string& stem, const std::string& content) {
            const fs::path f = dir / (stem + ".csv");
            writeFileAtomically(f, content);
            written.push_back(f);
        };
        put("currencies", csvOf(tables::currencyTable(), i.selectAll(tables::currencyTable())));
        put("exchange_rates", csvOf(tables::rateTable(), i.selectAll(tables::rateTable())));
        put("settings", csvOf(tables::settingTable(), i.selectAll(tables::settingTable())));
        put("gpus", csvOf(tables::gpuTable(), i.selectAll(tables::gpuTable())));
        put("interconnects", csvOf(tables::interconnectTable(), i.selectAll(tables::interconnectTable())));
        put("models", csvOf(tables::modelTable(), i.selectAll(tables::modelTable())));
        put("prices", csvOf(tables::priceTable(), i.selectAll(tables::priceTable())));
        put("cloud_offers", csvOf(tables::offerTable(), i.selectAll(tables::offerTable())));
    } else {
        nlohmann::json doc = nlohmann::json::object();
        doc["format"] = kFormatName;
        doc["format_version"] = kFormatVersion;
        doc["schema_version"] = schemaVersion();
        doc["data_revision"] = dataRevision();
        doc["defaults_revision"] = defaultsRevision();
        doc["currencies"] = jsonOf(tables::currencyTable(), i.selectAll(tables::currencyTable()));
        doc["exchange_rates"] = jsonOf(tables::rateTable(), i.selectAll(tables::rateTable()));
        doc["settings"] = jsonOf(tables::settingTable(), i.selectAll(tables::settingTable()));
        doc["gpus"] = jsonOf(tables::gpuTable(), i.selectAll(tables::gpuTable()));
        doc["interconnects"] = jsonOf(tables::interconnectTable(), i.selectAll(tables::interconnectTable()));
        doc["models"] = jsonOf(tables::modelTable(), i.selectAll(tables::modelTable()));
        doc["prices"] = jsonOf(tables::priceTable(), i.selectAll(tables::priceTable()));
        doc["cloud_offers"] = jsonOf(tables::offerTable(), i.selectAll(tables::offerTable()));
        const fs::path f = dir / "catalog.json";
        writeFileAtomically(f, doc.dump(2) + "\n");
        written.push_back(f);
    }
    return written;
}

// ---- recovery ---------------------------------------------------------------

std::vector<fs::path> CatalogStore::backups(const fs::path& path) {
    std::vector<std::pair<fs::file_time_type, fs::path>> found;
    std::error_code ec;
    const fs::path dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
    const std::string prefix = path.filename().string() + ".bak-";
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        if (!entry.is_regular_file() || name.rfind(prefix, 0) != 0)
            continue;
        if (name.ends_with("-wal") || name.ends_with("-shm") || name.find(".tmp-") != std::string::npos)
            continue;
        found.emplace_back(entry.last_write_time(), entry.path());
    }
    std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : a.second > b.second;
    });
    std::vector<fs::path> out;
    for (auto& f : found)
        out.push_back(std::move(f.second));
    return out;
}

namespace {

// Whether the store can open this file as it is (without creating or changing it).
bool opensCleanly(const fs::path& path) {
    try {
        SQLite::Database db(path.string(), SQLite::OPEN_READONLY);
        integrity::checkExisting(db, path, CatalogStore::latestSchemaVersion(), true);
        return true;
    } catch (const std::exception&) {
        return false;
    }
}

fs::path moveAside(const fs::path& path) {
    std::error_code ec;
    if (!fs::exists(path, ec))
        return {};
    const fs::path aside = freeName(path, opensCleanly(path) ? "bak-replaced" : "damaged");
    moveWithCompanions(path, aside);
    return aside;
}

} // namespace

RecoveryResult CatalogStore::restoreLatestBackup(const fs::path& path) {
    integrity::refuseToMoveAside(path);
    for (const auto& backup : backups(path)) {
        if (!opensCleanly(backup))
            continue;
        RecoveryResult result;
        result.restored_from = backup;
        const fs::path tmp = tempName(path, "restoring");
        fs::copy_file(backup, tmp, fs::copy_options::overwrite_existing);
        result.moved_aside = moveAside(path);
        fs::rename(tmp, path);
        open(path); // migrates it when it is older
        return result;
    }
    throw InputError(fmt::format("no usable backup of {} (backups are named {}.bak-*)", path.string(),
                                 path.filename().string()));
}

RecoveryResult CatalogStore::resetToDefaults(const fs::path& path) {
    integrity::refuseToMoveAside(path);
    RecoveryResult result;
    result.moved_aside = moveAside(path);
    open(path);
    return result;
}

} // namespace gpuplan

namespace gpuplan::embedded {

std::string_view seedFile(std::string_view name) {
    for (const auto& f : seedFiles())
        if (f.name == name)
            return f.data;
    throw std::logic_error(fmt::format("this build has no default catalog file '{}'", name));
}

} // namespace gpuplan::embedded
