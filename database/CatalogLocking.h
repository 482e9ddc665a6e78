#pragma once

// Internal to gpuplan_database: waiting for a catalog another connection is
// writing to (a long import, a migration), and the errors SQLite reports
// while reading or writing turned into the store's error types.

#include <filesystem>

struct sqlite3;

namespace SQLite {
class Database;
}

namespace gpuplan::locking {

// Starts a write transaction (BEGIN IMMEDIATE). While another connection
// holds the write lock it retries with backoff (10 ms, doubling up to 200 ms,
// each try waiting in SQLite's busy handler too) for at most
// `busy_timeout_ms` in all, then throws CatalogBusyError naming the file.
void beginImmediate(SQLite::Database& db, const std::filesystem::path& path, int busy_timeout_ms);

// Runs a statement that may meet a lock (PRAGMA journal_mode on open) the same way.
void execRetrying(SQLite::Database& db, const std::filesystem::path& path, int busy_timeout_ms,
                  const char* sql);

// For an SQLite result code met while reading `db`: CatalogBusyError for
// SQLITE_BUSY / SQLITE_LOCKED, CatalogFileError for SQLITE_CORRUPT /
// SQLITE_NOTADB (damage found by a read), CatalogReadOnlyError for
// SQLITE_READONLY. Returns for any other code.
void throwIfCatalogError(sqlite3* db, int rc);

[[noreturn]] void throwBusy(const std::filesystem::path& path, double waited_s);
[[noreturn]] void throwReadOnly(const std::filesystem::path& path);

} // namespace gpuplan::locking
