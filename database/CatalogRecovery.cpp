// Recovering a catalog file: its backups, the newest usable one restored, or a
// fresh catalog from the defaults, the previous file always kept aside.
#include "database/CatalogStoreImpl.h"

#include "database/CatalogFiles.h"

#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <thread>

namespace gpuplan {

namespace fs = std::filesystem;

std::vector<fs::path> CatalogStore::backups(const fs::path& path) {
    std::vector<std::pair<fs::file_time_type, fs::path>> found;
    std::error_code ec;
    const fs::path dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
    const std::string prefix = path.filename().string() + ".bak-";
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        if (!entry.is_regular_file() || name.rfind(prefix, 0) != 0)
            continue;
        if (name.ends_with("-wal") || name.ends_with("-shm") || name.find(".tmp-") != std::string::npos)
            continue;
        found.emplace_back(entry.last_write_time(), entry.path());
    }
    std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : a.second > b.second;
    });
    std::vector<fs::path> out;
    for (auto& f : found)
        out.push_back(std::move(f.second));
    return out;
}

std::filesystem::path CatalogStore::Impl::backupTo(const std::string& tag) {
    const fs::path copy = files::freeName(path, tag);
    const fs::path tmp = files::tempName(copy, "tmp");
    SQLite::Statement vacuum(db, "VACUUM INTO ?");
    vacuum.bind(1, tmp.string());
    vacuum.exec();
    fs::rename(tmp, copy);
    return copy;
}

void CatalogStore::Impl::backupBeforeBulkChange(const std::string& what) {
    backupTo("bak-before-" + what);
    const std::string prefix = path.filename().string() + ".bak-before-";
    int kept = 0;
    for (const auto& b : backups(path)) {
        if (b.filename().string().rfind(prefix, 0) != 0)
            continue;
        std::error_code ec;
        if (++kept > kKeptBulkBackups)
            fs::remove(b, ec);
    }
}

namespace {

// Whether the store can open this file as a catalog as it is (without creating or changing
// it). An empty file, a catalog cut short, is not one.
bool opensCleanly(const fs::path& path) {
    try {
        SQLite::Database db(path.string(), SQLite::OPEN_READONLY);
        return integrity::checkExisting(db, path, CatalogStore::latestSchemaVersion(), true) > 0;
    } catch (const std::exception&) {
        return false;
    }
}

// Copies every page of the catalog `source` into the open catalog `target` with SQLite's online
// backup API, in one write transaction of `target`: other connections to it, in this process or
// others, see one more committed change; no file is renamed or opened outside SQLite.
void copyInto(SQLite::Database& target, const fs::path& target_path, const fs::path& source) {
    SQLite::Database from(source.string(), SQLite::OPEN_READONLY);
    sqlite3_backup* backup = sqlite3_backup_init(target.getHandle(), "main", from.getHandle(), "main");
    if (!backup)
        throw InputError(fmt::format("cannot replace the content of {}: {}", target_path.string(),
                                     sqlite3_errmsg(target.getHandle())));
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    int rc = SQLITE_OK;
    do {
        rc = sqlite3_backup_step(backup, -1);
        if (rc == SQLITE_BUSY || rc == SQLITE_LOCKED)
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
    } while ((rc == SQLITE_OK || rc == SQLITE_BUSY || rc == SQLITE_LOCKED) &&
             std::chrono::steady_clock::now() < deadline);
    sqlite3_backup_finish(backup);
    if (rc == SQLITE_BUSY || rc == SQLITE_LOCKED)
        locking::throwBusy(target_path, 10.0);
    if (rc != SQLITE_DONE)
        throw InputError(
            fmt::format("cannot replace the content of {}: {}", target_path.string(), sqlite3_errstr(rc)));
}

// The edit counter goes on from where the replaced content had it, so every window and
// command that knew the old revision sees a change.
void continueRevision(SQLite::Database& db, std::int64_t before) {
    SQLite::Statement st(db, "UPDATE catalog_info SET value = ? WHERE key = 'data_revision'");
    st.bind(1, std::to_string(before + 1));
    st.exec();
}

// Replaces the content of the healthy catalog at `path` by the catalog `source` (a file no one
// else uses), keeping the current content as "<path>.bak-replaced-<time>".
fs::path replaceInPlace(const fs::path& path, const fs::path& source) {
    CatalogStore::Options options;
    options.create_if_missing = false;
    CatalogStore live = CatalogStore::open(path, options);
    if (live.readOnly())
        locking::throwReadOnly(path);
    const std::int64_t before = live.dataRevision();
    const fs::path aside = live.impl().backupTo("bak-replaced");
    {
        // The source at this build's schema, migrated when it is an older backup.
        CatalogStore::open(source, options).release();
    }
    copyInto(live.impl().db, path, source);
    continueRevision(live.impl().db, before);
    return aside;
}

// A file that cannot be opened: renamed aside with its companions (no connection of this
// process holds it), so a new file can take its name.
fs::path moveDamagedAside(const fs::path& path) {
    std::error_code ec;
    if (!fs::exists(path, ec))
        return {};
    const fs::path aside = files::freeName(path, "damaged");
    files::moveWithCompanions(path, aside);
    return aside;
}

// Puts the catalog `source` (a temporary file of this process, removed afterwards) at `path`.
RecoveryResult putInPlace(const fs::path& path, const fs::path& source) {
    RecoveryResult result;
    auto cleanup = [&] {
        std::error_code ec;
        for (const char* suffix : {"", "-wal", "-shm", "-journal"})
            fs::remove(source.string() + suffix, ec);
    };
    try {
        if (opensCleanly(path)) {
            result.moved_aside = replaceInPlace(path, source);
        } else {
            result.moved_aside = moveDamagedAside(path);
            CatalogStore::Options options;
            options.create_if_missing = false;
            CatalogStore::open(source, options).release(); // migrated to this build's schema
            fs::rename(source, path);
            CatalogStore::open(path);
        }
    } catch (...) {
        cleanup();
        throw;
    }
    cleanup();
    return result;
}

} // namespace

RecoveryResult CatalogStore::restoreLatestBackup(const fs::path& path) {
    integrity::refuseToMoveAside(path);
    files::requireWritableFolder(path, "restore a backup of the catalog");
    for (const auto& backup : backups(path)) {
        if (!opensCleanly(backup))
            continue;
        const fs::path tmp = files::tempName(path, "restoring");
        fs::copy_file(backup, tmp, fs::copy_options::overwrite_existing); // a backup is no live file
        RecoveryResult result = putInPlace(path, tmp);
        result.restored_from = backup;
        return result;
    }
    throw InputError(fmt::format("no usable backup of {} (backups are named {}.bak-*)", path.string(),
                                 path.filename().string()));
}

RecoveryResult CatalogStore::resetToDefaults(const fs::path& path) {
    integrity::refuseToMoveAside(path);
    files::requireWritableFolder(path, "reset the catalog");
    std::error_code ec;
    if (!fs::exists(path, ec)) {
        open(path);
        return {};
    }
    const fs::path tmp = files::tempName(path, "defaults");
    open(tmp).release(); // a fresh catalog from the built-in defaults
    return putInPlace(path, tmp);
}

} // namespace gpuplan
