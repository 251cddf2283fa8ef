// What one GPU sends in one expert-parallel exchange of a mixture-of-experts layer (a dispatch, a
// combine or either's gradient), by dispatcher: to the other GPUs of its node and to other nodes.
// Derivation: docs/mixture-of-experts.md, "Expert parallelism".
#pragma once

#include "planner/enums.h"

namespace runcard {

// Copies of one token's hidden state a GPU sends, inside its node and beyond it.
struct ExpertExchange {
    double on_node = 0;
    double off_node = 0;
};

// `experts` routed experts split evenly over `ranks` GPUs, `perNode` of them in each node; a token
// visits `k` distinct experts, spread as `routing` spreads them at balanced loads (evenly at
// random, or k adjacent experts starting at a multiple of k), and each expert's rows are padded
// to `capacity` (1 = dropless).
ExpertExchange expertExchangePerToken(MoeDispatcher dispatcher, int experts, int k, int ranks,
                                      int perNode, double capacity,
                                      MoeRouting routing = MoeRouting::Random);

// The expected number of consecutive groups of `held` experts that k adjacent experts starting at
// a multiple of k overlap: 1 + (k − gcd(k, held)) / held (a group boundary falls strictly inside
// the block at that rate over the block's starts).
double groupsSpanned(int k, int held);

// The probability that a token's `k` distinct experts, drawn evenly from `experts`, all miss a
// given `held` of them: C(E − H, k) / C(E, k).
double missesAll(double experts, double held, int k);

} // namespace runcard
