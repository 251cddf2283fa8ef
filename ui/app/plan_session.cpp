#include "app/plan_session.h"

#include "common/planner_context.h"
#include "planner/diagnostics.h"

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
    } catch (const InputError& e) {
        QStringList lines;
        for (const Diagnostic& d : e.diagnostics())
            lines << QString::fromStdString(d.message);
        error_ = lines.join('\n');
        if (!e.diagnostics().empty())
            errorField_ = QString::fromStdString(e.diagnostics().front().field);
    } catch (const std::exception& e) {
        error_ = QString::fromLocal8Bit(e.what());
    }
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
