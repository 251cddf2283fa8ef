#include "planner/activation_memory.h"

#include "planner/model_state.h"

#include <algorithm>

namespace runcard {
namespace {

// Eager PyTorch keeps more than the saved-tensor minimum (unfused temporaries, views that pin
// storage): the HfEager profile's slack, fitted on the litgpt LoRA rows (Lightning-AI/litgpt
// tutorials/resource-tables.md, Llama-2-7B and -13B: 45.5·h bytes per token and layer measured
// against the structural count). docs/memory-model.md shows the fit; docs/validation.md lists the
// rows.
constexpr double kEagerActivationSlack = 1.10;
// bitsandbytes QLoRA saves dequantized-weight temporaries and extra tensors: litgpt measured
// ≈58·h vs 46·h bytes per token and layer against LoRA on Llama-2-7B (same resource tables),
// i.e. 12·h more, slack included; the constant is that excess before the eager slack is applied.
constexpr double kQloraExtraHiddenMultiple = 12.0 / kEagerActivationSlack;
// Bytes per vocabulary entry of the loss path in fp32: the fp32 copy of the logits, the saved
// log-softmax and its gradient (transformers LlamaForCausalLM upcasts logits before
// torch.nn.functional.cross_entropy).
constexpr double kFp32LossPathBytes = 3 * 4.0;
// torchtune CEWithChunkedOutputLoss splits the output into 8 chunks and upcasts one at a time
// (torchtune/modules/loss/ce_chunked_output_loss.py, num_output_chunks=8).
constexpr double kTorchtuneLossChunks = 8;
// Per-token bytes of HF eager attention's fp32 softmax (transformers: softmax(..., dtype=float32))
// and, in backward, of its two fp32 score gradients per head.
constexpr double kEagerSoftmaxBytes = 4.0;
constexpr double kEagerScoreGradientBytes = 2 * 4.0;
// FlashAttention's log-sum-exp, saved per head and token for backward (fp32).
constexpr double kFlashLogSumExpBytes = 4.0;
// PEFT's LoRA dropout keeps a 1-byte mask per element beside the dropped copy
// (torch.nn.Dropout saves a bool mask).
constexpr double kDropoutMaskBytes = 1.0;
// Activation offloading keeps two blocks' saved tensors on the GPU: the one being computed and
// the one in flight to or from the host (torchtune training/_activation_offloading.py streams).
constexpr double kOffloadResidentBlocks = 2.0;

// Tensors one Llama-style block saves for backward, per token. Derivation (saved-tensor count for
// RMSNorm, RoPE, GQA, SwiGLU blocks) in docs/memory-model.md; Korthikanti et al. 2022
// ("Reducing Activation Recomputation in Large Transformer Models", §4) for the GPT-style terms.
double blockSavedBytesPerToken(const Scenario& s, bool attentionRecomputed) {
    const ModelArchitecture& a = s.arch;
    const TrainingShape& t = s.shape;
    const double element = bytesPerElement(t.precision);
    const double hidden = double(a.hidden_size);
    const double queryWidth = double(a.queryWidth());
    const double kvWidth = double(a.kvWidth());
    const double intermediate = double(a.intermediate_size);
    const bool full = t.method == TrainingMethod::Full;
    const bool eagerProfile = s.assumptions.activations == ActivationProfile::HfEager;
    const bool lora = !full;
    auto adapted = [&](LoraTarget target) { return lora && targetsLinear(t.lora_targets, target); };

    double bytes = 0;
    // Norm inputs. HF eager RMSNorm upcasts to fp32 and saves that copy; fused kernels save the
    // input in the activation dtype. Trainable norm weights make HF's `weight * x̂` save x̂ too;
    // fused kernels recompute x̂ from the input and rstd.
    const double normInput =
        (eagerProfile && a.norm == NormKind::RmsNorm) ? kFp32Bytes * hidden : element * hidden;
    bytes += a.norms_per_layer * (normInput + (full && eagerProfile ? element * hidden : 0));

    // Inputs of linears that need them for a weight gradient: all of them in full fine-tuning,
    // the adapted ones in LoRA (saved by lora_A; with dropout each adapter keeps its own dropped
    // copy plus a 1-byte mask, as PEFT's per-module dropout does).
    auto linearInput = [&](bool needed, double width, int adapters) {
        if (!needed)
            return 0.0;
        if (lora && t.lora_dropout)
            return adapters * (element * width + kDropoutMaskBytes * width);
        return element * width;
    };
    const int qkvAdapters =
        adapted(LoraTarget::Q) + adapted(LoraTarget::K) + adapted(LoraTarget::V);
    bytes += linearInput(full || qkvAdapters > 0, hidden, std::max(qkvAdapters, 1));
    const int upAdapters = adapted(LoraTarget::Gate) + adapted(LoraTarget::Up);
    bytes += linearInput(full || upAdapters > 0, hidden, std::max(upAdapters, 1));
    // LoRA's rank-r intermediate (lora_A output) is saved for lora_B's gradient.
    if (lora)
        for (const auto& [target, name] : EnumSpelling<LoraTarget>::table)
            if (adapted(target))
                bytes += element * t.lora_rank;

    // Attention core.
    const double heads = a.attention_heads;
    const double sequence = t.sequence_length;
    if (!attentionRecomputed) {
        if (t.attention == AttentionKernel::Eager) {
            // q, and k, v expanded to all heads (repeat_kv), softmax output kept in fp32 by HF
            // plus its cast for the PV matmul: the s² term.
            bytes += 3 * element * queryWidth +
                     heads * sequence * (kEagerSoftmaxBytes + (element < 4 ? element : 0));
        } else {
            // FlashAttention / SDPA keep q, k, v, the output and the fp32 log-sum-exp
            // (Dao 2023, FlashAttention-2, Algorithm 2 saves O and L).
            bytes += element * (queryWidth + 2 * kvWidth) + element * queryWidth +
                     kFlashLogSumExpBytes * heads;
        }
    }
    // O-projection input: the attention output, already saved by flash/SDPA.
    const bool outputNeedsInput = full || adapted(LoraTarget::O);
    if (outputNeedsInput && (t.attention == AttentionKernel::Eager || attentionRecomputed))
        bytes += linearInput(true, queryWidth, 1);
    else if (outputNeedsInput && lora && t.lora_dropout)
        // the adapter's dropped copy and mask on top of flash's output
        bytes += kDropoutMaskBytes * queryWidth + element * queryWidth;

    // MLP. SwiGLU: silu saves the gate output, the product saves silu(gate) and up.
    if (a.mlp == MlpKind::SwiGlu)
        bytes += 3 * element * intermediate;
    else
        bytes += element * intermediate; // GELU saves its input
    // Down-projection input (the product / GELU output) for its weight gradient.
    if (full || adapted(LoraTarget::Down))
        bytes += linearInput(true, intermediate, 1);
    if (t.method == TrainingMethod::QLora)
        bytes += kQloraExtraHiddenMultiple * hidden;
    return bytes;
}

} // namespace

double activationBytesPerTokenPerLayer(const Scenario& s) {
    return blockSavedBytesPerToken(s, false);
}

ActivationTerms activationTerms(const Scenario& s) {
    const ModelArchitecture& a = s.arch;
    const TrainingShape& t = s.shape;
    const double element = bytesPerElement(t.precision);
    const double hidden = double(a.hidden_size);
    const double vocab = double(a.vocab_size);
    const bool eagerProfile = s.assumptions.activations == ActivationProfile::HfEager;
    // The residual stream: fp32 under autocast when the weights are fp32 (full mixed precision),
    // otherwise the activation dtype.
    const double residual =
        (isMixedPrecision(t.precision) && t.method == TrainingMethod::Full) ? kFp32Bytes : element;

    ActivationTerms terms;
    const double block = blockSavedBytesPerToken(s, false);
    double perBlockSaved = block;
    if (t.checkpointing == ActivationCheckpointing::Full) {
        perBlockSaved = residual * hidden; // block input only; the rest is recomputed
        terms.block_transient += block;
    } else if (t.checkpointing == ActivationCheckpointing::Selective) {
        perBlockSaved = blockSavedBytesPerToken(s, true); // attention core recomputed
        terms.block_transient += block - perBlockSaved;
    }
    double saved = perBlockSaved * a.layers + residual * hidden; // + final norm input
    if (eagerProfile)
        saved *= kEagerActivationSlack;
    if (t.compile)
        saved *= 1.0 / kEagerActivationSlack; // compiled graphs drop eager temporaries

    if (t.activation_offloading) {
        // Saved tensors stream to pinned host memory; two blocks stay on the GPU (one in flight).
        const double kept =
            std::min(saved, kOffloadResidentBlocks * perBlockSaved + residual * hidden);
        terms.offloaded_per_token = saved - kept;
        saved = kept;
    }
    terms.saved_per_token = saved;
    // Backward of one block: gradient buffers for its widest tensors, plus the s² score gradients
    // in eager attention (two fp32 heads*s tensors).
    terms.block_transient += 2 * element * std::max<double>(a.intermediate_size, hidden);
    if (t.attention == AttentionKernel::Eager)
        terms.block_transient += kEagerScoreGradientBytes * a.attention_heads * t.sequence_length;

    // Logits and loss: 6–16 B × V per token depending on the implementation (docs/memory-model.md).
    switch (t.loss) {
    case LossMode::Standard:
        if (s.assumptions.logits == LogitsPath::Fp32Upcast)
            // HF: half-precision logits, their fp32 copy, the saved log-softmax and its gradient.
            terms.logits_per_token =
                (element < 4 ? element : 0) * vocab + kFp32LossPathBytes * vocab;
        else if (s.assumptions.logits == LogitsPath::ComputeDtype)
            // litgpt: logits, saved log-softmax, and two gradients, all in the compute dtype.
            terms.logits_per_token = 4.0 * element * vocab;
        else
            // Megatron: fp32 logits, fused CE (4·s·b·V,
            // megatron/training/theoretical_memory_usage.py)
            terms.logits_per_token = kFp32Bytes * vocab;
        break;
    case LossMode::Chunked:
        // Half-precision logits plus one chunk's fp32 path.
        terms.logits_per_token =
            element * vocab + kFp32LossPathBytes * vocab / kTorchtuneLossChunks;
        break;
    case LossMode::Fused:
        terms.logits_per_token = 0; // fused linear + CE: a bounded chunk, added as a buffer
        break;
    }
    return terms;
}

} // namespace runcard
