#include "planner/stack_priors.h"

#include "planner/gpu_catalog.h"
#include "planner/model_state.h"
#include "planner/run_card.h"

#include <array>

namespace runcard {
namespace {

// Eager PyTorch issues each op as its own kernel, from Python, recording autograd: torch's BF16
// Linear forward took 13.48 us of CPU on a DGX H100's Xeon 8480C (TransformerEngine issue #2053,
// "CPU overhead" table), the host cost of one op taken for every eager op, forward or backward.
// This project's H200 profiles bracket it: a bare add_ launch 9.9 us, transformers 5.17 about 33 us
// a kernel with its module calls (docs/validation.md, "What else the profiles say"). The pilot's
// C++ frontend skips Python's share; no measurement separates it, so it pays the same.
constexpr double kEagerSecondsPerKernel = 13.48e-6;
// A Transformer Engine Linear's BF16 forward took 99.66 us of CPU on GB200, where torch's linear
// took 37.08 us (the same issue): on an x86 host that is 99.66 × 13.48 / 37.08 = 36.2 us per
// module call.
constexpr double kTransformerEngineSecondsPerModuleCall =
    99.66e-6 * kEagerSecondsPerKernel / 37.08e-6;
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
    // transformers 5 runs the experts through torch._grouped_mm unless the model is loaded with
    // experts_implementation="eager" (modeling_utils.py, get_correct_experts_implementation:
    // "grouped_mm" when none is requested; integrations/moe.py, grouped_mm_experts_forward);
    // transformers 4 looped, which a card says with training.moe_experts: loop.
    p.expert_kernels = ExpertKernels::TorchGroupedMm;
    p.expert_adapters = ExpertAdapters::DeltaWeight;
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
    // ZeRO-3 makes the compute stream wait for the whole all-gather stream before every
    // submodule and prefetches only stage3_prefetch_bucket_size elements ahead
    // (partitioned_param_coordinator.py, fetch_sub_module: current_stream().wait_stream(
    // __allgather_stream)); profiles show compute waiting for the gathers
    // (deepspeedai/DeepSpeed#1069, #1174). None of its gathers and reductions is counted as
    // hidden: chosen on the Qwen 72B LoRA rows (fitted_on in tests/validation/
    // published-runs.yaml), where compute plus every collective lands within 10 % from 512
    // tokens up; the 0.7 above had been taken for ZeRO-3 too (docs/validation.md).
    p.parameter_shard_overlap = 0;
    // ZeRO-3's Python fetch and release hooks around each pass of a submodule with parameters
    // (LayerTime::zero3Modules): 0.42 ms, fitted on Qwen's 1.8B full-parameter rows on one A100
    // (up to 2k tokens, where the hooks set the step; fitted_on), which no source measured;
    // checked on the 7B's rows on two A100s (docs/validation.md).
    p.cpu_seconds_per_zero3_module = 0.42e-3;
    return p;
}

StackPrior litGpt() {
    StackPrior p = huggingFaceTrainer();
    p.stack = SoftwareStack::LitGpt;
    // litgpt's CausalSelfAttention computes q, k, v with one `attn` linear (litgpt/model.py).
    p.fused_projections = false;
    p.expert_kernels = ExpertKernels::PerExpertLoop; // LLaMAMoE.forward
    p.expert_adapters = ExpertAdapters::Loop;        // LLaMAMoE's experts are LLaMAMLP modules
    return p;
}

StackPrior torchTune() {
    StackPrior p = huggingFaceTrainer();
    p.stack = SoftwareStack::TorchTune;
    // torchtune/modules/position_embeddings.py: "Cast to float to match the reference
    // implementation", then torch.stack of the rotated halves.
    p.rope_in_fp32 = true;
    p.expert_kernels = ExpertKernels::TorchGroupedMmFromCapability9;
    p.expert_adapters = ExpertAdapters::LoopWithBase;
    p.expert_loop_waits_per_expert = false;
    return p;
}

StackPrior torchTitan() {
    StackPrior p = huggingFaceTrainer();
    p.stack = SoftwareStack::TorchTitan;
    // FSDP2 reduce-scatters each block's gradients as its backward finishes and prefetches the
    // next block's all-gather (torch/distributed/fsdp/_fully_shard).
    p.data_parallel_overlap = 0.95;
    p.expert_kernels = ExpertKernels::TorchGroupedMm;
    p.expert_adapters = ExpertAdapters::Loop;
    p.expert_loop_waits_per_expert = false;
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
    p.expert_kernels = ExpertKernels::PerExpertLoop; // core/pilot/decoder.cpp
    p.expert_adapters = ExpertAdapters::Loop;
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

namespace {

// torch._grouped_mm runs one CUTLASS kernel for bf16 operands on CUDA capability 9 and 10 only;
// elsewhere, ROCm included, it falls back to a loop (aten/src/ATen/native/cuda/GroupedBlas.cpp:
// bf16bf16_grouped_mm behind _scaled_mm_allowed_device(sm90_only, sm100_only), else
// _grouped_mm_fallback; ROCm's CK path is opt-in, pytorch/pytorch#170159).
bool torchGroupedMmHasKernel(const GpuSpec& gpu, Precision precision) {
    const int major = gpu.computeCapabilityMajor();
    const bool cuda = gpu.architecture.rfind("sm_", 0) == 0;
    const bool sixteenBitFloat = precision != Precision::Fp32 && precision != Precision::Tf32 &&
                                 precision != Precision::Fp16Mixed;
    return cuda && (major == 9 || major == 10) && sixteenBitFloat;
}

ExpertRun torchGroupedMm(const GpuSpec& gpu, Precision precision) {
    return torchGroupedMmHasKernel(gpu, precision) ? ExpertRun::Grouped
                                                   : ExpertRun::GroupedFallback;
}

} // namespace

ExpertRun expertRun(const StackPrior& stack, FrameworkProfile framework, const GpuSpec& gpu,
                    Precision precision, MoeExperts requested) {
    if (requested == MoeExperts::Loop)
        return ExpertRun::Loop;
    // llm-foundry's dMoE runs MegaBlocks' own grouped GEMM (the grouped_gemm package's CUTLASS
    // kernels, sm_80 and up), and Unsloth its own Triton grouped GEMMs where torch._grouped_mm
    // has no kernel ("backwards compatible with older hardware like A100": unsloth.ai docs,
    // "Fine-tune MoE Models 12x Faster"), not torch's fallback.
    if (framework == FrameworkProfile::LlmFoundry || framework == FrameworkProfile::Unsloth)
        return ExpertRun::Grouped;
    ExpertKernels kernels = stack.expert_kernels;
    // A stack that loops by default groups through torch._grouped_mm when asked (transformers'
    // experts_implementation="grouped_mm").
    if (requested == MoeExperts::Grouped && kernels == ExpertKernels::PerExpertLoop)
        kernels = ExpertKernels::TorchGroupedMm;
    switch (kernels) {
    case ExpertKernels::PerExpertLoop:
        return ExpertRun::Loop;
    case ExpertKernels::Grouped:
        return ExpertRun::Grouped;
    case ExpertKernels::TorchGroupedMm:
        return torchGroupedMm(gpu, precision);
    case ExpertKernels::TorchGroupedMmFromCapability9:
        return gpu.computeCapabilityMajor() >= 9 ? torchGroupedMm(gpu, precision) : ExpertRun::Loop;
    }
    return ExpertRun::Loop;
}

ExpertAdapters expertAdapters(const Scenario& s, const StackPrior& stack) {
    // Unsloth's Split LoRA multiplies the tokens by A and B inside its grouped kernels instead
    // of merging B·A into the experts (unsloth.ai docs, "Fine-tune MoE Models 12x Faster":
    // "uses ~35% less memory and is 2x faster ... compared to Transformers v5 +
    // torch._grouped_mm").
    if (s.assumptions.framework == FrameworkProfile::Unsloth)
        return ExpertAdapters::Grouped;
    // transformers 4's experts are linears with PEFT's own adapters.
    if (stack.expert_adapters == ExpertAdapters::DeltaWeight &&
        s.shape.moe_experts == MoeExperts::Loop)
        return ExpertAdapters::Loop;
    return stack.expert_adapters;
}

ExpertRun scenarioExpertRun(const Scenario& s, const StackPrior& stack, const GpuSpec& gpu) {
    if (!s.arch.isMoe() ||
        (adaptsMlp(s.shape) && expertAdapters(s, stack) == ExpertAdapters::LoopWithBase))
        return ExpertRun::Loop;
    return expertRun(stack, s.assumptions.framework, gpu, s.shape.precision, s.shape.moe_experts);
}

bool mergesExpertAdapters(const Scenario& s) {
    return s.arch.isMoe() && adaptsMlp(s.shape) &&
           expertAdapters(s, stackPrior(s.assumptions.stack)) == ExpertAdapters::DeltaWeight;
}

bool adaptsExpertTensors(const Scenario& s) {
    return s.arch.isMoe() && adaptsMlp(s.shape) && s.shape.moe_experts != MoeExperts::Loop &&
           (s.assumptions.framework == FrameworkProfile::Unsloth ||
            stackPrior(s.assumptions.stack).expert_adapters == ExpertAdapters::DeltaWeight);
}

const char* expertRunName(ExpertRun run) {
    switch (run) {
    case ExpertRun::Loop:
        return "loop";
    case ExpertRun::Grouped:
        return "grouped";
    case ExpertRun::GroupedFallback:
        return "grouped-fallback";
    }
    return "loop";
}

SoftwareStack stackFor(SoftwareStack requested, FrameworkProfile framework,
                       Parallelism parallelism) {
    if (requested != SoftwareStack::Auto)
        return requested;
    switch (framework) {
    case FrameworkProfile::HfTransformers:
        return isZero(parallelism) ? SoftwareStack::DeepSpeed : SoftwareStack::HfTrainer;
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

bool runsDeepSpeedZero(SoftwareStack stack, Parallelism parallelism) {
    return stack == SoftwareStack::DeepSpeed && isZero(parallelism);
}

bool runsDeepSpeedZero(const RunCard& card) {
    const Parallelism par = card.hardware.parallelism;
    return runsDeepSpeedZero(stackFor(card.hardware.stack, card.training.framework, par), par);
}

bool runsDeepSpeedZero3(const RunCard& card) {
    return card.hardware.parallelism == Parallelism::Zero3 && runsDeepSpeedZero(card);
}

} // namespace runcard
