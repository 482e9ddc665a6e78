#include "core/OutputPath.h"

#include "core/Error.h"
#include "core/FileKind.h"

#include <string>

namespace gpuplan {

namespace fs = std::filesystem;

namespace {

bool sameFile(const fs::path& a, const fs::path& b) {
    if (a.empty() || b.empty())
        return false;
    std::error_code ec;
    if (fs::equivalent(a, b, ec))
        return true;
    // A catalog's companions (c.sqlite-wal, -shm, -journal) are the catalog too.
    const std::string name = b.filename().string();
    for (const char* suffix : {"-wal", "-shm", "-journal"}) {
        fs::path companion = b;
        companion.replace_filename(name + suffix);
        if (fs::equivalent(a, companion, ec))
            return true;
    }
    return false;
}

} // namespace

std::string_view outputKindName(OutputKind kind) {
    switch (kind) {
    case OutputKind::Pdf:
        return "PDF";
    case OutputKind::Csv:
        return "CSV";
    case OutputKind::Json:
        return "JSON";
    case OutputKind::Scenario:
        return ".gpuplan";
    }
    return "?";
}

bool fileLooksLike(const fs::path& path, OutputKind kind) {
    const FileKind found = fileKindAt(path);
    if (found == FileKind::Empty)
        return true;
    switch (kind) {
    case OutputKind::Pdf:
        return found == FileKind::Pdf;
    case OutputKind::Csv: // text
        return found == FileKind::Text || found == FileKind::Blank || found == FileKind::JsonObject ||
               found == FileKind::JsonArray;
    case OutputKind::Json:
        return found == FileKind::Blank || found == FileKind::JsonObject || found == FileKind::JsonArray;
    case OutputKind::Scenario:
        return found == FileKind::Blank || found == FileKind::JsonObject;
    }
    return false;
}

void checkOutputPath(const fs::path& target, OutputKind kind, const ProtectedInputs& protect) {
    const std::string shown = target.string();
    if (sameFile(target, protect.catalog))
        throw InputError("", Message(MessageId::OutputIsCatalog, {shown}));
    for (const auto& input : protect.inputs) {
        std::error_code ec;
        if (!input.empty() && fs::equivalent(target, input, ec))
            throw InputError("", Message(MessageId::OutputIsInput, {shown}));
    }
    std::error_code ec;
    const auto status = fs::status(target, ec);
    if (ec || !fs::exists(status))
        return; // nothing there to lose (or a path the writer will report it cannot write)
    if (fs::is_directory(status))
        throw InputError("", Message(MessageId::OutputIsFolder, {shown}));
    if (!fileLooksLike(target, kind)) {
        const std::string name(outputKindName(kind));
        throw InputError("", Message(MessageId::OutputOtherKind, {shown, name, name}));
    }
}

} // namespace gpuplan
