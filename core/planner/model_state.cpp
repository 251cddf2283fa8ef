#include "planner/model_state.h"

#include "planner/stack_priors.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace runcard {

namespace {

// bitsandbytes 8-bit optimizer state: 1 byte per element plus one fp32 absmax per 256-element
// block, for each of Adam's two moments (bitsandbytes/optim/optimizer.py, Optimizer2State);
// torchao AdamW8bit stores the same (torchao/optim/README.md: "block size is 256 for 8-bit").
constexpr double kAdam8bitStateBytesPerParameter = 2.0 * (1.0 + 4.0 / 256.0);
// torchao AdamW4bit: two 4-bit codes per byte and one fp32 scale per 128-element block, for each
// moment (torchao/optim/README.md: "128 for 4-bit optimizers"; subclass_4bit.py).
constexpr double kAdam4bitStateBytesPerParameter = 2.0 * (0.5 + 4.0 / 128.0);
// bitsandbytes' 32-bit optimizers keep fp32 state whatever the parameter dtype
// (bitsandbytes/optim/optimizer.py, Optimizer2State.init_state: dtype=torch.float32).
constexpr double kBnb32bitStateElementBytes = 4.0;

// A Megatron optimizer's own dtypes (mixedOptimizerElements) over the fp32 master and moments of
// Megatron-Core's distributed optimizer.
void applyMegatronOptimizerDtypes(const Scenario& s, double& master, double& stateElement,
                                  double& gradientShardCopy) {
    const MixedOptimizerElements e = mixedOptimizerElements(s);
    master = e.master;
    stateElement = e.moments;
    if (e.steps_on_gradient_buffer)
        gradientShardCopy = 0;
}

bool zeroOrMegatronMixed(const Scenario& s) {
    return s.shape.method == TrainingMethod::Full && isMixedPrecision(s.shape.precision) &&
           (isZero(s.layout.parallelism) || s.assumptions.optimizer_keeps_fp32_master);
}

} // namespace

namespace {
[[gnu::tls_model("initial-exec")]] thread_local EvaluationScope::Memo* tOpenMemo = nullptr;
} // namespace

EvaluationScope::EvaluationScope(const Scenario& scenario) : outer_(tOpenMemo) {
    memo_.scenario = &scenario;
    tOpenMemo = &memo_;
}

EvaluationScope::~EvaluationScope() {
    tOpenMemo = outer_;
}

EvaluationScope::Memo* evaluationMemo(const Scenario& scenario) {
    return tOpenMemo && tOpenMemo->scenario == &scenario ? tOpenMemo : nullptr;
}

namespace {
PrecisionPlan computePrecisionPlan(const Scenario& s);
std::int64_t computeTrainableParameters(const Scenario& s);

// The open scope's value of `field` for `s`, computed on first use; without a scope, computed.
template <class T, class Compute>
T remembered(const Scenario& s, std::optional<T> EvaluationScope::Memo::*field, Compute compute) {
    EvaluationScope::Memo* memo = evaluationMemo(s);
    if (!memo)
        return compute(s);
    std::optional<T>& value = memo->*field;
    if (!value)
        value = compute(s);
    return *value;
}
} // namespace

PrecisionPlan precisionPlan(const Scenario& s) {
    return remembered(s, &EvaluationScope::Memo::precision, computePrecisionPlan);
}

std::int64_t trainableParameters(const Scenario& s) {
    return remembered(s, &EvaluationScope::Memo::trainable, computeTrainableParameters);
}

