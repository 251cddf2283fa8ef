// The pre-flight collective micro-benchmark: all-reduce, all-gather and reduce-scatter on the job's
// process group, from 1 KiB up to a bound, with nccl-tests' bandwidth definitions
// (NVIDIA/nccl-tests doc/PERFORMANCE.md): algbw = S / t, where S is the whole buffer (all-reduce:
// the tensor; all-gather: the gathered output; reduce-scatter: the input), and
// busbw = algbw * 2(n-1)/n for all-reduce, algbw * (n-1)/n for all-gather and reduce-scatter.
// t is the slowest rank's mean time per call.
#pragma once

#include "pilot/distributed/communicator.h"

#include <cstdint>
#include <string>
#include <vector>

namespace runcard::pilot {

struct CollectiveRow {
    std::string collective; // all_reduce | all_gather | reduce_scatter
    std::int64_t bytes = 0; // S
    int iterations = 0;
    double seconds = 0; // per call, slowest rank
    double algbw_gb_s = 0;
    double busbw_gb_s = 0;
};

// nccl-tests' bus-bandwidth factor for `collective` on n ranks.
double busBandwidthFactor(const std::string& collective, int ranks);

// Every rank of `group` must call this with the same arguments. Sizes are 1 KiB, 4 KiB, ... up to
// maxBytes (and maxBytes itself); each size runs until about `secondsPerSize` or 20 calls.
std::vector<CollectiveRow> benchmarkCollectives(Communicator& group, std::int64_t maxBytes,
                                                const std::string& device,
                                                double secondsPerSize = 0.2);

std::string collectivesCsv(const std::vector<CollectiveRow>& rows);

} // namespace runcard::pilot
