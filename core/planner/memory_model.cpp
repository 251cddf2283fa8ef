// Per-GPU memory at the step's peak: model states by precision regime and parallel layout, the
// adapters, activations and logits, buffers, then the allocator's reserve and the runtime. Every
// constant names its source; the derivations are in docs/memory-model.md.
#include "planner/activation_memory.h"
#include "planner/model_state.h"
#include "planner/pilot_memory_profile.h"
#include "planner/plan.h"

#include <algorithm>

namespace runcard {
namespace {

// Collective-library buffers per process on multi-GPU jobs: NCCL keeps NCCL_BUFFSIZE (4 MiB) per
// channel and peer plus its proxy and workspace buffers, "hundreds of MB" in practice (NCCL
// environment-variable documentation, NCCL_BUFFSIZE). A planning figure, not a measurement.
constexpr double kCollectiveBufferBytes = 384.0 * 1024 * 1024;
// NF4 weights: 4 bits + one fp32 absmax per 64 weights = 4.5 bits; with double quantization the
// constants are 8-bit per 64 plus fp32 per 256 blocks: 4 + 8/64 + 32/(64*256) = 4.127 bits
// (Dettmers et al. 2023, QLoRA, §3; verified against litgpt resource tables).
constexpr double kNf4Bytes = 4.5 / 8.0;
constexpr double kNf4DoubleQuantBytes = (4.0 + 8.0 / 64.0 + 32.0 / (64.0 * 256.0)) / 8.0;
// QLoRA keeps embeddings, head and norms in 16 bit (bitsandbytes skips them; transformers
// BitsAndBytesConfig llm_int8_skip_modules defaults to the output head).
constexpr double kQloraUnquantizedBytes = 2.0;
// A fused linear + cross-entropy kernel materialises the logits of one chunk of rows at a time:
// Liger-Kernel sizes a chunk so it holds about as much as the hidden states it replaces
// (src/liger_kernel/ops/fused_linear_cross_entropy.py: chunk = BT / ceil(V/H), a power of two),
// about 1k rows at 8k tokens per GPU for Llama-class vocabularies. A planning bound.
constexpr double kFusedLossChunkTokens = 1024;
// The chunk's fp32 logits and their gradient.
constexpr double kFusedLossBytesPerLogit = 2 * 4.0;

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
    m.headroom_bytes = m.usable_bytes - m.device_total_bytes;
    m.fits = m.headroom_bytes >= 0;
    m.margin_ok = double(m.headroom_bytes) >= s.memory_margin * double(m.usable_bytes);
    return m;
}

// One GPU's share of each memory term under tensor, pipeline and context parallelism, for one
// pipeline stage.
struct StageShares {
    double states = 1;      // weights, gradients, optimizer state, adapters, their buffers
    double activations = 1; // saved activations of the whole stack for one micro-batch
    double transient = 1;   // one block's backward transient
    double logits = 1;      // the loss path (last stage only)
    bool divides() const { return states != 1 || activations != 1 || logits != 1; }
};

// Korthikanti et al. 2022 ("Reducing Activation Recomputation in Large Transformer Models",
// Table 2): per layer, tensor parallelism alone divides 24 of the 34·s·b·h bytes by t and leaves
// the norms' and dropouts' 10·s·b·h replicated; with sequence parallelism all 34 divide by t.
constexpr double kReplicatedWithoutSequenceParallel = 10.0 / 34.0;

StageShares stageShares(const Scenario& s, bool lastStage) {
    const ParallelLayout& l = s.layout;
    const double tp = std::max(l.tensor_parallel, 1), pp = std::max(l.pipeline_parallel, 1),
                 cp = std::max(l.context_parallel, 1);
    StageShares share;
    // Weights: a stage holds L/p blocks, the first also the embedding, the last the head and the
    // final norm; tensor parallelism splits every matrix and the vocabulary (Megatron's
    // VocabParallelEmbedding), replicating only the norms' small vectors.
    const ParameterCounts& n = s.counts;
    const double blocks = double(s.arch.layers) / pp * double(n.perLayer());
    const double ends =
        pp == 1     ? double(n.embedding + n.lm_head + n.final_norm)
        : lastStage ? double((s.arch.tied_embeddings ? n.embedding : n.lm_head) + n.final_norm)
                    : double(n.embedding);
    share.states = (blocks + ends) / tp / std::max(double(s.parameters), 1.0);
    const double tensor = tp == 1               ? 1.0
                          : l.sequence_parallel ? 1.0 / tp
                                                : kReplicatedWithoutSequenceParallel +
                                                      (1 - kReplicatedWithoutSequenceParallel) / tp;
    // Micro-batches whose activations a stage holds at once: 1F1B's first stage holds p of them,
    // the interleaved schedule p·(1 + (p−1)/(p·v)), GPipe all m; the last stage one
    // (megatron/training/theoretical_memory_usage.py, compute_activation_memory).
    const double m = std::max(s.shape.gradient_accumulation, 1);
    double inFlight = 1;
    if (pp > 1 && !lastStage) {
        switch (l.schedule) {
        case PipelineSchedule::OneFOneB:
            inFlight = std::min(m, pp);
            break;
        case PipelineSchedule::Interleaved:
            inFlight = std::min(m, pp * (1 + (pp - 1) / (pp * std::max(l.virtual_stages, 1))));
            break;
        case PipelineSchedule::GPipe:
            inFlight = m;
            break;
        }
    }
    share.activations = inFlight / pp * tensor / cp;
    share.transient = tensor / cp;
    share.logits = pp > 1 && !lastStage ? 0 : 1.0 / (tp * cp);
    return share;
}

// The stage whose memory is largest: the first holds the most activations, the last the head and
// the loss path.
StageShares heaviestStage(const Scenario& s, double states, double activations, double logits) {
    const StageShares first = stageShares(s, false);
    if (s.layout.pipeline_parallel <= 1)
        return first;
    const StageShares last = stageShares(s, true);
    auto total = [&](const StageShares& x) {
        return x.states * states + x.activations * activations + x.logits * logits;
    };
    return total(first) >= total(last) ? first : last;
}

} // namespace

