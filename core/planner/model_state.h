// What the memory model, the step-time model and the run estimate share about the training state:
// the dtype of each tensor class, which parts a parallel layout shards, the optimizer's state,
// step transient and checkpoint bytes, and what a checkpoint holds. One rule each, so the budget,
// the step time, the checkpoint time and the cost model never disagree about the same state.
#pragma once

#include "planner/plan.h"

#include <algorithm>
#include <optional>

namespace runcard {

// bf16/fp16 autocast and fp8 keep fp32 weights with 16-bit compute copies.
// GEMM operands in 8 or 4 bits, everything else in bf16 with fp32 masters.
inline bool isLowPrecision(Precision p) {
    return p == Precision::Fp8Mixed || p == Precision::Fp8Current || p == Precision::Mxfp8 ||
           p == Precision::Nvfp4;
}
inline bool isMixedPrecision(Precision p) {
    return p == Precision::Fp16Mixed || p == Precision::Bf16Mixed || isLowPrecision(p);
}
// bitsandbytes' paged optimizers keep their state in CUDA unified memory.
inline bool isPagedOptimizer(OptimizerKind o) {
    return o == OptimizerKind::PagedAdamW || o == OptimizerKind::PagedAdamW8bit;
}
// Bytes of one GEMM operand element with its scales: fp8 1 (one fp32 scale per tensor); MXFP8
// 1 + 1/32 (an E8M0 byte per 32, OCP Microscaling Formats v1.0 §5); NVFP4 0.5 + 1/16 (an E4M3 byte
// per 16; NVIDIA, "Pretraining Large Language Models with NVFP4", arXiv:2509.25149 §2). 0 for the
// 16- and 32-bit precisions.
inline double lowPrecisionOperandBytes(Precision p) {
    switch (p) {
    case Precision::Fp8Mixed:
    case Precision::Fp8Current:
        return 1.0;
    case Precision::Mxfp8:
        return 1.0 + 1.0 / 32;
    case Precision::Nvfp4:
        return 0.5 + 1.0 / 16;
    default:
        return 0;
    }
}
// Bytes of one activation, gradient or compute-copy element: 4 in fp32/tf32, 2 in the 16-bit
// regimes. fp8 is counted at 2 as well, an upper bound: fp8 recipes cast only the matmul inputs and
// keep the other activations in bf16.
inline double bytesPerElement(Precision p) {
    return p == Precision::Fp32 || p == Precision::Tf32 ? 4.0 : 2.0;
}
// Bytes of a card dtype; `automatic` when the card leaves it to the precision.
inline double storageBytes(StorageDtype dtype, double automatic) {
    switch (dtype) {
    case StorageDtype::Auto:
        return automatic;
    case StorageDtype::Fp32:
        return 4.0;
    case StorageDtype::Bf16:
    case StorageDtype::Fp16:
        return 2.0;
    }
    return automatic;
}
// Bytes of the card's stored weights; FP8 storage holds only the linear weights in FP8
// (PrecisionPlan::fp8_linear), the others like `automatic`.
inline double storageBytes(WeightsDtype dtype, double automatic) {
    switch (dtype) {
    case WeightsDtype::Auto:
    case WeightsDtype::Fp8:
        return automatic;
    case WeightsDtype::Fp32:
        return 4.0;
    case WeightsDtype::Bf16:
    case WeightsDtype::Fp16:
        return 2.0;
    }
    return automatic;
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
// A pipeline stage held gathered all step under FSDP (ModelingAssumptions::
// fsdp_pipeline_keeps_stage_gathered): its gathers happen once per step, its gradients
// accumulate unsharded and are reduced once.
inline bool keepsPipelineStageGathered(const Scenario& s) {
    return isFsdp(s.layout.parallelism) && s.layout.parallelism != Parallelism::FsdpGradOp &&
           s.layout.pipeline_parallel > 1 && s.assumptions.fsdp_pipeline_keeps_stage_gathered;
}
inline bool isZero(Parallelism p) {
    return p == Parallelism::Zero1 || p == Parallelism::Zero2 || p == Parallelism::Zero3;
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

// Expert parallelism splits the routed experts over `expert_parallel` ranks: a GPU holds its
// share of the experts and all of the rest (Megatron-Core transformer/moe/experts.py: each rank
// builds num_moe_experts / expert_model_parallel_size local experts; torchtitan
// distributed/expert_parallel.py). Under ZeRO-3/FSDP the local experts are sharded further over
// the remaining data-parallel ranks, so the sharded share is unchanged; replicated states and
// gathered units shrink. `expertParameters` of `parameters` are routed-expert parameters.
inline double withoutRemoteExperts(const ParallelLayout& layout, double parameters,
                                   double expertParameters) {
    const double ep = std::max(layout.expert_parallel, 1);
    return parameters - expertParameters * (1.0 - 1.0 / ep);
}
// The routed experts' share of the model (for `parameters` that also count the
// non-routed ones), and the trainable adapter parameters on routed experts.
double expertParameters(const Scenario& scenario);
double expertAdapterParameters(const Scenario& scenario);
// Copies of each token a MoE layer's routed experts compute: its k experts, or every expert under
// dense compute (MoeCompute::Dense), where the router's zero scores mask the rest.
double expertCopiesPerToken(const Scenario& scenario);
// Sequence tiles of a tiled MLP per micro-batch (TrainingShape::tiled_mlp; 1 where it is off).
int tiledMlpShards(const Scenario& scenario);
// The elements of one routed expert's tensors its LoRA adapts where PEFT merges the adapter into
// them (mergesExpertAdapters: transformers 5's gate_up_proj, one tensor for gate and up, and
// down_proj), in all and of the larger tensor; zero otherwise.
struct MergedExpertTensors {
    double elements = 0, largest = 0;
};
MergedExpertTensors mergedExpertTensors(const Scenario& scenario);
// Whether QLoRA leaves the routed experts in their stored 16-bit dtype: bitsandbytes replaces
// nn.Linear modules, and transformers 5 keeps the experts as 3-D parameters, which it skips
// (bitsandbytes issue #1849; the Experts4bit module of pull request #1965 is not merged).
// Unsloth quantizes them itself (unsloth-zoo pull request #527), and transformers 4's experts
// (moe_experts: loop) are linears.
bool unquantizedExpertTensors(const Scenario& scenario);

inline bool targetsLinear(unsigned loraTargets, LoraTarget target) {
    return loraTargets & (1u << static_cast<unsigned>(target));
}
// Whether an adapter run puts an adapter on `target` (full fine-tuning adapts none).
inline bool adaptsLinear(const TrainingShape& shape, LoraTarget target) {
    return shape.method != TrainingMethod::Full && targetsLinear(shape.lora_targets, target);
}
// Whether `framework` trains the checkpoint's own modules (transformers, llm-foundry); the
// others (torchtune, torchtitan, KempnerForge, litgpt, Unsloth's "llamafied" checkpoints, the
// pilot) build their own, so a checkpoint's fused projections do not reach them.
bool trainsCheckpointModules(FrameworkProfile framework);
// Whether the blocks drop out their attention and MLP outputs (ModelArchitecture::
// hidden_dropout) where the checkpoint's own modules are trained: each site a native_dropout
// (aten/src/ATen/native/cuda/Dropout.cu, fused_dropout) that writes its output and a one-byte mask,
// which it keeps for backward.
inline bool dropsHiddenOutputs(const Scenario& s) {
    return s.arch.hidden_dropout > 0 && trainsCheckpointModules(s.assumptions.framework);
}
// Whether q, k and v (a SwiGLU's gate and up) run as one linear that LoRA adapts as one:
// Megatron's linear_qkv and linear_fc1 (ModelingAssumptions::fused_projection_adapters), or a
// checkpoint that fuses them (ModelArchitecture::fused_qkv, fused_gate_up) under a framework that
// trains the checkpoint's own modules; multi-head latent attention keeps separate projections.
bool fusesQkv(const Scenario& scenario);
bool fusesGateUp(const Scenario& scenario);
// Whether the MLP's GELU runs as transformers' NewGELUActivation (gelu_new): the tanh formula as
// nine eager ops (ModelArchitecture::gelu_new) where the checkpoint's own modules are trained
// eagerly; compiled, or under a fused activation profile, it is one kernel. Inline: the memory
// and step-time models ask for every evaluation, and almost no model has it.
inline bool runsGeluNew(const Scenario& s) {
    return s.arch.gelu_new && s.arch.mlp == MlpKind::Gelu &&
           trainsCheckpointModules(s.assumptions.framework) && !s.shape.compile &&
           s.assumptions.activations != ActivationProfile::Fused;
}
// Whether an adapter run adapts the MLP's linears, which a MoE model's routed experts share.
inline bool adaptsMlp(const TrainingShape& shape) {
    return adaptsLinear(shape, LoraTarget::Gate) || adaptsLinear(shape, LoraTarget::Up) ||
           adaptsLinear(shape, LoraTarget::Down);
}

// The optimizer's state is kept in fp32 in a checkpoint and, for mixed precision, in memory.
inline constexpr double kFp32Bytes = 4.0;

// The dtype of each class of tensor (docs/memory-model.md, "Weights and compute precision").
struct PrecisionPlan {
    double compute = 2;       // activations and the matmul inputs
    double weights = 2;       // stored weights: the trained master (full) or the frozen base (LoRA)
    double gradients = 2;     // gradient of a trained weight (torch: the parameter's dtype)
    double state_element = 2; // optimizer state element (torch.optim: like the parameter)
    double master = 0;        // the master copy a ZeRO or Megatron optimizer keeps (fp32 or its
                              // optimizer_state_dtype)
    // Megatron's distributed optimizer with 16-bit gradients copies its gradient shard to fp32 for
    // the step (distrib_optimizer.py _copy_model_grads_to_main_grads: shard_main_param.grad =
    // shard_model_grad.float(), dropped by the next zero_grad): bytes per parameter, sharded like
    // the optimizer state, alive in the step phase.
    double gradient_shard_copy = 0;
    double gathered = 2; // an FSDP/ZeRO-3 unit all-gathered for compute, and its gradient
    double reduce = 2;   // FSDP gradient reduce-scatter
    double residual = 2; // the residual stream, block inputs and norm inputs
    // Linear weights held in the GEMM format (weights_dtype: fp8, Transformer Engine's
    // fp8_model_init), bytes per element: a frozen LoRA base, or the trained weights of full
    // training, whose fp32 master lives in the optimizer; 0 = stored like the other weights.
    double fp8_linear = 0;
    // fp32 weights used under autocast: every op casts them to 16 bit
    // (aten/src/ATen/autocast_mode.cpp, cached_cast), the copies live until backward.
    bool autocast_copies = false;
};
PrecisionPlan precisionPlan(const Scenario& scenario);

// Within one evaluate() the scenario does not change, and the memory and step-time models ask for
// its precision plan and trainable count several times each (five apiece for the default card).
// While a scope is open on this thread, both are computed once for the scenario it was opened on;
// any other scenario (a modified copy) is computed afresh. Scopes nest.
class EvaluationScope {
public:
    explicit EvaluationScope(const Scenario& scenario);
    ~EvaluationScope();
    EvaluationScope(const EvaluationScope&) = delete;
    EvaluationScope& operator=(const EvaluationScope&) = delete;

    struct Memo {
        const Scenario* scenario = nullptr;
        std::optional<PrecisionPlan> precision;
        std::optional<std::int64_t> trainable;
    };

private:
    Memo memo_;
    Memo* outer_;
};
// The open scope's memo for `scenario`, or nullptr.
EvaluationScope::Memo* evaluationMemo(const Scenario& scenario);

// NF4 weights: 4 bits + one fp32 absmax per 64 weights = 4.5 bits; with double quantization the
// constants are 8-bit per 64 plus fp32 per 256 blocks: 4 + 8/64 + 32/(64*256) = 4.127 bits
// (Dettmers et al. 2023, QLoRA, §3; verified against litgpt resource tables).
inline constexpr double kNf4Bytes = 4.5 / 8.0;
inline constexpr double kNf4DoubleQuantBytes = (4.0 + 8.0 / 64.0 + 32.0 / (64.0 * 256.0)) / 8.0;
// The packed 4-bit codes alone, without the quantization constants.
inline constexpr double kNf4PackedBytes = 4.0 / 8.0;
inline double nf4Bytes(const TrainingShape& t) {
    return t.qlora_double_quant ? kNf4DoubleQuantBytes : kNf4Bytes;
}

// Bytes per element of the frozen linear weights that FSDP and ZeRO-3 shard and all-gather where
// they differ from the other weights: a QLoRA base's NF4 codes alone under bitsandbytes, whose
// constants live in Params4bit.quant_state, outside the parameters FSDP flattens (Answer.AI
// fsdp_qlora load_and_quantize), with its scalers under torchao's NF4Tensor; a base held in FP8.
// 0 = stored like the other weights. The memory model shards and the step time gathers these.
double shardedFrozenLinearBytes(const Scenario& scenario, const PrecisionPlan& plan);

// Megatron reduces and accumulates gradients in the 16-bit parameter dtype
// (DistributedDataParallelConfig.grad_reduce_in_fp32 false under mixed precision).
bool megatronReducesIn16Bit(const Scenario& scenario);
// A mixed-precision optimizer's master copy and Adam moments, bytes per element: fp32, or as a
// Megatron card's optimizer says (Apex DistributedFusedAdam's optimizer_state_dtype, or
// Megatron-Core's precision_aware_optimizer with optimizer_moments_dtype).
struct MixedOptimizerElements {
    double master = kFp32Bytes;
    double moments = kFp32Bytes;
    // The fp32 master of a bf16 parameter held as its 16-bit remainder: the step reads and writes
    // the parameter with it.
    bool master_is_remainder = false;
    // The step reads the gradient buffer's shard as it is, with no fp32 copy of 16-bit gradients.
    bool steps_on_gradient_buffer = false;
    double checkpoint_master = kFp32Bytes;
    double checkpoint_moments = kFp32Bytes;
};
MixedOptimizerElements mixedOptimizerElements(const Scenario& scenario);

// The bytes per element of the trained adapters' tensors. PEFT keeps adapters in fp32
// (autocast_adapter_dtype=True), and mixed precision trains them in fp32; other frameworks keep
// the parameter dtype. Megatron's mixed-precision optimizer treats adapters as any parameter: a
// 16-bit adapter, an fp32 main copy and fp32 moments inside the optimizer, gradients in the
// gradient buffer's dtype (megatron/core/optimizer/distrib_optimizer.py, main params of every
// trainable 16-bit parameter).
struct AdapterPrecision {
    double weights = 4;             // the adapter tensors the forward uses
    double gradients = 4;           // their gradients
    double state_element = 4;       // one element of the optimizer's moments
    double master = 0;              // a main copy inside the optimizer (fp32 or its state dtype)
    double gradient_shard_copy = 0; // the step's fp32 copy of 16-bit gradients
};
AdapterPrecision adapterPrecision(const Scenario& scenario);

// The optimizer's state, step transient and checkpoint for what the scenario trains, before any
// sharding (docs/memory-model.md, "Optimizers"). The planner's memory model, the step time and the
// checkpoint/cost model all read it.
struct OptimizerFootprint {
    double state = 0;      // bytes resident between steps
    double transient = 0;  // extra bytes during the step
    double checkpoint = 0; // bytes torch.save(optimizer.state_dict()) writes
    bool paged = false;    // CUDA unified memory: outside torch's allocator statistics
};
// `trainable` parameters, state elements of `stateElementBytes` (the parameter dtype for torch
// optimizers), `largestTensor` the elements of the largest trained tensor.
OptimizerFootprint optimizerFootprint(const Scenario& scenario, double trainable,
                                      double stateElementBytes, double largestTensor);

// Optimizer state per trainable parameter whose states are `stateElementBytes`-sized elements:
// AdamW two moments (torch/optim/adamw.py: exp_avg, exp_avg_sq); SGD with momentum and Lion one
// (momentum_buffer; Chen et al. 2023, Lion: exp_avg); plain SGD none; 8- and 4-bit AdamW and the
// paged variants their own formats. 0 for Adafactor, whose state is per matrix, not per
// parameter: adafactorStateBytes() gives it.
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

// FSDP1 adapter runs whose block units hold the adapters with the frozen weights
// (ModelingAssumptions::fsdp_adapters_share_units): such a FlatParameter requires grad as a whole,
// so autograd computes every weight's gradient through its views and the unit holds and reduces a
// gradient as large as itself ("the gradient memory usage will be higher than expected (namely,
// equivalent to not freezing those parameters)", torch.distributed.fsdp.FullyShardedDataParallel
// docs on use_orig_params). Returns those parameters (the blocks, and the root unit when the
// head or the embedding has an adapter), or 0 where only the adapters have gradients: full
// fine-tuning, QLoRA, FSDP2, no FSDP, or adapters wrapped apart.
double fsdpUnitGradientParameters(const Scenario& scenario);

// PEFT's modules_to_save on a LoRA or QLoRA run: the parameters of the full copies (the
// embedding's, the head's; a tied head's copy is a matrix of its own) and the largest of them.
// Each copy keeps the dtype the frozen base stores them in (precisionPlan's weights): PEFT
// deep-copies the module (ModulesToSaveWrapper) and upcasts only tuner layers
// (cast_adapter_dtype).
inline double savedModuleParameters(const Scenario& s) {
    if (!s.shape.saves_embedding && !s.shape.saves_head)
        return 0; // the usual case, on every evaluate()
    const double head = double(s.arch.tied_embeddings ? s.counts.embedding : s.counts.lm_head);
    return (s.shape.saves_embedding ? double(s.counts.embedding) : 0.0) +
           (s.shape.saves_head ? head : 0.0);
}
// The optimizer footprint of those copies, states in their dtype (Adafactor: a row and a column
// statistic per copy, each a vocabulary × hidden matrix).
OptimizerFootprint savedModuleFootprint(const Scenario& scenario);

// One checkpoint: the trained weights as stored (the fp32 master under mixed precision, the
// adapters for LoRA/QLoRA; the frozen base is re-read from its revision on restore) plus the
// optimizer's checkpoint bytes (optimizerFootprint) and a ZeRO/Megatron fp32 master.
double checkpointBytes(const Scenario& scenario);

} // namespace runcard
