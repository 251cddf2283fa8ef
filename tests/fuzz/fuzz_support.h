// Helpers for the libFuzzer harnesses: inputs as files (the loaders read paths), and inputs made of
// several files separated by NUL bytes. Each harness is thin: it calls the loader's public API and
// lets only the exceptions that API documents pass; anything else (a crash, a sanitizer report, an
// undocumented exception, a hang) is a finding.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <string>
#include <string_view>
#include <sys/mman.h>
#include <unistd.h>
#include <vector>

namespace runcard::fuzz {

inline std::string_view asText(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

// The input as a regular file in memory (memfd), named by /proc/self/fd/N; closed on destruction.
class MemoryFile {
public:
    explicit MemoryFile(std::string_view contents) {
        fd_ = ::memfd_create("fuzz-input", MFD_CLOEXEC);
        if (fd_ < 0)
            std::abort();
        for (std::size_t done = 0; done < contents.size();) {
            const ssize_t n = ::write(fd_, contents.data() + done, contents.size() - done);
            if (n <= 0)
                std::abort();
            done += std::size_t(n);
        }
        path_ = "/proc/self/fd/" + std::to_string(fd_);
    }
    ~MemoryFile() { ::close(fd_); }
    MemoryFile(const MemoryFile&) = delete;
    MemoryFile& operator=(const MemoryFile&) = delete;
    const std::string& path() const { return path_; }

private:
    int fd_ = -1;
    std::string path_;
};

// Splits at NUL bytes into exactly `parts` pieces (missing ones are empty).
inline std::vector<std::string> splitInput(std::string_view text, std::size_t parts) {
    std::vector<std::string> pieces;
    for (std::size_t i = 0; i + 1 < parts; ++i) {
        const std::size_t end = text.find('\0');
        pieces.emplace_back(text.substr(0, end));
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    }
    pieces.emplace_back(text);
    return pieces;
}

// A folder of this process for harnesses whose loader reads several files beside each other.
inline const std::filesystem::path& scratchFolder() {
    static const std::filesystem::path folder = [] {
        const char* base = std::filesystem::is_directory("/dev/shm") ? "/dev/shm" : "/tmp";
        auto path = std::filesystem::path(base) / ("runcard-fuzz-" + std::to_string(::getpid()));
        std::filesystem::create_directories(path);
        return path;
    }();
    return folder;
}

// Writes `contents` to scratchFolder()/name, or removes the file when `present` is false.
void writeScratch(const std::string& name, const std::string& contents, bool present = true);

} // namespace runcard::fuzz
