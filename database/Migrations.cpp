#include "database/Migrations.h"

#include "database/EmbeddedData.h"

#include <SQLiteCpp/Database.h>
#include <fmt/format.h>

#include <stdexcept>

namespace gpuplan {

const std::vector<Migration>& builtinMigrations() {
    static const std::vector<Migration> migrations = [] {
        std::vector<Migration> out;
        for (const auto& f : embedded::schemaFiles()) {
            const int version = std::stoi(std::string(f.name.substr(0, 4)));
            if (version != static_cast<int>(out.size()) + 1)
                throw std::logic_error(fmt::format("schema file {} is out of sequence", f.name));
            out.push_back({version, std::string(f.name), std::string(f.data)});
        }
        return out;
    }();
    return migrations;
}

void applyMigrations(SQLite::Database& db, const std::vector<Migration>& migrations, int target) {
    // Read the version inside the write transaction: another process may have migrated meanwhile.
    db.exec("BEGIN IMMEDIATE");
    const int from = db.execAndGet("PRAGMA user_version").getInt();
    if (from >= target) {
        db.exec("ROLLBACK");
        return;
    }
    const Migration* current = nullptr;
    try {
        for (const auto& m : migrations) {
            if (m.version <= from || m.version > target)
                continue;
            current = &m;
            db.exec(m.sql);
            db.exec(fmt::format("PRAGMA user_version = {}", m.version));
        }
        if (db.execAndGet("PRAGMA user_version").getInt() != target)
            throw std::runtime_error(fmt::format("no migration reaches schema version {}", target));
        db.exec("COMMIT");
    } catch (const std::exception& e) {
        try {
            db.exec("ROLLBACK");
        } catch (const std::exception&) {
        }
        throw std::runtime_error(fmt::format("schema migration {} failed: {}; the catalog was left at schema "
                                             "version {}",
                                             current ? current->name : std::string("(none)"), e.what(),
                                             from));
    }
}

} // namespace gpuplan
