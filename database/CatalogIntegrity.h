#pragma once

// Internal to gpuplan_database: what is checked before a catalog file is used.
//
// Opening is cheap: the header, the schema and the schema version are read
// (a file that is not an SQLite database, another application's database or
// a newer catalog is refused), and the full PRAGMA integrity_check runs only
// on files of at most kFullCheckOnOpenBytes (the check reads ~35 MB/s). A larger
// file is fully checked before it is migrated, before an import writes to it,
// and by CatalogStore::checkIntegrity() (`gpu-planner catalog check`); damage
// a read meets later is a CatalogFileError too (locking::throwIfCatalogError),
// never a wrong row.

#include "database/CatalogErrors.h"

#include <cstdint>
#include <filesystem>
#include <string>

namespace SQLite {
class Database;
}

namespace gpuplan::integrity {

inline constexpr std::uintmax_t kFullCheckOnOpenBytes = 2u << 20; // ~60 ms of checking at most

// Whether open() runs the full integrity check on this file (its size, -wal included).
bool fullCheckOnOpen(const std::filesystem::path& path);

// "the catalog PATH cannot be used: WHAT. It was not changed. Restore ... or reset ..."
[[noreturn]] void fileError(CatalogFileError::Reason reason, const std::filesystem::path& path,
                            const std::string& what);

// The checks that must pass before anything is written to an existing file;
// returns its schema version. `full`: PRAGMA integrity_check too.
int checkExisting(SQLite::Database& db, const std::filesystem::path& path, int latest, bool full);

// PRAGMA integrity_check; CatalogFileError (IntegrityCheckFailed) when it finds damage.
void checkIntegrity(SQLite::Database& db, const std::filesystem::path& path);

// Recovery (reset, restore-backup) moves the file at `path` aside. Refused
// (InputError, nothing moved) when `path` is a folder or another kind of file
// than a catalog, damaged or not: not a regular file, another application's
// SQLite database, a PDF, a ZIP or a JSON document. A missing file passes.
void refuseToMoveAside(const std::filesystem::path& path);

} // namespace gpuplan::integrity
