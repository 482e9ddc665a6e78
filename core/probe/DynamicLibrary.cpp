#include "core/probe/DynamicLibrary.h"

#include <dlfcn.h>
#include <link.h>

#include <utility>

namespace gpuplan::probe {

DynamicLibrary::DynamicLibrary(const std::string& name) : name_(name) {
    dlerror(); // clear a stale error
    handle_ = dlopen(name.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle_) {
        const char* e = dlerror();
        error_ = e ? e : "dlopen failed";
    }
}

DynamicLibrary::~DynamicLibrary() {
    if (handle_)
        dlclose(handle_);
}

DynamicLibrary::DynamicLibrary(DynamicLibrary&& other) noexcept
    : handle_(std::exchange(other.handle_, nullptr)), name_(std::move(other.name_)),
      error_(std::move(other.error_)) {}

DynamicLibrary& DynamicLibrary::operator=(DynamicLibrary&& other) noexcept {
    if (this != &other) {
        if (handle_)
            dlclose(handle_);
        handle_ = std::exchange(other.handle_, nullptr);
        name_ = std::move(other.name_);
        error_ = std::move(other.error_);
    }
    return *this;
}

std::string DynamicLibrary::path() const {
    if (!handle_)
        return {};
    link_map* map = nullptr;
    if (dlinfo(handle_, RTLD_DI_LINKMAP, &map) != 0 || !map || !map->l_name)
        return {};
    return map->l_name;
}

void* DynamicLibrary::symbol(const char* symbol_name) const {
    if (!handle_ || !symbol_name)
        return nullptr;
    return dlsym(handle_, symbol_name);
}

} // namespace gpuplan::probe
