#include "database/WalCheckpoint.h"

#include <SQLiteCpp/Database.h>
#include <fmt/format.h>
#include <sqlite3.h>

namespace gpuplan::wal {

void configure(SQLite::Database& db) {
    db.exec(fmt::format("PRAGMA journal_size_limit = {}", kJournalSizeLimitBytes));
    db.exec(fmt::format("PRAGMA wal_autocheckpoint = {}", kAutoCheckpointPages));
}

bool truncate(SQLite::Database& db, int wait_ms, int busy_timeout_ms) {
    sqlite3* handle = db.getHandle();
    if (sqlite3_get_autocommit(handle) == 0)
        return false; // inside a transaction: not now
    sqlite3_busy_timeout(handle, wait_ms);
    int log = 0;
    int done = 0;
    const int rc = sqlite3_wal_checkpoint_v2(handle, nullptr, SQLITE_CHECKPOINT_TRUNCATE, &log, &done);
    sqlite3_busy_timeout(handle, busy_timeout_ms);
    return rc == SQLITE_OK;
}

void checkpointOnClose(SQLite::Database& db, const std::filesystem::path& path, int busy_timeout_ms) {
    std::error_code ec;
    const auto size = std::filesystem::file_size(path.string() + "-wal", ec);
    if (!ec && size > kCheckpointOnCloseBytes)
        truncate(db, 0, busy_timeout_ms);
}

} // namespace gpuplan::wal
