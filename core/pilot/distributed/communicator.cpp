#include "pilot/distributed/communicator.h"

#include <torch/csrc/distributed/c10d/PrefixStore.hpp>
#include <torch/csrc/distributed/c10d/TCPStore.hpp>
#include <torch/version.h>

#ifdef RUNCARD_PILOT_GLOO
#include <torch/csrc/distributed/c10d/ProcessGroupGloo.hpp>
#endif
#ifdef RUNCARD_PILOT_NCCL
#include <torch/csrc/distributed/c10d/NCCLUtils.hpp>
#include <torch/csrc/distributed/c10d/ProcessGroupNCCL.hpp>
#endif

#include <cstdlib>

namespace runcard::pilot {
namespace {

using Clock = std::chrono::steady_clock;

std::int64_t bytesOf(const torch::Tensor& t) {
    return t.numel() * t.element_size();
}

c10::intrusive_ptr<CollectiveGroup> makeGroup(const c10::intrusive_ptr<c10d::Store>& store,
                                              int rank, int size, const std::string& device,
                                              const std::string& masterAddr,
                                              std::chrono::seconds timeout) {
    if (device == "cpu") {
#ifdef RUNCARD_PILOT_GLOO
        auto options = c10d::ProcessGroupGloo::Options::create();
        options->timeout = timeout;
        // One worker thread: collectives of a group run in issue order, as on one NCCL stream,
        // and a barrier's completion means every earlier collective has released its tensors.
        options->threads = 1;
        if (const char* interface = std::getenv("GLOO_SOCKET_IFNAME"); interface && *interface)
            options->devices.push_back(c10d::ProcessGroupGloo::createDeviceForInterface(interface));
        else if (masterAddr == "127.0.0.1" || masterAddr == "localhost")
            options->devices.push_back(
                c10d::ProcessGroupGloo::createDeviceForHostname("127.0.0.1"));
        else
            options->devices.push_back(c10d::ProcessGroupGloo::createDefaultDevice());
        return c10::make_intrusive<c10d::ProcessGroupGloo>(store, rank, size, options);
#else
        throw std::runtime_error(
            "this pilot was built without Gloo's headers (gloo/algorithm.h; Debian: libgloo-dev)");
#endif
    }
#ifdef RUNCARD_PILOT_NCCL
    auto options = c10d::ProcessGroupNCCL::Options::create();
    options->timeout = timeout;
    return c10::make_intrusive<c10d::ProcessGroupNCCL>(store, rank, size, options);
#else
    (void)masterAddr;
    throw std::runtime_error(
        "--device " + device +
        ": this pilot was built without NCCL (a CUDA LibTorch and nccl.h; set NCCL_INCLUDE_DIR)");
#endif
}

} // namespace

Communicator::Pending::Pending(c10::intrusive_ptr<c10d::Work> work, std::function<void()> finish,
                               std::shared_ptr<CommunicationStats> stats)
    : work_(std::move(work)), finish_(std::move(finish)), stats_(std::move(stats)) {}

void Communicator::Pending::wait() {
    if (!work_)
        return;
    const auto start = Clock::now();
    work_->wait();
    if (finish_)
        finish_();
    finish_ = nullptr; // it may hold the result's buffers
    stats_->blocked_s += std::chrono::duration<double>(Clock::now() - start).count();
    work_.reset();
}

Communicator::Communicator(c10::intrusive_ptr<CollectiveGroup> group, std::string backend,
                           torch::Device device, std::shared_ptr<CommunicationStats> stats)
    : group_(std::move(group)), backend_(std::move(backend)), device_(device),
      stats_(std::move(stats)) {}

Communicator::Pending Communicator::track(c10::intrusive_ptr<c10d::Work> work, std::int64_t bytes,
                                          std::function<void()> finish) {
    stats_->bytes += bytes;
    ++stats_->collectives;
    return Pending(std::move(work), std::move(finish), stats_);
}

Communicator::Pending Communicator::allReduceAsync(torch::Tensor tensor) {
    std::vector<torch::Tensor> tensors{tensor};
    return track(group_->allreduce(tensors), bytesOf(tensor));
}

void Communicator::allReduce(torch::Tensor tensor) {
    allReduceAsync(std::move(tensor)).wait();
}

torch::Tensor Communicator::scalar(double value) const {
    return torch::full({1}, value, torch::TensorOptions(torch::kFloat64).device(device_));
}

double Communicator::allReduceMax(double value) {
    std::vector<torch::Tensor> tensors{scalar(value)};
    c10d::AllreduceOptions options;
    options.reduceOp = c10d::ReduceOp::MAX;
    group_->allreduce(tensors, options)->wait();
    return tensors[0].item<double>();
}

void Communicator::allGather(torch::Tensor flat, torch::Tensor shard) {
    if (backend_ == "nccl") {
        track(group_->_allgather_base(flat, shard), bytesOf(flat)).wait();
        return;
    }
    // Gloo: the list form (LibTorch 1.13's Gloo has no _allgather_base).
    std::vector<std::vector<torch::Tensor>> outputs(1);
    for (const auto& chunk : flat.chunk(size()))
        outputs[0].push_back(chunk);
    std::vector<torch::Tensor> inputs{shard};
    track(group_->allgather(outputs, inputs), bytesOf(flat)).wait();
}

Communicator::Pending Communicator::reduceScatterAsync(torch::Tensor flat, torch::Tensor shard) {
    if (backend_ == "nccl")
        return track(group_->_reduce_scatter_base(shard, flat), bytesOf(flat));
    auto received = torch::empty_like(flat);
    std::vector<std::int64_t> equalSplits;
    auto work = group_->alltoall_base(received, flat, equalSplits, equalSplits);
    const int n = size();
    return track(std::move(work), bytesOf(flat), [received, shard, n]() mutable {
        torch::NoGradGuard noGrad;
        torch::sum_out(shard, received.view({n, -1}), 0);
        received = torch::Tensor();
    });
}

void Communicator::broadcast(torch::Tensor tensor, int root) {
    std::vector<torch::Tensor> tensors{tensor};
    c10d::BroadcastOptions options;
    options.rootRank = root;
    track(group_->broadcast(tensors, options), bytesOf(tensor)).wait();
}

void Communicator::barrier() {
    group_->barrier()->wait();
}

torch::Tensor Communicator::fence() {
    std::vector<torch::Tensor> tensors{scalar(0)};
    group_->allreduce(tensors)->wait();
    return tensors[0];
}

ProcessGroups createProcessGroups(const RankEnvironment& e, const std::string& device,
                                  std::chrono::seconds timeout, bool nodeGroups) {
    ProcessGroups groups;
    groups.stats = std::make_shared<CommunicationStats>();
    c10d::TCPStoreOptions options;
    options.port = std::uint16_t(e.master_port);
    // The restore proof's processes join the first set's store as clients.
    options.isServer = e.rank == 0 && e.store_prefix.empty();
    options.numWorkers = e.world_size;
    options.waitWorkers = false;
    options.timeout = timeout;
    c10::intrusive_ptr<c10d::Store> store =
        c10::make_intrusive<c10d::TCPStore>(e.master_addr, options);
    if (!e.store_prefix.empty())
        store = c10::make_intrusive<c10d::PrefixStore>(e.store_prefix, store);
    groups.store = store;
    groups.backend = device == "cpu" ? "gloo" : "nccl";
#ifdef RUNCARD_PILOT_NCCL
    if (groups.backend == "nccl")
        groups.backend_version = "NCCL " + c10d::getNcclVersion();
#endif
    if (groups.backend == "gloo")
        groups.backend_version = std::string("Gloo (c10d of LibTorch ") + TORCH_VERSION + ")";

    const auto make = [&](const std::string& prefix, int rank, int size) {
        auto prefixed = c10::make_intrusive<c10d::PrefixStore>(prefix, store);
        return std::make_shared<Communicator>(
            makeGroup(prefixed, rank, size, device, e.master_addr, timeout), groups.backend,
            torch::Device(device), groups.stats);
    };
    groups.world = make("world", e.rank, e.world_size);
    if (nodeGroups) {
        groups.node = make("node" + std::to_string(e.node()), e.local_rank, e.local_world_size);
        groups.replicas = make("replica" + std::to_string(e.local_rank), e.node(), e.nodes());
    }
    return groups;
}

std::vector<std::string> gatherStrings(c10d::Store& store, const std::string& key,
                                       const RankEnvironment& e, const std::string& mine) {
    store.set(key + "/" + std::to_string(e.rank),
              std::vector<std::uint8_t>(mine.begin(), mine.end()));
    std::vector<std::string> all;
    if (e.rank != 0)
        return all;
    for (int r = 0; r < e.world_size; ++r) {
        const auto bytes = store.get(key + "/" + std::to_string(r));
        all.emplace_back(bytes.begin(), bytes.end());
    }
    return all;
}

} // namespace runcard::pilot
