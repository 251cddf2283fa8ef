// The load phase: GPU memory while the model is loaded, before the first training step. A run can
// peak here rather than in the step: a loader that materialises the whole checkpoint on every GPU
// before sharding or quantising holds the full model beside its final form. Derivations:
// docs/memory-model.md, "Loading".
#pragma once

#include "planner/plan.h"

namespace runcard {

// The tensor bytes alive at the load's peak on one GPU. `residentWeights` are the weights as the
// step holds them (sharded, quantised), `adapterWeights` the trainable adapters created with the
// model.
double loadPeakAllocatedBytes(const Scenario& scenario, double residentWeights,
                              double adapterWeights);

} // namespace runcard
