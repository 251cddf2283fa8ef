// Step time, shape-aware: every GEMM of a layer by its (M, N, K) and dtype, the attention core at
// its kernel's measured efficiency, the memory-bound work (norms, RoPE, activations, residuals,
// casts, the loss, dequantizing) at the measured streaming bandwidth, recompute by checkpointing
// policy, the CPU's kernel-issue time where the GPU outruns it, then tensor-, context-, pipeline-
// and data-parallel communication with what hides behind compute, and the optimizer step. Each
// GPU's share of one optimizer step on the slowest pipeline stage. docs/scaling-model.md derives
// every term; kernel_model.h, communication.h and stack_priors.h hold the priors.
#include "planner/activation_memory.h"
#include "planner/expert_exchange.h"
#include "planner/model_state.h"
#include "planner/step_time_parts.h"

#include <algorithm>
#include <cmath>

namespace runcard {
namespace {

// Whether the optimizer update writes and reads back temporaries the size of its state: torch's
// foreach and for-loop AdamW materialise sqrt(exp_avg_sq) and the denominator
// (torch/optim/adamw.py, _multi_tensor_adamw, _single_tensor_adamw), its fused kernel does not
// (_fused_adamw); the implementation is the one the memory model takes (trainingShape).
// bitsandbytes steps each tensor in one kernel (csrc/kernels.cu, kOptimizer32bit2State,
// kOptimizerStatic8bit2StateBlockwise), torchao's low-bit AdamW in one compiled kernel
// (torchao/optim/adam.py, single_param_adam); SGD updates its buffer in place. Adafactor and Lion
// are Python updates built of whole-tensor ops.
bool updateWritesTemporaries(const TrainingShape& t) {
    switch (t.optimizer) {
    case OptimizerKind::AdamW:
        return t.optimizer_implementation != OptimizerImplementation::Fused;
    case OptimizerKind::Adafactor:
    case OptimizerKind::Lion:
        return true;
    case OptimizerKind::AdamW8bit:
    case OptimizerKind::PagedAdamW8bit:
    case OptimizerKind::PagedAdamW:
    case OptimizerKind::AdamW4bit:
    case OptimizerKind::AdamW8bitTorchao:
    case OptimizerKind::Sgd:
    case OptimizerKind::SgdMomentum:
        return false;
    }
    return true;
}

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

} // namespace

using namespace step_time;

ComputeEstimate estimateCompute(const Scenario& s) {
    const TrainingShape& t = s.shape;
    const ModelArchitecture& a = s.arch;
    const ParallelLayout& layout = s.layout;
    const int gpus = layout.gpuCount();
    ComputeEstimate c;
    if (!s.gpu)
        return c;
    const GpuSpec& gpu = *s.gpu;
    // Megatron launched without its overlap flags reduces the gradients after backward, gathers
    // the parameters after the step and waits for every tensor-parallel collective
    // (megatron/training/arguments.py: --overlap-grad-reduce, --overlap-param-gather and
    // --tp-comm-overlap are off unless given; megatron/core/distributed/
    // distributed_data_parallel.py, finish_grad_sync).
    StackPrior stack = stackPrior(s.assumptions.stack);
    if (s.assumptions.framework == FrameworkProfile::Megatron) {
        if (!t.overlap_grad_reduce) {
            stack.data_parallel_overlap = 0;
            stack.overlaps_parameter_gather = false;
        }
        if (!t.tp_comm_overlap)
            stack.tensor_parallel_overlap = 0;
    }
    // DeepSpeed without overlap_comm reduces its buckets on the compute stream
    // (deepspeed/runtime/zero/stage_1_and_2.py average_tensor; stage3.py
    // reduce_and_partition_stream = the default stream); ZeRO-3 still prefetches its gathers.
    if (runsDeepSpeedZero(s.assumptions.stack, layout.parallelism) && !t.overlap_grad_reduce)
        stack.reduces_on_compute_stream = true;
    const int tp = std::max(layout.tensor_parallel, 1);
    const int pp = std::max(layout.pipeline_parallel, 1);
    const int cp = std::max(layout.context_parallel, 1);
    const int dp = std::max(layout.dataParallel(), 1);
    const double microBatches = std::max(t.gradient_accumulation, 1);

    // Tokens per micro-batch: the real ones count (data.mean_tokens on unpacked data); the
    // kernels also run over the padding (training.padding: to the batch's expected longest, to
    // sequence_length, or none in length-grouped batches).
    const double countedPerMicroBatch = throughputTokensPerMicroBatch(s);
    const double rowTokens = paddedSequenceTokens(t);
    const double tokensPerMicroBatch = rowTokens * t.micro_batch;
    c.tokens_per_step = countedPerMicroBatch * microBatches * dp;
    c.padded_sequence_tokens = rowTokens;
    c.real_sequence_tokens = countedPerMicroBatch / t.micro_batch;

    // Model FLOPs: the head counts, the embedding lookup and a learned position table's do not
    // (torchtitan's TransformerModelArgs.get_nparams_and_flops excludes the embedding); attention
    // 12·L·H·Q·T forward + backward (torchtitan, PaLM App. B).
    // Mixture-of-experts: only the active parameters compute (the experts a token is routed to).
    const double inactive = double(s.counts.total(a.layers) - s.counts.active(a.layers));
    const double matmulParameters =
        double(s.parameters - (a.tied_embeddings ? 0 : s.counts.embedding) -
               s.counts.position_table) -
        inactive;
    // Each token attends over its sequence: the padded row in the kernels, the real sequence in
    // the model FLOPs.
    const auto attentionPerToken = [&](double span) {
        return 12.0 * a.layers * double(a.queryWidth()) * span * a.attentionSpanShare(span);
    };
    // Packed documents that attend only to themselves (TrainingShape::document_tokens): the model
    // FLOPs count each document's span; the hardware runs it where the framework skips the other
    // documents, and the whole row under a dense mask.
    const bool perDocument = t.document_masking != DocumentMasking::None;
    // The hardware FLOPs count what the attention kernels compute (attention_time.cpp
    // addAttention), where the model FLOPs count the whole square: a causal FlashAttention-class
    // kernel skips the masked half, 2·span·q forward per token and layer, and its backward computes
    // kAttentionBackwardFlopsRatio times that; a dense mask computes the whole row, 4·s·q; eager
    // attention the whole row too, its backward four batched GEMMs to the forward's two.
    const bool eager = t.attention == AttentionKernel::Eager;
    const double attentionForward =
        eager || t.document_masking == DocumentMasking::DenseMask
            ? 4.0 * a.layers * double(a.queryWidth()) * rowTokens
            : attentionPerToken(t.document_masking == DocumentMasking::Skipped ? t.document_tokens
                                                                               : rowTokens) /
                  6.0;
    const double attention =
        attentionForward * (1.0 + (eager ? 2.0 : kAttentionBackwardFlopsRatio));
    const double trainable = double(trainableParameters(s));
    // Adapters on routed experts compute only for the k of E experts a token visits.
    const double activeTrainable =
        trainable -
        (t.method == TrainingMethod::Full || !a.isMoe()
             ? 0.0
             : expertAdapterParameters(s) * (1.0 - double(a.experts_per_token) / a.experts));
    const double weightFlopsPerToken =
        t.method == TrainingMethod::Full
            ? 6.0 * matmulParameters // 2N forward + 4N backward (Kaplan 2020)
            // Frozen weights skip their weight gradient: 2N forward + 2N input gradients, and
            // the adapters' own 6 FLOPs per parameter.
            : 4.0 * matmulParameters + 6.0 * activeTrainable;
    const double perToken = weightFlopsPerToken + attention;
    // The forward share each checkpointing policy runs again (activation_memory.h); the head is
    // outside the checkpointed blocks.
    const RecomputeShare recompute = recomputeShare(s);
    // A tiled MLP's forward once more (its GEMMs: 2 FLOPs a weight of the MLP a token passes).
    const double tiledMlpFlops =
        t.tiled_mlp ? 2.0 * a.layers * (a.mlp == MlpKind::SwiGlu ? 3.0 : 2.0) *
                          double(a.hidden_size) * a.activeMlpWidth(expertCopiesPerToken(s))
                    : 0.0;
    const double recomputeFlops =
        recompute.matmul * 2.0 *
            (matmulParameters -
             double(s.counts.lm_head + (a.tied_embeddings ? s.counts.embedding : 0))) +
        recompute.attention * attentionForward + tiledMlpFlops;
    // Model FLOPs count the real tokens; the hardware also runs the padding.
    const double jobTokens = tokensPerMicroBatch * microBatches * dp;
    c.flops_per_step =
        (weightFlopsPerToken +
         attentionPerToken(perDocument ? t.document_tokens : c.real_sequence_tokens)) *
        c.tokens_per_step;
    // Frozen weights in a unit that requires grad still run their weight-gradient GEMMs
    // (fsdpUnitGradientParameters): the blocks' linears, and the head where the root unit holds
    // an adapter; work the hardware does that the model FLOPs do not count.
    const double unitGradientParameters = fsdpUnitGradientParameters(s);
    const bool rootInUnit = t.lora_head || t.lora_embedding;
    const double wastedFlopsPerToken = unitGradientParameters > 0
                                           ? 2.0 * (double(s.counts.linearWeights(a.layers)) +
                                                    (rootInUnit ? double(s.counts.lm_head) : 0.0))
                                           : 0.0;
    // Adapters merged into the expert tensors (mergesExpertAdapters): each routed row also runs
    // the merged tensor's weight gradient, and each micro-batch builds every local expert's
    // delta (2·r·in·out) and its two gradients.
    const MergedExpertTensors merged = mergedExpertTensors(s);
    const double mergedFlopsPerToken =
        merged.elements > 0 ? 2.0 * a.moeLayers() * a.experts_per_token * merged.elements +
                                  6.0 * t.lora_rank * merged.elements * a.moeLayers() * a.experts /
                                      std::max(s.layout.expert_parallel, 1) / tokensPerMicroBatch
                            : 0.0;
    c.hardware_flops_per_step =
        (perToken + wastedFlopsPerToken + mergedFlopsPerToken + recomputeFlops) * jobTokens;

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
    ctx.row_tokens = rowTokens;
    ctx.tp = tp;
    ctx.cp = cp;
    ctx.cp_comm = layout.context_parallel_comm;
    ctx.pp = pp;
    ctx.fused = stack.fused_elementwise || t.compile;
    ctx.expert_adapters = a.isMoe() && adaptsMlp(t);
    ctx.experts = scenarioExpertRun(s, stack, gpu); // parses the GPU's target
    ctx.grouped_experts = ctx.experts == ExpertRun::Grouped;
    ctx.grouped_expert_adapters =
        ctx.grouped_experts && expertAdapters(s, stack) == ExpertAdapters::Grouped;
    ctx.merged_expert_adapters = mergesExpertAdapters(s);
    ctx.expert_tensor_adapters = adaptsExpertTensors(s);
    ctx.fused_norms = ctx.fused || t.fused_norm_kernel;
    ctx.fused_swiglu = ctx.fused || t.fused_swiglu_kernel;
    ctx.fused_rope = ctx.fused || t.fused_rope_kernel;
    ctx.frozen_weight_gradients = unitGradientParameters > 0;

    // One decoder layer, one micro-batch, with the recompute its policy adds to backward.
    LayerTime layer = layerTime(ctx);
    layer.backwardMatmul += recompute.matmul * layer.forwardMatmul;
    layer.backwardAttention += recompute.attention * layer.forwardAttention;
    layer.backwardMemory += recompute.elementwise * layer.forwardMemory;
    layer.kernelsBackward += recompute.matmul * layer.kernelsForward;
    layer.recomputedForward = recompute.matmul;
    // A tiled MLP runs the MLP's forward once more in backward, whatever the checkpointing
    // (DeepSpeed's TiledMLP docstring: "the forward occurs twice each iteration. And if you're
    // using activation checkpointing it then occurs trice").
    layer.backwardMatmul += layer.forwardMlpMatmul;
    layer.backwardMemory += layer.forwardMlp;

    const double stageLayers = layout.stageLayers(a.layers);
    // The busiest stage's share of the model's weights (1/p where the layers divide).
    const double stageShare = stageLayers / std::max(a.layers, 1);
    LayerTime ends; // the last stage's head and loss (the first stage's embedding is smaller)
    addHeadAndLoss(ctx, ends);
    // A learned position table's rows are added to the lookup's output (read two, write one),
    // and a trained table sums the output gradient into its rows (read, write).
    const double positionPasses =
        s.counts.position_table > 0 ? 3.0 + (t.method == TrainingMethod::Full ? 2.0 : 0.0) : 0.0;
    const double embeddingBytes =
        tokensPerMicroBatch / cp * a.hidden_size * ctx.dtypes.activation *
        (2 * (t.method == TrainingMethod::Full || t.saves_embedding ? 3.0 : 1.0) + positionPasses);

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
        memoryPerMicroBatch +=
            memorySeconds(ctx.sixteen, 6.0 * double(s.parameters) * stageShare / tp);
    // Eager autograd writes each weight gradient in 16 bit, casts it to the fp32 .grad and adds
    // (read 2, write 4, read 4 + 4, write 4); Megatron accumulates inside the GEMM. Where .grad
    // is a plain tensor reset to None by zero_grad (torch's default since 2.0), the first
    // micro-batch's gradient is stolen, not added (torch/csrc/autograd/functions/
    // accumulate_grad.h, accumulateGrad: "we can steal new_grad without a deep copy"): only the
    // cast runs then, and the add in each later micro-batch of the accumulation.
    if (t.method == TrainingMethod::Full && !stack.fused_gradient_accumulation) {
        const double cast = ctx.dtypes.gradient > ctx.dtypes.activation
                                ? ctx.dtypes.activation + ctx.dtypes.gradient
                                : 0.0;
        const double add = 3 * ctx.dtypes.gradient;
        const bool plainGradients =
            layout.parallelism == Parallelism::Single || layout.parallelism == Parallelism::Ddp;
        const double bytesPerParameter = plainGradients ? add * (microBatches - 1) / microBatches
                                                        : (ctx.dtypes.gradient == 4.0 ? 18.0 : 6.0);
        const double localParameters =
            double(s.parameters) * stageShare / (tp * shardGroupSize(layout));
        memoryPerMicroBatch += memorySeconds(ctx.sixteen, bytesPerParameter * localParameters);
        // The widening cast of each 16-bit weight gradient is a scalar loop (scalarLoopSeconds).
        if (plainGradients && cast > 0)
            memoryPerMicroBatch +=
                scalarLoopSeconds(ctx.sixteen, localParameters, cast * localParameters);
    }

    const double gpuPerMicroBatch =
        matmulPerMicroBatch + attentionPerMicroBatch + memoryPerMicroBatch;
    const double gpuForwardPerMicroBatch = stageSum(&LayerTime::forwardMatmul) +
                                           stageSum(&LayerTime::forwardAttention) +
                                           stageSum(&LayerTime::forwardMemory);

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
        // The hidden part slows the GEMMs under it: userbuffers overlap takes SMs from them
        // (NeMo tp_overlap_configs/userbuffers.py, set_sm_margin; docs/scaling-model.md).
        tensorParallelPerMicroBatch =
            tensorParallelTotal * (1 - stack.tensor_parallel_overlap) +
            overlapContention(tensorParallelTotal * stack.tensor_parallel_overlap);
    }
    // Context parallelism: ring attention passes each rank's K and V around the ring (cp − 1
    // steps) in forward and K, V and their gradients in backward, overlapped with the attention
    // blocks it computes meanwhile (Megatron cp_comm_type p2p; Liu et al. 2023, Ring Attention).
    // An all-to-all exchange (DeepSpeed-Ulysses, Megatron cp_comm_type a2a) instead sends a
    // rank's queries, keys, values and output shards to the other ranks, (cp − 1)/cp of each, in
    // forward (and a recomputed forward) and their gradients in backward: 4·s·h/cp per rank and
    // layer each way for multi-head attention (Jacobs et al. 2023, arXiv:2309.14509; DeepSpeed's
    // blogs/deepspeed-ulysses, "Significant Communication Volume Reduction"), less with fewer
    // key/value heads. Attention cannot start before the exchange ends, nor the output projection
    // before the output's: exposed (XTuner's all_to_all calls block, DeepSpeed's
    // DistributedAttention overlaps only when given a stream).
    double contextParallelPerMicroBatch = 0, contextParallelTotal = 0;
    if (cp > 1 && layout.context_parallel_comm == ContextParallelComm::AllToAll) {
        const CollectiveGroup group = groupOf(layout, cp, tp);
        const double onNode = double(group.per_node - 1) / cp;
        const double offNode = double(cp - group.per_node) / cp;
        const AllToAllWidths widths = allToAllWidths(ctx);
        auto exchange = [&](double width) {
            const double bytes = ctx.tokens * width * ctx.dtypes.activation;
            return allToAllSeconds(gpu, measured, bytes, bytes * onNode, bytes * offNode, group);
        };
        const double perPass = 2 * exchange(widths.query) + 2 * exchange(widths.key);
        contextParallelTotal = stageLayers * perPass * (2 + recompute.attention);
        contextParallelPerMicroBatch = contextParallelTotal;
    } else if (cp > 1) {
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
        // NCCL's send/receive kernels share the GPU with the attention they hide behind.
        contextParallelPerMicroBatch +=
            overlapContention(contextParallelTotal - contextParallelPerMicroBatch);
    }

