// evaluate(): the memory and step-time estimates of a Scenario, and the run they add up to (steps,
// training, validation, checkpoint and setup time). resolve.cpp builds the Scenario;
// memory_model.cpp and step_time.cpp hold the two models; docs/memory-model.md derives every term.
#include "planner/plan.h"

#include "planner/model_state.h"

#include <cmath>

namespace runcard {
namespace {

// Checkpoint and model-load bandwidth to the node's disk: a conservative figure below local NVMe
// (Azure ND H100 v5 NVMe sequential write 33.9 GB/s, ND A100 v4 8.2 GB/s) to cover network storage.
constexpr double kStorageBytesPerSecond = 2.0e9;
// Base weights are read from a 16-bit safetensors file (the Hugging Face checkpoints' dtype).
constexpr double kWeightFileBytesPerParameter = 2.0;

// Optimizer steps the budget asks for at this step's size: a step budget is kept as given; tokens
// and epochs become whole steps of tokens_per_step.
std::int64_t budgetSteps(const RunSchedule& schedule, double tokensPerStep) {
    switch (schedule.budget.kind) {
    case BudgetKind::Steps:
        return std::int64_t(std::ceil(schedule.budget.value));
    case BudgetKind::Tokens:
        return std::int64_t(std::ceil(schedule.budget.value / tokensPerStep));
    case BudgetKind::Epochs:
        return std::int64_t(
            std::ceil(schedule.budget.value * schedule.tokens_per_epoch / tokensPerStep));
    }
    return 0;
}

} // namespace

Plan evaluate(const Scenario& s) {
    const EvaluationScope scope(s);
    Plan plan;
    plan.parameters = s.parameters;
    // As PEFT's print_trainable_parameters counts them: the adapters and any saved copies.
    plan.trainable_parameters = trainableParameters(s) + std::int64_t(savedModuleParameters(s));
    plan.mixture_of_experts = s.arch.isMoe();
    plan.memory = estimateMemory(s);
    plan.compute = estimateCompute(s);
    if (s.gpu && !s.gpu->supports(s.shape.precision)) {
        std::string supporting;
        for (const std::string& id : s.precision_gpus)
            supporting += (supporting.empty() ? "" : ", ") + id;
        plan.unsupported_reason =
            Diagnostic::coded(DiagnosticCode::PrecisionNotOnGpu, "training.precision",
                              {std::string(toString(s.shape.precision)), s.gpu->name,
                               supporting.empty() ? std::string("none") : supporting});
        plan.unsupported = plan.unsupported_reason.message;
        return plan;
    }
    if (plan.compute.step_time_s <= 0)
        return plan;

    const ComputeEstimate& c = plan.compute;
    RunEstimate& r = plan.run;
    const RunSchedule& sched = s.schedule;
    r.steps = budgetSteps(sched, c.tokens_per_step);
    r.train_time_s = double(r.steps) * c.step_time_s;
    if (sched.validation_every_steps > 0 && sched.validation_tokens > 0) {
        // Forward only: 2N of full training's 6N FLOPs per token; 2N of LoRA's ≈4N (frozen
        // weights skip their weight gradient, step_time.cpp).
        const double forwardShare = s.shape.method == TrainingMethod::Full ? 1.0 / 3.0 : 0.5;
        const double runs = std::floor(double(r.steps) / sched.validation_every_steps) + 1;
        r.validation_time_s = runs * sched.validation_tokens / c.tokens_per_s * forwardShare;
    }
    // Checkpoints: trainable weights and optimizer state, written at the interval and at the end.
    r.checkpoint_bytes = checkpointBytes(s);
    const double checkpoints = (sched.checkpoint_every_steps > 0
                                    ? std::floor(double(r.steps) / sched.checkpoint_every_steps)
                                    : 0) +
                               1;
    r.checkpoint_time_s = checkpoints * r.checkpoint_bytes / kStorageBytesPerSecond;
    // Setup: the user's provisioning estimate plus reading the base weights from disk.
    const double weightFileBytes = double(s.parameters) * kWeightFileBytesPerParameter;
    r.setup_time_s = sched.setup_seconds + weightFileBytes / kStorageBytesPerSecond;
    r.wall_time_s = r.setup_time_s + r.train_time_s + r.validation_time_s + r.checkpoint_time_s;
    return plan;
}

} // namespace runcard
