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

NvmlDevice nvmlDevice(int index) {
    // The few NVML entry points used, with the signatures of nvml.h (stable since NVML 2).
    struct Memory {
        unsigned long long total, free, used;
    };
    using Init = int (*)();
    using Shutdown = int (*)();
    using Handle = int (*)(unsigned, void**);
    using Name = int (*)(void*, char*, unsigned);
    using MemoryInfo = int (*)(void*, Memory*);
    using Driver = int (*)(char*, unsigned);

    NvmlDevice device;
    void* library = dlopen("libnvidia-ml.so.1", RTLD_LAZY | RTLD_LOCAL);
    if (!library)
        return device;
    auto init = reinterpret_cast<Init>(dlsym(library, "nvmlInit_v2"));
    auto shutdown = reinterpret_cast<Shutdown>(dlsym(library, "nvmlShutdown"));
    auto handle = reinterpret_cast<Handle>(dlsym(library, "nvmlDeviceGetHandleByIndex_v2"));
    auto name = reinterpret_cast<Name>(dlsym(library, "nvmlDeviceGetName"));
    auto memory = reinterpret_cast<MemoryInfo>(dlsym(library, "nvmlDeviceGetMemoryInfo"));
    auto driver = reinterpret_cast<Driver>(dlsym(library, "nvmlSystemGetDriverVersion"));
    if (init && shutdown && handle && name && memory && driver && init() == 0) {
        void* dev = nullptr;
        char text[96] = {};
        Memory info{};
        if (handle(unsigned(index), &dev) == 0 && name(dev, text, sizeof text) == 0 &&
            memory(dev, &info) == 0) {
            device.available = true;
            device.name = text;
            device.total_bytes = std::int64_t(info.total);
            device.used_bytes = std::int64_t(info.used);
            if (driver(text, sizeof text) == 0)
                device.driver_version = text;
        }
        shutdown();
    }
    dlclose(library);
    return device;
}

} // namespace runcard::pilot
