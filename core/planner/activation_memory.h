// Activation memory per token: the tensors a decoder block saves for backward, the block's
// backward transients, and the logits/loss path, for the framework profiles that count them term
// by term (HfEager, Fused). Derivations: docs/memory-model.md.
#pragma once

#include "planner/plan.h"

namespace runcard {

struct ActivationTerms {
    double saved_per_token = 0;     // bytes per token for the whole stack, held until backward
    double block_transient = 0;     // bytes per token of one block's backward / recompute
    double logits_per_token = 0;    // bytes per token of the logits/loss path at its peak
    double offloaded_per_token = 0; // bytes per token moved to host memory
};

ActivationTerms activationTerms(const Scenario& scenario);

} // namespace runcard
