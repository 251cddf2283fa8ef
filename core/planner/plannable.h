// The planner's own gate: a run card with any problem (a value out of its range, a rule across
// fields broken) is never planned, whoever asks — the app, runcard-cli or the report. Without it a
// micro-batch of 0 would give a confident plan of "-9,223,372,036,854,775,808 steps".
#pragma once

#include "planner/run_card.h"

namespace runcard {

// Throws InputError carrying every problem of `card` (validateRunCard's diagnostics, each naming
// its field); returns when the card can be planned.
void requirePlannable(const RunCard& card);

} // namespace runcard
