// What a software stack does to the step time on the same GPU: which attention kernel "flash"
// means, whether norms, RoPE and activations run as fused kernels, how long the CPU takes to
// issue a kernel, how much of the data-parallel and tensor-parallel communication hides behind
// compute, and whether the optimizer step is one fused pass. Each number cites where it comes
// from; docs/scaling-model.md has the table and docs/validation.md the rows any was fitted on.
#pragma once

#include "planner/enums.h"

namespace runcard {

struct GpuSpec;
struct RunCard;
struct Scenario;

// A MoE layer's experts as a stack runs them by default: a loop over the experts, its own grouped
// GEMM on every GPU, torch._grouped_mm (whose one-kernel path needs bf16 on CUDA capability 9 or
// 10), or torch._grouped_mm from capability 9 and the stack's own loop below it (torchtune).
enum class ExpertKernels { PerExpertLoop, Grouped, TorchGroupedMm, TorchGroupedMmFromCapability9 };
// How one card's experts run on one GPU: one expert at a time from Python (its own kernels and
// the stack's waits), one grouped GEMM per projection whose tiles share the waves of one grid, or
// torch._grouped_mm's fallback, which reads the group offsets back to the host once per call and
// issues one GEMM per expert from C++ (aten/src/ATen/native/cuda/GroupedBlas.cpp,
// _grouped_mm_fallback; the default on ROCm, pytorch/pytorch#170159).
enum class ExpertRun { Loop, Grouped, GroupedFallback };
// How LoRA adapters on a MoE layer's routed experts run: one pair of skinny GEMMs per expert
// beside grouped base GEMMs, an expert loop that takes the base GEMMs with it, grouped too, or
// merged into the weight on every forward (PEFT's ParamWrapper on transformers 5's 3-D expert
// tensors: W + B·A for all experts, then the base GEMM with it).
enum class ExpertAdapters { Loop, LoopWithBase, Grouped, DeltaWeight };

struct StackPrior {
    SoftwareStack stack = SoftwareStack::HfTrainer;
    // Norms, RoPE, SwiGLU and residual adds as fused kernels (Transformer Engine) rather than
    // one PyTorch op each; `training.compile` fuses them on every other stack.
    bool fused_elementwise = false;
    // `attention: flash` runs the vendor's fused attention (Transformer Engine → cuDNN on
    // Hopper, CK on ROCm) rather than a FlashAttention-2-class kernel.
    bool vendor_attention = false;
    // Query, key and value (and gate and up) as one GEMM each (Megatron's linear_qkv, fc1).
    bool fused_projections = false;
    // How a mixture-of-experts layer runs its routed experts outside torch.compile by default:
    // one loop iteration per expert (transformers 4's MoE blocks and 5's "eager" experts, litgpt's
    // LLaMAMoE: an index, three GEMMs, the activation and an index_add each) or all local experts
    // in one grouped GEMM per projection (transformers 5's default "grouped_mm", torchtitan and
    // KempnerForge GroupedExperts: torch._grouped_mm; llm-foundry's MegaBlocks dMoE; Megatron-Core
    // TEGroupedMLP). torchtune's GroupedExperts takes torch._grouped_mm only from capability 9.0
    // (torchtune/modules/moe/utils.py, should_use_grouped_mm) and loops below it.
    ExpertKernels expert_kernels = ExpertKernels::PerExpertLoop;
    // A grouped GEMM that still launches one GEMM per local expert from the host (Transformer
    // Engine's GroupedLinear under Megatron-Core's TEGroupedMLP) rather than one kernel
    // (torch._grouped_mm, MegaBlocks).
    bool grouped_gemm_launches_per_expert = false;
    // CPU time of each of those per-expert GEMMs (the cuBLASLt call and its stream handoff).
    double cpu_seconds_per_expert_gemm = 0;
    // LoRA on the routed experts: torchtune's LoRAGroupedExperts loops over the experts for the
    // base and the adapter matmuls alike (torchtune/modules/moe/experts.py, forward: `for
    // expert_idx, x_expert in enumerate(x)`); Megatron-Bridge's GroupedExpertLinearAdapter keeps
    // one low-rank pair per local expert and runs them through Transformer Engine's grouped
    // linear (megatron/bridge/peft/utils.py); transformers 5 keeps each layer's experts as 3-D
    // tensors (gate_up_proj, down_proj), which PEFT adapts only through target_parameters: its
    // ParamWrapper (peft/tuners/lora/layer.py) builds the delta of every expert with one einsum
    // and parametrizes the tensor as W + delta for the forward (_activate_lora), so the GEMM's
    // weight requires grad; elsewhere each expert's adapter is its own GEMMs.
    ExpertAdapters expert_adapters = ExpertAdapters::Loop;
    // A per-expert loop reads each expert's token count back before indexing its tokens
    // (`torch.where` on the expert's mask, a nonzero: transformers
    // models/qwen3_moe/modeling_qwen3_moe.py Qwen3MoeSparseMoeBlock.forward and v5's eager
    // experts, litgpt/model.py LLaMAMoE.forward), so the host waits for the GPU once per expert;
    // false = all the counts at once, one wait per layer (torchtitan's _run_experts_for_loop and
    // torchtune's GroupedExperts loop: num_tokens_per_expert.tolist(); KempnerForge's
    // bincount(...).tolist(); the pilot's decoder: bincount(...).to(kCPU), core/pilot/decoder.cpp).
    bool expert_loop_waits_per_expert = true;
    // Eager RoPE in fp32 real arithmetic: x.float(), four half-width products, a subtraction and
    // an addition, a stack and the cast back (torchtune RotaryPositionalEmbeddings.forward),
    // rather than rotate_half in the activation dtype (transformers apply_rotary_pos_emb).
    bool rope_in_fp32 = false;
    // CPU time to issue one GPU kernel in eager PyTorch: Python, dispatcher, autograd and launch
    // (every prior sets it: stack_priors.cpp, kEagerSecondsPerKernel).
    double cpu_seconds_per_kernel = 0;
    // CPU time of one Transformer Engine module call (its Python forward or backward, the
    // quantizer bookkeeping and the launches it makes), where the stack builds its linears and
    // attention from TE modules; 0 = none.
    double cpu_seconds_per_module_call = 0;
    // CPU time of DeepSpeed ZeRO-3's fetch and release hooks around one pass of a submodule that
    // holds parameters (LayerTime::zero3Modules); 0 = no such hooks.
    double cpu_seconds_per_zero3_module = 0;
    // Share of the gradient reduction that runs during backward instead of after it.
    double data_parallel_overlap = 0.9;
    // Share of a sharded step's parameter gathers and gradient reduce-scatters hidden behind
    // compute, where it differs from data_parallel_overlap; negative: the same.
    double parameter_shard_overlap = -1;
    // Share of tensor-parallel collectives hidden behind GEMMs (Transformer Engine's
    // userbuffer overlap); 0 for plain torch DTensor TP.
    double tensor_parallel_overlap = 0;
    // ZeRO-1/2's parameter all-gather after the step runs during the next forward.
    bool overlaps_parameter_gather = false;
    // DDP keeps its buckets beside the gradients (torch's default gradient_as_bucket_view=False):
    // they hold a second copy of the gradients, and every gradient is copied into its bucket and
    // back after the all-reduce, on the compute stream. Megatron's DDP accumulates gradients in
    // the buckets themselves.
    bool ddp_copies_gradients = true;
    // Gradients land in fp32 accumulation buffers inside the weight-gradient GEMM (Megatron
    // gradient_accumulation_fusion) instead of a separate cast-and-add per micro-batch.
    bool fused_gradient_accumulation = false;
    // Gradient reductions issued on the compute stream, so none hides behind backward
    // (DeepSpeed without overlap_comm); parameter gathers keep their own overlap.
    bool reduces_on_compute_stream = false;
    // Measured throughput over the kernel model's, for what the model does not see (stream
    // synchronisation, kernel tails, stragglers): fitted on the rows docs/validation.md names.
    double residual_efficiency = 1.0;
};

// The prior of `stack`; Auto is resolved first by stackFor().
const StackPrior& stackPrior(SoftwareStack stack);

// How `stack` runs a MoE layer's local experts on `gpu` at `precision` (without compile), as the
// card's training.moe_experts asks or, where it says `framework`, as the stack does by default.
ExpertRun expertRun(const StackPrior& stack, FrameworkProfile framework, const GpuSpec& gpu,
                    Precision precision, MoeExperts requested);

// How a card's LoRA adapters on the routed experts run: its stack's way, except Unsloth's
// (grouped, its Split LoRA) and transformers 4's (moe_experts: loop, PEFT on expert linears).
ExpertAdapters expertAdapters(const Scenario& s, const StackPrior& stack);

// How a card's experts run on its GPU: expertRun of its stack, except where LoRA on the experts
// loops with the base GEMMs (torchtune's LoRAGroupedExperts); Loop for a dense model.
ExpertRun scenarioExpertRun(const Scenario& s, const StackPrior& stack, const GpuSpec& gpu);

// Whether a card's LoRA reaches the routed experts as PEFT's ParamWrapper does (DeltaWeight):
// its stack adapts them so, its experts are transformers 5's tensors (moe_experts other than
// loop, which stands for transformers 4's per-expert linears), and its targets include the MLP.
bool mergesExpertAdapters(const Scenario& s);

// Whether a card's LoRA adapts transformers 5's 3-D expert tensors (gate_up_proj, down_proj)
// through PEFT's target_parameters, merged (mergesExpertAdapters) or by Unsloth's Split LoRA:
// one adapter on the fused gate_up_proj, not one each on gate and up.
bool adaptsExpertTensors(const Scenario& s);

// "loop", "grouped" or "grouped-fallback", as the plan's JSON reports it.
const char* expertRunName(ExpertRun run);

// The stack a card runs on: hardware.stack, or when that says auto, the one its framework and
// layout imply (Megatron → Megatron-Core + TE; Hugging Face with ZeRO → DeepSpeed; ...).
SoftwareStack stackFor(SoftwareStack requested, FrameworkProfile framework,
                       Parallelism parallelism);

// Whether a run's ZeRO is DeepSpeed's (deepspeed/runtime/zero/), with its overlap_comm and
// gradient buckets, rather than Megatron's distributed optimizer or the pilot's own sharding.
bool runsDeepSpeedZero(SoftwareStack stack, Parallelism parallelism);
bool runsDeepSpeedZero(const RunCard& card);
// DeepSpeed's ZeRO stage 3, whose parameter coordinator the zero3_* card values tune.
bool runsDeepSpeedZero3(const RunCard& card);

} // namespace runcard
