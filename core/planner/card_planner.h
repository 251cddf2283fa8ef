// One planning path for a run card: resolved once, then every answer — the card's own GPU, the
// comparison on every GPU, the fewest GPUs per layout, the smallest fit and the cost per output —
// is computed from the same scenario, with the same what-ifs and the same calibration from the
// card's pilot. runcard-cli, the app's pages and the PDF report all read their numbers here, so
// they cannot disagree.
#pragma once

#include "planner/calibration.h"
#include "planner/comparison.h"
#include "planner/cost_model.h"
#include "planner/fit_levers.h"
#include "planner/framework_levers.h"
#include "planner/rental_decision.h"

#include <optional>
#include <string>

namespace runcard {

// Numbers tried on the card without editing it (the memory budget's what-if controls). Only
// numbers: applying them never needs the card resolved again.
struct WhatIf {
    std::optional<int> micro_batch;
    std::optional<int> sequence_length;
    std::optional<ActivationCheckpointing> checkpointing;
    std::optional<Parallelism> parallelism;
    std::optional<int> gpu_count;
    bool any() const {
        return micro_batch || sequence_length || checkpointing || parallelism || gpu_count;
    }
    bool operator==(const WhatIf&) const = default;
};

class CardPlanner {
public:
    // Resolves `card` (throws InputError naming the field: a value out of range or a broken rule,
    // requirePlannable; unknown preset or GPU, unreadable config.json). `pilotSummary` is the
    // card's pilot summary.json ("" = none); a summary that cannot be read leaves the plan
    // uncalibrated and says why (calibrationError()). `presets` and `catalog` must outlive the
    // planner.
    CardPlanner(RunCard card, const PresetLibrary& presets, const GpuCatalog& catalog,
                const std::string& pilotSummary = {});

    // The card as given, and with the what-ifs written in (what "Apply to card" saves; planning
    // this card from scratch gives the same numbers as the what-if preview).
    const RunCard& savedCard() const { return card_; }
    RunCard card() const;
    const WhatIf& whatIf() const { return whatIf_; }
    // Throws InputError (and keeps the previous what-ifs) for a micro-batch or sequence length
    // out of the card's range.
    void setWhatIf(const WhatIf& whatIf);

    const GpuCatalog& catalog() const { return *catalog_; }
    // The card on its own GPU and layout (what-ifs and calibration applied), and its plan.
    const Scenario& scenario() const { return scenario_; }
    const Plan& plan() const { return plan_; }

    const std::optional<PilotCalibration>& calibration() const { return calibration_; }
    const std::string& calibrationError() const { return calibrationError_; }
    // The card's framework profile before calibration.
    const ModelingAssumptions& uncalibratedAssumptions() const { return uncalibrated_; }
    // Whether the planner's memory estimate for this profile moves with a measured scale (the
    // runcard-pilot profile's own accounting may not), so a memory calibration is claimed only
    // where it changes the numbers.
    bool memoryScaleApplies() const { return memoryScaleApplies_; }
    // The assumptions on `gpu`: the pilot's memory scale on every GPU (runcard-pilot profile
    // only), its measured utilisation only on the GPU it ran on.
    ModelingAssumptions assumptionsOn(const GpuSpec& gpu) const;
    // The uncalibrated plan of the card on `gpu` at the card's layout: what the planner predicted
    // before any pilot, for measured-versus-predicted tables.
    Plan predictionOn(const GpuSpec& gpu) const;

    // Every GPU of comparisonGpus(catalog), computed on first use after a change.
    const std::vector<GpuComparison>& comparison() const;
    Recommendation recommendation() const { return smallestFit(comparison()); }
    // Index of the card's own GPU in comparison().
    int cardGpuIndex() const;
    // Each comparison row priced (aligned with comparison()), cheapest, earliest and best marked.
    CostComparison costs(const PriceCatalog& prices) const;
    // The GPU to rent: each at its smallest configuration that keeps the margin, the lowest cost
    // of a completed run plus the value of finishing earlier (rental_decision.h).
    RentalDecision decision(const PriceCatalog& prices) const;
    // Single changes to card() that lower its memory at the peak, planned on its GPU with the same
    // calibration (fit_levers.h); empty when the plan keeps its margin.
    std::vector<FitLever> fitLevers() const;
    // For a plan that keeps its margin, the single changes that finish sooner and still keep it
    // (fit_levers.h); empty otherwise.
    std::vector<FitLever> fasterLevers() const;
    // The card under each other training framework on its GPU and layout, uncalibrated (a pilot
    // measured the card's own framework), and the frameworks that cannot run it
    // (framework_levers.h).
    FrameworkLevers frameworkLevers() const;
    // The decision under each framework that runs the card (uncalibrated), the lowest score
    // first; where nothing fits under one, it comes last.
    std::vector<FrameworkDecision> frameworkDecisions(const PriceCatalog& prices) const;

private:
    void recompute();
    // Plans a changed card on its own GPU with its own assumptions and this card's calibration;
    // nullopt where the card cannot be resolved (a layout that does not divide the model).
    std::function<std::optional<Plan>(const RunCard&)> planCardFunction() const;
    // `uncalibrated` with the pilot's calibration on `gpu` (assumptionsOn for any card's own).
    ModelingAssumptions calibrated(const ModelingAssumptions& uncalibrated,
                                   const GpuSpec& gpu) const;

    RunCard card_;
    const PresetLibrary* presets_;
    const GpuCatalog* catalog_;
    Scenario base_; // resolved, no what-if, uncalibrated
    WhatIf whatIf_;
    Scenario scenario_;
    Plan plan_;
    std::optional<PilotCalibration> calibration_;
    std::string calibrationError_;
    ModelingAssumptions uncalibrated_;
    bool memoryScaleApplies_ = false;
    mutable std::optional<std::vector<GpuComparison>> comparison_;
};

} // namespace runcard
