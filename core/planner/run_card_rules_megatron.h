// The run-card rules on Megatron's own fields (run_card_rules.cpp adds them to the table): its
// gradient buffer and overlap flags, the optimizers it builds and their variants, the
// expert-exchange overlap, CUDA graphs and the loss its model computes, each as Megatron-Core's
// configuration classes and builders check them.
#pragma once

#include "planner/run_card_schema.h"

namespace runcard::megatron_rules {

void checkGradientReduction(const RunCard& c, const ReportProblem& report);
void checkOptimizerStateDtype(const RunCard& c, const ReportProblem& report);
void checkPrecisionAwareOptimizer(const RunCard& c, const ReportProblem& report);
void checkExpertParallelOverlap(const RunCard& c, const ReportProblem& report);
void checkCudaGraphs(const RunCard& c, const ReportProblem& report);
void checkLoss(const RunCard& c, const ReportProblem& report);
void checkOptimizer(const RunCard& c, const ReportProblem& report);

} // namespace runcard::megatron_rules
