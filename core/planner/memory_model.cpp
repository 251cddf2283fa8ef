// Per-GPU memory at the step's peak: model states by precision and parallel layout, the adapters,
// activations and logits, buffers, then the allocator's reserve and the runtime; and the load
// phase beside it. Every constant names its source; the derivations are in docs/memory-model.md.
#include "planner/activation_memory.h"
#include "planner/deepspeed_buckets.h"
#include "planner/load_memory.h"
#include "planner/model_state.h"
#include "planner/pilot_memory_profile.h"
#include "planner/plan.h"
#include "planner/stack_priors.h"
#include "planner/stage_shares.h"
#include "planner/zero3_residency.h"

#include <algorithm>

namespace runcard {
namespace {

// Collective-library buffers per process on multi-GPU jobs: NCCL keeps NCCL_BUFFSIZE (4 MiB) per
// channel and peer plus its proxy and workspace buffers, "hundreds of MB" in practice (NCCL
// environment-variable documentation, NCCL_BUFFSIZE). A planning figure, not a measurement.
constexpr double kCollectiveBufferBytes = 384.0 * 1024 * 1024;
// The 16-bit weight a QLoRA matmul dequantizes its NF4 block to.
constexpr double kQloraDequantizedBytes = 2.0;

// The training state on one GPU, split by when it is alive (docs/memory-model.md, "Peaks").
struct StateTerms {
    double weights = 0;                // resident weights (sharded where the layout shards)
    double optimizer = 0;              // resident optimizer state, fp32 master included
    double adapters = 0;               // adapter weights and their optimizer state
    double adapter_gradients = 0;      // adapter gradients, from the first backward to the step
    double gradients = 0;              // every gradient at the end of backward and in the step
    double accumulating_gradients = 0; // gradients alive at a backward's start under accumulation
    double optimizer_transient = 0;    // the step's temporaries
    double units = 0;       // ZeRO-3/FSDP units gathered for compute (forward and backward)
    double persistent = 0;  // buffers alive in every phase (DDP's and ZeRO-3's gradient buckets)
    double dequantized = 0; // one 4-bit weight dequantized to 16 bit for its matmul
    double head_dequantized = 0;       // a 4-bit output head dequantized for the loss's backward
    double autocast_copies = 0;        // 16-bit copies of trained fp32 weights cached by autocast
    double in_flight_copies = 0;       // quantized copies of the blocks in compute (one stage's)
    double tied_embedding = 0;         // the embedding's own gradient beside the head's at the end
    double root_gradient_backward = 0; // the root unit's unsharded gradient waiting in backward
    double root_gradient_end = 0;      // the root unit's gradients and their reduction at the end
                                       // (one rank's, not scaled by the stage's share)
    double paged = 0; // paged optimizer state (unified memory, outside the allocator)
    double host = 0;  // CPU memory for offloading
    // Of `accumulating_gradients`, the sharded gradients FSDP keeps on its reduce stream
    // (reservedBytes).
    double reduce_stream_accumulating = 0;
};

// The gradients a compiled backward hands back at once, beside the ones accumulated so far. A
// graph's backward is one autograd Function whose backward returns the gradient of every input
// together (torch/_functorch/_aot_autograd/runtime_wrappers.py, CompiledFunction.backward);
// AccumulateGrad then adds each into .grad. FSDP's and DDP's hooks split a compiled model into
// regions (per unit; DDPOptimizer per bucket), so this is a whole-model compile on one GPU. On the
// first micro-batch .grad is empty and each gradient is taken over, so only accumulation adds
// them: one more set of the trained parameters' gradients at the end of backward.
double compiledBackwardGradients(const Scenario& s, const StateTerms& st) {
    const TrainingShape& t = s.shape;
    if (!t.compile || !s.assumptions.compiles_whole_model || t.gradient_accumulation < 2 ||
        t.optimizer_in_backward || s.layout.parallelism != Parallelism::Single ||
        s.layout.gpuCount() > 1)
        return 0;
    return st.gradients + st.adapter_gradients;
}

// Elements of the largest weight matrix inside a block.
double largestBlockMatrix(const ModelArchitecture& arch) {
    double largest = 0;
    for (const auto& [target, name] : EnumSpelling<LoraTarget>::table) {
        const LinearShape shape = linearShape(arch, target);
        largest = std::max(largest, double(shape.in) * double(shape.out));
    }
    return largest;
}

// DDP's buckets are buffers of their own beside the gradients (torch's default
// gradient_as_bucket_view=False, torch/nn/parallel/distributed.py), except under a stack whose
// gradients live in the buckets (Megatron's param_and_grad_buffer.py).
bool ddpBucketsBesideGradients(const Scenario& s) {
    return s.layout.parallelism == Parallelism::Ddp &&
           stackPrior(s.assumptions.stack).ddp_copies_gradients;
}

// cuBLAS runs per-tensor-scaled FP8 GEMMs in every layout from compute capability 10.0 (not
// 12.x); Hopper and Ada only as TN (Transformer Engine pytorch/utils.py,
// is_non_tn_fp8_gemm_supported).
bool runsNonTnFp8Gemms(const GpuSpec& gpu) {
    if (gpu.vendor != GpuVendor::Nvidia)
        return false;
    const int major = gpu.computeCapabilityMajor();
    return (major >= 10 && major < 12) || major >= 13;
}

// Low precisions multiply quantized copies of the block weights, rowwise for forward and
// columnwise for backward, cached across the micro-batches of a step (Transformer Engine
// Linear's fp8 weight cache, is_first_microbatch); under ZeRO-3/FSDP only the gathered units'.
// Per-tensor FP8 needs the columnwise (transposed) copy only where GEMMs are TN-only, and a base
// held in FP8 is its own rowwise copy (Transformer Engine tests/pytorch: "FP8 tensor-scaling
// caches one byte per element", two without non-TN GEMMs).
struct QuantizedCopies {
    double model_wide = 0; // every local block's copies: a share of the stage like the weights
    double in_flight = 0;  // the one or two blocks in compute: divided by tensor parallelism only
};

QuantizedCopies quantizedWeightCopies(const Scenario& s) {
    const Precision precision = s.shape.precision;
    if (!isLowPrecision(precision))
        return {};
    // A block holds its local experts only (expert parallelism).
    const ParameterCounts& n = s.counts;
    const double routed = n.moe_layers > 0 ? double(n.experts) * double(n.routed_expert) : 0.0;
    const double block = withoutRemoteExperts(s.layout, double(n.linear_weights_per_layer), routed);
    const bool gathered = shardsParameters(s.layout.parallelism);
    const double weights =
        gathered ? 0.0
                 : withoutRemoteExperts(s.layout, double(n.linearWeights(s.arch.layers)),
                                        expertParameters(s));
    const double inFlightBlocks = gathered ? 2.0 * block : 0.0; // current and prefetched unit
    const bool perTensor = precision == Precision::Fp8Mixed || precision == Precision::Fp8Current;
    const double columnwise = perTensor && s.gpu && runsNonTnFp8Gemms(*s.gpu) ? 0 : 1;
    const double bytes = lowPrecisionOperandBytes(precision);
    if (s.shape.weights_dtype == WeightsDtype::Fp8 && s.shape.method == TrainingMethod::Full) {
        // Trained FP8 parameters are their own rowwise operand and get their columnwise copy
        // (the transpose on TN-only GPUs, a block format's columnwise data) right after each
        // parameter all-gather, for every weight (Transformer Engine pytorch/tensor/utils.py,
        // post_all_gather_processing, which Megatron's distributed optimizer calls:
        // megatron/core/fp8_utils.py).
        return {columnwise * bytes * weights, columnwise * bytes * inFlightBlocks};
    }
    if (s.shape.weights_dtype == WeightsDtype::Fp8) {
        // A frozen FP8 base is its own rowwise operand. A per-tensor FP8 transpose, for the
        // input-gradient GEMM on TN-only GPUs, is made in backward (TE module/linear.py backward,
        // weight_fp8.update_usage(columnwise_usage=True)) and held here for one block at a time:
        // four submissions ran the FP8-base LoRA at TP 1 × CP 2 on 141 GB H200s, where a
        // whole-model copy beside the model could not fit (docs/validation.md). Block formats
        // (MXFP8, NVFP4) cannot derive their columnwise data from the rowwise one and keep it.
        if (perTensor)
            return {0.0, columnwise * bytes * block};
        return {bytes * weights, bytes * inFlightBlocks};
    }
    return {(1 + columnwise) * bytes * weights, (1 + columnwise) * bytes * inFlightBlocks};
}

void addQuantizedCopies(const Scenario& s, StateTerms& st) {
    const QuantizedCopies copies = quantizedWeightCopies(s);
    st.autocast_copies += copies.model_wide;
    st.in_flight_copies += copies.in_flight;
}

// Parameters of the root unit (embedding, a learned position table, final norm, head).
double rootParameters(const Scenario& s) {
    return double(s.counts.ends());
}

// ZeRO-3/FSDP units gathered during forward and backward: the root unit, which stays gathered
// from the embedding to the head and again in backward (FSDP1 never reshards the root after
// forward), the current block and the prefetched one (BACKWARD_PRE, limit_all_gathers: two units
// at a time), in the gather dtype; plus the current block's unsharded gradient when it has one
// and does not accumulate in place (no_sync), upcast to the reduce dtype where that is wider.
// `blockBytes` may be smaller than the root's `gathered` dtype: a QLoRA block travels quantized,
// its embedding and head do not.
double gatheredUnits(const Scenario& s, double gathered, double blockBytes, double gradientBytes,
                     double reduce) {
    // Under expert parallelism a block gathers only its local experts.
    const double routed = double(s.counts.experts) * double(s.counts.routed_expert);
    const double block = withoutRemoteExperts(s.layout, double(s.counts.perLayer()), routed);
    const double gradient = gradientBytes > 0 ? block * std::max(gradientBytes, reduce) : 0;
    // An embedding in a unit of its own is resharded after its forward; a tied one is the head.
    const double root =
        rootParameters(s) - (s.assumptions.fsdp_embedding_own_unit && !s.arch.tied_embeddings
                                 ? double(s.counts.embedding)
                                 : 0.0);
    return gathered * root + blockBytes * 2 * block + gradient;
}

// DeepSpeed ZeRO-3 keeps what its coordinator's reuse distance and prefetch leave gathered
// (zero3Residency) in place of FSDP's units, and a trained module's gradient that is larger than
// the reduce bucket until its own reduce-scatter; the bucket itself is DeepSpeedBuckets.
double zero3GatheredBytes(const Zero3Residency& r, double gathered, double blockBytes,
                          double gradientBytes) {
    return gathered * r.end_elements + blockBytes * r.block_elements +
           gradientBytes * r.largest_module;
}

// Bytes per element of the unsharded gradients FSDP accumulates while gradient sync is off: FSDP1
// keeps the flat parameter's gradient in its compute dtype; FSDP2 converts it to reduce_dtype
// (torch/distributed/fsdp/_fully_shard/_fsdp_param.py, to_accumulated_grad_if_needed).
double unshardedAccumulationBytes(const Scenario& s, const PrecisionPlan& p) {
    return s.assumptions.fsdp_flat_parameters ? p.gathered : std::max(p.gathered, p.reduce);
}

// A root FSDP unit that holds the embedding and the head reduces their gradients together once
// the last of them is ready, at the end of backward (FSDP2 FSDPParamGroup.post_backward, FSDP1 the
// root FlatParameter's post-backward hook). Until then the head's gradient, ready first, waits
// unsharded in the gather dtype; FSDP1 accumulates into the root's whole unsharded flat gradient
// from that first gradient on. At the end both gradients are copied into the reduce-scatter input
// in the reduce dtype before they are freed (_fsdp_collectives.py foreach_reduce,
// foreach_reduce_scatter_copy_in).
// These are one rank's tensors: tensor parallelism splits the head, and the embedding where the
// framework's plan includes it (tp_shards_embedding), never a learned position table, so they are
// not scaled by the stage's share of all states. Under pipeline parallelism the ends live on
// different stages; not modelled.
void addRootUnitGradients(const Scenario& s, const PrecisionPlan& p, StateTerms& st) {
    if (s.layout.pipeline_parallel > 1)
        return;
    const double tp = std::max(s.layout.tensor_parallel, 1);
    const ParameterCounts& n = s.counts;
    const double embedding =
        (s.assumptions.tp_shards_embedding ? double(n.embedding) / tp : double(n.embedding)) +
        double(n.position_table);
    const double head = double(n.lm_head) / tp + double(n.final_norm);
    const double waiting = s.assumptions.fsdp_flat_parameters ? embedding + head : head;
    st.root_gradient_backward = waiting * p.gathered;
    st.root_gradient_end = (embedding + head) * (p.gathered + p.reduce);
}

// Full fine-tuning: every parameter trains. Model states per parameter by regime
// (docs/memory-model.md, "Model states"): torch keeps gradients and optimizer state in the
// parameter dtype; ZeRO and Megatron keep 16-bit parameters with an fp32 master; FSDP shards the
// stored dtype and gathers units in param_dtype.
StateTerms fullStateTerms(const Scenario& s, const PrecisionPlan& p) {
    const TrainingShape& t = s.shape;
    const Parallelism par = s.layout.parallelism;
    const double shards = shardGroupSize(s.layout);
    const double parameters = double(s.parameters);
    const double largest = double(s.counts.largest_linear);
    // Replicated states hold only the local experts; sharded ones a 1/shards slice of everything.
    const double local = withoutRemoteExperts(s.layout, parameters, expertParameters(s));
    auto perGpu = [&](bool sharded) { return sharded ? parameters / shards : local; };
    StateTerms st;
    st.weights = perGpu(shardsParameters(par)) * p.weights;
    if (p.fp8_linear > 0) {
        // FP8 parameters (weights_dtype: fp8): the linear weights are FP8 tensors, the rest 16 bit.
        // A shard holds the whole model's mix, replicated weights the local experts'.
        const double linear = double(s.counts.linearWeights(s.arch.layers));
        const double linearShare =
            shardsParameters(par) ? linear / std::max(parameters, 1.0)
                                  : withoutRemoteExperts(s.layout, linear, expertParameters(s)) /
                                        std::max(local, 1.0);
        st.weights -= st.weights * linearShare * (1 - p.fp8_linear / p.weights);
    }
    st.gradients = perGpu(shardsGradients(par)) * p.gradients;
    const OptimizerFootprint f = optimizerFootprint(s, parameters, p.state_element, largest);
    st.optimizer = (f.state + parameters * p.master) / parameters * perGpu(shardsOptimizer(par));
    const double optimizerShards = shardsOptimizer(par) ? shards : 1;
    st.optimizer_transient = f.transient / (t.optimizer_in_backward ? 1 : optimizerShards) +
                             parameters * p.gradient_shard_copy / optimizerShards;
    if (t.optimizer_in_backward)
        st.gradients = largest * p.gradients; // one tensor's gradient at a time
    if (f.paged) {
        st.paged = st.optimizer; // unified memory: invisible to the allocator statistics
        st.optimizer = 0;
    }
    st.accumulating_gradients =
        t.gradient_accumulation > 1 || s.assumptions.gradient_buffer_persists ? st.gradients : 0;
    // A pipeline stage kept gathered (keepsPipelineStageGathered) holds its local parameters in
    // param_dtype from its first micro-batch to the reduction after its last, and their
    // unsharded gradients accumulate beside them.
    const bool stageGathered = keepsPipelineStageGathered(s);
    const bool unshardedAccumulation = isFsdp(par) && t.gradient_accumulation > 1 &&
                                       (s.assumptions.fsdp_accumulates_unsharded || stageGathered);
    if (unshardedAccumulation)
        st.accumulating_gradients =
            (stageGathered ? local : parameters) * unshardedAccumulationBytes(s, p);

    if (par == Parallelism::FsdpGradOp || stageGathered)
        st.units = local * p.gathered; // SHARD_GRAD_OP and a gathered stage keep every unit
    else if (const Zero3Residency r = zero3Residency(s); r.applies)
        st.units = zero3GatheredBytes(r, p.gathered, p.gathered, p.gathered);
    else if (shardsParameters(par))
        st.units = gatheredUnits(s, p.gathered, p.gathered, unshardedAccumulation ? 0 : p.gathered,
                                 p.reduce);
    if (isFsdp(par) && !unshardedAccumulation)
        st.reduce_stream_accumulating = st.accumulating_gradients;
    if (ddpBucketsBesideGradients(s))
        st.persistent = local * p.gradients; // DDP buckets copy every gradient
    if (p.autocast_copies)
        st.autocast_copies =
            withoutRemoteExperts(s.layout, double(s.counts.linearWeights(s.arch.layers)),
                                 expertParameters(s)) *
            p.compute;
    addQuantizedCopies(s, st);
    if (s.arch.tied_embeddings && !shardsParameters(par))
        st.tied_embedding = double(s.counts.embedding) * p.gradients;
    if (isFsdp(par) && s.assumptions.fsdp_root_holds_ends && !unshardedAccumulation)
        addRootUnitGradients(s, p, st);
    if (s.layout.cpu_offload) {
        // Optimizer states and the fp32 master live on the host; under ZeRO-3/FSDP the sharded
        // params and grads too. The GPU keeps compute copies and gathered units.
        st.host += st.optimizer + st.gradients;
        st.optimizer = 0;
        st.gradients = shardsParameters(par) ? 0 : local * p.compute;
        st.accumulating_gradients = std::min(st.accumulating_gradients, st.gradients);
        if (shardsParameters(par)) {
            st.host += st.weights;
            st.weights = 0;
        }
    }
    return st;
}

// CPU offload on an adapter run. The optimizer steps on the host, so the adapters' optimizer
// state lives there (DeepSpeed ZeRO-Offload, offload_optimizer). Where the parameters are sharded
// they go too: FSDP CPUOffload(offload_params=True) keeps every flat parameter's shard and its
// gradient on the CPU and copies a unit to the GPU only to all-gather it (torch.distributed.fsdp
// CPUOffload docstring; FlatParamHandle._offload_params), as ZeRO-3 offload_param does; the GPU
// holds the gathered units alone, frozen base included (Answer.AI fsdp_qlora --use_cpu_offload).
// Gradients accumulated unsharded under no_sync stay on the GPU until the last micro-batch.
void offloadAdapterStates(const Scenario& s, double optimizerState, bool unshardedAccumulation,
                          StateTerms& st) {
    if (shardsParameters(s.layout.parallelism)) {
        st.host += st.weights + st.adapters + st.adapter_gradients + st.gradients;
        st.weights = st.adapters = st.adapter_gradients = st.gradients = 0;
        if (!unshardedAccumulation)
            st.accumulating_gradients = 0;
        st.optimizer_transient = 0;
        return;
    }
    // ZeRO-2's offload also moves the reduced gradient partition to the host, freeing each
    // gradient once its bucket is reduced (stage_1_and_2.py, copy_grads_in_partition); the
    // adapters' gradients, small beside the base, are kept on the GPU here: a conservative sum.
    st.host += optimizerState;
    st.adapters -= optimizerState;
    st.optimizer_transient = 0;
}

// LoRA / QLoRA: a frozen base in its stored dtype or NF4, trainable adapters.
StateTerms adapterStateTerms(const Scenario& s, const PrecisionPlan& p) {
    const TrainingShape& t = s.shape;
    const Parallelism par = s.layout.parallelism;
    const bool sharded = shardsParameters(par);
    const double shards = sharded ? shardGroupSize(s.layout) : 1;
    const double parameters = double(s.parameters);
    const bool qlora = t.method == TrainingMethod::QLora;
    const bool quantizedHead = qlora && s.assumptions.quantizes_head;
    // The linear weights a QLoRA base quantizes (a routed expert's tensors stay 16-bit where
    // bitsandbytes skips them: unquantizedExpertTensors).
    const double linear = double(s.counts.linearWeights(s.arch.layers)) +
                          (quantizedHead ? double(s.counts.lm_head) : 0.0) -
                          (unquantizedExpertTensors(s) ? expertParameters(s) : 0.0);
    // Replicated weights hold the local experts only (expert parallelism).
    const double local = sharded ? 1.0
                                 : withoutRemoteExperts(s.layout, parameters, expertParameters(s)) /
                                       std::max(parameters, 1.0);
    StateTerms st;
    // QLoRA quantizes the linear layers only: embeddings, head and norms stay in the stored
    // dtype (bitsandbytes skips them; transformers' llm_int8_skip_modules defaults to the head),
    // which is fp32 after PEFT's prepare_model_for_kbit_training ("cast all non INT8 parameters
    // to fp32", peft/utils/other.py) or a load without torch_dtype: the card's weights_dtype.
    // A base held in FP8 (weights_dtype: fp8) keeps its linear weights in the GEMM format alone.
    // bitsandbytes keeps a 4-bit weight's constants (absmax, the nested statistics) in
    // Params4bit.quant_state, an attribute rather than a parameter or buffer, so FSDP and ZeRO-3
    // flatten, shard and offload the packed codes (quant_storage) alone and every rank keeps all
    // the constants on its GPU (Answer.AI fsdp_qlora train.py load_and_quantize: "FSDP only syncs
    // parameters and buffers, so the quant_state isn't copied"). torchao's NF4Tensor carries its
    // scalers inside the tensor, which FSDP2 shards with it.
    const bool constantsReplicated =
        qlora && sharded && s.assumptions.quantized_linear == QuantizedLinear::Bitsandbytes;
    const double linearBytes =
        sharded ? shardedFrozenLinearBytes(s, p) : (qlora ? nf4Bytes(t) : p.fp8_linear);
    st.weights = (linearBytes > 0 ? linear * linearBytes + (parameters - linear) * p.weights
                                  : parameters * p.weights) *
                 local / shards;
    if (qlora) { // each matmul dequantizes its weight to 16 bit (bitsandbytes dequantize_4bit,
                 // torchao NF4Tensor.to): the largest block matrix at a time
        // Through fp16: the fp16 copy and its cast to the compute dtype (bf16 2 bytes, fp32 4).
        const bool bf16 = t.precision == Precision::Bf16 || t.precision == Precision::Bf16Mixed;
        const bool fp32 = t.precision == Precision::Fp32 || t.precision == Precision::Tf32;
        const double bytes = !s.assumptions.dequantizes_through_fp16 ? kQloraDequantizedBytes
                             : bf16                                  ? 2 * kQloraDequantizedBytes
                             : fp32 ? kQloraDequantizedBytes + kFp32Bytes
                                    : kQloraDequantizedBytes;
        st.dequantized = bytes * largestBlockMatrix(s.arch);
        // A 4-bit head is dequantized whole for each logits chunk, forward and backward.
        if (quantizedHead)
            st.head_dequantized = bytes * double(s.counts.lm_head);
    }

    const double trainable = double(trainableParameters(s));
    const AdapterPrecision a = adapterPrecision(s);
    const OptimizerFootprint f =
        optimizerFootprint(s, trainable, a.state_element, trainable / std::max(1, s.arch.layers));
    // Adapters on routed experts live with their experts (expert parallelism).
    const double adapterShare =
        sharded ? 1.0
                : withoutRemoteExperts(s.layout, trainable, expertAdapterParameters(s)) /
                      std::max(trainable, 1.0);
    // ZeRO-1 and up partition the adapters' optimizer state over the data-parallel ranks, ZeRO-2
    // and up their gradients too (Rajbhandari et al. 2020, ZeRO, §5; DeepSpeed and Megatron's
    // distributed optimizer partition whatever requires grad); the adapters themselves are
    // replicated unless the parameters are sharded. A partitioned term is a 1/group slice of all
    // of them, as fullStateTerms slices the whole model; a replicated one holds the local experts'.
    const double group = shardGroupSize(s.layout);
    const auto perGpu = [&](double total, bool partitioned) {
        return partitioned ? total / group : total * adapterShare;
    };
    // PEFT's modules_to_save: full copies in the base's stored dtype with their gradients and
    // torch.optim state in it (ModulesToSaveWrapper), under the adapters' master regime; sharded
    // and partitioned as the adapters are, but not split by expert.
    const double saved = savedModuleParameters(s);
    const OptimizerFootprint fs = savedModuleFootprint(s);
    const auto savedPerGpu = [&](double total, bool partitioned) {
        return partitioned ? total / group : total;
    };
    const double state = perGpu(f.state + trainable * a.master, shardsOptimizer(par)) +
                         savedPerGpu(fs.state + saved * a.master, shardsOptimizer(par));
    st.adapters = (trainable * a.weights * adapterShare + saved * p.weights) / shards + state;
    st.adapter_gradients = perGpu(trainable * a.gradients, shardsGradients(par)) +
                           savedPerGpu(saved * p.weights, shardsGradients(par));
    st.optimizer_transient =
        perGpu(f.transient + trainable * a.gradient_shard_copy, shardsOptimizer(par)) +
        savedPerGpu(fs.transient, shardsOptimizer(par));
    if (f.paged) {
        st.paged = state;
        st.adapters -= st.paged;
    }
    // A FlatParameter mixing frozen and trainable weights has a gradient as large as the unit
    // (fsdpUnitGradientParameters), sharded after the reduce-scatter; under no_sync the
    // unsharded gradients accumulate.
    const double withGradient = fsdpUnitGradientParameters(s);
    const bool flat = withGradient > 0;
    if (flat)
        st.gradients = withGradient * p.weights / shards;
    bool unshardedAccumulation = false;
    if (t.gradient_accumulation > 1) {
        st.accumulating_gradients = st.gradients;
        if (flat && s.assumptions.fsdp_accumulates_unsharded) {
            st.accumulating_gradients = withGradient * unshardedAccumulationBytes(s, p);
            unshardedAccumulation = true;
        }
    }
    const double blockBytes = qlora ? linearBytes : p.gathered;
    if (keepsPipelineStageGathered(s)) {
        // The whole stage stays gathered (fullStateTerms).
        st.units = linear * blockBytes + (parameters - linear) * p.gathered;
    } else if (const Zero3Residency r = zero3Residency(s); r.applies) {
        // The frozen base has no gradients; 4-bit weights travel quantized.
        st.units = zero3GatheredBytes(r, p.gathered, blockBytes, 0);
    } else if (shardsParameters(par)) {
        // 4-bit weights travel quantized, without bitsandbytes' constants.
        st.units = gatheredUnits(s, p.gathered, blockBytes,
                                 flat && !unshardedAccumulation ? p.gathered : 0, p.reduce);
    }
    if (isFsdp(par) && !unshardedAccumulation)
        st.reduce_stream_accumulating = st.accumulating_gradients;
    if (ddpBucketsBesideGradients(s))
        st.persistent = trainable * a.gradients * adapterShare;
    if (!qlora)
        addQuantizedCopies(s, st);
    if (s.layout.cpu_offload)
        offloadAdapterStates(s, f.paged ? 0.0 : state, unshardedAccumulation, st);
    if (constantsReplicated)
        st.weights += linear * (nf4Bytes(t) - kNf4PackedBytes);
    return st;
}

// A pilot's measured/predicted factor (calibration.h) scales activations and logits; the totals
// that follow from the breakdown are recomputed with the same reserve and runtime shares.
MemoryEstimate withActivationScale(MemoryEstimate m, const Scenario& s) {
    const double scale = s.assumptions.calibrated_activation_scale;
    if (scale <= 0 || scale == 1.0)
        return m;
    const double reserveFactor = m.peak_allocated_bytes > 0
                                     ? double(m.reserved_bytes) / double(m.peak_allocated_bytes)
                                     : 1.0;
    m.breakdown.activations = std::int64_t(double(m.breakdown.activations) * scale);
    m.breakdown.logits = std::int64_t(double(m.breakdown.logits) * scale);
    m.peak_allocated_bytes = m.breakdown.total();
    m.reserved_bytes = std::int64_t(double(m.peak_allocated_bytes) * reserveFactor);
    m.device_total_bytes = m.reserved_bytes + m.runtime_bytes;
    return m;
}

// What the caching allocator reserves for the step's three candidate peaks. It reuses a freed
// block only for the stream it was allocated on (c10/cuda/CUDACachingAllocator.cpp: blocks are
// looked up by stream and size). FSDP allocates the sharded gradients on its own stream: FSDP2 as
// the reduce-scatter output on reduce_scatter_stream, the gradients being views of it
// (torch/distributed/fsdp/_fully_shard/_fsdp_collectives.py, foreach_reduce), FSDP1 on its
// post-backward stream (torch/distributed/fsdp/_runtime_utils.py, _reduce_grad). Freed by
// zero_grad, their blocks are not there for the next step's activations: reserved = the compute
// stream's peak with its fragmentation + the gradients. (FSDP2's flat all-gather output sits on
// the all-gather copy-in stream too, but it is the prefetched unit the units already count.)
std::int64_t reservedBytes(const Scenario& s, const StateTerms& st, double start, double end,
                           double step) {
    const double fragmentation = 1.0 + s.assumptions.allocator_fragmentation;
    // CPU ranks (Gloo) have no streams.
    const bool streams = s.gpu && s.gpu->vendor != GpuVendor::Cpu;
    if (!isFsdp(s.layout.parallelism) || !streams)
        return std::int64_t(std::max({start, end, step}) * fragmentation);
    const double computePeak =
        std::max({start - st.reduce_stream_accumulating, end - st.gradients, step - st.gradients});
    return std::int64_t(computePeak * fragmentation + st.gradients);
}

// The training step's three candidate peaks (docs/memory-model.md, "Peaks"): the start of
// backward (every saved activation, the loss backward or the last block's), the end of backward
// (every gradient, the first block's recompute), and the optimizer step.
MemoryEstimate stepEstimate(const Scenario& s, double* paged) {
    const TrainingShape& t = s.shape;
    const PrecisionPlan p = precisionPlan(s);
    const bool full = t.method == TrainingMethod::Full;
    StateTerms st = full ? fullStateTerms(s, p) : adapterStateTerms(s, p);
    const double tokens = double(t.sequence_length) * t.micro_batch;

    const ActivationTerms act = activationTerms(s);
    double activations = act.saved_per_token * tokens + act.saved_fixed;
    double logits = act.logits_per_token * tokens + act.loss_fixed;
    if (s.assumptions.calibrated_activation_scale > 0) {
        activations *= s.assumptions.calibrated_activation_scale;
        logits *= s.assumptions.calibrated_activation_scale;
    }
    // Tensor, pipeline and context parallelism: this GPU's share of the heaviest stage.
    const StageShares stage = heaviestStage(
        s, st.weights + st.gradients + st.optimizer + st.adapters, activations, logits);
    for (double* term :
         {&st.weights, &st.optimizer, &st.adapters, &st.adapter_gradients, &st.gradients,
          &st.accumulating_gradients, &st.optimizer_transient, &st.units, &st.persistent,
          &st.dequantized, &st.head_dequantized, &st.autocast_copies, &st.tied_embedding, &st.paged,
          &st.host, &st.reduce_stream_accumulating})
        *term *= stage.states;
    // A stage computes one block at a time whatever its share of the blocks; tensor parallelism
    // splits its matrices.
    st.in_flight_copies /= std::max(s.layout.tensor_parallel, 1);
    // DeepSpeed's gradient buckets are fixed buffers, not shares of the stage's states.
    const DeepSpeedBuckets buckets = deepSpeedBuckets(s);
    st.persistent += buckets.every_phase;
    activations *= stage.activations;
    logits *= stage.logits;
    const double blockBackward =
        act.block_transient * tokens * stage.transient + act.block_fixed + st.dequantized;

    const double adapterGradientsAtStart =
        t.gradient_accumulation > 1 || s.assumptions.gradient_buffer_persists ? st.adapter_gradients
                                                                              : 0;
    const double common = st.weights + st.optimizer + st.persistent;
    // Start of backward: the loss backward, the head's, then the last block's; their transients
    // do not overlap. A 4-bit head's backward holds its dequantized weight beside the logits and
    // their gradient; the loss's saved log-softmax and its gradient are gone by then (litgpt's
    // compute-dtype path: half of its four vocabulary-wide tensors). ZeRO-1/2's buckets come with
    // the first parameter gradient, the head's, after the logits' gradient is freed.
    double lossPhase = std::max(logits, blockBackward + buckets.backward);
    if (st.head_dequantized > 0)
        lossPhase =
            std::max(lossPhase, st.head_dequantized +
                                    (s.assumptions.logits == LogitsPath::ComputeDtype ? 0.5 * logits
                                                                                      : logits));
    const double startBuffers = st.units + st.autocast_copies + st.in_flight_copies +
                                st.root_gradient_backward + lossPhase - logits;
    const double start = common + st.adapters + adapterGradientsAtStart +
                         st.accumulating_gradients + activations + logits + startBuffers;
    // End of backward: all gradients, the first block's backward and its quantized copies, the
    // tied embedding's gradient, the root FSDP unit's gradients and their reduction input.
    const double endBuffers = st.units + st.in_flight_copies + blockBackward + st.tied_embedding +
                              st.root_gradient_end + buckets.backward;
    const double compiledGradients = compiledBackwardGradients(s, st);
    const double end =
        common + st.adapters + st.adapter_gradients + st.gradients + compiledGradients + endBuffers;
    // Optimizer step.
    const double stepBuffers = st.optimizer_transient;
    const double step = common + st.adapters + st.adapter_gradients + st.gradients + stepBuffers;

    MemoryEstimate m;
    MemoryBreakdown& b = m.breakdown;
    b.weights = std::int64_t(st.weights);
    b.optimizer = std::int64_t(st.optimizer);
    if (start >= end && start >= step) {
        m.peak_phase = StepPhase::Backward;
        b.adapters = std::int64_t(st.adapters + adapterGradientsAtStart);
        b.gradients = std::int64_t(st.accumulating_gradients);
        b.activations = std::int64_t(activations);
        b.logits = std::int64_t(logits);
        b.buffers = std::int64_t(st.persistent + startBuffers);
    } else {
        const bool atEnd = end >= step;
        m.peak_phase = atEnd ? StepPhase::Backward : StepPhase::Optimizer;
        b.adapters = std::int64_t(st.adapters + st.adapter_gradients);
        b.gradients = std::int64_t(st.gradients + (atEnd ? compiledGradients : 0));
        b.buffers = std::int64_t(st.persistent + (atEnd ? endBuffers : stepBuffers));
    }
    m.peak_allocated_bytes = b.total();
    m.reserved_bytes = reservedBytes(s, st, start, end, step);
    *paged = st.paged;
    m.host_bytes = std::int64_t(st.host + act.offloaded_per_token * tokens * stage.activations);
    return m;
}

// The allocator's and the runtime's share on top of `allocated` tensor bytes.
std::int64_t reservedFor(const Scenario& s, double allocated) {
    return std::int64_t(allocated * (1.0 + s.assumptions.allocator_fragmentation));
}

} // namespace

MemoryEstimate estimateMemory(const Scenario& s) {
    double paged = 0;
    MemoryEstimate m = s.assumptions.activations == ActivationProfile::RuncardPilot
                           ? withActivationScale(pilotMemoryEstimate(s), s) // its own accounting
                           : stepEstimate(s, &paged);
    // Runtime: the card's context and workspaces, collective buffers on multi-GPU jobs, and paged
    // optimizer state (unified memory occupies the device outside the allocator). Paged state
    // takes only the memory the allocator leaves free; the driver evicts the rest to the host
    // instead of failing (bitsandbytes "paged optimizers": cudaMallocManaged pages that move
    // between host and device on demand, Dettmers et al. 2023, QLoRA §3).
    const double context = double(s.gpu ? s.gpu->runtime_context_bytes : 0) +
                           (s.layout.gpuCount() > 1 ? kCollectiveBufferBytes : 0);
    m.usable_bytes = s.gpu ? s.gpu->memory_bytes : 0;
    const double free = double(m.usable_bytes) - double(m.reserved_bytes) - context;
    const double pagedOnDevice = s.gpu ? std::clamp(free, 0.0, paged) : paged;
    m.paged_on_host_bytes = std::int64_t(paged - pagedOnDevice);
    m.host_bytes += m.paged_on_host_bytes;
    m.runtime_bytes = std::int64_t(context + pagedOnDevice);
    m.device_total_bytes = m.reserved_bytes + m.runtime_bytes;

    // The load phase, judged beside the step: the larger device total decides.
    // Offloaded sharded adapters are placed on the host.
    const bool adaptersOnHost = s.layout.cpu_offload && shardsParameters(s.layout.parallelism);
    const double saved = savedModuleParameters(s);
    const double adapterWeights =
        s.shape.method == TrainingMethod::Full || adaptersOnHost
            ? 0
            : double(trainableParameters(s)) * adapterPrecision(s).weights +
                  (saved > 0 ? saved * precisionPlan(s).weights : 0.0);
    m.load_allocated_bytes =
        std::int64_t(loadPeakAllocatedBytes(s, double(m.breakdown.weights), adapterWeights));
    m.load_reserved_bytes = reservedFor(s, double(m.load_allocated_bytes));
    m.load_device_total_bytes = m.load_reserved_bytes + std::int64_t(context);
    m.load_sets_peak = m.load_device_total_bytes > m.device_total_bytes;
    m.deciding_total_bytes = std::max(m.device_total_bytes, m.load_device_total_bytes);
    m.headroom_bytes = m.usable_bytes - m.deciding_total_bytes;
    m.deciding_tensor_bytes = std::max(m.peak_allocated_bytes + m.runtime_bytes,
                                       m.load_allocated_bytes + std::int64_t(context));
    m.judge(s.memory_margin);
    return m;
}

void MemoryEstimate::judge(double memoryMargin) {
    fits = deciding_tensor_bytes <= usable_bytes;
    fits_by_releasing_cache = fits && headroom_bytes < 0;
    margin_ok = double(headroom_bytes) >= memoryMargin * double(usable_bytes);
}

} // namespace runcard
