// The article's staged pilot as a checklist: memory budget fits with margin, one scaling step
// measured, restore proven, and only then the period reserved. Each stage is done, pending or
// failed from the evidence actually on file; "ready to reserve" needs the first three done.
#pragma once

#include "planner/plan.h"
#include "ui/report/pilot_results.h"

#include <QString>
#include <array>
#include <optional>

namespace runcard::ui {

enum class DecisionStage { MemoryBudget, ScalingStep, RestoreProof, PeriodReserved };
enum class StageState { Done, Pending, Failed };

struct StageVerdict {
    DecisionStage stage = DecisionStage::MemoryBudget;
    StageState state = StageState::Pending;
    QString evidence; // the file (or "planner") the state comes from; empty when nothing is on file
    QString detail;   // one translated sentence
};

struct ChecklistVerdicts {
    std::array<StageVerdict, 4> stages;
    bool readyToReserve() const;
};

struct DecisionEvidence {
    std::optional<Plan> plan; // the card's own GPU and layout; absent when it could not be planned
    QString gpu_id;           // the card's GPU
    double memory_margin = 0.10;
    PilotResults pilot;
    ScalingResult scaling;
    ReservationRecord reservation;
};

ChecklistVerdicts evaluateChecklist(const DecisionEvidence& evidence);

QString stageName(DecisionStage stage);
QString stateName(StageState state);
const char* stageKey(DecisionStage stage); // C-locale key for CSV/JSON
const char* stateKey(StageState state);

} // namespace runcard::ui
