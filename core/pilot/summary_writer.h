// The results folder's summary.json and steps.csv. A placeholder summary with the outcome
// "running" is written when the run starts, so that a pilot that is killed or crashes leaves its
// results marked incomplete; the full summary replaces it at the end, or when the run stops early
// (out of memory, an error), from everything measured so far. Every file carries the run id and
// the card's SHA-256, so a reader can tell files of different runs apart.
#pragma once

#include "pilot/pilot_config.h"
#include "pilot/pilot_options.h"
#include "pilot/run_support.h"
#include "pilot/trainer.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace runcard::pilot {

struct RunIdentity {
    std::string run_id;      // random, 128 bits in hex
    std::string card_sha256; // of the card with overrides applied
};

// Everything measured so far.
struct RunResults {
    std::vector<StepRecord> steps;
    std::vector<ValidationRecord> validations;
    std::optional<CheckpointRecord> checkpoint;
    bool restore_ran = false;
    bool restore_ok = false;
    bool restore_compared = false;
    std::string outcome = "running"; // ok, oom, restore_failed, failed, running
    std::string error;               // what stopped a failed run
    std::string oom_phase;
    std::int64_t oom_requested_bytes = 0;
    std::int64_t oom_in_use_bytes = 0;
    std::int64_t parameters = 0;
    std::int64_t trainable_parameters = 0;
    double load_average_start = 0; // the host's 1-minute load average, /proc/loadavg
    double load_average_end = 0;
};

// The placeholder written when a run starts. Throws WriteError.
void writeRunningSummary(const std::filesystem::path& directory, const RunIdentity& identity,
                         const PilotConfig& config);
// summary.json and steps.csv. Throws WriteError.
void writeSummary(const std::filesystem::path& directory, const RunIdentity& identity,
                  const PilotConfig& config, const PilotOptions& options,
                  const Revisions& revisions, const RunResults& results);

// The host's 1-minute load average; 0 where /proc/loadavg is unreadable.
double loadAverage();

} // namespace runcard::pilot
