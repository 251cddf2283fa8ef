#include "planner/framework_layouts.h"

#include <algorithm>
#include <array>
#include <vector>

namespace runcard {
namespace {

struct LayoutOffer {
    FrameworkProfile framework;
    std::vector<Parallelism> layouts; // besides Single
    bool tensor_parallel;
    std::string_view source;
};

using P = Parallelism;
const std::vector<Parallelism> kEveryLayout = {P::Ddp,      P::Zero1,      P::Zero2,     P::Zero3,
                                               P::FsdpFull, P::FsdpGradOp, P::FsdpHybrid};
// PyTorch-native stacks: DDP and FSDP's strategies, no DeepSpeed ZeRO.
const std::vector<Parallelism> kTorchLayouts = {P::Ddp, P::FsdpFull, P::FsdpGradOp, P::FsdpHybrid};

const std::array<LayoutOffer, 8>& offers() {
    static const std::array<LayoutOffer, 8> table{{
        {FrameworkProfile::HfTransformers, kEveryLayout, true,
         "transformers Trainer: DDP, DeepSpeed ZeRO (integrations/deepspeed.py), FSDP through "
         "accelerate, tp_plan"},
        // Multi-GPU fine-tuning is Fabric's FSDPStrategy (FULL_SHARD), one GPU "auto".
        {FrameworkProfile::LitGpt,
         {P::FsdpFull},
         false,
         "litgpt/finetune/lora.py: FSDPStrategy when devices > 1"},
        // FSDP2 (fully_shard) with reshard_after_forward and a replicate dimension; no DeepSpeed.
        {FrameworkProfile::TorchTune, kTorchLayouts, true,
         "torchtune/training/_distributed.py: shard_model (FSDP2), ParallelDims"},
        // The distributed optimizer (ZeRO-1), Megatron-FSDP's optim_grads / optim_grads_params
        // (ZeRO-2 / 3) and torch FSDP2 (megatron/core/distributed/).
        {FrameworkProfile::Megatron, kEveryLayout, true,
         "megatron/core/distributed/: DistributedDataParallel, distributed optimizer, "
         "Megatron-FSDP"},
        {FrameworkProfile::RuncardPilot, kEveryLayout, false,
         "core/pilot/distributed/parallel_training.cpp"},
        // FSDP2 over dp_replicate × fsdp: replicate alone is DDP, both are HSDP.
        {FrameworkProfile::TorchTitan, kTorchLayouts, true,
         "torchtitan/models/llama3/parallelize.py: apply_fsdp_to_decoder over dp_replicate × "
         "fsdp"},
        {FrameworkProfile::KempnerForge, kTorchLayouts, true,
         "kempnerforge/distributed/parallel.py: FSDP2 over a 1D or replicate × shard mesh"},
        // Composer's FSDP1 sharding strategies and DDP; DeepSpeed was removed (composer #3732).
        {FrameworkProfile::LlmFoundry, kTorchLayouts, true,
         "composer/distributed/dist_strategy.py: DDP or FSDP (no DeepSpeed since #3732)"},
    }};
    return table;
}

const LayoutOffer& offer(FrameworkProfile framework) {
    for (const LayoutOffer& o : offers())
        if (o.framework == framework)
            return o;
    return offers().front();
}

} // namespace

bool frameworkRunsLayout(FrameworkProfile framework, Parallelism layout) {
    const std::vector<Parallelism>& layouts = offer(framework).layouts;
    return layout == Parallelism::Single ||
           std::find(layouts.begin(), layouts.end(), layout) != layouts.end();
}

bool frameworkRunsTensorParallel(FrameworkProfile framework) {
    return offer(framework).tensor_parallel;
}

std::string_view frameworkLayoutsSource(FrameworkProfile framework) {
    return offer(framework).source;
}

} // namespace runcard
