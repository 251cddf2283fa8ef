#include "planner/stack_priors.h"

#include "planner/gpu_catalog.h"

#include <array>

namespace runcard {
namespace {

// Eager PyTorch issues each op as its own kernel: about 4-6 us of driver and runtime time per
// launch (CUDA launch-overhead measurements collected in the team's step-time notes, §5), plus the
// dispatcher's work per op, together taken as 8 us. A planning figure: it matters only when the
// GPU's work per kernel is shorter, at small micro-batches.
constexpr double kEagerSecondsPerKernel = 8e-6;
// A Transformer Engine Linear's BF16 forward took 99.66 us of CPU on GB200, where torch's linear
// took 37.08 us and on a DGX H100 13.48 us (TransformerEngine issue #2053): on an x86 host that is
// 99.66 × 13.48 / 37.08 = 36.2 us per module call.
constexpr double kTransformerEngineSecondsPerModuleCall = 99.66e-6 * 13.48 / 37.08;
// Transformer Engine's multi-stream cuBLASLt grouped GEMM ran 8 experts of 128 tokens (N = K =
// 2048, NVFP4, operands pre-swizzled) in 0.267 ms on SM100 against 0.069 ms for one CUTLASS
// grouped kernel (TransformerEngine PR #3134, "PURE" fprop row): 33 us per expert GEMM, nearly
// all of it host time at that size. The host is not named; taken as x86 (DGX B200).
constexpr double kMultiStreamSecondsPerExpertGemm = 0.267e-3 / 8;

StackPrior huggingFaceTrainer() {
    StackPrior p;
    p.stack = SoftwareStack::HfTrainer;
    // transformers' LlamaAttention and LlamaMLP: q_proj, k_proj, v_proj, gate_proj, up_proj as
    // separate nn.Linear; SDPA picks the FlashAttention-2 kernel for bf16 on CUDA
    // (src/transformers/models/llama/modeling_llama.py).
    p.cpu_seconds_per_kernel = kEagerSecondsPerKernel;
    // torch DDP's Reducer all-reduces 25 MiB buckets as their gradients are ready during backward
    // (torch/csrc/distributed/c10d/reducer.cpp); the last bucket waits for the end of backward.
    p.data_parallel_overlap = 0.9;
    return p;
}

StackPrior deepSpeed() {
    StackPrior p = huggingFaceTrainer();
    p.stack = SoftwareStack::DeepSpeed;
    // ZeRO's overlap_comm defaults to True for stage 3, reduce_bucket_size 5e8 elements
    // (deepspeed/runtime/zero/config.py): the reduction overlaps backward in large buckets, the
    // last of which is exposed.
    p.data_parallel_overlap = 0.7;
    return p;
}

StackPrior litGpt() {
    StackPrior p = huggingFaceTrainer();
    p.stack = SoftwareStack::LitGpt;
    // litgpt's CausalSelfAttention computes q, k, v with one `attn` linear (litgpt/model.py).
    p.fused_projections = false;
    return p;
}

StackPrior torchTune() {
    StackPrior p = huggingFaceTrainer();
    p.stack = SoftwareStack::TorchTune;
    // torchtune/modules/position_embeddings.py: "Cast to float to match the reference
    // implementation", then torch.stack of the rotated halves.
    p.rope_in_fp32 = true;
    p.expert_kernels = ExpertKernels::GroupedFromCapability9;
    p.expert_adapters = ExpertAdapters::LoopWithBase;
    return p;
}

StackPrior torchTitan() {
    StackPrior p = huggingFaceTrainer();
    p.stack = SoftwareStack::TorchTitan;
    // FSDP2 reduce-scatters each block's gradients as its backward finishes and prefetches the
    // next block's all-gather (torch/distributed/fsdp/_fully_shard).
    p.data_parallel_overlap = 0.95;
    p.expert_kernels = ExpertKernels::Grouped;
    return p;
}

StackPrior megatronTransformerEngine() {
    StackPrior p;
    p.stack = SoftwareStack::MegatronTe;
    // Transformer Engine fuses the norm into the following linear (LayerNormLinear), RoPE
    // (fused_apply_rotary_pos_emb), SwiGLU (bias_swiglu) and bias-dropout-add, and runs attention
    // through cuDNN's fused kernel (DotProductAttention); Megatron-Core uses one linear_qkv and
    // one linear_fc1 per layer (megatron/core/transformer/).
    p.fused_elementwise = true;
    p.vendor_attention = true;
    p.fused_projections = true;
    p.expert_kernels = ExpertKernels::Grouped; // moe_grouped_gemm in every published recipe
    // TEGroupedMLP's GroupedLinear: one cuBLAS call per local expert on multiple streams
    // (TransformerEngine #853, #1499); the cuBLASLt grouped GEMM is opt-in (#2502, #2669).
    p.grouped_gemm_launches_per_expert = true;
    p.cpu_seconds_per_expert_gemm = kMultiStreamSecondsPerExpertGemm;
    p.expert_adapters = ExpertAdapters::Grouped;
    p.cpu_seconds_per_kernel = kEagerSecondsPerKernel;
    p.cpu_seconds_per_module_call = kTransformerEngineSecondsPerModuleCall;
    // overlap_grad_reduce / overlap_param_gather of Megatron-Core's distributed optimizer
    // (megatron/core/distributed/distributed_data_parallel_config.py).
    p.data_parallel_overlap = 0.95;
    p.overlaps_parameter_gather = true;
    // Gradients accumulate straight into the contiguous grad buffer the buckets are views of
    // (megatron/core/distributed/param_and_grad_buffer.py, main_grad): nothing to copy.
    p.ddp_copies_gradients = false;
    // tp_comm_overlap: Transformer Engine's userbuffers split the TP all-gather and
    // reduce-scatter into chunks overlapped with the GEMM pieces (NeMo performance recipes).
    p.tensor_parallel_overlap = 0.8;
    p.fused_gradient_accumulation = true; // gradient_accumulation_fusion into main_grad
    return p;
}

StackPrior libTorchEager() {
    StackPrior p = huggingFaceTrainer();
    p.stack = SoftwareStack::LibTorchEager;
    p.expert_loop_waits_per_expert = false;
    return p;
}

const std::array<StackPrior, 7>& priors() {
    static const std::array<StackPrior, 7> table{
        huggingFaceTrainer(),        deepSpeed(),    litGpt(), torchTune(), torchTitan(),
        megatronTransformerEngine(), libTorchEager()};
    return table;
}

} // namespace

const StackPrior& stackPrior(SoftwareStack stack) {
    for (const StackPrior& p : priors())
        if (p.stack == stack)
            return p;
    return priors().front();
}

bool runsGroupedExperts(const StackPrior& stack, const GpuSpec& gpu) {
    switch (stack.expert_kernels) {
    case ExpertKernels::PerExpertLoop:
        return false;
    case ExpertKernels::Grouped:
        return true;
    case ExpertKernels::GroupedFromCapability9:
        return gpu.computeCapabilityMajor() >= 9;
    }
    return false;
}

SoftwareStack stackFor(SoftwareStack requested, FrameworkProfile framework,
                       Parallelism parallelism) {
    if (requested != SoftwareStack::Auto)
        return requested;
    switch (framework) {
    case FrameworkProfile::HfTransformers:
        return parallelism == Parallelism::Zero1 || parallelism == Parallelism::Zero2 ||
                       parallelism == Parallelism::Zero3
                   ? SoftwareStack::DeepSpeed
                   : SoftwareStack::HfTrainer;
    case FrameworkProfile::Unsloth: // eager PyTorch under transformers' Trainer
        return SoftwareStack::HfTrainer;
    case FrameworkProfile::LitGpt:
        return SoftwareStack::LitGpt;
    case FrameworkProfile::TorchTune:
        return SoftwareStack::TorchTune;
    case FrameworkProfile::Megatron:
        return SoftwareStack::MegatronTe;
    case FrameworkProfile::RuncardPilot:
        return SoftwareStack::LibTorchEager;
    // PyTorch-native FSDP training: KempnerForge's FSDP2 as torchtitan's; llm-foundry's FSDP1
    // differs in its prefetch and copies, which its profile's assumptions say (resolve.cpp).
    case FrameworkProfile::TorchTitan:
    case FrameworkProfile::KempnerForge:
    case FrameworkProfile::LlmFoundry:
        return SoftwareStack::TorchTitan;
    }
    return SoftwareStack::HfTrainer;
}

} // namespace runcard
