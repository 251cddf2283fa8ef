// Accelerators Runcard can plan for: the bundled resources/catalog/gpus/<id>.yaml (one file per
// GPU) plus optional user files that add or override entries by id.
#pragma once

#include "planner/diagnostics.h"
#include "planner/enums.h"
#include "planner/localized_text.h"

#include <cstdint>
#include <string>
#include <vector>

namespace runcard {

// Cpu: a host machine described as an accelerator (a user catalog entry for CPU pilots): its ranks
// share the cores, and collectives run on the cores that compute.
enum class GpuVendor { Nvidia, Amd, Cpu };
// How the GPUs of one node reach each other: through a switch (NVSwitch: every pair at full
// bandwidth), or a point-to-point mesh (AMD xGMI, NVLink on a 4-GPU HGX board: a job on k of N
// GPUs uses k−1 of N−1 links).
enum class IntraNodeTopology { Switch, Mesh };
// The host CPU that issues the GPU's kernels: an x86 server CPU, or NVIDIA's Arm Grace (GH200,
// GB200, GB300), which spends about 2.5-2.75 times as long per PyTorch op (TransformerEngine
// issue #2053: a BF16 linear forward's CPU time 13.48 us on DGX H100, 33.17 us on GH200, 37.08
// us on GB200).
enum class HostCpu { X86, Grace };

struct GpuSpec {
    std::string id;   // e.g. "h100-sxm-80gb"
    std::string name; // e.g. "NVIDIA H100 SXM 80GB"
    // Position in lists (compare tables, `runcard-cli gpus`): ascending; 0 = none, after every
    // entry that has one, in the order the files added them.
    int order = 0;
    GpuVendor vendor = GpuVendor::Nvidia;
    std::int64_t memory_bytes = 0; // usable, as the framework reports it (torch total_memory)
    std::int64_t driver_memory_bytes = 0; // as nvidia-smi / amd-smi reports it
    double memory_bandwidth = 0;          // bytes/s, vendor peak
    // Dense peak FLOP/s per precision; 0 = not supported on this card.
    double peak_fp32 = 0, peak_tf32 = 0, peak_bf16 = 0, peak_fp16 = 0, peak_fp8 = 0;
    // Block-scaled formats with tensor-core support (Blackwell sm_100+, CDNA 4 gfx950 for MXFP8;
    // NVFP4 on NVIDIA Blackwell only); 0 = not supported.
    double peak_mxfp8 = 0, peak_nvfp4 = 0;
    // False where PyTorch ignores allow_tf32 (ROCm): "tf32" then runs at the FP32 rate.
    bool tf32_in_pytorch = true;
    // Measured share of the dense peak a matrix multiply reaches at its best shape (maximum
    // achievable matmul FLOPS over the peak); the step-time model takes it down for each GEMM's
    // shape (kernel_model.h).
    double matmul_efficiency_bf16 = 0.75;
    double matmul_efficiency_fp8 = 0.65;
    double matmul_efficiency_fp32 = 0.80;
    double matmul_efficiency_tf32 = 0.75;
    double matmul_efficiency_fp16 = 0.75;
    double matmul_efficiency_mxfp8 = 0.65;
    double matmul_efficiency_nvfp4 = 0.65;
    // False where matmul_efficiency and the attention shares are not measurements on this card
    // (a sibling's, or assumptions): its step times are uncalibrated estimates.
    bool kernel_priors_measured = true;
    int sm_count = 0; // streaming multiprocessors / compute units: the wave size of a GEMM
    // Attention forward at head dim 128 and long sequences, as a share of the 16-bit dense peak:
    // FlashAttention-2-class kernels (flash-attn 2, PyTorch SDPA) and the vendor's fused kernel
    // (cuDNN through Transformer Engine or FlashAttention-3 on Hopper, CK on ROCm).
    double flash_attention_efficiency = 0.35;
    double fused_attention_efficiency = 0.35;
    // Measured streaming bandwidth (STREAM triad) over the vendor peak: memory-bound kernels.
    double memory_bandwidth_efficiency = 0.8;
    LocalizedText interconnect;     // e.g. "NVLink 4 + NVSwitch, 900 GB/s"
    double allreduce_busbw = 0;     // bytes/s, measured all-reduce bus bandwidth in a node
    double allgather_busbw = 0;     // bytes/s, all-gather
    double reducescatter_busbw = 0; // bytes/s, reduce-scatter (0 = the all-gather figure)
    // bytes/s, all-reduce bus bandwidth of a job whose rings cross nodes with every GPU of each
    // node in use (the NICs of the node together; nccl-tests definition).
    double internode_busbw = 0;
    // bytes/s, line rate of one GPU's own NIC (0 = none given: a share of internode_busbw).
    double nic_bandwidth = 0;
    double collective_latency_s = 30e-6; // a collective's fixed cost (small-message time)
    IntraNodeTopology topology = IntraNodeTopology::Switch;
    int scale_up_domain = 0; // GPUs reached at the intra-node bandwidth (0 = max_gpus_per_node)
    double host_link_bandwidth = 0; // bytes/s host<->device (offloading)
    HostCpu host_cpu = HostCpu::X86;
    int max_gpus_per_node = 8;
    std::string architecture;     // "sm_90" / "gfx942"
    LocalizedText software_stack; // what a working stack needs, in one line
    std::vector<LocalizedText> caveats;
    std::int64_t runtime_context_bytes = 0; // CUDA/HIP context + library workspaces
    std::string source;                     // where the numbers come from

    double peakFlops(Precision precision) const; // 0 when unsupported
    double matmulEfficiency(Precision precision) const;
    bool supports(Precision precision) const { return peakFlops(precision) > 0; }
    // The major version torch.cuda.get_device_capability() reports: 9 for sm_90, 10 for sm_100;
    // ROCm reports the gfx target's major (gfx942 → 9). 0 when `architecture` is not one of those.
    int computeCapabilityMajor() const;
    int scaleUpDomain() const { return scale_up_domain > 0 ? scale_up_domain : max_gpus_per_node; }
};

struct GpuCatalog {
    std::vector<GpuSpec> gpus;
    const GpuSpec* find(const std::string& id) const;
    std::vector<std::string> ids() const;
    // The bundled catalog first, then each user file in order: an entry with a known id changes
    // only the keys it gives (peak_tflops and utilisation merge per precision); a new id is
    // appended and must be complete. The result is sorted by `order` (stable). Throws InputError
    // naming file, line, column and key.
    static GpuCatalog load(const std::vector<std::string>& files);
    static GpuCatalog bundled(); // resources/catalog/gpus/*.yaml
    // The bundled files, sorted by name (what bundled() reads; the tests check each).
    static std::vector<std::string> bundledFiles();
    // Applies one catalog file on top of this one (what load() does for each user file): a file
    // with a `gpus:` list, or one GPU's entry at the top level as the bundled files hold it.
    void merge(const std::string& file);
};

// The four cards the article compares, in its order.
const std::vector<std::string>& referenceGpuIds();

} // namespace runcard
