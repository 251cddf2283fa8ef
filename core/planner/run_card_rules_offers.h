// The run-card rules on what each framework offers of layer kernels, attention kernels and
// adapters, and Unsloth's whole profile (run_card_rules.cpp adds them to the table); each refusal
// names the field and the framework's source.
#pragma once

#include "planner/run_card_schema.h"

#include <string_view>

namespace runcard::framework_offers {

// `field: value is not offered by framework (source)` where the framework's case named a source;
// nothing where `source` is null.
void reportNotOffered(const ReportProblem& report, const char* field, std::string_view value,
                      FrameworkProfile framework, const char* source);

void checkLayerKernels(const RunCard& c, const ReportProblem& report);
void checkAttentionKernel(const RunCard& c, const ReportProblem& report);
void checkUnsloth(const RunCard& c, const ReportProblem& report);
void checkAdapters(const RunCard& c, const ReportProblem& report);
void checkSavedModules(const RunCard& c, const ReportProblem& report);

} // namespace runcard::framework_offers
