// The collectives the pilot's layouts use, on a c10d process group (Gloo on CPU, NCCL on CUDA and,
// through the same path, RCCL on ROCm), with the time the calling thread spent blocked in them and
// the bytes handed to them. Nothing here moves data itself except one local sum: LibTorch 1.13's
// Gloo has no reduce_scatter, so there it is c10d's alltoall_base (each rank sends chunk j to rank
// j) followed by the sum of the received chunks: the direct algorithm, (n-1)/n of the buffer sent
// per rank, as a ring reduce-scatter (nccl-tests doc/PERFORMANCE.md).
#pragma once

#include "pilot/distributed/rank_environment.h"

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <torch/csrc/distributed/c10d/ProcessGroup.hpp>
#include <torch/csrc/distributed/c10d/Store.hpp>
#include <torch/torch.h>
#include <torch/version.h>

namespace runcard::pilot {

// The object that runs collectives: LibTorch 2's ProcessGroupGloo/NCCL are c10d Backends.
#if TORCH_VERSION_MAJOR >= 2
using CollectiveGroup = c10d::Backend;
#else
using CollectiveGroup = c10d::ProcessGroup;
#endif

struct CommunicationStats {
    double blocked_s = 0;   // the training thread waited for collectives
    std::int64_t bytes = 0; // payload handed to collectives (nccl-tests' "size")
    int collectives = 0;
    void reset() { *this = {}; }
};

class Communicator {
public:
    Communicator(c10::intrusive_ptr<CollectiveGroup> group, std::string backend,
                 torch::Device device, std::shared_ptr<CommunicationStats> stats);

    int rank() const { return group_->getRank(); }
    int size() const { return group_->getSize(); }
    const std::string& backend() const { return backend_; }

    // A collective in flight. wait() blocks (counted in the stats) and finishes it.
    class Pending {
    public:
        Pending() = default;
        Pending(c10::intrusive_ptr<c10d::Work> work, std::function<void()> finish,
                std::shared_ptr<CommunicationStats> stats);
        void wait();
        bool active() const { return bool(work_); }

    private:
        c10::intrusive_ptr<c10d::Work> work_;
        std::function<void()> finish_;
        std::shared_ptr<CommunicationStats> stats_;
    };

    Pending allReduceAsync(torch::Tensor tensor); // sum, in place
    void allReduce(torch::Tensor tensor);
    double allReduceMax(double value);
    torch::Tensor scalar(double value) const; // a float64 tensor where this group's tensors live
    // `flat` holds size() chunks of shard.numel(); chunk r becomes rank r's shard.
    void allGather(torch::Tensor flat, torch::Tensor shard);
    // shard := sum over ranks of their flat's chunk rank(); flat is left as it was.
    Pending reduceScatterAsync(torch::Tensor flat, torch::Tensor shard);
    void broadcast(torch::Tensor tensor, int root);
    // Returns when every collective issued before it has finished on every rank of the group.
    void barrier();
    // Returns when every collective issued before it has finished and let go of its tensors: a
    // one-element all-reduce (not counted in the stats) that the group's single worker runs only
    // after dropping the previous collective. (A Gloo barrier keeps weak references to the
    // collectives before it, and with them their tensors.) The returned element is still alive.
    torch::Tensor fence();

    CommunicationStats& stats() { return *stats_; }

private:
    Pending track(c10::intrusive_ptr<c10d::Work> work, std::int64_t bytes,
                  std::function<void()> finish = {});

    c10::intrusive_ptr<CollectiveGroup> group_;
    std::string backend_;
    torch::Device device_; // where its own scalars live (NCCL takes device tensors only)
    std::shared_ptr<CommunicationStats> stats_;
};

// The job's process groups: every rank, and for fsdp-hybrid the ranks of this node (shard) and
// the ranks with this local rank on every node (replicate).
struct ProcessGroups {
    c10::intrusive_ptr<c10d::Store> store;
    std::shared_ptr<Communicator> world;
    std::shared_ptr<Communicator> node;     // null unless requested
    std::shared_ptr<Communicator> replicas; // null unless requested
    std::shared_ptr<CommunicationStats> stats;
    std::string backend;         // "gloo" or "nccl"
    std::string backend_version; // e.g. "NCCL 2.18.1", or Gloo's LibTorch
};

// Rendezvous through a TCPStore on MASTER_ADDR:MASTER_PORT (rank 0 serves it), then creates the
// process groups. `device` is cpu (Gloo) or cuda:N (NCCL). Throws std::runtime_error with the
// reason when the rendezvous or the backend fails.
ProcessGroups createProcessGroups(const RankEnvironment& environment, const std::string& device,
                                  std::chrono::seconds timeout, bool nodeGroups);

// Rank 0 reads a string that every rank put in the store under key/RANK.
std::vector<std::string> gatherStrings(c10d::Store& store, const std::string& key,
                                       const RankEnvironment& environment, const std::string& mine);

} // namespace runcard::pilot
