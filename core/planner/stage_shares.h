// One GPU's share of each memory term under tensor, pipeline and context parallelism: the
// heaviest pipeline stage's (docs/scaling-model.md, "Memory under TP/PP/CP").
#pragma once

namespace runcard {

struct Scenario;

// One GPU's share of each memory term for one pipeline stage.
struct StageShares {
    double states = 1;      // weights, gradients, optimizer state, adapters, their buffers
    double activations = 1; // saved activations of the whole stack for one micro-batch
    double transient = 1;   // one block's backward transient
    double logits = 1;      // the loss path (last stage only)
};

// The stage whose memory is largest: the first holds the most activations, the last the head and
// the loss path; `states`, `activations` and `logits` are the unscaled terms they weigh.
StageShares heaviestStage(const Scenario& s, double states, double activations, double logits);

} // namespace runcard
