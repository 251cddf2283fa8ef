#include "planner/fit_levers.h"

#include "planner/comparison.h"
#include "planner/run_card_yaml.h"

#include <algorithm>

namespace runcard {

namespace {

using PlanCard = std::function<std::optional<Plan>(const RunCard&)>;

struct Trial {
    LeverKind kind;
    std::vector<FieldChange> changes;
    bool changes_training = false;
};

FieldChange choice(const char* key, auto value) {
    return {key, std::string(toString(value))};
}

FieldChange number(const char* key, int value) {
    return {key, std::int64_t(value)};
}

// The card with `trial` applied and planned; nullopt when the card's rules refuse the combination
// (its framework does not offer it) or the planner cannot run it.
std::optional<FitLever> attempt(const RunCard& card, Trial trial, const PlanCard& planCard) {
    FitLever lever;
    lever.kind = trial.kind;
    lever.changes_training = trial.changes_training;
    lever.card = card;
    for (const FieldChange& change : trial.changes)
        findField(change.key)->set(lever.card, change.value);
    lever.changes = std::move(trial.changes);
    if (!validateRunCard(lever.card).empty())
        return std::nullopt;
    std::optional<Plan> plan = planCard(lever.card);
    if (!plan || !plan->unsupported.empty())
        return std::nullopt;
    lever.plan = std::move(*plan);
    return lever;
}

// The loss each framework offers that never holds the whole micro-batch's fp32 logits.
std::optional<LossMode> lighterLoss(FrameworkProfile framework) {
    switch (framework) {
    case FrameworkProfile::HfTransformers:
        // TrainingArguments.use_liger_kernel: Liger's fused linear cross-entropy
        // (liger_kernel/transformers/monkey_patch.py).
        return LossMode::Fused;
    case FrameworkProfile::TorchTune:
        // torchtune/modules/loss/ce_chunked_output_loss.py, CEWithChunkedOutputLoss.
        return LossMode::Chunked;
    case FrameworkProfile::LlmFoundry:
        // llm-foundry's `loss_fn: fused_crossentropy` (flash_attn.losses.cross_entropy).
        return LossMode::FusedSoftmax;
    default:
        return std::nullopt;
    }
}

// The frameworks whose configs name bitsandbytes' AdamW8bit: transformers' optim
// "adamw_bnb_8bit", torchtune's and litgpt's `optimizer: bitsandbytes.optim.AdamW8bit`, Unsloth's
// "adamw_8bit".
bool offersBitsAndBytes(FrameworkProfile framework) {
    return framework == FrameworkProfile::HfTransformers ||
           framework == FrameworkProfile::TorchTune || framework == FrameworkProfile::LitGpt ||
           framework == FrameworkProfile::Unsloth;
}

// The fully sharded layout the framework runs: FSDP where it has it, else ZeRO-3 (the rules
// refuse a framework that runs neither).
Parallelism shardedLayout(const RunCard& card) {
    const bool deepSpeedFamily = card.hardware.parallelism == Parallelism::Zero1 ||
                                 card.hardware.parallelism == Parallelism::Zero2;
    return deepSpeedFamily ? Parallelism::Zero3 : Parallelism::FsdpFull;
}

bool fullySharded(Parallelism p) {
    return p == Parallelism::Zero3 || p == Parallelism::FsdpFull || p == Parallelism::FsdpHybrid;
}

// Fewer sequences a pass and more accumulation, the same sequences a step: the largest
// micro-batch that keeps the margin, else one sequence.
std::optional<FitLever> smallerMicroBatch(const RunCard& card, const PlanCard& planCard) {
    const int microBatch = card.training.micro_batch;
    const int sequences = microBatch * card.training.gradient_accumulation;
    std::optional<FitLever> smallest;
    for (int m = microBatch - 1; m >= 1; --m) {
        if (sequences % m != 0)
            continue;
        auto lever = attempt(card,
                             {LeverKind::SmallerMicroBatch,
                              {number("training.micro_batch", m),
                               number("training.gradient_accumulation", sequences / m)}},
                             planCard);
        if (lever && lever->keepsMargin())
            return lever;
        if (lever)
            smallest = std::move(lever);
    }
    return smallest;
}

// The fewest GPUs (the card's count doubled until 512) that keep the margin, under the card's
// layout or, from one GPU, the framework's sharded one; none when no count does (more GPUs do not
// shrink activations). The accumulation shrinks to keep the sequences a step where it divides;
// elsewhere the batch grows and the lever says so.
std::optional<FitLever> moreGpus(const RunCard& card, int maxGpusPerNode,
                                 const PlanCard& planCard) {
    const HardwareSection& hw = card.hardware;
    if (hw.tensor_parallel > 1 || hw.pipeline_parallel > 1 || hw.context_parallel > 1 ||
        hw.expert_parallel > 1 || hw.parallelism == Parallelism::Ddp)
        return std::nullopt;
    const Parallelism layout =
        hw.parallelism == Parallelism::Single ? shardedLayout(card) : hw.parallelism;
    const int count = hw.gpuCount();
    const int sequences = count * card.training.gradient_accumulation;
    for (int n = count * 2; n <= 512; n *= 2) {
        const ParallelLayout l = layoutFor(layout, n, maxGpusPerNode, hw.cpu_offload);
        Trial trial{
            LeverKind::MoreGpus,
            {number("hardware.gpus_per_node", l.gpus_per_node), number("hardware.nodes", l.nodes)}};
        if (layout != hw.parallelism)
            trial.changes.insert(trial.changes.begin(), choice("hardware.parallelism", layout));
        if (sequences % n == 0)
            trial.changes.push_back(number("training.gradient_accumulation", sequences / n));
        else
            trial.changes_training = true;
        if (auto lever = attempt(card, std::move(trial), planCard); lever && lever->keepsMargin())
            return lever;
    }
    return std::nullopt;
}

std::vector<Trial> singleChanges(const RunCard& card) {
    const TrainingSection& t = card.training;
    const HardwareSection& hw = card.hardware;
    std::vector<Trial> trials;
    // FSDP under accelerate accumulates unsharded gradients under no_sync unless each micro-batch
    // reduces them (accelerate GradientAccumulationPlugin.sync_each_batch).
    if (!t.reduce_every_micro_batch && t.gradient_accumulation > 1 && hw.gpuCount() > 1)
        trials.push_back(
            {LeverKind::ReduceEveryMicroBatch, {{"training.reduce_every_micro_batch", true}}});
    if (const auto loss = lighterLoss(t.framework); loss && t.loss == LossMode::Standard)
        trials.push_back({LeverKind::LossPath, {choice("training.loss", *loss)}});
    if (t.activation_checkpointing != ActivationCheckpointing::Full)
        trials.push_back(
            {LeverKind::Checkpointing,
             {choice("training.activation_checkpointing", ActivationCheckpointing::Full)}});
    if (!t.activation_offloading)
        trials.push_back(
            {LeverKind::ActivationOffloading, {{"training.activation_offloading", true}}});
    if (hw.gpuCount() > 1 && !fullySharded(hw.parallelism))
        trials.push_back(
            {LeverKind::ShardedLayout, {choice("hardware.parallelism", shardedLayout(card))}});
    if (!hw.cpu_offload)
        trials.push_back({LeverKind::OptimizerOffload, {{"hardware.cpu_offload", true}}});
    if (t.optimizer == OptimizerKind::AdamW && offersBitsAndBytes(t.framework))
        trials.push_back({LeverKind::EightBitOptimizer,
                          {choice("training.optimizer", OptimizerKind::AdamW8bit)},
                          true});
    return trials;
}

double gpuHours(const FitLever& lever) {
    return lever.plan.run.wall_time_s * lever.card.hardware.gpuCount();
}

// Of two levers that keep the margin: one that leaves the training as it is, then the fewer
// GPU-hours for the run.
bool better(const FitLever& a, const FitLever& b) {
    if (a.changes_training != b.changes_training)
        return !a.changes_training;
    return gpuHours(a) < gpuHours(b);
}

// Every single change that lowers the deciding memory total of `card` by at least 1 % of the
// GPU's memory (8-bit state of a LoRA run's few adapter parameters is not worth a row), unsorted.
std::vector<FitLever> singleLevers(const RunCard& card, const Plan& cardPlan, int maxGpusPerNode,
                                   const PlanCard& planCard) {
    std::vector<FitLever> levers;
    const std::int64_t worthwhile = cardPlan.memory.usable_bytes / 100;
    auto keepIfLower = [&](std::optional<FitLever> lever) {
        if (lever && lever->plan.memory.deciding_total_bytes <
                         cardPlan.memory.deciding_total_bytes - worthwhile)
            levers.push_back(std::move(*lever));
    };
    for (Trial& trial : singleChanges(card))
        keepIfLower(attempt(card, std::move(trial), planCard));
    keepIfLower(smallerMicroBatch(card, planCard));
    keepIfLower(moreGpus(card, maxGpusPerNode, planCard));
    return levers;
}

std::vector<LeverPart> partsOf(const FitLever& lever) {
    if (lever.kind == LeverKind::Combined)
        return lever.parts;
    return {{lever.kind, lever.changes}};
}

bool hasPart(const FitLever& lever, LeverKind kind) {
    const std::vector<LeverPart> parts = partsOf(lever);
    return std::any_of(parts.begin(), parts.end(),
                       [&](const LeverPart& part) { return part.kind == kind; });
}

// `then` applied to the card of `first`: one lever that sets both, a later value of a field
// replacing an earlier one.
FitLever joined(const FitLever& first, FitLever then) {
    FitLever both;
    both.kind = LeverKind::Combined;
    both.parts = partsOf(first);
    for (LeverPart& part : partsOf(then))
        both.parts.push_back(std::move(part));
    both.changes = first.changes;
    for (FieldChange& change : then.changes)
        setChange(both.changes, std::move(change));
    both.card = std::move(then.card);
    both.plan = std::move(then.plan);
    both.changes_training = first.changes_training || then.changes_training;
    return both;
}

// Where no single change keeps the margin: the best pair that does (each single way, then each
// single way of the card it leads to), else the best of three, extending the four pairs that
// free the most memory. Greedy beyond that: the sweep searches layouts, micro-batches,
// checkpointing and offloading together.
std::optional<FitLever> combinedLever(const std::vector<FitLever>& singles, int maxGpusPerNode,
                                      const PlanCard& planCard) {
    constexpr std::size_t kPairsExtended = 4;
    std::optional<FitLever> best;
    std::vector<FitLever> shortOfIt;
    auto extend = [&](const FitLever& first, bool keepShort) {
        for (FitLever& then : singleLevers(first.card, first.plan, maxGpusPerNode, planCard)) {
            if (hasPart(first, then.kind))
                continue;
            FitLever both = joined(first, std::move(then));
            if (both.keepsMargin()) {
                if (!best || better(both, *best))
                    best = std::move(both);
            } else if (keepShort) {
                shortOfIt.push_back(std::move(both));
            }
        }
    };
    for (const FitLever& first : singles)
        extend(first, true);
    if (best)
        return best;
    std::sort(shortOfIt.begin(), shortOfIt.end(), [](const FitLever& a, const FitLever& b) {
        return a.plan.memory.deciding_total_bytes < b.plan.memory.deciding_total_bytes;
    });
    for (std::size_t i = 0; i < std::min(kPairsExtended, shortOfIt.size()); ++i)
        extend(shortOfIt[i], false);
    return best;
}

} // namespace

void setChange(std::vector<FieldChange>& changes, FieldChange change) {
    auto same = std::find_if(changes.begin(), changes.end(),
                             [&](const FieldChange& c) { return c.key == change.key; });
    if (same != changes.end())
        same->value = std::move(change.value);
    else
        changes.push_back(std::move(change));
}

std::string_view leverKindName(LeverKind kind) {
    switch (kind) {
    case LeverKind::ReduceEveryMicroBatch:
        return "reduce-every-micro-batch";
    case LeverKind::LossPath:
        return "loss";
    case LeverKind::Checkpointing:
        return "checkpointing";
    case LeverKind::ActivationOffloading:
        return "activation-offloading";
    case LeverKind::SmallerMicroBatch:
        return "smaller-micro-batch";
    case LeverKind::ShardedLayout:
        return "sharded-layout";
    case LeverKind::OptimizerOffload:
        return "optimizer-offload";
    case LeverKind::EightBitOptimizer:
        return "8-bit-optimizer";
    case LeverKind::MoreGpus:
        return "more-gpus";
    case LeverKind::LessRecompute:
        return "less-recompute";
    case LeverKind::LargerMicroBatch:
        return "larger-micro-batch";
    case LeverKind::OtherFramework:
        return "other-framework";
    case LeverKind::Combined:
        return "combined";
    }
    return {};
}

std::string setArguments(const FitLever& lever) {
    std::string out;
    for (const FieldChange& change : lever.changes)
        out += (out.empty() ? "--set " : " --set ") + change.key + '=' +
               yamlScalar(*findField(change.key), change.value);
    return out;
}

std::vector<FitLever> fitLevers(const RunCard& card, const Plan& cardPlan, int maxGpusPerNode,
                                const PlanCard& planCard) {
    if (cardPlan.memory.margin_ok)
        return {};
    std::vector<FitLever> levers = singleLevers(card, cardPlan, maxGpusPerNode, planCard);
    const bool oneIsEnough = std::any_of(levers.begin(), levers.end(),
                                         [](const FitLever& lever) { return lever.keepsMargin(); });
    if (!oneIsEnough)
        if (auto combined = combinedLever(levers, maxGpusPerNode, planCard))
            levers.push_back(std::move(*combined));
    // Those that keep the margin first, the fewest GPU-hours for the run first (a lever that
    // changes what is trained after one that does not); then the rest, the least memory first.
    std::stable_sort(levers.begin(), levers.end(), [](const FitLever& a, const FitLever& b) {
        if (a.keepsMargin() != b.keepsMargin())
            return a.keepsMargin();
        if (!a.keepsMargin())
            return a.plan.memory.deciding_total_bytes < b.plan.memory.deciding_total_bytes;
        return better(a, b);
    });
    return levers;
}

std::vector<FitLever> fasterLevers(const RunCard& card, const Plan& cardPlan,
                                   const PlanCard& planCard) {
    if (!cardPlan.memory.margin_ok)
        return {};
    const double enough = 0.98 * cardPlan.run.wall_time_s;
    // The fastest of `trials` that keeps the margin and saves enough time.
    auto fastest = [&](std::vector<Trial> trials) {
        std::optional<FitLever> best;
        for (Trial& trial : trials)
            if (auto lever = attempt(card, std::move(trial), planCard);
                lever && lever->keepsMargin() && lever->plan.run.wall_time_s < enough &&
                (!best || lever->plan.run.wall_time_s < best->plan.run.wall_time_s))
                best = std::move(lever);
        return best;
    };
    std::vector<FitLever> levers;
    std::vector<Trial> recompute;
    for (const ActivationCheckpointing lighter :
         {ActivationCheckpointing::None, ActivationCheckpointing::Selective})
        if (lighter != card.training.activation_checkpointing &&
            card.training.activation_checkpointing != ActivationCheckpointing::None)
            recompute.push_back(
                {LeverKind::LessRecompute, {choice("training.activation_checkpointing", lighter)}});
    if (auto lever = fastest(std::move(recompute)))
        levers.push_back(std::move(*lever));
    // Every micro-batch above the card's that divides its sequences a step.
    const int microBatch = card.training.micro_batch;
    const int sequences = microBatch * card.training.gradient_accumulation;
    std::vector<Trial> larger;
    for (int m = microBatch + 1; m <= sequences && larger.size() < 64; ++m)
        if (sequences % m == 0)
            larger.push_back({LeverKind::LargerMicroBatch,
                              {number("training.micro_batch", m),
                               number("training.gradient_accumulation", sequences / m)}});
    if (auto lever = fastest(std::move(larger)))
        levers.push_back(std::move(*lever));
    std::sort(levers.begin(), levers.end(), [](const FitLever& a, const FitLever& b) {
        return a.plan.run.wall_time_s < b.plan.run.wall_time_s;
    });
    return levers;
}

} // namespace runcard
