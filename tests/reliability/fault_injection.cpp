// LD_PRELOAD shim for the kill and full-disk tests: write(2), fsync(2) and rename(2) on a file
// whose path contains $RUNCARD_FAULT_PATH fail or kill the process, as $RUNCARD_FAULT says:
//   enospc-write  writes succeed until $RUNCARD_FAULT_AFTER bytes (a partial write first), then
//                 fail with ENOSPC, as on a full disk
//   eio-fsync     fsync fails with EIO
//   kill-write    SIGKILL once $RUNCARD_FAULT_AFTER bytes are written (a torn file on disk)
//   kill-fsync    SIGKILL at fsync
//   kill-rename   SIGKILL just before the rename onto the matching path
//   kill-after-rename  the rename happens, then SIGKILL (before the folder is flushed)
#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <string>
#include <unistd.h>

namespace {

bool is(const char* fault) {
    const char* chosen = std::getenv("RUNCARD_FAULT");
    return chosen && std::strcmp(chosen, fault) == 0;
}

bool pathMatches(const char* path) {
    const char* match = std::getenv("RUNCARD_FAULT_PATH");
    return match && *match && path && std::strstr(path, match);
}

bool fdMatches(int fd) {
    if (fd < 3)
        return false;
    char link[64];
    char path[4096];
    std::snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    const ssize_t length = ::readlink(link, path, sizeof path - 1);
    if (length <= 0)
        return false;
    path[length] = '\0';
    return pathMatches(path);
}

long long limit() {
    const char* after = std::getenv("RUNCARD_FAULT_AFTER");
    return after ? std::atoll(after) : 0;
}

long long written = 0;

template <class Function> Function real(const char* name) {
    return reinterpret_cast<Function>(::dlsym(RTLD_NEXT, name));
}

} // namespace

extern "C" ssize_t write(int fd, const void* buffer, size_t count) {
    static const auto next = real<ssize_t (*)(int, const void*, size_t)>("write");
    if ((is("enospc-write") || is("kill-write")) && fdMatches(fd)) {
        const long long room = limit() - written;
        if (room <= 0) {
            if (is("kill-write"))
                ::raise(SIGKILL);
            errno = ENOSPC;
            return -1;
        }
        const ssize_t n = next(fd, buffer, std::min<size_t>(count, size_t(room)));
        if (n > 0)
            written += n;
        return n;
    }
    return next(fd, buffer, count);
}

extern "C" int fsync(int fd) {
    static const auto next = real<int (*)(int)>("fsync");
    if (fdMatches(fd)) {
        if (is("kill-fsync"))
            ::raise(SIGKILL);
        if (is("eio-fsync")) {
            errno = EIO;
            return -1;
        }
    }
    return next(fd);
}

extern "C" int rename(const char* from, const char* to) {
    static const auto next = real<int (*)(const char*, const char*)>("rename");
    if (pathMatches(to) && is("kill-rename"))
        ::raise(SIGKILL);
    const int result = next(from, to);
    if (pathMatches(to) && is("kill-after-rename"))
        ::raise(SIGKILL);
    return result;
}
