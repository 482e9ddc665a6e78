// Importing into the catalog: CSV files and catalog.json read, every row checked,
// then added or replaced in one transaction (all or nothing).
#include "database/CatalogStoreImpl.h"

#include "core/base/BoundedRead.h"
#include "core/base/Limits.h"
#include "database/Csv.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

namespace gpuplan {

namespace fs = std::filesystem;
using tables::Column;
using tables::Table;
using tables::Value;

ImportError::ImportError(std::vector<std::string> errors)
    : InputError(fmt::format("import refused, nothing was changed ({} problem{}):\n  {}", errors.size(),
                             errors.size() == 1 ? "" : "s", fmt::join(errors, "\n  "))),
      errors_(std::move(errors)) {}

namespace {

// One file giving the same id twice: which of its rows is meant is unknown, so it is refused
// ("gpus.csv line 9: id 'rtx-4090' appears twice in this file (first at gpus.csv line 3)").
template <typename T>
void refuseRepeatedKey(const Table<T>& t, const T& row, const std::string& at,
                       std::map<std::string, std::string>& first_at, std::vector<std::string>& problems) {
    const Value key = sql::keyOf(t, row);
    if (t.integer_key && std::get<std::int64_t>(key) == 0)
        return; // a new price without an id
    const auto [it, inserted] = first_at.emplace(tables::describe(key), at);
    if (!inserted)
        problems.push_back(fmt::format("{} {} appears twice in this file (first at {})", t.key,
                                       tables::describe(key), it->second));
}

// One row as the file gives it: where it is, the columns it names with their values, and the
// problems found in it so far.
template <typename T> struct RawRow {
    std::string at;
    std::vector<const Column<T>*> cols;
    std::vector<Value> values;
    std::vector<std::string> problems;
};

template <typename T> const Column<T>* findColumn(const Table<T>& t, const std::string& name) {
    for (const auto& c : t.io_columns)
        if (c.name == name)
            return &c;
    return nullptr;
}

// The columns of a CSV file's header, in its order; nullopt (the problems in `errors`) when it
// names an unknown column, names one twice or lacks the key.
template <typename T>
std::optional<std::vector<const Column<T>*>> csvHeader(const Table<T>& t, const CsvRecord& first,
                                                       const std::string& file,
                                                       std::vector<std::string>& errors) {
    std::vector<std::string> known;
    for (const auto& c : t.io_columns)
        known.push_back(c.name);
    std::vector<const Column<T>*> header;
    bool header_ok = true;
    std::set<std::string> seen;
    for (const auto& h : first.fields) {
        const auto* c = findColumn(t, h);
        if (!c) {
            errors.push_back(fmt::format("{} line {}: unknown column '{}' (known: {})", file, first.line, h,
                                         fmt::join(known, ", ")));
            header_ok = false;
        } else if (!seen.insert(h).second) {
            errors.push_back(fmt::format("{} line {}: column '{}' appears twice", file, first.line, h));
            header_ok = false;
        }
        header.push_back(c);
    }
    if (!seen.count(t.key) && !t.integer_key) {
        errors.push_back(fmt::format("{} line {}: the header has no '{}' column", file, first.line, t.key));
        header_ok = false;
    }
    if (!header_ok)
        return std::nullopt;
    return header;
}

// The rows of a CSV file; none when the file or its header is refused (`errors` says why), and a
// row of the wrong number of fields left out (`errors` too).
template <typename T>
std::vector<RawRow<T>> readCsvRows(const Table<T>& t, const CatalogStore::Impl::Source& src,
                                   std::vector<std::string>& errors) {
    std::vector<CsvRecord> records;
    try {
        records = parseCsv(src.text, src.name);
    } catch (const InputError& e) {
        errors.push_back(e.what());
        return {};
    }
    if (records.empty()) {
        errors.push_back(fmt::format("{}: empty file (a header row is needed)", src.name));
        return {};
    }
    const auto header = csvHeader(t, records.front(), src.name, errors);
    if (!header)
        return {};
    std::vector<RawRow<T>> raws;
    for (std::size_t r = 1; r < records.size(); ++r) {
        const auto& rec = records[r];
        RawRow<T> raw;
        raw.at = fmt::format("{} line {}", src.name, rec.line);
        if (rec.fields.size() != header->size()) {
            errors.push_back(
                fmt::format("{}: {} field(s), the header has {}", raw.at, rec.fields.size(), header->size()));
            continue;
        }
        for (std::size_t k = 0; k < header->size(); ++k) {
            const Column<T>& column = *(*header)[k];
            std::string problem;
            // Only the export's quoted '=x is an escape; a hand-typed '=x stays.
            const std::string cell = rec.quoted[k] ? unescapeSpreadsheetCell(rec.fields[k]) : rec.fields[k];
            Value v = tables::fromText(cell, column.kind, column.nullable, problem);
            if (!problem.empty())
                raw.problems.push_back(fmt::format("{} {}, got '{}'", column.name, problem, cell));
            raw.cols.push_back(&column);
            raw.values.push_back(std::move(v));
        }
        raws.push_back(std::move(raw));
    }
    return raws;
}

// The rows of a catalog.json's table; none when it is not a list (`errors` says why), and an
// item that is not an object left out (`errors` too).
template <typename T>
std::vector<RawRow<T>> readJsonRows(const Table<T>& t, const CatalogStore::Impl::Source& src,
                                    std::vector<std::string>& errors) {
    if (!src.rows->is_array()) {
        errors.push_back(fmt::format("{}: '{}' must be a list of objects", src.name, t.file_stem));
        return {};
    }
    std::vector<RawRow<T>> raws;
    std::size_t index = 0;
    for (const auto& obj : *src.rows) {
        RawRow<T> raw;
        raw.at = fmt::format("{} {}[{}]", src.name, t.file_stem, index++);
        if (!obj.is_object()) {
            errors.push_back(fmt::format("{}: must be an object", raw.at));
            continue;
        }
        for (const auto& [k, jv] : obj.items()) {
            const auto* c = findColumn(t, k);
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
    return raws;
}

// The row a file's row describes: the columns it gives set, the others at their defaults, then
// completed by the table (t.finish).
template <typename T> T rowOf(const Table<T>& t, const RawRow<T>& raw) {
    T row{};
    std::vector<std::string> names;
    for (std::size_t k = 0; k < raw.cols.size(); ++k) {
        raw.cols[k]->set(row, raw.values[k]);
        names.push_back(raw.cols[k]->name);
    }
    if (t.finish)
        t.finish(row, names, raw.values);
    return row;
}

// Adds to raw.problems what the catalog refuses in `row`: a key the file gave before, a value out
// of its column's bounds, the table's own rules, a reference to nothing. Columns absent from the
// file keep their defaults, but are still checked.
template <typename T>
void checkRow(const CatalogStore::Impl& store, const Table<T>& t, const T& row, RawRow<T>& raw,
              std::map<std::string, std::string>& first_at) {
    refuseRepeatedKey(t, row, raw.at, first_at, raw.problems);
    if (!raw.problems.empty())
        return;
    std::vector<const Column<T>*> cols;
    std::vector<Value> values;
    for (const auto& c : t.io_columns) {
        const auto it = std::find(raw.cols.begin(), raw.cols.end(), &c);
        cols.push_back(&c);
        values.push_back(it != raw.cols.end() ? raw.values[static_cast<std::size_t>(it - raw.cols.begin())]
                                              : c.get(row));
    }
    sql::checkValues(t, cols, values, raw.problems);
    if (raw.problems.empty() && t.validate)
        t.validate(row, raw.problems);
    if (raw.problems.empty())
        store.checkReferences(t, row, raw.problems);
}

// Adds the row, or replaces the row of its key when it differs, and counts which it did.
template <typename T>
void addOrReplace(CatalogStore::Impl& store, const Table<T>& t, const T& row, ImportCount& count) {
    const Value key = sql::keyOf(t, row);
    const bool auto_key = t.integer_key && std::get<std::int64_t>(key) == 0;
    const auto existing = auto_key ? std::nullopt : store.selectOne(t, key);
    if (!existing) {
        store.insertRow(t, row, auto_key);
        ++count.added;
    } else if (existing->value == row) {
        ++count.unchanged;
    } else {
        store.updateRow(t, row, std::nullopt);
        ++count.updated;
    }
}

} // namespace

template <typename T>
void CatalogStore::Impl::importTable(const Table<T>& t, const std::vector<Source>& sources,
                                     ImportReport& report, std::vector<std::string>& errors) {
    ImportCount count;
    count.table = t.file_stem;
    bool any = false;
    for (const auto& src : sources) {
        if (src.stem != t.file_stem)
            continue;
        any = true;
        std::vector<RawRow<T>> raws =
            src.rows == nullptr ? readCsvRows(t, src, errors) : readJsonRows(t, src, errors);
        std::map<std::string, std::string> first_at; // key -> where the file first gives it
        for (auto& raw : raws) {
            const T row = rowOf(t, raw);
            checkRow(*this, t, row, raw, first_at);
            if (!raw.problems.empty()) {
                for (const auto& p : raw.problems)
                    errors.push_back(fmt::format("{}: {}", raw.at, p));
                continue;
            }
            try {
                addOrReplace(*this, t, row, count);
            } catch (const InputError& e) {
                errors.push_back(fmt::format("{}: {}", raw.at, e.what()));
            }
        }
    }
    if (any)
        report.tables.push_back(count);
}

ImportReport CatalogStore::Impl::importSources(const std::vector<Source>& sources, bool dry_run,
                                               const char* what) {
    ImportReport report;
    for (const auto& s : sources)
        if (std::find(report.files.begin(), report.files.end(), s.name) == report.files.end())
            report.files.push_back(s.name);
    std::vector<std::string> errors;
    if (read_only)
        locking::throwReadOnly(path);
    if (!dry_run) {
        if (!fully_checked) {
            integrity::checkIntegrity(db, path); // a large file: checked before a bulk write
            fully_checked = true;
        }
        if (what)
            backupBeforeBulkChange(what);
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
    importTable(tables::systemTable(), sources, report, errors);
    importTable(tables::apiPriceTable(), sources, report, errors);
    importTable(tables::benchmarkRunTable(), sources, report, errors);
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

std::vector<std::string> CatalogStore::tableFileStems() {
    return {"currencies", "exchange_rates", "settings", "gpus",       "interconnects", "models",
            "prices",     "cloud_offers",   "systems",  "api_prices", "benchmark_runs"};
}

namespace {

// What an import has read: the table files (CSV text or a catalog.json's tables) and the
// problems found before a row is looked at; the JSON documents the sources point into.
struct ImportFiles {
    std::vector<std::string> stems = CatalogStore::tableFileStems();
    std::vector<CatalogStore::Impl::Source> sources;
    std::vector<std::unique_ptr<nlohmann::json>> documents;
    std::vector<std::string> errors;

    // A catalog.json: every table it holds, after its format and version are checked.
    void addJson(const fs::path& file) {
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
        if (format == doc->end() || *format != kCatalogFormatName) {
            errors.push_back(fmt::format("{}: field 'format' must be \"{}\"", name, kCatalogFormatName));
            return;
        }
        // A later format may mean other things by the same fields: refused, not guessed at.
        const auto version = doc->find("format_version");
        if (version != doc->end() &&
            !(version->is_number_integer() && *version >= 1 && *version <= kCatalogFormatVersion)) {
            errors.push_back(
                fmt::format("{}: format_version {} is not one this version of GPU Planner reads "
                            "(1 to {}): export it again with this version, or update GPU Planner",
                            name, shortJson(*version), kCatalogFormatVersion));
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
            CatalogStore::Impl::Source s;
            s.name = name;
            s.stem = key;
            s.rows = &value;
            sources.push_back(std::move(s));
        }
        documents.push_back(std::move(doc));
    }

    // One table's CSV file, named after its table.
    void addCsv(const fs::path& file) {
        const std::string stem = file.stem().string();
        if (std::find(stems.begin(), stems.end(), stem) == stems.end()) {
            errors.push_back(fmt::format("{}: not a catalog table file (expected one of {}.csv)",
                                         file.filename().string(), fmt::join(stems, ".csv, ")));
            return;
        }
        CatalogStore::Impl::Source s;
        s.name = file.filename().string();
        s.stem = stem;
        s.text = readBoundedFile(file, limits::kMaxCatalogImportBytes, s.name);
        sources.push_back(std::move(s));
    }

    void add(const fs::path& file) { file.extension() == ".csv" ? addCsv(file) : addJson(file); }
};

// The .csv and .json files of a folder, sorted; InputError when it cannot be read or has none.
std::vector<fs::path> importFilesIn(const fs::path& dir) {
    std::error_code ec;
    std::vector<fs::path> files;
    // Without exceptions: a folder this user may not read is an input error, named.
    fs::directory_iterator it(dir, ec);
    for (; !ec && it != fs::directory_iterator(); it.increment(ec)) {
        std::error_code kind;
        if (it->is_regular_file(kind) &&
            (it->path().extension() == ".csv" || it->path().extension() == ".json"))
            files.push_back(it->path());
    }
    if (ec)
        throw InputError(fmt::format("{}: cannot read this folder: {}", dir.string(), ec.message()));
    if (files.empty())
        throw InputError(
            fmt::format("{}: no catalog files here (gpus.csv, prices.csv, ..., catalog.json)", dir.string()));
    std::sort(files.begin(), files.end());
    return files;
}

} // namespace

ImportReport CatalogStore::importPath(const fs::path& path, bool dry_run) {
    std::error_code ec;
    ImportFiles in;
    if (fs::is_directory(path, ec)) {
        for (const auto& f : importFilesIn(path))
            in.add(f);
    } else if (fs::exists(path, ec)) {
        if (path.extension() != ".csv" && path.extension() != ".json")
            throw InputError(fmt::format("{}: a catalog import is a .csv or .json file, or a folder of them",
                                         path.string()));
        in.add(path);
    } else {
        throw InputError(fmt::format("{}: no such file or folder", path.string()));
    }
    if (!in.errors.empty())
        throw ImportError(std::move(in.errors));
    return impl().importSources(in.sources, dry_run);
}
} // namespace gpuplan