namespace {

PrecisionPlan computePrecisionPlan(const Scenario& s) {
    const TrainingShape& t = s.shape;
    const Parallelism par = s.layout.parallelism;
    const bool full = t.method == TrainingMethod::Full;
    const bool mixed = isMixedPrecision(t.precision);
    PrecisionPlan p;
    p.compute = bytesPerElement(t.precision);
    // Stored weights: fp32/tf32 and pure bf16 store what they compute in; mixed precision keeps
    // the trained weights in fp32 and, by default, a frozen base in 16 bit (loaded with
    // torch_dtype); the card's weights_dtype says otherwise (an fp32 base under autocast).
    double automatic = p.compute;
    if (mixed)
        automatic = full ? kFp32Bytes : 2.0;
    p.weights = mixed ? storageBytes(t.weights_dtype, automatic) : automatic;
    // Transformer Engine's fp8_model_init makes only its linear layers' weights FP8 tensors
    // (transformer_engine/pytorch/fp8.py); embeddings, head and norms keep 16 bit.
    if (t.weights_dtype == WeightsDtype::Fp8)
        p.fp8_linear = lowPrecisionOperandBytes(t.precision);
    p.gradients = p.weights;
    p.state_element = p.weights;
    if (zeroOrMegatronMixed(s)) {
        // DeepSpeed ZeRO and Megatron's Float16 optimizer: 16-bit parameters, an fp32 master and
        // fp32 states inside the optimizer (deepspeed/runtime/zero/stage_1_and_2.py; Megatron
        // theoretical_memory_usage.py, 18 bytes per parameter). Gradients: fp32 main grads
        // (Megatron, ZeRO-1), 16-bit plus an fp32 partition (ZeRO-2/3: the estimator's 2 + 4).
        p.weights = 2.0;
        p.master = kFp32Bytes;
        p.state_element = kFp32Bytes;
        p.gradients = (par == Parallelism::Zero2 || par == Parallelism::Zero3) ? 6.0 : 4.0;
        // Megatron keeps its gradient buffer in the parameter dtype unless grad_reduce_in_fp32
        // (megatron/core/distributed/distributed_data_parallel.py: grad_dtype = torch.float if
        // grad_reduce_in_fp32 else param.dtype); its distributed optimizer then copies its shard
        // to fp32 for the step, which dist_optimizer.md counts as 4 + 16/d bytes per parameter
        // against 6 + 12/d (docs/source/api-guide). Megatron-LM forces fp32 under bf16
        // (arguments.py); NeMo 2 and Megatron-Bridge recipes choose.
        if (megatronReducesIn16Bit(s)) {
            p.gradients = 2.0;
            p.gradient_shard_copy = kFp32Bytes;
        }
        applyMegatronOptimizerDtypes(s, p.master, p.state_element, p.gradient_shard_copy);
    }
    // FSDP all-gathers in MixedPrecision(param_dtype) (FSDP2 MixedPrecisionPolicy: "the dtype for
    // forward/backward computation and the parameter all-gather"); ZeRO-3 gathers its 16-bit copy.
    if (isFsdp(par))
        p.gathered = storageBytes(t.fsdp_param_dtype, mixed ? p.compute : p.weights);
    else if (par == Parallelism::Zero3)
        p.gathered = mixed ? 2.0 : p.weights;
    else
        p.gathered = p.weights;
    p.reduce = isFsdp(par) ? storageBytes(t.fsdp_reduce_dtype, p.gathered) : p.gathered;
    // The weights the forward computes with: fp32 ones under autocast make 16-bit copies per op,
    // and the residual stream (embedding output, residual adds, norms) stays fp32.
    const double forwardWeights =
        isFsdp(par) || par == Parallelism::Zero3 ? p.gathered : (p.master > 0 ? 2.0 : p.weights);
    p.autocast_copies = mixed && forwardWeights >= kFp32Bytes && p.compute < kFp32Bytes;
    p.residual = p.autocast_copies ? kFp32Bytes : p.compute;
    return p;
}

} // namespace

double shardedFrozenLinearBytes(const Scenario& s, const PrecisionPlan& p) {
    if (s.shape.method == TrainingMethod::QLora)
        return s.assumptions.quantized_linear == QuantizedLinear::Bitsandbytes ? kNf4PackedBytes
                                                                               : nf4Bytes(s.shape);
    return p.fp8_linear;
}

