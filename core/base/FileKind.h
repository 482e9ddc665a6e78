#pragma once

// What kind of file the first bytes at a path say it is: the one sniffing rule
// behind "may this file be replaced by an export" (OutputPath.h) and "is this
// file another application's, not a catalog" (database/CatalogIntegrity.h).

#include <cstddef>
#include <filesystem>
#include <string_view>

namespace gpuplan {

enum class FileKind {
    Empty,      // no bytes at all
    Blank,      // only white space (after an optional UTF-8 byte order mark)
    Pdf,        // "%PDF-"
    Zip,        // "PK\3\4": a ZIP archive, or an office document
    Sqlite,     // "SQLite format 3\0": an SQLite database, ours or not
    JsonObject, // text whose first character (after a byte order mark and white space) is '{'
    JsonArray,  // ... is '['
    Text,       // any other text: no NUL byte
    Binary,     // anything else
};

// How many bytes fileKindAt reads.
inline constexpr std::size_t kFileKindHeadBytes = 4096;

// The kind the first bytes of a file say (`head`: what fileKindAt reads).
FileKind fileKindOf(std::string_view head);

// The kind of the file at `path`, from its first kFileKindHeadBytes bytes. A file that
// cannot be read reads as Empty: the caller has checked that a regular file is there.
FileKind fileKindAt(const std::filesystem::path& path);

} // namespace gpuplan
