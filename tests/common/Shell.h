#pragma once

// Runs a shell command line in another process and reads what it prints.

#include <array>
#include <cstdio>
#include <string>
#include <sys/wait.h>

namespace gpuplan::test {

struct ShellResult {
    int code = -1; // the exit status; 128 + the signal when it was killed (an abort: 134)
    std::string out;
};

inline ShellResult runShell(const std::string& command) {
    ShellResult r;
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe)
        return r;
    std::array<char, 4096> buf{};
    while (std::fgets(buf.data(), static_cast<int>(buf.size()), pipe))
        r.out += buf.data();
    const int status = pclose(pipe);
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : WIFSIGNALED(status) ? 128 + WTERMSIG(status) : -1;
    return r;
}

} // namespace gpuplan::test
