// Time of the kernel classes a training step is made of, on one GPU: a GEMM by its shape (tile
// and wave quantisation on the GPU's SMs, a short K loop, a fixed launch cost, or memory bound
// when it is skinny), a memory-bound pass at the measured streaming bandwidth, and the attention
// core at the kernel's measured efficiency for its head dim and sequence length. Derivations and
// the fit of the shape constants: docs/scaling-model.md.
#pragma once

#include "planner/gpu_catalog.h"

#include <algorithm>

namespace runcard {

// What one GPU sustains for one compute dtype, looked up once per estimate.
struct DeviceRates {
    double matmul_flops = 0;       // dense peak × measured best-shape matmul efficiency
    double memory_bytes_per_s = 0; // vendor bandwidth × measured streaming share
    // Output elements a second of ATen's non-vectorized element-wise loops (0: bandwidth alone).
    double scalar_loop_elements_per_s = 0;
    int sms = 0; // 0: no tile model (a CPU)
    // The two rates' inverses (0 where the rate is 0): every GEMM and memory pass of every
    // evaluate() multiplies by them rather than divides (docs/benchmarks.md).
    double seconds_per_flop = 0;
    double seconds_per_byte = 0;
};
DeviceRates deviceRates(const GpuSpec& gpu, Precision precision);

// One (batched) GEMM C[M×N] = A[M×K]·B[K×N], inputs of `inputBytes` per element, output
// `outputBytes`: the slower of its compute (at the shape's efficiency) and its memory traffic.
double gemmSeconds(const DeviceRates& rates, double m, double n, double k, double inputBytes,
                   double outputBytes, double batch = 1);
// The shape's share of the best-shape rate (tiles, waves, K loop; no launch cost); a batch of
// `batch` such GEMMs in one launch shares its waves.
double gemmShapeEfficiency(int sms, double m, double n, double k, double batch = 1);
// Fixed time of one GEMM kernel (launch, first tile's latency): the fit's 4 us (the shape
// constants' fit, kernel_model.cpp).
inline constexpr double kGemmLaunchSeconds = 4e-6;
// gemmSeconds at a shape efficiency already looked up (`inverseEfficiency`: its inverse).
inline double gemmSecondsAt(const DeviceRates& r, double m, double n, double k, double inputBytes,
                            double outputBytes, double batch, double inverseEfficiency) {
    if (m <= 0 || n <= 0 || k <= 0 || r.matmul_flops <= 0)
        return 0;
    const double compute = 2.0 * m * n * k * batch * r.seconds_per_flop * inverseEfficiency;
    const double traffic = ((m * k + k * n) * inputBytes + m * n * outputBytes) * batch;
    return std::max(compute, traffic * r.seconds_per_byte) + kGemmLaunchSeconds;
}

// The inverse shape efficiencies of a linear layer's GEMMs on `m` rows: forward
// [m×in]·[in×out], input gradient [m×out]·[out×in] and weight gradient [in×m]·[m×out], looked
// up together (one cache probe for the three).
struct LinearGemms {
    double forward = 1, input_gradient = 1, weight_gradient = 1;
};
LinearGemms linearGemmInverses(int sms, double m, double in, double out, double batch = 1);
// ... and of a LoRA adapter's six (A: in → r, B: r → out): forward through A and B; backward
// B's input and weight gradients, then A's.
struct AdapterGemms {
    double a_forward = 1, b_forward = 1, b_input_gradient = 1, b_weight_gradient = 1,
           a_input_gradient = 1, a_weight_gradient = 1;
};
AdapterGemms adapterGemmInverses(int sms, double m, double r, double in, double out,
                                 double batch = 1);

// A memory-bound kernel that moves `bytes`.
inline double memorySeconds(const DeviceRates& rates, double bytes) {
    return bytes * rates.seconds_per_byte;
}

// An eager element-wise pass that ATen cannot vectorize, writing `elements` and moving `bytes`:
// a dtype cast on load or store (a widening cast, a mixed-dtype add) runs the unrolled kernel
// with LoadWithCast/StoreWithCast, a broadcast or strided operand the legacy kernel with offset
// calculators (aten/src/ATen/native/cuda/CUDALoops.cuh, gpu_kernel_impl; only contiguous
// operands of one dtype take launch_vectorized_kernel, and fp32 to bf16 has its own vectorized
// copy in Copy.cu). Those loops are bound by their per-element work, not by bandwidth.
inline double scalarLoopSeconds(const DeviceRates& rates, double elements, double bytes) {
    const double streamed = memorySeconds(rates, bytes);
    return rates.scalar_loop_elements_per_s > 0
               ? std::max(streamed, elements / rates.scalar_loop_elements_per_s)
               : streamed;
}

// Attention forward efficiency (share of the 16-bit dense peak) of a kernel whose measured
// efficiency at head dim 128 and long sequences is `base`, at `headDim` and `sequence` tokens of
// one attention block.
double attentionEfficiency(double base, int headDim, double sequence);
// FlashAttention-2's backward runs at this share of its forward rate: "forward pass up to 73%"
// and "backward pass up to 63%" of A100's peak (Dao 2023, arXiv 2307.08691, §4.1).
inline constexpr double kAttentionBackwardRateShare = 63.0 / 73.0;
// The Triton FlashAttention of 2022-23 (flash_attn/flash_attn_triton.py) against FlashAttention-2
// on A100: "around 1.3-1.5x faster than FlashAttention in Triton in the forward pass and around 2x
// faster in the backward pass" (Dao 2023, arXiv 2307.08691, §4.1); the middle of the forward range.
inline constexpr double kTritonFlashForwardSlowdown = 1.4;
inline constexpr double kTritonFlashBackwardSlowdown = 2.0;
// Backward FLOPs of attention over its forward: dQ, dK, dV and the recomputed P (FlashAttention-2,
// Algorithm 2: five matmuls against the forward's two).
inline constexpr double kAttentionBackwardFlopsRatio = 2.5;

} // namespace runcard
