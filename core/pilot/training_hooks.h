// How one process takes part in a training step when it is one rank of several: the Trainer calls
// these hooks at the step's boundaries, and core/pilot/distributed implements them for DDP, ZeRO
// and FSDP layouts. A Trainer without hooks is a single process.
#pragma once

#include "pilot/decoder.h"

#include <cstdint>
#include <functional>
#include <string>
#include <torch/torch.h>
#include <utility>
#include <vector>

namespace runcard::pilot {

class TrainingHooks {
public:
    virtual ~TrainingHooks() = default;

    // The model is built and on its device. Returns the tensors the optimizer updates (this
    // rank's shards under ZeRO/FSDP). `liveBytes` reads the allocator's live tensor bytes.
    virtual std::vector<torch::Tensor> attach(Decoder& model,
                                              std::function<std::int64_t()> liveBytes) = 0;
    // This process reads the global batches offset, offset + stride, offset + 2 stride, ...
    virtual std::int64_t batchOffset() const = 0;
    virtual std::int64_t batchStride() const = 0;

    // Around each micro-batch; `synchronize` is true on the last micro-batch of a step (gradients
    // are reduced across ranks then, as DDP outside no_sync()).
    virtual void beforeMicroBatch(bool synchronize) = 0;
    virtual void afterBackward(bool synchronize) = 0;
    // Replaces optimizer.step() and the release of the gradients.
    virtual void optimizerStep(torch::optim::Optimizer& optimizer) = 0;
    // The step's loss over every rank (each rank's loss is its micro-batches' mean).
    virtual double globalLoss(double local) = 0;
    // Named tensors that hold this process's share of the parameters, for checkpoints and hashes.
    virtual std::vector<std::pair<std::string, torch::Tensor>> stateTensors() = 0;
};

} // namespace runcard::pilot
