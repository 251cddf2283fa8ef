// The data-parallel and sharded layouts of hardware.parallelism, as TrainingHooks on c10d
// collectives (communicator.h). Semantics follow the sources each class cites; what a rank keeps
// alive after the optimizer step (its model state) is what core/planner/pilot_memory_profile.cpp
// predicts with pilotModelState().
#pragma once

#include "pilot/distributed/communicator.h"
#include "pilot/training_hooks.h"
#include "planner/enums.h"

#include <memory>

namespace runcard::pilot {

// What one rank measured in its last optimizer step.
struct RankStepFigures {
    double blocked_s = 0;   // waiting for collectives (exposed communication)
    std::int64_t bytes = 0; // payload handed to collectives
    int collectives = 0;
    std::int64_t model_state_bytes = 0; // weights + gradients + optimizer state after the step
    double local_loss = 0;              // this rank's mean over its micro-batches
};

class ParallelTraining : public TrainingHooks {
public:
    virtual RankStepFigures lastStep() const = 0;
};

// Throws std::invalid_argument for single (a single process needs no hooks).
std::shared_ptr<ParallelTraining> makeParallelTraining(Parallelism layout,
                                                       const ProcessGroups& groups,
                                                       const RankEnvironment& environment);

} // namespace runcard::pilot
