#pragma once

// Readers that a file cannot make crash or run away: the size is checked before
// a byte is read, the nesting of a JSON text before it is parsed (a value nested
// 80,000 levels deep overflows the stack of any recursive walk, nlohmann's dump()
// included), and a value quoted in an error message is cut short. The limits are
// in Limits.h.

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace gpuplan {

// The whole file, when it is at most max_bytes long; InputError otherwise (and
// when it cannot be read). `where` names the file in messages.
std::string readBoundedFile(const std::filesystem::path& path, std::uint64_t max_bytes,
                            std::string_view where);

// Parses JSON text. A number beyond a double (1e400) is an InputError naming
// `where` and the field holding it; syntax errors stay json::parse_error for the
// caller to word.
nlohmann::json parseJsonText(std::string_view text, std::string_view where);

// How deeply lists and objects nest in a JSON text (strings skipped; the text need
// not be valid). Stops counting at `stop_at`: what it returns is at most that.
std::size_t jsonNestingDepth(std::string_view text, std::size_t stop_at);

// Parses a JSON text of at most max_bytes nested at most limits::kMaxJsonDepth
// deep. InputError otherwise, "where: ..." with at most a short excerpt of the text.
nlohmann::json parseBoundedJson(std::string_view text, std::string_view where, std::uint64_t max_bytes);
// The same without throwing: a discarded value when the text is too large, too
// deep or not JSON.
nlohmann::json parseBoundedJsonOrDiscarded(std::string_view text, std::uint64_t max_bytes);

// Text for an error message: at most limits::kMaxShownChars characters (a UTF-8
// sequence is never cut), "..." appended when cut; inert (core/base/InertText.h).
std::string shortText(std::string_view text);
// A JSON value as shortText of its JSON text, without serialising more than that.
std::string shortJson(const nlohmann::json& value);

} // namespace gpuplan
