// Activation memory: the tensors the decoder blocks save for backward under the card's
// checkpointing policy and precision, one block's backward transients, and the logits/loss path,
// for the framework profiles that count them term by term (HfEager, Fused). Derivations and
// sources: docs/memory-model.md, "Activations" and "Checkpointing".
#pragma once

#include "planner/plan.h"

namespace runcard {

struct ActivationTerms {
    double saved_per_token = 0;     // bytes per token for the whole stack, held until backward
    double saved_fixed = 0;         // bytes independent of tokens held with them (autocast copies)
    double block_transient = 0;     // bytes per token of one block's backward / recompute
    double block_fixed = 0;         // bytes of one block's backward independent of tokens
    double logits_per_token = 0;    // bytes per token of the logits/loss path at its peak
    double loss_fixed = 0;          // bytes of a fused loss kernel independent of tokens
    double offloaded_per_token = 0; // bytes per token moved to host memory
};

ActivationTerms activationTerms(const Scenario& scenario);

// Whether the cross-entropy runs as DTensor's decomposed loss_parallel on vocabulary shards
// (ModelingAssumptions::loss_parallel_decomposed, under tensor parallelism).
bool runsDecomposedLossParallel(const Scenario& scenario);

// Blocks that run their forward again in backward under the checkpointing policy: all under
// full, ⌊L/k⌋ every k-th, the first N under partial, none otherwise; and whether block `index`
// (0-based) is one of them (every k-th counts from 1, as torchtitan's layer mode).
int checkpointedBlocks(const Scenario& scenario);
bool checkpointsBlock(const Scenario& scenario, int index);

// Blocks whose saved tensors stay whole under the checkpointing policy (the others keep only
// their input or, op-level, a subset): L without checkpointing, L − ⌊L/k⌋ every k-th, L − N for
// the first N, none for full and op-level.
int blocksKeepingActivations(const Scenario& scenario);

// Share of the forward pass recomputed in backward, for the step time: of the matmuls (of 2N
// FLOPs per token), of the attention core, and of the memory-bound elementwise kernels (norms,
// RoPE, activations, residual adds).
struct RecomputeShare {
    double matmul = 0;
    double attention = 0;
    double elementwise = 0;
};
RecomputeShare recomputeShare(const Scenario& scenario);

} // namespace runcard
