// The open guard: a library preloaded (LD_PRELOAD) into every test process and into
// the processes they start. It stops a process the moment it opens, creates or renames
// onto a live SQLite file (a catalog, its -wal, -shm or -journal) through anything but
// SQLite itself.
//
// Why: POSIX advisory locks belong to a process, not to a descriptor. When any code of
// a process closes any descriptor of a database file, every lock SQLite holds on that
// file in that process is dropped (SQLite's "How To Corrupt An SQLite Database File",
// section 2.2). Another process then believes it is alone, checkpoints and deletes the
// -wal the first one still writes to: its edits go into a deleted file. A file-kind
// sniff, a hash, a QFile, a std::ifstream or a file dialog's MIME guess is enough.
//
// How: SQLite's unix VFS opens and closes its files through open() and close(); those
// calls come from code inside libsqlite3. The guard records the files SQLite opens
// (device and inode, per descriptor, forgotten when SQLite closes it). Any other caller
// of open, openat, fopen, creat or rename that names a live file (or a -wal, -shm or
// -journal companion of a live database, present or not) is reported with a backtrace
// on standard error, and the process aborts, so the test that drove it fails.
//
// The guard is C-level and allocation-free on its hot path: fixed tables under one
// mutex, messages written with write(2).
#include <dlfcn.h>
#include <execinfo.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>

namespace {

constexpr int kMaxLive = 256;

struct Live {
    int fd = -1;
    dev_t dev = 0;
    ino_t ino = 0;
    bool main_db = false; // not a -wal, -shm or -journal
};

std::mutex g_mutex;
Live g_live[kMaxLive];
thread_local int t_depth = 0; // inside the guard's own calls

// Whether the code that called the guard (two frames up: the interposed function's
// caller) lies in libsqlite3.
bool calledBySqlite(void* return_address) {
    Dl_info info{};
    if (dladdr(return_address, &info) == 0 || !info.dli_fname)
        return false;
    return std::strstr(info.dli_fname, "libsqlite3") != nullptr;
}

bool endsWith(const char* s, const char* suffix) {
    const std::size_t n = std::strlen(s);
    const std::size_t m = std::strlen(suffix);
    return n >= m && std::strcmp(s + n - m, suffix) == 0;
}

const char* companionSuffix(const char* path) {
    for (const char* suffix : {"-wal", "-shm", "-journal"})
        if (endsWith(path, suffix))
            return suffix;
    return nullptr;
}

bool isLive(dev_t dev, ino_t ino, bool main_only) {
    for (const Live& l : g_live)
        if (l.fd >= 0 && l.dev == dev && l.ino == ino && (!main_only || l.main_db))
            return true;
    return false;
}

// Whether `path` (relative to `dirfd`) is a live SQLite file, or the companion of a
// live database whether it exists yet or not.
bool namesLiveFile(int dirfd, const char* path) {
    if (!path)
        return false;
    struct stat st {};
    std::lock_guard<std::mutex> lock(g_mutex);
    if (fstatat(dirfd, path, &st, 0) == 0 && isLive(st.st_dev, st.st_ino, false))
        return true;
    if (const char* suffix = companionSuffix(path)) {
        char base[4096];
        const std::size_t n = std::strlen(path) - std::strlen(suffix);
        if (n >= sizeof base)
            return false;
        std::memcpy(base, path, n);
        base[n] = '\0';
        if (fstatat(dirfd, base, &st, 0) == 0 && isLive(st.st_dev, st.st_ino, true))
            return true;
    }
    return false;
}

void say(const char* text) {
    const std::size_t n = std::strlen(text);
    const ssize_t w = ::write(STDERR_FILENO, text, n);
    (void)w;
}

[[noreturn]] void refuse(const char* call, const char* path) {
    say("\nopen guard: ");
    say(call);
    say("(\"");
    say(path ? path : "?");
    say("\") from outside SQLite names a live SQLite file (a catalog or its -wal/-shm/-journal).\n"
        "Closing any other descriptor of it drops SQLite's POSIX locks in this process; another process\n"
        "may then delete the -wal this one writes to. Read it through the catalog store. Backtrace:\n");
    void* frames[48];
    const int count = backtrace(frames, 48);
    backtrace_symbols_fd(frames, count, STDERR_FILENO);
    std::abort();
}

void remember(int fd, const char* path) {
    struct stat st {};
    if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))
        return;
    std::lock_guard<std::mutex> lock(g_mutex);
    for (Live& l : g_live)
        if (l.fd < 0 || l.fd == fd) {
            l = Live{fd, st.st_dev, st.st_ino, companionSuffix(path) == nullptr};
            return;
        }
}

void forget(int fd) {
    std::lock_guard<std::mutex> lock(g_mutex);
    for (Live& l : g_live)
        if (l.fd == fd)
            l.fd = -1;
}

template <typename F> F next(const char* name) {
    return reinterpret_cast<F>(dlsym(RTLD_NEXT, name));
}

