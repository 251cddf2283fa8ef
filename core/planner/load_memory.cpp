#include "planner/load_memory.h"

#include "planner/model_state.h"

#include <algorithm>

namespace runcard {

double loadPeakAllocatedBytes(const Scenario& s, const double residentWeights,
                              const double adapterWeights) {
    const PrecisionPlan p = precisionPlan(s);
    // The dtype the loader materialises: the 16-bit checkpoint a QLoRA base is quantised from,
    // else the dtype the weights are stored in (an fp32 model upcasts a 16-bit checkpoint).
    const double loadBytes = s.shape.method == TrainingMethod::QLora ? 2.0 : p.weights;
    const double parameters = double(s.parameters);
    const double largestTensor = double(s.counts.largest_linear) * loadBytes;
    const double unit = double(std::max(s.counts.perLayer(), s.counts.embedding + s.counts.lm_head +
                                                                 s.counts.final_norm)) *
                        loadBytes;
    const bool sharded = shardsParameters(s.layout.parallelism) && s.layout.gpuCount() > 1;
    switch (s.shape.loading) {
    case ModelLoading::Streamed:
        // Tensors stream from the checkpoint into their final placement, one in flight: HF
        // from_pretrained (low_cpu_mem_usage, bitsandbytes quantising each weight as it moves),
        // torchtune/torchtitan distributing a CPU state dict into DTensors, meta-device init.
        return residentWeights + adapterWeights + largestTensor;
    case ModelLoading::FullPerRank:
        // Every GPU holds the whole checkpoint before the model takes its final form: FSDP wrapping
        // a model already on the GPU flattens and shards unit by unit (torch FSDP
        // _init_param_handle_from_module), a single GPU keeps the state dict beside the model, a
        // 16-bit model on the GPU is quantised weight by weight.
        return parameters * loadBytes + (sharded ? unit : residentWeights) + adapterWeights;
    case ModelLoading::Rank0Broadcast:
        // FSDP sync_module_states: each unit is broadcast from rank 0, then flattened and sharded
        // (FullyShardedDataParallel docstring, sync_module_states): one unit received and its flat
        // copy beside the shards already placed.
        return residentWeights + adapterWeights + (sharded ? 2.0 * unit : largestTensor);
    }
    return residentWeights + adapterWeights;
}

} // namespace runcard