MixedOptimizerElements mixedOptimizerElements(const Scenario& s) {
    MixedOptimizerElements e;
    if (s.assumptions.framework != FrameworkProfile::Megatron)
        return e;
    const TrainingShape& t = s.shape;
    if (t.optimizer_state_dtype != StorageDtype::Auto) {
        // NeMo 1.x's Apex DistributedFusedAdam keeps its stored parameter copy and both Adam
        // moments in its `dtype` ("datatype for optimizer state", store_params;
        // apex/contrib/optimizers/distributed_fused_adam.py), steps on the gradient shard as its
        // bucket holds it, without the fp32 copy Megatron-Core's distributed optimizer makes, and
        // checkpoints its state as it is.
        e.master = e.moments = storageBytes(t.optimizer_state_dtype, kFp32Bytes);
        e.steps_on_gradient_buffer = e.master < kFp32Bytes;
        e.checkpoint_master = e.checkpoint_moments = e.master;
        return e;
    }
    if (!t.precision_aware_optimizer)
        return e;
    // Megatron-Core's precision-aware optimizer: Transformer Engine's FusedAdam keeps the moments
    // in exp_avg_dtype / exp_avg_sq_dtype. Without FP8, or with delayed scaling, FusedAdam also
    // holds the master (master_weights, master_weight_dtype fp32) and reads the gradient buffer's
    // shard as `decoupled_grad`; the other FP8 recipes leave the fp32 master to Megatron
    // (megatron/core/optimizer/__init__.py, optimizer_config.py
    // use_precision_aware_optimizer_no_fp8_or_ds_fp8). FusedAdam stores a bf16 parameter's fp32
    // master as its trailing 16 bits (store_param_remainders, Megatron's default from TE 2.1;
    // transformer_engine/pytorch/optimizers/fused_adam.py). Checkpoints hold every state unscaled
    // to fp32 (FusedAdam.get_unscaled_state; distrib_optimizer.py
    // _get_main_param_and_optimizer_states).
    e.moments = storageBytes(t.optimizer_moments_dtype, kFp32Bytes);
    const bool fusedAdamHoldsMaster = t.precision == Precision::Bf16Mixed ||
                                      t.precision == Precision::Fp16Mixed ||
                                      t.precision == Precision::Fp8Mixed;
    if (fusedAdamHoldsMaster) {
        e.steps_on_gradient_buffer = true;
        e.master_is_remainder = t.precision != Precision::Fp16Mixed;
        e.master = e.master_is_remainder ? 2.0 : kFp32Bytes;
    }
    return e;
}

bool megatronReducesIn16Bit(const Scenario& s) {
    return s.assumptions.framework == FrameworkProfile::Megatron && !s.shape.grad_reduce_in_fp32 &&
           isMixedPrecision(s.shape.precision);
}

AdapterPrecision adapterPrecision(const Scenario& s) {
    AdapterPrecision a;
    if (s.assumptions.optimizer_keeps_fp32_master && isMixedPrecision(s.shape.precision)) {
        a.weights = 2.0;
        a.master = kFp32Bytes;
        if (megatronReducesIn16Bit(s)) {
            a.gradients = 2.0;
            a.gradient_shard_copy = kFp32Bytes;
        }
        applyMegatronOptimizerDtypes(s, a.master, a.state_element, a.gradient_shard_copy);
        return a;
    }
    const double element =
        s.assumptions.adapters_in_base_dtype ? precisionPlan(s).weights
        : (s.assumptions.adapters_in_fp32 || s.shape.precision != Precision::Bf16) ? kFp32Bytes
                                                                                   : 2.0;
    a.weights = a.gradients = a.state_element = element;
    return a;
}

