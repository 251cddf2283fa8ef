// The rental decision as the banner the compare, cost and report pages open with: green
// "Recommendation: … Why: …" (decision_text.h), or red when nothing fits. Qt Widgets.
#pragma once

#include "planner/rental_decision.h"

#include <QLocale>
#include <QString>
#include <vector>

class QLabel;

namespace runcard::ui {

// `nothingFits` is the page's own sentence for a card no GPU fits (with its advice);
// `afterward`, plain text after the reason (frameworkDecisionSentence).
void showDecisionBanner(QLabel* banner, const RentalDecision& decision,
                        const std::vector<GpuComparison>& rows, double memoryMargin,
                        double waitingCostPerDay, const QString& currency, const QLocale& locale,
                        const QString& nothingFits, const QString& afterward = {});

} // namespace runcard::ui
