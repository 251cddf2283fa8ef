#include "planner/pilot_memory_profile.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <vector>

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

namespace runcard {
namespace {

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

    MemoryEstimate estimate() const {
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
    Id parameter(double bytes, Part part, bool trainable, Part gradPart) {
        const Id t = make(bytes, part, trainable);
        tensors_[std::size_t(t)].leaf = true;
        tensors_[std::size_t(t)].gradPart = gradPart;
        return t;
    }
    // Another variable on the same tensor (an operation that returns its input, a view that
    // only passes gradients through).
    Id alias(Id t) {
        ++storages_[std::size_t(tensors_[std::size_t(t)].storage)].refs;
        return t;
    }
    // A view of `bytes` of t's storage with an identity of its own for autograd.
    Id view(Id t, double bytes) {
        const int storage = tensors_[std::size_t(t)].storage;
        ++storages_[std::size_t(storage)].refs;
        return addTensor(storage, bytes, false, false);
    }
    // The variable after an in-place operation: the same storage, a new autograd identity (the
    // operation's node produces it from the old one, which the variable no longer holds).
    Id inPlace(Id t) {
        const Id next = view(t, bytes(t));
        drop(t);
        return next;
    }
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
    Id op(Id out, std::vector<Input> inputs, std::vector<Id> saved = {}, double temporaries = 0) {
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
    // An operation whose backward is `custom` (given the output gradient's storage, it returns
    // the input gradient's storage or -1): the checkpointed block.
    // The output requires grad when the input or one of the block's parameters does.
    Id customOp(Id out, Id input, bool parametersTrain, std::function<int(int)> custom) {
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
    // Makes `t` require grad as a leaf of its own (the detached input of a recomputed block).
    void makeLeafRequiringGrad(Id t) {
        tensors_[std::size_t(t)].requiresGrad = true;
        tensors_[std::size_t(t)].leaf = true;
        tensors_[std::size_t(t)].gradPart = Activations;
    }
    int leafGrad(Id t) const { return tensors_[std::size_t(t)].gradStorage; }

    std::size_t mark() const { return nodes_.size(); }

    // Runs the backward of the nodes from `first` on, with `grad` (a storage, one reference
    // handed over) as the gradient of `root`; removes those nodes.
    // A second root (`root2`, `grad2`) starts with it: a block's load-balancing loss.
    void backward(Id root, int grad, std::size_t first, Id root2 = -1, int grad2 = -1) {
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
    // Drops the gradients parameters hold (zero_grad(set_to_none=True)).
    void releaseParameterGradients() {
        for (Tensor& t : tensors_)
            if (t.leaf && t.gradStorage >= 0) {
                release(t.gradStorage);
                t.gradStorage = -1;
            }
    }

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

    int newStorage(double bytes, Part part) {
        storages_.push_back({bytes, part, 1});
        ledger_.add(part, bytes);
        return int(storages_.size()) - 1;
    }
    Id addTensor(int storage, double bytes, bool requiresGrad, bool leaf) {
        tensors_.push_back({storage, bytes, requiresGrad, leaf, Gradients, -1, -1});
        return Id(tensors_.size()) - 1;
    }
    void release(int storage) {
        if (storage < 0)
            return;
        Storage& s = storages_[std::size_t(storage)];
        if (--s.refs == 0)
            ledger_.sub(s.part, s.bytes);
    }
    void releaseAll(const std::vector<int>& storages) {
        for (const int s : storages)
            release(s);
    }
    int& slot(Id t) { return tensors_[std::size_t(t)].gradStorage; }
    Part partOf(Id t) const {
        const Tensor& tensor = tensors_[std::size_t(t)];
        return tensor.leaf ? Activations : storages_[std::size_t(tensor.storage)].part;
    }

    // A gradient arriving at `t`: AccumulateGrad for leaves (the first is kept as the
    // parameter's gradient, later ones are added in place), InputBuffer for the rest (in place
    // when the buffer is not shared, else out of place).
    void deliver(Id t, int grad) {
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
    void accumulate(int& buffer, int grad, double bytes) {
        if (buffer < 0) {
            buffer = grad;
            return;
        }
        const int sum = newStorage(bytes, Activations);
        release(buffer);
        release(grad);
        buffer = sum;
    }

    Ledger& ledger_;
    std::vector<Storage> storages_;
    std::vector<Tensor> tensors_;
    std::vector<Node> nodes_;
    std::vector<std::vector<int>> uses_; // per running backward: leaf uses still to deliver
};

using Id = Tape::Id;
using Grad = Tape::Grad;

// The CPU generator's state as at::CPUGeneratorImpl::get_state returns it (the mt19937 state and
// the cached normals of ATen/CPUGeneratorImpl.cpp): CheckpointedBlock keeps one per block and takes
// one more while it recomputes.
constexpr double kGeneratorStateBytes = 5056;

// The decoder's shapes, in bytes.
struct Dims {
    double b, s, T, h, i, q, kv, r, V, heads, d, rotary;
    double C, P; // bytes of the compute and parameter dtypes
    // Mixture-of-experts layers: experts, experts per token, routed and shared expert widths.
    double E, k, moeWidth, sharedWidth;
    bool full, swiglu, dropout, gqa, checkpointing;
    unsigned lora; // bit t: LoraTarget t has an adapter
    bool hasLora(LoraTarget t) const { return (lora >> unsigned(t)) & 1u; }
};

// The pilot's model on the tape: parameters, buffers, and decoder.cpp's forward, statement by
// statement (temporaries live to the end of their statement, as C++ temporaries do).
class PilotModel {
public:
    PilotModel(Tape& tape, const Dims& d, const ModelArchitecture& arch) : t_(tape), d_(d) {
        const Part trainPart = d.full ? Gradients : Adapters;
        const auto weight = [&](double elements, Part part, bool trainable) {
            return t_.parameter(elements * d.P, part, trainable, trainPart);
        };
        const auto projection = [&](LoraTarget target, double in, double out) {
            Projection p;
            p.in = in;
            p.out = out;
            p.weight = weight(in * out, Weights, d.full);
            if (d.hasLora(target)) {
                p.loraA = weight(d.r * in, Adapters, true);
                p.loraB = weight(d.r * out, Adapters, true);
            }
            return p;
        };
        const auto mlp = [&](double width) {
            Mlp m;
            if (d.swiglu)
                m.gate = projection(LoraTarget::Gate, d.h, width);
            m.up = projection(LoraTarget::Up, d.h, width);
            m.down = projection(LoraTarget::Down, width, d.h);
            return m;
        };
        embedding_ = weight(d.V * d.h, Weights, d.full);
        const int step = std::max(1, arch.moe_layer_step);
        for (int layer = 0; layer < arch.layers; ++layer) {
            Block block;
            block.attnNorm = weight(d.h, Weights, d.full);
            block.mlpNorm = weight(d.h, Weights, d.full);
            for (int target = 0; target < 4; ++target) {
                const LinearShape shape = linearShape(arch, LoraTarget(target));
                block.attention[std::size_t(target)] =
                    projection(LoraTarget(target), double(shape.in), double(shape.out));
            }
            // decoder.cpp's (and ModelArchitecture::moeLayers') choice of MoE layers.
            block.moe = arch.isMoe() && layer >= arch.dense_layers && (layer + 1) % step == 0;
            if (!block.moe) {
                block.mlp = mlp(d.i);
            } else {
                block.router = weight(d.E * d.h, Weights, d.full);
                for (int e = 0; e < arch.experts; ++e)
                    block.experts.push_back(mlp(d.moeWidth));
                for (int e = 0; e < arch.shared_experts; ++e)
                    block.shared.push_back(mlp(d.sharedWidth));
            }
            blocks_.push_back(block);
        }
        finalNorm_ = weight(d.h, Weights, d.full);
        head_ = arch.tied_embeddings ? embedding_ : weight(d.V * d.h, Weights, d.full);
        // RoPE tables [s, 1, rotary] in the compute dtype, the causal mask [s, s] bool.
        t_.make(2 * d.s * d.rotary * d.C, Buffers);
        t_.make(d.s * d.s, Buffers);
    }

    // Trainable parameters, largest first by element count (for the optimizer's temporaries).
    std::vector<Id> trainable() const {
        std::vector<Id> list;
        const auto add = [&](Id p) {
            if (p >= 0 && t_.requiresGrad(p))
                list.push_back(p);
        };
        add(embedding_);
        for (const Block& block : blocks_)
            for (const Id p : block.parameters())
                add(p);
        add(finalNorm_);
        if (head_ != embedding_)
            add(head_);
        return list;
    }

    // Decoder::forward + Decoder::loss; returns the loss. `tokens` and `targets` are held by the
    // caller's variables.
    Id forwardAndLoss(Id tokens, Id targets) {
        // x = embedding(E, tokens) in the parameter dtype, then cast to the compute dtype.
        Id x = t_.op(t_.make(d_.T * d_.h * d_.P, Activations), {{embedding_}}, {tokens});
        if (d_.P != d_.C) {
            const Id cast = castTo(x, d_.C, d_.T * d_.h);
            t_.drop(x);
            x = cast;
        }
        std::vector<Id> balance; // the MoE layers' load-balancing losses
        for (int layer = 0; layer < int(blocks_.size()); ++layer) {
            Id aux = -1;
            const Id next = d_.checkpointing && t_.gradMode ? checkpointed(layer, x, &aux)
                                                            : blockForward(layer, x, &aux);
            t_.drop(x);
            x = next;
            if (aux >= 0)
                balance.push_back(aux);
        }
        const Id normed = rmsNorm(x, finalNorm_);
        t_.drop(x);
        const Id weight = castParameter(head_, d_.V * d_.h);
        const Id logits = linear(normed, weight, d_.h, d_.V, Logits);
        t_.drop(weight);
        t_.drop(normed);
        // Decoder::loss: log_softmax of the fp32 logits (saving its result), then nll_loss
        // (saving the log-probabilities and the targets).
        const Id logits32 = castTo(logits, 4, d_.T * d_.V, Logits);
        const Id logProbs = make(d_.T * d_.V * 4, Logits);
        t_.op(logProbs, {{logits32}}, {logProbs});
        t_.drop(logits32);
        t_.drop(logits); // the forward() result, a temporary of the caller's statement
        Id loss = t_.op(t_.make(4, Buffers), {{logProbs}}, {logProbs, targets});
        t_.drop(logProbs);
        if (balance.empty())
            return loss;
        // loss + (Σ balance) · coefficient / layers: scalars.
        Id sum = balance.front();
        for (std::size_t i = 1; i < balance.size(); ++i) {
            const Id next =
                t_.op(t_.make(4, Buffers), {{sum, Grad::Same}, {balance[i], Grad::Same}});
            t_.drop(sum);
            t_.drop(balance[i]);
            sum = next;
        }
        const Id weighted = t_.op(t_.make(4, Buffers), {{sum}});
        t_.drop(sum);
        const Id total = t_.op(t_.make(4, Buffers), {{loss, Grad::Same}, {weighted, Grad::Same}});
        t_.drop(weighted);
        t_.drop(loss);
        return total;
    }

    // The optimizer's peak: AdamW's two temporaries for the largest trainable tensor
    // (exp_avg_sq.sqrt() and its division, LibTorch's adamw.cpp), none for SGD.
    double optimizerTemporaries(OptimizerKind optimizer) const {
        if (optimizer != OptimizerKind::AdamW)
            return 0;
        double largest = 0;
        for (const Id p : trainable())
            largest = std::max(largest, t_.bytes(p));
        return 2 * largest;
    }

private:
    // decoder.h's Projection, Mlp and Block.
    struct Projection {
        Id weight = -1, loraA = -1, loraB = -1;
        double in = 0, out = 0;
    };
    struct Mlp {
        Projection gate, up, down;
    };
    struct Block {
        Id attnNorm = -1, mlpNorm = -1, router = -1;
        std::array<Projection, 4> attention; // q, k, v, o
        Mlp mlp;
        std::vector<Mlp> experts, shared;
        bool moe = false;

        std::vector<Id> parameters() const {
            std::vector<Id> list{attnNorm, mlpNorm, router};
            const auto add = [&](const Projection& p) {
                list.insert(list.end(), {p.weight, p.loraA, p.loraB});
            };
            const auto addMlp = [&](const Mlp& m) {
                for (const Projection* p : {&m.gate, &m.up, &m.down})
                    add(*p);
            };
            for (const Projection& p : attention)
                add(p);
            addMlp(mlp);
            for (const auto* group : {&experts, &shared})
                for (const Mlp& m : *group)
                    addMlp(m);
            return list;
        }
    };

    Id make(double bytes, Part part = Activations) { return t_.make(bytes, part); }

    // x.to(dtype): the same tensor when the dtype matches; else a copy whose backward converts
    // the gradient back.
    Id castTo(Id x, double dtypeBytes, double elements, Part part = Activations) {
        if (t_.bytes(x) == elements * dtypeBytes)
            return t_.alias(x);
        return t_.op(make(elements * dtypeBytes, part), {{x}});
    }
    Id castParameter(Id p, double elements) {
        if (d_.P == d_.C)
            return t_.alias(p);
        return t_.op(make(elements * d_.C), {{p}});
    }

    // torch::nn::functional::linear without bias: matmul with the transposed weight (MmBackward:
    // the input is saved for the weight's gradient, the weight for the input's).
    Id linear(Id x, Id w, double in, double out, Part part = Activations) {
        const double rows = t_.bytes(x) / (in * d_.C);
        const Id y = make(rows * out * d_.C, part);
        scratch(matmulScratch(1, rows, in, out, false));
        // Backward: x's gradient g·W (contracting over out), W's gradient gᵀ·x (over the rows).
        return t_.op(y,
                     {{x, Grad::New, matmulScratch(1, rows, out, in, false)},
                      {w, Grad::New, matmulScratch(1, out, rows, in, true)}},
                     saves(x, w));
    }
    void scratch(double bytes) {
        if (bytes > 0)
            t_.transient(bytes);
    }
    // oneDNN's scratchpad for a bf16 matrix product P[m x n] = A[m x c] · B[c x n] (batch of
    // `batch`), taken from LibTorch's allocator by mkldnn_matmul (ATen/native/mkldnn/Matmul.cpp,
    // used for bf16 when batch·m·c·n >= 16³). Fitted on the shapes probed in
    // docs/validation-pilot.md (oneDNN 2.6, avx512_core_bf16): A row-major: 128·⌈c⌉₃₂ + 768 bytes
    // for c <= 512, else 256·m + 16·c + 54,912 (at most 197,504); A a transposed view (the weight
    // gradients gᵀ·x): ⌈c⌉₃₂ (at most 512) × (2·n_b + 128) + 896, n_b = m split into blocks of at
    // most 256. fp32 runs OpenBLAS, which takes nothing from the allocator.
    double matmulScratch(double batch, double m, double c, double n, bool transposedA) const {
        if (d_.C != 2 || batch * m * c * n < 4096)
            return 0;
        const auto roundUp = [](double v, double step) { return std::ceil(v / step) * step; };
        if (!transposedA) // above 512 the contraction is blocked and the rows count instead
            return c <= 512 ? 128 * roundUp(c, 32) + 768
                            : std::min(256 * m + 16 * c + 54912, 197504.0);
        const double blocks = std::ceil(m / 256);
        const double nb = std::ceil(m / blocks);
        return std::min(roundUp(c, 32), 512.0) * (2 * nb + 128) + 896;
    }
    std::vector<Id> saves(Id a, Id b) const {
        std::vector<Id> saved;
        if (t_.requiresGrad(b))
            saved.push_back(a);
        if (t_.requiresGrad(a))
            saved.push_back(b);
        return saved;
    }
    // a * b (elementwise, b may broadcast): each is saved for the other's gradient; the
    // gradient of a broadcast operand is first computed at the output's size.
    Id mul(Id a, Id b, double outBytes) {
        const double broadcast = t_.requiresGrad(b) && t_.bytes(b) < outBytes ? outBytes : 0;
        return t_.op(make(outBytes), {{a}, {b}}, saves(a, b), broadcast);
    }

    // Decoder::linear: the base linear and, for a targeted linear, its LoRA path.
    Id loraLinear(const Projection& p, Id x) {
        const double rows = t_.bytes(x) / (p.in * d_.C);
        const Id w = castParameter(p.weight, p.in * p.out);
        Id y = linear(x, w, p.in, p.out);
        t_.drop(w);
        if (p.loraA < 0)
            return y;
        Id input = t_.alias(x);
        if (d_.dropout) {
            // torch::dropout on the CPU: a Bernoulli mask scaled by 1/(1-p), multiplied in (the
            // mask is saved when the input needs a gradient).
            const Id noise = make(rows * p.in * d_.C);
            const Id dropped = mul(input, noise, rows * p.in * d_.C);
            t_.drop(noise);
            t_.drop(input);
            input = dropped;
        }
        const Id a = castParameter(p.loraA, d_.r * p.in);
        const Id low = linear(input, a, p.in, d_.r);
        t_.drop(a);
        t_.drop(input);
        const Id bw = castParameter(p.loraB, d_.r * p.out);
        Id delta = linear(low, bw, d_.r, p.out);
        t_.drop(bw);
        t_.drop(low);
        // delta.mul_(scale): in place; its backward scales the gradient into a new tensor.
        const Id scaled = t_.inPlace(delta);
        t_.op(scaled, {{delta}});
        delta = scaled;
        const Id sum = t_.op(make(rows * p.out * d_.C), {{y, Grad::Same}, {delta, Grad::Same}});
        t_.drop(delta);
        t_.drop(y);
        return sum;
    }

    // Decoder::mlpInner: the activation before the down projection of `rows` rows; releases x.
    Id mlpInner(const Mlp& m, Id& x, double rows) {
        const double inner = rows * m.up.out * d_.C;
        Id result;
        if (d_.swiglu) {
            const Id gateLinear = loraLinear(m.gate, x);
            const Id gate = t_.op(make(inner), {{gateLinear}}, {gateLinear});
            t_.drop(gateLinear);
            const Id up = loraLinear(m.up, x);
            result = mul(gate, up, inner);
            t_.drop(up);
            t_.drop(gate);
        } else {
            const Id up = loraLinear(m.up, x);
            result = t_.op(make(inner), {{up}}, {up});
            t_.drop(up);
        }
        t_.drop(x);
        x = -1;
        return result;
    }

    // Decoder::moeForward on x [T, h] (routing at the balanced share: every expert receives
    // T·k/E rows; the sums over the experts, and so every saved tensor, do not depend on the
    // routing, only one expert's transients do).
    Id moeForward(const Block& block, Id x, Id* aux) {
        const double T = d_.T, E = d_.E, k = d_.k, th = T * d_.h * d_.C, slots = T * k;
        const Id flat = t_.op(t_.view(x, th), {{x, Grad::Same}});
        // probs = softmax(linear(flat, router), fp32): the logits and the cast weight are
        // temporaries of the statement.
        const Id w = castParameter(block.router, E * d_.h);
        const Id logits = linear(flat, w, d_.h, E);
        const Id logits32 = castTo(logits, 4, T * E);
        const Id probs = make(T * E * 4);
        t_.op(probs, {{logits32}}, {probs});
        t_.drop(logits32);
        t_.drop(logits);
        t_.drop(w);
        // topk: values (the gradient scattered into [T, E]) and int64 indices (saved).
        Id top = make(slots * 4);
        const Id indices = make(slots * 8);
        t_.op(top, {{probs}}, {indices});
        const Id sums = t_.op(make(T * 4), {{top, Grad::Same}});
        const Id divided = t_.op(make(slots * 4), {{top}, {sums}}, {top, sums});
        t_.drop(sums);
        t_.drop(top);
        top = castTo(divided, d_.C, slots);
        t_.drop(divided);
        // Dispatch: the stable sort's values (a temporary) and order, tokenOf, counts.
        const Id sortedValues = make(slots * 8);
        const Id order = make(slots * 8);
        t_.drop(sortedValues);
        const Id tokenOf = make(slots * 8);
        const Id counts = make(E * 8);
        Id routed = t_.op(make(slots * d_.h * d_.C), {{flat}}, {tokenOf});
        const Id topFlat = t_.op(t_.view(top, slots * d_.C), {{top, Grad::Same}});
        const Id selected = t_.op(make(slots * d_.C), {{topFlat}}, {order});
        const Id slotWeights = t_.op(t_.view(selected, slots * d_.C), {{selected, Grad::Same}});
        t_.drop(selected);
        t_.drop(topFlat);
        t_.drop(top);

        const double rows = slots / E;
        std::vector<Id> outputs;
        for (const Mlp& expert : block.experts) {
            // routed.narrow: a view whose gradient is scattered into a zero tensor of routed's
            // size.
            Id input = t_.op(t_.view(routed, rows * d_.h * d_.C), {{routed}});
            const Id inner = mlpInner(expert, input, rows);
            outputs.push_back(loraLinear(expert.down, inner));
            t_.drop(inner);
        }
        t_.drop(routed);
        routed = -1;
        // cat (its backward narrows the gradient: views), times the routing weights.
        std::vector<Tape::Input> pieces;
        for (const Id out : outputs)
            pieces.push_back({out, Grad::Same});
        const Id joined = t_.op(make(slots * d_.h * d_.C), pieces);
        Id weighted = mul(joined, slotWeights, slots * d_.h * d_.C);
        t_.drop(joined);
        for (const Id out : outputs)
            t_.drop(out);
        // zeros [T, h] with index_add_ in place (the source's gradient gathered by index_select).
        const Id zeros = make(th);
        Id combined = t_.inPlace(zeros);
        // IndexAddBackward0 keeps the source too: its formula's expand_as(source) makes the
        // generated code save it (derivatives.yaml, index_add).
        t_.op(combined, {{weighted}}, {tokenOf, weighted});
        t_.drop(weighted);
        for (const Mlp& shared : block.shared) {
            Id input = t_.alias(flat);
            const Id inner = mlpInner(shared, input, T);
            const Id down = loraLinear(shared.down, inner);
            const Id sum = t_.op(make(th), {{combined, Grad::Same}, {down, Grad::Same}});
            t_.drop(down);
            t_.drop(inner);
            t_.drop(combined);
            combined = sum;
        }
        // The load-balancing loss: counts as fp32 over T, probs.mean(0) (its gradient a new
        // [T, E]), the product, its sum, times E.
        const Id countsF = make(E * 4);
        const Id share = make(E * 4);
        t_.drop(countsF);
        const Id mean = t_.op(make(E * 4), {{probs}});
        const Id product = t_.op(make(E * 4), {{mean}}, {share});
        t_.drop(mean);
        const Id summed = t_.op(make(4), {{product}});
        t_.drop(product);
        *aux = t_.op(make(4), {{summed}});
        t_.drop(summed);
        t_.drop(share);

        const Id out = t_.op(t_.view(combined, th), {{combined, Grad::Same}});
        t_.drop(combined);
        t_.drop(slotWeights);
        for (const Id t : {counts, tokenOf, order, indices, probs, flat})
            t_.drop(t);
        return out;
    }

    // Decoder::rmsNorm: fp32 statistics (x² and the mean are kept for backward, rsqrt keeps its
    // result), the product cast back, then the weight.
    Id rmsNorm(Id x, Id weight) {
        const double th = d_.T * d_.h;
        const Id xf = castTo(x, 4, th);
        // inverse = rsqrt(xf.pow(2).mean(-1, true) + eps); pow's backward makes two temporaries.
        const Id squared = t_.op(make(th * 4), {{xf}}, {xf}, 2 * th * 4);
        const Id mean = t_.op(make(d_.T * 4), {{squared}}, {squared}, 0);
        const Id shifted = t_.op(make(d_.T * 4), {{mean, Grad::Same}});
        const Id inverse = make(d_.T * 4);
        t_.op(inverse, {{shifted}}, {inverse});
        t_.drop(shifted);
        t_.drop(mean);
        t_.drop(squared);
        // normed = (xf * inverse).to(C)
        const Id product = mul(xf, inverse, th * 4);
        const Id normed = castTo(product, d_.C, th);
        t_.drop(product);
        t_.drop(inverse);
        t_.drop(xf);
        // cast(weight) * normed
        const Id w = castParameter(weight, d_.h);
        const Id out = mul(w, normed, th * d_.C);
        t_.drop(w);
        t_.drop(normed);
        return out;
    }

    // Decoder::rope on [b, s, heads, d]: cat(-x2, x1) (narrow views; the negation a new tensor;
    // narrow's backward makes a full-size gradient), then x*cos + rotated*sin.
    Id rope(Id x, double heads) {
        const double full = d_.T * heads * d_.d * d_.C;
        if (d_.rotary != d_.d) {
            // An odd head_dim: rope of the first d-1 dimensions, the last passed through.
            const double part = d_.T * heads * d_.rotary * d_.C;
            const Id narrow = t_.op(t_.view(x, part), {{x}}); // gradient scattered back
            const Id rotated = ropeRotary(narrow, part);
            const Id rest = t_.op(t_.view(x, full - part), {{x}});
            const Id out = t_.op(make(full), {{rotated}, {rest}});
            t_.drop(rotated);
            t_.drop(narrow);
            t_.drop(rest);
            return out;
        }
        return ropeRotary(x, full);
    }
    Id ropeRotary(Id x, double bytes) {
        const Id second = t_.op(t_.view(x, bytes / 2), {{x}});
        const Id negated = t_.op(make(bytes / 2), {{second}});
        const Id first = t_.op(t_.view(x, bytes / 2), {{x}});
        const Id rotated = t_.op(make(bytes), {{negated, Grad::Same}, {first, Grad::Same}});
        t_.drop(negated);
        t_.drop(first);
        t_.drop(second);
        const Id xCos = t_.op(make(bytes), {{x}}); // cos is a buffer: nothing to save
        const Id rSin = t_.op(make(bytes), {{rotated}});
        const Id out = t_.op(make(bytes), {{xCos, Grad::Same}, {rSin, Grad::Same}});
        t_.drop(xCos);
        t_.drop(rSin);
        t_.drop(rotated);
        return out;
    }

    // Decoder::blockForward.
    Id blockForward(int index, Id x, Id* aux) {
        const Block& block = blocks_[std::size_t(index)];
        const double T = d_.T;
        Id normed = rmsNorm(x, block.attnNorm);
        const auto projected = [&](int target, double heads, bool rotary) {
            // q = rope(linear(normed).view(...)).transpose(1, 2).contiguous()
            const Id y = loraLinear(block.attention[std::size_t(target)], normed);
            Id result;
            if (rotary) {
                const Id roped = rope(y, heads);
                result = t_.op(make(T * heads * d_.d * d_.C), {{roped, Grad::Same}});
                t_.drop(roped);
            } else {
                result = t_.alias(y); // v: a transposed view
            }
            t_.drop(y);
            return result;
        };
        Id q = projected(int(LoraTarget::Q), d_.heads, true);
        Id k = projected(int(LoraTarget::K), d_.kv / d_.d, true);
        Id v = projected(int(LoraTarget::V), d_.kv / d_.d, false);
        t_.drop(normed);
        const double qBytes = T * d_.q * d_.C;
        // GQA/MQA: k and v expanded to every query head (a copy, reduced again in backward); MHA:
        // v made contiguous.
        const auto expanded = [&](Id t) {
            const Id out = t_.op(make(qBytes), {{t, d_.gqa ? Grad::New : Grad::Same}});
            t_.drop(t);
            return out;
        };
        if (d_.gqa) {
            k = expanded(k);
            v = expanded(v);
        } else {
            v = expanded(v);
        }
        // scores = bmm(q, k^T); scaled and masked in place; fp32 softmax (saving its result).
        const double sc = d_.b * d_.heads * d_.s * d_.s;
        const double batch = d_.b * d_.heads;
        Id scores = make(sc * d_.C);
        scratch(matmulScratch(batch, d_.s, d_.d, d_.s, false));
        // Backward: q's gradient g·k (over s), k's qᵀ·g (qᵀ a transposed view, over s).
        t_.op(scores,
              {{q, Grad::New, matmulScratch(batch, d_.s, d_.s, d_.d, false)},
               {k, Grad::New, matmulScratch(batch, d_.d, d_.s, d_.s, true)}},
              saves(q, k));
        t_.drop(q);
        t_.drop(k);
        for (int inPlace = 0; inPlace < 2; ++inPlace) { // mul_(1/sqrt(d)), masked_fill_(mask)
            const Id next = t_.inPlace(scores);
            t_.op(next, {{scores}});
            scores = next;
        }
        const Id scores32 = castTo(scores, 4, sc);
        const Id probs = make(sc * 4);
        t_.op(probs, {{scores32}}, {probs});
        t_.drop(scores32);
        t_.drop(scores);
        const Id probsC = castTo(probs, d_.C, sc);
        Id context = make(qBytes);
        scratch(matmulScratch(batch, d_.s, d_.s, d_.d, false));
        // Backward: the probabilities' gradient g·vᵀ (over d), v's probsᵀ·g (over s).
        t_.op(context,
              {{probsC, Grad::New, matmulScratch(batch, d_.s, d_.d, d_.s, false)},
               {v, Grad::New, matmulScratch(batch, d_.s, d_.s, d_.d, true)}},
              saves(probsC, v));
        t_.drop(probsC);
        t_.drop(probs);
        t_.drop(v);
        // view/transpose/reshape: a copy to [b, s, a*d]
        const Id flat = t_.op(make(qBytes), {{context, Grad::Same}});
        t_.drop(context);
        context = flat;
        const Id o = loraLinear(block.attention[std::size_t(LoraTarget::O)], context);
        const Id hidden = t_.op(make(T * d_.h * d_.C), {{x, Grad::Same}, {o, Grad::Same}});
        t_.drop(o);
        t_.drop(context);

        normed = rmsNorm(hidden, block.mlpNorm);
        Id mlp = -1, inner = -1;
        if (block.moe) {
            mlp = moeForward(block, normed, aux);
            t_.drop(normed);
        } else {
            inner = mlpInner(block.mlp, normed, T); // releases normed
            mlp = loraLinear(block.mlp.down, inner);
        }
        const Id out = t_.op(make(T * d_.h * d_.C), {{hidden, Grad::Same}, {mlp, Grad::Same}});
        t_.drop(mlp);
        t_.drop(inner);
        t_.drop(hidden);
        return out;
    }

    // CheckpointedBlock: the forward without a graph, keeping only the input and the CPU
    // generator's state; the backward takes the current state, recomputes the block with a graph
    // and backpropagates through it.
    // A MoE block's load-balancing loss, an output of the function too, is a scalar here.
    Id checkpointed(int index, Id x, Id* aux) {
        const Id rng = make(kGeneratorStateBytes, Buffers);
        t_.gradMode = false;
        const Id out = blockForward(index, x, aux);
        t_.gradMode = true;
        t_.customOp(out, x, parametersTrain(index), [this, index, x](int gradOut) {
            const Id current = make(kGeneratorStateBytes, Buffers);
            const bool inputGrad = t_.requiresGrad(x);
            // x.detach(): the same storage, a leaf of the inner graph when it needs grad.
            const Id input = t_.view(x, t_.bytes(x));
            const std::size_t first = t_.mark();
            if (inputGrad)
                t_.makeLeafRequiringGrad(input);
            Id innerAux = -1;
            const Id output = blockForward(index, input, &innerAux);
            // torch::autograd::backward({output}, {gradOutputs[0]}): the outer engine still
            // holds the gradient, so the inner one shares it (and adds to it out of place).
            t_.retain(gradOut);
            if (t_.requiresGrad(innerAux)) // and the load-balancing loss's gradient beside it
                t_.backward(output, gradOut, first, innerAux, t_.rootGradient());
            else
                t_.backward(output, gradOut, first);
            t_.drop(output);
            t_.drop(innerAux);
            const int grad = inputGrad ? t_.leafGrad(input) : -1;
            t_.drop(input);
            t_.drop(current);
            return grad;
        });
        graphHeld_.push_back(rng); // ctx->saved_data lives as long as the graph
        return out;
    }

public:
    // The graph is destroyed with the loss, after backward: what the nodes kept beyond their
    // saved tensors goes then.
    void releaseGraph() {
        for (const Id t : graphHeld_)
            t_.drop(t);
        graphHeld_.clear();
    }

private:
    bool parametersTrain(int index) const {
        for (const Id p : blocks_[std::size_t(index)].parameters())
            if (t_.requiresGrad(p))
                return true;
        return false;
    }

    Tape& t_;
    Dims d_;
    Id embedding_ = -1, finalNorm_ = -1, head_ = -1;
    std::vector<Block> blocks_;
    std::vector<Id> graphHeld_;
};

} // namespace

MemoryEstimate pilotMemoryEstimate(const Scenario& scenario) {
    const ModelArchitecture& arch = scenario.arch;
    const TrainingShape& t = scenario.shape;
    Dims d{};
    d.b = t.micro_batch;
    d.s = t.sequence_length;
    d.T = d.b * d.s;
    d.h = double(arch.hidden_size);
    d.i = double(arch.intermediate_size);
    d.heads = arch.attention_heads;
    d.d = arch.effectiveHeadDim();
    d.rotary = d.d - double(int(d.d) % 2);
    d.q = double(arch.queryWidth());
    d.kv = double(arch.kvWidth());
    d.r = t.lora_rank;
    d.V = double(arch.vocab_size);
    d.P = t.precision == Precision::Bf16 ? 2 : 4;
    d.C = (t.precision == Precision::Bf16 || t.precision == Precision::Bf16Mixed) ? 2 : 4;
    d.full = t.method == TrainingMethod::Full;
    d.swiglu = arch.mlp == MlpKind::SwiGlu;
    d.dropout = !d.full && t.lora_dropout;
    d.gqa = arch.kv_heads != arch.attention_heads;
    d.checkpointing = t.checkpointing == ActivationCheckpointing::Full;
    d.E = arch.experts;
    d.k = arch.experts_per_token;
    d.moeWidth = double(arch.moe_intermediate_size);
    d.sharedWidth = double(arch.sharedExpertWidth());
    if (!d.full)
        for (int target = 0; target < 7; ++target)
            if ((t.lora_targets >> target) & 1u &&
                !(LoraTarget(target) == LoraTarget::Gate && !d.swiglu))
                d.lora |= 1u << target;

    Ledger ledger;
    Tape tape(ledger);
    PilotModel model(tape, d, arch);
    // The optimizer's state, created at the first step and alive from then on.
    const double stateCopies = t.optimizer == OptimizerKind::AdamW         ? 2
                               : t.optimizer == OptimizerKind::SgdMomentum ? 1
                                                                           : 0;
    for (const Tape::Id p : model.trainable())
        tape.make(stateCopies * tape.bytes(p), d.full ? Optimizer : Adapters);

    // The second micro-batch is the first that meets the gradients accumulated so far; every
    // later one allocates and frees exactly as it does, so two replay the step's peak (and keep
    // the replay's cost independent of gradient_accumulation).
    const int replayedMicroBatches = std::clamp(t.gradient_accumulation, 1, 2);
    for (int micro = 0; micro < replayedMicroBatches; ++micro) {
        ledger.setPhase(StepPhase::Forward);
        const Tape::Id tokens = tape.make(d.T * 8, Buffers);
        const Tape::Id targets = tape.make(d.T * 8, Buffers);
        const std::size_t first = tape.mark();
        Tape::Id loss = model.forwardAndLoss(tokens, targets);
        if (t.gradient_accumulation > 1) { // loss / accumulation
            const Tape::Id divided = tape.op(tape.make(4, Buffers), {{loss}});
            tape.drop(loss);
            loss = divided;
        }
        tape.drop(tokens);
        tape.drop(targets);
        ledger.setPhase(StepPhase::Backward);
        if (tape.requiresGrad(loss))
            tape.backward(loss, tape.rootGradient(), first);
        tape.drop(loss);
        model.releaseGraph();
    }
    ledger.setPhase(StepPhase::Optimizer);
    ledger.transient(d.full ? Optimizer : Adapters, model.optimizerTemporaries(t.optimizer));
    tape.releaseParameterGradients();

    // Device-level figures as the planner's other profiles derive them (one device, no paging).
    MemoryEstimate m = ledger.estimate();
    m.reserved_bytes = std::int64_t(double(m.peak_allocated_bytes) *
                                    (1.0 + scenario.assumptions.allocator_fragmentation));
    m.runtime_bytes = scenario.gpu ? scenario.gpu->runtime_context_bytes : 0;
    m.device_total_bytes = m.reserved_bytes + m.runtime_bytes;
    m.usable_bytes = scenario.gpu ? scenario.gpu->memory_bytes : 0;
    m.headroom_bytes = m.usable_bytes - m.device_total_bytes;
    m.fits = m.headroom_bytes >= 0;
    m.margin_ok = double(m.headroom_bytes) >= scenario.memory_margin * double(m.usable_bytes);
    return m;
}

// Sharding arithmetic of ZeRO (Rajbhandari et al. 2020, §5: P_os, P_os+g, P_os+g+p divide the
// optimizer state, then the gradients, then the parameters by the data-parallel degree N) as the
// pilot implements it: DDP keeps PyTorch's default gradient_as_bucket_view=False, so its buckets
// hold a second copy of the gradients (torch/nn/parallel/distributed.py); ZeRO-1 keeps the full
// gradients beside its reduced chunk; FSDP's HYBRID_SHARD shards over the ranks of one node.
PilotModelState pilotModelState(const Scenario& scenario) {
    const ModelArchitecture& arch = scenario.arch;
    const TrainingShape& t = scenario.shape;
    const double P = t.precision == Precision::Bf16 ? 2 : 4;
    const double all = double(countParameters(arch).total(arch.layers));
    double trainable = all;
    if (t.method != TrainingMethod::Full) {
        trainable = 0;
        for (int target = 0; target < 7; ++target) {
            const auto lora = LoraTarget(target);
            if (!((t.lora_targets >> target) & 1u) ||
                (lora == LoraTarget::Gate && arch.mlp != MlpKind::SwiGlu))
                continue;
            // Every layer's matrix, each expert's in MoE layers (decoder.cpp adapts them all).
            forEachLayerMatrix(arch, lora, [&](std::int64_t in, std::int64_t out, int count) {
                trainable += double(t.lora_rank) * double(in + out) * count;
            });
        }
    }
    const double states = t.optimizer == OptimizerKind::AdamW         ? 2
                          : t.optimizer == OptimizerKind::SgdMomentum ? 1
                                                                      : 0;
    const ParallelLayout& layout = scenario.layout;
    const double n = layout.gpuCount();
    // LoRA adapters are parameters of the pilot's model beside the frozen base.
    double w = t.method == TrainingMethod::Full ? all : all + trainable, g = trainable,
           o = states * trainable;
    switch (layout.parallelism) {
    case Parallelism::Single:
        break;
    case Parallelism::Ddp:
        g = 2 * trainable;
        break;
    case Parallelism::Zero1:
        g = trainable + trainable / n;
        o /= n;
        break;
    case Parallelism::Zero2:
        g /= n;
        o /= n;
        break;
    case Parallelism::Zero3:
    case Parallelism::FsdpFull:
    case Parallelism::FsdpGradOp:
    case Parallelism::FsdpHybrid: {
        const double shards =
            layout.parallelism == Parallelism::FsdpHybrid ? layout.gpus_per_node : n;
        w /= shards;
        g /= shards;
        o /= shards;
        break;
    }
    }
    return {std::int64_t(w * P), std::int64_t(g * P), std::int64_t(o * P)};
}

} // namespace runcard
