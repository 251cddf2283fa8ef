// DeepSpeed ZeRO-3's gathered parameters at the step's peak: what its parameter coordinator keeps
// unpartitioned by reuse distance, plus what it prefetches (docs/memory-model.md, "DeepSpeed
// ZeRO-3's gathered parameters").
#pragma once

namespace runcard {

struct Scenario;

// Elements, not bytes: the caller prices decoder-block weights and the model's ends (embedding,
// head) in their own gather dtypes (a QLoRA block travels quantized).
struct Zero3Residency {
    bool applies = false;      // a DeepSpeed ZeRO-3 run
    double block_elements = 0; // decoder-block weights gathered at the peak, prefetch included
    double end_elements = 0;   // the head, and the embedding where it is kept
    double largest_module = 0; // a module larger than the reduce bucket: its gradient waits
};

// All zero for a run that is not on DeepSpeed's ZeRO-3.
Zero3Residency zero3Residency(const Scenario& s);

} // namespace runcard
