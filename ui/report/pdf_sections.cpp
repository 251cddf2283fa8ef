// The PDF's evidence sections: memory, pilot, scaling, cost, checklist, run card and sources.
#include "ui/report/pdf_builder.h"

#include <algorithm>

namespace runcard::ui::pdf {

void PdfBuilder::memorySection() {
    heading(tr("Memory budget"), 1, true);
    paragraph(tr("Per-GPU memory predicted by the planner on each GPU, stacked by part; the black "
                 "mark is the memory the GPU offers."),
              true);
    chart(ReportChart::MemoryBudget, 0.56);
    perGpuTable("memory_budget");
    for (const char* id : {"ways_to_fit", "faster_within_margin"})
        if (const ReportTable* ways = m_.table(id)) {
            heading(ways->title, 2, false);
            table(id, {32, 7, 12, 11, 14, 12, 12});
        }
    heading(m_.table("step_time")->title, 2, false);
    perGpuTable("step_time");
    if (const ReportTable* frameworks = m_.table("other_frameworks")) {
        heading(frameworks->title, 2, false);
        table("other_frameworks", {31, 11, 13, 11, 19, 15});
    }
}

void PdfBuilder::pilotSection() {
    heading(tr("Pilot"), 1, true);
    if (!m_.pilot.present) {
        statement(m_.pilot.error.isEmpty()
                      ? tr("No pilot results: no pilot has been run for this run card, so every "
                           "figure in this report is a planner prediction.")
                      : tr("The pilot's results cannot be read (corrupt, or from another run), so "
                           "every figure in this report is a planner prediction."),
                  Tone::Pending);
        if (!m_.pilot.error.isEmpty())
            paragraph(m_.pilot.error, true, true);
        return;
    }
    paragraph(tr("Results from %1.").arg(m_.pilot.directory), true);
    if (const ReportTable* summary = m_.table("pilot_summary"))
        heading(summary->title, 2, false);
    table("pilot_summary", {34, 22, 22, 22});
    if (m_.seriesById("pilot_step_time")) {
        heading(tr("Step time per measured step"), 2, false);
        chart(ReportChart::PilotStepTime, 0.36);
    }
    if (m_.seriesById("pilot_loss")) {
        heading(tr("Loss per measured step"), 2, false);
        chart(ReportChart::PilotLoss, 0.36);
    }
}

void PdfBuilder::scalingSection() {
    heading(tr("Scaling step"), 1, true);
    if (m_.scaling_study) {
        const ScalingStudy& s = *m_.scaling_study;
        paragraph(tr("Predicted by the planner's scaling model on %1: throughput of the whole job "
                     "and memory per GPU from 1 to %2 GPUs for every layout the run card can use, "
                     "at the run card's effective batch where it divides among the data-parallel "
                     "replicas.")
                      .arg(QString::fromStdString(s.gpu->name),
                           m_.locale.toString(s.analysis.gpu_counts.back())),
                  true);
        // At the recommended count, and on one node of 8 where that is more.
        QStringList sentences;
        const int count = nearestCurveCount(s.analysis, std::max(1, m_.decision.count));
        for (int n : {count, std::max(count, 8)}) {
            if (!sentences.isEmpty() && n == count)
                break;
            if (const ScalingRecommendation* r = s.recommendedAt(n))
                sentences << recommendationSentence(s, *r) + QLatin1Char(' ') +
                                 efficiencySentence(*s.point(*r), m_.locale) + QLatin1Char('.');
        }
        if (!sentences.isEmpty())
            statement(sentences.join(QLatin1Char(' ')), Tone::Good);
        heading(tr("Throughput of the whole job"), 2, false);
        chart(ReportChart::ScalingThroughput, 0.46);
        heading(tr("Memory per GPU"), 2, false);
        chart(ReportChart::ScalingMemory, 0.46);
        QStringList fits;
        for (const ScalingCurve& curve : s.analysis.curves)
            fits << scalingLayoutName(curve.layout) + QStringLiteral(": ") +
                        fitSentence(curve, m_.locale);
        paragraph(tr("Where memory stops fitting (with the margin): %1.")
                      .arg(fits.join(QStringLiteral("; "))),
                  true);
        if (const ReportTable* t = m_.table("scaling"))
            heading(t->title, 2, false);
        table("scaling", {7, 16, 12, 16, 12, 25, 12});
        if (s.measured_links)
            paragraph(tr("Links inside a node use the bus bandwidth the pilot measured."), true);
    }
    heading(tr("Measured scaling"), 2, false);
    const StageVerdict& scaling = m_.checklist.stages[1];
    if (scaling.state == StageState::Pending)
        statement(tr("Pending: no scaling result on file. Run the card on several ranks against "
                     "the single-process pilot's folder (%1); it compares them at equal "
                     "effective batch and writes scaling.json beside the pilot results.")
                      .arg(QStringLiteral("runcard-pilot --nproc N --baseline BASE")),
                  Tone::Pending);
    else
        paragraph(scaling.detail);
}

void PdfBuilder::costSection() {
    heading(tr("Rental window and cost per output"), 1, true);
    chart(ReportChart::RentalWindow, 0.5);
    perGpuTable("rental_window");
    heading(tr("Cost per successful output"), 2, false);
    table("cost_per_output", {16, 17, 12, 17, 14, 12, 12});
    if (m_.table("options")) {
        heading(m_.table("options")->title, 2, false);
        table("options", {40, 16, 20, 24});
    }
}

void PdfBuilder::checklistSection() {
    heading(tr("Decision checklist"), 1, true);
    if (m_.checklist.readyToReserve())
        statement(tr("Ready to reserve"), Tone::Good);
    else
        statement(tr("Not ready to reserve"), Tone::Blocking);
    table("checklist", {22, 11, 42, 25});
}

void PdfBuilder::runCardSection() {
    heading(tr("Run card"), 1, true);
    table("run_card", {42, 58});
    heading(tr("Revisions"), 2, false);
    table("revisions", {42, 58});
}

void PdfBuilder::sourcesSection() {
    heading(tr("Assumptions and sources"), 1, false);
    table("assumptions");
    table("sources", {14, 40, 34, 12});
}

} // namespace runcard::ui::pdf
