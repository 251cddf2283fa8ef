#include "planner/comparison.h"

#include "planner/framework_layouts.h"

#include <algorithm>

namespace runcard {

std::vector<const GpuSpec*> comparisonGpus(const GpuCatalog& catalog) {
    std::vector<const GpuSpec*> ordered;
    for (const std::string& id : referenceGpuIds())
        if (const GpuSpec* gpu = catalog.find(id))
            ordered.push_back(gpu);
    for (const GpuSpec& gpu : catalog.gpus)
        if (std::find(ordered.begin(), ordered.end(), &gpu) == ordered.end())
            ordered.push_back(&gpu);
    return ordered;
}

ParallelLayout layoutFor(Parallelism parallelism, int count, int maxPerNode, bool cpuOffload) {
    ParallelLayout layout;
    layout.parallelism = count <= 1 ? Parallelism::Single : parallelism;
    const int perNode = std::max(1, std::min(count, std::max(1, maxPerNode)));
    layout.gpus_per_node = perNode;
    layout.nodes = (count + perNode - 1) / perNode;
    layout.cpu_offload = cpuOffload;
    return layout;
}

ParallelLayout layoutOn(const GpuSpec& gpu, const ParallelLayout& layout) {
    // The node size resolve() accepts for a card on this GPU (its scale-up domain) is kept.
    if (layout.gpus_per_node <= gpu.scaleUpDomain())
        return layout;
    return layoutFor(layout.parallelism, layout.gpuCount(), gpu.max_gpus_per_node,
                     layout.cpu_offload);
}

FewestGpus fewestGpus(Scenario s, Parallelism parallelism) {
    FewestGpus fewest{parallelism, true, 0, {}};
    if (!frameworkRunsLayout(s.assumptions.framework, parallelism)) {
        fewest.offered = false;
        return fewest;
    }
    for (int count : triedGpuCounts) {
        if ((parallelism == Parallelism::Single) != (count == 1))
            continue;
        s.layout = layoutFor(parallelism, count, s.gpu->max_gpus_per_node, s.layout.cpu_offload);
        Plan plan = evaluate(s);
        if (!plan.unsupported.empty())
            break; // the GPU cannot run the card at any count
        if (plan.memory.margin_ok) {
            fewest.count = count;
            fewest.plan = std::move(plan);
            break;
        }
    }
    return fewest;
}

const FewestGpus* GpuComparison::fewestFor(Parallelism parallelism) const {
    for (const FewestGpus& f : fewest)
        if (f.parallelism == parallelism)
            return &f;
    return nullptr;
}

std::vector<GpuComparison> compareGpus(const Scenario& base,
                                       const std::vector<const GpuSpec*>& gpus,
                                       const AssumptionsOn& assumptionsOn) {
    std::vector<GpuComparison> rows;
    rows.reserve(gpus.size());
    for (const GpuSpec* gpu : gpus) {
        GpuComparison row;
        row.gpu = gpu;
        row.scenario = base;
        row.scenario.gpu = gpu;
        row.scenario.layout = layoutOn(*gpu, base.layout);
        if (assumptionsOn)
            row.scenario.assumptions = assumptionsOn(*gpu);
        row.plan = evaluate(row.scenario);
        for (Parallelism parallelism : fewestGpuLayouts) {
            FewestGpus fewest = fewestGpus(row.scenario, parallelism);
            if (fewest.count > 0 && (row.smallest_count == 0 || fewest.count < row.smallest_count ||
                                     (fewest.count == row.smallest_count &&
                                      fewest.plan.run.wall_time_s < row.smallest_wall_time_s))) {
                row.smallest_count = fewest.count;
                row.smallest_parallelism = parallelism;
                row.smallest_wall_time_s = fewest.plan.run.wall_time_s;
            }
            row.fewest.push_back(std::move(fewest));
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

Recommendation smallestFit(const std::vector<GpuComparison>& rows) {
    Recommendation best;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const GpuComparison& row = rows[i];
        if (row.smallest_count == 0)
            continue;
        const GpuComparison* current = best.index < 0 ? nullptr : &rows[std::size_t(best.index)];
        const bool measured = row.gpu->kernel_priors_measured;
        const bool better = !current || row.smallest_count < best.count ||
                            (row.smallest_count == best.count &&
                             (measured != current->gpu->kernel_priors_measured
                                  ? measured
                                  : row.smallest_wall_time_s < current->smallest_wall_time_s));
        if (better) {
            best.index = int(i);
            best.count = row.smallest_count;
            best.parallelism = row.smallest_parallelism;
        }
    }
    return best;
}

} // namespace runcard
