#include "pilot/checkpoint_manifest.h"

#include "pilot/durable_file.h"
#include "pilot/sha256.h"
#include "pilot/statistics.h"
#include "planner/json_writer.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <fcntl.h>
#include <yaml-cpp/yaml.h>

namespace fs = std::filesystem;

namespace runcard::pilot {
namespace {

using Clock = std::chrono::steady_clock;

fs::path sibling(const fs::path& directory, const char* suffix) {
    return fs::path(directory.string() + suffix);
}

// A manifest entry must name a plain file inside the checkpoint folder.
bool isPlainName(const std::string& name) {
    return !name.empty() && name != "." && name != ".." && name.find('/') == std::string::npos &&
           name.find('\0') == std::string::npos;
}

} // namespace

std::vector<ManifestEntry> readManifest(const fs::path& directory) {
    const fs::path path = directory / kManifest;
    std::string text;
    try {
        text = readRegularFile(path, kMaxJsonFileBytes, "checkpoint manifest");
    } catch (const FileError& error) {
        throw CorruptCheckpoint(std::string(error.what()) + "; not a complete checkpoint");
    }
    std::vector<ManifestEntry> entries;
    try {
        const YAML::Node root = YAML::Load(text);
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
    for (const ManifestEntry& entry : entries)
        if (!isPlainName(entry.file) || entry.file == kManifest)
            throw CorruptCheckpoint(path.string() + ": names \"" + entry.file +
                                    "\", which is not a file of the checkpoint folder");
    return entries;
}

void verifyManifest(const std::string& directoryText, const std::vector<std::string>& required) {
    const fs::path directory(directoryText);
    const std::vector<ManifestEntry> entries = readManifest(directory);
    for (const std::string& name : required)
        if (std::none_of(entries.begin(), entries.end(),
                         [&](const ManifestEntry& e) { return e.file == name; }))
            throw CorruptCheckpoint((directory / kManifest).string() + ": does not list " + name +
                                    "; the checkpoint is incomplete");
    for (const ManifestEntry& entry : entries) {
        const fs::path path = directory / entry.file;
        std::int64_t size = 0;
        try {
            size =
                checkRegularFile(path, std::max<std::int64_t>(entry.bytes, 0), "checkpoint file");
        } catch (const FileError& error) {
            // A file larger than the manifest says is caught by the size cap; name it as such.
            std::error_code ignored;
            const auto actual = fs::file_size(path, ignored);
            if (!ignored && std::int64_t(actual) != entry.bytes)
                throw CorruptCheckpoint(
                    path.string() + ": truncated or altered: " + std::to_string(actual) +
                    " bytes, the manifest records " + std::to_string(entry.bytes));
            throw CorruptCheckpoint(std::string(error.what()) + " (missing from the checkpoint?)");
        }
        if (size != entry.bytes)
            throw CorruptCheckpoint(path.string() +
                                    ": truncated or altered: " + std::to_string(size) +
                                    " bytes, the manifest records " + std::to_string(entry.bytes));
        const std::string actual = sha256File(path.string());
        if (actual != entry.sha256)
            throw CorruptCheckpoint(path.string() + ": corrupt: SHA-256 " + actual +
                                    " does not match the manifest's " + entry.sha256);
    }
}

void recoverCheckpoint(const fs::path& directory) {
    const fs::path previous = sibling(directory, ".previous");
    const fs::path partial = sibling(directory, ".partial");
    std::error_code error;
    if (!fs::exists(directory, error) && fs::exists(previous / kManifest, error)) {
        fs::rename(previous, directory, error); // the old checkpoint, complete, comes back
        if (error)
            throw WriteError(previous, "cannot be moved back to " + directory.filename().string(),
                             error.value());
    }
    fs::remove_all(partial, error);
    fs::remove_all(previous, error);
    if (fs::exists(directory.parent_path(), error))
        syncDirectory(directory.parent_path());
}

CheckpointStaging::CheckpointStaging(fs::path directory)
    : directory_(std::move(directory)), staging_(sibling(directory_, ".partial")) {
    recoverCheckpoint(directory_);
    std::error_code error;
    if (!fs::create_directories(staging_, error) || error)
        throw WriteError(staging_, "cannot be created", error.value());
}

CheckpointStaging::~CheckpointStaging() {
    if (!committed_) {
        std::error_code ignored;
        fs::remove_all(staging_, ignored); // a failed checkpoint leaves nothing behind
    }
}

void CheckpointStaging::add(const std::string& name, std::string_view bytes, double* hashSeconds,
                            double* writeSeconds) {
    auto start = Clock::now();
    entries_.push_back({name, std::int64_t(bytes.size()), sha256Hex(bytes)});
    *hashSeconds += secondsSince(start);
    start = Clock::now();
    writeNewFile(staging_ / name, bytes);
    *writeSeconds += secondsSince(start);
    bytes_ += std::int64_t(bytes.size());
}

double CheckpointStaging::commit() {
    const auto start = Clock::now();
    JsonWriter manifest;
    manifest.beginObject().key("files").beginArray();
    for (const ManifestEntry& entry : entries_)
        manifest.beginObject()
            .field("file", entry.file)
            .field("bytes", entry.bytes)
            .field("sha256", entry.sha256)
            .endObject();
    manifest.endArray().endObject();
    writeNewFile(staging_ / kManifest, manifest.str()); // last: its presence marks completeness
    syncDirectory(staging_);

    const fs::path parent =
        directory_.parent_path().empty() ? fs::path(".") : directory_.parent_path();
    std::error_code error;
    if (fs::exists(directory_, error)) {
        // One atomic step: DIR becomes the new checkpoint, DIR.partial the old one.
        if (::renameat2(AT_FDCWD, staging_.c_str(), AT_FDCWD, directory_.c_str(),
                        RENAME_EXCHANGE) != 0) {
            if (errno != EINVAL && errno != ENOSYS)
                throw WriteError(directory_, "cannot be replaced", errno);
            // No exchange on this file system: two renames; recoverCheckpoint() undoes a crash
            // between them.
            const fs::path previous = sibling(directory_, ".previous");
            fs::remove_all(previous, error);
            if (::rename(directory_.c_str(), previous.c_str()) != 0)
                throw WriteError(directory_, "cannot be moved aside", errno);
            if (::rename(staging_.c_str(), directory_.c_str()) != 0)
                throw WriteError(directory_, "cannot be replaced", errno);
            syncDirectory(parent);
            committed_ = true;
            fs::remove_all(previous, error);
            return secondsSince(start);
        }
        syncDirectory(parent);
        committed_ = true;
        fs::remove_all(staging_, error); // now the old checkpoint
        return secondsSince(start);
    }
    if (::rename(staging_.c_str(), directory_.c_str()) != 0)
        throw WriteError(directory_, "cannot be created", errno);
    syncDirectory(parent);
    committed_ = true;
    return secondsSince(start);
}

} // namespace runcard::pilot
