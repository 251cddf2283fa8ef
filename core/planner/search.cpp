#include "planner/search.h"

#include "planner/framework_layouts.h"

#include <algorithm>
#include <cmath>

namespace runcard {
namespace {

bool validLayout(Parallelism parallelism, int gpus) {
    if (parallelism == Parallelism::Single)
        return gpus == 1;
    return gpus > 1;
}

// Lexicographic ranking keys per goal; smaller is better.
bool better(const Candidate& a, const Candidate& b, SearchGoal goal) {
    const int gpusA = a.layout.gpuCount(), gpusB = b.layout.gpuCount();
    const double wallA = a.plan.run.wall_time_s, wallB = b.plan.run.wall_time_s;
    switch (goal) {
    case SearchGoal::FewestGpus:
        if (gpusA != gpusB)
            return gpusA < gpusB;
        return wallA < wallB;
    case SearchGoal::EarliestFinish:
        if (wallA != wallB)
            return wallA < wallB;
        return gpusA < gpusB;
    case SearchGoal::LowestCost: {
        // Unknown prices rank after every priced configuration.
        const bool pricedA = a.cost > 0, pricedB = b.cost > 0;
        if (pricedA != pricedB)
            return pricedA;
        if (a.cost != b.cost)
            return a.cost < b.cost;
        return wallA < wallB;
    }
    }
    return false;
}

} // namespace

SearchResult searchConfigurations(const Scenario& base, const SearchSpace& space, SearchGoal goal,
                                  const PriceFunction& price, std::size_t keep) {
    SearchResult result;
    const std::vector<const GpuSpec*> gpus =
        space.gpus.empty() ? std::vector<const GpuSpec*>{base.gpu} : space.gpus;
    // Sequences per optimizer step of the card, kept constant when asked.
    const long long sequencesPerStep = static_cast<long long>(base.shape.micro_batch) *
                                       base.shape.gradient_accumulation * base.layout.gpuCount();

    Scenario s = base;
    auto consider = [&](const Candidate& candidate) {
        // Keep the best `keep` in order; the list is short, insertion is cheap.
        auto position =
            std::find_if(result.ranked.begin(), result.ranked.end(),
                         [&](const Candidate& c) { return better(candidate, c, goal); });
        if (result.ranked.size() >= keep && position == result.ranked.end())
            return;
        result.ranked.insert(position, candidate);
        if (result.ranked.size() > keep)
            result.ranked.pop_back();
    };

    for (const GpuSpec* gpu : gpus) {
        if (!gpu || !gpu->supports(base.shape.precision))
            continue;
        s.gpu = gpu;
        s.assumptions = space.assumptions_on ? space.assumptions_on(*gpu) : base.assumptions;
        for (int count : space.gpu_counts) {
            const int perNode = std::min(count, gpu->max_gpus_per_node);
            if (count % perNode != 0)
                continue;
            for (Parallelism parallelism : space.parallelisms) {
                if (!validLayout(parallelism, count) ||
                    !frameworkRunsLayout(base.assumptions.framework, parallelism))
                    continue;
                if (parallelism == Parallelism::FsdpHybrid && count <= perNode)
                    continue;
                s.layout = {parallelism, perNode, count / perNode, false};
                for (int microBatch : space.micro_batches) {
                    int accumulation = base.shape.gradient_accumulation;
                    if (space.keep_effective_batch) {
                        const long long perPass = static_cast<long long>(microBatch) * count;
                        if (perPass > sequencesPerStep || sequencesPerStep % perPass != 0)
                            continue;
                        accumulation = static_cast<int>(sequencesPerStep / perPass);
                    }
                    s.shape.micro_batch = microBatch;
                    s.shape.gradient_accumulation = accumulation;
                    for (ActivationCheckpointing checkpointing : space.checkpointing) {
                        s.shape.checkpointing = checkpointing;
                        for (bool offload : space.offloading) {
                            s.layout.cpu_offload = offload;
                            ++result.evaluated;
                            Candidate candidate{gpu, s.layout, s.shape, evaluate(s), 0};
                            if (!candidate.plan.memory.margin_ok ||
                                candidate.plan.compute.step_time_s <= 0)
                                continue;
                            if (price) {
                                const double perGpuHour = price(*gpu, count);
                                if (perGpuHour > 0)
                                    candidate.cost = perGpuHour * count *
                                                     candidate.plan.run.wall_time_s / 3600.0;
                            }
                            consider(candidate);
                        }
                    }
                }
            }
        }
    }
    return result;
}

} // namespace runcard
