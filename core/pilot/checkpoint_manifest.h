// A checkpoint folder and its manifest.json: the size and SHA-256 of every file in the folder,
// written last so that its presence marks a complete checkpoint. A checkpoint is written into
// DIR.partial (each file fsynced), then swapped into place with one atomic exchange of the two
// folders (renameat2 RENAME_EXCHANGE), so DIR is always either the old checkpoint or the new one;
// where the file system cannot exchange, DIR moves to DIR.previous and DIR.partial to DIR, and a
// crash between those two renames is undone by recoverCheckpoint() at the next start.
#pragma once

#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>
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

// Throws CorruptCheckpoint naming manifest.json when it is missing, unreadable, empty, or names a
// file outside the checkpoint folder.
std::vector<ManifestEntry> readManifest(const std::filesystem::path& directory);
// Verifies the manifest (sizes and SHA-256 of every listed file) and that it lists `required`.
void verifyManifest(const std::string& directory, const std::vector<std::string>& required = {});

// After a crash while a checkpoint at `directory` was replaced: brings back DIR.previous when DIR
// is missing, and removes the leftovers DIR.partial and DIR.previous.
void recoverCheckpoint(const std::filesystem::path& directory);

// A checkpoint being written. Files go into DIR.partial as they are added (written, fsynced and
// entered in the manifest); commit() writes the manifest last and swaps the folder into place.
// Destroyed without a commit, it removes DIR.partial.
class CheckpointStaging {
public:
    explicit CheckpointStaging(std::filesystem::path directory);
    ~CheckpointStaging();
    CheckpointStaging(const CheckpointStaging&) = delete;
    CheckpointStaging& operator=(const CheckpointStaging&) = delete;

    // Hashes and writes one file; adds the seconds spent to *hashSeconds and *writeSeconds.
    // Throws WriteError naming the file.
    void add(const std::string& name, std::string_view bytes, double* hashSeconds,
             double* writeSeconds);
    // Writes the manifest and swaps the folder into place; returns the seconds spent.
    double commit();

    const std::filesystem::path& directory() const { return directory_; }
    const std::filesystem::path& staging() const { return staging_; }
    std::int64_t bytes() const { return bytes_; }
    int files() const { return int(entries_.size()) + 1; } // with the manifest

private:
    std::filesystem::path directory_;
    std::filesystem::path staging_;
    std::vector<ManifestEntry> entries_;
    std::int64_t bytes_ = 0;
    bool committed_ = false;
};

} // namespace runcard::pilot
