#include "planner/activation_memory.h"

#include "planner/model_state.h"
#include "planner/stack_priors.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace runcard {
namespace {

// Eager PyTorch keeps more than the saved-tensor minimum (unfused temporaries, views that pin
// storage): the HfEager profile's slack, fitted on the litgpt LoRA rows (Lightning-AI/litgpt
// tutorials/resource-tables.md, Llama-2-7B and -13B: 45.5·h bytes per token and layer measured
// against the structural count). docs/memory-model.md shows the fit; docs/validation.md lists the
// rows.
constexpr double kEagerActivationSlack = 1.10;
// The fp32 loss path per logit at its peak, the loss backward: the saved log-softmax, its gradient
// and the gradient of the logits, all fp32 (torch.nn.functional.cross_entropy on upcast logits:
// transformers loss/loss_utils.py ForCausalLMLoss, torchtune and torchtitan `.float()`).
constexpr double kFp32LossPathBytes = 3 * 4.0;
// A chunk's backward in the fp32 path: the gradient of its log-softmax and of its logits.
constexpr double kFp32ChunkBackwardBytes = 2 * 4.0;
// DTensor loss_parallel's backward per logit of the vocabulary shard
// (torch/distributed/tensor/parallel/loss.py, _nll_loss_and_log_softmax_backward: the saved
// log-softmax, zeros_like(x) for the target's -1, exp(x), and their sum before the product, all
// fp32). Its forward holds 14 bytes (the 16-bit logits, the fp32 input, the shifted logits and
// their exp), under this.
constexpr double kLossParallelBackwardBytes = 4 * 4.0;
// fp32 bytes of the saved log-softmax of an uncompiled chunked loss, for every chunk.
constexpr double kFp32LogSoftmaxBytes = 4.0;
// Per-token bytes of HF eager attention's fp32 softmax (transformers: softmax(..., dtype=float32))
// and, in backward, of its two fp32 score gradients per head.
constexpr double kEagerSoftmaxBytes = 4.0;
constexpr double kEagerScoreGradientBytes = 2 * 4.0;
// FlashAttention's log-sum-exp, saved per head and token for backward (fp32).
constexpr double kFlashLogSumExpBytes = 4.0;
// Cut Cross-Entropy keeps one fp32 log-sum-exp per token (Wijmans et al. 2024, "Cut Your Losses
// in Large-Vocabulary Language Models", Algorithm 1).
constexpr double kCutLossLogSumExpBytes = 4.0;
// PEFT's LoRA dropout keeps a 1-byte mask per element beside the dropped copy
// (torch.nn.Dropout saves a bool mask).
constexpr double kDropoutMaskBytes = 1.0;
// Mixture-of-experts routing per token of a MoE layer: the router's logits in the compute dtype and
// its softmax in fp32 (transformers mixtral/qwen3_moe: softmax(router_logits, dtype=torch.float)),
// the top-k weights in fp32 and the int64 expert indices.
constexpr double kRouterProbabilityBytes = 4.0;
constexpr double kRoutingWeightBytes = 4.0;
constexpr double kExpertIndexBytes = 8.0;
// Embedding LoRA saves the int64 token ids for its lookup gradient.
constexpr double kTokenIdBytes = 8.0;
// Activation offloading (torchtune training/_activation_offloading.py, OffloadActivations):
// max_fwd_stash_size=5 keeps up to five consecutive saved tensors on the GPU while their copies
// to pinned host memory run on a side stream. Without checkpointing two blocks' tensors stay (the
// one being computed and the one in flight).
constexpr double kOffloadStashTensors = 5;
constexpr double kOffloadResidentBlocks = 2;

// What one block saves for backward, bytes per token, and what its backward holds on top.
struct BlockSaves {
    double input = 0;         // the block input in the residual dtype: a checkpoint keeps it
    double all = 0;           // everything the block saves without checkpointing
    double selective = 0;     // with the attention core recomputed (Megatron core_attn)
    double op_level = 0;      // torchtitan's op-level policy: every other matmul's output
    double gradients = 0;     // gradient buffers of its backward
    double gathered = 0;      // of `all` and `selective`: inputs a DTensor sequence-parallel
                              // linear keeps as gathered (the rest divide by tp)
    double frozen_copies = 0; // bytes per block: 16-bit copies of fp32 frozen weights (autocast)
    // Bytes per MoE block of adapters merged into the local experts' tensors (ParamWrapper):
    // the merged W + delta the experts' GEMMs save, and the larger tensor's delta (forward) or
    // weight gradient (backward) beside it.
    double merged_experts = 0, merged_transient = 0;
    double dora_fixed = 0; // bytes per block: DoRA's dense weight-norm temporaries
};

// DTensor sequence parallelism keeps the all-gathered inputs of column-parallel linears
// (ModelingAssumptions::tp_saves_gathered_inputs).
bool keepsGatheredInputs(const Scenario& s) {
    return s.layout.tensor_parallel > 1 && s.layout.sequence_parallel &&
           s.assumptions.tp_saves_gathered_inputs;
}

struct Widths {
    double hidden, query, kv, intermediate, heads, sequence;
};

// A MoE layer's routing, per token, averaged over the layers: the router's logits and
// probabilities and the top-k weights and indices, and the token-dispatch buffers: each token's
// hidden state copied to each of its k experts (the experts' input, saved for their weight
// gradients, `expertInput` bytes an element: the grouped GEMM keeps the operand it multiplied
// with, as the dense linears do) and the k expert outputs kept for the weighted combine. With a
// capacity factor C the buffers are padded to C times the even share (Switch Transformer, Fedus
// et al. 2021, §2.1; Megatron-Core transformer/moe/token_dispatcher.py pads to the capacity with
// --moe-pad-expert-input-to-capacity); dropless routing sizes them by the tokens routed.
double routingBytes(const Scenario& s, double e, double expertInput, double hidden) {
    const ModelArchitecture& a = s.arch;
    if (!a.isMoe() || a.layers <= 0)
        return 0;
    const double share = double(a.moeLayers()) / a.layers;
    const double k = a.experts_per_token;
    const double capacity = s.shape.moe_capacity_factor > 0 ? s.shape.moe_capacity_factor : 1.0;
    const double router =
        (e + kRouterProbabilityBytes) * a.experts + k * (kRoutingWeightBytes + kExpertIndexBytes);
    // Dense compute copies every token to every expert (the repeated, score-scaled input).
    const double dispatch = capacity * expertCopiesPerToken(s) * (expertInput + e) * hidden;
    return share * (router + dispatch);
}

// What one norm of `width` saves per token: its input, which HF's eager RMSNorm keeps as its
// fp32 upcast (ATen's LayerNorm, fused kernels and compiled graphs keep it as it came, `bytes` an
// element), and, when its weight trains, HF RMSNorm's x̂ for `weight * x̂` in the input's dtype.
// ATen's LayerNorm and fused kernels recompute x̂ from the saved mean and rstd
// (tools/autograd/derivatives.yaml, native_layer_norm; torchtitan TritonFusedRMSNorm, Liger's
// LigerRMSNormFunction). The hidden norms' input is the residual stream; the query and key norms'
// is what the projections wrote, in the compute dtype.
struct NormSaves {
    double input = 0;
    double normalised = 0;
};

NormSaves normSaves(const Scenario& s, double bytes, double width) {
    const TrainingShape& t = s.shape;
    const bool eagerRmsNorm = s.assumptions.activations == ActivationProfile::HfEager &&
                              !t.compile && !t.fused_norm_kernel &&
                              s.arch.norm == NormKind::RmsNorm;
    const bool weightTrains = t.method == TrainingMethod::Full;
    return {eagerRmsNorm ? kFp32Bytes * width : bytes * width,
            eagerRmsNorm && weightTrains ? bytes * width : 0};
}

// What one block saves, bytes per token, and the part of it that the column-parallel linears take
// after a sequence-parallel gather (their hidden-wide inputs).
struct BlockBytes {
    double total = 0;
    double gathered = 0;
    double mlp = 0; // of `total`: what the MLP saves after its input (a tiled MLP keeps none)
};

// Bytes per token saved by one block with or without its attention core, as Llama-style blocks
// save them (Korthikanti et al. 2022, "Reducing Activation Recomputation in Large Transformer
// Models", §4, for the terms; the saved-tensor count for RMSNorm, RoPE, GQA and SwiGLU blocks in
// docs/memory-model.md).
BlockBytes blockBytes(const Scenario& s, const PrecisionPlan& p, const Widths& w,
                      bool attentionRecomputed) {
    const ModelArchitecture& a = s.arch;
    const TrainingShape& t = s.shape;
    const double e = p.compute;
    const bool full = t.method == TrainingMethod::Full;
    const bool lora = !full;
    const bool flash = t.attention != AttentionKernel::Eager;
    // bitsandbytes' MatMul4Bit kept the input of every quantized linear for backward until 0.43.2
    // (autograd/_functions.py: ctx.tensors = (A, B), then (None, B) from PR #1270).
    const bool quantizedKeepsInput =
        t.method == TrainingMethod::QLora && t.qlora_keeps_inputs &&
        s.assumptions.quantized_linear == QuantizedLinear::Bitsandbytes;
    auto adapted = [&](LoraTarget target) { return lora && targetsLinear(t.lora_targets, target); };
    // PEFT casts an adapter's input to the adapter dtype (lora/layer.py: _cast_input_dtype); with
    // dropout every adapter keeps its own dropped copy and mask. Either way each adapter saves its
    // own input copy; under autocast the matmul re-casts it to 16 bit and saves that.
    const double adapterBytes = adapterPrecision(s).weights;
    const bool castsInput = s.assumptions.adapters_in_fp32 && adapterBytes != e;
    // Dropout on the adapter's output (AutoModel's "post") leaves the input shared.
    const bool inputDropout = t.lora_dropout && !t.lora_dropout_on_output;
    const bool ownCopies = lora && (inputDropout || castsInput);
    const double copyBytes = (castsInput && !isMixedPrecision(t.precision)) ? adapterBytes : e;

    // A group of linears sharing one input of `width`: the plain input once when a weight
    // gradient, a shared adapter input or a 4-bit linear needs it (unless another op already
    // saves that tensor), plus each adapter's own copy.
    // Low precisions save the quantized GEMM input for the weight gradient (Transformer Engine
    // Linear keeps the fp8 / MXFP8 / NVFP4 copy it multiplied with, not the bf16 one).
    const double plainBytes =
        full && isLowPrecision(t.precision) ? lowPrecisionOperandBytes(t.precision) : e;
    // `gathers`: how many copies of the plain input the group keeps (one per projection where
    // each gathers its own sequence-parallel input).
    auto inputGroup = [&](double width, int adapters, bool savedElsewhere, int gathers = 1,
                          bool trainsWeight = false) {
        double bytes = 0;
        const bool plain =
            full || trainsWeight || quantizedKeepsInput || (adapters > 0 && !ownCopies);
        if (plain && !savedElsewhere)
            bytes += gathers * plainBytes * width;
        if (adapters > 0 && ownCopies)
            bytes += adapters * (copyBytes + (inputDropout ? kDropoutMaskBytes : 0)) * width;
        return bytes;
    };

    double bytes = 0;
    const NormSaves norm = normSaves(s, p.residual, w.hidden);
    bytes += a.norms_per_layer * (norm.input + norm.normalised);

    // Attention. Flash/SDPA keep q, k, v, the output and the fp32 log-sum-exp (Dao 2023,
    // FlashAttention-2, Algorithm 2 saves O and L); eager keeps q, k and v expanded to every head
    // (repeat_kv) and the s² scores in fp32 plus their cast (HF softmax(dtype=float32)). With the
    // core recomputed only its inputs q, k, v stay (the checkpoint's inputs).
    // Fused projections carry one adapter (fusesQkv: Megatron linear_qkv, Phi-3's qkv_proj);
    // multi-head latent attention's projections are separate linears with their own inputs.
    const int qkvTargets = adapted(LoraTarget::Q) + adapted(LoraTarget::K) + adapted(LoraTarget::V);
    const int qkvAdapters = fusesQkv(s) ? std::min(qkvTargets, 1) : qkvTargets;
    const bool perProjection = s.assumptions.tp_gathers_per_projection && keepsGatheredInputs(s);
    const double qkvInput = inputGroup(w.hidden, qkvAdapters, false, perProjection ? 3 : 1);
    bytes += qkvInput;
    // The query and key norms save what a norm saves of q and k (Qwen3, Gemma 3, OLMo 2; TE's
    // q_layernorm and k_layernorm in Megatron-Core), before RoPE, which saves nothing of them.
    if (a.qk_norm != QkNorm::None) {
        const NormSaves qkNorm = normSaves(s, e, w.query + w.kv);
        bytes += qkNorm.input + qkNorm.normalised;
    }
    bool outputSaved = false;
    if (attentionRecomputed) {
        bytes += e * (w.query + 2 * w.kv);
    } else if (!flash) {
        bytes += 3 * e * w.query +
                 w.heads * w.sequence * (kEagerSoftmaxBytes + (e < kFp32Bytes ? e : 0));
    } else {
        bytes += e * (w.query + 2 * w.kv) + e * w.query + kFlashLogSumExpBytes * w.heads;
        outputSaved = true;
        // A dense document mask: SDPA converts the boolean mask to an additive bias in the
        // activation dtype (aten/src/ATen/native/transformers/attention.cpp,
        // convert_boolean_attn_mask) that the memory-efficient kernel's backward takes, one s-wide
        // row a token, shared by the heads.
        if (t.document_masking == DocumentMasking::DenseMask)
            bytes += e * w.sequence;
    }
    bytes += inputGroup(w.query, adapted(LoraTarget::O), outputSaved);

    // MLP. SwiGLU: silu saves the gate output, the product saves silu(gate) and up. GELU saves
    // its input (transformers' gelu_new four tensors: runsGeluNew). Megatron's fused activation
    // saves only its input, 2·i wide for SwiGLU (fusions/fused_bias_swiglu.py, SwiGLUFunction), in
    // FP8 under an FP8 recipe with activation_func_fp8_input_store (passed to the SwiGLU kernels
    // only, not to bias_gelu_impl). Then the down projection's input, kept only for a weight
    // gradient or an adapter.
    const bool swiglu = a.mlp == MlpKind::SwiGlu;
    // Adapters merged into the expert tensors (PEFT's ParamWrapper) leave the tokens alone: the
    // experts' GEMMs keep their inputs for the merged weight's gradient, as in full fine-tuning.
    const bool merged = mergesExpertAdapters(s);
    const int upTargets = adapted(LoraTarget::Gate) * swiglu + adapted(LoraTarget::Up);
    // transformers 5's gate_up_proj takes one adapter for gate and up (adaptsExpertTensors).
    const bool fusedUp = fusesGateUp(s) || (swiglu && adaptsExpertTensors(s));
    const int upAdapters = merged ? 0 : fusedUp ? std::min(upTargets, 1) : upTargets;
    const double upInput = inputGroup(w.hidden, upAdapters, false, perProjection && swiglu ? 2 : 1,
                                      merged && upTargets > 0);
    bytes += upInput;
    const double beforeMlp = bytes;
    // Liger's SwiGLU (LigerSiLUMulFunction) saves the gate and up outputs and recomputes silu.
    if (s.assumptions.activations == ActivationProfile::Fused ||
        (swiglu && t.fused_swiglu_kernel)) {
        const bool fp8Store = swiglu && t.fp8_activation_store && isLowPrecision(t.precision);
        bytes += (swiglu ? 2 : 1) * (fp8Store ? 1.0 : e) * w.intermediate;
    } else if (runsGeluNew(s)) {
        // gelu_new's ops save: pow its input, tanh its output, the last product both factors
        // (0.5·x and 1 + tanh). Under autocast pow runs in fp32 (autocast's fp32 list) on an fp32
        // copy of x, and type promotion keeps everything after it in fp32 but 0.5·x.
        bytes += (isMixedPrecision(t.precision) ? 3 * kFp32Bytes + e : 4 * e) * w.intermediate;
    } else {
        bytes += (swiglu ? 3 : 1) * e * w.intermediate;
    }
    bytes += merged ? inputGroup(w.intermediate, 0, false, 1, adapted(LoraTarget::Down))
                    : inputGroup(w.intermediate, adapted(LoraTarget::Down), false);
    // Transformer Engine's GroupedLinear saves its quantized inputs for the weight gradient like
    // Linear (module/grouped_linear.py, _GroupedLinear.forward: save_for_backward(*inputmats)).
    bytes += routingBytes(s, e, plainBytes, w.hidden);
    const double mlp = bytes - beforeMlp;
    // Hidden dropout keeps a one-byte mask of the attention's and the MLP's outputs.
    if (dropsHiddenOutputs(s))
        bytes += 2 * w.hidden;
    // Multi-head latent attention also saves its compressed latents for their up-projections.
    if (a.isLatentAttention())
        bytes += e * double(a.kv_lora_rank + a.qk_rope_head_dim + a.q_lora_rank);

    // Adapter internals: lora_A's rank-r output for lora_B's gradient, one per adapter (a fused
    // projection has one); DoRA's product with the magnitude saves the base and
    // the adapter output of every adapted linear (peft/tuners/lora/dora.py, DoraLinearLayer).
    if (lora) {
        int adapters = (qkvAdapters - qkvTargets) + (merged ? 0 : upAdapters - upTargets);
        const auto mlpTarget = [](LoraTarget target) {
            return target == LoraTarget::Gate || target == LoraTarget::Up ||
                   target == LoraTarget::Down;
        };
        for (const auto& [target, name] : EnumSpelling<LoraTarget>::table)
            if (adapted(target) && !(target == LoraTarget::Gate && !swiglu) &&
                !(merged && mlpTarget(target))) {
                ++adapters;
                // Dropout on the adapter's output saves its mask, one byte per output element
                // (nemo_automodel/components/_peft/lora.py, LinearLoRA.forward).
                if (t.lora_dropout && t.lora_dropout_on_output)
                    bytes += kDropoutMaskBytes * double(linearShape(a, target).out);
                if (t.dora)
                    bytes += (e + copyBytes) * double(linearShape(a, target).out);
            }
        bytes += copyBytes * t.lora_rank * adapters;
    }
    return {bytes, qkvInput + upInput, mlp};
}

// Unsloth patches its LoRA autograd functions in per group, where every linear of the group has
// an adapter and no bias, dropout is 0 and there is no DoRA (unsloth/models/llama.py,
// FastLlamaModel.patch_peft_model). The block below is Unsloth's when all three groups are
// (its notebooks' seven targets); otherwise PEFT's layers with Unsloth's kernels.
bool unslothFusedBlock(const Scenario& s) {
    const TrainingShape& t = s.shape;
    const ModelArchitecture& a = s.arch;
    auto adapted = [&](LoraTarget target) { return targetsLinear(t.lora_targets, target); };
    return s.assumptions.fused_lora_kernels && t.method != TrainingMethod::Full &&
           !t.lora_dropout && !t.dora && !a.isMoe() && !a.isLatentAttention() &&
           a.mlp == MlpKind::SwiGlu && !a.linear_bias && !a.qkv_bias && !a.attention_bias &&
           !a.mlp_bias && adapted(LoraTarget::Q) && adapted(LoraTarget::K) &&
           adapted(LoraTarget::V) && adapted(LoraTarget::O) && adapted(LoraTarget::Gate) &&
           adapted(LoraTarget::Up) && adapted(LoraTarget::Down);
}

// What Unsloth's block saves, bytes per token besides its input (unsloth/models/llama.py
// LlamaDecoderLayer_fast_forward; unsloth/kernels): each Triton RMSNorm its input and an fp32
// inverse RMS (rms_layernorm.py; the first norm's input is the block input, the second's the
// residual after attention); LoRA_QKV the normed input; FlashAttention q, k, v, the output and
// its log-sum-exp (RoPE rotates q and k in place and saves nothing); LoRA_W nothing new (its input
// is the attention output); LoRA_MLP the normed input and the gate and up outputs, recomputing
// SwiGLU in backward (fast_lora.py). Its backward peaks in LoRA_MLP's first matmul_lora: the
// down projection's input gradient and a LoRA temporary, both intermediate-wide, beside the
// incoming gradient and the recomputed block's output that the checkpointer still holds
// (unsloth_zoo/gradient_checkpointing.py); SwiGLU's backward then writes in place. Query and
// key norms (unsloth/models/qwen3.py: fast_rms_layernorm on Q and K) save q and k as the
// projections wrote them and an inverse RMS per head.
BlockSaves unslothBlockSaves(const PrecisionPlan& p, const Widths& w, bool qkNorm) {
    const double e = p.compute;
    BlockSaves b;
    b.input = p.residual * w.hidden;
    const double inverseRms = 2 * kFp32Bytes;
    const double attention = e * (2 * w.query + 2 * w.kv) + kFlashLogSumExpBytes * w.heads;
    const double qkNormSaves = qkNorm ? e * (w.query + w.kv) + 2 * kFp32Bytes * w.heads : 0.0;
    b.all = inverseRms + p.residual * w.hidden + e * w.hidden + attention + qkNormSaves +
            e * w.hidden + 2 * e * w.intermediate;
    b.selective = b.op_level = b.all;
    b.gradients = 2 * e * w.hidden + 2 * e * w.intermediate;
    return b;
}

// A tiled MLP (TrainingShape::tiled_mlp; DeepSpeed's TiledMLP: forward under no_grad per tile,
// save_for_backward(x) only, then per tile in backward the forward again and its backward) keeps
// none of the `mlp` bytes a token its MLP would save; its backward holds one tile's of them
// beside the block's gradients (whose MLP-wide buffers the caller sizes for one tile).
void tileMlp(BlockSaves& b, double mlp, int shards) {
    b.all -= mlp;
    b.selective -= mlp;
    b.gradients += mlp / shards;
}

BlockSaves blockSaves(const Scenario& s, const PrecisionPlan& p) {
    const ModelArchitecture& a = s.arch;
    const TrainingShape& t = s.shape;
    const double e = p.compute;
    const Widths w{double(a.hidden_size),     double(a.queryWidth()),
                   double(a.kvWidth()),       a.activeMlpWidth(expertCopiesPerToken(s)),
                   double(a.attention_heads), double(t.sequence_length)};
    if (unslothFusedBlock(s)) {
        BlockSaves b = unslothBlockSaves(p, w, a.qk_norm != QkNorm::None);
        if (t.tiled_mlp) {
            const int shards = tiledMlpShards(s);
            b.gradients -= 2 * e * w.intermediate * (1 - 1.0 / shards);
            tileMlp(b, 2 * e * w.intermediate, shards);
        }
        return b;
    }
    BlockSaves b;
    b.input = p.residual * w.hidden;
    const BlockBytes all = blockBytes(s, p, w, false);
    b.all = all.total;
    b.gathered = all.gathered;
    b.selective = blockBytes(s, p, w, true).total;
    // torchtitan op-level SAC (parallelisms/parallelize_llama.py @9dec370, _custom_policy): save
    // the outputs of the ops in _save_list, the SDPA kernels and aten.mm, but recompute every
    // second mm (the counter restarts per block). Forward mm order: wq, wk, wv, wo, w1, w3, w2.
    const bool swiglu = a.mlp == MlpKind::SwiGlu;
    const std::size_t mms = swiglu ? 7 : 6; // no w3 without a gate
    const std::array<double, 7> mmOutputs{
        w.query, w.kv, w.kv, w.hidden, w.intermediate, swiglu ? w.intermediate : w.hidden,
        w.hidden};
    b.op_level = b.input;
    for (std::size_t i = 0; i < mms; i += 2)
        b.op_level += e * mmOutputs[i];
    if (t.attention != AttentionKernel::Eager)
        b.op_level += e * w.query + kFlashLogSumExpBytes * w.heads;
    // Backward of one block: gradient buffers for its widest tensors, plus the s² score gradients
    // in eager attention (two fp32 heads·s tensors).
    const int shards = tiledMlpShards(s); // 1 without a tiled MLP
    b.gradients = 2 * e * std::max(w.intermediate / shards, w.hidden);
    if (t.attention == AttentionKernel::Eager)
        b.gradients += kEagerScoreGradientBytes * w.heads * w.sequence;
    if (t.tiled_mlp) // op-level checkpointing is torchtitan's, which has no tiled MLP
        tileMlp(b, all.mlp, shards);
    // A frozen fp32 base under autocast: each matmul casts its weight to 16 bit and saves the copy
    // for the input gradient (requires_grad=False weights are not cached: autocast_mode.cpp).
    if (t.method != TrainingMethod::Full && p.autocast_copies)
        b.frozen_copies = e * double(s.counts.linear_weights_per_layer);
    const MergedExpertTensors merged = mergedExpertTensors(s);
    const double localExperts = double(a.experts) / std::max(s.layout.expert_parallel, 1);
    b.merged_experts = p.weights * localExperts * merged.elements;
    b.merged_transient = p.weights * localExperts * merged.largest;
    // DoRA's weight norm (dora.py: get_weight_norm) builds, per adapted matrix and forward, the
    // identity input, the dense B·A product and the adapted weight; the largest matrix bounds it.
    if (t.dora && t.method != TrainingMethod::Full) {
        double largest = 0;
        for (const auto& [target, name] : EnumSpelling<LoraTarget>::table)
            if (targetsLinear(t.lora_targets, target)) {
                const LinearShape shape = linearShape(a, target);
                largest = std::max(largest, double(shape.in) * double(shape.in) +
                                                3.0 * double(shape.in) * double(shape.out));
            }
        b.dora_fixed = adapterPrecision(s).weights * largest;
    }
    return b;
}

// Logits and loss path: bytes per token at its peak, the loss backward (docs/memory-model.md,
// "Loss and head").
double logitsPerToken(const Scenario& s, const PrecisionPlan& p) {
    const TrainingShape& t = s.shape;
    const double e = p.compute;
    const double vocab = double(s.arch.vocab_size);
    const double half = e < kFp32Bytes ? e : 0; // 16-bit logits beside their fp32 copy
    const bool lossParallel = runsDecomposedLossParallel(s);
    switch (t.loss) {
    case LossMode::Standard: {
        double bytes = 0;
        if (t.compile && s.assumptions.compiled_loss_fuses_upcast) {
            // Inductor saves the 16-bit input and each row's log-sum-exp, recomputes the softmax
            // in backward and writes the 16-bit gradient: the logits and their gradient.
            bytes = 2.0 * e * vocab;
        } else {
            switch (s.assumptions.logits) {
            case LogitsPath::Fp32Upcast:
                // The 16-bit logits are deleted before backward.
                bytes = (lossParallel ? kLossParallelBackwardBytes : kFp32LossPathBytes) * vocab;
                break;
            case LogitsPath::Fp32UpcastKeepsLogits:
                // A loop holding the model output keeps its logits until backward: 16-bit from
                // transformers 4.46, the fp32 upcast before (`model_returns_fp32_logits`).
                // Trainer keeps only the loss (`loop_keeps_logits: false`).
                bytes = ((!t.loop_keeps_logits          ? 0.0
                          : t.model_returns_fp32_logits ? kFp32Bytes
                                                        : half) +
                         kFp32LossPathBytes) *
                        vocab;
                break;
            case LogitsPath::ComputeDtype:
                // litgpt: logits, saved log-softmax, and two gradients, all in the compute dtype.
                bytes = 4.0 * e * vocab;
                break;
            case LogitsPath::Fp32Fused:
                // Megatron: fp32 logits, fused CE (4·s·b·V, theoretical_memory_usage.py)
                bytes = kFp32Bytes * vocab;
                break;
            }
        }
        if (t.lora_head && t.method != TrainingMethod::Full)
            bytes += e * vocab; // lora_B's vocabulary-wide output beside the base logits
        return bytes;
    }
    case LossMode::Chunked: {
        // torchtune CEWithChunkedOutputLoss: every chunk's 16-bit logits stay; each chunk is upcast
        // and its log-softmax saved (fp32) unless compiled, where the fused kernel keeps only the
        // 16-bit input; one chunk's backward at a time.
        const double chunks = std::max(1, t.loss_chunks);
        if (t.compile)
            return e * vocab * (1.0 + 1.0 / chunks);
        return (e + kFp32LogSoftmaxBytes) * vocab + kFp32ChunkBackwardBytes * vocab / chunks;
    }
    case LossMode::Fused:
        // Liger allocates grad_input (B·T × H) in the forward; the chunk is a fixed term.
        return e * double(s.arch.hidden_size);
    case LossMode::CutCrossEntropy:
        return kCutLossLogSumExpBytes + e * double(s.arch.hidden_size);
    case LossMode::FusedSoftmax:
        // flash-attn's CrossEntropyLoss (flash_attn/ops/triton/cross_entropy.py; the xentropy
        // CUDA kernel before it, from Apex): one kernel reads the 16-bit logits and saves them
        // with each row's log-sum-exp; backward writes the gradient into a new tensor of the
        // logits' size (into the logits themselves with inplace_backward, not the default).
        return 2.0 * e * vocab;
    }
    return 0;
}

// Fixed bytes of a fused loss: Liger's logits chunk (chunk = next_power_of_2(⌈B·T / ⌈V/H⌉⌉) rows,
// src/liger_kernel/ops/fused_linear_cross_entropy.py) in the input dtype, whose gradient it
// computes in place, and the head's weight gradient when it trains; Cut Cross-Entropy keeps no
// chunk in memory.
double lossFixedBytes(const Scenario& s, const PrecisionPlan& p) {
    const TrainingShape& t = s.shape;
    const double vocab = double(s.arch.vocab_size);
    const double hidden = double(s.arch.hidden_size);
    const bool headTrains = t.method == TrainingMethod::Full || t.saves_head;
    const double headGradient = headTrains ? p.gradients * vocab * hidden : 0;
    if (t.loss == LossMode::Fused) {
        const double tokens = double(t.sequence_length) * t.micro_batch;
        double chunk = t.loss_chunk_tokens;
        if (chunk <= 0) {
            const double factor = std::ceil(vocab / hidden);
            chunk = std::exp2(std::ceil(std::log2(std::max(1.0, std::ceil(tokens / factor)))));
        }
        return p.compute * std::min(chunk, tokens) * vocab + headGradient;
    }
    if (t.loss == LossMode::CutCrossEntropy)
        return headGradient;
    return 0;
}

} // namespace

