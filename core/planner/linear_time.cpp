// One linear layer's time (linear_time.h): the GEMMs by shape, a QLoRA base's dequantization, a
// LoRA adapter's skinny GEMMs and eager passes, DoRA's weight norm.
#include "planner/linear_time.h"

#include "planner/kernel_model.h"
#include "planner/model_state.h"

namespace runcard::step_time {

// One linear layer of the block: forward, input gradient, weight gradient when it trains, and a
// LoRA adapter's six skinny GEMMs and its eager element-wise ops when it is adapted.
void timeLinear(const StepContext& c, LinearTime& t, const AdapterTraffic& traffic,
                const LinearCall& call) {
    // Plain copies, not a structured binding: clang 14 cannot capture bindings in a lambda.
    const double in = call.in, out = call.out, copies = call.copies, rows = call.rows;
    const double copiesPerKernel = call.copiesPerKernel;
    const bool adapted = call.adapted;
    const LinearRole role = call.role;
    const TrainingShape& shape = c.s.shape;
    const double m = rows > 0 ? rows : c.tokens;
    const double x = c.dtypes.linearInput, y = c.dtypes.activation;
    const double kernels = copies / copiesPerKernel;
    const LinearGemms gemms = linearGemmInverses(c.linear.sms, m, in, out, copiesPerKernel);
    t.forwardMatmul +=
        kernels * gemmSecondsAt(c.linear, m, out, in, x, y, copiesPerKernel, gemms.forward);
    t.backwardMatmul +=
        kernels * gemmSecondsAt(c.linear, m, in, out, x, y, copiesPerKernel, gemms.input_gradient);
    if (shape.method == TrainingMethod::Full || c.frozen_weight_gradients || role.trainsWeight)
        t.backwardMatmul += kernels * gemmSecondsAt(c.linear, in, out, m, x, 4.0, copiesPerKernel,
                                                    gemms.weight_gradient);
    if (shape.method == TrainingMethod::QLora && role.quantized) {
        // bitsandbytes dequantizes the NF4 weight to 16 bit for every forward and backward
        // matmul (bitsandbytes/functional.py dequantize_4bit): read NF4, write and read bf16.
        const double bytes = copies * in * out * (kNf4ReadBytes + 2.0 + 2.0);
        t.forwardMemory += memorySeconds(c.sixteen, bytes);
        t.backwardMemory += memorySeconds(c.sixteen, bytes);
    }
    if (!adapted)
        return;
    const double r = shape.lora_rank;
    const double a = c.dtypes.activation;
    // Every copy's adapter is the same six skinny GEMMs: one launch each per copy, or per group.
    const double batch = role.groupedAdapters ? copiesPerKernel : 1;
    const double adapterKernels = copies / batch;
    const AdapterGemms lora = adapterGemmInverses(c.sixteen.sms, m, r, in, out, batch);
    const DeviceRates& d = c.sixteen;
    t.forwardMatmul += adapterKernels * (gemmSecondsAt(d, m, r, in, a, a, batch, lora.a_forward) +
                                         gemmSecondsAt(d, m, out, r, a, a, batch, lora.b_forward));
    t.backwardMatmul +=
        adapterKernels * (gemmSecondsAt(d, m, r, out, a, a, batch, lora.b_input_gradient) +
                          gemmSecondsAt(d, r, out, m, a, 4.0, batch, lora.b_weight_gradient) +
                          gemmSecondsAt(d, m, in, r, a, a, batch, lora.a_input_gradient) +
                          gemmSecondsAt(d, in, r, m, a, 4.0, batch, lora.a_weight_gradient));
    // One pass of every copy's eager ops (the dropout sits on the adapter's output under
    // AutoModel's dropout_position "post"); widening casts run ATen's scalar loop.
    auto eagerPass = [&](double inBytes, double widened, double outBytes) {
        return copies * (memorySeconds(c.sixteen, m * ((inBytes - widened) * in + outBytes * out)) +
                         scalarLoopSeconds(c.sixteen, widened > 0 ? m * in : 0, m * in * widened));
    };
    t.forwardMemory += eagerPass(traffic.forwardIn, traffic.widenedForwardIn, traffic.forwardOut);
    t.backwardMemory +=
        eagerPass(traffic.backwardIn, traffic.widenedBackwardIn, traffic.backwardOut);
    if (shape.dora)
        addDoraWeightNorm(c, t, in, out, m, copies);
}

} // namespace runcard::step_time
