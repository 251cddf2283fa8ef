#include "planner/expert_exchange.h"

#include <algorithm>
#include <numeric>

namespace runcard {

double missesAll(double experts, double held, int k) {
    // C(E − H, k) / C(E, k) = ∏_{i < k} (E − H − i) / (E − i)
    double p = 1.0;
    for (int i = 0; i < k && p > 0; ++i)
        p *= std::max(experts - held - i, 0.0) / std::max(experts - i, 1.0);
    return p;
}

double groupsSpanned(int k, int held) {
    if (k <= 0 || held <= 0)
        return 1.0;
    return 1.0 + double(k - std::gcd(k, held)) / held;
}

ExpertExchange expertExchangePerToken(MoeDispatcher dispatcher, int experts, int k, int ranks,
                                      int perNode, double capacity, MoeRouting routing) {
    ExpertExchange e;
    if (ranks <= 1 || experts <= 0 || k <= 0)
        return e;
    perNode = std::clamp(perNode, 1, ranks);
    const double n = ranks, r = perNode;
    switch (dispatcher) {
    case MoeDispatcher::AllToAll:
        // Every token-expert pair is a row of the exchange (Megatron-Core
        // MoEAlltoAllTokenDispatcher permutes a token once per expert before the all-to-all), and
        // its expert sits on any of the n GPUs alike.
        e.on_node = k * capacity * (r - 1) / n;
        e.off_node = k * capacity * (n - r) / n;
        break;
    case MoeDispatcher::DeepEp: {
        // A token crosses the network once to each other node holding any of its experts, lands
        // on the GPU of its own rail there and is forwarded over NVLink to the GPUs holding them;
        // inside its own node it goes once to each such GPU (DeepSeek-V3, arXiv:2412.19437
        // §3.2.2; torchtitan/distributed/deepep/deepep.py: "a compact, deduplicated layout").
        // Each of the N nodes then forwards to its r − 1 other GPUs what any node sends it.
        const double nodes = n / r;
        const double perGpu = double(experts) / n;
        // Adjacent experts (a benchmark gate) fill whole GPUs and nodes: each one the block
        // overlaps, of n GPUs and N nodes alike.
        const bool adjacent = routing == MoeRouting::Contiguous;
        // expert_parallel divides the experts (resolve.cpp), so a GPU's and a node's are whole.
        const int gpuExperts = experts / ranks;
        const double gpuHit = adjacent ? std::min(groupsSpanned(k, gpuExperts), n) / n
                                       : 1.0 - missesAll(experts, perGpu, k);
        const double nodeHit = adjacent
                                   ? std::min(groupsSpanned(k, gpuExperts * perNode), nodes) / nodes
                                   : 1.0 - missesAll(experts, perGpu * r, k);
        e.off_node = capacity * (nodes - 1) * nodeHit;
        e.on_node = capacity * (n - nodes) * gpuHit;
        break;
    }
    }
    return e;
}

} // namespace runcard
