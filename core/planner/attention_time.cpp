// The attention core's time (attention_time.h).
#include "planner/attention_time.h"

#include "planner/kernel_model.h"
#include "planner/model_state.h"

#include <algorithm>

namespace runcard::step_time {
namespace {

// Ring attention (context parallelism) runs a rank's attention as cp partial steps, one per block
// of keys, and merges their outputs; the kernels of one step see only their block, so the merging
// is extra memory traffic (Transformer Engine context_parallel.py, AttnFuncWithCPAndKVP2P; torch's
// ring attention merges the same way, _SDPAMerger). Bytes per token, `q` = the query (and output)
// width, `kv` = the keys' and values' width together:
// forward: K and V copied into the ring's send buffer; the first step's output widened into the
// fp32 accumulator, every later step's output rescaled into it by the log-sum-exp correction (read
// the fp32 sum and the step's output, write the sum), the cast back to the activation dtype;
// backward: dq copied from the first step and added from each later one, dk and dv added on every
// step, and each later step's kernel reading the output and its gradient again (softmax's D).
// Causal load balancing (two chunks per rank) lets a later step cover all of a rank's query rows
// or half of them, three quarters on average over the ring.
void addRingAttentionMerges(const StepContext& c, LayerTime& t, double q, double kv) {
    const double a = c.dtypes.activation;
    const double later = (c.cp - 1) * 0.75;
    const double forward = 2 * a * kv + (a + 4) * q + later * (8 + a) * q + (4 + a) * q;
    const double backward = 2 * a * q + later * 3 * a * q + c.cp * 3 * a * kv + later * 2 * a * q;
    t.forwardMemory += memorySeconds(c.sixteen, c.tokens * forward);
    t.backwardMemory += memorySeconds(c.sixteen, c.tokens * backward);
}

// The keys a query reads on average, over the causal s/2, as the kernel runs them. A
// FlashAttention-class kernel skips what a sliding window or a chunk leaves out
// (ModelArchitecture::attentionSpanShare). transformers' SDPA path does not: once the keys reach
// the window or the chunk it gives a local layer an explicit boolean mask (masking_utils.py,
// sdpa_mask: the causal skip only while kv_length < local_attention_size,
// _ignore_causal_mask_sdpa), and PyTorch then runs the whole square with is_causal=False
// (integrations/sdpa_attention.py), twice the causal keys; its global layers keep the skip.
double keySpanShare(const StepContext& c, double span) {
    const ModelArchitecture& arch = c.s.arch;
    const AttentionKernel kernel = c.s.shape.attention;
    // The kernel and framework first: most cards stop there, before the local layers are counted.
    const double window =
        double(arch.sliding_window > 0 ? arch.sliding_window : arch.attention_chunk);
    if ((kernel != AttentionKernel::Sdpa && kernel != AttentionKernel::SdpaCudnn) ||
        c.s.assumptions.framework != FrameworkProfile::HfTransformers || window <= 0 ||
        c.row_tokens < window)
        return arch.attentionSpanShare(span);
    const double local = arch.localAttentionLayers();
    return ((arch.layers - local) + 2.0 * local) / arch.layers;
}

} // namespace

// An all-to-all context exchange (DeepSpeed-Ulysses) sends the queries, keys and values before
// attention and the output after it; its gradients travel the other way in backward. Around each
// exchange the implementations copy the tensor once into per-rank order and once back into a
// sequence-major layout (DeepSpeed sequence/layer.py, _SeqAllToAll: contiguous before and after
// all_to_all_single; XTuner parallel/sequence/comm.py: tensor_split(...).contiguous() and
// torch.cat; Transformer Engine flash_attn_a2a_communicate): three kernels and two copies, each
// read and written, per exchange. The attention kernel itself runs over the whole sequence with
// 1/cp of the heads, which the rate in addAttention already sees.
void addAllToAllCopies(const StepContext& c, LayerTime& t) {
    const AllToAllWidths w = allToAllWidths(c);
    const double bytesPerToken = 2 * 2 * c.dtypes.activation * (2 * w.query + 2 * w.key);
    t.forwardMemory += memorySeconds(c.sixteen, c.tokens * bytesPerToken);
    t.backwardMemory += memorySeconds(c.sixteen, c.tokens * bytesPerToken);
    constexpr double kKernelsPerExchange = 3;
    const double kernels = 4 * kKernelsPerExchange;
    t.kernelsForward += kernels;
    t.kernelsBackward += kernels;
    t.kernelsAttention += kernels;
}

void addAttention(const StepContext& c, LayerTime& t) {
    const ModelArchitecture& arch = c.s.arch;
    const TrainingShape& shape = c.s.shape;
    const double sequence = c.row_tokens;
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
    // Packed documents kept apart by skipping (DocumentMasking) attend over their own tokens: s
    // becomes the span Σ d_i² / Σ d_i (TrainingShape::document_tokens; the mean document where
    // only the mean is known), and the kernel's rate is taken at it. A dense mask runs the
    // memory-efficient kernel over the whole square, 4·M·s·q FLOPs, taken at the flash rate: a
    // lower bound on its time.
    const bool skipsDocuments = shape.document_masking == DocumentMasking::Skipped;
    const double span = skipsDocuments ? shape.document_tokens : sequence;
    const double flops = shape.document_masking == DocumentMasking::DenseMask
                             ? 4.0 * c.tokens * sequence * heads * headDim
                             : 2.0 * c.tokens * span * heads * headDim * keySpanShare(c, span);
    // cuDNN's fused attention: Transformer Engine's DotProductAttention, and SDPA where PyTorch
    // prefers its cuDNN backend (aten/src/ATen/native/transformers/cuda/sdp_utils.cpp,
    // check_prefer_cudnn_attention: sm90 and sm100 with cuDNN above 9.15, the cuDNN torch 2.11's
    // wheels bundle).
    const bool cudnn = (c.stack.vendor_attention && shape.attention == AttentionKernel::Flash) ||
                       shape.attention == AttentionKernel::SdpaCudnn;
    const double base = cudnn ? c.gpu.fused_attention_efficiency : c.gpu.flash_attention_efficiency;
    const double peak =
        c.gpu.peakFlops(isLowPrecision(shape.precision) ? Precision::Bf16Mixed : shape.precision);
    // A ring rank's kernels see one block of keys at a time; after an all-to-all exchange a
    // rank's kernel sees the whole sequence.
    const bool ring = c.cp_comm == ContextParallelComm::Ring;
    const double rate = peak * attentionEfficiency(base, int(headDim),
                                                   ring ? std::min(span, sequence / c.cp) : span);
    if (rate <= 0)
        return;
    const bool triton = shape.attention == AttentionKernel::FlashTriton;
    t.forwardAttention += flops / rate * (triton ? kTritonFlashForwardSlowdown : 1.0);
    t.backwardAttention += kAttentionBackwardFlopsRatio * flops /
                           (rate * kAttentionBackwardRateShare) *
                           (triton ? kTritonFlashBackwardSlowdown : 1.0);
    if (c.cp > 1 && ring)
        addRingAttentionMerges(c, t, heads * headDim, 2.0 * arch.kv_heads / c.tp * headDim);
}

} // namespace runcard::step_time
