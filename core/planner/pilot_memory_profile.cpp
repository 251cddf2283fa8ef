#include "planner/pilot_memory_profile.h"

#include <algorithm>
#include <array>
#include <vector>

// Every rule below mirrors a line of core/pilot/decoder.cpp and was checked against the pilot's
// allocation trace (RUNCARD_PILOT_TRACE=1, see docs/pilot-protocol.md). Notation: T = b*s tokens,
// C = bytes of the compute dtype, P = bytes of the parameter dtype, F = 4 (fp32).

namespace runcard {
namespace {

// Where a byte belongs in MemoryBreakdown.
enum Part { Weights, Gradients, Optimizer, Adapters, Activations, Logits, Buffers, kParts };

// Replays allocations and releases in the pilot's order, keeping the peak and what was alive then.
class Ledger {
public:
    void add(Part part, double bytes) {
        now_[part] += bytes;
        total_ += bytes;
        if (total_ > peak_) {
            peak_ = total_;
            atPeak_ = now_;
            peakPhase_ = phase_;
        }
    }
    void sub(Part part, double bytes) {
        now_[part] -= bytes;
        total_ -= bytes;
    }
    // Allocated on top of what is alive now and released again (temporaries).
    void transient(Part part, double bytes) {
        add(part, bytes);
        sub(part, bytes);
    }
    void setPhase(StepPhase phase) { phase_ = phase; }
    double part(Part p) const { return now_[p]; }

