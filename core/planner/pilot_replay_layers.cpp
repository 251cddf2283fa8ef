// PilotModel's building blocks: casts, linear with its oneDNN scratch, LoRA, MLP, RMSNorm, RoPE.
#include "planner/pilot_replay_model.h"

#include <algorithm>
#include <cmath>

namespace runcard::pilot_replay {

// x.to(dtype): the same tensor when the dtype matches; else a copy whose backward converts
// the gradient back.
Id PilotModel::castTo(Id x, double dtypeBytes, double elements, Part part) {
    if (t_.bytes(x) == elements * dtypeBytes)
        return t_.alias(x);
    return t_.op(make(elements * dtypeBytes, part), {{x}});
}

Id PilotModel::castParameter(Id p, double elements) {
    if (d_.P == d_.C)
        return t_.alias(p);
    return t_.op(make(elements * d_.C), {{p}});
}

// torch::nn::functional::linear without bias: matmul with the transposed weight (MmBackward:
// the input is saved for the weight's gradient, the weight for the input's).
Id PilotModel::linear(Id x, Id w, double in, double out, Part part) {
    const double rows = t_.bytes(x) / (in * d_.C);
    const Id y = make(rows * out * d_.C, part);
    scratch(matmulScratch(1, rows, in, out, false));
    // Backward: x's gradient g·W (contracting over out), W's gradient gᵀ·x (over the rows).
    return t_.op(y,
                 {{x, Grad::New, matmulScratch(1, rows, out, in, false)},
                  {w, Grad::New, matmulScratch(1, out, rows, in, true)}},
                 saves(x, w));
}

// oneDNN's scratchpad for a bf16 matrix product P[m x n] = A[m x c] · B[c x n] (batch of
// `batch`), taken from LibTorch's allocator by mkldnn_matmul (ATen/native/mkldnn/Matmul.cpp,
// used for bf16 when batch·m·c·n >= 16³). Fitted on the shapes probed in
// docs/validation-pilot.md (oneDNN 2.6, avx512_core_bf16): A row-major: 128·⌈c⌉₃₂ + 768 bytes
// for c <= 512, else 256·m + 16·c + 54,912 (at most 197,504); A a transposed view (the weight
// gradients gᵀ·x): ⌈c⌉₃₂ (at most 512) × (2·n_b + 128) + 896, n_b = m split into blocks of at
// most 256. fp32 runs OpenBLAS, which takes nothing from the allocator.
double PilotModel::matmulScratch(double batch, double m, double c, double n,
                                 bool transposedA) const {
    if (d_.C != 2 || batch * m * c * n < 4096)
        return 0;
    const auto roundUp = [](double v, double step) { return std::ceil(v / step) * step; };
    if (!transposedA) // above 512 the contraction is blocked and the rows count instead
        return c <= 512 ? 128 * roundUp(c, 32) + 768 : std::min(256 * m + 16 * c + 54912, 197504.0);
    const double blocks = std::ceil(m / 256);
    const double nb = std::ceil(m / blocks);
    return std::min(roundUp(c, 32), 512.0) * (2 * nb + 128) + 896;
}

std::vector<Id> PilotModel::saves(Id a, Id b) const {
    std::vector<Id> saved;
    if (t_.requiresGrad(b))
        saved.push_back(a);
    if (t_.requiresGrad(a))
        saved.push_back(b);
    return saved;
}

// Decoder::linear: the base linear and, for a targeted linear, its LoRA path.
Id PilotModel::loraLinear(const Projection& p, Id x) {
    const double rows = t_.bytes(x) / (p.in * d_.C);
    const Id w = castParameter(p.weight, p.in * p.out);
    Id y = linear(x, w, p.in, p.out);
    t_.drop(w);
    if (p.loraA < 0)
        return y;
    Id input = t_.alias(x);
    if (d_.dropout) {
        // torch::dropout on the CPU: a Bernoulli mask scaled by 1/(1-p), multiplied in (the
        // mask is saved when the input needs a gradient).
        const Id noise = make(rows * p.in * d_.C);
        const Id dropped = mul(input, noise, rows * p.in * d_.C);
        t_.drop(noise);
        t_.drop(input);
        input = dropped;
    }
    const Id a = castParameter(p.loraA, d_.r * p.in);
    const Id low = linear(input, a, p.in, d_.r);
    t_.drop(a);
    t_.drop(input);
    const Id bw = castParameter(p.loraB, d_.r * p.out);
    Id delta = linear(low, bw, d_.r, p.out);
    t_.drop(bw);
    t_.drop(low);
    // delta.mul_(scale): in place; its backward scales the gradient into a new tensor.
    const Id scaled = t_.inPlace(delta);
    t_.op(scaled, {{delta}});
    delta = scaled;
    const Id sum = t_.op(make(rows * p.out * d_.C), {{y, Grad::Same}, {delta, Grad::Same}});
    t_.drop(delta);
    t_.drop(y);
    return sum;
}

// Decoder::mlpInner: the activation before the down projection of `rows` rows; releases x.
Id PilotModel::mlpInner(const Mlp& m, Id& x, double rows) {
    const double inner = rows * m.up.out * d_.C;
    Id result;
    if (d_.swiglu) {
        const Id gateLinear = loraLinear(m.gate, x);
        const Id gate = t_.op(make(inner), {{gateLinear}}, {gateLinear});
        t_.drop(gateLinear);
        const Id up = loraLinear(m.up, x);
        result = mul(gate, up, inner);
        t_.drop(up);
        t_.drop(gate);
    } else {
        const Id up = loraLinear(m.up, x);
        result = t_.op(make(inner), {{up}}, {up});
        t_.drop(up);
    }
    t_.drop(x);
    x = -1;
    return result;
}

// Decoder::rmsNorm: fp32 statistics (x² and the mean are kept for backward, rsqrt keeps its
// result), the product cast back, then the weight.
Id PilotModel::rmsNorm(Id x, Id weight, double rows, double width, double weightElements) {
    const double th = rows * width;
    const Id xf = castTo(x, 4, th);
    // inverse = rsqrt(xf.pow(2).mean(-1, true) + eps); pow's backward makes two temporaries.
    const Id squared = t_.op(make(th * 4), {{xf}}, {xf}, 2 * th * 4);
    const Id mean = t_.op(make(rows * 4), {{squared}}, {squared}, 0);
    const Id shifted = t_.op(make(rows * 4), {{mean, Grad::Same}});
    const Id inverse = make(rows * 4);
    t_.op(inverse, {{shifted}}, {inverse});
    t_.drop(shifted);
    t_.drop(mean);
    t_.drop(squared);
    // normed = (xf * inverse).to(C)
    const Id product = mul(xf, inverse, th * 4);
    const Id normed = castTo(product, d_.C, th);
    t_.drop(product);
    t_.drop(inverse);
    t_.drop(xf);
    // cast(weight) * normed
    const Id w = castParameter(weight, weightElements);
    const Id out = mul(w, normed, th * d_.C);
    t_.drop(w);
    t_.drop(normed);
    return out;
}

// Decoder::rope on [b, s, heads, d]: cat(-x2, x1) (narrow views; the negation a new tensor;
// narrow's backward makes a full-size gradient), then x*cos + rotated*sin.
Id PilotModel::rope(Id x, double heads) {
    const double full = d_.T * heads * d_.d * d_.C;
    if (d_.rotary != d_.d) {
        // An odd head_dim: rope of the first d-1 dimensions, the last passed through.
        const double part = d_.T * heads * d_.rotary * d_.C;
        const Id narrow = t_.op(t_.view(x, part), {{x}}); // gradient scattered back
        const Id rotated = ropeRotary(narrow, part);
        const Id rest = t_.op(t_.view(x, full - part), {{x}});
        const Id out = t_.op(make(full), {{rotated}, {rest}});
        t_.drop(rotated);
        t_.drop(narrow);
        t_.drop(rest);
        return out;
    }
    return ropeRotary(x, full);
}

Id PilotModel::ropeRotary(Id x, double bytes) {
    const Id second = t_.op(t_.view(x, bytes / 2), {{x}});
    const Id negated = t_.op(make(bytes / 2), {{second}});
    const Id first = t_.op(t_.view(x, bytes / 2), {{x}});
    const Id rotated = t_.op(make(bytes), {{negated, Grad::Same}, {first, Grad::Same}});
    t_.drop(negated);
    t_.drop(first);
    t_.drop(second);
    const Id xCos = t_.op(make(bytes), {{x}}); // cos is a buffer: nothing to save
    const Id rSin = t_.op(make(bytes), {{rotated}});
    const Id out = t_.op(make(bytes), {{xCos, Grad::Same}, {rSin, Grad::Same}});
    t_.drop(xCos);
    t_.drop(rSin);
    t_.drop(rotated);
    return out;
}

} // namespace runcard::pilot_replay
