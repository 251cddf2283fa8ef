// The numbers behind the compare view: the same card on every catalog GPU, at the card's layout and
// at the fewest GPUs that fit with the margin for each parallel layout. Pure; no widgets.
#pragma once

#include "planner/gpu_catalog.h"
#include "planner/plan.h"

#include <vector>

namespace runcard::ui {

// The layouts the compare view asks "how many GPUs?" for, in column order.
inline constexpr std::array<Parallelism, 4> comparedParallelisms{
    Parallelism::Single, Parallelism::Ddp, Parallelism::Zero3, Parallelism::FsdpFull};
// GPU counts tried, smallest first.
inline constexpr std::array<int, 7> triedGpuCounts{1, 2, 4, 8, 16, 32, 64};

struct FewestGpus {
    Parallelism parallelism = Parallelism::Single;
    int count = 0; // 0 = does not fit with the margin up to the largest count tried
    Plan plan;     // the plan at that count (valid when count > 0)
};

struct GpuComparison {
    const GpuSpec* gpu = nullptr;
    Plan plan;                      // at the card's own layout
    std::vector<FewestGpus> fewest; // one per comparedParallelisms entry
    int smallestCount = 0;          // fewest GPUs over all layouts (0 = none fits)
    Parallelism smallestParallelism = Parallelism::Single;
    double smallestWallTime = 0; // wall time of that smallest configuration
};

struct Recommendation {
    int index = -1; // into the comparison list; -1 = nothing fits
    int count = 0;
    Parallelism parallelism = Parallelism::Single;
};

// Reference GPUs (A100, H100, H200, MI300X) first, then the rest of the catalog in its order.
std::vector<GpuComparison> compareGpus(const Scenario& base, const GpuCatalog& catalog);
// The smallest configuration that fits with the margin: fewest GPUs, then the earliest finish.
Recommendation smallestFit(const std::vector<GpuComparison>& rows);

} // namespace runcard::ui
