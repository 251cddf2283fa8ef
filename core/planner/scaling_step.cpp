#include "planner/scaling_step.h"

#include "planner/json_writer.h"

#include <cmath>
#include <map>

namespace runcard {

namespace {

ScalingStepVerdict fail(ScalingStepVerdict verdict, ScalingStepProblem problem,
                        std::string detail) {
    verdict.passed = false;
    verdict.problem = problem;
    verdict.detail = std::move(detail);
    return verdict;
}

// What must be equal for two pilots to be the same run at another layout.
std::string runDifference(const PilotStart& a, const PilotStart& b) {
    if (a.base_parameters != b.base_parameters || a.parameters != b.parameters)
        return "parameters " + std::to_string(a.parameters) + " vs " + std::to_string(b.parameters);
    if (a.method != b.method)
        return "method " + a.method + " vs " + b.method;
    if (a.precision != b.precision)
        return "precision " + a.precision + " vs " + b.precision;
    if (a.sequence_length != b.sequence_length)
        return "sequence length " + std::to_string(a.sequence_length) + " vs " +
               std::to_string(b.sequence_length);
    if (a.layers != b.layers)
        return "layers " + std::to_string(a.layers) + " vs " + std::to_string(b.layers);
    return {};
}

// Each step's loss once (a multi-rank folder's events hold every rank's; the loss is their mean).
std::map<int, double> lossesByStep(const PilotResultsData& results) {
    std::map<int, double> losses;
    for (const PilotStepSample& step : results.steps)
        if (step.loss)
            losses.emplace(step.step, *step.loss);
    return losses;
}

} // namespace

const char* scalingStepProblemCode(ScalingStepProblem problem) {
    switch (problem) {
    case ScalingStepProblem::None:
        return "none";
    case ScalingStepProblem::BaselineNotComplete:
        return "baseline_not_complete";
    case ScalingStepProblem::BaselineNotSingle:
        return "baseline_not_single";
    case ScalingStepProblem::RunNotComplete:
        return "run_not_complete";
    case ScalingStepProblem::DifferentRun:
        return "different_run";
    case ScalingStepProblem::EffectiveBatch:
        return "effective_batch";
    case ScalingStepProblem::NoLosses:
        return "no_losses";
    case ScalingStepProblem::LossesDiffer:
        return "losses_differ";
    }
    return "none";
}

ScalingStepVerdict judgeScalingStep(const PilotResultsData& baseline,
                                    const PilotResultsData& scaled) {
    ScalingStepVerdict v;
    v.ranks = scaled.world_size;
    v.device = scaled.device;
    if (!baseline.complete())
        return fail(v, ScalingStepProblem::BaselineNotComplete,
                    "the baseline " + baseline.directory + " holds no finished pilot" +
                        (baseline.problems.empty() ? "" : " (" + baseline.problem() + ")"));
    if (baseline.world_size != 1)
        return fail(v, ScalingStepProblem::BaselineNotSingle,
                    "the baseline ran on " + std::to_string(baseline.world_size) +
                        " ranks, not one process");
    if (!scaled.complete() || scaled.outcome != "ok")
        return fail(v, ScalingStepProblem::RunNotComplete,
                    "the multi-rank pilot did not finish" +
                        (scaled.problems.empty() ? "" : " (" + scaled.problem() + ")"));
    v.baseline_tokens_per_s = baseline.tokens_per_s;
    if (scaled.tokens_per_s) // rank 0's; every rank trains the same share of the batch
        v.tokens_per_s = *scaled.tokens_per_s * scaled.world_size;
    if (v.baseline_tokens_per_s && *v.baseline_tokens_per_s > 0 && v.tokens_per_s)
        v.efficiency = *v.tokens_per_s / (scaled.world_size * *v.baseline_tokens_per_s);

    if (const std::string difference = runDifference(baseline.start, scaled.start);
        !difference.empty())
        return fail(v, ScalingStepProblem::DifferentRun,
                    "not the baseline's run at another layout: " + difference);
    const std::int64_t baselineBatch =
        std::int64_t(baseline.start.micro_batch) * baseline.start.gradient_accumulation;
    const std::int64_t scaledBatch = std::int64_t(scaled.start.micro_batch) *
                                     scaled.start.gradient_accumulation * scaled.world_size;
    if (baselineBatch != scaledBatch)
        return fail(v, ScalingStepProblem::EffectiveBatch,
                    "effective batch " + std::to_string(scaledBatch) + " sequences (" +
                        std::to_string(scaled.world_size) + " ranks x " +
                        std::to_string(scaled.start.micro_batch) + " x " +
                        std::to_string(scaled.start.gradient_accumulation) +
                        ") against the baseline's " + std::to_string(baselineBatch));

    const std::map<int, double> expected = lossesByStep(baseline), got = lossesByStep(scaled);
    int compared = 0;
    for (const auto& [step, loss] : got) {
        const auto found = expected.find(step);
        if (found == expected.end())
            continue;
        ++compared;
        const double scale = std::max(std::abs(found->second), 1e-12);
        v.largest_loss_difference =
            std::max(v.largest_loss_difference, std::abs(loss - found->second) / scale);
    }
    if (compared == 0)
        return fail(v, ScalingStepProblem::NoLosses, "no step has a loss in both runs");
    if (v.largest_loss_difference > kScalingLossTolerance)
        return fail(v, ScalingStepProblem::LossesDiffer,
                    "losses differ from the baseline by up to " +
                        formatDouble(v.largest_loss_difference) + " (relative) over " +
                        std::to_string(compared) + " steps");
    v.passed = true;
    v.detail = std::to_string(scaled.world_size) + " ranks follow the baseline's losses over " +
               std::to_string(compared) + " steps (largest relative difference " +
               formatDouble(v.largest_loss_difference) + ")";
    return v;
}

std::string scalingStepJson(const ScalingStepVerdict& verdict, const std::string& baselineDir) {
    JsonWriter json;
    json.beginObject()
        .field("status", verdict.passed ? "passed" : "failed")
        .field("problem", scalingStepProblemCode(verdict.problem))
        .field("gpus", verdict.ranks)
        .field("device", verdict.device)
        .field("baseline", baselineDir);
    const auto optional = [&](const char* key, const std::optional<double>& value) {
        json.key(key);
        if (value)
            json.value(*value);
        else
            json.null();
    };
    optional("efficiency", verdict.efficiency);
    optional("tokens_per_s", verdict.tokens_per_s);
    optional("baseline_tokens_per_s", verdict.baseline_tokens_per_s);
    json.field("largest_loss_difference", verdict.largest_loss_difference)
        .field("loss_tolerance", kScalingLossTolerance)
        .field("detail", verdict.detail)
        .endObject();
    return json.str() + "\n";
}

} // namespace runcard
