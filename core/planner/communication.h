// Collective costs of the scaling model: nccl-tests bus bandwidth (NVIDIA/nccl-tests
// doc/PERFORMANCE.md) inside a node and across nodes, lowered for small messages, with a fixed
// latency per call; or, where a collective micro-benchmark ran on this machine (a pilot's
// collectives.json, docs/pilot-protocol.md), the bus bandwidth it measured at that size.
// The groups a tensor × context × data × pipeline layout forms, and how many of each group's
// ranks share a node, decide which link a collective crosses. Derivations: docs/scaling-model.md.
#pragma once

#include "planner/gpu_catalog.h"

#include <string>
#include <vector>

namespace runcard {

enum class Collective { AllReduce, AllGather, ReduceScatter };

// Bus bandwidth by collective and message size, measured by a collective micro-benchmark.
struct MeasuredCollectives {
    struct Row {
        Collective collective = Collective::AllReduce;
        double bytes = 0; // nccl-tests' S
        double busbw = 0; // bytes/s
    };
    std::vector<Row> rows;
    int ranks = 0;
    std::string backend;
    std::string source; // the file it was read from

    // Bus bandwidth of `collective` at `bytes`, interpolated in log size between measured sizes
    // (the largest size's figure above it, proportionally less below the smallest); 0 when that
    // collective was not measured.
    double busbw(Collective collective, double bytes) const;
    // Reads a pilot's collectives.json ({ranks, backend, rows: [{collective, bytes, busbw_gb_s,
    // ...}]}). Throws InputError naming file, line, column and field.
    static MeasuredCollectives load(const std::string& file);
};

// Where a collective's ranks sit: `ranks` in the group, `per_node` of them in each node, and
// `gpus_per_node` GPUs of the job in each node (their NICs carry cross-node traffic together).
struct CollectiveGroup {
    int ranks = 1;
    int per_node = 1;
    int gpus_per_node = 1;
    bool crossesNodes() const { return ranks > per_node; }
};

// Seconds one collective over `group` takes for nccl-tests size `bytes` (all-reduce: the
// buffer; all-gather: the gathered output; reduce-scatter: the input): latency plus
// factor × bytes / busbw, factor 2(n−1)/n for all-reduce and (n−1)/n otherwise.
double collectiveSeconds(const GpuSpec& gpu, const MeasuredCollectives* measured,
                         Collective collective, double bytes, const CollectiveGroup& group);

// Seconds one all-to-all over `group` takes when each rank sends `onNodeBytes` to the other ranks
// of its node and `offNodeBytes` to ranks in other nodes; `bytes` is the send buffer (nccl-tests'
// S, for the small-message correction). NCCL runs an all-to-all as a send and a receive per
// peer (ncclGroupStart, ncclSend/ncclRecv): no ring relays the data, so what leaves the node goes
// through the sending GPU's share of the node's NICs while the rest crosses the intra-node links
// at the same time. Inside one node it is the all-gather's (n − 1)/n × S at its bus bandwidth.
double allToAllSeconds(const GpuSpec& gpu, const MeasuredCollectives* measured, double bytes,
                       double onNodeBytes, double offNodeBytes, const CollectiveGroup& group);

// The bus bandwidth the model uses for `collective` over `group` at `bytes` (for reports).
double collectiveBusBandwidth(const GpuSpec& gpu, const MeasuredCollectives* measured,
                              Collective collective, double bytes, const CollectiveGroup& group);

// Seconds to send `bytes` point to point between pipeline stages `stride` ranks apart.
double pointToPointSeconds(const GpuSpec& gpu, double bytes, int stride, int gpusPerNode);

} // namespace runcard
