#include "ui/report/decision_text.h"

#include "ui/common/enum_names.h"
#include "ui/common/fit_lever_text.h"
#include "ui/common/formatting.h"
#include "ui/report/report_model.h"

#include <QCoreApplication>
#include <QStringList>

namespace runcard::ui {

namespace {

const DecisionCandidate* candidateAt(const RentalDecision& decision, int index) {
    for (const DecisionCandidate& c : decision.ranked)
        if (c.index == index)
            return &c;
    return nullptr;
}

} // namespace

QString configurationText(const GpuComparison& row, int count, Parallelism parallelism,
                          const QLocale& locale) {
    return QCoreApplication::translate("Decision", "%1 × %2 with %3")
        .arg(locale.toString(count), QString::fromStdString(row.gpu->name),
             displayName(parallelism));
}

QString decisionConfiguration(const RentalDecision& decision,
                              const std::vector<GpuComparison>& rows, const QLocale& locale) {
    if (decision.index < 0)
        return {};
    return configurationText(rows[std::size_t(decision.index)], decision.count,
                             decision.parallelism, locale);
}

QString decisionReason(const RentalDecision& decision, const std::vector<GpuComparison>& rows,
                       double memoryMargin, double waitingCostPerDay, const QString& currency,
                       const QLocale& locale) {
    if (decision.index < 0)
        return {};
    const GpuComparison& row = rows[std::size_t(decision.index)];
    const FewestGpus* fewest = row.fewestFor(decision.parallelism);
    const QString margin = formatPercent(memoryMargin, 0, locale);
    const QString peak =
        fewest ? formatGiB(fewest->plan.memory.device_total_bytes, 1, locale) : QString();
    const QString usable =
        fewest ? formatGiB(fewest->plan.memory.usable_bytes, 1, locale) : QString();
    QStringList sentences;
    switch (decision.basis) {
    case DecisionBasis::CostPerRun:
        sentences << QCoreApplication::translate(
                         "Decision",
                         "the lowest cost of a completed run (loading, training, validation, "
                         "checkpoints and export) among the GPUs at their smallest configuration "
                         "that keeps the %1 memory margin; here %2 of %3 per GPU at the peak. No "
                         "value is set on finishing a day earlier.")
                         .arg(margin, peak, usable);
        break;
    case DecisionBasis::CostAndWaiting:
        sentences << QCoreApplication::translate(
                         "Decision",
                         "the lowest cost of a completed run plus %1 for each day it takes (the "
                         "value of finishing earlier), among the GPUs at their smallest "
                         "configuration that keeps the %2 memory margin; here %3 of %4 per GPU at "
                         "the peak.")
                         .arg(formatMoney(waitingCostPerDay, currency, locale), margin, peak,
                              usable);
        break;
    case DecisionBasis::SmallestFit:
        sentences << QCoreApplication::translate(
                         "Decision",
                         "the fewest GPUs that keep the %1 memory margin (%2 of %3 per GPU at the "
                         "peak); among GPUs needing as few, those with measured kernels first, it "
                         "finishes first. No GPU that fits has a price, so cost cannot decide.")
                         .arg(margin, peak, usable);
        break;
    case DecisionBasis::NothingFits:
        return {};
    }
    if (!row.gpu->kernel_priors_measured)
        sentences << QCoreApplication::translate(
            "Decision", "Its step time is an uncalibrated estimate (no kernel measurement on this "
                        "GPU): run the pilot on it before reserving.");
    const Recommendation& smallest = decision.smallest;
    bool smallestSaid = smallest.index < 0 || smallest.index == decision.index;
    if (decision.ranked.size() > 1) {
        const DecisionCandidate& next = decision.ranked[1];
        const QString config =
            configurationText(rows[std::size_t(next.index)], next.count, next.parallelism, locale);
        const QString cost = formatMoney(next.cost.total->expected, currency, locale);
        const QString time = formatDuration(next.cost.finish_days * 86400.0, locale);
        if (next.index == smallest.index) {
            sentences << QCoreApplication::translate(
                             "Decision", "Next: %1, %2 and %3 to the result; it is the smallest "
                                         "configuration that fits (the fewest GPUs, then the "
                                         "earliest finish, GPUs with measured kernels first).")
                             .arg(config, cost, time);
            smallestSaid = true;
        } else {
            sentences << QCoreApplication::translate("Decision",
                                                     "Next: %1, %2 and %3 to the result.")
                             .arg(config, cost, time);
        }
    }
    if (decision.next_within_range) {
        const auto range = [&](const CostEstimate& cost) {
            const ScoreRange r = scoreRange(cost, waitingCostPerDay);
            return QCoreApplication::translate("Decision", "%1–%2 %3")
                .arg(locale.toString(r.low, 'f', 2), locale.toString(r.high, 'f', 2), currency);
        };
        const QString chosen = range(*decision.cost), next = range(decision.ranked[1].cost);
        sentences << (decision.basis == DecisionBasis::CostAndWaiting
                          ? QCoreApplication::translate(
                                "Decision",
                                "Within the planner's and the prices' ranges the next may be the "
                                "better (cost and waiting together %1 against %2): run the pilot "
                                "on both before reserving.")
                          : QCoreApplication::translate(
                                "Decision", "Within the planner's and the prices' ranges the next "
                                            "may be the cheaper (%1 against %2): run the pilot on "
                                            "both before reserving."))
                         .arg(chosen, next);
    }
    if (decision.unpriced > 0 && decision.basis != DecisionBasis::SmallestFit)
        sentences << QCoreApplication::translate(
            "Decision", "%n GPU type(s) that fit have no price and are not ranked.", nullptr,
            decision.unpriced);
    if (!smallestSaid) {
        const QString config = configurationText(rows[std::size_t(smallest.index)], smallest.count,
                                                 smallest.parallelism, locale);
        if (const DecisionCandidate* c = candidateAt(decision, smallest.index))
            sentences << QCoreApplication::translate(
                             "Decision",
                             "The smallest configuration that fits (the fewest GPUs, then "
                             "the earliest finish, GPUs with measured kernels first) "
                             "is %1: %2 to the result, for %3.")
                             .arg(config, formatDuration(c->cost.finish_days * 86400.0, locale),
                                  formatMoney(c->cost.total->expected, currency, locale));
        else
            sentences << QCoreApplication::translate(
                             "Decision",
                             "The smallest configuration that fits (the fewest GPUs, then "
                             "the earliest finish, GPUs with measured kernels first) "
                             "is %1; it has no price.")
                             .arg(config);
    }
    return sentences.join(QLatin1Char(' '));
}

QString frameworkDecisionSentence(const RentalDecision& own,
                                  const std::vector<FrameworkDecision>& byFramework,
                                  double waitingCostPerDay, const QString& currency,
                                  const QLocale& locale) {
    // The decision's score: the total of a completed run plus the waiting cost of its days.
    auto score = [&](const RentalDecision& d) -> std::optional<double> {
        if (d.index < 0 || !d.cost || !d.cost->total)
            return std::nullopt;
        return d.cost->total->expected + waitingCostPerDay * d.cost->finish_days;
    };
    const std::optional<double> ownScore = score(own);
    if (!ownScore || byFramework.empty())
        return {};
    const FrameworkDecision& best = byFramework.front(); // the lowest score first
    const std::optional<double> bestScore = score(best.decision);
    if (!bestScore || *bestScore > 0.98 * *ownScore)
        return {};
    return QCoreApplication::translate(
               "Decision", "Under %1 the same run would rent %2 for %3, %4 to the result (its "
                           "stack's planning priors: run the pilot under it before choosing it).")
        .arg(FitLeverText::change(best.lever, locale),
             decisionConfiguration(best.decision, best.comparison, locale),
             formatMoney(best.decision.cost->total->expected, currency, locale),
             formatDuration(best.decision.cost->finish_days * 86400.0, locale));
}

} // namespace runcard::ui
