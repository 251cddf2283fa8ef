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

// The device a pilot trained on (device_runtime.h fills it in).
struct DeviceInfo {
    std::string name; // e.g. "cpu" or the GPU's name
    std::int64_t total_bytes = 0;
    std::string runtime;    // "CUDA runtime 12.1, driver ..." / empty on CPU
    std::string pci_bus_id; // GPU only: how NVML was matched to the CUDA device
    int threads = 0;
};

struct NvmlDevice {
    bool available = false; // NVML loaded and the device answered
    std::string name;
    std::string driver_version;
    std::int64_t total_bytes = 0;
    std::int64_t used_bytes = 0; // what nvidia-smi shows as used on the whole device
};
// The GPU at a PCI bus id ("0000:3b:00.0", as cudaDeviceGetPCIBusId gives it): CUDA ordinals and
// NVML indices differ under CUDA_VISIBLE_DEVICES, bus ids do not.
NvmlDevice nvmlDeviceByPciBusId(const std::string& pciBusId);

} // namespace runcard::pilot
