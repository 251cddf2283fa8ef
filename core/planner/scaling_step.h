// The article's scaling step, judged: a multi-rank pilot against the single-process baseline at
// equal effective batch (micro-batch x accumulation x data-parallel ranks). Both folders are read
// with the one results reader (pilot_results.h); the verdict is what `DIR/scaling.json` records and
// the decision checklist reads (docs/cost-model.md, docs/pilot-protocol.md "Scaling step").
#pragma once

#include "planner/pilot_results.h"

#include <optional>
#include <string>

namespace runcard {

// Why a scaling step did not pass, as a code the app can word in its language.
enum class ScalingStepProblem {
    None,
    BaselineNotComplete, // the baseline folder holds no finished pilot
    BaselineNotSingle,   // the baseline ran on more than one rank
    RunNotComplete,      // the multi-rank pilot did not finish
    DifferentRun,        // another model, method, precision, sequence length or depth
    EffectiveBatch,      // micro-batch x accumulation x ranks differs from the baseline's
    NoLosses,            // no step has a loss in both runs
    LossesDiffer         // the loss trajectories differ beyond the tolerance
};

// "effective_batch", ...: the `problem` field of scaling.json.
const char* scalingStepProblemCode(ScalingStepProblem problem);

struct ScalingStepVerdict {
    bool passed = false;
    ScalingStepProblem problem = ScalingStepProblem::None;
    int ranks = 0;
    std::string device;
    std::optional<double> baseline_tokens_per_s; // one process
    std::optional<double> tokens_per_s;          // the whole job (every rank)
    std::optional<double> efficiency;            // tokens_per_s / (ranks x baseline)
    double largest_loss_difference = 0;          // relative, over the steps both ran
    std::string detail;                          // one English sentence for logs and scaling.json
};

// Relative loss difference allowed between N ranks and one process. Summing gradients in another
// order changes fp32 results in the last bits and AdamW's first steps amplify it: one process with
// micro-batch 4 x accumulation 2 instead of 2 x 4 already differs by about 1e-5
// (tests/pilot/test_distributed.cpp measures it).
inline constexpr double kScalingLossTolerance = 1e-4;

ScalingStepVerdict judgeScalingStep(const PilotResultsData& baseline,
                                    const PilotResultsData& scaled);

// The verdict as `scaling.json`: status "passed" or "failed", gpus (ranks), efficiency, detail,
// plus the figures it was judged on.
std::string scalingStepJson(const ScalingStepVerdict& verdict, const std::string& baselineDir);

} // namespace runcard
