#include "planner/zero3_residency.h"

#include "planner/activation_memory.h"
#include "planner/model_state.h"
#include "planner/plan.h"
#include "planner/stack_priors.h"

#include <algorithm>
#include <array>

namespace runcard {
namespace {

// One decoder block's modules in forward order, by their weights' elements. A mixture-of-experts
// MLP is one module: ms-swift and LLaMA-Factory mark the sparse block a ZeRO-3 leaf
// (deepspeed.utils.set_z3_leaf_modules), which is fetched whole, since routing that changes from
// step to step breaks the recorded order otherwise. Norms and biases fall under
// stage3_param_persistence_threshold (never partitioned) and are left out.
struct BlockModules {
    std::array<double, 7> elements{};
    int count = 0;
    double total = 0;
    void add(double e) {
        elements[count++] = e;
        total += e;
    }
};

BlockModules lastBlockModules(const Scenario& s) {
    BlockModules b;
    for (LoraTarget target : {LoraTarget::Q, LoraTarget::K, LoraTarget::V, LoraTarget::O}) {
        const LinearShape shape = linearShape(s.arch, target);
        b.add(double(shape.in) * double(shape.out));
    }
    if (s.counts.moe_layers > 0) {
        const double routed = double(s.counts.experts) * double(s.counts.routed_expert);
        b.add(withoutRemoteExperts(s.layout, double(s.counts.moe_mlp_per_layer), routed));
        return b;
    }
    for (LoraTarget target : {LoraTarget::Gate, LoraTarget::Up, LoraTarget::Down}) {
        if (target == LoraTarget::Gate && s.arch.mlp == MlpKind::Gelu)
            continue;
        const LinearShape shape = linearShape(s.arch, target);
        b.add(double(shape.in) * double(shape.out));
    }
    return b;
}

} // namespace

// DeepSpeed's PartitionedParameterCoordinator records the order modules run in over a step
// (forward, then backward with each checkpointed block's forward again before it) and, when a
// module finishes, keeps its parameters gathered if they run again within
// stage3_max_reuse_distance elements of parameters (counting every module visited on the way,
// repeats included): __params_to_release. A prefetch then gathers up to
// stage3_prefetch_bucket_size elements of the parameters next needed that are not gathered, and
// none while stage3_max_live_parameters are (fetch_sub_module). The peak is where forward turns
// into backward: the head, whose backward follows its forward at once, the blocks whose
// backward (or recompute) comes within the distance, and then the last block gathered whole for
// its backward. deepspeed/runtime/zero/partitioned_param_coordinator.py and config.py (defaults
// 5e7, 1e9, 1e9; the Hugging Face integration's "auto" prefetch bucket is 0.9 · hidden²).
Zero3Residency zero3Residency(const Scenario& s) {
    Zero3Residency r;
    if (!runsDeepSpeedZero(s.assumptions.stack, s.layout.parallelism) ||
        s.layout.parallelism != Parallelism::Zero3)
        return r;
    r.applies = true;
    const TrainingShape& t = s.shape;
    const BlockModules block = lastBlockModules(s);
    const int layers = s.arch.layers;
    const double head = double(s.arch.tied_embeddings ? s.counts.embedding : s.counts.lm_head);
    const double reuse = s.layout.zero3_max_reuse_distance;

    // Walk the blocks back from the last while any of their modules is kept.
    double retained = 0, retainedLast = 0;
    double forwardAfter = 0, backwardBefore = 0; // the blocks between this one and the head
    for (int i = layers - 1; i >= 0; --i) {
        const bool recompute = checkpointsBlock(s, i);
        double before = 0, kept = 0;
        for (int m = 0; m < block.count; ++m) {
            const double after = block.total - before - block.elements[m];
            const double distance =
                after + forwardAfter + 2 * head + backwardBefore + (recompute ? before : after);
            if (distance < reuse)
                kept += block.elements[m];
            before += block.elements[m];
        }
        if (kept == 0)
            break;
        retained += kept;
        if (i == layers - 1)
            retainedLast = kept;
        forwardAfter += block.total;
        backwardBefore += block.total * (recompute ? 2 : 1);
    }
    // The embedding, unless it is the head, is next used a whole trace later (its backward, or
    // the next micro-batch's forward): kept only by a model smaller than the distance.
    const double everyBlock = block.total * (2.0 * layers + checkpointedBlocks(s));
    const double embedding =
        !s.arch.tied_embeddings && everyBlock + 2 * head < reuse ? double(s.counts.embedding) : 0;

    // At the turn: the head, the kept blocks. Then the last block's backward: the head released,
    // that block gathered whole. Each with the prefetch the live-parameter limit leaves room for.
    const double ungathered = layers * block.total - retained;
    const auto prefetch = [&](double gathered) {
        return std::clamp(s.layout.zero3_max_live_parameters - gathered, 0.0,
                          std::min(s.layout.zero3_prefetch_bucket, ungathered));
    };
    const double turnBlocks = retained;
    const double turnEnds = head + embedding;
    const double backwardBlocks = retained + block.total - retainedLast;
    if (turnBlocks + turnEnds >= backwardBlocks + embedding) {
        r.block_elements = turnBlocks + prefetch(turnBlocks + turnEnds);
        r.end_elements = turnEnds;
    } else {
        r.block_elements = backwardBlocks + prefetch(backwardBlocks + embedding);
        r.end_elements = embedding;
    }
    // A gradient is copied into the reduce bucket as it arrives; one larger than the bucket waits
    // unsharded for its own reduce-scatter (stage3.py __add_grad_to_ipg_bucket,
    // __reduce_and_partition_ipg_grads).
    double largest =
        *std::max_element(block.elements.begin(), block.elements.begin() + block.count);
    if (t.method == TrainingMethod::Full)
        largest = std::max(largest, head);
    r.largest_module = largest > s.layout.zero_reduce_bucket ? largest : 0;
    return r;
}

} // namespace runcard
