#include "pilot/library_info.h"

#include <ATen/Parallel.h>
#include <ATen/Version.h>
#include <cstdlib>
#include <dlfcn.h>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <torch/version.h>

namespace fs = std::filesystem;

namespace runcard::pilot {
namespace {

// The file a symbol of this process lives in, with links resolved.
std::string libraryOf(void* symbol) {
    Dl_info info{};
    if (!symbol || dladdr(symbol, &info) == 0 || !info.dli_fname)
        return {};
    std::error_code error;
    const fs::path resolved = fs::canonical(info.dli_fname, error);
    return error ? std::string(info.dli_fname) : resolved.string();
}

std::string trim(const std::string& text) {
    const auto first = text.find_first_not_of(" \t\r\n");
    const auto last = text.find_last_not_of(" \t\r\n");
    return first == std::string::npos ? std::string() : text.substr(first, last - first + 1);
}

// The Debian package that installed `file` (dpkg's file lists) and its version, or the pip
// distribution whose torch/lib holds it (torch/version.py's __version__); empty when neither.
std::string packageOf(const std::string& file) {
    if (file.empty())
        return {};
    std::error_code error;
    for (const auto& entry : fs::directory_iterator("/var/lib/dpkg/info", error)) {
        if (entry.path().extension() != ".list")
            continue;
        std::ifstream list(entry.path());
        for (std::string line; std::getline(list, line);) {
            if (line != file)
                continue;
            std::string package = entry.path().stem().string();
            package = package.substr(0, package.find(':')); // libtorch1.13:amd64
            std::ifstream status("/var/lib/dpkg/status");
            bool inPackage = false;
            for (std::string s; std::getline(status, s);) {
                if (s.rfind("Package: ", 0) == 0)
                    inPackage = s.substr(9) == package;
                else if (inPackage && s.rfind("Version: ", 0) == 0)
                    return package + " " + s.substr(9);
            }
            return package;
        }
    }
    std::ifstream version(fs::path(file).parent_path().parent_path() / "version.py");
    for (std::string line; std::getline(version, line);)
        if (line.rfind("__version__", 0) == 0) {
            const auto quote = line.find_first_of("'\"");
            const auto end = line.find_last_of("'\"");
            if (quote != std::string::npos && end > quote)
                return "torch " + line.substr(quote + 1, end - quote - 1);
        }
    return {};
}

// "CPU capability usage: AVX2" from at::show_config().
std::string atenCpuCapability() {
    std::istringstream config(at::show_config());
    const std::string key = "CPU capability usage:";
    for (std::string line; std::getline(config, line);)
        if (const auto at = line.find(key); at != std::string::npos)
            return trim(line.substr(at + key.size()));
    return "unknown";
}

std::string blasDescription() {
    using Text = const char* (*)();
    const auto config = reinterpret_cast<Text>(dlsym(RTLD_DEFAULT, "openblas_get_config"));
    const auto core = reinterpret_cast<Text>(dlsym(RTLD_DEFAULT, "openblas_get_corename"));
    if (config && core) // the configuration starts with "OpenBLAS <version>"
        return trim(config()) + " (kernel " + trim(core()) + ")";
    using MklVersion = void (*)(char*, int);
    if (const auto mkl =
            reinterpret_cast<MklVersion>(dlsym(RTLD_DEFAULT, "mkl_get_version_string"))) {
        char text[256] = {};
        mkl(text, sizeof text);
        return trim(text);
    }
    return "unknown (not OpenBLAS or MKL)";
}

std::string onednnDescription() {
    struct Version {
        int major, minor, patch;
        const char* hash;
        unsigned cpu_runtime, gpu_runtime;
    };
    using VersionFn = const Version* (*)();
    using IsaFn = int (*)();
    const auto version = reinterpret_cast<VersionFn>(dlsym(RTLD_DEFAULT, "dnnl_version"));
    const auto isa = reinterpret_cast<IsaFn>(dlsym(RTLD_DEFAULT, "dnnl_get_effective_cpu_isa"));
    if (!version)
        return "not loaded";
    const Version* v = version();
    std::string text = "oneDNN " + std::to_string(v->major) + "." + std::to_string(v->minor) + "." +
                       std::to_string(v->patch);
    if (isa) {
        // dnnl_cpu_isa_t values shared by oneDNN 2.x and 3.x (include/oneapi/dnnl/dnnl_types.h).
        const int value = isa();
        const char* name = value == 0x1     ? "sse41"
                           : value == 0x3   ? "avx"
                           : value == 0x7   ? "avx2"
                           : value == 0x27  ? "avx512_core"
                           : value == 0x67  ? "avx512_core_vnni"
                           : value == 0xe7  ? "avx512_core_bf16"
                           : value == 0x3e7 ? "avx512_core_amx"
                                            : nullptr;
        char hex[16];
        std::snprintf(hex, sizeof hex, "0x%x", unsigned(value));
        text += ", ISA " + (name ? std::string(name) : std::string("dnnl_cpu_isa ") + hex);
    }
    return text;
}

void readCpu(LibraryRevisions& r) {
    // Flags that decide which kernels run (BLAS, oneDNN, ATen's vectorised loops).
    static const std::set<std::string> kIsaFlags = {
        "sse4_2",      "avx",         "avx2",       "fma",        "f16c",     "avx_vnni",
        "avx512f",     "avx512dq",    "avx512cd",   "avx512bw",   "avx512vl", "avx512_vnni",
        "avx512_bf16", "avx512_fp16", "avx512ifma", "avx512vbmi", "amx_bf16", "amx_tile",
        "amx_int8",    "asimd",       "sve",        "sve2",       "bf16",     "i8mm"};
    std::ifstream cpuinfo("/proc/cpuinfo");
    std::string vendor, family, model, stepping, flags;
    for (std::string line; std::getline(cpuinfo, line);) {
        const auto colon = line.find(':');
        if (colon == std::string::npos)
            continue;
        const std::string key = trim(line.substr(0, colon));
        const std::string value = trim(line.substr(colon + 1));
        if (key == "vendor_id" && vendor.empty())
            vendor = value;
        else if (key == "cpu family" && family.empty())
            family = value;
        else if (key == "model" && model.empty())
            model = value;
        else if (key == "stepping" && stepping.empty())
            stepping = value;
        else if ((key == "flags" || key == "Features") && flags.empty())
            flags = value;
    }
    r.cpu_id = vendor + " family " + family + " model " + model + " stepping " + stepping;
    std::istringstream words(flags);
    for (std::string flag; words >> flag;)
        if (kIsaFlags.count(flag))
            r.cpu_flags += (r.cpu_flags.empty() ? "" : " ") + flag;
}

} // namespace

LibraryRevisions libraryRevisions() {
    LibraryRevisions r;
    r.libtorch_header = TORCH_VERSION;
    r.libtorch_library = libraryOf(reinterpret_cast<void*>(&at::show_config));
    r.libtorch_package = packageOf(r.libtorch_library);
    r.aten_cpu_capability = atenCpuCapability();
    r.blas_library = libraryOf(dlsym(RTLD_DEFAULT, "sgemm_"));
    r.blas = blasDescription();
    r.onednn = onednnDescription();
    readCpu(r);
    r.intra_op_threads = at::get_num_threads();
    r.inter_op_threads = at::get_num_interop_threads();
    for (const char* name :
         {"OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS", "OPENBLAS_CORETYPE",
          "ATEN_CPU_CAPABILITY", "ONEDNN_MAX_CPU_ISA", "OMP_PROC_BIND", "GOMP_CPU_AFFINITY"})
        if (const char* value = std::getenv(name))
            r.thread_environment +=
                (r.thread_environment.empty() ? "" : " ") + std::string(name) + "=" + value;
    if (r.thread_environment.empty())
        r.thread_environment = "none set";
    return r;
}

} // namespace runcard::pilot
