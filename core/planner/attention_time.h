// The attention core's time on one GPU (the kernels by attention implementation, ring attention's
// merges and an all-to-all exchange's copies under context parallelism); part of layer_time.cpp's
// decoder layer, derived in docs/scaling-model.md.
#pragma once

#include "planner/step_time_parts.h"

namespace runcard::step_time {

// One layer's attention core, forward and backward, into `t`.
void addAttention(const StepContext& c, LayerTime& t);
// The copies around an all-to-all context-parallel exchange (DeepSpeed-Ulysses, Megatron a2a).
void addAllToAllCopies(const StepContext& c, LayerTime& t);

} // namespace runcard::step_time
