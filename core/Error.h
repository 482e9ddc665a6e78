#pragma once

#include <stdexcept>
#include <string>

namespace gpuplan {

// An error caused by what the user supplied (a file, a flag, a field). The
// message names what is wrong and where, so that the user can act on it.
// The CLI maps it to exit code 2.
class InputError : public std::runtime_error {
public:
    explicit InputError(const std::string& message) : std::runtime_error(message) {}
};

} // namespace gpuplan