int openAt(const char* call, int dirfd, const char* path, int flags, mode_t mode, void* caller) {
    using OpenAt = int (*)(int, const char*, int, ...);
    static const auto real = next<OpenAt>("openat");
    if (t_depth > 0)
        return real(dirfd, path, flags, mode);
    ++t_depth;
    const bool sqlite = calledBySqlite(caller);
    if (!sqlite && namesLiveFile(dirfd, path))
        refuse(call, path);
    const int fd = real(dirfd, path, flags, mode);
    const int saved = errno;
    if (sqlite)
        remember(fd, path);
    --t_depth;
    errno = saved;
    return fd;
}

mode_t modeOf(int flags, va_list args) {
    return (flags & O_CREAT) || (flags & O_TMPFILE) == O_TMPFILE ? static_cast<mode_t>(va_arg(args, int)) : 0;
}

} // namespace

extern "C" {

int open(const char* path, int flags, ...) {
    va_list args;
    va_start(args, flags);
    const mode_t mode = modeOf(flags, args);
    va_end(args);
    return openAt("open", AT_FDCWD, path, flags, mode, __builtin_return_address(0));
}

int open64(const char* path, int flags, ...) {
    va_list args;
    va_start(args, flags);
    const mode_t mode = modeOf(flags, args);
    va_end(args);
    return openAt("open64", AT_FDCWD, path, flags, mode, __builtin_return_address(0));
}

int openat(int dirfd, const char* path, int flags, ...) {
    va_list args;
    va_start(args, flags);
    const mode_t mode = modeOf(flags, args);
    va_end(args);
    return openAt("openat", dirfd, path, flags, mode, __builtin_return_address(0));
}

int openat64(int dirfd, const char* path, int flags, ...) {
    va_list args;
    va_start(args, flags);
    const mode_t mode = modeOf(flags, args);
    va_end(args);
    return openAt("openat64", dirfd, path, flags, mode, __builtin_return_address(0));
}

// _FORTIFY_SOURCE's checked forms.
int __open_2(const char* path, int flags) {
    return openAt("open", AT_FDCWD, path, flags, 0, __builtin_return_address(0));
}
int __open64_2(const char* path, int flags) {
    return openAt("open64", AT_FDCWD, path, flags, 0, __builtin_return_address(0));
}
int __openat_2(int dirfd, const char* path, int flags) {
    return openAt("openat", dirfd, path, flags, 0, __builtin_return_address(0));
}
int __openat64_2(int dirfd, const char* path, int flags) {
    return openAt("openat64", dirfd, path, flags, 0, __builtin_return_address(0));
}

int creat(const char* path, mode_t mode) {
    return openAt("creat", AT_FDCWD, path, O_CREAT | O_WRONLY | O_TRUNC, mode, __builtin_return_address(0));
}
int creat64(const char* path, mode_t mode) {
    return openAt("creat64", AT_FDCWD, path, O_CREAT | O_WRONLY | O_TRUNC, mode, __builtin_return_address(0));
}

// std::ifstream, std::ofstream and C stdio open files through fopen.
FILE* fopen(const char* path, const char* how) {
    using Fopen = FILE* (*)(const char*, const char*);
    static const auto real = next<Fopen>("fopen");
    if (t_depth == 0 && !calledBySqlite(__builtin_return_address(0)) && namesLiveFile(AT_FDCWD, path))
        refuse("fopen", path);
    return real(path, how);
}
FILE* fopen64(const char* path, const char* how) {
    using Fopen = FILE* (*)(const char*, const char*);
    static const auto real = next<Fopen>("fopen64");
    if (t_depth == 0 && !calledBySqlite(__builtin_return_address(0)) && namesLiveFile(AT_FDCWD, path))
        refuse("fopen64", path);
    return real(path, how);
}

int close(int fd) {
    using Close = int (*)(int);
    static const auto real = next<Close>("close");
    if (calledBySqlite(__builtin_return_address(0)))
        forget(fd);
    return real(fd);
}

// Renaming a file over a live database or its companions (a report written "atomically"
// onto CATALOG-wal) or moving a live database away splits SQLite's files.
int rename(const char* from, const char* to) {
    using Rename = int (*)(const char*, const char*);
    static const auto real = next<Rename>("rename");
    if (namesLiveFile(AT_FDCWD, to))
        refuse("rename onto", to);
    if (namesLiveFile(AT_FDCWD, from))
        refuse("rename of", from);
    return real(from, to);
}

int renameat(int fromfd, const char* from, int tofd, const char* to) {
    using RenameAt = int (*)(int, const char*, int, const char*);
    static const auto real = next<RenameAt>("renameat");
    if (namesLiveFile(tofd, to))
        refuse("renameat onto", to);
    if (namesLiveFile(fromfd, from))
        refuse("renameat of", from);
    return real(fromfd, from, tofd, to);
}

} // extern "C"
