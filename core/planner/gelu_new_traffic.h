// The memory traffic of transformers' gelu_new (NewGELUActivation) run as its eager ops: a
// GELU MLP's activation where runsGeluNew holds (model_state.h).
#pragma once

#include "planner/step_time_parts.h"

namespace runcard::step_time {

// transformers' gelu_new (runsGeluNew), op by op, in bytes per element of the MLP's width: forward
// y = a·b with a = 0.5·x and b = 1 + tanh(c·(x + 0.044715·x³)); backward the ops' derivatives and
// the adds that sum x's three gradients. Under autocast (16-bit x): pow runs on an fp32 copy of
// x (autocast's fp32 list), so every op after it is fp32 but 0.5·x, and the down projection casts
// y back to 16 bit. The widening cast and the two mixed-dtype ops (x + q, a·b) are scalar loops
// each way (scalarLoopSeconds; one element each); backward: gy widened (6), gy·b and its cast to
// a's dtype (18), gy·a (10), 0.5·ga (4), tanh' (12), c·g (8), the add's gradient cast to x's dtype
// (6), 0.044715·g (8), pow's derivative g·3·x² as three ops (28), the cast's backward to x's
// dtype (6), two adds of x's gradients (12). Without autocast every tensor has x's dtype e: 18e
// forward (eight ops) and 28e backward.
struct GeluNewTraffic {
    double forward = 0, backward = 0;
    double forwardLoopBytes = 0, forwardLoopElements = 0;
    double backwardLoopBytes = 0, backwardLoopElements = 0;
};
// Zero where the activation is not gelu_new or runs fused.
GeluNewTraffic geluNewTraffic(const StepContext& c);

} // namespace runcard::step_time
