#include "database/CatalogFiles.h"

#include "core/base/Error.h"

#include <fmt/format.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <fstream>
#include <unistd.h>

namespace gpuplan::files {

namespace fs = std::filesystem;

std::string timestamp() {
    const auto now = std::chrono::system_clock::now();
    const auto secs = std::chrono::floor<std::chrono::seconds>(now);
    const auto day = std::chrono::floor<std::chrono::days>(secs);
    const std::chrono::year_month_day ymd{day};
    const std::chrono::hh_mm_ss hms{secs - day};
    return fmt::format("{:04}{:02}{:02}T{:02}{:02}{:02}Z", static_cast<int>(ymd.year()),
                       static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()),
                       hms.hours().count(), hms.minutes().count(), hms.seconds().count());
}

fs::path tempName(const fs::path& path, const char* tag) {
    static std::atomic<unsigned> counter{0};
    return path.string() + fmt::format(".{}-{}-{}", tag, ::getpid(), counter++);
}

fs::path freeName(const fs::path& path, const std::string& tag) {
    const std::string base = path.string() + "." + tag + "-" + timestamp();
    fs::path candidate = base;
    for (int k = 2; fs::exists(candidate) || fs::exists(candidate.string() + "-wal"); ++k)
        candidate = fmt::format("{}-{}", base, k);
    return candidate;
}

void writeFileAtomically(const fs::path& path, const std::string& content) {
    const fs::path tmp = tempName(path, "tmp");
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out)
            throw InputError(fmt::format("cannot write {}", tmp.string()));
        out << content;
        out.flush();
        if (!out)
            throw InputError(fmt::format("cannot write {} (disk full?)", tmp.string()));
    }
    std::error_code ec;
    fs::rename(tmp, path, ec);
    if (ec) {
        fs::remove(tmp, ec);
        throw InputError(fmt::format("cannot write {}: {}", path.string(), ec.message()));
    }
}

void requireWritableFolder(const fs::path& path, std::string_view what) {
    const fs::path dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
    if (::access(dir.c_str(), W_OK | X_OK) == 0 || errno == ENOENT)
        return; // a missing folder is created with the catalog
    throw InputError(fmt::format("cannot {} {}: its folder {} is not writable by this user ({}); nothing was "
                                 "changed",
                                 what, path.string(), dir.string(), std::strerror(errno)));
}

void moveWithCompanions(const fs::path& from, const fs::path& to) {
    fs::rename(from, to);
    for (const char* suffix : {"-wal", "-shm"}) {
        const fs::path f = from.string() + suffix;
        std::error_code ec;
        if (fs::exists(f, ec))
            fs::rename(f, to.string() + suffix, ec);
    }
}

} // namespace gpuplan::files
