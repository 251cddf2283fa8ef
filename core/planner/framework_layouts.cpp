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
    bool pipeline_parallel;
    ContextOffer ring;
    ContextOffer all_to_all;
    std::string_view source;
};

using P = Parallelism;
using C = ContextOffer;
const std::vector<Parallelism> kEveryLayout = {P::Ddp,      P::Zero1,      P::Zero2,     P::Zero3,
                                               P::FsdpFull, P::FsdpGradOp, P::FsdpHybrid};
// PyTorch-native stacks: DDP and FSDP's strategies, no DeepSpeed ZeRO.
const std::vector<Parallelism> kTorchLayouts = {P::Ddp, P::FsdpFull, P::FsdpGradOp, P::FsdpHybrid};

const std::array<LayoutOffer, 9>& offers() {
    static const std::array<LayoutOffer, 9> table{{
        // Context parallelism through accelerate's ParallelismConfig: the ring as cp_size (FSDP2
        // only: "cp_size > 1 specified in parallelism_config but no fsdp_plugin provided"), the
        // all-to-all as sp_size with sp_backend "deepspeed" (accelerator.py _prepare_deepspeed:
        // DeepSpeed's UlyssesSPAttentionHF); no pipeline.
        {FrameworkProfile::HfTransformers, kEveryLayout, true, false, C::UnderFsdp, C::UnderZero,
         "transformers Trainer: DDP, DeepSpeed ZeRO (integrations/deepspeed.py), FSDP through "
         "accelerate, tp_plan, accelerate ParallelismConfig cp_size under FSDP and sp_size under "
         "DeepSpeed"},
        // Multi-GPU fine-tuning is Fabric's FSDPStrategy (FULL_SHARD), one GPU "auto".
        {FrameworkProfile::LitGpt,
         {P::FsdpFull},
         false,
         false,
         C::No,
         C::No,
         "litgpt/finetune/lora.py: FSDPStrategy when devices > 1"},
        // FSDP2 (fully_shard) with reshard_after_forward and a replicate dimension; no DeepSpeed.
        // context_parallel_dim (recipes/*_distributed.py), no pipeline stages.
        {FrameworkProfile::TorchTune, kTorchLayouts, true, false, C::Yes, C::No,
         "torchtune/training/_distributed.py: shard_model (FSDP2), ParallelDims, "
         "context_parallel"},
        // The distributed optimizer (ZeRO-1), Megatron-FSDP's optim_grads / optim_grads_params
        // (ZeRO-2 / 3) and torch FSDP2 (megatron/core/distributed/).
        // cp_comm_type "p2p" (the ring) or "a2a" (transformer_config.py).
        {FrameworkProfile::Megatron, kEveryLayout, true, true, C::Yes, C::Yes,
         "megatron/core/distributed/: DistributedDataParallel, distributed optimizer, "
         "Megatron-FSDP; megatron/core/pipeline_parallel/, context_parallel_size, cp_comm_type"},
        {FrameworkProfile::RuncardPilot, kEveryLayout, false, false, C::No, C::No,
         "core/pilot/distributed/parallel_training.cpp"},
        // FSDP2 over dp_replicate × fsdp: replicate alone is DDP, both are HSDP.
        // torch's context_parallel rotates keys and values, by all-gather or all-to-all, with
        // every rank keeping its own queries: a ring in this model's terms.
        {FrameworkProfile::TorchTitan, kTorchLayouts, true, true, C::Yes, C::No,
         "torchtitan/models/llama3/parallelize.py: apply_fsdp_to_decoder over dp_replicate × "
         "fsdp; torchtitan/distributed/pipeline_parallel.py, context_parallel"},
        // Its config names a cp degree, but no code applies context parallelism.
        {FrameworkProfile::KempnerForge, kTorchLayouts, true, true, C::No, C::No,
         "kempnerforge/distributed/parallel.py: FSDP2 over a 1D or replicate × shard mesh; "
         "kempnerforge/distributed/pipeline_parallel.py"},
        // Composer's FSDP1 sharding strategies and DDP; DeepSpeed was removed (composer #3732).
        {FrameworkProfile::LlmFoundry, kTorchLayouts, true, false, C::No, C::No,
         "composer/distributed/dist_strategy.py: DDP or FSDP (no DeepSpeed since #3732)"},
        // Open-source Unsloth trains on one GPU, or one replica per GPU under accelerate's DDP.
        {FrameworkProfile::Unsloth,
         {P::Ddp},
         false,
         false,
         C::No,
         C::No,
         "unsloth/models/llama.py (one device per process); DDP through accelerate"},
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

bool frameworkRunsPipelineParallel(FrameworkProfile framework) {
    return offer(framework).pipeline_parallel;
}

ContextOffer frameworkContextParallel(FrameworkProfile framework, ContextParallelComm comm) {
    const LayoutOffer& o = offer(framework);
    return comm == ContextParallelComm::AllToAll ? o.all_to_all : o.ring;
}

std::string_view frameworkLayoutsSource(FrameworkProfile framework) {
    return offer(framework).source;
}

} // namespace runcard
