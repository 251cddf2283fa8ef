#include "pilot/distributed/parallel_training.h"

#include <chrono>
#include <map>
#include <stdexcept>
#include <torch/csrc/autograd/utils/lambda_post_hook.h>
#include <torch/csrc/autograd/variable.h>

namespace runcard::pilot {
namespace {

// DDP's bucket sizes: a small first bucket so that the first all-reduce starts early, then 25 MiB
// (kDefaultFirstBucketBytes, kDefaultBucketBytesCap in torch/csrc/distributed/c10d/reducer.hpp).
constexpr std::int64_t kFirstBucketBytes = 1 << 20;
constexpr std::int64_t kBucketBytes = 25 << 20;

std::int64_t bytesOf(const torch::Tensor& t) {
    return t.numel() * t.element_size();
}

// Parameters laid end to end in one flat buffer padded to a multiple of `shards`, each parameter
// a view into it (FSDP's FlatParameter, torch/distributed/fsdp/flat_param.py; DeepSpeed's
// contiguous partitions, deepspeed/runtime/zero/stage_1_and_2.py). Rank r owns chunk r.
struct FlatParameter {
    std::vector<torch::Tensor> params;
    std::vector<std::int64_t> offsets;
    std::int64_t numel = 0;
    std::int64_t padded = 0;
    int shards = 1;
    torch::Tensor flat;

    std::int64_t chunk() const { return padded / shards; }

    void build(std::vector<torch::Tensor> list, int shardCount) {
        params = std::move(list);
        shards = shardCount;
        for (const auto& p : params) {
            offsets.push_back(numel);
            numel += p.numel();
        }
        padded = (numel + shards - 1) / shards * shards;
        torch::NoGradGuard noGrad;
        flat = torch::zeros({padded}, params.front().options().requires_grad(false));
        for (std::size_t i = 0; i < params.size(); ++i) {
            torch::Tensor view = flat.narrow(0, offsets[i], params[i].numel());
            view.copy_(params[i].reshape({-1}));
            params[i].set_data(view.view(params[i].sizes()));
        }
    }
    torch::Tensor view(const torch::Tensor& whole, std::size_t i) const {
        return whole.narrow(0, offsets[i], params[i].numel()).view(params[i].sizes());
    }
    torch::Tensor ownChunk(const torch::Tensor& whole, int rank) const {
        return whole.narrow(0, rank * chunk(), chunk());
    }
    // FSDP's _free_storage / _alloc_storage: the parameters keep their shapes while the memory
    // behind them goes and comes back.
    void freeStorage() {
        auto storage = flat.storage();
        storage.unsafeGetStorageImpl()->set_data_ptr_noswap(at::DataPtr(nullptr, flat.device()));
        storage.unsafeGetStorageImpl()->set_nbytes(0);
    }
    void allocateStorage() {
        auto* impl = flat.storage().unsafeGetStorageImpl();
        const std::size_t bytes = std::size_t(padded * flat.element_size());
        impl->set_data_ptr_noswap(impl->allocator()->allocate(bytes));
        impl->set_nbytes(bytes);
    }
    // A gradient buffer for the flat space, the padding zeroed.
    torch::Tensor newGradient() const {
        torch::Tensor g = torch::empty({padded}, flat.options());
        if (padded > numel)
            g.narrow(0, numel, padded - numel).zero_();
        return g;
    }
};

class ParallelBase : public ParallelTraining {
public:
    ParallelBase(const ProcessGroups& groups, const RankEnvironment& environment)
        : groups_(groups), env_(environment), world_(*groups.world) {}

    std::int64_t batchOffset() const override { return env_.rank; }
    std::int64_t batchStride() const override { return env_.world_size; }
    RankStepFigures lastStep() const override { return figures_; }

    double globalLoss(double local) override {
        figures_.local_loss = local;
        return mean(local);
    }

