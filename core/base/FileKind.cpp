#include "core/base/FileKind.h"

#include <fstream>
#include <string>

namespace gpuplan {

FileKind fileKindOf(std::string_view head) {
    if (head.empty())
        return FileKind::Empty;
    if (head.starts_with("%PDF-"))
        return FileKind::Pdf;
    if (head.starts_with(std::string_view("PK\x03\x04", 4)))
        return FileKind::Zip;
    if (head.starts_with(std::string_view("SQLite format 3\0", 16)))
        return FileKind::Sqlite;
    if (head.find('\0') != std::string_view::npos)
        return FileKind::Binary; // SQLite, images and archives have NUL bytes early on
    std::size_t i = head.starts_with("\xEF\xBB\xBF") ? 3 : 0;
    while (i < head.size() && (head[i] == ' ' || head[i] == '\t' || head[i] == '\n' || head[i] == '\r'))
        ++i;
    if (i == head.size())
        return FileKind::Blank;
    if (head[i] == '{')
        return FileKind::JsonObject;
    if (head[i] == '[')
        return FileKind::JsonArray;
    return FileKind::Text;
}

FileKind fileKindAt(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::string bytes(kFileKindHeadBytes, '\0');
    in.read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    bytes.resize(static_cast<std::size_t>(in.gcount()));
    return fileKindOf(bytes);
}

} // namespace gpuplan
