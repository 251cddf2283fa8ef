#include "planner/plannable.h"

#include "planner/diagnostics.h"
#include "planner/run_card_yaml.h"

namespace runcard {

void requirePlannable(const RunCard& card) {
    Diagnostics problems = validateRunCard(card);
    if (!problems.empty())
        throw InputError(std::move(problems));
}

} // namespace runcard
