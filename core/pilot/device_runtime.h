// What the pilot needs from the device it trains on, for the CPU and (when LibTorch's c10_cuda is
// linked, RUNCARD_PILOT_CUDA) for a CUDA GPU: tensor-memory statistics of that device, total usage,
// synchronisation of that device, phase timings on the device's own timeline (CUDA events; a host
// clock read after a host sync misses nothing on the CPU), and the random-number generators a
// restore must bring back (the CPU's and the device's). A GPU is refused, with the reason, where
// the build cannot measure it (a ROCm LibTorch ships c10_hip, which this build does not use).
#pragma once

#include "pilot/system_info.h"

#include <cstdint>
#include <memory>
#include <string>
#include <torch/torch.h>

namespace runcard::pilot {

// Seconds between two points of the device's work queue.
class DeviceTimer {
public:
    virtual ~DeviceTimer() = default;
    virtual void start() = 0;
    // Waits until the device has done the work queued so far and returns the seconds it took from
    // start() to here on the device's timeline.
    virtual double stop() = 0;
};

class DeviceRuntime {
public:
    // Throws std::invalid_argument naming --device when the device is not usable or not
    // measurable by this build.
    static std::unique_ptr<DeviceRuntime> create(const std::string& deviceText);
    virtual ~DeviceRuntime() = default;

    virtual torch::Device device() const = 0;
    virtual void resetPeak() = 0;
    virtual std::int64_t peakBytes() const = 0;     // tensor bytes, peak since resetPeak()
    virtual std::int64_t currentBytes() const = 0;  // tensor bytes alive now
    virtual std::int64_t residentBytes() const = 0; // process RSS (CPU) / device used (NVML)
    virtual void synchronize() const = 0;
    virtual std::unique_ptr<DeviceTimer> timer() const = 0;
    virtual DeviceInfo info() const = 0;
    // Bytes asked by the allocation a device out-of-memory error refused, when it says.
    virtual std::int64_t refusedBytes(const std::string& errorText) const = 0;
};

// The generators a training step draws from: the CPU's, and the device's when it is not the CPU.
// Saved with a checkpoint and around a recomputed block, so dropout masks repeat.
struct RngState {
    torch::Tensor cpu;
    torch::Tensor device; // undefined on the CPU
};
RngState captureRng(const torch::Device& device);
void restoreRng(const torch::Device& device, const RngState& state);

// Process CPU time (all threads), seconds.
double processCpuSeconds();

} // namespace runcard::pilot
