// Step time, shape-aware: every GEMM of a layer by its (M, N, K) and dtype, the attention core at
// its kernel's measured efficiency, the memory-bound work (norms, RoPE, activations, residuals,
// casts, the loss, dequantizing) at the measured streaming bandwidth, recompute by checkpointing
// policy, the CPU's kernel-issue time where the GPU outruns it, then tensor-, context-, pipeline-
// and data-parallel communication with what hides behind compute, and the optimizer step. Each
// GPU's share of one optimizer step on the slowest pipeline stage. docs/scaling-model.md derives
// every term; kernel_model.h, communication.h and stack_priors.h hold the priors.
#include "planner/activation_memory.h"
#include "planner/communication.h"
#include "planner/kernel_model.h"
#include "planner/model_state.h"
#include "planner/plan.h"
#include "planner/stack_priors.h"

#include <algorithm>
#include <cmath>

namespace runcard {
namespace {

// CPU Adam (DeepSpeed ZeRO-Offload's vectorised CPU-Adam, deepspeed/ops/adam/cpu_adam.py)
// throughput, parameters per second per GPU's host share. A planning figure, not fitted.
constexpr double kCpuAdamParamsPerSecond = 1.0e9;
// Bytes crossing the host link per trainable parameter and step under CPU offload: the gradient
// partition copied down into the fp32 host buffer, and the updated 16-bit parameter copied back
// (deepspeed/runtime/zero/stage_1_and_2.py, async_inplace_copy_grad_to_fp32_buffer_from_gpu).
constexpr double kOffloadTransferBytesPerParameter = 4.0 + 2.0;
// Activation offloading hides half of its traffic behind compute (copies on a side stream
// overlap the next block's kernels). A planning assumption.
constexpr double kOffloadOverlap = 0.5;
// NF4 weight read per dequantized element: 4 bits plus the block constants (QLoRA §3).
constexpr double kNf4ReadBytes = 0.52;
// DDP's gradient bucket (torch/csrc/distributed/c10d/reducer.hpp, kDefaultBucketBytesCap): the
// last one is reduced after backward ends, whatever the overlap.
constexpr double kBucketBytes = 25.0 * 1024 * 1024;

// Kernels per layer in eager PyTorch, forward (backward issues about twice as many): 7 linear
// projections, attention, two RMSNorms of 7 ops each (to fp32, pow, mean, rsqrt, mul, to, mul:
// transformers LlamaRMSNorm), RoPE on q and k (about 10 ops: apply_rotary_pos_emb's mul,
// rotate_half's slices and cat, add), SiLU and mul, two residual adds and the transposes/copies
// around attention. Fused stacks (TE, torch.compile) issue one kernel per fused region.
constexpr double kEagerKernelsPerLayer = 38;
constexpr double kFusedKernelsPerLayer = 14;
// Mixture-of-experts layers: transformers' eager MoE blocks (MixtralSparseMoeBlock,
// Qwen3MoeSparseMoeBlock) run, per expert that received tokens, a where/index, gate, up and down
// GEMMs, SiLU and mul, the routing-weight mul and an index_add_: 8 kernels. Grouped-GEMM stacks
// (Megatron-Core TEGroupedMLP, torchtitan grouped_mm) run the router, top-k, softmax, permute, two
// grouped GEMMs, activation and unpermute: about 8 per layer.
constexpr double kEagerKernelsPerExpert = 8;
constexpr double kFusedKernelsPerMoeLayer = 8;
// Extra kernels per LoRA-adapted linear in eager PEFT: dropout, lora_A, lora_B, scaling, add.
constexpr double kLoraKernelsPerAdapter = 5;

// Element sizes of the step's tensors.
struct Dtypes {
    double activation = 2;      // activations and their gradients
    double residual = 2;        // the residual stream (fp32 under autocast with fp32 weights)
    double linearInput = 2;     // GEMM operands of the linear layers (1 under fp8)
    double gradient = 4;        // reduced gradients
    double parameterGather = 2; // all-gathered parameters (FSDP param_dtype)
};

Dtypes dtypesFor(const Scenario& s, const StackPrior& stack) {
    const TrainingShape& t = s.shape;
    Dtypes d;
    d.activation = bytesPerElement(t.precision);
    const bool fullMixed = t.method == TrainingMethod::Full && isMixedPrecision(t.precision);
    // HF / PyTorch autocast on fp32 weights: the embedding output and every residual add stay
    // fp32 (residual adds are not autocast ops); FSDP and Megatron hold 16-bit parameters.
    const bool autocastFp32Weights =
        fullMixed && !shardsParameters(s.layout.parallelism) && !stack.fused_elementwise;
    d.residual = autocastFp32Weights ? 4.0 : d.activation;
    d.linearInput =
        isLowPrecision(t.precision) ? lowPrecisionOperandBytes(t.precision) : d.activation;
    d.gradient = (isMixedPrecision(t.precision) || d.activation == 4.0) ? 4.0 : 2.0;
    d.parameterGather = d.activation;
    return d;
}

// The time of one layer's kernels for one micro-batch on one GPU, by kernel class.
struct LayerTime {
    double forwardMatmul = 0, backwardMatmul = 0;
    double forwardAttention = 0, backwardAttention = 0;
    double forwardMemory = 0, backwardMemory = 0;
    double kernelsForward = 0, kernelsBackward = 0;
};

struct StepContext {
    const Scenario& s;
    const GpuSpec& gpu;
    const StackPrior& stack;
    Dtypes dtypes;
    DeviceRates linear;  // the linear layers' compute dtype (fp8 under fp8-mixed)
    DeviceRates sixteen; // attention, head and everything kept in 16 bit (or fp32)
    double tokens = 0;   // tokens of one micro-batch on one GPU (after context parallelism)
    int tp = 1, cp = 1, pp = 1;
    bool fused = false;
};

// One linear layer of the block: forward, input gradient, weight gradient when it trains, and a
// LoRA adapter's six skinny GEMMs and its eager element-wise ops when it is adapted.
// `rows` = the GEMM's token rows (a routed expert's share; 0 = the micro-batch's tokens).
void addLinear(const StepContext& c, LayerTime& t, double in, double out, bool adapted,
               double copies = 1, double rows = 0) {
    const TrainingShape& shape = c.s.shape;
    const double m = rows > 0 ? rows : c.tokens;
    const double x = c.dtypes.linearInput, y = c.dtypes.activation;
    t.forwardMatmul += copies * gemmSeconds(c.linear, m, out, in, x, y);
    t.backwardMatmul += copies * gemmSeconds(c.linear, m, in, out, x, y);
    if (shape.method == TrainingMethod::Full)
        t.backwardMatmul += copies * gemmSeconds(c.linear, in, out, m, x, 4.0);
    if (shape.method == TrainingMethod::QLora) {
        // bitsandbytes dequantizes the NF4 weight to 16 bit for every forward and backward
        // matmul (bitsandbytes/functional.py dequantize_4bit): read NF4, write and read bf16.
        const double bytes = copies * in * out * (kNf4ReadBytes + 2.0 + 2.0);
        t.forwardMemory += memorySeconds(c.sixteen, bytes);
        t.backwardMemory += memorySeconds(c.sixteen, bytes);
    }
    if (!adapted)
        return;
    const double r = shape.lora_rank;
    const double a = c.dtypes.activation;
    for (int i = 0; i < copies; ++i) {
        t.forwardMatmul += gemmSeconds(c.sixteen, m, r, in, a, a) + //
                           gemmSeconds(c.sixteen, m, out, r, a, a);
        t.backwardMatmul +=
            gemmSeconds(c.sixteen, m, r, out, a, a) + gemmSeconds(c.sixteen, r, out, m, a, 4.0) +
            gemmSeconds(c.sixteen, m, in, r, a, a) + gemmSeconds(c.sixteen, in, r, m, a, 4.0);
        // PEFT's forward: dropout(x) (a mask byte when dropout > 0), the scaling multiply and
        // the add onto the base output; backward about one and a half times the traffic.
        const double dropout = shape.lora_dropout ? (2 * a + 1) * in : 0;
        const double bytes = m * (dropout + 5 * a * out);
        t.forwardMemory += memorySeconds(c.sixteen, bytes);
        t.backwardMemory += memorySeconds(c.sixteen, 1.5 * bytes);
    }
}

// Bytes per token of the block's memory-bound ops, forward and backward (docs/scaling-model.md,
// "Memory-bound work"): eager PyTorch runs each op as its own pass over the tensor; fused
// kernels read their inputs and write their outputs once.
void addElementwise(const StepContext& c, LayerTime& t) {
    const ModelArchitecture& arch = c.s.arch;
    const double a = c.dtypes.activation, res = c.dtypes.residual;
    const double sp = c.s.layout.sequence_parallel ? c.tp : 1; // SP splits norms and residuals
    const double h = double(arch.hidden_size) / sp;
    const double qk = double(arch.queryWidth() + arch.kvWidth()) / c.tp;
    const double q = double(arch.queryWidth()) / c.tp;
    const double i = arch.activeMlpWidth() / c.tp;
    const double norms = arch.norms_per_layer;
    const bool swiglu = arch.mlp == MlpKind::SwiGlu;
    double forward = 0, backward = 0;
    if (c.fused) {
        forward = norms * 2 * res * h + 2 * a * qk + (swiglu ? 3 : 2) * a * i + 2 * 3 * res * h;
        backward = norms * 3 * res * h + 2 * a * qk + (swiglu ? 5 : 3) * a * i + 2 * 3 * res * h;
    } else {
        // RMSNorm: to(fp32), pow, mean, rsqrt·x, to(dtype), weight·x (24 + 4a bytes per element,
        // with the fp32 intermediates); RoPE on q and k: nine passes; SwiGLU: silu then mul;
        // the attention output's transpose copy; two residual adds.
        forward = norms * (24 + 4 * res) * h + 9 * a * qk + 2 * a * q + (swiglu ? 5 : 2) * a * i +
                  2 * 3 * res * h;
        backward = 2 * norms * (24 + 4 * res) * h + 9 * a * qk + 2 * a * q +
                   (swiglu ? 8 : 3) * a * i + 2 * 3 * res * h;
    }
    if (isLowPrecision(c.s.shape.precision)) {
        // Transformer Engine / torchao cast each GEMM input to fp8 (and a transposed copy for the
        // weight gradient) and each output gradient in backward: about 4 bytes per element of the
        // block's GEMM inputs and outputs each way. Current per-tensor scaling first reads each
        // tensor for its amax (one more 16-bit read: TE Float8CurrentScaling, torchao
        // Float8Linear); delayed scaling takes the scale from the amax history, and the block
        // formats compute each block's scale inside the cast kernel.
        const double gemmEdges = 4 * h * sp / c.tp + q + 2 * i + qk;
        const double amaxPass = c.s.shape.precision == Precision::Fp8Current ? 2.0 : 0.0;
        forward += (4 + amaxPass) * gemmEdges;
        backward += (4 + amaxPass) * gemmEdges;
    }
    t.forwardMemory += memorySeconds(c.sixteen, c.tokens * forward);
    t.backwardMemory += memorySeconds(c.sixteen, c.tokens * backward);
}

void addAttention(const StepContext& c, LayerTime& t) {
    const ModelArchitecture& arch = c.s.arch;
    const TrainingShape& shape = c.s.shape;
    const double sequence = shape.sequence_length;
    const double headDim = arch.effectiveHeadDim();
    const double heads = double(arch.attention_heads) / c.tp;
    const double a = c.dtypes.activation;
    if (shape.attention == AttentionKernel::Eager) {
        // Materialised scores: QKᵀ and PV as batched GEMMs per head, the fp32 softmax over
        // b·heads·s² elements (transformers eager_attention_forward: softmax(dtype=float32),
        // then the cast), and in backward four batched GEMMs and the softmax gradient.
        const double batch = shape.micro_batch * heads;
        const double rows = sequence / c.cp;
        t.forwardAttention += gemmSeconds(c.sixteen, rows, sequence, headDim, a, a, batch) +
                              gemmSeconds(c.sixteen, rows, headDim, sequence, a, a, batch);
        t.backwardAttention += 2 * gemmSeconds(c.sixteen, rows, sequence, headDim, a, a, batch) +
                               2 * gemmSeconds(c.sixteen, rows, headDim, sequence, a, a, batch);
        const double scores = batch * rows * sequence;
        t.forwardMemory += memorySeconds(c.sixteen, scores * (2 * a + 4 + 4 + 4 + a));
        t.backwardMemory += memorySeconds(c.sixteen, scores * 2 * (2 * a + 4 + 4 + 4 + a));
        return;
    }
    // Causal FlashAttention-class kernels skip the masked half: 2·M·s·q FLOPs forward per layer;
    // sliding-window layers only the keys inside the window (FlashAttention-2 window_size).
    const double flops =
        2.0 * c.tokens * sequence * heads * headDim * arch.attentionSpanShare(sequence);
    const double base = c.stack.vendor_attention && shape.attention == AttentionKernel::Flash
                            ? c.gpu.fused_attention_efficiency
                            : c.gpu.flash_attention_efficiency;
    const double peak =
        c.gpu.peakFlops(isLowPrecision(shape.precision) ? Precision::Bf16Mixed : shape.precision);
    const double rate = peak * attentionEfficiency(base, int(headDim), sequence / c.cp);
    if (rate <= 0)
        return;
    t.forwardAttention += flops / rate;
    t.backwardAttention +=
        kAttentionBackwardFlopsRatio * flops / (rate * kAttentionBackwardRateShare);
}

LayerTime layerTime(const StepContext& c) {
    const ModelArchitecture& arch = c.s.arch;
    const TrainingShape& shape = c.s.shape;
    LayerTime t;
    auto adapted = [&](LoraTarget target) {
        return shape.method != TrainingMethod::Full && targetsLinear(shape.lora_targets, target);
    };
    const double h = double(arch.hidden_size);
    const double q = double(arch.queryWidth()) / c.tp;
    const double kv = double(arch.kvWidth()) / c.tp;
    const bool swiglu = arch.mlp == MlpKind::SwiGlu;
    const bool anyQkvAdapter =
        adapted(LoraTarget::Q) || adapted(LoraTarget::K) || adapted(LoraTarget::V);
    if (arch.isLatentAttention()) {
        // MLA's projections (model_architecture.h linearShape), split over tensor parallelism
        // on their head dimension; q_a_proj beside them.
        for (LoraTarget target : {LoraTarget::Q, LoraTarget::K, LoraTarget::V}) {
            const LinearShape shape = linearShape(arch, target);
            addLinear(c, t, double(shape.in), double(shape.out) / c.tp, adapted(target));
        }
        if (arch.q_lora_rank > 0)
            addLinear(c, t, h, double(arch.q_lora_rank), false);
        const LinearShape o = linearShape(arch, LoraTarget::O);
        addLinear(c, t, double(o.in) / c.tp, h, adapted(LoraTarget::O));
    } else if (c.stack.fused_projections && !anyQkvAdapter) {
        addLinear(c, t, h, q + 2 * kv, false);
    } else {
        addLinear(c, t, h, q, adapted(LoraTarget::Q));
        addLinear(c, t, h, kv, adapted(LoraTarget::K));
        addLinear(c, t, h, kv, adapted(LoraTarget::V));
    }
    if (!arch.isLatentAttention())
        addLinear(c, t, q, h, adapted(LoraTarget::O));
    // One MLP of inner width `i`, `copies` times, on `rows` tokens each.
    auto addMlp = [&](double i, double copies, double rows) {
        if (copies <= 0)
            return;
        if (swiglu && c.stack.fused_projections && !adapted(LoraTarget::Gate) &&
            !adapted(LoraTarget::Up)) {
            addLinear(c, t, h, 2 * i, false, copies, rows);
        } else {
            if (swiglu)
                addLinear(c, t, h, i, adapted(LoraTarget::Gate), copies, rows);
            addLinear(c, t, h, i, adapted(LoraTarget::Up), copies, rows);
        }
        addLinear(c, t, i, h, adapted(LoraTarget::Down), copies, rows);
    };
    // The layer is an average over the stack: dense MLPs in (L − L_moe)/L of it. In a MoE layer
    // only the routed experts compute, each on its share of the tokens: a GPU holds E/ep experts
    // and each receives k·tokens·ep/E rows from the ep ranks, padded to the capacity factor
    // (Megatron-Core transformer/moe/experts.py GroupedMLP, TEGroupedMLP: one GEMM per local
    // expert). Shared experts see every token; the router is a hidden × experts GEMM.
    const double moeShare = arch.isMoe() ? double(arch.moeLayers()) / arch.layers : 0.0;
    addMlp(double(arch.intermediate_size) / c.tp, 1 - moeShare, 0);
    int expertKernels = 0;
    if (arch.isMoe()) {
        const double ep = std::max(c.s.layout.expert_parallel, 1);
        const double capacity =
            c.s.shape.moe_capacity_factor > 0 ? c.s.shape.moe_capacity_factor : 1.0;
        const double localExperts = arch.experts / ep;
        const double rows = c.tokens * arch.experts_per_token * capacity * ep / arch.experts;
        addLinear(c, t, h, double(arch.experts), false, moeShare);
        addMlp(double(arch.moe_intermediate_size) / c.tp, moeShare * localExperts, rows);
        addMlp(double(arch.sharedExpertWidth()) * arch.shared_experts / c.tp, moeShare, 0);
        // Permute the k copies of each token to its experts and back (gather and scatter-add),
        // in forward and backward.
        const double moved =
            moeShare * c.tokens * arch.experts_per_token * capacity * h * c.dtypes.activation * 4;
        t.forwardMemory += memorySeconds(c.sixteen, moved);
        t.backwardMemory += memorySeconds(c.sixteen, moved);
        // Eager stacks loop over the experts (transformers' MoE blocks: an index, three GEMMs
        // and an index_add per expert); grouped-GEMM stacks launch a few kernels per layer.
        expertKernels =
            int(std::lround(moeShare * (c.fused ? kFusedKernelsPerMoeLayer
                                                : kEagerKernelsPerExpert * localExperts)));
    }
    addAttention(c, t);
    addElementwise(c, t);

    int adapters = 0;
    for (int target = 0; target < 7; ++target)
        adapters += adapted(static_cast<LoraTarget>(target));
    const double kernels = (c.fused ? kFusedKernelsPerLayer : kEagerKernelsPerLayer) +
                           (c.fused ? 2.0 : kLoraKernelsPerAdapter) * adapters + expertKernels;
    t.kernelsForward = kernels;
    t.kernelsBackward = 2 * kernels;
    return t;
}

// The head's GEMMs and the loss path on the last stage, per micro-batch (vocabulary-parallel
// under tensor parallelism: Megatron's VocabParallelEmbedding / torchtitan's loss_parallel; a
// head gathered to Replicate() computes the loss on the full vocabulary on every TP rank).
void addHeadAndLoss(const StepContext& c, LayerTime& t) {
    const ModelArchitecture& arch = c.s.arch;
    const TrainingShape& shape = c.s.shape;
    const double h = double(arch.hidden_size);
    const double vocab = double(arch.vocab_size) / c.tp;
    const double lossVocab = c.s.assumptions.tp_loss_parallel ? vocab : double(arch.vocab_size);
    const double a = c.dtypes.activation;
    const double m = c.tokens;
    t.forwardMatmul += gemmSeconds(c.sixteen, m, vocab, h, a, a);
    t.backwardMatmul += gemmSeconds(c.sixteen, m, h, vocab, a, a);
    if (shape.method == TrainingMethod::Full)
        t.backwardMatmul += gemmSeconds(c.sixteen, h, vocab, m, a, 4.0);
    // Loss bytes per vocabulary entry: HF's fp32 upcast (read 16-bit, write fp32), log-softmax
    // (read, write), and in backward the softmax gradient and the cast back (34 B at a = 2);
    // chunked loss moves the same bytes in pieces; a fused linear-cross-entropy never writes the
    // logits (Liger, Cut Cross-Entropy) and Megatron's fused vocab-parallel kernel reads them once
    // each way.
    double lossBytes = 0;
    if (shape.loss == LossMode::Fused)
        lossBytes = 2 * 4.0;
    else if (c.s.assumptions.logits == LogitsPath::Fp32Fused)
        lossBytes = 4 * a;
    else if (c.s.assumptions.logits == LogitsPath::ComputeDtype)
        lossBytes = 8 * a;
    else
        lossBytes = a + 4 + 4 + 4 + 4 + 4 + 4 + 4 + a;
    t.forwardMemory += memorySeconds(c.sixteen, m * lossVocab * lossBytes * 0.5);
    t.backwardMemory += memorySeconds(c.sixteen, m * lossVocab * lossBytes * 0.5);
}

// The group a collective of one layout dimension forms, with the rank order Megatron-Core uses
// (tensor innermost, then context, data, pipeline: parallel_state.py's "tp-cp-ep-dp-pp").
CollectiveGroup groupOf(const ParallelLayout& l, int size, int stride) {
    CollectiveGroup g;
    g.ranks = size;
    g.gpus_per_node = l.gpus_per_node;
    g.per_node = std::clamp(l.gpus_per_node / std::max(stride, 1), 1, size);
    return g;
}

struct DataParallelCost {
    double exposed = 0;
    double total = 0;
};

// Gradient and parameter collectives of the data-parallel layout, per optimizer step on one GPU,
// and the part not hidden behind compute. Volumes (Rajbhandari et al. 2020, ZeRO, §7): DDP and
// ZeRO-1/2 move 2Ψ per step (all-reduce = reduce-scatter + all-gather), ZeRO-3/FSDP 3Ψ per
// micro-batch (parameters gathered for forward and again for backward, gradients
// reduce-scattered); LoRA reduces only the adapters' gradients, but a sharded frozen base is
// still gathered twice.
DataParallelCost dataParallelCost(const StepContext& c, const LayerTime& layer, double stageLayers,
                                  double microBatches) {
    const Scenario& s = c.s;
    const ParallelLayout& l = s.layout;
    const Parallelism par = l.parallelism;
    DataParallelCost cost;
    const int ranks = l.dataParallelWithContext();
    if (ranks <= 1 || par == Parallelism::Single)
        return cost;
    const MeasuredCollectives* measured = s.assumptions.measured_collectives.get();
    const double modelParallel = double(c.tp) * c.pp;
    // Under expert parallelism a rank gathers and reduces only its local experts (their
    // expert-data-parallel group is smaller; the volume is what matters here).
    const bool full = s.shape.method == TrainingMethod::Full;
    const double trainable =
        withoutRemoteExperts(l, full ? double(s.parameters) : double(trainableParameters(s)),
                             expertAdapterParameters(s)) /
        modelParallel;
    const double weights =
        withoutRemoteExperts(l, double(s.parameters), expertParameters(s)) / modelParallel;
    const double overlap = s.gpu->vendor == GpuVendor::Cpu ? 0.0 : c.stack.data_parallel_overlap;
    const double gradientBytes = trainable * c.dtypes.gradient;
    const double layerForward = layer.forwardMatmul + layer.forwardAttention + layer.forwardMemory;
    const double layerBackward =
        layer.backwardMatmul + layer.backwardAttention + layer.backwardMemory;
    const CollectiveGroup dp = groupOf(l, ranks, c.tp);

    if (shardsParameters(par)) {
        CollectiveGroup shard = dp;
        if (par == Parallelism::FsdpHybrid) {
            shard.ranks = std::max(1, std::min(ranks, l.gpus_per_node / c.tp));
            shard.per_node = shard.ranks;
        }
        // Per decoder block (the FSDP unit): gather its weights before forward and again before
        // backward (not under SHARD_GRAD_OP), reduce-scatter its gradients after backward. The
        // next block's gather runs during this block's compute (FSDP prefetch).
        const double unitWeights = weights / stageLayers;
        const double unitGradients = gradientBytes / stageLayers;
        const double gather = collectiveSeconds(*s.gpu, measured, Collective::AllGather,
                                                unitWeights * c.dtypes.parameterGather, shard);
        const double reduce =
            collectiveSeconds(*s.gpu, measured, Collective::ReduceScatter, unitGradients, shard);
        const bool regather = par != Parallelism::FsdpGradOp;
        const double forwardExposed =
            gather + (stageLayers - 1) * std::max(0.0, gather - overlap * layerForward);
        const double backwardComm = (regather ? gather : 0) + reduce;
        const double backwardExposed =
            reduce + (stageLayers - 1) * std::max(0.0, backwardComm - overlap * layerBackward);
        cost.exposed = microBatches * (forwardExposed + backwardExposed);
        cost.total = microBatches * stageLayers * (gather + backwardComm);
        if (par == Parallelism::FsdpHybrid && l.nodes > 1) {
            // Replicas of the shard all-reduce it across nodes once per step.
            CollectiveGroup replicas;
            replicas.ranks = std::max(1, ranks / shard.ranks);
            replicas.per_node = 1;
            replicas.gpus_per_node = l.gpus_per_node;
            const double t = collectiveSeconds(*s.gpu, measured, Collective::AllReduce,
                                               gradientBytes / shard.ranks, replicas);
            cost.total += t;
            cost.exposed += t;
        }
        return cost;
    }
    // DDP, ZeRO-1 and ZeRO-2: the gradients are reduced while the last micro-batch's backward
    // runs (bucket by bucket); the last bucket waits for the end of backward. ZeRO-2 partitions
    // gradients, so it reduce-scatters every micro-batch; ZeRO-1/2 gather the updated
    // parameters after the step (Megatron overlaps that with the next forward).
    const double backward = stageLayers * layerBackward;
    const double lastBucket = collectiveSeconds(*s.gpu, measured, Collective::AllReduce,
                                                std::min(gradientBytes, kBucketBytes), dp);
    double reduce = 0, gather = 0;
    if (par == Parallelism::Ddp) {
        reduce = collectiveSeconds(*s.gpu, measured, Collective::AllReduce, gradientBytes, dp);
    } else {
        reduce = collectiveSeconds(*s.gpu, measured, Collective::ReduceScatter, gradientBytes, dp);
        gather = collectiveSeconds(*s.gpu, measured, Collective::AllGather,
                                   trainable * c.dtypes.parameterGather, dp);
    }
    const double reductions = par == Parallelism::Zero2 ? microBatches : 1;
    const double exposedReduce = std::max(lastBucket, reduce - overlap * backward);
    // Megatron's overlap_param_gather gathers bucket i+1 while the first micro-batch's forward
    // runs through bucket i (megatron/core/distributed/param_and_grad_buffer.py,
    // start_param_sync / finish_param_sync): the first bucket waits, and no more than that
    // forward can hide the rest.
    double exposedGather = gather;
    if (c.stack.overlaps_parameter_gather && gather > 0) {
        const double firstBucket =
            collectiveSeconds(*s.gpu, measured, Collective::AllGather,
                              std::min(trainable * c.dtypes.parameterGather, kBucketBytes), dp);
        exposedGather = std::max(firstBucket, gather - overlap * stageLayers * layerForward);
    }
    cost.total = reductions * reduce + gather;
    cost.exposed = reductions * exposedReduce + exposedGather;
    return cost;
}

} // namespace

ComputeEstimate estimateCompute(const Scenario& s) {
    const TrainingShape& t = s.shape;
    const ModelArchitecture& a = s.arch;
    const ParallelLayout& layout = s.layout;
    const int gpus = layout.gpuCount();
    ComputeEstimate c;
    if (!s.gpu)
        return c;
    const GpuSpec& gpu = *s.gpu;
    const StackPrior& stack = stackPrior(s.assumptions.stack);
    const int tp = std::max(layout.tensor_parallel, 1);
    const int pp = std::max(layout.pipeline_parallel, 1);
    const int cp = std::max(layout.context_parallel, 1);
    const int dp = std::max(layout.dataParallel(), 1);
    const double microBatches = std::max(t.gradient_accumulation, 1);

    // Tokens per micro-batch: real tokens (data.mean_tokens on unpacked data, padded to the
    // longest in the batch as transformers' DataCollatorWithPadding does, taken at the mean).
    const double countedPerMicroBatch = throughputTokensPerMicroBatch(s);
    const double tokensPerMicroBatch = countedPerMicroBatch;
    c.tokens_per_step = countedPerMicroBatch * microBatches * dp;

    // Model FLOPs: the head counts, the embedding lookup does not (torchtitan's
    // TransformerModelArgs.get_nparams_and_flops excludes the embedding); attention
    // 12·L·H·Q·T forward + backward (torchtitan, PaLM App. B).
    // Mixture-of-experts: only the active parameters compute (the experts a token is routed to).
    const double inactive = double(s.counts.total(a.layers) - s.counts.active(a.layers));
    const double matmulParameters =
        double(s.parameters - (a.tied_embeddings ? 0 : s.counts.embedding)) - inactive;
    const double attention = 12.0 * a.layers * double(a.queryWidth()) * t.sequence_length *
                             a.attentionSpanShare(t.sequence_length);
    const double attentionForward = attention / 3.0;
    const double trainable = double(trainableParameters(s));
    // Adapters on routed experts compute only for the k of E experts a token visits.
    const double activeTrainable =
        trainable -
        (t.method == TrainingMethod::Full || !a.isMoe()
             ? 0.0
             : expertAdapterParameters(s) * (1.0 - double(a.experts_per_token) / a.experts));
    double perToken = 0;
    if (t.method == TrainingMethod::Full)
        perToken = 6.0 * matmulParameters + attention; // 2N forward + 4N backward (Kaplan 2020)
    else
        // Frozen weights skip their weight gradient: 2N forward + 2N input gradients, and the
        // adapters' own 6 FLOPs per parameter.
        perToken = 4.0 * matmulParameters + 6.0 * activeTrainable + attention;
    // The forward share each checkpointing policy runs again (activation_memory.h); the head is
    // outside the checkpointed blocks.
    const RecomputeShare recompute = recomputeShare(s);
    const double recomputeFlops =
        recompute.matmul * 2.0 *
            (matmulParameters -
             double(s.counts.lm_head + (a.tied_embeddings ? s.counts.embedding : 0))) +
        recompute.attention * attentionForward;
    const double jobTokens = tokensPerMicroBatch * microBatches * dp;
    c.flops_per_step = perToken * jobTokens;
    c.hardware_flops_per_step = (perToken + recomputeFlops) * jobTokens;

    const double peak = gpu.peakFlops(t.precision);
    if (peak <= 0)
        return c; // unsupported precision on this card: the caller reports it

    StepContext ctx{
        s,
        gpu,
        stack,
        dtypesFor(s, stack),
        deviceRates(gpu, t.precision),
        deviceRates(gpu, isLowPrecision(t.precision) ? Precision::Bf16Mixed : t.precision)};
    ctx.tokens = tokensPerMicroBatch / cp;
    ctx.tp = tp;
    ctx.cp = cp;
    ctx.pp = pp;
    ctx.fused = stack.fused_elementwise || t.compile;

    // One decoder layer, one micro-batch, with the recompute its policy adds to backward.
    LayerTime layer = layerTime(ctx);
    layer.backwardMatmul += recompute.matmul * layer.forwardMatmul;
    layer.backwardAttention += recompute.attention * layer.forwardAttention;
    layer.backwardMemory += recompute.elementwise * layer.forwardMemory;
    layer.kernelsBackward += recompute.matmul * layer.kernelsForward;

    const double stageLayers = double(a.layers) / pp;
    LayerTime ends; // the last stage's head and loss (the first stage's embedding is smaller)
    addHeadAndLoss(ctx, ends);
    const double embeddingBytes = tokensPerMicroBatch / cp * a.hidden_size * 2 *
                                  ctx.dtypes.activation *
                                  (t.method == TrainingMethod::Full ? 3.0 : 1.0);

    StepTimeBreakdown& b = c.breakdown;
    const double mb = microBatches;
    auto stageSum = [&](double LayerTime::*field) {
        return stageLayers * (layer.*field) + ends.*field;
    };
    const double matmulPerMicroBatch =
        stageSum(&LayerTime::forwardMatmul) + stageSum(&LayerTime::backwardMatmul);
    const double attentionPerMicroBatch =
        stageSum(&LayerTime::forwardAttention) + stageSum(&LayerTime::backwardAttention);
    double memoryPerMicroBatch = stageSum(&LayerTime::forwardMemory) +
                                 stageSum(&LayerTime::backwardMemory) +
                                 memorySeconds(ctx.sixteen, embeddingBytes);
    // Autocast casts every fp32 weight it multiplies to 16 bit once per micro-batch (cached for
    // backward: torch autocast cached_cast); frozen fp32 weights, not cached, twice.
    if (ctx.dtypes.residual == 4.0 && ctx.dtypes.activation == 2.0)
        memoryPerMicroBatch += memorySeconds(ctx.sixteen, 6.0 * double(s.parameters) / (tp * pp));
    // Eager autograd writes each weight gradient in 16 bit, casts it to the fp32 .grad and adds
    // (read 2, write 4, read 4 + 4, write 4); Megatron accumulates inside the GEMM.
    if (t.method == TrainingMethod::Full && !stack.fused_gradient_accumulation)
        memoryPerMicroBatch += memorySeconds(
            ctx.sixteen, (ctx.dtypes.gradient == 4.0 ? 18.0 : 6.0) * double(s.parameters) /
                             (tp * pp * shardGroupSize(layout)));

    const double gpuPerMicroBatch =
        matmulPerMicroBatch + attentionPerMicroBatch + memoryPerMicroBatch;
    // The CPU issues kernels ahead of the GPU; at small micro-batches it falls behind.
    const double cpuPerMicroBatch =
        stack.cpu_seconds_per_kernel * stageLayers * (layer.kernelsForward + layer.kernelsBackward);
    const double launchPerMicroBatch = std::max(0.0, cpuPerMicroBatch - gpuPerMicroBatch);

    // Tensor parallelism: per layer two all-gathers and two reduce-scatters of the micro-batch's
    // activations with sequence parallelism (two all-reduces without) in forward, the same in
    // backward and again in a recomputed forward (Korthikanti et al. 2022, §4.2.2). Where every
    // column-parallel projection gathers its own input (KempnerForge), forward has g gathers for
    // g projections and backward g reduce-scatters of their input gradients (g all-reduces
    // without sequence parallelism); the row-parallel outputs stay two. A head gathered to
    // Replicate() adds one all-gather of the logits per micro-batch; its backward is a local
    // slice.
    const MeasuredCollectives* measured = s.assumptions.measured_collectives.get();
    double tensorParallelPerMicroBatch = 0, tensorParallelTotal = 0;
    if (tp > 1) {
        const CollectiveGroup group = groupOf(layout, tp, 1);
        const double bytes = ctx.tokens * a.hidden_size * ctx.dtypes.activation;
        const double gathers = s.assumptions.tp_gathers_per_projection
                                   ? 3.0 + (a.mlp == MlpKind::SwiGlu ? 2.0 : 1.0)
                                   : 2.0;
        const double passes = 2 + recompute.matmul; // forward, backward, recomputed forward
        double perLayer = 0;
        if (layout.sequence_parallel) {
            // Each all-gather's backward is a reduce-scatter and the other way round.
            const double gather =
                collectiveSeconds(gpu, measured, Collective::AllGather, bytes, group);
            const double scatter =
                collectiveSeconds(gpu, measured, Collective::ReduceScatter, bytes, group);
            perLayer = (gathers + 2) * passes / 2 * (gather + scatter);
        } else {
            // Row-parallel outputs in every forward, column-parallel input gradients in backward.
            perLayer = (2 * (passes - 1) + gathers) *
                       collectiveSeconds(gpu, measured, Collective::AllReduce, bytes, group);
        }
        const double logits =
            s.assumptions.tp_loss_parallel
                ? 0.0
                : collectiveSeconds(gpu, measured, Collective::AllGather,
                                    ctx.tokens * double(a.vocab_size) * ctx.dtypes.activation,
                                    group);
        tensorParallelTotal = stageLayers * perLayer + logits;
        tensorParallelPerMicroBatch = tensorParallelTotal * (1 - stack.tensor_parallel_overlap);
    }
    // Context parallelism: ring attention passes each rank's K and V around the ring (cp − 1
    // steps) in forward and K, V and their gradients in backward, overlapped with the attention
    // blocks it computes meanwhile (Megatron cp_comm_type p2p; Liu et al. 2023, Ring Attention).
    double contextParallelPerMicroBatch = 0, contextParallelTotal = 0;
    if (cp > 1) {
        const double kvBytes = 2.0 * ctx.tokens * double(a.kvWidth()) / tp * ctx.dtypes.activation;
        const int stride = tp;
        const double step = pointToPointSeconds(gpu, kvBytes, stride, layout.gpus_per_node);
        const double forward = (cp - 1) * step * (1 + recompute.attention);
        const double backward = 2 * (cp - 1) * step;
        contextParallelTotal = stageLayers * (forward + backward);
        contextParallelPerMicroBatch =
            stageLayers *
            (std::max(0.0, forward - (1 + recompute.attention) * layer.forwardAttention) +
             std::max(0.0, backward - (layer.backwardAttention)));
    }

    // Expert parallelism: in every MoE layer one all-to-all sends each token's hidden state to its
    // k experts and another brings their outputs back, in forward, again for their gradients in
    // backward, and once more in a recomputed forward (Megatron-Core transformer/moe/
    // token_dispatcher.py, MoEAlltoAllTokenDispatcher; Rajbhandari et al. 2022, DeepSpeed-MoE,
    // §5). A rank sends (ep − 1)/ep of its k·tokens·h elements, padded to the capacity factor;
    // nccl-tests rate all-to-all by the same (n − 1)/n bus-bandwidth factor as all-gather
    // (doc/PERFORMANCE.md), so the all-gather model prices it. Exposed: overlapping the exchange
    // with compute is opt-in (Megatron-Core --overlap-moe-expert-parallel-comm).
    double expertParallelPerMicroBatch = 0;
    const int ep = std::max(layout.expert_parallel, 1);
    if (ep > 1 && a.isMoe()) {
        const CollectiveGroup group = groupOf(layout, ep, tp * cp);
        const double capacity = t.moe_capacity_factor > 0 ? t.moe_capacity_factor : 1.0;
        // Low precisions dispatch the tokens in the GEMM operand format and combine in bf16
        // (DeepSeek-V3 technical report, arXiv:2412.19437 §3.3.2).
        const double elements = ctx.tokens * a.experts_per_token * capacity *
                                double(a.hidden_size) / (layout.sequence_parallel ? tp : 1);
        auto exchange = [&](double bytes) {
            return collectiveSeconds(gpu, measured, Collective::AllGather, elements * bytes, group);
        };
        const double dispatch = exchange(ctx.dtypes.linearInput);
        const double combine = exchange(ctx.dtypes.activation);
        const double moeLayers = stageLayers * a.moeLayers() / std::max(a.layers, 1);
        // Forward (and a recomputed forward): dispatch, combine; backward: their gradients in
        // bf16.
        expertParallelPerMicroBatch =
            moeLayers * ((dispatch + combine) * (1 + recompute.matmul) + 2 * combine);
    }

    const double stagePerMicroBatch = gpuPerMicroBatch + launchPerMicroBatch +
                                      tensorParallelPerMicroBatch + contextParallelPerMicroBatch +
                                      expertParallelPerMicroBatch;
    // Pipeline: m micro-batches through p stages take (m + p − 1) stage-slots with 1F1B or GPipe,
    // m + (p − 1)/v with v interleaved chunks per rank (Narayanan et al. 2021, §2.2); the
    // warm-up and cool-down sends between stages are on the critical path.
    double bubble = 0, pointToPoint = 0;
    if (pp > 1) {
        const double v = layout.schedule == PipelineSchedule::Interleaved
                             ? std::max(layout.virtual_stages, 1)
                             : 1;
        bubble = (pp - 1) / v * stagePerMicroBatch;
        const double activationBytes = ctx.tokens * a.hidden_size * ctx.dtypes.activation /
                                       (layout.sequence_parallel ? tp : 1);
        const int stride = tp * cp * dp;
        pointToPoint = 2.0 * (pp - 1) * v *
                       pointToPointSeconds(gpu, activationBytes, stride, layout.gpus_per_node);
    }

    const DataParallelCost dataParallel = dataParallelCost(ctx, layer, stageLayers, mb);

    // Optimizer step over the local trainable shard: read parameter, gradient and states, write
    // parameter and states; torch's foreach AdamW adds its sqrt and denominator temporaries
    // (torch/optim/adamw.py _multi_tensor_adamw), the fused kernel does not.
    const double localTrainable =
        (t.method == TrainingMethod::Full ? double(s.parameters) : trainable) / (tp * pp) /
        (shardsOptimizer(layout.parallelism) ? shardGroupSize(layout) : 1);
    const double stateBytes = optimizerStateBytesPerParameter(t.optimizer, kFp32Bytes);
    const double optimizerBytes = 2 * 4.0 + 4.0 + 2 * stateBytes +
                                  (stack.fused_optimizer ? 0 : stateBytes) +
                                  (isMixedPrecision(t.precision) ? 2.0 : 0);
    if (layout.cpu_offload) {
        c.offload_time_s = localTrainable * kOffloadTransferBytesPerParameter /
                               std::max(gpu.host_link_bandwidth, 1.0) +
                           localTrainable / kCpuAdamParamsPerSecond;
    } else {
        c.optimizer_time_s = memorySeconds(ctx.sixteen, localTrainable * optimizerBytes);
    }

    // A CPU "device" shares its cores between the ranks placed on it.
    double cpuShare = 1;
    if (gpu.vendor == GpuVendor::Cpu && gpu.max_gpus_per_node > 0)
        cpuShare = std::max(1.0, double(layout.gpus_per_node) / gpu.max_gpus_per_node);

    // The exposed tensor- and context-parallel time is part of each stage slot (and so of the
    // bubble) but is reported, and added to the step, as communication.
    double compute = (mb * (gpuPerMicroBatch + launchPerMicroBatch) + bubble) * cpuShare;
    b.matmul_s = mb * matmulPerMicroBatch * cpuShare;
    b.attention_s = mb * attentionPerMicroBatch * cpuShare;
    b.memory_bound_s = mb * memoryPerMicroBatch * cpuShare;
    b.launch_overhead_s = mb * launchPerMicroBatch;
    b.pipeline_bubble_s = bubble;
    b.tensor_parallel_s = mb * tensorParallelPerMicroBatch;
    b.context_parallel_s = mb * contextParallelPerMicroBatch;
    b.expert_parallel_s = mb * expertParallelPerMicroBatch;
    b.pipeline_p2p_s = pointToPoint;
    b.data_parallel_s = dataParallel.exposed;
    b.total_communication_s =
        mb * (tensorParallelTotal + contextParallelTotal + expertParallelPerMicroBatch) +
        pointToPoint + dataParallel.total;

    c.utilisation_measured = s.assumptions.calibrated_utilisation > 0;
    if (c.utilisation_measured) {
        // A pilot measured this GPU: its utilisation replaces the kernel model's compute.
        compute = c.hardware_flops_per_step / gpus / (peak * s.assumptions.calibrated_utilisation);
    } else {
        compute /= stack.residual_efficiency;
    }
    c.compute_time_s = compute;
    c.communication_time_s = b.tensor_parallel_s + b.context_parallel_s + b.expert_parallel_s +
                             b.pipeline_p2p_s + b.data_parallel_s;
    if (t.activation_offloading && gpu.host_link_bandwidth > 0) {
        // Checkpoints go out in forward and come back in backward.
        const ActivationTerms act = activationTerms(s);
        const double moved =
            2.0 * act.offloaded_per_token * tokensPerMicroBatch * t.gradient_accumulation;
        c.offload_time_s +=
            std::max(0.0, moved / gpu.host_link_bandwidth - kOffloadOverlap * c.compute_time_s);
    }
    c.step_time_s =
        c.compute_time_s + c.communication_time_s + c.optimizer_time_s + c.offload_time_s;
    c.tokens_per_s = c.tokens_per_step / c.step_time_s;
    c.tokens_per_s_per_gpu = c.tokens_per_s / gpus;
    c.mfu = c.flops_per_step / (c.step_time_s * gpus * peak);
    c.utilisation = c.hardware_flops_per_step / gpus / (c.compute_time_s * peak);
    return c;
}

} // namespace runcard