    // Expert parallelism: in every MoE layer one exchange sends each token's hidden state to the
    // GPUs of its k experts and another brings their outputs back, in forward, again for their
    // gradients in backward, and once more in a recomputed forward (Megatron-Core
    // transformer/moe/token_dispatcher.py; Rajbhandari et al. 2022, DeepSpeed-MoE, §5). What a GPU
    // sends inside its node and beyond it follows the dispatcher (expert_exchange.h); the
    // all-to-all's cost, the links they cross (communication.h, allToAllSeconds). Exposed:
    // overlapping the exchange with compute is opt-in (Megatron-Core
    // --overlap-moe-expert-parallel-comm).
    double expertParallelPerMicroBatch = 0, exchangeForwardPerLayer = 0,
           exchangeBackwardPerLayer = 0;
    const int ep = std::max(layout.expert_parallel, 1);
    if (ep > 1 && a.isMoe()) {
        const CollectiveGroup group = groupOf(layout, ep, tp * cp);
        const double capacity = t.moe_capacity_factor > 0 ? t.moe_capacity_factor : 1.0;
        const ExpertExchange perToken =
            expertExchangePerToken(t.moe_dispatcher, a.experts, a.experts_per_token, ep,
                                   group.per_node, capacity, t.moe_routing);
        const double tokens = ctx.tokens / (layout.sequence_parallel ? tp : 1);
        // Low precisions dispatch the tokens in the GEMM operand format and combine in bf16
        // (DeepSeek-V3 technical report, arXiv:2412.19437 §3.3.2).
        auto exchange = [&](double bytes) {
            const double hidden = tokens * double(a.hidden_size) * bytes;
            return allToAllSeconds(gpu, measured, hidden * a.experts_per_token * capacity,
                                   hidden * perToken.on_node, hidden * perToken.off_node, group);
        };
        const double dispatch = exchange(ctx.dtypes.linearInput);
        const double combine = exchange(ctx.dtypes.activation);
        const double moeLayers = stageLayers * a.moeLayers() / std::max(a.layers, 1);
        exchangeForwardPerLayer = (dispatch + combine) * moeLayers / std::max(stageLayers, 1.0);
        exchangeBackwardPerLayer = 2 * combine * moeLayers / std::max(stageLayers, 1.0);
        // Forward (and a recomputed forward): dispatch, combine; backward: their gradients in
        // bf16.
        expertParallelPerMicroBatch =
            moeLayers * ((dispatch + combine) * (1 + recompute.matmul) + 2 * combine);
        // Batch-level overlap (--overlap-moe-expert-parallel-comm) runs one micro-batch's
        // forward beside the backward of the one before it, each one's exchanges under the
        // other's compute; the first forward and the last backward run alone
        // (megatron/core/pipeline_parallel/combined_1f1b.py). Of m micro-batches, m − 1 hide up to
        // a micro-batch's compute, and the hidden part slows the kernels under it.
        if (t.overlap_moe_expert_parallel_comm && microBatches > 1) {
            const double hidden = (microBatches - 1) / microBatches *
                                  std::min(expertParallelPerMicroBatch, gpuPerMicroBatch);
            expertParallelPerMicroBatch += overlapContention(hidden) - hidden;
        }
    }

