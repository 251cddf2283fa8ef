// What the pilot's run (pilot_run.cpp) and its restore process (restore_check.cpp) share: error
// events, the revisions recorded with every result, the data file, and the planner's prediction as
// JSON.
#pragma once

#include "pilot/event_stream.h"
#include "pilot/library_info.h"
#include "pilot/pilot_config.h"
#include "pilot/system_info.h"
#include "pilot/text_data.h"
#include "pilot/trainer.h"
#include "planner/diagnostics.h"

#include <exception>
#include <string>

namespace runcard::pilot {

// The fp32 loss's bits in hex: what the restore proof compares.
std::string lossBits(float loss);
// LibTorch errors carry a C++ backtrace after the message; users get the message.
std::string firstLines(const std::string& text);
// One line on stderr and an `error` event.
void reportError(EventStream& events, const std::string& kind, const std::string& fullMessage,
                 const Diagnostics& diagnostics = {});
bool isOutOfMemory(const std::exception& error);
void writeMemory(JsonWriter& json, const MemoryEstimate& memory);
// The fields of a validation and of a checkpoint, in an event or a summary object.
void writeValidationFields(JsonWriter& json, const ValidationRecord& v);
void writeCheckpointFields(JsonWriter& json, const CheckpointRecord& c);

struct Revisions {
    std::string runcard_version;
    LibraryRevisions libraries;
    DeviceInfo device;
    HostInfo host;
    std::string model_revision;
    std::string architecture_hash;
    std::string data_path;
    std::string data_sha256;
    std::int64_t data_bytes = 0;
    std::string card_sha256; // of the card with overrides applied (canonical YAML)
};
Revisions baseRevisions(const PilotConfig& config);
void writeRevisions(JsonWriter& json, const Revisions& r);
// "notes": the English sentences; "note_codes": each one's code and arguments, for the app to
// show in its own language (planner/pilot_notes.h).
void writeNotes(JsonWriter& json, const std::vector<PilotNote>& notes);

// Checks and hashes the card's data file and loads its tokenizer; records the file's path, size
// and SHA-256 in `revisions`. Throws DataError (bad data) naming the file.
DataFile openData(const RunCard& card, const PilotConfig& config, Revisions& revisions);

} // namespace runcard::pilot
