#include "pilot/device_runtime.h"

#include "pilot/system_info.h"
#include "pilot/tracking_allocator.h"

#include <ATen/CPUGeneratorImpl.h>
#include <ATen/Parallel.h>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <optional>
#include <regex>
#include <stdexcept>

#ifdef RUNCARD_PILOT_CUDA
#include <c10/cuda/CUDACachingAllocator.h>
#include <c10/cuda/CUDAException.h>
#include <c10/cuda/CUDAFunctions.h>
#include <c10/cuda/CUDAGuard.h>
#include <c10/cuda/CUDAStream.h>
#include <cuda_runtime_api.h>
#endif

namespace runcard::pilot {
namespace {

using Clock = std::chrono::steady_clock;

class HostTimer final : public DeviceTimer {
public:
    void start() override { start_ = Clock::now(); }
    double stop() override { return std::chrono::duration<double>(Clock::now() - start_).count(); }

private:
    Clock::time_point start_ = Clock::now();
};

class CpuRuntime final : public DeviceRuntime {
public:
    torch::Device device() const override { return torch::kCPU; }
    void resetPeak() override { TrackingAllocator::resetPeak(); }
    std::int64_t peakBytes() const override { return TrackingAllocator::peakBytes(); }
    std::int64_t currentBytes() const override { return TrackingAllocator::currentBytes(); }
    std::int64_t residentBytes() const override { return residentSetBytes(); }
    void synchronize() const override {}
    std::unique_ptr<DeviceTimer> timer() const override { return std::make_unique<HostTimer>(); }
    DeviceInfo info() const override {
        DeviceInfo info;
        info.name = "cpu";
        info.total_bytes = hostInfo().memory_bytes;
        info.threads = at::get_num_threads();
        return info;
    }
    std::int64_t refusedBytes(const std::string&) const override {
        return TrackingAllocator::lastRefusal().requested_bytes;
    }
};

#ifdef RUNCARD_PILOT_CUDA

// The caching allocator's statistics of one device (what torch.cuda.max_memory_allocated and
// memory_allocated report): StatType::AGGREGATE is index 0 in 1.13 and 2.x.
constexpr std::size_t kAggregate = 0;

// CUDA events recorded on the device's current stream: the device's own timeline, so the time a
// kernel queue takes is measured where it runs, not where it was launched.
class CudaTimer final : public DeviceTimer {
public:
    explicit CudaTimer(c10::DeviceIndex index) : index_(index) {
        c10::cuda::CUDAGuard guard(index_);
        C10_CUDA_CHECK(cudaEventCreate(&start_));
        C10_CUDA_CHECK(cudaEventCreate(&stop_));
    }
    ~CudaTimer() override {
        cudaEventDestroy(start_);
        cudaEventDestroy(stop_);
    }
    void start() override {
        C10_CUDA_CHECK(cudaEventRecord(start_, c10::cuda::getCurrentCUDAStream(index_).stream()));
    }
    double stop() override {
        C10_CUDA_CHECK(cudaEventRecord(stop_, c10::cuda::getCurrentCUDAStream(index_).stream()));
        C10_CUDA_CHECK(cudaEventSynchronize(stop_));
        float milliseconds = 0;
        C10_CUDA_CHECK(cudaEventElapsedTime(&milliseconds, start_, stop_));
        return double(milliseconds) / 1000.0;
    }

private:
    c10::DeviceIndex index_;
    cudaEvent_t start_ = nullptr;
    cudaEvent_t stop_ = nullptr;
};

// RUNCARD_PILOT_TRACE=1 on a GPU: each trace mark writes the caching allocator's live and peak
// tensor bytes (the peak is not reset, so where it grows locates the step's peak between marks).
void traceCudaMark(const char* label) {
    // getDeviceStats returns its statistics by value: copy the one read.
    const auto allocated =
        c10::cuda::CUDACachingAllocator::getDeviceStats(c10::cuda::current_device())
            .allocated_bytes[kAggregate];
    std::fprintf(stderr, "trace mark %s %lld peak %lld\n", label,
                 static_cast<long long>(allocated.current), static_cast<long long>(allocated.peak));
}

class CudaRuntime final : public DeviceRuntime {
public:
    explicit CudaRuntime(torch::Device device) : device_(device) {
        // The context is created on this device only, not on device 0 as well.
        c10::cuda::set_device(device_.index());
        if (TrackingAllocator::tracing())
            TrackingAllocator::setMarkObserver(&traceCudaMark);
        char busId[32] = {};
        if (cudaDeviceGetPCIBusId(busId, sizeof busId, device_.index()) == cudaSuccess)
            busId_ = busId;
    }
    torch::Device device() const override { return device_; }
    void resetPeak() override { c10::cuda::CUDACachingAllocator::resetPeakStats(device_.index()); }
    std::int64_t peakBytes() const override {
        return c10::cuda::CUDACachingAllocator::getDeviceStats(device_.index())
            .allocated_bytes[kAggregate]
            .peak;
    }
    std::int64_t currentBytes() const override {
        return c10::cuda::CUDACachingAllocator::getDeviceStats(device_.index())
            .allocated_bytes[kAggregate]
            .current;
    }
    std::int64_t residentBytes() const override { return nvmlDeviceByPciBusId(busId_).used_bytes; }
    void synchronize() const override {
        // cudaDeviceSynchronize acts on the current device: make it this one.
        c10::cuda::CUDAGuard guard(device_.index());
        C10_CUDA_CHECK(cudaDeviceSynchronize());
    }
    std::unique_ptr<DeviceTimer> timer() const override {
        return std::make_unique<CudaTimer>(device_.index());
    }
    DeviceInfo info() const override {
        DeviceInfo info;
        info.threads = at::get_num_threads();
        info.pci_bus_id = busId_;
        const NvmlDevice nvml = nvmlDeviceByPciBusId(busId_);
        cudaDeviceProp properties{};
        const bool named = cudaGetDeviceProperties(&properties, device_.index()) == cudaSuccess;
        info.name = nvml.available ? nvml.name
                    : named        ? std::string(properties.name)
                                   : device_.str();
        info.total_bytes = nvml.available ? nvml.total_bytes
                           : named        ? std::int64_t(properties.totalGlobalMem)
                                          : 0;
        int runtime = 0;
        cudaRuntimeGetVersion(&runtime);
        info.runtime = "CUDA runtime " + std::to_string(runtime / 1000) + "." +
                       std::to_string(runtime % 1000 / 10);
        if (nvml.available)
            info.runtime += ", driver " + nvml.driver_version;
        return info;
    }
    std::int64_t refusedBytes(const std::string& errorText) const override {
        return parseRequestedBytes(errorText);
    }

private:
    // "Tried to allocate 2.00 GiB" in the caching allocator's out-of-memory message.
    static std::int64_t parseRequestedBytes(const std::string& text) {
        static const std::regex pattern(R"(Tried to allocate ([0-9.]+) (bytes|KiB|MiB|GiB|TiB))");
        std::smatch match;
        if (!std::regex_search(text, match, pattern))
            return 0;
        const double value = std::stod(match[1].str());
        const std::string unit = match[2].str();
        const double scale = unit == "KiB"   ? 1024.0
                             : unit == "MiB" ? 1024.0 * 1024
                             : unit == "GiB" ? 1024.0 * 1024 * 1024
                             : unit == "TiB" ? 1024.0 * 1024 * 1024 * 1024
                                             : 1.0;
        return std::int64_t(value * scale);
    }

