// The planner's answers about runcard-pilot's memory: the replayed step's peak, per-rank state.
#include "planner/pilot_memory_profile.h"

#include "planner/pilot_replay_model.h"

#include <algorithm>
#include <deque>
#include <utility>
#include <vector>

namespace runcard {

namespace {

using namespace pilot_replay;

// How many replays each thread remembers: a GPU comparison or a sweep asks for the same replay on
// every GPU and layout, and a large mixture-of-experts model's replay (Qwen3-30B-A3B: 48 layers of
// 128 experts) takes about half a second.
constexpr std::size_t kRememberedReplays = 32;

// Everything the replay reads: the shapes, the layer plan PilotModel takes from the architecture,
// the optimizer and the micro-batches replayed.
std::vector<double> replayKey(const Dims& d, const ModelArchitecture& arch, OptimizerKind optimizer,
                              int microBatches) {
    static_assert(sizeof(Dims) == 18 * sizeof(double) + 16, "a new Dims field joins replayKey");
    return {d.b,
            d.s,
            d.T,
            d.h,
            d.i,
            d.q,
            d.kv,
            d.r,
            d.V,
            d.heads,
            d.d,
            d.rotary,
            d.C,
            d.P,
            d.E,
            d.k,
            d.moeWidth,
            d.sharedWidth,
            double(d.full),
            double(d.swiglu),
            double(d.dropout),
            double(d.gqa),
            double(d.checkpointing),
            double(d.lora),
            double(arch.layers),
            double(arch.dense_layers),
            double(arch.experts),
            double(arch.moe_layer_step),
            double(arch.shared_experts),
            double(arch.tied_embeddings),
            double(arch.qk_norm),
            double(arch.sliding_window > 0 || arch.attention_chunk > 0), // the local mask
            double(arch.q_lora_rank),
            double(arch.kv_lora_rank),
            double(arch.qk_nope_head_dim),
            double(arch.v_head_dim),
            double(optimizer),
            double(microBatches)};
}

// The step replayed on the tape: the ledger's peak and breakdown, before any device figure.
MemoryEstimate replayStep(const Dims& d, const ModelArchitecture& arch, OptimizerKind optimizer,
                          int replayedMicroBatches) {
    Ledger ledger;
    Tape tape(ledger);
    PilotModel model(tape, d, arch);
    // The optimizer's state, created at the first step and alive from then on.
    const double stateCopies = optimizer == OptimizerKind::AdamW         ? 2
                               : optimizer == OptimizerKind::SgdMomentum ? 1
                                                                         : 0;
    for (const Tape::Id p : model.trainable())
        tape.make(stateCopies * tape.bytes(p), d.full ? Optimizer : Adapters);

    for (int micro = 0; micro < replayedMicroBatches; ++micro) {
        ledger.setPhase(StepPhase::Forward);
        const Tape::Id tokens = tape.make(d.T * 8, Buffers);
        const Tape::Id targets = tape.make(d.T * 8, Buffers);
        const std::size_t first = tape.mark();
        Tape::Id loss = model.forwardAndLoss(tokens, targets);
        if (replayedMicroBatches > 1) { // loss / gradient_accumulation
            const Tape::Id divided = tape.op(tape.make(4, Buffers), {{loss}});
            tape.drop(loss);
            loss = divided;
        }
        tape.drop(tokens);
        tape.drop(targets);
        ledger.setPhase(StepPhase::Backward);
        if (tape.requiresGrad(loss))
            tape.backward(loss, tape.rootGradient(), first);
        tape.drop(loss);
        model.releaseGraph();
    }
    ledger.setPhase(StepPhase::Optimizer);
    ledger.transient(d.full ? Optimizer : Adapters, model.optimizerTemporaries(optimizer));
    tape.releaseParameterGradients();

    return ledger.estimate();
}

// replayStep, remembered per thread for the last kRememberedReplays keys.
MemoryEstimate rememberedReplay(const Dims& d, const ModelArchitecture& arch,
                                OptimizerKind optimizer, int replayedMicroBatches) {
    thread_local std::deque<std::pair<std::vector<double>, MemoryEstimate>> remembered;
    std::vector<double> key = replayKey(d, arch, optimizer, replayedMicroBatches);
    for (const auto& [known, estimate] : remembered)
        if (known == key)
            return estimate;
    MemoryEstimate estimate = replayStep(d, arch, optimizer, replayedMicroBatches);
    if (remembered.size() == kRememberedReplays)
        remembered.pop_back();
    remembered.emplace_front(std::move(key), estimate);
    return estimate;
}

} // namespace

MemoryEstimate pilotMemoryEstimate(const Scenario& scenario) {
    const ModelArchitecture& arch = scenario.arch;
    const TrainingShape& t = scenario.shape;
    Dims d{};
    d.b = t.micro_batch;
    d.s = t.sequence_length;
    d.T = d.b * d.s;
    d.h = double(arch.hidden_size);
    d.i = double(arch.intermediate_size);
    d.heads = arch.attention_heads;
    d.d = arch.effectiveHeadDim();
    // decoder.cpp's RoPE tables: latent attention rotates qk_rope_head_dim dimensions only.
    d.rotary = arch.isLatentAttention() ? arch.qk_rope_head_dim : d.d - double(int(d.d) % 2);
    d.q = double(arch.queryWidth());
    d.kv = double(arch.kvWidth());
    d.r = t.lora_rank;
    d.V = double(arch.vocab_size);
    d.P = t.precision == Precision::Bf16 ? 2 : 4;
    d.C = (t.precision == Precision::Bf16 || t.precision == Precision::Bf16Mixed) ? 2 : 4;
    d.full = t.method == TrainingMethod::Full;
    d.swiglu = arch.mlp == MlpKind::SwiGlu;
    d.dropout = !d.full && t.lora_dropout;
    d.gqa = arch.kv_heads != arch.attention_heads;
    d.checkpointing = t.checkpointing == ActivationCheckpointing::Full;
    d.E = arch.experts;
    d.k = arch.experts_per_token;
    d.moeWidth = double(arch.moe_intermediate_size);
    d.sharedWidth = double(arch.sharedExpertWidth());
    if (!d.full)
        for (int target = 0; target < 7; ++target)
            if ((t.lora_targets >> target) & 1u &&
                !(LoraTarget(target) == LoraTarget::Gate && !d.swiglu))
                d.lora |= 1u << target;

    // The second micro-batch is the first that meets the gradients accumulated so far; every
    // later one allocates and frees exactly as it does, so two replay the step's peak (and keep
    // the replay's cost independent of gradient_accumulation).
    const int replayedMicroBatches = std::clamp(t.gradient_accumulation, 1, 2);
    MemoryEstimate m = rememberedReplay(d, arch, t.optimizer, replayedMicroBatches);

    // Device-level figures as the planner's other profiles derive them (one device, no paging).
    m.reserved_bytes = std::int64_t(double(m.peak_allocated_bytes) *
                                    (1.0 + scenario.assumptions.allocator_fragmentation));
    m.runtime_bytes = scenario.gpu ? scenario.gpu->runtime_context_bytes : 0;
    m.device_total_bytes = m.reserved_bytes + m.runtime_bytes;
    m.usable_bytes = scenario.gpu ? scenario.gpu->memory_bytes : 0;
    m.headroom_bytes = m.usable_bytes - m.device_total_bytes;
    m.deciding_tensor_bytes = m.peak_allocated_bytes + m.runtime_bytes;
    m.judge(scenario.memory_margin);
    return m;
}

// Sharding arithmetic of ZeRO (Rajbhandari et al. 2020, §5: P_os, P_os+g, P_os+g+p divide the
// optimizer state, then the gradients, then the parameters by the data-parallel degree N) as the
// pilot implements it: DDP keeps PyTorch's default gradient_as_bucket_view=False, so its buckets
// hold a second copy of the gradients (torch/nn/parallel/distributed.py); ZeRO-1 keeps the full
// gradients beside its reduced chunk; FSDP's HYBRID_SHARD shards over the ranks of one node.
PilotModelState pilotModelState(const Scenario& scenario) {
    const ModelArchitecture& arch = scenario.arch;
    const TrainingShape& t = scenario.shape;
    const double P = t.precision == Precision::Bf16 ? 2 : 4;
    const double all = double(countParameters(arch).total(arch.layers));
    double trainable = all;
    if (t.method != TrainingMethod::Full) {
        trainable = 0;
        for (int target = 0; target < 7; ++target) {
            const auto lora = LoraTarget(target);
            if (!((t.lora_targets >> target) & 1u) ||
                (lora == LoraTarget::Gate && arch.mlp != MlpKind::SwiGlu))
                continue;
            // Every layer's matrix, each expert's in MoE layers (decoder.cpp adapts them all).
            forEachLayerMatrix(arch, lora, [&](std::int64_t in, std::int64_t out, int count) {
                trainable += double(t.lora_rank) * double(in + out) * count;
            });
        }
    }
    const double states = t.optimizer == OptimizerKind::AdamW         ? 2
                          : t.optimizer == OptimizerKind::SgdMomentum ? 1
                                                                      : 0;
    const ParallelLayout& layout = scenario.layout;
    const double n = layout.gpuCount();
    // LoRA adapters are parameters of the pilot's model beside the frozen base.
    double w = t.method == TrainingMethod::Full ? all : all + trainable, g = trainable,
           o = states * trainable;
    switch (layout.parallelism) {
    case Parallelism::Single:
        break;
    case Parallelism::Ddp:
        g = 2 * trainable;
        break;
    case Parallelism::Zero1:
        g = trainable + trainable / n;
        o /= n;
        break;
    case Parallelism::Zero2:
        g /= n;
        o /= n;
        break;
    case Parallelism::Zero3:
    case Parallelism::FsdpFull:
    case Parallelism::FsdpGradOp:
    case Parallelism::FsdpHybrid: {
        const double shards =
            layout.parallelism == Parallelism::FsdpHybrid ? layout.gpus_per_node : n;
        w /= shards;
        g /= shards;
        o /= shards;
        break;
    }
    }
    return {std::int64_t(w * P), std::int64_t(g * P), std::int64_t(o * P)};
}

} // namespace runcard
