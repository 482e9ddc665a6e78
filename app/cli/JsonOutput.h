#pragma once

// The --json output of every command: indented by two, and never an error of its own. Text that
// is not UTF-8 (a catalog written before the store refused it) is written as U+FFFD, where
// nlohmann's plain dump() would throw type_error 316 after the command did its work.

#include <nlohmann/json.hpp>

#include <string>

namespace gpuplan::cli {

inline std::string jsonText(const nlohmann::json& j, int indent = 2) {
    return j.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

} // namespace gpuplan::cli
