#pragma once

#include "core/base/Error.h"

#include <filesystem>
#include <string>
#include <vector>

namespace gpuplan {

// The catalog file cannot be used as it is. The store never writes to such a
// file; CatalogStore::restoreLatestBackup and CatalogStore::resetToDefaults
// move it aside and put a usable catalog in its place.
class CatalogFileError : public InputError {
public:
    enum class Reason {
        CannotOpen,           // missing (and not to be created), unreadable, no permission
        NotADatabase,         // not an SQLite file, or its header is damaged
        NotACatalog,          // an SQLite database with other tables than a GPU Planner catalog
        IntegrityCheckFailed, // PRAGMA integrity_check found damage
        NewerSchema,          // written by a newer GPU Planner (user_version above this build's)
    };
    CatalogFileError(Reason reason, std::filesystem::path path, const std::string& message)
        : InputError(message), reason_(reason), path_(std::move(path)) {}
    Reason reason() const { return reason_; }
    const std::filesystem::path& path() const { return path_; }

private:
    Reason reason_;
    std::filesystem::path path_;
};

// The catalog stayed locked by another connection (an import, a migration)
// for longer than the busy timeout: the edit was retried with backoff, then
// refused; nothing was written.
class CatalogBusyError : public InputError {
public:
    CatalogBusyError(std::filesystem::path path, const std::string& message)
        : InputError(message), path_(std::move(path)) {}
    const std::filesystem::path& path() const { return path_; }

private:
    std::filesystem::path path_;
};

// A write to a catalog opened read-only (the file or its folder is not
// writable by this user): refused, nothing written. Reading works.
class CatalogReadOnlyError : public InputError {
public:
    CatalogReadOnlyError(std::filesystem::path path, const std::string& message)
        : InputError(message), path_(std::move(path)) {}
    const std::filesystem::path& path() const { return path_; }

private:
    std::filesystem::path path_;
};

// An update or delete of a row that someone else changed (or deleted) since it
// was read: refused, nothing written.
class ConflictError : public InputError {
public:
    using InputError::InputError;
};

// An import that was refused: every bad row, one message each
// ("prices.csv line 12: amount must be positive, got -3"). Nothing was written.
class ImportError : public InputError {
public:
    explicit ImportError(std::vector<std::string> errors);
    const std::vector<std::string>& errors() const { return errors_; }

private:
    std::vector<std::string> errors_;
};

} // namespace gpuplan
