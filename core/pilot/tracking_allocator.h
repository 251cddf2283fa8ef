// Counts every CPU tensor allocation LibTorch makes, by installing a wrapper around the default CPU
// allocator through c10::SetCPUAllocator. Gives current and peak tensor bytes (what
// torch.cuda.max_memory_allocated is on a GPU) and can refuse allocations beyond a cap, so a card's
// capacity can be simulated and an out-of-memory becomes data instead of a crash.
#pragma once

#include <cstdint>
#include <string>

namespace runcard::pilot {

struct RefusedAllocation {
    bool happened = false;
    std::int64_t requested_bytes = 0; // the allocation that was refused
    std::int64_t current_bytes = 0;   // tensor bytes alive when it was refused
};

class TrackingAllocator {
public:
    // Installs the wrapper once per process (later calls do nothing). Tensors allocated before
    // installation are not counted while alive, and their release is not subtracted.
    static void install();
    static bool installed();

    // 0 = no cap. Allocations that would take the live total above the cap throw c10::Error.
    static void setLimit(std::int64_t bytes);
    static std::int64_t limit();

    static std::int64_t currentBytes();
    static std::int64_t peakBytes();       // since the last resetPeak()
    static void resetPeak();               // peak := current
    static std::int64_t allocationCount(); // allocate() calls since install

    // With RUNCARD_PILOT_TRACE=1, writes a labelled line into the allocation trace on stderr:
    // the CPU's live tensor bytes, or what an observer set by a device runtime writes.
    static void traceMark(const char* label);
    static bool tracing();
    static void setMarkObserver(void (*observer)(const char* label));

    static RefusedAllocation lastRefusal();
    static void clearRefusal();
};

// Resident set size of this process (/proc/self/statm), in bytes; 0 where unavailable.
std::int64_t residentSetBytes();

} // namespace runcard::pilot
