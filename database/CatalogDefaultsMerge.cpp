// Taking the rows a newer build's built-in defaults add, without losing the user's edits: the
// file's rows are compared with the built-in ones table by table, by id (a price, whose id is a
// number of each file: by the same id of the same GPU, else by what it says: GPU, amount,
// currency, date, condition, source), and only the rows the file lacks are imported, in one
// transaction, the prices under new ids. A row the user never edited (revision 1) whose only
// differences are cells it leaves empty, the columns a newer schema added, gets those cells.
#include "database/CatalogStoreImpl.h"

#include "database/CatalogFiles.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cstdint>
#include <filesystem>
#include <map>
#include <system_error>

namespace gpuplan {

namespace fs = std::filesystem;

int DefaultsMerge::added() const {
    int n = 0;
    for (const auto& t : tables)
        n += t.added;
    return n;
}

int DefaultsMerge::differing() const {
    int n = 0;
    for (const auto& t : tables)
        n += t.updated;
    return n;
}

namespace {

// The key a row is matched by, and how it is named in the list of added rows.
std::string keyOf(const std::string& table, const nlohmann::json& row) {
    auto text = [&](const char* k) {
        const auto it = row.find(k);
        if (it == row.end() || it->is_null())
            return std::string();
        return it->is_string() ? it->get<std::string>() : it->dump();
    };
    if (table == "prices")
        return fmt::format("{}, {} {}, {}, {}, {}", text("gpu_id"), text("amount"), text("currency"),
                           text("date"), text("condition"), text("source"));
    if (table == "currencies")
        return text("code");
    if (table == "exchange_rates")
        return text("currency");
    return text("id");
}

// A price without its id: the file gives it one.
nlohmann::json withoutId(const std::string& table, nlohmann::json row) {
    if (table == "prices")
        row.erase("id");
    return row;
}

bool emptyCell(const nlohmann::json& v) {
    return v.is_null() || (v.is_string() && v.get<std::string>().empty());
}

// The built-in row's cells that `mine` leaves empty, when those are its only differences from it
// (the others equal); empty when it differs otherwise or not at all.
std::vector<std::string> fillableCells(const std::string& table, const nlohmann::json& mine,
                                       const nlohmann::json& builtin) {
    std::vector<std::string> cells;
    for (const auto& [k, v] : builtin.items()) {
        if (table == "prices" && k == "id")
            continue;
        const auto it = mine.find(k);
        const nlohmann::json none;
        const nlohmann::json& have = it == mine.end() ? none : *it;
        if (have == v)
            continue;
        if (!emptyCell(have) || emptyCell(v))
            return {};
        cells.push_back(k);
    }
    return cells;
}

// Each table's row revisions in the order of its rows (CatalogStore::Impl::Revisions).
using Revisions = std::map<std::string, std::vector<std::int64_t>>;

// Compares the file's tables with the built-in ones; `rows` receives the rows to add or fill, per
// table.
DefaultsMerge compare(const nlohmann::json& file, const Revisions& revisions, const nlohmann::json& builtin,
                      nlohmann::json& rows) {
    DefaultsMerge m;
    m.revision = CatalogStore::builtinDefaultsRevision();
    rows = nlohmann::json::object();
    for (const std::string& table : CatalogStore::tableFileStems()) {
        if (table == "settings")
            continue; // the user's preferences, not data
        ImportCount count;
        count.table = table;
        std::map<std::string, const nlohmann::json*> have;
        std::map<std::string, const nlohmann::json*> price_by_id; // "id gpu": the same row, maybe edited
        std::map<const nlohmann::json*, std::int64_t> revision_of;
        const auto revs = revisions.find(table);
        std::size_t index = 0;
        for (const auto& r : file.at(table)) {
            if (revs != revisions.end() && index < revs->second.size())
                revision_of.emplace(&r, revs->second[index]);
            ++index;
            have.emplace(keyOf(table, r), &r);
            if (table == "prices")
                price_by_id.emplace(r.at("id").dump() + " " + r.value("gpu_id", ""), &r);
        }
        nlohmann::json add = nlohmann::json::array();
        for (const auto& r : builtin.at(table)) {
            const std::string key = keyOf(table, r);
            auto it = have.find(key);
            if (it == have.end() && table == "prices") {
                // A built-in price keeps its id in a file seeded with it: the same id of the same GPU
                // is that row, edited. The same id of another GPU is the user's own price.
                const auto same = price_by_id.find(r.at("id").dump() + " " + r.value("gpu_id", ""));
                if (same != price_by_id.end())
                    it = have.find(keyOf(table, *same->second));
            }
            if (it == have.end()) {
                ++count.added;
                add.push_back(withoutId(table, r));
                m.added_rows.push_back(fmt::format("{}: {}", table, key));
            } else if (withoutId(table, *it->second) != withoutId(table, r)) {
                const auto rev = revision_of.find(it->second);
                const std::vector<std::string> cells = rev != revision_of.end() && rev->second == 1
                                                           ? fillableCells(table, *it->second, r)
                                                           : std::vector<std::string>{};
                if (cells.empty()) {
                    ++count.updated;
                } else {
                    nlohmann::json filled = *it->second; // the file's row (a price keeps its id)
                    for (const auto& k : cells)
                        filled[k] = r.at(k);
                    add.push_back(std::move(filled));
                    m.filled_rows.push_back(fmt::format("{}: {} ({})", table, key, fmt::join(cells, ", ")));
                    ++count.unchanged;
                }
            } else {
                ++count.unchanged;
            }
        }
        if (!add.empty())
            rows[table] = std::move(add);
        m.tables.push_back(count);
    }
    return m;
}

} // namespace

const nlohmann::json& CatalogStore::builtinTables() {
    // The defaults are this build's: they cannot change while it runs.
    static const nlohmann::json tables = [] {
        const fs::path dir = files::tempName(fs::temp_directory_path() / "gpu-planner", "defaults");
        fs::create_directories(dir);
        auto remove = [&] {
            std::error_code ec;
            fs::remove_all(dir, ec);
        };
        nlohmann::json doc;
        try {
            doc = CatalogStore::open(dir / "defaults.sqlite").impl().tablesAsJson();
        } catch (...) {
            remove();
            throw;
        }
        remove();
        return doc;
    }();
    return tables;
}

DefaultsMerge CatalogStore::newDefaults() const {
    nlohmann::json rows;
    Revisions revisions;
    const nlohmann::json file = impl().tablesAsJson(&revisions);
    return compare(file, revisions, builtinTables(), rows);
}

DefaultsMerge CatalogStore::addNewDefaults() {
    if (impl().read_only)
        locking::throwReadOnly(impl().path);
    nlohmann::json rows;
    Revisions revisions;
    const nlohmann::json file = impl().tablesAsJson(&revisions);
    DefaultsMerge m = compare(file, revisions, builtinTables(), rows);
    std::vector<Impl::Source> sources;
    for (const auto& [table, list] : rows.items()) {
        Impl::Source s;
        s.stem = table;
        s.name = fmt::format("built-in defaults {}", m.revision);
        s.rows = &list;
        sources.push_back(std::move(s));
    }
    if (!sources.empty())
        impl().importSources(sources, false, "defaults");
    impl().setInfo("defaults_revision", m.revision);
    m.applied = true;
    return m;
}

} // namespace gpuplan