    std::vector<std::pair<std::string, torch::Tensor>> stateTensors() override {
        std::vector<std::pair<std::string, torch::Tensor>> named;
        for (const auto& item : model_->named_parameters())
            named.emplace_back(item.key(), item.value());
        return named;
    }

protected:
    // Called first by attach(): every rank starts from rank 0's parameters (DDP's
    // _sync_module_states) and the bytes that are not model state are noted.
    void begin(Decoder& model, std::function<std::int64_t()> liveBytes) {
        model_ = &model;
        liveBytes_ = std::move(liveBytes);
        std::int64_t parameterBytes = 0;
        torch::NoGradGuard noGrad;
        for (auto& p : model.parameters()) {
            parameterBytes += bytesOf(p);
            world_.broadcast(p, 0);
        }
        otherBytes_ = liveBytes_() - parameterBytes;
    }
    // Called at the end of optimizerStep() while the step's model state is alive.
    void finishStep() {
        // Collectives hold their tensors until their worker lets them go: wait for all of them
        // (time spent waiting for peers, so it counts as communication).
        const auto start = std::chrono::steady_clock::now();
        std::vector<torch::Tensor> fences;
        std::int64_t fenceBytes = 0;
        for (const auto& group : {groups_.world, groups_.node, groups_.replicas})
            if (group) {
                fences.push_back(group->fence());
                fenceBytes += bytesOf(fences.back());
            }
        figures_.model_state_bytes = liveBytes_() - otherBytes_ - fenceBytes;
        const CommunicationStats& s = world_.stats();
        figures_.blocked_s =
            s.blocked_s +
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        figures_.bytes = s.bytes;
        figures_.collectives = s.collectives;
        world_.stats().reset();
    }
    double mean(double local) {
        torch::Tensor t = world_.scalar(local);
        const CommunicationStats saved = world_.stats();
        world_.allReduce(t);
        world_.stats() = saved;
        return t.item<double>() / env_.world_size;
    }
    // Calls `ready` after autograd has accumulated `param`'s gradient (an AccumulateGrad post
    // hook, as c10d's Reducer registers them). Under per-block recompute the gradient arrives in
    // the inner backward, and the outer one calls the accumulator again with nothing: skipped.
    void onGradientReady(const torch::Tensor& param, std::function<void()> ready) {
        auto accumulator = torch::autograd::impl::grad_accumulator(param);
        accumulator->add_post_hook(std::make_unique<torch::autograd::utils::LambdaPostHook>(
            [ready = std::move(ready)](const torch::autograd::variable_list& outputs,
                                       const torch::autograd::variable_list& inputs) {
                if (!inputs.empty() && inputs[0].defined())
                    ready();
                return outputs;
            }));
        accumulators_.push_back(std::move(accumulator));
    }
    // Trainable parameters in reverse order (the order backward produces their gradients), cut
    // into buckets of DDP's sizes.
    std::vector<std::vector<torch::Tensor>> buckets() const {
        std::vector<std::vector<torch::Tensor>> result(1);
        std::int64_t filled = 0, cap = kFirstBucketBytes;
        const auto trainable = model_->trainableParameters();
        for (auto it = trainable.rbegin(); it != trainable.rend(); ++it) {
            if (filled > 0 && filled + bytesOf(*it) > cap) {
                result.emplace_back();
                filled = 0;
                cap = kBucketBytes;
            }
            result.back().push_back(*it);
            filled += bytesOf(*it);
        }
        return result;
    }

    ProcessGroups groups_;
    RankEnvironment env_;
    Communicator& world_;
    Decoder* model_ = nullptr;
    std::function<std::int64_t()> liveBytes_;
    std::int64_t otherBytes_ = 0;
    RankStepFigures figures_;
    std::vector<std::shared_ptr<torch::autograd::Node>> accumulators_;
};

// Launches bucket collectives strictly in bucket order, as the Reducer does, so every rank issues
// the same sequence whatever order its gradients arrive in.
class OrderedLaunch {
public:
    void reset(std::size_t count) {
        ready_.assign(count, false);
        next_ = 0;
    }
    template <class Launch> void markReady(std::size_t bucket, Launch launch) {
        ready_[bucket] = true;
        while (next_ < ready_.size() && ready_[next_])
            launch(next_++);
    }
    bool allLaunched() const { return next_ == ready_.size(); }

private:
    std::vector<bool> ready_;
    std::size_t next_ = 0;
};

// --- DDP: replicated parameters, gradients all-reduced in buckets during backward ------------
// torch/nn/parallel/distributed.py with c10d's Reducer (torch/csrc/distributed/c10d/reducer.cpp):
// buckets in reverse parameter order, each all-reduced as soon as its last gradient is ready,
// only on the last micro-batch (no_sync before), gradients averaged over ranks. As PyTorch's
// default gradient_as_bucket_view=False, each bucket is its own buffer beside the gradients: a
// gradient is divided by the world size while it is copied in (Reducer::mark_variable_ready_dense,
// at::mul_out, "to save one scan") and copied back after the all-reduce.
class DdpTraining final : public ParallelBase {
public:
    using ParallelBase::ParallelBase;

