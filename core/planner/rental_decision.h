// The article's fixed-duration decision ("Make the fixed-duration decision": divide the total cost
// of the run by its successful output, never by a theoretical peak, and weigh the value of
// finishing earlier): each GPU at its smallest configuration that keeps the memory margin (the
// comparison's per-GPU answer), priced over the whole rental window, and the lowest cost of a
// completed run, plus the card's value of a day earlier times the days it takes, chosen. Every GPU
// trains the card's same tokens, so the lowest cost per run is the lowest cost per successful
// output. One rule for the app's compare page, the report and runcard-cli (docs/cost-model.md,
// "The decision").
#pragma once

#include "planner/comparison.h"
#include "planner/cost_model.h"

#include <optional>
#include <vector>

namespace runcard {

enum class DecisionBasis {
    NothingFits,    // no GPU of the comparison fits with the margin on up to 64 GPUs
    CostPerRun,     // the lowest cost of a completed run (no value set on finishing earlier)
    CostAndWaiting, // the lowest cost plus rental.waiting_cost_per_day x the days it takes
    SmallestFit     // no GPU that fits has a price: the smallest fit (smallestFit) instead
};

// "cost-per-run", "cost-and-waiting", "smallest-fit", "nothing-fits": stable, for JSON.
const char* toString(DecisionBasis basis);

// One GPU at its smallest configuration, priced.
struct DecisionCandidate {
    int index = -1; // into the comparison
    int count = 0;
    Parallelism parallelism = Parallelism::Single;
    CostEstimate cost; // at that configuration; `cost.total` missing without a price
};

struct RentalDecision {
    DecisionBasis basis = DecisionBasis::NothingFits;
    int index = -1; // into the comparison; -1 when nothing fits
    int count = 0;
    Parallelism parallelism = Parallelism::Single;
    std::optional<CostEstimate> cost; // the chosen configuration priced
    // The priced candidates best first (CostPerRun, CostAndWaiting), for "against X on the next".
    std::vector<DecisionCandidate> ranked;
    int unpriced = 0; // GPUs that fit but have no price, so are not ranked
    // The next candidate's range reaches below this one's high end (scoreRange): within the
    // planner's and the prices' uncertainty it may be the cheaper, so a pilot on both decides.
    bool next_within_range = false;
    // The smallest configuration that fits (smallestFit): the memory stage's answer, said beside
    // the decision where it is another GPU.
    Recommendation smallest;

    Recommendation recommendation() const { return {index, count, parallelism}; }
};

// A priced candidate's score from its cost range and its window's range: the low total plus the
// waiting cost of the short window, the high total plus that of the long one.
struct ScoreRange {
    double low = 0;
    double high = 0;
};
ScoreRange scoreRange(const CostEstimate& cost, double waitingCostPerDay);

// `card` (its rental section, checkpoint plan and data) on every row of `rows`, each at its
// smallest configuration. `pilotStepTimeSpread` as estimateCost takes it.
RentalDecision decideRental(const RunCard& card, const std::vector<GpuComparison>& rows,
                            const PriceCatalog& prices, double pilotStepTimeSpread = 0);

} // namespace runcard
