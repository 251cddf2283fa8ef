// The results folder's summary.json and steps.csv, written at the end of a pilot or when it stops
// early (out of memory), from everything measured so far.
#pragma once

#include "pilot/pilot_config.h"
#include "pilot/pilot_options.h"
#include "pilot/run_support.h"
#include "pilot/tracking_allocator.h"
#include "pilot/trainer.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace runcard::pilot {

// Everything measured so far; summary.json and steps.csv are written from it at the end, or
// when the run stops early (out of memory), so partial results are kept.
struct RunResults {
    std::vector<StepRecord> steps;
    std::vector<ValidationRecord> validations;
    std::optional<CheckpointRecord> checkpoint;
    std::string restore_line; // the restore process's restore event
    bool restore_ok = false;
    bool restore_ran = false;
    std::string outcome = "running";
    std::string oom_phase;
    RefusedAllocation oom;
};

void writeSummary(const std::filesystem::path& directory, const PilotConfig& config,
                  const PilotOptions& options, const Revisions& revisions,
                  const RunResults& results);

} // namespace runcard::pilot
