// The one reader of a pilot's results folder (docs/pilot-protocol.md): summary.json and
// events.ndjson, checked against each other. Calibration (calibration.h) and the report and app
// (ui/report/pilot_results.h, a thin Qt adapter) read pilots through it. Standard C++ and yaml-cpp
// (which reads JSON) only.
//
// A folder is Absent (nothing there), Complete, Incomplete (the pilot was killed, crashed or is
// still running: a placeholder summary, or events without their end), or Corrupt (unreadable,
// wrong types, impossible numbers, a newer protocol, or a summary and events from different runs
// or cards); the problems name the file, line, column and field.
#pragma once

#include "planner/diagnostics.h"
#include "planner/gpu_catalog.h"
#include "planner/pilot_notes.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace runcard {

// The newest pilot protocol this reader understands (protocol 1 is read too).
inline constexpr int kPilotProtocol = 2;

enum class PilotResultsState { Absent, Complete, Incomplete, Corrupt };

// Minimum, median and maximum of the measured steps; mean, cv and p90 where written.
struct PilotSpread {
    int n = 0;
    double min = 0, median = 0, max = 0;
    std::optional<double> mean, cv, p90;
};

struct PilotStepSample {
    int step = 0;
    bool warmup = false;
    double seconds = 0;
    std::optional<double> cpu_s;
    std::optional<double> loss;
    std::optional<double> peak_bytes;
};

// What the pilot ran, from its start event.
struct PilotStart {
    bool present = false;
    std::string run_id, card_sha256;
    std::int64_t parameters = 0;
    std::int64_t base_parameters = 0; // without LoRA adapters (protocol 2)
    std::int64_t trainable_parameters = 0;
    std::string method, precision;
    int layers = 0;
    int sequence_length = 0;
    int micro_batch = 0;
    int gradient_accumulation = 0;
    std::optional<bool> activation_checkpointing; // absent in hand-written protocol-1 events
};

struct PilotResultsData {
    std::string directory, summary_path, events_path;
    PilotResultsState state = PilotResultsState::Absent;
    Diagnostics problems; // why it is Corrupt or Incomplete
    int protocol = 0;
    std::string run_id, card_sha256; // protocol 2
    std::string outcome;             // ok, oom, restore_failed, failed, running
    std::string error;               // what stopped a failed run
    std::string scale;               // full or proxy
    std::string proxy_reason;
    int layers = 0, full_layers = 0;
    int warmup_steps = 0, measured_steps = 0;
    std::optional<PilotSpread> step_time_s, step_wall_s, step_cpu_s;
    std::optional<double> tokens_per_s, data_wait_share; // tokens/s of this process (rank 0)
    int world_size = 1; // ranks of a multi-rank pilot (distributed.world_size), else 1
    std::optional<std::int64_t> peak_tensor_bytes, peak_resident_bytes;
    std::optional<std::int64_t> predicted_peak_bytes;
    std::optional<std::int64_t> predicted_activations_bytes; // activations + logits at the peak
    std::optional<double> validation_s, checkpoint_s;
    bool restore_ran = false, restore_ok = false, restore_compared = false;
    std::string device; // revisions.device
    std::vector<std::pair<std::string, std::string>> revisions;
    std::vector<std::string> notes; // in English, as the pilot wrote them
    // The same notes as codes and arguments where the pilot wrote them ("note_codes", since
    // the eighth session of 2026-12-07), for the app's language; empty from older pilots.
    std::vector<PilotNote> note_codes;
    PilotStart start;
    std::vector<PilotStepSample> steps; // from events.ndjson, warm-up included
    bool ended = false;                 // events.ndjson has its end event

    bool complete() const { return state == PilotResultsState::Complete; }
    // The first problem as one line ("file:line:column: field: message").
    std::string problem() const;
};

// Reads `directory`/summary.json and events.ndjson. Never throws for what is on disk: the state
// and the problems say what was found.
PilotResultsData readPilotResults(const std::string& directory);

// The catalog id of a device as CUDA / ROCm / NVML name it ("NVIDIA H100 80GB HBM3" ->
// "h100-sxm-80gb"); empty for the CPU, for cards the catalog does not hold (A100 PCIe, H100 NVL)
// and for unknown names. Only ids present in `catalog` are returned.
std::string catalogIdForDevice(const std::string& deviceName, const GpuCatalog& catalog);

} // namespace runcard
