// The smallest configurations that complete a full step with the card's memory margin.
#pragma once

#include "planner/comparison.h"
#include "planner/plan.h"

#include <functional>
#include <vector>

namespace runcard {

enum class SearchGoal { FewestGpus, EarliestFinish, LowestCost };

struct SearchSpace {
    std::vector<const GpuSpec*> gpus; // empty = the scenario's GPU only
    std::vector<int> gpu_counts{1, 2, 4, 8, 16, 32, 64};
    std::vector<Parallelism> parallelisms{Parallelism::Single,   Parallelism::Ddp,
                                          Parallelism::Zero2,    Parallelism::Zero3,
                                          Parallelism::FsdpFull, Parallelism::FsdpGradOp};
    std::vector<int> micro_batches{1, 2, 4, 8, 16};
    std::vector<ActivationCheckpointing> checkpointing{ActivationCheckpointing::None,
                                                       ActivationCheckpointing::Selective,
                                                       ActivationCheckpointing::Full};
    std::vector<bool> offloading{false, true};
    bool keep_effective_batch = true; // adjust gradient accumulation to keep sequences per step
    AssumptionsOn assumptions_on;     // per-GPU assumptions (calibration); empty = the base's
};

struct Candidate {
    const GpuSpec* gpu = nullptr;
    ParallelLayout layout;
    TrainingShape shape;
    Plan plan;
    double cost = 0; // per completed run, when a price function is given; else 0
};

// Price of one GPU-hour on this card for this many GPUs; <= 0 when unknown.
using PriceFunction = std::function<double(const GpuSpec&, int gpuCount)>;

struct SearchResult {
    std::vector<Candidate> ranked; // every configuration that fits with the margin, best first
    std::int64_t evaluated = 0;
};

SearchResult searchConfigurations(const Scenario& base, const SearchSpace& space, SearchGoal goal,
                                  const PriceFunction& price = {}, std::size_t keep = 20);

} // namespace runcard
