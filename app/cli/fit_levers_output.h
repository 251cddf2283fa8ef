// runcard-cli plan's "Ways to fit" and "Faster within the margin" tables (planner/fit_levers.h):
// each change as the `--set` arguments that try it, with the memory and time it leads to.
#pragma once

#include "planner/fit_levers.h"

#include <ostream>
#include <vector>

namespace runcard {

// Nothing when `levers` is empty; `usableBytes` is the card's GPU's usable memory; `faster`: the
// levers are fasterLevers() of a card that keeps its margin.
void printFitLevers(std::ostream& out, const std::vector<FitLever>& levers, double usableBytes,
                    bool faster);

} // namespace runcard
