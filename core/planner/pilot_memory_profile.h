// ActivationProfile::RuncardPilot: the tensor memory of runcard-pilot's own LibTorch model
// (core/pilot/decoder.cpp), tensor by tensor, as a replay of the allocations one training step
// makes: weights, optimizer state, the activations each block saves for backward (including the
// fp32 attention probabilities that eager attention keeps, b*a*s*s per block), the logits and
// log-softmax, the gradients as backward produces them, recompute under per-block checkpointing,
// and the optimizer step's temporaries; mixture-of-experts blocks with their router, dispatch
// buffers and every expert, routed at the balanced share (docs/mixture-of-experts.md). Validated
// against the pilot's measured peak (tests/pilot, bench/pilot, docs/validation-pilot.md).
// Standard C++ only.
#pragma once

#include "planner/plan.h"

namespace runcard {

MemoryEstimate pilotMemoryEstimate(const Scenario& scenario);

// Per-rank model state of runcard-pilot under scenario.layout, at the end of an optimizer step
// (weights, gradients and optimizer state alive; core/pilot/distributed/parallel_training.cpp).
struct PilotModelState {
    std::int64_t weights = 0;
    std::int64_t gradients = 0;
    std::int64_t optimizer = 0;
    std::int64_t total() const { return weights + gradients + optimizer; }
};
PilotModelState pilotModelState(const Scenario& scenario);

} // namespace runcard
