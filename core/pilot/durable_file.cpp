#include "pilot/durable_file.h"

#include "planner/durable_file.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

namespace fs = std::filesystem;

namespace runcard::pilot {
namespace {

// "No space left on device (ENOSPC)": the words, and the name to search for.
std::string describeErrno(int number) {
    std::string text = std::strerror(number);
    if (const char* name = strerrorname_np(number))
        text += std::string(" (") + name + ")";
    return text;
}

std::string describe(const std::string& what, int number) {
    return number != 0 ? what + ": " + describeErrno(number) : what;
}

void writeAll(int fd, std::string_view bytes, const fs::path& path) {
    while (!bytes.empty()) {
        const ssize_t n = ::write(fd, bytes.data(), bytes.size());
        if (n < 0) {
            if (errno == EINTR)
                continue;
            throw WriteError(path, "cannot be written", errno);
        }
        bytes.remove_prefix(std::size_t(n));
    }
}

void syncFd(int fd, const fs::path& path) {
    if (::fsync(fd) != 0 && errno != EINVAL) // EINVAL: a file system without fsync (pipes)
        throw WriteError(path, "cannot be flushed to disk", errno);
}

// Closes the descriptor when it goes out of scope.
struct Fd {
    int fd = -1;
    ~Fd() {
        if (fd >= 0)
            ::close(fd);
    }
    Fd() = default;
    explicit Fd(int value) : fd(value) {}
    Fd(Fd&& other) noexcept : fd(std::exchange(other.fd, -1)) {}
    Fd(const Fd&) = delete;
    Fd& operator=(const Fd&) = delete;
    int release() {
        const int value = fd;
        fd = -1;
        return value;
    }
};

} // namespace

FileError::FileError(const fs::path& path, const std::string& what, int errorNumber)
    : std::runtime_error(path.string() + ": " + describe(what, errorNumber)), path_(path),
      errno_(errorNumber), detail_(describe(what, errorNumber)) {}

std::string randomHex128() {
    unsigned char bytes[16];
    std::size_t filled = 0;
    while (filled < sizeof bytes) {
        const ssize_t n = getrandom(bytes + filled, sizeof bytes - filled, 0);
        if (n < 0 && errno != EINTR)
            throw std::runtime_error(std::string("getrandom: ") + describeErrno(errno));
        filled += n > 0 ? std::size_t(n) : 0;
    }
    static const char* digits = "0123456789abcdef";
    std::string hex;
    for (const unsigned char b : bytes) {
        hex += digits[b >> 4];
        hex += digits[b & 15];
    }
    return hex;
}

namespace {

void throwIfFailed(const fs::path& path, const std::optional<DurableWriteFailure>& failure) {
    if (failure)
        throw WriteError(path, failure->what, failure->errorNumber);
}

} // namespace

void writeNewFile(const fs::path& path, std::string_view bytes) {
    throwIfFailed(path, createFileDurably(path.string(), bytes));
}

void syncDirectory(const fs::path& directory) {
    throwIfFailed(directory, syncFolder(directory.string()));
}

void writeFileDurably(const fs::path& path, std::string_view bytes) {
    throwIfFailed(path, replaceFileDurably(path.string(), bytes, LinkAtTarget::Replace));
}

AppendFile::AppendFile(const fs::path& path) : path_(path) {
    fd_ = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd_ < 0)
        throw WriteError(path,
                         errno == ELOOP ? "is a symbolic link; refusing to write through it"
                                        : "cannot be created",
                         errno == ELOOP ? 0 : errno);
}

AppendFile::~AppendFile() {
    if (fd_ >= 0)
        ::close(fd_);
}

AppendFile::AppendFile(AppendFile&& other) noexcept
    : fd_(std::exchange(other.fd_, -1)), path_(std::move(other.path_)) {}

AppendFile& AppendFile::operator=(AppendFile&& other) noexcept {
    if (this != &other) {
        if (fd_ >= 0)
            ::close(fd_);
        fd_ = std::exchange(other.fd_, -1);
        path_ = std::move(other.path_);
    }
    return *this;
}

void AppendFile::append(std::string_view bytes) {
    writeAll(fd_, bytes, path_);
}

void AppendFile::sync() {
    syncFd(fd_, path_);
}

namespace {

// Opens `path` for reading and checks it is a regular file of at most maxBytes; sets *size.
Fd openRegularFile(const fs::path& path, std::int64_t maxBytes, const std::string& role,
                   std::int64_t* size) {
    // O_NONBLOCK: opening a FIFO must not wait for a writer (reads of regular files ignore it).
    Fd file{::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
    if (file.fd < 0)
        throw FileError(path, role + ": cannot be opened", errno);
    struct stat info {};
    if (::fstat(file.fd, &info) != 0)
        throw FileError(path, role + ": cannot be examined", errno);
    if (S_ISDIR(info.st_mode))
        throw FileError(path, role + ": is a folder, not a file");
    if (!S_ISREG(info.st_mode))
        throw FileError(path, role + ": is not a regular file (a device, FIFO or socket)");
    if (info.st_size > maxBytes)
        throw FileError(path, role + ": " + std::to_string(info.st_size) +
                                  " bytes, more than the " + std::to_string(maxBytes) +
                                  " bytes the pilot reads");
    *size = std::int64_t(info.st_size);
    return file;
}

} // namespace

std::int64_t checkRegularFile(const fs::path& path, std::int64_t maxBytes,
                              const std::string& role) {
    std::int64_t size = 0;
    openRegularFile(path, maxBytes, role, &size);
    return size;
}

std::string readRegularFile(const fs::path& path, std::int64_t maxBytes, const std::string& role) {
    std::int64_t size = 0;
    const Fd file = openRegularFile(path, maxBytes, role, &size);
    std::string bytes;
    bytes.reserve(std::size_t(size));
    char chunk[1 << 16];
    for (;;) {
        const ssize_t n = ::read(file.fd, chunk, sizeof chunk);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            throw FileError(path, role + ": cannot be read", errno);
        }
        if (n == 0)
            break;
        if (std::int64_t(bytes.size()) + n > maxBytes)
            throw FileError(path, role + ": grew beyond " + std::to_string(maxBytes) +
                                      " bytes while being read");
        bytes.append(chunk, std::size_t(n));
    }
    return bytes;
}

} // namespace runcard::pilot
