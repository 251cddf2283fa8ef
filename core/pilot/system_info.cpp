#include "pilot/system_info.h"

#include <dlfcn.h>
#include <fstream>
#include <sys/utsname.h>
#include <thread>
#include <unistd.h>

namespace runcard::pilot {

HostInfo hostInfo() {
    HostInfo info;
    std::ifstream cpuinfo("/proc/cpuinfo");
    for (std::string line; std::getline(cpuinfo, line);) {
        if (line.rfind("model name", 0) == 0) {
            const auto colon = line.find(':');
            if (colon != std::string::npos)
                info.cpu_model = line.substr(line.find_first_not_of(' ', colon + 1));
            break;
        }
    }
    info.logical_cpus = int(std::thread::hardware_concurrency());
    info.memory_bytes = std::int64_t(sysconf(_SC_PHYS_PAGES)) * sysconf(_SC_PAGESIZE);
    char host[256] = {};
    if (gethostname(host, sizeof host - 1) == 0)
        info.hostname = host;
    utsname names{};
    if (uname(&names) == 0)
        info.os = std::string(names.sysname) + " " + names.release;
    return info;
}

namespace {

// The few NVML entry points used, with the signatures of nvml.h (stable since NVML 2). The
// library is loaded and initialised once per process and never shut down (the process exit does).
struct NvmlLibrary {
    struct Memory {
        unsigned long long total, free, used;
    };
    using Init = int (*)();
    using HandleByBusId = int (*)(const char*, void**);
    using Name = int (*)(void*, char*, unsigned);
    using MemoryInfo = int (*)(void*, Memory*);
    using Driver = int (*)(char*, unsigned);

    bool ready = false;
    HandleByBusId handleByBusId = nullptr;
    Name name = nullptr;
    MemoryInfo memory = nullptr;
    Driver driver = nullptr;

    NvmlLibrary() {
        void* library = dlopen("libnvidia-ml.so.1", RTLD_LAZY | RTLD_LOCAL);
        if (!library)
            return;
        auto init = reinterpret_cast<Init>(dlsym(library, "nvmlInit_v2"));
        handleByBusId =
            reinterpret_cast<HandleByBusId>(dlsym(library, "nvmlDeviceGetHandleByPciBusId_v2"));
        name = reinterpret_cast<Name>(dlsym(library, "nvmlDeviceGetName"));
        memory = reinterpret_cast<MemoryInfo>(dlsym(library, "nvmlDeviceGetMemoryInfo"));
        driver = reinterpret_cast<Driver>(dlsym(library, "nvmlSystemGetDriverVersion"));
        ready = init && handleByBusId && name && memory && driver && init() == 0;
    }
};

} // namespace

NvmlDevice nvmlDeviceByPciBusId(const std::string& pciBusId) {
    static const NvmlLibrary nvml;
    NvmlDevice device;
    void* handle = nullptr;
    char text[96] = {};
    NvmlLibrary::Memory info{};
    if (!nvml.ready || pciBusId.empty() || nvml.handleByBusId(pciBusId.c_str(), &handle) != 0 ||
        nvml.name(handle, text, sizeof text) != 0 || nvml.memory(handle, &info) != 0)
        return device;
    device.available = true;
    device.name = text;
    device.total_bytes = std::int64_t(info.total);
    device.used_bytes = std::int64_t(info.used);
    if (nvml.driver(text, sizeof text) == 0)
        device.driver_version = text;
    return device;
}

} // namespace runcard::pilot
