#pragma once

// Internal to gpuplan_database: the numbered schema migrations
// (database/schema/NNNN_name.sql, built into the binary).

#include <string>
#include <vector>

namespace SQLite {
class Database;
}

namespace gpuplan {

struct Migration {
    int version = 0;  // the user_version the file has after this step
    std::string name; // "0002_revisions.sql"
    std::string sql;
};

// The built-in migrations, in order; version k is the k-th.
const std::vector<Migration>& builtinMigrations();

// Applies every migration above the file's PRAGMA user_version up to `target`
// in one transaction (all or none), setting user_version. On failure the
// transaction is rolled back, the file keeps its old version, and a
// std::runtime_error names the migration and SQLite's message.
void applyMigrations(SQLite::Database& db, const std::vector<Migration>& migrations, int target);

} // namespace gpuplan
