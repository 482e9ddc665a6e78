#include "core/base/OutputPath.h"

#include "core/base/Error.h"
#include "core/base/FileKind.h"

#include <string>

namespace gpuplan {

namespace fs = std::filesystem;

namespace {

// Where `path` leads: its symbolic links followed, even dangling ones (a link to a -wal
// that SQLite has just deleted is still the -wal), then made absolute and normal.
fs::path resolved(fs::path path) {
    std::error_code ec;
    for (int hops = 0; hops < 40 && fs::is_symlink(path, ec); ++hops) {
        const fs::path to = fs::read_symlink(path, ec);
        if (ec)
            break;
        path = to.is_absolute() ? to : path.parent_path() / to;
    }
    const fs::path out = fs::weakly_canonical(path, ec);
    return ec ? fs::absolute(path, ec).lexically_normal() : out;
}

// Whether writing `a` would land on the catalog `b` or on one of its companions
// (b-wal, b-shm, b-journal), present or not: by name, links followed, and by identity
// (a hard link).
bool sameFile(const fs::path& a, const fs::path& b) {
    if (a.empty() || b.empty())
        return false;
    std::error_code ec;
    if (fs::equivalent(a, b, ec))
        return true;
    const fs::path target = resolved(a);
    const fs::path catalog = resolved(b);
    if (target == catalog)
        return true;
    for (const char* suffix : {"-wal", "-shm", "-journal"}) {
        fs::path companion = catalog;
        companion += suffix;
        if (target == companion || fs::equivalent(a, companion, ec))
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
