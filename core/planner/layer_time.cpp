// One decoder layer's kernel times by shape (GEMMs, attention, memory-bound ops, LoRA adapters,
// MoE experts) and the head with its loss path; docs/scaling-model.md derives every term.
#include "planner/activation_memory.h"
#include "planner/adapter_time.h"
#include "planner/attention_time.h"
#include "planner/gelu_new_traffic.h"
#include "planner/linear_time.h"
#include "planner/model_state.h"
#include "planner/step_time_parts.h"

#include <algorithm>
#include <cmath>

namespace runcard::step_time {
namespace {

// Kernels per layer in eager PyTorch, forward (backward issues about twice as many): 7 linear
// projections, attention, two RMSNorms of 7 ops each (to fp32, pow, mean, rsqrt, mul, to, mul:
// transformers LlamaRMSNorm), RoPE on q and k (about 10 ops: apply_rotary_pos_emb's mul,
// rotate_half's slices and cat, add), SiLU and mul, two residual adds and the transposes/copies
// around attention. Fused stacks (TE, torch.compile) issue one kernel per fused region.
constexpr double kEagerKernelsPerLayer = 38;
constexpr double kFusedKernelsPerLayer = 14;
// What a single fused kernel saves of those: a norm's 7 ops become 1, RoPE's 10 one kernel for
// q and k (LigerRopeFunction), SwiGLU's silu and mul one.
constexpr double kEagerNormKernels = 7;
constexpr double kEagerRopeKernels = 10;
constexpr double kEagerSwigluKernels = 2;
// Mixture-of-experts layers: transformers' eager MoE blocks (MixtralSparseMoeBlock,
// Qwen3MoeSparseMoeBlock) run, per expert that received tokens, a where/index, gate, up and down
// GEMMs, SiLU and mul, the routing-weight mul and an index_add_: 8 kernels. Grouped-GEMM stacks
// (Megatron-Core TEGroupedMLP, torchtitan grouped_mm) run the router, top-k, softmax, permute, two
// grouped GEMMs, activation and unpermute: about 8 per layer.
constexpr double kEagerKernelsPerExpert = 8;
constexpr double kFusedKernelsPerMoeLayer = 8;
// Of those 8, what precedes the dispatcher's host sync: the router's GEMM and its fused top-k and
// softmax, then the preprocessing that counts the tokens per expert (Megatron-Core
// MoELayer.route and preprocess); the rest is the permutation, the two grouped GEMMs, the
// activation and the unpermutation.
constexpr double kMoeRouterKernels = 2;
constexpr double kMoePreprocessKernels = 1;
constexpr double kGroupedGemmsPerMoeLayer = 2;
// A fused layer's kernels before the MLP: the norm-fused QKV GEMM, RoPE, attention, the output
// projection and its bias-dropout-add (Megatron-Core TransformerLayer._forward_attention).
constexpr double kFusedAttentionKernels = 7;
// Per expert tensor with a merged adapter (ParamWrapper): the einsum, its scaling and W + delta.
constexpr double kMergedAdapterKernels = 3;
// Extra kernels per LoRA-adapted linear in eager PEFT: dropout, lora_A, lora_B, scaling, add;
// two casts more where the adapter's input is cast to its dtype (adapterTraffic).
constexpr double kLoraKernelsPerAdapter = 5;
constexpr double kLoraCastKernelsPerAdapter = 2;
// DoRA's forward adds, per adapted linear (peft/tuners/lora/dora.py, DoraLinearLayer.forward):
// eye, lora_A and lora_B on it, the base weight's cast, scaling, add, norm, its cast, the
// magnitude division, the "- 1" and three products: 13; its backward the products' gradients
// and the magnitude's reduction: 6.
constexpr double kDoraKernelsForward = 13;
constexpr double kDoraKernelsBackward = 6;

// Where several linears read one norm output (q, k and v; gate and up), eager autograd adds
// their input gradients pairwise into the norm's output gradient (torch/csrc/autograd/
// input_buffer.cpp, InputBuffer::add: one add kernel per further reader). When that output is
// wider than the GEMMs' dtype (the fp32 residual stream of autocast on fp32 weights), autocast
// casts it for every linear separately, since only leaf weights are cached (aten/src/ATen/
// autocast_mode.h, cached_cast), and each cast's backward widens its gradient again before the
// adds. The two branch outputs added back onto an fp32 stream get their gradients narrowed (the
// engine casts a gradient to its input's dtype: torch/csrc/autograd/engine.cpp,
// validate_outputs). Bytes per element of the hidden width and token; `readers` per norm output.
struct ReaderTraffic {
    double forward = 0, backward = 0;
    // Of `backward`: the widening casts of the readers' gradients (bytes, and output elements per
    // element of the width), a scalar loop (scalarLoopSeconds).
    double widenedBytes = 0, widenedElements = 0;
};
// `branches`: the 16-bit outputs added onto the stream (o_proj and down in a layer, none at the
// head).
ReaderTraffic normReaderTraffic(const StepContext& c, double attentionReaders, double mlpReaders,
                                double branches) {
    ReaderTraffic r;
    if (c.fused)
        return r;
    const double a = c.dtypes.activation, res = c.dtypes.residual;
    const bool casts = res > a && !isLowPrecision(c.s.shape.precision);
    const double readers = attentionReaders + mlpReaders;
    if (casts) {
        r.forward = readers * (res + a);
        r.widenedBytes = readers * (a + res);
        r.widenedElements = readers;
        r.backward = r.widenedBytes + branches * (res + a);
    }
    const double adds = std::max(attentionReaders - 1, 0.0) + std::max(mlpReaders - 1, 0.0);
    r.backward += adds * 3 * (casts ? res : a);
    return r;
}

// One norm's bytes per element of its input, forward and backward, and of those the scalar
// loops' bytes and output elements (each way forward; backward is taken as twice the forward).
// `bytes`: the input's element size. Eager RMSNorm: to(fp32), pow, mean, rsqrt·x, to(dtype),
// weight·x (24 + 4·bytes, with the fp32 intermediates); three of its passes cannot be vectorized:
// the widening to(fp32) of a 16-bit input (a no-op on an fp32 one), the product with the
// broadcast rsqrt column and the one with the broadcast weight. LayerNorm is one ATen kernel each
// way (aten/src/ATen/native/cuda/layer_norm_kernel.cu): forward reads the input and writes the
// output; backward writes the input gradient from the output gradient and the input, and a second
// kernel reads both again for the weight and bias gradients. Autocast runs layer_norm in fp32, so
// a 16-bit input under autocast also pays a cast each way, not counted (MPT's
// low_precision_layernorm runs it in the input dtype). A fused norm reads the input and writes
// the output, and in backward reads the input and the output gradient and writes the input
// gradient.
struct NormTraffic {
    double forward = 0, backward = 0, loopElements = 0, loopBytes = 0;
};
NormTraffic normTraffic(const StepContext& c, double bytes) {
    if (c.fused_norms)
        return {2 * bytes, 3 * bytes, 0, 0};
    if (c.s.arch.norm == NormKind::LayerNorm)
        return {2 * bytes, 5 * bytes, 0, 0};
    return {24 + 4 * bytes, 2 * (24 + 4 * bytes), bytes < 4 ? 3.0 : 2.0,
            (bytes < 4 ? bytes + 4 : 0) + 8 + 2 * bytes};
}

// Bytes per token of the block's memory-bound ops, forward and backward (docs/scaling-model.md,
// "Memory-bound work"): eager PyTorch runs each op as its own pass over the tensor; fused
// kernels read their inputs and write their outputs once. The readers: the linears reading the
// attention's and the MLP's norm output.
void addElementwise(const StepContext& c, LayerTime& t, double attentionReaders,
                    double mlpReaders) {
    const ModelArchitecture& arch = c.s.arch;
    const double a = c.dtypes.activation, res = c.dtypes.residual;
    const double sp = c.s.layout.sequence_parallel ? c.tp : 1; // SP splits norms and residuals
    const double h = double(arch.hidden_size) / sp;
    const double qk = double(arch.queryWidth() + arch.kvWidth()) / c.tp;
    const double q = double(arch.queryWidth()) / c.tp;
    const double i = arch.activeMlpWidth(expertCopiesPerToken(c.s)) / c.tp;
    const double norms = arch.norms_per_layer;
    const bool swiglu = arch.mlp == MlpKind::SwiGlu;
    // Rotary embeddings on q and k in every layer; learned positions are added once at the input
    // and ALiBi is a bias inside the attention kernel, neither a pass per layer.
    const double rotated = arch.position == PositionKind::Rope ? qk : 0;
    // The hidden norms run in the residual dtype (normTraffic).
    const NormTraffic norm = normTraffic(c, res);
    // Query and key norms (transformers Qwen3, Gemma 3 and OLMo 2 q_norm and k_norm, Megatron-Core
    // qk_layernorm) run the model's norm over q and k as their projections wrote them, in the
    // activation dtype.
    const bool qkNorms = arch.qk_norm != QkNorm::None;
    const double qkNormed = qkNorms ? qk : 0;
    const NormTraffic qkNorm = qkNorms ? normTraffic(c, a) : NormTraffic{};
    // RoPE, bytes per element of q and k: fused, one read and write each way (Liger's
    // LigerRopeFunction rotates q and k in place). Eager rotate_half in the activation dtype,
    // nine passes; in fp32 (StackPrior::rope_in_fp32) the cast in (a + 4), four products that
    // read their strided half and write half (6 each), the subtraction and addition (6 each), the
    // stack (8) and the cast back (4 + a); in backward the two casts, the negation (4), the four
    // products' gradients (4 each), four select_backward zero-fills of the fp32 shape (8 each) and
    // three accumulations of them (12 each).
    const double ropeForward = c.fused_rope ? 2 * a : c.stack.rope_in_fp32 ? 2 * a + 52 : 9 * a;
    const double ropeBackward = c.fused_rope ? 2 * a : c.stack.rope_in_fp32 ? 2 * a + 96 : 9 * a;
    // Eager rotate_half in the activation dtype (transformers apply_rotary_pos_emb) is scalar
    // loops but for the final add: q·cos and rotate_half(q)·sin broadcast cos and sin over the
    // heads of a transposed q, the negated half is strided, and cat copies two strided halves:
    // 3.5 output elements per element of q and k each way (the fp32 variant is not split).
    const bool eagerRope = !c.fused_rope && !c.stack.rope_in_fp32;
    const double ropeLoopElements = eagerRope ? 3.5 : 0;
    // SwiGLU: silu then mul in eager PyTorch; fused, one kernel reads gate and up and writes the
    // product (and in backward reads both and the product's gradient, writes theirs). GELU is
    // one op either way.
    const double mlpForward = swiglu ? (c.fused_swiglu ? 3 : 5) : 2;
    const double mlpBackward = swiglu ? (c.fused_swiglu ? 5 : 8) : 3;
    const GeluNewTraffic geluNew = c.fused ? GeluNewTraffic{} : geluNewTraffic(c);
    // Eager attention's output transpose copy (a strided read); two residual adds, whose forward
    // adds a 16-bit branch onto a wider stream with a cast on load.
    const double transpose = c.fused ? 0 : 2 * a * q;
    const double transposeElements = c.fused ? 0 : q;
    const double mixedAdds = !c.fused && res > a ? 2 : 0;
    const ReaderTraffic readerTraffic = normReaderTraffic(c, attentionReaders, mlpReaders, 2);
    // Bytes that stream at bandwidth, and the scalar loops' bytes and output elements.
    const double loopForwardBytes = norms * norm.loopBytes * h + qkNorm.loopBytes * qkNormed +
                                    ropeForward * rotated * (eagerRope ? 1 : 0) + transpose +
                                    mixedAdds * 3 * res * h + geluNew.forwardLoopBytes * i;
    const double loopForwardElements = norms * norm.loopElements * h +
                                       qkNorm.loopElements * qkNormed + ropeLoopElements * rotated +
                                       transposeElements + mixedAdds * h +
                                       geluNew.forwardLoopElements * i;
    const double loopBackwardBytes =
        2 * (norms * norm.loopBytes * h + qkNorm.loopBytes * qkNormed) +
        ropeBackward * rotated * (eagerRope ? 1 : 0) + transpose + readerTraffic.widenedBytes * h +
        geluNew.backwardLoopBytes * i;
    const double loopBackwardElements =
        2 * (norms * norm.loopElements * h + qkNorm.loopElements * qkNormed) +
        ropeLoopElements * rotated + transposeElements + readerTraffic.widenedElements * h +
        geluNew.backwardLoopElements * i;
    // Hidden dropout on the attention's and the MLP's outputs: each site reads its input and writes
    // the output and a one-byte mask forward, and reads the gradient and the mask and writes the
    // input's gradient backward (native_dropout, native_dropout_backward).
    const double dropout = dropsHiddenOutputs(c.s) ? 2 * (2 * a + 1) : 0.0;
    const double mlpForwardBytes = geluNew.forward > 0 ? geluNew.forward : mlpForward * a;
    const double mlpBackwardBytes = geluNew.backward > 0 ? geluNew.backward : mlpBackward * a;
    double forward = norms * norm.forward * h + qkNorm.forward * qkNormed + ropeForward * rotated +
                     transpose + mlpForwardBytes * i + 2 * 3 * res * h + readerTraffic.forward * h +
                     dropout * h - loopForwardBytes;
    double backward = norms * norm.backward * h + qkNorm.backward * qkNormed +
                      ropeBackward * rotated + transpose + mlpBackwardBytes * i + 2 * 3 * res * h +
                      readerTraffic.backward * h + dropout * h - loopBackwardBytes;
    t.forwardMemory +=
        scalarLoopSeconds(c.sixteen, c.tokens * loopForwardElements, c.tokens * loopForwardBytes);
    t.backwardMemory +=
        scalarLoopSeconds(c.sixteen, c.tokens * loopBackwardElements, c.tokens * loopBackwardBytes);
    if (isLowPrecision(c.s.shape.precision)) {
        // Transformer Engine / torchao cast each GEMM input to fp8 (and a transposed copy for the
        // weight gradient) and each output gradient in backward: about 4 bytes per element of the
        // block's GEMM inputs and outputs each way. Current per-tensor scaling first reads each
        // tensor for its amax (one more 16-bit read: TE Float8CurrentScaling, torchao
        // Float8Linear); delayed scaling takes the scale from the amax history, and the block
        // formats compute each block's scale inside the cast kernel.
        // A MoE layer's experts read their input and write their output once per routed copy
        // of the token (Megatron-Core's TEGroupedMLP and torchao's grouped GEMMs quantize the
        // permuted tokens), where a dense MLP reads and writes h once.
        const double moeShare = arch.isMoe() ? double(arch.moeLayers()) / arch.layers : 0.0;
        const double capacity =
            c.s.shape.moe_capacity_factor > 0 ? c.s.shape.moe_capacity_factor : 1.0;
        const double expertCopies =
            arch.isMoe() ? expertCopiesPerToken(c.s) * capacity + arch.shared_experts - 1 : 0;
        const double gemmEdges = (4 + 2 * moeShare * expertCopies) * h * sp / c.tp + q + 2 * i + qk;
        const double amaxPass = c.s.shape.precision == Precision::Fp8Current ? 2.0 : 0.0;
        forward += (4 + amaxPass) * gemmEdges;
        backward += (4 + amaxPass) * gemmEdges;
    }
    t.forwardMemory += memorySeconds(c.sixteen, c.tokens * forward);
    t.backwardMemory += memorySeconds(c.sixteen, c.tokens * backward);
    // A tiled MLP runs its activation again with each tile's recompute (LayerTime::forwardMlp).
    if (c.s.shape.tiled_mlp)
        t.forwardMlp += memorySeconds(c.sixteen, c.tokens * mlpForwardBytes * i);
}

// ATen's log-softmax keeps a row on chip only while it fits one block's static shared memory
// (48 KiB on NVIDIA, 64 KiB on AMD) or ten registers per thread; a vocabulary row beyond both is
// read three times forward (max, sum of exponentials, output) and its gradient twice backward
// (sum, output): aten/src/ATen/native/cuda/SoftMax.cu, host_softmax (cunn_SoftMaxForward vs
// cunn_SoftMaxForwardSmem / cunn_SoftMaxForwardReg) and cunn_SoftMaxBackward. Bytes per entry
// beyond one read each way.
double softmaxRereadBytes(const StepContext& c, double vocab, double element) {
    const double sharedMemory = c.gpu.vendor == GpuVendor::Amd ? 64 * 1024.0 : 48 * 1024.0;
    constexpr double kRegisterRowElements = 10 * 1024.0; // ten per thread of a 1024-thread block
    if (c.gpu.vendor == GpuVendor::Cpu || vocab * element < sharedMemory ||
        vocab < kRegisterRowElements)
        return 0;
    return 3 * element;
}

} // namespace

Dtypes dtypesFor(const Scenario& s, const StackPrior& stack) {
    const TrainingShape& t = s.shape;
    Dtypes d;
    d.activation = bytesPerElement(t.precision);
    // The memory model's rule (precisionPlan): autocast on fp32 weights keeps the embedding output
    // and every residual add in fp32 (residual adds are not autocast ops); a ZeRO or Megatron
    // optimizer's 16-bit working copy, and FSDP's 16-bit param_dtype, compute in 16 bit.
    const PrecisionPlan plan = precisionPlan(s);
    d.residual = plan.residual;
    d.linearInput =
        isLowPrecision(t.precision) ? lowPrecisionOperandBytes(t.precision) : d.activation;
    d.gradient = (isMixedPrecision(t.precision) || d.activation == 4.0) ? 4.0 : 2.0;
    if (megatronReducesIn16Bit(s))
        d.gradient = 2.0; // reduced in the 16-bit parameter dtype (grad_reduce_in_fp32 false)
    d.reduce = d.gradient;
    d.parameterGather = d.activation;
    // FSDP gathers in MixedPrecision's param_dtype and reduce-scatters in its reduce_dtype (the
    // card's fsdp_param_dtype and fsdp_reduce_dtype, as the memory model reads them): an fp32
    // gather or reduction moves twice the bytes of a 16-bit one.
    const Parallelism par = s.layout.parallelism;
    if (shardsParameters(par)) {
        if (isFsdp(par)) {
            d.parameterGather = plan.gathered;
            d.reduce = plan.reduce;
        }
        if (t.method != TrainingMethod::Full)
            d.linearGather = shardedFrozenLinearBytes(s, plan);
    }
    // FP8 parameters are gathered in FP8 (Megatron's distributed optimizer under fp8_param_gather:
    // megatron/core/fp8_utils.py, the param buffers hold the FP8 data).
    if (t.method == TrainingMethod::Full && plan.fp8_linear > 0)
        d.linearGather = plan.fp8_linear;
    // DeepSpeed reduces partitioned gradients (ZeRO-2 and 3) in its communication_data_type,
    // which defaults to the 16-bit training dtype (runtime/engine.py: bf16 when bf16 is enabled).
    if (stack.stack == SoftwareStack::DeepSpeed && isMixedPrecision(t.precision) &&
        (par == Parallelism::Zero2 || par == Parallelism::Zero3))
        d.reduce = 2.0;
    return d;
}

AllToAllWidths allToAllWidths(const StepContext& c) {
    const ModelArchitecture& arch = c.s.arch;
    const double headDim = arch.effectiveHeadDim();
    const double kvHeads = std::max(double(arch.kv_heads) / c.tp, double(c.cp));
    return {double(arch.attention_heads) / c.tp * headDim, kvHeads * headDim};
}

LayerTime layerTime(const StepContext& c) {
    const ModelArchitecture& arch = c.s.arch;
    const TrainingShape& shape = c.s.shape;
    LayerTime t;
    auto adapted = [&](LoraTarget target) { return adaptsLinear(shape, target); };
    const double h = double(arch.hidden_size);
    const double q = double(arch.queryWidth()) / c.tp;
    const double kv = double(arch.kvWidth()) / c.tp;
    const bool swiglu = arch.mlp == MlpKind::SwiGlu;
    const bool anyQkvAdapter =
        adapted(LoraTarget::Q) || adapted(LoraTarget::K) || adapted(LoraTarget::V);
    const bool fusedQkv = fusesQkv(c.s), fusedGateUp = fusesGateUp(c.s);
    // Computed once: every adapted linear of the layer moves the same bytes per element.
    const AdapterTraffic traffic =
        shape.method != TrainingMethod::Full ? adapterTraffic(c) : AdapterTraffic{};
    LayerLinears linears(c, t, traffic);
    // The linears reading each norm output (normReaderTraffic).
    double attentionReaders = 3;
    if (arch.isLatentAttention()) {
        attentionReaders = 2; // q_proj or q_a_proj, and kv_a_proj_with_mqa
        // MLA's projections (model_architecture.h linearShape), split over tensor parallelism
        // on their head dimension; q_a_proj beside them.
        for (LoraTarget target : {LoraTarget::Q, LoraTarget::K, LoraTarget::V}) {
            const LinearShape shape = linearShape(arch, target);
            linears.add(double(shape.in), double(shape.out) / c.tp, adapted(target));
        }
        if (arch.q_lora_rank > 0)
            linears.add(h, double(arch.q_lora_rank), false);
        const LinearShape o = linearShape(arch, LoraTarget::O);
        linears.add(double(o.in) / c.tp, h, adapted(LoraTarget::O));
    } else if ((c.stack.fused_projections && !anyQkvAdapter) || fusedQkv) {
        // One GEMM for q, k and v (Megatron's linear_qkv, a fused checkpoint); where LoRA adapts
        // the fused linear (fusesQkv), one adapter on it.
        linears.add(h, q + 2 * kv, anyQkvAdapter);
        attentionReaders = 1;
    } else {
        linears.add(h, q, adapted(LoraTarget::Q));
        linears.add(h, kv, adapted(LoraTarget::K));
        linears.add(h, kv, adapted(LoraTarget::V));
    }
    if (!arch.isLatentAttention())
        linears.add(q, h, adapted(LoraTarget::O));
    const bool fc1Adapter = adapted(LoraTarget::Gate) || adapted(LoraTarget::Up);
    const bool fusedFc1 = swiglu && ((c.stack.fused_projections && !fc1Adapter) || fusedGateUp);
    const double mlpReaders = swiglu && !fusedFc1 ? 2 : 1;
    // One MLP of inner width `i`, `copies` times, on `rows` tokens each; `perKernel` copies to a
    // grouped GEMM, their adapters too where `groupedAdapters`.
    // `merged`: the adapters are merged into the weights (ExpertAdapters::DeltaWeight), so the
    // linears run unadapted but train their weights; `fusedGateUp`: gate and up are one tensor
    // with one adapter (transformers 5's gate_up_proj).
    // `quantized`: false where QLoRA leaves the weights in 16 bit (unquantizedExpertTensors).
    auto addMlp = [&](double i, double copies, double rows, double perKernel = 1,
                      bool groupedAdapters = false, bool merged = false, bool fusedGateUp = false,
                      bool quantized = true) {
        if (copies <= 0 || i <= 0) // no such MLP (a MoE layer without shared experts)
            return;
        auto linear = [&](double in, double out, bool isAdapted) {
            linears.add(LinearCall{in,
                                   out,
                                   isAdapted && !merged,
                                   copies,
                                   rows,
                                   perKernel,
                                   {groupedAdapters, isAdapted && merged, quantized}});
        };
        if (fusedFc1 ||
            (fusedGateUp && swiglu)) { // Megatron linear_fc1, transformers 5 gate_up_proj
            linear(h, 2 * i, fc1Adapter);
        } else {
            if (swiglu)
                linear(h, i, adapted(LoraTarget::Gate));
            linear(h, i, adapted(LoraTarget::Up));
        }
        linear(i, h, adapted(LoraTarget::Down));
    };
    // The layer is an average over the stack: dense MLPs in (L − L_moe)/L of it. In a MoE layer
    // only the routed experts compute, each on its share of the tokens: a GPU holds E/ep experts
    // and each receives k·tokens·ep/E rows from the ep ranks, padded to the capacity factor
    // (Megatron-Core transformer/moe/experts.py GroupedMLP, TEGroupedMLP: one GEMM per local
    // expert, launched together by grouped-GEMM stacks); under dense compute every expert takes
    // every token (expertCopiesPerToken). Shared experts see every token; the router is a
    // hidden × experts GEMM.
    const double moeShare = arch.isMoe() ? double(arch.moeLayers()) / arch.layers : 0.0;
    // A tiled MLP (TrainingShape::tiled_mlp) runs each of its GEMMs once per tile of the tokens.
    const double tiles = tiledMlpShards(c.s);
    const double mlpMatmulStart = t.forwardMatmul, mlpMemoryStart = t.forwardMemory;
    addMlp(double(arch.intermediate_size) / c.tp, (1 - moeShare) * tiles, c.tokens / tiles);
    int expertKernels = 0;
    double localExpertCopies = 0; // routed experts per layer on this GPU, averaged over layers
    if (arch.isMoe()) {
        const double ep = std::max(c.s.layout.expert_parallel, 1);
        const double capacity =
            c.s.shape.moe_capacity_factor > 0 ? c.s.shape.moe_capacity_factor : 1.0;
        const double localExperts = arch.experts / ep;
        localExpertCopies = moeShare * localExperts;
        const double copies = expertCopiesPerToken(c.s);
        const double rows = c.tokens * copies * capacity * ep / arch.experts / tiles;
        linears.add(LinearCall{h, double(arch.experts), false, moeShare, 0, 1, {}});
        const double beforeExperts = t.forwardMatmul + t.forwardMemory;
        const double expertWidth = double(arch.moe_intermediate_size) / c.tp;
        addMlp(expertWidth, moeShare * localExperts * tiles, rows,
               c.grouped_experts ? localExperts : 1, c.grouped_expert_adapters,
               c.merged_expert_adapters, c.expert_tensor_adapters, !unquantizedExpertTensors(c.s));
        if (c.merged_expert_adapters)
            addMergedExpertAdapters(c, t, expertWidth, localExperts, moeShare);
        addMlp(double(arch.sharedExpertWidth()) * arch.shared_experts / c.tp, moeShare * tiles,
               c.tokens / tiles);
        // Permute the k copies of each token to its experts and back (gather and scatter-add),
        // in forward and backward; dense compute repeats, scales and sums a copy per expert.
        const double moved = moeShare * c.tokens * copies * capacity * h * c.dtypes.activation * 4;
        t.forwardMemory += memorySeconds(c.sixteen, moved);
        t.backwardMemory += memorySeconds(c.sixteen, moved);
        t.forwardExperts = t.forwardMatmul + t.forwardMemory - beforeExperts;
        // Looping stacks run an index, three GEMMs and an index_add per expert (transformers'
        // MoE blocks); grouped-GEMM stacks and compiled regions launch a few kernels per layer,
        // but Transformer Engine's GroupedLinear issues one cuBLAS GEMM per local expert on
        // rotating streams (transformer_engine/pytorch/module/grouped_linear.py,
        // general_grouped_gemm; TransformerEngine #853, #1499), its single-launch grouped GEMM
        // being opt-in (#2502), and torch._grouped_mm's fallback one mm per expert.
        const bool fallback = c.experts == ExpertRun::GroupedFallback;
        const double gemmLaunches = c.stack.grouped_gemm_launches_per_expert || fallback
                                        ? kGroupedGemmsPerMoeLayer * localExperts
                                        : kGroupedGemmsPerMoeLayer;
        const double perLayer =
            c.fused || c.grouped_experts || fallback
                ? kFusedKernelsPerMoeLayer - kGroupedGemmsPerMoeLayer +
                      (c.grouped_experts || fallback ? gemmLaunches : kGroupedGemmsPerMoeLayer)
                : kEagerKernelsPerExpert * localExperts;
        expertKernels = int(std::lround(moeShare * perLayer));
        // A looping block waits for the GPU where it reads the experts' token counts back
        // (StackPrior::expert_loop_waits_per_expert: once per expert or once per layer), the
        // fallback where each grouped GEMM call reads its offsets back (offs.cpu()). Dense compute
        // gives every expert the same rows, which no loop reads back.
        const bool dense = c.s.shape.moe_compute == MoeCompute::Dense;
        if (fallback)
            t.expertLoopSyncs = moeShare * kGroupedGemmsPerMoeLayer;
        else if (!c.fused && !c.grouped_experts && !dense)
            t.expertLoopSyncs =
                moeShare * (c.stack.expert_loop_waits_per_expert ? localExperts : 1.0);
        if (c.grouped_experts && c.stack.grouped_gemm_launches_per_expert)
            t.expertGemmLaunches = moeShare * gemmLaunches;
        t.kernelsRouter = moeShare * kMoeRouterKernels;
        t.kernelsPreprocess = moeShare * kMoePreprocessKernels;
        t.kernelsExperts = moeShare * (perLayer - kMoeRouterKernels - kMoePreprocessKernels);
    }
    if (shape.tiled_mlp) {
        t.forwardMlpMatmul = t.forwardMatmul - mlpMatmulStart;
        t.forwardMlp = t.forwardMemory - mlpMemoryStart; // addElementwise adds the activation's
    }
    addAttention(c, t);
    // A MoE layer's norm output goes to the router and the experts' dispatch (whose gather and
    // scatter are counted above) and to the shared experts.
    const double moeReaders = 2 + (arch.shared_experts > 0 ? mlpReaders : 0);
    addElementwise(c, t, attentionReaders, (1 - moeShare) * mlpReaders + moeShare * moeReaders);

    // A GELU MLP has no gate projection to adapt, whatever the targets say.
    int adapters = 0;
    for (int target = 0; target < 7; ++target)
        adapters += adapted(static_cast<LoraTarget>(target)) &&
                    (swiglu || static_cast<LoraTarget>(target) != LoraTarget::Gate);
    // Merged expert adapters: the einsum, its scaling and the sum per adapted tensor instead.
    int mergedTensors = 0;
    if (c.merged_expert_adapters)
        mergedTensors = int(adapted(LoraTarget::Up) || (swiglu && adapted(LoraTarget::Gate))) +
                        adapted(LoraTarget::Down);
    // One adapter per fused projection (latent attention keeps separate ones: fusesQkv).
    adapters -= (fusedQkv ? std::max(0, int(adapted(LoraTarget::Q)) + adapted(LoraTarget::K) +
                                            adapted(LoraTarget::V) - 1)
                          : 0) +
                (fusedGateUp && adapted(LoraTarget::Gate) && adapted(LoraTarget::Up));
    double layerKernels = kFusedKernelsPerLayer;
    if (!c.fused) {
        layerKernels = kEagerKernelsPerLayer;
        if (c.fused_norms)
            layerKernels -= arch.norms_per_layer * (kEagerNormKernels - 1);
        if (c.fused_rope && arch.position == PositionKind::Rope)
            layerKernels -= kEagerRopeKernels - 1;
        if (c.fused_swiglu && swiglu)
            layerKernels -= kEagerSwigluKernels - 1;
    }
    // The query and key norms: two more norms, each one kernel where norms are fused.
    if (arch.qk_norm != QkNorm::None)
        layerKernels += 2 * (c.fused_norms ? 1 : kEagerNormKernels);
    const double adapterKernels =
        c.fused ? 2.0
                : kLoraKernelsPerAdapter +
                      (adapters > 0 && traffic.casts ? kLoraCastKernelsPerAdapter : 0);
    // Adapters on routed experts that are not grouped launch for every local expert; `adapters`
    // counted each target once.
    const int expertTargets =
        c.expert_adapters && !c.grouped_expert_adapters && !c.merged_expert_adapters
            ? int(adapted(LoraTarget::Gate) && swiglu) + adapted(LoraTarget::Up) +
                  adapted(LoraTarget::Down)
            : 0;
    const double mlpAdapters = int(adapted(LoraTarget::Gate) && swiglu) + adapted(LoraTarget::Up) +
                               adapted(LoraTarget::Down);
    // transformers 5's fused gate_up_proj takes one adapter for gate and up (adaptsExpertTensors);
    // merged adapters are counted as mergedTensors instead.
    const double fusedExpertGateUp = c.expert_tensor_adapters && !c.merged_expert_adapters &&
                                             swiglu && adapted(LoraTarget::Gate) &&
                                             adapted(LoraTarget::Up)
                                         ? moeShare
                                         : 0.0;
    const double kernels =
        layerKernels +
        adapterKernels *
            (adapters - moeShare * (mergedTensors > 0) * mlpAdapters - fusedExpertGateUp) +
        kMergedAdapterKernels * moeShare * mergedTensors + expertKernels +
        adapterKernels * expertTargets * std::max(localExpertCopies - 1.0, 0.0);
    const bool dora = shape.dora && shape.method != TrainingMethod::Full;
    // The layer's own kernels split at the MLP; a MoE layer's share of the MLP half (its norm,
    // the shared experts, the residual add) runs up to and beside the router.
    const double attentionKernels = c.fused ? kFusedAttentionKernels : layerKernels / 2;
    t.kernelsAttention = attentionKernels;
    t.kernelsMlp = (1 - moeShare) * (layerKernels - attentionKernels);
    t.kernelsRouter += moeShare * (layerKernels - attentionKernels);
    // Megatron-Core's Transformer Engine modules (megatron/core/extensions/transformer_engine.py):
    // the norm-fused QKV linear, the fused attention and the output projection (with multi-latent
    // attention the down and up projections of q and kv instead of the QKV linear); the norm-fused
    // fc1 and fc2 of a dense MLP and of the shared experts; the routed experts' two GroupedLinear
    // calls (TEGroupedMLP), or two linears per expert where they loop (SequentialMLP).
    if (c.stack.cpu_seconds_per_module_call > 0) {
        t.modulesAttention =
            arch.isLatentAttention() ? (arch.q_lora_rank > 0 ? 2.0 : 1.0) + 2.0 + 2.0 : 3.0;
        t.modulesMlp = (1 - moeShare) * 2.0;
        t.modulesRouter = moeShare * (arch.shared_experts > 0 ? 2.0 : 0.0);
        t.modulesExperts = 2.0 * (c.grouped_experts ? moeShare : localExpertCopies);
    }
    t.kernelsForward = kernels + (dora ? kDoraKernelsForward * adapters : 0);
    t.kernelsBackward = 2 * kernels + (dora ? kDoraKernelsBackward * adapters : 0);
    if (shape.tiled_mlp) {
        // Each tile launches the MLP half's kernels, and backward its forward once more.
        const double mlpHalf = layerKernels - attentionKernels;
        t.kernelsForward += (tiles - 1) * mlpHalf;
        t.kernelsBackward += (3 * tiles - 2) * mlpHalf;
    }
    // DeepSpeed's ZeRO-3 fetches and releases the parameters of every submodule that holds
    // some, from Python hooks around its forward and its backward (deepspeed/runtime/zero/
    // parameter_offload.py _register_hooks_recursively; partitioned_param_coordinator.py
    // fetch_sub_module and release_sub_module over iter_params(module, recurse=False)): the
    // norms, each linear (PEFT's base_layer), an adapter's lora_A and lora_B (and DoRA's
    // magnitude), a MoE layer's router and its experts, one module each where transformers 4
    // loops over them, one module of expert tensors where they are grouped.
    if (c.s.layout.parallelism == Parallelism::Zero3 && c.stack.cpu_seconds_per_zero3_module > 0) {
        const double attentionLinears = arch.isLatentAttention()
                                            ? 4.0 + (arch.q_lora_rank > 0 ? 1.0 : 0.0)
                                            : (attentionReaders == 1 ? 2.0 : 4.0);
        const double mlpLinears = swiglu ? (fusedFc1 ? 2.0 : 3.0) : 2.0;
        const double experts = c.grouped_experts ? moeShare : localExpertCopies * mlpLinears;
        const double router = moeShare * (1 + (arch.shared_experts > 0 ? mlpLinears : 0.0));
        const double adapterModules =
            (dora ? 3.0 : 2.0) *
            (adapters + expertTargets * std::max(localExpertCopies - moeShare, 0.0));
        t.zero3Modules = arch.norms_per_layer + attentionLinears + (1 - moeShare) * mlpLinears +
                         router + experts + adapterModules;
    }
    if (c.cp > 1 && c.cp_comm == ContextParallelComm::AllToAll)
        addAllToAllCopies(c, t);
    return t;
}

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
    // The head's weight gradient: when it trains (whole, or as PEFT's saved copy), or when its
    // root unit requires grad for an adapter on the head or the embedding
    // (fsdpUnitGradientParameters).
    if (shape.method == TrainingMethod::Full || shape.saves_head ||
        (c.frozen_weight_gradients &&
         (shape.lora_head || shape.lora_embedding || shape.saves_embedding)))
        t.backwardMatmul += gemmSeconds(c.sixteen, h, vocab, m, a, 4.0);
    // Loss bytes per vocabulary entry: HF's fp32 upcast (read 16-bit, write fp32), log-softmax
    // (read, write), and in backward the softmax gradient and the cast back (34 B at a = 2);
    // chunked loss moves the same bytes in pieces; a fused linear-cross-entropy never writes the
    // logits (Liger, Cut Cross-Entropy) and Megatron's fused vocab-parallel kernel, or a compiled
    // loss that upcasts inside (torchtitan), reads them once each way.
    // The final norm's fp32 output cast for the head under autocast, and its gradient widened.
    const ReaderTraffic headCast = normReaderTraffic(c, 1, 0, 0);
    t.forwardMemory += memorySeconds(c.sixteen, m * h * headCast.forward);
    t.backwardMemory +=
        memorySeconds(c.sixteen, m * h * (headCast.backward - headCast.widenedBytes)) +
        scalarLoopSeconds(c.sixteen, m * h * headCast.widenedElements,
                          m * h * headCast.widenedBytes);
    double lossBytes = 0;
    double upcastBytes = 0; // of the forward half: the logits' widening cast, a scalar loop
    const bool compiledUpcast = shape.loss == LossMode::Standard && shape.compile &&
                                c.s.assumptions.compiled_loss_fuses_upcast;
    if (shape.loss == LossMode::Fused)
        lossBytes = 2 * 4.0;
    else if (shape.loss == LossMode::FusedSoftmax)
        lossBytes = 3 * a; // forward reads the logits; backward reads them, writes the gradient
    else if (c.s.assumptions.logits == LogitsPath::Fp32Fused || compiledUpcast)
        lossBytes = 4 * a;
    else if (c.s.assumptions.logits == LogitsPath::ComputeDtype)
        lossBytes = 8 * a + softmaxRereadBytes(c, lossVocab, a);
    else if (runsDecomposedLossParallel(c.s))
        // DTensor's loss_parallel on the shard (torch/distributed/tensor/parallel/loss.py), each
        // op its own kernel: forward the upcast (a + 4), amax (4), shift (8), exp (8), sum (4)
        // and log-sum-exp subtraction (8); backward zeros_like (4), exp (8), the add (12), the
        // product (8) and the cast back (4 + a).
        lossBytes = (a + 4 + 4 + 8 + 8 + 4 + 8) + (4 + 8 + 12 + 8 + 4 + a);
    else
        lossBytes = a + 4 + 4 + 4 + 4 + 4 + 4 + 4 + a + softmaxRereadBytes(c, lossVocab, 4);
    const bool upcasts = shape.loss != LossMode::Fused && shape.loss != LossMode::FusedSoftmax &&
                         c.s.assumptions.logits != LogitsPath::Fp32Fused && !compiledUpcast &&
                         c.s.assumptions.logits != LogitsPath::ComputeDtype;
    if (upcasts && a < 4)
        upcastBytes = a + 4;
    t.forwardMemory += memorySeconds(c.sixteen, m * lossVocab * (lossBytes * 0.5 - upcastBytes)) +
                       scalarLoopSeconds(c.sixteen, upcastBytes > 0 ? m * lossVocab : 0,
                                         m * lossVocab * upcastBytes);
    t.backwardMemory += memorySeconds(c.sixteen, m * lossVocab * lossBytes * 0.5);
}

} // namespace runcard::step_time
