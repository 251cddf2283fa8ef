// The card as the planner sees it: resolved once per card change (model lookup, config files),
// plus the what-if overrides of the budget view, which only touch numbers, so re-evaluating is
// microseconds and views recompute synchronously while the user drags.
#pragma once

#include "planner/calibration.h"
#include "planner/plan.h"
#include "ui/app/run_card_document.h"

#include <QDateTime>
#include <QObject>
#include <QString>
#include <optional>

namespace runcard::ui {

struct WhatIf {
    std::optional<int> micro_batch;
    std::optional<int> sequence_length;
    std::optional<ActivationCheckpointing> checkpointing;
    std::optional<Parallelism> parallelism;
    std::optional<int> gpu_count;
    bool any() const {
        return micro_batch || sequence_length || checkpointing || parallelism || gpu_count;
    }
};

// Spreads `count` GPUs over nodes of at most `maxPerNode`.
ParallelLayout layoutFor(Parallelism parallelism, int count, int maxPerNode, bool cpuOffload);

class PlanSession : public QObject {
    Q_OBJECT
public:
    explicit PlanSession(RunCardDocument* document, QObject* parent = nullptr);

    RunCardDocument* document() const { return document_; }
    // False when the card cannot be resolved (unknown preset or GPU, unreadable config.json).
    bool valid() const { return scenario_.has_value(); }
    QString error() const { return error_; }
    // The field the resolve error belongs to ("model.preset"), for marking the form.
    QString errorField() const { return errorField_; }

    // The resolved card with the what-if overrides applied.
    const Scenario& scenario() const { return *scenario_; }
    const Plan& plan() const { return plan_; }
    const WhatIf& whatIf() const { return whatIf_; }
    void setWhatIf(const WhatIf& whatIf);
    // Writes the what-if values into the card (one undoable edit) and clears them.
    void applyWhatIfToCard();

    // The card's pilot results (CARD.pilot/, empty when there are none): their summary.json
    // calibrates the plan (core/planner/calibration.h). Reloads when the folder or its summary
    // changed since the last call.
    void setPilotDirectory(const QString& directory);
    QString pilotDirectory() const { return pilotDirectory_; }
    const std::optional<PilotCalibration>& calibration() const { return calibration_; }
    // The card's assumptions calibrated for `gpu` (utilisation only on the pilot's own GPU).
    ModelingAssumptions assumptionsOn(const GpuSpec& gpu) const;
    // One translated line: "Calibrated from pilot … (…)" or "Not calibrated: …" with the reason,
    // for the card on `gpu`.
    QString calibrationText(const GpuSpec& gpu) const;

signals:
    void changed();

private:
    void resolveCard();
    void readCalibration();
    void recompute();

    RunCardDocument* document_;
    std::optional<Scenario> base_;
    std::optional<Scenario> scenario_;
    Plan plan_;
    WhatIf whatIf_;
    QString error_;
    QString errorField_;
    QString pilotDirectory_;
    QDateTime summaryModified_;
    std::optional<PilotCalibration> calibration_;
    QString calibrationError_;
    ModelingAssumptions uncalibrated_; // the card's framework profile before calibration
    // Whether the planner's estimate for this profile takes the measured memory scale (the
    // runcard-pilot profile's own accounting, pilot_memory_profile.cpp, may not).
    bool memoryScaleUsed_ = false;
};

} // namespace runcard::ui
