// PilotModel's parameters, decoder block with attention, per-block checkpointing, forward and loss.
#include "planner/pilot_replay_model.h"

#include <algorithm>

namespace runcard::pilot_replay {

// The CPU generator's state as at::CPUGeneratorImpl::get_state returns it (the mt19937 state and
// the cached normals of ATen/CPUGeneratorImpl.cpp): CheckpointedBlock keeps one per block and takes
// one more while it recomputes.
constexpr double kGeneratorStateBytes = 5056;

PilotModel::PilotModel(Tape& tape, const Dims& d, const ModelArchitecture& arch) : t_(tape), d_(d) {
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
    if (arch.isLatentAttention())
        latent_ = {double(arch.qk_nope_head_dim), double(arch.qk_rope_head_dim),
                   double(arch.v_head_dim), double(arch.kv_lora_rank), double(arch.q_lora_rank)};
    const int step = std::max(1, arch.moe_layer_step);
    for (int layer = 0; layer < arch.layers; ++layer) {
        Block block;
        block.attnNorm = weight(d.h, Weights, d.full);
        block.mlpNorm = weight(d.h, Weights, d.full);
        if (arch.qk_norm != QkNorm::None) {
            qkNormPerHead_ = arch.qk_norm == QkNorm::PerHead;
            block.qNorm = weight(qkNormPerHead_ ? d.d : d.q, Weights, d.full);
            block.kNorm = weight(qkNormPerHead_ ? d.d : d.kv, Weights, d.full);
        }
        for (int target = 0; target < 4; ++target) {
            const LinearShape shape = linearShape(arch, LoraTarget(target));
            block.attention[std::size_t(target)] =
                projection(LoraTarget(target), double(shape.in), double(shape.out));
        }
        if (arch.isLatentAttention()) { // decoder.cpp: q_a_proj, q_a_layernorm, kv_a_layernorm
            if (arch.q_lora_rank > 0) {
                block.qA.in = d.h;
                block.qA.out = arch.q_lora_rank;
                block.qA.weight = weight(d.h * arch.q_lora_rank, Weights, d.full);
                block.qANorm = weight(arch.q_lora_rank, Weights, d.full);
            }
            block.kvNorm = weight(arch.kv_lora_rank, Weights, d.full);
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
    // RoPE tables [s, 1, rotary] in the compute dtype, the causal mask [s, s] bool, and the
    // local layers' mask where the model has local layers.
    t_.make(2 * d.s * d.rotary * d.C, Buffers);
    t_.make(d.s * d.s, Buffers);
    if (arch.sliding_window > 0 || arch.attention_chunk > 0)
        t_.make(d.s * d.s, Buffers);
}

std::vector<Id> PilotModel::trainable() const {
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

Id PilotModel::forwardAndLoss(Id tokens, Id targets) {
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
    const Id normed = rmsNorm(x, finalNorm_, d_.T, d_.h, d_.h);
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
        const Id next = t_.op(t_.make(4, Buffers), {{sum, Grad::Same}, {balance[i], Grad::Same}});
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

double PilotModel::optimizerTemporaries(OptimizerKind optimizer) const {
    if (optimizer != OptimizerKind::AdamW)
        return 0;
    double largest = 0;
    for (const Id p : trainable())
        largest = std::max(largest, t_.bytes(p));
    return 2 * largest;
}

std::vector<Id> PilotModel::Block::parameters() const {
    std::vector<Id> list{attnNorm, mlpNorm, qNorm, kNorm, router, qA.weight, qANorm, kvNorm};
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

// Decoder::latentQkv, statement by statement. A narrow is a view whose backward scatters its
// gradient into a zero tensor of the whole input's size; cat and contiguous pass the output's
// gradient on (as the grouped-query path's RoPE does); expand's backward sums into the input's
// size.
void PilotModel::latentQkv(const Block& block, Id& normed, Id& q, Id& k, Id& v) {
    const double T = d_.T, a = d_.heads, C = d_.C;
    const LatentDims& l = latent_;
    const auto narrow = [&](Id x, double bytes) { return t_.op(t_.view(x, bytes), {{x}}); };
    // query = linear(q, rmsNorm(linear(q_a, normed), q_a_norm)), or linear(q, normed).
    Id query;
    if (block.qA.weight >= 0) {
        const Id compressed = loraLinear(block.qA, normed);
        const Id normedQuery = rmsNorm(compressed, block.qANorm, T, l.queryRank, l.queryRank);
        query = loraLinear(block.attention[std::size_t(LoraTarget::Q)], normedQuery);
        t_.drop(normedQuery);
        t_.drop(compressed);
    } else {
        query = loraLinear(block.attention[std::size_t(LoraTarget::Q)], normed);
    }
    const Id latent = loraLinear(block.attention[std::size_t(LoraTarget::K)], normed);
    t_.drop(normed);
    normed = -1;
    // kv = linear(v, rmsNorm(latent.narrow(rank))).view(...)
    {
        const Id rankPart = narrow(latent, T * l.rank * C);
        const Id normedLatent = rmsNorm(rankPart, block.kvNorm, T, l.rank, l.rank);
        v = loraLinear(block.attention[std::size_t(LoraTarget::V)], normedLatent);
        t_.drop(normedLatent);
        t_.drop(rankPart);
    }
    const Id kv = v;
    const double qkBytes = T * a * (l.nope + l.rope) * C;
    // cat(unrotated, rotary part).transpose(1, 2).contiguous(), the statement's temporaries
    // released after the copy.
    const auto joinedHeads = [&](Id unrotated, Id rotary) {
        const Id joined = t_.op(make(qkBytes), {{unrotated, Grad::Same}, {rotary, Grad::Same}});
        const Id out = t_.op(make(qkBytes), {{joined, Grad::Same}});
        t_.drop(joined);
        return out;
    };
    // q = cat(query.narrow(nope), rope(query.narrow(rope))).transpose(1, 2).contiguous()
    {
        const Id unrotated = narrow(query, T * a * l.nope * C);
        const Id rotary = narrow(query, T * a * l.rope * C);
        const Id turned = ropeRotary(rotary, T * a * l.rope * C);
        q = joinedHeads(unrotated, turned);
        t_.drop(turned);
        t_.drop(rotary);
        t_.drop(unrotated);
    }
    t_.drop(query);
    // shared = rope(latent.narrow(rope).unsqueeze(2)): one head's rotary key part.
    const Id sharedPart = narrow(latent, T * l.rope * C);
    const Id shared = ropeRotary(sharedPart, T * l.rope * C);
    t_.drop(sharedPart);
    t_.drop(latent);
    // k = cat(kv.narrow(nope), shared.expand(heads)).transpose(1, 2).contiguous()
    {
        const Id unrotated = narrow(kv, T * a * l.nope * C);
        const Id everyHead = t_.op(t_.view(shared, T * a * l.rope * C), {{shared}});
        k = joinedHeads(unrotated, everyHead);
        t_.drop(everyHead);
        t_.drop(unrotated);
    }
    t_.drop(shared);
    // v = kv.narrow(v).transpose(1, 2).contiguous()
    const Id values = narrow(kv, T * a * l.v * C);
    v = t_.op(make(T * a * l.v * C), {{values, Grad::Same}});
    t_.drop(values);
    t_.drop(kv);
}

// Decoder::blockForward.
Id PilotModel::blockForward(int index, Id x, Id* aux) {
    const Block& block = blocks_[std::size_t(index)];
    const double T = d_.T;
    Id normed = rmsNorm(x, block.attnNorm, T, d_.h, d_.h);
    const auto projected = [&](int target, double heads, bool rotary) {
        // q = rope(heads(linear(normed), q_norm)).transpose(1, 2).contiguous(); the query and key
        // norms per head (T·heads rows of d) or over the projection (T rows of heads·d).
        Id y = loraLinear(block.attention[std::size_t(target)], normed);
        const Id norm = target == int(LoraTarget::Q)   ? block.qNorm
                        : target == int(LoraTarget::K) ? block.kNorm
                                                       : -1;
        if (norm >= 0) {
            const Id n = qkNormPerHead_ ? rmsNorm(y, norm, T * heads, d_.d, d_.d)
                                        : rmsNorm(y, norm, T, heads * d_.d, heads * d_.d);
            t_.drop(y);
            y = n;
        }
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
    const bool latent = latent_.rank > 0;
    Id q = -1, k = -1, v = -1;
    if (latent) {
        latentQkv(block, normed, q, k, v);
    } else {
        q = projected(int(LoraTarget::Q), d_.heads, true);
        k = projected(int(LoraTarget::K), d_.kv / d_.d, true);
        v = projected(int(LoraTarget::V), d_.kv / d_.d, false);
        t_.drop(normed);
    }
    const double qBytes = T * d_.q * d_.C;
    // The values' head size (latent attention: v_head_dim) and the context's bytes.
    const double dv = latent ? latent_.v : d_.d;
    const double vBytes = T * d_.heads * dv * d_.C;
    // GQA/MQA: k and v expanded to every query head (a copy, reduced again in backward); MHA:
    // v made contiguous (latent attention's are already).
    const auto expanded = [&](Id t) {
        const Id out = t_.op(make(qBytes), {{t, d_.gqa ? Grad::New : Grad::Same}});
        t_.drop(t);
        return out;
    };
    if (!latent && d_.gqa) {
        k = expanded(k);
        v = expanded(v);
    } else if (!latent) {
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
    Id context = make(vBytes);
    scratch(matmulScratch(batch, d_.s, d_.s, dv, false));
    // Backward: the probabilities' gradient g·vᵀ (over dv), v's probsᵀ·g (over s).
    t_.op(context,
          {{probsC, Grad::New, matmulScratch(batch, d_.s, dv, d_.s, false)},
           {v, Grad::New, matmulScratch(batch, d_.s, d_.s, dv, true)}},
          saves(probsC, v));
    t_.drop(probsC);
    t_.drop(probs);
    t_.drop(v);
    // view/transpose/reshape: a copy to [b, s, a*dv]
    const Id flat = t_.op(make(vBytes), {{context, Grad::Same}});
    t_.drop(context);
    context = flat;
    const Id o = loraLinear(block.attention[std::size_t(LoraTarget::O)], context);
    const Id hidden = t_.op(make(T * d_.h * d_.C), {{x, Grad::Same}, {o, Grad::Same}});
    t_.drop(o);
    t_.drop(context);

    normed = rmsNorm(hidden, block.mlpNorm, T, d_.h, d_.h);
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
Id PilotModel::checkpointed(int index, Id x, Id* aux) {
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

void PilotModel::releaseGraph() {
    for (const Id t : graphHeld_)
        t_.drop(t);
    graphHeld_.clear();
}

bool PilotModel::parametersTrain(int index) const {
    for (const Id p : blocks_[std::size_t(index)].parameters())
        if (t_.requiresGrad(p))
            return true;
    return false;
}

} // namespace runcard::pilot_replay
