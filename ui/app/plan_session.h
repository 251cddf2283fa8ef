// The card as the planner sees it: resolved once per card change (model lookup, config files),
// plus the what-if overrides of the budget view, which only touch numbers, so re-evaluating is
// microseconds and views recompute synchronously while the user drags.
#pragma once

#include "app/run_card_document.h"
#include "planner/plan.h"

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

signals:
    void changed();

private:
    void resolveCard();
    void recompute();

    RunCardDocument* document_;
    std::optional<Scenario> base_;
    std::optional<Scenario> scenario_;
    Plan plan_;
    WhatIf whatIf_;
    QString error_;
    QString errorField_;
};

} // namespace runcard::ui
