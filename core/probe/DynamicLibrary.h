#pragma once

#include <string>

namespace gpuplan::probe {

// A shared library opened at run time with dlopen (RTLD_NOW | RTLD_LOCAL),
// closed when the object dies. Nothing of a vendor SDK is needed at build time:
// callers declare the few C signatures they use and look them up here.
class DynamicLibrary {
public:
    DynamicLibrary() = default;
    // Opens `name` (a file name searched the usual way, or a path). On failure
    // the object is not loaded and error() says why (dlerror()).
    explicit DynamicLibrary(const std::string& name);
    ~DynamicLibrary();
    DynamicLibrary(const DynamicLibrary&) = delete;
    DynamicLibrary& operator=(const DynamicLibrary&) = delete;
    DynamicLibrary(DynamicLibrary&& other) noexcept;
    DynamicLibrary& operator=(DynamicLibrary&& other) noexcept;

    bool loaded() const { return handle_ != nullptr; }
    const std::string& name() const { return name_; }
    const std::string& error() const { return error_; }
    // The file the loader actually opened (after the search), or "" when unknown.
    std::string path() const;

    // The address of `symbol`, or nullptr when the library lacks it.
    void* symbol(const char* symbol) const;

    // A typed function pointer: `auto f = lib.function<int (*)(unsigned)>("nvmlInit_v2");`
    template <typename Fn> Fn function(const char* symbol_name) const {
        return reinterpret_cast<Fn>(symbol(symbol_name));
    }

private:
    void* handle_ = nullptr;
    std::string name_;
    std::string error_;
};

} // namespace gpuplan::probe
