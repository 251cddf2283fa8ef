// runcard-cli scaling's output: the curves as JSON and as text tables, with the layout
// recommended per GPU count (planner/scaling.h).
#pragma once

#include "planner/json_writer.h"
#include "planner/scaling.h"

#include <ostream>
#include <string>

namespace runcard {

void writeScalingJson(JsonWriter& json, const ScalingAnalysis& a);

// One table per layout, the recommendation per count and, where a point cannot keep the card's
// batch, the footnote its `*` refers to. `collectivesPath`: the measured collectives used, if any.
void printScaling(std::ostream& out, const std::string& cardName, const ScalingAnalysis& a,
                  const std::string& collectivesPath);

} // namespace runcard