    std::vector<torch::Tensor> attach(Decoder& model,
                                      std::function<std::int64_t()> liveBytes) override {
        begin(model, std::move(liveBytes));
        for (auto& params : buckets()) {
            Bucket bucket;
            bucket.params = params;
            std::int64_t numel = 0;
            for (const auto& p : params) {
                bucket.offsets.push_back(numel);
                numel += p.numel();
            }
            bucket.buffer = torch::empty({numel}, params.front().options().requires_grad(false));
            buckets_.push_back(std::move(bucket));
        }
        for (std::size_t b = 0; b < buckets_.size(); ++b)
            for (std::size_t i = 0; i < buckets_[b].params.size(); ++i)
                onGradientReady(buckets_[b].params[i], [this, b, i] { gradientReady(b, i); });
        launch_.reset(buckets_.size());
        world_.stats().reset();
        return model.trainableParameters();
    }
    void beforeMicroBatch(bool synchronize) override {
        synchronizing_ = synchronize;
        if (synchronize) {
            launch_.reset(buckets_.size());
            for (auto& b : buckets_)
                b.ready = 0;
        }
    }
    void afterBackward(bool synchronize) override {
        if (!synchronize)
            return;
        if (!launch_.allLaunched())
            throw std::runtime_error("a trainable parameter received no gradient; DDP would "
                                     "wait for it forever (find_unused_parameters)");
        torch::NoGradGuard noGrad;
        for (auto& b : buckets_) {
            b.pending.wait();
            for (std::size_t i = 0; i < b.params.size(); ++i)
                b.params[i].mutable_grad().copy_(
                    b.buffer.narrow(0, b.offsets[i], b.params[i].numel())
                        .view(b.params[i].sizes()));
        }
        synchronizing_ = false;
    }
    void optimizerStep(torch::optim::Optimizer& optimizer) override {
        optimizer.step();
        finishStep();
        for (auto& p : model_->trainableParameters())
            p.mutable_grad() = torch::Tensor();
    }

private:
    struct Bucket {
        std::vector<torch::Tensor> params;
        std::vector<std::int64_t> offsets;
        torch::Tensor buffer;
        std::size_t ready = 0;
        Communicator::Pending pending;
    };
    void gradientReady(std::size_t b, std::size_t i) {
        if (!synchronizing_)
            return;
        Bucket& bucket = buckets_[b];
        const torch::Tensor& p = bucket.params[i];
        torch::Tensor view = bucket.buffer.narrow(0, bucket.offsets[i], p.numel());
        // A CPU scalar, as the Reducer's wrapped_scalar_tensor: no device tensor per gradient.
        torch::mul_out(view, p.grad().reshape({-1}),
                       torch::scalar_tensor(1.0 / env_.world_size, view.scalar_type()));
        if (++bucket.ready == bucket.params.size())
            launch_.markReady(b, [this](std::size_t k) {
                buckets_[k].pending = world_.allReduceAsync(buckets_[k].buffer);
            });
    }

    std::vector<Bucket> buckets_;
    OrderedLaunch launch_;
    bool synchronizing_ = false;
};

// --- ZeRO stages 1 and 2: optimizer state (and gradients) sharded, parameters replicated -------
// Rajbhandari et al. 2020, "ZeRO" §5.1-5.2; deepspeed/runtime/zero/stage_1_and_2.py. Trainable
// parameters live in flat buckets; rank r owns chunk r of each and updates only that chunk, then
// the buckets are all-gathered. Stage 1 keeps full gradients (accumulated in place in the bucket)
// and reduce-scatters them after the last micro-batch; stage 2 reduce-scatters each bucket as
// backward fills it, every micro-batch, and keeps only its chunk.
class ZeroTraining final : public ParallelBase {
public:
    ZeroTraining(const ProcessGroups& groups, const RankEnvironment& environment, int stage)
        : ParallelBase(groups, environment), stage_(stage) {}