    // The CPU issues kernels ahead of the GPU; at small micro-batches it falls behind.
    const double launchPerMicroBatch =
        exposedHostSeconds(ctx, layer, stageLayers, gpuForwardPerMicroBatch,
                           gpuPerMicroBatch - gpuForwardPerMicroBatch, exchangeForwardPerLayer,
                           exchangeBackwardPerLayer);
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
    // parameter and states, plus the update's temporaries (updateWritesTemporaries).
    const double localTrainable =
        (t.method == TrainingMethod::Full ? double(s.parameters)
                                          : trainable + savedModuleParameters(s)) *
        stageShare / tp / (shardsOptimizer(layout.parallelism) ? shardGroupSize(layout) : 1);
    // Master and moments as a mixed-precision optimizer keeps them (mixedOptimizerElements); a
    // master held as a 16-bit remainder is read and written with its 16-bit parameter, which
    // then needs no write of its own.
    const MixedOptimizerElements elements = mixedOptimizerElements(s);
    const double stateBytes = optimizerStateBytesPerParameter(t.optimizer, elements.moments);
    const double masterBytes =
        elements.master_is_remainder
            ? 2 * (elements.master + 2.0)
            : 2 * elements.master + (isMixedPrecision(t.precision) ? 2.0 : 0);
    const double optimizerBytes =
        masterBytes + 4.0 + 2 * stateBytes + (updateWritesTemporaries(t) ? stateBytes : 0);
    if (layout.cpu_offload) {
        c.offload_time_s = localTrainable * kOffloadTransferBytesPerParameter /
                               std::max(gpu.host_link_bandwidth, 1.0) +
                           localTrainable / kCpuAdamParamsPerSecond;
    } else {
        // Clipping the global norm first reads every local gradient for the norm, then reads and
        // writes it to scale it, unconditionally (torch/nn/utils/clip_grad.py: _foreach_norm,
        // then _foreach_mul_ by the clamped coefficient; Megatron's clip_grads.py:
        // multi_tensor_l2norm, then multi_tensor_scale); the norm's all-reduce is one scalar.
        const double gradientBytes =
            t.method == TrainingMethod::Full ? ctx.dtypes.gradient : adapterPrecision(s).weights;
        const double clipBytes = t.clips_gradients ? 3 * gradientBytes : 0.0;
        c.optimizer_time_s =
            memorySeconds(ctx.sixteen, localTrainable * (optimizerBytes + clipBytes));
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
    b.bucket_copies_s = dataParallel.bucket_copies * cpuShare;
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
    // DDP's bucket copies count here rather than in compute: a utilisation calibrated on one GPU
    // does not include them.
    c.communication_time_s = b.tensor_parallel_s + b.context_parallel_s + b.expert_parallel_s +
                             b.pipeline_p2p_s + b.data_parallel_s + b.bucket_copies_s;
    if (t.activation_offloading && gpu.host_link_bandwidth > 0) {
        // Checkpoints go out in forward and come back in backward.
        const ActivationTerms act = activationTerms(s);
        const double moved =
            2.0 * act.offloaded_per_token * tokensPerMicroBatch * t.gradient_accumulation;
        c.offload_time_s +=
            std::max(0.0, moved / gpu.host_link_bandwidth - kOffloadOverlap * c.compute_time_s);
    }
    if (gpu.host_link_bandwidth > 0 && isPagedOptimizer(t.optimizer)) {
        // Paged state the device has no room for lives on the host; each step's update prefetches
        // it while as much is evicted (bitsandbytes optim/optimizer.py, prefetch_state). PCIe is
        // full duplex, so the two directions overlap: the host share crosses the link once.
        c.offload_time_s += double(estimateMemory(s).paged_on_host_bytes) / gpu.host_link_bandwidth;
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
