#pragma once

// The tests' scratch folder: a fresh directory removed with its content at scope
// exit, and whole-file reads and writes of the files put there.

#include <filesystem>
#include <fstream>
#include <random>
#include <string>

namespace gpuplan::test {

// A fresh directory under the system temp dir, removed with its content at scope exit.
class TempDir {
public:
    TempDir() {
        std::random_device rd;
        path_ = std::filesystem::temp_directory_path() /
                ("gpuplan-test-" + std::to_string(rd()) + std::to_string(rd()));
        std::filesystem::create_directories(path_);
    }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::remove_all(path_, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const std::filesystem::path& path() const { return path_; }
    std::filesystem::path operator/(const std::string& name) const { return path_ / name; }
    // Writes `bytes` to the file `name` here; returns its path.
    std::filesystem::path write(const std::string& name, const std::string& bytes) const;

private:
    std::filesystem::path path_;
};

inline std::string readAll(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary | std::ios::ate);
    std::string out(static_cast<std::size_t>(in.tellg()), '\0');
    in.seekg(0);
    in.read(out.data(), static_cast<std::streamsize>(out.size()));
    return out;
}

inline void writeAll(const std::filesystem::path& p, const std::string& text) {
    std::ofstream out(p, std::ios::binary | std::ios::trunc);
    out << text;
}

inline std::filesystem::path TempDir::write(const std::string& name, const std::string& bytes) const {
    writeAll(path_ / name, bytes);
    return path_ / name;
}

} // namespace gpuplan::test
