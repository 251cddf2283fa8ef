// The step-time model's shared pieces (internal to core/planner): element sizes, the context of
// one evaluation, one layer's kernel times (layer_time.cpp) and the data-parallel collectives
// (data_parallel_cost.cpp); step_time.cpp puts them together.
#pragma once

#include "planner/communication.h"
#include "planner/kernel_model.h"
#include "planner/plan.h"
#include "planner/stack_priors.h"

namespace runcard::step_time {

// Element sizes of the step's tensors.
struct Dtypes {
    double activation = 2;      // activations and their gradients
    double residual = 2;        // the residual stream (fp32 under autocast with fp32 weights)
    double linearInput = 2;     // GEMM operands of the linear layers (1 under fp8)
    double gradient = 4;        // gradients the optimizer reads
    double reduce = 4;          // gradients on the wire (FSDP reduce_dtype)
    double parameterGather = 2; // all-gathered parameters (FSDP param_dtype)
    // Linear weights that travel narrower than the other parameters: a sharded frozen base's
    // (QLoRA's NF4 codes, an FP8 base: shardedFrozenLinearBytes) or FP8-held trained weights
    // (Megatron's fp8_param_gather); 0 = as the other parameters.
    double linearGather = 0;
};

Dtypes dtypesFor(const Scenario& s, const StackPrior& stack);

// What one linear layer adds to its layer's time (layerTime times each distinct linear once).
struct LinearTime {
    double forwardMatmul = 0, backwardMatmul = 0, forwardMemory = 0, backwardMemory = 0;
};

// The time of one layer's kernels for one micro-batch on one GPU, by kernel class.
struct LayerTime {
    double forwardMatmul = 0, backwardMatmul = 0;
    double forwardAttention = 0, backwardAttention = 0;
    double forwardMemory = 0, backwardMemory = 0;
    double kernelsForward = 0, kernelsBackward = 0;
    // Of the forward kernels, those of the parts a CUDA-graph scope can cover (backward launches
    // twice as many of each): the attention part, a dense layer's MLP, a MoE layer up to and with
    // its router (norm, router, shared experts), its token preprocessing, and what follows the
    // dispatcher's host sync (permutation, the experts' GEMMs, activation, unpermutation).
    double kernelsAttention = 0, kernelsMlp = 0, kernelsRouter = 0, kernelsPreprocess = 0,
           kernelsExperts = 0;
    // Of those kernels, the ones issued by a Transformer Engine module call (a linear, the fused
    // attention, a grouped linear), by the same parts; zero on stacks without such modules.
    double modulesAttention = 0, modulesMlp = 0, modulesRouter = 0, modulesExperts = 0;
    // Of the experts' kernels, the GEMMs a grouped linear issues one per local expert from the
    // host (StackPrior::grouped_gemm_launches_per_expert), forward; backward issues two each.
    double expertGemmLaunches = 0;
    // The forward time of that last part: the routed experts' GEMMs and the tokens' permutation.
    double forwardExperts = 0;
    // Times a MoE block waits for the GPU in forward (averaged over the layers): once per local
    // expert in transformers' and litgpt's loops (`torch.where` on each expert's token mask),
    // once per layer in a loop that reads all the counts at once, once per grouped GEMM call in
    // torch._grouped_mm's fallback (its offsets read back).
    double expertLoopSyncs = 0;
    // A tiled MLP's forward, which its backward runs again tile by tile (TrainingShape::
    // tiled_mlp): the GEMMs, and the memory-bound passes of the MLP block.
    double forwardMlpMatmul = 0, forwardMlp = 0;
    // The share of the forward that backward runs again (the checkpointing policy's recompute).
    double recomputedForward = 0;
    // Submodules whose parameters DeepSpeed's ZeRO-3 fetches and releases from Python hooks
    // around each forward and backward pass (0 elsewhere).
    double zero3Modules = 0;
};

struct StepContext {
    const Scenario& s;
    const GpuSpec& gpu;
    const StackPrior& stack;
    Dtypes dtypes;
    DeviceRates linear;    // the linear layers' compute dtype (fp8 under fp8-mixed)
    DeviceRates sixteen;   // attention, head and everything kept in 16 bit (or fp32)
    double tokens = 0;     // tokens of one micro-batch on one GPU (after context parallelism)
    double row_tokens = 0; // one sequence of it as the kernels see it (padding included)
    int tp = 1, cp = 1, pp = 1;
    ContextParallelComm cp_comm = ContextParallelComm::Ring;
    bool fused = false; // every memory-bound op fused (compile, a fused stack)
    // How a MoE layer's local experts run (expertRun); grouped_experts: one grouped GEMM per
    // projection whose tiles share one grid's waves.
    ExpertRun experts = ExpertRun::Loop;
    bool grouped_experts = false;
    // LoRA on the routed experts, and whether their adapters run grouped too (ExpertAdapters).
    bool expert_adapters = false, grouped_expert_adapters = false;
    // ...or merged into the expert tensors on every forward (mergesExpertAdapters); either way
    // on transformers 5's tensors, one adapter on the fused gate_up_proj (adaptsExpertTensors).
    bool merged_expert_adapters = false, expert_tensor_adapters = false;
    // Single fused kernels the card names (LayerKernels), or all of them under `fused`.
    bool fused_norms = false, fused_swiglu = false, fused_rope = false;
    // The frozen block weights get weight gradients too (fsdpUnitGradientParameters).
    bool frozen_weight_gradients = false;
};

// Every GEMM, attention core and memory-bound op of one decoder layer for one micro-batch.
LayerTime layerTime(const StepContext& c);

// The widths one all-to-all context exchange sends per token of a rank's shard, in elements:
// the queries (and the output, the same width), and the keys (the values, the same width), which
// DeepSpeed-Ulysses repeats up to one head per rank where the ranks outnumber the key/value heads
// (runtime/sequence_parallel/ulysses_sp.py, kv_replication_factor).
struct AllToAllWidths {
    double query = 0, key = 0;
};
AllToAllWidths allToAllWidths(const StepContext& c);

// The host's kernel-issue time per micro-batch that the GPU waits for, after what CUDA graphs
// replay (training.cuda_graphs): over the whole micro-batch where the host runs ahead freely, per
// MoE layer in forward (and a recomputed forward) where Megatron-Core's dropless dispatcher or a
// per-expert loop syncs with the host.
// The expert-parallel exchange per layer (averaged over the layers, forward and backward) is on
// the GPU's timeline beside the kernels; in forward the GPU runs it after the sync.
double exposedHostSeconds(const StepContext& c, const LayerTime& layer, double stageLayers,
                          double gpuForward, double gpuBackward, double exchangeForwardPerLayer,
                          double exchangeBackwardPerLayer);

// The head's GEMMs and the loss path on the last stage, per micro-batch (vocabulary-parallel
// under tensor parallelism: Megatron's VocabParallelEmbedding / torchtitan's loss_parallel; a
// head gathered to Replicate() computes the loss on the full vocabulary on every TP rank).
void addHeadAndLoss(const StepContext& c, LayerTime& t);

// The group a collective of one layout dimension forms, with the rank order Megatron-Core uses
// (tensor innermost, then context, data, pipeline: parallel_state.py's "tp-cp-ep-dp-pp").
CollectiveGroup groupOf(const ParallelLayout& l, int size, int stride);

// Compute that runs while a collective is in flight shares the GPU with the collective's kernels
// (NCCL holds one thread block, so one SM, per channel for the whole collective, and its copies
// take memory bandwidth): Lee et al. 2025, "Characterizing Compute-Communication Overlap in
// GPU-Accelerated Distributed Deep Learning" (arXiv:2507.03114), measured overlapped compute
// 18.9 % slower on average (up to 40 %) over GPT and Llama training on 4 × A100, H100, MI250 and
// MI210.
inline constexpr double kOverlappedComputeSlowdown = 0.189;

// What hiding `hidden` seconds of collectives behind compute costs the step: the compute under
// them ran 1 + kOverlappedComputeSlowdown times slower (data_parallel_cost.cpp).
double overlapContention(double hidden);

struct DataParallelCost {
    double exposed = 0;
    double total = 0;
    // Copies around the collectives on the compute stream (DDP's bucket copies, FSDP2's
    // all-gather copy-out and reduce-scatter copy-in): all of it adds to the step (not
    // communication, not hidden).
    double bucket_copies = 0;
};

// Gradient and parameter collectives of the data-parallel layout, per optimizer step on one GPU,
// and the part not hidden behind compute. Volumes (Rajbhandari et al. 2020, ZeRO, §7): DDP and
// ZeRO-1/2 move 2Ψ per step (all-reduce = reduce-scatter + all-gather), ZeRO-3/FSDP 3Ψ per
// micro-batch (parameters gathered for forward and again for backward, gradients
// reduce-scattered); LoRA reduces only the adapters' gradients, but a sharded frozen base is
// still gathered twice.
DataParallelCost dataParallelCost(const StepContext& c, const LayerTime& layer, double stageLayers,
                                  double microBatches);

} // namespace runcard::step_time
