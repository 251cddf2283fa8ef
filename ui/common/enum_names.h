// Translated display names of the run card's closed vocabularies, for combo boxes, tables and
// reports. The YAML spelling (toString in planner/enums.h) stays the machine name.
#pragma once

#include "planner/enums.h"
#include "planner/gpu_catalog.h"

#include <QString>

namespace runcard::ui {

QString displayName(TrainingMethod value);
QString displayName(OptimizerKind value);
QString displayName(Precision value);
QString displayName(ActivationCheckpointing value);
QString displayName(AttentionKernel value);
QString displayName(LossMode value);
QString displayName(Parallelism value);
QString displayName(BudgetKind value);
QString displayName(LoraTarget value);
QString displayName(LrSchedule value);
QString displayName(PricingKind value);
QString displayName(BillingPeriod value);
QString displayName(MlpKind value);
QString displayName(GpuVendor value);

} // namespace runcard::ui
