// runcard-cli plan's "Ways to fit", "Faster within the margin" and "Other training frameworks"
// tables (planner/fit_levers.h, planner/framework_levers.h): each change as the `--set` arguments
// that try it, with the memory and time it leads to.
#pragma once

#include "planner/fit_levers.h"
#include "planner/framework_levers.h"

#include <ostream>
#include <vector>

namespace runcard {

// Nothing when `levers` is empty; `usableBytes` is the card's GPU's usable memory; `faster`: the
// levers are fasterLevers() of a card that keeps its margin.
void printFitLevers(std::ostream& out, const std::vector<FitLever>& levers, double usableBytes,
                    bool faster);

// The card under each other framework, the shortest run first, then the frameworks that cannot
// run it with the rule that says so.
void printOtherFrameworks(std::ostream& out, const FrameworkLevers& frameworks, double usableBytes);

} // namespace runcard
