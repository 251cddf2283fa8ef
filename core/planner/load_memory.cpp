#include "planner/load_memory.h"

#include "planner/model_state.h"

#include <algorithm>

namespace runcard {

namespace {

// The loader where the card leaves it to the framework (ModelLoading::Framework).
ModelLoading frameworkLoading(const Scenario& s) {
    switch (s.assumptions.framework) {
    case FrameworkProfile::KempnerForge:
        // build_parallel_model (kempnerforge/distributed/parallel.py) and scripts/train.py: with
        // tensor parallelism the model (or pipeline stage) is built on the meta device and only the
        // local shards are materialised; without it, `model_builder(config).to(device=device,
        // dtype=param_dtype)` puts the whole model on every GPU before experts are pruned
        // (apply_expert_parallel) and shards cut (apply_fsdp2).
        return s.layout.tensor_parallel > 1 ? ModelLoading::Streamed : ModelLoading::FullPerRank;
    default:
        // HF from_pretrained, torchtune's and torchtitan's distributed state dicts, litgpt's and
        // Megatron's per-rank builds stream into the final placement.
        return ModelLoading::Streamed;
    }
}

} // namespace

double loadPeakAllocatedBytes(const Scenario& s, const double residentWeights,
                              const double adapterWeights) {
    const PrecisionPlan p = precisionPlan(s);
    // The dtype the loader materialises: the 16-bit checkpoint a QLoRA base is quantised from,
    // else the dtype the weights are stored in (an fp32 model upcasts a 16-bit checkpoint).
    const double loadBytes = s.shape.method == TrainingMethod::QLora ? 2.0 : p.weights;
    const double parameters = double(s.parameters);
    const double largestTensor = double(s.counts.largest_linear) * loadBytes;
    const double unit = double(std::max(s.counts.perLayer(), s.counts.ends())) * loadBytes;
    const bool sharded = shardsParameters(s.layout.parallelism) && s.layout.gpuCount() > 1;
    const ModelLoading loading =
        s.shape.loading == ModelLoading::Framework ? frameworkLoading(s) : s.shape.loading;
    switch (loading) {
    case ModelLoading::Framework: // resolved above
        break;
    case ModelLoading::Streamed:
        // Tensors stream from the checkpoint into their final placement, one in flight: HF
        // from_pretrained (low_cpu_mem_usage, bitsandbytes quantising each weight as it moves),
        // torchtune/torchtitan distributing a CPU state dict into DTensors, meta-device init.
        return residentWeights + adapterWeights + largestTensor;
    case ModelLoading::FullPerRank: {
        // Every GPU holds the whole checkpoint (a pipeline stage its busiest share) before the
        // model takes its final form: FSDP wrapping a model already on the GPU flattens and shards
        // unit by unit (torch FSDP _init_param_handle_from_module), a single GPU keeps the state
        // dict beside the model, a 16-bit model on the GPU is quantised weight by weight.
        const double stageShare =
            double(s.layout.stageLayers(s.arch.layers)) / std::max(s.arch.layers, 1);
        const double whole = parameters * stageShare * loadBytes;
        const double settle = sharded ? unit : residentWeights;
        const double ep = std::max(s.layout.expert_parallel, 1);
        if (ep <= 1 || !s.arch.isMoe())
            return whole + settle + adapterWeights;
        // Expert parallelism prunes the loaded model to the local experts first, copying each
        // packed expert tensor's local slice before the whole one is freed (kempnerforge
        // apply_expert_parallel: `up_w.data[start:end].clone()`); sharding then works on the
        // pruned model, whose units hold only the local experts.
        const double slice = double(s.arch.experts) / ep * double(s.arch.hidden_size) *
                             double(s.arch.moe_intermediate_size) * loadBytes;
        const double pruned = withoutRemoteExperts(s.layout, parameters, expertParameters(s)) *
                              stageShare * loadBytes;
        const double ends = double(s.counts.ends());
        const double localLayer = double(s.counts.perLayer()) - double(s.counts.experts) *
                                                                    double(s.counts.routed_expert) *
                                                                    (1 - 1 / ep);
        const double localUnit = std::max(localLayer, ends) * loadBytes;
        const double settlePruned = sharded ? localUnit : residentWeights;
        return std::max(whole + slice, pruned + settlePruned) + adapterWeights;
    }
    case ModelLoading::Rank0Broadcast:
        // FSDP sync_module_states: each unit is broadcast from rank 0, then flattened and sharded
        // (FullyShardedDataParallel docstring, sync_module_states): one unit received and its flat
        // copy beside the shards already placed.
        return residentWeights + adapterWeights + (sharded ? 2.0 * unit : largestTensor);
    }
    return residentWeights + adapterWeights;
}

} // namespace runcard
