#include "ui/app/plan_session.h"

#include "planner/diagnostics.h"
#include "ui/app/gpu_comparison_model.h"
#include "ui/common/formatting.h"
#include "ui/common/planner_context.h"
#include "ui/common/planner_messages.h"

#include <QDir>
#include <QFileInfo>

namespace runcard::ui {

ParallelLayout layoutFor(Parallelism parallelism, int count, int maxPerNode, bool cpuOffload) {
    ParallelLayout layout;
    layout.parallelism = count <= 1 ? Parallelism::Single : parallelism;
    const int perNode = std::max(1, std::min(count, std::max(1, maxPerNode)));
    layout.gpus_per_node = perNode;
    layout.nodes = (count + perNode - 1) / perNode;
    layout.cpu_offload = cpuOffload;
    return layout;
}

PlanSession::PlanSession(RunCardDocument* document, QObject* parent)
    : QObject(parent), document_(document) {
    connect(document_, &RunCardDocument::cardChanged, this, [this] {
        resolveCard();
        recompute();
    });
    resolveCard();
    recompute();
}

void PlanSession::resolveCard() {
    base_.reset();
    error_.clear();
    errorField_.clear();
    try {
        base_ = resolve(document_->card(), presetLibrary(), gpuCatalog());
        uncalibrated_ = base_->assumptions;
        readCalibration();
        memoryScaleUsed_ = false;
        if (calibration_ && calibration_->hasMemory()) {
            // Said as calibrated only where the estimate really moves with the scale.
            Scenario probe = *base_;
            probe.assumptions.calibrated_activation_scale = 2.0;
            memoryScaleUsed_ = estimateMemory(probe).peak_allocated_bytes !=
                               estimateMemory(*base_).peak_allocated_bytes;
        }
        base_->assumptions = assumptionsOn(*base_->gpu);
    } catch (const InputError& e) {
        QStringList lines;
        for (const Diagnostic& d : e.diagnostics())
            lines << diagnosticMessage(d);
        error_ = lines.join('\n');
        if (!e.diagnostics().empty())
            errorField_ = QString::fromStdString(e.diagnostics().front().field);
    } catch (const std::exception& e) {
        error_ = QString::fromLocal8Bit(e.what());
    }
}

void PlanSession::readCalibration() {
    calibration_.reset();
    calibrationError_.clear();
    const QString summary = QDir(pilotDirectory_).filePath("summary.json");
    summaryModified_ = QFileInfo(summary).lastModified();
    if (pilotDirectory_.isEmpty() || !QFileInfo::exists(summary))
        return;
    try {
        calibration_ = readPilotCalibration(QDir::toNativeSeparators(summary).toStdString(),
                                            document_->card(), presetLibrary(), gpuCatalog());
    } catch (const InputError& e) {
        calibrationError_ = QString::fromStdString(e.diagnostics().front().toString());
    } catch (const std::exception& e) {
        calibrationError_ = QString::fromLocal8Bit(e.what());
    }
}

void PlanSession::setPilotDirectory(const QString& directory) {
    const QDateTime modified = QFileInfo(QDir(directory).filePath("summary.json")).lastModified();
    if (directory == pilotDirectory_ && modified == summaryModified_)
        return;
    pilotDirectory_ = directory;
    resolveCard();
    recompute();
}

ModelingAssumptions PlanSession::assumptionsOn(const GpuSpec& gpu) const {
    if (!calibration_)
        return uncalibrated_;
    ModelingAssumptions a = calibrate(uncalibrated_, *calibration_, gpu);
    if (!memoryScaleUsed_)
        a.calibrated_activation_scale = 0;
    if (a.calibrated_activation_scale <= 0 && a.calibrated_utilisation <= 0)
        a.calibrated_from.clear();
    return a;
}

QString PlanSession::calibrationText(const GpuSpec& gpu) const {
    if (!calibrationError_.isEmpty())
        return tr("Not calibrated: the pilot's results cannot be read (%1).")
            .arg(calibrationError_);
    if (!calibration_)
        return tr("Not calibrated: no pilot results for this card yet.");
    const PilotCalibration& c = *calibration_;
    const ModelingAssumptions a = assumptionsOn(gpu);
    const GpuSpec* pilotGpu = gpuCatalog().find(c.gpu_id);

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
        utilisationReason =
            tr("utilisation %1 was measured on %2 and applies to that GPU only")
                .arg(formatPercent(c.utilisation), GpuComparisonModel::shortName(*pilotGpu));
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
            ? tr("utilisation %1 on %2")
                  .arg(formatPercent(c.utilisation), GpuComparisonModel::shortName(gpu))
            : tr("catalog utilisation: %1").arg(utilisationReason);
    return tr("Calibrated from pilot %1 (%2; %3)").arg(folder, memory, utilisation);
}

void PlanSession::recompute() {
    scenario_.reset();
    if (base_) {
        Scenario s = *base_;
        if (whatIf_.micro_batch)
            s.shape.micro_batch = *whatIf_.micro_batch;
        if (whatIf_.sequence_length)
            s.shape.sequence_length = *whatIf_.sequence_length;
        if (whatIf_.checkpointing)
            s.shape.checkpointing = *whatIf_.checkpointing;
        if (whatIf_.parallelism || whatIf_.gpu_count) {
            const int count = whatIf_.gpu_count.value_or(s.layout.gpuCount());
            s.layout = layoutFor(whatIf_.parallelism.value_or(s.layout.parallelism), count,
                                 s.gpu ? s.gpu->max_gpus_per_node : 8, s.layout.cpu_offload);
        }
        try {
            plan_ = evaluate(s);
            scenario_ = s;
        } catch (const std::exception& e) {
            error_ = QString::fromLocal8Bit(e.what());
        }
    }
    emit changed();
}

void PlanSession::setWhatIf(const WhatIf& whatIf) {
    whatIf_ = whatIf;
    recompute();
}

void PlanSession::applyWhatIfToCard() {
    if (!whatIf_.any() || !scenario_)
        return;
    RunCard card = document_->card();
    card.training.micro_batch = scenario_->shape.micro_batch;
    card.training.sequence_length = scenario_->shape.sequence_length;
    card.training.activation_checkpointing = scenario_->shape.checkpointing;
    card.hardware.parallelism = scenario_->layout.parallelism;
    card.hardware.gpus_per_node = scenario_->layout.gpus_per_node;
    card.hardware.nodes = scenario_->layout.nodes;
    whatIf_ = {};
    document_->setCard(card, "what-if");
}

} // namespace runcard::ui
