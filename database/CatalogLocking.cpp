#include "database/CatalogLocking.h"

#include "database/CatalogErrors.h"
#include "database/CatalogIntegrity.h"

#include <SQLiteCpp/Database.h>
#include <fmt/format.h>
#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <thread>

namespace gpuplan::locking {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

bool isBusy(int code) {
    return (code & 0xff) == SQLITE_BUSY || (code & 0xff) == SQLITE_LOCKED;
}

// Runs `sql`, retrying while busy; throws CatalogBusyError when the budget is spent.
void retrying(SQLite::Database& db, const fs::path& path, int busy_timeout_ms, const char* sql) {
    sqlite3* handle = db.getHandle();
    const auto start = Clock::now();
    const auto deadline = start + std::chrono::milliseconds(std::max(0, busy_timeout_ms));
    auto backoff = std::chrono::milliseconds(10);
    for (;;) {
        // Each try waits in SQLite's busy handler for a slice of what is left.
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        sqlite3_busy_timeout(handle, static_cast<int>(std::clamp<long long>(left.count() / 4, 0, 250)));
        const int rc = sqlite3_exec(handle, sql, nullptr, nullptr, nullptr);
        if (rc == SQLITE_OK) {
            sqlite3_busy_timeout(handle, busy_timeout_ms);
            return;
        }
        const int code = sqlite3_extended_errcode(handle);
        if (!isBusy(code)) {
            sqlite3_busy_timeout(handle, busy_timeout_ms);
            throwIfCatalogError(handle, code);
            throw SQLite::Exception(handle, rc);
        }
        const auto now = Clock::now();
        if (now >= deadline) {
            sqlite3_busy_timeout(handle, busy_timeout_ms);
            throwBusy(path, std::chrono::duration<double>(now - start).count());
        }
        std::this_thread::sleep_for(
            std::min<Clock::duration>(backoff, deadline - now + std::chrono::milliseconds(1)));
        backoff = std::min(backoff * 2, std::chrono::milliseconds(200));
    }
}

} // namespace

void beginImmediate(SQLite::Database& db, const fs::path& path, int busy_timeout_ms) {
    retrying(db, path, busy_timeout_ms, "BEGIN IMMEDIATE");
}

void execRetrying(SQLite::Database& db, const fs::path& path, int busy_timeout_ms, const char* sql) {
    retrying(db, path, busy_timeout_ms, sql);
}

void throwBusy(const fs::path& path, double waited_s) {
    throw CatalogBusyError(
        path, fmt::format("the catalog {} is busy: another program is writing to it (an import or an "
                          "upgrade is running); waited {:.1f} s, nothing was written. Try again when it "
                          "has finished.",
                          path.string(), waited_s));
}

void throwReadOnly(const fs::path& path) {
    throw CatalogReadOnlyError(
        path, fmt::format("the catalog {} is read-only (this user may not write the file or its folder): "
                          "it can be read but not changed; nothing was written. Copy it to a folder of "
                          "yours and pass --db COPY, or ask its owner.",
                          path.string()));
}

void throwIfCatalogError(sqlite3* db, int rc) {
    const char* name = sqlite3_db_filename(db, "main");
    const fs::path path = name && *name ? fs::path(name) : fs::path("(catalog)");
    switch (rc & 0xff) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        throwBusy(path, 0.0);
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
        integrity::fileError(CatalogFileError::Reason::IntegrityCheckFailed, path,
                             fmt::format("reading it found damage ({})", sqlite3_errmsg(db)));
    case SQLITE_READONLY:
        throwReadOnly(path);
    default:
        return;
    }
}

} // namespace gpuplan::locking
