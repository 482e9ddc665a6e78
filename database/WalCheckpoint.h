#pragma once

// Internal to gpuplan_database: keeping the write-ahead log bounded. SQLite's
// automatic checkpoints copy the WAL back into the file, but the WAL only
// starts again from its beginning once no reader uses it: with readers that
// overlap without a gap it grows with every write (1.6 GB beside a 310 MB
// file). So the store caps the file a reset leaves (journal_size_limit), and
// after a large write (an import, a migration) and on closing runs a TRUNCATE
// checkpoint, which waits a little for the readers that started before it
// (new readers then read the file, not the WAL) and empties the WAL.

#include <cstdint>
#include <filesystem>

namespace SQLite {
class Database;
}

namespace gpuplan::wal {

inline constexpr std::int64_t kJournalSizeLimitBytes = 16 << 20;
inline constexpr int kAutoCheckpointPages = 1000;
// On closing, a checkpoint is only tried when the WAL is larger than this.
inline constexpr std::uintmax_t kCheckpointOnCloseBytes = 4 << 20;

// PRAGMA journal_size_limit and wal_autocheckpoint, for a read-write connection.
void configure(SQLite::Database& db);

// A TRUNCATE checkpoint that waits at most `wait_ms` for readers and writers;
// returns whether the WAL is now empty. Never throws.
bool truncate(SQLite::Database& db, int wait_ms, int busy_timeout_ms);

// On closing a read-write store: truncate() without waiting when the WAL is large.
void checkpointOnClose(SQLite::Database& db, const std::filesystem::path& path, int busy_timeout_ms);

} // namespace gpuplan::wal
