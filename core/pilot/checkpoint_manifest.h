// A checkpoint's manifest.json: the size and SHA-256 of every file in the checkpoint folder,
// written last so that its presence marks a complete checkpoint.
#pragma once

#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace runcard::pilot {

// A checkpoint that fails verification; the message names the file.
class CorruptCheckpoint : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

inline constexpr const char* kManifest = "manifest.json";

struct ManifestEntry {
    std::string file;
    std::int64_t bytes = 0;
    std::string sha256;
};

// Throws CorruptCheckpoint naming manifest.json when it is missing, unreadable or empty.
std::vector<ManifestEntry> readManifest(const std::filesystem::path& directory);
// Verifies the manifest only (sizes and SHA-256 of every listed file).
void verifyManifest(const std::string& directory);

} // namespace runcard::pilot