bool runsDecomposedLossParallel(const Scenario& s) {
    return s.layout.tensor_parallel > 1 && s.assumptions.tp_loss_parallel &&
           s.assumptions.loss_parallel_decomposed;
}

double activationBytesPerTokenPerLayer(const Scenario& s) {
    return blockSaves(s, precisionPlan(s)).all;
}

int checkpointedBlocks(const Scenario& s) {
    const int layers = s.arch.layers;
    switch (s.shape.checkpointing) {
    case ActivationCheckpointing::Full:
        return layers;
    case ActivationCheckpointing::EveryK:
        // torchtitan: blocks whose 1-based count is a multiple of k; torchtune: every k-th.
        return layers / std::max(1, s.shape.checkpoint_every);
    case ActivationCheckpointing::Partial:
        return std::min(layers, std::max(0, s.shape.recompute_layers));
    case ActivationCheckpointing::None:
    case ActivationCheckpointing::Selective:
    case ActivationCheckpointing::OpLevel:
        return 0;
    }
    return 0;
}

bool checkpointsBlock(const Scenario& s, int index) {
    switch (s.shape.checkpointing) {
    case ActivationCheckpointing::Full:
        return true;
    case ActivationCheckpointing::EveryK:
        return (index + 1) % std::max(1, s.shape.checkpoint_every) == 0;
    case ActivationCheckpointing::Partial:
        return index < s.shape.recompute_layers;
    case ActivationCheckpointing::None:
    case ActivationCheckpointing::Selective:
    case ActivationCheckpointing::OpLevel:
        return false;
    }
    return false;
}

