// Reading input files defensively. Only regular files are read: a directory, a FIFO, a socket or a
// device such as /dev/zero is refused before a byte is read (opening never blocks on a FIFO), and
// a file larger than the caller's cap is refused instead of filling memory. Every error is an
// InputError naming the file and saying why in words.
#pragma once

#include "planner/diagnostics.h"

#include <cstdint>
#include <string>

namespace runcard {

// Caps for the planner's inputs; each is far above what a real file of the kind holds, so only a
// wrong or hostile file meets it.
inline constexpr std::uint64_t kKiB = 1024;
inline constexpr std::uint64_t kMiB = 1024 * kKiB;

// An open regular file, read at explicit offsets (a safetensors header is read without reading the
// tensor data after it).
class RegularFile {
public:
    // Throws InputError: missing, unreadable, or not a regular file.
    explicit RegularFile(const std::string& path);
    ~RegularFile();
    RegularFile(const RegularFile&) = delete;
    RegularFile& operator=(const RegularFile&) = delete;

    const std::string& path() const { return path_; }
    std::uint64_t size() const { return size_; }
    // Exactly `count` bytes from `offset`; throws InputError when the file ends before.
    std::string read(std::uint64_t offset, std::size_t count) const;
    // Everything, refusing more than `maxBytes` (also when a file grows while it is read).
    // `kind` names the file in the message: "a GPU catalog is at most 4.0 MiB" (an English
    // phrase the app translates: write it as RUNCARD_TR("Diagnostics", "a GPU catalog")).
    std::string readAll(std::uint64_t maxBytes, const std::string& kind) const;

private:
    std::string path_;
    int fd_ = -1;
    std::uint64_t size_ = 0;
};

// The whole content of a regular file of at most `maxBytes`.
std::string readRegularFile(const std::string& path, std::uint64_t maxBytes,
                            const std::string& kind);

// True for a text of only spaces, tabs and line breaks (an "empty" file).
bool isBlank(const std::string& text);

// "4.0 MiB", "512 bytes": sizes in messages.
std::string describeBytes(std::uint64_t bytes);

} // namespace runcard