    std::vector<torch::Tensor> attach(Decoder& model,
                                      std::function<std::int64_t()> liveBytes) override {
        begin(model, std::move(liveBytes));
        std::vector<torch::Tensor> shards;
        for (auto& params : buckets()) {
            Bucket b;
            b.flat.build(params, env_.world_size);
            b.paramShard = b.flat.ownChunk(b.flat.flat.detach(), env_.rank);
            b.gradShard = torch::zeros({b.flat.chunk()}, b.flat.flat.options());
            b.paramShard.mutable_grad() = b.gradShard;
            if (stage_ == 1) {
                b.gradFull = b.flat.newGradient().zero_();
                for (std::size_t i = 0; i < b.flat.params.size(); ++i)
                    b.flat.params[i].mutable_grad() = b.flat.view(b.gradFull, i);
            }
            shards.push_back(b.paramShard);
            buckets_.push_back(std::move(b));
        }
        if (stage_ == 2)
            for (std::size_t b = 0; b < buckets_.size(); ++b)
                for (std::size_t i = 0; i < buckets_[b].flat.params.size(); ++i)
                    onGradientReady(buckets_[b].flat.params[i],
                                    [this, b, i] { gradientReady(b, i); });
        launch_.reset(buckets_.size());
        world_.stats().reset();
        return shards;
    }
    void beforeMicroBatch(bool) override {
        launch_.reset(buckets_.size());
        for (auto& b : buckets_)
            b.ready = 0;
    }
    void afterBackward(bool synchronize) override {
        torch::NoGradGuard noGrad;
        if (stage_ == 1) {
            if (!synchronize)
                return;
            for (auto& b : buckets_)
                b.pending = world_.reduceScatterAsync(b.gradFull, b.gradShard);
        }
        for (auto& b : buckets_) {
            b.pending.wait();
            if (b.received.defined())
                b.gradShard.add_(b.received);
            b.received = torch::Tensor();
            b.gradBuffer = torch::Tensor();
        }
    }
    void optimizerStep(torch::optim::Optimizer& optimizer) override {
        torch::NoGradGuard noGrad;
        for (auto& b : buckets_)
            b.gradShard.div_(env_.world_size);
        optimizer.step();
        for (auto& b : buckets_)
            world_.allGather(b.flat.flat, b.paramShard);
        finishStep();
        for (auto& b : buckets_) {
            b.gradShard.zero_();
            if (stage_ == 1)
                b.gradFull.zero_();
        }
    }

private:
    struct Bucket {
        FlatParameter flat;
        torch::Tensor paramShard, gradShard;
        torch::Tensor gradFull;   // stage 1: the gradients, accumulated in place
        torch::Tensor gradBuffer; // stage 2: filled during backward, gone after its reduction
        torch::Tensor received;   // stage 2: this micro-batch's reduced chunk
        std::size_t ready = 0;
        Communicator::Pending pending;
    };
    void gradientReady(std::size_t b, std::size_t i) {
        Bucket& bucket = buckets_[b];
        torch::Tensor& p = bucket.flat.params[i];
        if (!bucket.gradBuffer.defined())
            bucket.gradBuffer = bucket.flat.newGradient();
        bucket.flat.view(bucket.gradBuffer, i).copy_(p.grad());
        p.mutable_grad() = torch::Tensor();
        if (++bucket.ready == bucket.flat.params.size())
            launch_.markReady(b, [this](std::size_t k) {
                Bucket& ready = buckets_[k];
                ready.received = torch::empty_like(ready.gradShard);
                ready.pending = world_.reduceScatterAsync(ready.gradBuffer, ready.received);
            });
    }