double optimizerStateBytesPerParameter(OptimizerKind optimizer, double stateElementBytes) {
    switch (optimizer) {
    case OptimizerKind::AdamW:
        return 2 * stateElementBytes;
    case OptimizerKind::AdamW8bit:
    case OptimizerKind::PagedAdamW8bit:
    case OptimizerKind::AdamW8bitTorchao:
        return kAdam8bitStateBytesPerParameter;
    case OptimizerKind::AdamW4bit:
        return kAdam4bitStateBytesPerParameter;
    case OptimizerKind::PagedAdamW:
        return 2 * kBnb32bitStateElementBytes;
    case OptimizerKind::Sgd:
        return 0;
    case OptimizerKind::SgdMomentum:
    case OptimizerKind::Lion:
        return stateElementBytes;
    case OptimizerKind::Adafactor:
        return 0; // per matrix: adafactorStateBytes()
    }
    return 0;
}

OptimizerFootprint optimizerFootprint(const Scenario& s, double trainable, double stateElementBytes,
                                      double largestTensor) {
    const TrainingShape& t = s.shape;
    OptimizerFootprint f;
    f.state = t.optimizer == OptimizerKind::Adafactor
                  ? adafactorStateBytes(s)
                  : trainable * optimizerStateBytesPerParameter(t.optimizer, stateElementBytes);
    f.checkpoint = f.state; // torch.save writes the state tensors as they are held
    f.paged = isPagedOptimizer(t.optimizer);
    if (t.optimizer == OptimizerKind::AdamW8bitTorchao || t.optimizer == OptimizerKind::AdamW4bit)
        // torchao steps one tensor at a time in a compiled kernel that dequantizes both moments to
        // fp32 and must hold them whole to find each block's new scale before requantizing
        // (torchao/optim/adam.py, single_param_adam; subclass_8bit.py, subclass_4bit.py).
        f.transient = largestTensor * 2 * kFp32Bytes;
    if (t.optimizer == OptimizerKind::AdamW) {
        // torch AdamW: the foreach path materialises sqrt(exp_avg_sq) for the whole parameter
        // group (_multi_tensor_adamw: torch._foreach_sqrt), the for-loop path one tensor's
        // denominator at a time (_single_tensor_adamw), the fused kernel nothing (_fused_adamw).
        // Stepping in backward runs one parameter per step (torchtune
        // training/memory.py, register_optim_in_bwd_hooks).
        const double group = t.optimizer_in_backward ? largestTensor : trainable;
        switch (t.optimizer_implementation) {
        case OptimizerImplementation::Framework: // resolved in trainingShape()
        case OptimizerImplementation::Foreach:
            f.transient = group * stateElementBytes;
            break;
        case OptimizerImplementation::ForLoop:
            f.transient = largestTensor * stateElementBytes;
            break;
        case OptimizerImplementation::Fused:
            f.transient = 0;
            break;
        }
    }
    return f;
}

