// One pilot training run in this process: the model, optimizer, LR schedule and data of a
// PilotConfig, stepped with measured phases; checkpoints written and restored bit for bit.
// LibTorch stays behind the pimpl so that callers compile without it.
#pragma once

#include "pilot/pilot_config.h"
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
    double seconds = 0;
    std::int64_t peak_bytes = 0;    // tensor peak during this phase
    std::int64_t current_bytes = 0; // tensor bytes alive at its end
};

struct StepRecord {
    int step = 0; // 1-based optimizer step
    bool warmup = false;
    double loss = 0;     // mean over the micro-batches
    float loss_fp32 = 0; // the last micro-batch's loss exactly, for the restore proof
    double learning_rate = 0;
    double seconds = 0;
    double forward_s = 0, backward_s = 0, optimizer_s = 0, data_wait_s = 0;
    std::int64_t peak_bytes = 0; // tensor peak over the whole step
    std::int64_t forward_peak = 0, backward_peak = 0, optimizer_peak = 0;
    std::int64_t current_bytes = 0;  // after the step
    std::int64_t resident_bytes = 0; // process RSS (CPU) or device total (CUDA)
    std::int64_t tokens = 0;
};

struct ValidationRecord {
    int step = 0;
    double seconds = 0;
    double loss = 0;
    std::int64_t tokens = 0;
    int batches = 0;
};

struct CheckpointRecord {
    std::string directory;
    int step = 0;
    std::int64_t bytes = 0;
    double seconds = 0;
    double megabytes_per_s = 0;
    int files = 0;
};

// A checkpoint that fails verification; the message names the file.
class CorruptCheckpoint : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct DeviceInfo {
    std::string name; // e.g. "cpu" or the GPU's name
    std::int64_t total_bytes = 0;
    std::string runtime; // "CUDA 12.1" / "ROCm 6.0" / empty on CPU
    int threads = 0;
};

class TrainingHooks; // pilot/training_hooks.h: one rank of a multi-rank job

class Trainer {
public:
    Trainer(const PilotConfig& config, const PilotOptions& options,
            std::shared_ptr<const TokenizedCorpus> corpus,
            std::shared_ptr<TrainingHooks> hooks = nullptr);
    ~Trainer();

    StepRecord step(bool warmup, const std::function<void(const PhaseRecord&)>& onPhase);
    ValidationRecord validate(int maxBatches);

    CheckpointRecord saveCheckpoint(const std::string& directory,
                                    const std::string& dataSha256) const;
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
    // "random", or "loaded from <dir> (...)" when the card's model.local_dir was loaded.
    std::string weightsSource() const;
    DeviceInfo device() const;
    static std::string libtorchVersion();

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
};
CheckpointHeader readCheckpointHeader(const std::string& directory);
// Verifies the manifest only (sizes and SHA-256 of every listed file).
void verifyManifest(const std::string& directory);

} // namespace runcard::pilot