    int stage_;
    std::vector<Bucket> buckets_;
    OrderedLaunch launch_;
};

// --- FSDP / ZeRO-3: parameters, gradients and optimizer state sharded -----------------------
// torch/distributed/fsdp (FULL_SHARD, SHARD_GRAD_OP, HYBRID_SHARD); ZeRO §5.3. Units: the root
// (embedding, final norm, head) and each decoder block, their trainable and frozen parameters in
// separate flat parameters. A unit is all-gathered before its forward and freed after it (not
// under SHARD_GRAD_OP), all-gathered again before its backward (a hook on the block's output),
// and freed once the block before it starts its backward. Each gradient is copied into the unit's
// flat gradient as autograd produces it; a full unit is reduce-scattered, every micro-batch (for
// HYBRID_SHARD inside the node; the chunks are then all-reduced across nodes once per step). The
// optimizer updates the rank's shards; nothing is gathered after the step.
class FsdpTraining final : public ParallelBase {
public:
    FsdpTraining(const ProcessGroups& groups, const RankEnvironment& environment,
                 bool reshardAfterForward, bool hybrid)
        : ParallelBase(groups, environment), shardGroup_(hybrid ? *groups.node : *groups.world),
          hybrid_(hybrid), reshardAfterForward_(reshardAfterForward) {}

    std::vector<torch::Tensor> attach(Decoder& model,
                                      std::function<std::int64_t()> liveBytes) override {
        begin(model, std::move(liveBytes));
        // Unit 0 is the root; unit k + 1 is block k (names "layerK_...").
        std::map<int, std::vector<torch::Tensor>> trainable, frozen;
        int blocks = 0;
        for (const auto& item : model.named_parameters()) {
            int unit = 0;
            if (item.key().rfind("layer", 0) == 0)
                unit = 1 + std::stoi(item.key().substr(5));
            blocks = std::max(blocks, unit);
            (item.value().requires_grad() ? trainable : frozen)[unit].push_back(item.value());
        }
        units_.resize(std::size_t(blocks + 1));
        std::vector<torch::Tensor> shards;
        const int shardRank = shardGroup_.rank(), shardCount = shardGroup_.size();
        torch::NoGradGuard noGrad;
        for (int u = 0; u <= blocks; ++u) {
            for (auto* list : {&trainable[u], &frozen[u]}) {
                if (list->empty())
                    continue;
                Shard shard;
                shard.flat.build(*list, shardCount);
                shard.trainable = list == &trainable[u];
                shard.param = shard.flat.ownChunk(shard.flat.flat, shardRank).clone();
                shard.flat.freeStorage();
                if (shard.trainable) {
                    shard.grad = torch::zeros_like(shard.param);
                    shard.param.mutable_grad() = shard.grad;
                    shards.push_back(shard.param);
                }
                units_[std::size_t(u)].shards.push_back(std::move(shard));
            }
        }
        for (std::size_t u = 0; u < units_.size(); ++u)
            for (std::size_t s = 0; s < units_[u].shards.size(); ++s)
                if (units_[u].shards[s].trainable)
                    for (std::size_t i = 0; i < units_[u].shards[s].flat.params.size(); ++i)
                        onGradientReady(units_[u].shards[s].flat.params[i],
                                        [this, u, s, i] { gradientReady(u, s, i); });
        model.setBlockHook([this](int index, bool entering, const torch::Tensor& output) {
            blockHook(index, entering, output);
        });
        world_.stats().reset();
        return shards;
    }
    void beforeMicroBatch(bool) override {}
    void afterBackward(bool) override {
        torch::NoGradGuard noGrad;
        for (auto& pending : pending_)
            pending.wait();
        pending_.clear();
        for (auto& unit : units_) {
            for (auto& shard : unit.shards) {
                if (shard.received.defined())
                    shard.grad.add_(shard.received);
                shard.received = torch::Tensor();
                shard.gradBuffer = torch::Tensor();
                shard.ready = 0;
            }
            release(unit);
        }
    }
    void optimizerStep(torch::optim::Optimizer& optimizer) override {
        torch::NoGradGuard noGrad;
        for (auto& unit : units_)
            for (auto& shard : unit.shards)
                if (shard.trainable) {
                    if (hybrid_) // HYBRID_SHARD: each node's reduced chunk, summed over the nodes
                        groups_.replicas->allReduce(shard.grad);
                    shard.grad.div_(env_.world_size);
                }
        optimizer.step();
        finishStep();
        for (auto& unit : units_)
            for (auto& shard : unit.shards)
                if (shard.trainable)
                    shard.grad.zero_();
    }
    std::vector<std::pair<std::string, torch::Tensor>> stateTensors() override {
        std::vector<std::pair<std::string, torch::Tensor>> named;
        for (std::size_t u = 0; u < units_.size(); ++u)
            for (const auto& shard : units_[u].shards)
                named.emplace_back("unit" + std::to_string(u) +
                                       (shard.trainable ? "_trainable" : "_frozen") + "_shard",
                                   shard.param);
        return named;
    }

private:
    struct Shard {
        FlatParameter flat;
        bool trainable = false;
        torch::Tensor param, grad; // this rank's chunk and its gradient
        torch::Tensor gradBuffer;  // the unit's full gradient while backward fills it
        torch::Tensor received;
        std::size_t ready = 0;
    };
    struct Unit {
        std::vector<Shard> shards;
        bool gathered = false;
    };

