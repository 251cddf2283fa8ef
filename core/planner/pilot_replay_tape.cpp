// The replay engine: the ledger's peak figures, and the tape's tensors, operations and backward.
#include "planner/pilot_replay_tape.h"

namespace runcard::pilot_replay {

MemoryEstimate Ledger::estimate() const {
    MemoryEstimate m;
    auto& b = m.breakdown;
    b.weights = std::int64_t(atPeak_[Weights]);
    b.gradients = std::int64_t(atPeak_[Gradients]);
    b.optimizer = std::int64_t(atPeak_[Optimizer]);
    b.adapters = std::int64_t(atPeak_[Adapters]);
    b.activations = std::int64_t(atPeak_[Activations]);
    b.logits = std::int64_t(atPeak_[Logits]);
    b.buffers = std::int64_t(atPeak_[Buffers]);
    m.peak_allocated_bytes = b.total();
    m.peak_phase = peakPhase_;
    return m;
}

Id Tape::parameter(double bytes, Part part, bool trainable, Part gradPart) {
    const Id t = make(bytes, part, trainable);
    tensors_[std::size_t(t)].leaf = true;
    tensors_[std::size_t(t)].gradPart = gradPart;
    return t;
}

Id Tape::view(Id t, double bytes) {
    const int storage = tensors_[std::size_t(t)].storage;
    ++storages_[std::size_t(storage)].refs;
    return addTensor(storage, bytes, false, false);
}

Id Tape::inPlace(Id t) {
    const Id next = view(t, bytes(t));
    drop(t);
    return next;
}

Id Tape::op(Id out, std::vector<Input> inputs, std::vector<Id> saved, double temporaries) {
    std::vector<Input> differentiable;
    for (const Input& in : inputs)
        if (requiresGrad(in.tensor))
            differentiable.push_back(in);
    if (!gradMode || differentiable.empty())
        return out;
    tensors_[std::size_t(out)].requiresGrad = true;
    Node node;
    node.output = out;
    node.inputs = std::move(differentiable);
    for (const Id s : saved) {
        const int storage = tensors_[std::size_t(s)].storage;
        ++storages_[std::size_t(storage)].refs;
        node.saved.push_back(storage);
    }
    node.temporaries = temporaries;
    nodes_.push_back(std::move(node));
    return out;
}

Id Tape::customOp(Id out, Id input, bool parametersTrain, std::function<int(int)> custom) {
    if (!gradMode || !(parametersTrain || requiresGrad(input)))
        return out;
    tensors_[std::size_t(out)].requiresGrad = true;
    Node node;
    node.output = out;
    node.inputs = {{input}};
    const int storage = tensors_[std::size_t(input)].storage;
    ++storages_[std::size_t(storage)].refs; // ctx->save_for_backward({x})
    node.saved.push_back(storage);
    node.custom = std::move(custom);
    nodes_.push_back(std::move(node));
    return out;
}

void Tape::makeLeafRequiringGrad(Id t) {
    tensors_[std::size_t(t)].requiresGrad = true;
    tensors_[std::size_t(t)].leaf = true;
    tensors_[std::size_t(t)].gradPart = Activations;
}

void Tape::backward(Id root, int grad, std::size_t first, Id root2, int grad2) {
    // Each leaf's AccumulateGrad runs once every use of the leaf in this graph has delivered
    // its gradient (engine.cpp counts dependencies); until then they add up in its input
    // buffer.
    std::vector<int> uses(tensors_.size(), 0);
    for (std::size_t n = first; n < nodes_.size(); ++n)
        for (const Input& in : nodes_[n].inputs)
            if (tensors_[std::size_t(in.tensor)].leaf)
                ++uses[std::size_t(in.tensor)];
    uses_.push_back(std::move(uses));
    slot(root) = grad;
    if (root2 >= 0)
        slot(root2) = grad2;
    for (std::size_t n = nodes_.size(); n-- > first;) {
        Node node = std::move(nodes_[n]);
        nodes_.pop_back();
        const int outGrad = slot(node.output);
        if (outGrad < 0) { // not on the path of this backward
            releaseAll(node.saved);
            continue;
        }
        slot(node.output) = -1;
        if (node.custom) {
            const int inGrad = node.custom(outGrad);
            release(outGrad);
            releaseAll(node.saved);
            if (inGrad >= 0 && requiresGrad(node.inputs.front().tensor))
                deliver(node.inputs.front().tensor, inGrad);
            else
                release(inGrad);
            continue;
        }
        // The gradients, last input first (MmBackward computes mat2's before self's), each
        // with the scratch its product takes while it is computed.
        std::vector<int> grads(node.inputs.size(), -1);
        for (std::size_t i = node.inputs.size(); i-- > 0;) {
            const Input& in = node.inputs[i];
            if (in.grad == Grad::Same) {
                ++storages_[std::size_t(outGrad)].refs;
                grads[i] = outGrad;
            } else {
                grads[i] = newStorage(bytes(in.tensor), partOf(in.tensor));
            }
            if (in.scratch > 0)
                ledger_.transient(Activations, in.scratch);
        }
        // Intermediate results of the formulas (pow's self.pow(1) * 2, a broadcast
        // operand's full-size product before its reduction), alive with the gradients.
        if (node.temporaries > 0)
            ledger_.transient(Activations, node.temporaries);
        release(outGrad);
        releaseAll(node.saved);
        for (std::size_t i = 0; i < grads.size(); ++i)
            deliver(node.inputs[i].tensor, grads[i]);
    }
    nodes_.resize(first);
    uses_.pop_back();
}

void Tape::releaseParameterGradients() {
    for (Tensor& t : tensors_)
        if (t.leaf && t.gradStorage >= 0) {
            release(t.gradStorage);
            t.gradStorage = -1;
        }
}

int Tape::newStorage(double bytes, Part part) {
    storages_.push_back({bytes, part, 1});
    ledger_.add(part, bytes);
    return int(storages_.size()) - 1;
}

void Tape::release(int storage) {
    if (storage < 0)
        return;
    Storage& s = storages_[std::size_t(storage)];
    if (--s.refs == 0)
        ledger_.sub(s.part, s.bytes);
}

// A gradient arriving at `t`: AccumulateGrad for leaves (the first is kept as the
// parameter's gradient, later ones are added in place), InputBuffer for the rest (in place
// when the buffer is not shared, else out of place).
void Tape::deliver(Id t, int grad) {
    Tensor& tensor = tensors_[std::size_t(t)];
    if (tensor.leaf) {
        accumulate(tensor.pending, grad, tensor.bytes);
        int& remaining = uses_.back()[std::size_t(t)];
        if (--remaining > 0)
            return;
        grad = tensor.pending;
        tensor.pending = -1;
        if (tensor.gradStorage < 0) {
            Storage& s = storages_[std::size_t(grad)];
            if (s.refs == 1) { // stolen: it becomes the parameter's gradient
                ledger_.sub(s.part, s.bytes);
                s.part = tensor.gradPart;
                ledger_.add(s.part, s.bytes);
                tensor.gradStorage = grad;
            } else { // shared: cloned
                tensor.gradStorage = newStorage(tensor.bytes, tensor.gradPart);
                release(grad);
            }
        } else {
            release(grad);
        }
        return;
    }
    accumulate(tensor.gradStorage, grad, tensor.bytes);
}

// InputBuffer::add: the first gradient is kept; a later one is added out of place, the sum
// a new tensor (LibTorch 1.13 adds in place only when it holds the last reference to the
// kept gradient and its storage, which the gradients of linears, views of their matmul
// results, do not meet: the traces show a new tensor every time).
void Tape::accumulate(int& buffer, int grad, double bytes) {
    if (buffer < 0) {
        buffer = grad;
        return;
    }
    const int sum = newStorage(bytes, Activations);
    release(buffer);
    release(grad);
    buffer = sum;
}

} // namespace runcard::pilot_replay
