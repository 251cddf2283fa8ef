#include "ui/app/gpu_comparison.h"

#include "ui/app/plan_session.h"

#include <algorithm>

namespace runcard::ui {

std::vector<GpuComparison> compareGpus(const Scenario& base, const GpuCatalog& catalog) {
    std::vector<const GpuSpec*> order;
    for (const std::string& id : referenceGpuIds())
        if (const GpuSpec* gpu = catalog.find(id))
            order.push_back(gpu);
    for (const GpuSpec& gpu : catalog.gpus)
        if (std::find(order.begin(), order.end(), &gpu) == order.end())
            order.push_back(&gpu);

    std::vector<GpuComparison> rows;
    rows.reserve(order.size());
    for (const GpuSpec* gpu : order) {
        GpuComparison row;
        row.gpu = gpu;
        Scenario s = base;
        s.gpu = gpu;
        s.layout = layoutFor(base.layout.parallelism, base.layout.gpuCount(),
                             gpu->max_gpus_per_node, base.layout.cpu_offload);
        row.plan = evaluate(s);
        for (Parallelism parallelism : comparedParallelisms) {
            FewestGpus fewest{parallelism, 0, {}};
            for (int count : triedGpuCounts) {
                if ((parallelism == Parallelism::Single) != (count == 1))
                    continue;
                s.layout =
                    layoutFor(parallelism, count, gpu->max_gpus_per_node, base.layout.cpu_offload);
                Plan plan = evaluate(s);
                if (plan.unsupported.empty() && plan.memory.margin_ok) {
                    fewest.count = count;
                    fewest.plan = std::move(plan);
                    break;
                }
            }
            if (fewest.count > 0 && (row.smallestCount == 0 || fewest.count < row.smallestCount ||
                                     (fewest.count == row.smallestCount &&
                                      fewest.plan.run.wall_time_s < row.smallestWallTime))) {
                row.smallestCount = fewest.count;
                row.smallestParallelism = parallelism;
                row.smallestWallTime = fewest.plan.run.wall_time_s;
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
        if (row.smallestCount == 0)
            continue;
        if (best.index < 0 || row.smallestCount < best.count ||
            (row.smallestCount == best.count &&
             row.smallestWallTime < rows[std::size_t(best.index)].smallestWallTime)) {
            best.index = int(i);
            best.count = row.smallestCount;
            best.parallelism = row.smallestParallelism;
        }
    }
    return best;
}

} // namespace runcard::ui
