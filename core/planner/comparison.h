// The same card on every GPU of the comparison set, and the fewest GPUs each parallel layout needs
// to fit it with its memory margin: one definition, used by `runcard-cli compare`, the app's
// compare view and the PDF report alike (through CardPlanner, card_planner.h).
#pragma once

#include "planner/plan.h"

#include <array>
#include <functional>
#include <vector>

namespace runcard {

// The comparison set in display order: the article's four (referenceGpuIds) first, then the rest
// of the catalog in its own order. Every comparison shows exactly these GPUs, so the one a
// comparison recommends is always among them.
std::vector<const GpuSpec*> comparisonGpus(const GpuCatalog& catalog);

// `count` GPUs spread over nodes of at most `maxPerNode`; one GPU is always Single.
ParallelLayout layoutFor(Parallelism parallelism, int count, int maxPerNode, bool cpuOffload);
// `layout` on `gpu`: as it is when its GPUs per node fit the GPU's scale-up domain (the limit
// resolve() refuses a card beyond), else the same GPU count re-spread over the GPU's machines.
ParallelLayout layoutOn(const GpuSpec& gpu, const ParallelLayout& layout);

// The layouts "fewest GPUs" is asked for, in column order: no sharding, data parallel, sharded
// optimizer and gradients, sharded everything (DeepSpeed and FSDP flavours).
inline constexpr std::array<Parallelism, 5> fewestGpuLayouts{Parallelism::Single, Parallelism::Ddp,
                                                             Parallelism::Zero2, Parallelism::Zero3,
                                                             Parallelism::FsdpFull};
// GPU counts tried, smallest first: whole nodes of 8 beyond one node.
inline constexpr std::array<int, 7> triedGpuCounts{1, 2, 4, 8, 16, 32, 64};

struct FewestGpus {
    Parallelism parallelism = Parallelism::Single;
    bool offered = true; // the card's framework runs this layout (framework_layouts.h)
    int count = 0;       // 0 = no count tried fits with the margin, or not offered
    Plan plan;           // the plan at that count (valid when count > 0)
};

// The smallest tried count at which `scenario` (its GPU, micro-batch and checkpointing) fits with
// its memory margin under `parallelism`.
FewestGpus fewestGpus(Scenario scenario, Parallelism parallelism);

struct GpuComparison {
    const GpuSpec* gpu = nullptr;
    Scenario scenario;              // the card on this GPU, as planned (calibration included)
    Plan plan;                      // at the card's layout
    std::vector<FewestGpus> fewest; // one per fewestGpuLayouts entry
    int smallest_count = 0;         // fewest GPUs over all layouts (0 = none fits)
    Parallelism smallest_parallelism = Parallelism::Single;
    double smallest_wall_time_s = 0; // wall time of that smallest configuration

    const FewestGpus* fewestFor(Parallelism parallelism) const;
};

// The smallest configuration that fits with the margin: fewest GPUs, then a card whose kernel
// shares are measured before one whose step time is uncalibrated (an unmeasured speed does not
// decide a tie), then the earliest finish.
struct Recommendation {
    int index = -1; // into the comparison; -1 = nothing fits
    int count = 0;
    Parallelism parallelism = Parallelism::Single;
};

// The assumptions to plan with on a GPU (a pilot's calibration holds per GPU). Empty = the base
// scenario's own on every GPU.
using AssumptionsOn = std::function<ModelingAssumptions(const GpuSpec&)>;

// `base` on every GPU of `gpus`, at base's layout (layoutOn) and at the fewest GPUs per layout.
std::vector<GpuComparison> compareGpus(const Scenario& base,
                                       const std::vector<const GpuSpec*>& gpus,
                                       const AssumptionsOn& assumptionsOn = {});
Recommendation smallestFit(const std::vector<GpuComparison>& rows);

} // namespace runcard
