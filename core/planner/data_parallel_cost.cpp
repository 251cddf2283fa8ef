// The data-parallel layout's gradient and parameter collectives per optimizer step, and the part
// that compute does not hide (docs/scaling-model.md, "Communication").
#include "planner/model_state.h"
#include "planner/step_time_parts.h"

#include <algorithm>

namespace runcard::step_time {
namespace {

// DDP's gradient bucket (torch/csrc/distributed/c10d/reducer.hpp, kDefaultBucketBytesCap): the
// last one is reduced after backward ends, whatever the overlap.
constexpr double kBucketBytes = 25.0 * 1024 * 1024;

} // namespace

// What hiding `hidden` seconds of collectives costs the step: the compute under them ran
// 1 + slowdown times slower, so the step is longer by the part of `hidden` that compute lost.
double overlapContention(double hidden) {
    return std::max(0.0, hidden) * kOverlappedComputeSlowdown / (1 + kOverlappedComputeSlowdown);
}

CollectiveGroup groupOf(const ParallelLayout& l, int size, int stride) {
    CollectiveGroup g;
    g.ranks = size;
    g.gpus_per_node = l.gpus_per_node;
    g.per_node = std::clamp(l.gpus_per_node / std::max(stride, 1), 1, size);
    return g;
}

DataParallelCost dataParallelCost(const StepContext& c, const LayerTime& layer, double stageLayers,
                                  double microBatches) {
    const Scenario& s = c.s;
    const ParallelLayout& l = s.layout;
    const Parallelism par = l.parallelism;
    DataParallelCost cost;
    const int ranks = l.dataParallelWithContext();
    if (ranks <= 1 || par == Parallelism::Single)
        return cost;
    const MeasuredCollectives* measured = s.assumptions.measured_collectives.get();
    const double modelParallel = double(c.tp) * c.pp;
    // The gradients reduced: every parameter's, a whole FSDP1 unit's where adapters share it
    // with frozen weights (fsdpUnitGradientParameters), or the adapters'. Under expert
    // parallelism a rank gathers and reduces only its local experts (their expert-data-parallel
    // group is smaller; the volume is what matters here).
    const bool full = s.shape.method == TrainingMethod::Full;
    const double unitGradientParameters = fsdpUnitGradientParameters(s);
    const double trainable =
        (full ? withoutRemoteExperts(l, double(s.parameters), expertParameters(s))
         : unitGradientParameters > 0
             ? withoutRemoteExperts(l, unitGradientParameters, expertParameters(s))
             : withoutRemoteExperts(l, double(trainableParameters(s)), expertAdapterParameters(s)) +
                   savedModuleParameters(s)) /
        modelParallel;
    const double weights =
        withoutRemoteExperts(l, double(s.parameters), expertParameters(s)) / modelParallel;
    const bool sharded = shardsParameters(par);
    const double stackOverlap = sharded && c.stack.parameter_shard_overlap >= 0
                                    ? c.stack.parameter_shard_overlap
                                    : c.stack.data_parallel_overlap;
    const double overlap = s.gpu->vendor == GpuVendor::Cpu ? 0.0 : stackOverlap;
    const double gradientBytes = trainable * c.dtypes.reduce;
    // Bytes all-gathered for `parameters` of this rank's weights, linear weights in their own
    // gather dtype where they travel narrower.
    auto gatheredBytesOf = [&](double parameters) {
        if (c.dtypes.linearGather <= 0)
            return parameters * c.dtypes.parameterGather;
        const double linear = std::min(
            parameters, withoutRemoteExperts(l, double(s.counts.linearWeights(s.arch.layers)),
                                             expertParameters(s)) /
                            modelParallel);
        return linear * c.dtypes.linearGather + (parameters - linear) * c.dtypes.parameterGather;
    };
    const double layerForward = layer.forwardMatmul + layer.forwardAttention + layer.forwardMemory;
    const double layerBackward =
        layer.backwardMatmul + layer.backwardAttention + layer.backwardMemory;
    const CollectiveGroup dp = groupOf(l, ranks, c.tp);

    if (sharded) {
        CollectiveGroup shard = dp;
        // Hybrid sharding across nodes: each unit's gradient shard is also all-reduced with its
        // replicas on the other nodes, right after the unit's reduce-scatter and on its own
        // stream (FSDP1 _runtime_utils.py _reduce_grad: dist.all_reduce(new_sharded_grad,
        // group=state._inter_node_pg) on _all_reduce_stream; FSDP2 foreach_reduce's
        // all_reduce_group), so it runs over the network while the next units' backward runs.
        CollectiveGroup replicas;
        const bool hybrid = par == Parallelism::FsdpHybrid && l.nodes > 1;
        if (par == Parallelism::FsdpHybrid) {
            shard.ranks = std::max(1, std::min(ranks, l.gpus_per_node / c.tp));
            shard.per_node = shard.ranks;
            replicas.ranks = std::max(1, ranks / shard.ranks);
            replicas.per_node = 1;
            replicas.gpus_per_node = l.gpus_per_node;
        }
        // Per decoder block (the FSDP unit): gather its weights before forward and again before
        // backward (not under SHARD_GRAD_OP), reduce-scatter its gradients after backward. The
        // next block's gather runs during this block's compute (FSDP prefetch).
        // A frozen base held narrower than the gather dtype (QLoRA's NF4 codes, an FP8 base)
        // is gathered in its own bytes, as the memory model shards it.
        const double unitGatherBytes = gatheredBytesOf(weights) / stageLayers;
        const double unitGradients = gradientBytes / stageLayers;
        const double gather =
            collectiveSeconds(*s.gpu, measured, Collective::AllGather, unitGatherBytes, shard);
        const double reduce =
            collectiveSeconds(*s.gpu, measured, Collective::ReduceScatter, unitGradients, shard);
        const double replicaReduce =
            hybrid ? collectiveSeconds(*s.gpu, measured, Collective::AllReduce,
                                       unitGradients / shard.ranks, replicas)
                   : 0.0;
        // A stage kept gathered under pipelining gathers once per step and keeps its units.
        const bool stageGathered = keepsPipelineStageGathered(s);
        const double gatherRounds = stageGathered ? std::min(1.0, microBatches) : microBatches;
        const bool regather = par != Parallelism::FsdpGradOp && !stageGathered;
        const double backwardGather = regather ? gather : 0;
        const double forwardExposed =
            gather + (stageLayers - 1) * std::max(0.0, gather - overlap * layerForward);
        // The network's all-reduce and the node's gathers and reduce-scatters use different
        // links and streams: a unit's backward waits for the slower of the two.
        // Under FSDP1's BACKWARD_POST the next unit's gather starts when this unit's gradients
        // are done, so a unit's backward waits for its whole gather ("This overlaps the current
        // reduce-scatter and the next gradient computation", torch.distributed.fsdp
        // BackwardPrefetch); only the reductions hide behind compute.
        const bool gatherAfterBackward = c.s.assumptions.fsdp_prefetches_after_backward;
        auto backwardExposed = [&](double reduceScatter, double allReduce) {
            if (gatherAfterBackward)
                return reduceScatter + allReduce +
                       (stageLayers - 1) *
                           (backwardGather + std::max(0.0, std::max(reduceScatter, allReduce) -
                                                               overlap * layerBackward));
            const double comm = std::max(backwardGather + reduceScatter, allReduce);
            return reduceScatter + allReduce +
                   (stageLayers - 1) * std::max(0.0, comm - overlap * layerBackward);
        };
        // Frameworks that skip the reduction while accumulating (FSDP1 no_sync(), FSDP2
        // set_requires_gradient_sync(False)) reduce on the last micro-batch only; the others
        // reduce-scatter, and all-reduce the replicas, every micro-batch, as ZeRO-3 always does
        // (DeepSpeed refuses no_sync under ZeRO-2 and 3: engine.py, DeepSpeedEngine.no_sync).
        const bool syncOnce =
            isFsdp(par) && (c.s.assumptions.fsdp_accumulates_unsharded || stageGathered);
        const double reductions = syncOnce ? std::min(1.0, microBatches) : microBatches;
        cost.total = stageLayers * (gatherRounds * (gather + backwardGather) +
                                    reductions * (reduce + replicaReduce));
        // Reductions on the compute stream wait in full; the gathers still overlap.
        const bool serialReduce = c.stack.reduces_on_compute_stream;
        cost.exposed = gatherRounds * forwardExposed +
                       reductions * (backwardExposed(serialReduce ? 0.0 : reduce, replicaReduce) +
                                     (serialReduce ? stageLayers * reduce : 0.0)) +
                       (microBatches - reductions) * backwardExposed(0, 0);
        cost.exposed += overlapContention(cost.total - cost.exposed);
        // FSDP2 shards per parameter, so it copies each gathered unit out of the all-gather
        // buffer into its parameters and the unsharded gradients into the reduce-scatter buffer,
        // both on the compute stream (torch/distributed/fsdp/_fully_shard/_fsdp_collectives.py:
        // foreach_all_gather_copy_out's split_with_sizes_copy after current_stream() waits for
        // the gather; foreach_reduce's foreach_reduce_scatter_copy_in before the reduce-scatter
        // stream waits for it). FSDP1's parameters are views of its gather buffer, so nothing is
        // copied out; but autograd builds the flat gradient from the views' gradients through
        // split_with_sizes' backward, a cat (tools/autograd/derivatives.yaml), every
        // micro-batch, and casts it before a reduce-scatter in another dtype
        // (torch/distributed/fsdp/_runtime_utils.py, _post_backward_hook:
        // flat_param.grad.to(handle._reduce_dtype)). ZeRO-3 gathers into the parameters'
        // storage; which frameworks use FSDP1 and FSDP2 is in resolve.cpp.
        const double unitGradientElements = trainable / stageLayers;
        const double reduceCast = reductions * stageLayers * unitGradientElements *
                                  (c.dtypes.parameterGather + c.dtypes.reduce);
        if (isFsdp(par) && c.s.assumptions.fsdp_copies_around_collectives) {
            const double gathers = gatherRounds * stageLayers * (regather ? 2 : 1);
            const double copyOut = gathers * 2 * unitGatherBytes;
            cost.bucket_copies = memorySeconds(c.sixteen, copyOut + reduceCast);
        } else if (isFsdp(par) && c.s.assumptions.fsdp_flat_parameters) {
            const double flatGradient =
                microBatches * stageLayers * unitGradientElements * 2 * c.dtypes.parameterGather;
            const double cast = c.dtypes.reduce != c.dtypes.parameterGather ? reduceCast : 0.0;
            cost.bucket_copies = memorySeconds(c.sixteen, flatGradient + cast);
        }
        return cost;
    }
    // DDP, ZeRO-1 and ZeRO-2: the gradients are reduced while the last micro-batch's backward
    // runs (bucket by bucket); the last bucket waits for the end of backward. ZeRO-2 partitions
    // gradients, so it reduce-scatters every micro-batch, and DDP all-reduces every one under
    // accelerate's sync_each_batch (training.reduce_every_micro_batch); ZeRO-1/2 gather the updated
    // parameters after the step (Megatron overlaps that with the next forward).
    const bool reducesEveryMicroBatch = s.shape.reduce_every_micro_batch;
    const double backward = stageLayers * layerBackward;
    const double lastBucket = collectiveSeconds(*s.gpu, measured, Collective::AllReduce,
                                                std::min(gradientBytes, kBucketBytes), dp);
    double reduce = 0, gather = 0;
    if (par == Parallelism::Ddp) {
        reduce = collectiveSeconds(*s.gpu, measured, Collective::AllReduce, gradientBytes, dp);
        // torch's Reducer divides each gradient by the world size while copying it into its
        // bucket (at::mul_out in Reducer::mark_variable_ready_dense) and copies the reduced
        // bucket back into the gradient (finalize_bucket_dense, copy_bucket_to_grad): each pass
        // reads and writes the gradients once, on the last micro-batch only (no_sync before).
        if (c.stack.ddp_copies_gradients)
            cost.bucket_copies = memorySeconds(
                c.sixteen, 2 * 2 * gradientBytes * (reducesEveryMicroBatch ? microBatches : 1));
    } else {
        reduce = collectiveSeconds(*s.gpu, measured, Collective::ReduceScatter, gradientBytes, dp);
        gather = collectiveSeconds(*s.gpu, measured, Collective::AllGather,
                                   gatheredBytesOf(trainable), dp);
    }
    // (DeepSpeed's ZeRO-1 reduces at its own accumulation boundary whatever accelerate does.)
    const double reductions =
        par == Parallelism::Zero2 || (par == Parallelism::Ddp && reducesEveryMicroBatch)
            ? microBatches
            : 1;
    const double reduceOverlap = c.stack.reduces_on_compute_stream ? 0.0 : overlap;
    const double exposedReduce = std::max(lastBucket, reduce - reduceOverlap * backward);
    // Megatron's overlap_param_gather gathers bucket i+1 while the first micro-batch's forward
    // runs through bucket i (megatron/core/distributed/param_and_grad_buffer.py,
    // start_param_sync / finish_param_sync): the first bucket waits, and no more than that
    // forward can hide the rest.
    double exposedGather = gather;
    if (c.stack.overlaps_parameter_gather && gather > 0) {
        const double firstBucket =
            collectiveSeconds(*s.gpu, measured, Collective::AllGather,
                              std::min(gatheredBytesOf(trainable), kBucketBytes), dp);
        exposedGather = std::max(firstBucket, gather - overlap * stageLayers * layerForward);
    }
    cost.total = reductions * reduce + gather;
    cost.exposed = reductions * exposedReduce + exposedGather;
    cost.exposed += overlapContention(cost.total - cost.exposed);
    return cost;
}

} // namespace runcard::step_time
