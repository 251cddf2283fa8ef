// Files the pilot writes and reads, with failures that name the file and give the reason in words.
// Results are written durably (a temporary opened exclusively and without following links,
// written, fsynced, renamed into place, then the folder fsynced) so that a crash or a full disk
// leaves the old file or the new one, never a torn one, and no temporary behind. Inputs must be
// regular files under a size cap, so a FIFO or /dev/zero named as a file is refused instead of
// hanging or exhausting memory. The writes are planner/durable_file.h's (one implementation for the
// app and the pilot), with a link in place of a result replaced, never written through.
#pragma once

#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>

namespace runcard::pilot {

// A file could not be read, created or written; what() is "PATH: what failed: reason".
class FileError : public std::runtime_error {
public:
    FileError(const std::filesystem::path& path, const std::string& what, int errorNumber = 0);
    const std::filesystem::path& path() const { return path_; }
    int errorNumber() const { return errno_; }
    // what() without the path: "what failed: reason".
    const std::string& detail() const { return detail_; }

private:
    std::filesystem::path path_;
    int errno_;
    std::string detail_;
};

// Writing results failed (disk full, read-only folder, a link in the way): exit code 6.
class WriteError : public FileError {
public:
    using FileError::FileError;
};

// Replaces `path` with `bytes` durably (see above). Throws WriteError.
void writeFileDurably(const std::filesystem::path& path, std::string_view bytes);
// Creates `path` (it must not exist; a link is not followed), writes and fsyncs it. For files
// inside a staging folder that is renamed into place as a whole. Throws WriteError.
void writeNewFile(const std::filesystem::path& path, std::string_view bytes);
// fsync of a folder, so that renames and creations inside it survive a crash. Throws WriteError.
void syncDirectory(const std::filesystem::path& directory);

// An output file opened once and appended to line by line (events.ndjson). Opening truncates it
// and refuses a symbolic link in its place.
class AppendFile {
public:
    AppendFile() = default;
    explicit AppendFile(const std::filesystem::path& path);
    ~AppendFile();
    AppendFile(AppendFile&& other) noexcept;
    AppendFile& operator=(AppendFile&& other) noexcept;
    AppendFile(const AppendFile&) = delete;
    AppendFile& operator=(const AppendFile&) = delete;

    bool isOpen() const { return fd_ >= 0; }
    const std::filesystem::path& path() const { return path_; }
    void append(std::string_view bytes); // throws WriteError
    void sync();                         // fsync; throws WriteError

private:
    int fd_ = -1;
    std::filesystem::path path_;
};

// Size caps of the files the pilot reads.
inline constexpr std::int64_t kMaxJsonFileBytes = std::int64_t(64) << 20; // pilot.json, ...
inline constexpr std::int64_t kMaxDataFileBytes = std::int64_t(8) << 30;  // data.path

// Checks that `path` is a regular file (not a FIFO, device or folder; links are followed) of at
// most `maxBytes`, without blocking on it; returns its size. `role` names it in the message
// ("data.path", "checkpoint file"). Throws FileError.
std::int64_t checkRegularFile(const std::filesystem::path& path, std::int64_t maxBytes,
                              const std::string& role);
// checkRegularFile, then the whole file. Throws FileError.
std::string readRegularFile(const std::filesystem::path& path, std::int64_t maxBytes,
                            const std::string& role);

// A random 128-bit identifier in hex, from the kernel's generator.
std::string randomHex128();

} // namespace runcard::pilot
