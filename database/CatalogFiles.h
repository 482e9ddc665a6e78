#pragma once

// Internal to gpuplan_database: the catalog's files on disk. Temporary and
// set-aside names beside a catalog, whole files written atomically, and a
// catalog moved with its -wal / -shm companions.

#include <filesystem>
#include <string>
#include <string_view>

namespace gpuplan::files {

// The current UTC time as 20261129T143000Z, for file names.
std::string timestamp();

// "<path>.<tag>-<pid>-<n>": a temporary name no other process or thread uses.
std::filesystem::path tempName(const std::filesystem::path& path, const char* tag);

// "<path>.<tag>-<time>", with -2, -3... when taken.
std::filesystem::path freeName(const std::filesystem::path& path, const std::string& tag);

// Writes `content` to a temporary name beside `path`, then renames it over `path`.
// InputError when it cannot be written.
void writeFileAtomically(const std::filesystem::path& path, const std::string& content);

// InputError, before anything is moved, when this user cannot create and rename files in the
// folder of `path` ("cannot reset the catalog /srv/gpu/catalog.sqlite: its folder /srv/gpu is not
// writable by this user (Permission denied); nothing was changed"). `what`: "reset the catalog".
void requireWritableFolder(const std::filesystem::path& path, std::string_view what);

// Moves the file and its -wal / -shm companions to `to`.
void moveWithCompanions(const std::filesystem::path& from, const std::filesystem::path& to);

} // namespace gpuplan::files
