// The app's one planning path: the document's card planned by a core CardPlanner (resolved once
// per card change; what-ifs only touch numbers, so re-evaluating is microseconds and views
// recompute synchronously while the user drags), calibrated from the pilot results beside the
// card. Every page — budget, compare, cost, report — reads its numbers from planner(), so the
// what-ifs and the calibration apply everywhere and the PDF shows what the screen shows.
#pragma once

#include "planner/card_planner.h"
#include "ui/app/run_card_document.h"

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>
#include <memory>

namespace runcard::ui {

class PlanSession : public QObject {
    Q_OBJECT
public:
    explicit PlanSession(RunCardDocument* document, QObject* parent = nullptr);

    RunCardDocument* document() const { return document_; }
    // False when the card cannot be resolved (unknown preset or GPU, unreadable config.json).
    bool valid() const { return planner_ != nullptr; }
    QString error() const { return error_; }
    // The field the resolve error belongs to ("model.preset"), for marking the form.
    QString errorField() const { return errorField_; }
    // Every reason the card has no plan, each with its field ("" when it names none), translated.
    struct Problem {
        QString field;
        QString message;
    };
    const QList<Problem>& problems() const { return problems_; }

    // The planner every page reads (null when !valid()). It follows the what-ifs in place and is
    // replaced when the card or the pilot results change; changed() says both.
    std::shared_ptr<const CardPlanner> planner() const { return planner_; }
    // The resolved card with the what-if overrides applied, on the card's GPU, and its plan.
    const Scenario& scenario() const { return planner_->scenario(); }
    const Plan& plan() const { return planner_->plan(); }
    const WhatIf& whatIf() const { return whatIf_; }
    void setWhatIf(const WhatIf& whatIf);
    // Writes the what-if values into the card (one undoable edit) and clears them.
    void applyWhatIfToCard();
    // Writes a way to fit (CardPlanner::fitLevers, which starts from the what-ifs) into the card
    // as one undoable edit named after its first field, and clears the what-ifs.
    void applyLever(const FitLever& lever);

    // The card's pilot results (CARD.pilot/, empty when there are none): their summary.json
    // calibrates the plan (core/planner/calibration.h). Reloads when the folder or its summary
    // changed since the last call.
    void setPilotDirectory(const QString& directory);
    QString pilotDirectory() const { return pilotDirectory_; }
    const std::optional<PilotCalibration>& calibration() const;
    // The card's assumptions calibrated for `gpu` (utilisation only on the pilot's own GPU).
    ModelingAssumptions assumptionsOn(const GpuSpec& gpu) const;
    // One translated line: "Calibrated from pilot … (…)" or "Not calibrated: …" with the reason,
    // for the card on `gpu`.
    QString calibrationText(const GpuSpec& gpu) const;

signals:
    void changed();

private:
    void replan();

    RunCardDocument* document_;
    std::shared_ptr<CardPlanner> planner_;
    WhatIf whatIf_;
    QString error_;
    QString errorField_;
    QList<Problem> problems_;
    QString pilotDirectory_;
    QDateTime summaryModified_;
};

} // namespace runcard::ui
