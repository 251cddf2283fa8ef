// What the memory model, the step-time model and the run estimate share about the training state:
// bytes per element by precision, which parts a parallel layout shards, the optimizer's state per
// trainable parameter, and what a checkpoint holds. One rule each, so the budget, the step time
// and the checkpoint time never disagree about the same state.
#pragma once

#include "planner/plan.h"

#include <algorithm>

namespace runcard {

// bf16/fp16 autocast and fp8 keep fp32 weights with 16-bit compute copies.
inline bool isMixedPrecision(Precision p) {
    return p == Precision::Fp16Mixed || p == Precision::Bf16Mixed || p == Precision::Fp8Mixed;
}
// Bytes of one activation, gradient or compute-copy element: 4 in fp32/tf32, 2 in the 16-bit
// regimes. fp8 is counted at 2 as well, an upper bound: fp8 recipes cast only the matmul inputs and
// keep the other activations in bf16.
inline double bytesPerElement(Precision p) {
    return p == Precision::Fp32 || p == Precision::Tf32 ? 4.0 : 2.0;
}

// ZeRO stage 3 and every FSDP strategy shard the parameters; ZeRO-2 and up the gradients; ZeRO-1
// and up the optimizer state (Rajbhandari et al. 2020, ZeRO, §5; torch FSDP ShardingStrategy).
inline bool shardsParameters(Parallelism p) {
    return p == Parallelism::Zero3 || p == Parallelism::FsdpFull || p == Parallelism::FsdpHybrid ||
           p == Parallelism::FsdpGradOp;
}
inline bool shardsGradients(Parallelism p) {
    return p == Parallelism::Zero2 || shardsParameters(p);
}
inline bool shardsOptimizer(Parallelism p) {
    return p == Parallelism::Zero1 || shardsGradients(p);
}
inline bool isFsdp(Parallelism p) {
    return p == Parallelism::FsdpFull || p == Parallelism::FsdpHybrid ||
           p == Parallelism::FsdpGradOp;
}
// GPUs one copy of the sharded state is spread over: 1 without sharding, the data-parallel ranks
// of one node under hybrid sharding (torch.distributed.fsdp HYBRID_SHARD shards within a node,
// replicates across), else every data-parallel (and context-parallel) rank. Tensor and pipeline
// parallelism divide the state before it is sharded (memory_model.cpp, modelParallelShares).
inline int shardGroupSize(const ParallelLayout& layout) {
    if (layout.parallelism == Parallelism::Single || layout.parallelism == Parallelism::Ddp)
        return 1;
    if (layout.parallelism == Parallelism::FsdpHybrid)
        return std::max(1,
                        layout.gpus_per_node / (layout.tensor_parallel * layout.pipeline_parallel));
    return layout.dataParallelWithContext();
}

inline bool targetsLinear(unsigned loraTargets, LoraTarget target) {
    return loraTargets & (1u << static_cast<unsigned>(target));
}

// bitsandbytes 8-bit optimizer state: 1 byte per element plus one fp32 absmax per 256-element
// block, for each of Adam's two moments (bitsandbytes/optim/optimizer.py, Optimizer2State).
inline constexpr double kAdam8bitStateBytesPerParameter = 2.0 * (1.0 + 4.0 / 256.0);
// The optimizer's state is kept in fp32 in a checkpoint and, for mixed precision, in memory.
inline constexpr double kFp32Bytes = 4.0;

// Optimizer state per trainable parameter whose states are `stateElementBytes`-sized elements:
// AdamW two moments (torch/optim/adamw.py: exp_avg, exp_avg_sq); SGD with momentum and Lion one
// (momentum_buffer; Chen et al. 2023, Lion: exp_avg); plain SGD none. 0 for Adafactor, whose
// state is per matrix, not per parameter: adafactorStateBytes() gives it.
double optimizerStateBytesPerParameter(OptimizerKind optimizer, double stateElementBytes);

// Adafactor's state for what the scenario trains, in fp32 bytes (Shazeer & Stern 2018, §3-4;
// transformers/optimization.py, Adafactor): a row and a column second-moment statistic for every
// parameter with two or more dimensions, the full second moment for vectors, and no first moment
// at the default beta1=None. Full fine-tuning: every matrix and norm of the model. LoRA/QLoRA:
// each adapter's A (r x d_in) keeps r + d_in, its B (d_out x r) keeps d_out + r.
double adafactorStateBytes(const Scenario& scenario);

// The whole optimizer state of the trainable parameters, states in `stateElementBytes` elements
// (Adafactor's factored statistics are fp32 whatever the element size).
double optimizerStateBytes(const Scenario& scenario, double stateElementBytes);

// One checkpoint: the trained weights in fp32 plus the optimizer's state in fp32, as
// torch.save(model.state_dict(), optimizer.state_dict()) writes them; the frozen base of
// LoRA/QLoRA is not saved (it is re-read from the model revision on restore).
double checkpointBytes(const Scenario& scenario);

} // namespace runcard
