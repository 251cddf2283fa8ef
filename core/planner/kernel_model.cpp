#include "planner/kernel_model.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <utility>

namespace runcard {
namespace {

// Output tiles cuBLAS and hipBLASLt choose among, with the share of the per-SM rate each reaches:
// large tiles at the full rate, small ones at 70 % (NVIDIA "Matrix Multiplication Background
// User's Guide", DU-09799-001, "Tile Quantization", "Typical Tile Dimensions in cuBLAS"). The
// shares, the K-loop constant and the launch cost (kGemmLaunchSeconds, kernel_model.h) were fitted
// together to the Azure AI-benchmarking-guide GEMM tables (A100 FP16, H100 FP8, MI300X FP8 at nine
// shapes each, from 1024³ to 802816×192×768: every shape within ±18 %), never to a training run.
struct Tile {
    double m, n, rate;
};
constexpr Tile kTiles[] = {{256, 128, 1.0}, {128, 128, 1.0}, {128, 64, 0.7}, {64, 64, 0.7}};
// Prologue and epilogue of a tile amortised over its K loop: efficiency K / (K + 256).
constexpr double kKLoopOverhead = 256;
// Output elements per second and SM of ATen's non-vectorized element-wise loops
// (scalarLoopSeconds), measured on an H200 with torch 2.11 (docs/validation.md, "Element-wise
// paths"): a widening cast, a mixed-dtype add, broadcast products in fp32 and bf16, RoPE's strided
// products, a negated half and a transpose copy all wrote 244-375 G elements/s on its 132 SMs
// whatever their bytes (1.4-2.6 TB/s), against 3.7-4.0 TB/s for vectorized passes; 330 G is their
// middle. Other NVIDIA GPUs are scaled by their SMs (the loop is issue-bound); AMD and CPUs
// are not measured and keep bandwidth alone.
constexpr double kScalarLoopElementsPerSmPerS = 330e9 / 132;
// Attention efficiency against sequence length: FlashAttention-2's measured throughput rises
// with the sequence and is near its plateau by 4k tokens (Dao 2023, Figs. 4-5); modelled as
// s / (s + 512), relative to the catalog's figure at 8k.
constexpr double kAttentionHalfRateSequence = 512;
// ... and against head dim: 64-dim heads reach about 80 % of 128-dim ones (Azure FA2 on A100 at
// head dim 64, 179.5 TFLOP/s, against the 70 % FlashAttention-2 reaches on A100), d / (d + 32)
// normalised to 1 at 128.
constexpr double kAttentionHeadDimConstant = 32;

} // namespace

DeviceRates deviceRates(const GpuSpec& gpu, Precision precision) {
    DeviceRates r;
    r.matmul_flops = gpu.peakFlops(precision) * gpu.matmulEfficiency(precision);
    r.memory_bytes_per_s = gpu.memory_bandwidth * gpu.memory_bandwidth_efficiency;
    r.sms = gpu.vendor == GpuVendor::Cpu ? 0 : gpu.sm_count;
    if (gpu.vendor == GpuVendor::Nvidia)
        r.scalar_loop_elements_per_s = gpu.sm_count * kScalarLoopElementsPerSmPerS;
    r.seconds_per_flop = r.matmul_flops > 0 ? 1 / r.matmul_flops : 0;
    r.seconds_per_byte = r.memory_bytes_per_s > 0 ? 1 / r.memory_bytes_per_s : 0;
    return r;
}

namespace {

double shapeEfficiency(int sms, double m, double n, double k, double batch) {
    const double kLoop = k / (k + kKLoopOverhead);
    if (sms <= 0)
        return kLoop;
    // In integers: this runs for every GEMM of every evaluate() (docs/benchmarks.md), and
    // ceil(x / a) = ceil(ceil(x) / a) for a whole a. Tile quantisation (padding of the last row
    // and column of tiles) and wave quantisation (a last wave that leaves SMs idle) in one ratio:
    // useful work over the work issued, rate·m·n / (waves·sms·tile area); the best tile is the one
    // with the largest rate / (waves · area), compared by cross-multiplying. A batched or grouped
    // GEMM issues every member's tiles from one grid (cuBLAS strided-batched GEMMs on
    // gridDim.z, CUTLASS grouped GEMMs behind torch._grouped_mm and Transformer Engine's grouped
    // linear with a persistent tile scheduler), so its waves count the batch's tiles together.
    const auto rows = static_cast<std::uint64_t>(std::ceil(m));
    const auto columns = static_cast<std::uint64_t>(std::ceil(n));
    const auto members = static_cast<std::uint64_t>(std::max(1.0, std::ceil(batch)));
    const auto units = static_cast<std::uint64_t>(sms);
    double bestRate = 0, bestIssued = 1;
    for (const Tile& t : kTiles) {
        const auto tm = static_cast<std::uint64_t>(t.m), tn = static_cast<std::uint64_t>(t.n);
        const std::uint64_t tiles = members * ((rows + tm - 1) / tm) * ((columns + tn - 1) / tn);
        const double issued = double((tiles + units - 1) / units) * double(tm * tn);
        if (t.rate * bestIssued > bestRate * issued)
            bestRate = t.rate, bestIssued = issued;
    }
    return bestRate * (m * n * double(members)) / (bestIssued * units) * kLoop;
}

// A step evaluates the same few dozen GEMM shapes again and again (every layout, micro-batch and
// GPU count of a sweep shares most of them), so the last results are kept per thread in small
// two-way set-associative tables (two hot keys that hash to the same set both stay): evaluate()
// stays above a million scenarios a second (docs/benchmarks.md). A table holds one GEMM's
// inverse efficiency, or those of the GEMMs a linear layer or a LoRA adapter runs, which share
// their dimensions, so that one probe serves three or six GEMMs.
template <std::size_t Keys, std::size_t Values> struct ShapeCacheEntry {
    int sms = -1;
    std::array<double, Keys> key{};
    std::array<double, Values> inverse{}; // 1 / efficiency of each GEMM
};
template <std::size_t Keys, std::size_t Values> struct ShapeCacheSet {
    std::array<ShapeCacheEntry<Keys, Values>, 2> ways; // the most recently used first
};
constexpr int kShapeCacheBits = 11;
constexpr std::size_t kShapeCacheSets = std::size_t(1) << kShapeCacheBits;

// A miss: out of line and cold, so that the hit path inlines into its caller.
template <std::size_t Keys, std::size_t Values, class Compute>
[[gnu::noinline, gnu::cold]] const ShapeCacheEntry<Keys, Values>&
storeShapes(ShapeCacheSet<Keys, Values>& set, int sms, const std::array<double, Keys>& key,
            Compute compute) {
    auto& ways = set.ways;
    ways[1] = ways[0];
    ways[0].sms = sms;
    ways[0].key = key;
    ways[0].inverse = compute();
    return ways[0];
}

template <std::size_t Keys, std::size_t Values, class Compute>
inline const std::array<double, Values>& cachedShapes(int sms, const std::array<double, Keys>& key,
                                                      Compute compute) {
    // Initial-exec: the planner is linked into executables only, never into a dlopen()ed module,
    // and the general-dynamic model's __tls_get_addr call made every lookup spill its arguments.
    [[gnu::tls_model(
        "initial-exec")]] thread_local std::array<ShapeCacheSet<Keys, Values>, kShapeCacheSets>
        cache;
    // Multiplicative hashing (golden-ratio and xxHash primes) of the values' bits, alternate
    // values rotated apart; the top kShapeCacheBits bits pick the set.
    std::uint64_t hash = std::uint64_t(sms);
    for (std::size_t i = 0; i < Keys; ++i)
        hash = (hash ^ std::rotl(std::bit_cast<std::uint64_t>(key[i]), int(29 * (i & 1)))) *
               (i & 1 ? 0xC2B2AE3D27D4EB4FULL : 0x9E3779B97F4A7C15ULL);
    auto& set = cache[hash >> (64 - kShapeCacheBits)];
    auto& ways = set.ways;
    if (ways[0].sms == sms && ways[0].key == key)
        return ways[0].inverse;
    if (ways[1].sms == sms && ways[1].key == key) {
        std::swap(ways[0], ways[1]);
        return ways[0].inverse;
    }
    return storeShapes(set, sms, key, compute).inverse;
}

double inverseShapeEfficiency(int sms, double m, double n, double k, double batch) {
    return 1 / shapeEfficiency(sms, m, n, k, batch);
}

} // namespace

double gemmShapeEfficiency(int sms, double m, double n, double k, double batch) {
    return shapeEfficiency(sms, m, n, k, batch);
}

double gemmSeconds(const DeviceRates& r, double m, double n, double k, double inputBytes,
                   double outputBytes, double batch) {
    if (m <= 0 || n <= 0 || k <= 0 || r.matmul_flops <= 0)
        return 0;
    const double inverse = cachedShapes<4, 1>(r.sms, {m, n, k, batch}, [&] {
        return std::array<double, 1>{inverseShapeEfficiency(r.sms, m, n, k, batch)};
    })[0];
    return gemmSecondsAt(r, m, n, k, inputBytes, outputBytes, batch, inverse);
}

LinearGemms linearGemmInverses(int sms, double m, double in, double out, double batch) {
    const auto& v = cachedShapes<4, 3>(sms, {m, in, out, batch}, [&] {
        return std::array<double, 3>{inverseShapeEfficiency(sms, m, out, in, batch),
                                     inverseShapeEfficiency(sms, m, in, out, batch),
                                     inverseShapeEfficiency(sms, in, out, m, batch)};
    });
    return {v[0], v[1], v[2]};
}

AdapterGemms adapterGemmInverses(int sms, double m, double r, double in, double out, double batch) {
    const auto& v = cachedShapes<5, 6>(sms, {m, r, in, out, batch}, [&] {
        return std::array<double, 6>{inverseShapeEfficiency(sms, m, r, in, batch),
                                     inverseShapeEfficiency(sms, m, out, r, batch),
                                     inverseShapeEfficiency(sms, m, r, out, batch),
                                     inverseShapeEfficiency(sms, r, out, m, batch),
                                     inverseShapeEfficiency(sms, m, in, r, batch),
                                     inverseShapeEfficiency(sms, in, r, m, batch)};
    });
    return {v[0], v[1], v[2], v[3], v[4], v[5]};
}

double attentionEfficiency(double base, int headDim, double sequence) {
    const double d = std::max(headDim, 1);
    const double headFactor =
        (d / (d + kAttentionHeadDimConstant)) / (128.0 / (128.0 + kAttentionHeadDimConstant));
    // The catalog's efficiencies were measured at 8k tokens (Azure: sequence 8192; FA3 blog: 8K).
    auto rise = [](double s) { return s / (s + kAttentionHalfRateSequence); };
    const double sequenceFactor = std::min(rise(sequence) / rise(8192), 1.05);
    return base * std::min(headFactor, 1.15) * sequenceFactor;
}

} // namespace runcard
