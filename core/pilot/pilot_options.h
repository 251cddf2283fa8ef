// The runcard-pilot command line and its exit codes (docs/pilot-protocol.md).
#pragma once

#include "planner/run_card_yaml.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace runcard::pilot {

// Bounds of the options: a pilot measures a handful of steps, and no value may overflow the
// arithmetic that uses it.
inline constexpr std::int64_t kMaxPilotSteps = 100000;
inline constexpr std::int64_t kMaxWarmupSteps = 10000;
inline constexpr std::int64_t kMaxThreads = 1024;
inline constexpr std::int64_t kMaxLayers = 100000;
// Ranks started on one machine (--nproc; the CPU and GPU counts refuse far fewer), the largest
// collective micro-benchmark message (4 GiB: above any bucket a framework all-reduces at once) and
// a collective's timeout (one day).
inline constexpr std::int64_t kMaxRanks = 65536;
inline constexpr std::int64_t kMaxCollectiveBenchBytes = std::int64_t(4) << 30;
inline constexpr std::int64_t kMaxCollectiveTimeout = 86400;
inline constexpr std::int64_t kMaxDeviceIndex = 1023;
inline constexpr std::int64_t kMaxMemoryLimit = std::int64_t(1) << 50; // 1 PiB

enum ExitCode : int {
    kExitOk = 0,
    kExitInternalError = 1,     // an unexpected failure (a bug or the environment)
    kExitBadInput = 2,          // bad arguments, card, data file, or a setting the pilot refuses
    kExitOutOfMemory = 3,       // the memory limit (or the device) refused an allocation
    kExitRestoreMismatch = 4,   // the restored process did not continue bit-exactly
    kExitCorruptCheckpoint = 5, // --restore-check refused a corrupt or truncated checkpoint
    kExitWriteFailed = 6,       // results could not be written (disk full, read-only, a link)
    kExitRankFailed = 7         // a rank of a multi-rank pilot died or lost its peers
};

struct PilotOptions {
    std::string card_path;
    std::vector<FieldOverride> overrides; // --set key=value
    int steps = 8;                        // measured optimizer steps
    int warmup = 2;                       // steps before measuring (not in the statistics)
    std::string device = "cpu";           // cpu | cuda:N
    std::optional<int> proxy_layers;      // --scale proxy:LAYERS; unset = full
    std::int64_t memory_limit = 0;        // bytes; 0 = none
    std::string out_dir;
    bool restore_proof = true; // checkpoint after the last step and prove a restore
    int threads = 0;           // intra-op threads; 0 = LibTorch's default
    std::string restore_check; // internal mode: verify and continue the checkpoint in this folder
    bool help = false;
    // Multi-rank pilots (core/pilot/distributed, docs/pilot-protocol.md "Multi-rank pilots").
    int nproc = 0;              // --nproc N: ranks started on this machine; 0 = not given
    bool oversubscribe = false; // allow more ranks than logical CPUs / devices
    std::int64_t collective_bench_bytes = 256ll << 20; // largest micro-benchmark message; 0 = off
    int collective_timeout_s = 60; // a rank waits this long for its peers in one collective
    // --baseline DIR: a finished single-process pilot of the same card; with --nproc and --out,
    // the launcher judges the ranks against it and writes OUT/scaling.json (scaling_step.h).
    std::string baseline_dir;
};

// Throws InputError (field = the argument) on bad arguments.
PilotOptions parsePilotArguments(const std::vector<std::string>& arguments);
std::string pilotUsage();

} // namespace runcard::pilot
