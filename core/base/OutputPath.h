#pragma once

// Output files that cannot destroy inputs. Before a command or the app writes a
// report, an export or a scenario, it asks whether the target may be replaced: not
// when it is the open catalog or a file being read (through any path to the same
// file), nor a folder, nor an existing file whose first bytes say it is of another
// kind than the one being written (a PDF may replace a PDF only). The writers
// themselves replace a file atomically (a temporary file renamed over it), so the
// previous file stays whole until the new one is complete.

#include <filesystem>
#include <string_view>
#include <vector>

namespace gpuplan {

enum class OutputKind { Pdf, Csv, Json, Scenario };

// "PDF", "CSV", "JSON", ".gpuplan".
std::string_view outputKindName(OutputKind kind);

// Whether the first bytes of `path` say it is a `kind` file (FileKind.h). The file
// must exist and be readable; an empty file is every kind.
bool fileLooksLike(const std::filesystem::path& path, OutputKind kind);

struct ProtectedInputs {
    std::filesystem::path catalog;             // the open catalog (empty: none)
    std::vector<std::filesystem::path> inputs; // files being read (a scenario...)
};

// Throws InputError (a Message: OutputIsCatalog, OutputIsInput, OutputIsFolder or
// OutputOtherKind) when `target` must not be written as a `kind` file.
void checkOutputPath(const std::filesystem::path& target, OutputKind kind, const ProtectedInputs& protect);

} // namespace gpuplan
