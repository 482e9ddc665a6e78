#include "database/CatalogIntegrity.h"

#include "core/base/FileKind.h"

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>
#include <fmt/format.h>
#include <sqlite3.h>

#include <vector>

namespace gpuplan::integrity {

namespace fs = std::filesystem;

bool fullCheckOnOpen(const fs::path& path) {
    std::error_code ec;
    std::uintmax_t size = fs::file_size(path, ec);
    if (ec)
        return true;
    const auto wal = fs::file_size(path.string() + "-wal", ec);
    if (!ec)
        size += wal;
    return size <= kFullCheckOnOpenBytes;
}

void fileError(CatalogFileError::Reason reason, const fs::path& path, const std::string& what) {
    throw CatalogFileError(
        reason, path,
        fmt::format("the catalog {} cannot be used: {}. It was not changed. Restore the last "
                    "backup ('gpu-planner catalog restore-backup') or start from the defaults "
                    "('gpu-planner catalog reset'); either keeps this file aside.",
                    path.string(), what));
}

namespace {

[[noreturn]] void sqliteError(const SQLite::Exception& e, const fs::path& path) {
    const int code = e.getErrorCode();
    if (code == SQLITE_NOTADB || code == SQLITE_CORRUPT)
        fileError(CatalogFileError::Reason::NotADatabase, path,
                  fmt::format("it is not an SQLite database or it is damaged ({})", e.what()));
    if (code == SQLITE_BUSY || code == SQLITE_LOCKED)
        throw; // the caller retries or says the catalog is busy
    fileError(CatalogFileError::Reason::CannotOpen, path, e.what());
}

} // namespace

void checkIntegrity(SQLite::Database& db, const fs::path& path) {
    try {
        SQLite::Statement check(db, "PRAGMA integrity_check(20)");
        std::vector<std::string> problems;
        while (check.executeStep())
            problems.push_back(check.getColumn(0).getString());
        if (!(problems.size() == 1 && problems.front() == "ok"))
            fileError(CatalogFileError::Reason::IntegrityCheckFailed, path,
                      fmt::format("the integrity check failed ({})", fmt::join(problems, "; ")));
    } catch (const SQLite::Exception& e) {
        sqliteError(e, path);
    }
}

int checkExisting(SQLite::Database& db, const fs::path& path, int latest, bool full) {
    try {
        // Reading the schema reads the header and the first page: not-a-database and a
        // damaged header are found here even without the full check.
        const int tables = db.execAndGet("SELECT count(*) FROM sqlite_master").getInt();
        if (full)
            checkIntegrity(db, path);
        const int version = db.execAndGet("PRAGMA user_version").getInt();
        if (version > latest)
            fileError(
                CatalogFileError::Reason::NewerSchema, path,
                fmt::format("it has schema version {}, written by a newer GPU Planner; this build knows up "
                            "to version {}",
                            version, latest));
        if (version == 0 && tables > 0)
            fileError(CatalogFileError::Reason::NotACatalog, path,
                      "it is an SQLite database, but not a GPU Planner catalog (no schema version)");
        return version;
    } catch (const SQLite::Exception& e) {
        sqliteError(e, path);
    }
}

namespace {

[[noreturn]] void refuse(const fs::path& path, const std::string& what) {
    throw InputError(fmt::format("{} is {}, not a GPU Planner catalog: nothing was moved or replaced. Pass "
                                 "the catalog file with --db FILE",
                                 path.string(), what));
}

// What kind of other file it is; empty when it may be a catalog.
std::string otherKind(FileKind kind) {
    switch (kind) {
    case FileKind::Pdf:
        return "a PDF document";
    case FileKind::Zip:
        return "a ZIP archive (or an office document)";
    case FileKind::JsonObject:
    case FileKind::JsonArray:
        return "a JSON document (a scenario, a config.json or a catalog export?)";
    default:
        return {};
    }
}

} // namespace

void refuseToMoveAside(const fs::path& path) {
    std::error_code ec;
    const auto status = fs::status(path, ec);
    if (!fs::exists(status))
        return;
    if (fs::is_directory(status))
        refuse(path, "a folder");
    if (!fs::is_regular_file(status))
        refuse(path, "not a regular file");
    // SQLite reads it first: a catalog (live in another process, perhaps) is never opened
    // outside SQLite. Only a file SQLite calls "not a database" is sniffed for a better word.
    try {
        SQLite::Database db(path.string(), SQLite::OPEN_READONLY);
        const int tables = db.execAndGet("SELECT count(*) FROM sqlite_master WHERE type = 'table'").getInt();
        const int ours =
            db.execAndGet("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'gpus'")
                .getInt();
        const int version = db.execAndGet("PRAGMA user_version").getInt();
        if (tables > 0 && (ours == 0 || version == 0))
            refuse(path, "another application's SQLite database");
        return;
    } catch (const SQLite::Exception& e) {
        if ((e.getErrorCode() & 0xff) != SQLITE_NOTADB)
            return; // damaged: a catalog to be moved aside
    }
    if (const std::string other = otherKind(fileKindAt(path)); !other.empty())
        refuse(path, other);
}

} // namespace gpuplan::integrity
