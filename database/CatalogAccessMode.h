#pragma once

// Internal to gpuplan_database: how an existing catalog file is opened. A
// file this user may not write, or one in a folder this user may not write
// (a shared, read-only catalog), is opened read-only: every read works, and
// every write is refused with CatalogReadOnlyError. In a read-only folder
// SQLite cannot create the WAL index (-shm) a WAL database needs: such a file
// is opened immutable (no locks, no -wal/-shm), which is only done when no
// -wal file holds changes that the file itself lacks.

#include <filesystem>
#include <string>

namespace gpuplan::access {

enum class Mode {
    ReadWrite,
    ReadOnly,  // SQLITE_OPEN_READONLY, with the -shm of the folder
    Immutable, // SQLITE_OPEN_READONLY, file:PATH?immutable=1
};

Mode modeFor(const std::filesystem::path& path);

// The name and the flags to give SQLite::Database for `mode` (NOMUTEX included).
std::string sqliteName(const std::filesystem::path& path, Mode mode);
int sqliteFlags(Mode mode);

} // namespace gpuplan::access
