#include "database/CatalogAccessMode.h"

#include <SQLiteCpp/Database.h>
#include <fmt/format.h>

#include <unistd.h>

namespace gpuplan::access {

namespace fs = std::filesystem;

namespace {

bool writable(const fs::path& p) {
    return ::access(p.c_str(), W_OK) == 0;
}

// An RFC 3986 file: URI for SQLite (absolute path, reserved characters escaped).
std::string fileUri(const fs::path& path) {
    std::error_code ec;
    fs::path abs = fs::absolute(path, ec);
    if (ec)
        abs = path;
    std::string out = "file:";
    for (const unsigned char c : abs.string()) {
        if (std::isalnum(c) || c == '/' || c == '-' || c == '_' || c == '.' || c == '~')
            out.push_back(static_cast<char>(c));
        else
            out += fmt::format("%{:02X}", c);
    }
    return out;
}

} // namespace

Mode modeFor(const fs::path& path) {
    const fs::path dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
    const bool dir_writable = writable(dir);
    if (writable(path) && dir_writable)
        return Mode::ReadWrite;
    if (dir_writable)
        return Mode::ReadOnly; // SQLite creates the -shm beside the file
    std::error_code ec;
    if (fs::exists(path.string() + "-shm", ec))
        return Mode::ReadOnly; // SQLite reads the WAL index someone else keeps
    const auto wal = fs::file_size(path.string() + "-wal", ec);
    if (!ec && wal > 0)
        return Mode::ReadOnly; // committed changes in the -wal: immutable would not see them
    return Mode::Immutable;
}

std::string sqliteName(const fs::path& path, Mode mode) {
    return mode == Mode::Immutable ? fileUri(path) + "?immutable=1" : path.string();
}

int sqliteFlags(Mode mode) {
    switch (mode) {
    case Mode::ReadWrite:
        return SQLite::OPEN_READWRITE | SQLite::OPEN_NOMUTEX;
    case Mode::ReadOnly:
        return SQLite::OPEN_READONLY | SQLite::OPEN_NOMUTEX;
    case Mode::Immutable:
        return SQLite::OPEN_READONLY | SQLite::OPEN_NOMUTEX | SQLite::OPEN_URI;
    }
    return SQLite::OPEN_READONLY;
}

} // namespace gpuplan::access
