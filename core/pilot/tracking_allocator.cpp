#include "pilot/tracking_allocator.h"

#include <algorithm>
#include <atomic>
#include <c10/core/Allocator.h>
#include <c10/core/CPUAllocator.h>
#include <c10/util/Exception.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <torch/version.h>
#include <unistd.h>
#include <unordered_map>
#include <vector>

// c10::Allocator::allocate lost its const in LibTorch 2.3 (pytorch/pytorch PR #120969,
// c10/core/Allocator.h); the override follows the headers it is compiled against.
#if TORCH_VERSION_MAJOR > 2 || (TORCH_VERSION_MAJOR == 2 && TORCH_VERSION_MINOR >= 3)
#define RUNCARD_ALLOCATE_CONST
#else
#define RUNCARD_ALLOCATE_CONST const
#endif

namespace runcard::pilot {
namespace {

std::atomic<std::int64_t> g_current{0};
std::atomic<std::int64_t> g_peak{0};
std::atomic<std::int64_t> g_limit{0};
std::atomic<std::int64_t> g_count{0};
std::mutex g_refusalMutex;
// RUNCARD_PILOT_TRACE=1 logs every allocation and release of 256 bytes or more to stderr: the
// evidence core/planner/pilot_memory_profile.cpp is checked against.
const bool g_trace = [] {
    const char* env = std::getenv("RUNCARD_PILOT_TRACE");
    return env && *env == '1';
}();
RefusedAllocation g_refusal;
std::atomic<void (*)(const char*)> g_markObserver{nullptr};

// Live allocations by address: the bytes asked (what the counters track) and the block handed
// out. The DataPtr's context is the data pointer itself, as in LibTorch's default CPU allocator,
// so that raw_allocate()/raw_deallocate() keep working.
struct Live {
    std::int64_t bytes = 0;
    std::size_t block = 0;
};
c10::DeleterFnPtr g_innerDeleter = nullptr;

// Freed blocks kept for reuse by size class, as CUDA's caching allocator keeps device memory: a
// training step allocates the same sizes every time, and fresh pages from the kernel cost a page
// fault each (a quarter of an fp32 step's time on a virtual machine: docs/benchmarks-pilot.md).
// Bounded by kMaxCachedBytes (RUNCARD_PILOT_CPU_CACHE_BYTES overrides; 0 turns it off). Tensor
// counters are unaffected; the process's resident set includes the cache.
//
// The live table and the cache are allocated once and never destroyed: LibTorch's own statics
// release tensors after this file's statics would be destroyed at exit, and the cached blocks
// stay reachable, so LeakSanitizer sees them as held, not leaked.
struct BlockTables {
    std::mutex mutex;
    std::unordered_map<void*, Live> live;
    std::unordered_map<std::size_t, std::vector<void*>> cache;
    std::size_t cachedBytes = 0;
};
BlockTables& g_tables = *new BlockTables;
const std::size_t g_maxCachedBytes = [] {
    constexpr std::size_t kMaxCachedBytes = std::size_t(4) << 30;
    const char* env = std::getenv("RUNCARD_PILOT_CPU_CACHE_BYTES");
    return env ? std::size_t(std::strtoull(env, nullptr, 10)) : kMaxCachedBytes;
}();

// Size classes: 512-byte steps up to 1 MiB, 64 KiB steps above (at most 6% rounding at 1 MiB).
std::size_t blockSize(std::size_t n) {
    const std::size_t step = n < (std::size_t(1) << 20) ? 512 : std::size_t(64) << 10;
    return (std::max<std::size_t>(n, 1) + step - 1) / step * step;
}

// A cached block of this class, or nullptr; the caller holds g_tables.mutex.
void* takeCached(std::size_t block) {
    const auto found = g_tables.cache.find(block);
    if (found == g_tables.cache.end() || found->second.empty())
        return nullptr;
    void* data = found->second.back();
    found->second.pop_back();
    g_tables.cachedBytes -= block;
    return data;
}

// Gives every cached block back to the inner allocator; the caller holds g_tables.mutex.
void releaseCache() {
    for (auto& [block, list] : g_tables.cache)
        for (void* data : list)
            g_innerDeleter(data);
    g_tables.cache.clear();
    g_tables.cachedBytes = 0;
}

void raisePeak(std::int64_t now) {
    std::int64_t seen = g_peak.load(std::memory_order_relaxed);
    while (now > seen && !g_peak.compare_exchange_weak(seen, now, std::memory_order_relaxed)) {
    }
}

void releaseAllocation(void* data) {
    Live live;
    bool known = false;
    {
        std::lock_guard lock(g_tables.mutex);
        const auto found = g_tables.live.find(data);
        if (found != g_tables.live.end()) {
            live = found->second;
            known = true;
            g_tables.live.erase(found);
        }
        if (known && g_tables.cachedBytes + live.block <= g_maxCachedBytes) {
            g_tables.cache[live.block].push_back(data);
            g_tables.cachedBytes += live.block;
            data = nullptr;
        }
    }
    const std::int64_t now =
        g_current.fetch_sub(live.bytes, std::memory_order_relaxed) - live.bytes;
    if (g_trace && live.bytes >= 256)
        std::fprintf(stderr, "trace - %lld %lld\n", static_cast<long long>(live.bytes),
                     static_cast<long long>(now));
    if (data)
        g_innerDeleter(data);
}

class CountingAllocator final : public c10::Allocator {
public:
    explicit CountingAllocator(c10::Allocator* inner) : inner_(inner) {
        g_innerDeleter = inner->raw_deleter();
    }

