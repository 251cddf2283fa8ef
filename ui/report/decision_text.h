// The rental decision (core/planner/rental_decision.h) in words, the same in the app's compare
// page and the report's decision: what is recommended and why, with the next candidate and the
// smallest fit where it is another GPU. Qt Gui only.
#pragma once

#include "planner/rental_decision.h"

#include <QLocale>
#include <QString>
#include <vector>

namespace runcard::ui {

// "1 × AMD Instinct MI325X 256GB with Single GPU": `count` of the row's GPU (its full name).
QString configurationText(const GpuComparison& row, int count, Parallelism parallelism,
                          const QLocale& locale);
// The decision's configuration in those words ("" when nothing fits).
QString decisionConfiguration(const RentalDecision& decision,
                              const std::vector<GpuComparison>& rows, const QLocale& locale);

// Why it is recommended, in sentences that follow "Why:": the rule that chose it (the lowest cost
// of a completed run, with the value of finishing earlier where the card sets one, or the smallest
// fit where nothing that fits has a price), its memory at the peak, the next candidate, the GPUs
// that could not be ranked and, where it is another GPU, the smallest fit and what it would cost.
// Empty when nothing fits.
QString decisionReason(const RentalDecision& decision, const std::vector<GpuComparison>& rows,
                       double memoryMargin, double waitingCostPerDay, const QString& currency,
                       const QLocale& locale);

} // namespace runcard::ui
