// Ways to fit: single changes to a run card that lower its memory at the peak, each planned in
// full, for a card that does not keep its margin; and, for one that does, the changes that finish
// sooner and still keep it (faster within the margin). Each change is one the card's framework
// offers (the run-card rules refuse the rest) and is named by the card fields it sets, so the app
// can apply it as one edit and runcard-cli can print it as `--set KEY=VALUE`. Unlike the sweep
// (search.h), which searches layouts, micro-batches, checkpointing and offloading together, a
// lever says what one decision buys and what it costs in step time.
#pragma once

#include "planner/plan.h"
#include "planner/run_card.h"
#include "planner/run_card_schema.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace runcard {

enum class LeverKind {
    ReduceEveryMicroBatch, // accelerate's sync_each_batch: FSDP keeps no unsharded gradients
    LossPath,              // the framework's loss that does not hold the whole batch's logits
    Checkpointing,         // recompute every block in the backward pass
    ActivationOffloading,  // saved activations wait on the host
    SmallerMicroBatch,     // fewer sequences a pass, more accumulation: the same batch
    ShardedLayout,         // shard weights, gradients and optimizer state over the GPUs
    OptimizerOffload,      // optimizer state and update on the CPU
    EightBitOptimizer,     // 8-bit AdamW state: a different update
    MoreGpus,              // more GPUs of the same layout
    LessRecompute,         // keep what checkpointing recomputed (faster within the margin)
    LargerMicroBatch,      // more sequences a pass, less accumulation: the same batch (faster)
    OtherFramework,        // the same card under another training framework (framework_levers.h)
    Combined,              // two or three of the single ways together, where no one is enough
};

struct FieldChange {
    std::string key; // dotted card key
    FieldValue value;
};

// One single way inside a combined one.
struct LeverPart {
    LeverKind kind = LeverKind::Checkpointing;
    std::vector<FieldChange> changes;
};

struct FitLever {
    LeverKind kind = LeverKind::Checkpointing;
    std::vector<FieldChange> changes; // what the lever sets, in the order to show
    std::vector<LeverPart> parts;     // Combined: the single ways it joins, in the order applied
    RunCard card;                     // the card with the changes
    Plan plan;                        // that card on the same GPU
    // The lever changes what is trained, not only how: another optimizer state, or a batch that
    // more GPUs could not keep.
    bool changes_training = false;
    bool keepsMargin() const { return plan.memory.margin_ok; }
};

// Adds `change` to `changes`; a key already there takes the new value in its place.
void setChange(std::vector<FieldChange>& changes, FieldChange change);

// The kind's spelling in `plan --json` ("reduce-every-micro-batch").
std::string_view leverKindName(LeverKind kind);

// `--set KEY=VALUE` for each change, as runcard-cli and the docs write it.
std::string setArguments(const FitLever& lever);

// The levers that lower the deciding memory total of `card` by at least 1 % of its GPU's memory
// (planned by `planCard`, which returns nullopt for a card it cannot plan), best first: those that
// keep the margin (the training unchanged first, then by GPU-hours for the run), then the rest by
// memory. Where no single change keeps the margin, the best combination of two (else three) that
// does comes first (LeverKind::Combined). Empty when `card` keeps its margin.
std::vector<FitLever> fitLevers(const RunCard& card, const Plan& cardPlan, int maxGpusPerNode,
                                const std::function<std::optional<Plan>(const RunCard&)>& planCard);

// For a card that keeps its margin: less recompute and a larger micro-batch (the same sequences a
// step), each at its fastest setting that still keeps the margin and only where it shortens the
// run by at least 2 %; the shortest run first. Empty when `card` misses its margin.
std::vector<FitLever>
fasterLevers(const RunCard& card, const Plan& cardPlan,
             const std::function<std::optional<Plan>(const RunCard&)>& planCard);

} // namespace runcard
