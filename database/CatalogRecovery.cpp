// Recovering a catalog file: its backups, the newest usable one restored, or a
// fresh catalog from the defaults, the previous file always kept aside.
#include "database/CatalogStoreImpl.h"

#include "database/CatalogFiles.h"

#include <algorithm>

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

namespace {

// Whether the store can open this file as it is (without creating or changing it).
bool opensCleanly(const fs::path& path) {
    try {
        SQLite::Database db(path.string(), SQLite::OPEN_READONLY);
        integrity::checkExisting(db, path, CatalogStore::latestSchemaVersion(), true);
        return true;
    } catch (const std::exception&) {
        return false;
    }
}

fs::path moveAside(const fs::path& path) {
    std::error_code ec;
    if (!fs::exists(path, ec))
        return {};
    const fs::path aside = files::freeName(path, opensCleanly(path) ? "bak-replaced" : "damaged");
    files::moveWithCompanions(path, aside);
    return aside;
}

} // namespace

RecoveryResult CatalogStore::restoreLatestBackup(const fs::path& path) {
    integrity::refuseToMoveAside(path);
    files::requireWritableFolder(path, "restore a backup of the catalog");
    for (const auto& backup : backups(path)) {
        if (!opensCleanly(backup))
            continue;
        RecoveryResult result;
        result.restored_from = backup;
        const fs::path tmp = files::tempName(path, "restoring");
        fs::copy_file(backup, tmp, fs::copy_options::overwrite_existing);
        result.moved_aside = moveAside(path);
        fs::rename(tmp, path);
        open(path); // migrates it when it is older
        return result;
    }
    throw InputError(fmt::format("no usable backup of {} (backups are named {}.bak-*)", path.string(),
                                 path.filename().string()));
}

RecoveryResult CatalogStore::resetToDefaults(const fs::path& path) {
    integrity::refuseToMoveAside(path);
    files::requireWritableFolder(path, "reset the catalog");
    RecoveryResult result;
    result.moved_aside = moveAside(path);
    open(path);
    return result;
}

} // namespace gpuplan
