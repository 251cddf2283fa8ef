#include "planner/rental_decision.h"

#include <algorithm>

namespace runcard {

const char* toString(DecisionBasis basis) {
    switch (basis) {
    case DecisionBasis::NothingFits:
        return "nothing-fits";
    case DecisionBasis::CostPerRun:
        return "cost-per-run";
    case DecisionBasis::CostAndWaiting:
        return "cost-and-waiting";
    case DecisionBasis::SmallestFit:
        return "smallest-fit";
    }
    return "nothing-fits";
}

ScoreRange scoreRange(const CostEstimate& cost, double waitingCostPerDay) {
    if (!cost.total)
        return {};
    constexpr double kSecondsPerDay = 86400;
    return {cost.total->low + waitingCostPerDay * cost.window_low_s / kSecondsPerDay,
            cost.total->high + waitingCostPerDay * cost.window_high_s / kSecondsPerDay};
}

RentalDecision decideRental(const RunCard& card, const std::vector<GpuComparison>& rows,
                            const PriceCatalog& prices, double pilotStepTimeSpread) {
    RentalDecision decision;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const GpuComparison& row = rows[i];
        const FewestGpus* fewest = row.fewestFor(row.smallest_parallelism);
        if (row.smallest_count == 0 || !fewest || fewest->count == 0)
            continue;
        // The card as it would be rented on this GPU: the layout its smallest fit uses.
        RunCard rented = card;
        const ParallelLayout layout =
            layoutFor(row.smallest_parallelism, row.smallest_count, row.gpu->max_gpus_per_node,
                      row.scenario.layout.cpu_offload);
        rented.hardware.gpu = row.gpu->id;
        rented.hardware.parallelism = layout.parallelism;
        rented.hardware.gpus_per_node = layout.gpus_per_node;
        rented.hardware.nodes = layout.nodes;
        DecisionCandidate candidate{
            int(i), row.smallest_count, row.smallest_parallelism,
            estimateCost(rented, *row.gpu, fewest->plan, prices, pilotStepTimeSpread)};
        if (candidate.cost.score)
            decision.ranked.push_back(std::move(candidate));
        else
            ++decision.unpriced;
    }
    decision.smallest = smallestFit(rows);
    if (decision.ranked.empty()) {
        const Recommendation& smallest = decision.smallest;
        decision.basis =
            smallest.index < 0 ? DecisionBasis::NothingFits : DecisionBasis::SmallestFit;
        decision.index = smallest.index;
        decision.count = smallest.count;
        decision.parallelism = smallest.parallelism;
        return decision;
    }
    // Lowest score first; at an equal score the fewer GPUs, then the earlier finish.
    std::stable_sort(decision.ranked.begin(), decision.ranked.end(),
                     [](const DecisionCandidate& a, const DecisionCandidate& b) {
                         if (*a.cost.score != *b.cost.score)
                             return *a.cost.score < *b.cost.score;
                         if (a.count != b.count)
                             return a.count < b.count;
                         return a.cost.finish_days < b.cost.finish_days;
                     });
    const DecisionCandidate& best = decision.ranked.front();
    decision.basis = card.rental.waiting_cost_per_day > 0 ? DecisionBasis::CostAndWaiting
                                                          : DecisionBasis::CostPerRun;
    decision.index = best.index;
    decision.count = best.count;
    decision.parallelism = best.parallelism;
    decision.cost = best.cost;
    if (decision.ranked.size() > 1) {
        const double waiting = card.rental.waiting_cost_per_day;
        decision.next_within_range =
            scoreRange(decision.ranked[1].cost, waiting).low < scoreRange(best.cost, waiting).high;
    }
    return decision;
}

} // namespace runcard
