#include "planner/durable_file.h"

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <random>
#include <sys/stat.h>
#include <unistd.h>

namespace runcard {

namespace {

namespace fs = std::filesystem;

// Thrown inside this file only; the public functions return it.
struct Failed {
    DurableWriteFailure failure;
};

[[noreturn]] void fail(const std::string& what, int error) {
    throw Failed{{what, error}};
}

template <typename Write> std::optional<DurableWriteFailure> reported(Write&& write) {
    try {
        write();
    } catch (const Failed& failed) {
        return failed.failure;
    }
    return std::nullopt;
}

// The file a write to `path` replaces: symbolic links followed, as open(2) would (the kernel gives
// up after 40 links with ELOOP; so do we).
std::string resolveLinks(const std::string& path) {
    constexpr int kMaxLinks = 40;
    std::string current = path;
    for (int hops = 0; hops < kMaxLinks; ++hops) {
        struct stat status {};
        if (::lstat(current.c_str(), &status) != 0 || !S_ISLNK(status.st_mode))
            return current;
        std::string target(PATH_MAX, '\0');
        const ssize_t length = ::readlink(current.c_str(), target.data(), target.size());
        if (length < 0)
            fail("cannot follow the symbolic link", errno);
        target.resize(static_cast<std::size_t>(length));
        current = fs::path(target).is_absolute()
                      ? target
                      : (fs::path(current).parent_path() / target).string();
    }
    fail("cannot follow the symbolic link", ELOOP);
}

std::string folderOf(const std::string& path) {
    const fs::path file(path);
    return file.has_parent_path() ? file.parent_path().string() : ".";
}

// Closes the descriptor when it goes out of scope.
class Descriptor {
public:
    explicit Descriptor(int fd) : fd_(fd) {}
    ~Descriptor() {
        if (fd_ >= 0)
            ::close(fd_);
    }
    Descriptor(const Descriptor&) = delete;
    Descriptor& operator=(const Descriptor&) = delete;
    int fd() const { return fd_; }
    // Closes it now; returns errno, or 0.
    int close() {
        const int result = ::close(fd_);
        fd_ = -1;
        return result == 0 ? 0 : errno;
    }

private:
    int fd_;
};

// Removes the temporary file unless the rename consumed it.
class TemporaryFile {
public:
    TemporaryFile(const std::string& target, mode_t mode) {
        const std::string folder = folderOf(target);
        // ".report.pdf.tmp-1f3a9c2e": hidden, next to the target, unpredictable.
        std::string prefix = fs::path(target).filename().string();
        prefix.insert(prefix.begin(), '.');
        prefix += ".tmp-";
        std::random_device entropy;
        for (int attempt = 0; attempt < 100 && fd_ < 0; ++attempt) {
            char suffix[16];
            std::snprintf(suffix, sizeof suffix, "%08x", static_cast<unsigned>(entropy()));
            name_ = (fs::path(folder) / (prefix + suffix)).string();
            // O_EXCL: never open a file someone else created (a planted link or a racing writer).
            fd_ = ::open(name_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode);
            if (fd_ < 0 && errno != EEXIST && errno != EINTR)
                fail("cannot create a temporary file in " + folder, errno);
        }
        if (fd_ < 0)
            fail("cannot create a temporary file in " + folder, EEXIST);
    }
    ~TemporaryFile() {
        if (fd_ >= 0)
            ::close(fd_);
        if (!name_.empty())
            ::unlink(name_.c_str());
    }
    TemporaryFile(const TemporaryFile&) = delete;
    TemporaryFile& operator=(const TemporaryFile&) = delete;

    int fd() const { return fd_; }
    const std::string& name() const { return name_; }
    // Closes the descriptor; returns errno, or 0.
    int close() {
        const int result = ::close(fd_);
        fd_ = -1;
        return result == 0 ? 0 : errno;
    }
    void renamed() { name_.clear(); }

private:
    std::string name_;
    int fd_ = -1;
};

void writeAll(int fd, std::string_view contents, const char* failure) {
    constexpr std::size_t kChunk = std::size_t(1) << 30; // write(2) moves at most ~2 GiB a call
    while (!contents.empty()) {
        const ssize_t n = ::write(fd, contents.data(), std::min(contents.size(), kChunk));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            fail(failure, errno);
        contents.remove_prefix(static_cast<std::size_t>(n));
    }
}

void flushFolder(const std::string& folder, const std::string& context) {
    Descriptor handle(::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (handle.fd() < 0)
        fail(context + "the folder cannot be opened to flush it", errno);
    // EINVAL: the file system cannot flush folders (nothing more can be done there).
    if (::fsync(handle.fd()) != 0 && errno != EINVAL)
        fail(context + "flushing the folder failed", errno);
}

void replace(const std::string& path, std::string_view contents, LinkAtTarget links) {
    const std::string target = links == LinkAtTarget::Follow ? resolveLinks(path) : path;
    struct stat existing {};
    const bool exists = ::lstat(target.c_str(), &existing) == 0 && !S_ISLNK(existing.st_mode);
    if (exists && !S_ISREG(existing.st_mode))
        fail("is not a regular file; not replaced", 0);
    // A new file: 0666 less the umask, applied by open(2). An existing one keeps its mode.
    TemporaryFile temporary(target, exists ? (existing.st_mode & 07777) : 0666);
    if (exists) {
        if (::fchmod(temporary.fd(), existing.st_mode & 07777) != 0)
            fail("cannot give the new file the old one's permissions", errno);
        // Keeps the owner where the process may (root saving a user's file); ignored elsewhere.
        if (existing.st_uid != ::geteuid() || existing.st_gid != ::getegid()) {
            const int ignored = ::fchown(temporary.fd(), existing.st_uid, existing.st_gid);
            static_cast<void>(ignored);
        }
    }
    writeAll(temporary.fd(), contents, "cannot write the file (it is unchanged)");
    if (::fsync(temporary.fd()) != 0)
        fail("cannot flush the file to disk (it is unchanged)", errno);
    if (const int error = temporary.close())
        fail("cannot write the file (it is unchanged)", error);
    if (::rename(temporary.name().c_str(), target.c_str()) != 0)
        fail("cannot replace the file (it is unchanged)", errno);
    temporary.renamed();
    flushFolder(folderOf(target), "the new content is in place, but ");
}

} // namespace

std::optional<DurableWriteFailure>
replaceFileDurably(const std::string& path, std::string_view contents, LinkAtTarget links) {
    return reported([&] { replace(path, contents, links); });
}

std::optional<DurableWriteFailure> createFileDurably(const std::string& path,
                                                     std::string_view contents) {
    return reported([&] {
        Descriptor file(
            ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666));
        if (file.fd() < 0)
            fail("cannot be created", errno);
        writeAll(file.fd(), contents, "cannot write the file");
        if (::fsync(file.fd()) != 0 && errno != EINVAL)
            fail("cannot be flushed to disk", errno);
        if (const int error = file.close())
            fail("cannot write the file", error);
    });
}

std::optional<DurableWriteFailure> syncFolder(const std::string& folder) {
    return reported([&] { flushFolder(folder.empty() ? "." : folder, ""); });
}

void writeFileAtomically(const std::string& path, std::string_view contents) {
    if (const auto failure = replaceFileDurably(path, contents, LinkAtTarget::Follow)) {
        std::string message = failure->what;
        if (failure->errorNumber != 0)
            message += std::string(": ") + std::strerror(failure->errorNumber);
        throw InputError(Diagnostic{path, 0, 0, "", message});
    }
}

} // namespace runcard