namespace {

// Every matrix and vector of the model: rows + columns per matrix, the whole vector otherwise.
double adafactorModelStateBytes(const ModelArchitecture& arch, const ParameterCounts& counts) {
    double blocks = kFp32Bytes * double(counts.norms_per_layer) * arch.layers;
    for (const auto& [target, name] : EnumSpelling<LoraTarget>::table)
        forEachLayerMatrix(arch, target, [&](std::int64_t in, std::int64_t out, int copies) {
            blocks += kFp32Bytes * double(in + out) * copies;
        });
    const double embedding = kFp32Bytes * double(arch.vocab_size + arch.hidden_size);
    return blocks + embedding * (arch.tied_embeddings ? 1 : 2) +
           kFp32Bytes * double(counts.final_norm);
}

// Calls `visit(in, out, copies)` for every shape of adapted matrix, with how many matrices have it:
// the targeted block linears (every expert's in a mixture-of-experts layer: PEFT wraps each
// expert's nn.Linear), the head and the embedding; `routedOnly` visits the routed experts'
// matrices alone.
//
// Where the projections are one linear (fusesQkv, fusesGateUp: Megatron's linear_qkv and
// linear_fc1, a fused checkpoint under PEFT), any of q, k, v is one adapter on the fused q + 2·kv
// output and any of gate, up one adapter on the fused 2·i output, each with one input (NeMo
// LoraKQVAdapter, LoraHto4HAdapter; PEFT's LoRA Linear around Phi-3's qkv_proj).
// The adapted head and embedding, outside the blocks.
template <class Visit> void forEachAdaptedEnd(const Scenario& s, Visit visit) {
    if (s.shape.lora_head)
        visit(double(s.arch.hidden_size), double(s.arch.vocab_size), 1.0);
    if (s.shape.lora_embedding)
        visit(double(s.arch.vocab_size), double(s.arch.hidden_size), 1.0);
}

template <class Visit>
void forEachAdaptedMatrix(const Scenario& s, Visit visit, bool routedOnly = false) {
    const bool fuseQkv = fusesQkv(s);
    const bool fuseFc1 = fusesGateUp(s);
    bool qkvVisited = false, fc1Visited = false;
    for (const auto& [target, name] : EnumSpelling<LoraTarget>::table) {
        if (!targetsLinear(s.shape.lora_targets, target))
            continue;
        const bool qkv =
            target == LoraTarget::Q || target == LoraTarget::K || target == LoraTarget::V;
        const bool fc1 = target == LoraTarget::Gate || target == LoraTarget::Up;
        if ((fuseQkv && qkv && std::exchange(qkvVisited, true)) ||
            (fuseFc1 && fc1 && std::exchange(fc1Visited, true)))
            continue; // already visited as part of its fused projection
        // The fused projection's output width per matrix of this target's shape.
        const auto fusedOut = [&](double out) {
            if (fuseQkv && qkv)
                return double(s.arch.queryWidth() + 2 * s.arch.kvWidth());
            return fuseFc1 && fc1 ? 2 * out : out;
        };
        if (routedOnly) {
            if (!s.arch.isMoe() || target == LoraTarget::Q || target == LoraTarget::K ||
                target == LoraTarget::V || target == LoraTarget::O ||
                (target == LoraTarget::Gate && s.arch.mlp == MlpKind::Gelu))
                continue;
            const LinearShape shape = linearShape(s.arch, target);
            const bool down = target == LoraTarget::Down;
            const double width = double(s.arch.moe_intermediate_size);
            const double copies = double(s.arch.moeLayers()) * s.arch.experts;
            visit(down ? width : double(shape.in), down ? double(shape.out) : fusedOut(width),
                  copies);
            continue;
        }
        forEachLayerMatrix(s.arch, target, [&](std::int64_t in, std::int64_t out, int copies) {
            visit(double(in), fusedOut(double(out)), double(copies));
        });
    }
    if (!routedOnly)
        forEachAdaptedEnd(s, visit);
}

double adafactorAdapterStateBytes(const Scenario& s) {
    const double rank = s.shape.lora_rank;
    double bytes = 0;
    forEachAdaptedMatrix(s, [&](double in, double out, double copies) {
        bytes += copies * kFp32Bytes * ((rank + in) + (out + rank));
    });
    return bytes;
}

} // namespace

double adafactorStateBytes(const Scenario& s) {
    return s.shape.method == TrainingMethod::Full ? adafactorModelStateBytes(s.arch, s.counts)
                                                  : adafactorAdapterStateBytes(s);
}

double optimizerStateBytes(const Scenario& s, double stateElementBytes) {
    const double trainable = double(trainableParameters(s));
    return optimizerFootprint(s, trainable, stateElementBytes, 0).state;
}

double fsdpUnitGradientParameters(const Scenario& s) {
    if (s.shape.method != TrainingMethod::Lora || !isFsdp(s.layout.parallelism) ||
        !s.assumptions.fsdp_flat_parameters || !s.assumptions.fsdp_adapters_share_units)
        return 0;
    const double root = double(s.counts.ends());
    const TrainingShape& t = s.shape;
    const bool rootTrains = t.lora_head || t.lora_embedding || t.saves_embedding || t.saves_head;
    return double(s.counts.blocks(s.arch.layers)) + (rootTrains ? root : 0);
}

