#pragma once

// Runs the real gpu-planner executable as a user would, isolated from the
// developer's own catalog: GPU_PLANNER_DB is cleared and XDG_DATA_HOME points
// to a scratch folder of this test process, so the first command creates a
// fresh catalog from the embedded defaults.
#include "common/Shell.h"
#include "common/UntimedGpu.h"

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

namespace gpuplan::test {

struct CliResult {
    int code = -1;
    std::string out; // stdout, and stderr unless it was discarded
};

// Created on first use, removed when the test process exits.
inline const std::string& scratchDataHome() {
    struct Scratch {
        std::filesystem::path dir;
        Scratch()
            : dir(std::filesystem::temp_directory_path() /
                  ("gpuplan-cli-test-" + std::to_string(static_cast<long>(::getpid())))) {
            std::filesystem::remove_all(dir);
            std::filesystem::create_directories(dir);
        }
        ~Scratch() {
            std::error_code ec;
            std::filesystem::remove_all(dir, ec);
        }
        std::string text = dir.string();
    };
    static const Scratch scratch;
    return scratch.text;
}

// `env` is a list of NAME=value words placed after the defaults (so it can override
// XDG_DATA_HOME or set GPU_PLANNER_DB).
inline CliResult runCli(const std::string& args, const std::string& env = "", bool merge_stderr = true) {
    // English unless a test asks for another language (LANG=fr_FR.UTF-8 or --lang fr).
    const std::string cmd =
        "env -u GPU_PLANNER_DB -u LC_ALL -u LC_MESSAGES -u LANGUAGE LANG=C.UTF-8 XDG_DATA_HOME=" +
        scratchDataHome() + " " + env + " " + std::string(GPUPLAN_CLI_EXE) + " " + args +
        (merge_stderr ? " 2>&1" : " 2>/dev/null");
    const ShellResult run = runShell(cmd);
    return CliResult{run.code, run.out};
}

// The environment word (GPU_PLANNER_DB=...) of a catalog that holds the default one and the
// untimed GPU of common/UntimedGpu.h with its price, imported once per test process as a user
// would (`gpu-planner catalog import FOLDER`).
inline const std::string& untimedGpuCatalogEnv() {
    static const std::string env = [] {
        const std::filesystem::path dir = std::filesystem::path(scratchDataHome()) / "untimed";
        std::filesystem::create_directories(dir);
        const std::filesystem::path files = dir / "import";
        std::filesystem::create_directories(files);
        std::ofstream(files / "gpus.csv") << untimedGpuCsv();
        std::ofstream(files / "prices.csv") << untimedGpuPriceCsv();
        const std::string word = "GPU_PLANNER_DB=" + (dir / "catalog.sqlite").string();
        const CliResult r = runCli("catalog import " + files.string(), word);
        if (r.code != 0)
            throw std::runtime_error("importing the untimed GPU failed: " + r.out);
        return word;
    }();
    return env;
}

} // namespace gpuplan::test
