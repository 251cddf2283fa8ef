// The resolution steps of a mixture-of-experts card that need its model, for resolve().
#pragma once

#include "planner/plan.h"
#include "planner/run_card.h"

namespace runcard {

// Refuses LoRA dropout and DoRA where PEFT merges adapters into transformers 5's expert tensors,
// naming the field.
void checkMergedExpertAdapters(const RunCard& card, const Scenario& s);

// The card's `moe_compute` resolved against the model: `framework` is dense under hf-transformers
// where the model's transformers code runs every expert on every token, routed elsewhere.
// Throws InputError naming hardware.expert_parallel where that code cannot split the experts.
MoeCompute expertCompute(const RunCard& card, const ModelArchitecture& arch);

} // namespace runcard