OptimizerFootprint savedModuleFootprint(const Scenario& s) {
    const double saved = savedModuleParameters(s);
    if (saved <= 0)
        return {};
    const double head = double(s.arch.tied_embeddings ? s.counts.embedding : s.counts.lm_head);
    const double largest = std::max(s.shape.saves_embedding ? double(s.counts.embedding) : 0.0,
                                    s.shape.saves_head ? head : 0.0);
    OptimizerFootprint f = optimizerFootprint(s, saved, precisionPlan(s).weights, largest);
    if (s.shape.optimizer == OptimizerKind::Adafactor) {
        const double matrices = (s.shape.saves_embedding ? 1 : 0) + (s.shape.saves_head ? 1 : 0);
        f.state = f.checkpoint =
            matrices * kFp32Bytes * double(s.arch.vocab_size + s.arch.hidden_size);
    }
    return f;
}

double checkpointBytes(const Scenario& s) {
    const bool full = s.shape.method == TrainingMethod::Full;
    const PrecisionPlan p = precisionPlan(s);
    const double trainable = double(trainableParameters(s));
    const AdapterPrecision a = adapterPrecision(s);
    const double master = full ? p.master : a.master;
    double weightBytes = full ? std::max(p.weights, p.master) : std::max(a.weights, a.master);
    double stateElement = full ? p.state_element : a.state_element;
    if (master > 0) {
        // A master copy is saved as the optimizer checkpoints it (mixedOptimizerElements).
        const MixedOptimizerElements e = mixedOptimizerElements(s);
        weightBytes = std::max(full ? p.weights : a.weights, e.checkpoint_master);
        stateElement = e.checkpoint_moments;
    }
    const double saved = savedModuleParameters(s);
    const double savedBytes = saved * p.weights + savedModuleFootprint(s).checkpoint;
    return trainable * weightBytes + optimizerFootprint(s, trainable, stateElement, 0).checkpoint +
           savedBytes;
}

namespace {

// PEFT's ParamWrapper adapts transformers 5's gate_up_proj as one matrix, r·(h + 2i) per expert,
// where the per-target count has r·(h + i) for each of gate and up the card names (Unsloth's
// Qwen3-30B-A3B notebook prints 1,285,029,888 trainable at r 32: docs/validation.md).
double fusedGateUpCorrection(const Scenario& s) {
    if (s.arch.mlp != MlpKind::SwiGlu || !adaptsExpertTensors(s))
        return 0;
    const int named =
        int(adaptsLinear(s.shape, LoraTarget::Gate)) + int(adaptsLinear(s.shape, LoraTarget::Up));
    if (named == 0)
        return 0;
    const double r = s.shape.lora_rank, h = double(s.arch.hidden_size),
                 i = double(s.arch.moe_intermediate_size);
    return (r * (h + 2 * i) - named * r * (h + i)) * double(s.arch.experts) * s.arch.moeLayers();
}

} // namespace

bool trainsCheckpointModules(FrameworkProfile framework) {
    return framework == FrameworkProfile::HfTransformers ||
           framework == FrameworkProfile::LlmFoundry;
}

bool fusesQkv(const Scenario& s) {
    return !s.arch.isLatentAttention() &&
           (s.assumptions.fused_projection_adapters ||
            (s.arch.fused_qkv && trainsCheckpointModules(s.assumptions.framework)));
}

bool fusesGateUp(const Scenario& s) {
    return s.arch.mlp == MlpKind::SwiGlu &&
           (s.assumptions.fused_projection_adapters ||
            (s.arch.fused_gate_up && trainsCheckpointModules(s.assumptions.framework)));
}

double expertParameters(const Scenario& s) {
    return double(s.counts.expertParameters());
}

double expertCopiesPerToken(const Scenario& s) {
    return s.shape.moe_compute == MoeCompute::Dense ? double(s.arch.experts)
                                                    : double(s.arch.experts_per_token);
}

