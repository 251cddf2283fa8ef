#include "ui/report/checklist.h"

#include "planner/scaling_step.h"
#include "ui/common/formatting.h"
#include "ui/common/memory_palette.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

namespace runcard::ui {
namespace {

StageVerdict memoryVerdict(const DecisionEvidence& e) {
    StageVerdict v{DecisionStage::MemoryBudget, StageState::Pending, {}, {}};
    if (!e.plan) {
        v.detail = QCoreApplication::translate(
            "DecisionChecklist", "No memory budget: the run card could not be planned.");
        return v;
    }
    const MemoryEstimate& m = e.plan->memory;
    v.evidence = QCoreApplication::translate("DecisionChecklist", "planner");
    if (!e.plan->unsupported.empty()) {
        v.state = StageState::Failed;
        v.detail =
            QCoreApplication::translate("DecisionChecklist", "The GPU cannot run this run card: %1")
                .arg(QString::fromStdString(e.plan->unsupported));
        return v;
    }
    if (!m.fits || !m.margin_ok) {
        v.state = StageState::Failed;
        v.detail = QCoreApplication::translate(
                       "DecisionChecklist", "Predicted %1 of %2 usable; the %3 margin is not kept.")
                       .arg(formatGiB(m.deciding_total_bytes), formatGiB(m.usable_bytes),
                            formatPercent(e.memory_margin));
        return v;
    }
    const PilotResults& p = e.pilot;
    // A measurement on the card itself overrules the prediction.
    if (p.present && p.gpu_id == e.gpu_id && p.device_total_bytes &&
        *p.device_total_bytes > double(m.usable_bytes) * (1 - e.memory_margin)) {
        v.state = StageState::Failed;
        v.evidence = p.summaryPath();
        v.detail = QCoreApplication::translate("DecisionChecklist",
                                               "The pilot measured %1 on the card; the %2 margin "
                                               "of %3 is not kept.")
                       .arg(formatGiB(std::int64_t(*p.device_total_bytes)),
                            formatPercent(e.memory_margin), formatGiB(m.usable_bytes));
        return v;
    }
    if (p.present && !p.completed) {
        v.state = StageState::Failed;
        v.evidence = p.summaryPath();
        v.detail = QCoreApplication::translate(
                       "DecisionChecklist", "The pilot did not complete its measured steps (%1).")
                       .arg(p.status.isEmpty()
                                ? QCoreApplication::translate("DecisionChecklist", "no status")
                                : pilotStatusText(p.status));
        return v;
    }
    if (p.present) {
        v.state = StageState::Done;
        v.evidence = p.summaryPath();
        v.detail = QCoreApplication::translate("DecisionChecklist",
                                               "Predicted to fit with %1 headroom; the pilot "
                                               "completed %n measured step(s).",
                                               nullptr, p.measured_steps)
                       .arg(formatGiB(m.headroom_bytes));
        return v;
    }
    v.detail = QCoreApplication::translate("DecisionChecklist",
                                           "Predicted to fit with %1 headroom; run the pilot to "
                                           "confirm it on real batches.")
                   .arg(formatGiB(m.headroom_bytes));
    return v;
}

// Each problem of the scaling step in words, for the DecisionChecklist context.
const char* scalingProblemSentence(ScalingStepProblem problem) {
    switch (problem) {
    case ScalingStepProblem::None:
        return nullptr;
    case ScalingStepProblem::BaselineNotComplete:
        return QT_TRANSLATE_NOOP("DecisionChecklist",
                                 "The baseline folder holds no finished pilot.");
    case ScalingStepProblem::BaselineNotSingle:
        return QT_TRANSLATE_NOOP("DecisionChecklist",
                                 "The baseline ran on several ranks; it must be one process.");
    case ScalingStepProblem::RunNotComplete:
        return QT_TRANSLATE_NOOP("DecisionChecklist", "The multi-rank pilot did not finish.");
    case ScalingStepProblem::DifferentRun:
        return QT_TRANSLATE_NOOP("DecisionChecklist",
                                 "The baseline is another run (model, method, precision, sequence "
                                 "length or depth differ).");
    case ScalingStepProblem::EffectiveBatch:
        return QT_TRANSLATE_NOOP("DecisionChecklist",
                                 "The ranks' effective batch differs from the baseline's; divide "
                                 "the gradient accumulation by the number of ranks.");
    case ScalingStepProblem::NoLosses:
        return QT_TRANSLATE_NOOP("DecisionChecklist", "No step has a loss in both runs.");
    case ScalingStepProblem::LossesDiffer:
        return QT_TRANSLATE_NOOP(
            "DecisionChecklist",
            "The ranks' losses differ from the baseline's beyond the tolerance.");
    }
    return nullptr;
}

// scaling.json's problem code (scalingStepProblemCode spells it) in the user's language; its
// English detail only for a code this version does not know.
QString scalingProblemText(const ScalingResult& scaling) {
    // LossesDiffer is the enum's last value; a new problem goes before it or moves this bound.
    for (int code = 0; code <= int(ScalingStepProblem::LossesDiffer); ++code) {
        const auto problem = ScalingStepProblem(code);
        const char* sentence = scalingProblemSentence(problem);
        if (sentence && scaling.problem == QLatin1String(scalingStepProblemCode(problem)))
            return QCoreApplication::translate("DecisionChecklist", sentence);
    }
    return scaling.detail.isEmpty()
               ? QCoreApplication::translate("DecisionChecklist", "The scaling step failed.")
               : scaling.detail;
}

StageVerdict scalingVerdict(const DecisionEvidence& e) {
    StageVerdict v{DecisionStage::ScalingStep, StageState::Pending, {}, {}};
    switch (e.scaling.state) {
    case EvidenceState::Absent:
        v.detail =
            QCoreApplication::translate(
                "DecisionChecklist",
                "No scaling result on file (expected %1 beside the pilot results; %2 writes it "
                "from the ranks and the single-process pilot's folder).")
                .arg(QStringLiteral("scaling.json"),
                     QStringLiteral("runcard-pilot --nproc N --baseline BASE"));
        return v;
    case EvidenceState::Passed: {
        v.state = StageState::Done;
        v.evidence = e.scaling.path;
        const bool cpu = e.scaling.device == QLatin1String("cpu");
        // A scaling step has two ranks or more: no singular form needed.
        const QString ranks =
            cpu ? QCoreApplication::translate("DecisionChecklist", "%1 CPU ranks")
                      .arg(e.scaling.gpus)
                : QCoreApplication::translate("DecisionChecklist", "%1 GPUs").arg(e.scaling.gpus);
        v.detail =
            e.scaling.efficiency
                ? QCoreApplication::translate("DecisionChecklist",
                                              "Measured on %1 at %2 scaling efficiency.")
                      .arg(ranks, formatPercent(*e.scaling.efficiency))
                : QCoreApplication::translate("DecisionChecklist", "Measured on %1.").arg(ranks);
        return v;
    }
    case EvidenceState::Failed:
        v.state = StageState::Failed;
        v.evidence = e.scaling.path;
        v.detail = scalingProblemText(e.scaling);
        return v;
    }
    return v;
}

StageVerdict restoreVerdict(const DecisionEvidence& e) {
    StageVerdict v{DecisionStage::RestoreProof, StageState::Pending, {}, {}};
    if (!e.pilot.present) {
        v.detail = e.pilot.error.isEmpty()
                       ? QCoreApplication::translate("DecisionChecklist",
                                                     "No pilot results, so no restore proof.")
                       : QCoreApplication::translate("DecisionChecklist",
                                                     "The pilot's results cannot be read, so no "
                                                     "restore proof: %1")
                             .arg(e.pilot.error);
        return v;
    }
    v.evidence = e.pilot.summaryPath();
    switch (e.pilot.restore) {
    case EvidenceState::Absent:
        v.detail =
            QCoreApplication::translate("DecisionChecklist", "The pilot did not prove a restore.");
        break;
    case EvidenceState::Passed:
        v.state = StageState::Done;
        v.detail = QCoreApplication::translate(
            "DecisionChecklist",
            "A new process restored model, optimizer, scheduler, random state and data position "
            "and continued bit-exactly.");
        break;
    case EvidenceState::Failed:
        v.state = StageState::Failed;
        v.detail = QCoreApplication::translate("DecisionChecklist",
                                               "The restored process did not continue "
                                               "bit-exactly. %1")
                       .arg(e.pilot.restore_detail)
                       .trimmed();
        break;
    }
    return v;
}

StageVerdict reservationVerdict(const DecisionEvidence& e, bool ready) {
    StageVerdict v{DecisionStage::PeriodReserved, StageState::Pending, {}, {}};
    if (e.reservation.reserved) {
        v.state = StageState::Done;
        v.evidence = e.reservation.path;
        v.detail = QCoreApplication::translate("DecisionChecklist", "Reserved: %1")
                       .arg(QStringList{e.reservation.provider, e.reservation.detail}
                                .filter(QRegularExpression(".+"))
                                .join(", "));
        return v;
    }
    v.detail = ready ? QCoreApplication::translate("DecisionChecklist",
                                                   "Ready to reserve: the first three stages "
                                                   "passed.")
                     : QCoreApplication::translate("DecisionChecklist",
                                                   "Reserve only after the first three stages "
                                                   "pass.");
    return v;
}

} // namespace

bool ChecklistVerdicts::readyToReserve() const {
    for (int i = 0; i < 3; ++i)
        if (stages[std::size_t(i)].state != StageState::Done)
            return false;
    return true;
}

ChecklistVerdicts evaluateChecklist(const DecisionEvidence& evidence) {
    ChecklistVerdicts verdicts;
    verdicts.stages[0] = memoryVerdict(evidence);
    verdicts.stages[1] = scalingVerdict(evidence);
    verdicts.stages[2] = restoreVerdict(evidence);
    verdicts.stages[3] = reservationVerdict(evidence, verdicts.readyToReserve());
    return verdicts;
}

QString stageName(DecisionStage stage) {
    switch (stage) {
    case DecisionStage::MemoryBudget:
        return QCoreApplication::translate("DecisionChecklist", "Memory budget fits with margin");
    case DecisionStage::ScalingStep:
        return QCoreApplication::translate("DecisionChecklist", "Scaling step measured");
    case DecisionStage::RestoreProof:
        return QCoreApplication::translate("DecisionChecklist", "Restore proven");
    case DecisionStage::PeriodReserved:
        return QCoreApplication::translate("DecisionChecklist", "Period reserved");
    }
    return {};
}

QString stateName(StageState state) {
    switch (state) {
    case StageState::Done:
        return QCoreApplication::translate("DecisionChecklist", "Done");
    case StageState::Pending:
        return QCoreApplication::translate("DecisionChecklist", "Pending");
    case StageState::Failed:
        return QCoreApplication::translate("DecisionChecklist", "Failed");
    }
    return {};
}

const char* stageKey(DecisionStage stage) {
    switch (stage) {
    case DecisionStage::MemoryBudget:
        return "memory_budget";
    case DecisionStage::ScalingStep:
        return "scaling_step";
    case DecisionStage::RestoreProof:
        return "restore_proof";
    case DecisionStage::PeriodReserved:
        return "period_reserved";
    }
    return "";
}

const char* stateKey(StageState state) {
    switch (state) {
    case StageState::Done:
        return "done";
    case StageState::Pending:
        return "pending";
    case StageState::Failed:
        return "failed";
    }
    return "";
}

} // namespace runcard::ui
