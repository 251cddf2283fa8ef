// Machine output of the planner (runcard-cli --json, pilot results, reports): the objects the
// spec fixes in ../shared/spec/runcard-v1.md, C locale.
#pragma once

#include "planner/json_writer.h"
#include "planner/plan.h"
#include "planner/run_card.h"

namespace runcard {

void writeCardJson(JsonWriter& json, const RunCard& card);
void writeMemoryJson(JsonWriter& json, const MemoryEstimate& memory);
void writeComputeJson(JsonWriter& json, const ComputeEstimate& compute);
void writeRunJson(JsonWriter& json, const RunEstimate& run);
// The whole `plan --json` object.
std::string planJson(const RunCard& card, const Scenario& scenario, const Plan& plan);

} // namespace runcard
