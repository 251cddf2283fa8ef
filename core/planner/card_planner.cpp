#include "planner/card_planner.h"

#include "planner/plannable.h"
#include "planner/run_card_yaml.h"

#include <filesystem>

namespace runcard {

CardPlanner::CardPlanner(RunCard card, const PresetLibrary& presets, const GpuCatalog& catalog,
                         const std::string& pilotSummary)
    : card_(std::move(card)), presets_(&presets), catalog_(&catalog) {
    requirePlannable(card_);
    base_ = resolve(card_, presets, catalog);
    uncalibrated_ = base_.assumptions;
    if (!pilotSummary.empty() && std::filesystem::exists(pilotSummary)) {
        try {
            calibration_ = readPilotCalibration(pilotSummary, card_, presets, catalog);
        } catch (const InputError& e) {
            calibrationError_ = e.diagnostics().empty() ? std::string(e.what())
                                                        : e.diagnostics().front().toString();
        } catch (const std::exception& e) {
            calibrationError_ = pilotSummary + ": " + e.what();
        }
    }
    if (calibration_ && calibration_->hasMemory()) {
        Scenario probe = base_;
        probe.assumptions.calibrated_activation_scale = 2.0;
        memoryScaleApplies_ = estimateMemory(probe).peak_allocated_bytes !=
                              estimateMemory(base_).peak_allocated_bytes;
    }
    recompute();
}

ModelingAssumptions CardPlanner::assumptionsOn(const GpuSpec& gpu) const {
    return calibrated(uncalibrated_, gpu);
}

ModelingAssumptions CardPlanner::calibrated(const ModelingAssumptions& uncalibrated,
                                            const GpuSpec& gpu) const {
    if (!calibration_)
        return uncalibrated;
    ModelingAssumptions a = calibrate(uncalibrated, *calibration_, gpu);
    if (!memoryScaleApplies_)
        a.calibrated_activation_scale = 0;
    if (a.calibrated_activation_scale <= 0 && a.calibrated_utilisation <= 0)
        a.calibrated_from.clear();
    return a;
}

void CardPlanner::setWhatIf(const WhatIf& whatIf) {
    const WhatIf previous = whatIf_;
    whatIf_ = whatIf;
    recompute();
    // A what-if micro-batch or sequence length out of its range is refused like the card's own
    // value (the layout's what-ifs are numbers the planner lays out itself: layoutFor).
    Diagnostics problems = validateRunCard(card());
    std::erase_if(problems, [](const Diagnostic& d) {
        return d.field != "training.micro_batch" && d.field != "training.sequence_length";
    });
    if (!problems.empty()) {
        whatIf_ = previous;
        recompute();
        throw InputError(std::move(problems));
    }
}

void CardPlanner::recompute() {
    Scenario s = base_;
    if (whatIf_.micro_batch)
        s.shape.micro_batch = *whatIf_.micro_batch;
    if (whatIf_.sequence_length)
        s.shape.sequence_length = *whatIf_.sequence_length;
    if (whatIf_.checkpointing)
        s.shape.checkpointing = *whatIf_.checkpointing;
    if (whatIf_.parallelism || whatIf_.gpu_count)
        s.layout = layoutFor(whatIf_.parallelism.value_or(s.layout.parallelism),
                             whatIf_.gpu_count.value_or(s.layout.gpuCount()),
                             s.gpu->max_gpus_per_node, s.layout.cpu_offload);
    s.assumptions = assumptionsOn(*s.gpu);
    scenario_ = s;
    plan_ = evaluate(scenario_);
    comparison_.reset();
}

RunCard CardPlanner::card() const {
    if (!whatIf_.any())
        return card_;
    RunCard card = card_;
    card.training.micro_batch = scenario_.shape.micro_batch;
    card.training.sequence_length = scenario_.shape.sequence_length;
    card.training.activation_checkpointing = scenario_.shape.checkpointing;
    card.hardware.parallelism = scenario_.layout.parallelism;
    card.hardware.gpus_per_node = scenario_.layout.gpus_per_node;
    card.hardware.nodes = scenario_.layout.nodes;
    return card;
}

Plan CardPlanner::predictionOn(const GpuSpec& gpu) const {
    Scenario s = scenario_;
    s.gpu = &gpu;
    s.layout = layoutOn(gpu, scenario_.layout);
    s.assumptions = uncalibrated_;
    return evaluate(s);
}

const std::vector<GpuComparison>& CardPlanner::comparison() const {
    if (!comparison_) {
        Scenario base = scenario_;
        base.assumptions = uncalibrated_;
        comparison_ = compareGpus(base, comparisonGpus(*catalog_),
                                  [this](const GpuSpec& gpu) { return assumptionsOn(gpu); });
    }
    return *comparison_;
}

std::function<std::optional<Plan>(const RunCard&)> CardPlanner::planCardFunction() const {
    return [this](const RunCard& card) -> std::optional<Plan> {
        try {
            // The lever's own assumptions (a loss or a gradient reduction the card sets), with the
            // card's calibration.
            Scenario s = resolve(card, *presets_, *catalog_);
            s.assumptions = calibrated(s.assumptions, *s.gpu);
            return evaluate(s);
        } catch (const InputError&) {
            return std::nullopt; // a layout that does not divide the model, say
        }
    };
}

std::vector<FitLever> CardPlanner::fitLevers() const {
    return runcard::fitLevers(card(), plan_, scenario_.gpu->max_gpus_per_node, planCardFunction());
}

std::vector<FitLever> CardPlanner::fasterLevers() const {
    return runcard::fasterLevers(card(), plan_, planCardFunction());
}

FrameworkLevers CardPlanner::frameworkLevers() const {
    return runcard::frameworkLevers(card(), [this](const RunCard& card) {
        return evaluate(resolve(card, *presets_, *catalog_));
    });
}

std::vector<FrameworkDecision> CardPlanner::frameworkDecisions(const PriceCatalog& prices) const {
    std::vector<FrameworkDecision> decisions;
    for (FitLever& lever : frameworkLevers().levers) {
        const CardPlanner other(lever.card, *presets_, *catalog_);
        decisions.push_back({std::move(lever), other.comparison(), other.decision(prices)});
    }
    // By the rule's own order: the lowest score of the chosen configuration (its ranked first),
    // a decision without a price (the smallest fit) after those with one, nothing fitting last.
    auto score = [&](const FrameworkDecision& d) {
        if (d.decision.index < 0)
            return std::make_pair(2, 0.0);
        if (d.decision.ranked.empty() || !d.decision.cost || !d.decision.cost->total)
            return std::make_pair(1, 0.0);
        return std::make_pair(0, d.decision.cost->total->expected +
                                     d.lever.card.rental.waiting_cost_per_day *
                                         d.decision.cost->finish_days);
    };
    std::stable_sort(decisions.begin(), decisions.end(),
                     [&](const FrameworkDecision& a, const FrameworkDecision& b) {
                         return score(a) < score(b);
                     });
    return decisions;
}

int CardPlanner::cardGpuIndex() const {
    const std::vector<GpuComparison>& rows = comparison();
    for (std::size_t i = 0; i < rows.size(); ++i)
        if (rows[i].gpu == scenario_.gpu)
            return int(i);
    return -1;
}

CostComparison CardPlanner::costs(const PriceCatalog& prices) const {
    const RunCard planned = card();
    const double spread = calibration_ ? calibration_->step_time_cv : 0;
    std::vector<CostEstimate> rows;
    for (const GpuComparison& row : comparison())
        rows.push_back(estimateCost(planned, *row.gpu, row.plan, prices, spread));
    return compareCosts(std::move(rows));
}

RentalDecision CardPlanner::decision(const PriceCatalog& prices) const {
    return decideRental(card(), comparison(), prices,
                        calibration_ ? calibration_->step_time_cv : 0);
}

} // namespace runcard
