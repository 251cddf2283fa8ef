// PilotModel's mixture-of-experts layer: router, dispatch, every expert, combine, balancing loss.
#include "planner/pilot_replay_model.h"

#include <vector>

namespace runcard::pilot_replay {

// Decoder::moeForward on x [T, h] (routing at the balanced share: every expert receives
// T·k/E rows; the sums over the experts, and so every saved tensor, do not depend on the
// routing, only one expert's transients do).
Id PilotModel::moeForward(const Block& block, Id x, Id* aux) {
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

} // namespace runcard::pilot_replay
