#include "core/base/BoundedRead.h"

#include "core/base/Error.h"
#include "core/base/InertText.h"
#include "core/base/Limits.h"

#include <fmt/format.h>

#include <fstream>

namespace gpuplan {

namespace fs = std::filesystem;

namespace {

double toMiB(std::uint64_t bytes) {
    return static_cast<double>(bytes) / static_cast<double>(limits::kMiB);
}

void checkSize(std::uint64_t size, std::uint64_t max_bytes, std::string_view where) {
    if (size > max_bytes)
        throw InputError(where, Message(MessageId::FileTooLarge, {toMiB(size), toMiB(max_bytes)}));
}

void checkDepth(std::string_view text, std::string_view where) {
    if (jsonNestingDepth(text, limits::kMaxJsonDepth + 1) > limits::kMaxJsonDepth)
        throw InputError(where, Message(MessageId::JsonTooDeep, {limits::kMaxJsonDepth}));
}

// Appends value's JSON text to out, stopping soon after out holds more than limit bytes.
void shortDumpInto(const nlohmann::json& value, std::string& out, std::size_t limit) {
    if (out.size() > limit)
        return;
    switch (value.type()) {
    case nlohmann::json::value_t::object: {
        out += '{';
        bool first = true;
        for (auto it = value.begin(); it != value.end() && out.size() <= limit; ++it) {
            if (!first)
                out += ',';
            first = false;
            shortDumpInto(nlohmann::json(it.key()), out, limit);
            out += ':';
            shortDumpInto(it.value(), out, limit);
        }
        out += '}';
        return;
    }
    case nlohmann::json::value_t::array: {
        out += '[';
        bool first = true;
        for (auto it = value.begin(); it != value.end() && out.size() <= limit; ++it) {
            if (!first)
                out += ',';
            first = false;
            shortDumpInto(*it, out, limit);
        }
        out += ']';
        return;
    }
    case nlohmann::json::value_t::string: {
        const auto& s = value.get_ref<const std::string&>();
        // Only the start of a long string is serialised (dump() escapes; bad UTF-8 becomes U+FFFD).
        const nlohmann::json head(s.substr(0, limit + 1));
        std::string text = head.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
        if (s.size() > limit + 1)
            text.pop_back(); // the closing quote of a string that goes on
        out += text;
        return;
    }
    default:
        out += value.dump();
        return;
    }
}

} // namespace

std::string readBoundedFile(const fs::path& path, std::uint64_t max_bytes, std::string_view where) {
    std::error_code ec;
    if (fs::is_directory(path, ec))
        throw InputError(fmt::format("{}: is a folder, not a file", where));
    const auto size = fs::file_size(path, ec);
    if (ec)
        throw InputError(fmt::format("{}: cannot open the file", where));
    checkSize(size, max_bytes, where);
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw InputError(fmt::format("{}: cannot open the file", where));
    // Read up to one byte more than allowed: a file that grew since file_size() is refused too.
    std::string text(static_cast<std::size_t>(size), '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    if (in.bad())
        throw InputError(fmt::format("{}: cannot read the file", where));
    text.resize(static_cast<std::size_t>(in.gcount()));
    if (in.peek() != std::char_traits<char>::eof()) {
        std::string more(static_cast<std::size_t>(max_bytes - text.size() + 1), '\0');
        in.read(more.data(), static_cast<std::streamsize>(more.size()));
        more.resize(static_cast<std::size_t>(in.gcount()));
        checkSize(text.size() + more.size(), max_bytes, where);
        text += more;
    }
    return text;
}

std::size_t jsonNestingDepth(std::string_view text, std::size_t stop_at) {
    std::size_t depth = 0;
    std::size_t deepest = 0;
    bool in_string = false;
    bool escaped = false;
    for (const char c : text) {
        if (in_string) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                in_string = false;
            continue;
        }
        if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            if (++depth > deepest) {
                deepest = depth;
                if (deepest >= stop_at)
                    return stop_at;
            }
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return deepest;
}

nlohmann::json parseJsonText(std::string_view text, std::string_view where) {
    std::string key; // the last object key read: the field a bad number belongs to
    const nlohmann::json::parser_callback_t track = [&key](int, nlohmann::json::parse_event_t event,
                                                           nlohmann::json& parsed) {
        if (event == nlohmann::json::parse_event_t::key && parsed.is_string())
            key = parsed.get<std::string>();
        return true;
    };
    try {
        return nlohmann::json::parse(text, track);
    } catch (const nlohmann::json::out_of_range&) {
        throw InputError(fmt::format("{}: field '{}' holds a number too large to use (beyond 1.8e308)", where,
                                     shortText(key)));
    }
}

nlohmann::json parseBoundedJson(std::string_view text, std::string_view where, std::uint64_t max_bytes) {
    checkSize(text.size(), max_bytes, where);
    checkDepth(text, where);
    try {
        return parseJsonText(text, where); // a number beyond a double names its field
    } catch (const nlohmann::json::parse_error& e) {
        // nlohmann's message quotes the last token read, which may be a whole long string.
        std::string what = e.what();
        const std::string marker = "last read: '";
        if (const auto at = what.find(marker); at != std::string::npos) {
            const auto start = at + marker.size();
            const auto end = what.rfind('\'');
            const std::string token = end > start ? what.substr(start, end - start) : std::string();
            what =
                what.substr(0, start) + shortText(token) + (end > start ? what.substr(end) : std::string());
        }
        throw InputError(fmt::format("{}: not valid JSON (at byte {}): {}", where, e.byte, what));
    }
}

nlohmann::json parseBoundedJsonOrDiscarded(std::string_view text, std::uint64_t max_bytes) {
    if (text.size() > max_bytes || jsonNestingDepth(text, limits::kMaxJsonDepth + 1) > limits::kMaxJsonDepth)
        return nlohmann::json(nlohmann::json::value_t::discarded);
    return nlohmann::json::parse(text, nullptr, false);
}

std::string shortText(std::string_view text) {
    const std::size_t limit = limits::kMaxShownChars;
    // Count characters, not bytes: a UTF-8 continuation byte (10xxxxxx) starts none.
    std::size_t chars = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if ((static_cast<unsigned char>(text[i]) & 0xC0) == 0x80)
            continue;
        if (chars == limit)
            return inertText(text.substr(0, i)) + "...";
        ++chars;
    }
    return inertText(text); // shown in a message: a control character as \u001b
}

std::string shortJson(const nlohmann::json& value) {
    std::string out;
    shortDumpInto(value, out, limits::kMaxShownChars * 4); // UTF-8: up to 4 bytes a character
    return shortText(out);
}

} // namespace gpuplan
