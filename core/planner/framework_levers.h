// Other frameworks: the same run card under each training framework the planner models, on the
// same GPU and layout. The article's point is that the software stack decides as much as the card
// ("Verify the exact installed accelerator and software stack"); this says by how much for this
// run, and what each framework would make the card change. A field the other framework does not
// offer is set to what it does (its own default, full checkpointing for a recompute policy it
// lacks, its sharded layout for another's); a field that says what is trained (the model, method,
// optimizer, precision, sequences and batch) is never changed, and a framework that cannot run it
// is listed as refused with the rule's message.
#pragma once

#include "planner/fit_levers.h"
#include "planner/rental_decision.h"

namespace runcard {

struct FrameworkRefusal {
    FrameworkProfile framework = FrameworkProfile::HfTransformers;
    Diagnostic reason; // the card rule that refuses the card under this framework, or the planner's
};

struct FrameworkLevers {
    // LeverKind::OtherFramework, one per framework that runs the card: `changes` start with
    // training.framework (and hardware.stack back to auto where the card names one), then each
    // field set to what the framework offers. The shortest run first.
    std::vector<FitLever> levers;
    std::vector<FrameworkRefusal> refused; // in the catalog's order of frameworks
};

// The article's decision (rental_decision.h) for the card under another framework: every GPU at
// its smallest configuration that keeps the margin, the lowest cost of a completed run chosen.
struct FrameworkDecision {
    FitLever lever;                        // the card under that framework (frameworkLevers)
    std::vector<GpuComparison> comparison; // that card on every GPU of the comparison set
    RentalDecision decision;
};

// Every framework but the card's own and the pilot's profile (runcard-pilot is the pilot, not a
// stack to rent). `planCard` plans a changed card or throws InputError where it cannot (a layout
// that does not divide the model); CardPlanner plans them without a pilot's calibration, which
// measured the card's own framework only.
FrameworkLevers frameworkLevers(const RunCard& card,
                                const std::function<Plan(const RunCard&)>& planCard);

} // namespace runcard