    void gather(Unit& unit) {
        if (unit.gathered)
            return;
        torch::NoGradGuard noGrad;
        for (auto& shard : unit.shards) {
            shard.flat.allocateStorage();
            shardGroup_.allGather(shard.flat.flat, shard.param);
        }
        unit.gathered = true;
    }
    void release(Unit& unit) {
        if (!unit.gathered)
            return;
        for (auto& shard : unit.shards)
            shard.flat.freeStorage();
        unit.gathered = false;
    }
    void blockHook(int index, bool entering, const torch::Tensor& output) {
        const std::size_t u = std::size_t(index + 1);
        if (entering) {
            gather(units_[u]);
            return;
        }
        const bool backward = output.defined() && output.requires_grad();
        if (!backward) {
            release(units_[u]);
            return;
        }
        if (index < 0)
            return; // the root stays until its gradients are reduced
        output.register_hook([this, u](const torch::Tensor&) {
            // Block u - 1's backward begins: block u's has finished.
            if (u + 1 < units_.size())
                release(units_[u + 1]);
            gather(units_[u]);
        });
        if (reshardAfterForward_)
            release(units_[u]);
    }
    void gradientReady(std::size_t u, std::size_t s, std::size_t i) {
        Shard& shard = units_[u].shards[s];
        torch::Tensor& p = shard.flat.params[i];
        if (!shard.gradBuffer.defined())
            shard.gradBuffer = shard.flat.newGradient();
        shard.flat.view(shard.gradBuffer, i).copy_(p.grad());
        p.mutable_grad() = torch::Tensor();
        if (++shard.ready < shard.flat.params.size())
            return;
        shard.received = torch::empty_like(shard.grad);
        pending_.push_back(shardGroup_.reduceScatterAsync(shard.gradBuffer, shard.received));
    }

    Communicator& shardGroup_;
    bool hybrid_;
    bool reshardAfterForward_;
    std::vector<Unit> units_;
    std::vector<Communicator::Pending> pending_;
};

} // namespace

std::shared_ptr<ParallelTraining> makeParallelTraining(Parallelism layout,
                                                       const ProcessGroups& groups,
                                                       const RankEnvironment& environment) {
    switch (layout) {
    case Parallelism::Single:
        break;
    case Parallelism::Ddp:
        return std::make_shared<DdpTraining>(groups, environment);
    case Parallelism::Zero1:
        return std::make_shared<ZeroTraining>(groups, environment, 1);
    case Parallelism::Zero2:
        return std::make_shared<ZeroTraining>(groups, environment, 2);
    case Parallelism::Zero3:
    case Parallelism::FsdpFull:
        return std::make_shared<FsdpTraining>(groups, environment, true, false);
    case Parallelism::FsdpGradOp:
        return std::make_shared<FsdpTraining>(groups, environment, false, false);
    case Parallelism::FsdpHybrid:
        return std::make_shared<FsdpTraining>(groups, environment, true, true);
    }
    throw std::invalid_argument("a single process runs without parallel hooks");
}

} // namespace runcard::pilot