MemoryEstimate estimateMemory(const Scenario& s) {
    if (s.assumptions.activations == ActivationProfile::RuncardPilot)
        return withActivationScale(pilotMemoryEstimate(s), s); // the pilot's own accounting
    const TrainingShape& t = s.shape;
    const ParallelLayout& layout = s.layout;
    const double parameters = double(s.parameters);
    const double linearParameters = double(s.counts.linear_weights_per_layer) * s.arch.layers;
    const double shards = shardGroupSize(layout);
    const double tokens = double(t.sequence_length) * t.micro_batch;
    const bool full = t.method == TrainingMethod::Full;
    const bool mixed = isMixedPrecision(t.precision);
    const double computeBytes = bytesPerElement(t.precision);
    const Parallelism par = layout.parallelism;

    MemoryEstimate m;
    double weights = 0, gradients = 0, optimizer = 0, adapters = 0, buffers = 0;
    double hostBytes = 0, pagedBytes = 0, optimizerTransient = 0;

    // Unit gathered by ZeRO-3/FSDP: one decoder block, or the embedding/head root unit if larger.
    const double blockParameters = double(s.counts.perLayer());
    const double rootParameters =
        double(s.counts.embedding + s.counts.lm_head + s.counts.final_norm);
    const double unitParameters = std::max(blockParameters, rootParameters);

    // The optimizer step's transient: torch's foreach AdamW (the default on GPU) materialises
    // sqrt(exp_avg_sq) for the whole parameter group (torch/optim/adamw.py, _multi_tensor_adamw).
    auto transientBytesPerParameter = [&](double stateBytes) {
        return t.optimizer == OptimizerKind::AdamW ? stateBytes : 0;
    };

    if (full) {
        // Model states per parameter by regime (docs/memory-model.md, "Model states"):
        //  single/DDP autocast (HF "anatomy of model memory": fp32 params 4 + fp32 grads 4 +
        //    states, bf16 copies of the linears cached by autocast until backward, the "+2" of
        //    18 B/param);
        //  ZeRO/Megatron mixed: 16-bit params 2, fp32 master inside the optimizer (+4);
        //  FSDP mixed: fp32 sharded params 4, gathered bf16 units; pure bf16: 2 + 2 + states.
        const bool fsdp = isFsdp(par);
        const bool zero =
            par == Parallelism::Zero1 || par == Parallelism::Zero2 || par == Parallelism::Zero3;
        double w = 4, g = 4, stateBytes = 4, master = 0;
        if (t.precision == Precision::Bf16) {
            w = 2, g = 2, stateBytes = 2;
        } else if (mixed && zero) {
            // DeepSpeed estimator: 2Ψ 16-bit params; 16-bit + fp32 gradient partitions; fp32
            // master + Adam states (deepspeed/runtime/zero/stage_1_and_2.py, 2Ψ + 18Ψ/N).
            w = 2, g = (par == Parallelism::Zero1) ? 4 : 6, master = 4;
        }
        double o = optimizerStateBytesPerParameter(t.optimizer, stateBytes) + master;
        if (t.optimizer == OptimizerKind::Adafactor)
            o = adafactorStateBytes(s) / parameters + master;

        weights = parameters * w / (shardsParameters(par) ? shards : 1);
        gradients = parameters * g / (shardsGradients(par) ? shards : 1);
        optimizer = parameters * o / (shardsOptimizer(par) ? shards : 1);
        optimizerTransient = parameters * transientBytesPerParameter(stateBytes) /
                             (shardsOptimizer(par) ? shards : 1);
        if (t.optimizer_in_backward) {
            gradients = double(s.counts.largest_linear) * g; // one tensor's gradient at a time
            optimizerTransient = double(s.counts.largest_linear) * stateBytes;
        }
        if (t.optimizer == OptimizerKind::PagedAdamW8bit) {
            pagedBytes = optimizer; // unified memory: invisible to the allocator statistics
            optimizer = 0;
        }

        if (mixed && (par == Parallelism::Single || par == Parallelism::Ddp))
            buffers += linearParameters * computeBytes; // autocast's cached 16-bit weight copies
        if (fsdp && par == Parallelism::FsdpGradOp)
            buffers += parameters * computeBytes; // SHARD_GRAD_OP keeps unsharded params fwd→bwd
        else if (shardsParameters(par))
            // Current + prefetched unit's gathered params, and the current unit's unsharded grads
            // before reduce-scatter (DeepSpeed stage3 estimator: 4 × largest layer in 16 bit; we
            // count three units).
            buffers += 3 * unitParameters * computeBytes;
        if (par == Parallelism::Ddp && !s.assumptions.ddp_gradient_as_bucket_view)
            buffers += parameters * g; // DDP buckets copy every gradient (torch DDP docstring)
        if (layout.cpu_offload) {
            // Optimizer states and the fp32 master live on the host; under ZeRO-3/FSDP the
            // sharded params and grads too. The GPU keeps compute copies and gathered units.
            hostBytes += optimizer + gradients;
            optimizer = 0;
            gradients = shardsParameters(par) ? 0 : parameters * computeBytes;
            if (shardsParameters(par)) {
                hostBytes += weights;
                weights = 0;
            }
        }
    } else {
        // LoRA / QLoRA: a frozen base in the compute dtype or NF4, trainable adapters.
        double frozen = parameters * computeBytes;
        if (t.method == TrainingMethod::QLora) {
            const double nf4 = t.qlora_double_quant ? kNf4DoubleQuantBytes : kNf4Bytes;
            frozen =
                linearParameters * nf4 + (parameters - linearParameters) * kQloraUnquantizedBytes;
            // one layer's weights dequantized to 16 bit for its matmuls
            buffers += kQloraUnquantizedBytes * double(s.counts.linear_weights_per_layer);
        }
        weights = frozen / (shardsParameters(par) ? shards : 1);
        if (shardsParameters(par))
            buffers += 2 * unitParameters *
                       (t.method == TrainingMethod::QLora ? kQloraUnquantizedBytes : computeBytes);
        const double trainable = double(trainableParameters(s));
        // PEFT upcasts adapters to fp32 even on a bf16 base; others keep the parameter dtype.
        const double adapterBytes =
            (s.assumptions.adapters_in_fp32 || t.precision != Precision::Bf16) ? kFp32Bytes : 2.0;
        const double states = t.optimizer != OptimizerKind::Adafactor
                                  ? optimizerStateBytesPerParameter(t.optimizer, adapterBytes)
                                  : (trainable > 0 ? adafactorStateBytes(s) / trainable : 0);
        adapters = trainable * (2 * adapterBytes + states);
        if (t.optimizer == OptimizerKind::PagedAdamW8bit) {
            pagedBytes = trainable * states;
            adapters -= pagedBytes;
        }
        optimizerTransient = trainable * transientBytesPerParameter(adapterBytes);
        if (par == Parallelism::Ddp && !s.assumptions.ddp_gradient_as_bucket_view)
            buffers += trainable * adapterBytes;
    }

    const ActivationTerms act = activationTerms(s);
    double activations = act.saved_per_token * tokens;
    double logits = act.logits_per_token * tokens;
    double backwardBuffers = buffers + act.block_transient * tokens;
    if (t.loss == LossMode::Fused)
        backwardBuffers += kFusedLossBytesPerLogit * double(s.arch.vocab_size) *
                           std::min(tokens, kFusedLossChunkTokens);
    hostBytes += act.offloaded_per_token * tokens;
    if (s.assumptions.calibrated_activation_scale > 0) {
        activations *= s.assumptions.calibrated_activation_scale;
        logits *= s.assumptions.calibrated_activation_scale;
    }
    if (const StageShares stage =
            heaviestStage(s, weights + gradients + optimizer + adapters, activations, logits);
        stage.divides()) {
        weights *= stage.states, gradients *= stage.states, optimizer *= stage.states;
        adapters *= stage.states, buffers *= stage.states, optimizerTransient *= stage.states;
        pagedBytes *= stage.states, hostBytes *= stage.states;
        activations *= stage.activations, logits *= stage.logits;
        backwardBuffers = buffers + act.block_transient * tokens * stage.transient;
        if (t.loss == LossMode::Fused)
            backwardBuffers += stage.logits * kFusedLossBytesPerLogit * double(s.arch.vocab_size) *
                               std::min(tokens, kFusedLossChunkTokens);
    }

    // Peak 1, start of backward: every saved activation, the loss path, and the gradients that
    // exist then (all of them under gradient accumulation, else none yet).
    const double gradsAtBackward = t.gradient_accumulation > 1 ? gradients : 0;
    const double adaptersAtBackward = adapters; // adapter grads are small; count them whole
    const double backwardPeak = weights + optimizer + adaptersAtBackward + gradsAtBackward +
                                activations + logits + backwardBuffers;
    // Peak 2, optimizer step: all gradients, states and the step's transient.
    const double optimizerBuffers = buffers + optimizerTransient;
    const double optimizerPeak = weights + optimizer + adapters + gradients + optimizerBuffers;

    MemoryBreakdown& b = m.breakdown;
    b.weights = std::int64_t(weights);
    b.optimizer = std::int64_t(optimizer);
    b.adapters = std::int64_t(adapters);
    if (backwardPeak >= optimizerPeak) {
        m.peak_phase = StepPhase::Backward;
        b.gradients = std::int64_t(gradsAtBackward);
        b.activations = std::int64_t(activations);
        b.logits = std::int64_t(logits);
        b.buffers = std::int64_t(backwardBuffers);
    } else {
        m.peak_phase = StepPhase::Optimizer;
        b.gradients = std::int64_t(gradients);
        b.buffers = std::int64_t(optimizerBuffers);
    }
    m.peak_allocated_bytes = b.total();
    m.reserved_bytes = std::int64_t(double(m.peak_allocated_bytes) *
                                    (1.0 + s.assumptions.allocator_fragmentation));
    double runtime = double(s.gpu ? s.gpu->runtime_context_bytes : 0) + pagedBytes;
    if (layout.gpuCount() > 1)
        runtime += kCollectiveBufferBytes;
    m.runtime_bytes = std::int64_t(runtime);
    m.device_total_bytes = m.reserved_bytes + m.runtime_bytes;
    m.usable_bytes = s.gpu ? s.gpu->memory_bytes : 0;
    m.headroom_bytes = m.usable_bytes - m.device_total_bytes;
    m.fits = m.headroom_bytes >= 0;
    m.margin_ok = double(m.headroom_bytes) >= s.memory_margin * double(m.usable_bytes);
    m.host_bytes = std::int64_t(hostBytes);
    return m;
}

} // namespace runcard
