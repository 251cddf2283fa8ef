// What the pilot ran on, recorded with every result: CPU, threads, and GPU/driver through NVML
// (loaded with dlopen at run time, so CPU builds need nothing extra).
#pragma once

#include <cstdint>
#include <string>

namespace runcard::pilot {

struct HostInfo {
    std::string cpu_model;
    int logical_cpus = 0;
    std::int64_t memory_bytes = 0; // physical memory
    std::string hostname;
    std::string os; // kernel release
};
HostInfo hostInfo();

struct NvmlDevice {
    bool available = false; // NVML loaded and the device answered
    std::string name;
    std::string driver_version;
    std::int64_t total_bytes = 0;
    std::int64_t used_bytes = 0; // what nvidia-smi shows as used on the whole device
};
NvmlDevice nvmlDevice(int index);

} // namespace runcard::pilot
