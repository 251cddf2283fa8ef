#include "ui/app/plan_session.h"

#include "planner/diagnostics.h"
#include "ui/common/formatting.h"
#include "ui/common/language_manager.h"
#include "ui/common/planner_context.h"
#include "ui/common/planner_messages.h"

#include <QDir>
#include <QFileInfo>

namespace runcard::ui {

PlanSession::PlanSession(RunCardDocument* document, QObject* parent)
    : QObject(parent), document_(document) {
    connect(document_, &RunCardDocument::cardChanged, this, &PlanSession::replan);
    // The reasons a card has no plan are sentences in the UI language: a live switch re-renders
    // them (planning again is cheaper than keeping every diagnostic's arguments around).
    connect(&LanguageManager::instance(), &LanguageManager::languageChanged, this, [this] {
        if (!valid())
            replan();
    });
    replan();
}

void PlanSession::replan() {
    planner_.reset();
    error_.clear();
    errorField_.clear();
    problems_.clear();
    const QString summary = QDir(pilotDirectory_).filePath("summary.json");
    summaryModified_ = QFileInfo(summary).lastModified();
    const bool hasSummary = !pilotDirectory_.isEmpty() && QFileInfo::exists(summary);
    // The document's problems include values the file had that could not be read (the card holds
    // defaults there): no plan until they are corrected. The planner refuses the rest itself.
    if (!document_->diagnostics().empty()) {
        QStringList lines;
        for (const Diagnostic& d : document_->diagnostics()) {
            lines << diagnosticMessage(d);
            problems_.append({QString::fromStdString(d.field), lines.back()});
        }
        error_ = lines.join('\n');
        errorField_ = problems_.front().field;
        emit changed();
        return;
    }
    try {
        planner_ = std::make_shared<CardPlanner>(
            document_->card(), presetLibrary(), gpuCatalog(),
            hasSummary ? QDir::toNativeSeparators(summary).toStdString() : std::string());
        if (whatIf_.any()) {
            try {
                planner_->setWhatIf(whatIf_);
            } catch (const InputError&) {
                whatIf_ = {}; // what-ifs that do not fit the new card are dropped, not planned
            }
        }
    } catch (const InputError& e) {
        QStringList lines;
        for (const Diagnostic& d : e.diagnostics()) {
            lines << diagnosticMessage(d);
            problems_.append({QString::fromStdString(d.field), lines.back()});
        }
        error_ = lines.join('\n');
        if (!e.diagnostics().empty())
            errorField_ = QString::fromStdString(e.diagnostics().front().field);
    } catch (const std::exception& e) {
        error_ = QString::fromLocal8Bit(e.what());
        problems_.append({QString(), error_});
    }
    emit changed();
}

void PlanSession::setPilotDirectory(const QString& directory) {
    const QDateTime modified = QFileInfo(QDir(directory).filePath("summary.json")).lastModified();
    if (directory == pilotDirectory_ && modified == summaryModified_)
        return;
    pilotDirectory_ = directory;
    replan();
}

const std::optional<PilotCalibration>& PlanSession::calibration() const {
    static const std::optional<PilotCalibration> none;
    return planner_ ? planner_->calibration() : none;
}

ModelingAssumptions PlanSession::assumptionsOn(const GpuSpec& gpu) const {
    return planner_ ? planner_->assumptionsOn(gpu) : ModelingAssumptions{};
}

QString PlanSession::calibrationText(const GpuSpec& gpu) const {
    if (!planner_)
        return {};
    if (!planner_->calibrationError().empty())
        return tr("Not calibrated: the pilot's results cannot be read (%1).")
            .arg(QString::fromStdString(planner_->calibrationError()));
    if (!planner_->calibration())
        return tr("Not calibrated: no pilot results for this card yet.");
    const PilotCalibration& c = *planner_->calibration();
    const ModelingAssumptions a = assumptionsOn(gpu);
    const GpuSpec* pilotGpu = planner_->catalog().find(c.gpu_id);

    QString memoryReason;
    if (c.ran_out_of_memory)
        memoryReason = tr("the pilot ran out of memory, so its peak is only a lower bound");
    else if (!c.hasMemory())
        memoryReason = tr("the pilot measured no peak the prediction's activations can explain");
    else if (document_->card().training.framework == FrameworkProfile::RuncardPilot)
        memoryReason = tr("the planner's runcard-pilot estimate does not take a measured scale "
                          "yet (measured/predicted ×%1)")
                           .arg(QLocale().toString(c.memory_factor, 'f', 2));
    else // runcard-pilot's LibTorch model is not the card's framework (e.g. HF transformers)
        memoryReason = tr("the pilot ran a different implementation (runcard's LibTorch model, "
                          "not %1)")
                           .arg(QString::fromUtf8(toString(document_->card().training.framework)));
    QString utilisationReason;
    if (c.hasUtilisation() && pilotGpu)
        utilisationReason = tr("utilisation %1 was measured on %2 and applies to that GPU only")
                                .arg(formatPercent(c.utilisation), shortGpuName(*pilotGpu));
    else if (c.device == "cpu")
        utilisationReason = tr("the pilot ran on the CPU");
    else if (c.gpu_id.empty())
        utilisationReason = tr("%1 is not a catalog GPU").arg(QString::fromStdString(c.device));
    else
        utilisationReason = tr("the pilot's step time could not be related to this model");

    const QString folder = QFileInfo(QString::fromStdString(c.summary_path)).dir().dirName();
    if (a.calibrated_from.empty())
        return tr("Not calibrated: %1; %2.").arg(memoryReason, utilisationReason);
    const QString memory =
        a.calibrated_activation_scale > 0
            ? tr("measured/predicted memory ×%1").arg(QLocale().toString(c.memory_factor, 'f', 2))
            : tr("memory as predicted: %1").arg(memoryReason);
    const QString utilisation =
        a.calibrated_utilisation > 0
            ? tr("utilisation %1 on %2").arg(formatPercent(c.utilisation), shortGpuName(gpu))
            : tr("catalog utilisation: %1").arg(utilisationReason);
    return tr("Calibrated from pilot %1 (%2; %3)").arg(folder, memory, utilisation);
}

void PlanSession::setWhatIf(const WhatIf& whatIf) {
    if (planner_) {
        try {
            planner_->setWhatIf(whatIf);
        } catch (const InputError&) {
            return; // the planner refuses what-ifs that make the card invalid; the plan stays
        }
    }
    whatIf_ = whatIf;
    emit changed();
}

void PlanSession::applyWhatIfToCard() {
    if (!whatIf_.any() || !planner_)
        return;
    const RunCard card = planner_->card();
    whatIf_ = {};
    planner_->setWhatIf(whatIf_);
    document_->setCard(card, "what-if"); // replans through cardChanged
}

void PlanSession::applyLever(const FitLever& lever) {
    if (!planner_ || lever.changes.empty())
        return;
    whatIf_ = {};
    planner_->setWhatIf(whatIf_);
    document_->setCard(lever.card, QString::fromStdString(lever.changes.front().key));
}

} // namespace runcard::ui
