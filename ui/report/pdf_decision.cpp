// The PDF's opening pages: the cover, the decision and every GPU side by side.
#include "ui/common/enum_names.h"
#include "ui/common/formatting.h"
#include "ui/report/decision_text.h"
#include "ui/report/pdf_builder.h"

namespace runcard::ui::pdf {

void PdfBuilder::cover() {
    heading(tr("Runcard report"), 0, false);
    paragraph(QString::fromStdString(m_.card.name.empty() ? "—" : m_.card.name));
    paragraph(tr("Fine-tuning workload on rented GPUs: memory budget, pilot, restore and cost per "
                 "successful output. Generated %1.")
                  .arg(m_.locale.toString(m_.generated.toLocalTime(), QLocale::LongFormat)),
              true);
}

void PdfBuilder::decisionSection() {
    heading(tr("Decision"), 1, false);
    const RentalDecision& decision = m_.decision;
    if (decision.index < 0) {
        statement(tr("No GPU in the catalog fits this run card with its memory margin on up to %1 "
                     "GPUs: rent nothing yet.")
                      .arg(m_.locale.toString(triedGpuCounts.back())),
                  Tone::Blocking);
    } else {
        const GpuComparison& row = m_.comparison[std::size_t(decision.index)];
        const QString currency = QString::fromStdString(m_.prices.currency);
        statement(tr("Recommendation: %1.")
                      .arg(decisionConfiguration(decision, m_.comparison, m_.locale)),
                  Tone::Good);
        fact(tr("Why"), decisionReason(decision, m_.comparison, m_.card.hardware.memory_margin,
                                       m_.card.rental.waiting_cost_per_day, currency, m_.locale));
        if (const QString stack =
                frameworkDecisionSentence(decision, m_.framework_decisions,
                                          m_.card.rental.waiting_cost_per_day, currency, m_.locale);
            !stack.isEmpty())
            fact(tr("Another framework"), stack);
        // The decision prices its own configuration; the cost pages price the run card's layout.
        if (const std::optional<CostEstimate>& cost = decision.cost; cost && cost->total) {
            fact(tr("Cost per run"), formatMoneyRange(cost->total, currency, m_.locale));
            fact(tr("Cost per 1M trained tokens"),
                 formatMoneyRange(cost->per_million_tokens, currency, m_.locale));
            fact(tr("Time to result"),
                 tr("%1 of rental (loading, training, validation, checkpoints and export)")
                     .arg(formatDuration(cost->finish_days * 86400.0, m_.locale)));
            const bool cardLayout = decision.count == m_.card.hardware.gpuCount() &&
                                    decision.parallelism == m_.card.hardware.parallelism;
            if (!cardLayout)
                paragraph(tr("The cost pages below price every GPU at the run card's layout, %n "
                             "GPU(s) with %1.",
                             nullptr, m_.card.hardware.gpuCount())
                              .arg(displayName(m_.card.hardware.parallelism)),
                          true);
        } else {
            fact(tr("Cost per run"), tr("no price for this GPU"));
            if (const FewestGpus* fewest = row.fewestFor(decision.parallelism))
                fact(tr("Time to result"),
                     tr("%1 of training")
                         .arg(formatDuration(fewest->plan.run.train_time_s, m_.locale)));
        }
    }
    // Risks: every stage of the checklist that has not passed, in its own words.
    QStringList risks;
    for (const StageVerdict& v : m_.checklist.stages)
        if (v.state == StageState::Failed)
            risks << stageName(v.stage) + QStringLiteral(": ") + v.detail;
    fact(tr("Risks"), risks.isEmpty() ? tr("none found by the checks on file")
                                      : risks.join(QStringLiteral("; ")));
    QStringList unmeasured; // each pending stage in its own words ("Pending: no scaling result")
    for (const StageVerdict& v : m_.checklist.stages)
        if (v.state == StageState::Pending)
            unmeasured << v.detail;
    if (!m_.pilot.present)
        unmeasured.prepend(tr("No pilot has run, so every figure is a planner prediction."));
    fact(tr("Still unmeasured"),
         unmeasured.isEmpty() ? tr("nothing") : unmeasured.join(QStringLiteral(" ")));
    if (m_.checklist.readyToReserve())
        statement(tr("Ready to reserve"), Tone::Good);
    else
        statement(tr("Not ready to reserve"), Tone::Blocking);
    if (const ReportTable* byFramework = m_.table("decision_by_framework")) {
        heading(byFramework->title, 2, false);
        table("decision_by_framework", {30, 36, 17, 17});
    }
}

void PdfBuilder::comparisonSection() {
    heading(tr("Every GPU side by side"), 1, true);
    const Recommendation& best = m_.recommendation;
    const RentalDecision& decision = m_.decision;
    if (best.index >= 0 && decision.index >= 0 && decision.index != best.index) {
        // Both answers, the decision first: the smallest fit alone would read as the choice.
        statement(tr("Recommended: %1 (the decision). Smallest configuration that fits: %2.")
                      .arg(decisionConfiguration(decision, m_.comparison, m_.locale),
                           configurationText(m_.comparison[std::size_t(best.index)], best.count,
                                             best.parallelism, m_.locale)),
                  Tone::Good);
    } else if (best.index >= 0) {
        const GpuComparison& row = m_.comparison[std::size_t(best.index)];
        statement(tr("Smallest configuration that fits: %1 × %2 with %3.")
                      .arg(m_.locale.toString(best.count), QString::fromStdString(row.gpu->name),
                           displayName(best.parallelism)),
                  Tone::Good);
    } else {
        statement(tr("No GPU in the catalog fits this run card with its memory margin on up to %1 "
                     "GPUs.")
                      .arg(m_.locale.toString(triedGpuCounts.back())),
                  Tone::Blocking);
    }
    paragraph(tr("Cost per 1M trained tokens over the whole rental window, with its low-high "
                 "range."),
              true);
    chart(ReportChart::CostPerOutput, 0.42);
    table("comparison", {20, 13, 12, 15, 14, 13, 13});
    if (const ReportTable* fewest = m_.table("fewest_gpus")) {
        heading(fewest->title, 2, false);
        QList<double> widths{28};
        for (std::size_t i = 0; i < fewestGpuLayouts.size(); ++i)
            widths << 72.0 / double(fewestGpuLayouts.size());
        table("fewest_gpus", widths);
    }
}

} // namespace runcard::ui::pdf
