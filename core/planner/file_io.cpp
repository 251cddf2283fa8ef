#include "planner/file_io.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace runcard {

namespace {

[[noreturn]] void refuse(const std::string& path, DiagnosticCode code,
                         std::vector<DiagnosticArg> args = {}) {
    throw InputError(Diagnostic::coded(code, "", std::move(args)).at(path));
}

[[noreturn]] void refuseOpen(const std::string& path, int error) {
    if (error == ENOENT)
        refuse(path, DiagnosticCode::FileNotFound);
    if (error == ENOTDIR)
        refuse(path, DiagnosticCode::FileNotFoundFolder);
    refuse(path, DiagnosticCode::CannotOpenBecause, {std::strerror(error)});
}

// Why a file of this type is not read.
DiagnosticCode notRegular(mode_t mode) {
    if (S_ISDIR(mode))
        return DiagnosticCode::IsDirectory;
    if (S_ISFIFO(mode))
        return DiagnosticCode::IsFifo;
    if (S_ISSOCK(mode))
        return DiagnosticCode::IsSocket;
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return DiagnosticCode::IsDevice;
    return DiagnosticCode::NotRegularFile;
}

[[noreturn]] void refuseRead(const std::string& path, int error) {
    refuse(path, DiagnosticCode::CannotReadBecause, {std::strerror(error)});
}

} // namespace

RegularFile::RegularFile(const std::string& path) : path_(path) {
    // O_NONBLOCK: opening a FIFO without a writer returns at once instead of waiting; the type
    // check below then refuses it. On a regular file the flag changes nothing.
    do
        fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    while (fd_ < 0 && errno == EINTR);
    if (fd_ < 0)
        refuseOpen(path, errno);
    struct stat status {};
    if (::fstat(fd_, &status) != 0) {
        const int error = errno;
        ::close(fd_);
        refuseRead(path, error);
    }
    if (!S_ISREG(status.st_mode)) {
        ::close(fd_);
        refuse(path, notRegular(status.st_mode));
    }
    size_ = static_cast<std::uint64_t>(status.st_size);
}

RegularFile::~RegularFile() {
    ::close(fd_);
}

std::string RegularFile::read(std::uint64_t offset, std::size_t count) const {
    std::string bytes(count, '\0');
    std::size_t done = 0;
    while (done < count) {
        const ssize_t n =
            ::pread(fd_, bytes.data() + done, count - done, static_cast<off_t>(offset + done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            refuseRead(path_, errno);
        if (n == 0)
            refuse(path_, DiagnosticCode::FileEndsEarly,
                   {DiagnosticArg::of(double(offset + done)),
                    DiagnosticArg::of(double(count - done))});
        done += static_cast<std::size_t>(n);
    }
    return bytes;
}

std::string RegularFile::readAll(std::uint64_t maxBytes, const std::string& kind) const {
    if (size_ > maxBytes)
        refuse(path_, DiagnosticCode::FileTooLarge,
               {describeBytes(size_), DiagnosticArg::ofPhrase(kind), describeBytes(maxBytes)});
    // Read until the end rather than trusting the size: files in /proc report 0, and a file may
    // grow while it is read.
    std::string text;
    text.reserve(static_cast<std::size_t>(size_));
    char chunk[64 * 1024];
    for (std::uint64_t offset = 0;;) {
        const ssize_t n = ::pread(fd_, chunk, sizeof chunk, static_cast<off_t>(offset));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            refuseRead(path_, errno);
        if (n == 0)
            return text;
        offset += static_cast<std::uint64_t>(n);
        if (offset > maxBytes)
            refuse(path_, DiagnosticCode::FileLargerThan,
                   {describeBytes(maxBytes), DiagnosticArg::ofPhrase(kind)});
        text.append(chunk, static_cast<std::size_t>(n));
    }
}

std::string readRegularFile(const std::string& path, std::uint64_t maxBytes,
                            const std::string& kind) {
    return RegularFile(path).readAll(maxBytes, kind);
}

bool isBlank(const std::string& text) {
    return text.find_first_not_of(" \t\r\n") == std::string::npos;
}

std::string describeBytes(std::uint64_t bytes) {
    if (bytes < kKiB)
        return std::to_string(bytes) + (bytes == 1 ? " byte" : " bytes");
    const char* units[] = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    double value = static_cast<double>(bytes) / kKiB;
    int unit = 0;
    while (value >= 1024 && unit < 5) {
        value /= 1024;
        ++unit;
    }
    char text[32];
    std::snprintf(text, sizeof text, "%.1f %s", value, units[unit]);
    return text;
}

} // namespace runcard