int tiledMlpShards(const Scenario& s) {
    const TrainingShape& t = s.shape;
    if (!t.tiled_mlp)
        return 1;
    if (t.tiled_mlp_shards > 0)
        return t.tiled_mlp_shards;
    const double hidden = std::max<double>(1, double(s.arch.hidden_size));
    const double rowTokens =
        double(t.sequence_length) / std::max(1, s.layout.context_parallel); // after Ulysses
    // DeepSpeed's TiledMLP example (runtime/sequence_parallel/ulysses_sp.py), Liger's tiled MLPs
    // (liger_kernel/transformers/tiled_mlp.py) and Unsloth's default "arctic" option
    // (unsloth_zoo/tiled_mlp.py, patch_mlp: tiles of hidden_size tokens, the remainder its own):
    // ceil(seqlen / hidden_size) of the sequence on this GPU.
    return std::max(1, int(std::ceil(rowTokens / hidden)));
}

double expertAdapterParameters(const Scenario& s) {
    if (s.shape.method == TrainingMethod::Full)
        return expertParameters(s);
    double parameters = 0;
    const double rank = s.shape.lora_rank;
    forEachAdaptedMatrix(
        s,
        [&](double in, double out, double copies) {
            parameters += copies * (rank * (in + out) + (s.shape.dora ? out : 0));
        },
        true);
    return parameters + fusedGateUpCorrection(s);
}

MergedExpertTensors mergedExpertTensors(const Scenario& s) {
    MergedExpertTensors m;
    if (!mergesExpertAdapters(s))
        return m;
    const ModelArchitecture& a = s.arch;
    const bool swiglu = a.mlp == MlpKind::SwiGlu;
    const double h = double(a.hidden_size), width = double(a.moe_intermediate_size);
    auto add = [&](double elements) {
        m.elements += elements;
        m.largest = std::max(m.largest, elements);
    };
    if (adaptsLinear(s.shape, LoraTarget::Up) ||
        (swiglu && adaptsLinear(s.shape, LoraTarget::Gate)))
        add(h * (swiglu ? 2 : 1) * width);
    if (adaptsLinear(s.shape, LoraTarget::Down))
        add(width * h);
    return m;
}

bool unquantizedExpertTensors(const Scenario& s) {
    return s.shape.method == TrainingMethod::QLora && s.arch.isMoe() &&
           s.assumptions.framework == FrameworkProfile::HfTransformers &&
           s.assumptions.quantized_linear == QuantizedLinear::Bitsandbytes &&
           s.shape.moe_experts != MoeExperts::Loop;
}

namespace {

std::int64_t computeTrainableParameters(const Scenario& s) {
    if (s.shape.method == TrainingMethod::Full)
        return s.parameters;
    // r·(d_in + d_out) per adapted matrix; DoRA adds a magnitude vector of d_out
    // (peft/tuners/lora/dora.py, lora_magnitude_vector).
    double parameters = 0;
    const double rank = s.shape.lora_rank;
    const auto adapt = [&](double in, double out, double copies) {
        parameters += copies * (rank * (in + out) + (s.shape.dora ? out : 0));
    };
    if (fusesQkv(s) || fusesGateUp(s)) {
        forEachAdaptedMatrix(s, adapt);
        return std::int64_t(parameters + fusedGateUpCorrection(s));
    }
    // The same sum from the per-target totals of the parameter count (exact: integers in double).
    for (const auto& [target, name] : EnumSpelling<LoraTarget>::table) {
        if (!targetsLinear(s.shape.lora_targets, target))
            continue;
        const auto i = static_cast<std::size_t>(target);
        parameters +=
            rank * s.counts.target_in_out[i] + (s.shape.dora ? s.counts.target_out[i] : 0);
    }
    forEachAdaptedEnd(s, adapt);
    return std::int64_t(parameters + fusedGateUpCorrection(s));
}

} // namespace

} // namespace runcard
