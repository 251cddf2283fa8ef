// A user GPU catalog merged over the bundled one (GpuCatalog::merge). Every accepted entry has
// positive memory and finite, non-negative rates.
#include "fuzz_support.h"
#include "planner/gpu_catalog.h"

#include <cmath>

using namespace runcard;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const GpuCatalog bundled = GpuCatalog::bundled();
    const fuzz::MemoryFile file(fuzz::asText(data, size));
    GpuCatalog catalog = bundled;
    try {
        catalog.merge(file.path());
    } catch (const InputError&) {
        return 0;
    }
    for (const GpuSpec& gpu : catalog.gpus) {
        for (const double rate : {gpu.memory_bandwidth, gpu.peak_fp32, gpu.peak_bf16, gpu.peak_fp8,
                                  gpu.allreduce_busbw, gpu.matmul_efficiency_bf16})
            if (!std::isfinite(rate) || rate < 0)
                std::abort();
        if (gpu.memory_bytes <= 0)
            std::abort();
    }
    return 0;
}