    c10::DataPtr allocate(size_t n) RUNCARD_ALLOCATE_CONST override {
        const auto bytes = static_cast<std::int64_t>(n);
        const std::int64_t cap = g_limit.load(std::memory_order_relaxed);
        const std::int64_t after = g_current.fetch_add(bytes, std::memory_order_relaxed) + bytes;
        if (cap > 0 && after > cap) {
            g_current.fetch_sub(bytes, std::memory_order_relaxed);
            {
                std::lock_guard lock(g_refusalMutex);
                g_refusal = {true, bytes, after - bytes};
            }
            TORCH_CHECK(false, "runcard-pilot memory limit: refused an allocation of ", bytes,
                        " bytes with ", after - bytes, " bytes in use and a cap of ", cap,
                        " bytes");
        }
        raisePeak(after);
        g_count.fetch_add(1, std::memory_order_relaxed);
        if (g_trace && bytes >= 256)
            std::fprintf(stderr, "trace + %lld %lld\n", static_cast<long long>(bytes),
                         static_cast<long long>(after));
        const std::size_t block = blockSize(n);
        void* data = nullptr;
        {
            std::lock_guard lock(g_tables.mutex);
            data = takeCached(block);
        }
        if (!data) {
            try {
                data = inner_->allocate(block).release_context(); // the context is the data
            } catch (const c10::Error&) {
                // The host is out of memory: give the cache back and try once more.
                {
                    std::lock_guard lock(g_tables.mutex);
                    releaseCache();
                }
                try {
                    data = inner_->allocate(block).release_context();
                } catch (const c10::Error&) {
                    g_current.fetch_sub(bytes, std::memory_order_relaxed);
                    throw;
                }
            }
        }
        {
            std::lock_guard lock(g_tables.mutex);
            g_tables.live[data] = Live{bytes, block};
        }
        return {data, data, &releaseAllocation, c10::Device(c10::DeviceType::CPU)};
    }

    c10::DeleterFnPtr raw_deleter() const override { return &releaseAllocation; }

    // Pure virtual in LibTorch 2.x (not virtual in 1.13, where it is simply unused).
    void copy_data(void* dest, const void* src, std::size_t count) const {
        std::memcpy(dest, src, count);
    }

private:
    c10::Allocator* inner_;
};

std::once_flag g_installOnce;
std::atomic<bool> g_installed{false};

} // namespace

void TrackingAllocator::install() {
    std::call_once(g_installOnce, [] {
        static CountingAllocator allocator(c10::GetCPUAllocator());
        // Priority above the default registration (0) so LibTorch's own allocator stays inside.
        c10::SetCPUAllocator(&allocator, /*priority=*/100);
        g_installed = true;
    });
}

bool TrackingAllocator::installed() {
    return g_installed;
}

void TrackingAllocator::traceMark(const char* label) {
    if (!g_trace)
        return;
    if (auto* observer = g_markObserver.load())
        observer(label);
    else
        std::fprintf(stderr, "trace mark %s %lld\n", label,
                     static_cast<long long>(g_current.load()));
}
bool TrackingAllocator::tracing() {
    return g_trace;
}
void TrackingAllocator::setMarkObserver(void (*observer)(const char* label)) {
    g_markObserver = observer;
}
void TrackingAllocator::setLimit(std::int64_t bytes) {
    g_limit = bytes;
}
std::int64_t TrackingAllocator::limit() {
    return g_limit;
}
std::int64_t TrackingAllocator::currentBytes() {
    return g_current;
}
std::int64_t TrackingAllocator::peakBytes() {
    return g_peak;
}
void TrackingAllocator::resetPeak() {
    g_peak = g_current.load();
}
std::int64_t TrackingAllocator::allocationCount() {
    return g_count;
}

RefusedAllocation TrackingAllocator::lastRefusal() {
    std::lock_guard lock(g_refusalMutex);
    return g_refusal;
}

void TrackingAllocator::clearRefusal() {
    std::lock_guard lock(g_refusalMutex);
    g_refusal = {};
}

std::int64_t residentSetBytes() {
    std::FILE* file = std::fopen("/proc/self/statm", "r");
    if (!file)
        return 0;
    long long size = 0, resident = 0;
    const int read = std::fscanf(file, "%lld %lld", &size, &resident);
    std::fclose(file);
    return read == 2 ? resident * static_cast<std::int64_t>(sysconf(_SC_PAGESIZE)) : 0;
}

} // namespace runcard::pilot
