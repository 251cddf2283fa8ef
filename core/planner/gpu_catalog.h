// Accelerators Runcard can plan for: bundled resources/catalog/gpus.yaml plus an optional user file
// that adds or overrides entries by id.
#pragma once

#include "planner/diagnostics.h"
#include "planner/enums.h"

#include <cstdint>
#include <string>
#include <vector>

namespace runcard {

enum class GpuVendor { Nvidia, Amd };

struct GpuSpec {
    std::string id;   // e.g. "h100-sxm-80gb"
    std::string name; // e.g. "NVIDIA H100 SXM 80GB"
    GpuVendor vendor = GpuVendor::Nvidia;
    std::int64_t memory_bytes = 0; // usable, as the framework reports it (torch total_memory)
    std::int64_t driver_memory_bytes = 0; // as nvidia-smi / amd-smi reports it
    double memory_bandwidth = 0;          // bytes/s, vendor peak
    // Dense peak FLOP/s per precision; 0 = not supported on this card.
    double peak_fp32 = 0, peak_tf32 = 0, peak_bf16 = 0, peak_fp16 = 0, peak_fp8 = 0;
    // False where PyTorch ignores allow_tf32 (ROCm): "tf32" then runs at the FP32 rate.
    bool tf32_in_pytorch = true;
    // Achievable share of the dense peak for training (model FLOPs utilisation prior).
    double utilisation_bf16 = 0.45;
    double utilisation_fp8 = 0.35;
    double utilisation_fp32 = 0.60;
    double utilisation_tf32 = 0.45;
    double utilisation_fp16 = 0.45;
    std::string interconnect;       // e.g. "NVLink 4 + NVSwitch, 900 GB/s"
    double allreduce_busbw = 0;     // bytes/s, measured 8-GPU all-reduce bus bandwidth in a node
    double allgather_busbw = 0;     // bytes/s, all-gather / reduce-scatter
    double internode_busbw = 0;     // bytes/s per GPU across nodes
    double host_link_bandwidth = 0; // bytes/s host<->device (offloading)
    int max_gpus_per_node = 8;
    std::string architecture;   // "sm_90" / "gfx942"
    std::string software_stack; // what a working stack needs, in one line
    std::vector<std::string> caveats;
    std::int64_t runtime_context_bytes = 0; // CUDA/HIP context + library workspaces
    std::string source;                     // where the numbers come from

    double peakFlops(Precision precision) const; // 0 when unsupported
    double utilisation(Precision precision) const;
    bool supports(Precision precision) const { return peakFlops(precision) > 0; }
};

struct GpuCatalog {
    std::vector<GpuSpec> gpus;
    const GpuSpec* find(const std::string& id) const;
    std::vector<std::string> ids() const;
    // The bundled catalog first, then each user file in order: an entry with a known id changes
    // only the keys it gives (peak_tflops and utilisation merge per precision); a new id is
    // appended and must be complete. Throws InputError naming file, line, column and key.
    static GpuCatalog load(const std::vector<std::string>& files);
    static GpuCatalog bundled(); // resources/catalog/gpus.yaml
    // Applies one catalog file on top of this one (what load() does for each user file).
    void merge(const std::string& file);
};

// The four cards the article compares, in its order.
const std::vector<std::string>& referenceGpuIds();

} // namespace runcard
