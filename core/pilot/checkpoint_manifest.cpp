#include "pilot/checkpoint_manifest.h"

#include "pilot/sha256.h"

#include <yaml-cpp/yaml.h>

namespace fs = std::filesystem;

namespace runcard::pilot {

std::vector<ManifestEntry> readManifest(const fs::path& directory) {
    const fs::path path = directory / kManifest;
    if (!fs::exists(path))
        throw CorruptCheckpoint(path.string() + ": missing; not a complete checkpoint");
    std::vector<ManifestEntry> entries;
    try {
        const YAML::Node root = YAML::LoadFile(path.string());
        for (const auto& item : root["files"])
            entries.push_back({item["file"].as<std::string>(), item["bytes"].as<std::int64_t>(),
                               item["sha256"].as<std::string>()});
    } catch (const YAML::Exception& error) {
        throw CorruptCheckpoint(path.string() + ":" + std::to_string(error.mark.line + 1) + ":" +
                                std::to_string(error.mark.column + 1) + ": unreadable manifest (" +
                                error.msg + ")");
    }
    if (entries.empty())
        throw CorruptCheckpoint(path.string() + ": lists no files");
    return entries;
}

void verifyManifest(const std::string& directoryText) {
    const fs::path directory(directoryText);
    for (const ManifestEntry& entry : readManifest(directory)) {
        const fs::path path = directory / entry.file;
        std::error_code error;
        const auto size = fs::file_size(path, error);
        if (error)
            throw CorruptCheckpoint(path.string() + ": missing from the checkpoint");
        if (std::int64_t(size) != entry.bytes)
            throw CorruptCheckpoint(path.string() +
                                    ": truncated or altered: " + std::to_string(size) +
                                    " bytes, the manifest records " + std::to_string(entry.bytes));
        const std::string actual = sha256File(path.string());
        if (actual != entry.sha256)
            throw CorruptCheckpoint(path.string() + ": corrupt: SHA-256 " + actual +
                                    " does not match the manifest's " + entry.sha256);
    }
}

} // namespace runcard::pilot