    MemoryEstimate estimate() const {
        MemoryEstimate m;
        auto& b = m.breakdown;
        b.weights = std::int64_t(atPeak_[Weights]);
        b.gradients = std::int64_t(atPeak_[Gradients]);
        b.optimizer = std::int64_t(atPeak_[Optimizer]);
        b.adapters = std::int64_t(atPeak_[Adapters]);
        b.activations = std::int64_t(atPeak_[Activations]);
        b.logits = std::int64_t(atPeak_[Logits]);
        b.buffers = std::int64_t(atPeak_[Buffers]);
        m.peak_allocated_bytes = b.total();
        m.peak_phase = peakPhase_;
        return m;
    }

private:
    std::array<double, kParts> now_{};
    std::array<double, kParts> atPeak_{};
    double total_ = 0;
    double peak_ = 0;
    StepPhase phase_ = StepPhase::Forward;
    StepPhase peakPhase_ = StepPhase::Forward;
};

struct Dims {
    double T, h, i, qw, kvw, r, V, scores; // scores = b*a*s*s elements
    double C, P;
    bool full, mixed, gqa, swiglu, dropout;
    unsigned lora; // bit t set: LoraTarget t has an adapter
    bool hasLora(LoraTarget t) const { return (lora >> unsigned(t)) & 1u; }
};

// One block's forward (decoder.cpp blockForward). Levels are relative to the block start, with
// the block input already alive.
struct BlockForward {
    double retained = 0;        // kept after the block in grad mode, the output included
    bool inputRetained = false; // the block input stays alive (fp32 RMSNorm saves it)
    double transient = 0;       // peak above the block start in grad mode
    double noGradPeak = 0;      // peak above the block start without a graph (checkpointing)
};

// RMSNorm (decoder.cpp rmsNorm) kept tensors, its output excluded: x^2 and rsqrt(mean + eps)
// when the input needs grad (and the fp32 copy of x when C = 2), the normalised product when the
// weight trains, and the weight's bf16 copy under bf16-mixed.
double normKept(const Dims& d, bool inputGrad) {
    const double th = d.T * d.h;
    double kept = 0;
    if (inputGrad) {
        kept += th * 4 + d.T * 4;
        if (d.C != 4)
            kept += th * 4;
        if (d.mixed)
            kept += d.h * d.C;
    }
    if (d.full)
        kept += th * d.C;
    return kept;
}

// A linear with optional LoRA (decoder.cpp linear): what it keeps besides its input and output;
// sets *inputKept when it keeps its input alive.
double linearKept(const Dims& d, LoraTarget t, double in, double out, bool inputGrad,
                  bool* inputKept) {
    double kept = 0;
    if (d.full)
        *inputKept = true; // mm saves the input for the weight's gradient
    if (d.mixed && inputGrad)
        kept += in * out * d.C; // bf16 copy of the weight, saved for the input's gradient
    if (d.hasLora(t)) {
        if (d.dropout) {
            kept += d.T * in * d.C; // dropout output, saved by A's mm
            if (inputGrad)
                kept += d.T * in * d.C; // the scaled Bernoulli mask, saved by the multiply
        } else {
            *inputKept = true; // A's mm saves the input itself
        }
        kept += d.T * d.r * d.C; // x A^T, saved by B's mm
        if (d.mixed)
            kept += d.r * (in + out) * d.C; // adapter casts
    }
    return kept;
}

BlockForward blockForward(const Dims& d, bool inputGrad) {
    BlockForward b;
    const double T = d.T, th = T * d.h * d.C, ti = T * d.i * d.C;
    const double q = T * d.qw * d.C, kv = T * (d.gqa ? d.qw : d.kvw) * d.C;
    const double scoresC = d.scores * d.C, probs32 = d.scores * 4;
    const double softmaxPeak = scoresC + (d.C != 4 ? probs32 : 0) + probs32;
    double level = 0;
    const auto peak = [&](double extra) { b.transient = std::max(b.transient, level + extra); };

    // Without a graph nothing is kept: the peaks are RoPE, softmax and the MLP product.
    b.noGradPeak = std::max({th + 5 * q, kv + softmaxPeak, 2 * th + 3 * ti});

    level += normKept(d, inputGrad) + th; // norm output hn
    const bool g = inputGrad || d.full;
    bool hnKept = false;
    level += linearKept(d, LoraTarget::Q, d.h, d.qw, g, &hnKept);
    level += linearKept(d, LoraTarget::K, d.h, d.kvw, g, &hnKept);
    level += linearKept(d, LoraTarget::V, d.h, d.kvw, g, &hnKept);
    const bool gq = g || d.hasLora(LoraTarget::Q);
    const bool gk = g || d.hasLora(LoraTarget::K);
    const bool gv = g || d.hasLora(LoraTarget::V);
    peak(5 * q); // RoPE: linear output, rotated copy, x*cos, rotated*sin, their sum
    level += q + 2 * kv;
    peak(softmaxPeak);
    const bool gScores = gq || gk;
    if (!gk)
        level -= q; // bmm(q, k^T) keeps q only for k's gradient
    if (!gq)
        level -= kv;
    if (gScores || (d.C == 4 && gv))
        level += probs32; // softmax keeps its fp32 output
    if (d.C != 4 && gv)
        level += scoresC; // the bf16 probabilities, kept by bmm(probs, v)
    if (!gScores)
        level -= kv; // v is kept only for the probabilities' gradient
    peak(2 * q);     // bmm output and its [b, s, a*d] copy
    bool ctxKept = false;
    const bool gCtx = gScores || gv;
    level += linearKept(d, LoraTarget::O, d.qw, d.h, gCtx, &ctxKept);
    if (ctxKept)
        level += q;
    if (!hnKept)
        level -= th;
    peak(th);
    level += th; // hidden = x + o
    const bool gHidden = inputGrad || gCtx || d.full || d.hasLora(LoraTarget::O);

    level += normKept(d, gHidden) + th; // hn2
    const bool g2 = gHidden || d.full;
    bool hn2Kept = false, mKept = false;
    if (d.swiglu) {
        level += linearKept(d, LoraTarget::Gate, d.h, d.i, g2, &hn2Kept);
        level += linearKept(d, LoraTarget::Up, d.h, d.i, g2, &hn2Kept);
        const bool gGate = g2 || d.hasLora(LoraTarget::Gate);
        const bool gUp = g2 || d.hasLora(LoraTarget::Up);
        level += (gGate ? ti : 0) + (gUp ? ti : 0) + (gGate ? ti : 0); // silu input, silu, up
        peak(ti);
        level += ti; // the product, down's input
    } else {
        level += linearKept(d, LoraTarget::Up, d.h, d.i, g2, &hn2Kept);
        if (g2 || d.hasLora(LoraTarget::Up))
            level += ti; // gelu keeps its input
        peak(ti);
        level += ti; // gelu output, down's input
    }
    level += linearKept(d, LoraTarget::Down, d.i, d.h, true, &mKept);
    if (!mKept)
        level -= ti;
    if (!hn2Kept)
        level -= th;
    peak(2 * th); // down's output and the block output
    level += th;  // the block output
    if (!(d.C == 4 && gHidden))
        level -= th; // hidden is kept only by an fp32 RMSNorm with a gradient to pass
    b.retained = level;
    b.inputRetained = d.C == 4 && inputGrad;
    return b;
}

} // namespace

MemoryEstimate pilotMemoryEstimate(const Scenario& scenario) {
    const ModelArchitecture& arch = scenario.arch;
    const TrainingShape& t = scenario.shape;
    Dims d{};
    d.T = double(t.micro_batch) * t.sequence_length;
    d.h = double(arch.hidden_size);
    d.i = double(arch.intermediate_size);
    d.qw = double(arch.queryWidth());
    d.kvw = double(arch.kvWidth());
    d.r = t.lora_rank;
    d.V = double(arch.vocab_size);
    d.scores = double(t.micro_batch) * arch.attention_heads * double(t.sequence_length) *
               t.sequence_length;
    d.P = t.precision == Precision::Bf16 ? 2 : 4;
    d.C = (t.precision == Precision::Bf16 || t.precision == Precision::Bf16Mixed) ? 2 : 4;
    d.full = t.method == TrainingMethod::Full;
    d.mixed = d.P != d.C;
    d.gqa = arch.kv_heads != arch.attention_heads;
    d.swiglu = arch.mlp == MlpKind::SwiGlu;
    d.dropout = !d.full && t.lora_dropout;
    if (!d.full)
        for (int target = 0; target < 7; ++target)
            if ((t.lora_targets >> target) & 1u &&
                !(LoraTarget(target) == LoraTarget::Gate && !d.swiglu))
                d.lora |= 1u << target;
    const bool checkpointing = t.checkpointing == ActivationCheckpointing::Full;

    // Parameters and the optimizer's state (created at the first step, alive from then on).
    const ParameterCounts counts = countParameters(arch);
    const double L = arch.layers;
    double adapterParams = 0, largestTrainable = 0;
    for (int target = 0; target < 7; ++target) {
        if (!d.hasLora(LoraTarget(target)))
            continue;
        const LinearShape shape = linearShape(arch, LoraTarget(target));
        adapterParams += d.r * double(shape.in + shape.out) * L;
        largestTrainable = std::max(largestTrainable, d.r * double(std::max(shape.in, shape.out)));
    }
    const double baseParams = double(counts.total(arch.layers));
    double trainable = adapterParams;
    if (d.full) {
        trainable = baseParams;
        largestTrainable = double(std::max(counts.largest_linear, counts.embedding));
    }
    const double stateCopies = t.optimizer == OptimizerKind::AdamW         ? 2
                               : t.optimizer == OptimizerKind::SgdMomentum ? 1
                                                                           : 0;
    const Part trainPart = d.full ? Gradients : Adapters;
    const Part statePart = d.full ? Optimizer : Adapters;

    Ledger ledger;
    ledger.add(Weights, baseParams * d.P);
    ledger.add(Adapters, adapterParams * d.P);
    ledger.add(statePart, stateCopies * trainable * d.P);
    const double s = t.sequence_length, hd = arch.effectiveHeadDim();
    ledger.add(Buffers, 2 * s * hd * d.C + s * s); // RoPE cos/sin tables and the causal mask
    const double th = d.T * d.h * d.C, logitsC = d.T * d.V * d.C, logits32 = d.T * d.V * 4;
    const double blockGrads = d.full ? double(counts.perLayer()) : adapterParams / L;
    const bool anyGrad = d.full || d.lora != 0;

    for (int micro = 0; micro < std::max(1, t.gradient_accumulation); ++micro) {
        const bool gradsAlive = micro > 0; // later micro-batches add into existing gradients
        ledger.setPhase(StepPhase::Forward);
        ledger.add(Buffers, 2 * d.T * 8); // input and target token ids
        if (d.mixed)
            ledger.transient(Activations, d.T * d.h * 4); // fp32 embedding output before its cast
        ledger.add(Activations, th);
        // Blocks: what each keeps, in order (block 0's input needs grad only in full training).
        std::vector<double> kept(std::size_t(arch.layers), 0.0);
        bool inputGrad = d.full;
        for (int layer = 0; layer < arch.layers; ++layer) {
            const BlockForward block = blockForward(d, inputGrad);
            if (checkpointing) {
                ledger.transient(Activations, block.noGradPeak);
                ledger.add(Activations, th); // the output: the next block's checkpoint
                kept[std::size_t(layer)] = th;
            } else {
                ledger.transient(Activations, block.transient);
                ledger.add(Activations, block.retained);
                if (!block.inputRetained)
                    ledger.sub(Activations, th);
                kept[std::size_t(layer)] = block.retained - (block.inputRetained ? 0 : th);
            }
            inputGrad = inputGrad || d.lora != 0;
        }
        // Final norm and head: the last block output stays only for an fp32 norm with a gradient.
        double headKept = normKept(d, anyGrad) + (d.full ? th : 0); // hnF kept by the head's mm
        if (d.mixed && anyGrad)
            headKept += d.V * d.h * d.C; // bf16 copy of the head weight
        ledger.add(Activations, headKept + th);
        ledger.sub(Activations, th);
        const bool lastKept = checkpointing || (d.C == 4 && anyGrad);
        if (!lastKept)
            ledger.sub(Activations, th);
        ledger.add(Logits, logitsC);
        if (d.C != 4)
            ledger.add(Logits, logits32); // fp32 copy for log-softmax
        ledger.add(Logits, logits32);     // log-softmax output, kept for backward
        if (d.C != 4)
            ledger.sub(Logits, logits32);
        ledger.sub(Logits, logitsC);

        // Loss backward: gradients of the log-probabilities and of the logits, [T, V] fp32 each.
        ledger.setPhase(StepPhase::Loss);
        ledger.add(Logits, 2 * logits32);
        ledger.sub(Logits, 2 * logits32); // the log-probabilities and their gradient go
        if (d.C != 4) {
            ledger.add(Logits, logitsC);
            ledger.sub(Logits, logits32);
        }
        ledger.setPhase(StepPhase::Backward);
        ledger.add(Activations, th); // gradient of the final norm's output
        if (d.full && !gradsAlive) {
            ledger.add(Gradients, d.V * d.h * d.P);
            if (d.mixed)
                ledger.transient(Gradients, d.V * d.h * d.C);
        } else if (d.full) {
            ledger.transient(Gradients, d.V * d.h * d.P); // added into the existing gradient
        }
        ledger.sub(Logits, logitsC);
        ledger.sub(Activations, headKept);
        if (lastKept)
            ledger.sub(Activations, th);
        // Blocks in reverse: recompute (checkpointing), attention backward (two fp32 score-sized
        // gradients beside the kept probabilities), then their tensors go and gradients arrive.
        for (int layer = arch.layers - 1; layer >= 0; --layer) {
            const bool blockInputGrad = d.full || layer > 0;
            if (checkpointing) {
                const BlockForward block = blockForward(d, blockInputGrad);
                ledger.transient(Activations, block.transient);
                ledger.add(Activations, block.retained);
                ledger.transient(Activations, 2 * d.scores * 4);
                ledger.sub(Activations, block.retained);
            } else {
                ledger.transient(Activations, 2 * d.scores * 4);
            }
            ledger.sub(Activations, kept[std::size_t(layer)]);
            if (!gradsAlive)
                ledger.add(trainPart, blockGrads * d.P);
        }
        ledger.sub(Activations, th); // gradient of the embedding output
        if (d.full && !gradsAlive)
            ledger.add(Gradients, double(counts.final_norm) * d.P);
        if (d.full)
            ledger.transient(Gradients, d.V * d.h * d.P); // dense embedding gradient
        if (d.full && !arch.tied_embeddings && !gradsAlive)
            ledger.add(Gradients, d.V * d.h * d.P);
        ledger.sub(Buffers, 2 * d.T * 8);
    }

    // Optimizer: AdamW's sqrt and division temporaries for the largest trainable tensor.
    ledger.setPhase(StepPhase::Optimizer);
    if (t.optimizer == OptimizerKind::AdamW)
        ledger.transient(statePart, 2 * largestTrainable * d.P);

    // Device-level figures as the planner's other profiles derive them (one device, no paging).
    MemoryEstimate m = ledger.estimate();
    m.reserved_bytes = std::int64_t(double(m.peak_allocated_bytes) *
                                    (1.0 + scenario.assumptions.allocator_fragmentation));
    m.runtime_bytes = scenario.gpu ? scenario.gpu->runtime_context_bytes : 0;
    m.device_total_bytes = m.reserved_bytes + m.runtime_bytes;
    m.usable_bytes = scenario.gpu ? scenario.gpu->memory_bytes : 0;
    m.headroom_bytes = m.usable_bytes - m.device_total_bytes;
    m.fits = m.headroom_bytes >= 0;
    m.margin_ok = double(m.headroom_bytes) >= scenario.memory_margin * double(m.usable_bytes);
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
            const LinearShape shape = linearShape(arch, lora);
            trainable += double(t.lora_rank) * double(shape.in + shape.out) * arch.layers;
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
