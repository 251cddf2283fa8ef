// Private to the pilot memory profile (pilot_memory_profile.cpp, pilot_replay_*.cpp): the ledger
// of bytes alive by part of MemoryBreakdown, and the tape of reference-counted tensors with the
// autograd graph over them.
//
// A replay of one training step of runcard-pilot's model (core/pilot/decoder.cpp) through
// LibTorch's autograd, tensor by tensor: the forward keeps what each operation saves for its
// backward (derivatives.yaml of LibTorch 1.13, tools/autograd/derivatives.yaml in the PyTorch
// repository); the backward runs the recorded operations in reverse creation order (the order of
// torch/csrc/autograd/engine.cpp's ready queue), allocating each input's gradient, releasing the
// output's gradient and the saved tensors as each operation finishes, accumulating gradients as
// autograd's InputBuffer does, and handing parameter gradients to AccumulateGrad.
// Per-block recompute replays the block inside its backward, as the pilot's CheckpointedBlock
// (the reentrant variant of torch.utils.checkpoint) does. Every rule was checked against the
// pilot's allocation trace (RUNCARD_PILOT_TRACE=1, docs/pilot-protocol.md).
#pragma once

#include "planner/plan.h"

#include <array>
#include <cstddef>
#include <functional>
#include <vector>

namespace runcard::pilot_replay {

// Where a byte belongs in MemoryBreakdown.
enum Part { Weights, Gradients, Optimizer, Adapters, Activations, Logits, Buffers, kParts };

// Bytes alive by part, the peak and what was alive then.
class Ledger {
public:
    void add(Part part, double bytes) {
        now_[part] += bytes;
        total_ += bytes;
        if (total_ > peak_) {
            peak_ = total_;
            atPeak_ = now_;
            peakPhase_ = phase_;
        }
    }
    void sub(Part part, double bytes) {
        now_[part] -= bytes;
        total_ -= bytes;
    }
    void transient(Part part, double bytes) {
        add(part, bytes);
        sub(part, bytes);
    }
    void setPhase(StepPhase phase) { phase_ = phase; }

    MemoryEstimate estimate() const;

private:
    std::array<double, kParts> now_{};
    std::array<double, kParts> atPeak_{};
    double total_ = 0;
    double peak_ = 0;
    StepPhase phase_ = StepPhase::Forward;
    StepPhase peakPhase_ = StepPhase::Forward;
};

// Tensors with reference-counted storage, and the autograd graph over them.
class Tape {
public:
    using Id = int; // a tensor (a variable); -1 = none

    explicit Tape(Ledger& ledger) : ledger_(ledger) {}

    bool gradMode = true;

    // A new tensor of `bytes`, held by one variable.
    Id make(double bytes, Part part, bool requiresGrad = false) {
        return addTensor(newStorage(bytes, part), bytes, requiresGrad, false);
    }
    // A parameter: a leaf whose gradient goes to AccumulateGrad (part `gradPart`).
    Id parameter(double bytes, Part part, bool trainable, Part gradPart);
    // Another variable on the same tensor (an operation that returns its input, a view that
    // only passes gradients through).
    Id alias(Id t) {
        ++storages_[std::size_t(tensors_[std::size_t(t)].storage)].refs;
        return t;
    }
    // A view of `bytes` of t's storage with an identity of its own for autograd.
    Id view(Id t, double bytes);
    // The variable after an in-place operation: the same storage, a new autograd identity (the
    // operation's node produces it from the old one, which the variable no longer holds).
    Id inPlace(Id t);
    void retain(int storage) { ++storages_[std::size_t(storage)].refs; }
    void transient(double bytes) { ledger_.transient(Activations, bytes); }
    // The gradient backward() starts from: a one-element tensor.
    int rootGradient() { return newStorage(4, Buffers); }
    void drop(Id t) {
        if (t >= 0)
            release(tensors_[std::size_t(t)].storage);
    }
    bool requiresGrad(Id t) const { return t >= 0 && tensors_[std::size_t(t)].requiresGrad; }
    double bytes(Id t) const { return tensors_[std::size_t(t)].bytes; }

    // How an operation's backward forms one input's gradient.
    enum class Grad {
        New,  // a new tensor of the input's size
        Same, // the output's gradient itself (add, views, clone)
    };
    struct Input {
        Id tensor;
        Grad grad = Grad::New;
        double scratch = 0; // taken while this gradient is computed, then given back
    };

    // An operation with output `out` (made by the caller) over `inputs`, saving `saved`; records
    // a node when grad mode is on and an input requires grad, and marks the output so. The
    // backward allocates `temporaries` bytes around the gradients it returns.
    Id op(Id out, std::vector<Input> inputs, std::vector<Id> saved = {}, double temporaries = 0);
    // An operation whose backward is `custom` (given the output gradient's storage, it returns
    // the input gradient's storage or -1): the checkpointed block.
    // The output requires grad when the input or one of the block's parameters does.
    Id customOp(Id out, Id input, bool parametersTrain, std::function<int(int)> custom);
    // Makes `t` require grad as a leaf of its own (the detached input of a recomputed block).
    void makeLeafRequiringGrad(Id t);
    int leafGrad(Id t) const { return tensors_[std::size_t(t)].gradStorage; }

    std::size_t mark() const { return nodes_.size(); }

    // Runs the backward of the nodes from `first` on, with `grad` (a storage, one reference
    // handed over) as the gradient of `root`; removes those nodes.
    // A second root (`root2`, `grad2`) starts with it: a block's load-balancing loss.
    void backward(Id root, int grad, std::size_t first, Id root2 = -1, int grad2 = -1);
    // Drops the gradients parameters hold (zero_grad(set_to_none=True)).
    void releaseParameterGradients();

private:
    struct Storage {
        double bytes = 0;
        Part part = Activations;
        int refs = 0;
    };
    struct Tensor {
        int storage = -1;
        double bytes = 0;
        bool requiresGrad = false;
        bool leaf = false;
        Part gradPart = Gradients;
        int gradStorage = -1; // leaves: the accumulated gradient; others: during backward
        int pending = -1;     // leaves: gradients waiting for the leaf's other uses
    };
    struct Node {
        Id output = -1;
        std::vector<Input> inputs;
        std::vector<int> saved; // storages
        double temporaries = 0;
        std::function<int(int)> custom;
    };

    int newStorage(double bytes, Part part);
    Id addTensor(int storage, double bytes, bool requiresGrad, bool leaf) {
        tensors_.push_back({storage, bytes, requiresGrad, leaf, Gradients, -1, -1});
        return Id(tensors_.size()) - 1;
    }
    void release(int storage);
    void releaseAll(const std::vector<int>& storages) {
        for (const int s : storages)
            release(s);
    }
    int& slot(Id t) { return tensors_[std::size_t(t)].gradStorage; }
    Part partOf(Id t) const {
        const Tensor& tensor = tensors_[std::size_t(t)];
        return tensor.leaf ? Activations : storages_[std::size_t(tensor.storage)].part;
    }

    void deliver(Id t, int grad);
    void accumulate(int& buffer, int grad, double bytes);

    Ledger& ledger_;
    std::vector<Storage> storages_;
    std::vector<Tensor> tensors_;
    std::vector<Node> nodes_;
    std::vector<std::vector<int>> uses_; // per running backward: leaf uses still to deliver
};

using Id = Tape::Id;
using Grad = Tape::Grad;

} // namespace runcard::pilot_replay
