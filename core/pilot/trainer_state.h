// Trainer's state, shared by its two source files: trainer.cpp (building the run, stepping,
// validating) and trainer_checkpoint.cpp (writing and restoring checkpoints). Not a public header.
#pragma once

#include "pilot/decoder.h"
#include "pilot/device_runtime.h"
#include "pilot/sha256.h"
#include "pilot/statistics.h"
#include "pilot/trainer.h"
#include "pilot/training_hooks.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <memory>
#include <numbers>
#include <torch/torch.h>

namespace runcard::pilot {

using Clock = std::chrono::steady_clock;

// Adds the tensor's bytes (copied to the CPU, contiguous) to `hash`.
void hashTensor(Sha256& hash, const torch::Tensor& tensor);

struct Trainer::Impl {
    PilotConfig config;
    PilotOptions options;
    DataFile data;
    std::unique_ptr<DeviceRuntime> runtime;
    std::shared_ptr<Decoder> model;
    std::unique_ptr<torch::optim::Optimizer> optimizer;
    SampleLayout layout;
    std::unique_ptr<BatchLoader> loader;
    int completed = 0;            // optimizer steps taken (also the scheduler's state)
    const char* active = "setup"; // the phase running now, for out-of-memory reports
    std::int64_t totalSteps = 0;
    std::string weights;
    std::shared_ptr<TrainingHooks> hooks; // set when this process is one rank of several

    torch::Device device() const { return runtime->device(); }
    bool lora() const { return config.card.training.method != TrainingMethod::Full; }

    // Warm-up then constant / linear decay / cosine decay to zero (as transformers'
    // get_*_schedule_with_warmup).
    double learningRate(int step) const {
        const TrainingSection& t = config.card.training;
        const double peak = t.learning_rate;
        if (step < t.warmup_steps)
            return peak * double(step + 1) / double(t.warmup_steps + 1);
        const double progress =
            std::clamp(double(step - t.warmup_steps) /
                           double(std::max<std::int64_t>(1, totalSteps - t.warmup_steps)),
                       0.0, 1.0);
        switch (t.schedule) {
        case LrSchedule::Constant:
            return peak;
        case LrSchedule::Linear:
            return peak * (1.0 - progress);
        case LrSchedule::Cosine:
            return peak * 0.5 * (1.0 + std::cos(std::numbers::pi * progress));
        }
        return peak;
    }

    void setLearningRate(double lr) {
        for (auto& group : optimizer->param_groups())
            group.options().set_lr(lr);
    }

    // One batch's tokens as [micro_batch, columns] (columns: the batch's padded length).
    torch::Tensor tokens(const std::vector<std::int64_t>& values) const {
        const std::int64_t rows = config.card.training.micro_batch;
        return torch::from_blob(const_cast<std::int64_t*>(values.data()),
                                {rows, std::int64_t(values.size()) / rows}, torch::kInt64)
            .to(device(), /*non_blocking=*/false, /*copy=*/true);
    }

    std::vector<torch::Tensor> trainable() const { return model->trainableParameters(); }

    // SHA-256 of the frozen parameters in order: what a LoRA checkpoint references instead of
    // storing them.
    std::string frozenHash() const {
        Sha256 hash;
        for (const auto& p : model->parameters())
            if (!p.requires_grad())
                hashTensor(hash, p);
        return hash.hexDigest();
    }

    std::unique_ptr<BatchLoader> makeLoader(std::int64_t position) const {
        if (!hooks)
            return std::make_unique<BatchLoader>(data, layout, position);
        return std::make_unique<BatchLoader>(data, layout, position, 4, hooks->batchOffset(),
                                             hooks->batchStride());
    }
    // What checkpoints and hashes cover: the parameters, or this rank's share of them.
    std::vector<std::pair<std::string, torch::Tensor>> namedState() const {
        if (hooks)
            return hooks->stateTensors();
        std::vector<std::pair<std::string, torch::Tensor>> named;
        for (const auto& item : model->named_parameters())
            named.emplace_back(item.key(), item.value());
        return named;
    }
    // What a checkpoint holds: the trainable parameters (a LoRA checkpoint references its frozen
    // base by hash), or this rank's share of every parameter.
    std::vector<std::pair<std::string, torch::Tensor>> checkpointState() const {
        if (hooks)
            return hooks->stateTensors();
        std::vector<std::pair<std::string, torch::Tensor>> named;
        for (const auto& item : model->named_parameters())
            if (item.value().requires_grad())
                named.emplace_back(item.key(), item.value());
        return named;
    }
};

} // namespace runcard::pilot
