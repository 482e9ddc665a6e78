#pragma once

#include <span>
#include <string_view>

namespace gpuplan::embedded {

// A file built into the binary from database/schema/ or database/seed/
// (see database/cmake/Embed.cmake).
struct File {
    std::string_view name; // relative to its folder: "0001_initial.sql", "models/mistral-7b.json"
    std::string_view data;
};

// The numbered migrations, sorted by name.
std::span<const File> schemaFiles();
// The default catalog, sorted by name.
std::span<const File> seedFiles();

// The seed file of that name; throws std::logic_error when the build lacks it.
std::string_view seedFile(std::string_view name);

} // namespace gpuplan::embedded
