// The memory and step-time models. Every constant names its source; the derivations are in
// docs/memory-model.md. Byte figures are per GPU unless a name says otherwise.
#include "planner/plan.h"

#include "planner/pilot_memory_profile.h"
#include "planner/run_card_yaml.h"

#include <algorithm>
#include <cmath>
#include <filesystem>

namespace runcard {
namespace {

// Collective-library buffers per process on multi-GPU jobs: "hundreds of MB" (NCCL; verl issue
// cited in shared/research/memory-and-step-time.md §2.6). A planning figure, not a measurement.
constexpr double kCollectiveBufferBytes = 384.0 * 1024 * 1024;
// bitsandbytes 8-bit optimizer state: 1 byte per element + one fp32 absmax per 256-element block
// (bitsandbytes/optim/optimizer.py), two states for Adam: 2 * (1 + 4/256) bytes per parameter.
constexpr double kAdam8bitBytes = 2.0 * (1.0 + 4.0 / 256.0);
// NF4 weights: 4 bits + one fp32 absmax per 64 weights = 4.5 bits; with double quantization the
// constants are 8-bit per 64 plus fp32 per 256 blocks: 4 + 8/64 + 32/(64*256) = 4.127 bits
// (QLoRA paper, Dettmers et al. 2023, §3; verified against litgpt resource tables).
constexpr double kNf4Bytes = 4.5 / 8.0;
constexpr double kNf4DoubleQuantBytes = (4.0 + 8.0 / 64.0 + 32.0 / (64.0 * 256.0)) / 8.0;
// Eager PyTorch keeps more than the saved-tensor minimum (unfused temporaries, views that pin
// storage): the HfEager profile's slack, fitted on the litgpt LoRA rows of
// shared/research/memory-and-step-time.md §3.2 (d) (45.5 h bytes/token/layer measured vs the
// structural count). docs/memory-model.md shows the fit.
constexpr double kEagerActivationSlack = 1.10;
// bitsandbytes QLoRA saves dequantized-weight temporaries and extra tensors: litgpt measured
// ≈58h vs 46h bytes per token-layer against LoRA on Llama-2-7B (research §2.3), i.e. 12h more,
// slack included; the constant is that excess before the eager slack is applied.
constexpr double kQloraExtraHiddenMultiple = 12.0 / kEagerActivationSlack;
// bitsandbytes QLoRA step time vs LoRA (litgpt: 7B 3.68 vs 2.36 min per 1k iterations).
constexpr double kQloraSlowdown = 1.5;
// Share of communication that overlaps with compute (DDP bucketed all-reduce during backward,
// FSDP prefetch). A planning assumption, shown in reports.
constexpr double kCommunicationOverlap = 0.7;
// Optimizer step runs at this share of HBM bandwidth (elementwise, memory bound).
constexpr double kOptimizerBandwidthShare = 0.7;
// CPU Adam (DeepSpeed ZeRO-Offload style) throughput, parameters per second per GPU's host share.
constexpr double kCpuAdamParamsPerSecond = 1.0e9;
// Checkpoint and model-load bandwidth to the node's disk: a conservative figure below local NVMe
// (Azure ND H100 v5 NVMe sequential write 33.9 GB/s, ND A100 v4 8.2 GB/s) to cover network storage.
constexpr double kStorageBytesPerSecond = 2.0e9;

bool isMixed(Precision p) {
    return p == Precision::Fp16Mixed || p == Precision::Bf16Mixed || p == Precision::Fp8Mixed;
}
bool isFp32(Precision p) {
    return p == Precision::Fp32 || p == Precision::Tf32;
}
// Bytes per activation element.
double activationBytes(Precision p) {
    return isFp32(p) ? 4.0 : 2.0;
}

bool shardsParameters(Parallelism p) {
    return p == Parallelism::Zero3 || p == Parallelism::FsdpFull || p == Parallelism::FsdpHybrid ||
           p == Parallelism::FsdpGradOp;
}
bool shardsGradients(Parallelism p) {
    return p == Parallelism::Zero2 || shardsParameters(p);
}
bool shardsOptimizer(Parallelism p) {
    return p == Parallelism::Zero1 || shardsGradients(p);
}
bool isFsdp(Parallelism p) {
    return p == Parallelism::FsdpFull || p == Parallelism::FsdpHybrid ||
           p == Parallelism::FsdpGradOp;
}

int shardGroup(const ParallelLayout& layout) {
    if (layout.parallelism == Parallelism::Single || layout.parallelism == Parallelism::Ddp)
        return 1;
    if (layout.parallelism == Parallelism::FsdpHybrid)
        return layout.gpus_per_node;
    return layout.gpuCount();
}

bool hasTarget(unsigned mask, LoraTarget t) {
    return mask & (1u << static_cast<unsigned>(t));
}

// Optimizer state bytes per trainable parameter, states in `stateBytes`-sized elements.
double optimizerStateBytes(OptimizerKind optimizer, double stateBytes) {
    switch (optimizer) {
    case OptimizerKind::AdamW:
        return 2 * stateBytes;
    case OptimizerKind::AdamW8bit:
    case OptimizerKind::PagedAdamW8bit:
        return kAdam8bitBytes;
    case OptimizerKind::Sgd:
        return 0;
    case OptimizerKind::SgdMomentum:
    case OptimizerKind::Lion:
        return stateBytes;
    case OptimizerKind::Adafactor:
        return 0; // factored; added per matrix by the caller
    }
    return 0;
}

// Adafactor keeps a row and a column statistic per matrix (Shazeer & Stern 2018), full state for
// vectors. Bytes for the whole model at fp32.
double adafactorBytes(const ModelArchitecture& arch, const ParameterCounts& counts) {
    double perLayer = 0;
    for (const auto& [target, name] : EnumSpelling<LoraTarget>::table) {
        if (target == LoraTarget::Gate && arch.mlp == MlpKind::Gelu)
            continue;
        const LinearShape s = linearShape(arch, target);
        perLayer += 4.0 * double(s.in + s.out);
    }
    perLayer += 4.0 * double(counts.norms_per_layer);
    const double embedding = 4.0 * double(arch.vocab_size + arch.hidden_size);
    return perLayer * arch.layers + embedding * (arch.tied_embeddings ? 1 : 2) +
           4.0 * double(counts.final_norm);
}

// The optimizer step's transient: torch's foreach AdamW (the default on GPU) materialises
// sqrt(exp_avg_sq) for the whole parameter group (torch/optim/adamw.py, _multi_tensor_adamw).
double optimizerTransientBytes(OptimizerKind optimizer, double stateBytes) {
    return optimizer == OptimizerKind::AdamW ? stateBytes : 0;
}

struct ActivationTerms {
    double saved_per_token = 0;     // bytes per token for the whole stack, held until backward
    double block_transient = 0;     // bytes per token of one block's backward / recompute
    double logits_per_token = 0;    // bytes per token of the logits/loss path at its peak
    double offloaded_per_token = 0; // bytes per token moved to host memory
};

// Tensors one Llama-style block saves for backward, per token. Derivation (saved-tensor count for
// RMSNorm, RoPE, GQA, SwiGLU blocks) in shared/research/memory-and-step-time.md §2.3 and
// docs/memory-model.md; Korthikanti et al. 2022 for the GPT-style terms.
double blockSavedBytesPerToken(const Scenario& s, bool attentionRecomputed) {
    const ModelArchitecture& a = s.arch;
    const TrainingShape& t = s.shape;
    const double act = activationBytes(t.precision);
    const double h = double(a.hidden_size);
    const double hq = double(a.queryWidth());
    const double hkv = double(a.kvWidth());
    const double inter = double(a.intermediate_size);
    const bool full = t.method == TrainingMethod::Full;
    const bool eagerProfile = s.assumptions.activations == ActivationProfile::HfEager;
    const bool lora = !full;
    auto adapted = [&](LoraTarget target) { return lora && hasTarget(t.lora_targets, target); };

    double bytes = 0;
    // Norm inputs. HF eager RMSNorm upcasts to fp32 and saves that copy; fused kernels save the
    // input in the activation dtype. Trainable norm weights make HF's `weight * x̂` save x̂ too;
    // fused kernels recompute x̂ from the input and rstd.
    const double normInput = (eagerProfile && a.norm == NormKind::RmsNorm) ? 4.0 * h : act * h;
    bytes += a.norms_per_layer * (normInput + (full && eagerProfile ? act * h : 0));

    // Inputs of linears that need them for a weight gradient: all of them in full fine-tuning,
    // the adapted ones in LoRA (saved by lora_A; with dropout each adapter keeps its own dropped
    // copy plus a 1-byte mask, as PEFT's per-module dropout does).
    auto linearInput = [&](bool needed, double width, int adapters) {
        if (!needed)
            return 0.0;
        if (lora && t.lora_dropout)
            return adapters * (act * width + width);
        return act * width;
    };
    const int qkvAdapters =
        adapted(LoraTarget::Q) + adapted(LoraTarget::K) + adapted(LoraTarget::V);
    bytes += linearInput(full || qkvAdapters > 0, h, std::max(qkvAdapters, 1));
    const int upAdapters = adapted(LoraTarget::Gate) + adapted(LoraTarget::Up);
    bytes += linearInput(full || upAdapters > 0, h, std::max(upAdapters, 1));
    // LoRA's rank-r intermediate (lora_A output) is saved for lora_B's gradient.
    if (lora)
        for (const auto& [target, name] : EnumSpelling<LoraTarget>::table)
            if (adapted(target))
                bytes += act * t.lora_rank;

    // Attention core.
    const double heads = a.attention_heads;
    const double seq = t.sequence_length;
    if (!attentionRecomputed) {
        if (t.attention == AttentionKernel::Eager) {
            // q, and k, v expanded to all heads (repeat_kv), softmax output kept in fp32 by HF
            // (softmax(..., dtype=float32)) plus its cast for the PV matmul: the s² term.
            bytes += 3 * act * hq + heads * seq * (4.0 + (act < 4 ? act : 0));
        } else {
            // FlashAttention / SDPA keep q, k, v, the output and the fp32 log-sum-exp.
            bytes += act * (hq + 2 * hkv) + act * hq + 4.0 * heads;
        }
    }
    // O-projection input: the attention output, already saved by flash/SDPA.
    const bool oNeeds = full || adapted(LoraTarget::O);
    if (oNeeds && (t.attention == AttentionKernel::Eager || attentionRecomputed))
        bytes += linearInput(true, hq, 1);
    else if (oNeeds && lora && t.lora_dropout)
        bytes += hq + act * hq; // the adapter's dropped copy and mask on top of flash's output

    // MLP. SwiGLU: silu saves the gate output, the product saves silu(gate) and up.
    if (a.mlp == MlpKind::SwiGlu)
        bytes += 3 * act * inter;
    else
        bytes += act * inter; // GELU saves its input
    // Down-projection input (the product / GELU output) for its weight gradient.
    if (full || adapted(LoraTarget::Down))
        bytes += linearInput(true, inter, 1);
    if (t.method == TrainingMethod::QLora)
        bytes += kQloraExtraHiddenMultiple * h;
    return bytes;
}

} // namespace

double activationBytesPerTokenPerLayer(const Scenario& s) {
    return blockSavedBytesPerToken(s, false);
}

namespace {

ActivationTerms activationTerms(const Scenario& s) {
    const ModelArchitecture& a = s.arch;
    const TrainingShape& t = s.shape;
    const double act = activationBytes(t.precision);
    const double h = double(a.hidden_size);
    const double V = double(a.vocab_size);
    const bool eagerProfile = s.assumptions.activations == ActivationProfile::HfEager;
    // The residual stream: fp32 under autocast when the weights are fp32 (full mixed precision),
    // otherwise the activation dtype.
    const double residual = (isMixed(t.precision) && t.method == TrainingMethod::Full) ? 4.0 : act;

    ActivationTerms terms;
    const double block = blockSavedBytesPerToken(s, false);
    double perBlockSaved = block;
    if (t.checkpointing == ActivationCheckpointing::Full) {
        perBlockSaved = residual * h; // block input only; the rest is recomputed
        terms.block_transient += block;
    } else if (t.checkpointing == ActivationCheckpointing::Selective) {
        perBlockSaved = blockSavedBytesPerToken(s, true); // attention core recomputed
        terms.block_transient += block - perBlockSaved;
    }
    double saved = perBlockSaved * a.layers + residual * h; // + final norm input
    if (eagerProfile)
        saved *= kEagerActivationSlack;
    if (t.compile)
        saved *= 1.0 / kEagerActivationSlack; // compiled graphs drop eager temporaries

    if (t.activation_offloading) {
        // Saved tensors stream to pinned host memory; two blocks stay on the GPU (one in flight).
        const double kept = std::min(saved, 2.0 * perBlockSaved + residual * h);
        terms.offloaded_per_token = saved - kept;
        saved = kept;
    }
    terms.saved_per_token = saved;
    // Backward of one block: gradient buffers for its widest tensors, plus the s² score gradients
    // in eager attention (two fp32 heads*s tensors).
    terms.block_transient += 2 * act * std::max<double>(a.intermediate_size, h);
    if (t.attention == AttentionKernel::Eager)
        terms.block_transient += 8.0 * a.attention_heads * t.sequence_length;

    // Logits and loss (6–16 B × V per token, shared/research/memory-and-step-time.md §2.4).
    switch (t.loss) {
    case LossMode::Standard:
        if (s.assumptions.logits == LogitsPath::Fp32Upcast)
            // HF: half-precision logits, their fp32 copy, the saved log-softmax and its gradient.
            terms.logits_per_token = (act < 4 ? act : 0) * V + 12.0 * V;
        else if (s.assumptions.logits == LogitsPath::ComputeDtype)
            // litgpt: logits, saved log-softmax, and two gradients, all in the compute dtype.
            terms.logits_per_token = 4.0 * act * V;
        else
            terms.logits_per_token = 4.0 * V; // Megatron: fp32 logits, fused CE (4·s·b·V)
        break;
    case LossMode::Chunked:
        // torchtune chunked CE (8 chunks): half-precision logits plus one chunk's fp32 path.
        terms.logits_per_token = act * V + 12.0 * V / 8.0;
        break;
    case LossMode::Fused:
        terms.logits_per_token = 0; // fused linear + CE: a bounded chunk, added as a buffer
        break;
    }
    return terms;
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
    m.headroom_bytes = m.usable_bytes - m.device_total_bytes;
    m.fits = m.headroom_bytes >= 0;
    m.margin_ok = double(m.headroom_bytes) >= s.memory_margin * double(m.usable_bytes);
    return m;
}

} // namespace

ModelingAssumptions assumptionsFor(FrameworkProfile framework, ModelingAssumptions base) {
    switch (framework) {
    case FrameworkProfile::HfTransformers:
        base.activations = ActivationProfile::HfEager;
        base.logits = LogitsPath::Fp32Upcast;
        base.adapters_in_fp32 = true;
        break;
    case FrameworkProfile::LitGpt:
        base.activations = ActivationProfile::HfEager;
        base.logits = LogitsPath::ComputeDtype;
        base.adapters_in_fp32 = false;
        break;
    case FrameworkProfile::TorchTune:
        base.activations = ActivationProfile::HfEager;
        base.logits = LogitsPath::Fp32Upcast;
        base.adapters_in_fp32 = false;
        break;
    case FrameworkProfile::Megatron:
        base.activations = ActivationProfile::Fused;
        base.logits = LogitsPath::Fp32Fused;
        base.adapters_in_fp32 = false;
        break;
    case FrameworkProfile::RuncardPilot:
        base.activations = ActivationProfile::RuncardPilot;
        base.logits = LogitsPath::Fp32Upcast;
        base.adapters_in_fp32 = true;
        break;
    }
    return base;
}

TrainingShape trainingShape(const TrainingSection& training) {
    TrainingShape shape;
    shape.method = training.method;
    shape.lora_rank = training.lora.rank;
    shape.lora_targets = 0;
    for (LoraTarget target : training.lora.targets)
        shape.lora_targets |= 1u << static_cast<unsigned>(target);
    shape.lora_dropout = training.lora.dropout > 0;
    shape.qlora_double_quant = training.qlora.double_quant;
    shape.optimizer = training.optimizer;
    shape.precision = training.precision;
    shape.sequence_length = training.sequence_length;
    shape.micro_batch = training.micro_batch;
    shape.gradient_accumulation = training.gradient_accumulation;
    shape.checkpointing = training.activation_checkpointing;
    shape.activation_offloading = training.activation_offloading;
    shape.attention = training.attention;
    shape.loss = training.loss;
    shape.compile = training.compile;
    shape.optimizer_in_backward = training.optimizer_in_backward;
    return shape;
}

ModelArchitecture resolveArchitecture(const RunCard& card, const PresetLibrary& presets) {
    ModelArchitecture arch;
    const ModelSection& m = card.model;
    namespace fs = std::filesystem;
    auto relative = [&](const std::string& path) {
        if (path.empty() || fs::path(path).is_absolute() || card.source_path.empty())
            return path;
        return (fs::path(card.source_path).parent_path() / path).string();
    };
    if (!m.preset.empty()) {
        const ModelPreset* preset = presets.find(m.preset);
        if (!preset) {
            std::string message = "unknown preset '" + m.preset + "'";
            if (const std::string s = closestMatch(m.preset, presets.ids()); !s.empty())
                message += "; did you mean '" + s + "'?";
            throw InputError(cardDiagnostic(card, "model.preset",
                                            message + " (runcard-cli models lists the presets)"));
        }
        arch = preset->architecture;
    } else if (!m.hf_config.empty() || !m.local_dir.empty()) {
        const bool config = !m.hf_config.empty();
        try {
            arch = config ? importHfConfig(relative(m.hf_config))
                          : importLocalModel(relative(m.local_dir)).architecture;
        } catch (const InputError& e) {
            // Point at the card's field first, then at what went wrong in the imported file.
            Diagnostics chain{cardDiagnostic(card, config ? "model.hf_config" : "model.local_dir",
                                             "cannot import the model")};
            chain.insert(chain.end(), e.diagnostics().begin(), e.diagnostics().end());
            throw InputError(std::move(chain));
        }
    } else {
        arch.kv_heads = 0; // filled from attention_heads below when not given
    }
    m.architecture.applyTo(arch);
    if (arch.kv_heads == 0)
        arch.kv_heads = arch.attention_heads;

    auto invalid = [&](const std::string& field, const std::string& message) {
        throw InputError(cardDiagnostic(card, "model.architecture." + field, message));
    };
    if (arch.layers <= 0)
        invalid("layers", "must be greater than 0");
    if (arch.hidden_size <= 0)
        invalid("hidden_size", "must be greater than 0");
    if (arch.intermediate_size <= 0)
        invalid("intermediate_size", "must be greater than 0");
    if (arch.attention_heads <= 0)
        invalid("attention_heads", "must be greater than 0");
    if (arch.vocab_size <= 0)
        invalid("vocab_size", "must be greater than 0");
    if (arch.attention_heads % arch.kv_heads != 0)
        invalid("kv_heads",
                "must divide attention_heads (" + std::to_string(arch.attention_heads) + ")");
    if (arch.effectiveHeadDim() <= 0)
        invalid("head_dim", "must be greater than 0");
    return arch;
}

Scenario resolve(const RunCard& card, const PresetLibrary& presets, const GpuCatalog& gpus,
                 const ModelingAssumptions& assumptions) {
    // The schema's bounds keep every figure below in range (run_card_schema.cpp); a card edited
    // in memory (the app's form) may be out of them.
    if (Diagnostics problems = validateRunCard(card); !problems.empty())
        throw InputError(std::move(problems));
    Scenario s;
    s.arch = resolveArchitecture(card, presets);
    s.counts = countParameters(s.arch);
    s.parameters = s.counts.total(s.arch.layers);
    s.shape = trainingShape(card.training);
    s.layout = {card.hardware.parallelism, card.hardware.gpus_per_node, card.hardware.nodes,
                card.hardware.cpu_offload};
    s.gpu = gpus.find(card.hardware.gpu);
    if (!s.gpu) {
        std::string message = "unknown GPU '" + card.hardware.gpu + "'";
        if (const std::string m = closestMatch(card.hardware.gpu, gpus.ids()); !m.empty())
            message += "; did you mean '" + m + "'?";
        throw InputError(cardDiagnostic(card, "hardware.gpu",
                                        message + " (runcard-cli gpus lists the catalog)"));
    }
    s.memory_margin = card.hardware.memory_margin;
    s.assumptions = assumptionsFor(card.training.framework, assumptions);

    RunSchedule& r = s.schedule;
    const double tokensPerStep = double(card.training.sequence_length) * card.training.micro_batch *
                                 card.training.gradient_accumulation * card.hardware.gpuCount();
    switch (card.training.budget.kind) {
    case BudgetKind::Tokens:
        r.training_tokens = card.training.budget.value;
        break;
    case BudgetKind::Steps:
        r.training_tokens = card.training.budget.value * tokensPerStep;
        break;
    case BudgetKind::Epochs:
        r.training_tokens = card.training.budget.value * card.data.tokens;
        break;
    }
    r.validation_every_steps = card.validation.every_steps;
    r.validation_tokens = card.validation.tokens;
    r.checkpoint_every_steps = card.checkpoint.every_steps;
    r.setup_seconds = card.rental.setup_hours * 3600.0;
    return s;
}

std::int64_t trainableParameters(const Scenario& s) {
    if (s.shape.method == TrainingMethod::Full)
        return s.parameters;
    std::int64_t perLayer = 0;
    for (const auto& [target, name] : EnumSpelling<LoraTarget>::table) {
        if (!hasTarget(s.shape.lora_targets, target))
            continue;
        if (target == LoraTarget::Gate && s.arch.mlp == MlpKind::Gelu)
            continue;
        const LinearShape shape = linearShape(s.arch, target);
        perLayer += std::int64_t(s.shape.lora_rank) * (shape.in + shape.out); // r·(d_in + d_out)
    }
    return perLayer * s.arch.layers;
}

MemoryEstimate estimateMemory(const Scenario& s) {
    if (s.assumptions.activations == ActivationProfile::RuncardPilot)
        return withActivationScale(pilotMemoryEstimate(s), s); // the pilot's own accounting
    const TrainingShape& t = s.shape;
    const ParallelLayout& layout = s.layout;
    const double P = double(s.parameters);
    const double Plinear = double(s.counts.linear_weights_per_layer) * s.arch.layers;
    const double N = shardGroup(layout);
    const double tokens = double(t.sequence_length) * t.micro_batch;
    const bool full = t.method == TrainingMethod::Full;
    const bool mixed = isMixed(t.precision);
    const double computeBytes = isFp32(t.precision) ? 4.0 : 2.0;
    const Parallelism par = layout.parallelism;

    MemoryEstimate m;
    double weights = 0, gradients = 0, optimizer = 0, adapters = 0, buffers = 0;
    double hostBytes = 0, pagedBytes = 0, optimizerTransient = 0;

    // Unit gathered by ZeRO-3/FSDP: one decoder block, or the embedding/head root unit if larger.
    const double blockParams = double(s.counts.perLayer());
    const double rootParams = double(s.counts.embedding + s.counts.lm_head + s.counts.final_norm);
    const double unitParams = std::max(blockParams, rootParams);

    if (full) {
        // Model states per parameter by regime (shared/research §2.1, §2.2):
        //  single/DDP autocast (HF anatomy): fp32 params 4 + fp32 grads 4 + states, bf16 copies
        //    of the linears cached by autocast until backward (the "+2" of 18 B/param);
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
        double o = optimizerStateBytes(t.optimizer, stateBytes) + master;
        if (t.optimizer == OptimizerKind::Adafactor)
            o = adafactorBytes(s.arch, s.counts) / P + master;

        weights = P * w / (shardsParameters(par) ? N : 1);
        gradients = P * g / (shardsGradients(par) ? N : 1);
        optimizer = P * o / (shardsOptimizer(par) ? N : 1);
        optimizerTransient =
            P * optimizerTransientBytes(t.optimizer, stateBytes) / (shardsOptimizer(par) ? N : 1);
        if (t.optimizer_in_backward) {
            gradients = double(s.counts.largest_linear) * g; // one tensor's gradient at a time
            optimizerTransient = double(s.counts.largest_linear) * stateBytes;
        }
        if (t.optimizer == OptimizerKind::PagedAdamW8bit) {
            pagedBytes = optimizer; // unified memory: invisible to the allocator statistics
            optimizer = 0;
        }

        if (mixed && (par == Parallelism::Single || par == Parallelism::Ddp))
            buffers += Plinear * computeBytes; // autocast's cached 16-bit weight copies
        if (fsdp && par == Parallelism::FsdpGradOp)
            buffers += P * computeBytes; // SHARD_GRAD_OP keeps unsharded params fwd→bwd
        else if (shardsParameters(par))
            // Current + prefetched unit's gathered params, and the current unit's unsharded grads
            // before reduce-scatter (DeepSpeed stage3 estimator: 4 × largest layer in 16 bit).
            buffers += 3 * unitParams * computeBytes;
        if (par == Parallelism::Ddp && !s.assumptions.ddp_gradient_as_bucket_view)
            buffers += P * g; // DDP buckets copy every gradient (torch DDP docstring)
        if (layout.cpu_offload) {
            // Optimizer states and the fp32 master live on the host; under ZeRO-3/FSDP the
            // sharded params and grads too. The GPU keeps compute copies and gathered units.
            hostBytes += optimizer + gradients;
            optimizer = 0;
            gradients = shardsParameters(par) ? 0 : P * computeBytes;
            if (shardsParameters(par)) {
                hostBytes += weights;
                weights = 0;
            }
        }
    } else {
        // LoRA / QLoRA: a frozen base in the compute dtype or NF4, trainable adapters.
        double frozen = P * computeBytes;
        if (t.method == TrainingMethod::QLora) {
            const double nf4 = t.qlora_double_quant ? kNf4DoubleQuantBytes : kNf4Bytes;
            frozen = Plinear * nf4 + (P - Plinear) * 2.0; // embeddings, head, norms stay 16-bit
            buffers += 2.0 * double(s.counts.linear_weights_per_layer); // one layer dequantized
        }
        weights = frozen / (shardsParameters(par) ? N : 1);
        if (shardsParameters(par))
            buffers += 2 * unitParams * (t.method == TrainingMethod::QLora ? 2.0 : computeBytes);
        const double T = double(trainableParameters(s));
        // PEFT upcasts adapters to fp32 even on a bf16 base; others keep the parameter dtype.
        const double adapterBytes =
            (s.assumptions.adapters_in_fp32 || t.precision != Precision::Bf16) ? 4.0 : 2.0;
        double states = optimizerStateBytes(t.optimizer, adapterBytes);
        if (t.optimizer == OptimizerKind::Adafactor)
            states = adapterBytes; // rank-r matrices: factoring saves little
        adapters = T * (2 * adapterBytes + states);
        if (t.optimizer == OptimizerKind::PagedAdamW8bit) {
            pagedBytes = T * states;
            adapters -= pagedBytes;
        }
        optimizerTransient = T * optimizerTransientBytes(t.optimizer, adapterBytes);
        if (par == Parallelism::Ddp && !s.assumptions.ddp_gradient_as_bucket_view)
            buffers += T * adapterBytes;
    }

    const ActivationTerms act = activationTerms(s);
    double activations = act.saved_per_token * tokens;
    double logits = act.logits_per_token * tokens;
    double backwardBuffers = buffers + act.block_transient * tokens;
    if (t.loss == LossMode::Fused)
        backwardBuffers += 8.0 * double(s.arch.vocab_size) * std::min(tokens, 1024.0);
    hostBytes += act.offloaded_per_token * tokens;
    if (s.assumptions.calibrated_activation_scale > 0) {
        activations *= s.assumptions.calibrated_activation_scale;
        logits *= s.assumptions.calibrated_activation_scale;
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

ComputeEstimate estimateCompute(const Scenario& s) {
    const TrainingShape& t = s.shape;
    const ModelArchitecture& a = s.arch;
    const ParallelLayout& layout = s.layout;
    const int gpus = layout.gpuCount();
    ComputeEstimate c;
    if (!s.gpu)
        return c;
    const GpuSpec& gpu = *s.gpu;

    const double tokensPerMicroBatch = double(t.sequence_length) * t.micro_batch;
    c.tokens_per_step = tokensPerMicroBatch * t.gradient_accumulation * gpus;

    // Matmul parameters: the head counts, the embedding lookup does not (torchtitan
    // get_num_flop_per_token excludes the embedding).
    const double N = double(s.parameters - (a.tied_embeddings ? 0 : s.counts.embedding));
    // Attention score and value matmuls, forward + backward: 12·L·H·Q·T (torchtitan, PaLM App. B).
    const double attention = 12.0 * a.layers * double(a.queryWidth()) * t.sequence_length;
    const double attentionForward = attention / 3.0;
    const double T = double(trainableParameters(s));
    double perToken = 0;
    if (t.method == TrainingMethod::Full)
        perToken = 6.0 * N + attention; // 2N forward + 4N backward
    else
        perToken = 4.0 * N + 6.0 * T + attention; // frozen weights skip dW (NVIDIA: LoRA ≈ 2/3 SFT)
    double recompute = 0;
    if (t.checkpointing == ActivationCheckpointing::Full)
        recompute = 2.0 * N + attentionForward; // one extra forward (≈ 8N total)
    else if (t.checkpointing == ActivationCheckpointing::Selective)
        recompute = attentionForward; // attention core only (Korthikanti et al. 2022)
    c.flops_per_step = perToken * c.tokens_per_step;
    c.hardware_flops_per_step = (perToken + recompute) * c.tokens_per_step;

    const double peak = gpu.peakFlops(t.precision);
    c.utilisation = s.assumptions.calibrated_utilisation > 0 ? s.assumptions.calibrated_utilisation
                                                             : gpu.utilisation(t.precision);
    if (peak <= 0 || c.utilisation <= 0)
        return c; // unsupported precision on this card: the caller reports it
    c.compute_time_s = c.hardware_flops_per_step / gpus / (peak * c.utilisation);
    if (t.method == TrainingMethod::QLora)
        c.compute_time_s *= kQloraSlowdown;

    // Communication per optimizer step, from measured bus bandwidth (nccl-tests PERFORMANCE.md):
    // all-reduce 2(n−1)/n·S/busbw; all-gather and reduce-scatter (n−1)/n·S/busbw.
    if (gpus > 1 && layout.parallelism != Parallelism::Single) {
        double allReduceBw = gpu.allreduce_busbw;
        double allGatherBw = gpu.allgather_busbw > 0 ? gpu.allgather_busbw : allReduceBw;
        if (gpu.vendor == GpuVendor::Amd && layout.gpus_per_node < 8 && layout.nodes == 1) {
            // xGMI is a point-to-point mesh: fewer than 8 GPUs use a fraction of the links
            // (ROCm/rccl README, PR #1270).
            const double share = double(layout.gpus_per_node - 1) / 7.0;
            allReduceBw *= share;
            allGatherBw *= share;
        }
        if (layout.nodes > 1 && gpu.internode_busbw > 0 &&
            layout.parallelism != Parallelism::FsdpHybrid) {
            allReduceBw = std::min(allReduceBw, gpu.internode_busbw);
            allGatherBw = std::min(allGatherBw, gpu.internode_busbw);
        }
        const double n = gpus;
        const double gradBytes = (t.method == TrainingMethod::Full ? double(s.parameters) : T) *
                                 (isFp32(t.precision) ? 4.0 : 2.0);
        double comm = 0;
        if (shardsParameters(layout.parallelism)) {
            // Two all-gathers of the (frozen or trainable) weights per micro-batch and one
            // reduce-scatter of gradients: 3Ψ, 1.5× DDP (ZeRO paper §7.2.2).
            const double weightBytes = double(s.parameters) * (isFp32(t.precision) ? 4.0 : 2.0);
            const double group =
                layout.parallelism == Parallelism::FsdpHybrid ? double(layout.gpus_per_node) : n;
            comm = t.gradient_accumulation * 2.0 * (group - 1) / group * weightBytes / allGatherBw +
                   (group - 1) / group * gradBytes / allGatherBw;
            if (layout.parallelism == Parallelism::FsdpHybrid && layout.nodes > 1)
                comm += 2.0 * (layout.nodes - 1) / layout.nodes * gradBytes / layout.gpus_per_node /
                        std::max(gpu.internode_busbw, 1.0);
        } else {
            comm = 2.0 * (n - 1) / n * gradBytes / allReduceBw; // one all-reduce (or RS + AG)
        }
        c.communication_time_s = std::max(0.0, comm - kCommunicationOverlap * c.compute_time_s);
    }

    // Optimizer step: read and write params, grads and states of the local trainable shard.
    const double Tlocal = (t.method == TrainingMethod::Full ? double(s.parameters) : T) /
                          (shardsOptimizer(layout.parallelism) ? shardGroup(layout) : 1);
    const double bytesPerTrainable = 4.0 + 4.0 + optimizerStateBytes(t.optimizer, 4.0);
    if (layout.cpu_offload) {
        c.offload_time_s = Tlocal * 6.0 / std::max(gpu.host_link_bandwidth, 1.0) +
                           Tlocal / kCpuAdamParamsPerSecond;
    } else if (gpu.memory_bandwidth > 0) {
        c.optimizer_time_s =
            2.0 * Tlocal * bytesPerTrainable / (kOptimizerBandwidthShare * gpu.memory_bandwidth);
    }
    if (t.activation_offloading && gpu.host_link_bandwidth > 0) {
        // Checkpoints go out in forward and come back in backward; half of it hides behind compute.
        const ActivationTerms act = activationTerms(s);
        const double moved =
            2.0 * act.offloaded_per_token * tokensPerMicroBatch * t.gradient_accumulation;
        c.offload_time_s += std::max(0.0, moved / gpu.host_link_bandwidth - 0.5 * c.compute_time_s);
    }

    c.step_time_s =
        c.compute_time_s + c.communication_time_s + c.optimizer_time_s + c.offload_time_s;
    c.tokens_per_s = c.tokens_per_step / c.step_time_s;
    c.tokens_per_s_per_gpu = c.tokens_per_s / gpus;
    c.mfu = c.flops_per_step / (c.step_time_s * gpus * peak);
    return c;
}

Plan evaluate(const Scenario& s) {
    Plan plan;
    plan.parameters = s.parameters;
    plan.trainable_parameters = trainableParameters(s);
    plan.memory = estimateMemory(s);
    plan.compute = estimateCompute(s);
    if (s.gpu && !s.gpu->supports(s.shape.precision)) {
        plan.unsupported =
            std::string(toString(s.shape.precision)) + " is not supported on " + s.gpu->name;
        return plan;
    }
    if (plan.compute.step_time_s <= 0)
        return plan;

    const ComputeEstimate& c = plan.compute;
    RunEstimate& r = plan.run;
    const RunSchedule& sched = s.schedule;
    r.steps = std::int64_t(std::ceil(sched.training_tokens / c.tokens_per_step));
    r.train_time_s = double(r.steps) * c.step_time_s;
    if (sched.validation_every_steps > 0 && sched.validation_tokens > 0) {
        // Forward only: a third of the full-training FLOPs per token (half for frozen weights).
        const double forwardShare = s.shape.method == TrainingMethod::Full ? 1.0 / 3.0 : 0.5;
        const double runs = std::floor(double(r.steps) / sched.validation_every_steps) + 1;
        r.validation_time_s = runs * sched.validation_tokens / c.tokens_per_s * forwardShare;
    }
    // Checkpoints: trainable weights and optimizer state, written at the interval and at the end.
    const double checkpointBytes =
        s.shape.method == TrainingMethod::Full
            ? double(s.parameters) * (4.0 + optimizerStateBytes(s.shape.optimizer, 4.0))
            : double(plan.trainable_parameters) *
                  (4.0 + optimizerStateBytes(s.shape.optimizer, 4.0));
    const double checkpoints = (sched.checkpoint_every_steps > 0
                                    ? std::floor(double(r.steps) / sched.checkpoint_every_steps)
                                    : 0) +
                               1;
    r.checkpoint_time_s = checkpoints * checkpointBytes / kStorageBytesPerSecond;
    // Setup: the user's provisioning estimate plus reading the base weights from disk.
    const double weightFileBytes = double(s.parameters) * 2.0;
    r.setup_time_s = sched.setup_seconds + weightFileBytes / kStorageBytesPerSecond;
    r.wall_time_s = r.setup_time_s + r.train_time_s + r.validation_time_s + r.checkpoint_time_s;
    return plan;
}

} // namespace runcard
