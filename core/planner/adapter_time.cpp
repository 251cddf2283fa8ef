// The LoRA adapters' own time beside the linear they adapt: PEFT's eager element-wise traffic,
// DoRA's weight norm, and adapters merged into a MoE layer's expert tensors
// (docs/scaling-model.md; layer_time.cpp adds them to a layer).
#include "planner/adapter_time.h"

#include "planner/model_state.h"

namespace runcard::step_time {

// DoRA recomputes the adapted weight's row norms in every forward, without gradient: PEFT (and
// torchtune, Unsloth, LLaMA-Factory, Axolotl, which follow it) pushes an in × in identity through
// lora_A and lora_B to materialise B·A, casts the base weight to the adapter dtype, adds the
// scaled product and takes the norm (peft/tuners/lora/dora.py, DoraLinearLayer.forward and
// get_weight_norm); the base and adapter outputs are then scaled by magnitude / norm in the
// adapter dtype. Weight-sized passes: the identity, the product, its scaling (read, write), the
// sum (three), the norm's read, and the cast when the base is stored narrower.
// `copies`: the adapted copies of this linear per layer (a MoE layer's local experts, averaged
// over the stack: fractional where only some layers are MoE), each with its own weight norm.
void addDoraWeightNorm(const StepContext& c, LinearTime& t, double in, double out, double m,
                       double copies) {
    const double r = c.s.shape.lora_rank;
    const double w = adapterPrecision(c.s).weights;
    const double stored = c.dtypes.activation;
    t.forwardMatmul += copies * (gemmSeconds(c.sixteen, in, r, in, w, w) +
                                 gemmSeconds(c.sixteen, in, out, r, w, w));
    double cast = w != stored ? in * out * (stored + w) : 0;
    // A 4-bit base is dequantized first (dora.py: dequantize_module_weight).
    if (c.s.shape.method == TrainingMethod::QLora)
        cast += in * out * (kNf4ReadBytes + stored);
    t.forwardMemory += copies * memorySeconds(c.sixteen, in * in * w + 7 * in * out * w + cast);
    // (magnitude / norm - 1) · base and magnitude / norm · adapter · scaling, in the adapter
    // dtype: beyond LoRA's scaling and add, a widening product and two more passes.
    const double scale = m * out * (2 * c.dtypes.activation + 4 * w);
    t.forwardMemory += copies * memorySeconds(c.sixteen, scale);
    t.backwardMemory += copies * memorySeconds(c.sixteen, 1.5 * scale);
}

// LoRA merged into a MoE layer's expert tensors on every forward (PEFT's ParamWrapper on
// transformers 5's gate_up_proj and down_proj, peft/tuners/lora/layer.py): per adapted tensor of
// the local experts one batched einsum B·A (rank r) and its scaling, then the parametrization's
// W + delta, all in the weights' dtype; backward runs the einsum's two gradients from the
// tensor's weight gradient and scales it. `width`: the experts' inner width; `moeShare` averages
// over the stack's MoE layers. The merged tensor's GEMMs and their weight gradients are counted
// with the experts' linears.
void addMergedExpertAdapters(const StepContext& c, LayerTime& t, double width, double experts,
                             double moeShare) {
    const ModelArchitecture& arch = c.s.arch;
    const double r = c.s.shape.lora_rank;
    const double w = precisionPlan(c.s).weights; // the parameter's dtype
    const double h = double(arch.hidden_size);
    auto tensor = [&](double in, double out) {
        const double elements = experts * in * out;
        t.forwardMatmul += moeShare * gemmSeconds(c.sixteen, in, out, r, w, w, experts);
        // einsum output scaled (read, write); W + delta (read two, write one).
        t.forwardMemory += moeShare * memorySeconds(c.sixteen, 5 * elements * w);
        t.backwardMatmul += moeShare * (gemmSeconds(c.sixteen, r, in, out, w, 4.0, experts) +
                                        gemmSeconds(c.sixteen, out, r, in, w, 4.0, experts));
        // The scaling's backward (read, write) on the tensor's weight gradient.
        t.backwardMemory += moeShare * memorySeconds(c.sixteen, 2 * elements * w);
    };
    const TrainingShape& shape = c.s.shape;
    const bool swiglu = arch.mlp == MlpKind::SwiGlu;
    if (adaptsLinear(shape, LoraTarget::Up) || (swiglu && adaptsLinear(shape, LoraTarget::Gate)))
        tensor(h, (swiglu ? 2 : 1) * width);
    if (adaptsLinear(shape, LoraTarget::Down))
        tensor(width, h);
}

// Bytes per element of one LoRA adapter's eager element-wise passes (each op reads its inputs and
// writes its output), on the adapter's input side (width `in`) and output side (width `out`).
// PEFT's Linear.forward (peft/tuners/lora/layer.py) casts x to the adapter's dtype
// (_cast_input_dtype; fp32 adapters under get_peft_model's autocast_adapter_dtype=True), drops it
// out (a mask byte), and under autocast lora_A's matmul casts it back to 16 bit; lora_B's output
// is scaled and added onto the base output, and without autocast an fp32 sum is cast back
// (result.to(torch_result_dtype)). bitsandbytes layers cast only without autocast
// (peft/tuners/lora/bnb.py: requires_conversion = not torch.is_autocast_enabled()). Backward runs
// the casts and the dropout in reverse, scales lora_B's output gradient, and adds the adapter's
// input gradient into the base layer's (autograd's InputBuffer: read two, write one).
AdapterTraffic adapterTraffic(const StepContext& c) {
    const TrainingShape& shape = c.s.shape;
    const double a = c.dtypes.activation;
    const double f = adapterPrecision(c.s).weights;
    const bool autocast = isMixedPrecision(shape.precision);
    const bool bnb = shape.method == TrainingMethod::QLora &&
                     c.s.assumptions.quantized_linear == QuantizedLinear::Bitsandbytes;
    AdapterTraffic t;
    t.casts = c.s.assumptions.peft_adapters && c.s.assumptions.adapters_in_fp32 && f != a &&
              !(bnb && autocast);
    const double cast = t.casts ? a + f : 0;               // one cast pass, either direction
    const double recast = t.casts && autocast ? f + a : 0; // autocast's cast for lora_A
    const double product = t.casts && !autocast ? f : a;   // lora_B's output dtype
    const double droppedBytes = t.casts && !shape.lora_dropout_on_output ? f : a;
    const double dropout = shape.lora_dropout ? 2 * droppedBytes + 1 : 0;
    const double scaling = 2 * product;
    const double add = a + product + std::max(a, product) + (product != a ? product + a : 0);
    const double scalingBackward = 2 * product + (product != a ? 2 * (a + product) : 0);
    const double inputGradientAdd = 3 * a;
    t.widenedForwardIn = cast;
    t.widenedBackwardIn = recast;
    t.forwardIn = cast + recast + (shape.lora_dropout_on_output ? 0 : dropout);
    t.forwardOut = scaling + add + (shape.lora_dropout_on_output ? dropout : 0);
    t.backwardIn = recast + cast + (shape.lora_dropout_on_output ? 0 : dropout) + inputGradientAdd;
    t.backwardOut = scalingBackward + (shape.lora_dropout_on_output ? dropout : 0);
    return t;
}

} // namespace runcard::step_time
