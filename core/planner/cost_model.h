// Cost per successful training output: the whole rental window priced from the price catalog and
// divided by what the run trains, never by a theoretical peak. Formulas and sources:
// docs/cost-model.md.
#pragma once

#include "planner/gpu_catalog.h"
#include "planner/plan.h"
#include "planner/price_catalog.h"
#include "planner/run_card.h"

#include <optional>
#include <string>
#include <vector>

namespace runcard {

// Hours in one billing period. A month is 730 h (8760 / 12), the convention cloud price pages use.
double periodHours(BillingPeriod period);

// Where the throughput that prices a card comes from: the planner's catalog prior, or the plan's
// utilisation measured by a pilot on that GPU (calibration.h;
// ComputeEstimate::utilisation_measured).
enum class ThroughputSource { Planner, PilotCalibrated };

// Seconds of each part of the rental window: loading, validation, checkpoint loading and export
// count inside it, and local NVMe is scratch, so artifacts leave the machine before it ends
// (docs/cost-model.md, "The rental window").
struct RentalWindow {
    double setup_s = 0;      // provisioning, environment, downloads, model loading
    double training_s = 0;   // optimizer steps
    double validation_s = 0; // validation passes
    double checkpoint_s = 0; // checkpoint writes
    double restore_s = 0;    // one restore check from the last checkpoint
    double export_s = 0;     // artifacts moved off the machine
    double buffer_s = 0;     // the user's safety buffer
    double total_s() const {
        return setup_s + training_s + validation_s + checkpoint_s + restore_s + export_s + buffer_s;
    }
};

struct CostRange {
    double low = 0;
    double expected = 0;
    double high = 0;
};

struct OptionCharge {
    std::string id;
    LocalizedText name; // the option's id where the catalog has no such option
    OptionUnit unit = OptionUnit::Once;
    double quantity = 0;           // GB-months, GB, GPU-hours, hours, fraction or 1 (expected case)
    std::optional<CostRange> cost; // missing: the catalog has no price (or no such option)
    bool unknown = false;          // the id is not in the price catalog
};

// How long published runs took against the planner's predicted step time: the 10th and 90th
// percentiles of published / predicted over the unfitted published throughput rows of a class of
// model (docs/validation.md, "Throughput: published runs"; test_published_runs recomputes them).
// The range brackets 80 % of those runs; it is lopsided because the planner has been optimistic
// more often than not, and far wider for mixture-of-experts models: Megatron-Core's MoE layers
// before its full-iteration CUDA-graph recipes run up to 7 times the predicted step even with
// their host time priced (docs/mixture-of-experts.md, "Not modelled").
struct StepTimeSpread {
    double low = 1;
    double high = 1;
};
inline constexpr StepTimeSpread kPlannerSpreadDense{0.94, 1.29};
inline constexpr StepTimeSpread kPlannerSpreadMixtureOfExperts{1.08, 2.26};
inline constexpr StepTimeSpread plannerStepTimeSpread(bool mixtureOfExperts) {
    return mixtureOfExperts ? kPlannerSpreadMixtureOfExperts : kPlannerSpreadDense;
}

struct CostEstimate {
    std::string gpu; // catalog id
    std::string gpu_name;
    int gpus = 1;            // cards the plan uses
    int billed_gpus = 1;     // cards paid for (machine shape)
    bool fits = true;        // memory fits with the card's margin and the card supports the run
    std::string unsupported; // from the plan

    ThroughputSource throughput_source = ThroughputSource::Planner;
    double tokens_per_s = 0; // whole job, used for the window
    // The range's throughput over the expected: slowest and fastest (a pilot's variation, or the
    // planner's validated spread for the model's class, plannerStepTimeSpread).
    double throughput_low = 1;
    double throughput_high = 1;
    double training_tokens = 0;
    double epochs = 0; // training tokens over data.tokens; 0 when the card gives no data size

    RentalWindow window;      // expected throughput
    double window_low_s = 0;  // at the high end of throughput
    double window_high_s = 0; // at the low end of throughput
    BillingPeriod period = BillingPeriod::Hour;
    double billed_hours = 0; // expected window rounded up to whole periods
    double billed_hours_low = 0;
    double billed_hours_high = 0;
    double finish_days = 0; // expected window, not rounded: when the artifacts are safe

    PriceLookup price;                 // which catalog row priced the GPUs
    std::optional<CostRange> compute;  // GPUs x billed hours x price
    std::vector<OptionCharge> options; // in the card's order
    std::optional<CostRange> total;    // compute + priced options; missing when compute is
    std::optional<CostRange> per_million_tokens;
    std::optional<CostRange> per_epoch;
    std::optional<double> training_only_per_million_tokens; // marginal rate, no window overheads
    std::optional<double> score; // total + waiting cost per day x finish days (lower is better)

    // Bytes the window moves or stores (the estimate behind export and storage options).
    double checkpoint_bytes = 0;
    double export_bytes = 0;
    double storage_bytes = 0;
};

// Prices one plan (from evaluate()) of `card` on `gpu`; the card's rental section and GPU count
// apply. The plan's throughput is used as it is; where a pilot measured its utilisation, the range
// is the pilot's step-time variation (`pilotStepTimeSpread`, stddev / mean, at least 5 %) instead
// of the planner's validated range for the plan's class of model (plannerStepTimeSpread).
CostEstimate estimateCost(const RunCard& card, const GpuSpec& gpu, const Plan& plan,
                          const PriceCatalog& prices, double pilotStepTimeSpread = 0);

// Cards side by side, with the cheapest, earliest and best (cost + waiting) marked among those that
// fit and have a price. Indices are -1 when no card qualifies.
struct CostComparison {
    std::vector<CostEstimate> rows;
    int cheapest = -1;
    int earliest = -1;
    int best = -1;
};
CostComparison compareCosts(std::vector<CostEstimate> rows);

} // namespace runcard
