// The rental decision (core/planner/rental_decision.h) in words, the same on the app's compare,
// cost and report pages and in the PDF's decision: what is recommended and why. Qt Gui only.
#pragma once

#include "planner/framework_levers.h"
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
// fit where nothing that fits has a price), its memory at the peak, an uncalibrated step time, the
// next candidate and whether its range reaches below this one's, the GPUs that could not be
// ranked and, where it is another GPU, the smallest fit and what it would cost. Empty when nothing
// fits.
QString decisionReason(const RentalDecision& decision, const std::vector<GpuComparison>& rows,
                       double memoryMargin, double waitingCostPerDay, const QString& currency,
                       const QLocale& locale);

// Where another training framework makes the same card at least 2 % cheaper to complete by the
// decision's own score (the cheapest of `byFramework`, CardPlanner::frameworkDecisions), one
// sentence naming it, what it would rent, its cost and time to the result; empty otherwise.
QString frameworkDecisionSentence(const RentalDecision& own,
                                  const std::vector<FrameworkDecision>& byFramework,
                                  double waitingCostPerDay, const QString& currency,
                                  const QLocale& locale);

} // namespace runcard::ui