int blocksKeepingActivations(const Scenario& s) {
    const ActivationCheckpointing c = s.shape.checkpointing;
    if (c == ActivationCheckpointing::OpLevel)
        return 0;
    return s.arch.layers - checkpointedBlocks(s);
}

namespace {

// An all-to-all (DeepSpeed-Ulysses) exchange's buffers per local token, beyond the tensors it
// trades: XTuner's _all_to_all (xtuner/parallel/sequence/comm.py) copies each tensor's split
// contiguous, receives into buffers as large, then concatenates the result; DeepSpeed's
// single_all_to_all (deepspeed/sequence/layer.py) permutes into one copy, receives into an
// empty_like and permutes back. While the queries are traded, the keys and values wait in their
// projected layout beside the copy and the receive buffer: 3 query widths and 2 key/value widths,
// the keys and values as many heads as ranks when fewer (repeated). The gradients go back the same
// way.
double allToAllExchangeBytesPerToken(const Scenario& s, const PrecisionPlan& p) {
    const ContextParallelComm comm = s.layout.context_parallel_comm;
    const int cp = s.layout.context_parallel;
    if (cp <= 1 || comm != ContextParallelComm::AllToAll)
        return 0;
    const ModelArchitecture& a = s.arch;
    const double tp = std::max(1, s.layout.tensor_parallel);
    const double headDim = a.effectiveHeadDim();
    const double query = double(a.attention_heads) / tp * headDim;
    const double keyValue = std::max(double(a.kv_heads) / tp, double(cp)) * headDim;
    return p.compute * (3 * query + 2 * keyValue);
}

} // namespace

