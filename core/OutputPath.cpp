#include "core/OutputPath.h"

#include "core/Error.h"

#include <fstream>
#include <string>

namespace gpuplan {

namespace fs = std::filesystem;

namespace {

// The first bytes of a file (at most n).
std::string head(const fs::path& path, std::size_t n) {
    std::ifstream in(path, std::ios::binary);
    std::string bytes(n, '\0');
    in.read(bytes.data(), static_cast<std::streamsize>(n));
    bytes.resize(static_cast<std::size_t>(in.gcount()));
    return bytes;
}

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

std::size_t firstNonSpace(const std::string& s) {
    std::size_t i = 0;
    // A UTF-8 byte order mark, then JSON white space.
    if (s.rfind("\xEF\xBB\xBF", 0) == 0)
        i = 3;
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r'))
        ++i;
    return i;
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
    const std::string bytes = head(path, 4096);
    if (bytes.empty())
        return true;
    switch (kind) {
    case OutputKind::Pdf:
        return bytes.rfind("%PDF-", 0) == 0;
    case OutputKind::Csv:
        // Text: no NUL byte (SQLite, images, archives have some early on), not a PDF.
        return bytes.find('\0') == std::string::npos && bytes.rfind("%PDF-", 0) != 0;
    case OutputKind::Json:
    case OutputKind::Scenario: {
        const std::size_t i = firstNonSpace(bytes);
        if (bytes.find('\0') != std::string::npos)
            return false;
        return i == bytes.size() || bytes[i] == '{' || (kind == OutputKind::Json && bytes[i] == '[');
    }
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
