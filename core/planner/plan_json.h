// Machine output of the planner (runcard-cli --json, pilot results, reports): the objects the
// spec fixes in ../shared/spec/runcard-v1.md, C locale.
#pragma once

#include "planner/fit_levers.h"
#include "planner/framework_levers.h"
#include "planner/json_writer.h"
#include "planner/plan.h"
#include "planner/run_card.h"

namespace runcard {

void writeCardJson(JsonWriter& json, const RunCard& card);
void writeMemoryJson(JsonWriter& json, const MemoryEstimate& memory);
void writeComputeJson(JsonWriter& json, const ComputeEstimate& compute);
void writeRunJson(JsonWriter& json, const RunEstimate& run);
// The ways to fit a card that does not keep its margin (fit_levers.h): each lever's kind, the
// fields it sets (YAML scalars, as `--set` takes them) and its plan's memory and time.
void writeFitLeversJson(JsonWriter& json, const std::vector<FitLever>& levers);
// The rental decision (`compare --json`'s `decision`): the GPU of `rows` it rents, the count,
// layout, basis, total cost, days to the result and the GPUs that fit without a price; null where
// nothing fits.
void writeDecisionJson(JsonWriter& json, const RentalDecision& decision,
                       const std::vector<GpuComparison>& rows);
// `compare --json`'s `decision_by_framework`: each framework's `--set` arguments and its decision
// (writeDecisionJson).
void writeFrameworkDecisionsJson(JsonWriter& json, const std::vector<FrameworkDecision>& decisions);
// The whole `plan --json` object; `toFit`, `faster` and `frameworks` are CardPlanner's
// fitLevers(), fasterLevers() and frameworkLevers() of the same card (`ways_to_fit`,
// `faster_within_margin`, `other_frameworks` and `frameworks_refused`).
std::string planJson(const RunCard& card, const Scenario& scenario, const Plan& plan,
                     const std::vector<FitLever>& toFit, const std::vector<FitLever>& faster,
                     const FrameworkLevers& frameworks);

} // namespace runcard