ActivationTerms activationTerms(const Scenario& s) {
    const ModelArchitecture& a = s.arch;
    const TrainingShape& t = s.shape;
    const PrecisionPlan p = precisionPlan(s);
    // Unsloth's fused block keeps what its autograd functions save, nothing eager besides.
    const bool eager =
        s.assumptions.activations == ActivationProfile::HfEager && !unslothFusedBlock(s);
    const bool full = t.method == TrainingMethod::Full;
    const double hidden = double(a.hidden_size);
    const BlockSaves b = blockSaves(s, p);
    const double layers = a.layers;

    ActivationTerms terms;
    const double checkpointed = checkpointedBlocks(s);
    const double whole = layers - checkpointed;
    // The memory model divides every activation by tp under sequence parallelism; a gathered
    // input is whole on every TP rank, so it counts tp times here.
    const double gatheredWhole = keepsGatheredInputs(s) ? s.layout.tensor_parallel : 1.0;
    const double all = b.all + (gatheredWhole - 1) * b.gathered;
    const double selective = b.selective + (gatheredWhole - 1) * b.gathered;
    double stack = 0;
    switch (t.checkpointing) {
    case ActivationCheckpointing::Selective:
        stack = layers * selective;
        terms.block_transient += all - selective; // the attention core, recomputed
        break;
    case ActivationCheckpointing::OpLevel:
        // The gathers are recomputed (torchtitan's _save_list has no all-gather).
        stack = layers * std::min(b.op_level, all);
        terms.block_transient += std::max(0.0, all - b.op_level);
        break;
    default:
        stack = whole * all + checkpointed * b.input;
        if (checkpointed > 0)
            terms.block_transient += all; // the block being recomputed
        break;
    }
    // After the stack: the final norm's input (as a block norm), and the head's input for its
    // weight gradient (full fine-tuning) or its adapter; the token ids for an embedding adapter.
    const NormSaves finalNorm = normSaves(s, p.residual, hidden);
    stack += finalNorm.input + finalNorm.normalised;
    if (full || t.lora_head)
        stack += gatheredWhole * p.compute * hidden; // ColwiseParallel(input_layouts=Shard(1))
    if (t.lora_embedding && !full)
        stack += kTokenIdBytes + p.compute * t.lora_rank;
    if (eager)
        stack *= kEagerActivationSlack;
    if (t.compile)
        stack *= 1.0 / kEagerActivationSlack; // compiled graphs drop eager temporaries

    if (t.activation_offloading) {
        // Saved tensors stream to pinned host memory; what stays on the GPU is the stash (block
        // inputs under checkpointing) or two blocks' tensors without it.
        const double stash =
            s.assumptions.offloads_checkpoint_inputs_only ? 1.0 : kOffloadStashTensors;
        const double resident = checkpointed > 0
                                    ? std::min(checkpointed, stash) * b.input + whole * b.all
                                    : std::min(layers, kOffloadResidentBlocks) * b.all;
        const double kept = std::min(stack, resident + finalNorm.input);
        terms.offloaded_per_token = stack - kept;
        stack = kept;
    }
    terms.saved_per_token = stack;
    const double moeShare = a.isMoe() ? double(a.moeLayers()) / a.layers : 0.0;
    terms.saved_fixed =
        (b.frozen_copies + moeShare * b.merged_experts) * blocksKeepingActivations(s);
    terms.block_transient += b.gradients + allToAllExchangeBytesPerToken(s, p);
    // The block in flight: its merged expert tensors too where it is recomputed.
    terms.block_fixed = b.frozen_copies + b.dora_fixed + b.merged_transient +
                        (checkpointed > 0 ? b.merged_experts : 0.0);
    terms.logits_per_token = logitsPerToken(s, p);
    terms.loss_fixed = lossFixedBytes(s, p);
    return terms;
}