    torch::Device device_;
    std::string busId_;
};

#endif

} // namespace

std::unique_ptr<DeviceRuntime> DeviceRuntime::create(const std::string& deviceText) {
    if (deviceText == "cpu")
        return std::make_unique<CpuRuntime>();
    std::optional<torch::Device> parsed;
    try {
        parsed = torch::Device(deviceText);
    } catch (const c10::Error&) {
        throw std::invalid_argument("--device " + deviceText + ": not a device (cpu or cuda:N)");
    }
    if (!parsed->is_cuda() || !parsed->has_index())
        throw std::invalid_argument("--device " + deviceText + ": expects cpu or cuda:N");
    if (!torch::cuda::is_available())
        throw std::invalid_argument("--device " + deviceText +
                                    ": this LibTorch has no usable CUDA/ROCm device");
    if (parsed->index() >= c10::DeviceIndex(torch::cuda::device_count()))
        throw std::invalid_argument("--device " + deviceText + ": only " +
                                    std::to_string(torch::cuda::device_count()) +
                                    " GPU(s) are visible");
#ifdef RUNCARD_PILOT_CUDA
    return std::make_unique<CudaRuntime>(*parsed);
#else
    // A GPU that LibTorch sees but this build cannot measure (a ROCm LibTorch ships c10_hip, not
    // c10_cuda): its peak would be the CPU allocator's, so it is refused.
    throw std::invalid_argument(
        "--device " + deviceText +
        ": this runcard-pilot was built without GPU memory statistics (LibTorch's c10_cuda was "
        "not found at build time; ROCm's c10_hip is not supported), so it cannot measure a GPU; "
        "run on the CPU or rebuild against a CUDA LibTorch");
#endif
}

RngState captureRng(const torch::Device& device) {
    RngState state;
    {
        auto cpu = at::detail::getDefaultCPUGenerator();
        std::lock_guard lock(cpu.mutex());
        state.cpu = cpu.get_state();
    }
    if (!device.is_cpu()) {
        auto generator = at::globalContext().defaultGenerator(device);
        std::lock_guard lock(generator.mutex());
        state.device = generator.get_state();
    }
    return state;
}

void restoreRng(const torch::Device& device, const RngState& state) {
    {
        auto cpu = at::detail::getDefaultCPUGenerator();
        std::lock_guard lock(cpu.mutex());
        cpu.set_state(state.cpu);
    }
    if (!device.is_cpu() && state.device.defined()) {
        auto generator = at::globalContext().defaultGenerator(device);
        std::lock_guard lock(generator.mutex());
        generator.set_state(state.device);
    }
}

double processCpuSeconds() {
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) * 1e-9;
}

} // namespace runcard::pilot
