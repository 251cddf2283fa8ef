// One pilot training run in this process: the model, optimizer, LR schedule and data of a
// PilotConfig, stepped with measured phases; checkpoints written and restored bit for bit.
// LibTorch stays behind the pimpl so that callers compile without it.
#pragma once

#include "pilot/checkpoint_manifest.h"
#include "pilot/pilot_config.h"
#include "pilot/system_info.h"
#include "pilot/text_data.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace runcard::pilot {

enum class Phase { Forward, Backward, Optimizer, Validation, Checkpoint };
const char* phaseName(Phase phase);

struct PhaseRecord {
    int step = 0;
    int micro = 0; // micro-batch within the optimizer step (0 for the optimizer phase)
    Phase phase = Phase::Forward;
    double seconds = 0;             // on the device's timeline (CUDA events on a GPU)
    std::int64_t peak_bytes = 0;    // tensor peak during this phase
    std::int64_t current_bytes = 0; // tensor bytes alive at its end
};

struct StepRecord {
    int step = 0; // 1-based optimizer step
    bool warmup = false;
    double loss = 0;     // mean over the micro-batches
    float loss_fp32 = 0; // the last micro-batch's loss (divided by the accumulation), exactly
    double learning_rate = 0;
    double seconds = 0; // the step on the device's timeline
    double wall_s = 0;  // the step on the host's clock
    double cpu_s = 0;   // process CPU time (all threads) during the step
    double forward_s = 0, backward_s = 0, optimizer_s = 0, data_wait_s = 0;
    std::int64_t peak_bytes = 0; // tensor peak over the whole step
    std::int64_t forward_peak = 0, backward_peak = 0, optimizer_peak = 0;
    std::int64_t current_bytes = 0;  // after the step
    std::int64_t resident_bytes = 0; // process RSS (CPU) or device used bytes (CUDA, NVML)
    std::int64_t tokens = 0;
    // Mixture-of-experts: the most tokens one expert received in a layer, over the balanced
    // share (tokens·k/experts), the largest over the step's micro-batches; 0 for a dense model.
    double max_expert_load = 0;
};

struct ValidationRecord {
    int step = 0;
    double seconds = 0;
    double loss = 0;
    std::int64_t tokens = 0;
    int batches = 0;
};

// Where a checkpoint's time went: turning tensors into bytes, hashing them (content hashes and
// the manifest's file hashes), and writing them with fsync of every file and of the folder.
struct CheckpointRecord {
    std::string directory;
    int step = 0;
    std::int64_t bytes = 0;
    int files = 0;
    double seconds = 0;
    double serialize_s = 0;
    double hash_s = 0;
    double write_s = 0;
    double megabytes_per_s = 0; // bytes / write_s: what the disk took
    std::string contents;       // "all parameters" or "adapters only (frozen base by hash)"
};

class TrainingHooks; // pilot/training_hooks.h: one rank of a multi-rank job

class Trainer {
public:
    Trainer(const PilotConfig& config, const PilotOptions& options, DataFile data,
            std::shared_ptr<TrainingHooks> hooks = nullptr);
    ~Trainer();

    StepRecord step(bool warmup, const std::function<void(const PhaseRecord&)>& onPhase);
    ValidationRecord validate(int maxBatches);

    // Writes the trainable parameters (all of them in full training; the adapters only for LoRA,
    // whose frozen base is recorded by its SHA-256), the optimizer, the random generators, the
    // scheduler and the data position into `staging`. The caller adds expected.json and commits.
    CheckpointRecord stageCheckpoint(CheckpointStaging& staging, const std::string& dataSha256,
                                     const std::string& runId, const std::string& cardSha256) const;
    // Verifies the manifest (sizes, SHA-256 of every file) and loads every item, checking each
    // against the hash recorded when it was written. Throws CorruptCheckpoint naming the file.
    // Returns the names of the verified items.
    std::vector<std::string> restoreCheckpoint(const std::string& directory);

    const char* activePhase() const;   // "setup", "forward", ... for out-of-memory reports
    std::string parameterHash() const; // SHA-256 over every parameter's bytes, in order
    std::int64_t parameterCount() const;
    std::int64_t trainableCount() const;
    int completedSteps() const;
    std::int64_t dataPosition() const;
    std::int64_t totalScheduleSteps() const;
    // "random (seed N)", or "loaded from <dir> (...)" when the card's model.local_dir was loaded.
    std::string weightsSource() const;
    DeviceInfo device() const;
    // Tensor bytes in use and asked by the allocation an out-of-memory error refused.
    std::int64_t inUseBytes() const;
    std::int64_t refusedBytes(const std::string& errorText) const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// Reads a checkpoint's pilot.json and card.yaml: what a restore process needs to rebuild the run.
struct CheckpointHeader {
    RunCard card;
    std::optional<int> proxy_layers;
    std::string device;
    int threads = 0;
    int step = 0;
    std::string data_sha256;
    std::string run_id;
    std::string card_sha256;
};
CheckpointHeader readCheckpointHeader(const std::string& directory);

} // namespace runcard::pilot