RecomputeShare recomputeShare(const Scenario& s) {
    const ModelArchitecture& a = s.arch;
    const double layers = std::max(1, a.layers);
    RecomputeShare share;
    switch (s.shape.checkpointing) {
    case ActivationCheckpointing::None:
        break;
    case ActivationCheckpointing::Selective:
        share.attention = 1; // the attention core only (Korthikanti et al. 2022)
        break;
    case ActivationCheckpointing::Full:
    case ActivationCheckpointing::EveryK:
    case ActivationCheckpointing::Partial:
        share.matmul = share.attention = share.elementwise = checkpointedBlocks(s) / layers;
        break;
    case ActivationCheckpointing::OpLevel: {
        // The even matmuls of each block run again: wk, wo and w3 (up) for SwiGLU, wk, wo and fc2
        // (down) for GELU; SDPA's output is saved.
        auto params = [&](LoraTarget target) {
            const LinearShape shape = linearShape(a, target);
            return double(shape.in) * double(shape.out);
        };
        const double recomputed =
            params(LoraTarget::K) + params(LoraTarget::O) +
            params(a.mlp == MlpKind::SwiGlu ? LoraTarget::Up : LoraTarget::Down);
        const double all = double(s.counts.linear_weights_per_layer) * layers;
        share.matmul = all > 0 ? recomputed * layers / all : 0;
        share.elementwise = 1; // torchtitan's op-level SAC saves only matmuls and SDPA
        break;
    }
    }
    return share;
}

} // namespace runcard
